/**
 * A catalog read behind the runner's proxy (D23): both requests go through it, the API's through
 * @actions/github's proxy handling and the archive host's through undici's, which read
 * `HTTP_PROXY` (and `NO_PROXY`) as a self-hosted runner sets them. The proxy is a real one on
 * loopback that tunnels CONNECT; the API's host is a name, since @actions/github never sends a
 * loopback address through a proxy, and the proxy sends every tunnel to the fake on loopback.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { catalogTree, gitTarball } from '../../__fixtures__/github/catalog-tarball.js';

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
const { githubCatalogReader } = await import('../../src/github/catalog-archive.js');

const tempRoot = mkdtempSync(join(tmpdir(), 'rl-catalog-proxy-'));
afterAll(async () => {
  process.env = savedEnv;
  rmSync(tempRoot, { recursive: true, force: true });
  proxy.closeAllConnections();
  await new Promise((r) => proxy.close(r));
});

describe('a catalog read behind a proxy', () => {
  it('sends both requests through the proxy the runner names', async () => {
    const fake = await startFakeGitHub({ codeloadApart: true });
    try {
      const { sha, tarball } = gitTarball('acme', 'lanes', catalogTree(2));
      fake.archives.set('acme/lanes', { commits: new Map([[sha, tarball]]) });
      const apiPort = new URL(fake.url).port;
      const files = await githubCatalogReader({
        token: 'ghs_catalog_proxy',
        apiUrl: `http://api.github.test:${apiPort}`,
        log: { warning: () => undefined, info: () => undefined },
        tempRoot,
        retries: 0,
      })({ owner: 'acme', repo: 'lanes', path: '', sha });
      await files.dispose();
      expect(fake.requests.map((r) => [r.path, r.authorization])).toEqual([
        [`/repos/acme/lanes/tarball/${sha}`, 'token ghs_catalog_proxy'],
        [`/_codeload/acme/lanes/legacy.tar.gz/${sha}`, undefined],
      ]);
      expect(tunnels).toEqual([`api.github.test:${apiPort}`, new URL(fake.codeloadUrl).host]);
    } finally {
      await fake.close();
    }
  });
});
