/**
 * A carried finding keeps the standing it had (D22 "When": the round never examines it again):
 * from the last record, through the new commits, into this run's record, read back by the next.
 */
import { describe, expect, it } from '@jest/globals';
import { finding, laneFinding } from '../../__fixtures__/findings/findings.js';
import type { ExaminedFinding, Standing } from '../../src/examine/index.js';
import {
  findingsRecord,
  openRecord,
  readPreviousReviewRecord,
  reviewedMarker,
} from '../../src/github/sticky-record.js';
import type { DeltaFile } from '../../src/incremental/carry.js';
import { followPreviousReview } from '../../src/incremental/follow.js';
import { settleOutcomes } from '../../src/incremental/outcomes.js';
import { withExamination } from '../../src/incremental/standing.js';
import type { RecordedFinding } from '../../src/incremental/types.js';

const HEAD = 'a'.repeat(40);
const BASE = 'b'.repeat(40);
const marker = reviewedMarker({ head: HEAD, base: BASE });
/** A sticky comment's header as publish writes it: the comment marker, the reviewed marker, the record. */
const comment = (record: string) =>
  ['<!-- reviewer-lanes:comment -->', marker, record, '', '# Review'].join('\n');

const raised = (line: number, title: string): ExaminedFinding =>
  finding([laneFinding('codex', 'HIGH', 'src/a.ts', line, title)]);
const standing = (f: ExaminedFinding, s: Standing): ExaminedFinding => ({
  ...f,
  examination: { standing: s, verdicts: s === 'unexamined' ? [] : [{ lane: 'claude', verdict: 'unsure' }] },
});

/** Two lines added at the top of src/a.ts, and line 40's neighbourhood changed. */
const delta: DeltaFile[] = [
  {
    path: 'src/a.ts',
    status: 'modified',
    diff: '@@ -0,0 +1,2 @@\n+one\n+two\n@@ -40,1 +42,1 @@\n-old\n+new',
    diffChars: 0,
  },
];
delta.forEach((d) => (d.diffChars = (d.diff as string).length));

describe('a carried finding keeps the standing it had', () => {
  const last: RecordedFinding[] = [
    { ...openRecord(standing(raised(10, 'Refuted before'), 'refuted')), fingerprint: 'r' },
    { ...openRecord(standing(raised(20, 'Confirmed before'), 'confirmed')), fingerprint: 'c' },
    { ...openRecord(raised(30, 'Never examined')), fingerprint: 'n' },
    { ...openRecord(standing(raised(40, 'Touched now'), 'contested')), fingerprint: 't' },
  ];

  it('through the new commits, into this run’s record, and read back by the next', () => {
    const previous = readPreviousReviewRecord(comment(findingsRecord(last)));
    expect(previous).not.toBeNull();
    const followed = followPreviousReview(
      { findings: previous?.findings ?? [], omitted: 0, comments: [] },
      delta,
    );
    expect(followed.carried.map((f) => [f.line, f.title, f.standing])).toEqual([
      [12, 'Refuted before', 'refuted'],
      [22, 'Confirmed before', 'confirmed'],
      [32, 'Never examined', undefined],
    ]);
    expect(followed.touched.map((f) => f.title)).toEqual(['Touched now']);

    // This run raised the touched one again and the round found it contested no more.
    const fresh = standing(raised(42, 'Touched now'), 'confirmed');
    const settled = settleOutcomes({
      fresh: [fresh],
      carried: followed.carried,
      touched: followed.touched,
      fingerprintOf: (f) => `${f.path}:${f.title}`,
      delta,
      headFiles: new Set(['src/a.ts']),
      changedBy: () => undefined,
    });
    const next = readPreviousReviewRecord(comment(findingsRecord(settled.record)));
    expect(next?.recorded.map((r) => [r.title, r.line, r.standing])).toEqual([
      ['Touched now', 42, 'confirmed'],
      ['Refuted before', 12, 'refuted'],
      ['Confirmed before', 22, 'confirmed'],
      ['Never examined', 32, undefined],
    ]);
  });
});

describe("this run's record takes what the round concluded", () => {
  it('the record is settled before the round: each open finding of this run gets its standing and supporters', () => {
    // As the pipeline has them: settled unexamined, then examined.
    const high = raised(10, 'Confirmed now');
    const low = raised(20, 'Refuted now');
    const alone = raised(30, 'Not examined');
    const carried = { ...openRecord(standing(raised(50, 'Carried'), 'refuted')) };
    const settled = settleOutcomes({
      fresh: [high, low, alone],
      carried: [carried],
      touched: [],
      fingerprintOf: (f) => `${f.path}:${f.title}`,
      headFiles: new Set(['src/a.ts']),
      changedBy: () => undefined,
    });
    expect(settled.record.map((r) => r.standing)).toEqual([undefined, undefined, undefined, 'refuted']);
    const examined = [{ ...standing(high, 'confirmed'), agreement: 2 }, standing(low, 'refuted'), alone];
    const record = withExamination(settled.record, examined);
    const next = readPreviousReviewRecord(comment(findingsRecord(record)));
    expect(next?.recorded.map((r) => [r.title, r.agreement, r.standing])).toEqual([
      ['Confirmed now', 2, 'confirmed'],
      ['Refuted now', 1, 'refuted'],
      ['Not examined', 1, undefined],
      ['Carried', 1, 'refuted'],
    ]);
    // What the next run carries.
    expect(next?.findings.map((f) => [f.title, f.standing])).toEqual([
      ['Confirmed now', 'confirmed'],
      ['Refuted now', 'refuted'],
      ['Not examined', undefined],
      ['Carried', 'refuted'],
    ]);
  });
});
