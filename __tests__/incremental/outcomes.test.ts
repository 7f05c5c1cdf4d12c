/**
 * D19's outcomes, settled once per run from this run's findings, the carried and touched ones,
 * and the pull request's history: table tests, one row per situation and what each finding comes
 * to. Pure: fingerprints are given, as the pipeline computes them from the head's lines.
 */
import { describe, expect, it } from '@jest/globals';
import { finding, laneFinding } from '../../__fixtures__/findings/findings.js';
import type { Finding } from '../../src/findings/types.js';
import { findingFingerprint, normalisedTitle } from '../../src/incremental/fingerprint.js';
import { settleOutcomes, type SettleInput } from '../../src/incremental/outcomes.js';
import type {
  Dismissal,
  PreviousFinding,
  RecordedFinding,
  PreviousReviewFeedback,
} from '../../src/incremental/types.js';

const at = (line: number, title = 'Division by zero', severity: 'HIGH' | 'MEDIUM' = 'HIGH'): Finding =>
  finding([
    laneFinding('codex', severity, 'src/cart.ts', line, title),
    laneFinding('claude', severity, 'src/cart.ts', line, title),
  ]);
/** The fingerprint as if the line's content were "code <line>" (moved code keeps its content). */
const fpOf = (f: Pick<Finding, 'path' | 'title'>, content: string) =>
  findingFingerprint(f.path, f.title, content);
const recordOf = (f: Finding, content: string, extra: Partial<RecordedFinding> = {}): RecordedFinding => ({
  id: f.id,
  severity: f.severity,
  path: f.path,
  line: f.line,
  title: f.title,
  lanes: f.lanes,
  agreement: f.agreement,
  of: f.of,
  fingerprint: fpOf(f, content),
  outcome: 'open',
  ...extra,
});
const previous = (f: Finding, line = f.line): PreviousFinding => ({ ...recordOf(f, ''), line });
const byMaya = (f: Finding, content: string, over: Partial<Dismissal> = {}): Dismissal => ({
  commentId: 41,
  path: f.path,
  line: f.line,
  startLine: null,
  fingerprint: fpOf(f, content),
  title: f.title,
  severity: f.severity,
  by: 'maya',
  how: 'reaction',
  ...over,
});
const history = (h: Partial<PreviousReviewFeedback>): PreviousReviewFeedback => ({
  recorded: [],
  dismissals: [],
  comments: [],
  feedback: [],
  ...h,
});

/** Line n of the head holds "code n" unless a row says otherwise. */
const settle = (input: Partial<SettleInput>, content: (line: number) => string = (l) => `code ${l}`) =>
  settleOutcomes({
    fresh: [],
    carried: [],
    touched: [],
    fingerprintOf: (f) => fpOf(f, content(f.line)),
    headFiles: new Set(['src/cart.ts']),
    changedBy: () => 'e'.repeat(40),
    ...input,
  });

const high = at(28);
const delta = [{ path: 'src/cart.ts', status: 'modified', diff: '@@ -1,0 +1,2 @@\n+a\n+b', diffChars: 22 }];

describe('settleOutcomes', () => {
  // [situation, input, findings kept (lines), dismissed (by, how), record outcomes (line, outcome)]
  const table: Array<[string, Partial<SettleInput>, number[], string[], Array<[number, string]>]> = [
    ['no history: every finding open', { fresh: [high] }, [28], [], [[28, 'open']]],
    [
      'dismissed by a 👎 on its comment: out of the findings, listed as dismissed',
      { fresh: [high], history: history({ dismissals: [byMaya(high, 'code 28')] }) },
      [],
      ['maya reaction'],
      [[28, 'dismissed']],
    ],
    [
      'the same finding moved by a push (its content with it): followed by the fingerprint',
      {
        fresh: [at(30)],
        // Two lines were added above it: line 30 now holds what line 28 held.
        fingerprintOf: (f) => fpOf(f, f.line === 30 ? 'code 28' : `code ${f.line}`),
        history: history({ dismissals: [byMaya(high, 'code 28', { line: null })] }),
      },
      [],
      ['maya reaction'],
      [[30, 'dismissed']],
    ],
    [
      'its comment still placed by GitHub nearby, though the title is worded anew: its place',
      {
        fresh: [at(29, 'averagePrice divides by zero')],
        history: history({ dismissals: [byMaya(high, 'code 28')] }),
      },
      [],
      ['maya reaction'],
      [[29, 'dismissed']],
    ],
    [
      'another finding elsewhere in the file stays open',
      { fresh: [high, at(50, 'Another')], history: history({ dismissals: [byMaya(high, 'code 28')] }) },
      [50],
      ['maya reaction'],
      [
        [50, 'open'],
        [28, 'dismissed'],
      ],
    ],
    [
      'a dismissal the record keeps, its comment gone: still suppressed on a full review',
      {
        fresh: [high],
        history: history({
          recorded: [
            recordOf(high, 'code 28', {
              outcome: 'dismissed',
              by: 'maya',
              how: 'reply',
              reason: 'not reachable',
            }),
          ],
        }),
      },
      [],
      ['maya reply'],
      [[28, 'dismissed']],
    ],
    [
      'a dismissed finding nobody raised again stays in the record, dismissed',
      {
        history: history({
          recorded: [recordOf(high, 'code 28', { outcome: 'dismissed', by: 'maya', how: 'reaction' })],
        }),
      },
      [],
      ['maya reaction'],
      [[28, 'dismissed']],
    ],
    [
      'a carried finding that was dismissed is not carried',
      { carried: [previous(high)], history: history({ dismissals: [byMaya(high, 'code 28')] }) },
      [],
      ['maya reaction'],
      [[28, 'dismissed']],
    ],
    [
      'a delta changed its lines and the review did not raise it: addressed, naming the commit',
      {
        touched: [previous(high)],
        delta,
        history: history({ recorded: [recordOf(high, 'code 28', { commentId: 41 })] }),
      },
      [],
      [],
      [[28, 'addressed']],
    ],
    [
      'a delta changed its lines and a lane raised it again there: open, not addressed',
      {
        fresh: [at(29)],
        touched: [previous(high)],
        delta,
        history: history({ recorded: [recordOf(high, 'code 28')] }),
      },
      [29],
      [],
      [[29, 'open']],
    ],
    [
      'its file is gone: outdated',
      {
        touched: [previous(high)],
        delta,
        headFiles: new Set(),
        history: history({ recorded: [recordOf(high, 'code 28')] }),
      },
      [],
      [],
      [[28, 'outdated']],
    ],
    [
      'a full review that does not raise it again cannot follow its lines: outdated',
      { history: history({ recorded: [recordOf(high, 'code 28')] }) },
      [],
      [],
      [[28, 'outdated']],
    ],
    [
      'an addressed finding stays addressed on later runs',
      {
        history: history({
          recorded: [recordOf(high, 'code 28', { outcome: 'addressed', commit: 'f'.repeat(40) })],
        }),
      },
      [],
      [],
      [[28, 'addressed']],
    ],
    [
      'an addressed finding raised again is open again, once',
      {
        fresh: [high],
        history: history({ recorded: [recordOf(high, 'code 28', { outcome: 'addressed' })] }),
      },
      [28],
      [],
      [[28, 'open']],
    ],
  ];
  it.each(table)('%s', (_name, input, kept, dismissed, record) => {
    const s = settle(input);
    expect([...s.findings, ...s.carried].map((f) => f.line)).toEqual(kept);
    expect(s.dismissed.map((d) => `${d.by} ${d.how}`)).toEqual(dismissed);
    expect(s.record.map((r) => [r.line, r.outcome])).toEqual(record);
  });

  it('an addressed finding names the commit that changed its file, and keeps its comment', () => {
    const s = settle({
      touched: [previous(high)],
      delta,
      changedBy: (p) => (p === 'src/cart.ts' ? 'a'.repeat(40) : undefined),
      history: history({ recorded: [recordOf(high, 'code 28', { commentId: 41 })] }),
    });
    expect(s.record).toEqual([
      expect.objectContaining({ outcome: 'addressed', commit: 'a'.repeat(40), commentId: 41 }),
    ]);
  });

  it("an open finding is named by its comment: the comment's fingerprint, else its place", () => {
    const fp = fpOf(high, 'code 28');
    const byFingerprint = settle({
      fresh: [high],
      history: history({ comments: [{ id: 7, path: 'src/cart.ts', line: null, fingerprint: fp }] }),
    });
    expect(byFingerprint.record[0]).toMatchObject({ outcome: 'open', fingerprint: fp, commentId: 7 });
    const byPlace = settle({
      fresh: [high],
      history: history({ comments: [{ id: 8, path: 'src/cart.ts', line: 30 }] }),
    });
    expect(byPlace.record[0]?.commentId).toBe(8);
    const elsewhere = settle({
      fresh: [high],
      history: history({ comments: [{ id: 9, path: 'src/cart.ts', line: 40 }] }),
    });
    expect(elsewhere.record[0]?.commentId).toBeUndefined();
  });

  it('a dismissal of a comment the record lacks (cut, or an older release) is read from the comment', () => {
    const s = settle({
      history: history({ dismissals: [byMaya(high, 'code 28', { reason: 'by design', how: 'reply' })] }),
    });
    expect(s.dismissed).toEqual([
      expect.objectContaining({
        severity: 'HIGH',
        path: 'src/cart.ts',
        line: 28,
        title: high.title,
        by: 'maya',
        how: 'reply',
        reason: 'by design',
        commentId: 41,
      }),
    ]);
  });
});

describe('the fingerprint', () => {
  it('is the path, the normalised title and the anchored line, indentation aside', () => {
    expect(normalisedTitle('  **Division** by `zero`.  ')).toBe('division by zero');
    expect(findingFingerprint('a.ts', 'Division by zero.', '\treturn a / b;\r')).toBe(
      findingFingerprint('a.ts', 'division by zero', '  return a / b;'),
    );
    expect(findingFingerprint('a.ts', 'Division by zero', 'return a / b;')).not.toBe(
      findingFingerprint('a.ts', 'Division by zero', 'return a / (b || 1);'),
    );
    expect(findingFingerprint('a.ts', 'T', 'x')).not.toBe(findingFingerprint('b.ts', 'T', 'x'));
    expect(findingFingerprint('a.ts', 'T', 'x')).toMatch(/^[0-9a-f]{64}$/);
  });
});
