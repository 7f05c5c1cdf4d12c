/**
 * Cross-examination on the page (D22): the Refuted section with each refuter's evidence and
 * reason, refuted findings out of the Findings section's counts, the run's examination line, each
 * examiner's cell in the status table, and an examiner's hostile words made harmless.
 */
import { describe, expect, it } from '@jest/globals';
import { BASE_SHA, BASELINE_SHA, HEAD_SHA, lanes, results } from '../../__fixtures__/report/run.js';
import type {
  ExaminedFinding,
  FindingExamination,
  LaneExamination,
  RunExamination,
} from '../../src/examine/index.js';
import { fitToLimit } from '../../src/report/fit.js';
import { MAX_REFUTED_CHARS } from '../../src/report/refuted-section.js';
import { renderReviews, type ReviewsInput } from '../../src/report/reviews-md.js';

const reviewedAt = new Date('2026-03-01T12:00:00.000Z');

function input(over: Partial<ReviewsInput> = {}): ReviewsInput {
  return {
    change: {
      pr: { number: 42, title: 'Cache users', body: '' },
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

function finding(i: number, over: Partial<ExaminedFinding> = {}): ExaminedFinding {
  return {
    id: `id${i}`,
    severity: 'MEDIUM',
    path: `src/f${i}.ts`,
    line: i + 1,
    title: `Finding ${i}`,
    lanes: ['codex'],
    agreement: 1,
    of: 4,
    inline: true,
    byLane: [],
    ...over,
  };
}

const refutation = (over: Partial<FindingExamination> = {}): FindingExamination => ({
  standing: 'refuted',
  verdicts: [
    {
      lane: 'opencode-mimo',
      verdict: 'refuted',
      evidence: 'src/guard.ts:4',
      reason: 'The guard on line 4 returns early.',
    },
    {
      lane: 'coderabbit',
      verdict: 'refuted',
      evidence: 'src/caller.ts:9',
      reason: 'The only caller never passes null.',
    },
    { lane: 'opencode-deepseek', verdict: 'unsure' },
  ],
  ...over,
});

const round = (over: Partial<RunExamination> = {}): RunExamination => ({
  mode: 'auto',
  examined: 2,
  unexamined: 0,
  ...over,
});

const answered = (over: Partial<LaneExamination> = {}): LaneExamination => ({
  status: 'answered',
  durationMs: 4_200,
  usage: { inputTokens: 1_000, outputTokens: 234, source: 'lane' },
  verdicts: 2,
  ignored: 0,
  ...over,
});

function page(
  findings: ExaminedFinding[],
  examination?: ReviewsInput['examination'],
  over: Partial<ReviewsInput> = {},
): string {
  return renderReviews(
    input({
      read: { findings, documents: new Map(), unanchored: new Map() },
      ...(examination ? { examination } : {}),
      ...over,
    }),
  );
}

/** The text of `## heading` up to the next heading or the status table, whichever is first. */
function sectionOf(md: string, heading: string): string {
  const start = md.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no ${heading}`);
  const ends = ['\n## ', '\n| Lane | Status |'].map((s) => md.indexOf(s, start + 1)).filter((i) => i >= 0);
  return md.slice(start + 1, Math.min(md.length, ...ends));
}

const examinedBy = (lanesMap: Record<string, LaneExamination>) => new Map(Object.entries(lanesMap));

describe('the Refuted section (D22)', () => {
  const refuted = finding(2, {
    severity: 'HIGH',
    title: 'Null dereference of `user`',
    examination: refutation(),
  });
  const kept = finding(1, {
    examination: {
      standing: 'confirmed',
      verdicts: [{ lane: 'coderabbit', verdict: 'confirmed', evidence: 'src/f1.ts:2', reason: 'No check.' }],
    },
    agreement: 2,
  });
  const md = page([refuted, kept], {
    examination: round(),
    lanes: examinedBy({ coderabbit: answered(), 'opencode-mimo': answered({ verdicts: 1 }) }),
  });

  it('comes right after the Findings section, under its exact heading', () => {
    const findingsAt = md.indexOf('\n## Findings\n');
    const refutedAt = md.indexOf('\n## Refuted\n');
    expect(findingsAt).toBeGreaterThan(0);
    expect(refutedAt).toBeGreaterThan(findingsAt);
    // Nothing but the Findings section and the round's line between them.
    expect(md.slice(findingsAt + 1, refutedAt)).not.toMatch(/\n## /);
    expect(refutedAt).toBeLessThan(md.indexOf('| Lane | Status |'));
  });

  it("lists each refuted finding: severity, location, title, who raised it, each refuter's evidence and reason", () => {
    const section = sectionOf(md, '## Refuted');
    expect(section).toContain(
      '- **HIGH** `src/f2.ts:3`: Null dereference of `user` — raised by codex (1 of 4 lanes support it)\n' +
        '  - refuted by opencode-mimo: `src/guard.ts:4` — The guard on line 4 returns early.\n' +
        '  - refuted by coderabbit: `src/caller.ts:9` — The only caller never passes null.\n',
    );
    // An unsure examiner said nothing either way; a confirmed finding is not here.
    expect(section).not.toContain('opencode-deepseek');
    expect(section).not.toContain('Finding 1');
  });

  it('names the confirmers of a refuted finding too, after its refuters', () => {
    const f = finding(3, {
      agreement: 2,
      examination: refutation({
        verdicts: [
          { lane: 'opencode-mimo', verdict: 'refuted', evidence: 'src/a.ts:1', reason: 'guarded' },
          { lane: 'coderabbit', verdict: 'refuted', evidence: 'src/a.ts:2', reason: 'typed' },
          { lane: 'opencode-deepseek', verdict: 'refuted', evidence: 'src/a.ts:3', reason: 'tested' },
          { lane: 'ollama', verdict: 'confirmed', evidence: 'src/f3.ts:4', reason: 'it does happen' },
        ],
      }),
    });
    const section = sectionOf(page([f]), '## Refuted');
    const lines = section.split('\n').filter((l) => l.startsWith('  - '));
    expect(lines).toEqual([
      '  - refuted by opencode-mimo: `src/a.ts:1` — guarded',
      '  - refuted by coderabbit: `src/a.ts:2` — typed',
      '  - refuted by opencode-deepseek: `src/a.ts:3` — tested',
      '  - confirmed by ollama: `src/f3.ts:4` — it does happen',
    ]);
  });

  it('is absent when nothing was refuted', () => {
    expect(page([kept])).not.toContain('## Refuted');
  });

  it('keeps the refuted finding in the Findings table, after the others, with its standing', () => {
    const table = sectionOf(md, '## Findings');
    const rows = table.split('\n').filter((l) => l.startsWith('| HIGH') || l.startsWith('| MEDIUM'));
    expect(rows).toEqual([
      '| MEDIUM | `src/f1.ts:2` | Finding 1 | codex | 2 of 4, confirmed by coderabbit |',
      '| HIGH | `src/f2.ts:3` | Null dereference of `user` | codex | 1 of 4, refuted by opencode-mimo, coderabbit |',
    ]);
  });
});

describe('a refuted finding outside the diff (the bug: it lost its marker)', () => {
  it('keeps "(outside the diff)" in the Findings table and in the Refuted section', () => {
    const md = page([finding(5, { inline: false, examination: refutation() })]);
    expect(sectionOf(md, '## Findings')).toContain(
      '| MEDIUM | `src/f5.ts:6` (outside the diff) | Finding 5 | codex | 1 of 4, refuted by opencode-mimo, coderabbit |',
    );
    expect(sectionOf(md, '## Refuted')).toContain('- **MEDIUM** `src/f5.ts:6` (outside the diff): Finding 5');
  });

  it('a refuted finding on the diff is not marked outside it', () => {
    const md = page([finding(5, { inline: true, examination: refutation() })]);
    expect(md).not.toContain('(outside the diff)');
  });
});

describe("the Findings section's counts leave refuted findings out", () => {
  it('counts only the unrefuted findings past the 30 rows, and points to Refuted for the rest', () => {
    const counted = Array.from({ length: 32 }, (_, i) => finding(i));
    const refuted = Array.from({ length: 3 }, (_, i) => finding(100 + i, { examination: refutation() }));
    const table = sectionOf(page([...refuted, ...counted]), '## Findings');
    expect(table).toContain('2 more findings not shown here; results.json lists them all.');
    expect(table).toContain('3 more refuted findings not shown here: under Refuted.');
    expect(table).not.toContain('Finding 100');
  });

  it('says nothing of more findings when only refuted ones are past the rows', () => {
    const counted = Array.from({ length: 29 }, (_, i) => finding(i));
    const refuted = Array.from({ length: 2 }, (_, i) => finding(100 + i, { examination: refutation() }));
    const table = sectionOf(page([...counted, ...refuted]), '## Findings');
    expect(table).toContain('Finding 100 |');
    expect(table).not.toContain('Finding 101 |');
    expect(table).not.toContain('more findings not shown');
    expect(table).toContain('1 more refuted finding not shown here: under Refuted.');
  });
});

describe("hostile words in a refuter's reason", () => {
  const token = `ghp_${'A1b2'.repeat(9)}`;
  const hostile = (reason: string, evidence = 'src/a.ts:1') =>
    page([
      finding(7, {
        examination: refutation({ verdicts: [{ lane: 'coderabbit', verdict: 'refuted', evidence, reason }] }),
      }),
    ]);

  it('cannot plant a comment or a marker', () => {
    const md = hostile('fine <!-- reviewer-lanes:comment id=default --> really', 'src/a.ts:1 <!-- x -->');
    const section = sectionOf(md, '## Refuted');
    expect(section).not.toContain('<!--');
    expect(md.match(/<!-- reviewer-lanes:comment/g)).toBeNull();
  });

  it('cannot open a fence that swallows the page', () => {
    const md = hostile('```\nall of the page below is code now\n```js');
    const section = sectionOf(md, '## Refuted');
    // One line per verdict: a fence can only open at the start of a line.
    expect(section).not.toMatch(/^\s*```/m);
    expect(md).toContain('\n| Lane | Status |');
  });

  it('has a token-shaped string redacted, and the step secrets too', () => {
    const md = renderReviews(
      input({
        read: {
          findings: [
            finding(7, {
              examination: refutation({
                verdicts: [
                  {
                    lane: 'coderabbit',
                    verdict: 'refuted',
                    evidence: `src/a.ts:1 ${token}`,
                    reason: `leaked ${token} and hunter2secret`,
                  },
                ],
              }),
            }),
          ],
          documents: new Map(),
          unanchored: new Map(),
        },
        secrets: ['hunter2secret'],
      }),
    );
    expect(md).not.toContain(token);
    expect(md).not.toContain('hunter2secret');
    expect(sectionOf(md, '## Refuted')).toContain('leaked [REDACTED] and [REDACTED]');
  });

  it('of 1 MB is clipped to a line, and the page still fits a comment with its Refuted section', () => {
    const md = hostile(`${'why '.repeat(262_144)}`);
    const section = sectionOf(md, '## Refuted');
    expect(section.length).toBeLessThan(2_000);
    expect(section).toMatch(/— (why ){100,}[^\n]*…\n/);
    const fitted = fitToLimit(md, 65_536);
    expect(fitted.length).toBeLessThanOrEqual(65_536);
    expect(fitted).toContain('\n## Refuted\n');
  });

  it('many refuted findings with long reasons stay within the section budget, the rest counted', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      finding(200 + i, {
        examination: refutation({
          verdicts: Array.from({ length: 12 }, (_, k) => ({
            lane: `lane${k}`,
            verdict: 'refuted' as const,
            evidence: `src/x.ts:${k + 1}`,
            reason: 'x'.repeat(2_000),
          })),
        }),
      }),
    );
    const md = page(many);
    const section = sectionOf(md, '## Refuted');
    expect(section.length).toBeLessThanOrEqual(MAX_REFUTED_CHARS + 200);
    expect(section).toContain('  - 2 more verdicts in results.json');
    expect(section).toMatch(
      /\n\d+ more refuted findings not shown here; results\.json lists them all, with every verdict\.\n/,
    );
    // The whole page, a 30-finding Refuted section and the lanes' reviews, still fits once cut.
    const fitted = fitToLimit(md, 65_536);
    expect(fitted.length).toBeLessThanOrEqual(65_536);
    expect(fitted).toContain('\n## Refuted\n');
    expect(fitted).toContain('| Lane | Status |');
  });
});

describe("each lane's examination in the status table", () => {
  const rowOf = (md: string, identity: string) =>
    md.split('\n').find((line) => line.startsWith(`| ${identity} |`));
  const withUsage = results().map((r) =>
    r.identity === 'codex'
      ? { ...r, usage: { inputTokens: 12_000, outputTokens: 345, source: 'lane' as const } }
      : r,
  );

  it('adds an Examination column: status, verdicts, time and tokens, apart from the review', () => {
    const md = page(
      [],
      {
        examination: round(),
        lanes: examinedBy({
          codex: answered({ verdicts: 3, ignored: 1 }),
          coderabbit: answered({ usage: { inputTokens: 800, source: 'estimate' }, durationMs: 61_000 }),
        }),
      },
      { results: withUsage },
    );
    expect(md).toContain('| Lane | Status | Reason | Duration | Tokens | Model | Examination |\n');
    expect(rowOf(md, 'codex')).toBe(
      '| codex | reviewed | — | 12.3 s | 12,345 | gpt-5 → gpt-5-2025-08-07 (reported) | answered, 3 verdicts, 1 ignored · 4.2 s · 1,234 tokens |',
    );
    expect(rowOf(md, 'coderabbit')).toBe(
      '| coderabbit | reviewed | — | 1 min 1 s | — | — | answered, 2 verdicts · 1 min 1 s · ~800 (est.) tokens |',
    );
    // A lane that examined nothing has no examination.
    expect(rowOf(md, 'opencode-mimo')).toMatch(/\| — \|$/);
    // The total line keeps the reviews' tokens; the examinations' are in their own cell, and together under the table.
    expect(rowOf(md, '**Total**')).toBe('| **Total** |  |  |  | 12,345 |  | 1,234 + ~800 (est.) tokens |');
    expect(md).toContain(
      "\nThe reviews and their cross-examination spent 13,579 + ~800 (est.) tokens together; the Examination column has each lane's part of the second round.\n",
    );
  });

  it('says why an examiner left no verdicts: its status, reason and detail, the detail made harmless', () => {
    const md = page([], {
      examination: round(),
      lanes: examinedBy({
        codex: { status: 'timed_out', durationMs: 300_000, verdicts: 0, ignored: 0, reason: 'timed_out' },
        coderabbit: {
          status: 'failed',
          durationMs: 900,
          verdicts: 0,
          ignored: 0,
          reason: 'lane_failed',
          detail: 'HTTP 500 <!-- x --> | from the endpoint\nsecond line',
        },
        'opencode-mimo': {
          status: 'unusable',
          durationMs: 2_000,
          verdicts: 0,
          ignored: 4,
          reason: 'no_verdicts',
        },
      }),
    });
    expect(rowOf(md, 'codex')).toMatch(/\| timed out \(`timed_out`\) · 5 min 0 s \|$/);
    expect(rowOf(md, 'coderabbit')).toMatch(
      /\| failed \(`lane_failed`: HTTP 500 &lt;!-- x --> \\\| from the endpoint second line\) · 900 ms \|$/,
    );
    expect(rowOf(md, 'opencode-mimo')).toMatch(/\| no usable answer \(`no_verdicts`\) · 2\.0 s \|$/);
    expect(md).not.toContain('<!-- x');
  });

  it('shows the cost an examiner reported, and adds it in the Cost column only where a lane reported one', () => {
    const md = page([], {
      examination: round(),
      lanes: examinedBy({
        codex: answered({ usage: { inputTokens: 100, outputTokens: 20, costUsd: 0.0021, source: 'lane' } }),
      }),
    });
    expect(md).toContain('| Lane | Status | Reason | Duration | Tokens | Cost | Model | Examination |\n');
    expect(rowOf(md, 'codex')).toMatch(/\| answered, 2 verdicts · 4\.2 s · 120 tokens · \$0\.0021 \|$/);
    expect(rowOf(md, '**Total**')).toBe('| **Total** |  |  |  | — | — |  | 120 tokens · $0.0021 |');
    expect(md).toContain('spent 120 tokens and $0.0021 together');
  });

  it('has no Examination column when no lane examined', () => {
    const md = page([], { examination: round({ examined: 0, reason: 'off' }), lanes: new Map() });
    expect(md).toContain('| Lane | Status | Reason | Duration | Tokens | Model |\n');
    expect(md).not.toContain('cross-examination spent');
  });
});

describe("the run's examination line", () => {
  const lineOf = (md: string) => md.split('\n').find((l) => l.startsWith('**Cross-examination:**'));

  it('says how many findings were examined, by whom, how many lay past the max, and what came of them', () => {
    const findings = [
      finding(1, {
        examination: { standing: 'confirmed', verdicts: [{ lane: 'coderabbit', verdict: 'confirmed' }] },
      }),
      finding(2, { examination: refutation() }),
      finding(3, { examination: { standing: 'unexamined', verdicts: [] } }),
      finding(4, { examination: { standing: 'unexamined', verdicts: [] } }),
      finding(5, { examination: { standing: 'unexamined', verdicts: [] } }),
    ];
    const md = page(findings, {
      examination: round({ examined: 3, unexamined: 2 }),
      lanes: examinedBy({ coderabbit: answered(), 'opencode-mimo': answered() }),
    });
    expect(lineOf(md)).toBe(
      '**Cross-examination:** 3 findings examined by the lanes that did not raise them (coderabbit, opencode-mimo). 2 more findings past `cross-examine-max` were not examined. 1 confirmed, 1 refuted (listed under Refuted, counted nowhere), 1 without a verdict either way.',
    );
  });

  it('names the examiners that left no verdicts', () => {
    const md = page([finding(1, { examination: { standing: 'unexamined', verdicts: [] } })], {
      examination: round({ examined: 1 }),
      lanes: examinedBy({
        coderabbit: { status: 'timed_out', durationMs: 1, verdicts: 0, ignored: 0, reason: 'timed_out' },
      }),
    });
    expect(lineOf(md)).toBe(
      '**Cross-examination:** 1 finding examined by the lanes that did not raise it (coderabbit). 1 without a verdict either way. coderabbit left no verdicts: its Examination cell says why.',
    );
  });

  it.each([
    ['off', {}, 'it is turned off (`cross-examine: off`).'],
    ['fewer_than_two_reviewed', { reviewed: 1 }, 'only one lane reviewed: nobody to check its findings.'],
    ['fewer_than_two_reviewed', { reviewed: 0 }, 'no lane reviewed the change.'],
    ['no_findings', {}, 'the review raised no finding to check (none, or only dismissed or carried ones).'],
    ['all_agree', {}, 'every lane that reviewed raised every finding, so none is left to check.'],
    [
      'no_examiners',
      {},
      'the examiners allowed (`cross-examine-lanes`, `cross-examine-max`) leave no lane to check a finding it did not raise.',
    ],
  ] as const)('says why there was no round: %s', (reason, o: { reviewed?: number }, why) => {
    const only = (n: number) =>
      results()
        .filter((r) => r.status !== 'reviewed')
        .concat(
          results()
            .filter((r) => r.status === 'reviewed')
            .slice(0, n),
        );
    const md = page(
      [],
      { examination: round({ examined: 0, reason }), lanes: new Map() },
      o.reviewed !== undefined ? { results: only(o.reviewed) } : {},
    );
    expect(lineOf(md)).toBe(`**Cross-examination:** none — ${why}`);
  });

  it('counts the findings past the max when the examiner list left none to examine', () => {
    const md = page([], {
      examination: round({ examined: 0, unexamined: 4, reason: 'no_examiners' }),
      lanes: new Map(),
    });
    expect(lineOf(md)).toMatch(/ 4 more findings past `cross-examine-max` were not examined\.$/);
  });

  it('is absent when the run knows nothing of a round (a matrix lane job)', () => {
    expect(lineOf(page([]))).toBeUndefined();
  });
});

describe('a carried finding (D17) keeps the standing its record gave it', () => {
  it('says it beside its agreement in the table of the previous review', () => {
    const carried = (id: string, standing?: 'confirmed' | 'refuted' | 'unexamined') => ({
      id,
      severity: 'HIGH' as const,
      path: `src/${id}.ts`,
      line: 4,
      title: `Carried ${id}`,
      lanes: ['codex'],
      agreement: 1,
      of: 4,
      ...(standing ? { standing } : {}),
    });
    const md = page([], undefined, {
      scope: {
        note: 'Incremental review.',
        carried: [
          carried('a', 'refuted'),
          carried('b', 'confirmed'),
          carried('c', 'unexamined'),
          carried('d'),
        ],
        omitted: 0,
      },
    });
    const table = sectionOf(md, '## From the previous review');
    expect(table).toContain('| HIGH | `src/a.ts:4` | Carried a | codex | 1 of 4, refuted |');
    expect(table).toContain('| HIGH | `src/b.ts:4` | Carried b | codex | 1 of 4, confirmed |');
    expect(table).toContain('| HIGH | `src/c.ts:4` | Carried c | codex | 1 of 4 |');
    expect(table).toContain('| HIGH | `src/d.ts:4` | Carried d | codex | 1 of 4 |');
  });
});
