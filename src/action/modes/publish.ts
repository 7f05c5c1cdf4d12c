/** `mode: publish` (D14): the plan's and the lane jobs' artifacts merged and published as one review. */
import { mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { latestArtifact, latestLaneArtifacts, planArtifactBase } from '../../github/artifact.js';
import { runnerPaths } from '../inputs.js';
import { MATRIX_SCOPE } from '../look-back.js';
import { publishReview, refuseLinkedWrite, type ModeContext } from '../mode.js';

export async function publishMode(s: ModeContext): Promise<void> {
  const store = await s.artifacts();
  if (!store) throw new Error('mode: publish needs the artifact service to collect the lane results');
  const list = await store.list();
  const planArtifact = latestArtifact(list, planArtifactBase(s.inputs.artifactPrefix));
  if (!planArtifact) {
    throw new Error(
      `mode: publish found no '${planArtifactBase(s.inputs.artifactPrefix)}' artifact in this run: run mode: plan first with the same artifact-prefix`,
    );
  }
  const { runnerTemp } = runnerPaths(s.ctx.env);
  refuseLinkedWrite(runnerTemp, s.ctx.env);
  await mkdir(runnerTemp, { recursive: true });
  const root = await mkdtemp(join(runnerTemp, 'reviewer-lanes-handover-'));
  const planDir = join(root, 'plan');
  await store.download(planArtifact.id, planDir);
  const laneDirs = new Map<string, string>();
  for (const [identity, artifact] of latestLaneArtifacts(list, s.inputs.artifactPrefix)) {
    const dir = join(root, 'lanes', identity);
    await store.download(artifact.id, dir);
    laneDirs.set(identity, dir);
  }
  // Lanes the plan made runnable but whose job left nothing are reported by the merge.
  const ctx = { ...s.ctx, scope: MATRIX_SCOPE };
  const outcome = await (await s.stages()).merge(s.settings, { planDir, laneDirs }, ctx);
  await publishReview(s, outcome);
}
