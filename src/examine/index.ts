/**
 * Cross-examination (D22): after the review round, the lanes check each other's findings. The
 * pipeline calls `crossExamine` with the merged findings and the review's lanes and gets back the
 * findings with their standing, each examiner's part and the run's summary for results.json.
 */
import type { Finding } from '../findings/types.js';
import { readFilesOf, type Git } from '../sys/git.js';
import { planRound, type ChooseInput, type RoundPlan } from './choose.js';
import {
  runRound,
  type CrossExamination,
  type ExaminerResult,
  type RoundDeps,
  type RoundInput,
} from './round.js';
import { applyVerdicts, roundSummary } from './standing.js';

export * from './schema.js';
export { DEFAULT_MAX_EXAMINED, noRoundText, planRound } from './choose.js';
export type { Assignment, ChooseInput, RoundPlan } from './choose.js';
export { MAX_ANSWER_CHARS, readVerdicts } from './answer.js';
export type { ReadVerdict, VerdictReading } from './answer.js';
export { EXAMINATION_HEADING, examinationId, examinationPrompt, MAX_LANE_WORDS } from './prompt.js';
export { EXAMINE_DIR, examinerPlan, runRound } from './round.js';
export type { CrossExamination, ExaminerResult, RoundDeps, RoundInput } from './round.js';
export { examinerPart, handedRound } from './handed.js';
export { applyVerdicts, roundSummary, standingOf, supportText } from './standing.js';
export type { ExaminedFinding } from './standing.js';

export type CrossExamineInput = ChooseInput & Omit<RoundInput, 'round'>;

export interface CrossExamineDeps extends RoundDeps {
  /** Reads the head's files the examined findings cite (at `checkout.headSha`) for their excerpts. */
  git?: Git;
  /** Told when a round is about to run its examiners: the page says the lanes are examining. */
  onRound?: (round: RoundPlan) => void;
}

/** The whole round: choose, run the examiners, read their answers, settle each finding's standing. */
export async function crossExamine(
  input: CrossExamineInput,
  deps: CrossExamineDeps,
): Promise<CrossExamination> {
  const round = planRound(input);
  let examiners: ExaminerResult[] = [];
  if (round.assignments.length > 0) {
    deps.onRound?.(round);
    const headLines =
      input.headLines ??
      (deps.git ? await readHeadLines(deps.git, input.checkout.headSha, round.examined) : undefined);
    examiners = await runRound({ ...input, round, ...(headLines ? { headLines } : {}) }, deps);
  }
  const findings = applyVerdicts(input.findings, round, examiners);
  return {
    findings,
    lanes: new Map(examiners.map((e) => [e.examiner, e.examination])),
    examination: roundSummary(round),
    round,
    examiners,
  };
}

/** The head's lines of the files the round's findings cite, read in one go (`Git.readFiles`). */
export async function readHeadLines(
  git: Git,
  headSha: string,
  findings: readonly Pick<Finding, 'path'>[],
): Promise<(path: string) => readonly string[] | undefined> {
  const paths = [...new Set(findings.map((f) => f.path))];
  const files = paths.length > 0 ? await readFilesOf(git, headSha, paths) : [];
  const lines = new Map<string, string[]>();
  files.forEach((file, i) => {
    const path = paths[i];
    if (path !== undefined && file.kind === 'file') lines.set(path, file.content.split(/\r?\n/));
  });
  return (path) => lines.get(path);
}
