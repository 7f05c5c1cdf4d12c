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
import type { InlinePolicy } from './inline.js';
import { publishPullReview, type PullReviewResult } from './pull-review.js';
import { fitToLimit } from '../report/fit.js';
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
  const fit = deps.fit ?? fitToLimit;

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
    // Who we are and where the pull request's head is now (D12's stale check): independent reads.
    const [author, headNow] = await Promise.all([
      whoWeAre(deps),
      content.reviewedHeadSha ? currentHead(github, pr.number, log) : undefined,
    ]);
    let staleNote: string | undefined;
    if (content.reviewedHeadSha && headNow && headNow !== content.reviewedHeadSha) {
      result.movedTo = headNow;
      staleNote = `The pull request head moved to \`${short(headNow)}\` while the lanes reviewed \`${short(content.reviewedHeadSha)}\`; this review does not cover the newer commits.`;
    }
    if (staleNote && target.onStale === 'skip') {
      if (target.comment) skip('stale');
      notes.push(`> [!NOTE]\n> ${staleNote} Nothing was posted to the pull request (on-stale: skip).`);
      log.notice(`${staleNote} Nothing was posted to the pull request (on-stale: skip).`);
    } else {
      let login = author;
      if (target.comment)
        login = await postComment(
          target,
          content,
          { ...deps, fit },
          {
            pr,
            github,
            login,
            uploaded,
            links,
            notes,
            result,
            ...(staleNote ? { staleNote } : {}),
          },
        );
      if (reviewDue && target.review) {
        try {
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

/**
 * The login our comments carry: the token's identity where it can read `/user`, else the
 * Actions bot's (the default token cannot read it, D12).
 */
async function whoWeAre(deps: PublishDeps): Promise<string> {
  if (!deps.author) return ACTIONS_BOT_LOGIN;
  try {
    return await deps.author();
  } catch {
    return ACTIONS_BOT_LOGIN;
  }
}

/** The pull request's head now; unknown (undefined, with a warning) when GitHub cannot say. */
async function currentHead(github: GitHubApi, pull: number, log: ActionLog): Promise<string | undefined> {
  try {
    return (await github.getPull(pull)).head.sha;
  } catch (err) {
    log.warning(`Could not re-read pull request #${pull} before posting: ${messageOf(err)}`);
    return undefined;
  }
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
    // The comments as listed before the lanes ran (D17), else now.
    const seen: StickyState = target.sticky ?? (await readSticky(github, pr.number, step.login));
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
