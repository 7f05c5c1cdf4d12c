/**
 * Folders a run made for itself that must not outlive it (the lane workspace). The run removes
 * its own on every way out it controls; the CLI's second Ctrl-C, which leaves at once, removes
 * what is listed here after killing the lanes' groups (sys/live-groups.ts), so nothing is left.
 */
import { chmodSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const liveDirs = new Set<string>();

/**
 * Removes `dir` and everything in it, never following a link. A folder a lane made unreadable
 * or unwritable is given its owner's permissions back and the removal tried again. Returns why
 * it could not, or null.
 */
export function removeDir(dir: string): string | null {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 50 });
    return null;
  } catch {
    restoreOwnerAccess(dir);
  }
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 50 });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function restoreOwnerAccess(dir: string): void {
  let isDir = false;
  try {
    isDir = lstatSync(dir).isDirectory();
  } catch {
    return;
  }
  if (!isDir) return;
  try {
    chmodSync(dir, 0o700);
    for (const name of readdirSync(dir)) restoreOwnerAccess(join(dir, name));
  } catch {
    // best effort: the second removal reports what is left
  }
}

/** Removes every listed folder (best effort), for a process about to exit. */
export function removeLiveDirs(): void {
  for (const dir of liveDirs) removeDir(dir);
  liveDirs.clear();
}
