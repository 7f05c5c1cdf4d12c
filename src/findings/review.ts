/**
 * Reading a review (D11, D16): a lane's Risk Assessment and its Concerns, each concern with its
 * level and its own words, from the lane's parsed output. The document's structure (headings,
 * list items, tables, code, quotes) comes from the Markdown parser; the patterns here read only
 * words: levels, section names, labels. Real models write the fixed answer structure in many ways
 * (headings or bold labels, `[HIGH]`, `HIGH:`, tables, numbering, emoji); anything the reader
 * cannot find is "not stated", never a guess. The consensus counts and the findings both come
 * from this one reading, so they can never disagree.
 *
 * Over 400 lines on purpose: every way of writing the answer structure is read here, in one pass.
 */
import type { Severity } from './types.js';
import type { LaneDocument, Token } from './markdown.js';

export type Level = Severity;
export const LEVELS = ['HIGH', 'MEDIUM', 'LOW'] as const satisfies readonly Level[];

export interface ConcernCounts {
  HIGH: number;
  MEDIUM: number;
  LOW: number;
  /** Concerns listed without a level the reader could find. */
  unrated: number;
}

/** One concern as the lane wrote it. */
export interface Concern {
  level: Level | null;
  /** Its words as plain text (emphasis, code ticks and emoji removed), details included. */
  text: string;
  /** Its Markdown, as the lane wrote it: the concern's lines, details included. */
  markdown: string;
  /** Its first line as plain text: where its title and its location are written. */
  head: string;
}

export interface ReviewReading {
  risk: Level | null;
  /** Null when the output has no Concerns section at all. */
  concerns: ConcernCounts | null;
  items: Concern[];
}

const WORD = '(?:low|medium|med|moderate|high|critical)';
const LEVEL_SRC = `${WORD}(?:\\s*(?:-|–|/|to)\\s*${WORD})?`;

/** A level word (or a range, rounded up: "medium-high" is HIGH) as a Level. */
export function levelOf(word: string): Level | null {
  const parts = word.toLowerCase().split(/\s*(?:-|–|\/|\bto\b)\s*/);
  let best: Level | null = null;
  const rank = { LOW: 1, MEDIUM: 2, HIGH: 3 } as const;
  for (const p of parts) {
    const l: Level | null =
      p === 'high' || p === 'critical'
        ? 'HIGH'
        : p === 'medium' || p === 'med' || p === 'moderate'
          ? 'MEDIUM'
          : p === 'low'
            ? 'LOW'
            : null;
    if (l && (!best || rank[l] > rank[best])) best = l;
  }
  return best;
}

/**
 * What `plain` answered during the current reading: a concern's line is asked about several
 * times (its level, a field, "none", its text), and twelve long reviews are many lines.
 */
const plainSeen = new Map<string, string>();

/** Markdown emphasis, code ticks, emoji and similar decoration removed; whitespace collapsed. */
function plain(s: string): string {
  const seen = plainSeen.get(s);
  if (seen !== undefined) return seen;
  const p = stripDecoration(s);
  plainSeen.set(s, p);
  return p;
}

/** Decoration dropped wherever it is: emphasis and code marks, emoji and their variation selector. */
const DECORATION = /[*`~]|\uFE0F|[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}]/gu;
/** Underscores only where they are emphasis, so `my_file.ts` keeps its name. */
const EMPHASIS_UNDERSCORE = /(^|\W)_{1,2}(?=\S)|(?<=\S)_{1,2}(?=\W|$)/g;

function stripDecoration(s: string): string {
  // Each pass only where it can change something: most lines of a review have no underscore and
  // no run of whitespace, and twelve long reviews are hundreds of thousands of lines.
  let t = s.replace(DECORATION, '');
  if (t.includes('_')) t = t.replace(EMPHASIS_UNDERSCORE, '$1');
  if (/[^\S ]| {2}/.test(t)) t = t.replace(/\s+/g, ' ');
  return t.trim();
}

type Kind = 'summary' | 'strengths' | 'concerns' | 'suggestions' | 'risk' | 'other';

/** `3.`, `3.1`, `2)`: the numbering in front of a heading or a concern. */
const NUMBERING = /^\d+(?:\.\d+)*[.)]?\s+/;

function sectionKind(title: string): Kind {
  const t = title.replace(NUMBERING, '').toLowerCase();
  if (/^summary\b|^overview\b/.test(t)) return 'summary';
  if (/^strengths?\b|^positives?\b|^what('s| is) good\b/.test(t)) return 'strengths';
  if (
    /^((key|main|major|potential|identified|notable|open|remaining) )?(concerns?|issues?|findings?|problems?)\b/.test(
      t,
    )
  )
    return 'concerns';
  if (/^suggestions?\b|^recommendations?\b|^improvements?\b/.test(t)) return 'suggestions';
  if (/^(overall )?risk( assessment| level| rating)?\b/.test(t)) return 'risk';
  return 'other';
}

const SEVERITY_HEADING = new RegExp(
  `^(?:(?:severity|priority)\\s*[:\\-–]?\\s*)?(${LEVEL_SRC})(?:[\\s-]*(?:severity|priority|risk|concerns?|issues?|findings?)){0,2}\\s*(?:\\(.*\\))?\\s*:?$`,
  'i',
);

function severityHeading(title: string): Level | null {
  const m = SEVERITY_HEADING.exec(title.replace(NUMBERING, ''));
  return m?.[1] ? levelOf(m[1]) : null;
}

const LEADING_LABEL = new RegExp(
  `^(?:\\[\\s*(${LEVEL_SRC})\\s*\\]|\\(\\s*(${LEVEL_SRC})\\s*\\)|(?:severity|priority)\\s*[:=]\\s*(${LEVEL_SRC})\\b|(${LEVEL_SRC})\\s*(?::|—|–|-(?=\\s)|\\||\\.(?=\\s)|\\]|\\)))`,
  'i',
);
const TRAILING_LABEL = new RegExp(
  `(?:\\[\\s*(${LEVEL_SRC})\\s*\\]|\\(\\s*(?:severity\\s*[:=]?\\s*)?(${LEVEL_SRC})(?:\\s+(?:severity|priority|risk))?\\s*\\))\\s*\\.?$`,
  'i',
);
const SEVERITY_FIELD = new RegExp(`\\b(?:severity|priority)\\s*[:=\\-–]\\s*(${LEVEL_SRC})\\b`, 'i');

/**
 * A level set in bold at the start, whatever follows: `**HIGH** \`src/cart.ts:28\` — …`, where
 * the location comes before any punctuation a plain-text label would need.
 */
const BOLD_LEVEL = new RegExp(
  `^\\s*(?:\\d+[.)]\\s*)?(?:\\*\\*|__)\\s*(?:\\[\\s*)?(${LEVEL_SRC})\\s*(?:\\]\\s*)?(?::\\s*)?(?:\\*\\*|__)`,
  'i',
);

/** The level a concern names for itself, e.g. `**HIGH** — …`, `[MEDIUM] …`, `… (LOW)`. */
function ownLevel(text: string): Level | null {
  const bold = BOLD_LEVEL.exec(text);
  if (bold?.[1]) return levelOf(bold[1]);
  const t = plain(text).replace(NUMBERING, '');
  const lead = LEADING_LABEL.exec(t);
  if (lead) return levelOf(lead[1] ?? lead[2] ?? lead[3] ?? lead[4] ?? '');
  const trail = TRAILING_LABEL.exec(t);
  if (trail) return levelOf(trail[1] ?? trail[2] ?? '');
  const field = SEVERITY_FIELD.exec(t);
  return field?.[1] ? levelOf(field[1]) : null;
}

const NONE =
  /^[([]?\s*(?:none\b|n\/a\b|nothing\b|no (?:\w+[\s-]){0,3}(?:concerns?|issues?|findings?|problems?)\b)/i;

const RISK_LABEL = new RegExp(
  `\\b(?:overall(?:\\s+risk)?|risk(?:\\s+(?:assessment|level|rating))?)\\s*(?:[:：=|]|—|–|-|\\bis\\b)\\s*(?:rated\\s+|assessed\\s+as\\s+)?(${LEVEL_SRC})\\b`,
  'i',
);
const LEVEL_LEAD = new RegExp(`^(?:[-*+]\\s+)?(${LEVEL_SRC})\\s*(?:[.:—–|(]|-(?=\\s)|$)`, 'i');
const LEVEL_RISK = new RegExp(`\\b(${LEVEL_SRC})[\\s-]+risk\\b`, 'i');
const CAPS_LEVEL = /\b(LOW|MEDIUM|HIGH|CRITICAL)\b/;
/** "I rate this MEDIUM overall", "rated low", "Medium overall": the verdict, not a level mentioned on the way. */
const RATED_LEVEL = new RegExp(
  `\\b(?:rate|rated|call|assess|assessed|consider)\\s+(?:this|it|the\\s+(?:change|pr|pull request|risk))\\s+(?:as\\s+)?(${LEVEL_SRC})\\b|\\b(${LEVEL_SRC})\\s+overall\\b`,
  'i',
);
/** A level after a separator in a Risk Assessment heading: `Risk Assessment — Medium`. */
const TITLE_LEVEL = new RegExp(`[:—–-]\\s*(${LEVEL_SRC})\\b`, 'i');

/** One line of the review as the reader sees it: its kind comes from the parse tree. */
interface Line {
  /** The line's Markdown, without the markers of the quotes it is in. */
  raw: string;
  /** Leading whitespace of `raw` in the source: how deep a list item or a detail sits. */
  indent: number;
  /** A heading: ATX or setext level 1-6; 7 for a paragraph line that is only bold, or a `Label:`. */
  heading?: { level: number; title: string };
  /** A list item's first line, without its marker. */
  item?: string;
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

/**
 * The review's lines, each classified by the tree: code is blank (quoted material, not the
 * review's own words), headings (ATX and setext) carry their title, a list item's first line its
 * text, a table row its cells.
 */
function linesOf(doc: LaneDocument): Line[] {
  const source = doc.lines.map((l) => clip(l.replace(QUOTE_MARKS, '')));
  const lines: Array<Line | null> = source.map((raw) => ({
    raw,
    indent: raw.length - raw.trimStart().length,
  }));
  const blank = (from: number, to: number): void => {
    for (let k = from; k < to && k < lines.length; k++) lines[k] = { raw: '', indent: 0 };
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
                ? { raw: content, indent, heading: title }
                : { raw: source[n] ?? content, indent, item: content };
            item = null;
            continue;
          }
          // A bullet the parser does not know (`• `) is still an item to a reader.
          const dot = /^•\s+/.exec(content);
          if (dot) {
            lines[n] = { raw: content, indent, item: content.slice(dot[0].length) };
            continue;
          }
          const heading = labelHeading(content);
          lines[n] = heading ? { raw: content, indent, heading } : { raw: content, indent };
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
        lines[map[0]] = { raw: at?.raw ?? '', indent: at?.indent ?? 0, tableCells: cells };
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
  return lines.filter((l): l is Line => l !== null);
}

export function readReview(doc: LaneDocument): ReviewReading {
  try {
    return readLines(linesOf(doc));
  } finally {
    plainSeen.clear();
  }
}

function readLines(lines: Line[]): ReviewReading {
  // Sections by their headings (a severity heading is never a section of its own).
  const spans: Array<{ kind: Kind; level: number; start: number; end: number; title: string }> = [];
  lines.forEach((l, i) => {
    if (!l.heading || severityHeading(l.heading.title)) return;
    const kind = sectionKind(l.heading.title);
    // A bold line that names no known section is a concern's title, not a new section.
    if (kind === 'other' && l.heading.level === 7) return;
    const prev = spans[spans.length - 1];
    if (prev && prev.end === lines.length) {
      if (kind === 'other' && prev.kind !== 'other' && l.heading.level > prev.level) return;
      prev.end = i;
    }
    spans.push({ kind, level: l.heading.level, start: i, end: lines.length, title: l.heading.title });
  });

  const risk = findRisk(lines, spans);
  let concernSpan = spans.find((s) => s.kind === 'concerns');
  if (!concernSpan) {
    // No Concerns heading, but severity headings: the concerns start at the first of them.
    const first = lines.findIndex((l) => l.heading && severityHeading(l.heading.title));
    if (first >= 0) {
      const after = spans.find((s) => s.start > first);
      concernSpan = {
        kind: 'concerns',
        level: 0,
        start: first - 1,
        end: after?.start ?? lines.length,
        title: '',
      };
    }
  }
  if (!concernSpan) return { risk, concerns: null, items: [] };

  const items = collectConcerns(lines.slice(concernSpan.start + 1, concernSpan.end), concernSpan.title);
  const concerns: ConcernCounts = { HIGH: 0, MEDIUM: 0, LOW: 0, unrated: 0 };
  for (const it of items) {
    if (it.level) concerns[it.level]++;
    else concerns.unrated++;
  }
  return { risk, concerns, items };
}

function findRisk(
  lines: Line[],
  spans: Array<{ kind: Kind; start: number; end: number; title: string }>,
): Level | null {
  const riskSpan = spans.find((s) => s.kind === 'risk');
  if (riskSpan) {
    const fromTitle = RISK_LABEL.exec(riskSpan.title) ?? TITLE_LEVEL.exec(riskSpan.title);
    if (fromTitle?.[1]) return levelOf(fromTitle[1]);
    const body = lines
      .slice(riskSpan.start + 1, riskSpan.end)
      .map((l) => plain(l.raw))
      .filter(Boolean);
    // The first line that states a level wins ("Medium — though the risk is low for users"): a
    // level the line opens with, else a labelled one.
    for (const t of body) {
      for (const re of [LEVEL_LEAD, RISK_LABEL]) {
        const m = re.exec(t);
        if (m?.[1]) return levelOf(m[1]);
      }
    }
    for (const t of body) {
      const cell = /^\|?\s*(?:overall|risk|level|rating)[^|]*\|\s*([^|]+)\|?/i.exec(t);
      const l = cell?.[1] ? levelOf(cell[1].trim()) : null;
      if (l) return l;
    }
    for (const re of [RATED_LEVEL, LEVEL_RISK, CAPS_LEVEL]) {
      for (const t of body) {
        const m = re.exec(t);
        const level = m?.[1] ?? m?.[2];
        if (level) return levelOf(level);
      }
    }
  }
  // No Risk Assessment section: an explicit label anywhere ("**Risk:** Low", "| Risk | Medium |").
  for (const l of lines) {
    const t = plain(l.raw);
    const m = RISK_LABEL.exec(t) ?? /^\|?\s*risk(?: assessment| level)?\s*\|\s*([A-Za-z -]+?)\s*\|/i.exec(t);
    if (m?.[1]) {
      const level = levelOf(m[1].trim());
      if (level) return level;
    }
  }
  return null;
}

function collectConcerns(lines: Line[], title: string): Concern[] {
  /** `title`: written as a heading or bold line; `detail`: some text has followed it. */
  type Item = {
    level: Level | null;
    text: string;
    markdown: string[];
    head: string;
    pending: boolean;
    indent: number;
    title: boolean;
    detail: boolean;
  };
  const items: Item[] = [];
  // A heading like "Concerns (HIGH)" sets the level for everything under it.
  let current: Level | null = severityHeading(title.replace(/^[^(]*\(([^)]*)\).*$/, '$1')) ?? null;
  /** How items are written under the current level: as list items at one indent, or as titles. */
  let style: { kind: 'list'; indent: number } | { kind: 'title' } | { kind: 'paragraph' } | null = null;
  /** Whether the current level came from a severity heading (paragraphs under it are concerns). */
  let underSeverityHeading = false;
  let table: { levelCol: number } | null = null;

  const push = (
    text: string,
    indent: number,
    explicit: Level | null,
    asTitle = false,
    markdown = text,
  ): void => {
    if (NONE.test(plain(text).replace(/^[[(]?\w+[\])]?\s*[:—–-]\s*/, (m) => (ownLevel(m) ? '' : m)))) return;
    items.push({
      level: explicit ?? current,
      text: plain(text),
      head: plain(text),
      markdown: [markdown.trim()],
      pending: explicit === null,
      indent,
      title: asTitle,
      detail: false,
    });
  };
  /** A title with nothing under it yet, followed by concerns that carry their own level, was a
   *  category ("### Security"), not a concern. */
  const dropBareTitle = (): void => {
    const last = items[items.length - 1];
    if (last?.title && last.pending && !last.detail) items.pop();
  };

  for (const l of lines) {
    if (l.tableCells) {
      const cells = l.tableCells;
      if (cells.every((c) => /^:?-{2,}:?$/.test(c) || c === '')) continue;
      if (!table) {
        const col = cells.findIndex((c) => /^(severity|priority|level|risk)$/i.test(c));
        table = { levelCol: col };
        if (col >= 0) continue; // a header row
      }
      const level =
        (table.levelCol >= 0 ? levelOf(cells[table.levelCol] ?? '') : null) ??
        cells.map((c) => levelOf(c)).find((x) => x !== null) ??
        null;
      if (level || cells.some((c) => c.length > 0))
        push(cells.filter((c, i) => i !== table?.levelCol).join(' — '), 0, level, false, l.raw);
      continue;
    }
    table = null;
    if (l.heading) {
      const sev = severityHeading(l.heading.title);
      if (sev) {
        current = sev;
        style = null;
        underSeverityHeading = true;
        continue;
      }
      // A title-style concern (`#### 1. Race in cache (HIGH)` or `**Race in cache**`).
      const own = ownLevel(l.heading.title);
      if (style === null) style = { kind: 'title' };
      if (style.kind === 'title' || own) push(l.heading.title, l.indent, own, true);
      continue;
    }
    const last = items[items.length - 1];
    const field = SEVERITY_FIELD.exec(plain(l.raw));
    // A detail line under a concern may carry its level ("- Severity: High", or "**Severity:**
    // High" on its own line under a concern's heading).
    if (last?.pending && field?.[1] && (l.indent > last.indent || last.title)) {
      last.level = levelOf(field[1]);
      last.pending = false;
      last.detail = true;
      continue;
    }
    if (l.item !== undefined) {
      // A list item that is only a level ("- **High:**") heads the items nested under it.
      const sev = severityHeading(plain(l.item).replace(/:$/, ''));
      if (sev) {
        current = sev;
        style = null;
        underSeverityHeading = true;
        continue;
      }
      const own = ownLevel(l.item);
      if (style === null) style = { kind: 'list', indent: l.indent };
      if (own || (style.kind === 'list' && l.indent <= style.indent + 1)) {
        if (own) dropBareTitle();
        push(l.item, l.indent, own);
        continue;
      }
    } else {
      // A paragraph that opens with a label (`**HIGH:** the cache …`) is a concern too.
      const t = plain(l.raw);
      const own = t ? ownLevel(t) : null;
      if (own && LEADING_LABEL.test(t)) {
        dropBareTitle();
        push(l.raw, l.indent, own);
        continue;
      }
      // The first paragraph under a severity heading is a concern written as prose.
      if (t && underSeverityHeading && style === null) {
        style = { kind: 'paragraph' };
        push(l.raw, l.indent, null);
        continue;
      }
    }
    // Anything else under a concern is its detail: kept for the paths it names.
    if (last && l.raw.trim()) {
      last.text += ` ${plain(l.item ?? l.raw)}`;
      last.markdown.push(l.raw.trim());
      last.detail = true;
    }
  }
  return items.map(({ level, text, markdown, head }) => ({
    level,
    text,
    markdown: markdown.join('\n'),
    head,
  }));
}

/** A title is at most this long: the start of its first sentence, cut at a word. */
const MAX_TITLE = 120;
const LEAD_LEVEL = new RegExp(
  `^(?:\\[\\s*${LEVEL_SRC}\\s*\\]|\\(\\s*${LEVEL_SRC}\\s*\\)|(?:severity|priority)\\s*[:=]\\s*${LEVEL_SRC}\\b|${LEVEL_SRC}\\b)\\s*(?:[:—–|.\\]-]\\s*)?`,
  'i',
);
/** A location written first (`src/a.ts:12 —`, `src/a.ts#L3-L5:`), or in parentheses anywhere. */
const LEAD_LOCATION = /^\S+?(?::L?\d+|#L\d+)\S*\s*(?:[—–:|-]\s*)?/;
const PAREN_LOCATION =
  /\s*\(\s*(?:[^()\s]+?(?::L?\d+|#L\d+)[^()]{0,40}|(?:at\s+|on\s+)?lines?\s+\d+[^()]{0,20})\)/gi;

/**
 * A concern's title: its first sentence, without the level label and the location written in
 * front of it (`**HIGH** \`src/cart.ts:28\` — Division by zero: …` is "Division by zero").
 */
export function concernTitle(text: string): string {
  let t = text.slice(0, 2000).replace(NUMBERING, '');
  for (let k = 0; k < 3; k++) {
    const before = t;
    t = t.replace(LEAD_LEVEL, '').replace(LEAD_LOCATION, '').trimStart();
    if (t === before) break;
  }
  t = t.replace(PAREN_LOCATION, '');
  const end = /(?:[.!?](?=\s|$)|:\s|\s[—–]\s|\s-\s)/.exec(t);
  let title = (end ? t.slice(0, end.index) : t).trim();
  if (title.length > MAX_TITLE) {
    const cut = title.lastIndexOf(' ', MAX_TITLE);
    title = `${title.slice(0, cut > 40 ? cut : MAX_TITLE)}…`;
  }
  return title;
}
