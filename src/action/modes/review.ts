/** `mode: review`: every selected lane in this job, then one published review. */
import { hideCheckoutCredentials } from '../credentials.js';
import { preloadArtifacts, publishReview, type ModeContext } from '../mode.js';

export async function reviewMode(s: ModeContext): Promise<void> {
  const restore = await hideCheckoutCredentials(s.ctx.git, s.surface);
  const ctx = s.inputs.artifact.upload ? { ...s.ctx, lanesStarting: preloadArtifacts(s) } : s.ctx;
  const outcome = await (await s.stages()).review(s.settings, ctx).finally(restore);
  // In plan mode the plan job annotates these; a single review job does it here.
  for (const w of outcome.plan.warnings) s.surface.warning(w.message);
  await publishReview(s, outcome);
}
