/** What the pipeline's jobs are given: the side effects they may cause, behind small interfaces. */
import type { PullFile, ChangeResult } from '../prompt/change.js';
import type { ProcessRunner } from '../sys/process.js';
import type { Git } from '../sys/git.js';
import { withRefCache } from '../sys/git.js';

export interface PipelineDeps {
  /** The environment lanes' allow-listed environments are built from. */
  env: NodeJS.ProcessEnv;
  git: Git;
  signal?: AbortSignal;
  now?: () => Date;
  processRunner?: ProcessRunner;
  /** PR metadata (the action): title and body go into the prompt as untrusted data. */
  pr?: { number: number; title: string; body: string; url?: string };
  /** The PR's files from the API, used when git cannot produce the diff (base not fetched). */
  pullFiles?: () => Promise<PullFile[]>;
  /** Values to redact from lane output besides the lanes' own credentials. */
  secrets?: string[];
  /**
   * The out directory is published (the action's artifact): the lanes' files and
   * lane-results.json are redacted as REVIEWS.md is, since whoever can read the run can read them.
   */
  publishes?: boolean;
  /** Progress lines (stderr for the CLI, the log for the action). */
  log?: (line: string) => void;
  /**
   * The change `settings.base`..`settings.head`, when the caller already started reading it
   * (the CLI reads the diff while the pipeline plans the lanes).
   */
  change?: Promise<ChangeResult>;
}

/** The run's deps with one ref cache for all its stages (a ref costs a git process to resolve). */
export function withCachedGit(deps: PipelineDeps): PipelineDeps {
  return { ...deps, git: withRefCache(deps.git) };
}
