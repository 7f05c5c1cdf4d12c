/**
 * A lane's output as a Markdown document (D15: markdown-it, linear on crafted input), parsed once
 * and shared, so the findings, the consensus and the cleaner agree on what is a heading or code.
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

/** The parser without the inline pass: a review is read from the blocks' text alone. */
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
 * The fence a document leaves open at its end: a top-level one that runs to the last line without
 * its closing line (the parser does not say whether it closed). One inside a quote or a list ends
 * with it, and a fence written at the margin after it would open a new one.
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

/** How much of a lane's output is read for its structure: a review is a few kilobytes. */
const MAX_READ_CHARS = 256 * 1024;

/** A lane's output as the findings and consensus read it: its first MAX_READ_CHARS, parsed. */
export interface LaneDocument extends MarkdownDocument {
  /** The output's own length, before the read limit. */
  fullLength: number;
}

export function readLaneDocument(body: string): LaneDocument {
  const head = body.length > MAX_READ_CHARS ? body.slice(0, MAX_READ_CHARS) : body;
  return { ...parseBlocks(head), fullLength: body.length };
}
