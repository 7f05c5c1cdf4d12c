/**
 * A spawn lane in two halves, `collectSpawn` (run, read back) and `finishSpawn` (decide, write), so
 * a handler can turn the text into its own in between; `runSpawnLane` is the two together.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SpawnLanePlan } from '../plan/types.js';
import {
  decodeUtf8,
  isEmptyOutput,
  readCapped,
  renderStub,
  writeErrSidecar,
  writeReviewFile,
  type CappedText,
} from './output.js';
import type { SpawnOutcome, SpawnSpec } from '../sys/process.js';
import type { LaneOutcome, LaneRunContext } from './types.js';
import { estimatedUsage, type LaneUsage } from './usage.js';

export interface CollectedSpawn {
  outcome: SpawnOutcome;
  /** stdout for `stdout` lanes; the file at `plan.paths.review` for `file-arg` lanes (missing = ""). */
  reviewText: string;
  /** The lane's stderr as written to the `.err` sidecar (a truncation note included). */
  stderr: string;
  /** A `file-arg` lane's file was larger than the byte cap and was cut. */
  reviewTruncated: boolean;
}

export interface FinishOptions {
  /** For `emptyOutput: handler-owned` lanes: written instead of the generic stub when the lane did not review. */
  stub?: string;
  caveats?: string[];
  warnings?: string[];
  /** What the lane reported it spent (a handler that reads its CLI's figures); else it is estimated. */
  usage?: LaneUsage;
  /** Why a lane that exited 0 has no review, when the handler knows better than "whitespace only". */
  emptyDetail?: string;
  /** The model the CLI's machine-readable output says it used (D19 "The page"). */
  servedModel?: string;
}

/** Room for the truncation note the process runner appends after the capped bytes. */
const NOTE_ROOM = 1024;

/** Where a lane's raw stdout is captured: beside the review, never the review itself. */
export function stdoutPathFor(plan: SpawnLanePlan): string {
  return `${plan.paths.review.replace(/\.md$/, '')}.stdout`;
}

/**
 * Runs the plan with the lane's allow-listed environment and reads back the review text and stderr
 * under the byte cap. Rejects only when the run directory cannot be written.
 */
export async function collectSpawn(
  plan: SpawnLanePlan,
  ctx: LaneRunContext,
  argvOverride?: string[],
): Promise<CollectedSpawn> {
  const stdoutPath = stdoutPathFor(plan);
  // A file left from before must never pass for this run's review.
  if (plan.outputChannel === 'file-arg') await rm(plan.paths.review, { force: true });
  const spec: SpawnSpec = {
    binary: plan.binary,
    argv: argvOverride ?? plan.argv,
    cwd: ctx.repoRoot,
    env: ctx.env,
    stdinPath: plan.stdinPath,
    stdoutPath,
    stderrPath: plan.paths.err,
    timeoutMs: plan.timeoutMs,
    killGraceMs: ctx.killGraceMs,
    maxOutputBytes: ctx.maxOutputBytes,
    // Past the cap a stdout review is cut anyway: the rest is never read, the lane is ended.
    endAtStdoutCap: plan.outputChannel === 'stdout',
  };
  // The lane's files live in a folder of the run directory; make sure it exists.
  mkdirSync(dirname(plan.paths.review), { recursive: true });
  const outcome = await ctx.processRunner.run(spec, ctx.signal);
  // What the runner kept in memory is what it wrote to the file: no need to read it back.
  const review =
    plan.outputChannel === 'file-arg'
      ? await readCapped(plan.paths.review, ctx.maxOutputBytes)
      : outcome.stdout
        ? kept(outcome.stdout)
        : await readCapped(stdoutPath, ctx.maxOutputBytes + NOTE_ROOM);
  const stderr = outcome.stderr
    ? kept(outcome.stderr)
    : await readCapped(plan.paths.err, ctx.maxOutputBytes + NOTE_ROOM);
  return {
    outcome,
    reviewText: review.text,
    stderr: stderr.text,
    reviewTruncated: plan.outputChannel === 'file-arg' ? review.truncated : outcome.stdoutTruncated,
  };
}

/** What the lane wrote to stdout: `reviewText`, or for a `file-arg` lane the file beside it. */
export async function laneStdout(
  plan: SpawnLanePlan,
  collected: CollectedSpawn,
  ctx: LaneRunContext,
): Promise<string> {
  if (plan.outputChannel !== 'file-arg') return collected.reviewText;
  if (collected.outcome.stdout) return decodeUtf8(collected.outcome.stdout);
  return (await readCapped(stdoutPathFor(plan), ctx.maxOutputBytes + NOTE_ROOM)).text;
}

/** Output the runner kept whole (never cut, so never truncated). */
function kept(bytes: Buffer): CappedText {
  return { text: decodeUtf8(bytes), bytes: bytes.length, truncated: false, missing: false };
}

interface Verdict {
  status: LaneOutcome['status'];
  reason?: LaneOutcome['reason'];
  detail?: string;
  /** Why the lane has no review, shown above the stub's marker line. */
  note?: string;
  /** The marker the `.err` sidecar carries. */
  errMarker?: string;
}

function endedBy(outcome: SpawnOutcome): string | null {
  // Our own doing, said by the truncation caveat.
  if (outcome.endedAtCap) return null;
  if (outcome.signal) return `killed by signal ${outcome.signal}`;
  if (outcome.exitCode !== null && outcome.exitCode !== 0) return `exited with code ${outcome.exitCode}`;
  return null;
}

/** How a run ended (D8), decided in this order: could not start, our timeout, a review, a failure, empty. */
function verdict(plan: SpawnLanePlan, outcome: SpawnOutcome, reviewText: string): Verdict {
  if (outcome.spawnError) {
    const detail = outcome.stdinRefused
      ? `could not give ${plan.binary} its prompt: ${outcome.stdinRefused}`
      : `could not start ${plan.binary}: ${outcome.spawnError}`;
    return {
      status: 'failed',
      reason: 'spawn_error',
      detail,
      note: `${plan.slug} review ${detail}.`,
      errMarker: outcome.spawnError,
    };
  }
  if (outcome.timedOut) {
    const detail = outcome.cancelled
      ? 'cancelled before it finished'
      : `timed out after ${plan.timeoutMs} ms`;
    return {
      status: 'timed_out',
      reason: 'timed_out',
      detail,
      note: `${plan.slug} review ${detail}; output printed before that is not a review.`,
      errMarker: outcome.cancelled ? 'ABORT_ERR' : 'ETIMEDOUT',
    };
  }
  if (!isEmptyOutput(reviewText)) return { status: 'reviewed' };
  const ended = endedBy(outcome);
  if (ended) {
    return { status: 'failed', reason: 'exit_nonzero', detail: ended, note: `${plan.slug} ${ended}.` };
  }
  return { status: 'empty', reason: 'empty_output', detail: 'exited 0 with whitespace-only output' };
}

/**
 * How a spawn lane ended (D8), with its review file or stub and `.err` sidecar written. Output
 * before our timeout is never a review; a non-zero exit with output is `reviewed`, with a caveat.
 */
export async function finishSpawn(
  plan: SpawnLanePlan,
  collected: CollectedSpawn,
  reviewText: string,
  extra?: string,
  options: FinishOptions = {},
): Promise<LaneOutcome> {
  const { outcome, stderr } = collected;
  const v = verdict(plan, outcome, reviewText);
  if (v.status === 'empty' && options.emptyDetail) v.detail = options.emptyDetail;
  const caveats = [...(options.caveats ?? [])];
  const warnings = [...(options.warnings ?? [])];
  if (v.status === 'reviewed') {
    const ended = endedBy(outcome);
    if (ended) caveats.push(`The reviewer ${ended}; its output is shown as the review.`);
    if (collected.reviewTruncated) {
      caveats.push(
        plan.outputChannel === 'file-arg'
          ? 'The review file was larger than the output cap and is truncated.'
          : outcome.endedAtCap
            ? `Output truncated: the reviewer wrote more than the output cap, and was stopped there.`
            : `Output truncated: the reviewer wrote ${outcome.stdoutBytes} bytes, more than the output cap.`,
      );
    }
  }
  if (outcome.stderrTruncated) {
    warnings.push(
      `stderr truncated: the reviewer wrote ${outcome.stderrBytes} bytes, more than the output cap.`,
    );
  }

  const body =
    v.status === 'reviewed'
      ? reviewText
      : (options.stub ?? renderStub({ slug: plan.slug, stderr, extra, notes: v.note ? [v.note] : [] }));
  await writeReviewFile(plan.paths.review, body);
  if (v.errMarker) await writeErrSidecar(plan.paths.err, stderr, v.errMarker);
  else await ensureFile(plan.paths.err, stderr);
  const usage = await spawnUsage(plan, v, options.usage, reviewText);

  return {
    status: v.status,
    ...(v.reason ? { reason: v.reason } : {}),
    ...(v.detail ? { detail: v.detail } : {}),
    body,
    ...(outcome.exitCode !== null ? { exitCode: outcome.exitCode } : {}),
    ...(plan.model ? { model: plan.model } : {}),
    ...(options.servedModel ? { servedModel: options.servedModel } : {}),
    warnings,
    caveats,
    ...(usage ? { usage } : {}),
  };
}

/**
 * D17: the lane's own figures, else the estimate; figures printed before our timeout are as
 * partial as the text, so that lane is estimated too.
 */
async function spawnUsage(
  plan: SpawnLanePlan,
  v: Verdict,
  reported: LaneUsage | undefined,
  reviewText: string,
): Promise<LaneUsage | undefined> {
  if (v.reason === 'spawn_error' || plan.promptChannel === 'none') return undefined;
  if (reported && v.status !== 'timed_out') return reported;
  return estimatedUsage(plan.paths.prompt, v.status === 'reviewed' ? reviewText : null);
}

/** The sidecar is always written; `wx` never overwrites one the process runner already made. */
async function ensureFile(path: string, text: string): Promise<void> {
  if (existsSync(path)) return;
  try {
    writeFileSync(path, text, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** A spawn lane without a handler. */
export async function runSpawnLane(plan: SpawnLanePlan, ctx: LaneRunContext): Promise<LaneOutcome> {
  const collected = await collectSpawn(plan, ctx);
  return finishSpawn(plan, collected, collected.reviewText);
}
