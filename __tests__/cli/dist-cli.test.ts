/**
 * The built CLI (`dist/cli.js` → `dist/cli/index.js`) as a real process: what `npm i -g` users
 * run. It must have been built (`npm run build`); a missing build fails here rather than being
 * skipped, because dist/ is committed and must work.
 *
 * Reviews run against real git repositories in a temp dir, with lanes backed by /bin/echo and by
 * a loopback OpenAI-compatible server started here (127.0.0.1 only).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { packageRoot } from '../../src/paths.js';
import { node24 } from '../action/helpers/bundle.js';

const REPO = packageRoot();
const CLI = join(REPO, 'dist', 'cli.js');
const BUILT = [CLI, join(REPO, 'dist', 'cli', 'index.js')];
const VERSION = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }).version;

/** What the loopback server answers every chat completion with. */
const SERVED_REVIEW = '## Summary\nok\n\n## Risk Assessment\nLOW';

let tmp: string;

beforeAll(() => {
  const missing = BUILT.filter((f) => !existsSync(f));
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')} missing: run \`npm run build\` first (dist/ is committed and tested)`,
    );
  }
  tmp = mkdtempSync(join(tmpdir(), 'dist-cli-test-'));
});
afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs dist/cli.js (under `node`, default the tests' own). Asynchronous on purpose: the HTTP
 * lane's server lives in this process and must keep answering while the CLI runs.
 */
function cli(
  args: string[],
  opts: { cwd?: string; env?: Record<string, string>; node?: string } = {},
): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env };
  // Jest's own flags are not the CLI's business, nor is a compile cache this environment chose.
  delete env.NODE_OPTIONS;
  delete env.NODE_COMPILE_CACHE;
  delete env.NODE_DISABLE_COMPILE_CACHE;
  return new Promise((resolve, reject) => {
    const child = spawn(opts.node ?? process.execPath, [CLI, ...args], {
      cwd: opts.cwd ?? REPO,
      env,
      timeout: 30_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A fresh TMPDIR: where Node keeps its compile cache when the program turns it on. */
function freshTmpdir(name: string): string {
  const dir = join(tmp, 'tmpdir', name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

describe('dist/cli.js', () => {
  test("--version: the package version, under the tests' Node and under Node 24", async () => {
    for (const node of [process.execPath, node24()]) {
      const run = await cli(['--version'], { node, env: { TMPDIR: freshTmpdir('version') } });
      expect(run).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    }
  });

  test('a reader that stops early (| head) ends the command quietly, with no stack trace', async () => {
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${CLI}" consent | head -n 1`], {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    expect([r.status, r.stdout.split('\n').length, r.stderr]).toEqual([0, 2, '']);
  });

  test('validate --json in this repository: the 12 first-party lanes, found from dist/', async () => {
    const run = await cli(['validate', '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as { ok: boolean; lanes: { source: string }[]; errors: unknown[] };
    expect(json.ok).toBe(true);
    expect(json.errors).toEqual([]);
    expect(json.lanes).toHaveLength(12);
    expect(json.lanes.every((l) => l.source === 'first-party')).toBe(true);
  });

  test('validate --json outside any repository: the first-party lanes come from the package root', async () => {
    const elsewhere = join(tmp, 'not-a-repository');
    mkdirSync(elsewhere);
    const run = await cli(['validate', '--json'], { cwd: elsewhere });
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as { ok: boolean; lanes: { path: string }[] };
    expect(json.ok).toBe(true);
    expect(json.lanes).toHaveLength(12);
    for (const lane of json.lanes) expect(lane.path.startsWith(join(REPO, 'capabilities') + '/')).toBe(true);
  });
});

// ---- reviews through dist/ ----------------------------------------------------------------------

type Reviewer = Record<string, unknown>;

/** A repository lane manifest around `reviewer` (the shape of bench/cases/review-overhead.mjs). */
function manifest(
  slug: string,
  reviewer: Reviewer,
  config?: Record<string, unknown>,
): Record<string, unknown> {
  return {
    id: slug,
    role: 'reviewer',
    version: '1.0.0',
    title: slug,
    description: `the ${slug} lane of the dist/ CLI test`,
    tier: 'full',
    requires: [],
    reviewer: {
      slug,
      flags: [`--${slug}`],
      timeoutFloorMs: 10000,
      emptyOutput: 'stub-with-stderr',
      reviewsSection: `Lane ${slug.toUpperCase()}`,
      requiresBinaries: [],
      promptBudgetKey: null,
      ...reviewer,
    },
    ...(config ? { config } : {}),
  };
}

/** A lane that prints a fixed review with /bin/echo (no prompt on stdin). */
function echoLane(slug: string): Record<string, unknown> {
  return manifest(slug, {
    transport: 'spawn',
    probe: { kind: 'command-exists', binary: '/bin/echo' },
    invoke: {
      binary: '/bin/echo',
      args: [`## Summary\nLane ${slug} found nothing.\n\n## Risk Assessment\nLOW`],
      promptChannel: 'none',
      outputChannel: 'stdout',
      modelArg: null,
      effortChannel: 'none',
    },
    evidenceClass: 'source-grounded',
    handler: null,
  });
}

/** A lane that asks the OpenAI-compatible server at config key `review.<slug>_host`. */
function httpLane(slug: string): Record<string, unknown> {
  const hostKey = `review.${slug}_host`;
  return manifest(
    slug,
    {
      transport: 'openai-http',
      probe: { kind: 'http-reachable', hostConfigKey: hostKey, path: '/v1/models', timeoutMs: 2000 },
      invoke: {
        hostConfigKey: hostKey,
        path: '/v1/chat/completions',
        modelDiscovery: 'first-from-models-endpoint',
        effortChannel: 'none',
      },
      evidenceClass: 'diff-only',
      handler: 'openai-compatible',
    },
    { [hostKey]: { type: 'string', default: '', description: 'Base URL of the test server.' } },
  );
}

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
}

function write(repo: string, path: string, text: string): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

/**
 * A repository with `lanes` declared and consented (through dist/cli.js, as a maintainer would)
 * on `main`, and a one-file change on branch `f`.
 */
async function buildRepo(
  name: string,
  lanes: Record<string, unknown>[],
  config: Record<string, unknown> | null,
): Promise<string> {
  const repo = join(tmp, name);
  mkdirSync(repo);
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'config', 'user.email', 'test@example.invalid');
  git(repo, 'config', 'user.name', 'test');
  git(repo, 'config', 'commit.gpgsign', 'false');
  for (const lane of lanes) {
    write(
      repo,
      `.github/reviewer-lanes/capabilities/${String(lane.id)}/capability.json`,
      `${JSON.stringify(lane, null, 2)}\n`,
    );
  }
  if (config !== null)
    write(repo, '.github/reviewer-lanes/config.json', `${JSON.stringify(config, null, 2)}\n`);
  write(repo, 'a.txt', 'one\n');
  const consent = await cli(['consent', '--write', '--no-first-party', '--cwd', repo]);
  if (consent.code !== 0) throw new Error(`consent --write failed:\n${consent.stdout}${consent.stderr}`);
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  git(repo, 'checkout', '-q', '-b', 'f');
  write(repo, 'a.txt', 'one\ntwo\n');
  git(repo, 'commit', '-q', '-am', 'change');
  return repo;
}

interface Results {
  ok: boolean;
  lanes: { slug: string; status: string; reason?: string; reviewPath?: string }[];
}

function reviewArgs(repo: string, reviewers: string, out: string): string[] {
  return [
    'review',
    '--cwd',
    repo,
    '--no-first-party',
    '--base',
    'main',
    '--reviewers',
    reviewers,
    '--json',
    '--out',
    out,
  ];
}

function statuses(results: Results): Record<string, string> {
  return Object.fromEntries(results.lanes.map((l) => [l.slug, l.status]));
}

describe('review through dist/cli.js', () => {
  test('two /bin/echo lanes: exit 0, both reviewed, REVIEWS.md has both sections', async () => {
    const repo = await buildRepo('echo-repo', [echoLane('a'), echoLane('b')], {});
    const out = join(tmp, 'echo-out');

    const run = await cli(reviewArgs(repo, 'a,b', out));
    expect(run.code).toBe(0);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as Results;
    expect(results.ok).toBe(true);
    expect(statuses(results)).toEqual({ a: 'reviewed', b: 'reviewed' });
    const reviews = readFileSync(join(out, 'REVIEWS.md'), 'utf8');
    for (const slug of ['a', 'b']) {
      expect(reviews).toContain(`<!-- reviewer-lanes:lane id=${slug} -->`);
      expect(reviews).toContain(`## Lane ${slug.toUpperCase()} Review`);
      expect(reviews).toContain(`Lane ${slug} found nothing.`);
    }
  });

  describe('an HTTP lane', () => {
    let server: Server;
    let url: string;
    const requests: string[] = [];

    beforeAll(async () => {
      server = createServer((req, res) => {
        requests.push(`${req.method} ${req.url}`);
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        req.resume();
        req.on('end', () => {
          if (req.method === 'GET' && req.url === '/v1/models') return send(200, { data: [{ id: 'm' }] });
          if (req.method === 'POST' && req.url === '/v1/chat/completions') {
            return send(200, { choices: [{ message: { content: SERVED_REVIEW } }] });
          }
          return send(404, { error: { message: `no route ${req.method} ${req.url}` } });
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    test('ends reviewed with the served text in its lane file', async () => {
      const repo = await buildRepo('http-repo', [httpLane('h')], { review: { h_host: url } });
      const out = join(tmp, 'http-out');

      const run = await cli(reviewArgs(repo, 'h', out));
      expect(run.stderr).not.toMatch(/Cannot find module|undici/);
      expect(run.code).toBe(0);
      const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as Results;
      expect(results.ok).toBe(true);
      expect(statuses(results)).toEqual({ h: 'reviewed' });
      const lane = results.lanes[0];
      expect(lane?.reviewPath).toBeDefined();
      expect(readFileSync(join(out, lane?.reviewPath ?? ''), 'utf8')).toContain(SERVED_REVIEW);
      expect(requests).toContain('POST /v1/chat/completions');
    });
  });
});
