/**
 * Which findings the round examines and who examines which (D22 "When", "Who"). Pure: the
 * pipeline hands over the merged findings, the lanes that ended `reviewed` and what it knows of
 * dismissals and carried findings.
 */
import type { Finding } from '../findings/types.js';
import { severityRank } from '../findings/types.js';
import type { ExamineMode, NoRoundReason } from './schema.js';

/** `cross-examine-max`'s default. */
export const DEFAULT_MAX_EXAMINED = 15;

export interface ChooseInput {
  mode: ExamineMode;
  /** This run's merged findings. */
  findings: readonly Finding[];
  /** Identities that ended `reviewed`, in the lanes' declared order. */
  reviewed: readonly string[];
  /** At most this many findings are examined (default 15). */
  max?: number;
  /** `review.cross_examine.lanes` / `cross-examine-lanes`: only these identities examine. */
  examiners?: readonly string[];
  /** Ids of findings someone with write access dismissed (D19): never examined. */
  dismissed?: ReadonlySet<string>;
  /** Ids of findings carried from the last review (D17): they keep the standing they had. */
  carried?: ReadonlySet<string>;
}

/** One examiner's share: the findings it did not raise, in the round's order (F1 is the first). */
export interface Assignment {
  examiner: string;
  findings: Finding[];
}

export interface RoundPlan {
  mode: ExamineMode;
  /** Findings the round sends out, in its order. */
  examined: Finding[];
  /** Findings that could have been examined but lie past `max`. */
  unexamined: Finding[];
  /** Empty when there is no round. */
  assignments: Assignment[];
  /** Why there is no round; absent when there is one. */
  reason?: NoRoundReason;
}

/** Severity, then agreement, then path and line: the round spends itself on what matters most. */
function byPriority(a: Finding, b: Finding): number {
  return (
    severityRank(b.severity) - severityRank(a.severity) ||
    b.agreement - a.agreement ||
    (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
    a.line - b.line
  );
}

function limitOf(max: number | undefined): number {
  return typeof max === 'number' && Number.isInteger(max) && max >= 0 ? max : DEFAULT_MAX_EXAMINED;
}

export function planRound(input: ChooseInput): RoundPlan {
  const none = (reason: NoRoundReason, unexamined: Finding[] = []): RoundPlan => ({
    mode: input.mode,
    examined: [],
    unexamined,
    assignments: [],
    reason,
  });
  if (input.mode === 'off') return none('off');
  const reviewed = [...new Set(input.reviewed)];
  if (reviewed.length < 2) return none('fewer_than_two_reviewed');
  const open = input.findings.filter((f) => !input.dismissed?.has(f.id) && !input.carried?.has(f.id));
  if (open.length === 0) return none('no_findings');
  const eligible = open.filter((f) => reviewed.some((lane) => !f.lanes.includes(lane)));
  if (eligible.length === 0) return none('all_agree');

  const chosen = [...eligible].sort(byPriority);
  const limit = limitOf(input.max);
  const examined = chosen.slice(0, limit);
  const unexamined = chosen.slice(limit);
  const narrowed = input.examiners ? new Set(input.examiners) : null;
  const assignments: Assignment[] = [];
  for (const examiner of reviewed) {
    if (narrowed && !narrowed.has(examiner)) continue;
    // Never its own: a lane checks only what other lanes raised.
    const findings = examined.filter((f) => !f.lanes.includes(examiner));
    if (findings.length > 0) assignments.push({ examiner, findings });
  }
  if (assignments.length === 0) return none('no_examiners', chosen);
  return { mode: input.mode, examined, unexamined, assignments };
}

/**
 * The page's sentence for a run without a round, in words; `reviewed` (how many lanes ended
 * `reviewed`) tells one lane from none.
 */
export function noRoundText(reason: NoRoundReason, reviewed?: number): string {
  switch (reason) {
    case 'off':
      return 'No cross-examination: it is turned off (`cross-examine: off`).';
    case 'fewer_than_two_reviewed':
      if (reviewed === 0) return 'No cross-examination: no lane reviewed the change.';
      if (reviewed === 1)
        return 'No cross-examination: only one lane reviewed: nobody to check its findings.';
      return 'No cross-examination: fewer than two lanes reviewed the change, so no lane could check another.';
    case 'no_findings':
      return 'No cross-examination: the review raised no finding to check (none, or only dismissed or carried ones).';
    case 'all_agree':
      return 'No cross-examination: every lane that reviewed raised every finding, so none is left to check.';
    case 'no_examiners':
      return 'No cross-examination: the examiners allowed (`cross-examine-lanes`, `cross-examine-max`) leave no lane to check a finding it did not raise.';
    case 'no_examine_jobs':
      return 'No cross-examination: no `mode: examine` job of this run left its verdicts (the workflow has no such job, or every one failed), so the findings are unexamined.';
  }
}
