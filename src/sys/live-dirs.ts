/**
 * Folders a run made for itself (the lane workspace), listed so the CLI's second Ctrl-C, which
 * leaves at once, can remove them after killing the lanes' groups.
 */
import { chmodSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

export const liveDirs = new Set<string>();

const REMOVAL = { recursive: true, force: true, maxRetries: 3, retryDelay: 50 } as const;

/** Removes `dir`, never following a link; a folder a lane locked is unlocked and tried again. */
export function removeDir(dir: string): string | null {
  try {
    rmSync(dir, REMOVAL);
    return null;
  } catch {
    restoreOwnerAccess(dir);
  }
  try {
    rmSync(dir, REMOVAL);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** `removeDir` with the thread left free: the run writes its report meanwhile. */
export function removeDirAsync(dir: string): Promise<string | null> {
  return rm(dir, REMOVAL)
    .catch(() => {
      restoreOwnerAccess(dir);
      return rm(dir, REMOVAL);
    })
    .then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
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
