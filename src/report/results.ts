/** results.json and the run's outcome (D9), decided once for both entry points. */
import { isAbsolute, relative, sep } from 'node:path';
import type { z } from 'zod';
import { findingCore, type FindingCore } from '../findings/core.js';
import type { CrossExamination, ExaminedFinding } from '../examine/index.js';
import type { ReviewReading } from '../findings/lane-prose.js';
import type { FeedbackEntry, PreviousFinding, RecordedFinding } from '../incremental/types.js';
import type { LaneSource } from '../catalog/types.js';
import type { LaneResult } from '../run/types.js';
import type { FailOn } from '../vocabulary.js';
import { parseReview } from './consensus.js';
import {
  AGREED,
  RESULTS_VERSION,
  type FindingEntrySchema,
  type GatedFinding,
  type OutcomeEntrySchema,
  type ResultsJson,
} from './results-schema.js';

export type Failure =
  | { why: 'not_reviewed'; identity: string; slug: string; status: string; reason?: string }
  | { why: 'risk_high'; identity: string; slug: string }
  | { why: 'agreed_high'; finding: GatedFinding }
  /** No lane ended `reviewed`: a review that reviewed nothing is no pass. */
  | { why: 'nothing_reviewed' };

export interface Outcome {
  ok: boolean;
  /** Why the run fails: each lane or finding that caused it, and how. */
  failures: Failure[];
}

/**
 * D9: fails when an explicitly requested lane did not end `reviewed`, or when no lane did (unless
 * the change held nothing to review); `failOn: 'high'` adds any lane whose risk is HIGH,
 * `'agreed-high'` (D16) a HIGH finding two or more lanes flagged.
 */
export function computeOutcome(
  results: readonly LaneResult[],
  failOn: FailOn,
  findings: readonly GatedFinding[] = [],
  /** Each reviewed lane's reading, when the findings stage has read them (no second parse). */
  readings?: ReadonlyMap<string, Pick<ReviewReading, 'risk'>>,
  /** The change held no file to review, so no lane was run. */
  nothingToReview = false,
): Outcome {
  const riskOf = (r: LaneResult) => (readings?.get(r.identity) ?? parseReview(r.body)).risk;
  const failures: Failure[] = [];
  for (const r of results) {
    if (r.explicit && r.status !== 'reviewed')
      failures.push({
        identity: r.identity,
        slug: r.slug,
        why: 'not_reviewed',
        status: r.status,
        ...(r.reason ? { reason: r.reason } : {}),
      });
    else if (failOn === 'high' && r.status === 'reviewed' && riskOf(r) === 'HIGH') {
      failures.push({ identity: r.identity, slug: r.slug, why: 'risk_high' });
    }
  }
  if (!nothingToReview && !results.some((r) => r.status === 'reviewed'))
    failures.push({ why: 'nothing_reviewed' });
  if (failOn === 'agreed-high') {
    for (const f of findings)
      if (f.severity === 'HIGH' && f.agreement >= AGREED) failures.push({ why: 'agreed_high', finding: f });
  }
  return { ok: failures.length === 0, failures };
}

/** The findings that failed `fail-on: agreed-high`, each as `path:line "title" (lanes)`. */
export const gatedFindings = (failures: readonly Failure[]): string[] =>
  failures.flatMap((f) =>
    f.why === 'agreed_high'
      ? [`${f.finding.path}:${f.finding.line} "${f.finding.title}" (${f.finding.lanes.join(', ')})`]
      : [],
  );

/** Why the run failed, one line per kind: what the CLI prints and the action fails the step with. */
export function failureLines(failures: readonly Failure[]): string[] {
  const lines: string[] = [];
  const notReviewed = failures.flatMap((f) =>
    f.why === 'not_reviewed' ? [`${f.identity} (${f.status}${f.reason ? `: ${f.reason}` : ''})`] : [],
  );
  if (notReviewed.length > 0) lines.push(`Requested lanes did not end reviewed: ${notReviewed.join(', ')}`);
  if (failures.some((f) => f.why === 'nothing_reviewed'))
    lines.push('No lane reviewed the change: REVIEWS.md says why each selected lane did not');
  const high = failures.flatMap((f) => (f.why === 'risk_high' ? [f.identity] : []));
  if (high.length > 0) lines.push(`A lane's Risk Assessment is HIGH (fail-on: high): ${high.join(', ')}`);
  const agreed = gatedFindings(failures);
  if (agreed.length > 0)
    lines.push(
      `HIGH findings flagged by ${AGREED} or more lanes (fail-on: agreed-high): ${agreed.join(', ')}`,
    );
  return lines;
}

/** REVIEWS.md's note when no lane reviewed: each selected lane and why it did not. */
export function nothingReviewedNote(
  lanes: ReadonlyArray<{ identity: string; status: string; reason?: string; detail?: string }>,
): string {
  const why = lanes.map(
    (l) => `${l.identity} ${l.status}${l.reason ? ` (${l.reason}${l.detail ? `: ${l.detail}` : ''})` : ''}`,
  );
  return `No lane reviewed this change: ${why.length > 0 ? why.join('; ') : 'no lane was selected'}.`;
}

function relativePath(p: string | undefined, outDir: string | undefined): string | undefined {
  if (p === undefined) return undefined;
  const rel = outDir && isAbsolute(p) ? relative(outDir, p) : p;
  return rel.split(sep).join('/');
}

/** A finding as results.json lists it: its core, without the n of "k of n" (the schema has none). */
function entry(f: FindingCore): z.infer<typeof FindingEntrySchema> {
  const { of: _of, ...core } = findingCore(f);
  return core;
}

/** results.json: every lane's outcome without its text; paths relative to the out directory. */
export function buildResultsJson(
  results: readonly LaneResult[],
  ok: boolean,
  outDir?: string,
  findings: readonly ExaminedFinding[] = [],
  examination?: Pick<CrossExamination, 'lanes' | 'examination'>,
  /** Where each lane is declared, by identity (D23). */
  sources?: ReadonlyMap<string, LaneSource>,
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
      if (r.startedAt !== undefined) lane.startedAt = r.startedAt;
      if (r.endedAt !== undefined) lane.endedAt = r.endedAt;
      const source = sources?.get(r.identity);
      if (source !== undefined) lane.source = source;
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
      const examined = examination?.lanes.get(r.identity);
      if (examined) lane.examination = examined;
      return lane;
    }),
    findings: findings.map((f) => ({
      ...entry(f),
      inline: f.inline,
      ...(f.suggestion
        ? { suggestion: { lane: f.suggestion.identity, form: f.suggestion.form, lines: f.suggestion.lines } }
        : {}),
      ...(f.examination ? { examination: f.examination } : {}),
    })),
    outcomes: [],
    dismissed: [],
    feedback: [],
    ...(examination ? { examination: examination.examination } : {}),
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
