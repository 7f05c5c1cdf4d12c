/** What the prompt stage produces besides the prompt text: the change's context and each lane's trim. */

/** The change under review and, in a pull request, its metadata (D10). */
export interface ChangeContext {
  pr?: { number: number; title: string; body: string; url?: string };
  baseSha: string;
  headSha: string;
  /** A label for local runs: `main..feature`. */
  rangeLabel: string;
  /** D17: the commits the lanes reviewed, `<from>..<head>` (full SHAs). */
  reviewedRange?: string;
  /** D17: the head the last review covered, when one is known. */
  previousHead?: string;
}

/** What a lane's budget cut from its prompt (REVIEWS.md's `trimmed_reviewers.<slug>`). */
export interface TrimInfo {
  budget: number;
  effective_budget: number;
  estimated_tokens: number;
  omitted: string[];
  truncated_files: string[];
  hard_failed: boolean;
}
