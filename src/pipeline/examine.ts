/**
 * The review's cross-examination (D22): the settings resolved against `review.cross_examine`, and
 * the round run with the review's own plans, contexts and max-parallel.
 */
import type { ReviewConfig } from '../config/types.js';
import {
  crossExamine,
  EXAMINE_MODES,
  handedRound,
  type CrossExamination,
  type ExamineMode,
  type ExaminedFinding,
  type ExaminerPart,
  type RoundPlan,
} from '../examine/index.js';
import type { Git } from '../sys/git.js';
import type { PlannedLane } from '../plan/types.js';
import type { CheckoutFacts } from '../prompt/build.js';
import type { LaneResult, LaneRunContext } from '../run/types.js';
import type { CrossExamineSettings, Settings } from '../settings.js';
import { InternalError } from '../diagnostics.js';

/** Without the review's context the mode is `off`, and no examiner is asked for one. */
const noContext = (): LaneRunContext => {
  throw new InternalError("an examiner was run without its review's context");
};

/** What the review job hands the report so the examiners run as the lanes ran. */
export interface ExamineContext {
  /** The lanes that were run, with their plans. */
  lanes: readonly PlannedLane[];
  ctxFor(p: PlannedLane): LaneRunContext;
  checkout: CheckoutFacts;
  /** A `mode: examine` job of the matrix: only this lane examines, the others in their own jobs. */
  only?: string;
}

/** The publish job of the matrix (D22 *Matrix*): each examiner's part, from its examine job. */
export interface HandedExamination {
  /** By examiner; null when no examine job left an artifact (a workflow without the job). */
  parts: ReadonlyMap<string, ExaminerPart> | null;
  /** Why an examiner the round counts on left no part (its job's artifact missing or refused). */
  missing(examiner: string): string;
}

/** The setting wins; `review.cross_examine` (a mode, or an object of the four keys) fills the rest. */
export function examineSettings(settings: Settings, config: ReviewConfig): CrossExamineSettings {
  const raw = config.get('review.cross_examine');
  const fromConfig: CrossExamineSettings = {};
  const modeOf = (v: unknown): ExamineMode | undefined =>
    (EXAMINE_MODES as readonly unknown[]).includes(v) ? (v as ExamineMode) : undefined;
  if (typeof raw === 'string') {
    const mode = modeOf(raw);
    if (mode) fromConfig.mode = mode;
  } else if (raw && typeof raw === 'object') {
    const mode = modeOf(config.get('review.cross_examine.mode'));
    if (mode) fromConfig.mode = mode;
    const max = config.get('review.cross_examine.max');
    if (typeof max === 'number' && Number.isInteger(max) && max >= 0) fromConfig.max = max;
    const lanes = config.get('review.cross_examine.lanes');
    if (Array.isArray(lanes)) fromConfig.lanes = lanes.filter((l): l is string => typeof l === 'string');
    const timeout = config.get('review.cross_examine.timeout_ms');
    if (typeof timeout === 'number' && Number.isInteger(timeout) && timeout > 0)
      fromConfig.timeoutMs = timeout;
  }
  return { ...fromConfig, ...settings.crossExamine };
}

/** The round over the review's findings; `off` or no round sends nothing and changes nothing. */
export async function examineFindings(args: {
  settings: Settings;
  config: ReviewConfig;
  git: Git;
  context: ExamineContext | HandedExamination | undefined;
  results: readonly LaneResult[];
  findings: readonly ExaminedFinding[];
  changedPaths: readonly string[];
  headFiles: () => Promise<ReadonlySet<string>>;
  /** Told when the round starts running its examiners (the page's progress). */
  onRound?: (round: RoundPlan) => void;
}): Promise<CrossExamination> {
  const { settings, context } = args;
  const set = examineSettings(settings, args.config);
  const reviewed = args.results.filter((r) => r.status === 'reviewed').map((r) => r.identity);
  const choose = {
    mode: context ? (set.mode ?? 'auto') : 'off',
    findings: args.findings,
    reviewed,
    ...(set.max !== undefined ? { max: set.max } : {}),
  } as const;
  if (context && 'parts' in context)
    return handedRound(
      { ...choose, ...(set.lanes ? { examiners: set.lanes } : {}) },
      context.parts,
      context.missing,
    );
  // An examine job's lane examines only if the examiner list lets it.
  const only = context?.only;
  const examiners = only !== undefined ? (set.lanes && !set.lanes.includes(only) ? [] : [only]) : set.lanes;
  return crossExamine(
    {
      // Dismissed findings (D19) and carried ones (D17) are not among `findings`: never examined.
      // A lane job of the matrix reviews alone: the round is for later.
      ...choose,
      ...(examiners ? { examiners } : {}),
      lanes: context?.lanes ?? [],
      checkout: context?.checkout ?? { repoRoot: settings.cwd, headSha: settings.head },
      changedPaths: args.changedPaths,
      headFiles: args.headFiles,
      roots: [...new Set([settings.cwd, context?.checkout.repoRoot ?? settings.cwd])],
      ...(set.timeoutMs !== undefined ? { timeoutMs: set.timeoutMs } : {}),
    },
    {
      ctxFor: context?.ctxFor ?? noContext,
      maxParallel: settings.maxParallel,
      git: args.git,
      ...(args.onRound ? { onRound: args.onRound } : {}),
    },
  );
}

/** Each examiner that left no verdicts, by name and why: the review is published all the same. */
export function examinationWarnings(x: Pick<CrossExamination, 'lanes'>): string[] {
  const out: string[] = [];
  for (const [lane, e] of x.lanes)
    if (e.status !== 'answered')
      out.push(
        `examiner ${lane} left no verdicts (${e.status}${e.reason ? `: ${e.reason}` : ''})${e.detail ? `: ${e.detail}` : ''}`,
      );
  return out;
}
