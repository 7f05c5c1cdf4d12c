/**
 * Our inline comments as GitHub keeps them: their markers, which findings become one, and the
 * ones a run finds placed. Apart from composing them (pull-review.ts), so reading them back loads no
 * Markdown parser.
 */
import type { ExaminedFinding } from '../examine/standing.js';
import { severityRank as rank, type Severity } from '../findings/types.js';
import type { PlacedComment } from '../incremental/types.js';
import type { ReviewComment } from './client.js';

/** The first line of every inline comment of ours. */
export const FINDING_MARKER = '<!-- reviewer-lanes:finding -->';
/** The hidden line under it that names the finding's fingerprint (D19), when it has one. */
export const FINGERPRINT_PREFIX = '<!-- reviewer-lanes:fingerprint ';
/** The first line of the review's own body. */
export const REVIEW_MARKER = '<!-- reviewer-lanes:review -->';

/** A finding this close to one of our comments (lines between their ranges) is that comment's. */
export const SAME_PLACE_LINES = 3;
/** GitHub shows at most 10 warning annotations of a step; the rest are dropped silently. */
export const MAX_ANNOTATIONS = 10;
/** Which findings become inline comments (the `inline*` inputs). */
export interface InlinePolicy {
  enabled: boolean;
  /** At most this many; 0 posts none. */
  max: number;
  minSeverity: Severity;
  minAgreement: number;
}

/**
 * The findings to place on the diff: inline-able, over both thresholds, first `max` in the stage's
 * order; never a refuted one (D22): the page lists it with its refuters' evidence instead.
 */
export function chooseFindings<F extends ExaminedFinding>(findings: readonly F[], policy: InlinePolicy): F[] {
  if (!policy.enabled) return [];
  return findings
    .filter(
      (f) =>
        f.inline &&
        f.examination?.standing !== 'refuted' &&
        rank(f.severity) >= rank(policy.minSeverity) &&
        f.agreement >= policy.minAgreement,
    )
    .slice(0, policy.max);
}

/** Ours: our marker first, our author, and still placed on the diff (D16). */
export function isOurPlacedComment(c: ReviewComment, login: string): c is ReviewComment & { line: number } {
  return c.line !== null && c.login === login && c.body.split(/\r?\n/, 1)[0]?.trim() === FINDING_MARKER;
}

/** Our inline comments GitHub still places, as the open findings they state (D17), at most `max`. */
export function placedComments(comments: readonly ReviewComment[], login: string, max = 50): PlacedComment[] {
  const out: PlacedComment[] = [];
  for (const c of comments) {
    if (!isOurPlacedComment(c, login) || out.length >= max) continue;
    // The stated line follows the marker, and the fingerprint's line where there is one.
    const head = c.body.split(/\r?\n/, 3).slice(1);
    const statedLine = head.find((l) => !l.trim().startsWith(FINGERPRINT_PREFIX)) ?? '';
    const stated = /^\*\*(HIGH|MEDIUM|LOW)\*\* (.*)$/.exec(statedLine.trim());
    const title = (stated?.[2] ?? '').slice(0, 200);
    out.push({
      path: c.path,
      line: c.line,
      ...(c.startLine !== null && c.startLine < c.line ? { startLine: c.startLine } : {}),
      ...(stated?.[1] ? { severity: stated[1] } : {}),
      title,
    });
  }
  return out;
}
