/** `mode: lane` (D14): the one lane `lane` names, its result uploaded for the publish job. */
import { attemptName, laneArtifactBase } from '../../github/artifact.js';
import { removeStaged } from '../../github/stage.js';
import { hideCheckoutCredentials } from '../credentials.js';
import { setUsageOutputs, stageOutcome, type ModeContext } from '../mode.js';
import { ConfigurationError } from '../../diagnostics.js';

export async function laneMode(s: ModeContext): Promise<void> {
  const { surface } = s;
  const identity = s.inputs.lane as string;
  // D6: no lane or probe process starts with the checkout's credentials in its git config.
  const restore = await hideCheckoutCredentials(s.ctx.git, surface);
  let outcome;
  try {
    outcome = await s.stages.lane(s.settings, identity, s.ctx);
  } finally {
    await restore();
  }
  const store = await s.artifacts();
  if (!store)
    throw new ConfigurationError({
      message: 'mode: lane needs the artifact service to hand its result to the publish job',
      code: 'artifact_service',
    });
  const name = attemptName(laneArtifactBase(s.inputs.artifactPrefix, identity), s.run.runAttempt);
  const staged = await stageOutcome(s, outcome);
  await store.upload(name, staged.dir, staged.files).finally(() => removeStaged(staged.dir));
  surface.info(`Uploaded the result of lane ${identity} as ${name}.`);
  surface.setOutput('reviews-path', outcome.reviewsPath);
  surface.setOutput('results', JSON.stringify(outcome.results_json));
  setUsageOutputs(surface, outcome);
  // The publish job applies the outcome (D9) over all lanes; this job stays green.
}
