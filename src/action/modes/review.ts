/** `mode: review`: every selected lane in this job, then one published review. */
import { messageOf } from '../../diagnostics.js';
import type { StickyState } from '../../github/comment.js';
import type { CommentSkip } from '../../github/publish.js';
import { hideCheckoutCredentials } from '../credentials.js';
import { lookBack } from '../look-back.js';
import { publishReview, type ModeContext } from '../mode.js';
import { livePage, type LivePage } from '../progress.js';
import { pageRecords } from '../track-record.js';

export async function reviewMode(s: ModeContext): Promise<void> {
  // D17: the pull request's comments are listed once, here, and the listing published with; the
  // look back's answer decides what the review covers. D20: each lane's track record for the page.
  const [back, records] = await Promise.all([
    lookBack({
      inputs: s.inputs,
      event: s.event,
      github: s.github,
      author: s.author,
      git: s.ctx.git,
      log: s.surface,
    }),
    pageRecords(s),
  ]);
  // D12: the page while the lanes run, where it can be shown; the look back's listing finds it.
  const live = back.sticky ? liveFor(s, back.sticky) : null;
  const { signal } = s.ctx;
  // The cancellation's post starts at once; its promise is the one `live.cancel` returns again
  // below (or `close`, should the review throw), so it is awaited before the step ends.
  const onAbort = () => void live?.cancel(signalName(signal));
  signal.addEventListener('abort', onAbort, { once: true });
  // D6: the checkout's credentials come out after the look back (its fetch of the last reviewed
  // head may need them) and before the review starts any lane or probe process.
  const restore = await hideCheckoutCredentials(s.ctx.git, s.surface);
  const ctx = {
    ...s.ctx,
    ...records,
    scope: back.scope,
    ...(back.previous ? { previous: back.previous } : {}),
    ...(back.history ? { history: back.history } : {}),
    ...(live ? { progress: live.sink } : {}),
  };
  let outcome;
  try {
    outcome = await s.stages.review(s.settings, ctx);
  } catch (err) {
    await live?.close(signal.aborted ? { kind: 'cancelled', signal: signalName(signal) } : failed(err));
    throw err;
  } finally {
    signal.removeEventListener('abort', onAbort);
    await restore();
  }
  if (live && signal.aborted) {
    // The block says the review was cancelled and which lanes had finished: a review of lanes
    // stopped halfway is not posted, and the earlier review's record stays for the next run.
    await live.cancel(signalName(signal));
    s.surface.setFailed(
      `The review was cancelled (${signalName(signal)}); no review was posted, and the pull request's comment says which lanes had finished.`,
    );
    return;
  }
  // In plan mode the plan job annotates these; a single review job does it here.
  for (const w of outcome.plan.warnings) s.surface.warning(w.message);
  const sticky: StickyState | null = live ? await live.finish() : back.sticky;
  let published;
  try {
    published = await publishReview(s, outcome, sticky, back.feedback);
  } catch (err) {
    await live?.close(failed(err));
    throw err;
  }
  if (live && !published.commentUrl)
    await live.close({ kind: 'unposted', why: unpostedWhy(published.commentSkipped) });
}

/**
 * The status block is posted where the final page will be: a pull request, a token, a comment
 * the look back could list. A fork's pull request keeps today's final page only: its token is
 * read-only on `pull_request`.
 */
function liveFor(s: ModeContext, sticky: StickyState): LivePage | null {
  const pr = s.event.pr;
  if (!s.inputs.progress || !s.inputs.comment || !s.github || !pr) return null;
  if (pr.isFork && s.event.name === 'pull_request') return null;
  return livePage({
    github: s.github,
    issue: pr.number,
    commentId: s.inputs.commentId,
    sticky,
    secrets: s.ctx.secrets,
    log: s.surface,
    ...(s.progressClock ? { clock: s.progressClock } : {}),
  });
}

const failed = (err: unknown) => ({ kind: 'failed' as const, message: messageOf(err) });

/** SIGINT or SIGTERM, as main.ts names it in the abort's reason. */
function signalName(signal: AbortSignal): string {
  const reason: unknown = signal.reason;
  const text = reason instanceof Error ? reason.message : String(reason);
  return /SIG[A-Z]+/.exec(text)?.[0] ?? 'cancelled';
}

function unpostedWhy(skip: CommentSkip | undefined): string {
  if (skip === 'stale')
    return 'The pull request head moved while the lanes reviewed, and on-stale: skip posts nothing; the job summary has the review.';
  return 'The review could not be posted to this comment; the job summary and the artifact have it.';
}
