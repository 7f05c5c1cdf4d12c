/**
 * Which change to review and which commit the baseline is trusted from, per event (D5). On
 * `pull_request_target` the workflow holds the base's secrets, so PR code never runs: the checkout
 * must be the base's, the head is read as data only, and lanes and config are the base's.
 */
import { readFile } from 'node:fs/promises';
import { ConfigurationError, InternalError, UsageError, messageOf } from '../diagnostics.js';
import type { Git } from '../sys/git.js';
import { parseGitHubRepository } from '../sys/runner-env.js';
import {
  describeEventErrors,
  isForkPullRequest,
  trustedRefFromEvent,
  type PullRequest,
} from '../trust/event.js';
import { SHA_RE } from '../vocabulary.js';
import type { ActionInputs, ReviewRefs } from './inputs.js';

export const SUPPORTED_EVENTS = [
  'pull_request',
  'pull_request_target',
  'push',
  'workflow_dispatch',
  'merge_group',
  'issue_comment',
] as const;
export type SupportedEvent = (typeof SUPPORTED_EVENTS)[number];

/** `mode: stats` (D20) reads the repository, not a change: it runs on a timer or by hand. */
export const STATS_EVENTS = ['schedule', 'workflow_dispatch'] as const;

export interface PullRequestInfo {
  number: number;
  title: string;
  body: string;
  url?: string;
  baseSha: string;
  headSha: string;
  baseRepo: string;
  /** null when the head repository was deleted. */
  headRepo: string | null;
  /** The head lives in another repository (or a deleted one): the token is read-only. */
  isFork: boolean;
  /** Who opened it and the branch it targets, as GitHub says; for the log only. */
  author?: string;
  baseRef?: string;
}

/** What a `/review` line asks for (D21, action/on-demand.ts reads it). */
export interface ReviewCommand {
  /** Lane names as written (slugs, `--flags`, instance names), without duplicates. */
  lanes: string[];
  all: boolean;
  /** No delta: the whole pull request. */
  full: boolean;
}

/** The comment that asked for a review on demand, once it is a command from someone with write access. */
export interface OnDemandRequest {
  issue: number;
  commentId: number;
  commentUrl?: string;
  login: string;
  command: ReviewCommand;
  /** Lanes the comment named that `on-demand-reviewers` does not list: not run, and said so. */
  refused: string[];
  /** Why nothing can run (an unreadable command, only refused lanes); answered with 😕. */
  problem?: string;
}

export interface ActionEvent {
  name: SupportedEvent | 'schedule';
  /** The payload's `action` (`opened`, `synchronize`, …), when it has one. */
  action?: string;
  repository: { owner: string; repo: string };
  pr: PullRequestInfo | null;
  refs: ReviewRefs;
  /**
   * Secrets are present and the head is untrusted data: pull_request_target, and issue_comment
   * on a fork's pull request.
   */
  privileged: boolean;
  /** issue_comment: the `/review` comment this run answers (D21). */
  onDemand?: OnDemandRequest;
}

export function pullRequestInfo(pr: PullRequest): PullRequestInfo {
  const info: PullRequestInfo = {
    number: pr.number,
    title: pr.title,
    body: pr.body ?? '',
    baseSha: pr.base.sha,
    headSha: pr.head.sha,
    baseRepo: pr.base.repo?.full_name ?? '',
    headRepo: pr.head.repo?.full_name ?? null,
    isFork: isForkPullRequest(pr),
  };
  if (pr.html_url) info.url = pr.html_url;
  if (pr.user?.login) info.author = pr.user.login;
  if (pr.base.ref) info.baseRef = pr.base.ref;
  return info;
}

export interface EventEnv {
  eventName: string;
  eventPath: string;
  repository: string | undefined;
  /** GITHUB_SHA: the commit the workflow runs on. */
  sha: string | undefined;
}

export function eventEnv(env: NodeJS.ProcessEnv): EventEnv {
  return {
    eventName: env['GITHUB_EVENT_NAME'] ?? '',
    eventPath: env['GITHUB_EVENT_PATH'] ?? '',
    repository: env['GITHUB_REPOSITORY'],
    sha: env['GITHUB_SHA'],
  };
}

export interface EventDeps {
  readPayload(path: string): Promise<unknown>;
  /** Reads a PR through the API (workflow_dispatch with a PR number). */
  getPull(number: number): Promise<PullRequest>;
}

export const defaultReadPayload = async (path: string): Promise<unknown> =>
  JSON.parse(await readFile(path, 'utf8')) as unknown;

/** Modes that publish to a pull request need one. */
const PR_MODES = new Set(['review', 'publish']);

/**
 * The event of `mode: stats`: only the repository; no payload, pull request or commit is read,
 * so no checkout is needed.
 */
export function repositoryEvent(env: EventEnv): ActionEvent {
  const repository = parseGitHubRepository(env.repository);
  const name = STATS_EVENTS.find((e) => e === env.eventName);
  if (!name) {
    throw new UsageError(
      `mode: stats runs on ${STATS_EVENTS.join(' or ')}, not on '${env.eventName}': it reads the repository's closed pull requests`,
    );
  }
  return { name, repository, pr: null, refs: { baselineRef: 'HEAD', head: 'HEAD' }, privileged: false };
}

/** Decides the event's refs; throws ConfigurationError/UsageError a user can act on. */
export async function resolveEvent(
  env: EventEnv,
  inputs: ActionInputs,
  deps: EventDeps,
): Promise<ActionEvent> {
  const repository = parseGitHubRepository(env.repository);
  if (!(SUPPORTED_EVENTS as readonly string[]).includes(env.eventName)) {
    throw new UsageError(
      `reviewer-lanes does not run on the '${env.eventName}' event; use ${SUPPORTED_EVENTS.join(', ')}`,
    );
  }
  const name = env.eventName as SupportedEvent;
  // Its pull request comes from the API once the comment is admitted (action/on-demand.ts).
  if (name === 'issue_comment')
    throw new InternalError('issue_comment is decided by decideOnDemand, not resolveEvent');
  let payload: unknown;
  try {
    payload = await deps.readPayload(env.eventPath);
  } catch (err) {
    throw new ConfigurationError({
      message: `Cannot read the ${name} event payload (GITHUB_EVENT_PATH=${env.eventPath}): ${messageOf(err)}`,
      code: 'invalid_event',
    });
  }
  const trusted = trustedRefFromEvent(name, payload);
  if (trusted.errors.length > 0) {
    throw new ConfigurationError({
      message: describeEventErrors(trusted.errors),
      code: trusted.errors[0]?.code ?? 'invalid_event',
    });
  }

  if (trusted.pullRequest && trusted.baseSha && trusted.headSha) {
    const pr = pullRequestInfo(trusted.pullRequest);
    return {
      name,
      repository,
      pr,
      refs: {
        baselineRef: trusted.baseSha,
        base: trusted.baseSha,
        head: trusted.headSha,
        // With this workflow's secrets, the head is data only: the lanes' workspace is the base's.
        ...(name === 'pull_request_target' ? { laneTree: 'base' as const } : {}),
      },
      privileged: name === 'pull_request_target',
      ...(trusted.action !== undefined ? { action: trusted.action } : {}),
    };
  }

  if (name === 'push' && trusted.ref) {
    const after = trusted.ref;
    // A new branch has no previous tip: the change is then the pushed commit against its parent.
    const base = trusted.baseSha ?? `${after}^`;
    return { name, repository, pr: null, refs: { baselineRef: after, base, head: after }, privileged: false };
  }

  if (name === 'merge_group' && trusted.baseSha && trusted.headSha) {
    const refs = { baselineRef: trusted.baseSha, base: trusted.baseSha, head: trusted.headSha };
    return { name, repository, pr: null, refs, privileged: false };
  }

  // workflow_dispatch: the action's pr-number input, else the dispatch's own `pr` input.
  const prNumber = inputs.prNumber ?? trusted.prNumber;
  if (prNumber !== undefined) {
    let raw: PullRequest;
    try {
      raw = await deps.getPull(prNumber);
    } catch (err) {
      throw new ConfigurationError({
        message: `Input 'pr-number': cannot read pull request #${prNumber}: ${messageOf(err)}`,
        code: 'invalid_input',
        field: 'pr-number',
      });
    }
    const pr = pullRequestInfo(raw);
    return {
      name,
      repository,
      pr,
      refs: { baselineRef: pr.baseSha, base: pr.baseSha, head: pr.headSha },
      privileged: false,
    };
  }
  if (PR_MODES.has(inputs.mode)) {
    throw new UsageError(`Input 'pr-number' is required on ${name} with mode: ${inputs.mode}`);
  }
  const head = env.sha && SHA_RE.test(env.sha) ? env.sha : 'HEAD';
  return { name, repository, pr: null, refs: { baselineRef: head, head }, privileged: false };
}

/**
 * Makes the event's commits present (actions/checkout fetches one) without touching the working
 * tree; best effort, the pipeline reports what is missing.
 */
export async function ensureCommits(git: Git, event: ActionEvent): Promise<string[]> {
  const wanted = [...new Set([event.refs.base, event.refs.head])].filter(
    (r): r is string => !!r && SHA_RE.test(r),
  );
  // Independent questions, asked of one git process; a fetch writes the shallow file and
  // FETCH_HEAD, so the fetches of what is missing go one at a time.
  const resolved = await (git.revParseAll?.(wanted) ?? Promise.all(wanted.map((sha) => git.revParse(sha))));
  const missing: string[] = [];
  for (const [i, sha] of wanted.entries())
    if (!resolved[i] && !(await ensureCommit(git, sha, event))) missing.push(sha);
  return missing;
}

/** One commit made present (the head the last review covered, D17); a non-SHA never reaches git. */
export async function ensureCommit(git: Git, sha: string, event: Pick<ActionEvent, 'pr'>): Promise<boolean> {
  if (!SHA_RE.test(sha)) return false;
  if (await git.revParse(sha)) return true;
  const r = await git.exec(['fetch', '--no-tags', '--quiet', 'origin', sha]);
  if (r.exitCode !== 0 && event.pr) {
    // A fork's head is only reachable through the base repository's pull ref.
    await git.exec(['fetch', '--no-tags', '--quiet', 'origin', `refs/pull/${event.pr.number}/head`]);
  }
  return (await git.revParse(sha)) !== null;
}

/**
 * pull_request_target (and issue_comment on a fork's pull request) runs with secrets: refuse a
 * workspace that holds the PR's code (its head,
 * or the merge commit whose second parent is the head), because lanes run in the workspace.
 */
export async function assertBaseCheckout(git: Git, event: ActionEvent): Promise<void> {
  if (!event.privileged || !event.pr) return;
  const head = await git.revParse('HEAD');
  const second = await git.revParse('HEAD^2');
  if (head === event.pr.headSha || second === event.pr.headSha) {
    throw new ConfigurationError({
      message:
        `On ${event.name === 'issue_comment' ? "issue_comment on a fork's pull request" : event.name} the workspace must be a checkout of the base branch: it holds the pull request ` +
        `head (${event.pr.headSha.slice(0, 12)}), and lanes run in the workspace with this workflow's secrets. ` +
        'Remove `ref:` from actions/checkout; reviewer-lanes fetches the head itself and reads it only as data.',
      code: 'unsafe_checkout',
    });
  }
}
