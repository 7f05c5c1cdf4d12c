/**
 * What the sticky comment records of its review (D17): the reviewed head and base and the open
 * findings, hidden lines under its marker. The comment, not the artifact: it is read anyway, needs
 * no `actions: read` and never expires. Read only from the header of a comment that is ours (D12).
 */
import { z } from 'zod';
import type { Finding } from '../findings/types.js';
import { SEVERITIES } from '../findings/types.js';
import { LaneUsageSchema } from '../run/usage.js';
import { LANE_STATUSES } from '../vocabulary.js';
import type { ReviewedMarker } from '../incremental/scope.js';
import type { PreviousFinding } from '../incremental/types.js';
import type { IssueComment } from './client.js';
import { commentMarker, isOurComment } from './comment.js';

const REVIEWED_PREFIX = '<!-- reviewer-lanes:reviewed ';
const FINDINGS_PREFIX = '<!-- reviewer-lanes:findings v=1 ';
const SHA = '[0-9a-f]{40}(?:[0-9a-f]{24})?';
const REVIEWED_RE = new RegExp(`^<!-- reviewer-lanes:reviewed head=(${SHA}) base=(${SHA}) -->$`);
const FINDINGS_RE = /^<!-- reviewer-lanes:findings v=1 ([A-Za-z0-9_-]*) -->$/;

/** The record's share of the comment: about 30 findings; the page has the rest of the room. */
export const MAX_RECORD_CHARS = 8_000;
/** A recorded title's length; the page shows the whole one. */
const MAX_TITLE_CHARS = 200;
/** A recorded finding's lanes: more are not named in a record. */
const MAX_LANES = 12;

export function reviewedMarker(m: ReviewedMarker): string {
  return `${REVIEWED_PREFIX}head=${m.head} base=${m.base} -->`;
}

const v1RecordSchema = z.object({
  findings: z.array(
    z.object({
      id: z.string().max(200),
      severity: z.enum(SEVERITIES),
      path: z.string().min(1).max(4096),
      line: z.number().int().positive(),
      endLine: z.number().int().positive().optional(),
      title: z.string().max(MAX_TITLE_CHARS),
      lanes: z.array(z.string().max(200)).max(MAX_LANES),
      agreement: z.number().int().positive(),
      of: z.number().int().positive(),
    }),
  ),
  omitted: z.number().int().nonnegative(),
});

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function recorded(f: PreviousFinding): PreviousFinding {
  return {
    id: f.id,
    severity: f.severity,
    path: f.path,
    line: f.line,
    ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
    title: f.title.length > MAX_TITLE_CHARS ? `${f.title.slice(0, MAX_TITLE_CHARS - 1)}…` : f.title,
    lanes: f.lanes.slice(0, MAX_LANES),
    agreement: f.agreement,
    of: f.of,
  };
}

/** The findings record line: the first findings, in their order, that fit in `maxChars`. */
export function findingsRecord(
  findings: readonly (Finding | PreviousFinding)[],
  maxChars = MAX_RECORD_CHARS,
): string {
  const line = (kept: PreviousFinding[]) =>
    `${FINDINGS_PREFIX}${encode({ findings: kept, omitted: findings.length - kept.length })} -->`;
  const all = findings.map(recorded);
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

/** The hidden lines a review's sticky comment carries under its marker. */
export function reviewedHeader(
  m: ReviewedMarker,
  findings: readonly (Finding | PreviousFinding)[],
): string[] {
  return [reviewedMarker(m), findingsRecord(findings)];
}

export interface RecordedReview {
  marker: ReviewedMarker;
  findings: PreviousFinding[];
  omitted: number;
  /** Why the findings record could not be read, when it could not. */
  problem?: string;
}

/** The review a comment of ours records, from its header only; null when it records none. */
export function readRecordedReview(body: string): RecordedReview | null {
  const lines = body.split(/\r?\n/);
  let marker: ReviewedMarker | null = null;
  let record: string | null = null;
  for (const raw of lines.slice(1)) {
    const line = raw.trim();
    const m = REVIEWED_RE.exec(line);
    if (m && !marker) marker = { head: m[1] as string, base: m[2] as string };
    else if (line.startsWith(FINDINGS_PREFIX) && record === null) record = line;
    else break;
  }
  if (!marker) return null;
  const out: RecordedReview = { marker, findings: [], omitted: 0 };
  if (record === null) return out;
  const data = FINDINGS_RE.exec(record)?.[1];
  let json: unknown = undefined;
  try {
    if (data !== undefined) json = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
  } catch {
    json = undefined;
  }
  const parsed = v1RecordSchema.safeParse(json);
  if (!parsed.success) return { ...out, problem: 'its findings record could not be read' };
  out.findings = parsed.data.findings.map(({ endLine, ...f }) => ({
    ...f,
    ...(endLine !== undefined ? { endLine } : {}),
  }));
  out.omitted = parsed.data.omitted;
  return out;
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
 * The record of version 2: each finding's outcome (D19) and every selected lane's status, time and
 * usage, so the track record (D20) reads what each lane earned from the comment alone.
 */
export const RECORD_VERSION = 2;
export const FINDING_OUTCOMES = ['open', 'addressed', 'dismissed', 'outdated'] as const;
export const DISMISSED_HOW = ['reaction', 'reply', 'thread'] as const;

export const recordSchema = z.object({
  findings: z.array(
    z.object({
      id: z.string().max(200),
      severity: z.enum(SEVERITIES),
      path: z.string().min(1).max(4096),
      line: z.number().int().positive(),
      endLine: z.number().int().positive().optional(),
      title: z.string().max(MAX_TITLE_CHARS),
      lanes: z.array(z.string().max(200)).max(MAX_LANES),
      agreement: z.number().int().positive(),
      of: z.number().int().positive(),
      fingerprint: z.string().max(200),
      outcome: z.enum(FINDING_OUTCOMES),
      by: z.string().max(200).optional(),
      how: z.enum(DISMISSED_HOW).optional(),
      reason: z.string().max(MAX_TITLE_CHARS).optional(),
      commit: z.string().max(64).optional(),
      commentId: z.number().int().positive().optional(),
    }),
  ),
  omitted: z.number().int().nonnegative(),
  lanes: z.array(
    z.object({
      identity: z.string().max(200),
      status: z.enum(LANE_STATUSES),
      durationMs: z.number().int().nonnegative(),
      usage: LaneUsageSchema.optional(),
    }),
  ),
});
export type FindingsRecord = z.infer<typeof recordSchema>;
