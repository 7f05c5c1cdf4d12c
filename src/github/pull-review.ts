/**
 * The findings as one pull request review (D16), inline where GitHub places them; one of ours
 * still placed nearby is updated instead. A 422 names no comment, so the unplaceable ones move to
 * the body and the review is sent once more: one review a run. A read-only token gets annotations.
 * Over 400 lines on purpose: choosing, placing, updating and falling back are one exchange.
 */
import { messageOf } from '../diagnostics.js';
import type { ExaminedFinding } from '../examine/standing.js';
import { locationSpan, locationText } from '../report/inline.js';
import { demoteHeadings, sanitizeInline, sanitizeLaneOutput } from '../report/sanitize.js';
import { escapeHtml } from '../sys/markdown-text.js';
import { DEFAULTS } from '../vocabulary.js';
import type { DraftReviewComment, GitHubApi, ReviewComment } from './client.js';
import { isRateLimited, isRetryable, retryAfterMs, statusOf } from './client.js';
import { capMarkdown } from './comment.js';
import { supportLines, supportOf } from './examined-inline.js';
import {
  chooseFindings,
  FINDING_MARKER,
  FINGERPRINT_PREFIX,
  isOurPlacedComment,
  MAX_ANNOTATIONS,
  REVIEW_MARKER,
  SAME_PLACE_LINES,
  type InlinePolicy,
} from './inline.js';
import type { ActionLog } from './log.js';
import { clearPendingReviews, pendingInTheWay, placeable, placeInHalves } from './placing.js';
import { laneTextWithFixes, suggestionBlock } from './suggestion.js';

/** One lane's text in an inline comment; the whole of it is in the sticky comment. */
const MAX_LANE_TEXT = 8_000;

/** A lane's concern as it may appear on GitHub (D12): redacted, no images, fences closed, no `<!--`. */
function laneText(text: string, secrets: readonly string[]): string {
  const clean = demoteHeadings(sanitizeLaneOutput(text, secrets).trim(), 3);
  return capMarkdown(clean, MAX_LANE_TEXT, {});
}

/** A finding, and what the cross-examination made of it when it was examined (D22). */
type Finding = ExaminedFinding;

/**
 * An inline comment: marker, the finding's fingerprint (so a dismissal follows it, D19), severity
 * and title, who flagged, confirmed or refuted it, each lane's own text.
 */
export function inlineBody(f: Finding, secrets: readonly string[] = [], fingerprint?: string): string {
  const parts = [
    FINDING_MARKER,
    ...(fingerprint ? [`${FINGERPRINT_PREFIX}${fingerprint} -->`] : []),
    `**${f.severity}** ${sanitizeInline(f.title, secrets)}`,
    '',
    ...supportLines(f, secrets),
  ];
  const suggestion = suggestionBlock(f.suggestion, secrets);
  if (suggestion) parts.push('', suggestion);
  for (const l of f.byLane) {
    parts.push(
      '',
      `<details><summary>${l.identity} (${l.severity}) at <code>${escapeHtml(locationText(l))}</code></summary>`,
      '',
      laneText(laneTextWithFixes(f, l), secrets),
      '',
      '</details>',
    );
  }
  return capMarkdown(parts.join('\n'), DEFAULTS.commentLimit, {});
}

/** One line per finding, for the review body, the job summary and warnings. */
export function findingLine(f: Finding, secrets: readonly string[] = []): string {
  return `- **${f.severity}** ${locationSpan(f)} ${sanitizeInline(f.title, secrets)} (${supportOf(f)})`;
}

export interface ReviewLinks {
  /** The sticky comment, which holds the whole review. */
  commentUrl?: string;
  runUrl?: string;
}

/** The review's own body: short, pointing at the full review; and what GitHub would not place. */
export function reviewBody(
  placed: number,
  moved: readonly Finding[],
  links: ReviewLinks,
  secrets: readonly string[] = [],
): string {
  const where = links.commentUrl
    ? `[the review comment](${links.commentUrl})`
    : links.runUrl
      ? `the job summary of [this run](${links.runUrl})`
      : "this run's job summary";
  const lines = [
    REVIEW_MARKER,
    `**reviewer-lanes**: ${placed} finding${placed === 1 ? '' : 's'} on the diff. The full review, every lane's, is in ${where}.`,
  ];
  if (moved.length > 0) {
    lines.push('', 'GitHub would not place these on the diff:', ...moved.map((f) => findingLine(f, secrets)));
  }
  return capMarkdown(lines.join('\n'), DEFAULTS.commentLimit, {});
}

/** A finding's range as an inline comment: `line` is its last line, `startLine` its first. */
export function draftOf(
  f: Finding,
  secrets: readonly string[] = [],
  fingerprint?: string,
): DraftReviewComment {
  const range = f.endLine !== undefined && f.endLine > f.line;
  return {
    path: f.path,
    line: range ? (f.endLine as number) : f.line,
    ...(range ? { startLine: f.line } : {}),
    body: inlineBody(f, secrets, fingerprint),
  };
}

/** Lines between two ranges (0 when they overlap). */
function gap(a: { start: number; end: number }, b: { start: number; end: number }): number {
  return Math.max(0, Math.max(a.start, b.start) - Math.min(a.end, b.end));
}

/** Each chosen finding's closest comment of ours from an earlier run, within SAME_PLACE_LINES. */
export function matchComments(
  chosen: readonly Finding[],
  comments: readonly ReviewComment[],
  login: string,
): Map<Finding, ReviewComment> {
  const ours = comments.filter((c) => isOurPlacedComment(c, login));
  const used = new Set<number>();
  const matched = new Map<Finding, ReviewComment>();
  for (const f of chosen) {
    const range = { start: f.line, end: Math.max(f.line, f.endLine ?? f.line) };
    let best: { c: ReviewComment; d: number } | undefined;
    for (const c of ours) {
      if (c.path !== f.path || used.has(c.id)) continue;
      const line = c.line as number;
      const d = gap(range, { start: Math.min(c.startLine ?? line, line), end: line });
      if (d <= SAME_PLACE_LINES && (!best || d < best.d)) best = { c, d };
    }
    if (best) {
      used.add(best.c.id);
      matched.set(f, best.c);
    }
  }
  return matched;
}

export interface PullReviewInput {
  pull: number;
  /** The head the lanes reviewed (`commit_id`). */
  headSha: string;
  findings: readonly Finding[];
  policy: InlinePolicy;
  /** Who our comments are by. */
  login: string;
  links: ReviewLinks;
  /** Values no comment may carry (the token and its forms). */
  secrets: readonly string[];
  /** The token is known not to be able to write (the sticky comment got a 403). */
  readOnly?: boolean;
  /**
   * The review comments as the run listed them already (D19's feedback), or a listing the caller
   * started while it posted the comment: not listed again.
   */
  listed?: readonly ReviewComment[] | Promise<readonly ReviewComment[]>;
  /** Our comments of dismissed findings (D19): never updated, never matched to another finding. */
  dismissedComments?: ReadonlySet<number>;
  /** Each finding's fingerprint (D19), carried in its comment. */
  fingerprints?: ReadonlyMap<Finding, string>;
}

export interface PullReviewDeps {
  log: ActionLog;
  sleep?: (ms: number) => Promise<void>;
  /** Wait before re-checking a create that failed ambiguously. */
  backoffMs?: number;
}

export type PullReviewStatus =
  | 'nothing' // no chosen finding, or inline: false
  | 'current' // every chosen finding has its comment; changed ones were updated
  | 'posted'
  | 'annotated' // the token cannot write: annotations instead
  | 'failed';

export interface PullReviewResult {
  status: PullReviewStatus;
  reviewUrl?: string;
  /** New inline comments posted, and comments of earlier runs updated or left as they were. */
  posted: number;
  updated: number;
  unchanged: number;
  /** Chosen findings GitHub would not place: they are in the review body. */
  moved: Finding[];
  /** Markdown lines for the job summary (what annotations could not hold). */
  summary: string[];
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const MAX_WAIT_MS = 90_000;

function annotate(chosen: readonly Finding[], input: PullReviewInput, log: ActionLog): PullReviewResult {
  const shown = chosen.slice(0, MAX_ANNOTATIONS);
  for (const f of shown) {
    log.warning(`${sanitizeInline(f.title, input.secrets)} (${supportOf(f)})`, {
      file: f.path,
      startLine: f.line,
      ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
      title: `reviewer-lanes: ${f.severity} finding`,
    });
  }
  const rest = chosen.slice(MAX_ANNOTATIONS);
  const summary = [
    `> [!NOTE]\n> The token cannot post a pull request review (a pull request from a fork gets a read-only token): ${chosen.length} finding${chosen.length === 1 ? ' is' : 's are'} shown as annotations instead${rest.length > 0 ? `, the first ${MAX_ANNOTATIONS} of them; the others:` : '.'}`,
    ...(rest.length > 0 ? ['', ...rest.map((f) => findingLine(f, input.secrets))] : []),
  ];
  return { status: 'annotated', posted: 0, updated: 0, unchanged: 0, moved: [], summary };
}

const forbidden = (err: unknown) => (statusOf(err) === 403 || statusOf(err) === 404) && !isRateLimited(err);

export async function publishPullReview(
  api: GitHubApi,
  input: PullReviewInput,
  deps: PullReviewDeps,
): Promise<PullReviewResult> {
  const { log } = deps;
  const dismissed = input.dismissedComments ?? new Set<number>();
  // D19: never posted again where a dismissed comment stands, whatever reached this far.
  // Dismissed comments come only with the feedback's listing, never with a listing still under way.
  const known = input.listed instanceof Promise ? [] : (input.listed ?? []);
  const dismissedAt = known.filter((c) => dismissed.has(c.id) && c.line !== null);
  const chosen = chooseFindings(input.findings, input.policy).filter(
    (f) =>
      !dismissedAt.some(
        (c) =>
          c.path === f.path &&
          gap(
            { start: f.line, end: Math.max(f.line, f.endLine ?? f.line) },
            { start: Math.min(c.startLine ?? (c.line as number), c.line as number), end: c.line as number },
          ) <= SAME_PLACE_LINES,
      ),
  );
  const result: PullReviewResult = {
    status: 'nothing',
    posted: 0,
    updated: 0,
    unchanged: 0,
    moved: [],
    summary: [],
  };
  if (chosen.length === 0) return result;
  if (input.readOnly) return annotate(chosen, input, log);
  const pr = `pull request #${input.pull}`;

  const oursOf = (all: readonly ReviewComment[]) =>
    all.filter((c) => isOurPlacedComment(c, input.login) && !dismissed.has(c.id));
  const listOurs = async () => oursOf(await api.listReviewComments(input.pull));
  const fp = (f: Finding) => input.fingerprints?.get(f);
  let ours: ReviewComment[];
  try {
    ours = input.listed ? oursOf(await input.listed) : await listOurs();
  } catch (err) {
    // Without them a re-run would post every comment again: post nothing rather than twice.
    log.warning(
      `Could not read the review comments of ${pr}, so no inline comment was posted: ${messageOf(err)}`,
    );
    return { ...result, status: 'failed' };
  }

  // A refuted finding is not chosen: its old comment is left, its thread intact; the page says who refuted it.
  const matched = matchComments(chosen, ours, input.login);
  for (const [f, c] of matched) {
    const body = inlineBody(f, input.secrets, fp(f));
    if (c.body === body) {
      result.unchanged++;
      continue;
    }
    try {
      await api.updateReviewComment(c.id, body);
      result.updated++;
    } catch (err) {
      if (forbidden(err)) return annotate(chosen, input, log);
      log.warning(`Could not update the inline comment ${c.htmlUrl}: ${messageOf(err)}`);
    }
  }
  const fresh = chosen.filter((f) => !matched.has(f));
  if (fresh.length === 0) return { ...result, status: 'current' };

  const send = async (placed: Finding[], moved: Finding[]) =>
    api.createReview(input.pull, {
      commitId: input.headSha,
      body: reviewBody(placed.length, moved, input.links, input.secrets),
      comments: placed.map((f) => draftOf(f, input.secrets, fp(f))),
    });
  const done = (r: { htmlUrl: string }, placed: Finding[], moved: Finding[]): PullReviewResult => {
    log.info(`Posted a review of ${pr} with ${placed.length} inline comment(s): ${r.htmlUrl}`);
    return { ...result, status: 'posted', reviewUrl: r.htmlUrl, posted: placed.length, moved };
  };

  // A pending review of ours in the way (a run stopped mid-probe) is deleted, and the review sent again.
  const sendFirst = async () => {
    try {
      return await send(fresh, []);
    } catch (err) {
      if (!pendingInTheWay(err)) throw err;
      const cleared = await clearPendingReviews(api, input.pull);
      log.info(`Deleted ${cleared} pending review(s) of ours left on ${pr} by an earlier run.`);
      return send(fresh, []);
    }
  };
  let first: { htmlUrl: string };
  try {
    first = await sendFirst();
  } catch (err) {
    if (forbidden(err)) return annotate(chosen, input, log);
    if (statusOf(err) === 422) return placeWhatGitHubCan(api, input, fresh, err, { send, done, log, pr });
    if (!isRetryable(err)) {
      log.warning(`Could not post the review of ${pr}: ${messageOf(err)}`);
      return { ...result, status: 'failed' };
    }
    // It may have landed: look before sending it again (D12).
    const asked = isRateLimited(err) ? (retryAfterMs(err) ?? 0) : 0;
    await (deps.sleep ?? defaultSleep)(Math.min(Math.max(deps.backoffMs ?? 1000, asked), MAX_WAIT_MS));
    try {
      const taken = new Set([...matched.values()].map((c) => c.id));
      const now = (await listOurs()).filter((c) => !taken.has(c.id));
      const landed = matchComments(fresh, now, input.login);
      if (landed.size > 0) {
        log.info(`The review of ${pr} had landed before GitHub answered ${statusOf(err) ?? 'the request'}.`);
        return { ...result, status: 'posted', posted: landed.size };
      }
      first = await send(fresh, []);
    } catch (again) {
      log.warning(`Could not post the review of ${pr}: ${messageOf(again)}`);
      return { ...result, status: 'failed' };
    }
  }
  return done(first, fresh, []);
}

interface Retry {
  send: (placed: Finding[], moved: Finding[]) => Promise<{ htmlUrl: string }>;
  done: (r: { htmlUrl: string }, placed: Finding[], moved: Finding[]) => PullReviewResult;
  log: ActionLog;
  pr: string;
}

const failed = (): PullReviewResult => ({
  status: 'failed',
  posted: 0,
  updated: 0,
  unchanged: 0,
  moved: [],
  summary: [],
});

/**
 * After a 422: keep what GitHub's own diff can place, move the rest to the body, say which. When
 * the files cannot tell which comment GitHub refused, the comments are tried in halves as pending
 * reviews (placing.ts, D19); either way the run posts one review.
 */
async function placeWhatGitHubCan(
  api: GitHubApi,
  input: PullReviewInput,
  fresh: Finding[],
  refusal: unknown,
  r: Retry,
): Promise<PullReviewResult> {
  const why = refusalOf(refusal);
  const warnMoved = (moved: Finding[]) =>
    r.log.warning(
      `GitHub refused ${moved.length === fresh.length ? 'the' : `${moved.length} of the`} inline comment(s) of the review of ${r.pr} (${why}); ${moved.length === 1 ? 'it is' : 'they are'} in the review body instead: ${moved.map((f) => `${locationText(f)} ${sanitizeInline(f.title, input.secrets)}`).join('; ')}`,
    );
  let placed: Finding[] = fresh;
  try {
    const patches = new Map((await api.listPullFiles(input.pull)).map((f) => [f.filename, f.patch]));
    placed = fresh.filter((f) => placeable(f, patches));
  } catch (err) {
    r.log.warning(
      `Could not read the files of ${r.pr} to find the comments GitHub refused, so they are tried in halves: ${messageOf(err)}`,
    );
  }
  const moved = fresh.filter((f) => !placed.includes(f));
  let suspects = placed;
  if (placed.length > 0 && moved.length > 0) {
    try {
      const posted = await r.send(placed, moved);
      warnMoved(moved);
      return r.done(posted, placed, moved);
    } catch (err) {
      if (statusOf(err) !== 422) {
        r.log.warning(`Could not post the review of ${r.pr}: ${messageOf(err)}`);
        return failed();
      }
    }
  } else if (placed.length === 0) suspects = [];
  try {
    const found =
      suspects.length > 0
        ? await placeInHalves(
            {
              api,
              pull: input.pull,
              headSha: input.headSha,
              draft: (f) => draftOf(f, input.secrets, input.fingerprints?.get(f)),
              post: r.send,
              log: r.log,
              pr: r.pr,
            },
            suspects,
            moved,
          )
        : { review: await r.send([], fresh), placed: [], moved: fresh };
    if (found.moved.length > 0) warnMoved(found.moved);
    return r.done(found.review, found.placed, found.moved);
  } catch (err) {
    r.log.warning(`Could not post the review of ${r.pr}: ${messageOf(err)}`);
    return failed();
  }
}

/** GitHub's reason for a 422, as it said it. */
function refusalOf(err: unknown): string {
  const data = (err as { response?: { data?: { message?: unknown; errors?: unknown } } }).response?.data;
  const errors = Array.isArray(data?.errors)
    ? data.errors.map((e) => (typeof e === 'string' ? e : JSON.stringify(e)))
    : [];
  return `422: ${[typeof data?.message === 'string' ? data.message : 'Unprocessable Entity', ...errors].join(': ')}`;
}
