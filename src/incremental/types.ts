/** The incremental stage's types (D17): what the last review left open, as this run reads it. */
import type { Standing } from '../examine/schema.js';
import type { FindingCore } from '../findings/core.js';

/**
 * A finding of the last review as its page recorded it: without the lanes' own texts; with the
 * standing the cross-examination gave it and the examiners that confirmed or refuted it, which a
 * carried finding keeps (D22 "When") and the track record counts (D22 "Track record").
 */
export type PreviousFinding = FindingCore & {
  standing?: Standing;
  confirmedBy?: string[];
  refutedBy?: string[];
};

/** One of our inline comments that GitHub still places on the diff, at its line there now. */
export interface PlacedComment {
  path: string;
  line: number;
  startLine?: number;
  /** As the comment states them; absent when its body does not say. */
  severity?: string;
  title: string;
}

/**
 * What the previous review left open, for an incremental review's prompt and page: apart from
 * PreviousReviewFeedback because only a delta review carries it, while every review settles that.
 */
export interface PreviousReviewOpen {
  /** The findings its page recorded, at their lines in the head it reviewed. */
  findings: PreviousFinding[];
  /** Findings its page had but could not record (the record is bounded). */
  omitted: number;
  /** Our inline comments GitHub still places on the diff. */
  comments: PlacedComment[];
}

/** What became of a posted finding (D19), as results.json and the sticky comment's record say. */
export const OUTCOMES = ['open', 'addressed', 'dismissed', 'outdated'] as const;
export type OutcomeKind = (typeof OUTCOMES)[number];

/** How a person dismissed a finding: a 👎 on its comment, a `/dismiss` reply, a resolved thread. */
export const DISMISS_HOWS = ['reaction', 'reply', 'thread'] as const;
export type DismissHow = (typeof DISMISS_HOWS)[number];

/** A finding's outcome and what it rests on. */
export interface FindingOutcome {
  outcome: OutcomeKind;
  /** dismissed: the login that dismissed it. */
  by?: string;
  how?: DismissHow;
  /** dismissed with `/dismiss <reason>`. */
  reason?: string;
  /** addressed: the commit that changed its lines. */
  commit?: string;
  /** Our inline comment of it, when it has one. */
  commentId?: number;
}

/**
 * A finding as the sticky comment's record keeps it (version 2): where, what, what became of it,
 * and its standing (D22, optional, so records of earlier runs read as they were).
 */
export type RecordedFinding = PreviousFinding & FindingOutcome & { fingerprint: string };

/** A dismissal someone with write access gave one of our inline comments (D19). */
export interface Dismissal {
  commentId: number;
  path: string;
  /** Where GitHub places the comment now; null once it is outdated. */
  line: number | null;
  startLine: number | null;
  /** The finding's fingerprint, as the comment carries it; absent on comments of older releases. */
  fingerprint?: string;
  /** As the comment states them. */
  title: string;
  severity?: string;
  by: string;
  how: DismissHow;
  reason?: string;
}

/** One of our inline comments as the run listed it: its finding's fingerprint, and where it is now. */
export interface OurComment {
  id: number;
  path: string;
  line: number | null;
  fingerprint?: string;
}

/**
 * What the previous review's record and the people on the pull request left for this run to
 * settle (D19): every review reads it, whatever it covers (PreviousReviewOpen is a delta's alone).
 */
export interface PreviousReviewFeedback {
  /** The last record's findings and their outcomes; a v1 record's read as `open`. */
  recorded: RecordedFinding[];
  /** Dismissals given by people with write access, read from our live inline comments. */
  dismissals: Dismissal[];
  /** Our inline comments, to name each finding's comment in the record. */
  comments: OurComment[];
  /** Every 👎 and `/dismiss` read, counted or not (results.json's `feedback`). */
  feedback: FeedbackEntry[];
}

/** One 👎 or `/dismiss` on one of our inline comments; `counted` when its giver has write access. */
export interface FeedbackEntry {
  commentId: number;
  by: string;
  how: DismissHow;
  counted: boolean;
  reason?: string;
}
