/**
 * The fake GitHub API's GraphQL endpoint and the repository's Actions artifacts, for the track
 * record (D20). Written from GitHub's public GraphQL and REST documentation: POST /graphql answers
 * `{data}` or `{data, errors}` with connections of `nodes` and `pageInfo {hasNextPage endCursor}`;
 * it knows the two queries src/github/history.ts sends (by operation name), reads the page sizes
 * from the query text as GitHub does (`first` at most 100) and names a bot without `[bot]`.
 * GET /actions/artifacts?name= lists artifacts newest first; /actions/artifacts/{id}/zip answers
 * 302 to the zip (410 once expired), as GitHub redirects to its blob storage.
 */

export interface FakeGraphActor {
  type: 'User' | 'Bot';
  /** As GraphQL spells it: a bot without `[bot]`. */
  login: string;
}

export interface FakeGraphComment {
  databaseId: number;
  body: string;
  author: FakeGraphActor | null;
  authorAssociation: string;
}

export interface FakeGraphThreadComment extends FakeGraphComment {
  replyTo: number | null;
  thumbsDown: FakeGraphActor[];
}

export interface FakeGraphThread {
  isResolved: boolean;
  comments: FakeGraphThreadComment[];
}

export interface FakeGraphPull {
  number: number;
  state: 'OPEN' | 'CLOSED' | 'MERGED';
  closedAt: string | null;
  updatedAt: string;
  author: FakeGraphActor | null;
  authorAssociation: string;
  comments: FakeGraphComment[];
  threads: FakeGraphThread[];
  /** GitHub fails this node: null in `nodes`, with an error whose path points at it. */
  unreadable?: string;
}

/** A page of pull requests GitHub answers with an HTTP error (a page after the first, say). */
export interface FakeGraphPageFault {
  /** Pull requests listed before it: 0 for the first page. */
  after: number;
  status: number;
  message: string;
}

export interface FakeRepoArtifact {
  id: number;
  name: string;
  zip: Buffer;
  createdAt: string;
  expired?: boolean;
  /** The workflow run that uploaded it (every attempt of a run shares its id); 1 when not given. */
  runId?: number;
}

type Answer = { status: number; data: unknown; headers: Record<string, string> };
const answer = (status: number, data: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  data,
  headers,
});

const cursor = (i: number) => Buffer.from(`cursor:${i}`).toString('base64');
const offset = (c: unknown): number => {
  if (typeof c !== 'string') return 0;
  const m = /^cursor:(\d+)$/.exec(Buffer.from(c, 'base64').toString('utf8'));
  return m ? Number(m[1]) + 1 : 0;
};

function connection<T>(all: readonly T[], first: number, after: unknown, map: (x: T) => unknown) {
  const from = offset(after);
  const nodes = all.slice(from, from + first);
  return {
    pageInfo: {
      hasNextPage: from + first < all.length,
      endCursor: nodes.length > 0 ? cursor(from + nodes.length - 1) : null,
    },
    nodes: nodes.map(map),
  };
}

const actor = (a: FakeGraphActor | null) => (a ? { __typename: a.type, login: a.login } : null);

/** The page size the query text asks of a connection (`field(first: N`), as GitHub reads it. */
function firstOf(query: string, pattern: RegExp, fallback: number): number {
  const m = pattern.exec(query);
  return m ? Number(m[1]) : fallback;
}
const PULL_COMMENTS =
  /comments\(first: (\d+)[^)]*\)\s*(?:@include\([^)]*\)\s*)?\{\s*\.\.\.TrackRecordComments/;
const THREAD_COMMENTS = /isResolved\s+comments\(first: (\d+)/;
const THREADS = /reviewThreads\(first: (\d+)/;
const REACTIONS = /reactions\(first: (\d+)/;

function comment(c: FakeGraphComment) {
  return {
    databaseId: c.databaseId,
    body: c.body,
    authorAssociation: c.authorAssociation,
    author: actor(c.author),
  };
}

function threads(query: string, all: readonly FakeGraphThread[], after: unknown) {
  const size = firstOf(query, THREAD_COMMENTS, 30);
  const reactions = firstOf(query, REACTIONS, 10);
  return connection(all, firstOf(query, THREADS, 50), after, (t) => ({
    isResolved: t.isResolved,
    comments: {
      nodes: t.comments.slice(0, size).map((c) => ({
        ...comment(c),
        replyTo: c.replyTo === null ? null : { databaseId: c.replyTo },
        reactions: {
          totalCount: c.thumbsDown.length,
          nodes: c.thumbsDown.slice(0, reactions).map((u) => ({ user: actor(u) })),
        },
      })),
    },
  }));
}

/** POST /graphql for the track record's queries. */
export function answerGraphql(
  pulls: readonly FakeGraphPull[],
  owner: string,
  repo: string,
  body: unknown,
  pageFaults: readonly FakeGraphPageFault[] = [],
): Answer {
  const b = (body ?? {}) as { query?: unknown; variables?: Record<string, unknown> };
  const query = typeof b.query === 'string' ? b.query : '';
  const v = b.variables ?? {};
  if (v['owner'] !== owner || v['name'] !== repo) {
    return answer(200, {
      data: { repository: null },
      errors: [
        {
          type: 'NOT_FOUND',
          path: ['repository'],
          message: `Could not resolve to a Repository with the name '${String(v['owner'])}/${String(v['name'])}'.`,
        },
      ],
    });
  }
  const sizes = [...query.matchAll(/\(first: (\d+)/g)].map((m) => Number(m[1]));
  const first = Number(v['first'] ?? 0);
  if ([...sizes, ...(v['first'] !== undefined ? [first] : [])].some((n) => n < 1 || n > 100)) {
    return answer(200, {
      errors: [
        { message: 'Requesting 101 records on the connection exceeds the `first` limit of 100 records.' },
      ],
    });
  }
  const commentsOf = (p: FakeGraphPull, after: unknown) =>
    connection(p.comments, firstOf(query, PULL_COMMENTS, 100), after, comment);
  if (/query TrackRecordPulls\b/.test(query)) {
    const fault = pageFaults.find((f) => f.after === offset(v['after']));
    if (fault) return answer(fault.status, { message: fault.message });
    const closed = pulls
      .filter((p) => p.state !== 'OPEN')
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const errors: unknown[] = [];
    const page = connection(closed, first, v['after'], (p) => {
      if (p.unreadable) return null;
      return {
        number: p.number,
        closedAt: p.closedAt,
        updatedAt: p.updatedAt,
        authorAssociation: p.authorAssociation,
        author: actor(p.author),
        comments: commentsOf(p, null),
        reviewThreads: threads(query, p.threads, null),
      };
    });
    const from = offset(v['after']);
    closed.slice(from, from + first).forEach((p, i) => {
      if (p.unreadable)
        errors.push({
          type: 'FORBIDDEN',
          path: ['repository', 'pullRequests', 'nodes', i],
          message: p.unreadable,
        });
    });
    const data = { repository: { pullRequests: page } };
    return answer(200, errors.length > 0 ? { data, errors } : { data });
  }
  if (/query TrackRecordPullMore\b/.test(query)) {
    const p = pulls.find((x) => x.number === v['number']);
    if (!p)
      return answer(200, {
        data: { repository: { pullRequest: null } },
        errors: [{ type: 'NOT_FOUND', message: 'Could not resolve to a PullRequest.' }],
      });
    return answer(200, {
      data: {
        repository: {
          pullRequest: {
            ...(v['withComments'] ? { comments: commentsOf(p, v['comments']) } : {}),
            ...(v['withThreads'] ? { reviewThreads: threads(query, p.threads, v['threads']) } : {}),
          },
        },
      },
    });
  }
  return answer(200, { errors: [{ message: 'the fake GitHub API does not know this query' }] });
}

/**
 * GET /repos/{o}/{r}/actions/artifacts, /actions/runs/{run_id}/artifacts (a run's, every attempt's)
 * and /actions/artifacts/{id}/zip; null when none. `name` is an exact match, as GitHub's is.
 */
export function answerArtifacts(
  artifacts: readonly FakeRepoArtifact[],
  prefix: string,
  path: string,
  query: URLSearchParams,
  base: string,
): Answer | null {
  const ofRun = new RegExp(`^${prefix}/actions/runs/(\\d+)/artifacts$`).exec(path);
  if (path === `${prefix}/actions/artifacts` || ofRun) {
    const name = query.get('name');
    const list = artifacts
      .filter((a) => name === null || a.name === name)
      .filter((a) => !ofRun || (a.runId ?? 1) === Number(ofRun[1]))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const perPage = Number(query.get('per_page') ?? 30);
    return answer(200, {
      total_count: list.length,
      artifacts: list.slice(0, perPage).map((a) => ({
        id: a.id,
        node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
        name: a.name,
        size_in_bytes: a.zip.length,
        url: `${base}${prefix}/actions/artifacts/${a.id}`,
        archive_download_url: `${base}${prefix}/actions/artifacts/${a.id}/zip`,
        expired: a.expired ?? false,
        created_at: a.createdAt,
        updated_at: a.createdAt,
        expires_at: a.createdAt,
        workflow_run: {
          id: a.runId ?? 1,
          repository_id: 1,
          head_repository_id: 1,
          head_branch: 'main',
          head_sha: '0'.repeat(40),
        },
      })),
    });
  }
  const m = new RegExp(`^${prefix}/actions/artifacts/(\\d+)/zip$`).exec(path);
  if (m) {
    const a = artifacts.find((x) => x.id === Number(m[1]));
    if (!a) return answer(404, { message: 'Not Found' });
    if (a.expired) return answer(410, { message: 'Artifact has expired' });
    return answer(302, null, { location: `${base}/_blob/artifacts/${a.id}.zip` });
  }
  const blob = /^\/_blob\/artifacts\/(\d+)\.zip$/.exec(path);
  if (blob) {
    const a = artifacts.find((x) => x.id === Number(blob[1]));
    return a
      ? { status: 200, data: a.zip, headers: { 'content-type': 'application/zip' } }
      : answer(404, { message: 'Not Found' });
  }
  return null;
}
