/**
 * Folders a run made for itself (the lane workspace), listed so the CLI's second Ctrl-C, which
 * leaves at once, can remove them after killing the lanes' groups.
 */
import { chmodSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

export const liveDirs = new Set<string>();

/** Removes `dir`, never following a link; a folder a lane locked is unlocked and tried again. */
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

/** removeDir off the main thread: the run goes on (renders, posts) while the files go. */
export async function removeDirLater(dir: string): Promise<string | null> {
  const options = { recursive: true, force: true, maxRetries: 3, retryDelay: 50 };
  try {
    await rm(dir, options);
    return null;
  } catch {
    restoreOwnerAccess(dir);
  }
  try {
    await rm(dir, options);
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
