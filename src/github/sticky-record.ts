/**
 * What the sticky comment records of its review (D17, D19): the reviewed head and base, every
 * finding with its fingerprint and outcome, and each lane's status and spend, hidden lines under
 * its marker. The comment, not the artifact: it is read anyway, needs
 * no `actions: read` and never expires. Read only from the header of a comment that is ours (D12).
 */
import { z } from 'zod';
import { STANDINGS } from '../examine/schema.js';
import type { ExaminedFinding } from '../examine/standing.js';
import { findingCore } from '../findings/core.js';
import { SEVERITIES } from '../findings/types.js';
import type { ReviewedMarker } from '../incremental/scope.js';
import { keptStanding, previousOf } from '../incremental/standing.js';
import { DISMISS_HOWS, OUTCOMES, type PreviousFinding, type RecordedFinding } from '../incremental/types.js';
import { LANE_STATUSES, USAGE_SOURCES } from '../vocabulary.js';
import type { IssueComment } from './client.js';
import { commentMarker, isOurComment } from './comment.js';

const REVIEWED_PREFIX = '<!-- reviewer-lanes:reviewed ';
/**
 * The record's version: 2 added each finding's fingerprint and outcome, and the lanes (D19). A
 * finding's standing and its confirming and refuting examiners, and each lane's verdicts given
 * (D22), are optional and a reader drops keys it does not know: still 2.
 */
export const RECORD_VERSION = 2;
const FINDINGS_PREFIX = `<!-- reviewer-lanes:findings v=${RECORD_VERSION} `;
/** Any version's record line; only ours is read, another is "another release". */
const ANY_FINDINGS_PREFIX = '<!-- reviewer-lanes:findings v=';
const SHA = '[0-9a-f]{40}(?:[0-9a-f]{24})?';
const REVIEWED_RE = new RegExp(`^<!-- reviewer-lanes:reviewed head=(${SHA}) base=(${SHA}) -->$`);
const FINDINGS_RE = /^<!-- reviewer-lanes:findings v=(\d+) ([A-Za-z0-9_-]*) -->$/;

/** The record's share of the comment: about 30 findings; the page has the rest of the room. */
export const MAX_RECORD_CHARS = 8_000;
/** A recorded title's length; the page shows the whole one. */
const MAX_TITLE_CHARS = 200;
/** A recorded dismissal reason's length. */
const MAX_REASON_CHARS = 200;
/** A recorded finding's lanes: more are not named in a record. */
const MAX_LANES = 12;

export function reviewedMarker(m: ReviewedMarker): string {
  return `${REVIEWED_PREFIX}head=${m.head} base=${m.base} -->`;
}

const positive = z.number().int().positive();

const recordedFindingSchema = z.object({
  id: z.string().max(200),
  severity: z.enum(SEVERITIES),
  path: z.string().min(1).max(4096),
  line: positive,
  endLine: positive.optional(),
  title: z.string().max(MAX_TITLE_CHARS),
  lanes: z.array(z.string().max(200)).max(MAX_LANES),
  agreement: positive,
  of: positive,
  fingerprint: z.string().max(64),
  outcome: z.enum(OUTCOMES),
  by: z.string().max(200).optional(),
  how: z.enum(DISMISS_HOWS).optional(),
  reason: z.string().max(MAX_REASON_CHARS).optional(),
  commit: z.string().max(64).optional(),
  commentId: positive.optional(),
  standing: z.enum(STANDINGS).optional(),
  /** D22: the examiners that confirmed it, and those that refuted it (the track record counts them). */
  confirmedBy: z.array(z.string().max(200)).max(MAX_LANES).optional(),
  refutedBy: z.array(z.string().max(200)).max(MAX_LANES).optional(),
});

const recordedLaneSchema = z.object({
  identity: z.string().max(200),
  status: z.enum(LANE_STATUSES),
  durationMs: z.number().int().nonnegative(),
  usage: z
    .object({
      inputTokens: z.number().int().nonnegative().optional(),
      outputTokens: z.number().int().nonnegative().optional(),
      costUsd: z.number().nonnegative().optional(),
      source: z.enum(USAGE_SOURCES),
    })
    .optional(),
  /** D22: the verdicts this lane gave as an examiner that counted; absent when it examined nothing. */
  verdicts: z.number().int().nonnegative().optional(),
});

/** The sticky comment's record, version 2 (the track record reads it too). */
export const recordSchema = z.object({
  findings: z.array(recordedFindingSchema),
  omitted: z.number().int().nonnegative(),
  lanes: z.array(recordedLaneSchema),
});

export type FindingsRecord = z.infer<typeof recordSchema>;
export type RecordedLane = FindingsRecord['lanes'][number];

/** Version 1's findings: read as open, without fingerprints (an earlier release wrote them). */
const recordV1Schema = z.object({
  findings: z.array(
    recordedFindingSchema.omit({
      fingerprint: true,
      outcome: true,
      by: true,
      how: true,
      reason: true,
      commit: true,
      commentId: true,
    }),
  ),
  omitted: z.number().int().nonnegative(),
});

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const clipped = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

function recorded(f: RecordedFinding): RecordedFinding {
  return {
    ...findingCore(f),
    title: clipped(f.title, MAX_TITLE_CHARS),
    lanes: f.lanes.slice(0, MAX_LANES),
    fingerprint: f.fingerprint,
    outcome: f.outcome,
    ...(f.by !== undefined ? { by: clipped(f.by, 200) } : {}),
    ...(f.how !== undefined ? { how: f.how } : {}),
    ...(f.reason !== undefined ? { reason: clipped(f.reason, MAX_REASON_CHARS) } : {}),
    ...(f.commit !== undefined ? { commit: f.commit } : {}),
    ...(f.commentId !== undefined ? { commentId: f.commentId } : {}),
    ...clippedLanes(keptStanding(f)),
  };
}

/** The examiners, as many as a record names. */
function clippedLanes<T extends { confirmedBy?: string[]; refutedBy?: string[] }>(k: T): T {
  return {
    ...k,
    ...(k.confirmedBy ? { confirmedBy: k.confirmedBy.slice(0, MAX_LANES) } : {}),
    ...(k.refutedBy ? { refutedBy: k.refutedBy.slice(0, MAX_LANES) } : {}),
  };
}

/** A lane of the run as the record keeps it: never cut, whatever else is. */
export function recordedLane(
  r: {
    identity: string;
    status: RecordedLane['status'];
    durationMs: number;
    usage?: RecordedLane['usage'];
  },
  /** D22: the verdicts it gave as an examiner that counted, when it examined. */
  verdicts?: number,
): RecordedLane {
  return {
    identity: r.identity,
    status: r.status,
    durationMs: Math.max(0, Math.round(r.durationMs)),
    ...(r.usage ? { usage: { ...r.usage } } : {}),
    ...(verdicts !== undefined ? { verdicts } : {}),
  };
}

/** Dismissed first: a later run must keep them suppressed; then open, then the settled ones. */
const KEEP_ORDER: Record<RecordedFinding['outcome'], number> = {
  dismissed: 0,
  open: 1,
  addressed: 2,
  outdated: 3,
};

/**
 * The findings record line: the lanes whole, and the first findings (dismissed, open, then the
 * settled ones) that fit in `maxChars`.
 */
export function findingsRecord(
  findings: readonly RecordedFinding[],
  lanes: readonly RecordedLane[] = [],
  maxChars = MAX_RECORD_CHARS,
): string {
  const line = (kept: RecordedFinding[]) =>
    `${FINDINGS_PREFIX}${encode({ findings: kept, omitted: findings.length - kept.length, lanes: [...lanes] } satisfies FindingsRecord)} -->`;
  const all = findings
    .map(recorded)
    .map((f, i) => ({ f, i }))
    .sort((a, b) => KEEP_ORDER[a.f.outcome] - KEEP_ORDER[b.f.outcome] || a.i - b.i)
    .map(({ f }) => f);
  // The largest prefix that fits, by halving: a record is encoded at most log2(n) + 1 times.
  let lo = 0;
  let hi = all.length;
  if (line(all).length <= maxChars) return line(all);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (line(all.slice(0, mid)).length <= maxChars) lo = mid;
    else hi = mid - 1;
  }
  return line(all.slice(0, lo));
}

/** A finding of this run or the last as an open record entry, when no outcome was settled for it. */
export function openRecord(f: PreviousFinding | ExaminedFinding): RecordedFinding {
  return { ...previousOf(f), fingerprint: '', outcome: 'open' };
}

/** The hidden lines a review's sticky comment carries under its marker. */
export function reviewedHeader(
  m: ReviewedMarker,
  findings: readonly RecordedFinding[],
  lanes: readonly RecordedLane[] = [],
): string[] {
  return [reviewedMarker(m), findingsRecord(findings, lanes)];
}

/** The previous review as our sticky comment's header records it: what the look back is read from. */
export interface PreviousReviewRecord {
  marker: ReviewedMarker;
  /** The open findings, for a delta review to carry (D17). */
  findings: PreviousFinding[];
  /** Every recorded finding with its outcome (D19); a v1 record's are all open, without fingerprints. */
  recorded: RecordedFinding[];
  omitted: number;
  /** The record's version; 0 when there is no findings line. */
  version: number;
  /** Why the findings record could not be read, when it could not. */
  problem?: string;
}

/** The review a comment of ours records, from its header only; null when it records none. */
export function readPreviousReviewRecord(body: string): PreviousReviewRecord | null {
  const lines = body.split(/\r?\n/);
  let marker: ReviewedMarker | null = null;
  let record: string | null = null;
  for (const raw of lines.slice(1)) {
    const line = raw.trim();
    const m = REVIEWED_RE.exec(line);
    if (m && !marker) marker = { head: m[1] as string, base: m[2] as string };
    else if (line.startsWith(ANY_FINDINGS_PREFIX) && record === null) record = line;
    else break;
  }
  if (!marker) return null;
  const out: PreviousReviewRecord = { marker, findings: [], recorded: [], omitted: 0, version: 0 };
  if (record === null) return out;
  const m = FINDINGS_RE.exec(record);
  const version = Number(/^<!-- reviewer-lanes:findings v=(\d+) /.exec(record)?.[1] ?? 0);
  let json: unknown = undefined;
  try {
    if (m?.[2] !== undefined) json = JSON.parse(Buffer.from(m[2], 'base64url').toString('utf8'));
  } catch {
    json = undefined;
  }
  const malformed = { ...out, version, problem: 'its findings record could not be read' };
  if (version === 1) {
    const v1 = recordV1Schema.safeParse(json);
    if (!v1.success) return malformed;
    out.recorded = v1.data.findings.map((f) => openRecord(withoutUndefined(f)));
    out.omitted = v1.data.omitted;
  } else if (version === RECORD_VERSION) {
    const v2 = recordSchema.safeParse(json);
    if (!v2.success) return malformed;
    out.recorded = v2.data.findings.map(withoutUndefined);
    out.omitted = v2.data.omitted;
  } else {
    const problem =
      version === 0
        ? 'its findings record could not be read'
        : `its findings record is of another release (v=${version})`;
    return { ...out, version, problem };
  }
  out.version = version;
  out.findings = out.recorded.filter((f) => f.outcome === 'open').map(previousOf);
  return out;
}

/** zod keeps an absent optional key absent; this drops one present as undefined (exactOptionalPropertyTypes). */
function withoutUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** The oldest comment of ours for `commentId` (the one a publish updates), if there is one. */
export function ourStickyComment(
  comments: readonly IssueComment[],
  commentId: string,
  login: string,
): IssueComment | undefined {
  const marker = commentMarker(commentId);
  return [...comments].filter((c) => isOurComment(c, marker, login)).sort((a, b) => a.id - b.id)[0];
}

/**
 * A comment of ours split where its record ends: the marker, the record's hidden lines (what the
 * look back and the track record read, kept verbatim by a progress update), and the page below.
 */
export function splitRecord(body: string): { marker: string; record: string[]; page: string } {
  const lines = body.split(/\r?\n/);
  let end = 1;
  while (end < lines.length) {
    const line = (lines[end] as string).trim();
    if (!line.startsWith(REVIEWED_PREFIX) && !line.startsWith(ANY_FINDINGS_PREFIX)) break;
    end++;
  }
  return { marker: lines[0] ?? '', record: lines.slice(1, end), page: lines.slice(end).join('\n') };
}
