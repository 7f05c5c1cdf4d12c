/**
 * Each lane's figures over the records read (D20), pure. A finding counts once for every lane
 * that flagged it; it is "only this lane" when exactly one lane did. Reported and estimated
 * tokens are kept apart, and a cost is only ever a lane's own figure.
 */
import type { FindingsRecord } from '../github/sticky-record.js';
import type { LaneStatus } from '../vocabulary.js';
import { AGREED } from '../report/results-schema.js';
import { STANDINGS } from '../examine/schema.js';
import type { LaneRecord, StandingRecord } from './schema.js';

/** The statuses of a run that ran: its duration is a lane's time, not a plan's. */
const RAN: ReadonlySet<LaneStatus> = new Set(['reviewed', 'empty', 'failed', 'timed_out']);

interface Tally {
  identity: string;
  reviews: Partial<Record<LaneStatus, number>>;
  findings: number;
  agreed: number;
  addressed: number;
  dismissed: number;
  outdated: number;
  openAtClose: number;
  uniqueAddressed: number;
  reported: number;
  estimated: number;
  cost: number | undefined;
  durations: number[];
  examination: LaneRecord['examination'];
}

const tally = (identity: string): Tally => ({
  identity,
  reviews: {},
  findings: 0,
  agreed: 0,
  addressed: 0,
  dismissed: 0,
  outdated: 0,
  openAtClose: 0,
  uniqueAddressed: 0,
  reported: 0,
  estimated: 0,
  cost: undefined,
  durations: [],
  examination: { verdicts: 0, refuted: 0, refutedAddressed: 0, confirmed: 0, confirmedDismissed: 0 },
});

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2);
}

/** Each lane's record, in the order lanes were first seen (the records' own lane order). */
export function laneRecords(records: readonly FindingsRecord[]): LaneRecord[] {
  const lanes = new Map<string, Tally>();
  const of = (identity: string): Tally => {
    let t = lanes.get(identity);
    if (!t) lanes.set(identity, (t = tally(identity)));
    return t;
  };
  for (const record of records) {
    for (const run of record.lanes) {
      const t = of(run.identity);
      t.reviews[run.status] = (t.reviews[run.status] ?? 0) + 1;
      if (RAN.has(run.status)) t.durations.push(run.durationMs);
      const u = run.usage;
      if (u) {
        const tokens = (u.inputTokens ?? 0) + (u.outputTokens ?? 0);
        if (u.source === 'lane') t.reported += tokens;
        else t.estimated += tokens;
        if (u.source === 'lane' && u.costUsd !== undefined) t.cost = (t.cost ?? 0) + u.costUsd;
      }
      t.examination.verdicts += run.verdicts ?? 0;
    }
    for (const f of record.findings) {
      const flaggedBy = [...new Set(f.lanes)];
      const alone = flaggedBy.length === 1 && f.agreement <= 1;
      for (const identity of flaggedBy) {
        const t = of(identity);
        t.findings++;
        if (f.agreement >= AGREED) t.agreed++;
        if (f.outcome === 'addressed') {
          t.addressed++;
          if (alone) t.uniqueAddressed++;
        } else if (f.outcome === 'dismissed') t.dismissed++;
        else if (f.outcome === 'outdated') t.outdated++;
        else t.openAtClose++;
      }
      // D22: an examiner never raised what it examined; each counts once per finding.
      for (const identity of new Set(f.refutedBy ?? [])) {
        const x = of(identity).examination;
        x.refuted++;
        if (f.outcome === 'addressed') x.refutedAddressed++;
      }
      for (const identity of new Set(f.confirmedBy ?? [])) {
        const x = of(identity).examination;
        x.confirmed++;
        if (f.outcome === 'dismissed') x.confirmedDismissed++;
      }
    }
  }
  return [...lanes.values()].map((t) => {
    const out: LaneRecord = {
      identity: t.identity,
      reviews: t.reviews,
      findings: t.findings,
      agreed: t.agreed,
      addressed: t.addressed,
      dismissed: t.dismissed,
      outdated: t.outdated,
      openAtClose: t.openAtClose,
      uniqueAddressed: t.uniqueAddressed,
      tokens: { reported: t.reported, estimated: t.estimated },
      medianDurationMs: median(t.durations),
      examination: t.examination,
    };
    if (t.cost !== undefined) out.costUsd = round(t.cost, 6);
    if (t.addressed > 0) {
      out.perAddressed = {
        reportedTokens: round(t.reported / t.addressed, 1),
        ...(t.cost !== undefined ? { costUsd: round(t.cost / t.addressed, 6) } : {}),
      };
    }
    return out;
  });
}

const round = (n: number, digits: number): number => Number(n.toFixed(digits));

/**
 * D22: the findings of each standing and what became of them, every standing listed. A finding
 * without one (not examined, or recorded before cross-examination) is unexamined.
 */
export function standingRecords(records: readonly FindingsRecord[]): StandingRecord[] {
  const by = new Map<StandingRecord['standing'], StandingRecord>(
    STANDINGS.map((standing) => [standing, { standing, findings: 0, addressed: 0, dismissed: 0 }]),
  );
  for (const record of records)
    for (const f of record.findings) {
      const s = by.get(f.standing ?? 'unexamined') as StandingRecord;
      s.findings++;
      if (f.outcome === 'addressed') s.addressed++;
      else if (f.outcome === 'dismissed') s.dismissed++;
    }
  return [...by.values()];
}
