/**
 * One typed settings object, built from action inputs (action/inputs.ts) or CLI flags
 * (cli/args.ts). The pipeline reads nothing else.
 */
import type { FailOn } from './vocabulary.js';

export interface Settings {
  /** Absolute repository root. Lanes run in a workspace made from it (D18), never in it. */
  cwd: string;
  /** Explicit reviewers (slugs, flags or instance names); null when none were named. */
  reviewers: string[] | null;
  all: boolean;
  /** Repository-relative or absolute config file; undefined = the default lookup. */
  configPath?: string;
  /** Repository-relative path of the consent baseline. */
  consentPath: string;
  /** Extra overlay directories (each holding `<id>/capability.json`). */
  capabilityDirs: string[];
  /** Load the bundled first-party lanes. */
  firstParty: boolean;
  /** The ref the baseline is read from. */
  baselineRef: string;
  maxParallel: number;
  /** Absolute output directory for REVIEWS.md, results.json and lane files. */
  outDir: string;
  /** The change under review: merge-base(base, head)..head. */
  base?: string;
  head: string;
  include: string[];
  exclude: string[];
  /** Overrides `review.max_prompt_tokens`. */
  maxPromptTokens?: number;
  failOn: FailOn;
  /**
   * Which commit the lanes' workspace holds: the head (default), or the base where the head must
   * never be materialised (pull_request_target, D18).
   */
  laneTree?: 'head' | 'base';
  /** Where the lanes' workspace is made (the runner's temp folder); the system's by default. */
  tempDir?: string;
}
