/** `mode: review`: every selected lane in this job, then one published review. */
import { hideCheckoutCredentials } from '../credentials.js';
import { lookBack } from '../look-back.js';
import { earlyPublishReads, publishReview, type ModeContext } from '../mode.js';
import { pageRecords } from '../track-record.js';

export async function reviewMode(s: ModeContext): Promise<void> {
  // D17: the comments are listed once (as the run began) and the listing published with. The
  // credentials, listed as the run began too, are taken out after the look back: its fetch of
  // the last reviewed head may need them.
  const back = await lookBack(
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
  const restore = await hideCheckoutCredentials(s.ctx.git, s.surface, s.started?.credentials);
  const early = earlyPublishReads(s, back.sticky, back.feedback);
  // D20: read while the lanes run; only the report waits for it. A notice when there is none.
  const ctx = {
    ...s.ctx,
    ...pageRecords(s),
    scope: back.scope,
    ...(back.previous ? { previous: back.previous } : {}),
    ...(back.history ? { history: back.history } : {}),
    ...(s.inputs.artifact.upload ? { lanesStarting: s.lanesStarting } : {}),
    lanesDone: early.lanesDone,
    findingsSettled: early.findingsSettled,
  };
  const outcome = await (await s.stages()).review(s.settings, ctx).finally(restore);
  // In plan mode the plan job annotates these; a single review job does it here.
  for (const w of outcome.plan.warnings) s.surface.warning(w.message);
  await publishReview(s, outcome, back.sticky, back.feedback, early.reads());
}
