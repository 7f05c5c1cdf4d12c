/**
 * A lane's proposed fixes (D19), read from its parsed output in the three forms lanes write them:
 * a ` ```suggestion ` block, a ` ```diff ` hunk, and a ` ```json ` findings block whose entries
 * carry `path`, `line` and `suggestion`. A block written under a concern is that concern's; one
 * elsewhere (the Suggestions section) counts only where it names its place: a JSON entry's path
 * and line, a diff's `+++` file and `@@` line, or a location cited on the line just above it.
 * JSON findings blocks give fixes only: findings come from the Markdown concerns.
 */
import { z } from 'zod';
import type { Location } from './locate.js';
import type { LaneDocument, Token } from './markdown.js';
import type { Concern } from './lane-prose.js';
import type { FixForm, ProposedFix } from './types.js';

/** A fix longer than this is no suggestion a reviewer reads before committing it. */
export const MAX_FIX_LINES = 200;
export const MAX_FIX_CHARS = 16_000;
/** Fenced blocks read from one output: a review holds a few; the rest cost nothing. */
const MAX_FENCES = 500;
/** A JSON block is parsed only up to this size. */
const MAX_JSON_CHARS = 64 * 1024;
/** Lines above a block searched for the location it is written under. */
const LOOK_BACK_LINES = 3;

/** Where a fix was written: under a concern, or at a place it names itself. */
export interface PlacedFix {
  fix: ProposedFix;
  /** The concern it was written under, when it was. */
  concern?: Concern;
  /** The file it names (a JSON entry's path, a diff's file, a location above it), resolved. */
  path?: string;
}

export interface FixPlaces {
  /** The first location in a text whose path is a file of the change or the head tree. */
  location: (text: string) => Location | null;
  /** A path as the lane wrote it, resolved to a file of the change or the head tree. */
  path: (raw: string) => string | null;
}

const FORMS: Readonly<Record<string, FixForm>> = {
  suggestion: 'suggestion',
  diff: 'diff',
  patch: 'diff',
  udiff: 'diff',
  json: 'json',
  jsonc: 'json',
};

/** A fence's content as lines: its final line end starts no line. */
function contentLines(content: string): string[] {
  const lines = content.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const tooLarge = (lines: readonly string[]): boolean =>
  lines.length > MAX_FIX_LINES || lines.reduce((n, l) => n + l.length + 1, 0) > MAX_FIX_CHARS;

/** The concern whose lines hold `line` (concerns are in document order and do not overlap). */
function concernAt(concerns: readonly Concern[], line: number): Concern | undefined {
  let lo = 0;
  let hi = concerns.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = concerns[mid] as Concern;
    if (line < c.lines.start) hi = mid - 1;
    else if (line >= c.lines.end) lo = mid + 1;
    else return c;
  }
  return undefined;
}

/** The location cited on the nearest non-blank lines above a block, if any. */
function citedAbove(doc: LaneDocument, line: number, places: FixPlaces): Location | null {
  const above: string[] = [];
  // Bounded: a run of blank lines before each of many blocks must not cost their product.
  for (let k = line - 1; k >= 0 && k >= line - 4 * LOOK_BACK_LINES && above.length < LOOK_BACK_LINES; k--) {
    const text = doc.lines[k] ?? '';
    if (text.trim() === '') {
      if (above.length > 0) break;
      continue;
    }
    above.unshift(text.slice(0, 500));
  }
  return above.length > 0 ? places.location(above.join(' ')) : null;
}

const HUNK_OLD_START = /^@@+ -(\d+)(?:,\d+)?(?: \+\d+(?:,\d+)?)? @@/;
const FILE_HEADER = /^(?:\+\+\+|---) (?:[ab]\/)?([^\t\n]+?)(?:\t.*)?$/;

/** A unified diff's one hunk as a fix: its body lines with their markers, its old start and file. */
export function readDiff(lines: readonly string[]): { fix: ProposedFix; file?: string } | null {
  let hunks = 0;
  let oldStart: number | undefined;
  let file: string | undefined;
  const body: string[] = [];
  let changes = 0;
  for (const line of lines) {
    if (line.startsWith('@@')) {
      hunks++;
      const m = HUNK_OLD_START.exec(line);
      if (hunks === 1 && m?.[1]) oldStart = Number.parseInt(m[1], 10);
      continue;
    }
    if (hunks === 0 && (line.startsWith('+++ ') || line.startsWith('--- '))) {
      const m = FILE_HEADER.exec(line);
      // `+++` names the head's file; `---` only when nothing better comes (`/dev/null` never).
      if (m?.[1] && m[1] !== '/dev/null' && (line.startsWith('+++') || file === undefined)) file = m[1];
      continue;
    }
    if (hunks === 0 && /^(?:diff |index |new file|deleted file|similarity|rename )/.test(line)) continue;
    if (hunks > 1) continue;
    const mark = line.charAt(0);
    if (mark === '+' || mark === '-') {
      changes++;
      body.push(line);
    } else if (mark === ' ' || line === '') body.push(` ${line.slice(1)}`);
    else if (mark !== '\\') return null; // not a diff's line: an illustration, not a fix
  }
  if (changes === 0) return null;
  const fix: ProposedFix = {
    form: 'diff',
    lines: body,
    ...(oldStart !== undefined && oldStart > 0 ? { at: { line: oldStart } } : {}),
    ...(hunks > 1 ? { hunks } : {}),
  };
  return { fix, ...(file !== undefined ? { file } : {}) };
}

const lineNumber = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** One entry of a JSON findings block, as lanes write them (GitHub's `start_line`/`line` too). */
const jsonEntry = z.object({
  path: z.string().min(1).max(1000),
  line: lineNumber,
  endLine: lineNumber.optional(),
  end_line: lineNumber.optional(),
  startLine: lineNumber.optional(),
  start_line: lineNumber.optional(),
  suggestion: z.string().max(MAX_FIX_CHARS),
});

/** The entries of a JSON findings block that carry a suggestion: `{findings: […]}`, `[…]` or one entry. */
export function readJsonFixes(content: string): Array<{ path: string; fix: ProposedFix }> {
  if (content.length > MAX_JSON_CHARS) return [];
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return [];
  }
  const list: unknown[] = Array.isArray(value)
    ? value
    : value !== null && typeof value === 'object' && Array.isArray((value as { findings?: unknown }).findings)
      ? (value as { findings: unknown[] }).findings
      : [value];
  const out: Array<{ path: string; fix: ProposedFix }> = [];
  for (const item of list.slice(0, MAX_FENCES)) {
    const e = jsonEntry.safeParse(item);
    if (!e.success) continue;
    const { path, line, suggestion } = e.data;
    const first = e.data.startLine ?? e.data.start_line;
    const last = e.data.endLine ?? e.data.end_line;
    const at =
      first !== undefined && first <= line ? { line: first, endLine: line } : { line, endLine: last };
    const lines = contentLines(suggestion.replace(/\r\n?/g, '\n'));
    if (tooLarge(lines)) continue;
    out.push({
      path,
      fix: {
        form: 'json',
        lines,
        at: at.endLine !== undefined && at.endLine > at.line ? at : { line: at.line },
      },
    });
  }
  return out;
}

/** Every fix the output proposes, in the order it wrote them. */
export function readFixes(doc: LaneDocument, concerns: readonly Concern[], places: FixPlaces): PlacedFix[] {
  const out: PlacedFix[] = [];
  let fences = 0;
  for (const tok of doc.tokens as Token[]) {
    if (tok.type !== 'fence' || !tok.map) continue;
    const form = FORMS[tok.info.trim().split(/\s/, 1)[0]?.toLowerCase() ?? ''];
    if (!form || ++fences > MAX_FENCES) continue;
    const at = tok.map[0];
    const concern = concernAt(concerns, at);
    const lines = contentLines(tok.content);
    if (form === 'json') {
      for (const e of readJsonFixes(tok.content)) {
        const path = places.path(e.path);
        if (path !== null) out.push({ fix: e.fix, path });
      }
      continue;
    }
    if (tooLarge(lines)) continue;
    if (form === 'diff') {
      const diff = readDiff(lines);
      if (!diff) continue;
      const file = diff.file !== undefined ? places.path(diff.file) : null;
      if (file !== null) out.push({ fix: diff.fix, path: file, ...(concern ? { concern } : {}) });
      else if (concern) out.push({ fix: diff.fix, concern });
      continue;
    }
    if (concern) {
      out.push({ fix: { form, lines }, concern });
      continue;
    }
    const cited = citedAbove(doc, at, places);
    if (cited) {
      const range =
        cited.endLine !== undefined ? { line: cited.line, endLine: cited.endLine } : { line: cited.line };
      out.push({ fix: { form, lines, at: range }, path: cited.path });
    }
  }
  return out;
}
