/** The review job: plan, prompt, run the lanes, report. `mode: lane` is the same job for one lane. */
import { setMaxListeners } from 'node:events';
import { homedir } from 'node:os';
import type { PlanOutcome } from '../plan/types.js';
import type { LaneRunContext } from '../run/types.js';
import { dispatchPlan, runLanes } from '../run/runner.js';
import { laneEnvironment } from '../trust/env.js';
import { DEFAULTS } from '../vocabulary.js';
import {
  removeWorkspace,
  reserveWorkspace,
  type FilledWorkspace,
  type LaneWorkspace,
} from '../workspace/workspace.js';
import type { LaneCandidate } from '../select/select.js';
import { forOneRun, type PipelineDeps, type PipelineInput } from './input.js';
import { prepareOutDir } from './outdir.js';
import { planReview, reportedLanes } from './plan-job.js';
import {
  collectPromptParts,
  fillLaneWorkspace,
  readLaneWorkspaceSources,
  writeLanePrompts,
} from './prompt.js';
import type { ReviewOutcome } from './report.js';

/**
 * Awaits independent steps started together; when several fail, the first one's error (in
 * argument order) is the one thrown, as if they had run one after the other.
 */
async function settleInOrder<A, B, C>(a: Promise<A>, b: Promise<B>, c: Promise<C>): Promise<[A, B, C]> {
  const settled = await Promise.allSettled([a, b, c]);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as [A, B, C];
}

/** The lanes' workspace of one run, once the plan has asked for it. */
interface MadeWorkspace {
  workspace: LaneWorkspace;
  filled: Promise<FilledWorkspace>;
  /** Its removal, started once the lanes are done with it. */
  removed?: Promise<string | null>;
}

/** The whole review: plan, prompt, run, report. Writes REVIEWS.md and results.json to outDir. */
export async function runReview(
  input: PipelineInput,
  pipelineDeps: PipelineDeps,
  only?: string,
): Promise<ReviewOutcome> {
  const { settings } = input;
  const deps = forOneRun(pipelineDeps);
  // The trusted commit's two files, the consent baseline (the plan's) and the lanes' extra
  // instructions (the prompt's), asked of git together: each stage's own ask then finds its answer.
  deps.git
    .revParse(settings.baselineRef)
    .then((sha) =>
      sha ? deps.git.readFiles?.(sha, [settings.consentPath, DEFAULTS.instructionsPath]) : undefined,
    )
    .catch(() => undefined);
  const made: { ws?: MadeWorkspace } = {};
  // What the workspace reads of the checkout starts with the diff reads; only writing it waits
  // for the plan to ask for one.
  const sources = readLaneWorkspaceSources(input, deps);
  sources.catch(() => undefined);
  // Spawn lanes run in a workspace of their own, never in the checkout (D18); an HTTP lane reads
  // no working directory, so a run without a spawn lane makes none. Named when the plan knows
  // who is selected, before trust decides and any argv names it: written while git reads the
  // baseline and the diff (a run whose spawn lanes trust then blocks removes it unused); removed
  // however the run ends.
  const laneRoot = (selected: readonly LaneCandidate[]): string | undefined => {
    const runs = only === undefined ? selected : selected.filter((c) => c.identity === only);
    if (!runs.some((c) => c.lane.reviewer.transport === 'spawn')) return undefined;
    const workspace = reserveWorkspace({
      cwd: settings.cwd,
      outDir: settings.outDir,
      ...(settings.tempDir !== undefined ? { tempDir: settings.tempDir } : {}),
    });
    const filled = fillLaneWorkspace(workspace, input, deps, sources);
    // Awaited by the prompt; until then a failure must not count as unhandled.
    filled.catch(() => undefined);
    made.ws = { workspace, filled };
    return workspace.root;
  };
  try {
    return await reviewIn(made, laneRoot, input, deps, only);
  } finally {
    // A run without a workspace leaves no git read behind it.
    await sources.then((s) => Promise.allSettled([s.treeFixes, s.paths])).catch(() => undefined);
    const ws = made.ws;
    if (ws) {
      // A run that failed early must not remove the folder while git is still writing into it.
      await ws.filled.catch(() => undefined);
      const problem = await (ws.removed ?? removeWorkspace(ws.workspace));
      if (problem)
        deps.log?.(`warning: the lanes' workspace ${ws.workspace.root} could not be removed: ${problem}`);
    }
  }
}

async function reviewIn(
  made: { ws?: MadeWorkspace },
  laneRoot: (consented: readonly LaneCandidate[]) => string | undefined,
  input: PipelineInput,
  deps: ReturnType<typeof forOneRun>,
  only?: string,
): Promise<ReviewOutcome> {
  const { settings, signal } = input;
  // A matrix lane job probes only its own lane: the others run on other runners (D14).
  const planned = planReview(input, deps, only === undefined ? 'all' : { identity: only }, laneRoot);
  // The prompt names the workspace, when the plan made one; a failed plan is reported as such.
  const workspace = planned.then(() => made.ws?.filled);
  workspace.catch(() => undefined);
  // The report's modules (the Markdown parser, the results schemas) load once the first lane has
  // ended: the lanes are started by then and run in processes (or requests) of their own, a wait of
  // this process's otherwise, and nothing before the report needs them. Loading them sooner would
  // hold up the lanes' start. A run that starts no lane loads them when its report asks.
  // Both the module and its stages are loaded once however often this is called.
  const loadReport = async () => {
    const m = await import('./report.js');
    await m.loadReportStages();
    return m;
  };
  // The diff (git processes) is read while the plan loads and validates the catalog (this
  // process's CPU). The plan's failure still wins over the diff's.
  const [, plan, prompt] = await settleInOrder(
    prepareOutDir(settings.outDir, settings.cwd),
    planned,
    collectPromptParts(input, deps, workspace),
  );
  let lanes = reportedLanes(plan);
  if (only !== undefined) lanes = plan.lanes.filter((l) => l.identity === only);
  // An empty change is sent to no lane: the page says there was nothing to review.
  if (prompt.nothing) {
    deps.log?.(`nothing to review: ${prompt.nothing}`);
    lanes = [];
  }

  const { trims, skipped } = writeLanePrompts(settings.outDir, prompt.parts, lanes);
  const toRun = lanes.filter((l) => !skipped.has(l.identity));

  const home = input.env['HOME'] || homedir();
  // Every running lane listens on the one cancellation signal (and its requests may add their
  // own listeners): raise Node's leak-warning threshold to what this run legitimately needs.
  if (signal) setMaxListeners(Math.max(10, 4 * lanes.length + 10), signal);
  // Read once: process.env is a live view, and every lane's allow-list would read it again.
  const parentEnv = { ...input.env };
  // A spawn lane runs in the workspace and nowhere else (D18): the plan asked for one for it.
  const folderOf = (p: PlanOutcome['lanes'][number]): string => {
    if (made.ws) return made.ws.workspace.root;
    if (p.plan?.transport === 'spawn') throw new Error('no workspace was made for a spawn lane');
    return settings.cwd;
  };
  const ctxFor = (p: PlanOutcome['lanes'][number]): LaneRunContext => ({
    repoRoot: folderOf(p),
    env: laneEnvironment(parentEnv, p.plan?.envNames ?? []),
    homeDir: home,
    killGraceMs: DEFAULTS.killGraceMs,
    maxOutputBytes: DEFAULTS.maxOutputBytes,
    processRunner: deps.processRunner,
    ...(deps.http ? { httpClient: deps.http } : {}),
    ...(signal ? { signal } : {}),
  });
  deps.log?.(`running ${toRun.filter((l) => l.status === 'runnable').length} lane(s)`);
  const ran = await runLanes(toRun, {
    ctxFor,
    maxParallel: settings.maxParallel,
    outDir: settings.outDir,
    runPlan: (p, ctx) =>
      dispatchPlan(p, ctx).finally(() => {
        // Awaited by the report, which sees any failure of its own.
        loadReport().catch(() => undefined);
      }),
  });
  // What publishing reads of GitHub starts now: GitHub answers while the report's modules load.
  input.lanesDone?.();
  // The lanes are done with their workspace: it is removed while the report is written.
  if (made.ws) made.ws.removed = removeWorkspace(made.ws.workspace);
  // runLanes keeps its input's order: the skipped lanes go back where they were.
  let next = 0;
  const results = lanes.map((l) => skipped.get(l.identity) ?? ran[next++]!);
  for (const r of results) {
    const t = trims.get(r.identity);
    if (t && (t.omitted.length > 0 || t.truncated_files.length > 0 || t.hard_failed)) r.trimmed = t;
  }
  const { report } = await loadReport();
  return report(input, deps, plan, lanes, results, prompt);
}

/** `mode: lane`: one lane of the plan, with its result directory as the outcome's outDir. */
export async function runOneLane(
  input: PipelineInput,
  identity: string,
  deps: PipelineDeps,
): Promise<ReviewOutcome> {
  return runReview(input, deps, identity);
}
