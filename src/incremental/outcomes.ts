/**
 * What became of each finding (D19), settled once per run: this run's findings and the carried
 * ones are `open` unless someone with write access dismissed them; the last review's findings the
 * new commits changed and this review did not raise again are `addressed`; those whose file is
 * gone, or that a full review cannot follow through a rewritten history, are `outdated`. A
 * dismissed finding is followed by its fingerprint, and by where GitHub (or the delta) places it.
 */
import { findingId } from '../findings/findings.js';
import { SEVERITIES, type Finding, type Severity } from '../findings/types.js';
import { NEAR_LINES, carryThrough, type DeltaFile } from './carry.js';
import { previousOf } from './standing.js';
import type { Dismissal, PreviousFinding, RecordedFinding, PreviousReviewFeedback } from './types.js';

export interface SettleInput {
  /** This run's findings. */
  fresh: readonly Finding[];
  /** The last review's open findings on untouched lines, at their new lines, none superseded. */
  carried: readonly PreviousFinding[];
  /** The last review's open findings on lines the new commits changed (a delta review). */
  touched: readonly PreviousFinding[];
  /** A finding's fingerprint at the reviewed head. */
  fingerprintOf: (f: Pick<Finding, 'path' | 'line' | 'title'>) => string;
  history?: PreviousReviewFeedback;
  /** The new commits' files, on a delta review. */
  delta?: readonly DeltaFile[];
  /** The reviewed head's files. */
  headFiles: ReadonlySet<string>;
  /** The commit of the reviewed range that last changed `path` (a delta review). */
  changedBy: (path: string) => string | undefined;
}

export interface Settled {
  /** This run's findings nobody dismissed: what is posted, counted and gated. */
  findings: Finding[];
  carried: PreviousFinding[];
  /** Every dismissed finding of the pull request, those this run raised again included. */
  dismissed: RecordedFinding[];
  /** Every finding with its outcome, for the record and results.json: open, dismissed, addressed, outdated. */
  record: RecordedFinding[];
  /** Each open finding's fingerprint and comment, by finding. */
  open: Map<Finding | PreviousFinding, RecordedFinding>;
}

type Placed = { path: string; line: number; endLine?: number };

const near = (a: Placed, b: Placed) =>
  a.path === b.path &&
  Math.max(a.line, b.line) -
    Math.min(Math.max(a.line, a.endLine ?? a.line), Math.max(b.line, b.endLine ?? b.line)) <=
    NEAR_LINES;

/** A dismissal as this run follows it: who and why, its fingerprint, and where it stands now. */
interface Followed {
  fingerprint: string | undefined;
  at: Placed | null;
  entry: RecordedFinding;
}

const severityOf = (s: string | undefined): Severity =>
  (SEVERITIES as readonly string[]).includes(s ?? '') ? (s as Severity) : 'MEDIUM';

/** A dismissal of a comment the record does not hold (cut, or of an older release): from the comment. */
function fromComment(d: Dismissal): RecordedFinding {
  const line = d.line ?? 1;
  return {
    id: findingId(d.path, d.title),
    severity: severityOf(d.severity),
    path: d.path,
    line: d.startLine ?? line,
    ...(d.startLine !== null && d.line !== null && d.startLine < d.line ? { endLine: d.line } : {}),
    title: d.title,
    lanes: [],
    agreement: 1,
    of: 1,
    fingerprint: d.fingerprint ?? '',
    outcome: 'dismissed',
  };
}

function dismissedEntry(base: RecordedFinding, d: Dismissal): RecordedFinding {
  const { reason: _r, commit: _c, ...rest } = base;
  return {
    ...rest,
    outcome: 'dismissed',
    by: d.by,
    how: d.how,
    ...(d.reason ? { reason: d.reason } : {}),
    commentId: d.commentId,
  };
}

/** The dismissals of this run: the live comments' first, then the record's that they do not repeat. */
function followDismissals(input: SettleInput): Followed[] {
  const recorded = input.history?.recorded ?? [];
  const out: Followed[] = [];
  for (const d of input.history?.dismissals ?? []) {
    const base =
      recorded.find((r) => d.fingerprint !== undefined && r.fingerprint === d.fingerprint) ??
      recorded.find((r) => r.commentId === d.commentId);
    const entry = dismissedEntry(base ?? fromComment(d), d);
    const at: Placed | null =
      d.line === null
        ? null
        : { path: d.path, line: d.startLine ?? d.line, ...(d.startLine !== null ? { endLine: d.line } : {}) };
    out.push({ fingerprint: entry.fingerprint || undefined, at, entry });
  }
  const earlier = recorded.filter(
    (r) =>
      r.outcome === 'dismissed' &&
      !out.some(
        (f) =>
          (r.fingerprint && f.fingerprint === r.fingerprint) ||
          (r.commentId !== undefined && f.entry.commentId === r.commentId),
      ),
  );
  // Through the new commits like a carried finding; a full review has only the fingerprint to go on.
  const moved = input.delta ? carryThrough(earlier, input.delta).carried : [];
  for (const r of earlier) {
    const m = moved.find((x) => x.id === r.id && x.fingerprint === r.fingerprint);
    out.push({ fingerprint: r.fingerprint || undefined, at: m ?? null, entry: r });
  }
  return out;
}

export function settleOutcomes(input: SettleInput): Settled {
  const dismissals = followDismissals(input);
  const comments = input.history?.comments ?? [];
  const commentOf = (fp: string, at: Placed): number | undefined =>
    (
      comments.find((c) => c.fingerprint === fp) ??
      comments.find((c) => c.line !== null && near(at, { path: c.path, line: c.line }))
    )?.id;
  const hit = new Set<Followed>();
  const dismissalOf = (fp: string, at: Placed) => {
    const d = dismissals.find(
      (x) => (x.fingerprint !== undefined && x.fingerprint === fp) || (x.at && near(at, x.at)),
    );
    if (d) hit.add(d);
    return d;
  };
  const open = new Map<Finding | PreviousFinding, RecordedFinding>();
  const suppressed: RecordedFinding[] = [];
  const keep = <T extends Finding | PreviousFinding>(list: readonly T[]): T[] =>
    list.filter((f) => {
      const fingerprint = input.fingerprintOf(f);
      const d = dismissalOf(fingerprint, f);
      if (d) {
        // Raised again where it was dismissed: shown as this run saw it, still dismissed.
        suppressed.push({ ...recordedOf(f, fingerprint), ...outcomeOf(d.entry) });
        return false;
      }
      const commentId = commentOf(fingerprint, f);
      open.set(f, { ...recordedOf(f, fingerprint), outcome: 'open', ...(commentId ? { commentId } : {}) });
      return true;
    });
  const findings = keep(input.fresh);
  const carried = keep(input.carried);
  const dismissed = [...suppressed, ...dismissals.filter((d) => !hit.has(d)).map((d) => d.entry)];

  const openList = [...open.values()];
  const raisedAgain = (r: RecordedFinding) =>
    openList.some((o) => o.fingerprint === r.fingerprint) ||
    dismissed.some((o) => o.fingerprint === r.fingerprint && r.fingerprint !== '');
  const settledBefore: RecordedFinding[] = [];
  const touched = new Set(input.touched.map((t) => t.id));
  const carriedIds = new Set(input.carried.map((c) => c.id));
  for (const r of input.history?.recorded ?? []) {
    if (r.outcome === 'dismissed' || raisedAgain(r)) continue;
    if (r.outcome !== 'open') {
      settledBefore.push(r);
      continue;
    }
    const commentId =
      r.commentId ?? comments.find((c) => c.fingerprint === r.fingerprint && r.fingerprint)?.id;
    const withComment = commentId !== undefined ? { commentId } : {};
    if (!input.headFiles.has(r.path)) {
      settledBefore.push({ ...r, ...withComment, outcome: 'outdated' });
    } else if (input.delta) {
      // Carried, or superseded by a finding of this run at its place: not settled here.
      if (carriedIds.has(r.id) || !touched.has(r.id)) continue;
      if (input.fresh.some((f) => near(f, r))) continue;
      const commit = input.changedBy(r.path);
      settledBefore.push({ ...r, ...withComment, outcome: 'addressed', ...(commit ? { commit } : {}) });
    } else if (!input.fresh.some((f) => near(f, r))) {
      // A full review cannot follow the last one's lines through a rewritten history.
      settledBefore.push({ ...r, ...withComment, outcome: 'outdated' });
    }
  }
  const record: RecordedFinding[] = [];
  const seen = new Set<string>();
  for (const r of [...openList, ...dismissed, ...settledBefore]) {
    const key = r.fingerprint || `${r.id}:${r.commentId ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    record.push(r);
  }
  return { findings, carried, dismissed, record, open };
}

function recordedOf(f: Finding | PreviousFinding, fingerprint: string): RecordedFinding {
  return { ...previousOf(f), fingerprint, outcome: 'open' };
}

function outcomeOf(
  r: RecordedFinding,
): Pick<RecordedFinding, 'outcome' | 'by' | 'how' | 'reason' | 'commentId'> {
  return {
    outcome: 'dismissed',
    ...(r.by !== undefined ? { by: r.by } : {}),
    ...(r.how !== undefined ? { how: r.how } : {}),
    ...(r.reason !== undefined ? { reason: r.reason } : {}),
    ...(r.commentId !== undefined ? { commentId: r.commentId } : {}),
  };
}
