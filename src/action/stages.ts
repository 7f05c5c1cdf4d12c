/**
 * The pipeline as the action sees it: one function per mode, injected into run() so the
 * orchestration is tested with stand-ins and the production wiring is one place.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { ActionLog } from '../github/log.js';
import type { CheckReport } from '../github/check.js';
import type { PreviousReview } from '../incremental/types.js';
import type { PipelineDeps, PlanOutcome, ReviewOutcome } from '../pipeline.js';
import { mergeLaneResults, planReview, runCheck, runOneLane, runReview } from '../pipeline.js';
import type { PullFile } from '../prompt/change.js';
import { createProcessRunner } from '../run/spawn.js';
import type { ProcessRunner } from '../run/types.js';
import type { Settings } from '../settings.js';
import type { Git } from '../sys/git.js';
import type { ActionEvent } from './event.js';

export interface StageContext {
  /** Aborted on SIGINT/SIGTERM (job cancellation): running lanes are stopped. */
  signal: AbortSignal;
  event: ActionEvent;
  git: Git;
  log: ActionLog;
  /** The runner's environment; lanes get an allow-listed part of it. */
  env: NodeJS.ProcessEnv;
  /** The PR's files from the API, when git cannot produce the diff. */
  pullFiles?: () => Promise<PullFile[]>;
  /** Values lane output must never publish (the GitHub token). */
  secrets: string[];
  /** D17: what the last review left open, for a review of the commits since. */
  previous?: PreviousReview;
  /** Called once the first lanes are running: what publishing needs loads while lanes run. */
  lanesStarting?: () => void;
}

/** What the plan job hands to the publish job: the plan without resolved argv, paths or manifests. */
export interface PlanHandover {
  version: 1;
  ok: boolean;
  source: PlanOutcome['source'];
  baseline: PlanOutcome['baseline'];
  lanes: Array<{
    slug: string;
    identity: string;
    explicit: boolean;
    status: PlanOutcome['lanes'][number]['status'];
    reason?: string;
    detail?: string;
  }>;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

export interface LaneHandover {
  /** The plan job's handover, downloaded into a directory holding plan.json. */
  planDir: string;
  /** Each lane job's result directory, by lane identity. */
  laneDirs: Map<string, string>;
}

export interface ActionStages {
  review(settings: Settings, ctx: StageContext): Promise<ReviewOutcome>;
  plan(settings: Settings, ctx: StageContext): Promise<PlanOutcome>;
  check(settings: Settings, ctx: StageContext): Promise<CheckReport>;
  /** Runs the one lane `identity`; its result directory is the outcome's outDir. */
  lane(settings: Settings, identity: string, ctx: StageContext): Promise<ReviewOutcome>;
  /** Renders the lane jobs' results and the plan's unrunnable lanes into one review. */
  merge(settings: Settings, handover: LaneHandover, ctx: StageContext): Promise<ReviewOutcome>;
}

export function planHandover(plan: PlanOutcome): PlanHandover {
  return {
    version: 1,
    ok: plan.ok,
    source: plan.source,
    baseline: plan.baseline,
    lanes: plan.lanes.map((l) => ({
      slug: l.slug,
      identity: l.identity,
      explicit: l.explicit,
      status: l.status,
      ...(l.reason ? { reason: l.reason } : {}),
      ...(l.detail ? { detail: l.detail } : {}),
    })),
    errors: plan.errors,
    warnings: plan.warnings,
  };
}

/**
 * The lanes to give a job each, as a `strategy.matrix` value: every selected lane that trust does
 * not block and that resolves (the plan job probes nothing, so none is unavailable for want of a
 * CLI on its runner).
 */
export function matrixOf(plan: PlanOutcome): { include: Array<{ lane: string }> } {
  return { include: plan.lanes.filter((l) => l.status === 'runnable').map((l) => ({ lane: l.identity })) };
}

/**
 * A process runner that calls `started` once, when the first lanes have been asked for and
 * `settleMs` pass without another: by then they are running, so what `started` loads on this
 * thread no longer delays their start.
 */
export function announcingRunner(inner: ProcessRunner, started: () => void, settleMs = 25): ProcessRunner {
  let timer: NodeJS.Timeout | undefined;
  let announced = false;
  return {
    run(spec, signal) {
      const running = inner.run(spec, signal);
      if (!announced) {
        clearTimeout(timer);
        timer = setTimeout(() => {
          announced = true;
          started();
        }, settleMs);
      }
      return running;
    },
  };
}

/** What the pipeline needs from the action's context. */
export function pipelineDeps(ctx: StageContext): PipelineDeps {
  const pr = ctx.event.pr;
  const deps: PipelineDeps = {
    env: ctx.env,
    git: ctx.git,
    signal: ctx.signal,
    secrets: ctx.secrets,
    // The out directory becomes the run's artifact.
    publishes: true,
    log: (line) => ctx.log.info(line),
  };
  if (pr) deps.pr = { number: pr.number, title: pr.title, body: pr.body, ...(pr.url ? { url: pr.url } : {}) };
  if (ctx.pullFiles) deps.pullFiles = ctx.pullFiles;
  if (ctx.previous) deps.previous = ctx.previous;
  if (ctx.lanesStarting) deps.processRunner = announcingRunner(createProcessRunner(), ctx.lanesStarting);
  return deps;
}

/** Production stages: the pipeline's entry points (src/pipeline.ts). */
export async function pipelineStages(): Promise<ActionStages> {
  return {
    review: (settings, ctx) => runReview(settings, pipelineDeps(ctx)),
    // The plan job's runner has none of the lanes' CLIs: each lane job probes its own (D14).
    plan: (settings, ctx) => planReview(settings, pipelineDeps(ctx), 'none'),
    check: (settings, ctx) => runCheck(settings, pipelineDeps(ctx)),
    lane: (settings, identity, ctx) => runOneLane(settings, identity, pipelineDeps(ctx)),
    merge: (settings, handover, ctx) => mergeLaneResults(settings, handover, pipelineDeps(ctx)),
  };
}
