/**
 * results.json's shape (D9), apart from how a run fills it (results.ts): the matrix's handover
 * checks lane results against it without loading the report.
 */
import { z } from 'zod';
import { LANE_SOURCES } from '../catalog/types.js';
import type { Finding } from '../findings/types.js';
import { DISMISS_HOWS, OUTCOMES } from '../incremental/types.js';
import { FIX_FORMS, SEVERITIES } from '../findings/types.js';
import { LaneUsageSchema } from '../run/usage.js';
import { LANE_STATUSES, REASONS } from '../vocabulary.js';
import { FindingExaminationSchema, LaneExaminationSchema, RunExaminationSchema } from '../examine/schema.js';

/** One lane in results.json; the matrix's lane-results.json carries it with its text (D14). */
export const LaneResultJsonSchema = z.object({
  slug: z.string(),
  identity: z.string(),
  /** Where the lane is declared (D23); absent for a name no lane declares. */
  source: z.enum(LANE_SOURCES).optional(),
  status: z.enum(LANE_STATUSES),
  reason: z.enum(REASONS).optional(),
  detail: z.string().optional(),
  explicit: z.boolean(),
  durationMs: z.number().nonnegative(),
  /** When the lane's review was started and ended (UTC); absent for a lane that was not run. */
  startedAt: z.iso.datetime().optional(),
  endedAt: z.iso.datetime().optional(),
  model: z.string().optional(),
  servedModel: z.string().optional(),
  exitCode: z.number().int().optional(),
  reviewPath: z.string().optional(),
  errPath: z.string().optional(),
  /** What the lane spent (D17): its own figures (`lane`) or our estimate (`estimate`). */
  usage: LaneUsageSchema.optional(),
  /** D22: what the lane did as an examiner, apart from its review; absent when it examined nothing. */
  examination: LaneExaminationSchema.optional(),
});

/** A finding as results.json shows it: without each lane's own text. */
export const FindingEntrySchema = z.object({
  id: z.string().min(1),
  severity: z.enum(SEVERITIES),
  path: z.string().min(1),
  line: z.number().int().positive(),
  endLine: z.number().int().positive().optional(),
  title: z.string(),
  lanes: z.array(z.string()),
  agreement: z.number().int().positive(),
});

/** D19: the lane's fix GitHub can commit: the new text of `line`..`endLine`, one entry per line. */
const SuggestionEntrySchema = z.object({
  lane: z.string(),
  form: z.enum(FIX_FORMS),
  lines: z.array(z.string()),
});

/** D19: a finding with what became of it. */
export const OutcomeEntrySchema = FindingEntrySchema.extend({
  fingerprint: z.string(),
  outcome: z.enum(OUTCOMES),
  by: z.string().optional(),
  how: z.enum(DISMISS_HOWS).optional(),
  reason: z.string().optional(),
  commit: z.string().optional(),
  commentId: z.number().int().positive().optional(),
});

/** D19: a 👎 or `/dismiss` read on one of our inline comments; `counted` when it dismissed. */
const FeedbackEntrySchema = z.object({
  commentId: z.number().int().positive(),
  by: z.string(),
  how: z.enum(DISMISS_HOWS),
  counted: z.boolean(),
  reason: z.string().optional(),
});

/**
 * results.json's version: 2 added `outcomes`, `dismissed` and `feedback` (D19); 3 the
 * cross-examination (D22): `examination` on the run, its findings and its lanes. Absent reads as 1.
 */
export const RESULTS_VERSION = 3;

/** The published shape. */
export const ResultsJsonSchema = z.object({
  version: z.number().int().positive().default(1),
  ok: z.boolean(),
  lanes: z.array(LaneResultJsonSchema),
  /** D16: the merged findings; a results.json from before findings reads as having none. */
  findings: z
    .array(
      FindingEntrySchema.extend({
        lanes: z.array(z.string()).min(1),
        inline: z.boolean(),
        suggestion: SuggestionEntrySchema.optional(),
        /** D22: the finding's standing and each examiner's verdict; absent when not examined. */
        examination: FindingExaminationSchema.optional(),
      }),
    )
    .default([]),
  /** D17: the last review's findings the new commits left alone; `findings` is only this run's. */
  carriedFindings: z.array(FindingEntrySchema).optional(),
  /**
   * D19: every finding posted on the pull request and what became of it — open (this run's and
   * the carried), dismissed (by, how, reason), addressed (commit), outdated.
   */
  outcomes: z.array(OutcomeEntrySchema).default([]),
  /** D19: the dismissed findings, out of `findings`, the counts and the gate. */
  dismissed: z.array(OutcomeEntrySchema).default([]),
  /** D19: the feedback read on our inline comments, that of people without write access included. */
  feedback: z.array(FeedbackEntrySchema).default([]),
  /** D22: the round: how many findings were examined, or why there was none. */
  examination: RunExaminationSchema.optional(),
});
export type ResultsJson = z.infer<typeof ResultsJsonSchema>;

/** Agreement from which a finding counts as agreed (D16: the `agreed-findings` output, `agreed-high`). */
export const AGREED = 2;

/** What the gate reads of a finding: this run's, or one carried from the last review (D17). */
export type GatedFinding = Pick<
  Finding,
  'id' | 'severity' | 'agreement' | 'path' | 'line' | 'lanes' | 'title'
>;
