/**
 * A loopback fake of the GitHub REST endpoints the action calls (issue comments, pulls, the
 * pull's files, reviews and review comments, /user, and the diff media type the bench's peer reads). Written for these tests from the public
 * REST documentation: the shapes are the documented response fields the action reads, nothing
 * more. Listens on 127.0.0.1 with an ephemeral port; point GITHUB_API_URL (or the client's
 * baseUrl) at `url`.
 *
 * Scripted faults (`fail`) reproduce what GitHub does under load: 5xx, the secondary rate limit
 * (403 with `retry-after` and the documented message), a read-only token (403 "Resource not
 * accessible by integration"), and a create that lands but answers 502.
 *
 * A review is checked as GitHub checks it, against the pull request's files as `files` holds
 * them (what GET /pulls/{n}/files serves): it is created whole or not at all. A comment on a
 * path the pull request does not touch, on a line outside the new side of every hunk, or whose
 * range starts in another hunk than it ends makes the whole request 422 — with GitHub's
 * messages, never saying which comment it was (as reported in public issues: "Pull request
 * review thread line must be part of the diff", "… start line must be part of the same hunk as
 * the line.", "Line could not be resolved"). `outdate(id)` makes a review comment's `line`
 * null, as GitHub does once a later push moves the code it was on.
 *
 * Pending reviews, as GitHub keeps them: a review created without `event` is PENDING, its
 * comments checked when it is created (422 as above) and listed nowhere until it is submitted
 * (POST /reviews/{id}/events); a user has at most one pending review on a pull request (creating
 * a review while one is pending is 422); DELETE /reviews/{id} removes a pending review with its
 * comments (200) and refuses a submitted one (422).
 *
 * Reviews on demand (D21), in their own block below: reactions on issue comments (POST answers
 * 201 for a new one and 200 with the existing one, as GitHub does; 422 for a content GitHub does
 * not know; 404 for a comment that does not exist) and the collaborator-permission endpoint,
 * answering per login from `permissions` (an unknown login is not a collaborator: 404).
 *
 * Feedback, as GitHub keeps it: each listed review comment carries a `reactions` summary (its
 * `-1` counts 👎) and `author_association` (from `associations`, per login; NONE otherwise);
 * GET /pulls/comments/{id}/reactions lists them (`content` filters), `react()` adds one as a
 * user would; a reply (POST /pulls/{n}/comments with `in_reply_to`, or .../comments/{id}/replies)
 * is listed with `in_reply_to_id` set to its thread's first comment, and `reply()` adds one as a
 * user would. GET /collaborators/{login}/permission answers from `permissions` (the role: admin,
 * maintain, write, triage, read), with `permission` the legacy level GitHub derives from it;
 * a login not in it is not a collaborator: 404.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../servers/loopback.js';
import { checkRequest, contractChecked, prepareContract } from './contract.js';
// --- track record (D20): GraphQL and the repository's artifacts ---
import {
  answerArtifacts,
  answerGraphql,
  type FakeGraphPageFault,
  type FakeGraphPull,
  type FakeRepoArtifact,
} from './fake-graphql.js';
export type { FakeGraphPull, FakeRepoArtifact } from './fake-graphql.js';
// --- end track record ---
// --- lane catalogs (D23): repository archives ---
import { archiveHost, type FakeArchiveRepo } from './fake-archives.js';
export type { FakeArchiveRepo } from './fake-archives.js';
// --- end lane catalogs ---

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string };
  html_url: string;
  created_at: string;
}

/** One file of GET /pulls/{n}/files. */
export interface FakePullFile {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  /** The unified diff of the file; absent for binary and very large files. */
  patch?: string;
}

export interface FakeReview {
  id: number;
  body: string;
  event: string;
  /** PENDING until submitted (created without `event`), then COMMENTED, APPROVED or CHANGES_REQUESTED. */
  state: string;
  commit_id: string;
  user: { login: string };
  html_url: string;
}

export interface FakeReviewComment {
  id: number;
  pull_request_review_id: number;
  path: string;
  /** Null once the comment is outdated. */
  line: number | null;
  start_line: number | null;
  original_line: number;
  side: string;
  body: string;
  commit_id: string;
  user: { login: string };
  html_url: string;
  /** The thread's first comment, for a reply. */
  in_reply_to_id?: number;
}

/** One reaction of GET /pulls/comments/{id}/reactions. */
export interface FakeReaction {
  id: number;
  node_id: string;
  user: { login: string };
  content: string;
  created_at: string;
}

/** The reaction contents GitHub summarises on each comment. */
const REACTION_CONTENTS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];

export interface RecordedRequest {
  method: string;
  path: string;
  /** The `Host` header: the API's, or the archive host's. */
  host: string | undefined;
  authorization: string | undefined;
  userAgent: string | undefined;
  body: unknown;
  /** When it arrived (performance.now() of this process). */
  at: number;
}

export interface FaultRule {
  method: string;
  /** Matched against the path without the query. */
  path: RegExp;
  status: number;
  headers?: Record<string, string>;
  message?: string;
  /** How many matching requests fail (default 1). */
  times?: number;
  /** Perform the request, then answer with the fault anyway (an ambiguous failure). */
  thenFail?: boolean;
}

export interface HoldRule {
  method: string;
  /** Matched against the path without the query. */
  path: RegExp;
  until: () => Promise<void>;
}

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  /** What GET /user answers; null answers 403 as it does for installation tokens. */
  viewer?: string | null;
  /** The login comments created through the API are authored by. */
  actor?: string;
  /** Writes answer 403 (a fork PR's read-only token). */
  readOnly?: boolean;
  /** Delay before every answer, so concurrent clients interleave. */
  latencyMs?: number;
  /**
   * The archive host (D23) on a second loopback server, another origin as codeload.github.com is
   * api.github.com's; by default it is the API's own server under `/_codeload/`, as on GitHub
   * Enterprise Server.
   */
  codeloadApart?: boolean;
}

export interface FakeGitHub {
  url: string;
  comments: FakeComment[];
  pulls: Map<number, unknown>;
  /** GET /pulls/{n}/files, and what a review's comments are checked against. */
  files: Map<number, FakePullFile[]>;
  /**
   * `path:line`s GitHub refuses though its files show them (as it does where its own diff of a
   * file differs from the patch it lists): a review with a comment ending there is 422, unnamed.
   */
  unplaceable: Set<string>;
  reviews: FakeReview[];
  reviewComments: FakeReviewComment[];
  /** GitHub no longer places the comment on the diff (`line: null`). */
  outdate(id: number): void;
  /** Each review comment's reactions, by comment id. */
  reactions: Map<number, FakeReaction[]>;
  /** Adds a reaction to a review comment as `login` would in the UI. */
  react(commentId: number, login: string, content: string): FakeReaction;
  /** Adds a reply to a review comment's thread as `login` would in the UI. */
  reply(commentId: number, login: string, body: string): FakeReviewComment;
  /** Each login's `author_association` on this repository's comments (NONE when absent). */
  associations: Map<string, string>;
  /** Each collaborator's role (admin, maintain, write, triage, read); others are not collaborators. */
  permissions: Map<string, string>;
  /** GET /pulls/{n} with `accept: application/vnd.github.v3.diff` answers this text. */
  pullDiffs: Map<number, string>;
  requests: RecordedRequest[];
  faults: FaultRule[];
  /** Answers to matching requests wait for `until` (slow GitHub, held as long as a test needs). */
  holds: HoldRule[];
  options: Required<FakeGitHubOptions>;
  /** Adds a comment as if someone posted it through the UI. */
  seedComment(issue: number, body: string, login: string): FakeComment;
  /** Adds an inline comment as if someone reviewed the pull request in the UI. */
  seedReviewComment(
    pull: number,
    c: { path: string; line: number; startLine?: number; body: string; login: string },
  ): FakeReviewComment;
  issueOf: Map<number, number>;
  // --- reviews on demand (D21) ---
  /** Reactions on issue comments, by comment id. */
  commentReactions: Map<number, FakeReaction[]>;
  // --- end of reviews on demand ---
  // --- track record (D20) ---
  /** The repository's pull requests as POST /graphql reads them (fake-graphql.ts). */
  graphPulls: FakeGraphPull[];
  /** Pages of pull requests POST /graphql answers with an HTTP error. */
  graphPageFaults: FakeGraphPageFault[];
  /** The repository's Actions artifacts (GET /actions/artifacts, /actions/artifacts/{id}/zip). */
  repoArtifacts: FakeRepoArtifact[];
  // --- end track record ---
  // --- lane catalogs (D23) ---
  /** Repositories whose commits GET /repos/{o}/{r}/tarball/{sha} serves, by `owner/repo`. */
  archives: Map<string, FakeArchiveRepo>;
  /** The archive host's origin (`url` unless `codeloadApart`). */
  codeloadUrl: string;
  // --- end lane catalogs ---
  close(): Promise<void>;
}

const json = (status: number, data: unknown, headers: Record<string, string> = {}) => ({
  status,
  data,
  headers,
});

/** The new-side line ranges of a file's hunks, from its patch's `@@ -a,b +c,d @@` headers. */
export function newSideHunks(patch: string): Array<{ start: number; end: number }> {
  const hunks: Array<{ start: number; end: number }> = [];
  for (const m of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(m[1]);
    const count = m[2] === undefined ? 1 : Number(m[2]);
    if (count > 0) hunks.push({ start, end: start + count - 1 });
  }
  return hunks;
}

/** GitHub joins its validation messages into one sentence ("a, b, and c"). */
function sentence(parts: string[]): string {
  if (parts.length <= 2) return parts.join(' and ');
  return `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`;
}

const LINE_NOT_IN_DIFF = 'Pull request review thread line must be part of the diff';
const START_IN_OTHER_HUNK =
  'Pull request review thread start line must be part of the same hunk as the line.';
const NOT_RESOLVED = 'Line could not be resolved';
const ONE_PENDING = 'User can only have one pending review per pull request';
/** The state a review is submitted in, by the `event` that submits it. */
const SUBMITTED: Record<string, string> = {
  COMMENT: 'COMMENTED',
  APPROVE: 'APPROVED',
  REQUEST_CHANGES: 'CHANGES_REQUESTED',
};
const REVIEWS_DOCS = 'https://docs.github.com/rest/pulls/reviews';
const unprocessable = (error: string, docs: string) =>
  json(422, { message: 'Unprocessable Entity', errors: [error], documentation_url: docs, status: '422' });

interface DraftComment {
  path?: string;
  line?: number;
  /** The older form (the bench's peer sends it): lines down from the file's first `@@` header. */
  position?: number;
  start_line?: number;
  side?: string;
  body?: string;
}

/**
 * The side and line a diff `position` stands for (GitHub counts every line after the file's
 * first hunk header, later headers included), or null when the patch has no such line.
 */
export function positionLine(patch: string, position: number): { side: string; line: number } | null {
  const lines = patch.split('\n');
  const first = lines.findIndex((l) => l.startsWith('@@'));
  if (first < 0 || !Number.isInteger(position) || position < 1) return null;
  let oldLine = 0;
  let newLine = 0;
  for (let i = first; i < lines.length; i++) {
    const l = lines[i] as string;
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(l);
    if (header) {
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
      if (i - first === position) return null;
      continue;
    }
    const here = i - first === position;
    if (l.startsWith('-')) {
      if (here) return { side: 'LEFT', line: oldLine };
      oldLine++;
    } else {
      if (here) return { side: 'RIGHT', line: newLine };
      if (!l.startsWith('+')) oldLine++;
      newLine++;
    }
  }
  return null;
}

/** A draft given by `position` as the line and side it stands for; the others as they are. */
function placed(c: DraftComment, files: FakePullFile[]): DraftComment {
  if (c.line !== undefined || c.position === undefined) return c;
  const patch = files.find((f) => f.filename === c.path)?.patch ?? '';
  const at = positionLine(patch, c.position);
  return at ? { ...c, line: at.line, side: at.side } : c;
}

/** What GitHub says of a review's comments, or null when every one can be placed. */
function reviewProblem(
  comments: DraftComment[],
  files: FakePullFile[],
  unplaceable: ReadonlySet<string>,
): string | null {
  const problems = new Set<string>();
  for (const c of comments) {
    if (unplaceable.has(`${c.path}:${c.line}`)) {
      problems.add(NOT_RESOLVED);
      continue;
    }
    const file = files.find((f) => f.filename === c.path);
    if (!file || typeof c.line !== 'number') {
      problems.add(NOT_RESOLVED);
      continue;
    }
    const hunk = newSideHunks(file.patch ?? '').find(
      (h) => (c.line as number) >= h.start && (c.line as number) <= h.end,
    );
    if ((c.side ?? 'RIGHT') !== 'RIGHT' || !hunk) {
      problems.add(LINE_NOT_IN_DIFF);
      continue;
    }
    if (c.start_line !== undefined && (c.start_line < hunk.start || c.start_line > c.line))
      problems.add(START_IN_OTHER_HUNK);
  }
  return problems.size > 0 ? sentence([...problems]) : null;
}

export async function startFakeGitHub(opts: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const options: Required<FakeGitHubOptions> = {
    owner: opts.owner ?? 'octo',
    repo: opts.repo ?? 'widgets',
    viewer: opts.viewer === undefined ? null : opts.viewer,
    actor: opts.actor ?? 'github-actions[bot]',
    readOnly: opts.readOnly ?? false,
    latencyMs: opts.latencyMs ?? 0,
    codeloadApart: opts.codeloadApart ?? false,
  };
  if (contractChecked) prepareContract();
  let nextId = 1000;
  const comments: FakeComment[] = [];
  const issueOf = new Map<number, number>();
  const pulls = new Map<number, unknown>();
  const files = new Map<number, FakePullFile[]>();
  const unplaceable = new Set<string>();
  const reviews: FakeReview[] = [];
  const reviewComments: FakeReviewComment[] = [];
  const pullDiffs = new Map<number, string>();
  const requests: RecordedRequest[] = [];
  const faults: FaultRule[] = [];
  const holds: HoldRule[] = [];
  const reactions = new Map<number, FakeReaction[]>();
  const associations = new Map<string, string>();
  const permissions = new Map<string, string>();
  let base = '';
  // --- track record (D20) ---
  const graphPulls: FakeGraphPull[] = [];
  const graphPageFaults: FakeGraphPageFault[] = [];
  const repoArtifacts: FakeRepoArtifact[] = [];
  // --- end track record ---
  let codeloadUrl = '';
  const archives = archiveHost(() => codeloadUrl);

  /** A review comment as GitHub lists it: with the reactions summary and the author's association. */
  const listedReviewComment = (c: FakeReviewComment) => {
    const mine = reactions.get(c.id) ?? [];
    const summary: Record<string, unknown> = {
      url: `${base}${prefix()}/pulls/comments/${c.id}/reactions`,
      total_count: mine.length,
    };
    for (const content of REACTION_CONTENTS)
      summary[content] = mine.filter((r) => r.content === content).length;
    return { ...c, author_association: associations.get(c.user.login) ?? 'NONE', reactions: summary };
  };

  const addReply = (to: number, login: string, body: string): FakeReviewComment | null => {
    const parent = reviewComments.find((x) => x.id === to);
    if (!parent) return null;
    const pull = issueOf.get(parent.id) as number;
    const id = nextId++;
    const reply: FakeReviewComment = {
      ...parent,
      id,
      body,
      user: { login },
      html_url: `https://github.test/${options.owner}/${options.repo}/pull/${pull}#discussion_r${id}`,
      // GitHub threads a reply to a reply onto the thread's first comment.
      in_reply_to_id: parent.in_reply_to_id ?? parent.id,
    };
    reviewComments.push(reply);
    issueOf.set(id, pull);
    return reply;
  };

  const addReaction = (commentId: number, login: string, content: string): FakeReaction => {
    const list = reactions.get(commentId) ?? [];
    // GitHub keeps one reaction of a kind per user: the same one again is answered, not added.
    const same = list.find((r) => r.user.login === login && r.content === content);
    if (same) return same;
    const id = nextId++;
    const r: FakeReaction = {
      id,
      node_id: `REA_${id}`,
      user: { login },
      content,
      created_at: new Date(Date.now() + id).toISOString(),
    };
    list.push(r);
    reactions.set(commentId, list);
    return r;
  };

  /** GitHub's legacy `permission` for a role: maintain reads as write, triage as read. */
  const legacyPermission = (role: string): string =>
    role === 'maintain'
      ? 'write'
      : role === 'triage'
        ? 'read'
        : ['admin', 'write', 'read'].includes(role)
          ? role
          : 'read';

  const addComment = (issue: number, body: string, login: string): FakeComment => {
    const id = nextId++;
    const c: FakeComment = {
      id,
      body,
      user: { login },
      html_url: `https://github.test/${options.owner}/${options.repo}/pull/${issue}#issuecomment-${id}`,
      created_at: new Date(Date.now() + id).toISOString(),
    };
    comments.push(c);
    issueOf.set(id, issue);
    return c;
  };

  const prefix = () => `/repos/${options.owner}/${options.repo}`;

  /** One page of `all`, with the `link: rel="next"` header Octokit's paginate follows. */
  const page = (all: unknown[], path: string, query: URLSearchParams) => {
    const perPage = Number(query.get('per_page') ?? 30);
    const n = Number(query.get('page') ?? 1);
    const headers: Record<string, string> = {};
    if (n * perPage < all.length) {
      headers['link'] = `<${base}${path}?per_page=${perPage}&page=${n + 1}>; rel="next"`;
    }
    return json(200, all.slice((n - 1) * perPage, n * perPage), headers);
  };

  const pullOfReview = new Map<number, number>();
  /** Our pending review on the pull request (the fake's token is one user). */
  const pendingOf = (pull: number) =>
    reviews.find((r) => r.state === 'PENDING' && pullOfReview.get(r.id) === pull);
  const pendingIds = () => new Set(reviews.filter((r) => r.state === 'PENDING').map((r) => r.id));

  /** DELETE /reviews/{id} (a pending one only) and POST /reviews/{id}/events (submits one). */
  const reviewRoute = (method: string, pull: number, id: number, events: boolean, body: unknown) => {
    const review = reviews.find((r) => r.id === id && pullOfReview.get(r.id) === pull);
    if (!review) return json(404, { message: 'Not Found' });
    if (options.readOnly) return json(403, { message: 'Resource not accessible by integration' });
    if (method === 'DELETE' && !events) {
      if (review.state !== 'PENDING')
        return unprocessable(
          'Can not delete a non-pending pull request review',
          `${REVIEWS_DOCS}#delete-a-pending-review-for-a-pull-request`,
        );
      reviews.splice(reviews.indexOf(review), 1);
      for (let i = reviewComments.length - 1; i >= 0; i--)
        if (reviewComments[i]?.pull_request_review_id === id) reviewComments.splice(i, 1);
      return json(200, review);
    }
    if (method === 'POST' && events) {
      const b = (body ?? {}) as { event?: string; body?: string };
      const docs = `${REVIEWS_DOCS}#submit-a-review-for-a-pull-request`;
      if (review.state !== 'PENDING') return unprocessable('Can not submit a non-pending review', docs);
      const state = SUBMITTED[b.event ?? ''];
      if (!state) return unprocessable(`Invalid event: ${String(b.event)}`, docs);
      review.state = state;
      review.event = b.event as string;
      if (b.body !== undefined) review.body = b.body;
      return json(200, review);
    }
    return null;
  };

  const createReview = (pull: number, body: unknown) => {
    const b = (body ?? {}) as {
      body?: string;
      event?: string;
      commit_id?: string;
      comments?: DraftComment[];
    };
    const docs = `${REVIEWS_DOCS}#create-a-review-for-a-pull-request`;
    if (b.event !== undefined && !SUBMITTED[b.event]) return unprocessable(`Invalid event: ${b.event}`, docs);
    if (pendingOf(pull)) return unprocessable(ONE_PENDING, docs);
    const drafts = (b.comments ?? []).map((c) => placed(c, files.get(pull) ?? []));
    const problem = reviewProblem(drafts, files.get(pull) ?? [], unplaceable);
    if (problem) return unprocessable(problem, docs);
    const id = nextId++;
    const url = `https://github.test/${options.owner}/${options.repo}/pull/${pull}`;
    const review: FakeReview = {
      id,
      body: b.body ?? '',
      event: b.event ?? 'PENDING',
      state: b.event ? (SUBMITTED[b.event] as string) : 'PENDING',
      commit_id: b.commit_id ?? '',
      user: { login: options.actor },
      html_url: `${url}#pullrequestreview-${id}`,
    };
    reviews.push(review);
    pullOfReview.set(id, pull);
    for (const d of drafts) {
      const cid = nextId++;
      reviewComments.push({
        id: cid,
        pull_request_review_id: id,
        path: d.path as string,
        line: d.line as number,
        start_line: d.start_line ?? null,
        original_line: d.line as number,
        side: d.side ?? 'RIGHT',
        body: d.body ?? '',
        commit_id: review.commit_id,
        user: { login: options.actor },
        html_url: `${url}#discussion_r${cid}`,
      });
      issueOf.set(cid, pull);
    }
    return json(200, review);
  };

  const route = (method: string, path: string, query: URLSearchParams, body: unknown, accept: string) => {
    const forbidden = json(403, {
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
    });
    if (method === 'GET' && path === '/user') {
      return options.viewer ? json(200, { login: options.viewer }) : forbidden;
    }
    // --- track record (D20) ---
    if (method === 'POST' && path === '/graphql')
      return answerGraphql(graphPulls, options.owner, options.repo, body, graphPageFaults);
    if (method === 'GET') {
      const artifact = answerArtifacts(repoArtifacts, prefix(), path, query, base);
      if (artifact) return artifact;
    }
    // --- end track record ---
    let m = new RegExp(`^${prefix()}/issues/(\\d+)/comments$`).exec(path);
    if (m) {
      const issue = Number(m[1]);
      if (method === 'GET') {
        return page(
          comments.filter((c) => issueOf.get(c.id) === issue),
          path,
          query,
        );
      }
      if (method === 'POST') {
        if (options.readOnly) return forbidden;
        const text = (body as { body?: string }).body ?? '';
        if (text.length > 65536) {
          return json(422, {
            message: 'Validation Failed',
            errors: [
              {
                resource: 'IssueComment',
                code: 'custom',
                field: 'body',
                message: 'body is too long (maximum is 65536 characters)',
              },
            ],
          });
        }
        return json(201, addComment(issue, text, options.actor));
      }
    }
    m = new RegExp(`^${prefix()}/issues/comments/(\\d+)$`).exec(path);
    if (m) {
      const id = Number(m[1]);
      const c = comments.find((x) => x.id === id);
      if (!c) return json(404, { message: 'Not Found' });
      if (method === 'PATCH') {
        if (options.readOnly) return forbidden;
        const text = (body as { body?: string }).body ?? '';
        if (text.length > 65536) return json(422, { message: 'Validation Failed' });
        c.body = text;
        return json(200, c);
      }
      if (method === 'DELETE') {
        if (options.readOnly) return forbidden;
        comments.splice(comments.indexOf(c), 1);
        return { status: 204, data: null, headers: {} };
      }
    }
    m = new RegExp(`^${prefix()}/pulls/(\\d+)/(files|comments|reviews)$`).exec(path);
    if (m) {
      const pull = Number(m[1]);
      if (method === 'GET' && m[2] === 'files') return page(files.get(pull) ?? [], path, query);
      if (method === 'GET' && m[2] === 'comments') {
        const pending = pendingIds();
        return page(
          reviewComments
            .filter((c) => issueOf.get(c.id) === pull && !pending.has(c.pull_request_review_id))
            .map(listedReviewComment),
          path,
          query,
        );
      }
      if (method === 'POST' && m[2] === 'comments') {
        if (options.readOnly) return forbidden;
        const b = (body ?? {}) as { in_reply_to?: unknown; body?: unknown };
        // Only replies are created here; a new thread comes with a review.
        if (typeof b.in_reply_to !== 'number' || typeof b.body !== 'string') {
          return json(422, { message: 'Validation Failed', errors: ['in_reply_to and body are required'] });
        }
        const parent = reviewComments.find((x) => x.id === b.in_reply_to && issueOf.get(x.id) === pull);
        if (!parent) return json(404, { message: 'Not Found' });
        return json(
          201,
          listedReviewComment(addReply(parent.id, options.actor, b.body) as FakeReviewComment),
        );
      }
      if (method === 'GET' && m[2] === 'reviews') {
        return page(
          reviews.filter((r) => pullOfReview.get(r.id) === pull),
          path,
          query,
        );
      }
      if (method === 'POST' && m[2] === 'reviews')
        return options.readOnly ? forbidden : createReview(pull, body);
    }
    m = new RegExp(`^${prefix()}/pulls/(\\d+)/reviews/(\\d+)(/events)?$`).exec(path);
    if (m) {
      const answer = reviewRoute(method, Number(m[1]), Number(m[2]), m[3] !== undefined, body);
      if (answer) return answer;
    }
    m = new RegExp(`^${prefix()}/pulls/(\\d+)/comments/(\\d+)/replies$`).exec(path);
    if (m && method === 'POST') {
      if (options.readOnly) return forbidden;
      const parent = reviewComments.find(
        (x) => x.id === Number(m?.[2]) && issueOf.get(x.id) === Number(m?.[1]),
      );
      if (!parent) return json(404, { message: 'Not Found' });
      const text = (body as { body?: unknown } | undefined)?.body;
      if (typeof text !== 'string')
        return json(422, { message: 'Validation Failed', errors: ['body is required'] });
      return json(201, listedReviewComment(addReply(parent.id, options.actor, text) as FakeReviewComment));
    }
    m = new RegExp(`^${prefix()}/pulls/comments/(\\d+)/reactions$`).exec(path);
    if (m && method === 'GET') {
      const id = Number(m[1]);
      if (!reviewComments.some((x) => x.id === id)) return json(404, { message: 'Not Found' });
      const content = query.get('content');
      const all = (reactions.get(id) ?? []).filter((r) => content === null || r.content === content);
      return page(all, path, query);
    }
    m = new RegExp(`^${prefix()}/collaborators/([^/]+)/permission$`).exec(path);
    if (m && method === 'GET') {
      const login = decodeURIComponent(m[1] as string);
      const role = [...permissions].find(([l]) => l.toLowerCase() === login.toLowerCase())?.[1];
      if (role === undefined) {
        return json(404, {
          message: 'Not Found',
          documentation_url:
            'https://docs.github.com/rest/collaborators/collaborators#get-repository-permissions-for-a-user',
          status: '404',
        });
      }
      return json(200, { permission: legacyPermission(role), role_name: role, user: { login } });
    }
    m = new RegExp(`^${prefix()}/pulls/comments/(\\d+)$`).exec(path);
    if (m && method === 'PATCH') {
      const c = reviewComments.find((x) => x.id === Number(m?.[1]));
      if (!c) return json(404, { message: 'Not Found' });
      if (options.readOnly) return forbidden;
      c.body = (body as { body?: string }).body ?? '';
      return json(200, listedReviewComment(c));
    }
    m = new RegExp(`^${prefix()}/pulls/(\\d+)$`).exec(path);
    if (m && method === 'GET') {
      const diff = pullDiffs.get(Number(m[1]));
      if (diff !== undefined && accept.includes('application/vnd.github.v3.diff')) {
        return { status: 200, data: diff, headers: { 'content-type': 'text/plain; charset=utf-8' } };
      }
      const pr = pulls.get(Number(m[1]));
      return pr ? json(200, pr) : json(404, { message: 'Not Found' });
    }
    const onDemand = onDemandRoute(method, path, body);
    if (onDemand) return onDemand;
    return json(404, { message: `Not Found (fake GitHub has no ${method} ${path})` });
  };

  // --- reviews on demand (D21): issue-comment reactions (the permission endpoint is above) ---
  const commentReactions = new Map<number, FakeReaction[]>();
  const onDemandRoute = (method: string, path: string, body: unknown) => {
    const m = new RegExp(`^${prefix()}/issues/comments/(\\d+)/reactions$`).exec(path);
    if (m) {
      const id = Number(m[1]);
      if (!comments.some((c) => c.id === id)) return json(404, { message: 'Not Found' });
      const list = commentReactions.get(id) ?? [];
      if (method === 'GET') return json(200, list);
      if (method === 'POST') {
        if (options.readOnly) return json(403, { message: 'Resource not accessible by integration' });
        const content = (body as { content?: unknown } | undefined)?.content;
        if (typeof content !== 'string' || !REACTION_CONTENTS.includes(content)) {
          return json(422, {
            message: 'Validation Failed',
            errors: [{ resource: 'Reaction', code: 'invalid', field: 'content' }],
          });
        }
        const existing = list.find((r) => r.content === content && r.user.login === options.actor);
        if (existing) return json(200, existing);
        const id2 = nextId++;
        const reaction: FakeReaction = {
          id: id2,
          node_id: `REA_${id2}`,
          content,
          user: { login: options.actor },
          created_at: new Date().toISOString(),
        };
        commentReactions.set(id, [...list, reaction]);
        return json(201, reaction);
      }
    }
    return null;
  };
  // --- end of reviews on demand ---

  const server = createServer((req, res) => {
    serve(req, res);
  });
  const serve = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = undefined;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const method = req.method ?? 'GET';
      requests.push({
        method,
        path: u.pathname,
        host: req.headers.host,
        authorization: req.headers.authorization,
        userAgent: req.headers['user-agent'],
        body,
        at: performance.now(),
      });
      const answer = () => {
        // GitHub's published description (contract.ts): a request it refuses is answered as GitHub
        // does, and fails the test that sent it. Blob storage (/_blob/) and the archive host
        // (/_codeload/) are not the API.
        const refused =
          contractChecked && !u.pathname.startsWith('/_blob/') && !u.pathname.startsWith('/_codeload/')
            ? checkRequest({ method, path: u.pathname, query: u.searchParams, body, raw })
            : null;
        const fault = faults.find(
          (f) => f.method === method && f.path.test(u.pathname) && (f.times ?? 1) > 0,
        );
        const accept = String(req.headers.accept ?? '');
        const served = () =>
          archives.answer(method, u.pathname, u.searchParams, req.headers.authorization) ??
          route(method, u.pathname, u.searchParams, body, accept);
        let out = refused ?? (fault && !fault.thenFail ? undefined : served());
        if (fault) {
          fault.times = (fault.times ?? 1) - 1;
          out = json(fault.status, { message: fault.message ?? 'Server Error' }, fault.headers ?? {});
        }
        if (!out) return;
        res.statusCode = out.status;
        for (const [k, v] of Object.entries(out.headers)) res.setHeader(k, v);
        if (out.data === null) return res.end();
        if (Buffer.isBuffer(out.data)) return res.end(out.data);
        if (typeof out.data === 'string' && out.headers['content-type']) return res.end(out.data);
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(out.data));
      };
      const hold = holds.find((h) => h.method === method && h.path.test(u.pathname));
      const answerLater = () => (options.latencyMs > 0 ? setTimeout(answer, options.latencyMs) : answer());
      if (hold) void hold.until().then(answerLater, answerLater);
      else answerLater();
    });
  };
  const { url, close: closeApi } = await listenOnLoopback(server);
  base = url;
  const apart = options.codeloadApart ? await listenOnLoopback(createServer(serve)) : null;
  codeloadUrl = apart?.url ?? url;
  const close = async () => {
    await closeApi();
    await apart?.close();
  };
  return {
    url: base,
    comments,
    pulls,
    files,
    unplaceable,
    reviews,
    reviewComments,
    outdate: (id) => {
      const c = reviewComments.find((x) => x.id === id);
      if (!c) throw new Error(`no review comment ${id}`);
      c.line = null;
      c.start_line = null;
    },
    reactions,
    react: (commentId, login, content) => {
      if (!reviewComments.some((x) => x.id === commentId)) throw new Error(`no review comment ${commentId}`);
      return addReaction(commentId, login, content);
    },
    reply: (commentId, login, body) => {
      const r = addReply(commentId, login, body);
      if (!r) throw new Error(`no review comment ${commentId}`);
      return r;
    },
    associations,
    permissions,
    pullDiffs,
    requests,
    faults,
    holds,
    options,
    issueOf,
    // --- track record (D20) ---
    graphPulls,
    graphPageFaults,
    repoArtifacts,
    // --- end track record ---
    archives: archives.archives,
    codeloadUrl,
    seedComment: addComment,
    commentReactions,
    seedReviewComment: (pull, c) => {
      const id = nextId++;
      const comment: FakeReviewComment = {
        id,
        pull_request_review_id: 0,
        path: c.path,
        line: c.line,
        start_line: c.startLine ?? null,
        original_line: c.line,
        side: 'RIGHT',
        body: c.body,
        commit_id: '',
        user: { login: c.login },
        html_url: `https://github.test/${options.owner}/${options.repo}/pull/${pull}#discussion_r${id}`,
      };
      reviewComments.push(comment);
      issueOf.set(id, pull);
      return comment;
    },
    close,
  };
}

/** A pull request as GET /repos/{o}/{r}/pulls/{n} and the pull_request event carry it. */
export function pullRequestPayload(p: {
  number: number;
  baseSha: string;
  headSha: string;
  owner?: string;
  repo?: string;
  headRepo?: string | null;
  title?: string;
  body?: string;
}) {
  const full = `${p.owner ?? 'octo'}/${p.repo ?? 'widgets'}`;
  return {
    number: p.number,
    title: p.title ?? 'Add a widget',
    body: p.body ?? 'This adds a widget.',
    html_url: `https://github.test/${full}/pull/${p.number}`,
    base: { sha: p.baseSha, ref: 'main', repo: { full_name: full } },
    head: {
      sha: p.headSha,
      ref: 'feature',
      repo: p.headRepo === null ? null : { full_name: p.headRepo ?? full },
    },
  };
}
