/**
 * `mode: publish` (D14): the plan's, the lane jobs' and the examine jobs' artifacts merged and
 * published as one review.
 */
import { downloadHandover, handoverStore, matrixLookBack } from '../handover-download.js';
import { MATRIX_SCOPE } from '../look-back.js';
import { publishReview, type ModeContext } from '../mode.js';
import { pageRecords } from '../track-record.js';

export async function publishMode(s: ModeContext): Promise<void> {
  const store = await handoverStore(s, 'publish', 'collect the lane results');
  // Lanes the plan made runnable but whose job left nothing, or an artifact refused, are reported
  // by the merge; so are examiners whose examine job left no verdicts (D22).
  const handover = await downloadHandover(s, store, 'publish');
  // D19: the feedback on our inline comments counts in a matrix too; its scope stays the whole
  // pull request (the look back's incremental decision is not asked for). D20: the track record.
  const [back, records] = await Promise.all([matrixLookBack(s), pageRecords(s)]);
  const ctx = {
    ...s.ctx,
    ...records,
    scope: MATRIX_SCOPE,
    ...(back.history ? { history: back.history } : {}),
  };
  const outcome = await s.stages.merge(s.settings, handover, ctx);
  await publishReview(s, outcome, back.sticky, back.feedback);
}
