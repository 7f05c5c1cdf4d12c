/**
 * The prompt job: the shared `prompt.md` and each budgeted lane's copy, or the lane's
 * `skipped: budget_too_small` result (D10), decided here and nowhere else.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileHunks } from '../findings/types.js';
import type { PlannedLane } from '../plan/types.js';
import type { PromptParts } from '../prompt/build.js';
import type { ChangeContext, TrimInfo } from '../prompt/types.js';
import type { LaneResult } from '../run/types.js';
import type { PreviousFinding } from '../incremental/types.js';
import type { Git, GitFile } from '../sys/git.js';
import { ConfigurationError } from '../diagnostics.js';
import { changeHunks } from '../findings/hunks.js';
import type { DeltaFile } from '../incremental/carry.js';
import { followPreviousReview } from '../incremental/follow.js';
import { buildPrompt, renderPrompt } from '../prompt/build.js';
import { collectChange, filesFromApi } from '../prompt/change.js';
import { filterChange } from '../prompt/filter.js';
import { DEFAULTS } from '../vocabulary.js';
import { fillWorkspace, type FilledWorkspace, type LaneWorkspace } from '../workspace/workspace.js';
import type { PipelineDeps, PipelineInput } from './input.js';

/** The prompt's parts and what REVIEWS.md says about the change. */
export interface PromptPieces {
  parts: PromptParts;
  /** The base's own commit (a PR's base.sha), for REVIEWS.md's `base_sha`. */
  baseSha: string;
  headSha: string;
  /** The paths of the change after the path filters. */
  changedPaths: string[];
  /** The whole change's new-side hunks, which findings anchor on (D16). */
  hunks: FileHunks[];
  /** D17: the commit the lanes' diffs start from: the merge base, or the last reviewed head. */
  reviewedFrom: string;
  /** D17: the last review's findings on lines the new commits did not touch, at their new lines. */
  carried: PreviousFinding[];
  /** D17: findings the last review's page had but could not record. */
  omitted: number;
  /** D19: the last review's findings on lines the new commits changed. */
  touched: PreviousFinding[];
  /** D19: the new commits' files, on a delta review (what a dismissal is followed through). */
  delta?: DeltaFile[];
  /** Why there is nothing to review (no file changed, or the path filters left none): no lane runs. */
  nothing?: string;
}

/** The change, the guidance and the prompt; with a workspace (D18), the prompt names it as root. */
export async function collectPromptParts(
  input: PipelineInput,
  deps: PipelineDeps,
  filled?: FilledWorkspace,
): Promise<PromptPieces> {
  const { settings } = input;
  const base = settings.base ?? settings.baselineRef;
  const since = input.scope?.kind === 'delta' ? input.scope.since : undefined;
  let change;
  // What the prompt is made of, read together: the whole change; the extra guidance, from the
  // trusted commit like the baseline (a PR cannot rewrite it); and D17's commits since the last
  // review, besides the whole change (its list, its anchors).
  const [fromGit, guidance, delta] = await Promise.all([
    collectChange(deps.git, base, settings.head),
    deps.git
      .revParse(settings.baselineRef)
      .then((sha): Promise<GitFile> | GitFile =>
        sha ? deps.git.readFile(sha, DEFAULTS.instructionsPath) : { kind: 'missing' },
      ),
    since !== undefined ? readDelta(deps.git, since, settings.head) : undefined,
  ]);
  if (fromGit.ok) change = fromGit.change;
  else if (input.pullFiles) {
    deps.log?.(
      `git could not produce the diff (${fromGit.error.message}); using the pull request's files from the API.`,
    );
    const baseSha = (await deps.git.revParse(base)) ?? base;
    const headSha = (await deps.git.revParse(settings.head)) ?? settings.head;
    change = { baseSha, headSha, source: 'api' as const, files: filesFromApi(await input.pullFiles()) };
  } else throw new ConfigurationError(fromGit.error);

  const { change: filtered, warnings: filterWarnings } = filterChange(change, {
    include: settings.include,
    exclude: settings.exclude,
  });
  for (const w of filterWarnings) deps.log?.(`warning: ${w.message}`);
  // REVIEWS.md's base_sha is the base's own commit (a PR's base.sha); the prompt names the commit
  // the diff is taken from, which is the merge base once the base has moved on.
  const baseSha = (await deps.git.revParse(base)) ?? change.baseSha;
  if (guidance.kind === 'too_large')
    deps.log?.(
      `warning: ${DEFAULTS.instructionsPath} at ${settings.baselineRef} is over 1 MiB; it is left out of the prompt.`,
    );
  const followed = delta && input.previous ? followPreviousReview(input.previous, delta.files) : undefined;
  const parts = buildPrompt({
    change: filtered,
    ...(input.pr ? { pr: { number: input.pr.number, title: input.pr.title, body: input.pr.body } } : {}),
    ...(guidance.kind === 'file' ? { instructions: guidance.content } : {}),
    repoRoot: filled?.root ?? settings.cwd,
    baseSha: change.baseSha,
    headSha: change.headSha,
    ...(filled ? { workspace: { treeSha: filled.treeSha } } : {}),
    ...(delta
      ? {
          since: {
            previousHead: delta.baseSha,
            delta: filterChange(delta, { include: settings.include, exclude: settings.exclude }).change,
            ...(followed ? { openFindings: followed.open } : {}),
          },
        }
      : {}),
  });
  const changedPaths = filtered.files.map((f) => f.path);
  // The findings anchor on the whole change as GitHub shows it, files the prompt left out included.
  const hunks = changeHunks(change.files);
  return {
    parts,
    baseSha,
    headSha: change.headSha,
    changedPaths,
    hunks,
    reviewedFrom: delta ? delta.baseSha : change.baseSha,
    carried: followed?.carried ?? [],
    omitted: input.previous?.omitted ?? 0,
    touched: followed?.touched ?? [],
    ...(delta ? { delta: delta.files } : {}),
    ...(change.files.length === 0
      ? { nothing: 'the change has no files' }
      : filtered.files.length === 0
        ? { nothing: `the path filters leave out every changed file (${change.files.length})` }
        : {}),
  };
}

/** The commits since the last review (D17); the scope was decided with `since` in the checkout. */
async function readDelta(git: Git, since: string, head: string) {
  const r = await collectChange(git, since, head);
  if (!r.ok)
    throw new ConfigurationError({
      ...r.error,
      message: `the commits since the last review: ${r.error.message}`,
    });
  return r.change;
}

export function changeContext(
  input: PipelineInput,
  prompt: Pick<PromptPieces, 'baseSha' | 'headSha' | 'reviewedFrom'>,
): ChangeContext {
  const { settings, pr } = input;
  const { baseSha, headSha } = prompt;
  const previousHead = input.scope?.previousHead;
  return {
    ...(pr ? { pr } : {}),
    baseSha,
    headSha,
    rangeLabel: `${settings.base ?? baseSha.slice(0, 12)}..${settings.head}`,
    reviewedRange: `${prompt.reviewedFrom}..${headSha}`,
    ...(previousHead !== undefined ? { previousHead } : {}),
  };
}

/** Each lane's prompt as budgeted: what its copy cut, and the lanes whose budget cannot hold one. */
export interface LanePrompts {
  trims: Map<string, TrimInfo>;
  /** By identity: the result of a lane that is not started because its prompt cannot fit. */
  skipped: Map<string, LaneResult>;
}

/** Writes the shared `prompt.md`, then each budgeted runnable lane's trimmed copy. */
export function writeLanePrompts(outDir: string, parts: PromptParts, lanes: PlannedLane[]): LanePrompts {
  const shared = join(outDir, 'prompt.md');
  const full = renderPrompt(parts, null).text;
  writeFileSync(shared, full);
  const trims = new Map<string, TrimInfo>();
  const skipped = new Map<string, LaneResult>();
  for (const p of lanes) {
    if (p.status !== 'runnable' || !p.plan || p.plan.paths.prompt === shared) continue;
    const budget = p.plan.budget;
    const rendered = budget !== null && budget > 0 ? renderPrompt(parts, budget) : null;
    if (rendered?.trim) trims.set(p.identity, rendered.trim);
    if (rendered?.hardFailed && budget !== null) skipped.set(p.identity, skippedForBudget(p, budget));
    else writeFileSync(p.plan.paths.prompt, rendered?.text ?? full);
  }
  return { trims, skipped };
}

/** A lane whose budget cannot hold even the minimum prompt: never started (D10, D11's wording). */
function skippedForBudget(p: PlannedLane, budget: number): LaneResult {
  const why = `prompt budget (${budget} tokens) too small for the minimum review set`;
  return {
    slug: p.slug,
    identity: p.identity,
    status: 'skipped',
    reason: 'budget_too_small',
    detail: why,
    explicit: p.explicit,
    durationMs: 0,
    body: `${p.slug} review skipped: ${why}.\n`,
    caveats: [],
    warnings: [],
  };
}

/** The refs of the lanes' workspace: the head (or the base) with the trusted ref's agent config. */
function laneTreeRefs(input: PipelineInput): { tree: string; trusted: string } {
  const { settings } = input;
  const base = settings.base ?? settings.baselineRef;
  return { tree: settings.laneTree === 'base' ? base : settings.head, trusted: settings.baselineRef };
}

/**
 * The lanes' workspace: the head's files (or the base's, D18), HEAD at the diff base, agent
 * configuration from the trusted ref. D17: a review of the commits since the last one sees those
 * alone in `git diff HEAD`.
 */
export async function fillLaneWorkspace(
  workspace: LaneWorkspace,
  input: PipelineInput,
  deps: PipelineDeps,
): Promise<FilledWorkspace> {
  const { settings } = input;
  const base = settings.base ?? settings.baselineRef;
  const diffBase =
    settings.laneTree === 'base'
      ? base
      : input.scope?.kind === 'delta'
        ? input.scope.since
        : await mergeBaseOf(deps.git, base, settings.head);
  const filled = await fillWorkspace(workspace, deps.git, { ...laneTreeRefs(input), diffBase });
  const replaced = filled.replaced.length;
  deps.log?.(
    `lanes run in ${filled.root}, a checkout of ${filled.treeSha.slice(0, 12)} with agent configuration from ${settings.baselineRef}` +
      (replaced > 0 ? ` (${replaced} file${replaced === 1 ? '' : 's'} not the checkout's)` : ''),
  );
  for (const note of filled.notes) deps.log?.(`warning: ${note}`);
  return filled;
}

/** The merge base of `base` and `head`, else the head itself (what the change is diffed from). */
async function mergeBaseOf(git: Git, base: string, head: string): Promise<string> {
  const [headSha, baseSha] = await Promise.all([git.revParse(head), git.revParse(base)]);
  const mergeBase = headSha && baseSha ? await git.mergeBase(baseSha, headSha) : null;
  return mergeBase ?? headSha ?? head;
}
