/** `mode: review`: every selected lane in this job, then one published review. */
import { hideCheckoutCredentials } from '../credentials.js';
import { lookBack } from '../look-back.js';
import { publishReview, type ModeContext } from '../mode.js';
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
  // D6: the checkout's credentials come out after the look back (its fetch of the last reviewed
  // head may need them) and before the review starts any lane or probe process.
  const restore = await hideCheckoutCredentials(s.ctx.git, s.surface);
  const ctx = {
    ...s.ctx,
    ...records,
    scope: back.scope,
    ...(back.previous ? { previous: back.previous } : {}),
    ...(back.history ? { history: back.history } : {}),
  };
  let outcome;
  try {
    outcome = await s.stages.review(s.settings, ctx);
  } finally {
    await restore();
  }
  // In plan mode the plan job annotates these; a single review job does it here.
  for (const w of outcome.plan.warnings) s.surface.warning(w.message);
  await publishReview(s, outcome, back.sticky, back.feedback);
}
