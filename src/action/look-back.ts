/**
 * Before the lanes run (D17): the comments listed once, the last review's marker read, its head
 * fetched, this review's scope decided. Nothing here fails the run: what cannot be read means a
 * full review that says why.
 */
import type { GitHubApi } from '../github/client.js';
import type { StickyState } from '../github/comment.js';
import { readSticky } from '../github/comment.js';
import { messageOf } from '../diagnostics.js';
import type { ActionLog } from '../github/log.js';
import { placedComments } from '../github/inline.js';
import { earlierPage } from '../github/progress-page.js';
import type { PreviousReviewRecord } from '../github/sticky-record.js';
import { ourStickyComment, readPreviousReviewRecord } from '../github/sticky-record.js';
import type { Ancestry, ReviewScope, ReviewedMarker, ScopeInput } from '../incremental/scope.js';
import { decideScope, scopeBeforeGit } from '../incremental/scope.js';
import type { PreviousReviewOpen, PreviousReviewFeedback } from '../incremental/types.js';
import type { ReviewComment } from '../github/client.js';
import { readFeedback } from '../github/feedback.js';
import { writeAccessChecker } from '../github/permission.js';
import type { PublishFeedback } from '../github/publish.js';
import type { Git } from '../sys/git.js';
import type { ActionEvent } from './event.js';
import { ensureCommit } from './event.js';
import type { ActionInputs } from './inputs.js';

/**
 * All this run reads of the previous review (the look back): what it decides this review covers,
 * and the parts the pipeline (PreviousReviewOpen, PreviousReviewFeedback) and the publish
 * (the comments, the listing) take from it.
 */
export interface PreviousReview {
  scope: ReviewScope;
  /** Who we are and the pull request's comments, read before the lanes ran; null when not read. */
  sticky: StickyState | null;
  /** What the last review left open: for a delta review only. */
  previous?: PreviousReviewOpen;
  /** D19: the last record's outcomes and the feedback on our inline comments, any scope. */
  history?: PreviousReviewFeedback;
  /** D19: the review comments as listed here, for the publish to reuse. */
  feedback?: PublishFeedback;
}

export interface LookBackDeps {
  inputs: Pick<ActionInputs, 'incremental' | 'comment' | 'commentId'>;
  event: Pick<ActionEvent, 'name' | 'action' | 'pr' | 'onDemand'>;
  github: GitHubApi | null;
  author: (() => Promise<string>) | null;
  git: Git;
  log: Pick<ActionLog, 'info' | 'warning'>;
}

/** A matrix run reviews the whole pull request: its lane jobs share no decision (D14). */
export const MATRIX_SCOPE: ReviewScope = {
  kind: 'full',
  reason: 'matrix',
  detail: 'the matrix modes (plan, lane, examine, publish) review the whole pull request on every run.',
};

/** The GitHub half of the look back, read before git is asked about the previous review's head. */
interface PreviousReviewOnGitHub {
  sticky: StickyState | null;
  recorded: PreviousReviewRecord | { none: string };
  listing: ReviewComment[] | null;
  listened: Pick<PreviousReview, 'history' | 'feedback'>;
}

/** The comments, the last review's record and the feedback on it; never rejects. */
async function readBack(d: Omit<LookBackDeps, 'git'>): Promise<PreviousReviewOnGitHub> {
  const { event, github, log } = d;
  const pr = event.pr;
  let sticky: StickyState | null = null;
  let recorded: PreviousReviewRecord | { none: string };
  if (!pr) recorded = { none: 'there is no pull request to find an earlier review on.' };
  else if (!d.inputs.comment)
    recorded = { none: 'comment: false, so no review is recorded on the pull request to build on.' };
  else if (!github || !d.author)
    recorded = { none: "input 'github-token' is empty, so no earlier review could be read." };
  else {
    try {
      sticky = await readSticky(github, pr.number, d.author());
      recorded = previousOf(sticky.comments, d.inputs.commentId, sticky.login);
    } catch (err) {
      log.warning(`Could not read the comments of pull request #${pr.number}: ${messageOf(err)}`);
      recorded = { none: `the comments of the pull request could not be read (${messageOf(err)}).` };
    }
  }
  // D19: what people did with our inline comments. Only a pull request we reviewed before (or
  // one whose reviews keep no record: comment: false) can have them; listed once, reused below.
  const listing =
    pr && github && sticky && ('marker' in recorded || !d.inputs.comment)
      ? await listReviewComments(github, pr.number, log)
      : null;
  const listened =
    listing && github && sticky ? await listen(github, listing, sticky.login, recorded, log) : {};
  return { sticky, recorded, listing, listened };
}

/** GitHub's part (readBack), then git's: the last reviewed head fetched when missing, its ancestry. */
export async function lookBack(d: LookBackDeps): Promise<PreviousReview> {
  const { event, github, log } = d;
  const pr = event.pr;
  const { sticky, recorded, listing, listened } = await readBack(d);
  const marker: ReviewedMarker | { none: string } =
    'marker' in recorded ? recorded.marker : { none: recorded.none };
  const input = scopeInput(d, pr ?? { headSha: '', baseSha: '' }, marker);
  // Without a pull request there is no earlier review: decided before git, always.
  const early = scopeBeforeGit(input);
  if (early || !pr) return { scope: early ?? decideScope(input, 'missing'), sticky, ...listened };

  const previousHead = (marker as ReviewedMarker).head;
  const ancestry = await ancestryOf(d.git, previousHead, pr.headSha, event);
  // Asked only when it can change what the page says: a shallow history cannot show ancestry.
  const shallow =
    ancestry === 'not_ancestor' &&
    (await d.git.exec(['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true';
  const scope = decideScope({ ...input, shallow }, ancestry);
  log.info(
    scope.kind === 'delta'
      ? `Incremental review: the commits ${previousHead.slice(0, 12)}..${pr.headSha.slice(0, 12)}.`
      : `Full review: ${scope.detail}`,
  );
  if (scope.kind !== 'delta' || !github || !sticky || !('marker' in recorded))
    return { scope, sticky, ...listened };
  if (recorded.problem)
    log.warning(`The last review's comment: ${recorded.problem}; its findings are not carried.`);
  const comments = listing ? placedComments(listing, sticky.login) : [];
  if (!listing)
    log.warning(
      `The review comments of pull request #${pr.number} were not read, so the lanes are not shown them.`,
    );
  return {
    scope,
    sticky,
    previous: { findings: recorded.findings, omitted: recorded.omitted, comments },
    ...listened,
  };
}

/** The review comments, or null (with a warning) when they cannot be read. */
async function listReviewComments(
  github: GitHubApi,
  pull: number,
  log: LookBackDeps['log'],
): Promise<ReviewComment[] | null> {
  try {
    return await github.listReviewComments(pull);
  } catch (err) {
    log.warning(`Could not read the review comments of pull request #${pull}: ${messageOf(err)}`);
    return null;
  }
}

/**
 * D19: the feedback on our inline comments, and the last record's outcomes, as this run's
 * history; a failure to read it is a warning and a history of the record alone.
 */
async function listen(
  github: GitHubApi,
  listing: ReviewComment[],
  login: string,
  recorded: PreviousReviewRecord | { none: string },
  log: LookBackDeps['log'],
): Promise<Pick<PreviousReview, 'history' | 'feedback'>> {
  const record = 'marker' in recorded && !recorded.problem ? recorded.recorded : [];
  let read;
  try {
    read = await readFeedback(github, listing, login, writeAccessChecker(github), log);
  } catch (err) {
    log.warning(
      `Could not read the feedback on the inline comments, so nothing is dismissed by it this run: ${messageOf(err)}`,
    );
    read = { dismissals: [], feedback: [], comments: [], replied: new Set<number>() };
  }
  const dismissedComments = new Set<number>([
    ...read.dismissals.map((x) => x.commentId),
    ...record.flatMap((r) => (r.outcome === 'dismissed' && r.commentId !== undefined ? [r.commentId] : [])),
  ]);
  return {
    history: {
      recorded: record,
      dismissals: read.dismissals,
      comments: read.comments,
      feedback: read.feedback,
    },
    feedback: { listed: listing, dismissedComments, replied: read.replied },
  };
}

function previousOf(
  comments: StickyState['comments'],
  commentId: string,
  login: string,
): PreviousReviewRecord | { none: string } {
  const ours = ourStickyComment(comments, commentId, login);
  if (!ours) return { none: 'no earlier review of ours is on the pull request.' };
  // A run that ended before its review (cancelled, failed) leaves its status and no record.
  const why = earlierPage(ours.body).status
    ? 'the earlier run on the pull request ended before it posted a review.'
    : 'the review comment on the pull request does not record the head it reviewed (an earlier version wrote it).';
  return readPreviousReviewRecord(ours.body) ?? { none: why };
}

function scopeInput(
  d: Pick<LookBackDeps, 'inputs' | 'event'>,
  pr: { headSha: string; baseSha: string },
  previous: ReviewedMarker | { none: string },
): ScopeInput {
  return {
    mode: d.inputs.incremental,
    event: { name: d.event.name, action: d.event.action },
    pr: { headSha: pr.headSha, baseSha: pr.baseSha },
    previous,
    ...(d.event.onDemand?.command.full ? { requestedFull: true } : {}),
  };
}

/** Whether `previous` is an ancestor of `head`, fetching it first when the checkout lacks it. */
async function ancestryOf(
  git: Git,
  previous: string,
  head: string,
  event: Pick<ActionEvent, 'pr'>,
): Promise<Ancestry> {
  if (!(await ensureCommit(git, previous, event))) return 'missing';
  const r = await git.exec(['merge-base', '--is-ancestor', previous, head]);
  if (r.exitCode === 0) return 'ancestor';
  return r.exitCode === 1 ? 'not_ancestor' : 'missing';
}
