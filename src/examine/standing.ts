/**
 * Where each finding stands after the round (D22 "Standing"): supporters are the lanes that raised
 * it and the examiners that confirmed it; agreement (D16) becomes the supporters' count.
 */
import type { Finding } from '../findings/types.js';
import { severityRank } from '../findings/types.js';
import type { ReadVerdict } from './answer.js';
import type { RoundPlan } from './choose.js';
import { examinationId } from './prompt.js';
import type { FindingExamination, LaneVerdict, RunExamination, Standing } from './schema.js';

/** A finding with what the round made of it; `examination` only on findings the round covered. */
export type ExaminedFinding = Finding & { examination?: FindingExamination };

/** One examiner's counted verdicts, by the ids it was sent under. */
export interface ExaminerVerdicts {
  examiner: string;
  verdicts: readonly ReadVerdict[];
}

export function standingOf(raisedBy: number, confirmations: number, refutations: number): Standing {
  const supporters = raisedBy + confirmations;
  if (refutations > supporters) return 'refuted';
  if (refutations > 0) return 'contested';
  if (confirmations > 0) return 'confirmed';
  return 'unexamined';
}

/** Agreement, severity, path, line: D16's order, now over the supporters. */
function inOrder(findings: ExaminedFinding[]): ExaminedFinding[] {
  const keyed = findings.map((f, i) => ({ f, i, standing: f.agreement * 4 + severityRank(f.severity) }));
  keyed.sort(
    (a, b) =>
      b.standing - a.standing ||
      (a.f.path < b.f.path ? -1 : a.f.path > b.f.path ? 1 : 0) ||
      a.f.line - b.f.line ||
      a.i - b.i,
  );
  return keyed.map((k) => k.f);
}

/**
 * The findings with each examined one's standing and verdicts, and agreement recomputed; findings
 * the round did not cover (raised by every lane, dismissed, carried, or no round) are unchanged.
 */
export function applyVerdicts(
  findings: readonly Finding[],
  round: RoundPlan,
  answers: readonly ExaminerVerdicts[],
): ExaminedFinding[] {
  const given = new Map<Finding, LaneVerdict[]>();
  for (const f of round.examined) given.set(f, []);
  for (const a of round.assignments) {
    const byId = new Map(a.findings.map((f, i) => [examinationId(i), f]));
    const answer = answers.find((x) => x.examiner === a.examiner);
    for (const v of answer?.verdicts ?? []) {
      const f = byId.get(v.id);
      if (!f) continue;
      given.get(f)?.push({
        lane: a.examiner,
        verdict: v.verdict,
        ...(v.evidence !== undefined ? { evidence: v.evidence } : {}),
        ...(v.reason !== undefined ? { reason: v.reason } : {}),
      });
    }
  }
  const unexamined = new Set(round.unexamined);
  const out = findings.map((f): ExaminedFinding => {
    const verdicts = given.get(f);
    if (verdicts) {
      const confirmations = verdicts.filter((v) => v.verdict === 'confirmed').length;
      const refutations = verdicts.filter((v) => v.verdict === 'refuted').length;
      return {
        ...f,
        agreement: f.lanes.length + confirmations,
        examination: { standing: standingOf(f.lanes.length, confirmations, refutations), verdicts },
      };
    }
    if (unexamined.has(f)) return { ...f, examination: { standing: 'unexamined', verdicts: [] } };
    return f;
  });
  return round.examined.length > 0 ? inOrder(out) : out;
}

/** The run's `examination` entry. */
export function roundSummary(round: RoundPlan): RunExamination {
  return {
    mode: round.mode,
    examined: round.examined.length,
    unexamined: round.unexamined.length,
    ...(round.reason !== undefined ? { reason: round.reason } : {}),
  };
}

const names = (lanes: readonly string[]): string =>
  lanes.length <= 1 ? (lanes[0] ?? '') : `${lanes.slice(0, -1).join(', ')} and ${lanes[lanes.length - 1]}`;

/** "3 of 4: raised by codex, confirmed by claude and gemini, refuted by qwen". */
export function supportText(f: ExaminedFinding): string {
  const parts = [`raised by ${names(f.lanes)}`];
  const by = (word: LaneVerdict['verdict']) =>
    (f.examination?.verdicts ?? []).filter((v) => v.verdict === word).map((v) => v.lane);
  const confirmed = by('confirmed');
  const refuted = by('refuted');
  if (confirmed.length > 0) parts.push(`confirmed by ${names(confirmed)}`);
  if (refuted.length > 0) parts.push(`refuted by ${names(refuted)}`);
  return `${f.agreement} of ${f.of}: ${parts.join(', ')}`;
}
