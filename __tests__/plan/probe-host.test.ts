/**
 * A spawn lane's `http-reachable` probe takes its host from config, which the pull request can
 * change and the consent baseline does not bind: it may only reach this machine, or a PR could
 * make the runner request any URL and read the status back. Through `reviewer-lanes plan` on a
 * real repository, with a loopback server started here.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';
import { echoLaneManifest } from '../../__fixtures__/pipeline/echo-lane.js';
import { runCli } from '../cli/helpers.js';

describe("a spawn lane's http-reachable probe", () => {
  let repo: TempRepo;
  let server: Server;
  let local: string;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    repo = tempRepo();
    const lane = echoLaneManifest('alpha') as { reviewer: Record<string, unknown>; config?: unknown };
    lane.reviewer.probe = {
      kind: 'http-reachable',
      hostConfigKey: 'review.alpha_host',
      path: '/health',
      timeoutMs: 1000,
    };
    lane.config = {
      'review.alpha_host': { type: 'string', default: '', description: 'where alpha checks its server' },
    };
    repo.write('.github/reviewer-lanes/capabilities/alpha/capability.json', JSON.stringify(lane, null, 2));
    repo.write('.github/reviewer-lanes/config.json', JSON.stringify({ review: { alpha_host: local } }));
    const consent = await runCli(['consent', '--write', '--no-first-party'], { cwd: repo.dir });
    if (consent.code !== 0) throw new Error(consent.stderr);
    repo.commit('base');
  });
  afterAll(async () => {
    repo.cleanup();
    await new Promise((resolve) => server.close(resolve));
  });

  const plan = async () => {
    const run = await runCli(['plan', '--no-first-party', '--reviewers', 'alpha', '--json'], {
      cwd: repo.dir,
    });
    return JSON.parse(run.stdout) as { lanes: Array<{ status: string; reason?: string; detail?: string }> };
  };

  it('reaches a loopback host', async () => {
    expect((await plan()).lanes[0]?.status).toBe('runnable');
    expect(seen).toEqual(['/health']);
  });

  it('is refused, with nothing sent, when the config (a PR can change it) points elsewhere', async () => {
    repo.write(
      '.github/reviewer-lanes/config.json',
      JSON.stringify({ review: { alpha_host: 'http://169.254.169.254' } }),
    );
    const lane = (await plan()).lanes[0];
    expect(lane).toMatchObject({ status: 'unavailable', reason: 'probe_failed' });
    expect(lane?.detail).toBe(
      "lane 'alpha' would probe http://169.254.169.254 (review.alpha_host): a spawn lane's probe may only reach this machine, since its host is not part of the consent baseline",
    );
  });
});
