/**
 * An examiner's answer read into verdicts (D22): a fenced `json` block, else one cut short
 * (partial-json), else list lines `- F1: refuted — reason (path:line)` and `**F1** refuted: …`.
 * The answer is untrusted and may be crafted: every line is matched once on a bounded prefix, every
 * block parsed once, and partial-json runs at most once on a bounded slice, so the work is linear.
 */
import { Allow, parse as parsePartial } from 'partial-json';
import { firstLocation, type PathResolver } from '../findings/locate.js';
import { VERDICTS, type VerdictWord } from './schema.js';

/** An answer longer than this is refused unread: a verdict block for 15 findings is a few KiB. */
export const MAX_ANSWER_CHARS = 256 * 1024;
/** A verdict line is read up to here; the rest of a longer line is a reason nobody needs. */
const MAX_LINE = 2000;
/** partial-json reads at most this much of a block cut short. */
const MAX_PARTIAL = 16 * 1024;
const MAX_REASON = 500;
const MAX_EVIDENCE = 400;

export interface ReadVerdictsOptions {
  /** How many findings the examiner was sent: ids F1…F<count> are known. */
  count: number;
  /** A cited path as a file of the change or the head tree, or null. */
  resolvePath: PathResolver;
  /** Absolute roots an examiner may cite paths under (the checkout, the workspace). */
  roots?: readonly string[];
}

export interface ReadVerdict {
  /** `F1`…: the examiner's id of the finding. */
  id: string;
  verdict: VerdictWord;
  /** `path:line` of a file of the change or the head tree. */
  evidence?: string;
  reason?: string;
}

export type AnswerForm = 'json' | 'partial-json' | 'lines';

export interface VerdictReading {
  /** One per id at most, in the order the answer gave them. */
  verdicts: ReadVerdict[];
  /** Entries read and not counted: an unknown or repeated id, a word that is no verdict. */
  ignored: number;
  /** `confirmed` or `refuted` that cited no file of the change or the head tree: read as `unsure`. */
  uncited: number;
  /** Which form the verdicts were read from; null when none was found. */
  form: AnswerForm | null;
  /** The answer was longer than MAX_ANSWER_CHARS and was not read. */
  tooLarge: boolean;
  /** Characters handed to any pattern or parser: the measure of the reader's work. */
  scanned: number;
}

interface RawEntry {
  id: unknown;
  verdict: unknown;
  evidence?: unknown;
  reason?: unknown;
}

const OPENER = /^ {0,3}(`{3,}|~{3,})[ \t]*([^`\s]*)/;
const CLOSER = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
/** `- F1: refuted — reason`, `1. **F2** — confirmed: reason`, `**F3** unsure: reason`. */
const VERDICT_LINE =
  /^[ \t]{0,8}(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?:\*\*|__)?\[?([Ff]\d{1,4})\]?(?:\*\*|__)?[ \t]*(?:[:—–-][ \t]*)?(?:\*\*|__)?([A-Za-z]+)(?:\*\*|__)?(.*)$/;
const LEAD = /^[ \t]*(?:[:—–-][ \t]*)?/;

interface Block {
  info: string;
  body: string;
  closed: boolean;
}

/** The answer's fenced blocks and the lines outside them, in one pass. */
function splitAnswer(
  text: string,
  count: { scanned: number },
): { blocks: Block[]; lines: string[]; outside: Set<number> } {
  const blocks: Block[] = [];
  const lines: string[] = [];
  const outside = new Set<number>();
  let open: { fence: string; info: string; start: number } | null = null;
  for (let at = 0; at <= text.length;) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    const head = text.slice(at, Math.min(end, at + MAX_LINE));
    count.scanned += head.length;
    if (open) {
      const close = CLOSER.exec(head);
      const fence = close?.[1];
      if (fence && fence[0] === open.fence[0] && fence.length >= open.fence.length) {
        blocks.push({ info: open.info, body: text.slice(open.start, at), closed: true });
        open = null;
      }
    } else {
      const opener = OPENER.exec(head);
      if (opener?.[1]) open = { fence: opener[1], info: (opener[2] ?? '').toLowerCase(), start: end + 1 };
      else {
        lines.push(head);
        outside.add(at);
      }
    }
    if (nl < 0) break;
    at = nl + 1;
  }
  // An answer cut short leaves its last block open.
  if (open)
    blocks.push({ info: open.info, body: text.slice(Math.min(open.start, text.length)), closed: false });
  return { blocks, lines, outside };
}

const isJsonBlock = (b: Block): boolean =>
  b.info === 'json' || b.info === 'jsonc' || (b.info === '' && /^\s*[[{]/.test(b.body.slice(0, 64)));

/** The entries of `{"verdicts":[…]}` (or a bare array of them); null when it is neither. */
function entriesOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (
    value !== null &&
    typeof value === 'object' &&
    Array.isArray((value as { verdicts?: unknown }).verdicts)
  ) {
    return (value as { verdicts: unknown[] }).verdicts;
  }
  return null;
}

function parseWhole(body: string): unknown[] | null {
  try {
    return entriesOf(JSON.parse(body));
  } catch {
    return null;
  }
}

/**
 * True when brackets nest deeper than `limit` outside strings. partial-json descends again after
 * each level it gives up on, so deep nesting would cost it far more than its length.
 */
function nestsDeeper(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** A verdict block nests three deep; a little room for a model that wraps it. */
const MAX_PARTIAL_DEPTH = 8;

function parseCut(body: string): unknown[] | null {
  const slice = body.slice(0, MAX_PARTIAL);
  if (nestsDeeper(slice, MAX_PARTIAL_DEPTH)) return null;
  try {
    return entriesOf(parsePartial(slice, Allow.ALL));
  } catch {
    // Malformed, or nested deeper than the stack: no verdicts from it.
    return null;
  }
}

const oneLine = (s: string, max: number): string => s.replace(/\s+/g, ' ').trim().slice(0, max);

/** A line-form entry, or null when the line is not one. */
function lineEntry(line: string): RawEntry | null {
  const m = VERDICT_LINE.exec(line);
  if (!m) return null;
  const rest = (m[3] ?? '').replace(LEAD, '');
  return { id: m[1], verdict: m[2], reason: rest };
}

/** Reads an examiner's answer; total, never throws. */
export function readVerdicts(text: string, options: ReadVerdictsOptions): VerdictReading {
  const reading: VerdictReading = {
    verdicts: [],
    ignored: 0,
    uncited: 0,
    form: null,
    tooLarge: false,
    scanned: 0,
  };
  if (text.length > MAX_ANSWER_CHARS) return { ...reading, tooLarge: true };
  const { blocks, lines, outside } = splitAnswer(text, reading);

  let entries: RawEntry[] | null = null;
  const whole: unknown[] = [];
  let cut: Block | undefined;
  for (const b of blocks) {
    if (!isJsonBlock(b)) continue;
    reading.scanned += b.body.length;
    const found = b.closed ? parseWhole(b.body) : null;
    // One by one: a crafted block may hold more entries than a call takes arguments.
    if (found) for (const e of found) whole.push(e);
    else cut = b;
  }
  if (whole.length > 0) {
    entries = whole as RawEntry[];
    reading.form = 'json';
  } else {
    // A block cut short (or a bare object a model wrote without its fence): partial-json, once.
    const bare = cut ? undefined : bareObject(text, outside);
    // Looking for a bare object reads the answer once more.
    if (!cut) reading.scanned += text.length;
    const source = cut?.body ?? bare;
    const found = source !== undefined ? parseCut(source) : null;
    // Its slice is read twice: for its depth, then by partial-json.
    if (source !== undefined) reading.scanned += 2 * Math.min(source.length, MAX_PARTIAL);
    if (found && found.length > 0) {
      entries = found as RawEntry[];
      reading.form = 'partial-json';
    }
  }
  if (entries === null) {
    const read: RawEntry[] = [];
    for (const line of lines) {
      const e = lineEntry(line);
      if (e) read.push(e);
    }
    if (read.length > 0) {
      entries = read;
      reading.form = 'lines';
    }
  }
  const seen = new Set<string>();
  for (const e of entries ?? []) take(e, options, reading, seen);
  return reading;
}

/** `{"verdicts"` outside any block, as the start of a slice for partial-json. */
function bareObject(text: string, outside: ReadonlySet<number>): string | undefined {
  const key = text.indexOf('"verdicts"');
  if (key < 0) return undefined;
  const brace = text.lastIndexOf('{', key);
  if (brace < 0 || key - brace > 16 || text.slice(brace + 1, key).trim() !== '') return undefined;
  // Only on a line outside the blocks: a quoted example inside one is data.
  return outside.has(text.lastIndexOf('\n', brace) + 1) ? text.slice(brace) : undefined;
}

function take(
  entry: unknown,
  options: ReadVerdictsOptions,
  reading: VerdictReading,
  seen: Set<string>,
): void {
  if (entry === null || typeof entry !== 'object') {
    reading.ignored += 1;
    return;
  }
  const e = entry as RawEntry;
  const id =
    typeof e.id === 'string' ? e.id.trim().toUpperCase() : typeof e.id === 'number' ? `F${e.id}` : '';
  const n = /^F(\d{1,4})$/.exec(id);
  const index = n ? Number(n[1]) : 0;
  const word = typeof e.verdict === 'string' ? e.verdict.trim().toLowerCase() : '';
  const known = index >= 1 && index <= options.count;
  if (!known || !(VERDICTS as readonly string[]).includes(word) || seen.has(id)) {
    reading.ignored += 1;
    return;
  }
  const reason = typeof e.reason === 'string' ? oneLine(e.reason, MAX_REASON) : '';
  const cited = typeof e.evidence === 'string' ? e.evidence.slice(0, MAX_EVIDENCE) : '';
  // A verdict cites code: the evidence field, else a location in its reason.
  const at =
    (cited !== '' ? firstLocation(cited, options.resolvePath, options.roots) : null) ??
    (reason !== '' ? firstLocation(reason, options.resolvePath, options.roots) : null);
  reading.scanned += cited.length + reason.length;
  seen.add(id);
  let verdict = word as VerdictWord;
  if (verdict !== 'unsure' && at === null) {
    verdict = 'unsure';
    reading.uncited += 1;
  }
  const evidence = at
    ? `${at.path}:${at.line}${at.endLine !== undefined ? `-${at.endLine}` : ''}`
    : undefined;
  reading.verdicts.push({
    id,
    verdict,
    ...(evidence !== undefined ? { evidence } : {}),
    ...(reason !== '' ? { reason } : {}),
  });
}
