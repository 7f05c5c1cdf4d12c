/**
 * The fake GitHub API's repository archives, for lane catalogs (D23). Written from GitHub's REST
 * documentation of "Download a repository archive (tar)": GET /repos/{owner}/{repo}/tarball/{ref}
 * answers 302 with a `Location` on the archive host (codeload.github.com; `/_codeload/` on
 * GitHub Enterprise Server), and for a private repository that link carries its own temporary
 * token (the description's example: `…/legacy.zip/master?login=me&token=thistokenexpires`), so
 * the archive host needs no `Authorization`. A repository the token cannot see is 404, as GitHub
 * answers for private repositories ("Not Found", never 403, so their existence is not told); a
 * token GitHub recognises but refuses (a fine-grained token without contents: read, SAML
 * enforcement) is 403. Only full commit ids are known here: the catalog is pinned by one.
 */
import { randomUUID } from 'node:crypto';

/** A repository whose commits' archives the fake serves. */
export interface FakeArchiveRepo {
  /** Only `tokens` can see it; any other request (none at all included) is 404. */
  private?: boolean;
  tokens?: string[];
  /** Tokens answered 403 with GitHub's message for a token without the permission. */
  forbidden?: string[];
  /** The gzip tarball of each commit, by full commit id. */
  commits: Map<string, Buffer>;
}

interface Answer {
  status: number;
  data: unknown;
  headers: Record<string, string>;
}

const DOCS = 'https://docs.github.com/rest/repos/contents#download-a-repository-archive-tar';
const NOT_FOUND: Answer = {
  status: 404,
  data: { message: 'Not Found', documentation_url: DOCS, status: '404' },
  headers: {},
};

/** The token of `token X` or `Bearer X`, or null. */
const tokenOf = (authorization: string | undefined) =>
  /^(?:token|bearer) (.+)$/i.exec(authorization ?? '')?.[1] ?? null;

export interface ArchiveHost {
  archives: Map<string, FakeArchiveRepo>;
  /** Answers a tarball or archive-host request, or null for any other path. */
  answer(
    method: string,
    path: string,
    query: URLSearchParams,
    authorization: string | undefined,
  ): Answer | null;
}

/** `codeloadBase()`: the archive host's origin, the API's own or a second loopback server's. */
export function archiveHost(codeloadBase: () => string): ArchiveHost {
  const archives = new Map<string, FakeArchiveRepo>();
  /** The temporary tokens of private links, to the archive they open. */
  const links = new Map<string, string>();
  const find = (owner: string, repo: string) =>
    [...archives].find(([k]) => k.toLowerCase() === `${owner}/${repo}`.toLowerCase());
  return {
    archives,
    answer(method, path, query, authorization) {
      if (method !== 'GET') return null;
      const api = /^\/repos\/([^/]+)\/([^/]+)\/tarball\/(.+)$/.exec(path);
      if (api) {
        const found = find(api[1] as string, api[2] as string);
        if (!found) return NOT_FOUND;
        const [name, repo] = found;
        const token = tokenOf(authorization);
        if (repo.private && (token === null || !(repo.tokens ?? []).includes(token))) return NOT_FOUND;
        if (token !== null && (repo.forbidden ?? []).includes(token)) {
          return {
            status: 403,
            data: {
              message: 'Resource not accessible by personal access token',
              documentation_url: DOCS,
              status: '403',
            },
            headers: {},
          };
        }
        const ref = decodeURIComponent(api[3] as string);
        if (!repo.commits.has(ref)) return NOT_FOUND;
        const target = `/_codeload/${name}/legacy.tar.gz/${ref}`;
        let q = '';
        if (repo.private) {
          const link = randomUUID();
          links.set(link, target);
          q = `?token=${link}`;
        }
        return { status: 302, data: null, headers: { location: `${codeloadBase()}${target}${q}` } };
      }
      const host = /^\/_codeload\/([^/]+)\/([^/]+)\/legacy\.tar\.gz\/([0-9a-f]{40})$/.exec(path);
      if (host) {
        const found = find(host[1] as string, host[2] as string);
        const tarball = found?.[1].commits.get(host[3] as string);
        if (!found || !tarball)
          return { status: 404, data: '404: Not Found', headers: { 'content-type': 'text/plain' } };
        if (found[1].private && links.get(query.get('token') ?? '') !== path)
          return { status: 404, data: '404: Not Found', headers: { 'content-type': 'text/plain' } };
        return {
          status: 200,
          data: tarball,
          headers: { 'content-type': 'application/x-gzip', 'content-length': String(tarball.length) },
        };
      }
      return null;
    },
  };
}
