/**
 * Probes against real fake CLIs on a temp PATH and real loopback servers. Every probe is
 * bounded: the hanging `--help` returns probe_timeout within its bound and leaves no process.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lane } from '../../src/catalog/types.js';
import { mapConcurrent, probeLane } from '../../src/probe/probe.js';
import type { HttpClient } from '../../src/sys/http.js';
import { createProcessRunner, type ProcessRunner, type SpawnSpec } from '../../src/sys/process.js';
import { isAlive, waitUntil } from '../../__fixtures__/run/processes.mjs';
import { refusedUrl, startServer, type TestServer } from '../../__fixtures__/plan/servers.js';
import {
  fakeBinDir,
  fakePathEnv,
  firstPartyLane,
  repositoryLane,
  withReviewer,
  type FakeMode,
} from '../../__fixtures__/plan/support.js';

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

function pathWith(bins: Record<string, FakeMode | 'noexec'>): { env: NodeJS.ProcessEnv; dir: string } {
  const { dir, cleanup } = fakeBinDir(bins);
  cleanups.push(cleanup);
  return { env: fakePathEnv(dir), dir };
}

/** kimi-code's real manifest: command-capability `kimi`, needle `--output-format`, 5000 ms. */
const kimi = (timeoutMs?: number): Lane => {
  const lane = firstPartyLane('kimi-code');
  if (timeoutMs === undefined) return lane;
  return withReviewer(lane, { probe: { ...lane.reviewer.probe, timeoutMs } });
};

describe('command-exists', () => {
  it('is available when the binary is on PATH, and starts no process', async () => {
    // A hanging fake proves nothing is executed: running it would never return.
    const { env } = pathWith({ gemini: 'hang' });
    await expect(probeLane(firstPartyLane('gemini'), null, { env, cwd: process.cwd() })).resolves.toEqual({
      ok: true,
    });
  });
  it('is missing_binary when it is not', async () => {
    const { env } = pathWith({});
    await expect(probeLane(firstPartyLane('gemini'), null, { env, cwd: process.cwd() })).resolves.toEqual({
      ok: false,
      reason: 'missing_binary',
      detail: "'gemini' not found on PATH",
    });
  });
  it('is missing_binary when the file is not executable', async () => {
    const { env } = pathWith({ gemini: 'noexec' });
    await expect(
      probeLane(firstPartyLane('gemini'), null, { env, cwd: process.cwd() }),
    ).resolves.toMatchObject({
      ok: false,
      reason: 'missing_binary',
    });
  });
});

describe('requiresBinaries come first', () => {
  it('is missing_required_binary even when the probe binary exists', async () => {
    const { env } = pathWith({ gemini: 'needle' });
    const lane = withReviewer(firstPartyLane('gemini'), { requiresBinaries: ['jq-like-helper'] });
    await expect(probeLane(lane, null, { env, cwd: process.cwd() })).resolves.toEqual({
      ok: false,
      reason: 'missing_required_binary',
      detail: "lane 'gemini' requires 'jq-like-helper' on PATH",
    });
  });
  it('passes through to the probe kind when every required binary is present', async () => {
    const { env } = pathWith({ gemini: 'needle', helper: 'needle' });
    const lane = withReviewer(firstPartyLane('gemini'), { requiresBinaries: ['helper'] });
    await expect(probeLane(lane, null, { env, cwd: process.cwd() })).resolves.toEqual({ ok: true });
  });
});

describe('command-capability (kimi-code)', () => {
  const rows: Array<{ mode: FakeMode; expected: object }> = [
    { mode: 'needle', expected: { ok: true } },
    { mode: 'stderr-needle', expected: { ok: true } },
    {
      mode: 'plain',
      expected: {
        ok: false,
        reason: 'probe_failed',
        detail:
          "'kimi --help' does not mention '--output-format': 'kimi' is a different tool sharing the name",
      },
    },
  ];
  it.each(rows)('--help that is $mode → $expected', async ({ mode, expected }) => {
    const { env } = pathWith({ kimi: mode });
    await expect(probeLane(kimi(), null, { env, cwd: process.cwd() })).resolves.toEqual(expected);
  });

  it('is missing_binary when kimi is absent', async () => {
    const { env } = pathWith({});
    await expect(probeLane(kimi(), null, { env, cwd: process.cwd() })).resolves.toEqual({
      ok: false,
      reason: 'missing_binary',
      detail: "'kimi' not found on PATH",
    });
  });

  it('a hanging --help is probe_timeout within its bound', async () => {
    const { env } = pathWith({ kimi: 'hang' });
    const started = Date.now();
    const result = await probeLane(kimi(400), null, { env, cwd: process.cwd() });
    const elapsed = Date.now() - started;
    expect(result).toEqual({
      ok: false,
      reason: 'probe_timeout',
      detail: "'kimi --help' did not finish within 400 ms",
    });
    // Bounded: the timeout plus reaping, far from "forever" (generous for a loaded machine).
    expect(elapsed).toBeGreaterThanOrEqual(400);
    expect(elapsed).toBeLessThan(400 + 3000);
  });

  it('a --help that answers and exits leaves no process of its group behind', async () => {
    const { env, dir } = pathWith({ kimi: 'needle-leftover' });
    await expect(probeLane(kimi(3000), null, { env, cwd: process.cwd() })).resolves.toEqual({ ok: true });
    const leftover = Number(readFileSync(join(dir, 'kimi.pids'), 'utf8').trim());
    await expect(waitUntil(() => !isAlive(leftover), 2000)).resolves.toBe(true);
  });

  it('a hanging --help that started a grandchild leaves no process behind', async () => {
    const { env, dir } = pathWith({ kimi: 'hang-tree' });
    const result = await probeLane(kimi(1500), null, { env, cwd: process.cwd() });
    expect(result).toMatchObject({ ok: false, reason: 'probe_timeout' });
    const pids = readFileSync(join(dir, 'kimi.pids'), 'utf8').trim().split(' ').map(Number);
    expect(pids).toHaveLength(2);
    // The grandchild is re-parented when its parent dies; give its reaper a moment.
    await expect(waitUntil(() => pids.every((p) => !isAlive(p)), 2000)).resolves.toBe(true);
  });

  it('starts its --help through the process runner it is given, with no file and no stdin', async () => {
    const { env, dir } = pathWith({ kimi: 'needle' });
    const real = createProcessRunner();
    const specs: SpawnSpec[] = [];
    const processRunner: ProcessRunner = {
      run: (spec, signal) => {
        specs.push(spec);
        return real.run(spec, signal);
      },
    };
    const withToken = { ...env, GITHUB_TOKEN: 'ghs_not-for-a-probe' };
    await expect(probeLane(kimi(3000), null, { env: withToken, cwd: dir, processRunner })).resolves.toEqual({
      ok: true,
    });
    expect(specs).toEqual([
      expect.objectContaining({
        binary: join(dir, 'kimi'),
        argv: ['--help'],
        cwd: dir,
        stdinPath: null,
        stdoutPath: null,
        stderrPath: null,
        timeoutMs: 3000,
        killGraceMs: 0,
      }),
    ]);
    // The probe's environment is the basic allow-list, never the runner's whole environment.
    expect(Object.keys(specs[0]!.env).sort()).toEqual(['HOME', 'PATH', 'TERM']);
  });
});

describe('http-reachable (ollama) on loopback', () => {
  let ok: TestServer;
  let notFound: TestServer;
  let redirect: TestServer;
  let hang: TestServer;
  let refused: string;
  beforeAll(async () => {
    [ok, notFound, redirect, hang] = await Promise.all([
      startServer('ok'),
      startServer('not-found'),
      startServer('redirect'),
      startServer('hang'),
    ]);
    refused = await refusedUrl();
  });
  afterAll(async () => {
    await Promise.all([ok, notFound, redirect, hang].map((s) => s.close()));
  });
  const ollama = (timeoutMs = 2000): Lane =>
    withReviewer(firstPartyLane('ollama'), {
      probe: { kind: 'http-reachable', hostConfigKey: 'review.ollama_host', path: '/v1/models', timeoutMs },
    });
  const ctx = { env: {}, cwd: process.cwd() };

  it('a 2xx answer is available, and the GET went to host + probe path', async () => {
    await expect(probeLane(ollama(), ok.url, ctx)).resolves.toEqual({ ok: true });
    expect(ok.requests).toContain('GET /v1/models');
  });
  it('sends its GET through the HTTP client it is given', async () => {
    const sent: string[] = [];
    const httpClient: HttpClient = {
      send: async (req) => {
        sent.push(`${req.method} ${req.url}`);
        return { kind: 'response', status: 200, location: null, body: '{}' };
      },
    };
    // Nothing listens at `refused`: only the given client can answer.
    await expect(probeLane(ollama(), refused, { ...ctx, httpClient })).resolves.toEqual({ ok: true });
    expect(sent).toEqual([`GET ${refused}/v1/models`]);
  });
  it('a 2xx whose body runs past what it reads is still available', async () => {
    const httpClient: HttpClient = {
      send: async () => ({ kind: 'failure', cause: 'too_large', message: 'too large', status: 200 }),
    };
    await expect(probeLane(ollama(), ok.url, { ...ctx, httpClient })).resolves.toEqual({ ok: true });
  });
  it('a 404 is host_unreachable', async () => {
    await expect(probeLane(ollama(), notFound.url, ctx)).resolves.toEqual({
      ok: false,
      reason: 'host_unreachable',
      detail: `GET ${notFound.url}/v1/models answered HTTP 404`,
    });
  });
  it('a redirect is not followed', async () => {
    await expect(probeLane(ollama(), redirect.url, ctx)).resolves.toEqual({
      ok: false,
      reason: 'host_unreachable',
      detail: `GET ${redirect.url}/v1/models answered HTTP 302 (redirects are not followed)`,
    });
  });
  it('a refused connection is host_unreachable naming the error', async () => {
    const result = await probeLane(ollama(), refused, ctx);
    expect(result).toMatchObject({ ok: false, reason: 'host_unreachable' });
    expect(result.ok ? '' : result.detail).toMatch(
      new RegExp(`^GET ${refused}/v1/models failed: .*ECONNREFUSED`),
    );
  });
  it('a server that never answers is host_unreachable within the bound', async () => {
    const started = Date.now();
    await expect(probeLane(ollama(300), hang.url, ctx)).resolves.toEqual({
      ok: false,
      reason: 'host_unreachable',
      detail: `GET ${hang.url}/v1/models timed out after 300 ms`,
    });
    expect(Date.now() - started).toBeLessThan(300 + 3000);
  });
  it('no resolved host is host_unreachable without any request', async () => {
    await expect(probeLane(ollama(), null, ctx)).resolves.toEqual({
      ok: false,
      reason: 'host_unreachable',
      detail: 'no host resolved',
    });
  });
  it('a host that is not an http URL is host_unreachable', async () => {
    await expect(probeLane(ollama(), 'localhost:11434', ctx)).resolves.toEqual({
      ok: false,
      reason: 'host_unreachable',
      detail: "'localhost:11434/v1/models' is not an http(s) URL",
    });
  });
});

describe('malformed probes fail closed', () => {
  const ctx = { env: {}, cwd: process.cwd() };
  it('no probe object → probe_failed', async () => {
    const lane = withReviewer(repositoryLane('acme', 'acme'), { probe: null });
    await expect(probeLane(lane, null, ctx)).resolves.toEqual({
      ok: false,
      reason: 'probe_failed',
      detail: 'lane declares no probe',
    });
  });
  it('an unknown kind → probe_failed', async () => {
    const lane = withReviewer(repositoryLane('acme', 'acme'), { probe: { kind: 'telepathy' } });
    await expect(probeLane(lane, null, ctx)).resolves.toEqual({
      ok: false,
      reason: 'probe_failed',
      detail: "unknown probe kind 'telepathy'",
    });
  });
});

describe('mapConcurrent', () => {
  it('keeps at most `limit` in flight and the input order', async () => {
    let inFlight = 0;
    let peak = 0;
    const out = await mapConcurrent([5, 1, 4, 2, 3, 0], 2, async (n) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, n * 5));
      inFlight--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0]);
    expect(peak).toBe(2);
  });
  it('handles an empty list', async () => {
    await expect(mapConcurrent([], 3, async () => 1)).resolves.toEqual([]);
  });
});
