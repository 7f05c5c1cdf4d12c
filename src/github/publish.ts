/**
 * Publishing a finished review (D12): artifact and comment together, then the pull request review
 * (D16), then the summary. One surface failing never stops the others: a fork's read-only token
 * gets the summary, the artifact and a notice. The outcome (D9) is the caller's.
 */
import { messageOf } from '../diagnostics.js';
import type { ExaminedFinding } from '../examine/standing.js';
import type { Finding } from '../findings/types.js';
import type { ArtifactStore, RunContext } from './artifact.js';
import { artifactUrl, attemptName, listFiles, runUrl } from './artifact.js';
import type { ReviewedMarker } from '../incremental/scope.js';
import type { RecordedFinding } from '../incremental/types.js';
import type { PullRequest } from '../trust/event.js';
import type { GitHubApi, ReviewComment } from './client.js';
import { replyAddressed } from './feedback.js';
import { isRateLimited, statusOf } from './client.js';
import type { CommentLinks, FitFn, StickyState } from './comment.js';
import {
  capMarkdown,
  commentCutsReview,
  composeCommentBody,
  hasOurComment,
  readSticky,
  upsertStickyComment,
} from './comment.js';
import { ACTIONS_BOT_LOGIN } from './identity.js';
import type { ActionLog } from './log.js';
import { SUMMARY_LIMIT_BYTES } from './log.js';
import { chooseFindings, type InlinePolicy } from './inline.js';
import type { PullReviewResult } from './pull-review.js';
import { reviewedHeader, type RecordedLane } from './sticky-record.js';

export interface PublishTarget {
  pr: { number: number; isFork: boolean } | null;
  comment: boolean;
  commentId: string;
  onStale: 'post' | 'skip';
  /** The artifact's base name, or null for no artifact. */
  artifactName: string | null;
  /** The pull request review of the findings (D16); absent for none (check mode). */
  review?: InlinePolicy;
  /** The comments as read before the lanes ran (D17): published with that listing, not a second. */
  sticky?: StickyState;
  /** D19: the review comments as listed before the lanes ran, and what the feedback on them settled. */
  feedback?: PublishFeedback;
  /** The reads started once the findings were known (startPublishReads): not made again. */
  reads?: PublishReads;
}

/** What publishing reads of the pull request before it posts, each started once. */
export interface PublishReads {
  /** D12: the pull request as re-read after the lanes, for its head; absent when nothing needs it. */
  head?: Promise<PullRequest>;
  /** Which inline comments of ours are there already; absent when no inline review is due or the feedback listed them. */
  reviewComments?: Promise<readonly ReviewComment[]>;
}

export interface PublishFeedback {
  /** The review comments, listed once (the feedback was read from them). */
  listed: readonly ReviewComment[];
  /** Our comments whose finding is dismissed: left as they are. */
  dismissedComments: ReadonlySet<number>;
  /** Our comments whose thread has our "addressed" reply already. */
  replied: ReadonlySet<number>;
}

export interface PublishContent {
  /** REVIEWS.md (or, in check mode, the check report) as markdown. */
  markdown: string;
  /** Uploaded as the artifact, when there is one: a folder of our own (stage.ts), never the out directory. */
  outDir: string | null;
  /** The head SHA the lanes reviewed; compared with the PR's head before posting. */
  reviewedHeadSha: string | null;
  /** Lines put above the markdown in the job summary. */
  summaryPreamble?: string[];
  /** Only update an existing comment; never create one (check mode with nothing to say). */
  updateOnly?: boolean;
  /** The review's findings, for the pull request review; a refuted one (D22) is never placed on the diff. */
  findings?: readonly ExaminedFinding[];
  /** D19: each finding's fingerprint, carried in its inline comment. */
  fingerprints?: ReadonlyMap<Finding, string>;
  /** D19: the findings addressed (with their comment and commit): each thread gets one reply. */
  addressed?: readonly RecordedFinding[];
  /** What the review covered, recorded in the comment for the next run (D17, D19). */
  reviewed?: { marker: ReviewedMarker; record: readonly RecordedFinding[]; lanes: readonly RecordedLane[] };
}

export interface PublishDeps {
  github: GitHubApi | null;
  /** The store, or its creation under way (its client loads while the comment is prepared). */
  artifacts: ArtifactStore | null | Promise<ArtifactStore | null>;
  log: ActionLog;
  summary(markdown: string): Promise<void>;
  run: RunContext;
  /** The report's fitter (report/fit.ts); loaded when publishing starts otherwise. */
  fit?: FitFn;
  /** Who our comments are by (identity.ts); the Actions bot when not given. */
  author?: () => Promise<string>;
  /** Values no comment may carry (the token and its forms). */
  secrets?: readonly string[];
}

export type CommentSkip =
  'disabled' | 'no_pr' | 'no_token' | 'stale' | 'forbidden' | 'error' | 'nothing_to_say';

export interface PublishResult {
  commentUrl?: string;
  commentSkipped?: CommentSkip;
  artifact?: { name: string; id?: number; url?: string };
  /** The PR head when it moved while the lanes ran. */
  movedTo?: string;
  /** What became of the pull request review, when one was due. */
  review?: PullReviewResult;
  /** D19: replies posted to addressed findings' threads. */
  addressedReplies?: number;
}

const short = (sha: string) => sha.slice(0, 12);

/** Cuts markdown so the job summary stays under GitHub's 1 MiB per step. */
export function fitSummary(markdown: string, links: CommentLinks, fit: FitFn): string {
  let text = markdown;
  for (let i = 0; i < 4 && Buffer.byteLength(text) > SUMMARY_LIMIT_BYTES; i++) {
    const ratio = SUMMARY_LIMIT_BYTES / Buffer.byteLength(text);
    text = fit(markdown, Math.floor(text.length * ratio * 0.98), links);
  }
  return Buffer.byteLength(text) > SUMMARY_LIMIT_BYTES
    ? capMarkdown(text, SUMMARY_LIMIT_BYTES / 4, links)
    : text;
}

/** Whether a pull request review of the findings is due (D16). */
const isReviewDue = (target: PublishTarget, content: Pick<PublishContent, 'findings' | 'reviewedHeadSha'>) =>
  Boolean(target.review?.enabled && (content.findings?.length ?? 0) > 0 && content.reviewedHeadSha);

/**
 * Starts the reads `publish` makes before it posts, as soon as what each depends on is known, so
 * GitHub answers them while the report is made: the PR head (D12's stale check, after the lanes
 * and before posting) once the lanes are done, when a comment is posted (`findings` undefined: not
 * known yet); our review comments once the findings are, when an inline review is due. Not for a
 * fork, whose read-only token gets annotations instead, at no request, nor when the feedback's
 * listing (D19) already holds them. With `on-stale: skip` the listing waits for the head, so a
 * run that posts nothing lists nothing. `started`: what an earlier call started, not made again.
 */
export function startPublishReads(
  github: GitHubApi | null,
  target: PublishTarget,
  content: Pick<PublishContent, 'findings' | 'reviewedHeadSha'>,
  started: PublishReads = {},
): PublishReads {
  const { pr } = target;
  const reviewed = content.reviewedHeadSha;
  const known = content.findings !== undefined;
  const reviewDue = isReviewDue(target, content);
  if (!pr || !github || !(target.comment || reviewDue)) return started;
  const head = started.head ?? (reviewed ? github.getPull(pr.number) : undefined);
  head?.catch(() => undefined); // awaited by publish
  const reads: PublishReads = { ...started, ...(head ? { head } : {}) };
  const inline =
    known && !started.reviewComments && reviewDue && target.review && !pr.isFork && !target.feedback
      ? chooseFindings(content.findings ?? [], target.review).length > 0
      : false;
  if (!inline) return reads;
  const list = () => github.listReviewComments(pr.number);
  const moved = (pull: PullRequest) => pull.head.sha !== reviewed;
  const reviewComments =
    target.onStale === 'skip' && head
      ? head.then(
          (pull) => (moved(pull) ? [] : list()),
          () => list(),
        )
      : list();
  reviewComments.catch(() => undefined); // awaited by the review, or unneeded when there is none
  return { ...reads, reviewComments };
}

export async function publish(
  target: PublishTarget,
  content: PublishContent,
  deps: PublishDeps,
): Promise<PublishResult> {
  const { log } = deps;
  const result: PublishResult = {};
  const notes = [...(content.summaryPreamble ?? [])];
  const links: CommentLinks = {};
  const run = runUrl(deps.run);
  if (run) links.runUrl = run;

  // The artifact goes up while the comment is prepared: the comment waits for it only when the
  // review must be cut and point at it (or to name it when the comment cannot be posted).
  const uploaded = uploadArtifact(target, content, deps).then((artifact) => {
    if (artifact) {
      result.artifact = artifact;
      if (artifact.url) links.artifactUrl = artifact.url;
    }
  });
  // The report's fitter and the Markdown parser it cuts with load here, not with the action.
  const fit = deps.fit ?? (await import('../report/fit.js')).fitToLimit;

  const skip = (why: CommentSkip) => {
    result.commentSkipped = why;
  };
  const { pr } = target;
  const github = deps.github;
  const findings = content.findings ?? [];
  const reviewDue = isReviewDue(target, content);
  if (!target.comment) skip('disabled');
  else if (!pr) skip('no_pr');
  else if (!github) {
    skip('no_token');
    log.warning(`Input 'github-token' is empty: no comment was posted on pull request #${pr.number}.`);
  }
  if (pr && github && (target.comment || reviewDue)) {
    // Independent reads, made together: who we are, the comments (when one is posted), the PR
    // head (on-stale) and our inline comments; the last two started by the caller once the
    // findings were known (startPublishReads), or here.
    const author = deps.author ? deps.author() : Promise.resolve(ACTIONS_BOT_LOGIN);
    author.catch(() => undefined); // awaited below
    const sticky = !target.comment
      ? null
      : target.sticky
        ? Promise.resolve(target.sticky)
        : readSticky(github, pr.number, author);
    sticky?.catch(() => undefined); // awaited below, or unneeded when nothing is posted
    const reads = startPublishReads(github, target, { ...content, findings }, target.reads);
    let staleNote: string | undefined;
    if (content.reviewedHeadSha && reads.head) {
      try {
        const now = (await reads.head).head.sha;
        if (now !== content.reviewedHeadSha) {
          result.movedTo = now;
          staleNote = `The pull request head moved to \`${short(now)}\` while the lanes reviewed \`${short(content.reviewedHeadSha)}\`; this review does not cover the newer commits.`;
        }
      } catch (err) {
        log.warning(`Could not re-read pull request #${pr.number} before posting: ${messageOf(err)}`);
      }
    }
    if (staleNote && target.onStale === 'skip') {
      if (target.comment) skip('stale');
      notes.push(`> [!NOTE]\n> ${staleNote} Nothing was posted to the pull request (on-stale: skip).`);
      log.notice(`${staleNote} Nothing was posted to the pull request (on-stale: skip).`);
    } else {
      const listed = reads.reviewComments;
      let login = await author.catch(() => ACTIONS_BOT_LOGIN);
      if (sticky)
        login = await postComment(
          target,
          content,
          { ...deps, fit },
          {
            pr,
            github,
            login,
            sticky,
            uploaded,
            links,
            notes,
            result,
            ...(staleNote ? { staleNote } : {}),
          },
        );
      if (reviewDue && target.review) {
        try {
          // Composing inline comments sanitises lane text with the Markdown parser: loaded now.
          const { publishPullReview } = await import('./pull-review.js');
          result.review = await publishPullReview(
            github,
            {
              pull: pr.number,
              headSha: content.reviewedHeadSha as string,
              findings,
              policy: target.review,
              login,
              links: {
                ...(result.commentUrl ? { commentUrl: result.commentUrl } : {}),
                ...(run ? { runUrl: run } : {}),
              },
              secrets: deps.secrets ?? [],
              readOnly: result.commentSkipped === 'forbidden',
              ...(target.feedback
                ? { listed: target.feedback.listed, dismissedComments: target.feedback.dismissedComments }
                : listed
                  ? { listed }
                  : {}),
              ...(content.fingerprints ? { fingerprints: content.fingerprints } : {}),
            },
            { log },
          );
          notes.push(...result.review.summary);
        } catch (err) {
          log.warning(`Could not post the review of pull request #${pr.number}: ${messageOf(err)}`);
        }
      }
      const addressed = content.addressed ?? [];
      if (addressed.length > 0 && result.commentSkipped !== 'forbidden' && target.review?.enabled) {
        result.addressedReplies = await replyAddressed(
          github,
          pr.number,
          addressed,
          target.feedback?.replied ?? new Set(),
          log,
        );
      }
    }
  }
  await uploaded;

  if (result.commentUrl) notes.push(`Review comment: ${result.commentUrl}`);
  if (result.review?.reviewUrl) notes.push(`Pull request review: ${result.review.reviewUrl}`);
  if (result.artifact?.url) notes.push(`Artifact: [${result.artifact.name}](${result.artifact.url})`);
  const preamble = notes.length > 0 ? `${notes.join('\n\n')}\n\n` : '';
  try {
    await deps.summary(preamble + fitSummary(content.markdown, links, fit));
  } catch (err) {
    log.warning(`Could not write the job summary: ${messageOf(err)}`);
  }
  return result;
}

/** Uploads the out directory as the run's artifact; a failure is reported, never thrown. */
async function uploadArtifact(
  target: PublishTarget,
  content: PublishContent,
  deps: PublishDeps,
): Promise<PublishResult['artifact']> {
  if (!target.artifactName || !content.outDir || !deps.artifacts) return undefined;
  const name = attemptName(target.artifactName, deps.run.runAttempt);
  try {
    const store = await deps.artifacts;
    if (!store) return undefined;
    const files = await listFiles(content.outDir);
    const up = await store.upload(name, content.outDir, files);
    const artifact: NonNullable<PublishResult['artifact']> = { name };
    if (up.id !== undefined) artifact.id = up.id;
    const url = artifactUrl(deps.run, up.id);
    if (url) artifact.url = url;
    deps.log.info(`Uploaded artifact ${name} (${files.length} files).`);
    return artifact;
  } catch (err) {
    deps.log.warning(`Could not upload the review artifact ${name}: ${messageOf(err)}`);
    return undefined;
  }
}

interface CommentStep {
  pr: { number: number; isFork: boolean };
  github: GitHubApi;
  login: string;
  /** Who we are and the comments, read while the head was re-read. */
  sticky: Promise<StickyState>;
  /** The artifact upload under way. */
  uploaded: Promise<void>;
  staleNote?: string;
  links: CommentLinks;
  notes: string[];
  result: PublishResult;
}

/** The sticky comment; returns who we turned out to be (a create says it). */
async function postComment(
  target: PublishTarget,
  content: PublishContent,
  deps: PublishDeps & { fit: FitFn },
  step: CommentStep,
): Promise<string> {
  const { log } = deps;
  const { pr, github, result, notes, links, staleNote, uploaded } = step;
  const skip = (why: CommentSkip) => {
    result.commentSkipped = why;
  };
  const bodyParts = {
    commentId: target.commentId,
    ...(content.reviewed
      ? { header: reviewedHeader(content.reviewed.marker, content.reviewed.record, content.reviewed.lanes) }
      : {}),
    markdown: content.markdown,
    links,
    fit: deps.fit,
    ...(staleNote ? { staleNote } : {}),
  };
  try {
    const seen = await step.sticky;
    if (content.updateOnly && !(await hasOurComment(github, pr.number, target.commentId, seen.login, seen))) {
      skip('nothing_to_say');
      return step.login;
    }
    if (commentCutsReview(bodyParts)) await uploaded;
    const posted = await upsertStickyComment(github, {
      issue: pr.number,
      commentId: target.commentId,
      body: composeCommentBody(bodyParts),
      login: seen.login,
      seen,
    });
    result.commentUrl = posted.url;
    log.info(`${posted.action === 'created' ? 'Created' : 'Updated'} the review comment ${posted.url}`);
    return posted.login;
  } catch (err) {
    // The notes below say where the review is instead: the artifact, once it is up.
    await uploaded;
    const status = statusOf(err);
    if (isRateLimited(err)) {
      skip('error');
      log.warning(
        `GitHub kept rate-limiting the review comment on pull request #${pr.number}; it was not posted. The review is in the job summary${result.artifact ? ` and the artifact ${result.artifact.name}` : ''}.`,
      );
    } else if (status === 403 || status === 404) {
      skip('forbidden');
      const why = pr.isFork
        ? `The token cannot comment on pull request #${pr.number} (a pull request from a fork gets a read-only token).`
        : `The token cannot comment on pull request #${pr.number} (HTTP ${status}); give the job \`permissions: pull-requests: write\`.`;
      const where = ` The review is in the job summary${result.artifact ? ` and the artifact ${result.artifact.name}` : ''}.`;
      (pr.isFork ? log.notice : log.warning)(why + where);
      notes.push(`> [!NOTE]\n> ${why}${where}`);
    } else {
      skip('error');
      log.warning(`Could not post the review comment on pull request #${pr.number}: ${messageOf(err)}`);
    }
    return step.login;
  }
}
