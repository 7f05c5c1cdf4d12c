/**
 * The pipeline as the action sees it: one function per mode, injected into run() so the
 * orchestration is tested with stand-ins and the production wiring is one place.
 */
import type { ReadCatalog } from '../config/catalog-pin.js';
import type { ActionLog } from '../github/log.js';
import type {
  CheckReport,
  ExamineJobOutcome,
  PipelineDeps,
  PipelineInput,
  ProgressSink,
  ReviewOutcome,
} from '../pipeline/index.js';
import {
  examineAsLane,
  mergeLaneResults,
  planReview,
  runCheck,
  runOneLane,
  runReview,
} from '../pipeline/index.js';
import type { PreviousReviewOpen, PreviousReviewFeedback } from '../incremental/types.js';
import type { LaneHandover } from '../pipeline/handover.js';
import type { ReviewScope } from '../incremental/scope.js';
import type { PlanOutcome } from '../plan/types.js';
import type { PullFile } from '../prompt/change.js';
import type { CheckSettings, PlanSettings, Settings, WorkingTreeSettings } from '../settings.js';
import { withRefCache, type Git } from '../sys/git.js';
import type { ActionEvent } from './event.js';

export interface StageContext {
  /** Aborted on SIGINT/SIGTERM (job cancellation): running lanes are stopped. */
  signal: AbortSignal;
  event: ActionEvent;
  git: Git;
  /** Commit SHAs of the event known to be in the checkout (main.ts fetched what was missing). */
  knownCommits?: string[];
  log: ActionLog;
  /** The runner's environment; lanes get an allow-listed part of it. */
  env: NodeJS.ProcessEnv;
  /** The PR's files from the API, when git cannot produce the diff. */
  pullFiles?: () => Promise<PullFile[]>;
  /** Values lane output must never publish (the GitHub token). */
  secrets: string[];
  /** D17: what the review covers (the whole pull request, or the commits since the last review). */
  scope?: ReviewScope;
  /** D17: what the last review left open, for a review of the commits since. */
  previous?: PreviousReviewOpen;
  /** D19: the last record's outcomes and the feedback on our inline comments. */
  history?: PreviousReviewFeedback;
  /** D20: each lane's track record for the page, by identity. */
  laneRecords?: ReadonlyMap<string, string>;
  /** D12: where a review reports its progress (the page while it runs); absent, none. */
  progress?: ProgressSink;
  /** D23: reads the catalog `review.catalog` pins, with `catalog-token`. */
  readCatalog?: ReadCatalog;
}

export interface ActionStages {
  review(settings: Settings, ctx: StageContext): Promise<ReviewOutcome>;
  plan(settings: PlanSettings, ctx: StageContext): Promise<PlanOutcome>;
  check(settings: CheckSettings, ctx: StageContext): Promise<CheckReport>;
  /** Runs the one lane `identity`; its result directory is the outcome's outDir. */
  lane(settings: Settings, identity: string, ctx: StageContext): Promise<ReviewOutcome>;
  /** D22: the lane jobs' results merged, examined by the one lane `identity`. */
  examine(
    settings: Settings,
    identity: string,
    handover: LaneHandover,
    ctx: StageContext,
  ): Promise<ExamineJobOutcome>;
  /** Renders the lane jobs' results, the plan's unrunnable lanes and the verdicts into one review. */
  merge(settings: Settings, handover: LaneHandover, ctx: StageContext): Promise<ReviewOutcome>;
}

/** The `strategy.matrix` value: every lane trust lets through that resolves (nothing is probed). */
export function matrixOf(plan: PlanOutcome): { include: Array<{ lane: string }> } {
  return { include: plan.lanes.filter((l) => l.status === 'runnable').map((l) => ({ lane: l.identity })) };
}

/** The run the pipeline is given from the action's context: its settings and the event's data. */
export function pipelineInput<S extends WorkingTreeSettings>(
  settings: S,
  ctx: StageContext,
): PipelineInput<S> {
  const pr = ctx.event.pr;
  return {
    settings,
    env: ctx.env,
    signal: ctx.signal,
    secrets: ctx.secrets,
    // The out directory becomes the run's artifact.
    publishes: true,
    ...(pr
      ? { pr: { number: pr.number, title: pr.title, body: pr.body, ...(pr.url ? { url: pr.url } : {}) } }
      : {}),
    ...(ctx.pullFiles ? { pullFiles: ctx.pullFiles } : {}),
    ...(ctx.scope ? { scope: ctx.scope } : {}),
    ...(ctx.previous ? { previous: ctx.previous } : {}),
    ...(ctx.history ? { history: ctx.history } : {}),
    ...(ctx.laneRecords ? { laneRecords: ctx.laneRecords } : {}),
  };
}

/** The side effects the pipeline may cause, from the action's context. */
export function pipelineDeps(ctx: StageContext): PipelineDeps {
  // The run's ref cache, made here so it starts out knowing the event's commits.
  return {
    git: withRefCache(ctx.git, ctx.knownCommits),
    log: (line) => ctx.log.info(line),
    ...(ctx.progress ? { progress: ctx.progress } : {}),
    ...(ctx.readCatalog ? { readCatalog: ctx.readCatalog } : {}),
  };
}

/** Production stages: the pipeline's entry points (src/pipeline/). */
export function pipelineStages(): ActionStages {
  return {
    review: (settings, ctx) => runReview(pipelineInput(settings, ctx), pipelineDeps(ctx)),
    // The plan job's runner has none of the lanes' CLIs: each lane job probes its own (D14).
    plan: (settings, ctx) => planReview(pipelineInput(settings, ctx), pipelineDeps(ctx), 'none'),
    check: (settings, ctx) => runCheck(pipelineInput(settings, ctx), pipelineDeps(ctx)),
    lane: (settings, identity, ctx) => runOneLane(pipelineInput(settings, ctx), identity, pipelineDeps(ctx)),
    examine: (settings, identity, handover, ctx) =>
      examineAsLane(pipelineInput(settings, ctx), handover, identity, pipelineDeps(ctx)),
    merge: (settings, handover, ctx) =>
      mergeLaneResults(pipelineInput(settings, ctx), handover, pipelineDeps(ctx)),
  };
}
