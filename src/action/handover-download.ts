/**
 * The matrix's handover downloaded (D14, D22 *Matrix*): the plan job's artifact, each lane job's,
 * and for the publish job each examine job's, each into a folder of its own under RUNNER_TEMP.
 * The examine and publish modes both read them, and look back at the pull request alike.
 */
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
} from '../github/artifact.js';
import {
  MAX_EXAMINE_ARTIFACT_BYTES,
  MAX_EXAMINE_ARTIFACT_ENTRIES,
  MAX_LANE_ARTIFACT_BYTES,
  MAX_LANE_ARTIFACT_ENTRIES,
} from '../pipeline/index.js';
import type { LaneHandover } from '../pipeline/handover.js';
import { ConfigurationError } from '../diagnostics.js';
import { runnerPaths } from './inputs.js';
import { lookBack, type PreviousReview } from './look-back.js';
import { refuseLinkedWrite, type ModeContext } from './mode.js';

/** What each kind of job's artifact is held to, and how it is named in a refusal. */
const JOBS = {
  lane: {
    noun: "a lane job's artifact",
    maxBytes: MAX_LANE_ARTIFACT_BYTES,
    maxEntries: MAX_LANE_ARTIFACT_ENTRIES,
  },
  examine: {
    noun: "an examine job's artifact",
    maxBytes: MAX_EXAMINE_ARTIFACT_BYTES,
    maxEntries: MAX_EXAMINE_ARTIFACT_ENTRIES,
  },
} as const;

/**
 * The artifact store of this run, or a configuration error naming `mode`: the matrix's jobs hand
 * over only through it.
 */
export async function handoverStore(s: ModeContext, mode: string, what: string): Promise<ArtifactStore> {
  const store = await s.artifacts();
  if (!store)
    throw new ConfigurationError({
      message: `mode: ${mode} needs the artifact service to ${what}`,
      code: 'artifact_service',
    });
  return store;
}

/**
 * Downloads the plan's and the lane jobs' artifacts (and, with `examine`, the examine jobs') of
 * this run. A job's artifact that is refused is that lane's failure (or that examiner's), warned
 * about by name, never the run's.
 */
export async function downloadHandover(
  s: ModeContext,
  store: ArtifactStore,
  mode: 'examine' | 'publish',
): Promise<LaneHandover> {
  const list = await store.list();
  const prefix = s.inputs.artifactPrefix;
  const planArtifact = latestArtifact(list, planArtifactBase(prefix));
  if (!planArtifact) {
    throw new ConfigurationError({
      message: `mode: ${mode} found no '${planArtifactBase(prefix)}' artifact in this run: run mode: plan first with the same artifact-prefix`,
      code: 'no_plan_artifact',
    });
  }
  const { runnerTemp } = runnerPaths(s.ctx.env);
  refuseLinkedWrite(runnerTemp, s.ctx.env);
  await mkdir(runnerTemp, { recursive: true });
  const root = await mkdtemp(join(runnerTemp, 'reviewer-lanes-handover-'));
  const planDir = join(root, 'plan');
  await store.download(planArtifact.id, planDir);
  const take = async (job: keyof typeof JOBS) => {
    const dirs = new Map<string, string>();
    const refused = new Map<string, string>();
    for (const [identity, artifact] of latestLaneArtifacts(list, prefix, job)) {
      const dir = join(root, job === 'lane' ? 'lanes' : 'examine', identity);
      const why = await downloadJobArtifact(store, artifact, dir, job);
      if (why === null) dirs.set(identity, dir);
      else {
        refused.set(identity, why);
        s.surface.warning(`${job === 'lane' ? 'lane' : 'examiner'} ${identity}: ${why}`);
      }
    }
    return { dirs, refused };
  };
  const lanes = await take('lane');
  return {
    planDir,
    laneDirs: lanes.dirs,
    refused: lanes.refused,
    ...(mode === 'publish' ? { examine: await take('examine') } : {}),
  };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/**
 * A job's artifact is steered by the pull request, and unpacking it fills this runner's disk: one
 * listed over the cap is not downloaded, one that unpacks past the byte or entry cap, or cannot be
 * unpacked, is removed. Any of these, or a download that fails, is that job's failure (the why
 * returned), never the run's.
 */
async function downloadJobArtifact(
  store: ArtifactStore,
  artifact: StoredArtifact,
  dir: string,
  job: keyof typeof JOBS,
): Promise<string | null> {
  const { noun, maxBytes, maxEntries } = JOBS[job];
  const cap = `the ${maxBytes}-byte (${mib(maxBytes)}) cap on ${noun}`;
  if (artifact.size !== undefined && artifact.size > maxBytes)
    return `its artifact ${artifact.name} is listed at ${artifact.size} bytes (${mib(artifact.size)}), over ${cap}; it was not downloaded`;
  const zipped = `its artifact ${artifact.name} (${artifact.size ?? 'unlisted'} bytes zipped)`;
  try {
    await store.download(artifact.id, dir, { maxBytes, maxEntries });
    return null;
  } catch (error) {
    if (error instanceof ArtifactTooLargeError)
      return `${zipped} unpacks past ${cap}; what it wrote was removed`;
    if (error instanceof ArtifactTooManyEntriesError)
      return `${zipped} holds more than the ${error.maxEntries}-entry cap on ${noun} (stopped at entry ${error.entries}); what it wrote was removed`;
    if (error instanceof ArtifactUnreadableError)
      return `${zipped} is not a zip that can be unpacked (${error.why}); what it wrote was removed`;
    const why = error instanceof Error ? error.message : String(error);
    return `its artifact ${artifact.name} could not be downloaded (${why})`;
  }
}

/**
 * The look back of a matrix job that merges the lanes' results (`examine`, `publish`): the feedback
 * on our inline comments and the dismissals count (D19); the scope stays the whole pull request, so
 * the incremental decision is not asked for.
 */
export function matrixLookBack(s: ModeContext): Promise<PreviousReview> {
  return lookBack({
    inputs: { ...s.inputs, incremental: 'off' },
    event: s.event,
    github: s.github,
    author: s.author,
    git: s.ctx.git,
    log: s.surface,
  });
}
