/**
 * How the client reaches GitHub (getOctokit's fetch), against real servers on loopback: the token
 * as GitHub expects it, the runner's orchestration id in the user agent, GitHub's refusals as
 * octokit's errors, a redirect to another origin (an artifact's download) followed without the
 * token, an aborted request, and a certificate nobody trusts refused before the token is sent.
 */
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { createGitHubApi } from '../../src/github/client.js';

let fake: FakeGitHub | undefined;
const servers: Server[] = [];
const savedEnv = { ...process.env };
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  process.env = { ...savedEnv };
});
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

interface Seen {
  path: string;
  authorization: string | undefined;
}

/** A server on loopback that records what reaches it. */
async function serve(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  make: () => Server = () => createServer(),
  scheme = 'http',
): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = make();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization });
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return { url: `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const apiAt = (baseUrl: string) =>
  createGitHubApi({
    token: 'ghs_transport',
    baseUrl,
    owner: 'octo',
    repo: 'widgets',
    log: { warning: () => undefined, info: () => undefined },
    retries: 0,
  });

describe('the client transport', () => {
  it('sends the token and the orchestration id', async () => {
    fake = await startFakeGitHub();
    process.env['ACTIONS_ORCHESTRATION_ID'] = ' run 42/attempt:1 ';
    await expect(apiAt(fake.url).listComments(7)).resolves.toEqual([]);
    const [q] = fake.requests;
    expect(q?.authorization).toBe('token ghs_transport');
    expect(q?.userAgent).toMatch(/^actions_orchestration_id\/run_42_attempt_1 octokit-core\.js\//);
  });

  it("turns GitHub's 422 into the error octokit throws, with GitHub's message", async () => {
    fake = await startFakeGitHub();
    fake.faults.push({ method: 'GET', path: /\/pulls\/7$/, status: 422, message: 'Validation Failed' });
    await expect(apiAt(fake.url).getPull(7)).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('Validation Failed'),
    });
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
    const octokit = await apiAt(api.url).octokit();
    const r = await octokit.request('GET /repos/{owner}/{repo}/actions/artifacts/{id}/zip', {
      owner: 'octo',
      repo: 'widgets',
      id: 77,
    });
    expect(Buffer.from(r.data as ArrayBuffer)).toEqual(Buffer.from([0x50, 0x4b, 3, 4]));
    expect(api.seen.map((q) => q.authorization)).toEqual(['token ghs_transport']);
    expect(blob.seen).toEqual([{ path: '/blob/77.zip?sig=s', authorization: undefined }]);
  });

  it('stops when the request is aborted', async () => {
    const api = await serve(() => undefined);
    const octokit = await apiAt(api.url).octokit();
    const ctl = new AbortController();
    const sent = octokit.request('GET /repos/o/r', { request: { signal: ctl.signal } });
    setTimeout(() => ctl.abort(), 50);
    // The server never answers: only the abort ends the request. (Its error is an AbortError in
    // one realm; a test's vm context sees octokit wrap it, as for any error of another realm.)
    await expect(sent).rejects.toMatchObject({ status: 500 });
  });

  it('refuses a server whose certificate it does not trust, before sending the token', async () => {
    // A self-signed certificate for 127.0.0.1 kept beside the fakes.
    const tls = (name: string) =>
      readFileSync(fileURLToPath(new URL(`../../__fixtures__/github/tls/${name}`, import.meta.url)), 'utf8');
    const api = await serve(
      (_req, res) => res.end('{}'),
      () => createTlsServer({ cert: tls('cert.pem'), key: tls('key.pem') }),
      'https',
    );
    await expect(apiAt(api.url).viewerLogin()).resolves.toBeNull();
    await expect(apiAt(api.url).getPull(7)).rejects.toMatchObject({ status: 500 });
    expect(api.seen).toEqual([]);
  });
});
