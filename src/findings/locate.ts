/**
 * The locations a concern cites, as models write them (D16), counted only when the caller resolves
 * the path. Lane output is untrusted: every pattern runs on one bounded word or window, never on
 * the whole text.
 */

export interface Location {
  path: string;
  line: number;
  endLine?: number;
}

/** Where a cited position may point: a repository-relative path, or null when it names no file. */
export type PathResolver = (candidate: string) => string | null;

/** Words: runs of characters a path can hold (Markdown's brackets, quotes and ticks end one). */
const WORD = /[^\s`'"()<>[\]{},;|*]+/g;
/** A longer word is no path a model wrote by hand (and patterns on it would cost more). */
const MAX_WORD = 400;
/** Words read from one concern: its location comes early, and a concern can be very long. */
const MAX_WORDS = 2000;
const WINDOW = 48;
const PATH_LIKE = /[./:#]/;

const LINE_SUFFIX = /(?:#L(\d+)(?:C\d+)?(?:-L?(\d+)(?:C\d+)?)?|:L?(\d+)(?::\d+)?(?:[-–]L?(\d+)(?::\d+)?)?)$/;
/** `(line 12)`, `, line 12`, ` lines 12-18`, ` at line 12`, ` L12` right after a path. */
const LINE_AFTER = /^[\s:,(]*(?:(?:at|on|in)\s+)?(?:lines?\s*|L)(\d+)(?:\s*(?:-|–|to)\s*L?(\d+))?/i;
/** `line 12 of path`, `lines 12-18 in path`: the line written first. */
const LINE_BEFORE = /\blines?\s+(\d+)(?:\s*(?:-|–|to)\s*(\d+))?\s*,?\s+(?:of|in)\s+[`'"*]*$/i;
const GITHUB_BLOB = /^https?:\/\/[^/]+\/[^/]+\/[^/]+\/(?:blob|tree)\/[^/]+\/(.+)$/;

function toLine(s: string | undefined): number | undefined {
  if (s === undefined) return undefined;
  const n = Number.parseInt(s, 10);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** A word as a path and position: trailing punctuation and URL wrapping removed. */
function splitWord(word: string): { path: string; line?: number; endLine?: number } | null {
  let w = word.replace(/[.,:;!?…]+$/, '');
  const blob = GITHUB_BLOB.exec(w);
  if (blob?.[1]) w = blob[1];
  else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(w) && !w.startsWith('file://')) return null;
  w = w.replace(/^file:\/\//, '');
  const pos = LINE_SUFFIX.exec(w);
  if (!pos) return { path: w };
  const path = w.slice(0, pos.index);
  const line = toLine(pos[1] ?? pos[3]);
  const end = toLine(pos[2] ?? pos[4]);
  if (line === undefined) return { path };
  return { path, line, ...(end !== undefined && end > line ? { endLine: end } : {}) };
}

/** The repository-relative forms a cited path may stand for, most literal first. */
function pathCandidates(raw: string, roots: readonly string[] = []): string[] {
  let p = raw.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '');
  if (p === '' || p.length > MAX_WORD) return [];
  const out: string[] = [];
  for (const root of roots) {
    const r = root.replace(/\\/g, '/').replace(/\/+$/, '');
    if (r && p.startsWith(`${r}/`)) p = p.slice(r.length + 1);
  }
  out.push(p);
  if (/^[ab]\//.test(p)) out.push(p.slice(2));
  if (p.startsWith('/') || /^[A-Za-z]:\//.test(p)) {
    for (let i = p.indexOf('/', 1); i >= 0 && i < p.length - 1; i = p.indexOf('/', i + 1))
      out.push(p.slice(i + 1));
  }
  return out;
}

/** A path as a lane wrote it (`./x`, `b/x`, under a root) as the file it names, or null. */
export function resolvePath(
  raw: string,
  resolve: PathResolver,
  roots: readonly string[] = [],
): string | null {
  for (const candidate of pathCandidates(raw.trim(), roots)) {
    const path = resolve(candidate);
    if (path !== null) return path;
  }
  return null;
}

/** The first location in `text` whose path resolves; null when none does. */
export function firstLocation(
  text: string,
  resolve: PathResolver,
  roots: readonly string[] = [],
): Location | null {
  let found: Location | null = null;
  forEachCitation(text, (raw, line, endLine) => {
    for (const candidate of pathCandidates(raw, roots)) {
      const path = resolve(candidate);
      if (path === null) continue;
      found = { path, line, ...(endLine !== undefined ? { endLine } : {}) };
      return true;
    }
    return false;
  });
  return found;
}

/** Calls `visit` with each word that cites a path and a line, in order, until it returns true. */
function forEachCitation(
  text: string,
  visit: (path: string, line: number, endLine: number | undefined) => boolean,
): void {
  let words = 0;
  // An exec loop, not matchAll (which copies the pattern for every concern read); the shared
  // pattern's position is set before each word is read, so a visit that reads text too is safe.
  for (let next = 0, m: RegExpExecArray | null; ; next = m.index + m[0].length) {
    WORD.lastIndex = next;
    m = WORD.exec(text);
    if (m === null) return;
    if (++words > MAX_WORDS) return;
    const word = m[0];
    // A path names a folder, an extension or a line (`Makefile:3`); a plain word is none of them.
    if (word.length > MAX_WORD || !PATH_LIKE.test(word)) continue;
    const w = splitWord(word);
    if (!w || w.path === '' || !/[A-Za-z]/.test(w.path)) continue;
    let { line, endLine } = w;
    if (line === undefined) {
      if (!/[./]/.test(w.path)) continue;
      const after = LINE_AFTER.exec(text.slice(m.index + word.length, m.index + word.length + WINDOW));
      const before = after ? null : LINE_BEFORE.exec(text.slice(Math.max(0, m.index - WINDOW), m.index));
      const at = after ?? before;
      line = toLine(at?.[1]);
      const end = toLine(at?.[2]);
      endLine = line !== undefined && end !== undefined && end > line ? end : undefined;
    }
    if (line === undefined) continue;
    if (visit(w.path, line, endLine)) return;
  }
}
