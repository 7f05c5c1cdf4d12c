/**
 * Runs the planned lanes (D7, D8) up to max-parallel, instances of one adapter one after another;
 * every lane ends with exactly one result, in input order, and a lane that throws is `failed`.
 */
import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { InternalError, messageOf } from '../diagnostics.js';
import type { LanePlan, PlannedLane } from '../plan/types.js';
import { DEFAULTS, LANE_STATUSES, type Reason } from '../vocabulary.js';
import { runHandler } from './handlers/index.js';
import { runHttpLane } from './http-lane.js';
import { renderStub, writeReviewFile } from './output.js';
import { runSpawnLane } from './spawn-lane.js';
import type { LaneOutcome, LaneResult, LaneRunContext } from './types.js';
import { monotonicMs } from '../sys/clock.js';

export type RunPlan = (plan: LanePlan, ctx: LaneRunContext) => Promise<LaneOutcome>;

export interface RunLanesDeps {
  /** The context a lane runs with (its allow-listed env, the process runner, limits). */
  ctxFor(p: PlannedLane): LaneRunContext;
  maxParallel: number;
  /** Milliseconds from an arbitrary origin; a monotonic clock by default. */
  now?: () => number;
  /** Milliseconds since the epoch, for `startedAt`/`endedAt`; `Date.now` by default. */
  wallClock?: () => number;
  /** How one plan is run; `dispatchPlan` (handlers, spawn, openai-http) by default. */
  runPlan?: RunPlan;
  /** `reviewPath`/`errPath` are relative to this; each plan's run directory by default. */
  outDir?: string;
  /** Told of each lane's result as it ends (a lane that does not run, at once): the page's progress. */
  onLaneEnd?: (result: LaneResult) => void;
}

/** Runs a plan by its handler (the static registry in handlers/index.ts), else by transport. */
export function dispatchPlan(plan: LanePlan, ctx: LaneRunContext): Promise<LaneOutcome> {
  // The closed registry fails closed on a name it does not hold (unknown_handler).
  if (plan.handler !== null) return runHandler(plan.handler, plan, ctx);
  if (plan.transport === 'spawn') return runSpawnLane(plan, ctx);
  return runHttpLane(plan, ctx);
}

function notRunOutcome(
  slug: string,
  status: 'unavailable' | 'blocked',
  reason: Reason,
  detail: string | undefined,
): LaneOutcome {
  const why = detail ? `: ${detail}` : '';
  return {
    status,
    reason,
    ...(detail ? { detail } : {}),
    body: `${slug} review ${status} (${reason})${why}.\n`,
    warnings: [],
    caveats: [],
  };
}

/** A PlannedLane that does not run: its result comes from the plan stage's verdict. */
function notRun(p: PlannedLane): LaneOutcome {
  if (p.status === 'blocked') return notRunOutcome(p.slug, 'blocked', p.reason ?? 'not_consented', p.detail);
  if (p.status === 'runnable') {
    return notRunOutcome(
      p.slug,
      'unavailable',
      'malformed_lane',
      'the lane is runnable but has no resolved plan',
    );
  }
  return notRunOutcome(p.slug, 'unavailable', p.reason ?? 'malformed_lane', p.detail);
}

/** A lane whose run threw: a failure of that lane only, with a stub like any other failure. */
async function crashed(plan: LanePlan, error: unknown): Promise<LaneOutcome> {
  const detail = `the lane crashed: ${messageOf(error)}`;
  const body = renderStub({ slug: plan.slug, stderr: '', notes: [`${plan.slug} review ${detail}`] });
  try {
    await writeReviewFile(plan.paths.review, body);
  } catch {
    // The result still carries the stub; the file is a convenience.
  }
  return {
    status: 'failed',
    reason: plan.transport === 'openai-http' ? 'http_error' : 'spawn_error',
    detail,
    body,
    warnings: [],
    caveats: [],
  };
}

/** A handler's outcome is checked against the closed vocabulary: exactly one known status. */
function checked(plan: LanePlan, outcome: LaneOutcome): Promise<LaneOutcome> | LaneOutcome {
  const known = (LANE_STATUSES as readonly string[]).includes(outcome?.status);
  if (known && (outcome.status === 'reviewed' || outcome.reason)) return outcome;
  return crashed(
    plan,
    new InternalError(`the lane returned an invalid outcome (status ${String(outcome?.status)})`),
  );
}

function relativePath(base: string, path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  // A lane's files sit under the run directory: cut the prefix rather than walk both paths.
  const inside = path.startsWith(base + sep) ? path.slice(base.length + 1) : relative(base, path);
  return inside.split(sep).join('/');
}

/** When a lane ran: its duration (monotonic) and, for a lane that was started, its wall-clock span. */
interface Timing {
  durationMs: number;
  startedAt?: string;
  endedAt?: string;
}

const NOT_RUN: Timing = { durationMs: 0 };

function toResult(p: PlannedLane, outcome: LaneOutcome, timing: Timing, outDir?: string): LaneResult {
  const plan = p.status === 'runnable' ? p.plan : undefined;
  const base = outDir ?? plan?.paths.runDir;
  const reviewPath = plan && base !== undefined ? relativePath(base, plan.paths.review) : undefined;
  const errPath = plan && base !== undefined ? relativePath(base, plan.paths.err) : undefined;
  const model = outcome.model ?? plan?.model ?? undefined;
  return {
    slug: p.slug,
    identity: p.identity,
    status: outcome.status,
    ...(outcome.reason ? { reason: outcome.reason } : {}),
    ...(outcome.detail ? { detail: outcome.detail } : {}),
    explicit: p.explicit,
    ...timing,
    ...(model ? { model } : {}),
    ...(outcome.servedModel ? { servedModel: outcome.servedModel } : {}),
    ...(outcome.exitCode !== undefined ? { exitCode: outcome.exitCode } : {}),
    ...(reviewPath ? { reviewPath } : {}),
    ...(errPath ? { errPath } : {}),
    body: outcome.body,
    caveats: outcome.caveats,
    warnings: outcome.warnings,
    ...(outcome.usage ? { usage: outcome.usage } : {}),
  };
}

/** The result of a lane the plan stage decided does not run (unavailable, blocked). */
export function resultWithoutRunning(p: PlannedLane): LaneResult {
  return toResult(p, notRun(p), NOT_RUN);
}

export async function runLanes(planned: PlannedLane[], deps: RunLanesDeps): Promise<LaneResult[]> {
  const now = deps.now ?? monotonicMs;
  const runPlan = deps.runPlan ?? dispatchPlan;
  const wallClock = deps.wallClock ?? Date.now;
  const limit =
    Number.isFinite(deps.maxParallel) && deps.maxParallel >= 1
      ? Math.floor(deps.maxParallel)
      : DEFAULTS.maxParallel;
  const results: LaneResult[] = new Array(planned.length);
  const queue: number[] = [];
  planned.forEach((p, i) => {
    if (p.status === 'runnable' && p.plan) queue.push(i);
    else {
      results[i] = toResult(p, notRun(p), NOT_RUN, deps.outDir);
      deps.onLaneEnd?.(results[i]);
    }
  });

  const runOne = async (p: PlannedLane, plan: LanePlan): Promise<LaneResult> => {
    const started = now();
    const startedAt = new Date(wallClock()).toISOString();
    let outcome: LaneOutcome;
    try {
      outcome = await checked(plan, await runPlan(plan, deps.ctxFor(p)));
    } catch (error) {
      outcome = await crashed(plan, error);
    }
    const timing = {
      durationMs: Math.max(0, Math.round(now() - started)),
      startedAt,
      endedAt: new Date(wallClock()).toISOString(),
    };
    return toResult(p, outcome, timing, deps.outDir);
  };

  await new Promise<void>((resolve) => {
    const busySlugs = new Set<string>();
    let active = 0;
    const pump = () => {
      if (queue.length === 0 && active === 0) return resolve();
      // Start, in input order, every waiting lane whose adapter is idle, up to the limit.
      for (let k = 0; k < queue.length && active < limit;) {
        const i = queue[k] as number;
        const p = planned[i] as PlannedLane;
        if (busySlugs.has(p.slug)) {
          k += 1;
          continue;
        }
        queue.splice(k, 1);
        active += 1;
        busySlugs.add(p.slug);
        const done = (result: LaneResult) => {
          results[i] = result;
          deps.onLaneEnd?.(result);
          active -= 1;
          busySlugs.delete(p.slug);
          pump();
        };
        // runOne does not reject; should it ever, the lane still gets its one result.
        runOne(p, p.plan as LanePlan).then(done, (error: unknown) =>
          done(
            toResult(p, notRunOutcome(p.slug, 'unavailable', 'malformed_lane', messageOf(error)), NOT_RUN),
          ),
        );
      }
    };
    pump();
  });
  return results;
}
