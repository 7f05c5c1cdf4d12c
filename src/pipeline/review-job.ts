/** The review job: plan, prompt, run the lanes, report. `mode: lane` is the same job for one lane. */
import { setMaxListeners } from 'node:events';
import { homedir } from 'node:os';
import type { PlanOutcome } from '../plan/types.js';
import type { CheckoutFacts } from '../prompt/build.js';
import type { LaneResult, LaneRunContext } from '../run/types.js';
import { headTreeFiles } from '../findings/index.js';
import { runLanes } from '../run/runner.js';
import type { Settings } from '../settings.js';
import type { Git } from '../sys/git.js';
import { laneEnvironment } from '../trust/env.js';
import { DEFAULTS } from '../vocabulary.js';
import {
  removeWorkspace,
  reserveWorkspace,
  type FilledWorkspace,
  type LaneWorkspace,
} from '../workspace/workspace.js';
import { forOneRun, type PipelineDeps, type PipelineInput } from './input.js';
import { prepareOutDir } from './outdir.js';
import { committedConfigPaths } from '../config/catalog-entry.js';
import { chooseLanes, planChosen, reportedLanes, selectedLanes, type LaneChoice } from './plan-job.js';
import { collectPromptParts, fillLaneWorkspace, writeLanePrompts } from './prompt.js';
import { provisionalFindings } from './progress.js';
import { report, type ReviewOutcome } from './report.js';
import { secretValues } from './secrets.js';
import { InternalError } from '../diagnostics.js';

export type RunDeps = ReturnType<typeof forOneRun>;

/** The whole review: plan, prompt, run, report. Writes REVIEWS.md and results.json to outDir. */
export async function runReview(
  input: PipelineInput,
  pipelineDeps: PipelineDeps,
  only?: string,
): Promise<ReviewOutcome> {
  return inLaneWorkspace(input, pipelineDeps, only, (deps, choice, workspace) =>
    reviewIn(input, deps, choice, workspace, only),
  );
}

/**
 * What every job that runs lanes does first and last: the out directory made ready, the trusted
 * files read, the lanes chosen and, for a spawn lane (`only`: the one lane of a matrix job), their
 * workspace named; `body` plans and runs in it, and the workspace is removed however it ends.
 */
export async function inLaneWorkspace<T>(
  input: PipelineInput,
  pipelineDeps: PipelineDeps,
  only: string | undefined,
  body: (deps: RunDeps, choice: LaneChoice, workspace: LaneWorkspace | undefined) => Promise<T>,
): Promise<T> {
  const { settings } = input;
  const deps = forOneRun(pipelineDeps);
  await prepareOutDir(settings.outDir, settings.cwd);
  await readTrustedFiles(deps.git, settings);
  const choice = await chooseLanes(input, deps);
  // The page's first word (D12): which lanes, which head, before any lane runs.
  if (only === undefined && deps.progress) {
    const since = input.scope?.kind === 'delta' ? input.scope.since : undefined;
    deps.progress({
      kind: 'started',
      lanes: selectedLanes(choice).map((c) => c.identity),
      headSha: settings.head,
      ...(since ? { since } : {}),
    });
  }
  // Spawn lanes run in a workspace of their own, never in the checkout (D18): named now, since
  // the plan writes it into their argv. An HTTP lane reads no working directory, so a run without
  // a spawn lane makes none. Removed however the run ends.
  const workspace = spawnsLanes(choice, only)
    ? reserveWorkspace({
        cwd: settings.cwd,
        outDir: settings.outDir,
        ...(settings.tempDir !== undefined ? { tempDir: settings.tempDir } : {}),
      })
    : undefined;
  try {
    return await body(deps, choice, workspace);
  } finally {
    if (workspace) {
      const problem = await removeWorkspace(workspace);
      if (problem)
        deps.log?.(`warning: the lanes' workspace ${workspace.root} could not be removed: ${problem}`);
    }
  }
}

/**
 * The trusted commit's files, the consent baseline (the plan's), the lanes' extra instructions
 * (the prompt's) and the config that pins the catalog (D23), in one git read: each stage's own read then finds its answer in
 * the run's cache (forOneRun).
 */
async function readTrustedFiles(git: Git, settings: Settings): Promise<void> {
  try {
    const sha = await git.revParse(settings.baselineRef);
    const config = committedConfigPaths(settings.cwd, settings.configPath);
    if (sha) await git.readFiles?.(sha, [settings.consentPath, DEFAULTS.instructionsPath, ...config]);
  } catch {
    // Not reported here: the plan reads the baseline again and reports what failed as data (D2).
  }
}

/** Whether a lane that would run is a spawn lane (`only`: the one lane of `mode: lane`). */
function spawnsLanes(choice: LaneChoice, only: string | undefined): boolean {
  const runs = selectedLanes(choice).filter((c) => only === undefined || c.identity === only);
  return runs.some((c) => c.lane.reviewer.transport === 'spawn');
}

async function reviewIn(
  input: PipelineInput,
  deps: RunDeps,
  choice: LaneChoice,
  workspace: LaneWorkspace | undefined,
  only: string | undefined,
): Promise<ReviewOutcome> {
  const { settings, signal } = input;
  // A matrix lane job probes only its own lane: the others run on other runners (D14).
  const probes = only === undefined ? 'all' : { identity: only };
  const plan = await planChosen(input, deps, choice, probes, workspace?.root);
  let lanes = reportedLanes(plan);
  if (only !== undefined) lanes = plan.lanes.filter((l) => l.identity === only);
  // Written only for a spawn lane that will run: trust or a probe may have stopped them all.
  const spawnRuns = lanes.some((l) => l.status === 'runnable' && l.plan?.transport === 'spawn');
  const filled = workspace && spawnRuns ? await fillLaneWorkspace(workspace, input, deps) : undefined;
  const prompt = await collectPromptParts(input, deps, filled);
  // An empty change is sent to no lane: the page says there was nothing to review.
  if (prompt.nothing) {
    deps.log?.(`nothing to review: ${prompt.nothing}`);
    lanes = [];
  }

  const { trims, skipped } = writeLanePrompts(settings.outDir, prompt.parts, lanes);
  const toRun = lanes.filter((l) => !skipped.has(l.identity));
  const progress =
    deps.progress && only === undefined
      ? provisionalFindings({
          sink: deps.progress,
          order: lanes.map((l) => l.identity),
          changedPaths: prompt.hunks.map((h) => h.path),
          hunks: prompt.hunks,
          roots: [settings.cwd, ...(filled ? [filled.root] : [])],
          headFiles: headTreeFiles(deps.git, prompt.headSha),
          secrets: secretValues(plan, input.env, input.secrets),
          ...(deps.log ? { log: deps.log } : {}),
        })
      : undefined;
  for (const s of skipped.values()) progress?.ended(s);

  // Every running lane listens on the one cancellation signal (and its requests may add their
  // own listeners): raise Node's leak-warning threshold to what this run legitimately needs.
  if (signal) setMaxListeners(Math.max(10, 4 * lanes.length + 10), signal);
  const ctxFor = laneContexts(input, deps, filled);
  deps.log?.(`running ${toRun.filter((l) => l.status === 'runnable').length} lane(s)`);
  let ran: LaneResult[];
  try {
    ran = await runLanes(toRun, {
      ctxFor,
      maxParallel: settings.maxParallel,
      outDir: settings.outDir,
      ...(progress ? { onLaneEnd: (r: LaneResult) => progress.ended(r) } : {}),
    });
  } finally {
    // Every lane's event is out before the report starts (or the run ends): none is left behind.
    await progress?.settled();
  }
  // runLanes keeps its input's order: the skipped lanes go back where they were.
  let next = 0;
  const results = lanes.map((l) => skipped.get(l.identity) ?? ran[next++]!);
  for (const r of results) {
    const t = trims.get(r.identity);
    if (t && (t.omitted.length > 0 || t.truncated_files.length > 0 || t.hard_failed)) r.trimmed = t;
  }
  // D22: the examiners run as their reviews ran: the same plans, contexts and checkout.
  const examine = { lanes: toRun, ctxFor, checkout: checkoutOf(settings, prompt.headSha, filled) };
  return report(input, deps, plan, lanes, results, prompt, only === undefined ? examine : undefined);
}

/** Where the lanes' checkout is, as their prompts say: the workspace when one was filled. */
export function checkoutOf(
  settings: Settings,
  headSha: string,
  filled: FilledWorkspace | undefined,
): CheckoutFacts {
  return {
    repoRoot: filled?.root ?? settings.cwd,
    headSha,
    ...(filled ? { workspace: { treeSha: filled.treeSha } } : {}),
  };
}

/** How each lane runs: its folder, its allow-listed environment, the run's runner and signal. */
export function laneContexts(
  input: PipelineInput,
  deps: RunDeps,
  filled: FilledWorkspace | undefined,
): (p: PlanOutcome['lanes'][number]) => LaneRunContext {
  const { settings, signal } = input;
  const home = input.env['HOME'] || homedir();
  // Read once: process.env is a live view, and every lane's allow-list would read it again.
  const parentEnv = { ...input.env };
  return (p) => ({
    repoRoot: folderOf(p, filled, settings.cwd),
    env: laneEnvironment(parentEnv, p.plan?.envNames ?? []),
    homeDir: home,
    killGraceMs: DEFAULTS.killGraceMs,
    maxOutputBytes: DEFAULTS.maxOutputBytes,
    processRunner: deps.processRunner,
    ...(deps.http ? { httpClient: deps.http } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** A spawn lane runs in the workspace and nowhere else (D18): the review filled one for it. */
function folderOf(p: PlanOutcome['lanes'][number], filled: FilledWorkspace | undefined, cwd: string): string {
  if (filled) return filled.root;
  if (p.plan?.transport === 'spawn') throw new InternalError('no workspace was made for a spawn lane');
  return cwd;
}

/** `mode: lane`: one lane of the plan, with its result directory as the outcome's outDir. */
export async function runOneLane(
  input: PipelineInput,
  identity: string,
  deps: PipelineDeps,
): Promise<ReviewOutcome> {
  return runReview(input, deps, identity);
}
