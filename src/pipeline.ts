/**
 * The one pipeline both entry points call (DESIGN.md §2):
 * settings -> catalog -> config -> trust -> select -> probe -> plan -> prompt -> run -> report.
 * Publishing (comment, artifact, summary) belongs to the action; the CLI writes files only.
 */
import type { Diagnostic } from './diagnostics.js';
import type { PlannedLane, SelectionSource } from './plan/types.js';
import type { LaneResult } from './run/types.js';
import type { BaselineOrigin } from './trust/types.js';

/** The change under review and, in a PR, its metadata (DESIGN.md D10). */
export interface ChangeContext {
  pr?: { number: number; title: string; body: string; url?: string };
  baseSha: string;
  headSha: string;
  /** A label for local runs: `main..feature`. */
  rangeLabel: string;
}

export interface ResultsJson {
  ok: boolean;
  lanes: Array<{
    slug: string;
    identity: string;
    status: LaneResult['status'];
    reason?: string;
    detail?: string;
    explicit: boolean;
    durationMs: number;
    model?: string;
    servedModel?: string;
    exitCode?: number;
    reviewPath?: string;
    errPath?: string;
  }>;
}

export interface PlanOutcome {
  ok: boolean;
  source: SelectionSource;
  lanes: PlannedLane[];
  errors: Diagnostic[];
  warnings: Diagnostic[];
  infos: Diagnostic[];
  baseline: BaselineOrigin;
}

export interface ReviewOutcome {
  ok: boolean;
  plan: PlanOutcome;
  change: ChangeContext;
  results: LaneResult[];
  results_json: ResultsJson;
  /** Absolute paths. */
  outDir: string;
  reviewsPath: string;
  resultsPath: string;
  reviewsMarkdown: string;
}
