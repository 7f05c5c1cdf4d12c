/** The `plan` command's JSON document, built from a plan outcome; `argv` excludes the binary. */
import type { LaneSource } from '../catalog/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { SelectionSource } from '../select/types.js';
import type { ReviewConfig } from '../config/types.js';
import { resolveTimeout } from './resolve.js';
import type { PlannedLane, PlanOutcome } from './types.js';

export interface PlanReportLane extends Pick<
  PlannedLane,
  'slug' | 'identity' | 'explicit' | 'status' | 'reason' | 'detail'
> {
  binary?: string;
  argv?: string[];
  url?: string;
  /** The lane's bound; without a resolved plan, the bound it would have. */
  timeoutMs: number;
  /** Where the lane is declared (D23); absent for a name no lane declares. */
  source?: LaneSource;
}

export interface PlanReport {
  ok: boolean;
  source: SelectionSource;
  lanes: PlanReportLane[];
  errors: Diagnostic[];
  warnings: Diagnostic[];
  infos: Diagnostic[];
}

/** Said wherever a spawn lane would run: where it runs and what of the checkout it sees (D18). */
const LANE_WORKSPACE_INFO: Diagnostic = {
  code: 'lane_workspace',
  message:
    "spawn lanes run in a workspace, not in this checkout: a fresh checkout of the reviewed commit (the base's under pull_request_target) outside the repository, with agent configuration (CLAUDE.md, AGENTS.md, .claude/, .gemini/, .qwen/, opencode.json and the like) from the trusted ref the baseline is read from; it is removed after the run",
};

export function planReport(outcome: Omit<PlanOutcome, 'baseline'>, config: ReviewConfig): PlanReport {
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
        ...(p.lane ? { source: p.lane.source } : {}),
        timeoutMs: plan ? plan.timeoutMs : resolveTimeout(config, p.slug, p.lane?.reviewer.timeoutFloorMs),
      };
    }),
    errors: outcome.errors,
    warnings: outcome.warnings,
    infos: outcome.lanes.some((l) => l.status === 'runnable' && l.plan?.transport === 'spawn')
      ? [...outcome.infos, LANE_WORKSPACE_INFO]
      : outcome.infos,
  };
}
