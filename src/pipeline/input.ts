/**
 * What a pipeline job is given: the run's data in its input, and the side effects it may cause
 * in its deps, behind the small interfaces of sys/ (production ones where a field is absent).
 */
import type { ReviewScope } from '../incremental/scope.js';
import type { PreviousReviewOpen, PreviousReviewFeedback } from '../incremental/types.js';
import type { ReadCatalog } from '../config/catalog-pin.js';
import type { PullFile } from '../prompt/change.js';
import type { Settings, WorkingTreeSettings } from '../settings.js';
import type { Git } from '../sys/git.js';
import type { HttpClient } from '../sys/http.js';
import type { ProcessRunner } from '../sys/process.js';
import { withRefCache } from '../sys/git.js';
import type { ProgressSink } from './progress.js';
import { createProcessRunner } from '../sys/process.js';

/** A pull request's words for the prompt and REVIEWS.md: untrusted data, fenced as such (D10). */
export interface PullRequestText {
  number: number;
  title: string;
  body: string;
  url?: string;
}

/** `S`: the settings of the job (a check or a plan needs less than a review). */
export interface PipelineInput<S extends WorkingTreeSettings = Settings> {
  settings: S;
  /** The environment lanes' allow-listed environments and the probes' PATH are drawn from. */
  env: NodeJS.ProcessEnv;
  /** Job cancellation: running lanes are stopped and reported as they ended. */
  signal?: AbortSignal;
  /** The pull request under review (the action). */
  pr?: PullRequestText;
  /** D17: the whole change or only `since..head`, and why; absent, the whole change. */
  scope?: ReviewScope;
  /** D17: what the last review left open (the action reads it from the pull request). */
  previous?: PreviousReviewOpen;
  /** D19: the last record's outcomes and the dismissals on our inline comments, any scope. */
  history?: PreviousReviewFeedback;
  /** The PR's files from the API, used when git cannot produce the diff (base not fetched). */
  pullFiles?: () => Promise<PullFile[]>;
  /** Values to redact from lane output besides the lanes' own credentials (the step's token). */
  secrets?: string[];
  /** The out directory is published (the artifact), so the lanes' files are redacted too. */
  publishes?: boolean;
  /** D20: each lane's track record for the page, by identity. */
  laneRecords?: ReadonlyMap<string, string>;
}

export interface PipelineDeps {
  git: Git;
  /** Starts every process of the run: the lanes and the probes' `--help`. */
  processRunner?: ProcessRunner;
  /** Sends every HTTP request of the run: HTTP lanes' and `http-reachable` probes'. */
  http?: HttpClient;
  /** The clock REVIEWS.md's `reviewed_at` is read from. */
  now?: () => Date;
  /** Progress lines (stderr for the CLI, the log for the action). */
  log?: (line: string) => void;
  /** A review's progress as data, for a page shown while it runs (the action's sticky comment). */
  progress?: ProgressSink;
  /**
   * Reads the catalog the config pins (D23): through GitHub's API in the action, a local checkout
   * with the CLI's `--catalog DIR`. Absent, a pinned catalog is unreadable (and said so).
   */
  readCatalog?: ReadCatalog;
}

/**
 * The deps of one run: one ref cache for all its stages (a ref costs a git process to resolve),
 * and one process runner for its probes and its lanes.
 */
export function forOneRun(deps: PipelineDeps): PipelineDeps & { processRunner: ProcessRunner } {
  return { ...deps, git: withRefCache(deps.git), processRunner: deps.processRunner ?? createProcessRunner() };
}
