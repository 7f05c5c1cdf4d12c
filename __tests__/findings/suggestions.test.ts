/**
 * Suggestions (D19), RuleTester style: a corpus of lane outputs, each with the suggestion it must
 * give (the new text of exactly the commented lines, and whose) or none. Every form a lane writes
 * a fix in is read; a fix GitHub would not apply, or that would not do what the lane meant, is
 * refused. The change is a real git diff (temporary repository), CRLF and tab-indented files
 * included, so the head's lines are what git shows.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGit, TEST_GIT_ENV, writeFiles } from '../../__fixtures__/sys/git.js';
import { readDiff, readJsonFixes } from '../../src/findings/fixes.js';
import { changeHunks, collectFindings, type FileHunks, type Finding } from '../../src/findings/index.js';
import { fitFix, sameLine, type Refusal } from '../../src/findings/suggestion.js';
import type { ProposedFix } from '../../src/findings/types.js';

const BASE: Record<string, string> = {
  'src/calc.js': 'export function add(a, b) {\n  return a + b;\n}\n',
  'src/old.js': 'export const gone = 1;\nexport const also = 2;\n',
  'win/calc.js': 'function add(a, b) {\r\n  return a + b;\r\n}\r\n',
  'go/calc.go': 'package calc\n',
  'src/trail.js': 'const a = 1;\n',
  'src/vars.js': 'const x = 1;\nconst y = 2;\nconst z = 4;\n',
};
const HEAD: Record<string, string> = {
  // line 6 is `  return a / b;`
  'src/calc.js':
    'export function add(a, b) {\n  return a + b;\n}\n\nexport function divide(a, b) {\n  return a / b;\n}\n',
  // lines end in CRLF; line 6 is `  return a / b;\r`
  'win/calc.js':
    'function add(a, b) {\r\n  return a + b;\r\n}\r\n\r\nfunction divide(a, b) {\r\n  return a / b;\r\n}\r\n',
  // tab-indented; line 4 is `\treturn a / b`
  'go/calc.go': 'package calc\n\nfunc Divide(a, b int) int {\n\treturn a / b\n}\n',
  // line 2 ends in two spaces
  'src/trail.js': 'const a = 1;\nconst b = a / 0;  \n',
  // `const y = 2;` is gone: line 2 is `const y = 3;`
  'src/vars.js': 'const x = 1;\nconst y = 3;\nconst z = 4;\n',
};

let work: string;
let hunks: FileHunks[];
let paths: string[];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'rl-suggest-'));
  const git = (args: string[]) => runGit(work, args, TEST_GIT_ENV);
  git(['init', '-q', '-b', 'main']);
  git(['config', 'core.autocrlf', 'false']);
  writeFiles(work, BASE);
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'base']);
  writeFiles(work, HEAD);
  rmSync(join(work, 'src/old.js'));
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'head']);
  const names = git(['diff', '--name-status', 'HEAD~1', 'HEAD']).trim().split('\n');
  const files = names.map((l) => {
    const [status, path] = l.split('\t') as [string, string];
    return {
      path,
      status: status === 'D' ? 'deleted' : 'modified',
      diff: git(['diff', '--no-color', 'HEAD~1', 'HEAD', '--', path]),
    };
  });
  // A binary file: the diff says so and has no hunks.
  files.push({ path: 'img/logo.png', status: 'modified', diff: null as unknown as string });
  hunks = changeHunks(files);
  paths = files.map((f) => f.path);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function findingsOf(lanes: Array<[string, string]>, suggestions?: boolean): Promise<Finding[]> {
  const read = await collectFindings({
    lanes: lanes.map(([identity, body]) => ({ identity, status: 'reviewed', body })),
    changedPaths: paths,
    hunks,
    roots: [work],
    ...(suggestions !== undefined ? { suggestions } : {}),
  });
  return read.findings;
}

const fence = (info: string, ...lines: string[]) => [`\`\`\`${info}`, ...lines, '```'].join('\n');
const concern = (where: string, ...after: string[]) =>
  ['## Concerns', '### HIGH', `- \`${where}\` — Division by zero. b may be 0.`, '', ...after, ''].join('\n');
const GUARD = ['  if (b === 0) return NaN;', '  return a / b;'];

type Want = { lane?: string; form?: string; lines: string[] } | null;
interface Case {
  name: string;
  lanes: Array<[string, string]>;
  want: Want;
}

const valid: Case[] = [
  {
    name: 'a ```suggestion block under the concern replaces the cited line',
    lanes: [['codex', concern('src/calc.js:6', fence('suggestion', ...GUARD))]],
    want: { lane: 'codex', form: 'suggestion', lines: GUARD },
  },
  {
    name: 'a ```suggestion block indented in the list item loses only the item indent (CommonMark)',
    lanes: [
      [
        'claude',
        concern(
          'src/calc.js:6',
          ...fence('suggestion', ...GUARD)
            .split('\n')
            .map((l) => `  ${l}`),
        ),
      ],
    ],
    want: { lane: 'claude', form: 'suggestion', lines: GUARD },
  },
  {
    name: 'a `suggestion` field in a ```json findings block names its own path and line',
    lanes: [
      [
        'gemini',
        `${concern('src/calc.js:6')}\n## Suggestions\n${fence('json', JSON.stringify({ findings: [{ path: 'src/calc.js', line: 6, severity: 'HIGH', suggestion: GUARD.join('\n') }] }))}\n`,
      ],
    ],
    want: { lane: 'gemini', form: 'json', lines: GUARD },
  },
  {
    name: "a JSON array of entries, GitHub's start_line/line range, a relative path with ./",
    lanes: [
      [
        'qwen',
        `${concern('src/calc.js:5-7')}\n${fence('json', JSON.stringify([{ path: './src/calc.js', start_line: 6, line: 6, suggestion: '  return b === 0 ? NaN : a / b;' }]))}\n`,
      ],
    ],
    want: {
      lane: 'qwen',
      form: 'json',
      lines: ['export function divide(a, b) {', '  return b === 0 ? NaN : a / b;', '}'],
    },
  },
  {
    name: "a ```diff hunk whose removed lines are the head's there (its @@ start right)",
    lanes: [
      [
        'codex',
        concern(
          'src/calc.js:6',
          fence(
            'diff',
            '@@ -5,3 +5,4 @@',
            ' export function divide(a, b) {',
            '-  return a / b;',
            ...GUARD.map((l) => `+${l}`),
            ' }',
          ),
        ),
      ],
    ],
    want: { lane: 'codex', form: 'diff', lines: GUARD },
  },
  {
    name: 'a ```diff with file headers and a wrong @@ start is placed at the cited line',
    lanes: [
      [
        'opencode',
        concern(
          'src/calc.js:6',
          fence(
            'diff',
            '--- a/src/calc.js',
            '+++ b/src/calc.js',
            '@@ -40,2 +40,3 @@',
            '-  return a / b;',
            ...GUARD.map((l) => `+${l}`),
          ),
        ),
      ],
    ],
    want: { lane: 'opencode', form: 'diff', lines: GUARD },
  },
  {
    name: 'a bare -/+ diff (no @@) under the concern',
    lanes: [
      ['claude', concern('src/calc.js:6', fence('diff', '-  return a / b;', ...GUARD.map((l) => `+${l}`)))],
    ],
    want: { lane: 'claude', form: 'diff', lines: GUARD },
  },
  {
    name: 'a ```suggestion in the Suggestions section under a bullet that cites the line',
    lanes: [
      [
        'gemini',
        `${concern('src/calc.js:6')}\n## Suggestions\n- Guard the divisor in \`src/calc.js:6\`:\n\n${fence('suggestion', ...GUARD)}\n`,
      ],
    ],
    want: { lane: 'gemini', form: 'suggestion', lines: GUARD },
  },
  {
    name: 'a ```diff in the Suggestions section names its file with +++',
    lanes: [
      [
        'codex',
        `${concern('src/calc.js:6')}\n## Suggestions\n${fence('diff', '+++ b/src/calc.js', '@@ -6 +6,2 @@', '-  return a / b;', ...GUARD.map((l) => `+${l}`))}\n`,
      ],
    ],
    want: { lane: 'codex', form: 'diff', lines: GUARD },
  },
  {
    name: 'code holding ``` in a longer fence keeps its backticks',
    lanes: [['claude', concern('src/calc.js:6', '````suggestion', '  return `${a}```${b}`;', '````')]],
    want: { lane: 'claude', form: 'suggestion', lines: ['  return `${a}```${b}`;'] },
  },
  {
    name: 'a tab-indented file: the diff with tabs matches, and the tab is kept',
    lanes: [
      [
        'gemini',
        concern(
          'go/calc.go:4',
          fence('diff', '-\treturn a / b', '+\tif b == 0 {', '+\t\treturn 0', '+\t}', '+\treturn a / b'),
        ),
      ],
    ],
    want: { lane: 'gemini', form: 'diff', lines: ['\tif b == 0 {', '\t\treturn 0', '\t}', '\treturn a / b'] },
  },
  {
    name: "a CRLF file: the head's `\\r` is its line end, not its text; padding lines carry none",
    lanes: [
      [
        'qwen',
        concern(
          'win/calc.js:5-7',
          fence('diff', ' function divide(a, b) {', '-  return a / b;', ...GUARD.map((l) => `+${l}`), ' }'),
        ),
      ],
    ],
    want: { lane: 'qwen', form: 'diff', lines: ['function divide(a, b) {', ...GUARD, '}'] },
  },
  {
    name: 'a CRLF lane output (\\r\\n throughout) reads as GitHub reads it',
    lanes: [['codex', concern('src/calc.js:6', fence('suggestion', ...GUARD)).replace(/\n/g, '\r\n')]],
    want: { lane: 'codex', form: 'suggestion', lines: GUARD },
  },
  {
    name: "trailing spaces the model lost still match the head's line",
    lanes: [['codex', concern('src/trail.js:2', fence('diff', '-const b = a / 0;', '+const b = a / 1;'))]],
    want: { lane: 'codex', form: 'diff', lines: ['const b = a / 1;'] },
  },
  {
    name: 'two lanes, two fixes: the first lane in declared order wins',
    lanes: [
      ['codex', concern('src/calc.js:6', fence('suggestion', '  return a / (b || 1);'))],
      ['claude', concern('src/calc.js:6', fence('suggestion', ...GUARD))],
    ],
    want: { lane: 'codex', form: 'suggestion', lines: ['  return a / (b || 1);'] },
  },
  {
    name: "the first lane's fix does not fit: the next lane's is offered",
    lanes: [
      ['codex', concern('src/calc.js:6', fence('diff', '-  return a/b;', '+  return a / (b || 1);'))],
      ['claude', concern('src/calc.js:6', fence('suggestion', ...GUARD))],
    ],
    want: { lane: 'claude', form: 'suggestion', lines: GUARD },
  },
  {
    name: "a lane's one-line fix inside a wider merged range keeps the head's other lines",
    lanes: [
      ['codex', concern('src/calc.js:6', fence('suggestion', ...GUARD))],
      ['claude', concern('src/calc.js:5-7', 'No fix offered.')],
    ],
    want: { lane: 'codex', form: 'suggestion', lines: ['export function divide(a, b) {', ...GUARD, '}'] },
  },
  {
    name: 'an empty ```suggestion deletes the cited line',
    lanes: [['codex', concern('src/calc.js:4', fence('suggestion'))]],
    want: { lane: 'codex', form: 'suggestion', lines: [] },
  },
];

const invalid: Case[] = [
  {
    name: "a diff whose removed lines differ from the head's",
    lanes: [['codex', concern('src/calc.js:6', fence('diff', '-  return a/b;', '+  return a / (b || 1);'))]],
    want: null,
  },
  {
    name: 'a diff spanning two hunks',
    lanes: [
      [
        'codex',
        concern(
          'src/calc.js:6',
          fence(
            'diff',
            '@@ -2 +2 @@',
            '-  return a + b;',
            '+  return a + b + 0;',
            '@@ -6 +6 @@',
            '-  return a / b;',
            '+  return a / (b || 1);',
          ),
        ),
      ],
    ],
    want: null,
  },
  {
    name: 'a suggestion for lines of a deleted file',
    lanes: [['codex', concern('src/old.js:1', fence('suggestion', 'export const gone = 2;'))]],
    want: null,
  },
  {
    name: "a diff whose removed line is one the change deleted (the base's, not the head's)",
    lanes: [['codex', concern('src/vars.js:2', fence('diff', '-const y = 2;', '+const y = 5;'))]],
    want: null,
  },
  {
    name: 'a suggestion on a line outside the diff',
    lanes: [['codex', concern('src/calc.js:60', fence('suggestion', ...GUARD))]],
    want: null,
  },
  {
    name: 'a suggestion on a binary file',
    lanes: [['codex', concern('img/logo.png:1', fence('suggestion', 'x'))]],
    want: null,
  },
  {
    name: 'a tab-indented line rewritten with spaces in the diff',
    lanes: [
      ['gemini', concern('go/calc.go:4', fence('diff', '-    return a / b', '+    return a / (b + 1)'))],
    ],
    want: null,
  },
  {
    name: 'a JSON entry for lines outside the commented range',
    lanes: [
      [
        'gemini',
        `${concern('src/calc.js:6')}\n${fence('json', JSON.stringify({ findings: [{ path: 'src/calc.js', line: 2, suggestion: '  return a - b;' }] }))}\n`,
      ],
    ],
    want: null,
  },
  {
    name: 'a suggestion that changes nothing',
    lanes: [['codex', concern('src/calc.js:6', fence('suggestion', '  return a / b;'))]],
    want: null,
  },
  {
    name: 'a plain ```js block is an illustration, not a fix',
    lanes: [['codex', concern('src/calc.js:6', fence('js', ...GUARD))]],
    want: null,
  },
  {
    name: 'a ```diff block that is prose, not a diff',
    lanes: [['codex', concern('src/calc.js:6', fence('diff', 'Guard the divisor here.'))]],
    want: null,
  },
  {
    name: 'a ```suggestion block in no concern and under no location',
    lanes: [
      [
        'codex',
        `${concern('src/calc.js:6')}\n## Suggestions\nGuard it.\n\n${fence('suggestion', ...GUARD)}\n`,
      ],
    ],
    want: null,
  },
];

const view = (f: Finding | undefined) =>
  f?.suggestion ? { lane: f.suggestion.identity, form: f.suggestion.form, lines: f.suggestion.lines } : null;

describe('suggestions: valid', () => {
  it.each(valid)('$name', async ({ lanes, want }) => {
    const findings = await findingsOf(lanes);
    expect(findings).toHaveLength(1);
    expect(view(findings[0])).toEqual(want);
  });
});

describe('suggestions: invalid (no suggestion; the lane keeps its text)', () => {
  it.each(invalid)('$name', async ({ lanes, want }) => {
    const findings = await findingsOf(lanes);
    expect(findings.length).toBeGreaterThan(0);
    expect(view(findings[0])).toEqual(want);
  });
});

it('`suggestions: false` reads no fix', async () => {
  const lanes: Array<[string, string]> = [['codex', concern('src/calc.js:6', fence('suggestion', ...GUARD))]];
  expect(view((await findingsOf(lanes))[0])).not.toBeNull();
  expect(view((await findingsOf(lanes, false))[0])).toBeNull();
});

it('the review the five real CLIs passed through (recorded fixture) gives its first fitting fix', async () => {
  const body = readFileSync('__fixtures__/run/real-cli-output/suggestions-review.txt', 'utf8');
  const findings = await findingsOf([['claude', body]]);
  // Its first block is indented with a tab after the list indent and has trailing spaces: kept as written.
  expect(view(findings[0])).toEqual({
    lane: 'claude',
    form: 'suggestion',
    lines: ['\treturn b === 0 ? NaN : a / b;   '],
  });
  expect(findings[0]?.byLane[0]?.fixes?.map((f) => f.form)).toEqual([
    'suggestion',
    'suggestion',
    'diff',
    'json',
    'suggestion',
  ]);
});

describe('fitFix: why a fix is refused', () => {
  const hunk = { start: 10, end: 13, lines: ['a', 'b', 'c', 'd'] };
  const fix = (
    form: ProposedFix['form'],
    lines: string[],
    extra: Partial<ProposedFix> = {},
  ): ProposedFix => ({
    form,
    lines,
    ...extra,
  });
  it.each<[string, ProposedFix, { line: number; endLine?: number }, Refusal | string[]]>([
    ['replaces the cited line', fix('suggestion', ['B']), { line: 11 }, ['B']],
    ['commented range outside every hunk', fix('suggestion', ['B']), { line: 20 }, 'not_on_diff'],
    ['range across the hunk end', fix('suggestion', ['B']), { line: 12, endLine: 14 }, 'not_on_diff'],
    ['a diff of two hunks', fix('diff', ['-b', '+B'], { hunks: 2 }), { line: 11 }, 'several_hunks'],
    ['removed lines not the head', fix('diff', ['-x', '+B']), { line: 11 }, 'lines_differ'],
    [
      'a JSON range beyond the comment',
      fix('json', ['B'], { at: { line: 11, endLine: 12 } }),
      { line: 11 },
      'outside_range',
    ],
    ['a no-op', fix('suggestion', ['b']), { line: 11 }, 'no_change'],
    ['a pure insertion after the cited line', fix('diff', [' b', '+b2']), { line: 11 }, ['b', 'b2']],
  ])('%s', (_name, f, at, want) => {
    const got = fitFix(f, at, at, [hunk]);
    expect(got).toEqual(Array.isArray(want) ? { ok: true, lines: want } : { ok: false, refusal: want });
  });

  it('a hunk whose text the diff did not carry', () => {
    expect(fitFix(fix('suggestion', ['B']), { line: 11 }, { line: 11 }, [{ start: 10, end: 13 }])).toEqual({
      ok: false,
      refusal: 'unknown_lines',
    });
  });

  it('compares lines as GitHub shows them: trailing blanks and CR ignored, indentation not', () => {
    expect(sameLine('  x', '  x  \r')).toBe(true);
    expect(sameLine('\tx', '    x')).toBe(false);
    expect(sameLine('x', ' x')).toBe(false);
  });
});

describe('readers', () => {
  it('readDiff counts hunks and keeps the first old start and the +++ file', () => {
    expect(readDiff(['--- a/x.ts', '+++ b/x.ts', '@@ -3,2 +3,2 @@', ' a', '-b', '+c'])).toEqual({
      fix: { form: 'diff', lines: [' a', '-b', '+c'], at: { line: 3 } },
      file: 'x.ts',
    });
    expect(readDiff(['@@ -1 +1 @@', '-a', '+b', '@@ -9 +9 @@', '-c', '+d'])?.fix.hunks).toBe(2);
    expect(readDiff(['just words'])).toBeNull();
  });

  it('readJsonFixes takes only well-formed entries with a suggestion', () => {
    const text = JSON.stringify({
      findings: [
        { path: 'a.ts', line: 3, suggestion: 'x' },
        { path: 'a.ts', line: -1, suggestion: 'x' },
        { path: 'a.ts', line: 3 },
        { path: 'a.ts', line: 4, endLine: 5, suggestion: 'y\r\nz' },
      ],
    });
    expect(readJsonFixes(text)).toEqual([
      { path: 'a.ts', fix: { form: 'json', lines: ['x'], at: { line: 3 } } },
      { path: 'a.ts', fix: { form: 'json', lines: ['y', 'z'], at: { line: 4, endLine: 5 } } },
    ]);
    expect(readJsonFixes('{not json')).toEqual([]);
  });
});

describe('crafted input', () => {
  /** A hostile review of about `kb` KB: many fix blocks, a long diff, backtick runs, deep JSON. */
  const crafted = (kb: number): string => {
    const parts: string[] = ['## Concerns', '### HIGH', '- `src/calc.js:6` — Division by zero. x'];
    let size = 0;
    for (let i = 0; size < kb * 1024; i++) {
      const block =
        i % 4 === 0
          ? fence(
              'diff',
              ...Array.from({ length: 40 }, (_, k) => (k % 2 ? `-  return a / b;${k}` : `+${'`'.repeat(k)}`)),
            )
          : i % 4 === 1
            ? fence('json', `${'['.repeat(200)}${']'.repeat(200)}`)
            : i % 4 === 2
              ? `${'\n'.repeat(30)}${fence('suggestion', `${'`'.repeat(50)} @@ -1 +1 @@`)}`
              : fence('diff', ...Array.from({ length: 30 }, () => '@@ -6 +6 @@'), '-x', '+y');
      parts.push('', block);
      size += block.length;
    }
    return parts.join('\n');
  };
  const timed = async (body: string): Promise<number> => {
    const t = process.hrtime.bigint();
    const findings = await findingsOf([['codex', body]]);
    expect(findings).toHaveLength(1);
    // The first block that fits: the backtick-laden suggestion (the diffs' lines are not the head's).
    expect(findings[0]?.suggestion?.lines).toEqual([`${'`'.repeat(50)} @@ -1 +1 @@`]);
    return Number(process.hrtime.bigint() - t) / 1e6;
  };

  it('100 KB and 200 KB of crafted fixes complete, and twice the input costs about twice the time', async () => {
    await timed(crafted(20)); // warm the parser
    const small = await timed(crafted(100));
    const large = await timed(crafted(200));
    // Generous bounds: a quadratic reader would take minutes here, and four times as long at 200 KB.
    expect(small).toBeLessThan(10_000);
    expect(large).toBeLessThan(20_000);
    expect(large).toBeLessThan(4 * small + 1_000);
  });
});
