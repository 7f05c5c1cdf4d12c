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
}

/** The new side of one file's diff: the head-side line ranges of its hunks (inclusive). */
export interface FileHunks {
  path: string;
  hunks: Array<{ start: number; end: number }>;
}
