/**
 * A lane's fix held to the head's lines (D19): GitHub commits a ` ```suggestion ` block as the new
 * text of exactly the commented lines (`start_line`..`line`, side RIGHT), so a fix becomes one only
 * when it replaces lines of that range, in one hunk, and the lines it says it replaces are the
 * head's there. Pure: the head's lines come from the diff's hunks.
 */
import { hunkOf } from './hunks.js';
import type { FileHunks, Finding, LaneFinding, ProposedFix, Suggestion } from './types.js';

/** Why a fix is not offered; tests assert these, not prose. */
export const REFUSALS = [
  'not_on_diff', // the commented range is not on the new side of one hunk (deleted, binary, outside)
  'unknown_lines', // the diff did not carry the head's text of those lines
  'several_hunks', // the fix is a diff of more than one hunk
  'lines_differ', // the lines it says it replaces are not the head's there
  'outside_range', // it changes lines outside the commented range
  'no_change', // it leaves the lines as they are
] as const;
export type Refusal = (typeof REFUSALS)[number];

export type Fitted = { ok: true; lines: string[] } | { ok: false; refusal: Refusal };

interface Range {
  line: number;
  endLine?: number;
}
const last = (r: Range): number => Math.max(r.line, r.endLine ?? r.line);

/** A head line's text: the diff keeps a CRLF file's `\r`, which is its line end, not its text. */
const headText = (line: string): string => (line.endsWith('\r') ? line.slice(0, -1) : line);

/**
 * The same line as GitHub shows it: models and Markdown lose trailing spaces and tabs, so those are
 * not compared; indentation is (a tab is not spaces: the committed line would be re-indented).
 */
export function sameLine(lane: string, head: string): boolean {
  return lane.replace(/[ \t\r]+$/, '') === head.replace(/[ \t\r]+$/, '');
}

/**
 * One fix as the new text of the commented range, or why not. `cited` is the range the lane's
 * finding cites (what a bare suggestion replaces); `commented` the inline comment's range.
 */
export function fitFix(fix: ProposedFix, cited: Range, commented: Range, hunks: FileHunks['hunks']): Fitted {
  const from = commented.line;
  const to = last(commented);
  const hunk = hunkOf(hunks, from, to);
  if (!hunk) return { ok: false, refusal: 'not_on_diff' };
  const text = hunk.lines;
  if (!text || text.length !== hunk.end - hunk.start + 1) return { ok: false, refusal: 'unknown_lines' };
  const head = (n: number): string | undefined =>
    n >= hunk.start && n <= hunk.end ? headText(text[n - hunk.start] as string) : undefined;
  const headRange = (a: number, b: number): string[] => {
    const out: string[] = [];
    for (let n = a; n <= b; n++) out.push(head(n) as string);
    return out;
  };

  let replaced: { start: number; end: number; lines: string[] };
  if (fix.form === 'diff') {
    if ((fix.hunks ?? 1) > 1) return { ok: false, refusal: 'several_hunks' };
    const placed = placeDiff(fix.lines, [fix.at?.line, cited.line, from], head);
    if (!placed) return { ok: false, refusal: 'lines_differ' };
    replaced = placed;
  } else {
    const r = fix.at ?? cited;
    replaced = { start: r.line, end: last(r), lines: fix.lines };
  }
  if (replaced.start < from || replaced.end > to) return { ok: false, refusal: 'outside_range' };
  const lines = [
    ...headRange(from, replaced.start - 1),
    ...replaced.lines,
    ...headRange(replaced.end + 1, to),
  ];
  const before = headRange(from, to);
  if (lines.length === before.length && lines.every((l, i) => l === before[i]))
    return { ok: false, refusal: 'no_change' };
  return { ok: true, lines };
}

/**
 * Where a diff's old side (context and removed lines) is the head's: tried at its `@@` start, then
 * where its first removed line would be the cited line, then at the commented range. Its context
 * around the change is dropped; context between changes is the head's own text.
 */
function placeDiff(
  body: readonly string[],
  starts: ReadonlyArray<number | undefined>,
  head: (n: number) => string | undefined,
): { start: number; end: number; lines: string[] } | null {
  const old = body.filter((l) => l[0] !== '+');
  const firstChange = body.findIndex((l) => l[0] !== ' ');
  let lastChange = body.length - 1;
  while (lastChange > 0 && body[lastChange]?.[0] === ' ') lastChange--;
  const oldBefore = body.slice(0, firstChange).length; // leading context: all old-side lines
  const firstRemoved = body.findIndex((l) => l[0] === '-');
  const oldBeforeRemoved =
    firstRemoved < 0 ? -1 : body.slice(0, firstRemoved).filter((l) => l[0] !== '+').length;
  const cited = starts[1];
  const candidates = [
    starts[0],
    cited !== undefined && oldBeforeRemoved >= 0 ? cited - oldBeforeRemoved : undefined,
    cited !== undefined ? cited - oldBefore : undefined,
    starts[2],
  ];
  const tried = new Set<number>();
  for (const p of candidates) {
    if (p === undefined || p < 1 || tried.has(p)) continue;
    tried.add(p);
    if (
      !old.every((l, i) => {
        const h = head(p + i);
        return h !== undefined && sameLine(l.slice(1), h);
      })
    )
      continue;
    // The changed part: from the first to the last marked line, in old-side and new-side terms.
    const start = p + oldBefore;
    const changed = body.slice(firstChange, lastChange + 1);
    let n = start;
    const lines: string[] = [];
    for (const l of changed) {
      if (l[0] === '+') lines.push(l.slice(1));
      else if (l[0] === ' ') lines.push(head(n++) as string);
      else n++;
    }
    return { start, end: n - 1, lines };
  }
  return null;
}

/**
 * A finding's suggestion: the first lane in declared order (its `byLane` order) with a fix that
 * fits the commented range; the others' fixes stay in their own text.
 */
export function suggestionFor(f: Finding, hunks: FileHunks['hunks']): Suggestion | undefined {
  if (!f.inline) return undefined;
  const commented = { line: f.line, ...(f.endLine !== undefined ? { endLine: f.endLine } : {}) };
  for (const l of f.byLane) {
    for (const fix of l.fixes ?? []) {
      const fitted = fitFix(fix, citedRange(l), commented, hunks);
      if (fitted.ok) return { identity: l.identity, form: fix.form, lines: fitted.lines };
    }
  }
  return undefined;
}

const citedRange = (l: LaneFinding): Range =>
  l.endLine !== undefined ? { line: l.line, endLine: l.endLine } : { line: l.line };
