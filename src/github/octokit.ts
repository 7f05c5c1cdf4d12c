/**
 * The Octokit the action talks to GitHub with: @actions/github's getOctokit (its fetch, its proxy
 * handling, the runner's orchestration id in the user agent) with the retry and throttling
 * plugins, configured through their options (D12, D15).
 */
import { randomUUID } from 'node:crypto';
import type { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck';

export type Octokit = ReturnType<typeof getOctokit>;

export interface OctokitOptions {
  token: string;
  /** GITHUB_API_URL; the default is api.github.com. */
  baseUrl: string;
  log: { warning(message: string): void; info(message: string): void };
  /** Retries on 5xx and on no answer at all (plugin-retry). */
  retries?: number;
  /** The backoff's unit: the n-th retry waits n² × this; by default the last one waits MAX_PAUSE_MS. */
  retryBaseMs?: number;
  /** How often a rate-limited request is retried, and the longest wait accepted (seconds). */
  rateLimitRetries?: number;
  maxRateLimitWaitSeconds?: number;
  /**
   * The client sends only reads: GraphQL queries, which the throttling plugin paces as writes.
   * They go one at a time, as GitHub asks, with no pause between them.
   */
  readsOnly?: boolean;
}

/** §6: no wait between two requests longer than GitHub's 1 s, unless GitHub asked for one. */
export const MAX_PAUSE_MS = 1000;

/** The backoff unit that makes the last of `retries` retries wait MAX_PAUSE_MS (plugin-retry waits n² units). */
export function retryBaseFor(retries: number): number {
  return Math.floor(MAX_PAUSE_MS / Math.max(1, retries) ** 2);
}

/** Writes sent at once before GitHub's pace applies: a run makes two or three (comment, review). */
export const WRITE_BURST = 3;
/** GitHub's documented pace for content-creating requests: at least 1 s apart. */
export const WRITE_INTERVAL_MS = 1000;
/** The plugin's own groups forget an idle key after 2 minutes; so do these. */
const IDLE_KEY_MS = 120_000;

export interface WriteGroups {
  write: Bottleneck.Group;
  notifications: Bottleneck.Group;
}

/**
 * The throttling plugin's `write` and `notifications` groups. Every write waits for `write`: one
 * at a time, a burst of WRITE_BURST, then one per WRITE_INTERVAL_MS. Writes that notify also wait
 * for `notifications`, whose default is 3 s between them, which left a run idle between its
 * comment and its review: here it only keeps them one at a time. A client that only reads sends
 * its GraphQL queries (paced as writes by the plugin) one at a time, never paused.
 */
export function writeGroups(readsOnly = false): WriteGroups {
  const oneAtATime = { maxConcurrent: 1, timeout: IDLE_KEY_MS };
  return {
    write: new Bottleneck.Group(
      readsOnly
        ? oneAtATime
        : {
            ...oneAtATime,
            reservoir: WRITE_BURST,
            reservoirIncreaseAmount: 1,
            reservoirIncreaseInterval: WRITE_INTERVAL_MS,
            reservoirIncreaseMaximum: WRITE_BURST,
          },
    ),
    notifications: new Bottleneck.Group(oneAtATime),
  };
}

/**
 * Creating an issue comment, a review or a reply: never re-sent by the client (the caller
 * re-checks first, or the next run does). Creates are also sent with `request.retries: 0`.
 */
export const isCreate = (opts: { method: string; url: string }): boolean =>
  opts.method === 'POST' &&
  (/\/issues\/(?:\{issue_number\}|\d+)\/comments$/.test(opts.url) ||
    /\/pulls\/(?:\{pull_number\}|\d+)\/(?:reviews|comments)$/.test(opts.url) ||
    /\/pulls\/(?:\{pull_number\}|\d+)\/comments\/(?:\{comment_id\}|\d+)\/replies$/.test(opts.url));

/**
 * @actions/github parses the event payload (GITHUB_EVENT_PATH) as it loads, and throws on one that
 * is not JSON: it loads with the first request, so such a payload fails the step with the action's
 * own message, and a run that makes no request (a usage error, the CLI's local review) reads none.
 */
export async function createOctokit(o: OctokitOptions): Promise<Octokit> {
  const { getOctokit } = await import('@actions/github');
  const rateLimitRetries = o.rateLimitRetries ?? 2;
  const maxWait = o.maxRateLimitWaitSeconds ?? 90;
  const retries = o.retries ?? 3;
  const onLimit =
    (kind: string) => (after: number, opts: { method: string; url: string }, _o: unknown, count: number) => {
      // D12: a create is re-checked before it is re-sent; the caller waits and does both.
      if (isCreate(opts)) {
        o.log.warning(
          `GitHub ${kind} rate limit on ${opts.method} ${opts.url}: waiting ${after}s, then checking whether it landed before sending it again`,
        );
        return false;
      }
      const again = count < rateLimitRetries && after <= maxWait;
      o.log.warning(
        `GitHub ${kind} rate limit on ${opts.method} ${opts.url}: ${again ? `retrying in ${after}s` : 'giving up'}`,
      );
      return again;
    };
  return getOctokit(
    o.token,
    {
      baseUrl: o.baseUrl,
      // The count goes here, not into every request's options: plugin-retry re-sends any failure
      // of a request that carries a count above 0, a 404 included, whatever `doNotRetry` says.
      retry: {
        retries,
        doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451],
        retryAfterBaseValue: o.retryBaseMs ?? retryBaseFor(retries),
      },
      throttle: {
        // The plugin's global groups are process-wide; a key per client keeps clients apart.
        id: `reviewer-lanes-${randomUUID()}`,
        ...writeGroups(o.readsOnly),
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
      },
    },
    retry,
    throttling,
  );
}
