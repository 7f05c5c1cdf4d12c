/**
 * Per file, the head-side line ranges of the diff's hunks (D16): GitHub places a review comment
 * only on one of their lines, so these decide what is inline-able.
 */
import type { FileHunks } from './types.js';

/** `@@ -a,b +c,d @@`: c is the first head line, d (default 1) how many head lines the hunk holds. */
const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;

/**
 * The hunks of one file's unified diff, new side, in order, with the head's text of their lines
 * (what a suggestion is held to, D19); a hunk with no head lines has none. One pass, no pattern
 * over more than a header line: a diff is as long as the pull request makes it.
 */
export function newSideHunks(diff: string): FileHunks['hunks'] {
  const hunks: FileHunks['hunks'] = [];
  let open: { start: number; end: number; lines: string[] } | null = null;
  let left = 0;
  const close = (): void => {
    // A hunk cut short (a truncated patch) keeps its range, not a text that would be wrong.
    if (open) hunks.push(left === 0 ? open : { start: open.start, end: open.end });
    open = null;
  };
  for (let pos = 0; pos < diff.length;) {
    const nl = diff.indexOf('\n', pos);
    const end = nl < 0 ? diff.length : nl;
    const line = diff.slice(pos, end);
    pos = end + 1;
    if (line.startsWith('@@')) {
      close();
      const m = HUNK_HEADER.exec(line);
      if (!m) continue;
      const start = Number.parseInt(m[1] ?? '', 10);
      const count = m[2] === undefined ? 1 : Number.parseInt(m[2], 10);
      if (!Number.isSafeInteger(start) || !Number.isSafeInteger(count) || count <= 0) continue;
      open = { start, end: start + count - 1, lines: [] };
      left = count;
      continue;
    }
    if (!open || left === 0) continue;
    const mark = line.charAt(0);
    // An empty line inside a hunk is an empty context line whose space was lost.
    if (mark === '+' || mark === ' ' || line === '') {
      (open as { lines: string[] }).lines.push(line.slice(1));
      left--;
    }
  }
  close();
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
  return hunkOf(hunks, line, endLine) !== undefined;
}

/** The hunk whose new side holds lines `line`..`endLine`, if one does. */
export function hunkOf(
  hunks: FileHunks['hunks'],
  line: number,
  endLine: number,
): FileHunks['hunks'][number] | undefined {
  return hunks.find((h) => h.start <= line && endLine <= h.end);
}
