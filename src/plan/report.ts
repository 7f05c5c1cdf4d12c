/**
 * The `plan` command's JSON document (DESIGN.md §5), built from a plan outcome:
 * `{ok, source, lanes: [{slug, identity, explicit, status, reason?, detail?, binary?, argv?, url?,
 * timeoutMs}], errors, warnings, infos}`. `argv` excludes the binary.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { PlanOutcome } from '../pipeline.js';
import type { Reason } from '../vocabulary.js';
import type { PlannedStatus, SelectionSource } from './types.js';

export interface PlanReportLane {
  slug: string;
  identity: string;
  explicit: boolean;
  status: PlannedStatus;
  reason?: Reason;
  detail?: string;
  binary?: string;
  argv?: string[];
  url?: string;
  /** The lane's bound; null when no plan could be resolved (an unknown or malformed lane). */
  timeoutMs: number | null;
}

export interface PlanReport {
  ok: boolean;
  source: SelectionSource;
  lanes: PlanReportLane[];
  errors: Diagnostic[];
  warnings: Diagnostic[];
  infos: Diagnostic[];
}

export function planReport(outcome: Omit<PlanOutcome, 'baseline'>): PlanReport {
  return {
    ok: outcome.errors.length === 0,
    source: outcome.source,
    lanes: outcome.lanes.map((p) => {
      const plan = p.plan;
      return {
        slug: p.slug,
        identity: p.identity,
        explicit: p.explicit,
        status: p.status,
        ...(p.reason !== undefined ? { reason: p.reason } : {}),
        ...(p.detail !== undefined ? { detail: p.detail } : {}),
        ...(plan?.transport === 'spawn' ? { binary: plan.binary, argv: [...plan.argv] } : {}),
        ...(plan?.transport === 'openai-http' ? { url: plan.url } : {}),
        timeoutMs: plan ? plan.timeoutMs : null,
      };
    }),
    errors: outcome.errors,
    warnings: outcome.warnings,
    infos: outcome.infos,
  };
}
