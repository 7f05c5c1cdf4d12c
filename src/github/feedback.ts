/**
 * What people did with our inline comments (D19), read from the review-comment listing the run
 * makes anyway: a 👎 (the listing's `reactions` summary says which comments have one; only those
 * are asked who gave it) and a `/dismiss` reply (replies are listed with `in_reply_to_id` and
 * `author_association`). Only people with write access dismiss; anyone else's feedback is
 * recorded and changes nothing. Only our own comments are read as ours: a marker another user
 * wrote is that user's text.
 */
import { messageOf } from '../diagnostics.js';
import type { Dismissal, FeedbackEntry, OurComment } from '../incremental/types.js';
import { FINGERPRINT_RE } from '../incremental/fingerprint.js';
import type { GitHubApi, ReviewComment } from './client.js';
import type { ActionLog } from './log.js';
import { isWriteAssociation, type WriteCheck } from './permission.js';
import { FINDING_MARKER, FINGERPRINT_PREFIX } from './inline.js';

/** The first line of our one reply to an addressed finding's thread. */
export const ADDRESSED_MARKER = '<!-- reviewer-lanes:addressed -->';

/** A reply is read only this far for a `/dismiss` line: GitHub's own cap is 65,536 characters. */
const MAX_READ_CHARS = 4_000;
/** A dismissal's reason, as the page and the record keep it. */
export const MAX_REASON_CHARS = 200;

const firstLine = (body: string) => body.split(/\r?\n/, 1)[0]?.trim() ?? '';

/** A thread's first comment, by us, with our marker first: one of our inline comments. */
export function isOurInlineComment(c: ReviewComment, login: string): boolean {
  return c.inReplyTo === null && c.login === login && firstLine(c.body) === FINDING_MARKER;
}

/** What one of our comments states: its severity, its title and its finding's fingerprint. */
export function statedFinding(body: string): { severity?: string; title: string; fingerprint?: string } {
  const head = body.split(/\r?\n/, 4).map((l) => l.trim());
  let fingerprint: string | undefined;
  let stated: RegExpExecArray | null = null;
  for (const line of head.slice(1)) {
    if (line.startsWith(FINGERPRINT_PREFIX) && line.endsWith(' -->')) {
      const fp = line.slice(FINGERPRINT_PREFIX.length, -' -->'.length);
      if (FINGERPRINT_RE.test(fp)) fingerprint = fp;
    } else if (!stated) stated = /^\*\*(HIGH|MEDIUM|LOW)\*\* (.*)$/.exec(line);
  }
  return {
    ...(stated?.[1] ? { severity: stated[1] } : {}),
    title: (stated?.[2] ?? '').slice(0, 200),
    ...(fingerprint ? { fingerprint } : {}),
  };
}

/**
 * A `/dismiss` line of a reply, and the rest of it as the reason ('' for none); null when the
 * reply has none. Only the first MAX_READ_CHARS are read; the reason is one line, capped.
 */
export function dismissCommand(body: string): { reason: string } | null {
  for (const raw of body.slice(0, MAX_READ_CHARS).split(/\r?\n/)) {
    const m = /^\/dismiss(?:\s+(.*))?$/.exec(raw.trim());
    if (!m) continue;
    const reason = (m[1] ?? '').replace(/\s+/g, ' ').trim();
    return {
      reason: reason.length > MAX_REASON_CHARS ? `${reason.slice(0, MAX_REASON_CHARS - 1)}…` : reason,
    };
  }
  return null;
}

export interface ReadFeedback {
  /** Dismissals by people with write access, one per comment (a reply's reason wins over a 👎). */
  dismissals: Dismissal[];
  /** Every 👎 and `/dismiss` read, counted or not. */
  feedback: FeedbackEntry[];
  /** Our inline comments, with their findings' fingerprints. */
  comments: OurComment[];
  /** Our comments whose thread already has our "addressed" reply. */
  replied: Set<number>;
}

/**
 * Reads the feedback on our inline comments in `listing`: one request per comment whose summary
 * shows a 👎, one per person whose permission is asked (`hasWrite` asks once per login).
 */
export async function readFeedback(
  api: GitHubApi,
  listing: readonly ReviewComment[],
  login: string,
  hasWrite: WriteCheck,
  log: Pick<ActionLog, 'info' | 'warning'>,
): Promise<ReadFeedback> {
  const ours = listing.filter((c) => isOurInlineComment(c, login));
  const byId = new Map(ours.map((c) => [c.id, c]));
  const out: ReadFeedback = { dismissals: [], feedback: [], comments: [], replied: new Set() };
  const found = new Map<number, Dismissal>();
  const dismiss = (c: ReviewComment, by: string, how: Dismissal['how'], reason?: string) => {
    const stated = statedFinding(c.body);
    const d: Dismissal = {
      commentId: c.id,
      path: c.path,
      line: c.line,
      startLine: c.startLine,
      title: stated.title,
      ...(stated.severity ? { severity: stated.severity } : {}),
      ...(stated.fingerprint ? { fingerprint: stated.fingerprint } : {}),
      by,
      how,
      ...(reason ? { reason } : {}),
    };
    const earlier = found.get(c.id);
    if (!earlier || (earlier.how === 'reaction' && how === 'reply')) found.set(c.id, d);
  };
  for (const c of ours) {
    const fp = statedFinding(c.body).fingerprint;
    out.comments.push({ id: c.id, path: c.path, line: c.line, ...(fp ? { fingerprint: fp } : {}) });
  }
  // Replies first: their author's association answers without a request.
  for (const r of listing) {
    const thread = r.inReplyTo === null ? undefined : byId.get(r.inReplyTo);
    if (!thread) continue;
    if (r.login === login) {
      if (firstLine(r.body) === ADDRESSED_MARKER) out.replied.add(thread.id);
      continue;
    }
    const command = dismissCommand(r.body);
    if (!command) continue;
    const counted = isWriteAssociation(r.association);
    out.feedback.push({
      commentId: thread.id,
      by: r.login,
      how: 'reply',
      counted,
      ...(command.reason ? { reason: command.reason } : {}),
    });
    if (counted) dismiss(thread, r.login, 'reply', command.reason);
  }
  for (const c of ours) {
    if (c.thumbsDown === 0) continue;
    let reactions;
    try {
      reactions = await api.listThumbsDown(c.id);
    } catch (err) {
      log.warning(
        `Could not read who gave the 👎 on the inline comment ${c.htmlUrl}, so it dismisses nothing this run: ${messageOf(err)}`,
      );
      continue;
    }
    for (const r of reactions) {
      if (r.content !== '-1' || r.login === '' || r.login === login) continue;
      const counted = await hasWrite(r.login);
      out.feedback.push({ commentId: c.id, by: r.login, how: 'reaction', counted });
      if (counted) dismiss(c, r.login, 'reaction');
    }
  }
  out.dismissals = [...found.values()];
  const ignored = out.feedback.filter((f) => !f.counted);
  if (ignored.length > 0) {
    log.info(
      `Feedback from people without write access is recorded and dismisses nothing: ${ignored.map((f) => `${f.how === 'reaction' ? '👎' : '/dismiss'} by ${f.by} on comment ${f.commentId}`).join('; ')}.`,
    );
  }
  return out;
}

/** The one reply an addressed finding's thread gets, naming the commit. */
export function addressedReply(commit: string): string {
  return `${ADDRESSED_MARKER}\nAddressed in ${commit.slice(0, 12)}: that commit changed these lines, and the next review did not raise this again.`;
}

/**
 * Replies once to each addressed finding's thread that has no reply of ours yet; a failure is a
 * warning (the next run tries again, seeing no reply).
 */
export async function replyAddressed(
  api: GitHubApi,
  pull: number,
  addressed: readonly { commentId?: number; commit?: string }[],
  replied: ReadonlySet<number>,
  log: Pick<ActionLog, 'warning'>,
): Promise<number> {
  let sent = 0;
  const done = new Set(replied);
  for (const f of addressed) {
    if (f.commentId === undefined || f.commit === undefined || done.has(f.commentId)) continue;
    done.add(f.commentId);
    try {
      await api.replyToReviewComment(pull, f.commentId, addressedReply(f.commit));
      sent++;
    } catch (err) {
      log.warning(
        `Could not reply to the inline comment ${f.commentId} that its finding was addressed: ${messageOf(err)}`,
      );
    }
  }
  return sent;
}
