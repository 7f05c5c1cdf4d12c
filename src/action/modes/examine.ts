/**
 * `mode: examine` (D22 *Matrix*): after the lane jobs, the lane `lane` names checks the findings
 * the other lanes raised, on its own lane job's runner with its consent, environment and
 * workspace, and uploads its verdicts for the publish job.
 */
import { attemptName, examineArtifactBase } from '../../github/artifact.js';
import { removeStaged } from '../../github/stage.js';
import { EXAMINE_VERDICTS_FILE } from '../../pipeline/handover.js';
import { hideCheckoutCredentials } from '../credentials.js';
import { downloadHandover, handoverStore, matrixLookBack } from '../handover-download.js';
import { MATRIX_SCOPE } from '../look-back.js';
import { stageOutcome, type ModeContext } from '../mode.js';

export async function examineMode(s: ModeContext): Promise<void> {
  const { surface } = s;
  const identity = s.inputs.lane as string;
  const store = await handoverStore(
    s,
    'examine',
    'read the lane results and hand its verdicts to the publish job',
  );
  const handover = await downloadHandover(s, store, 'examine');
  // D19: a finding someone dismissed is examined nowhere, here as in the publish job.
  const back = await matrixLookBack(s);
  const ctx = { ...s.ctx, scope: MATRIX_SCOPE, ...(back.history ? { history: back.history } : {}) };
  // D6: no lane or probe process starts with the checkout's credentials in its git config.
  const restore = await hideCheckoutCredentials(s.ctx.git, surface);
  let examined;
  try {
    examined = await s.stages.examine(s.settings, identity, handover, ctx);
  } finally {
    await restore();
  }
  const { part, outcome } = examined;
  const name = attemptName(examineArtifactBase(s.inputs.artifactPrefix, identity), s.run.runAttempt);
  const staged = await stageOutcome(s, outcome, [EXAMINE_VERDICTS_FILE]);
  await store.upload(name, staged.dir, staged.files).finally(() => removeStaged(staged.dir));
  const e = part.examination;
  surface.info(
    e
      ? `Lane ${identity} examined: ${e.status}, ${e.verdicts} verdict(s); uploaded as ${name}.`
      : `Lane ${identity} had nothing to examine (${part.round.reason ?? 'no finding was sent to it'}); uploaded as ${name}.`,
  );
  // An examiner that failed leaves no verdicts and a warning; it never fails the job (D22).
  if (e && e.status !== 'answered')
    surface.warning(
      `examiner ${identity} left no verdicts (${e.status}${e.reason ? `: ${e.reason}` : ''})${e.detail ? `: ${e.detail}` : ''}`,
    );
}
