// Process-liveness helpers for tests and bench cases (origin: written for this project). Plain
// ESM with types beside it (processes.d.mts) so the .mjs bench cases and the TypeScript tests
// share one copy.
import { readFileSync } from 'node:fs';

/**
 * Whether `pid` is a live process: `kill(pid, 0)` succeeds, and it is not a zombie waiting for
 * its reaper (orphans can be reaped late, and a zombie runs nothing). Linux /proc.
 */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return process.platform !== 'linux';
  }
}

/** Polls `check` every 20 ms until it holds or `timeoutMs` passes; resolves to its last answer. */
export async function waitUntil(check, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

/** The pid a fake CLI wrote to `path`. */
export function readPid(path) {
  return Number(readFileSync(path, 'utf8'));
}

/** Kills a test-made process if it is still around (cleanup after a failed assertion). */
export function killQuietly(pid) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
