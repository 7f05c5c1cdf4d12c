/** The plan job: catalog -> config -> trust -> select -> probe -> plan. Nothing runs, nothing is written. */
import type { Catalog } from '../catalog/types.js';
import type { ReviewConfig } from '../config/types.js';
import type { PlannedLane, PlanOutcome, ProbeScope } from '../plan/types.js';
import type { LaneCandidate } from '../select/select.js';
import type { SelectionSource } from '../select/types.js';
import type { PlanSettings, WorkingTreeSettings } from '../settings.js';
import { loadCatalog } from '../catalog/catalog.js';
import { loadConfig } from '../config/config.js';
import { planLanes, selectFor } from '../plan/lane-plans.js';
import { readBaseline } from '../trust/baseline.js';
import { rejectedEntryDiagnostics } from '../trust/consent.js';
import type { PipelineDeps, PipelineInput } from './input.js';

/** A plan with the catalog and config it was made from, which the later jobs need. */
export interface PlannedRun extends PlanOutcome {
  catalog: Catalog;
  config: ReviewConfig;
}

/** The catalog stage for a run's settings. */
export function catalogFor(settings: WorkingTreeSettings): Promise<Catalog> {
  return loadCatalog({
    cwd: settings.cwd,
    firstParty: settings.firstParty,
    capabilityDirs: settings.capabilityDirs,
  });
}

export async function planReview(
  input: Pick<PipelineInput<PlanSettings>, 'settings' | 'env'>,
  deps: PipelineDeps,
  probes: ProbeScope = 'all',
  /**
   * The folder the lanes will run in (the review's workspace), named in their argv: asked once
   * with the selected lanes, before trust decides, so that it is made while git reads the baseline.
   */
  laneRoot?: (selected: readonly LaneCandidate[]) => string | undefined,
): Promise<PlannedRun> {
  const { settings } = input;
  // The catalog is this process's CPU (it reads and validates synchronously); the baseline is git's
  // work: its read is started first, and given a turn of the event loop to start git, so git
  // answers while the manifests are validated (the caller's own reads started by then run too).
  const configRead = loadConfig(settings.cwd, settings.configPath);
  const baselineRead = readBaseline(deps.git, settings.baselineRef, settings.consentPath);
  for (const p of [configRead, baselineRead]) p.catch(() => undefined);
  await new Promise<void>((resolve) => setImmediate(resolve));
  const catalog = await catalogFor(settings);
  const loaded = await configRead;
  const selection = selectFor(settings, catalog, loaded.config);
  const root = laneRoot?.(selection.candidates.filter((c): c is LaneCandidate => c.kind === 'lane'));
  const read = await baselineRead;
  const outcome = await planLanes({
    settings,
    catalog,
    config: loaded.config,
    baseline: read.baseline,
    origin: read.origin,
    runDir: settings.outDir,
    env: input.env,
    probes,
    selection,
    ...(root !== undefined ? { laneRoot: root } : {}),
    ...(deps.processRunner ? { processRunner: deps.processRunner } : {}),
    ...(deps.http ? { httpClient: deps.http } : {}),
  });
  // A broken manifest or baseline nobody asked about is a warning; an explicit lane it breaks
  // is already an error from selection. A broken config file is an error: selection depends on it.
  const errors = [...loaded.errors, ...outcome.errors];
  const rejected = rejectedEntryDiagnostics(catalog.lanes, loaded.config, read.baseline);
  return {
    ...outcome,
    ok: errors.length === 0,
    errors,
    warnings: [
      ...catalog.errors,
      ...catalog.warnings,
      ...loaded.warnings,
      ...read.errors,
      ...rejected.errors,
      ...rejected.warnings,
      ...outcome.warnings,
    ],
    catalog,
    config: loaded.config,
  };
}

/** The lanes REVIEWS.md accounts for: what runs, what was asked for, and what trust stopped. */
export function reportedLanes(plan: PlanOutcome): PlanOutcome['lanes'] {
  return plan.lanes.filter((l) => isReported(l, plan.source));
}

export function isReported(l: Pick<PlannedLane, 'status' | 'explicit'>, source: SelectionSource): boolean {
  return l.status === 'runnable' || l.explicit || l.status === 'blocked' || source === 'config_default';
}
