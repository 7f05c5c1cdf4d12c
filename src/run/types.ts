/** What running a lane produces (D7, D8). */
import type { LanePlan } from '../plan/types.js';
import type { TrimInfo } from '../prompt/types.js';
import type { HttpClient } from '../sys/http.js';
import type { ProcessRunner } from '../sys/process.js';
import type { LaneStatus, Reason } from '../vocabulary.js';
import type { LaneUsage } from './usage.js';

export interface LaneResult {
  slug: string;
  identity: string;
  status: LaneStatus;
  reason?: Reason;
  detail?: string;
  explicit: boolean;
  durationMs: number;
  /** When the lane was started and when it ended (ISO 8601, UTC); absent for a lane not run. */
  startedAt?: string;
  endedAt?: string;
  model?: string;
  servedModel?: string;
  exitCode?: number;
  /** Relative to the out directory. */
  reviewPath?: string;
  errPath?: string;
  /** The text rendered under the lane's heading: the review, or the stub. Not in results.json. */
  body: string;
  /** Caveat lines rendered as blockquotes (diff-only, shared adapter, blind review, truncation). */
  caveats: string[];
  warnings: string[];
  trimmed?: TrimInfo;
  /** What the lane spent (D17): its own figures, else our estimate; absent when it was given nothing. */
  usage?: LaneUsage;
}

/** What a transport or handler needs besides the plan. */
export interface LaneRunContext {
  /** Absolute repository root: the working directory of every spawned lane. */
  repoRoot: string;
  /** The environment the lane receives, already built from the allow-list (trust/env.ts). */
  env: Record<string, string>;
  /** Home directory handlers read CLI state from (antigravity); the runner's HOME by default. */
  homeDir: string;
  killGraceMs: number;
  maxOutputBytes: number;
  processRunner: ProcessRunner;
  /** Sends an HTTP lane's requests; undici on a dedicated agent when absent. */
  httpClient?: HttpClient;
  /** Aborts the lane (job cancellation): treated like a timeout. */
  signal?: AbortSignal;
}

/** How one lane's run ended, before the runner adds identity, timing and paths. */
export interface LaneOutcome {
  status: LaneStatus;
  reason?: Reason;
  detail?: string;
  /** The text rendered under the lane's heading: the review, or the stub. */
  body: string;
  exitCode?: number;
  model?: string;
  servedModel?: string;
  warnings: string[];
  caveats: string[];
  /** What the lane spent (D17); absent when it was given nothing. */
  usage?: LaneUsage;
}

/** A first-party handler: a closed, static registry maps each HandlerName to one. */
export interface Handler {
  run(plan: LanePlan, ctx: LaneRunContext): Promise<LaneOutcome>;
}
