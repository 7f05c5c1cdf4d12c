/**
 * Reviews on demand (D21): a `/review` comment on a pull request, by someone with write access,
 * runs the lanes it names on the pull request's current head. What the comment says decides only
 * which lanes (among those the workflow allows) and whether the review is full; the pull request —
 * its head, its base, whether it is a fork's — is read through the API, never from the comment.
 */
import { ConfigurationError, UsageError, messageOf } from '../diagnostics.js';
import type { CommentReaction, GitHubApi } from '../github/client.js';
import { WRITE_ASSOCIATIONS, type WriteCheck } from '../github/permission.js';
import { sanitizeInline } from '../report/inline.js';
import type { Settings } from '../settings.js';
import { codeSpan } from '../sys/markdown-text.js';
import { parseGitHubRepository } from '../sys/runner-env.js';
import { describeEventErrors, trustedRefFromEvent, type PullRequest } from '../trust/event.js';
import type { ActionEvent, EventEnv, OnDemandRequest, ReviewCommand } from './event.js';
import { pullRequestInfo } from './event.js';
import type { ActionInputs } from './inputs.js';
import { LANE_NAME_RE } from './inputs.js';

export const REVIEW_COMMAND = '/review';
/** More names than any workflow has lanes: a comment listing more is not a request we read. */
const MAX_NAMES = 24;
const MAX_LINE = 400;

export type ParsedCommand =
  | { command: ReviewCommand }
  /** Not addressed to us: nothing runs and nothing is posted. */
  | { notCommand: string }
  /** Addressed to us but not readable: answered (to someone with write access) with the reason. */
  | { invalid: string };

/**
 * The comment's first line, read strictly: `/review` as a whole word, then only `--all`,
 * `--full` and lane names. Anything else on the line makes it invalid, not a guess.
 */
export function parseReviewCommand(body: string): ParsedCommand {
  const first = body.split(/\r?\n/, 1)[0] ?? '';
  const word = /^\S*/.exec(first)?.[0] ?? '';
  if (word !== REVIEW_COMMAND) {
    return {
      notCommand:
        word.startsWith(REVIEW_COMMAND) && word.length > REVIEW_COMMAND.length
          ? `its first line starts with '${word.slice(0, 40)}', not the command ${REVIEW_COMMAND}`
          : `its first line does not start with the command ${REVIEW_COMMAND}`,
    };
  }
  if (first.length > MAX_LINE)
    return { invalid: `the \`${REVIEW_COMMAND}\` line is longer than ${MAX_LINE} characters` };
  const words = first.slice(REVIEW_COMMAND.length).trim().split(/\s+/).filter(Boolean);
  const lanes: string[] = [];
  let all = false;
  let full = false;
  for (const w of words) {
    if (w === '--all') all = true;
    else if (w === '--full') full = true;
    else if (LANE_NAME_RE.test(w)) {
      if (!lanes.includes(w)) lanes.push(w);
    } else {
      return { invalid: `${codeSpan(w.slice(0, 40))} is not a lane name, \`--all\` or \`--full\`` };
    }
  }
  if (all && lanes.length > 0) return { invalid: 'name lanes or say `--all`, not both' };
  if (lanes.length > MAX_NAMES) return { invalid: `more than ${MAX_NAMES} lanes are named` };
  return { command: { lanes, all, full } };
}

/** A lane name as a list compares it: `--gemini` and `gemini` are one name. */
const bare = (name: string) => name.replace(/^--/, '');

/** The comment's lanes that `on-demand-reviewers` allows, and those it refuses. */
export function allowedLanes(
  command: ReviewCommand,
  onDemandReviewers: readonly string[] | null,
): { allowed: string[]; refused: string[] } {
  if (!onDemandReviewers) return { allowed: command.lanes, refused: [] };
  const list = new Set(onDemandReviewers.map(bare));
  return {
    allowed: command.lanes.filter((n) => list.has(bare(n))),
    refused: command.lanes.filter((n) => !list.has(bare(n))),
  };
}

export type OnDemandDecision = { ignored: string } | { request: OnDemandRequest };

export interface OnDemandDeps {
  readPayload(path: string): Promise<unknown>;
  /** Null when there is no token to ask GitHub with. */
  canWrite: WriteCheck | null;
}

/**
 * Whether this `issue_comment` asks us for a review, from its payload and (only for a command
 * whose author's association does not already say so) the collaborator-permission API. Nothing
 * is posted here: a comment that is not for us, or from someone who may not ask, only logs why.
 */
export async function decideOnDemand(
  env: EventEnv,
  inputs: Pick<ActionInputs, 'mode' | 'onDemandReviewers'>,
  deps: OnDemandDeps,
): Promise<OnDemandDecision> {
  let payload: unknown;
  try {
    payload = await deps.readPayload(env.eventPath);
  } catch (err) {
    throw new ConfigurationError({
      message: `Cannot read the issue_comment event payload (GITHUB_EVENT_PATH=${env.eventPath}): ${messageOf(err)}`,
      code: 'invalid_event',
    });
  }
  const trusted = trustedRefFromEvent('issue_comment', payload);
  if (!trusted.issueComment) {
    throw new ConfigurationError({
      message: describeEventErrors(trusted.errors),
      code: trusted.errors[0]?.code ?? 'invalid_event',
    });
  }
  const { action, issue, comment } = trusted.issueComment;
  const where = `comment ${comment.id} on #${issue.number}`;
  if (action !== 'created')
    return { ignored: `Nothing to do: ${where} was ${action.slice(0, 40)}, not created.` };
  if (!issue.pull_request)
    return { ignored: `Nothing to do: #${issue.number} is an issue, not a pull request.` };
  const parsed = parseReviewCommand(comment.body ?? '');
  if ('notCommand' in parsed)
    return { ignored: `Nothing to do: ${where} is not a review request (${parsed.notCommand}).` };
  const login = comment.user.login;
  const association = comment.author_association ?? 'NONE';
  if (!(WRITE_ASSOCIATIONS as readonly string[]).includes(association)) {
    // A private organization membership reads as CONTRIBUTOR or NONE: the API knows better.
    if (!deps.canWrite)
      return {
        ignored: `Not reviewing: ${login} (${association}) asked, and without a token their access cannot be checked.`,
      };
    if (!(await deps.canWrite(login)))
      return {
        ignored: `Not reviewing: ${login} asked in ${where} but has no write access to the repository (${association}).`,
      };
  }
  if (inputs.mode !== 'review') {
    throw new UsageError(`On issue_comment only mode: review runs; this step has mode: ${inputs.mode}`);
  }
  const base = {
    issue: issue.number,
    commentId: comment.id,
    ...(comment.html_url ? { commentUrl: comment.html_url } : {}),
    login,
  };
  if ('invalid' in parsed)
    return {
      request: {
        ...base,
        command: { lanes: [], all: false, full: false },
        refused: [],
        problem: parsed.invalid,
      },
    };
  const { allowed, refused } = allowedLanes(parsed.command, inputs.onDemandReviewers);
  const request: OnDemandRequest = { ...base, command: { ...parsed.command, lanes: allowed }, refused };
  if (parsed.command.lanes.length > 0 && allowed.length === 0)
    request.problem = `${refusedSentence(refused, inputs.onDemandReviewers)}, so nothing ran`;
  return { request };
}

function refusedSentence(refused: readonly string[], list: readonly string[] | null): string {
  const names = refused.map((n) => `\`${n}\``).join(', ');
  const verb = refused.length === 1 ? 'is' : 'are';
  return `${names} ${verb} not in \`on-demand-reviewers\` (${(list ?? []).join(', ')})`;
}

/** The event of an admitted request: the pull request as the API has it now (D21). */
export function onDemandEvent(env: EventEnv, request: OnDemandRequest, raw: PullRequest): ActionEvent {
  const pr = pullRequestInfo(raw);
  if (raw.state !== undefined && raw.state !== 'open') {
    throw new ConfigurationError({
      message: `pull request #${pr.number} is ${raw.state}: there is nothing to review`,
      code: 'invalid_event',
    });
  }
  return {
    name: 'issue_comment',
    action: 'created',
    repository: parseGitHubRepository(env.repository),
    pr,
    refs: {
      // D5: the base, always. A fork's head is data only, as under pull_request_target (D18).
      baselineRef: pr.baseSha,
      base: pr.baseSha,
      head: pr.headSha,
      ...(pr.isFork ? { laneTree: 'base' as const } : {}),
    },
    privileged: pr.isFork,
    onDemand: request,
  };
}

/** What the log says of an admitted request: who asked, which pull request, where the lanes run. */
export function onDemandLogLine(request: OnDemandRequest, event: ActionEvent): string {
  const pr = event.pr;
  if (!pr) return `Reviewing on demand for ${request.login} (comment ${request.commentId}).`;
  const onto = pr.baseRef ?? pr.baseSha.slice(0, 12);
  const fork = pr.isFork
    ? `, from ${pr.headRepo ?? 'a deleted fork'}: the head is read as data, the lanes run in the base`
    : '';
  return (
    `Reviewing on demand for ${request.login} (comment ${request.commentId}): pull request #${pr.number}` +
    `${pr.author ? ` by ${pr.author}` : ''} at ${pr.headSha.slice(0, 12)} onto ${onto}${fork}`
  );
}

/** The settings' lanes for the request: the comment's, `--all`, or the workflow's own. */
export function onDemandSettings(
  settings: Settings,
  request: OnDemandRequest,
  onDemandReviewers: readonly string[] | null,
): Settings {
  const { command } = request;
  if (command.lanes.length > 0) return { ...settings, reviewers: command.lanes, all: false };
  if (!command.all) return settings;
  // `--all` is every lane the workflow lets a comment ask for, and as `all` never fails the run (D9).
  return onDemandReviewers
    ? { ...settings, reviewers: null, all: true, allWithin: [...onDemandReviewers] }
    : { ...settings, reviewers: null, all: true };
}

/** How the run ended, for the comment that asked: 🚀, or 😕 with the one line that says why. */
export function onDemandEnding(
  request: OnDemandRequest,
  failures: readonly string[],
  list: readonly string[] | null,
  cancelled: boolean,
): { reaction: CommentReaction; why?: string } {
  if (request.problem) return { reaction: 'confused', why: request.problem };
  const parts: string[] = [];
  if (cancelled) parts.push('the run was cancelled');
  else if (failures[0]) parts.push(failures[0]);
  if (request.refused.length > 0) parts.push(`${refusedSentence(request.refused, list)}; the others ran`);
  return parts.length > 0 ? { reaction: 'confused', why: parts.join('. ') } : { reaction: 'rocket' };
}

/** The longest reply: one line, however long the failure it reports. */
const MAX_REPLY = 600;

/** The one-line reply to a `/review` that ends 😕: hostile-safe, never itself a command. */
export function replyBody(request: OnDemandRequest, why: string, secrets: readonly string[]): string {
  const line = sanitizeInline(why.replace(/\s+/g, ' ').trim(), secrets);
  const cut = line.length > MAX_REPLY ? `${line.slice(0, MAX_REPLY - 1)}…` : line;
  const asked = request.commentUrl
    ? `[\`${REVIEW_COMMAND}\`](${request.commentUrl})`
    : `\`${REVIEW_COMMAND}\``;
  return `😕 ${asked} by @${request.login}: ${cut.replace(/[.]$/, '')}.`;
}

/** A reaction that cannot be given is a warning: the review itself is what matters. */
export async function react(
  github: GitHubApi,
  request: OnDemandRequest,
  content: CommentReaction,
  warn: (m: string) => void,
): Promise<void> {
  try {
    await github.reactToComment(request.commentId, content);
  } catch (err) {
    warn(`Could not react ${content} to comment ${request.commentId}: ${messageOf(err)}`);
  }
}
