/** What running a lane produces (DESIGN.md D7, D8). */
import type { LaneStatus, Reason } from '../vocabulary.js';

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
  /** The spawn error code (ENOENT, EACCES, …) when the binary could not be started. */
  spawnError?: string;
  stdoutBytes: number;
  stderrBytes: number;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  durationMs: number;
  pid?: number;
}

/** Injected so the runner's logic is tested without real processes where that suffices. */
export interface ProcessRunner {
  run(spec: SpawnSpec, signal?: AbortSignal): Promise<SpawnOutcome>;
}

export interface TrimInfo {
  budget: number;
  effective_budget: number;
  estimated_tokens: number;
  omitted: string[];
  truncated_files: string[];
  hard_failed: boolean;
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
}
