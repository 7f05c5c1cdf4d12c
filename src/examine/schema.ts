/**
 * Cross-examination's closed lists and the results.json parts it adds (D22), one zod schema each;
 * the types the stage returns come from them, so the report can adopt the schemas as they are.
 */
import { z } from 'zod';
import { LaneUsageSchema } from '../run/usage.js';
import { EXAMINE_MODES } from '../vocabulary.js';

/** What an examiner says of one finding. */
export const VERDICTS = ['confirmed', 'refuted', 'unsure'] as const;
export type VerdictWord = (typeof VERDICTS)[number];

/** Where a finding stands once the round is over. */
export const STANDINGS = ['confirmed', 'refuted', 'contested', 'unexamined'] as const;
export type Standing = (typeof STANDINGS)[number];

// The settings name the modes too: they live with the other closed lists.
export { EXAMINE_MODES, type ExamineMode } from '../vocabulary.js';

/** Why a run held no round: the page says which. */
export const NO_ROUND_REASONS = [
  /** `cross-examine: off`. */
  'off',
  /** Fewer than two lanes ended `reviewed`: nobody to check anybody. */
  'fewer_than_two_reviewed',
  /** The review raised no finding that could be examined (none, or all dismissed or carried). */
  'no_findings',
  /** Every reviewed lane raised every finding: there is nothing left to check. */
  'all_agree',
  /** The examiner list leaves no lane to check a finding it did not raise. */
  'no_examiners',
  /** A matrix run (D14) whose `mode: examine` jobs left no verdicts: none ran, or every one failed. */
  'no_examine_jobs',
] as const;
export type NoRoundReason = (typeof NO_ROUND_REASONS)[number];

/** How one examiner's part of the round ended. */
export const EXAMINER_STATUSES = ['answered', 'failed', 'timed_out', 'unusable'] as const;
export type ExaminerStatus = (typeof EXAMINER_STATUSES)[number];

/** Why an examiner left no verdicts. */
export const EXAMINER_REASONS = [
  /** The CLI exited non-zero: whatever it printed is not an answer. */
  'exit_nonzero',
  'timed_out',
  /** The lane could not run or its request failed (the lane's own reason is in `detail`). */
  'lane_failed',
  /** Nothing was printed. */
  'empty_output',
  /** Text with no verdict in any form the reader knows. */
  'no_verdicts',
  /** More text than any answer to the request needs (`MAX_ANSWER_CHARS`): not read. */
  'answer_too_large',
] as const;
export type ExaminerReason = (typeof EXAMINER_REASONS)[number];

/** One examiner's verdict on one finding, as results.json lists it under the finding. */
export const LaneVerdictSchema = z.object({
  lane: z.string().min(1),
  verdict: z.enum(VERDICTS),
  /** The `path:line` the examiner cited, as a file of the change or the head tree. */
  evidence: z.string().optional(),
  reason: z.string().optional(),
});
export type LaneVerdict = z.infer<typeof LaneVerdictSchema>;

/** `findings[].examination`. */
export const FindingExaminationSchema = z.object({
  standing: z.enum(STANDINGS),
  verdicts: z.array(LaneVerdictSchema),
});
export type FindingExamination = z.infer<typeof FindingExaminationSchema>;

/** `lanes[].examination`: what one examiner did. */
export const LaneExaminationSchema = z.object({
  status: z.enum(EXAMINER_STATUSES),
  durationMs: z.number().nonnegative(),
  /**
   * When the examiner was started and ended (UTC): beside the lanes' `endedAt`, how long after
   * the last review the round began. Absent for an examiner that was not run.
   */
  startedAt: z.iso.datetime().optional(),
  endedAt: z.iso.datetime().optional(),
  usage: LaneUsageSchema.optional(),
  /** Verdicts that counted. */
  verdicts: z.number().int().nonnegative(),
  /** Entries read and not counted: an unknown or repeated id, a word that is no verdict. */
  ignored: z.number().int().nonnegative(),
  reason: z.enum(EXAMINER_REASONS).optional(),
  detail: z.string().optional(),
});
export type LaneExamination = z.infer<typeof LaneExaminationSchema>;

/** `examination`: the run's round. */
export const RunExaminationSchema = z.object({
  mode: z.enum(EXAMINE_MODES),
  /** Findings sent to examiners. */
  examined: z.number().int().nonnegative(),
  /** Findings that could have been examined but were past `max`. */
  unexamined: z.number().int().nonnegative(),
  reason: z.enum(NO_ROUND_REASONS).optional(),
});
export type RunExamination = z.infer<typeof RunExaminationSchema>;

/** One verdict as a `mode: examine` job hands it over: the finding it is about, not its F-number. */
export const GivenVerdictSchema = LaneVerdictSchema.omit({ lane: true }).extend({
  finding: z.object({
    id: z.string(),
    path: z.string(),
    line: z.number().int(),
    title: z.string(),
  }),
});
export type GivenVerdict = z.infer<typeof GivenVerdictSchema>;

/**
 * One examiner's part of a round another job ran (D22 *Matrix*): what it did, and its verdicts by
 * finding; `examination` is absent when that job's round gave it nothing to examine.
 */
export const ExaminerPartSchema = z.object({
  examiner: z.string().min(1),
  examination: LaneExaminationSchema.optional(),
  verdicts: z.array(GivenVerdictSchema),
  /** That job's round, for the reason it examined nothing. */
  round: RunExaminationSchema,
});
export type ExaminerPart = z.infer<typeof ExaminerPartSchema>;
