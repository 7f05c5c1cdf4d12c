/** What running a lane produces (DESIGN.md D7, D8). */
import type { LanePlan } from '../plan/types.js';
import type { TrimInfo } from '../prompt/types.js';
import type { LaneStatus, Reason } from '../vocabulary.js';
import type { LaneUsage } from './usage.js';

export type { LaneUsage } from './usage.js';

export interface SpawnSpec {
  binary: string;
  argv: string[];
  cwd: string;
  /** The complete environment of the child (already allow-listed). */
  env: Record<string, string>;
  /** A file streamed to stdin, then stdin is closed; null closes stdin at once. */
  stdinPath: string | null;
  stdoutPath: string;
  stderrPath: string;
  timeoutMs: number;
  killGraceMs: number;
  /** Cap per stream; beyond it the stream is truncated with a visible note. */
  maxOutputBytes: number;
}

export interface SpawnOutcome {
  exitCode: number | null;
  /** A signal that ended the child (named even when we sent it). */
  signal: string | null;
  /** True when our timeout fired. */
  timedOut: boolean;
  /** True when the abort signal (job cancellation) ended the run; `timedOut` is then true too. */
  cancelled?: boolean;
  /** The spawn error code (ENOENT, EACCES, …) when the binary could not be started. */
  spawnError?: string;
  stdoutBytes: number;
  stderrBytes: number;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  durationMs: number;
  pid?: number;
  /**
   * Everything the child wrote to stdout (stderr), byte for byte what its file holds, when that
   * was small enough to keep in memory too (a review is a few kilobytes): the lane then need not
   * read the file back. Absent when the output was larger or cut at the cap; read the file.
   */
  stdout?: Buffer;
  stderr?: Buffer;
}

/** Injected so the runner's logic is tested without real processes where that suffices. */
export interface ProcessRunner {
  run(spec: SpawnSpec, signal?: AbortSignal): Promise<SpawnOutcome>;
}

export interface LaneResult {
  slug: string;
  identity: string;
  status: LaneStatus;
  reason?: Reason;
  detail?: string;
  explicit: boolean;
  durationMs: number;
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

/** A first-party handler (spec §8): a closed, static registry maps each HandlerName to one. */
export interface Handler {
  run(plan: LanePlan, ctx: LaneRunContext): Promise<LaneOutcome>;
}
