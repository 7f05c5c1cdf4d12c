/**
 * Per file, the head-side line ranges of the diff's hunks (D16): GitHub places a review comment
 * only on one of their lines, so these decide what is inline-able.
 */
import type { FileHunks } from './types.js';

/** `@@ -a,b +c,d @@`: c is the first head line, d (default 1) how many head lines the hunk holds. */
const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm;

/** The hunks of one file's unified diff, new side, in order; a hunk with no head lines has none. */
export function newSideHunks(diff: string): FileHunks['hunks'] {
  const hunks: FileHunks['hunks'] = [];
  for (const m of diff.matchAll(HUNK_HEADER)) {
    const start = Number.parseInt(m[1] ?? '', 10);
    const count = m[2] === undefined ? 1 : Number.parseInt(m[2], 10);
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(count) || count <= 0) continue;
    hunks.push({ start, end: start + count - 1 });
  }
  return hunks;
}

/** Every file of the change with its new-side hunks (none for a deleted, binary or patch-less file). */
export function changeHunks(
  files: ReadonlyArray<{ path: string; diff: string | null; status?: string }>,
): FileHunks[] {
  return files.map((f) => ({
    path: f.path,
    hunks: f.diff === null || f.status === 'deleted' ? [] : newSideHunks(f.diff),
  }));
}

/** True when lines `line`..`endLine` all lie on the new side of one hunk. */
export function inOneHunk(hunks: FileHunks['hunks'], line: number, endLine: number): boolean {
  return hunks.some((h) => h.start <= line && endLine <= h.end);
}
