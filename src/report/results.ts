/** results.json and the run's outcome (D9), decided once for both entry points. */
import { isAbsolute, relative, sep } from 'node:path';
import type { z } from 'zod';
import { findingCore, type FindingCore } from '../findings/core.js';
import type { Finding } from '../findings/types.js';
import type { ReviewReading } from '../findings/lane-prose.js';
import type { FeedbackEntry, PreviousFinding, RecordedFinding } from '../incremental/types.js';
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
