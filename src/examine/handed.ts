/**
 * The round split over the matrix's jobs (D22 *Matrix*, D14): each `mode: examine` job runs the
 * round for its own lane and hands over its part, verdicts named by finding; the publish job plans
 * the same round and takes each examiner's verdicts from its part instead of running it.
 */
import type { Finding } from '../findings/types.js';
import type { ReadVerdict } from './answer.js';
import { planRound, type ChooseInput, type RoundPlan } from './choose.js';
import { examinationId } from './prompt.js';
import type { CrossExamination, ExaminerResult } from './round.js';
import type { ExaminerPart, GivenVerdict } from './schema.js';
import { applyVerdicts, roundSummary } from './standing.js';

const sameFinding = (f: Finding, g: GivenVerdict['finding']) =>
  f.id === g.id && f.path === g.path && f.line === g.line && f.title === g.title;

/** The examine job's side: `examiner`'s part of the round it ran, each F-number made its finding. */
export function examinerPart(
  examiner: string,
  x: Pick<CrossExamination, 'round' | 'examiners' | 'examination'>,
): ExaminerPart {
  const sent = x.round.assignments.find((a) => a.examiner === examiner)?.findings ?? [];
  const result = x.examiners.find((e) => e.examiner === examiner);
  const verdicts: GivenVerdict[] = [];
  for (const v of result?.verdicts ?? []) {
    const f = sent.find((_, i) => examinationId(i) === v.id);
    if (!f) continue;
    verdicts.push({
      finding: { id: f.id, path: f.path, line: f.line, title: f.title },
      verdict: v.verdict,
      ...(v.evidence !== undefined ? { evidence: v.evidence } : {}),
      ...(v.reason !== undefined ? { reason: v.reason } : {}),
    });
  }
  return {
    examiner,
    ...(result ? { examination: result.examination } : {}),
    verdicts,
    round: x.examination,
  };
}

/** An examiner the publish job's round counts on whose job left nothing it can use. */
function leftNothing(examiner: string, detail: string): ExaminerResult {
  return {
    examiner,
    examination: { status: 'failed', durationMs: 0, verdicts: 0, ignored: 0, reason: 'lane_failed', detail },
    verdicts: [],
    promptPath: '',
  };
}

/**
 * The publish job's side: the round planned as each examine job planned it, each assignment
 * answered by its examiner's part. A verdict on a finding this round did not send that examiner
 * (the jobs saw different findings) is ignored and counted; an examiner whose job left no part,
 * or examined nothing, failed, with `missing`'s reason. `parts` null (no examine job left
 * anything): no round, and why.
 */
export function handedRound(
  input: ChooseInput,
  parts: ReadonlyMap<string, ExaminerPart> | null,
  missing: (examiner: string) => string,
): CrossExamination {
  const round = planRound(input);
  if (round.assignments.length > 0 && parts === null) {
    const none: RoundPlan = {
      mode: round.mode,
      examined: [],
      unexamined: [...round.examined, ...round.unexamined],
      assignments: [],
      reason: 'no_examine_jobs',
    };
    return done(input.findings, none, []);
  }
  const examiners = round.assignments.map((a): ExaminerResult => {
    const part = parts?.get(a.examiner);
    if (!part) return leftNothing(a.examiner, missing(a.examiner));
    if (!part.examination) {
      const why = part.round.reason ? `: its round had none (${part.round.reason})` : '';
      return leftNothing(a.examiner, `the examine job of ${a.examiner} examined nothing${why}`);
    }
    const verdicts: ReadVerdict[] = [];
    let ignored = part.examination.ignored;
    for (const v of part.verdicts) {
      const i = a.findings.findIndex((f) => sameFinding(f, v.finding));
      if (i < 0 || verdicts.some((x) => x.id === examinationId(i))) {
        ignored++;
        continue;
      }
      verdicts.push({
        id: examinationId(i),
        verdict: v.verdict,
        ...(v.evidence !== undefined ? { evidence: v.evidence } : {}),
        ...(v.reason !== undefined ? { reason: v.reason } : {}),
      });
    }
    // Answered, but only of findings this round did not send it: nothing it said counts here.
    const unusable = part.examination.status === 'answered' && verdicts.length === 0;
    return {
      examiner: a.examiner,
      examination: {
        ...part.examination,
        verdicts: verdicts.length,
        ignored,
        ...(unusable
          ? {
              status: 'unusable' as const,
              reason: 'no_verdicts' as const,
              detail: 'its verdicts name findings this round did not send it',
            }
          : {}),
      },
      verdicts,
      promptPath: '',
    };
  });
  return done(input.findings, round, examiners);
}

function done(findings: readonly Finding[], round: RoundPlan, examiners: ExaminerResult[]): CrossExamination {
  return {
    findings: applyVerdicts(findings, round, examiners),
    lanes: new Map(examiners.map((e) => [e.examiner, e.examination])),
    examination: roundSummary(round),
    round,
    examiners,
  };
}
