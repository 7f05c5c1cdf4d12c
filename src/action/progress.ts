/**
 * The page while a review runs (D12): the pipeline's progress events (pipeline/progress.ts) become
 * the sticky comment's status block, posted at once and then paced (coalesce.ts); a run that ends
 * without its review (cancelled, failed, not posted) says so in place of "running".
 */
import { messageOf } from '../diagnostics.js';
import type { GitHubApi } from '../github/client.js';
import { statusOf } from '../github/client.js';
import type { StickyState } from '../github/comment.js';
import { upsertStickyComment } from '../github/comment.js';
import type { ActionLog } from '../github/log.js';
import { earlierPage, progressBody } from '../github/progress-page.js';
import { ourStickyComment } from '../github/sticky-record.js';
import type { ProgressSink, ReviewProgress } from '../pipeline/index.js';
import { renderStatusBlock, type StatusState, type StatusView } from '../report/status-block.js';
import { monotonicMs, sleepUnless } from '../sys/clock.js';
import { afterPost, nextUpdate, NOTHING_POSTED, PROGRESS_PACE, type Pace, type Posted } from './coalesce.js';

/**
 * How long a cancelled run waits for its page to say so: GitHub sends SIGTERM 7.5 s after SIGINT
 * and kills the step soon after, and the lanes' groups get their own 5 s grace meanwhile (D7).
 */
export const CANCEL_BOUND_MS = 5_000;

export interface ProgressClock {
  /** Milliseconds from an arbitrary origin. */
  now(): number;
  /** Now, for the block's "started". */
  date(): Date;
  /** Resolves after `ms` or once `signal` aborts; never rejects. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

const realClock: ProgressClock = { now: monotonicMs, date: () => new Date(), sleep: sleepUnless };

export interface LivePageDeps {
  github: GitHubApi;
  issue: number;
  commentId: string;
  /** Who we are and the pull request's comments, as the look back listed them. */
  sticky: StickyState;
  /** What the page must never carry (the token's forms). */
  secrets: readonly string[];
  log: Pick<ActionLog, 'info' | 'warning'>;
  clock?: ProgressClock;
  pace?: Pace;
}

export interface LivePage {
  /** Where the pipeline reports its progress; it only records and wakes the loop. */
  sink: ProgressSink;
  /** SIGINT/SIGTERM: the block says so, within CANCEL_BOUND_MS; nothing more is posted after. */
  cancel(signal: string): Promise<void>;
  /** The updates stop before the final page; resolves with the comments as they now stand. */
  finish(): Promise<StickyState>;
  /**
   * The run ended without its review on the page (an error, a post skipped or refused): the
   * block, if one is up, says how. Once only; later calls wait for the first.
   */
  close(state: StatusState): Promise<void>;
}

export function livePage(d: LivePageDeps): LivePage {
  const clock = d.clock ?? realClock;
  const pace = d.pace ?? PROGRESS_PACE;
  let sticky = d.sticky;
  const earlier = earlierPage(ourStickyComment(sticky.comments, d.commentId, sticky.login)?.body);
  let view: StatusView | null = null;
  let dirty = false;
  /** No more paced updates: the run is ending (finish, cancel, close). */
  let stopped = false;
  /** A post was refused (a read-only token): nothing more is tried. */
  let refused = false;
  let posted: Posted = NOTHING_POSTED;
  let closing: Promise<void> | null = null;

  // The loop waits for news or for the pace's window; `nudge` ends the wait early.
  let release: (() => void) | null = null;
  const nudge = () => {
    const r = release;
    release = null;
    r?.();
  };
  const pause = async (ms: number | null) => {
    const timer = new AbortController();
    const nudged = new Promise<void>((r) => (release = r));
    await Promise.race(ms === null ? [nudged] : [nudged, clock.sleep(ms, timer.signal)]);
    timer.abort();
    release = null;
  };

  /** One post of the block as it stands; never throws (the review goes on without its page). */
  const post = async (): Promise<void> => {
    if (!view) return;
    const body = progressBody({
      commentId: d.commentId,
      earlier,
      status: renderStatusBlock(view, d.secrets),
    });
    try {
      const r = await upsertStickyComment(d.github, {
        issue: d.issue,
        commentId: d.commentId,
        body,
        login: sticky.login,
        seen: sticky,
      });
      // The final page updates this comment: it must find it, and not the ones converge deleted.
      const others = sticky.comments.filter((c) => c.id !== r.id && !r.deleted.includes(c.id));
      sticky = {
        login: r.login,
        comments: [...others, { id: r.id, body, login: r.login, htmlUrl: r.url }],
      };
      posted = afterPost(posted, clock.now());
    } catch (err) {
      const status = statusOf(err);
      if (status === 403 || status === 404) refused = true;
      d.log.warning(`Could not update the review's status on pull request #${d.issue}: ${messageOf(err)}`);
    }
  };

  // The one loop that posts while the lanes run: started here, awaited by finish/close, so no
  // post is left in flight when the final page goes up or the step ends.
  const loop = async (): Promise<void> => {
    for (;;) {
      if (stopped) return;
      if (!dirty || refused) {
        await pause(null);
        continue;
      }
      const next = nextUpdate(posted, clock.now(), pace);
      if (next.kind === 'spent') await pause(null);
      else if (next.kind === 'wait') await pause(next.ms);
      else {
        dirty = false;
        await post();
      }
    }
  };
  const running = loop();

  const sink: ProgressSink = (e: ReviewProgress) => {
    if (stopped) return;
    if (e.kind === 'started') {
      view = {
        state: { kind: 'running' },
        lanes: e.lanes,
        headSha: e.headSha,
        ...(e.since ? { since: e.since } : {}),
        startedAt: clock.date(),
        ended: [],
        findings: [],
        previousBelow: earlier.page !== '',
      };
    } else if (!view) return;
    else if (e.kind === 'lane-ended') {
      view = { ...view, ended: [...view.ended, e.lane], findings: e.findings };
      // The last lane's news goes up with the final page, or with the examination's status.
      if (view.ended.length >= view.lanes.length) return;
    } else view = { ...view, state: { kind: 'examining', examiners: e.examiners, findings: e.findings } };
    dirty = true;
    nudge();
  };

  const stop = async () => {
    stopped = true;
    nudge();
    await running;
  };

  const close = (state: StatusState, boundMs?: number): Promise<void> => {
    closing ??= (async () => {
      const ending = (async () => {
        await stop();
        // Only a block that is up is replaced; a run that posted none leaves the page as it was.
        if (!view || posted.lastAt === null || refused) return;
        view = { ...view, state };
        await post();
      })();
      if (boundMs === undefined) return ending;
      const timer = new AbortController();
      const late = await Promise.race([
        ending.then(() => false),
        clock.sleep(boundMs, timer.signal).then(() => true),
      ]);
      timer.abort();
      if (late)
        d.log.warning(
          `The review's status could not be updated within ${boundMs / 1000} s of the cancellation.`,
        );
    })();
    return closing;
  };

  let finished = false;
  return {
    sink,
    cancel: (signal) =>
      finished ? Promise.resolve() : close({ kind: 'cancelled', signal }, CANCEL_BOUND_MS),
    async finish() {
      finished = true;
      await stop();
      if (closing) await closing;
      return sticky;
    },
    close: (state) => close(state),
  };
}
