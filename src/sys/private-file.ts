/**
 * Whether a cached file may be trusted: a regular file this user owns that nobody else can
 * write. Cached bytecode is code and a cached verdict skips validation, so both caches (the CLI's
 * code cache and sys/verdicts.ts) follow this one rule; a cache directory could be shared.
 */
import type { Stats } from 'node:fs';

export function isPrivateFile(st: Stats): boolean {
  if (!st.isFile() || (st.mode & 0o022) !== 0) return false;
  return typeof process.getuid !== 'function' || st.uid === process.getuid();
}
