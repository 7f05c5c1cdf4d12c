/**
 * A lane's output read as a Markdown document, by a CommonMark parser with GitHub's tables and
 * strikethrough (D15: a well-kept parser, not patterns that model Markdown by hand). Parsed once
 * per lane and shared: the findings, the consensus counts and the output cleaner all read the
 * same tree, so what one calls a heading, a list item or code the others do too.
 *
 * The parser is markdown-it: linear on crafted input (its own pathological-input tests), and fast
 * enough for twelve lanes of long output (D16's budget); it bounds nesting itself.
 */
import markdownIt, { type MarkdownIt, type Token } from 'markdown-it';

export type { Token };

export interface MarkdownDocument {
  /** The text parsed: line ends normalised to `\n` (GitHub ends a line at CRLF and a lone CR too). */
  text: string;
  /** `text` split at `\n`; a token's `map` indexes these. */
  lines: string[];
  /** The block tokens, in document order (markdown-it's flat stream; `inline` tokens hold children). */
  tokens: Token[];
}

let parser: MarkdownIt | undefined;
let blockParser: MarkdownIt | undefined;

/** CommonMark plus the GitHub extensions that change what a line is (tables, strikethrough). */
function markdown(): MarkdownIt {
  parser ??= new markdownIt('commonmark', { html: true }).enable(['table', 'strikethrough']);
  return parser;
}

/**
 * The same parser without the inline pass: the blocks, each `inline` token holding its source
 * text but no children. Reading a review needs only that (the words are read from the text), and
 * the inline pass is most of a parse's time.
 */
function blocks(): MarkdownIt {
  blockParser ??= new markdownIt('commonmark', { html: true })
    .enable(['table', 'strikethrough'])
    .disable(['inline', 'text_join']);
  return blockParser;
}

export function normaliseLineEnds(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** The whole parse, inline children included (what the cleaner checks its output with). */
export function parseMarkdown(text: string): MarkdownDocument {
  const normalised = normaliseLineEnds(text);
  return { text: normalised, lines: normalised.split('\n'), tokens: markdown().parse(normalised, {}) };
}

/** The blocks only: what each line is (code, HTML, a heading, prose), without the inline pass. */
export function parseBlocks(text: string): MarkdownDocument {
  const normalised = normaliseLineEnds(text);
  return { text: normalised, lines: normalised.split('\n'), tokens: blocks().parse(normalised, {}) };
}

/** How many lines the parser counts: a final line end starts no line of its own. */
export function lineCount(doc: MarkdownDocument): number {
  return doc.text.endsWith('\n') ? doc.lines.length - 1 : doc.lines.length;
}

/** A line that closes a fence opened with `open` (CommonMark: only spaces or tabs may follow). */
function closesFence(line: string, open: string): boolean {
  const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
  return !!m?.[1] && m[1][0] === open[0] && m[1].length >= open.length;
}

/**
 * The fence a document leaves open at its end, as the parse reads it: one at the top level that
 * runs to the last line without its closing line (the parser does not say whether a fence was
 * closed, so the last line is checked). One inside a quote or a list ends with it, so it needs no
 * closing, and a fence written at the margin after it would open a new one instead.
 */
export function openFenceAtEnd(doc: MarkdownDocument): string | null {
  const count = lineCount(doc);
  let open: string | null = null;
  for (const tok of doc.tokens) {
    const map = tok.map;
    if (tok.type !== 'fence' || tok.level !== 0 || !map || map[1] < count) continue;
    if (map[1] - map[0] < 2 || !closesFence(doc.lines[map[1] - 1] ?? '', tok.markup)) open = tok.markup;
  }
  return open;
}

/**
 * How much of a lane's output is read for its structure (findings and consensus): the first
 * 256 KiB. A review is a few kilobytes; the bound keeps twelve lanes of 10 MiB output from costing
 * the report seconds. The cleaner reads what REVIEWS.md shows, and parses more only for that.
 */
export const MAX_READ_CHARS = 256 * 1024;

/** A lane's output as the findings and consensus read it: its first MAX_READ_CHARS, parsed. */
export interface LaneDocument extends MarkdownDocument {
  /** The output's own length, before the read limit. */
  fullLength: number;
}

export function readLaneDocument(body: string): LaneDocument {
  const head = body.length > MAX_READ_CHARS ? body.slice(0, MAX_READ_CHARS) : body;
  return { ...parseBlocks(head), fullLength: body.length };
}
