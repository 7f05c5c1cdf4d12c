/**
 * track-record.json (D20): each lane's figures over the repository's last closed pull requests,
 * with the counts every rate is made of. One schema, a version, and the published JSON Schema
 * generated from it; the review page reads only a document of this version.
 */
import { z } from 'zod';
import { STANDINGS } from '../examine/schema.js';
import { LANE_STATUSES } from '../vocabulary.js';

/** 2 added each lane's cross-examination and the repository's outcomes by standing (D22). */
export const TRACK_RECORD_VERSION = 2;
export const TRACK_RECORD_FILE = 'track-record.json';
export const TRACK_RECORD_MARKDOWN = 'TRACK-RECORD.md';
export const TRACK_RECORD_CHART = 'track-record.svg';
export const TRACK_RECORD_ARTIFACT = 'reviewer-lanes-track-record';

/** Why a pull request or one of its comments taught nothing (D20: skipped and counted). */
export const SKIP_REASONS = [
  // No record of ours on it: never reviewed, or reviewed before records were kept.
  'no_record',
  // A record of another release (v=1, or a version this one does not know).
  'other_release',
  // Our marker and our author, but the record cannot be read.
  'malformed',
  // Our marker in someone else's comment: never read as a record.
  'not_ours',
  // GitHub could not give the pull request (an error for its node, or its comments' pages).
  'unreadable',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

const count = z.number().int().nonnegative();

export const LaneRecordSchema = z.object({
  identity: z.string().min(1).max(200),
  /** One per pull request whose record lists the lane, by the status it ended that run with. */
  reviews: z.partialRecord(z.enum(LANE_STATUSES), count),
  /** Findings the lane flagged that were posted (in the sticky comment's record). */
  findings: count,
  /** Of them, flagged by at least two lanes (k >= 2). */
  agreed: count,
  addressed: count,
  dismissed: count,
  /** Their lines went away before anyone acted on them. */
  outdated: count,
  /** Still open when the pull request closed. */
  openAtClose: count,
  /** Addressed findings no other lane flagged. */
  uniqueAddressed: count,
  /** Input and output tokens: the lanes' own figures and our estimates, never added together. */
  tokens: z.object({ reported: count, estimated: count }),
  /** Only what lanes reported; absent when none did. */
  costUsd: z.number().nonnegative().optional(),
  /** Per addressed finding, when any was addressed: reported tokens and the reported cost. */
  perAddressed: z
    .object({ reportedTokens: z.number().nonnegative(), costUsd: z.number().nonnegative().optional() })
    .optional(),
  /** Of the runs that ran (reviewed, empty, failed, timed out); null when none did. */
  medianDurationMs: z.number().int().nonnegative().nullable(),
  /**
   * D22: the lane as an examiner of the others' findings. `verdicts`: those it gave that counted
   * (records of earlier releases say nothing: 0). Of the findings it refuted, those later
   * addressed; of those it confirmed, those later dismissed: where its word and people's disagreed.
   */
  examination: z.object({
    verdicts: count,
    refuted: count,
    refutedAddressed: count,
    confirmed: count,
    confirmedDismissed: count,
  }),
});
export type LaneRecord = z.infer<typeof LaneRecordSchema>;

/**
 * D22: what became of the findings of each standing, over the repository: whether
 * cross-examination predicts what people act on. A finding recorded without a standing (never
 * examined, or recorded by an earlier release) counts as unexamined.
 */
export const StandingRecordSchema = z.object({
  standing: z.enum(STANDINGS),
  findings: count,
  addressed: count,
  dismissed: count,
});
export type StandingRecord = z.infer<typeof StandingRecordSchema>;

export const TrackRecordSchema = z.object({
  ok: z.boolean(),
  version: z.literal(TRACK_RECORD_VERSION),
  repository: z.string(),
  /** Whose comments were read as records. */
  identity: z.string(),
  generatedAt: z.string(),
  window: z.object({
    /** Closed pull requests read. */
    prs: count,
    /** The earliest and latest close among them; null when none was read. */
    from: z.string().nullable(),
    to: z.string().nullable(),
    since: z.string().optional(),
  }),
  /** Records read, one per pull request and sticky comment. */
  records: count,
  skipped: z.array(
    z.object({
      pr: z.number().int().positive().nullable(),
      reason: z.enum(SKIP_REASONS),
      detail: z.string().max(500).optional(),
    }),
  ),
  lanes: z.array(LaneRecordSchema),
  /** One entry per standing, in STANDINGS' order. */
  standings: z.array(StandingRecordSchema),
});
export type TrackRecord = z.infer<typeof TrackRecordSchema>;
