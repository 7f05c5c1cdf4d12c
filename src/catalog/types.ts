/** The validated lane every later stage sees; only the signature reads raw `invoke.args` again. */
import type {
  EffortChannel,
  EmptyOutputPolicy,
  EvidenceClass,
  HandlerName,
  ModelDiscovery,
  OutputChannel,
  PromptChannel,
} from '../vocabulary.js';
import type { Diagnostic } from '../diagnostics.js';

export type Probe =
  | { kind: 'command-exists'; binary: string }
  | { kind: 'command-capability'; binary: string; needle: string; timeoutMs: number }
  | { kind: 'http-reachable'; hostConfigKey: string; path: string; timeoutMs: number };

export interface SpawnInvoke {
  binary: string;
  /** The argv template, placeholders included, exactly as declared (string entries only). */
  args: string[];
  promptChannel: PromptChannel;
  outputChannel: OutputChannel;
  outputArg?: string;
  modelArg: string | null;
  effortChannel: EffortChannel;
}

export interface HttpInvoke {
  hostConfigKey: string;
  path: string;
  modelDiscovery: ModelDiscovery;
  effortChannel: 'none';
  defaultHost?: string;
  fallbackModel?: string;
  /** Our extension: the env var whose value is sent as `Authorization: Bearer …`. */
  apiKeyEnv?: string;
}

interface ReviewerBodyCommon {
  slug: string;
  flags: string[];
  probe: Probe;
  timeoutFloorMs: number;
  emptyOutput: EmptyOutputPolicy;
  reviewsSection: string;
  evidenceClass: EvidenceClass;
  requiresBinaries: string[];
  promptBudgetKey: string | null;
  modelConfigKey: string | null;
  handler: HandlerName | null;
  /** Our extension: names of environment variables the lane may receive (D1, D6). */
  env: string[];
}

export type ReviewerBody =
  | (ReviewerBodyCommon & { transport: 'spawn'; invoke: SpawnInvoke })
  | (ReviewerBodyCommon & { transport: 'openai-http'; invoke: HttpInvoke });

export interface ConfigKeyDeclaration {
  type: 'boolean' | 'string' | 'number' | 'enum';
  default: unknown;
  description: string;
  values?: string[];
}

export type LaneSource = 'first-party' | 'repository';

export interface Lane {
  /** Capability id (= folder name). */
  id: string;
  source: LaneSource;
  /** Absolute path of the manifest file. */
  path: string;
  /** Position in the merged catalog: first-party in declared order, then repository lanes by id. */
  order: number;
  reviewer: ReviewerBody;
  /** The manifest's `reviewer` value exactly as parsed (the signature binds raw args). */
  rawReviewer: Record<string, unknown>;
  /** The capability's `config` slice, if any. */
  config: Record<string, ConfigKeyDeclaration>;
  /** Unknown-field and placeholder warnings attached to an accepted lane. */
  diagnostics: Diagnostic[];
}

export type SkipReason =
  'invalid' | 'collision' | 'incompatible' | 'reserved_id' | 'not_a_file' | 'too_large' | 'not_json';

export interface SkippedManifest {
  path: string;
  id?: string;
  /** The slug, when the manifest declared a readable one (lets an explicit request name it). */
  slug?: string;
  /** The flags, when readable. */
  flags?: string[];
  source: LaneSource;
  reason: SkipReason;
  message: string;
}

export interface Catalog {
  /** Accepted lanes in catalog order. */
  lanes: Lane[];
  skipped: SkippedManifest[];
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** Every config key declared by an accepted capability, mapped to its owner id. */
  configOwners: Map<string, string>;
}
