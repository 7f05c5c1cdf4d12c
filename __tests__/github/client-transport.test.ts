/**
 * How the client reaches GitHub: node:http (github/transport.ts), the token as GitHub expects it, the runner's
 * orchestration id in the user agent, and — only when the runner names a proxy — undici's proxy
 * agent, which honours `no_proxy`. The proxy is a real one on loopback that tunnels CONNECT.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { createGitHubApi } from '../../src/github/client.js';
import { proxyConfigured, userAgentFor } from '../../src/github/octokit.js';

let fake: FakeGitHub | undefined;
let proxy: Server | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  await new Promise((r) => (proxy ? proxy.close(r) : r(undefined)));
  proxy = undefined;
});

/** A CONNECT proxy: records each tunnel's target and pipes it through. */
async function startProxy(): Promise<{ url: string; tunnels: string[] }> {
  const tunnels: string[] = [];
  proxy = createServer((_req, res) => res.writeHead(405).end());
  proxy.on('connect', (req, client, head) => {
    tunnels.push(String(req.url));
    const [host, port] = String(req.url).split(':');
    const upstream = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((r) => proxy?.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, tunnels };
}

async function apiWith(env: NodeJS.ProcessEnv) {
  fake = await startFakeGitHub();
  return createGitHubApi({
    token: 'ghs_transport',
    baseUrl: fake.url,
    owner: fake.options.owner,
    repo: fake.options.repo,
    log: { warning: () => undefined, info: () => undefined },
    env,
  });
}

describe('the client transport', () => {
  it('sends the token and the orchestration id, with no proxy in between', async () => {
    const api = await apiWith({ ACTIONS_ORCHESTRATION_ID: ' run 42/attempt:1 ' });
    await expect(api.listComments(7)).resolves.toEqual([]);
    const [q] = fake?.requests ?? [];
    expect(q?.authorization).toBe('token ghs_transport');
    expect(q?.userAgent).toMatch(/^actions_orchestration_id\/run_42_attempt_1 octokit-core\.js\//);
  });

  it('goes through the proxy the runner names', async () => {
    const p = await startProxy();
    const api = await apiWith({ HTTP_PROXY: p.url });
    await expect(api.listComments(7)).resolves.toEqual([]);
    expect(fake?.requests).toHaveLength(1);
    expect(p.tunnels).toEqual([new URL(fake?.url ?? '').host]);
  });

  it('goes around it for a host in no_proxy', async () => {
    const p = await startProxy();
    const api = await apiWith({ http_proxy: p.url, no_proxy: '127.0.0.1' });
    await expect(api.listComments(7)).resolves.toEqual([]);
    expect(fake?.requests).toHaveLength(1);
    expect(p.tunnels).toEqual([]);
  });

  it('names a proxy only for the variables the runner sets, and tags only a real id', () => {
    expect(proxyConfigured({})).toBe(false);
    expect(proxyConfigured({ NO_PROXY: '*' })).toBe(false);
    for (const v of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'])
      expect(proxyConfigured({ [v]: 'http://proxy:3128' })).toBe(true);
    expect(userAgentFor({ ACTIONS_ORCHESTRATION_ID: '  ' })).toBeUndefined();
    expect(userAgentFor({})).toBeUndefined();
  });
});
