/**
 * The one pipeline both entry points call: settings -> catalog -> config -> trust -> select ->
 * probe -> plan -> prompt -> run -> findings -> report. Publishing (comment, review, artifact,
 * summary) belongs to the action; the CLI writes files only. One file per job.
 */
export type { PipelineDeps, PipelineInput, PullRequestText } from './input.js';
export type { PlannedRun } from './plan.js';
export type { ReviewOutcome } from './report.js';
export type { CheckReport } from './check.js';
export { BASELINE_NOT_CURRENT, loadWorkingTree, runCheck } from './check.js';
export { mergeLaneResults } from './matrix.js';
export { DEFAULT_OUT_DIR, runFileNames } from './outdir.js';
export { planReview, reportedLanes } from './plan.js';
export { runOneLane, runReview } from './review.js';
