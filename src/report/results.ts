/** results.json and the run's outcome (D9), decided once for both entry points. */
import { isAbsolute, relative, sep } from 'node:path';
import { z } from 'zod';
import type { Finding } from '../findings/types.js';
import type { ReviewReading } from '../findings/review.js';
import {
  DISMISS_HOWS,
  OUTCOMES,
  type FeedbackEntry,
  type PreviousFinding,
  type RecordedFinding,
} from '../incremental/types.js';
import type { LaneResult } from '../run/types.js';
import { FIX_FORMS, SEVERITIES } from '../findings/types.js';
import { LaneUsageSchema } from '../run/usage.js';
import { LANE_STATUSES, REASONS, type FailOn } from '../vocabulary.js';
import { parseReview } from './consensus.js';

/** One lane in results.json; the matrix's lane-results.json carries it with its text (D14). */
export const LaneResultJsonSchema = z.object({
  slug: z.string(),
  identity: z.string(),
  status: z.enum(LANE_STATUSES),
  reason: z.enum(REASONS).optional(),
  detail: z.string().optional(),
  explicit: z.boolean(),
  durationMs: z.number().nonnegative(),
  model: z.string().optional(),
  servedModel: z.string().optional(),
  exitCode: z.number().int().optional(),
  reviewPath: z.string().optional(),
  errPath: z.string().optional(),
  /** What the lane spent (D17): its own figures (`lane`) or our estimate (`estimate`). */
  usage: LaneUsageSchema.optional(),
});

/** A finding as results.json shows it: without each lane's own text. */
const FindingEntrySchema = z.object({
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
const OutcomeEntrySchema = FindingEntrySchema.extend({
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

/** results.json's version: 2 added `outcomes`, `dismissed` and `feedback` (D19); absent reads as 1. */
export const RESULTS_VERSION = 2;

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
});
export type ResultsJson = z.infer<typeof ResultsJsonSchema>;

/** Agreement from which a finding counts as agreed (D16: the `agreed-findings` output, `agreed-high`). */
export const AGREED = 2;

/** What the gate reads of a finding: this run's, or one carried from the last review (D17). */
export type GatedFinding = Pick<Finding, 'id' | 'severity' | 'agreement' | 'path' | 'line' | 'lanes'>;

export type Failure =
  | { why: 'not_reviewed' | 'risk_high'; identity: string; slug: string }
  | { why: 'agreed_high'; finding: GatedFinding };

export interface Outcome {
  ok: boolean;
  /** Why the run fails: each lane or finding that caused it, and how. */
  failures: Failure[];
}

/**
 * D9: fails when an explicitly requested lane did not end `reviewed`; `failOn: 'high'` adds any
 * lane whose risk is HIGH, `'agreed-high'` (D16) a HIGH finding two or more lanes flagged.
 */
export function computeOutcome(
  results: readonly LaneResult[],
  failOn: FailOn,
  findings: readonly GatedFinding[] = [],
  /** Each reviewed lane's reading, when the findings stage has read them (no second parse). */
  readings?: ReadonlyMap<string, Pick<ReviewReading, 'risk'>>,
): Outcome {
  const riskOf = (r: LaneResult) => (readings?.get(r.identity) ?? parseReview(r.body)).risk;
  const failures: Failure[] = [];
  for (const r of results) {
    if (r.explicit && r.status !== 'reviewed')
      failures.push({ identity: r.identity, slug: r.slug, why: 'not_reviewed' });
    else if (failOn === 'high' && r.status === 'reviewed' && riskOf(r) === 'HIGH') {
      failures.push({ identity: r.identity, slug: r.slug, why: 'risk_high' });
    }
  }
  if (failOn === 'agreed-high') {
    for (const f of findings)
      if (f.severity === 'HIGH' && f.agreement >= AGREED) failures.push({ why: 'agreed_high', finding: f });
  }
  return { ok: failures.length === 0, failures };
}

function relativePath(p: string | undefined, outDir: string | undefined): string | undefined {
  if (p === undefined) return undefined;
  const rel = outDir && isAbsolute(p) ? relative(outDir, p) : p;
  return rel.split(sep).join('/');
}

function entry(
  f: Pick<Finding, 'id' | 'severity' | 'path' | 'line' | 'endLine' | 'title' | 'lanes' | 'agreement'>,
): z.infer<typeof FindingEntrySchema> {
  return {
    id: f.id,
    severity: f.severity,
    path: f.path,
    line: f.line,
    ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
    title: f.title,
    lanes: [...f.lanes],
    agreement: f.agreement,
  };
}

/** results.json: every lane's outcome without its text; paths relative to the out directory. */
export function buildResultsJson(
  results: readonly LaneResult[],
  ok: boolean,
  outDir?: string,
  findings: readonly Finding[] = [],
): ResultsJson {
  return {
    version: RESULTS_VERSION,
    ok,
    lanes: results.map((r) => {
      const lane: ResultsJson['lanes'][number] = {
        slug: r.slug,
        identity: r.identity,
        status: r.status,
        explicit: r.explicit,
        durationMs: r.durationMs,
      };
      if (r.reason !== undefined) lane.reason = r.reason;
      if (r.detail !== undefined) lane.detail = r.detail;
      if (r.model !== undefined) lane.model = r.model;
      if (r.servedModel !== undefined) lane.servedModel = r.servedModel;
      if (r.exitCode !== undefined) lane.exitCode = r.exitCode;
      const review = relativePath(r.reviewPath, outDir);
      const err = relativePath(r.errPath, outDir);
      if (review !== undefined) lane.reviewPath = review;
      if (err !== undefined) lane.errPath = err;
      if (r.usage !== undefined) lane.usage = { ...r.usage };
      return lane;
    }),
    findings: findings.map((f) => ({
      ...entry(f),
      inline: f.inline,
      ...(f.suggestion
        ? { suggestion: { lane: f.suggestion.identity, form: f.suggestion.form, lines: f.suggestion.lines } }
        : {}),
    })),
    outcomes: [],
    dismissed: [],
    feedback: [],
  };
}

function outcomeEntry(r: RecordedFinding): z.infer<typeof OutcomeEntrySchema> {
  return {
    ...entry(r),
    fingerprint: r.fingerprint,
    outcome: r.outcome,
    ...(r.by !== undefined ? { by: r.by } : {}),
    ...(r.how !== undefined ? { how: r.how } : {}),
    ...(r.reason !== undefined ? { reason: r.reason } : {}),
    ...(r.commit !== undefined ? { commit: r.commit } : {}),
    ...(r.commentId !== undefined ? { commentId: r.commentId } : {}),
  };
}

/** results.json with every finding's outcome, the dismissed ones and the feedback read (D19). */
export function withOutcomes(
  results: ResultsJson,
  record: readonly RecordedFinding[],
  dismissed: readonly RecordedFinding[],
  feedback: readonly FeedbackEntry[],
): ResultsJson {
  return {
    ...results,
    outcomes: record.map(outcomeEntry),
    dismissed: dismissed.map(outcomeEntry),
    feedback: feedback.map((f) => ({ ...f })),
  };
}

/** results.json with the findings this page carried (D17); absent when nothing was. */
export function withCarried(results: ResultsJson, carried: readonly PreviousFinding[]): ResultsJson {
  if (carried.length === 0) return results;
  return {
    ...results,
    carriedFindings: carried.map(entry),
  };
}
