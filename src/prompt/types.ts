/** What the prompt stage produces besides the prompt text: the change's context and each lane's trim. */
import { z } from 'zod';

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

/** What a lane's budget cut from its prompt (REVIEWS.md's `trimmed_reviewers.<slug>`, the handover). */
export const TrimInfoSchema = z.object({
  budget: z.number(),
  effective_budget: z.number(),
  estimated_tokens: z.number(),
  omitted: z.array(z.string()),
  truncated_files: z.array(z.string()),
  hard_failed: z.boolean(),
});
export type TrimInfo = z.infer<typeof TrimInfoSchema>;
