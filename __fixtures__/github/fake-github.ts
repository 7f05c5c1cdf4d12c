/**
 * A loopback fake of the GitHub REST endpoints the action calls (issue comments, pulls, /user),
 * and those the bench's peer reads (a pull's files, its diff media type, its review comments).
 * Written for these tests from the public REST documentation: the shapes are the documented
 * response fields the action reads, nothing more. Listens on 127.0.0.1 with an ephemeral port;
 * point GITHUB_API_URL (or the client's baseUrl) at `url`.
 *
 * Scripted faults (`fail`) reproduce what GitHub does under load: 5xx, the secondary rate limit
 * (403 with `retry-after` and the documented message), a read-only token (403 "Resource not
 * accessible by integration"), and a create that lands but answers 502.
 */
import { createServer } from 'node:http';
import { listenOnLoopback } from '../servers/loopback.js';

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string };
  html_url: string;
  created_at: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
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
}

export interface FakeGitHub {
  url: string;
  comments: FakeComment[];
  pulls: Map<number, unknown>;
  /** GET /pulls/{n}/files answers these (paginated); a pull without an entry answers 404. */
  pullFiles: Map<number, unknown[]>;
  /** GET /pulls/{n} with `accept: application/vnd.github.v3.diff` answers this text. */
  pullDiffs: Map<number, string>;
  requests: RecordedRequest[];
  faults: FaultRule[];
  options: Required<FakeGitHubOptions>;
  /** Adds a comment as if someone posted it through the UI. */
  seedComment(issue: number, body: string, login: string): FakeComment;
  issueOf: Map<number, number>;
  close(): Promise<void>;
}

const json = (status: number, data: unknown, headers: Record<string, string> = {}) => ({
  status,
  data,
  headers,
});

export async function startFakeGitHub(opts: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const options: Required<FakeGitHubOptions> = {
    owner: opts.owner ?? 'octo',
    repo: opts.repo ?? 'widgets',
    viewer: opts.viewer === undefined ? null : opts.viewer,
    actor: opts.actor ?? 'github-actions[bot]',
    readOnly: opts.readOnly ?? false,
    latencyMs: opts.latencyMs ?? 0,
  };
  let nextId = 1000;
  const comments: FakeComment[] = [];
  const issueOf = new Map<number, number>();
  const pulls = new Map<number, unknown>();
  const pullFiles = new Map<number, unknown[]>();
  const pullDiffs = new Map<number, string>();
  const requests: RecordedRequest[] = [];
  const faults: FaultRule[] = [];
  let base = '';

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

  const route = (method: string, path: string, query: URLSearchParams, body: unknown, accept: string) => {
    const forbidden = json(403, {
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
    });
    if (method === 'GET' && path === '/user') {
      return options.viewer ? json(200, { login: options.viewer }) : forbidden;
    }
    let m = new RegExp(`^${prefix()}/issues/(\\d+)/comments$`).exec(path);
    if (m) {
      const issue = Number(m[1]);
      if (method === 'GET') {
        const perPage = Number(query.get('per_page') ?? 30);
        const page = Number(query.get('page') ?? 1);
        const all = comments.filter((c) => issueOf.get(c.id) === issue);
        const slice = all.slice((page - 1) * perPage, page * perPage);
        const headers: Record<string, string> = {};
        if (page * perPage < all.length) {
          headers['link'] = `<${base}${path}?per_page=${perPage}&page=${page + 1}>; rel="next"`;
        }
        return json(200, slice, headers);
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
    m = new RegExp(`^${prefix()}/pulls/(\\d+)$`).exec(path);
    if (m && method === 'GET') {
      const diff = pullDiffs.get(Number(m[1]));
      if (diff !== undefined && accept.includes('application/vnd.github.v3.diff')) {
        return { status: 200, data: diff, headers: { 'content-type': 'text/plain; charset=utf-8' } };
      }
      const pr = pulls.get(Number(m[1]));
      return pr ? json(200, pr) : json(404, { message: 'Not Found' });
    }
    m = new RegExp(`^${prefix()}/pulls/(\\d+)/files$`).exec(path);
    if (m && method === 'GET') {
      const files = pullFiles.get(Number(m[1]));
      if (!files) return json(404, { message: 'Not Found' });
      const perPage = Number(query.get('per_page') ?? 30);
      const page = Number(query.get('page') ?? 1);
      return json(200, files.slice((page - 1) * perPage, page * perPage));
    }
    // Review comments (inline): this fake holds none.
    m = new RegExp(`^${prefix()}/pulls/(\\d+)/comments$`).exec(path);
    if (m && method === 'GET') return json(200, []);
    return json(404, { message: `Not Found (fake GitHub has no ${method} ${path})` });
  };

  const server = createServer((req, res) => {
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
        authorization: req.headers.authorization,
        body,
        at: performance.now(),
      });
      const answer = () => {
        const fault = faults.find(
          (f) => f.method === method && f.path.test(u.pathname) && (f.times ?? 1) > 0,
        );
        const accept = String(req.headers.accept ?? '');
        let out =
          fault && !fault.thenFail ? undefined : route(method, u.pathname, u.searchParams, body, accept);
        if (fault) {
          fault.times = (fault.times ?? 1) - 1;
          out = json(fault.status, { message: fault.message ?? 'Server Error' }, fault.headers ?? {});
        }
        if (!out) return;
        res.statusCode = out.status;
        for (const [k, v] of Object.entries(out.headers)) res.setHeader(k, v);
        if (out.data === null) return res.end();
        if (typeof out.data === 'string' && out.headers['content-type']) return res.end(out.data);
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(out.data));
      };
      if (options.latencyMs > 0) setTimeout(answer, options.latencyMs);
      else answer();
    });
  });
  const { url, close } = await listenOnLoopback(server);
  base = url;
  return {
    url: base,
    comments,
    pulls,
    pullFiles,
    pullDiffs,
    requests,
    faults,
    options,
    issueOf,
    seedComment: addComment,
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
