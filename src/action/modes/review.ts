/** `mode: review`: every selected lane in this job, then one published review. */
import { hideCheckoutCredentials } from '../credentials.js';
import { lookBack } from '../look-back.js';
import { publishReview, type ModeContext } from '../mode.js';

export async function reviewMode(s: ModeContext): Promise<void> {
  // D17: the comments are listed once, here, and the listing published with.
  const back = await lookBack({
    inputs: s.inputs,
    event: s.event,
    github: s.github,
    author: s.author,
    git: s.ctx.git,
    log: s.surface,
  });
  const restore = await hideCheckoutCredentials(s.ctx.git, s.surface);
  const ctx = {
    ...s.ctx,
    scope: back.scope,
    ...(back.previous ? { previous: back.previous } : {}),
    ...(s.inputs.artifact.upload ? { lanesStarting: s.lanesStarting } : {}),
  };
  const outcome = await (await s.stages()).review(s.settings, ctx).finally(restore);
  // In plan mode the plan job annotates these; a single review job does it here.
  for (const w of outcome.plan.warnings) s.surface.warning(w.message);
  await publishReview(s, outcome, back.sticky);
}
