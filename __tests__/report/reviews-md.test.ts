import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import {
  renderReviews,
  STUB_PHRASE,
  CAVEATS,
  MAX_SHOWN_BODY_CHARS,
  type ReviewsInput,
} from '../../src/report/reviews-md.js';
import { BASE_SHA, BASELINE_SHA, HEAD_SHA, lanes, results, review } from '../../__fixtures__/report/run.js';
import type { Finding } from '../../src/findings/types.js';
import type { LaneUsage } from '../../src/run/usage.js';

const reviewedAt = new Date('2026-03-01T12:00:00.000Z');

function input(over: Partial<ReviewsInput> = {}): ReviewsInput {
  return {
    change: {
      pr: { number: 42, title: 'Cache <b>users</b>', body: '' },
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      rangeLabel: 'main..feature',
    },
    baseline: {
      ref: 'origin/main',
      sha: BASELINE_SHA,
      path: '.github/reviewer-lanes/consent.json',
      missing: false,
    },
    results: results(),
    lanes: lanes(),
    reviewedAt,
    ...over,
  };
}

function frontmatterOf(md: string): Record<string, unknown> {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(md);
  if (!m) throw new Error('no frontmatter');
  return parse(m[1] ?? '') as Record<string, unknown>;
}

/** The text of the section under `heading`, up to its `---`, with the fold around the review (D19). */
function rawSection(md: string, heading: string): string {
  const start = md.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no section ${heading}`);
  return md.slice(start + heading.length + 2, md.indexOf('\n---\n', start));
}

/** The review folded in the section under `heading` (D19: inside its <details>). */
function section(md: string, heading: string): string {
  const m = /^\n<details><summary>[^\n]*<\/summary>\n([\s\S]*)\n<\/details>\n$/.exec(rawSection(md, heading));
  if (!m) throw new Error(`the review under ${heading} is not folded`);
  return m[1] ?? '';
}

describe('renderReviews for a run with one lane of each status', () => {
  const md = renderReviews(input());

  it('writes the frontmatter keys exactly as specified', () => {
    const fm = frontmatterOf(md);
    expect(Object.keys(fm)).toEqual([
      'pr',
      'base_sha',
      'head_sha',
      'baseline_ref',
      'reviewers',
      'reviewed_at',
      'trimmed_reviewers',
    ]);
    expect(fm).toEqual({
      pr: 42,
      base_sha: BASE_SHA,
      head_sha: HEAD_SHA,
      baseline_ref: BASELINE_SHA,
      reviewers: ['codex', 'opencode-deepseek', 'opencode-mimo', 'coderabbit'],
      reviewed_at: '2026-03-01T12:00:00.000Z',
      trimmed_reviewers: {
        'opencode-mimo': {
          budget: 8000,
          effective_budget: 7200,
          estimated_tokens: 7150,
          omitted: ['src/big.ts'],
          truncated_files: ['src/mid.ts'],
          hard_failed: false,
        },
        ollama: {
          budget: 500,
          effective_budget: 450,
          estimated_tokens: 900,
          omitted: [],
          truncated_files: [],
          hard_failed: true,
        },
      },
    });
  });

  it('titles the page with the PR, its title made inert', () => {
    expect(md).toContain('\n# Cross-AI Review — PR #42: Cache &lt;b>users&lt;/b>\n');
  });

  it('renders every selected lane, and nothing else, in declared order with instances after their lane', () => {
    const headings = [...md.matchAll(/^## (.+ Review.*)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([
      'Codex Review',
      'Claude Review',
      'Gemini Review',
      'OpenCode Review',
      'OpenCode Review (opencode-deepseek)',
      'OpenCode Review (opencode-mimo)',
      'Ollama Review',
      'Qwen Review',
      'CodeRabbit Review',
      'Acme Lint Review',
    ]);
    expect(md).not.toContain('Kimi');
    // Each lane section is followed by `---`.
    expect(md.match(/<!-- reviewer-lanes:lane id=[^>]+-->\n## [^\n]+\n[\s\S]*?\n---\n/g)).toHaveLength(10);
  });

  it('has a status table with lane, status, reason, duration, tokens and model, and a total line', () => {
    expect(md).toContain(
      '| Lane | Status | Reason | Duration | Tokens | Model |\n|---|---|---|---|---|---|\n',
    );
    expect(md).toContain('| codex | reviewed | — | 12.3 s | — | gpt-5 → gpt-5-2025-08-07 (reported) |');
    expect(md).toContain('| claude | empty | empty_output | 2.0 s | — | — |');
    expect(md).toContain('| gemini | failed | exit_nonzero | 800 ms | — | — |');
    expect(md).toContain('| opencode | timed_out | timed_out | 15 min 0 s | — | — |');
    expect(md).toContain('| opencode-mimo | reviewed | — | 30.5 s | — | mimo |');
    expect(md).toContain('| ollama | skipped | budget_too_small | — | — | — |');
    expect(md).toContain('| qwen | unavailable | missing_binary | — | — | — |');
    expect(md).toContain('| acme-lint | blocked | not_consented | — | — | — |');
    // No lane in this run carries a figure, and none reported a cost: no Cost column.
    expect(md).toContain(
      '| acme-lint | blocked | not_consented | — | — | — |\n| **Total** |  |  |  | — |  |\n',
    );
  });

  it('keeps the stub phrase for empty, failed and timed-out lanes', () => {
    expect(section(md, '## Claude Review')).toContain(`claude review ${STUB_PHRASE}. stderr:\nrate limited`);
    expect(section(md, '## Gemini Review')).toBe(
      `\n**failed** (\`exit_nonzero\`) — exit code 2\n\ngemini review ${STUB_PHRASE}.\n`,
    );
    expect(section(md, '## OpenCode Review')).toContain(
      `**timed out** (\`timed_out\`) — after 900 s\n\nopencode review ${STUB_PHRASE} (timed out).`,
    );
  });

  it('words a skipped lane exactly', () => {
    expect(section(md, '## Ollama Review').trim()).toBe(
      'ollama review skipped: prompt budget (500 tokens) too small for the minimum review set.',
    );
  });

  it('shows an unavailable or blocked lane with its reason code and detail', () => {
    expect(section(md, '## Qwen Review').trim()).toBe(
      'qwen review unavailable: `missing_binary` — qwen not found on PATH.',
    );
    expect(section(md, '## Acme Lint Review').trim()).toBe(
      'acme-lint review blocked by the consent baseline: `not_consented` — no entry in .github/reviewer-lanes/consent.json at 1234abc. No process was started and nothing was sent.',
    );
  });

  it('puts caveats in blockquotes: diff-only, exit code, shared adapter, trimming', () => {
    expect(section(md, '## OpenCode Review (opencode-mimo)')).toContain(
      `\n> ${CAVEATS.trimmed(8000, 1, 1)}\n`,
    );
    expect(section(md, '## CodeRabbit Review')).toContain(`\n> ${CAVEATS.diffOnly}\n`);
    expect(section(md, '## Codex Review')).toContain(`\n> ${CAVEATS.exitCode(1)}\n`);
    expect(md).toContain(
      '\n> opencode, opencode-deepseek, opencode-mimo share the opencode adapter: where they agree, the consensus is cross-model, not cross-tool.\n',
    );
  });

  it('shows the review itself under a reviewed lane', () => {
    // Its own headings sit below the lane's section heading.
    expect(section(md, '## Codex Review')).toContain('#### Summary\n');
    expect(section(md, '## Codex Review')).toContain(
      '##### HIGH\n- **Race condition in cache invalidation**',
    );
  });

  it('computes the consensus from the reviewed lanes only', () => {
    const c = md.slice(md.indexOf('## Consensus'), md.indexOf('<!-- reviewer-lanes:lane'));
    expect(c).toContain('| Lane | Risk | HIGH | MEDIUM | LOW |\n');
    expect(c).toContain('| codex | MEDIUM | 1 | 2 | 0 |');
    expect(c).toContain('| opencode-deepseek | MEDIUM | 1 | 1 | 2 |');
    expect(c).toContain('| opencode-mimo | LOW | 1 | 2 | 0 |');
    expect(c).toContain('| coderabbit (diff-only) | HIGH | 1 | 1 | 2 |');
    expect(c).toContain('- 2 of 4 reviewed lanes rate the risk MEDIUM.');
    expect(c).toContain('- Differing levels: opencode-mimo LOW, coderabbit HIGH.');
    expect(c).toContain(
      '- `src/cache.ts` is named in concerns by 3 lanes: codex (HIGH), opencode-deepseek (LOW), coderabbit (HIGH).',
    );
    expect(c).not.toContain('claude');
  });
});

describe('the frontmatter, whatever the names in it', () => {
  // Paths come from the pull request: every one a YAML reader could trip on, and a line `---`.
  const hostile = [
    'src/a: b.ts',
    '- leading dash',
    '#hash',
    'quote " and \\ backslash',
    'two\nlines\n---\nafter',
    'del\u007f nel\u0085 c1\u009b',
    'ls\u2028ps\u2029',
    'bom\ufeff nonchar\ufffe\uffff',
    'tab\tcr\r',
    'emoji 🙂 and ünïcode',
    'yes',
    '1e5',
    '0x10',
    'null',
    '~',
    "'single'",
    '{flow: [x]}',
    '*alias &anchor !tag',
  ];
  const md = renderReviews(
    input({
      results: results().map((r) =>
        r.trimmed ? { ...r, trimmed: { ...r.trimmed, omitted: hostile, truncated_files: hostile } } : r,
      ),
    }),
  );

  it('reads back as written, and ends where it ends', () => {
    const fm = frontmatterOf(md) as { trimmed_reviewers: Record<string, { omitted: string[] }> };
    for (const t of Object.values(fm.trimmed_reviewers)) expect(t.omitted).toEqual(hostile);
    // One line a key: a newline in a name cannot end the frontmatter with a line `---`.
    const text = /^---\n([\s\S]*?)\n---\n/.exec(md)?.[1] ?? '';
    expect(text.split('\n').map((l) => l.slice(0, l.indexOf(':')))).toEqual(Object.keys(frontmatterOf(md)));
  });

  it('holds only characters YAML allows unescaped', () => {
    const text = /^---\n([\s\S]*?)\n---\n/.exec(md)?.[1] ?? '';
    const raw = [...text].filter((c) => {
      const n = c.codePointAt(0) ?? 0;
      return (n < 0x20 && n !== 0x0a) || (n >= 0x7f && n <= 0x9f) || n === 0xfffe || n === 0xffff;
    });
    expect(raw).toEqual([]);
  });
});

describe('the page (D19): findings first, each review folded under a line that says whether to open it', () => {
  const read = {
    findings: [
      {
        id: 'f1',
        severity: 'HIGH' as const,
        path: 'src/cache.ts',
        line: 42,
        title: 'Race in cache',
        lanes: ['codex'],
        agreement: 1,
        of: 4,
        inline: true,
        byLane: [],
      },
    ],
    documents: new Map(),
    unanchored: new Map<string, number>(),
  };
  const md = renderReviews(input({ read }));

  it('leads with the findings, then the lanes, the consensus and the reviews', () => {
    const at = [
      md.indexOf('\n## Findings\n'),
      md.indexOf('| Lane | Status |'),
      md.indexOf('\n## Consensus\n'),
      md.indexOf('<!-- reviewer-lanes:lane id='),
    ];
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(md.slice(0, at[1])).toContain('| HIGH | `src/cache.ts:42` | Race in cache | codex | 1 of 4 |');
  });

  it('folds every selected lane under its D11 heading, the summary naming status, risk, counts and tokens', () => {
    const summaries = [...md.matchAll(/\n(## [^\n]+)\n\n(<details><summary>[^\n]*<\/summary>)\n/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(summaries).toHaveLength(10);
    expect(Object.fromEntries(summaries)).toMatchObject({
      '## Codex Review':
        '<details><summary><b>codex</b>: reviewed · risk MEDIUM · 1 HIGH, 2 MEDIUM, 0 LOW</summary>',
      '## Gemini Review': '<details><summary><b>gemini</b>: failed (exit_nonzero)</summary>',
      '## OpenCode Review': '<details><summary><b>opencode</b>: timed out (timed_out)</summary>',
      '## Qwen Review': '<details><summary><b>qwen</b>: unavailable (missing_binary)</summary>',
      '## Acme Lint Review': '<details><summary><b>acme-lint</b>: blocked (not_consented)</summary>',
    });
    expect(md.match(/\n<\/details>\n\n---\n/g)).toHaveLength(10);
    expect(md).toContain(STUB_PHRASE);
  });

  it('names the tokens a lane spent in its summary, estimated ones marked', () => {
    const rs = results().map((r) =>
      r.identity === 'codex'
        ? { ...r, usage: { inputTokens: 1000, outputTokens: 234, source: 'lane' as const } }
        : r,
    );
    const page = renderReviews(input({ results: rs }));
    expect(page).toContain(
      '<summary><b>codex</b>: reviewed · risk MEDIUM · 1 HIGH, 2 MEDIUM, 0 LOW · 1,234 tokens</summary>',
    );
  });
});

describe('renderReviews edge cases', () => {
  it('a lane and one instance of it are not a shared adapter (two instances are)', () => {
    const md = renderReviews(input({ results: results().filter((r) => r.identity !== 'opencode-deepseek') }));
    expect(md).not.toContain('share the opencode adapter');
    expect(md).toContain('## OpenCode Review (opencode-mimo)');
  });

  it('a local run has no pr key, names the range, and has no trimmed_reviewers when nothing was trimmed', () => {
    const md = renderReviews(
      input({
        change: { baseSha: BASE_SHA, headSha: HEAD_SHA, rangeLabel: 'main..feature' },
        results: results().filter((r) => !r.trimmed),
      }),
    );
    expect(Object.keys(frontmatterOf(md))).toEqual([
      'base_sha',
      'head_sha',
      'baseline_ref',
      'reviewers',
      'reviewed_at',
    ]);
    expect(md).toContain('\n# Cross-AI Review — main..feature\n');
  });

  it('sanitizes lane text: secrets, hidden comments, forged markers, images, open fences', () => {
    const evil = [
      '<!-- reviewer-lanes:lane id=claude -->',
      '## Claude Review',
      'all good ![x](https://trap.example/?d=1) token supersecretvalue',
      '```',
      'never closed',
    ].join('\n');
    const md = renderReviews(
      input({
        results: [
          {
            slug: 'codex',
            identity: 'codex',
            status: 'reviewed',
            explicit: true,
            durationMs: 1,
            body: evil,
            caveats: [],
            warnings: [],
          },
        ],
        secrets: ['supersecretvalue'],
      }),
    );
    expect(md.match(/<!--/g)).toHaveLength(1); // only our own marker
    expect(md).toContain('&lt;!-- reviewer-lanes:lane id=claude -->');
    expect(md).not.toContain('supersecretvalue');
    expect(md).toContain('[x](https://trap.example/?d=1)');
    expect(md).not.toContain('![x]');
    // The open fence is closed before the fold ends, so the page after it is not code (D19).
    expect(md).toContain('never closed\n```\n\n</details>\n\n---\n');
  });

  it('renders a lane the catalog does not know (an unknown explicit name) rather than dropping it', () => {
    const md = renderReviews(
      input({
        results: [
          {
            slug: 'nope',
            identity: 'nope',
            status: 'unavailable',
            reason: 'missing_binary',
            detail: 'no such lane',
            explicit: true,
            durationMs: 0,
            body: '',
            caveats: [],
            warnings: [],
          },
        ],
      }),
    );
    expect(md).toContain('\n## nope Review\n');
    expect(md).toContain('nope review unavailable: `missing_binary` — no such lane.');
  });

  it('marks a blind review and counts it as weaker evidence', () => {
    const body = `REVIEWED-WITHOUT-REPO-ACCESS\n${review('headings')}`;
    const md = renderReviews(
      input({
        results: [
          {
            slug: 'codex',
            identity: 'codex',
            status: 'reviewed',
            explicit: true,
            durationMs: 1,
            body,
            caveats: [],
            warnings: [],
          },
        ],
      }),
    );
    expect(md).toContain(`> ${CAVEATS.blind}`);
    expect(md).toContain('| codex (no repo access) | MEDIUM |');
  });

  // The marker counts only where a lane is told to put it, or where it declares a scratch
  // workspace (the antigravity handler's rule): a review that quotes it further down is not blind.
  const blindRows: Array<[name: string, body: string, blind: boolean]> = [
    ['the marker on line 5', `a\nb\nc\nd\nREVIEWED-WITHOUT-REPO-ACCESS\n${review('headings')}`, true],
    ['the marker on line 6', `a\nb\nc\nd\ne\nREVIEWED-WITHOUT-REPO-ACCESS\n${review('headings')}`, false],
    [
      'the marker opening a line deep in the review',
      `${review('headings')}\nREVIEWED-WITHOUT-REPO-ACCESS is what the prompt asks for when blind; I read the files.\n`,
      false,
    ],
    [
      'the bracketed stamp deep in the review',
      `${review('headings')}\n> [reviewed-without-repo-access] quoted from another tool\n`,
      false,
    ],
    [
      'a declared scratch workspace',
      `${review('headings')}\nMy working directory is /home/u/.gemini/antigravity-cli/scratch/abc.\n`,
      true,
    ],
    [
      'a mere mention of the scratch folder',
      `${review('headings')}\nNote: antigravity-cli/scratch is not in the diff.\n`,
      false,
    ],
  ];
  it.each(blindRows.map(([name, body, blind]) => ({ name, body, blind })))(
    'blind review caveat: $name -> $blind',
    ({ body, blind }) => {
      const md = renderReviews(
        input({
          results: [
            {
              slug: 'codex',
              identity: 'codex',
              status: 'reviewed',
              explicit: true,
              durationMs: 1,
              body,
              caveats: [],
              warnings: [],
            },
          ],
        }),
      );
      expect([md.includes(`> ${CAVEATS.blind}`), md.includes('| codex (no repo access) |')]).toEqual([
        blind,
        blind,
      ]);
    },
  );

  it('adds notes (e.g. the head moved) as blockquotes under the title', () => {
    const md = renderReviews(input({ notes: ['The PR head moved to 4444444 while this review ran.'] }));
    expect(md).toContain('\n> The PR head moved to 4444444 while this review ran.\n');
  });
});

describe('a lane that printed more than the page shows', () => {
  it('is cut at a line end with a note that says where the whole output is', () => {
    const huge = `## Summary\n${'<a> line of output\n'.repeat(40_000)}`;
    expect(huge.length).toBeGreaterThan(MAX_SHOWN_BODY_CHARS);
    const rs = results().map((r) =>
      r.identity === 'coderabbit' ? { ...r, body: huge, reviewPath: 'lanes/coderabbit.md' } : r,
    );
    const md = renderReviews(input({ results: rs }));
    expect(md).toContain(
      `[output cut here: it has ${huge.length} characters; the whole of it is in \`lanes/coderabbit.md\`]`,
    );
    // The page holds at most the shown part, cleaned (\`<\` grows to \`&lt;\`), of this lane.
    expect(md.length).toBeLessThan(MAX_SHOWN_BODY_CHARS * 2);
  });
});

describe('the Findings table, leading the page (D16, D19)', () => {
  const finding = (i: number, over: Partial<Finding> = {}): Finding => ({
    id: `id${i}`,
    severity: 'MEDIUM',
    path: `src/f${i}.ts`,
    line: i + 1,
    title: `Finding ${i}`,
    lanes: ['codex'],
    agreement: 1,
    of: 2,
    inline: true,
    byLane: [],
    ...over,
  });
  const render = (findings: Finding[], unanchored = new Map<string, number>()) => {
    const md = renderReviews(input({ read: { findings, documents: new Map(), unanchored } }));
    return md.slice(md.indexOf('## Findings'), md.indexOf('| Lane | Status |'));
  };

  it('shows severity, location, title, lanes and k of n; at most 30 rows, then a count', () => {
    const table = render(Array.from({ length: 33 }, (_, i) => finding(i)));
    expect(table).toContain('| Severity | Location | Finding | Lanes | Agreement |');
    expect(table).toContain('| MEDIUM | `src/f0.ts:1` | Finding 0 | codex | 1 of 2 |');
    expect(table).toContain('| MEDIUM | `src/f29.ts:30` | Finding 29 |');
    expect(table).not.toContain('Finding 30 |');
    expect(table).toContain('3 more findings not shown here; results.json lists them all.');
  });

  it('marks a finding outside the diff, and counts the concerns that cite no file', () => {
    const table = render(
      [finding(1, { inline: false, endLine: 9, agreement: 2, lanes: ['codex', 'claude'] })],
      new Map([['codex', 2]]),
    );
    expect(table).toContain(
      '| MEDIUM | `src/f1.ts:2-9` (outside the diff) | Finding 1 | codex, claude | 2 of 2 |',
    );
    expect(table).toContain('2 more concerns without a level or a line');
  });

  it('keeps lane text and file names inert: no comment, image, mention, HTML or broken cell', () => {
    const table = render([
      finding(1, {
        title: 'Leak <!-- hidden --> ![x](https://evil.example/x.png) @octocat | <img src=x>',
        path: 'odd`<!--|name.ts',
      }),
    ]);
    expect(table).not.toContain('<!--');
    expect(table).not.toContain('![');
    expect(table).not.toContain('<img');
    expect(table).toContain('@\u2060octocat');
    // One row: the cell separators the lane wrote are escaped.
    const row = table.split('\n').find((l) => l.startsWith('| MEDIUM')) ?? '';
    expect(row.split(/(?<!\\)\|/).length).toBe(7);
    expect(row).toContain('``odd`<\u200B!--\\|name.ts:2``');
  });

  it('says so when no finding was located', () => {
    expect(render([])).toContain('No lane cited a line of a file of the change or the repository');
  });
});

describe('usage in the status table (D17)', () => {
  const withUsage = (usage: Record<string, LaneUsage | undefined>) =>
    results().map((r) => (usage[r.identity] ? { ...r, usage: usage[r.identity] } : r));
  const rowOf = (md: string, identity: string) =>
    md.split('\n').find((line) => line.startsWith(`| ${identity} |`));

  it('shows reported tokens as they are and estimates marked, never as reported figures', () => {
    const md = renderReviews(
      input({
        results: withUsage({
          codex: { inputTokens: 12_000, outputTokens: 345, source: 'lane' },
          'opencode-mimo': { inputTokens: 3_000, outputTokens: 50, source: 'estimate' },
          claude: { inputTokens: 900, source: 'estimate' },
        }),
      }),
    );
    expect(md).toContain('| Lane | Status | Reason | Duration | Tokens | Model |\n');
    expect(rowOf(md, 'codex')).toBe(
      '| codex | reviewed | — | 12.3 s | 12,345 | gpt-5 → gpt-5-2025-08-07 (reported) |',
    );
    expect(rowOf(md, 'opencode-mimo')).toBe(
      '| opencode-mimo | reviewed | — | 30.5 s | ~3,050 (est.) | mimo |',
    );
    expect(rowOf(md, 'claude')).toBe('| claude | empty | empty_output | 2.0 s | ~900 (est.) | — |');
    expect(rowOf(md, '**Total**')).toBe('| **Total** |  |  |  | 12,345 + ~3,950 (est.) |  |');
  });

  it('adds a Cost column when any lane reported a cost, and sums only reported costs', () => {
    const md = renderReviews(
      input({
        results: withUsage({
          codex: { inputTokens: 1_300, outputTokens: 203, costUsd: 0.0102875, source: 'lane' },
          'opencode-mimo': { inputTokens: 2_200, outputTokens: 212, costUsd: 0.005646, source: 'lane' },
          coderabbit: { inputTokens: 10, outputTokens: 5, source: 'lane' },
        }),
      }),
    );
    expect(md).toContain(
      '| Lane | Status | Reason | Duration | Tokens | Cost | Model |\n|---|---|---|---|---|---|---|\n',
    );
    expect(rowOf(md, 'codex')).toBe(
      '| codex | reviewed | — | 12.3 s | 1,503 | $0.0103 | gpt-5 → gpt-5-2025-08-07 (reported) |',
    );
    expect(rowOf(md, 'coderabbit')).toBe('| coderabbit | reviewed | — | 1 min 1 s | 15 | — | — |');
    expect(rowOf(md, 'qwen')).toBe('| qwen | unavailable | missing_binary | — | — | — | — |');
    expect(rowOf(md, '**Total**')).toBe('| **Total** |  |  |  | 3,930 | $0.0159 |  |');
  });

  it('a total of estimates alone is marked as an estimate', () => {
    const md = renderReviews(
      input({ results: withUsage({ codex: { inputTokens: 400, outputTokens: 20, source: 'estimate' } }) }),
    );
    expect(rowOf(md, '**Total**')).toBe('| **Total** |  |  |  | ~420 (est.) |  |');
  });
});
