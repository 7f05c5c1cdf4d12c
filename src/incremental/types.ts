/** The incremental stage's types (D17): what the last review left open, as this run reads it. */
import type { Finding } from '../findings/types.js';

/** A finding of the last review as its page recorded it: without the lanes' own texts. */
export type PreviousFinding = Pick<
  Finding,
  'id' | 'severity' | 'path' | 'line' | 'endLine' | 'title' | 'lanes' | 'agreement' | 'of'
>;

/** One of our inline comments that GitHub still places on the diff, at its line there now. */
export interface PlacedComment {
  path: string;
  line: number;
  startLine?: number;
  /** As the comment states them; absent when its body does not say. */
  severity?: string;
  title: string;
}

/** What the last review left open, for an incremental review's prompt and page. */
export interface PreviousReview {
  /** The findings its page recorded, at their lines in the head it reviewed. */
  findings: PreviousFinding[];
  /** Findings its page had but could not record (the record is bounded). */
  omitted: number;
  /** Our inline comments GitHub still places on the diff. */
  comments: PlacedComment[];
}
