/** A lane resolved for one run: what to execute or where to send, and why not when it cannot run. */
import type { Lane } from '../catalog/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { InstanceSpec, SelectionSource } from '../select/types.js';
import type { BaselineOrigin } from '../trust/types.js';
import type {
  EmptyOutputPolicy,
  HandlerName,
  OutputChannel,
  PlannedStatus,
  PromptChannel,
  Reason,
} from '../vocabulary.js';

/** Every file a lane touches lives in one run-scoped directory. */
export interface LanePaths {
  runDir: string;
  /** The prompt this lane is given (the shared one, or its trimmed copy). */
  prompt: string;
  /** Where the review text is written (and where a `file-arg` lane is told to write). */
  review: string;
  /** The stderr sidecar. */
  err: string;
}

interface LanePlanCommon {
  slug: string;
  /** The slug for a builtin, the instance name for an instance. */
  identity: string;
  laneId: string;
  timeoutMs: number;
  model: string | null;
  handler: HandlerName | null;
  emptyOutput: EmptyOutputPolicy;
  paths: LanePaths;
  /** Env var names this lane may receive on top of the allow-list (manifest `env` + config). */
  envNames: string[];
  /** The prompt budget in tokens, or null when the lane is not budgeted. */
  budget: number | null;
  /** Instance `agent`, honoured by opencode only. */
  agent?: string;
}

export interface SpawnLanePlan extends LanePlanCommon {
  transport: 'spawn';
  binary: string;
  /** Resolved argv without the binary; never contains a placeholder token. */
  argv: string[];
  /** Path whose contents are streamed to stdin, or null. */
  stdinPath: string | null;
  promptChannel: PromptChannel;
  outputChannel: OutputChannel;
}

export interface HttpLanePlan extends LanePlanCommon {
  transport: 'openai-http';
  /** Normalised base URL. */
  host: string;
  url: string;
  modelsUrl: string | null;
  fallbackModel: string;
  apiKeyEnv?: string;
}

export type LanePlan = SpawnLanePlan | HttpLanePlan;

/**
 * Which lanes are probed where the plan is made: all; none (the matrix's plan and publish jobs:
 * availability belongs to each lane job's runner, D14); or the one lane a matrix lane job runs.
 */
export type ProbeScope = 'all' | 'none' | { identity: string };

export interface PlannedLane {
  slug: string;
  identity: string;
  explicit: boolean;
  status: PlannedStatus;
  reason?: Reason;
  detail?: string;
  lane?: Lane;
  plan?: LanePlan;
  instance?: InstanceSpec;
  /** True for a runnable instance that shares its adapter with another runnable instance. */
  sharedAdapter?: boolean;
}

/** What the plan stage produces: every candidate lane with its verdict, and what to tell the user. */
export interface PlanOutcome {
  ok: boolean;
  source: SelectionSource;
  lanes: PlannedLane[];
  errors: Diagnostic[];
  warnings: Diagnostic[];
  infos: Diagnostic[];
  baseline: BaselineOrigin;
}
