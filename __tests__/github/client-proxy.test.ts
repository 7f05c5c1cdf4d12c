/**
 * A runner behind a proxy: @actions/github reads `http_proxy`/`https_proxy` (and `no_proxy`) when
 * it loads, so this file names one before it loads the client. The proxy is a real one on loopback
 * that tunnels CONNECT; GitHub's host is a name, since loopback addresses never go through a proxy,
 * and the proxy sends it to the fake on loopback.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { startFakeGitHub } from '../../__fixtures__/github/fake-github.js';

const tunnels: string[] = [];
const proxy = createServer((_req, res) => res.writeHead(405).end());
proxy.on('connect', (req, client, head) => {
  tunnels.push(String(req.url));
  const port = Number(String(req.url).split(':')[1]);
  const upstream = connect(port, '127.0.0.1', () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  upstream.on('error', () => client.destroy());
  client.on('error', () => upstream.destroy());
});
await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
const savedEnv = { ...process.env };
process.env['HTTP_PROXY'] = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
process.env['GITHUB_API_URL'] = 'http://api.github.test';
const { createGitHubApi } = await import('../../src/github/client.js');

afterAll(async () => {
  process.env = savedEnv;
  proxy.closeAllConnections();
  await new Promise((r) => proxy.close(r));
});

describe('the client behind a proxy', () => {
  it('goes through the proxy the runner names', async () => {
    const fake = await startFakeGitHub();
    try {
      const port = new URL(fake.url).port;
      const api = createGitHubApi({
        token: 'ghs_transport',
        baseUrl: `http://api.github.test:${port}`,
        owner: 'octo',
        repo: 'widgets',
        log: { warning: () => undefined, info: () => undefined },
        retries: 0,
      });
      await expect(api.listComments(7)).resolves.toEqual([]);
      expect(fake.requests.map((q) => [q.method, q.path, q.authorization])).toEqual([
        ['GET', '/repos/octo/widgets/issues/7/comments', 'token ghs_transport'],
      ]);
      expect(tunnels).toEqual([`api.github.test:${port}`]);
    } finally {
      await fake.close();
    }
  });
});
