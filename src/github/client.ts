/**
 * The GitHub REST calls the action makes, behind one interface: Octokit with bounded retries and
 * throttling (D12), except that a create is never re-sent blindly (comment.ts and pull-review.ts
 * re-check first).
 */
import { createOctokit, type Octokit, type OctokitOptions } from './octokit.js';
import type { z } from 'zod';
import type { PullFile } from '../prompt/change.js';
import { parsePullRequest, type PullRequest } from '../trust/event.js';
import {
  CollaboratorPermissionSchema,
  CreatedReviewSchema,
  IssueCommentSchema,
  ReactionSchema,
  ReviewCommentSchema,
  ReviewStateSchema,
  ViewerSchema,
  droppedSentence,
  parseList,
  parseOne,
  parsePullFiles,
  type CollaboratorPermission,
  type CreatedReview,
  type IssueComment,
  type Reaction,
  type ReviewComment,
  type ReviewState,
} from './schemas.js';

export type { CollaboratorPermission, IssueComment, Reaction, ReviewComment } from './schemas.js';

/** An inline comment of a review being created: on the new side (RIGHT) of the diff. */
export interface DraftReviewComment {
  path: string;
  line: number;
  /** The first line of a range ending at `line`, in the same hunk. */
  startLine?: number;
  body: string;
}

export interface NewReview {
  /** The head the lanes reviewed: the comments' lines are lines of this commit. */
  commitId: string;
  body: string;
  comments: DraftReviewComment[];
}

export interface GitHubApi {
  /** The token's login via GET /user; null when the token cannot read it (installation tokens). */
  viewerLogin(): Promise<string | null>;
  /** The pull request, held to the schema the event's is (trust/event.ts); throws when it is not. */
  getPull(number: number): Promise<PullRequest>;
  /** The PR's changed files (paginated; the diff media type is refused above 300 files). */
  listPullFiles(number: number): Promise<PullFile[]>;
  listComments(issue: number): Promise<IssueComment[]>;
  /** One attempt, never retried by the client on 5xx (the create may have happened). */
  createComment(issue: number, body: string): Promise<IssueComment>;
  updateComment(id: number, body: string): Promise<IssueComment>;
  deleteComment(id: number): Promise<void>;
  /** Every review comment on the pull request (paginated). */
  listReviewComments(pull: number): Promise<ReviewComment[]>;
  /** One `event: COMMENT` review, all or nothing; one attempt, never retried by the client. */
  createReview(pull: number, review: NewReview): Promise<CreatedReview>;
  /**
   * A pending review (no `event`): GitHub checks its comments as it creates it (422 otherwise) and
   * shows it to nobody else; one a user per pull request. One attempt, never retried by the client.
   */
  createPendingReview(pull: number, review: Omit<NewReview, 'body'>): Promise<CreatedReview>;
  /** The pull request's reviews, ours pending among them (GitHub lists a pending one to its author). */
  listReviews(pull: number): Promise<ReviewState[]>;
  /** Deletes a pending review with its comments (GitHub refuses to delete a submitted one). */
  deletePendingReview(pull: number, id: number): Promise<void>;
  updateReviewComment(id: number, body: string): Promise<ReviewComment>;
  /** The 👎 reactions of one review comment (paginated; `content=-1`, so one page for most). */
  listThumbsDown(commentId: number): Promise<Reaction[]>;
  /** A reply in the thread of review comment `inReplyTo`; one attempt, never retried by the client. */
  replyToReviewComment(pull: number, inReplyTo: number, body: string): Promise<ReviewComment>;
  /** The user's permission on this repository; null on 404 (not a collaborator). */
  collaboratorPermission(login: string): Promise<CollaboratorPermission | null>;
  /** A reaction on an issue comment (D21); GitHub answers 200 when it is already there. */
  reactToComment(id: number, content: CommentReaction): Promise<void>;
  /**
   * The client's own Octokit, for a reader above this module with endpoints of its own (the track
   * record's artifact): one client a run, its throttling and retries included, built once.
   */
  octokit(): Promise<Octokit>;
}

/** The reactions an on-demand review gives the comment that asked for it (D21). */
export type CommentReaction = 'eyes' | 'rocket' | 'confused';

export interface ClientOptions extends OctokitOptions {
  owner: string;
  repo: string;
}

/** Status of an Octokit RequestError, or undefined for network failures and other throwables. */
export function statusOf(err: unknown): number | undefined {
  const s = (err as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : undefined;
}

/** 5xx, or no response at all: the request may or may not have taken effect. */
export function isRetryable(err: unknown): boolean {
  const s = statusOf(err);
  return s === undefined || s >= 500 || isRateLimited(err);
}

interface ErrorResponse {
  response?: { headers?: Record<string, string | undefined>; data?: { message?: unknown } };
  message?: unknown;
}

/** A primary or secondary rate limit (429, or 403 saying so), not a token without permission. */
export function isRateLimited(err: unknown): boolean {
  const s = statusOf(err);
  if (s === 429) return true;
  if (s !== 403) return false;
  const e = err as ErrorResponse;
  const headers = e.response?.headers ?? {};
  const message = `${String(e.response?.data?.message ?? '')} ${String(e.message ?? '')}`;
  return (
    headers['retry-after'] !== undefined ||
    headers['x-ratelimit-remaining'] === '0' ||
    /rate limit/i.test(message)
  );
}

/** How long a rate-limited response asks to wait (`retry-after`, seconds), in ms; null if it does not say. */
export function retryAfterMs(err: unknown): number | null {
  const raw = (err as ErrorResponse).response?.headers?.['retry-after'];
  const seconds = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

/** An inline comment as GitHub's create-a-review takes it: on the new side of the diff. */
const reviewComment = (c: DraftReviewComment) => ({
  path: c.path,
  line: c.line,
  side: 'RIGHT' as const,
  ...(c.startLine !== undefined ? { start_line: c.startLine, start_side: 'RIGHT' as const } : {}),
  body: c.body,
});

export function createGitHubApi(o: ClientOptions): GitHubApi {
  let client: Promise<Octokit> | undefined;
  // One Octokit a client, made on its first request.
  const ok = (): Promise<Octokit> => (client ??= createOctokit(o));
  // Every call is about this one repository.
  const at = { owner: o.owner, repo: o.repo };
  const pages = { ...at, per_page: 100 };
  // An entry that is not what GitHub documents is left out, named once, and the rest are read.
  const listed = <T>(schema: z.ZodType<T>, data: unknown, what: string): T[] => {
    const { items, dropped, total } = parseList(schema, data, what);
    if (dropped.length > 0) {
      o.log.warning(
        `${dropped.length} of the ${total} entries of ${what} ${dropped.length === 1 ? 'is' : 'are'} not what GitHub documents and left out: ${droppedSentence(dropped)}`,
      );
    }
    return items;
  };
  return {
    octokit: ok,
    async viewerLogin() {
      const octokit = await ok();
      try {
        const r = await octokit.request('GET /user', { request: { retries: 0 } });
        const viewer = ViewerSchema.safeParse(r.data);
        return viewer.success ? viewer.data.login : null;
      } catch {
        // Installation tokens (GITHUB_TOKEN, GitHub Apps) get 403 here; the caller falls back.
        return null;
      }
    },
    async getPull(number) {
      const octokit = await ok();
      const r = await octokit.rest.pulls.get({ ...at, pull_number: number });
      return parsePullRequest(r.data);
    },
    async listPullFiles(number) {
      const octokit = await ok();
      const data: unknown = await octokit.paginate(octokit.rest.pulls.listFiles, {
        ...pages,
        pull_number: number,
      });
      const { files, warning } = parsePullFiles(data, `pull request #${number}`);
      if (warning) o.log.warning(warning);
      return files;
    },
    async listComments(issue) {
      const octokit = await ok();
      const all: unknown = await octokit.paginate(octokit.rest.issues.listComments, {
        ...pages,
        issue_number: issue,
      });
      return listed(IssueCommentSchema, all, `the comments of pull request #${issue}`);
    },
    async createComment(issue, body) {
      const octokit = await ok();
      const r = await octokit.rest.issues.createComment({
        ...at,
        issue_number: issue,
        body,
        request: { retries: 0 },
      });
      return parseOne(IssueCommentSchema, r.data, `creating a comment on pull request #${issue}`);
    },
    async updateComment(id, body) {
      const octokit = await ok();
      const r = await octokit.rest.issues.updateComment({ ...at, comment_id: id, body });
      return parseOne(IssueCommentSchema, r.data, `updating comment ${id}`);
    },
    async deleteComment(id) {
      const octokit = await ok();
      try {
        await octokit.rest.issues.deleteComment({ ...at, comment_id: id });
      } catch (err) {
        // An overlapping run may have deleted it already.
        if (statusOf(err) !== 404) throw err;
      }
    },
    async listReviewComments(pull) {
      const octokit = await ok();
      const all: unknown = await octokit.paginate(octokit.rest.pulls.listReviewComments, {
        ...pages,
        pull_number: pull,
      });
      return listed(ReviewCommentSchema, all, `the review comments of pull request #${pull}`);
    },
    async createReview(pull, review) {
      const octokit = await ok();
      const r = await octokit.rest.pulls.createReview({
        ...at,
        pull_number: pull,
        commit_id: review.commitId,
        event: 'COMMENT',
        body: review.body,
        comments: review.comments.map(reviewComment),
        request: { retries: 0 },
      });
      return parseOne(CreatedReviewSchema, r.data, `creating a review of pull request #${pull}`);
    },
    async listReviews(pull) {
      const octokit = await ok();
      const all: unknown = await octokit.paginate(octokit.rest.pulls.listReviews, {
        ...pages,
        pull_number: pull,
      });
      return listed(ReviewStateSchema, all, `the reviews of pull request #${pull}`);
    },
    async createPendingReview(pull, review) {
      const octokit = await ok();
      const r = await octokit.rest.pulls.createReview({
        ...at,
        pull_number: pull,
        commit_id: review.commitId,
        comments: review.comments.map(reviewComment),
        request: { retries: 0 },
      });
      return parseOne(CreatedReviewSchema, r.data, `creating a pending review of pull request #${pull}`);
    },
    async deletePendingReview(pull, id) {
      const octokit = await ok();
      await octokit.rest.pulls.deletePendingReview({ ...at, pull_number: pull, review_id: id });
    },
    async updateReviewComment(id, body) {
      const octokit = await ok();
      const r = await octokit.rest.pulls.updateReviewComment({ ...at, comment_id: id, body });
      return parseOne(ReviewCommentSchema, r.data, `updating review comment ${id}`);
    },
    async listThumbsDown(commentId) {
      const octokit = await ok();
      const all: unknown = await octokit.paginate(octokit.rest.reactions.listForPullRequestReviewComment, {
        ...pages,
        comment_id: commentId,
        content: '-1',
      });
      return listed(ReactionSchema, all, `the reactions of review comment ${commentId}`);
    },
    async replyToReviewComment(pull, inReplyTo, body) {
      const octokit = await ok();
      const r = await octokit.rest.pulls.createReplyForReviewComment({
        ...at,
        pull_number: pull,
        comment_id: inReplyTo,
        body,
        request: { retries: 0 },
      });
      return parseOne(ReviewCommentSchema, r.data, `replying to review comment ${inReplyTo}`);
    },
    async collaboratorPermission(login) {
      const octokit = await ok();
      try {
        const r = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...at, username: login });
        return parseOne(CollaboratorPermissionSchema, r.data, `the permission of ${login}`);
      } catch (err) {
        // GitHub answers 404 for a user who is not a collaborator.
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },
    async reactToComment(id, content) {
      const octokit = await ok();
      const r = await octokit.rest.reactions.createForIssueComment({ ...at, comment_id: id, content });
      parseOne(ReactionSchema, r.data, `reacting to comment ${id}`);
    },
  };
}
