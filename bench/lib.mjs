// Helpers for bench cases: timing child processes, medians, alternating side-by-side runs, and
// making sure dist/ is built from the current source (figures are taken from the shipped bundle).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI = join(ROOT, 'dist', 'cli.js');

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

/** Builds dist/ (`npm run build`) when it is missing or older than src/. */
export function ensureBuilt() {
  const bundle = join(ROOT, 'dist', 'cli', 'index.js');
  if (existsSync(CLI) && existsSync(bundle) && statSync(bundle).mtimeMs >= newestMtime(join(ROOT, 'src')))
    return;
  process.stderr.write('bench: dist/ is missing or older than src/; running npm run build\n');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}
