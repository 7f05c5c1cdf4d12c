/**
 * The findings stage (D16) over a corpus of reviews in the styles of the real CLIs
 * (`__fixtures__/findings/reviews/README.md` says where they come from): every location form is
 * read, paths resolve only to files of the change or the head tree, lanes merge where they cite
 * one place, and a finding is inline-able only on the new side of one hunk.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  changeHunks,
  collectFindings,
  findingId,
  newSideHunks,
  type Finding,
} from '../../src/findings/index.js';
import { parseReview } from '../../src/report/consensus.js';

const sample = (name: string): string =>
  readFileSync(join('__fixtures__/findings/reviews', `${name}.txt`), 'utf8');

/** The change the corpus reviews: hunks on the new side at 20-51 and 150-152 of src/cart.ts, … */
const diff = (path: string, hunks: string[]): string =>
  `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n${hunks.map((h) => `${h}\n+x\n`).join('')}`;
const FILES = [
  {
    path: 'src/cart.ts',
    status: 'modified',
    diff: diff('src/cart.ts', ['@@ -18,10 +20,32 @@ class Cart', '@@ -100,2 +150,3 @@']),
  },
  { path: 'src/api/client.ts', status: 'modified', diff: diff('src/api/client.ts', ['@@ -80,5 +80,16 @@']) },
  { path: 'README.md', status: 'modified', diff: diff('README.md', ['@@ -1,3 +1,5 @@']) },
  { path: 'src/old.ts', status: 'deleted', diff: diff('src/old.ts', ['@@ -1,9 +0,0 @@']) },
];
const HEAD_TREE = new Set([
  'src/cart.ts',
  'src/api/client.ts',
  'README.md',
  'lib/helpers.ts',
  'package.json',
]);

async function run(lanes: Array<[identity: string, body: string]>, status = 'reviewed') {
  let listed = 0;
  const read = await collectFindings({
    lanes: lanes.map(([identity, body]) => ({ identity, status, body })),
    changedPaths: FILES.map((f) => f.path),
    hunks: changeHunks(FILES),
    roots: ['/work/checkout'],
    headFiles: async () => {
      listed++;
      return HEAD_TREE;
    },
  });
  return { ...read, listed };
}

/** What a table row asserts of one finding: severity, where, title, inline. */
const shape = (f: Finding) => [
  f.severity,
  `${f.path}:${f.line}${f.endLine ? `-${f.endLine}` : ''}`,
  f.title,
  f.inline,
];

describe('every location form the CLIs write is read (one lane at a time)', () => {
  it.each([
    [
      'codex-headings',
      [
        ['HIGH', 'src/cart.ts:28', 'Division by zero', true],
        [
          'MEDIUM',
          'src/api/client.ts:88',
          'Missing error handling in src/api/client.ts:88 when the response is not JSON',
          true,
        ],
      ],
    ],
    [
      'claude-bold-links',
      [
        ['HIGH', 'src/cart.ts:30', 'The divisor can be zero', true],
        ['MEDIUM', 'src/api/client.ts:85-90', 'retries forever on a 500', true],
        ['LOW', 'README.md:3', 'a typo in README.md:3', true],
      ],
    ],
    [
      'gemini-emoji-numbered',
      [
        ['HIGH', 'src/cart.ts:42', 'Unguarded division in src/cart.ts', true],
        // In the head tree, not in the change: a finding GitHub cannot place on the diff.
        ['MEDIUM', 'lib/helpers.ts:7', 'Stale cache in the helper', false],
      ],
    ],
    [
      'qwen-table',
      [
        ['HIGH', 'src/cart.ts:44', 'Average divides by zero', true],
        ['MEDIUM', 'src/api/client.ts:90-92', 'Timeout is not configurable', true],
        ['LOW', 'README.md:1', 'Heading level skips', true],
      ],
    ],
    [
      'opencode-absolute',
      [
        ['HIGH', 'src/cart.ts:40', 'divides by the length of an empty list', true],
        ['MEDIUM', 'src/api/client.ts:91', 'swallows the error', true],
        ['LOW', 'README.md:4', 'has a broken link', true],
      ],
    ],
    [
      'outside-the-change',
      [
        [
          'LOW',
          'src/cart.ts:33-35',
          'See https://github.com/acme/shop/blob/0123abc/src/cart.ts#L33-L35 for the rounding',
          true,
        ],
        // Below every hunk, and a file the change deletes: findings, not inline-able.
        ['MEDIUM', 'src/cart.ts:200', 'far below every hunk of the file', false],
        ['MEDIUM', 'src/old.ts:5', 'the file this change deletes', false],
      ],
    ],
  ])('%s', async (name, expected) => {
    const { findings } = await run([['lane', sample(name)]]);
    expect(findings.map(shape).sort()).toEqual([...expected].sort());
  });
});

describe('a line written before its file', () => {
  it.each([
    ['On line 42 of `src/cart.ts` the division is unguarded.', 'src/cart.ts:42'],
    ['Lines 44-46 in src/cart.ts repeat the check.', 'src/cart.ts:44-46'],
  ])('%s', async (concern, where) => {
    const { findings } = await run([['a', `## Concerns\n### MEDIUM\n- ${concern}\n`]]);
    expect(findings.map((f) => `${f.path}:${f.line}${f.endLine ? `-${f.endLine}` : ''}`)).toEqual([where]);
  });
});

describe('a file named by its name alone', () => {
  it('is the changed file of that name when the change holds only one', async () => {
    const { findings } = await run([
      ['a', '## Concerns\n### HIGH\n1. **Unguarded division** in `cart.ts` (line 42)\n'],
    ]);
    expect(findings.map(shape)).toEqual([['HIGH', 'src/cart.ts:42', 'Unguarded division in cart.ts', true]]);
  });

  it('is no file when two changed files share the name', async () => {
    const read = await collectFindings({
      lanes: [{ identity: 'a', status: 'reviewed', body: '## Concerns\n- [HIGH] `index.ts:3` x\n' }],
      changedPaths: ['a/index.ts', 'b/index.ts'],
      hunks: [],
    });
    expect(read.findings).toEqual([]);
    expect(read.unanchored.get('a')).toBe(1);
  });
});

describe('what stays an unanchored concern', () => {
  it('a path in neither the change nor the head tree, and a concern without a location, are counted but not findings', async () => {
    const text = sample('outside-the-change');
    const { findings, unanchored, readings } = await run([['lane', text]]);
    expect(findings.map((f) => f.path)).not.toContain('src/missing.ts');
    expect(unanchored.get('lane')).toBe(2);
    // The consensus counts every concern, anchored or not, from the same reading.
    expect(readings.get('lane')?.concerns).toEqual({ HIGH: 2, MEDIUM: 2, LOW: 1, unrated: 0 });
    expect(parseReview(text).concerns).toEqual(readings.get('lane')?.concerns);
  });

  it('a concern without a level is not a finding, whatever it cites', async () => {
    const { findings, unanchored } = await run([
      ['lane', '## Concerns\n- `src/cart.ts:28` divides by zero\n'],
    ]);
    expect(findings).toEqual([]);
    expect(unanchored.get('lane')).toBe(1);
  });

  it('the head tree is listed only when a lane cites a line outside the change', async () => {
    expect((await run([['lane', sample('codex-headings')]])).listed).toBe(0);
    expect((await run([['lane', sample('gemini-emoji-numbered')]])).listed).toBe(1);
  });

  it('a lane that did not end reviewed contributes nothing', async () => {
    const { findings, documents } = await run([['lane', sample('codex-headings')]], 'failed');
    expect(findings).toEqual([]);
    expect(documents.size).toBe(0);
  });
});

// The merge's rules case by case: merge.test.ts.
describe('merging across lanes', () => {
  const at = (line: number, level = 'HIGH', what = 'The average divides by zero.') =>
    `## Concerns\n### ${level}\n- \`src/cart.ts:${line}\` — ${what}\n`;

  it('one issue cited by three lanes at lines 40, 42 and 44 is one finding with agreement 3', async () => {
    const { findings } = await run([
      ['codex', at(40)],
      ['claude', at(42, 'MEDIUM', 'Empty carts crash: the average is taken over zero items.')],
      ['gemini', at(44)],
    ]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      severity: 'HIGH',
      path: 'src/cart.ts',
      line: 40,
      endLine: 44,
      title: 'The average divides by zero',
      lanes: ['codex', 'claude', 'gemini'],
      agreement: 3,
      of: 3,
      inline: true,
    });
    expect(findings[0]?.byLane.map((f) => [f.identity, f.severity, f.line])).toEqual([
      ['codex', 'HIGH', 40],
      ['claude', 'MEDIUM', 42],
      ['gemini', 'HIGH', 44],
    ]);
  });

  it('one issue at two places 10 lines apart stays two; within 3 lines it is one', async () => {
    expect(
      (
        await run([
          ['a', at(30)],
          ['b', at(40)],
        ])
      ).findings,
    ).toHaveLength(2);
    expect(
      (
        await run([
          ['a', at(30)],
          ['b', at(33)],
        ])
      ).findings,
    ).toHaveLength(1);
    expect(
      (
        await run([
          ['a', at(30)],
          ['b', at(34)],
        ])
      ).findings,
    ).toHaveLength(2);
  });

  it('severity is the highest; the title is the highest-severity lane’s, the first declared on ties', async () => {
    const { findings } = await run([
      ['codex', at(30, 'LOW', 'A nit about `total`.')],
      ['claude', at(31, 'MEDIUM', 'Claude says this of `total`.')],
      ['gemini', at(32, 'MEDIUM', 'Gemini says this of `total`.')],
    ]);
    expect(findings[0]).toMatchObject({
      severity: 'MEDIUM',
      title: 'Claude says this of total',
      agreement: 3,
    });
  });

  it('agreement is out of the lanes that ended reviewed, and orders the findings', async () => {
    const read = await collectFindings({
      lanes: [
        {
          identity: 'a',
          status: 'reviewed',
          body: `${at(25, 'LOW')}### HIGH\n- \`src/api/client.ts:90\` — x.\n`,
        },
        { identity: 'b', status: 'reviewed', body: at(26, 'LOW') },
        { identity: 'c', status: 'failed', body: at(25, 'HIGH') },
      ],
      changedPaths: FILES.map((f) => f.path),
      hunks: changeHunks(FILES),
    });
    expect(read.findings.map((f) => [f.path, f.severity, f.agreement, f.of])).toEqual([
      ['src/cart.ts', 'LOW', 2, 2],
      ['src/api/client.ts', 'HIGH', 1, 2],
    ]);
  });

  it('an id is stable for the same path and title, and distinct within a run', async () => {
    const first = (await run([['a', at(30, 'HIGH', 'The `average` divides by zero.')]])).findings[0];
    const again = (await run([['b', at(45, 'LOW', 'the average divides by zero')]])).findings[0];
    expect(first?.id).toBe(again?.id);
    expect(first?.id).toBe(findingId('src/cart.ts', 'The average divides by zero'));
    const twice = (await run([['a', `${at(22, 'HIGH', 'Same slip.')}- \`src/cart.ts:48\` — Same slip.\n`]]))
      .findings;
    expect(new Set(twice.map((f) => f.id)).size).toBe(2);
  });
});

describe('anchoring on the new side of the diff', () => {
  it.each([
    ['a context or added line of a hunk', 20, undefined, true],
    ['the last line of a hunk', 51, undefined, true],
    ['a range inside one hunk', 45, 51, true],
    ['a range across two hunks', 50, 151, false],
    ['a line between hunks', 100, undefined, false],
    ['a line before every hunk', 3, undefined, false],
  ])('%s', async (_name, line, end, inline) => {
    const where = end ? `src/cart.ts:${line}-${end}` : `src/cart.ts:${line}`;
    const { findings } = await run([['a', `## Concerns\n- [HIGH] \`${where}\` x.\n`]]);
    expect(findings[0]?.inline).toBe(inline);
  });

  it('a hunk that only deletes has no new side', () => {
    expect(newSideHunks('@@ -10,3 +9,0 @@\n-a\n-b\n-c\n@@ -20 +19 @@\n-x\n+y\n')).toEqual([
      { start: 19, end: 19, lines: ['y'] },
    ]);
  });

  it("each hunk carries the head's text of its lines, a CRLF file's `\\r` kept; a cut one only its range", () => {
    const patch =
      '@@ -1,2 +1,3 @@\n a\r\n-b\r\n+B\r\n+\tc\r\n\\ No newline at end of file\n@@ -9,2 +10,2 @@\n x\n+y';
    expect(newSideHunks(patch)).toEqual([
      { start: 1, end: 3, lines: ['a\r', 'B\r', '\tc\r'] },
      { start: 10, end: 11, lines: ['x', 'y'] },
    ]);
    expect(newSideHunks('@@ -1,2 +1,3 @@\n a\n+b\n')).toEqual([{ start: 1, end: 3 }]);
  });
});

it('the issue as a user saw it: four lanes that wrote `**HIGH** `src/cart.ts:28` — …` agree on one HIGH finding', async () => {
  const body =
    '## Concerns\n- **HIGH** `src/cart.ts:28` — Division by zero: `averagePrice()` divides by the item count, which is 0 for an empty cart.\n\n## Risk Assessment\nHIGH\n';
  expect(parseReview(body).concerns).toEqual({ HIGH: 1, MEDIUM: 0, LOW: 0, unrated: 0 });
  const { findings } = await run([
    ['codex', body],
    ['claude', body],
    ['gemini', body],
    ['qwen', body],
  ]);
  expect(findings.map((f) => [f.severity, f.path, f.line, f.title, f.agreement, f.of, f.inline])).toEqual([
    ['HIGH', 'src/cart.ts', 28, 'Division by zero', 4, 4, true],
  ]);
});
