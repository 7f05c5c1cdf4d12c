/** The one pipeline both entry points call, one file per job; publishing belongs to the action. */
export type { PipelineDeps, PipelineInput } from './input.js';
export type { ReviewOutcome } from './report.js';
export type { LaneEnded, ProgressSink, ReviewProgress } from './progress.js';
export type { BaselineWrite, CheckReport, WorkingTree } from './check-job.js';
export { BASELINE_NOT_CURRENT, baselineToWrite, loadWorkingTree, runCheck } from './check-job.js';
export type { ExamineJobOutcome } from './matrix.js';
export {
  examineAsLane,
  MAX_EXAMINE_ARTIFACT_BYTES,
  MAX_EXAMINE_ARTIFACT_ENTRIES,
  MAX_LANE_ARTIFACT_BYTES,
  MAX_LANE_ARTIFACT_ENTRIES,
  mergeLaneResults,
} from './matrix.js';
export { examinationWarnings } from './examine.js';
export { DEFAULT_OUT_DIR, runFileNames } from './outdir.js';
export { planReview } from './plan-job.js';
export { runOneLane, runReview } from './review-job.js';
export { loadLayers, type Layers } from './layers.js';
