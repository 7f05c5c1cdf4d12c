/** The findings stage's types; the report and GitHub surfaces consume them, never lane output. */

export const SEVERITIES = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** HIGH 3, MEDIUM 2, LOW 1; no level at all 0. */
export const severityRank = (s: Severity | null): number =>
  s ? SEVERITIES.length - SEVERITIES.indexOf(s) : 0;

/** One lane's located concern, before merging. `line`/`endLine` are 1-based, on the head side. */
export interface LaneFinding {
  identity: string;
  severity: Severity;
  /** Repository-relative, forward slashes, no leading `./`, `a/`, `b/` or repository root. */
  path: string;
  line: number;
  endLine?: number;
  /** The concern's first sentence, as the lane wrote it (plain text). */
  title: string;
  /** The concern's whole text, as the lane wrote it (Markdown, unsanitised). */
  text: string;
  /** The replacements the lane proposed for these lines, in the order it wrote them (D19). */
  fixes?: ProposedFix[];
}

/** The three ways a lane writes a fix (D19). */
export const FIX_FORMS = ['suggestion', 'json', 'diff'] as const;
export type FixForm = (typeof FIX_FORMS)[number];

/** A lane's proposed replacement as it wrote it, before it is held to the head's lines. */
export interface ProposedFix {
  form: FixForm;
  /**
   * `suggestion`, `json`: the replacement lines. `diff`: the hunk's body lines, each with its
   * ` `, `-` or `+` marker.
   */
  lines: string[];
  /** The head lines it says it replaces, when it says: a JSON entry's or a cited location's range, a diff's old start. */
  at?: { line: number; endLine?: number };
  /** A diff that holds more than one hunk: never applied (a suggestion replaces one range). */
  hunks?: number;
}

/** A fix GitHub can commit as it stands (D19): it replaces exactly the finding's commented range. */
export interface Suggestion {
  /** The lane whose fix it is: the first in declared order whose fix fits. */
  identity: string;
  form: FixForm;
  /** The new text of lines `line`..`endLine` (or `line`), one entry per line, no line ends; empty deletes them. */
  lines: string[];
}

/** A finding merged across lanes: what results.json, REVIEWS.md, SARIF and inline comments show. */
export interface Finding {
  /** Stable across runs for one path and normalised title (lines move); a repeat takes `-2`. */
  id: string;
  severity: Severity;
  path: string;
  line: number;
  endLine?: number;
  title: string;
  /** Distinct identities that flagged it, in the lanes' declared order. */
  lanes: string[];
  /** `lanes.length`. */
  agreement: number;
  /** Identities that ended `reviewed`: the n of "k of n". */
  of: number;
  /** True when `line` (and `endLine`, in the same hunk) lies on the new side of one diff hunk. */
  inline: boolean;
  /** Each lane's own severity and text, in the lanes' declared order. */
  byLane: LaneFinding[];
  /** A lane's fix for exactly the commented range, held to the head's lines (D19); only on an inline finding. */
  suggestion?: Suggestion;
}

/** The new side of one file's diff: the head-side line ranges of its hunks (inclusive). */
export interface FileHunks {
  path: string;
  /** `lines`: the head's text of `start`..`end` as the diff shows it (a CRLF file's lines keep their `\r`). */
  hunks: Array<{ start: number; end: number; lines?: string[] }>;
}
