/**
 * The built CLI (`dist/cli.js` → `dist/cli/main.cjs`, `zod.cjs`, `undici.cjs`) as a real process:
 * what `npm i -g` users run. It must have been built (`npm run build`); a missing build fails here
 * rather than being skipped, because dist/ is committed and must work.
 *
 * Every run gets a temp REVIEWER_LANES_CACHE_DIR, so the code cache is observable and the user's
 * own cache is never touched. Reviews run against real git repositories in a temp dir, with lanes
 * backed by /bin/echo and by a loopback OpenAI-compatible server started here (127.0.0.1 only).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { packageRoot } from '../../src/paths.js';

const REPO = packageRoot();
const CLI = join(REPO, 'dist', 'cli.js');
const BUILT = [CLI, ...['main.cjs', 'zod.cjs', 'undici.cjs'].map((f) => join(REPO, 'dist', 'cli', f))];
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
 * Runs dist/cli.js. Asynchronous on purpose: the HTTP lane's server lives in this process and
 * must keep answering while the CLI runs.
 */
function cli(args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env };
  // Jest's own flags are not the CLI's business.
  delete env.NODE_OPTIONS;
  if (!opts.env?.NODE_DISABLE_COMPILE_CACHE) delete env.NODE_DISABLE_COMPILE_CACHE;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: opts.cwd ?? REPO, env, timeout: 30_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A cache directory path that does not exist yet: the CLI creates it (0700) on its first save. */
function freshCacheDir(name: string): string {
  return join(tmp, 'cache', name, 'reviewer-lanes');
}

function cacheFiles(dir: string): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.v8cache'));
}

describe('dist/cli.js and the code cache', () => {
  test('--version: the package version; the first run writes a cache, the second uses it', async () => {
    const cacheDir = freshCacheDir('version');
    const env = { REVIEWER_LANES_CACHE_DIR: cacheDir };

    const first = await cli(['--version'], { env });
    expect(first).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    const files = cacheFiles(cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^main\.cjs\.[0-9a-f]{32}\.v8cache$/);
    const cacheFile = join(cacheDir, files[0] ?? '');
    const before = statSync(cacheFile);
    expect(before.mode & 0o777).toBe(0o600);
    expect(statSync(cacheDir).mode & 0o777).toBe(0o700);

    // A hit writes nothing, so the file keeps its mtime and inode.
    const second = await cli(['--version'], { env });
    expect(second).toEqual(first);
    expect(cacheFiles(cacheDir)).toEqual(files);
    const after = statSync(cacheFile);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(after.ino).toBe(before.ino);
  });

  test('NODE_DISABLE_COMPILE_CACHE=1: no cache file, same output', async () => {
    const cacheDir = freshCacheDir('disabled');
    const run = await cli(['--version'], {
      env: { REVIEWER_LANES_CACHE_DIR: cacheDir, NODE_DISABLE_COMPILE_CACHE: '1' },
    });
    expect(run).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    expect(existsSync(cacheDir)).toBe(false);
  });

  test('validate --json in this repository: the 12 first-party lanes, found from dist/', async () => {
    const run = await cli(['validate', '--json'], {
      env: { REVIEWER_LANES_CACHE_DIR: freshCacheDir('validate') },
    });
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
    const run = await cli(['validate', '--json'], {
      cwd: elsewhere,
      env: { REVIEWER_LANES_CACHE_DIR: freshCacheDir('validate-elsewhere') },
    });
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
  env: Record<string, string>,
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
  const consent = await cli(['consent', '--write', '--no-first-party', '--cwd', repo], { env });
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
    const env = { REVIEWER_LANES_CACHE_DIR: freshCacheDir('review') };
    const repo = await buildRepo('echo-repo', [echoLane('a'), echoLane('b')], {}, env);
    const out = join(tmp, 'echo-out');

    const run = await cli(reviewArgs(repo, 'a,b', out), { env });
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

  test('zod.cjs is loaded (through the code cache) only to validate: not by a review whose inputs were validated clean', async () => {
    const cacheDir = freshCacheDir('zod');
    const env = { REVIEWER_LANES_CACHE_DIR: cacheDir };
    const repo = await buildRepo('zod-repo', [echoLane('z')], null, env);
    const out = join(tmp, 'zod-out');
    const zodCaches = () => cacheFiles(cacheDir).filter((f) => f.startsWith('zod.cjs.'));

    // The first review validates the lane and the baseline: zod's code is cached beside main's.
    const first = await cli(reviewArgs(repo, 'z', out), { env });
    expect(first.code).toBe(0);
    expect(zodCaches()).toContainEqual(expect.stringMatching(/^zod\.cjs\.[0-9a-f]{32}\.review\.v8cache$/));

    // A cache is written only by a load that missed it: with it gone, a review that loaded zod
    // would write it again. The same inputs, remembered clean, need no zod at all.
    for (const f of zodCaches()) rmSync(join(cacheDir, f));
    const second = await cli(reviewArgs(repo, 'z', out), { env });
    expect(second.code).toBe(0);
    expect(statuses(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as Results)).toEqual({
      z: 'reviewed',
    });
    expect(zodCaches()).toEqual([]);

    // A changed manifest is validated again, and zod comes back.
    const manifestPath = join(repo, '.github/reviewer-lanes/capabilities/z/capability.json');
    writeFileSync(manifestPath, readFileSync(manifestPath, 'utf8').replace('the z lane', 'the Z lane'));
    const third = await cli(['validate', '--no-first-party', '--cwd', repo], { env });
    expect(third.code).toBe(0);
    expect(zodCaches()).toEqual([expect.stringMatching(/^zod\.cjs\.[0-9a-f]{32}\.validate\.v8cache$/)]);
  });

  describe('an HTTP lane (loads dist/cli/undici.cjs)', () => {
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
      const env = { REVIEWER_LANES_CACHE_DIR: freshCacheDir('http') };
      const repo = await buildRepo('http-repo', [httpLane('h')], { review: { h_host: url } }, env);
      const out = join(tmp, 'http-out');

      const run = await cli(reviewArgs(repo, 'h', out), { env });
      expect(run.stderr).not.toMatch(/Cannot find module|undici/);
      expect(run.code).toBe(0);
      const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as Results;
      expect(results.ok).toBe(true);
      expect(statuses(results)).toEqual({ h: 'reviewed' });
      const lane = results.lanes[0];
      expect(lane?.reviewPath).toBeDefined();
      expect(readFileSync(join(out, lane?.reviewPath ?? ''), 'utf8')).toContain(SERVED_REVIEW);
      expect(requests).toContain('POST /v1/chat/completions');
      // undici, like zod, is compiled once and then comes from the code cache.
      expect(cacheFiles(env.REVIEWER_LANES_CACHE_DIR)).toContainEqual(
        expect.stringMatching(/^undici\.cjs\.[0-9a-f]{32}\.review\.v8cache$/),
      );
    });
  });
});
