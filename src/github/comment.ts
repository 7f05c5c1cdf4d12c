/**
 * One sticky PR comment per `comment-id` (D12), found by its marker AND its author, so a human
 * quoting the marker is never edited. Never duplicated: an ambiguous create is re-listed first,
 * and of overlapping runs' comments the oldest is kept and the rest deleted.
 */
import type { GitHubApi, IssueComment } from './client.js';
import { isRateLimited, isRetryable, retryAfterMs, statusOf } from './client.js';
import { MAX_PAUSE_MS } from './octokit.js';

/** The longest a create waits before it is re-checked and re-sent. */
const MAX_WAIT_MS = 90_000;
import { DEFAULTS } from '../vocabulary.js';
import { ACTIONS_BOT_LOGIN } from './identity.js';

export { ACTIONS_BOT_LOGIN };

export function commentMarker(commentId: string): string {
  return `<!-- reviewer-lanes:comment id=${commentId} -->`;
}

export interface CommentLinks {
  /** The artifact holding the full REVIEWS.md. */
  artifactUrl?: string;
  /** The workflow run (its job summary holds the review too). */
  runUrl?: string;
}

/** Fits markdown into `limit` characters, cutting sections and pointing at `links`. */
export type FitFn = (markdown: string, limit: number, links: CommentLinks) => string;

function linkLine(links: CommentLinks): string {
  const parts: string[] = [];
  if (links.artifactUrl) parts.push(`[the full REVIEWS.md artifact](${links.artifactUrl})`);
  if (links.runUrl) parts.push(`[the workflow run's job summary](${links.runUrl})`);
  return parts.length > 0 ? ` See ${parts.join(' and ')}.` : ' See the workflow artifact.';
}

/** Never ends on the first half of a surrogate pair (GitHub rejects the body). */
function sliceSafe(s: string, end: number): string {
  const code = s.charCodeAt(end - 1);
  return code >= 0xd800 && code <= 0xdbff ? s.slice(0, end - 1) : s.slice(0, end);
}

/** The last defence under the report's fitter: the body sent is within the limit, fences balanced. */
export function capMarkdown(markdown: string, limit: number, links: CommentLinks): string {
  if (markdown.length <= limit) return markdown;
  const note = `\n\n---\n> [!NOTE]\n> This review was cut to fit a comment (${limit.toLocaleString('en-US')} characters).${linkLine(links)}\n`;
  const room = Math.max(0, limit - note.length - 5);
  let cut = sliceSafe(markdown, room);
  const section = cut.lastIndexOf('\n## ');
  const line = cut.lastIndexOf('\n');
  if (section > room / 2) cut = cut.slice(0, section);
  else if (line > room / 2) cut = cut.slice(0, line);
  const fences = cut.split('\n').filter((l) => /^\s{0,3}(```|~~~)/.test(l)).length;
  const close = fences % 2 === 1 ? '\n```' : '';
  return (cut + close + note).slice(0, limit);
}

export interface CommentBodyParts {
  commentId: string;
  /** Hidden lines right under the marker: what the review covered (sticky-record.ts). */
  header?: readonly string[];
  markdown: string;
  /** A line stating the PR head moved while the lanes ran (on-stale: post). */
  staleNote?: string;
  links: CommentLinks;
  /** The report's fitter (report/fit.ts), checked by capMarkdown. */
  fit: FitFn;
  limit?: number;
}

function commentHead(p: Pick<CommentBodyParts, 'commentId' | 'header' | 'staleNote'>): string {
  return [
    commentMarker(p.commentId),
    ...(p.header ?? []),
    ...(p.staleNote ? [`> [!WARNING]\n> ${p.staleNote}`, ''] : []),
  ].join('\n');
}

/**
 * Whether the review must be cut to fit the comment, so that the body points at the links
 * (the artifact); a review that fits is posted as it is, whatever the links are.
 */
export function commentCutsReview(p: Omit<CommentBodyParts, 'links' | 'fit'>): boolean {
  const limit = p.limit ?? DEFAULTS.commentLimit;
  return p.markdown.length > limit - commentHead(p).length - 1;
}

/** Marker first, then the stale note, then the review, all within GitHub's body limit. */
export function composeCommentBody(p: CommentBodyParts): string {
  const limit = p.limit ?? DEFAULTS.commentLimit;
  const head = commentHead(p);
  const room = limit - head.length - 1;
  const fitted = p.fit(p.markdown, room, p.links);
  // The report's fitter is trusted to fit, and checked anyway: GitHub answers 422 otherwise.
  const safe = fitted.length <= room ? fitted : capMarkdown(fitted, room, p.links);
  return `${head}\n${safe}`;
}

export function isOurComment(c: IssueComment, marker: string, login: string): boolean {
  const firstLine = c.body.split(/\r?\n/, 1)[0]?.trim();
  return firstLine === marker && c.login === login;
}

/** Who we are and the issue's comments, read together (readSticky). */
export interface StickyState {
  login: string;
  comments: IssueComment[];
}

export interface UpsertOptions {
  issue: number;
  commentId: string;
  body: string;
  /** Who we are (identity.ts); the Actions bot when not given. */
  login?: string;
  /** The first look readSticky made, not repeated; a comment of ours gone since is looked for again. */
  seen?: StickyState;
  /** Attempts at creating when a create fails ambiguously (5xx, network). */
  createAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
  backoffMs?: number;
}

export interface UpsertResult {
  id: number;
  url: string;
  action: 'created' | 'updated';
  /** Newer duplicates (from overlapping runs) deleted. */
  deleted: number[];
  /** Who we turned out to be: a create reveals it when the login given was wrong. */
  login: string;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Who we are and the issue's comments, read together (the first look of an upsert, or of
 * hasOurComment): the identity may still be resolving (a custom token's one /user).
 */
export async function readSticky(
  api: GitHubApi,
  issue: number,
  login: string | Promise<string> = ACTIONS_BOT_LOGIN,
): Promise<StickyState> {
  const [who, comments] = await Promise.all([login, api.listComments(issue)]);
  return { login: who, comments };
}

/** Whether a comment of ours (our marker, our author: D12) is already on the issue. */
export async function hasOurComment(
  api: GitHubApi,
  issue: number,
  commentId: string,
  login: string = ACTIONS_BOT_LOGIN,
  seen?: StickyState,
): Promise<boolean> {
  const marker = commentMarker(commentId);
  const { login: who, comments } = seen ?? (await readSticky(api, issue, login));
  return comments.some((c) => isOurComment(c, marker, who));
}

/** Keeps the oldest of our markers, gives it `body` (unless it is the one just created with it), deletes the rest. */
async function converge(
  api: GitHubApi,
  ours: IssueComment[],
  body: string,
  justCreated?: IssueComment,
): Promise<{ kept: IssueComment; deleted: number[] }> {
  const sorted = [...ours].sort((a, b) => a.id - b.id);
  const oldest = sorted[0] as IssueComment;
  const kept =
    justCreated && oldest.id === justCreated.id ? justCreated : await api.updateComment(oldest.id, body);
  const deleted: number[] = [];
  for (const c of sorted.slice(1)) {
    await api.deleteComment(c.id);
    deleted.push(c.id);
  }
  return { kept, deleted };
}

export async function upsertStickyComment(api: GitHubApi, o: UpsertOptions): Promise<UpsertResult> {
  const marker = commentMarker(o.commentId);
  const sleep = o.sleep ?? defaultSleep;
  const first = o.seen ?? (await readSticky(api, o.issue, o.login));
  let login = first.login;
  const ours = (list: IssueComment[]) => list.filter((c) => isOurComment(c, marker, login));
  const find = async () => ours(await api.listComments(o.issue));

  let existing = ours(first.comments);
  if (existing.length > 0) {
    try {
      const { kept, deleted } = await converge(api, existing, o.body);
      return { id: kept.id, url: kept.htmlUrl, action: 'updated', deleted, login };
    } catch (err) {
      // A listing made earlier (before the lanes ran) may hold a comment deleted since: look again.
      if (!o.seen || statusOf(err) !== 404) throw err;
      existing = await find();
    }
  }
  if (existing.length > 0) {
    const { kept, deleted } = await converge(api, existing, o.body);
    return { id: kept.id, url: kept.htmlUrl, action: 'updated', deleted, login };
  }

  const attempts = o.createAttempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    let created: IssueComment;
    try {
      created = await api.createComment(o.issue, o.body);
    } catch (err) {
      if (!isRetryable(err) || attempt >= attempts) throw err;
      // A rate limit says how long to wait (bounded); anything else waits GitHub's 1 s (§6).
      const asked = isRateLimited(err) ? (retryAfterMs(err) ?? 0) : 0;
      await sleep(Math.min(Math.max(o.backoffMs ?? MAX_PAUSE_MS, asked), MAX_WAIT_MS));
      // The failed create may have landed: look before sending it again.
      const landed = await find();
      if (landed.length > 0) {
        const { kept, deleted } = await converge(api, landed, o.body);
        return { id: kept.id, url: kept.htmlUrl, action: 'created', deleted, login };
      }
      continue;
    }
    // What we created tells us who we are, even when /user could not.
    if (created.login) login = created.login;
    const after = await find();
    if (!after.some((c) => c.id === created.id)) after.push(created);
    const { kept, deleted } = await converge(api, after, o.body, created);
    return {
      id: kept.id,
      url: kept.htmlUrl,
      action: kept.id === created.id ? 'created' : 'updated',
      deleted,
      login,
    };
  }
}
