/** The closed vocabularies of the lane contract (D1, D8), each listed once for schemas and tests. */

/** The version of the lane vocabulary we implement; `engines.gsd` is evaluated against it. */
export const VOCABULARY_VERSION = '1.10.0';

export const ROLES = ['feature', 'runtime', 'reviewer'] as const;
export type Role = (typeof ROLES)[number];

export const TIERS = ['core', 'standard', 'full'] as const;

export const TRANSPORTS = ['spawn', 'openai-http'] as const;
export type Transport = (typeof TRANSPORTS)[number];

export const PROBE_KINDS = ['command-exists', 'command-capability', 'http-reachable'] as const;
export type ProbeKind = (typeof PROBE_KINDS)[number];

export const HANDLERS = [
  'antigravity',
  'claude',
  'codex',
  'gemini',
  'openai-compatible',
  'opencode',
  'qwen',
] as const;
export type HandlerName = (typeof HANDLERS)[number];

/** Where a lane's token figures come from (D17): the lane's own report, or our estimate. */
export const USAGE_SOURCES = ['lane', 'estimate'] as const;
export type UsageSource = (typeof USAGE_SOURCES)[number];

export const PROMPT_CHANNELS = ['stdin', 'argv', 'argv-file-ref', 'none'] as const;
export type PromptChannel = (typeof PROMPT_CHANNELS)[number];

export const OUTPUT_CHANNELS = ['stdout', 'file-arg'] as const;
export type OutputChannel = (typeof OUTPUT_CHANNELS)[number];

export const EFFORT_CHANNELS = ['none', 'argv', 'env'] as const;
export type EffortChannel = (typeof EFFORT_CHANNELS)[number];

export const EMPTY_OUTPUT_POLICIES = ['stub-with-stderr', 'handler-owned'] as const;
export type EmptyOutputPolicy = (typeof EMPTY_OUTPUT_POLICIES)[number];

export const EVIDENCE_CLASSES = ['source-grounded', 'diff-only'] as const;
export type EvidenceClass = (typeof EVIDENCE_CLASSES)[number];

export const MODEL_DISCOVERY = ['none', 'first-from-models-endpoint'] as const;
export type ModelDiscovery = (typeof MODEL_DISCOVERY)[number];

export const PLACEHOLDERS = ['{{model}}', '{{effort}}', '{{output}}', '{{prompt}}'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Exactly one of these ends every selected lane (D8). */
export const LANE_STATUSES = [
  'reviewed',
  'empty',
  'failed',
  'timed_out',
  'skipped',
  'unavailable',
  'blocked',
] as const;
export type LaneStatus = (typeof LANE_STATUSES)[number];

/** A planned lane's verdict before anything runs (the `plan` command's `status`). */
export const PLANNED_STATUSES = ['runnable', 'unavailable', 'blocked'] as const;
export type PlannedStatus = (typeof PLANNED_STATUSES)[number];

/** Why these lanes were selected: named, `--all`, the config's defaults, or every one detected. */
export const SELECTION_SOURCES = ['explicit', 'all', 'config_default', 'all_detected'] as const;
export type SelectionSource = (typeof SELECTION_SOURCES)[number];

/** The frozen reason codes (D8): why a lane is unavailable, then why a run ended. Tests assert these, never prose. */
export const REASONS = [
  // why a lane cannot run (the lane vocabulary's own list)
  'malformed_lane',
  'unknown_handler',
  'unknown_transport',
  'missing_binary',
  'missing_required_binary',
  'probe_failed',
  'probe_timeout',
  'host_unreachable',
  'egress_host_changed',
  'budget_too_small',
  'budget_tool_failed',
  // ours (D8)
  'signature_changed',
  'not_consented',
  'incompatible',
  'timed_out',
  'exit_nonzero',
  'spawn_error',
  'http_error',
  'redirect_refused',
  'empty_output',
] as const;
export type Reason = (typeof REASONS)[number];

/**
 * When a run fails besides a requested lane not ending reviewed (D9): `high`, a lane's Risk
 * Assessment is HIGH; `agreed-high`, a HIGH finding flagged by two or more lanes (D16).
 */
export const FAIL_ON = ['explicit', 'high', 'agreed-high'] as const;
export type FailOn = (typeof FAIL_ON)[number];

/** The `incremental` setting (D17): review only what changed since the last review, or never. */
export const INCREMENTAL_MODES = ['auto', 'off'] as const;
export type IncrementalMode = (typeof INCREMENTAL_MODES)[number];

/** Input `cross-examine`, CLI `--cross-examine`, config `review.cross_examine` (D22). */
export const EXAMINE_MODES = ['auto', 'off'] as const;
export type ExamineMode = (typeof EXAMINE_MODES)[number];

/** Why a review covers the whole change although `incremental` is `auto` (D17), or that it is `off`. */
export const FULL_REVIEW_REASONS = [
  'off',
  'not_synchronize',
  'no_previous_review',
  'same_head',
  'base_changed',
  'not_ancestor',
  'previous_head_missing',
  'matrix',
  'requested_full',
] as const;
export type FullReviewReason = (typeof FULL_REVIEW_REASONS)[number];

/** Reasons that mean "the trust gate stopped this lane before anything ran". */
export const BLOCK_REASONS = ['not_consented', 'signature_changed', 'egress_host_changed'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

/** Names that must never become keys of a registry map (prototype-pollution barrier). */
const RESERVED_NAMES = ['__proto__', 'constructor', 'prototype'] as const;
export function isReservedName(name: string): boolean {
  return (RESERVED_NAMES as readonly string[]).includes(name);
}

export const ID_RE = /^[a-z][a-z0-9-]*$/;
export const SLUG_RE = /^[a-z0-9][a-z0-9_-]*$/;
export const FLAG_RE = /^--[a-z0-9][a-z0-9-]*$/;
export const INSTANCE_RE = /^[a-z0-9][a-z0-9-]*$/;
export const DEFAULT_REVIEWER_ENTRY_RE = /^[a-zA-Z0-9_-]+$/;
export const RESERVED_ID_PREFIX_RE = /^(gsd-|gsd-core-|anthropic-)/;

/** A full commit id: SHA-1 (40 hex), or SHA-256 (64 hex) in a repository that uses it. */
export const SHA_RE = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** The id git writes for "no commit" (a push that creates or deletes a branch). */
export const ZERO_SHA_RE = /^0+$/;
/** A POSIX-portable environment variable name (`reviewer.env`, `invoke.apiKeyEnv`, `review.env`). */
export const ENV_NAME_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Defaults that more than one stage needs. */
export const DEFAULTS = {
  maxParallel: 4,
  killGraceMs: 5000,
  maxOutputBytes: 10 * 1024 * 1024,
  fallbackTimeoutMs: 900_000,
  modelDiscoveryTimeoutMs: 2000,
  commentLimit: 65_536,
  manifestMaxBytes: 1024 * 1024,
  /** A prompt file read back (an HTTP lane's request, an estimate): past any budget a lane has. */
  maxPromptFileBytes: 64 * 1024 * 1024,
  chatPath: '/v1/chat/completions',
  modelsPath: '/v1/models',
  fallbackModel: 'local-model',
  consentPath: '.github/reviewer-lanes/consent.json',
  configPath: '.github/reviewer-lanes/config.json',
  legacyConfigPath: '.planning/config.json',
  repositoryCapabilitiesDir: '.github/reviewer-lanes/capabilities',
  instructionsPath: '.github/reviewer-lanes/instructions.md',
} as const;
