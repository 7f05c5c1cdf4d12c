/**
 * Lane output is untrusted (D12): it can carry secrets, a hidden comment or our marker, an image
 * URL that leaks data, or an open fence. Everything a lane wrote passes here before rendering.
 */

import {
  lineCount,
  normaliseLineEnds,
  openFenceAtEnd,
  parseBlocks,
  parseMarkdown,
  type MarkdownDocument,
} from '../findings/markdown.js';
import { COMMENT_OPENER_ESCAPE, IMAGE_BANG, MENTION } from './inline.js';
import { redactSecrets } from './redact.js';

export { sanitizeInline } from './inline.js';

const RESOURCE_TAG = /<\/?(?:img|image|source|video|audio|picture|input)\b[^>]*>/gi;
const URL_ATTR = /\b(src|srcset|poster|href|data)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** A raw tag that loads a resource becomes plain links to what it would have loaded. */
function resourceTagToLinks(tag: string): string {
  const links: string[] = [];
  for (const m of tag.matchAll(URL_ATTR)) {
    const value = (m[2] ?? m[3] ?? m[4] ?? '').trim();
    const url = m[1]?.toLowerCase() === 'srcset' ? (value.split(/[\s,]+/)[0] ?? '') : value;
    const clean = url.replace(/[<>\s]/g, '');
    if (clean) links.push(`[image](<${clean}>)`);
  }
  return links.join(' ');
}

/**
 * Any other raw HTML start is shown as text: an HTML block would let a lane hide content, fake a
 * heading or swallow later sections. Our own `](<url>)` links are left alone.
 */
const HTML_START = /(?<!\]\()<(?=[A-Za-z/!?])/g;

/** Markdown outside code: images become links, raw resource tags become links, HTML is shown. */
function sanitizeProse(s: string): string {
  return s
    .replace(RESOURCE_TAG, resourceTagToLinks)
    .replace(/(?<!\\)((?:\\\\)*)!\[\s*\]/g, '$1[image]')
    .replace(IMAGE_BANG, '$1[')
    .replace(MENTION, '$1@\u2060')
    .replace(HTML_START, '&lt;');
}

/** What looks like a code span may not be one for GitHub, so image syntax in it goes too. */
const IMAGE_SYNTAX = /(?<!\\)((?:\\\\)*)!(\[[^\]\n]*\]\()/g;

/**
 * A line's code spans as CommonMark finds them (n backticks closed by the next run of exactly n;
 * an escaped run opens nothing). Linear in the line: a regular expression for this is cubic.
 */
export function codeSpans(s: string): Array<[start: number, end: number]> {
  const runs: Array<{ start: number; length: number; escaped: boolean }> = [];
  for (let i = 0; i < s.length;) {
    if (s.charCodeAt(i) !== 96) {
      i++;
      continue;
    }
    let slashes = 0;
    for (let k = i - 1; k >= 0 && s.charCodeAt(k) === 92; k--) slashes++;
    const start = i;
    while (i < s.length && s.charCodeAt(i) === 96) i++;
    runs.push({ start, length: i - start, escaped: slashes % 2 === 1 });
  }
  const partner: number[] = new Array<number>(runs.length).fill(-1);
  const nextOfLength = new Map<number, number>();
  for (let i = runs.length - 1; i >= 0; i--) {
    const run = runs[i] as (typeof runs)[number];
    partner[i] = nextOfLength.get(run.length) ?? -1;
    nextOfLength.set(run.length, i);
  }
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i] as (typeof runs)[number];
    const j = partner[i] ?? -1;
    if (run.escaped || j < 0) continue;
    const close = runs[j] as (typeof runs)[number];
    spans.push([run.start, close.start + close.length]);
    i = j;
  }
  return spans;
}

/** Inline code spans are kept verbatim except for the comment opener. */
function sanitizeLine(s: string): string {
  const out: string[] = [];
  let last = 0;
  for (const [start, end] of codeSpans(s)) {
    out.push(
      sanitizeProse(s.slice(last, start)),
      s.slice(start, end).replace(/<!--/g, COMMENT_OPENER_ESCAPE).replace(IMAGE_SYNTAX, '$1$2'),
    );
    last = end;
  }
  out.push(sanitizeProse(s.slice(last)));
  return out.join('');
}

type LineKind = 'prose' | 'code' | 'html';

/** What each line of a document is, by its parse: code (fenced or indented), an HTML block, or prose. */
function lineKinds(doc: MarkdownDocument): { kinds: LineKind[]; openFence: string | null } {
  const kinds: LineKind[] = doc.lines.map(() => 'prose');
  for (const tok of doc.tokens) {
    const map = tok.map;
    if (!map) continue;
    const kind: LineKind | null =
      tok.type === 'fence' || tok.type === 'code_block' ? 'code' : tok.type === 'html_block' ? 'html' : null;
    if (!kind) continue;
    for (let n = map[0]; n < map[1] && n < kinds.length; n++) kinds[n] = kind;
  }
  // A fence left open would swallow every section after this lane's.
  return { kinds, openFence: openFenceAtEnd(doc) };
}

/** Code is shown as written; only a comment opener is made inert. */
const inertCode = (line: string): string => line.replace(/<!--/g, COMMENT_OPENER_ESCAPE);

/**
 * A run of prose lines: resource tags become links over the whole run (a tag may span lines), then
 * each line is cleaned outside its code spans. Pushed one at a time: spreading overflows the stack.
 */
function cleanProse(run: readonly string[], out: string[]): void {
  if (run.length === 0) return;
  for (const line of run.join('\n').replace(RESOURCE_TAG, resourceTagToLinks).split('\n'))
    out.push(sanitizeLine(line));
}

/** The `<` that opens a line, after the quote markers, list marker and indent it sits behind. */
const LINE_START_TAG = /^((?:[ \t]*>)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?)</;

/** An HTML block shown as text: each line's opening `<` escaped, then read again as Markdown. */
function cleanHtmlBlock(block: readonly string[], out: string[]): string | null {
  const original = block.map((line) => line.replace(RESOURCE_TAG, resourceTagToLinks));
  const opened = original.map((line) => line.replace(LINE_START_TAG, '$1&lt;'));
  const doc = parseBlocks(opened.join('\n'));
  const { kinds, openFence } = lineKinds(doc);
  let run: string[] = [];
  kinds.forEach((kind, n) => {
    if (kind === 'prose') {
      run.push(opened[n] ?? '');
      return;
    }
    cleanProse(run, out);
    run = [];
    // Code once the HTML is gone: shown as the lane wrote it (no line of it opens HTML now).
    out.push(inertCode(kind === 'code' ? (block[n] ?? '') : (opened[n] ?? '')));
  });
  cleanProse(run, out);
  return openFence;
}

/** The lines of a document cleaned by what the parse says each is; and a fence left open at its end. */
function cleanDocument(doc: MarkdownDocument): {
  lines: string[];
  openFence: string | null;
  reread: boolean;
} {
  const { kinds, openFence } = lineKinds(doc);
  const out: string[] = [];
  let fence = openFence;
  let reread = false;
  let run: string[] = [];
  for (let n = 0; n < doc.lines.length;) {
    const kind = kinds[n];
    if (kind === 'prose') {
      run.push(doc.lines[n] ?? '');
      n++;
      continue;
    }
    cleanProse(run, out);
    run = [];
    if (kind === 'code') {
      out.push(inertCode(doc.lines[n] ?? ''));
      n++;
      continue;
    }
    let end = n;
    while (end < doc.lines.length && kinds[end] === 'html') end++;
    reread = true;
    const inner = cleanHtmlBlock(doc.lines.slice(n, end), out);
    if (end >= lineCount(doc) && inner) fence = inner;
    n = end;
  }
  cleanProse(run, out);
  return { lines: out, openFence: fence, reread };
}

/** Whether a parse shows anything a lane must not render: raw HTML, an image, a comment opener. */
function hasHazard(doc: MarkdownDocument): boolean {
  if (doc.text.includes('<!--')) return true;
  for (const tok of doc.tokens) {
    if (tok.type === 'html_block') return true;
    for (const c of tok.children ?? []) if (c.type === 'html_inline' || c.type === 'image') return true;
  }
  return false;
}

/** Last resort when the cleaned text still parses with a hazard: every `<` and image `!` as text. */
function shownAsText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/!\[/g, '[').replace(MENTION, '$1@\u2060');
}

function closeFence(text: string, fence: string | null): string {
  return fence ? `${text}${text.endsWith('\n') ? '' : '\n'}${fence}\n` : text;
}

/**
 * One lane's output made safe to embed: hazards read from the parse (D15), and the cleaned text
 * parsed again to prove none is left. `doc` is the findings stage's parse, reused when it matches.
 */
export function sanitizeLaneOutput(
  text: string,
  secrets: readonly string[] = [],
  doc?: MarkdownDocument,
): string {
  const redacted = normaliseLineEnds(redactSecrets(text, secrets));
  const parsed = doc && doc.text === redacted ? doc : parseBlocks(redacted);
  const { lines, openFence } = cleanDocument(parsed);
  let result = closeFence(lines.join('\n'), openFence);
  // Only text with a `<` or an image opener can hold a hazard; the check parses the result whole.
  if ((redacted.includes('<') || redacted.includes('![')) && hasHazard(parseMarkdown(result))) {
    const fallback = shownAsText(redacted);
    result = closeFence(fallback, lineKinds(parseBlocks(fallback)).openFence);
  }
  return result;
}

/**
 * Every heading outside code lowered by `by` levels (setext ones too), so no lane can start a
 * section that looks like another lane's.
 */
export function demoteHeadings(text: string, by = 2): string {
  const doc = parseBlocks(text);
  const lines = [...doc.lines];
  /** Lines a setext heading's underline (and its extra text lines) leave behind. */
  const removed = new Set<number>();
  const t = doc.tokens;
  for (let i = 0; i < t.length; i++) {
    const tok = t[i];
    if (tok?.type !== 'heading_open' || !tok.map) continue;
    const [start, end] = tok.map;
    const setext = tok.markup === '=' || tok.markup === '-';
    const level = Math.min(6, (setext ? (tok.markup === '=' ? 1 : 2) : tok.markup.length) + by);
    if (!setext) {
      lines[start] = (lines[start] ?? '').replace(
        /^((?:[ \t]*>)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?)#{1,6}/,
        `$1${'#'.repeat(level)}`,
      );
      continue;
    }
    // A setext heading at the top level becomes one ATX line; one inside a quote or a list stays.
    if (tok.level !== 0) continue;
    const title = (t[i + 1]?.content ?? '').replace(/\s*\n\s*/g, ' ').trim();
    lines[start] = `${'#'.repeat(level)} ${title}`;
    for (let n = start + 1; n < end; n++) removed.add(n);
  }
  return lines.filter((_, n) => !removed.has(n)).join('\n');
}
