/**
 * The repository's closed pull requests as GitHub keeps them, for the track record (D20): each
 * with its issue comments and its review threads (comments, their 👎 with who gave them, the
 * replies), read in pages through GraphQL so 100 pull requests cost a handful of requests.
 * Everything here is as hostile as the pull requests: the schemas say what is read, nothing more.
 */
import { z } from 'zod';
import type { ClientOptions } from './client.js';
import { createOctokit, type Octokit } from './octokit.js';
import { ServiceError } from '../diagnostics.js';

/**
 * Pull requests per page: the query's node count, 25 × (1 + 100 + 50 × (1 + 30 × (1 + 10))) =
 * 416,275, stays under GitHub's 500,000. Fewer pages matter: octokit paces GraphQL a second apart.
 */
export const PULLS_PER_PAGE = 25;
const COMMENTS_PER_PULL = 100;
const THREADS_PER_PULL = 50;
const COMMENTS_PER_THREAD = 30;
const THUMBS_DOWN_PER_COMMENT = 10;

/** One question for many pull requests; the fake GitHub API answers it by its name. */
const PULLS_QUERY = `query TrackRecordPulls($owner: String!, $name: String!, $first: Int!, $after: String) {
  repository(owner: $owner, name: $name) {
    pullRequests(states: [CLOSED, MERGED], first: $first, after: $after, orderBy: {field: UPDATED_AT, direction: DESC}) {
      pageInfo { hasNextPage endCursor }
      nodes { ...TrackRecordPull }
    }
  }
}`;

/** The rest of one pull request's comments and threads, when the page held only the first ones. */
const PULL_MORE_QUERY = `query TrackRecordPullMore($owner: String!, $name: String!, $number: Int!, $comments: String, $threads: String, $withComments: Boolean!, $withThreads: Boolean!) {
  repository(owner: $owner, name: $name) {
    pullRequest(number: $number) {
      comments(first: ${COMMENTS_PER_PULL}, after: $comments) @include(if: $withComments) { ...TrackRecordComments }
      reviewThreads(first: ${THREADS_PER_PULL}, after: $threads) @include(if: $withThreads) { ...TrackRecordThreads }
    }
  }
}`;

const FRAGMENTS = `
fragment TrackRecordComments on IssueCommentConnection {
  pageInfo { hasNextPage endCursor }
  nodes { databaseId body authorAssociation author { __typename login } }
}
fragment TrackRecordThreads on PullRequestReviewThreadConnection {
  pageInfo { hasNextPage endCursor }
  nodes {
    isResolved
    comments(first: ${COMMENTS_PER_THREAD}) {
      nodes {
        databaseId body authorAssociation author { __typename login }
        replyTo { databaseId }
        reactions(first: ${THUMBS_DOWN_PER_COMMENT}, content: THUMBS_DOWN) { totalCount nodes { user { __typename login } } }
      }
    }
  }
}
fragment TrackRecordPull on PullRequest {
  number closedAt updatedAt authorAssociation author { __typename login }
  comments(first: ${COMMENTS_PER_PULL}) { ...TrackRecordComments }
  reviewThreads(first: ${THREADS_PER_PULL}) { ...TrackRecordThreads }
}`;

const ActorSchema = z
  .object({ __typename: z.string().optional(), login: z.string() })
  .nullish()
  // GraphQL names a bot without the `[bot]` REST gives it (`github-actions` is `github-actions[bot]`).
  .transform((a) => (a ? (a.__typename === 'Bot' ? `${a.login}[bot]` : a.login) : ''));

const PageInfoSchema = z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullish() });

const CommentSchema = z.object({
  databaseId: z.number().int().positive(),
  body: z
    .string()
    .nullish()
    .transform((b) => b ?? ''),
  authorAssociation: z
    .string()
    .nullish()
    .transform((a) => a ?? ''),
  author: ActorSchema,
});

const ThreadCommentSchema = CommentSchema.extend({
  replyTo: z.object({ databaseId: z.number().int().positive().nullish() }).nullish(),
  reactions: z
    .object({
      totalCount: z.number().int().nonnegative(),
      nodes: z.array(z.object({ user: ActorSchema }).nullable()),
    })
    .nullish(),
}).transform((c) => ({
  id: c.databaseId,
  body: c.body,
  association: c.authorAssociation,
  login: c.author,
  replyTo: c.replyTo?.databaseId ?? null,
  thumbsDown: (c.reactions?.nodes ?? []).flatMap((r) => (r && r.user ? [r.user] : [])),
}));

const CommentsSchema = z.object({
  pageInfo: PageInfoSchema,
  nodes: z.array(CommentSchema.nullable()),
});
const ThreadsSchema = z.object({
  pageInfo: PageInfoSchema,
  nodes: z.array(
    z
      .object({
        isResolved: z.boolean(),
        comments: z.object({ nodes: z.array(ThreadCommentSchema.nullable()) }),
      })
      .nullable(),
  ),
});

const PullSchema = z.object({
  number: z.number().int().positive(),
  closedAt: z.string().nullish(),
  updatedAt: z.string(),
  authorAssociation: z.string().nullish(),
  author: ActorSchema,
  comments: CommentsSchema,
  reviewThreads: ThreadsSchema,
});

const PullsPageSchema = z.object({
  repository: z
    .object({
      pullRequests: z.object({ pageInfo: PageInfoSchema, nodes: z.array(z.unknown()) }),
    })
    .nullable(),
});

const PullMoreSchema = z.object({
  repository: z
    .object({
      pullRequest: z
        .object({ comments: CommentsSchema.optional(), reviewThreads: ThreadsSchema.optional() })
        .nullable(),
    })
    .nullable(),
});

export interface HistoryComment {
  id: number;
  body: string;
  /** The author's login as REST spells it (`…[bot]` for a bot); empty for a deleted account. */
  login: string;
  association: string;
}

export interface HistoryThreadComment extends HistoryComment {
  /** The comment this one replies to; null for a thread's first. */
  replyTo: number | null;
  /** Who gave it a 👎 (the first ones: enough to find one with write access). */
  thumbsDown: string[];
}

export interface HistoryThread {
  resolved: boolean;
  comments: HistoryThreadComment[];
}

export interface HistoryPull {
  number: number;
  closedAt: string | null;
  updatedAt: string;
  author: string;
  /** The author's association with the repository. */
  association: string;
  comments: HistoryComment[];
  threads: HistoryThread[];
}

/** A pull request listed but not readable: its number, and why. */
export interface UnreadPull {
  number: number | null;
  reason: string;
}

export interface HistoryPage {
  pulls: HistoryPull[];
  unread: UnreadPull[];
}

export interface HistoryOptions {
  /** At most this many pull requests. */
  limit: number;
  /** Only pull requests closed on or after this instant. */
  since?: Date;
  /** Called after each page with the pull requests read so far. */
  progress?: (read: number, page: number) => void;
}

export interface HistoryReader {
  closedPulls(o: HistoryOptions): Promise<HistoryPage>;
}

interface GraphqlError {
  message?: string;
  path?: Array<string | number>;
}

/** A GraphQL answer with errors: octokit throws, keeping the partial data beside the errors. */
function partial(err: unknown): { data: unknown; errors: GraphqlError[] } | null {
  const e = err as { name?: string; data?: unknown; errors?: unknown };
  if (e?.name !== 'GraphqlResponseError' || e.data === undefined || e.data === null) return null;
  return { data: e.data, errors: Array.isArray(e.errors) ? (e.errors as GraphqlError[]) : [] };
}

const notNull = <T>(x: T | null | undefined): x is T => x !== null && x !== undefined;

export function createHistoryReader(o: ClientOptions): HistoryReader {
  let client: Promise<Octokit> | undefined;
  const ask = async (query: string, variables: Record<string, unknown>) => {
    // Only queries: the pace of content-creating requests does not apply to them.
    const octokit = await (client ??= createOctokit({ ...o, readsOnly: true }));
    try {
      return { data: (await octokit.graphql(query + FRAGMENTS, variables)) as unknown, errors: [] };
    } catch (err) {
      const p = partial(err);
      if (p) return p;
      throw err;
    }
  };
  const at = { owner: o.owner, name: o.repo };

  /** The comments and threads past the first page of one pull request, appended to it. */
  const readRest = async (pull: HistoryPull, comments: string | null, threads: string | null) => {
    let c = comments;
    let t = threads;
    while (c !== null || t !== null) {
      const { data } = await ask(PULL_MORE_QUERY, {
        ...at,
        number: pull.number,
        comments: c,
        threads: t,
        withComments: c !== null,
        withThreads: t !== null,
      });
      const more = PullMoreSchema.parse(data).repository?.pullRequest;
      if (!more) throw new ServiceError(`pull request #${pull.number} could not be read again`);
      if (c !== null && more.comments) {
        pull.comments.push(...commentsOf(more.comments));
        c = more.comments.pageInfo.hasNextPage ? (more.comments.pageInfo.endCursor ?? null) : null;
      } else c = null;
      if (t !== null && more.reviewThreads) {
        pull.threads.push(...threadsOf(more.reviewThreads));
        t = more.reviewThreads.pageInfo.hasNextPage ? (more.reviewThreads.pageInfo.endCursor ?? null) : null;
      } else t = null;
    }
  };

  return {
    async closedPulls(opts) {
      const pulls: HistoryPull[] = [];
      const unread: UnreadPull[] = [];
      let after: string | null = null;
      let page = 0;
      const counted = () => pulls.length + unread.length;
      while (counted() < opts.limit) {
        page++;
        const first = Math.min(PULLS_PER_PAGE, opts.limit - counted());
        let answer: Awaited<ReturnType<typeof ask>>;
        try {
          answer = await ask(PULLS_QUERY, { ...at, first, after });
        } catch (err) {
          // The first page is the whole answer's only source; after it, what was read still counts.
          if (page === 1) throw err;
          const why = err instanceof Error ? err.message : String(err);
          unread.push({
            number: null,
            reason: `the pull requests after the first ${counted()} could not be read: ${why}`,
          });
          break;
        }
        const { data, errors } = answer;
        const parsed = PullsPageSchema.safeParse(data);
        if (!parsed.success || !parsed.data.repository) {
          const why = errors[0]?.message ?? 'the answer is not what GitHub documents';
          throw new ServiceError(`the pull requests of ${o.owner}/${o.repo} could not be read: ${why}`);
        }
        const connection = parsed.data.repository.pullRequests;
        let older = false;
        const rest: Array<{ pull: HistoryPull; c: string | null; t: string | null }> = [];
        connection.nodes.forEach((node, i) => {
          const error = errors.find((e) => e.path?.[3] === i);
          const pull = PullSchema.safeParse(node);
          if (!pull.success) {
            const number = (node as { number?: unknown } | null)?.number;
            unread.push({
              number: typeof number === 'number' ? number : null,
              reason: error?.message ?? 'its answer is not what GitHub documents',
            });
            return;
          }
          const p = pull.data;
          // Listed by last update, newest first: once one was last touched before `since`, so
          // was every later one, and none of them closed after it.
          if (opts.since && Date.parse(p.updatedAt) < opts.since.getTime()) {
            older = true;
            return;
          }
          if (opts.since && p.closedAt && Date.parse(p.closedAt) < opts.since.getTime()) return;
          const read: HistoryPull = {
            number: p.number,
            closedAt: p.closedAt ?? null,
            updatedAt: p.updatedAt,
            author: p.author,
            association: p.authorAssociation ?? '',
            comments: commentsOf(p.comments),
            threads: threadsOf(p.reviewThreads),
          };
          pulls.push(read);
          const c = p.comments.pageInfo.hasNextPage ? (p.comments.pageInfo.endCursor ?? null) : null;
          const t = p.reviewThreads.pageInfo.hasNextPage
            ? (p.reviewThreads.pageInfo.endCursor ?? null)
            : null;
          if (c !== null || t !== null) rest.push({ pull: read, c, t });
        });
        for (const r of rest) {
          try {
            await readRest(r.pull, r.c, r.t);
          } catch (err) {
            pulls.splice(pulls.indexOf(r.pull), 1);
            unread.push({ number: r.pull.number, reason: err instanceof Error ? err.message : String(err) });
          }
        }
        opts.progress?.(counted(), page);
        if (older || !connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
        after = connection.pageInfo.endCursor;
      }
      return { pulls, unread };
    },
  };
}

function commentsOf(c: z.infer<typeof CommentsSchema>): HistoryComment[] {
  return c.nodes.filter(notNull).map((n) => ({
    id: n.databaseId,
    body: n.body,
    login: n.author,
    association: n.authorAssociation,
  }));
}

function threadsOf(t: z.infer<typeof ThreadsSchema>): HistoryThread[] {
  return t.nodes
    .filter(notNull)
    .map((n) => ({ resolved: n.isResolved, comments: n.comments.nodes.filter(notNull) }));
}
