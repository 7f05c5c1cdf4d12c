/** What a review covers (D17): the whole change or the commits since the last review; pure. */
import type { FullReviewReason, IncrementalMode } from '../vocabulary.js';

/** What the sticky comment says the last review covered (written by us only: github/sticky-record.ts). */
export interface ReviewedMarker {
  head: string;
  base: string;
}

export type ReviewScope =
  | {
      kind: 'full';
      reason: FullReviewReason;
      /** One sentence for the page: which case this is and why it means a full review. */
      detail: string;
      /** The head the last review covered, when there was one. */
      previousHead?: string;
    }
  | {
      kind: 'delta';
      /** The lanes review `since..head`. */
      since: string;
      /** The head the last review covered (for a pull request, the same as `since`). */
      previousHead: string;
    };

/** What git says of the previously reviewed head, asked only when the rest allows a delta. */
export type Ancestry = 'ancestor' | 'not_ancestor' | 'missing';

export interface ScopeInput {
  mode: IncrementalMode;
  /** The workflow event: its name and its `action` (`synchronize` for a push to the pull request). */
  event: { name: string; action?: string | undefined };
  /** The pull request as this run reviews it. */
  pr: { headSha: string; baseSha: string };
  /** The last review's marker, or why there is none to read (a sentence). */
  previous: ReviewedMarker | { none: string };
  /** Whether the checkout is shallow: a "not an ancestor" may then only be missing history. */
  shallow?: boolean;
  /** D21: the `/review` comment asked for `--full`. */
  requestedFull?: boolean;
}

/** The event of a `/review` comment (D21): the commits since the last review, unless it says `--full`. */
const ON_DEMAND_EVENT = 'issue_comment';

const short = (sha: string) => sha.slice(0, 12);

/** A full review decided without git (no fetch of the previous head); null when git must decide. */
export function scopeBeforeGit(input: ScopeInput): Extract<ReviewScope, { kind: 'full' }> | null {
  const { previous, pr } = input;
  if (input.mode === 'off')
    return full('off', 'incremental: off, so every run reviews the whole pull request.', previous);
  if (input.event.name === ON_DEMAND_EVENT) {
    if (input.requestedFull)
      return full('requested_full', 'the `/review` comment asked for `--full`.', previous);
  } else if (input.event.name !== 'pull_request' || input.event.action !== 'synchronize') {
    const what =
      input.event.name === 'pull_request'
        ? `a pull_request ${input.event.action ?? 'event'}`
        : `a ${input.event.name} event`;
    return full(
      'not_synchronize',
      `this run is for ${what}; only a push to the pull request (pull_request synchronize) or a \`/review\` comment is reviewed incrementally.`,
      previous,
    );
  }
  if ('none' in previous) return full('no_previous_review', previous.none, previous);
  if (previous.base !== pr.baseSha) {
    return full(
      'base_changed',
      `the pull request's base moved from \`${short(previous.base)}\` to \`${short(pr.baseSha)}\` since the last review, so what the change is has changed.`,
      previous,
    );
  }
  if (previous.head === pr.headSha) {
    return full(
      'same_head',
      `the last review already covered this head (\`${short(pr.headSha)}\`): a re-run reviews the whole pull request again.`,
      previous,
    );
  }
  return null;
}

/** The scope of a review, once git has said how the previously reviewed head relates to the new one. */
export function decideScope(input: ScopeInput, ancestry: Ancestry): ReviewScope {
  const early = scopeBeforeGit(input);
  if (early) return early;
  const previous = input.previous as ReviewedMarker;
  const head = short(input.pr.headSha);
  switch (ancestry) {
    case 'missing':
      return full(
        'previous_head_missing',
        `the last reviewed head \`${short(previous.head)}\` is not in the checkout and could not be fetched (was it deleted by a force-push? actions/checkout with fetch-depth: 0 fetches the whole history).`,
        previous,
      );
    case 'not_ancestor':
      return full(
        'not_ancestor',
        `the last reviewed head \`${short(previous.head)}\` is not an ancestor of \`${head}\`: the branch was force-pushed or rebased${input.shallow ? ' (or the checkout is too shallow to show their history: actions/checkout with fetch-depth: 0)' : ''}.`,
        previous,
      );
    case 'ancestor':
      return { kind: 'delta', since: previous.head, previousHead: previous.head };
  }
}

function full(
  reason: FullReviewReason,
  detail: string,
  previous: ReviewedMarker | { none: string },
): Extract<ReviewScope, { kind: 'full' }> {
  return { kind: 'full', reason, detail, ...('head' in previous ? { previousHead: previous.head } : {}) };
}

/** The page's line about the scope: which review this is and why. */
export function scopeNote(scope: ReviewScope, head: string, withFindings: boolean): string {
  if (scope.kind === 'delta')
    return `Incremental review: the lanes reviewed only the commits \`${short(scope.since)}..${short(head)}\`, with the whole change's file list${withFindings ? " and the last review's open findings" : ''} as context.`;
  return `Full review: ${scope.detail}`;
}
