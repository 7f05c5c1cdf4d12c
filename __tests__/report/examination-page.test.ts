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
