/** `mode: review`: every selected lane in this job, then one published review. */
import type { Finding } from '../../findings/types.js';
import { hideCheckoutCredentials } from '../credentials.js';
import { lookBack } from '../look-back.js';
import { earlyPublishReads, publishReview, type ModeContext } from '../mode.js';
import { pageRecords } from '../track-record.js';

export async function reviewMode(s: ModeContext): Promise<void> {
  // D17: the comments are listed once (as the run began) and the listing published with. The
  // pipeline does not wait for the look back (GitHub's answers, a fetch): the plan, the diff and
  // the workspace go on beside it, and only what depends on the last review waits.
  const back = lookBack(
    {
      inputs: s.inputs,
      event: s.event,
      github: s.github,
      author: s.author,
      git: s.ctx.git,
      log: s.surface,
    },
    s.started?.back,
  );
  // The credentials, listed as the run began too, are taken out after the look back (its fetch
  // of the last reviewed head may need them) and before any lane or probe process starts (D6).
  const hidden = back.then(() => hideCheckoutCredentials(s.ctx.git, s.surface, s.started?.credentials));
  const early = back.then((b) => earlyPublishReads(s, b.sticky, b.feedback));
  for (const p of [hidden, early]) p.catch(() => undefined);
  // D20: read while the lanes run; only the report waits for it. A notice when there is none.
  const ctx = {
    ...s.ctx,
    ...pageRecords(s),
    lastReview: back.then((b) => ({
      scope: b.scope,
      ...(b.previous ? { previous: b.previous } : {}),
      ...(b.history ? { history: b.history } : {}),
    })),
    processesAfter: hidden,
    ...(s.inputs.artifact.upload ? { lanesStarting: s.lanesStarting } : {}),
    // Both come after the lanes, so after the look back: in order, each on its answer.
    lanesDone: () => void early.then((e) => e.lanesDone()),
    findingsSettled: (findings: readonly Finding[]) => void early.then((e) => e.findingsSettled(findings)),
  };
  const restore = async () => (await hidden.catch(() => null))?.();
  const review = (await s.stages()).review(s.settings, ctx).finally(restore);
  // A look back or a credential that failed fails the run before anything is published.
  const [outcome, b, e] = await Promise.all([review, back, early, hidden]);
  // In plan mode the plan job annotates these; a single review job does it here.
  for (const w of outcome.plan.warnings) s.surface.warning(w.message);
  await publishReview(s, outcome, b.sticky, b.feedback, e.reads());
}
