/**
 * The fetch GitHub requests go through (github/transport.ts), against real servers on loopback:
 * what reaches the server, what octokit reads back, redirects followed as fetch follows them (the
 * token never leaving GitHub's origin), and the failures a user sees. One server speaks TLS, as
 * GitHub's API does, with the test certificate in __fixtures__/github/tls.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GitHubOctokit } from '../../src/github/octokit.js';
import { httpFetch, MAX_REDIRECTS } from '../../src/github/transport.js';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

const servers: Server[] = [];
async function serve(handler: Handler, make: () => Server = () => createServer(), scheme = 'http') {
  const seen: Seen[] = [];
  const server = make();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return { url: `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections?.();
    await new Promise((r) => s.close(r));
  }
});

const json = (res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(value));
};

const octokitFor = (baseUrl: string, o: Parameters<typeof httpFetch>[0] = {}) =>
  new GitHubOctokit({
    auth: 'ghs_transport',
    baseUrl,
    request: { fetch: httpFetch(o), retries: 0 },
    throttle: { enabled: false },
    retry: { enabled: false },
  });

describe('the GitHub transport', () => {
  it('sends the method, headers and body octokit gives, and hands back status, headers and JSON', async () => {
    const api = await serve((_req, res) =>
      json(res, 201, { id: 7, body: 'é' }, { 'x-github-request-id': 'A:B' }),
    );
    const r = await octokitFor(api.url).request('POST /repos/{owner}/{repo}/issues/{n}/comments', {
      owner: 'octo',
      repo: 'widgets',
      n: 7,
      body: 'résumé ✓',
    });
    expect(r.status).toBe(201);
    expect(r.data).toEqual({ id: 7, body: 'é' });
    expect(r.headers['x-github-request-id']).toBe('A:B');
    expect(r.url).toBe(`${api.url}/repos/octo/widgets/issues/7/comments`);
    const [q] = api.seen;
    expect(q?.method).toBe('POST');
    expect(q?.headers.authorization).toBe('token ghs_transport');
    expect(q?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(q?.body ?? '')).toEqual({ body: 'résumé ✓' });
    expect(q?.headers['content-length']).toBe(String(Buffer.byteLength(q?.body ?? '')));
  });

  it("turns GitHub's 422 into the RequestError octokit throws, with GitHub's message", async () => {
    const api = await serve((_req, res) =>
      json(res, 422, { message: 'Validation Failed', errors: [{ code: 'invalid', field: 'line' }] }),
    );
    await expect(
      octokitFor(api.url).request('POST /repos/o/r/pulls/1/reviews', { body: 'x' }),
    ).rejects.toMatchObject({ status: 422, message: expect.stringContaining('Validation Failed') });
  });

  it('follows a redirect to another origin without the token, as an artifact download goes', async () => {
    const blob = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/zip' });
      res.end(Buffer.from([0x50, 0x4b, 3, 4]));
    });
    const api = await serve((_req, res) => {
      res.writeHead(302, { location: `${blob.url}/blob/77.zip?sig=s` });
      res.end();
    });
    const r = await octokitFor(api.url).request('GET /repos/o/r/actions/artifacts/77/zip');
    expect(Buffer.from(r.data as ArrayBuffer)).toEqual(Buffer.from([0x50, 0x4b, 3, 4]));
    expect(api.seen.map((q) => q.headers.authorization)).toEqual(['token ghs_transport']);
    expect(blob.seen).toHaveLength(1);
    expect(blob.seen[0]?.path).toBe('/blob/77.zip?sig=s');
    expect(blob.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('keeps the token on a redirect within the origin, and makes a 303 after a POST a GET', async () => {
    const api = await serve((req, res) => {
      if (req.url === '/repos/o/r/renamed') return json(res, 200, { ok: true });
      res.writeHead(303, { location: '/repos/o/r/renamed' });
      res.end();
    });
    const r = await octokitFor(api.url).request('POST /repos/o/r/old', { body: 'x' });
    expect(r.data).toEqual({ ok: true });
    expect(api.seen.map((q) => [q.method, q.path, q.headers.authorization, q.body])).toEqual([
      ['POST', '/repos/o/r/old', 'token ghs_transport', '{"body":"x"}'],
      ['GET', '/repos/o/r/renamed', 'token ghs_transport', ''],
    ]);
  });

  it('gives up on a redirect loop after as many hops as fetch does', async () => {
    const api = await serve((_req, res) => {
      res.writeHead(307, { location: '/again' });
      res.end();
    });
    await expect(octokitFor(api.url).request('GET /again')).rejects.toMatchObject({
      status: 500,
      message: `GitHub redirected GET /again more than ${MAX_REDIRECTS} times`,
    });
    expect(api.seen).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('hands back a redirect itself when asked not to follow it', async () => {
    const api = await serve((_req, res) => {
      res.writeHead(302, { location: 'https://elsewhere.invalid/' });
      res.end();
    });
    const r = await httpFetch()(`${api.url}/x`, { method: 'GET', headers: {}, redirect: 'manual' });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('https://elsewhere.invalid/');
  });

  it('fails with the network error a user can act on when nothing listens', async () => {
    const gone = await serve(() => undefined);
    const server = servers.pop();
    await new Promise((r) => server?.close(r));
    await expect(octokitFor(gone.url).request('GET /user')).rejects.toMatchObject({
      status: 500,
      message: expect.stringMatching(/ECONNREFUSED 127\.0\.0\.1:\d+/),
    });
  });

  it('fails a request GitHub stops answering, naming how long it waited', async () => {
    const api = await serve(() => undefined);
    await expect(octokitFor(api.url, { idleMs: 200 }).request('GET /repos/o/r')).rejects.toMatchObject({
      status: 500,
      message: 'GitHub sent nothing for 0.2 s on GET /repos/o/r',
    });
  });

  it('stops when the request is aborted', async () => {
    const api = await serve(() => undefined);
    const ctl = new AbortController();
    const sent = octokitFor(api.url).request('GET /repos/o/r', { request: { signal: ctl.signal } });
    setTimeout(() => ctl.abort(), 50);
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses a scheme other than http and https', async () => {
    await expect(httpFetch()('ftp://github.example/x', { method: 'GET', headers: {} })).rejects.toThrow(
      'cannot send a GitHub request to ftp://github.example/x: only http and https are spoken',
    );
  });

  describe('over TLS', () => {
    // A certificate for 127.0.0.1 kept beside the fakes: nothing outside the repository is needed.
    const TLS = fileURLToPath(new URL('../../__fixtures__/github/tls/', import.meta.url));
    const pem = {
      cert: readFileSync(join(TLS, 'cert.pem'), 'utf8'),
      key: readFileSync(join(TLS, 'key.pem'), 'utf8'),
    };

    it('speaks https to a server whose certificate it trusts', async () => {
      const api = await serve(
        (_req, res) => json(res, 200, { login: 'octocat' }),
        () => createTlsServer({ cert: pem.cert, key: pem.key }),
        'https',
      );
      const r = await octokitFor(api.url, { ca: pem.cert }).request('GET /user');
      expect(r.data).toEqual({ login: 'octocat' });
      expect(api.seen[0]?.headers.authorization).toBe('token ghs_transport');
    });

    it('refuses one it does not trust, before sending the token', async () => {
      const api = await serve(
        (_req, res) => json(res, 200, {}),
        () => createTlsServer({ cert: pem.cert, key: pem.key }),
        'https',
      );
      await expect(octokitFor(api.url).request('GET /user')).rejects.toMatchObject({
        status: 500,
        message: 'self-signed certificate',
      });
      expect(api.seen).toEqual([]);
    });
  });
});
