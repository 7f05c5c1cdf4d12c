/**
 * A finding's standing (D22) as it passes from run to run: this run's comes from its examination;
 * a carried finding keeps the one its record gave it, since the round examines no carried finding.
 */
import type { ExaminedFinding } from '../examine/standing.js';
import { findingCore } from '../findings/core.js';
import type { PreviousFinding, RecordedFinding } from './types.js';

type Kept = Pick<PreviousFinding, 'standing' | 'confirmedBy' | 'refutedBy'>;

/** A finding's standing and who confirmed or refuted it, where it has them, as fields to spread. */
export function keptStanding(f: ExaminedFinding | PreviousFinding): Kept {
  if ('examination' in f && f.examination) {
    const { standing, verdicts } = f.examination;
    const by = (word: string) => [...new Set(verdicts.filter((v) => v.verdict === word).map((v) => v.lane))];
    const confirmedBy = by('confirmed');
    const refutedBy = by('refuted');
    return {
      standing,
      ...(confirmedBy.length > 0 ? { confirmedBy } : {}),
      ...(refutedBy.length > 0 ? { refutedBy } : {}),
    };
  }
  const p = f as PreviousFinding;
  return {
    ...(p.standing !== undefined ? { standing: p.standing } : {}),
    ...(p.confirmedBy !== undefined ? { confirmedBy: [...p.confirmedBy] } : {}),
    ...(p.refutedBy !== undefined ? { refutedBy: [...p.refutedBy] } : {}),
  };
}

/** The core fields of a finding of this run or the last, and its standing. */
export function previousOf(f: ExaminedFinding | PreviousFinding): PreviousFinding {
  return { ...findingCore(f), ...keptStanding(f) };
}

/**
 * The record with this run's round in it. The record is settled before the round runs, so each
 * open finding of this run takes its standing and its agreement (now its supporters) from its
 * examination, with who confirmed and refuted it: the next run carries what this one concluded.
 */
export function withExamination(
  record: readonly RecordedFinding[],
  examined: readonly ExaminedFinding[],
): RecordedFinding[] {
  const byId = new Map(examined.map((f) => [f.id, f]));
  return record.map((r) => {
    const f = r.outcome === 'open' ? byId.get(r.id) : undefined;
    return f?.examination ? { ...r, agreement: f.agreement, ...keptStanding(f) } : r;
  });
}
