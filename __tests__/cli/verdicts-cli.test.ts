/**
 * The CLI with the runtime verdict cache (sys/verdicts.ts): a build passes its digest to main,
 * which keeps verdicts under the cache directory (REVIEWER_LANES_CACHE_DIR here, a temp dir).
 * A second run reads what the first recorded and must print and write exactly what the first
 * did; without a build digest nothing is recorded. In-process runs over temp repositories, and
 * a real review with lanes backed by /bin/echo in a real git repository.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manifestDigest } from '../../src/catalog/pinned.js';
import { fileVerdicts } from '../../src/sys/verdicts.js';
import { DEFAULTS } from '../../src/vocabulary.js';
import { spawnManifest, withReviewer, type Json } from '../../__fixtures__/catalog/manifests.js';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';
import { runCli } from './helpers.js';
import { echoLaneFile } from '../../__fixtures__/pipeline/echo-lane.js';

const BUILD = 'f6'.repeat(32);
const LANES_DIR = DEFAULTS.repositoryCapabilitiesDir;

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cli-verdicts-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
const freshCache = () => join(root, `cache-${++n}`);
/** The environment of a run whose cache is `cache` (a disabled compile cache would disable it). */
function envWith(cache: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, REVIEWER_LANES_CACHE_DIR: cache };
  delete env.NODE_DISABLE_COMPILE_CACHE;
  return env;
}
/** Every verdict file under `<cache>/verdicts/`, as `<build folder>/<name>`. */
function verdictFiles(cache: string): string[] {
  const dir = join(cache, 'verdicts');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((build) => readdirSync(join(dir, build)).map((f) => `${build}/${f}`))
    .sort();
}

function repoWith(lanes: Record<string, Json>): string {
  const cwd = join(root, `repo-${++n}`);
  mkdirSync(join(cwd, LANES_DIR), { recursive: true });
  for (const [id, doc] of Object.entries(lanes)) {
    mkdirSync(join(cwd, LANES_DIR, id), { recursive: true });
    writeFileSync(join(cwd, LANES_DIR, id, 'capability.json'), `${JSON.stringify(doc, null, 2)}\n`);
  }
  return cwd;
}

/** Two clean lanes, one with a warning, one invalid: output with lanes, warnings and errors. */
const mixedLanes = (): Record<string, Json> => ({
  alpha: spawnManifest('alpha'),
  beta: withReviewer(spawnManifest('beta'), { env: ['BETA_TOKEN'] }),
  warned: withReviewer(spawnManifest('warned'), { extraField: 1 }),
  broken: withReviewer(spawnManifest('broken'), { flags: [] }),
});

describe('validate with a build digest', () => {
  it('prints the same twice, the second run from the cache, as a run without one', async () => {
    const cwd = repoWith(mixedLanes());
    const cache = freshCache();
    const argv = ['validate', '--json', '--no-first-party', '--cwd', cwd];
    const uncached = await runCli(argv, { env: envWith(freshCache()) });
    const first = await runCli(argv, { buildDigest: BUILD, env: envWith(cache) });
    const recorded = verdictFiles(cache);
    const second = await runCli(argv, { buildDigest: BUILD, env: envWith(cache) });

    expect(first).toEqual(uncached);
    expect(second).toEqual(first);
    expect(first.code).toBe(1);
    const report = JSON.parse(first.stdout) as {
      lanes: Array<{ id: string }>;
      errors: unknown[];
      warnings: unknown[];
    };
    expect(report.lanes.map((l) => l.id)).toEqual(['alpha', 'beta', 'warned']);
    expect([report.errors.length, report.warnings.length]).toEqual([1, 1]);

    // Only the two clean manifests are recorded, in this build's folder; the second run keeps them.
    expect(recorded).toHaveLength(2);
    expect(recorded.every((f) => f.startsWith(`${BUILD.slice(0, 16)}/`))).toBe(true);
    expect(verdictFiles(cache)).toEqual(recorded);
    const verdicts = fileVerdicts(cache, BUILD);
    // The catalog records a manifest by its bytes' SHA-256 (the digest it already computes).
    const bytes = (id: string) => manifestDigest(readFileSync(join(cwd, LANES_DIR, id, 'capability.json')));
    expect(
      ['alpha', 'beta', 'warned', 'broken'].map((id) => verdicts.known('manifest', id, bytes(id))),
    ).toEqual([true, true, false, false]);
  });

  it('reads the cache: a verdict forged for a manifest with a warning silences the warning', async () => {
    // Proof that a run consults the cache, and why only clean inputs may ever be recorded.
    const cwd = repoWith(mixedLanes());
    const cache = freshCache();
    const argv = ['validate', '--json', '--no-first-party', '--cwd', cwd];
    const warned = await runCli(argv, { buildDigest: BUILD, env: envWith(cache) });
    expect((JSON.parse(warned.stdout) as { warnings: unknown[] }).warnings).toHaveLength(1);
    const bytes = readFileSync(join(cwd, LANES_DIR, 'warned', 'capability.json'));
    fileVerdicts(cache, BUILD).remember('manifest', 'warned', manifestDigest(bytes));
    const forged = await runCli(argv, { buildDigest: BUILD, env: envWith(cache) });
    expect((JSON.parse(forged.stdout) as { warnings: unknown[] }).warnings).toEqual([]);
    // Another build does not read this build's verdicts.
    const other = await runCli(argv, { buildDigest: 'a0'.repeat(32), env: envWith(cache) });
    expect(other.stdout).toBe(warned.stdout);
  });

  it('lanes prints the same twice', async () => {
    const cwd = repoWith(mixedLanes());
    const cache = freshCache();
    const argv = ['lanes', '--json', '--no-first-party', '--cwd', cwd];
    const first = await runCli(argv, { buildDigest: BUILD, env: envWith(cache) });
    const second = await runCli(argv, { buildDigest: BUILD, env: envWith(cache) });
    expect(first.code).toBe(0);
    expect(second).toEqual(first);
    expect(verdictFiles(cache)).toHaveLength(2);
  });

  it('with first-party lanes too: only the repository manifests are recorded', async () => {
    const cwd = repoWith({ alpha: spawnManifest('alpha') });
    const cache = freshCache();
    const argv = ['validate', '--json', '--cwd', cwd];
    const first = await runCli(argv, { buildDigest: BUILD, env: envWith(cache) });
    const second = await runCli(argv, { buildDigest: BUILD, env: envWith(cache) });
    expect(first.code).toBe(0);
    expect(second).toEqual(first);
    expect((JSON.parse(first.stdout) as { lanes: unknown[] }).lanes).toHaveLength(13);
    expect(verdictFiles(cache)).toHaveLength(1);
  });

  it.each([
    ['no build digest', undefined],
    ['a build digest that is not a SHA-256', 'f6'.repeat(31)],
  ])('%s: nothing is recorded', async (_name, buildDigest) => {
    const cwd = repoWith(mixedLanes());
    const cache = freshCache();
    const argv = ['validate', '--json', '--no-first-party', '--cwd', cwd];
    const deps = { env: envWith(cache), ...(buildDigest !== undefined ? { buildDigest } : {}) };
    const first = await runCli(argv, deps);
    const second = await runCli(argv, deps);
    expect(second).toEqual(first);
    expect(existsSync(join(cache, 'verdicts'))).toBe(false);
  });

  it('a cache directory that cannot be created changes nothing', async () => {
    const cwd = repoWith(mixedLanes());
    const blocker = join(root, `regular-file-${++n}`);
    writeFileSync(blocker, 'not a directory');
    const argv = ['validate', '--json', '--no-first-party', '--cwd', cwd];
    const uncached = await runCli(argv, { env: envWith(freshCache()) });
    const run = await runCli(argv, { buildDigest: BUILD, env: envWith(join(blocker, 'cache')) });
    expect(run).toEqual(uncached);
  });
});

/** results.json without what differs between two runs of the same review (timings). */
function stableResults(path: string): unknown {
  const results = JSON.parse(readFileSync(path, 'utf8')) as { lanes: Array<Record<string, unknown>> };
  for (const lane of results.lanes) {
    expect(typeof lane.durationMs).toBe('number');
    delete lane.durationMs;
  }
  return results;
}
/** REVIEWS.md with its time of review and durations masked (all a second run may change). */
const stableReviews = (path: string): string =>
  readFileSync(path, 'utf8')
    .replace(/^reviewed_at: .*$/m, 'reviewed_at: <time>')
    .replace(/\b\d+(\.\d+)?\s?(ms|s)\b/g, '<duration>');

describe('review with a build digest', () => {
  let repo: TempRepo;
  const ids = ['la', 'lb', 'lc'];
  beforeAll(async () => {
    repo = tempRepo();
    for (const id of ids) repo.write(`${LANES_DIR}/${id}/capability.json`, echoLaneFile(id));
    repo.write('a.txt', 'one\n');
    // Consent is written without a build digest: nothing is recorded before the reviews.
    const consent = await runCli(['consent', '--write', '--no-first-party'], {
      cwd: repo.dir,
      env: envWith(freshCache()),
    });
    if (consent.code !== 0) throw new Error(consent.stderr);
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'f');
    repo.write('a.txt', 'one\ntwo\n');
    repo.commit('change');
  });
  afterAll(() => repo.cleanup());

  it('twice gives the same results.json and REVIEWS.md; the first run records manifests and baseline', async () => {
    const cache = freshCache();
    const out = join(repo.dir, 'out');
    /** One review into `out`; what it wrote, without timings. */
    const review = async (deps: { buildDigest?: string; cache: string }) => {
      const run = await runCli(
        [
          'review',
          '--reviewers',
          ids.join(','),
          '--base',
          'main',
          '--out',
          out,
          '--json',
          '--no-first-party',
        ],
        {
          cwd: repo.dir,
          env: envWith(deps.cache),
          ...(deps.buildDigest ? { buildDigest: deps.buildDigest } : {}),
        },
      );
      expect(run.code).toBe(0);
      return {
        results: stableResults(join(out, 'results.json')),
        reviews: stableReviews(join(out, 'REVIEWS.md')),
      };
    };

    const uncached = await review({ cache: freshCache() });
    const first = await review({ buildDigest: BUILD, cache });
    const recorded = verdictFiles(cache);
    const verdicts = fileVerdicts(cache, BUILD);
    for (const id of ids) {
      const bytes = manifestDigest(readFileSync(join(repo.dir, LANES_DIR, id, 'capability.json')));
      expect([id, verdicts.known('manifest', id, bytes)]).toEqual([id, true]);
    }
    // The baseline recorded is the text at the baseline ref (main), where consent was committed.
    const baselineText = repo.git('show', `main:${DEFAULTS.consentPath}`);
    expect(readFileSync(join(repo.dir, DEFAULTS.consentPath), 'utf8').trim()).toBe(baselineText.trim());
    const committed = readFileSync(join(repo.dir, DEFAULTS.consentPath));
    expect(verdicts.known('baseline', DEFAULTS.consentPath, committed)).toBe(true);
    expect(recorded).toHaveLength(ids.length + 1);

    const second = await review({ buildDigest: BUILD, cache });
    expect(verdictFiles(cache)).toEqual(recorded);

    expect((first.results as { lanes: Array<{ status: string }> }).lanes.map((l) => l.status)).toEqual([
      'reviewed',
      'reviewed',
      'reviewed',
    ]);
    expect(first.reviews).toContain('Lane la');
    expect(first.reviews).toContain('reviewed_at: <time>');
    expect(second).toEqual(first);
    expect(first).toEqual(uncached);
  });
});
