/**
 * The last review's findings followed through the commits since (D17): one on untouched lines is
 * carried to its new line; one near a changed line is the lanes' again; a deleted or unreadable
 * file takes its findings with it.
 */

/** As D16 counts "the same place": a change this close to a finding's lines touches it. */
export const NEAR_LINES = 3;

/** Anything cited at a path and line (1-based, head side). */
export interface Located {
  path: string;
  line: number;
  endLine?: number;
}

/** One file of the new commits' change, as the prompt stage collects it. */
export interface DeltaFile {
  path: string;
  previousPath?: string;
  status: string;
  /** The unified diff; null when there is none (binary, or beyond the size limits). */
  diff: string | null;
  /** Characters of the whole diff: more than `diff.length` when it was clipped. */
  diffChars: number;
}

interface Hunk {
  oldStart: number;
  oldCount: number;
  newStart: number;
  newCount: number;
  body: string[];
}

const HUNK_RE = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

function hunksOf(diff: string): Hunk[] {
  const hunks: Hunk[] = [];
  let current: Hunk | null = null;
  for (const line of diff.split('\n')) {
    const m = HUNK_RE.exec(line);
    if (m) {
      current = {
        oldStart: Number(m[1]),
        oldCount: m[2] === undefined ? 1 : Number(m[2]),
        newStart: Number(m[3]),
        newCount: m[4] === undefined ? 1 : Number(m[4]),
        body: [],
      };
      hunks.push(current);
    } else if (current && /^[ +-]/.test(line)) current.body.push(line);
  }
  return hunks;
}

/** Where the commits changed a file, in old lines: an insertion at the half between two. */
function changedPositions(hunks: readonly Hunk[]): number[] {
  const at: number[] = [];
  for (const h of hunks) {
    let old = h.oldStart;
    for (const line of h.body) {
      if (line.startsWith('-')) at.push(old++);
      else if (line.startsWith('+')) at.push(old - 0.5);
      else old++;
    }
  }
  return at;
}

/** An untouched old line's number in the new file. */
function mapLine(hunks: readonly Hunk[], line: number): number {
  let shift = 0;
  for (const h of hunks) {
    const oldEnd = h.oldCount === 0 ? h.oldStart : h.oldStart + h.oldCount - 1;
    if (oldEnd < line) {
      shift += h.newCount - h.oldCount;
      continue;
    }
    if (h.oldStart > line) break;
    // Inside the hunk, on a context line (a changed one would have touched the finding).
    let old = h.oldStart;
    let neu = h.newStart;
    for (const l of h.body) {
      if (l.startsWith('+')) neu++;
      else if (l.startsWith('-')) old++;
      else {
        if (old === line) return neu;
        old++;
        neu++;
      }
    }
    break;
  }
  return line + shift;
}

export interface Carried<T extends Located> {
  /** Still standing, each at its place in the new head. */
  carried: T[];
  /** On lines (or files) the new commits changed: theirs to review again. */
  touched: T[];
}

/** Follows `items` (cited at the old head) through the new commits' files. */
export function carryThrough<T extends Located>(
  items: readonly T[],
  delta: readonly DeltaFile[],
): Carried<T> {
  // Keyed by the path a finding of the old head cites: the old name of a renamed file.
  const byOldPath = new Map<string, DeltaFile>();
  for (const f of delta) byOldPath.set(f.previousPath ?? f.path, f);
  const parsed = new Map<DeltaFile, { hunks: Hunk[]; changed: number[] } | null>();
  const read = (f: DeltaFile) => {
    if (!parsed.has(f)) {
      const whole = f.diff !== null && f.diffChars <= f.diff.length;
      const hunks = whole ? hunksOf(f.diff as string) : [];
      // A diff we cannot read through (none, or clipped) is taken as changing everything; one
      // without hunks (a rename, a mode change) changed no line.
      parsed.set(f, whole ? { hunks, changed: changedPositions(hunks) } : null);
    }
    return parsed.get(f) ?? null;
  };
  const out: Carried<T> = { carried: [], touched: [] };
  for (const item of items) {
    const file = byOldPath.get(item.path);
    if (!file) {
      out.carried.push(item);
      continue;
    }
    const diff = file.status === 'deleted' ? null : read(file);
    const end = Math.max(item.line, item.endLine ?? item.line);
    if (!diff || diff.changed.some((p) => p >= item.line - NEAR_LINES && p <= end + NEAR_LINES)) {
      out.touched.push(item);
      continue;
    }
    const line = mapLine(diff.hunks, item.line);
    const moved: T = { ...item, path: file.path, line };
    if (item.endLine !== undefined) moved.endLine = mapLine(diff.hunks, item.endLine);
    out.carried.push(moved);
  }
  return out;
}
