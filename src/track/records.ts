/**
 * What a closed pull request's comments record (D20), trusted only as far as they deserve: a
 * record is read from a comment whose author is our identity and whose first line is our
 * sticky marker; the same marker in anyone else's comment, a record of another release and one
 * that cannot be read are skipped and counted, never read.
 */
import type { HistoryPull, HistoryThread } from '../github/history.js';
import { RECORD_VERSION, recordSchema, type FindingsRecord } from '../github/sticky-record.js';
import type { SkipReason } from './schema.js';

/** The sticky comment's first line (github/comment.ts), whatever its comment id. */
const STICKY_MARKER_RE = /^<!-- reviewer-lanes:comment id=[A-Za-z0-9][A-Za-z0-9._:-]{0,80} -->$/;
const REVIEWED_RE = /^<!-- reviewer-lanes:reviewed /;
const FINDINGS_RE = /^<!-- reviewer-lanes:findings v=(\d{1,6}) ([A-Za-z0-9_-]*) -->$/;

export interface PullRecord {
  pr: number;
  commentId: number;
  record: FindingsRecord;
  /** The pull request's review threads, for what happened after the record was written. */
  threads: HistoryThread[];
}

export interface Skip {
  pr: number | null;
  reason: SkipReason;
  detail?: string;
}

/** Logins are case-insensitive on GitHub. */
export const sameLogin = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

type Reading = { record: FindingsRecord } | { skip: SkipReason; detail: string } | null;

/** The record under a sticky marker's hidden lines; null when the comment records no review. */
export function readRecord(body: string): Reading {
  const lines = body.split(/\r?\n/);
  let reviewed = false;
  for (const raw of lines.slice(1)) {
    const line = raw.trim();
    if (REVIEWED_RE.test(line)) {
      reviewed = true;
      continue;
    }
    const m = FINDINGS_RE.exec(line);
    if (!m) break;
    const version = Number(m[1]);
    if (version !== RECORD_VERSION)
      return {
        skip: 'other_release',
        detail: `a record of version ${version}; this release reads ${RECORD_VERSION}`,
      };
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(m[2] ?? '', 'base64url').toString('utf8'));
    } catch {
      return { skip: 'malformed', detail: 'the record is not base64url JSON' };
    }
    const parsed = recordSchema.safeParse(json);
    if (!parsed.success) return { skip: 'malformed', detail: 'the record is not of the version 2 shape' };
    return { record: parsed.data };
  }
  // A review's comment always carries its record; a check's comment carries none.
  return reviewed ? { skip: 'malformed', detail: 'a reviewed marker without a findings record' } : null;
}

/** The records of one pull request, and what was skipped in it. */
export function pullRecords(pull: HistoryPull, identity: string): { records: PullRecord[]; skipped: Skip[] } {
  const records: PullRecord[] = [];
  const skipped: Skip[] = [];
  for (const c of pull.comments) {
    const first = c.body.split(/\r?\n/, 1)[0]?.trim() ?? '';
    if (!STICKY_MARKER_RE.test(first)) continue;
    if (!sameLogin(c.login, identity)) {
      skipped.push({
        pr: pull.number,
        reason: 'not_ours',
        detail: `comment ${c.id} by ${c.login || 'a deleted account'}`,
      });
      continue;
    }
    const reading = readRecord(c.body);
    if (reading === null) continue;
    if ('skip' in reading)
      skipped.push({ pr: pull.number, reason: reading.skip, detail: `comment ${c.id}: ${reading.detail}` });
    else records.push({ pr: pull.number, commentId: c.id, record: reading.record, threads: pull.threads });
  }
  if (records.length === 0 && !skipped.some((s) => s.reason !== 'not_ours'))
    skipped.push({ pr: pull.number, reason: 'no_record' });
  return { records, skipped };
}
