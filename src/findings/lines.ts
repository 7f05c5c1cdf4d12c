/** The review's lines as the reader sees them, each classified by the Markdown parse. */
import type { LaneDocument, Token } from './markdown.js';

/** Decoration dropped wherever it is: emphasis and code marks, emoji and their variation selector. */
const DECORATION = /[*`~]|\uFE0F|[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}]/gu;
/** Underscores only where they are emphasis, so `my_file.ts` keeps its name. */
const EMPHASIS_UNDERSCORE = /(^|\W)_{1,2}(?=\S)|(?<=\S)_{1,2}(?=\W|$)/g;

/** Markdown emphasis, code ticks, emoji and similar decoration removed; whitespace collapsed. */
export function plain(s: string): string {
  let t = s.replace(DECORATION, '');
  if (t.includes('_')) t = t.replace(EMPHASIS_UNDERSCORE, '$1');
  if (/[^\S ]| {2}/.test(t)) t = t.replace(/\s+/g, ' ');
  return t.trim();
}

/** One line of the review as the reader sees it: its kind comes from the parse tree. */
export interface Line {
  /** Its index in the document's `lines`: where a concern starts and ends in the source. */
  at: number;
  /** The line's Markdown, without the markers of the quotes it is in. */
  raw: string;
  /** `raw` as plain text (`plain`): read once here, since the reader asks about each line often. */
  text: string;
  /** Leading whitespace of `raw` in the source: how deep a list item or a detail sits. */
  indent: number;
  /** A heading: ATX or setext level 1-6; 7 for a paragraph line that is only bold, or a `Label:`. */
  heading?: { level: number; title: string };
  /** A list item's first line, without its marker. */
  item?: string;
  /** `item` as plain text. */
  itemText?: string;
  tableCells?: string[];
}

/** A line's text is read only up to here: structure is short lines, and patterns cost per character. */
const MAX_LINE = 500;

const clip = (s: string): string => (s.length > MAX_LINE ? s.slice(0, MAX_LINE) : s);

/** `**Title**` or `__Title__` alone on a line (optionally with a colon): a concern's title. */
const BOLD_ONLY = /^(\*\*|__)([^*_]+?)\1\s*:?$/;
const LABEL_LINE = /^([A-Za-z][A-Za-z ()/,&-]{0,40}):\s*$/;

/** A paragraph line that is only bold or only a label reads as a heading of level 7. */
function labelHeading(content: string): Line['heading'] | undefined {
  const t = content.trim();
  const bold = BOLD_ONLY.exec(t);
  if (bold) return { level: 7, title: plain(bold[2] ?? '').replace(/:$/, '') };
  const label = LABEL_LINE.exec(t);
  if (label) return { level: 7, title: plain(label[1] ?? '') };
  return undefined;
}

const QUOTE_MARKS = /^(?:[ \t]*>[ \t]?)+/;

/** A line before its plain text is read. */
type Draft = Omit<Line, 'text' | 'itemText'>;

/** The review's lines classified by the tree; code is blank: quoted, not the review's own words. */
export function linesOf(doc: LaneDocument): Line[] {
  const source = doc.lines.map((l) => clip(l.replace(QUOTE_MARKS, '')));
  const lines: Array<Draft | null> = source.map((raw, at) => ({
    at,
    raw,
    indent: raw.length - raw.trimStart().length,
  }));
  const blank = (from: number, to: number): void => {
    for (let k = from; k < to && k < lines.length; k++) lines[k] = { at: k, raw: '', indent: 0 };
  };
  const t = doc.tokens;
  /** The list item whose first line is still to be read, and whether its list is numbered. */
  let item: { line: number; ordered: boolean } | null = null;
  const ordered: boolean[] = [];
  for (let i = 0; i < t.length; i++) {
    const tok = t[i] as Token;
    const map = tok.map;
    switch (tok.type) {
      case 'fence':
      case 'code_block':
        if (map) blank(map[0], map[1]);
        break;
      case 'bullet_list_open':
      case 'ordered_list_open':
        ordered.push(tok.type === 'ordered_list_open');
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        ordered.pop();
        break;
      case 'list_item_open':
        if (map) item = { line: map[0], ordered: ordered[ordered.length - 1] ?? false };
        break;
      case 'heading_open': {
        const inline = t[i + 1];
        if (!map || !inline) break;
        const level = tok.markup === '=' ? 1 : tok.markup === '-' ? 2 : tok.markup.length;
        const at = lines[map[0]];
        lines[map[0]] = {
          at: map[0],
          raw: at?.raw ?? '',
          indent: at?.indent ?? 0,
          heading: { level, title: plain(clip(inline.content)) },
        };
        blank(map[0] + 1, map[1]);
        if (item?.line === map[0]) item = null;
        break;
      }
      case 'paragraph_open': {
        const inline = t[i + 1];
        if (!map || !inline) break;
        const contents = inline.content.split('\n');
        for (let k = 0; k < contents.length && map[0] + k < lines.length; k++) {
          const n = map[0] + k;
          const content = clip(contents[k] ?? '');
          const indent = lines[n]?.indent ?? 0;
          if (k === 0 && item?.line === n) {
            // A numbered item that is only bold is a concern's title (`1. **Cache key collision**`).
            const title = item.ordered ? labelHeading(content) : undefined;
            lines[n] =
              title?.title && BOLD_ONLY.test(content.trim())
                ? { at: n, raw: content, indent, heading: title }
                : { at: n, raw: source[n] ?? content, indent, item: content };
            item = null;
            continue;
          }
          // A bullet the parser does not know (`• `) is still an item to a reader.
          const dot = /^•\s+/.exec(content);
          if (dot) {
            lines[n] = { at: n, raw: content, indent, item: content.slice(dot[0].length) };
            continue;
          }
          const heading = labelHeading(content);
          lines[n] = heading ? { at: n, raw: content, indent, heading } : { at: n, raw: content, indent };
        }
        if (item?.line === map[0]) item = null;
        break;
      }
      case 'tr_open': {
        if (!map) break;
        const cells: string[] = [];
        for (let k = i + 1; k < t.length && t[k]?.type !== 'tr_close'; k++) {
          const c = t[k] as Token;
          if (c.type === 'inline') cells.push(plain(clip(c.content)));
        }
        const at = lines[map[0]];
        lines[map[0]] = { at: map[0], raw: at?.raw ?? '', indent: at?.indent ?? 0, tableCells: cells };
        break;
      }
      case 'table_open':
        // The delimiter row is not a row: it is left out, as if the table were one block of rows.
        if (map && map[1] - map[0] >= 2) lines[map[0] + 1] = null;
        break;
      default:
        break;
    }
  }
  const read: Line[] = [];
  for (const l of lines) {
    if (l === null) continue;
    // Completed in place: a copy of each line costs more than reading it.
    const line = l as Line;
    line.text = l.raw === '' ? '' : plain(l.raw);
    if (l.item !== undefined) line.itemText = plain(l.item);
    read.push(line);
  }
  return read;
}
