/** `mode: publish` (D14): the plan's and the lane jobs' artifacts merged and published as one review. */
import { mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ArtifactTooLargeError,
  ArtifactTooManyEntriesError,
  ArtifactUnreadableError,
  latestArtifact,
  latestLaneArtifacts,
  planArtifactBase,
  type ArtifactStore,
  type StoredArtifact,
} from '../../github/artifact.js';
import { MAX_LANE_ARTIFACT_BYTES, MAX_LANE_ARTIFACT_ENTRIES } from '../../pipeline/index.js';
import { runnerPaths } from '../inputs.js';
import { MATRIX_SCOPE, lookBack } from '../look-back.js';
import { publishReview, refuseLinkedWrite, type ModeContext } from '../mode.js';
import { pageRecords } from '../track-record.js';
import { ConfigurationError } from '../../diagnostics.js';

export async function publishMode(s: ModeContext): Promise<void> {
  const store = await s.artifacts();
  if (!store)
    throw new ConfigurationError({
      message: 'mode: publish needs the artifact service to collect the lane results',
      code: 'artifact_service',
    });
  const list = await store.list();
  const planArtifact = latestArtifact(list, planArtifactBase(s.inputs.artifactPrefix));
  if (!planArtifact) {
    throw new ConfigurationError({
      message: `mode: publish found no '${planArtifactBase(s.inputs.artifactPrefix)}' artifact in this run: run mode: plan first with the same artifact-prefix`,
      code: 'no_plan_artifact',
    });
  }
  const { runnerTemp } = runnerPaths(s.ctx.env);
  refuseLinkedWrite(runnerTemp, s.ctx.env);
  await mkdir(runnerTemp, { recursive: true });
  const root = await mkdtemp(join(runnerTemp, 'reviewer-lanes-handover-'));
  const planDir = join(root, 'plan');
  await store.download(planArtifact.id, planDir);
  const laneDirs = new Map<string, string>();
  const refused = new Map<string, string>();
  for (const [identity, artifact] of latestLaneArtifacts(list, s.inputs.artifactPrefix)) {
    const dir = join(root, 'lanes', identity);
    const why = await downloadLaneArtifact(store, artifact, dir);
    if (why === null) laneDirs.set(identity, dir);
    else {
      refused.set(identity, why);
      s.surface.warning(`lane ${identity}: ${why}`);
    }
  }
  // D19: the feedback on our inline comments counts in a matrix too; its scope stays the whole
  // pull request (the look back's incremental decision is not asked for). D20: the track record.
  const [back, records] = await Promise.all([
    lookBack({
      inputs: { ...s.inputs, incremental: 'off' },
      event: s.event,
      github: s.github,
      author: s.author,
      git: s.ctx.git,
      log: s.surface,
    }),
    pageRecords(s),
  ]);
  // Lanes the plan made runnable but whose job left nothing, or an artifact refused, are reported by the merge.
  const ctx = {
    ...s.ctx,
    ...records,
    scope: MATRIX_SCOPE,
    ...(back.history ? { history: back.history } : {}),
  };
  const outcome = await s.stages.merge(s.settings, { planDir, laneDirs, refused }, ctx);
  await publishReview(s, outcome, back.sticky, back.feedback);
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/**
 * A lane job's artifact is steered by the pull request, and unpacking it fills this runner's
 * disk: one listed over the cap is not downloaded, one that unpacks past the byte or entry cap,
 * or cannot be unpacked, is removed. Any of these, or a download that fails, is that lane's
 * failure (the why returned), never the run's: the other lanes' reviews are still published.
 */
async function downloadLaneArtifact(
  store: ArtifactStore,
  artifact: StoredArtifact,
  dir: string,
): Promise<string | null> {
  const cap = `the ${MAX_LANE_ARTIFACT_BYTES}-byte (${mib(MAX_LANE_ARTIFACT_BYTES)}) cap on a lane job's artifact`;
  if (artifact.size !== undefined && artifact.size > MAX_LANE_ARTIFACT_BYTES)
    return `its artifact ${artifact.name} is listed at ${artifact.size} bytes (${mib(artifact.size)}), over ${cap}; it was not downloaded`;
  const zipped = `its artifact ${artifact.name} (${artifact.size ?? 'unlisted'} bytes zipped)`;
  try {
    await store.download(artifact.id, dir, {
      maxBytes: MAX_LANE_ARTIFACT_BYTES,
      maxEntries: MAX_LANE_ARTIFACT_ENTRIES,
    });
    return null;
  } catch (error) {
    if (error instanceof ArtifactTooLargeError)
      return `${zipped} unpacks past ${cap}; what it wrote was removed`;
    if (error instanceof ArtifactTooManyEntriesError)
      return `${zipped} holds more than the ${error.maxEntries}-entry cap on a lane job's artifact (stopped at entry ${error.entries}); what it wrote was removed`;
    if (error instanceof ArtifactUnreadableError)
      return `${zipped} is not a zip that can be unpacked (${error.why}); what it wrote was removed`;
    const why = error instanceof Error ? error.message : String(error);
    return `its artifact ${artifact.name} could not be downloaded (${why})`;
  }
}
