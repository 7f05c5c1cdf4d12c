/**
 * Reading a review (D11, D16): a lane's Risk Assessment and its Concerns, each with its level and
 * words, from the parsed output. What the reader cannot find is "not stated", never a guess; the
 * consensus and the findings both come from this one reading.
 */
import {
  LEADING_LABEL,
  LEVEL_LEAD,
  LEVEL_RISK,
  LEVEL_SRC,
  levelOf,
  NONE,
  NUMBERING,
  ownLevel,
  RATED_LEVEL,
  RISK_LABEL,
  SEVERITY_FIELD,
  severityHeading,
  TITLE_LEVEL,
  CAPS_LEVEL,
  type Level,
} from './levels.js';
import { linesOf, plain, type Line } from './lines.js';
import type { LaneDocument } from './markdown.js';

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
  /** Where it is in the document's `lines` (end exclusive): the code blocks written under it are its own. */
  lines: { start: number; end: number };
}

export interface ReviewReading {
  risk: Level | null;
  /** Null when the output has no Concerns section at all. */
  concerns: ConcernCounts | null;
  items: Concern[];
}

type Kind = 'summary' | 'strengths' | 'concerns' | 'suggestions' | 'risk' | 'other';

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

export function readReview(doc: LaneDocument): ReviewReading {
  return readLines(linesOf(doc));
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

  const items = collectConcerns(
    lines.slice(concernSpan.start + 1, concernSpan.end),
    concernSpan.title,
    lines[concernSpan.end]?.at ?? Number.MAX_SAFE_INTEGER,
  );
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
      .map((l) => l.text)
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
    const t = l.text;
    const m = RISK_LABEL.exec(t) ?? /^\|?\s*risk(?: assessment| level)?\s*\|\s*([A-Za-z -]+?)\s*\|/i.exec(t);
    if (m?.[1]) {
      const level = levelOf(m[1].trim());
      if (level) return level;
    }
  }
  return null;
}

function collectConcerns(lines: Line[], title: string, endAt: number): Concern[] {
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
    start: number;
  };
  const items: Item[] = [];
  /** The source line being read: where a concern pushed now starts. */
  let at = 0;
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
    /** `plain(text)`, when the line has it already. */
    words = plain(text),
  ): void => {
    if (NONE.test(words.replace(/^[[(]?\w+[\])]?\s*[:—–-]\s*/, (m) => (ownLevel(m) ? '' : m)))) return;
    items.push({
      level: explicit ?? current,
      text: words,
      head: words,
      markdown: [markdown.trim()],
      pending: explicit === null,
      indent,
      title: asTitle,
      detail: false,
      start: at,
    });
  };
  /** A title with nothing under it yet, followed by concerns that carry their own level, was a
   *  category ("### Security"), not a concern. */
  const dropBareTitle = (): void => {
    const last = items[items.length - 1];
    if (last?.title && last.pending && !last.detail) items.pop();
  };

  for (const l of lines) {
    at = l.at;
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
    const field = SEVERITY_FIELD.exec(l.text);
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
      const sev = severityHeading((l.itemText ?? '').replace(/:$/, ''));
      if (sev) {
        current = sev;
        style = null;
        underSeverityHeading = true;
        continue;
      }
      const own = ownLevel(l.item, l.itemText);
      if (style === null) style = { kind: 'list', indent: l.indent };
      if (own || (style.kind === 'list' && l.indent <= style.indent + 1)) {
        if (own) dropBareTitle();
        push(l.item, l.indent, own, false, l.item, l.itemText);
        continue;
      }
    } else {
      // A paragraph that opens with a label (`**HIGH:** the cache …`) is a concern too.
      const t = l.text;
      const own = t ? ownLevel(t) : null;
      if (own && LEADING_LABEL.test(t)) {
        dropBareTitle();
        push(l.raw, l.indent, own, false, l.raw, t);
        continue;
      }
      // The first paragraph under a severity heading is a concern written as prose.
      if (t && underSeverityHeading && style === null) {
        style = { kind: 'paragraph' };
        push(l.raw, l.indent, null, false, l.raw, t);
        continue;
      }
    }
    // Anything else under a concern is its detail: kept for the paths it names.
    if (last && l.raw.trim()) {
      last.text += ` ${l.itemText ?? l.text}`;
      last.markdown.push(l.raw.trim());
      last.detail = true;
    }
  }
  return items.map(({ level, text, markdown, head, start }, i) => ({
    level,
    text,
    markdown: markdown.join('\n'),
    head,
    lines: { start, end: items[i + 1]?.start ?? endAt },
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

/** A concern's title: its first sentence, without a leading level label or location. */
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
