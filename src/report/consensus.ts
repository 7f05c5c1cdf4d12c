/**
 * The `## Consensus` section, computed without a model (D11): from each reviewed lane's
 * own output, its Risk Assessment level and its HIGH / MEDIUM / LOW concern counts, then where
 * lanes agree. The parser reads the fixed answer structure the prompt asks for, and tolerates how
 * real models actually write it (headings or bold labels, `[HIGH]`, `HIGH:`, tables, numbering,
 * emoji). Anything it cannot find is "not stated" — never a guess.
 */

export const LEVELS = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type Level = (typeof LEVELS)[number];

export interface ConcernCounts {
  HIGH: number;
  MEDIUM: number;
  LOW: number;
  /** Concerns listed without a level the parser could read. */
  unrated: number;
}

export interface ParsedReview {
  risk: Level | null;
  /** Null when the output has no Concerns section at all. */
  concerns: ConcernCounts | null;
  items: Array<{ level: Level | null; text: string }>;
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

/** Markdown emphasis, code ticks, emoji and similar decoration removed; whitespace collapsed. */
function plain(s: string): string {
  return (
    s
      .replace(/[*`~]/g, '')
      // Underscores only where they are emphasis, so `my_file.ts` keeps its name.
      .replace(/(^|\W)_{1,2}(?=\S)|(?<=\S)_{1,2}(?=\W|$)/g, '$1')
      .replace(/[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}]/gu, '')
      .replace(/\uFE0F/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
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

interface Line {
  raw: string;
  indent: number;
  /** A heading: ATX level 1-6; 7 for a bold-only or `Label:` line. */
  heading?: { level: number; title: string };
  /** A list item's text, without its marker. */
  item?: string;
  tableCells?: string[];
}

/** An ATX heading's title: what follows the `#`s, without trailing whitespace and closing `#`s. */
function atxTitle(rest: string): string {
  const t = rest.trimEnd();
  let end = t.length;
  while (end > 0 && t.charCodeAt(end - 1) === 35) end--;
  return t.slice(0, end).trimEnd();
}

// Each pattern below matches from the start of the line and ends where the line's own text
// begins; what follows is checked with string methods. A pattern that also had to match the
// rest of the line up to `$` (`(.*?)\s*#*\s*$`) took cubic time on a line of spaces, and a lane's
// output is untrusted.
const ATX_START = /^\s{0,3}(#{1,6})\s+/;
const BOLD_START = /^\s*(?:\d+[.)]\s*)?(\*\*|__)([^*_]+?)\1/;

function analyse(raw: string): Line {
  const indent = raw.length - raw.trimStart().length;
  const atx = ATX_START.exec(raw);
  if (atx) {
    const title = plain(atxTitle(raw.slice(atx[0].length)));
    return { raw, indent, heading: { level: atx[1]?.length ?? 1, title } };
  }
  const bold = BOLD_START.exec(raw);
  const boldTail = bold ? raw.slice(bold[0].length).trim() : null;
  if (bold && (boldTail === '' || boldTail === ':'))
    return { raw, indent, heading: { level: 7, title: plain(bold[2] ?? '').replace(/:$/, '') } };
  const label = /^\s*([A-Za-z][A-Za-z ()/,&-]{0,40}):\s*$/.exec(raw);
  if (label) return { raw, indent, heading: { level: 7, title: plain(label[1] ?? '') } };
  const item = /^\s*(?:[-*+•]|\d+[.)])\s+(.*)$/.exec(raw);
  if (item) return { raw, indent, item: item[1] ?? '' };
  if (/^\s*\|.*\|\s*$/.test(raw)) {
    return {
      raw,
      indent,
      tableCells: raw
        .trim()
        .slice(1, -1)
        .split('|')
        .map((c) => plain(c)),
    };
  }
  return { raw, indent };
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

/** The level a concern names for itself, e.g. `**HIGH** — …`, `[MEDIUM] …`, `… (LOW)`. */
function ownLevel(text: string): Level | null {
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

/** Lines of text outside fenced code, which is quoted material, not the review's own words. */
function proseLines(text: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const m = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (m?.[1] && m[1][0] === fence[0] && m[1].length >= fence.length) fence = null;
      out.push('');
      continue;
    }
    if (m?.[1]) {
      fence = m[1];
      out.push('');
      continue;
    }
    out.push(line.replace(/^\s*>\s?/, ''));
  }
  return out;
}

/**
 * How much of a lane's output the parser reads: the first 256 KiB, each line up to its first 500
 * characters. A review's structure (its headings, labels and levels) is short lines; the limits
 * bound what a lane's output can cost the report, whatever its patterns do on pathological text.
 */
const MAX_PARSED_CHARS = 256 * 1024;
const MAX_PARSED_LINE = 500;

export function parseReview(text: string): ParsedReview {
  const lines = proseLines(text.slice(0, MAX_PARSED_CHARS))
    .map((l) => (l.length > MAX_PARSED_LINE ? l.slice(0, MAX_PARSED_LINE) : l))
    .map(analyse);

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

function collectConcerns(lines: Line[], title: string): Array<{ level: Level | null; text: string }> {
  /** `title`: written as a heading or bold line; `detail`: some text has followed it. */
  type Item = {
    level: Level | null;
    text: string;
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

  const push = (text: string, indent: number, explicit: Level | null, asTitle = false): void => {
    if (NONE.test(plain(text).replace(/^[[(]?\w+[\])]?\s*[:—–-]\s*/, (m) => (ownLevel(m) ? '' : m)))) return;
    items.push({
      level: explicit ?? current,
      text: plain(text),
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
        push(cells.filter((c, i) => i !== table?.levelCol).join(' — '), 0, level);
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
      last.detail = true;
    }
  }
  return items.map(({ level, text }) => ({ level, text }));
}

/** Repository paths a concern names (`src/a.ts:12`, `lib/x.py`), for agreement between lanes. */
export function pathsIn(text: string, known?: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(
    /(?:^|[\s(`'"[])((?:\.\/)?(?:[\w@.-]+\/)*[\w@.-]+\.[A-Za-z0-9]{1,10})(?::(\d+))?/g,
  )) {
    const path = (m[1] ?? '').replace(/^\.\//, '');
    if (known) {
      if (known.has(path)) found.add(path);
      continue;
    }
    if (path.includes('/') || m[2] !== undefined) found.add(path);
  }
  return [...found];
}

export interface LaneConsensus {
  identity: string;
  parsed: ParsedReview;
  /** Lanes whose word is weaker evidence: diff-only, or reviewed without repository access. */
  weak?: string;
}

export interface Agreement {
  /** The most common stated risk and how many lanes stated it, of how many stated any. */
  risk: { level: Level; count: number; of: number; lanes: number } | null;
  /** Paths named in concerns by two lanes or more. */
  sharedPaths: Array<{ path: string; lanes: Array<{ identity: string; level: Level | null }> }>;
}

export function agreement(lanes: readonly LaneConsensus[], changedPaths?: readonly string[]): Agreement {
  const known = changedPaths ? new Set(changedPaths) : undefined;
  const tally = new Map<Level, number>();
  let stated = 0;
  for (const l of lanes) {
    if (!l.parsed.risk) continue;
    stated++;
    tally.set(l.parsed.risk, (tally.get(l.parsed.risk) ?? 0) + 1);
  }
  let risk: Agreement['risk'] = null;
  for (const level of LEVELS) {
    const count = tally.get(level) ?? 0;
    // Ties go to the higher level: LEVELS is ordered HIGH first.
    if (count > 0 && (!risk || count > risk.count)) risk = { level, count, of: stated, lanes: lanes.length };
  }

  const byPath = new Map<string, Map<string, Level | null>>();
  const rank = (x: Level | null): number => (x === 'HIGH' ? 3 : x === 'MEDIUM' ? 2 : x === 'LOW' ? 1 : 0);
  for (const l of lanes) {
    for (const it of l.parsed.items) {
      for (const p of pathsIn(it.text, known)) {
        const seen = byPath.get(p) ?? new Map<string, Level | null>();
        const prev = seen.get(l.identity);
        if (prev === undefined || rank(it.level) > rank(prev)) seen.set(l.identity, it.level);
        byPath.set(p, seen);
      }
    }
  }
  const sharedPaths = [...byPath.entries()]
    .filter(([, who]) => who.size >= 2)
    .map(([path, who]) => ({
      path,
      lanes: [...who.entries()].map(([identity, level]) => ({ identity, level })),
    }))
    .sort((a, b) => b.lanes.length - a.lanes.length || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { risk, sharedPaths };
}
