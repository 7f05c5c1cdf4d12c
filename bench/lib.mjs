// Helpers for bench cases: timing child processes, medians, alternating side-by-side runs,
// making sure dist/ is built from the current source (figures are taken from the shipped bundle),
// the run stage as plain ESM for cases that drive src/ directly, a child's peak RSS, and running
// one case alone.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transpileSources } from '../__fixtures__/run/transpile.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI = join(ROOT, 'dist', 'cli.js');

/**
 * Variables that give every Node process work of its own before it runs a line, unrelated to
 * what a start-up ratio compares: `NODE_EXTRA_CA_CERTS` makes Node parse each certificate in the
 * file (a distribution's CA bundle: about 30 ms here, 60% of a bare `node -e 0`), and
 * `NODE_OPTIONS` can preload modules or set V8 flags.
 * Both sides of a start-up ratio run without them, as on a fresh machine; a ratio taken with such
 * a fixed cost on both sides looks better than it is.
 */
export const STARTUP_NOISE = ['NODE_EXTRA_CA_CERTS', 'NODE_OPTIONS'];

/** The environment start-up ratios are measured in: this one, without STARTUP_NOISE. */
export function startupEnv(env = process.env) {
  const clean = { ...env };
  for (const name of STARTUP_NOISE) delete clean[name];
  return clean;
}

/** The STARTUP_NOISE variables this environment sets (their figures are reported beside). */
export function startupNoise(env = process.env) {
  return STARTUP_NOISE.filter((name) => env[name] !== undefined && env[name] !== '');
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Wall time of one child process in ms; throws when it fails, so a broken command is never "fast". */
export function timeProcess(cmd, args, opts = {}) {
  const started = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (r.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(' ')} exited ${r.status ?? r.signal}: ${(r.stderr ?? '').slice(0, 500)}`,
    );
  }
  return { ms, stdout: r.stdout };
}

/**
 * Runs each command `n` times, alternating between them so machine noise hits all equally, after
 * one untimed warm-up each. Returns the per-command samples.
 */
export function alternate(commands, n) {
  const samples = commands.map(() => []);
  for (const c of commands) timeProcess(c.cmd, c.args, c.opts);
  for (let i = 0; i < n; i++) {
    commands.forEach((c, j) => samples[j].push(timeProcess(c.cmd, c.args, c.opts).ms));
  }
  return samples;
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds dist/ (`npm run build`: the CLI and the action) when it is missing or older than src/. */
export function ensureBuilt() {
  const bundle = join(ROOT, 'dist', 'cli', 'index.js');
  const action = join(ROOT, 'dist', 'action', 'index.js');
  const built = [CLI, bundle, action].every((f) => existsSync(f));
  if (built && Math.min(statSync(bundle).mtimeMs, statSync(action).mtimeMs) >= newestMtime(join(ROOT, 'src')))
    return;
  process.stderr.write('bench: dist/ is missing or older than src/; running npm run build\n');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}

/**
 * The run stage as plain ESM (bench/out is ignored by git), transpiled as the tests do it.
 * Shared by the cases that need src/ (parallel, timeout, flood, large-pr): returns the
 * directory (`out`, holding `src/**` as .js and a `{"type":"module"}` package.json), the runner,
 * and `cleanup()` that removes the directory.
 */
export async function loadRunStage() {
  const out = await transpileSources(join(ROOT, 'bench', 'out'), 'run-stage-');
  const load = (path) => import(pathToFileURL(join(out, path)).href);
  const [{ runLanes }, { createProcessRunner }] = await Promise.all([
    load('src/run/runner.js'),
    load('src/sys/process.js'),
  ]);
  return { out, runLanes, createProcessRunner, cleanup: () => rmSync(out, { recursive: true, force: true }) };
}

/**
 * Runs `fn(stage, dir)` with the run stage loaded and a fresh temp directory
 * (`rl-bench-<name>-…`), and removes both afterwards, whatever happens.
 */
export async function withRunStage(name, fn) {
  const stage = await loadRunStage();
  const dir = mkdtempSync(join(tmpdir(), `rl-bench-${name}-`));
  try {
    return await fn(stage, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    stage.cleanup();
  }
}

/**
 * A runnable spawn lane for `runLanes`: `binary ...argv`, review on stdout, its files in `runDir`
 * (a LanePlan as src/plan/types.ts defines it, spelled in plain JS).
 */
export function spawnLane(runDir, identity, { binary, argv, timeoutMs }) {
  const plan = {
    transport: 'spawn',
    slug: identity,
    identity,
    laneId: identity,
    timeoutMs,
    model: null,
    handler: null,
    emptyOutput: 'stub-with-stderr',
    envNames: [],
    budget: null,
    paths: {
      runDir,
      prompt: join(runDir, 'prompt.md'),
      review: join(runDir, `${identity}.md`),
      err: join(runDir, `${identity}.err`),
    },
    binary,
    argv,
    stdinPath: null,
    promptChannel: 'none',
    outputChannel: 'stdout',
  };
  return { slug: identity, identity, explicit: true, status: 'runnable', plan };
}

/** The lane context the cases run lanes with: a minimal env, `dir` as repository and home. */
export function laneContext(dir, processRunner, killGraceMs = 5000) {
  return {
    repoRoot: dir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir },
    homeDir: dir,
    killGraceMs,
    maxOutputBytes: 10 * 1024 * 1024,
    processRunner,
  };
}

/**
 * Source of `peakKiB()` for a child script (which must import `readFileSync` from node:fs): the
 * kernel's peak RSS of the child (VmHWM), or Node's own figure where /proc is not there.
 */
export const PEAK_KIB_SOURCE = `
function peakKiB() {
  let hwm = 0;
  try {
    hwm = Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
  } catch {
    // not Linux
  }
  return Math.max(hwm, process.resourceUsage().maxRSS);
}
`;

/** `node bench/cases/<case>.mjs`: runs the case alone, prints its figures, exits 1 when not ok. */
export async function runAlone(metaUrl, benchCase) {
  if (!process.argv[1] || fileURLToPath(metaUrl) !== process.argv[1]) return;
  const figures = await benchCase.run();
  console.log(JSON.stringify({ name: benchCase.name, budget: benchCase.budget, figures }, null, 2));
  process.exitCode = figures.ok ? 0 : 1;
}
