/**
 * The round itself (D22 "Who", "Failure"): each examiner runs as its review ran — the same plan,
 * handler, workspace, environment and consent, through the run stage's runner and max-parallel —
 * with its own prompt and files, and its answer is read into verdicts. An examiner that fails
 * leaves no verdicts and a reason; the round never throws for it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PathResolver } from '../findings/locate.js';
import type { LanePaths, LanePlan, PlannedLane } from '../plan/types.js';
import { sanitizeIdentity } from '../plan/resolve.js';
import type { CheckoutFacts } from '../prompt/build.js';
import { runLanes, type RunPlan } from '../run/runner.js';
import type { LaneResult, LaneRunContext } from '../run/types.js';
import { MAX_ANSWER_CHARS, readVerdicts, type ReadVerdict, type VerdictReading } from './answer.js';
import type { RoundPlan } from './choose.js';
import { examinationPrompt } from './prompt.js';
import type { ExaminerReason, ExaminerStatus, LaneExamination, RunExamination } from './schema.js';
import type { ExaminedFinding } from './standing.js';

/** The folder of the run directory that holds every examiner's prompt, answer and stderr. */
export const EXAMINE_DIR = 'examine';
/** An examiner's output past this many bytes is cut (and its answer then too large to read). */
const MAX_EXAMINER_OUTPUT_BYTES = 1024 * 1024;

export interface RoundInput {
  round: RoundPlan;
  /** The review's planned lanes: an examiner runs its own review's plan. */
  lanes: readonly PlannedLane[];
  /** Where the checkout is, as the review prompt said (D18's workspace included). */
  checkout: CheckoutFacts;
  /** The head's lines of a file, for the excerpt under each finding. */
  headLines?: (path: string) => readonly string[] | undefined;
  /** Every path of the change: a verdict's evidence must name one, or a file of the head tree. */
  changedPaths: readonly string[];
  /** The head tree's files (`headTreeFiles`), asked for only when evidence names another path. */
  headFiles?: () => Promise<ReadonlySet<string>>;
  /** Absolute roots an examiner may cite paths under (the checkout, the workspace). */
  roots?: readonly string[];
  /** `review.cross_examine.timeout_ms`: replaces each examiner's review timeout. */
  timeoutMs?: number;
}

/** The run stage's side effects, as the review's lanes were given them. */
export interface RoundDeps {
  /** The context the examiner's review ran with: its env, process runner, workspace, signal. */
  ctxFor(p: PlannedLane): LaneRunContext;
  maxParallel: number;
  now?: () => number;
  /** `dispatchPlan` by default, as for the review. */
  runPlan?: RunPlan;
}

export interface ExaminerResult {
  examiner: string;
  /** `lanes[].examination` of results.json. */
  examination: LaneExamination;
  /** The counted verdicts, by the ids this examiner was sent. */
  verdicts: ReadVerdict[];
  /** The prompt file it was given (absolute). */
  promptPath: string;
}

/** The round's outcome: what `crossExamine` (or the publish job's `handedRound`) returns. */
export interface CrossExamination {
  /** Every finding; the examined ones with `examination` and agreement over their supporters. */
  findings: ExaminedFinding[];
  /** `lanes[].examination`, by examiner identity; lanes that examined nothing are absent. */
  lanes: Map<string, LaneExamination>;
  /** results.json's `examination`. */
  examination: RunExamination;
  round: RoundPlan;
  examiners: ExaminerResult[];
}

/** The examiner's files, beside the review's but in a folder of their own. */
function examinerPaths(paths: LanePaths, identity: string): LanePaths {
  const dir = join(paths.runDir, EXAMINE_DIR);
  const name = sanitizeIdentity(identity);
  return {
    runDir: paths.runDir,
    prompt: join(dir, `${name}.prompt.md`),
    review: join(dir, `${name}.md`),
    err: join(dir, `${name}.err`),
  };
}

/** The review's plan pointed at the examination's files; everything that runs stays as consented. */
export function examinerPlan(plan: LanePlan, timeoutMs?: number): LanePlan {
  const paths = examinerPaths(plan.paths, plan.identity);
  const timeout =
    typeof timeoutMs === 'number' && Number.isInteger(timeoutMs) && timeoutMs > 0
      ? timeoutMs
      : plan.timeoutMs;
  if (plan.transport === 'openai-http') return { ...plan, paths, timeoutMs: timeout };
  // The prompt and output paths are the only run-specific words of argv (`{{prompt}}`,
  // `{{output}}`, the file-reference instruction): each is swapped where it occurs.
  const swap = (a: string): string =>
    a.split(plan.paths.prompt).join(paths.prompt).split(plan.paths.review).join(paths.review);
  return {
    ...plan,
    paths,
    timeoutMs: timeout,
    argv: plan.argv.map(swap),
    stdinPath: plan.stdinPath === null ? null : paths.prompt,
  };
}

function outcomeOf(
  result: LaneResult,
  reading: VerdictReading | null,
): { status: ExaminerStatus; reason?: ExaminerReason; detail?: string } {
  if (result.status === 'timed_out') return { status: 'timed_out', reason: 'timed_out' };
  if (result.status === 'empty') return { status: 'unusable', reason: 'empty_output' };
  if (result.exitCode !== undefined && result.exitCode !== 0) {
    return { status: 'failed', reason: 'exit_nonzero', detail: `exit code ${result.exitCode}` };
  }
  if (result.status !== 'reviewed') {
    if (result.reason === 'exit_nonzero') return { status: 'failed', reason: 'exit_nonzero' };
    const why = [result.reason, result.detail].filter(Boolean).join(': ');
    return { status: 'failed', reason: 'lane_failed', ...(why ? { detail: why } : {}) };
  }
  if (!reading || reading.tooLarge) {
    return {
      status: 'unusable',
      reason: 'answer_too_large',
      detail: `more than ${MAX_ANSWER_CHARS} characters`,
    };
  }
  if (reading.verdicts.length === 0) return { status: 'unusable', reason: 'no_verdicts' };
  return { status: 'answered' };
}

/** Runs every examiner of the round concurrently (up to max-parallel) and reads its answer. */
export async function runRound(input: RoundInput, deps: RoundDeps): Promise<ExaminerResult[]> {
  const byIdentity = new Map(input.lanes.map((p) => [p.identity, p]));
  const planned: PlannedLane[] = [];
  const sent = new Map<string, { count: number; promptPath: string }>();
  const unplanned: ExaminerResult[] = [];
  for (const a of input.round.assignments) {
    const lane = byIdentity.get(a.examiner);
    if (!lane?.plan || lane.status !== 'runnable') {
      // A reviewed lane had a plan where it reviewed; an examine job of the matrix plans it again on
      // its own runner, where it may not run (its CLI missing): said, not thrown.
      const why =
        lane && lane.status !== 'runnable'
          ? `the lane is ${lane.status} here${lane.reason ? ` (${lane.reason}${lane.detail ? `: ${lane.detail}` : ''})` : ''}`
          : 'the lane has no plan to run';
      unplanned.push(notRun(a.examiner, why));
      continue;
    }
    const plan = examinerPlan(lane.plan, input.timeoutMs);
    const text = examinationPrompt({
      checkout: input.checkout,
      findings: a.findings,
      ...(input.headLines ? { headLines: input.headLines } : {}),
    });
    await mkdir(dirname(plan.paths.prompt), { recursive: true });
    await writeFile(plan.paths.prompt, text);
    planned.push({ ...lane, plan });
    sent.set(a.examiner, { count: a.findings.length, promptPath: plan.paths.prompt });
  }
  const results = await runLanes(planned, {
    // An answer never needs the review's byte cap: a smaller one ends a flood sooner.
    ctxFor: (p) => {
      const ctx = deps.ctxFor(p);
      return { ...ctx, maxOutputBytes: Math.min(ctx.maxOutputBytes, MAX_EXAMINER_OUTPUT_BYTES) };
    },
    maxParallel: deps.maxParallel,
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.runPlan ? { runPlan: deps.runPlan } : {}),
  });

  const resolver = await evidenceResolver(input, results);
  const ran = results.map((r): ExaminerResult => {
    const { count, promptPath } = sent.get(r.identity) ?? { count: 0, promptPath: '' };
    const readable = r.status === 'reviewed' && (r.exitCode === undefined || r.exitCode === 0);
    const reading = readable
      ? readVerdicts(r.body, { count, resolvePath: resolver, ...(input.roots ? { roots: input.roots } : {}) })
      : null;
    const outcome = outcomeOf(r, reading);
    const verdicts = outcome.status === 'answered' && reading ? reading.verdicts : [];
    return {
      examiner: r.identity,
      examination: {
        status: outcome.status,
        durationMs: r.durationMs,
        ...(r.startedAt ? { startedAt: r.startedAt } : {}),
        ...(r.endedAt ? { endedAt: r.endedAt } : {}),
        ...(r.usage ? { usage: r.usage } : {}),
        verdicts: verdicts.length,
        ignored: reading?.ignored ?? 0,
        ...(outcome.reason ? { reason: outcome.reason } : {}),
        ...(outcome.detail ? { detail: outcome.detail } : {}),
      },
      verdicts,
      promptPath,
    };
  });
  return [...ran, ...unplanned];
}

function notRun(examiner: string, detail: string): ExaminerResult {
  return {
    examiner,
    examination: { status: 'failed', durationMs: 0, verdicts: 0, ignored: 0, reason: 'lane_failed', detail },
    verdicts: [],
    promptPath: '',
  };
}

/** Files of the change, and of the head tree once any answer is there to read. */
async function evidenceResolver(input: RoundInput, results: readonly LaneResult[]): Promise<PathResolver> {
  const change = new Set(input.changedPaths);
  const answered = results.some((r) => r.status === 'reviewed');
  const head =
    answered && input.headFiles ? await input.headFiles().catch(() => new Set<string>()) : new Set<string>();
  return (p) => (change.has(p) || head.has(p) ? p : null);
}
