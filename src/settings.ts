/**
 * The settings each pipeline job reads, from action inputs (action/inputs.ts) or CLI flags
 * (cli/settings.ts): each job's are the one before it plus what it adds, so none is made up.
 */
import type { ExamineMode, FailOn } from './vocabulary.js';

/** The repository and the files that govern its lanes: what every job reads first. */
export interface WorkingTreeSettings {
  /** Absolute repository root. Lanes run in a workspace made from it (D18), never in it. */
  cwd: string;
  /** Repository-relative or absolute config file; undefined = the default lookup. */
  configPath?: string;
  /** Repository-relative path of the consent baseline. */
  consentPath: string;
  /** Extra overlay directories (each holding `<id>/capability.json`). */
  capabilityDirs: string[];
  /** Load the bundled first-party lanes. */
  firstParty: boolean;
}

/** `check` (D13): the working tree, and the commit whose baseline its change is compared with. */
export interface CheckSettings extends WorkingTreeSettings {
  base?: string;
}

/** The plan: which lanes, trusted from which baseline, budgeted how, and where their files go. */
export interface PlanSettings extends WorkingTreeSettings {
  /** Explicit reviewers (slugs, flags or instance names); null when none were named. */
  reviewers: string[] | null;
  all: boolean;
  /** With `all`, only these lanes, none of them explicit: `/review --all` under `on-demand-reviewers` (D21). */
  allWithin?: string[];
  /** The ref the baseline is read from. */
  baselineRef: string;
  /** Absolute output directory for REVIEWS.md, results.json and lane files. */
  outDir: string;
  /** Overrides `review.max_prompt_tokens`. */
  maxPromptTokens?: number;
}

/** A review: the plan, the change, how the lanes run, and when the run fails. */
export interface Settings extends PlanSettings {
  maxParallel: number;
  /** The change under review: merge-base(base, head)..head. */
  base?: string;
  head: string;
  include: string[];
  exclude: string[];
  failOn: FailOn;
  /** D19: offer a lane's fitting fix as a committable suggestion; absent is `true`. */
  suggestions?: boolean;
  /** The lanes' workspace commit: the head, or the base on pull_request_target (D18). */
  laneTree?: 'head' | 'base';
  /** Where the lanes' workspace is made (the runner's temp folder); the system's by default. */
  tempDir?: string;
  /** D22: what was set of the round; each field left out is `review.cross_examine`'s, else the default. */
  crossExamine?: CrossExamineSettings;
}

/** Input `cross-examine*`, CLI `--cross-examine`, config `review.cross_examine`. */
export interface CrossExamineSettings {
  mode?: ExamineMode;
  max?: number;
  /** Only these identities examine. */
  lanes?: string[];
  timeoutMs?: number;
}
