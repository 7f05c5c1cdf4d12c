/**
 * A finding's standing (D22) as it passes from run to run: this run's comes from its examination;
 * a carried finding keeps the one its record gave it, since the round examines no carried finding.
 */
import type { ExaminedFinding } from '../examine/standing.js';
import { findingCore } from '../findings/core.js';
import type { PreviousFinding, RecordedFinding } from './types.js';

/** A finding's standing, where it has one, as a field to spread. */
export function keptStanding(f: ExaminedFinding | PreviousFinding): Pick<PreviousFinding, 'standing'> {
  const standing = 'examination' in f ? f.examination?.standing : 'standing' in f ? f.standing : undefined;
  return standing !== undefined ? { standing } : {};
}

/** The core fields of a finding of this run or the last, and its standing. */
export function previousOf(f: ExaminedFinding | PreviousFinding): PreviousFinding {
  return { ...findingCore(f), ...keptStanding(f) };
}

/**
 * The record with this run's round in it. The record is settled before the round runs, so each
 * open finding of this run takes its standing and its agreement (now its supporters) from its
 * examination: the next run carries what this one concluded.
 */
export function withExamination(
  record: readonly RecordedFinding[],
  examined: readonly ExaminedFinding[],
): RecordedFinding[] {
  const byId = new Map(examined.map((f) => [f.id, f]));
  return record.map((r) => {
    const f = r.outcome === 'open' ? byId.get(r.id) : undefined;
    return f?.examination ? { ...r, agreement: f.agreement, standing: f.examination.standing } : r;
  });
}
