/** The validated lane every later stage sees; only the signature reads raw `invoke.args` again. */
import type { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import type {
  ConfigDeclarationSchema,
  HttpInvokeSchema,
  ProbeSchema,
  ReviewerBodySchema,
  SpawnInvokeSchema,
} from './schema.js';

export type Probe = z.output<typeof ProbeSchema>;
export type SpawnInvoke = z.output<typeof SpawnInvokeSchema>;
export type HttpInvoke = z.output<typeof HttpInvokeSchema>;
export type ReviewerBody = z.output<typeof ReviewerBodySchema>;

export type ConfigKeyDeclaration = z.output<typeof ConfigDeclarationSchema>;

/** Where a lane is declared: bundled, an organization's pinned catalog (D23), or the repository. */
export const LANE_SOURCES = ['first-party', 'catalog', 'repository'] as const;
export type LaneSource = (typeof LANE_SOURCES)[number];

export interface Lane {
  /** Capability id (= folder name). */
  id: string;
  source: LaneSource;
  /** Absolute path of the manifest file. */
  path: string;
  /** A catalog lane's manifest as output names it (`OWNER/REPO@SHA:capabilities/<id>/capability.json`). */
  shownPath?: string;
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
