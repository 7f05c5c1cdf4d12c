/** The words of a level, and where a review writes one: the patterns the reader matches. */
import { severityRank, type Severity } from './types.js';
import { plain } from './lines.js';

export type Level = Severity;

const WORD = '(?:low|medium|med|moderate|high|critical)';
export const LEVEL_SRC = `${WORD}(?:\\s*(?:-|–|/|to)\\s*${WORD})?`;

/** A level word (or a range, rounded up: "medium-high" is HIGH) as a Level. */
export function levelOf(word: string): Level | null {
  const parts = word.toLowerCase().split(/\s*(?:-|–|\/|\bto\b)\s*/);
  let best: Level | null = null;
  for (const p of parts) {
    const l: Level | null =
      p === 'high' || p === 'critical'
        ? 'HIGH'
        : p === 'medium' || p === 'med' || p === 'moderate'
          ? 'MEDIUM'
          : p === 'low'
            ? 'LOW'
            : null;
    if (l && severityRank(l) > severityRank(best)) best = l;
  }
  return best;
}

/** `3.`, `3.1`, `2)`: the numbering in front of a heading or a concern. */
export const NUMBERING = /^\d+(?:\.\d+)*[.)]?\s+/;

const SEVERITY_HEADING = new RegExp(
  `^(?:(?:severity|priority)\\s*[:\\-–]?\\s*)?(${LEVEL_SRC})(?:[\\s-]*(?:severity|priority|risk|concerns?|issues?|findings?)){0,2}\\s*(?:\\(.*\\))?\\s*:?$`,
  'i',
);

export function severityHeading(title: string): Level | null {
  const m = SEVERITY_HEADING.exec(title.replace(NUMBERING, ''));
  return m?.[1] ? levelOf(m[1]) : null;
}

export const LEADING_LABEL = new RegExp(
  `^(?:\\[\\s*(${LEVEL_SRC})\\s*\\]|\\(\\s*(${LEVEL_SRC})\\s*\\)|(?:severity|priority)\\s*[:=]\\s*(${LEVEL_SRC})\\b|(${LEVEL_SRC})\\s*(?::|—|–|-(?=\\s)|\\||\\.(?=\\s)|\\]|\\)))`,
  'i',
);
const TRAILING_LABEL = new RegExp(
  `(?:\\[\\s*(${LEVEL_SRC})\\s*\\]|\\(\\s*(?:severity\\s*[:=]?\\s*)?(${LEVEL_SRC})(?:\\s+(?:severity|priority|risk))?\\s*\\))\\s*\\.?$`,
  'i',
);
export const SEVERITY_FIELD = new RegExp(`\\b(?:severity|priority)\\s*[:=\\-–]\\s*(${LEVEL_SRC})\\b`, 'i');

/** A level in bold at the start, whatever follows (`**HIGH** \`src/cart.ts:28\` — …`). */
const BOLD_LEVEL = new RegExp(
  `^\\s*(?:\\d+[.)]\\s*)?(?:\\*\\*|__)\\s*(?:\\[\\s*)?(${LEVEL_SRC})\\s*(?:\\]\\s*)?(?::\\s*)?(?:\\*\\*|__)`,
  'i',
);

/**
 * The level a concern names for itself, e.g. `**HIGH** — …`, `[MEDIUM] …`, `… (LOW)`;
 * `words` is `plain(text)` when the caller has read it already.
 */
export function ownLevel(text: string, words = plain(text)): Level | null {
  const bold = BOLD_LEVEL.exec(text);
  if (bold?.[1]) return levelOf(bold[1]);
  const t = words.replace(NUMBERING, '');
  const lead = LEADING_LABEL.exec(t);
  if (lead) return levelOf(lead[1] ?? lead[2] ?? lead[3] ?? lead[4] ?? '');
  const trail = TRAILING_LABEL.exec(t);
  if (trail) return levelOf(trail[1] ?? trail[2] ?? '');
  const field = SEVERITY_FIELD.exec(t);
  return field?.[1] ? levelOf(field[1]) : null;
}

export const NONE =
  /^[([]?\s*(?:none\b|n\/a\b|nothing\b|no (?:\w+[\s-]){0,3}(?:concerns?|issues?|findings?|problems?)\b)/i;

export const RISK_LABEL = new RegExp(
  `\\b(?:overall(?:\\s+risk)?|risk(?:\\s+(?:assessment|level|rating))?)\\s*(?:[:：=|]|—|–|-|\\bis\\b)\\s*(?:rated\\s+|assessed\\s+as\\s+)?(${LEVEL_SRC})\\b`,
  'i',
);
export const LEVEL_LEAD = new RegExp(`^(?:[-*+]\\s+)?(${LEVEL_SRC})\\s*(?:[.:—–|(]|-(?=\\s)|$)`, 'i');
export const LEVEL_RISK = new RegExp(`\\b(${LEVEL_SRC})[\\s-]+risk\\b`, 'i');
export const CAPS_LEVEL = /\b(LOW|MEDIUM|HIGH|CRITICAL)\b/;
/** "I rate this MEDIUM overall", "rated low", "Medium overall": the verdict, not a level mentioned on the way. */
export const RATED_LEVEL = new RegExp(
  `\\b(?:rate|rated|call|assess|assessed|consider)\\s+(?:this|it|the\\s+(?:change|pr|pull request|risk))\\s+(?:as\\s+)?(${LEVEL_SRC})\\b|\\b(${LEVEL_SRC})\\s+overall\\b`,
  'i',
);
/** A level after a separator in a Risk Assessment heading: `Risk Assessment — Medium`. */
export const TITLE_LEVEL = new RegExp(`[:—–-]\\s*(${LEVEL_SRC})\\b`, 'i');
