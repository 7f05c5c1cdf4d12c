/** The plan job: catalog -> config -> trust -> select -> probe -> plan. Nothing runs, nothing is written. */
import type { Catalog } from '../catalog/types.js';
import type { ReviewConfig } from '../config/types.js';
import type { PlannedLane, PlanOutcome, ProbeScope } from '../plan/types.js';
import type { LaneCandidate, Selection } from '../select/select.js';
import type { SelectionSource } from '../select/types.js';
import type { PlanSettings, WorkingTreeSettings } from '../settings.js';
import { loadCatalog } from '../catalog/catalog.js';
import { catalogEntryOf, loadConfigAt } from '../config/catalog-entry.js';
import { formatCatalogPin } from '../config/catalog-pin.js';
import { loadConfig } from '../config/config.js';
import type { LoadedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { CatalogConsent } from '../trust/types.js';
import { loadLayers } from './layers.js';
import { planLanes, selectFor } from '../plan/lane-plans.js';
import { readBaseline } from '../trust/baseline.js';
import { rejectedEntryDiagnostics } from '../trust/consent.js';
import type { PipelineDeps, PipelineInput } from './input.js';

/** A plan with the catalog and config it was made from, which the later jobs need. */
export interface PlannedRun extends PlanOutcome {
  catalog: Catalog;
  config: ReviewConfig;
}

/** The catalog stage for a run's settings, without an organization's catalog (`init`'s view). */
export function catalogFor(settings: WorkingTreeSettings): Promise<Catalog> {
  return loadCatalog({
    cwd: settings.cwd,
    firstParty: settings.firstParty,
    capabilityDirs: settings.capabilityDirs,
  });
}

/** What a plan is made from: the catalog, the config, the baseline at the trusted ref, and who is selected. */
export interface LaneChoice {
  catalog: Catalog;
  loaded: LoadedConfig;
  read: Awaited<ReturnType<typeof readBaseline>>;
  selection: ReturnType<typeof selectFor>;
  /** D23: the catalog's consent.json standing for its lanes (`review.catalog_consent`). */
  catalogConsent?: CatalogConsent;
}

/**
 * catalog -> config -> select, with the baseline read beside them (trust decides in the plan).
 * The catalog's pin is the trusted ref's (D5): the pull request's own config cannot re-point it.
 */
export async function chooseLanes(
  input: Pick<PipelineInput<PlanSettings>, 'settings'>,
  deps: PipelineDeps,
): Promise<LaneChoice> {
  const { settings } = input;
  const [head, trusted, read] = await Promise.all([
    loadConfig(settings.cwd, settings.configPath),
    loadConfigAt(deps.git, settings.baselineRef, settings.cwd, settings.configPath),
    readBaseline(deps.git, settings.baselineRef, settings.consentPath),
  ]);
  const { catalog, loaded, catalogConsent, unreadable } = await loadLayers(
    settings,
    deps,
    trusted.config,
    head,
  );
  loaded.warnings = [...loaded.warnings, ...pinMoved(head, trusted, settings.baselineRef)];
  const selection = selectFor(settings, catalog, loaded.config);
  const notLoaded = unreadable ?? loaded.errors.find((e) => e.code === 'invalid_catalog_pin');
  return {
    catalog,
    loaded,
    read,
    selection: notLoaded ? withCatalogNotLoaded(selection, notLoaded) : selection,
    ...(catalogConsent ? { catalogConsent } : {}),
  };
}

/**
 * D23: a lane asked for by a name nobody declared may be the pinned catalog's, which could not be
 * loaded: its failure says so, not only that the name is unknown.
 */
function withCatalogNotLoaded(selection: Selection, why: Diagnostic): Selection {
  return {
    ...selection,
    candidates: selection.candidates.map((c) =>
      c.kind === 'missing' && c.reason === 'malformed_lane'
        ? {
            ...c,
            detail: `${c.detail}; the pinned catalog's lanes are not loaded (${why.field ?? 'review.catalog'}: ${why.message})`,
          }
        : c,
    ),
  };
}

/** A pin the head changed is not used until it is merged: said, so nobody wonders why. */
function pinMoved(head: LoadedConfig, trusted: LoadedConfig, ref: string): Diagnostic[] {
  const at = catalogEntryOf(head.config);
  const was = catalogEntryOf(trusted.config);
  const text = (e: typeof at) => (e.pin ? formatCatalogPin(e.pin) : 'none');
  if (text(at) === text(was) && at.consent === was.consent) return [];
  return [
    {
      code: 'catalog_pin_not_trusted',
      ...(head.config.source ? { path: head.config.source } : {}),
      field: 'review.catalog',
      message: `the working tree pins catalog ${text(at)}${at.consent ? ' with catalog_consent' : ''}, but the lanes come from the trusted ref ${ref}'s (${text(was)}${was.consent ? ' with catalog_consent' : ''}): a pin counts once it is merged`,
    },
  ];
}

/** The lanes a choice selected (a name nobody declared is not a lane). */
export function selectedLanes(choice: LaneChoice): LaneCandidate[] {
  return choice.selection.candidates.filter((c): c is LaneCandidate => c.kind === 'lane');
}

/** catalog -> config -> trust -> select -> probe -> plan. */
export async function planReview(
  input: Pick<PipelineInput<PlanSettings>, 'settings' | 'env'>,
  deps: PipelineDeps,
  probes: ProbeScope = 'all',
): Promise<PlannedRun> {
  return planChosen(input, deps, await chooseLanes(input, deps), probes);
}

/**
 * trust -> probe -> plan, for the lanes chosen. `laneRoot`: the folder the lanes will run in (the
 * review's workspace), named in their argv; `settings.cwd` when absent.
 */
export async function planChosen(
  input: Pick<PipelineInput<PlanSettings>, 'settings' | 'env'>,
  deps: PipelineDeps,
  choice: LaneChoice,
  probes: ProbeScope,
  laneRoot?: string,
): Promise<PlannedRun> {
  const { settings } = input;
  const { catalog, loaded, read, selection, catalogConsent } = choice;
  const outcome = await planLanes({
    ...(catalogConsent ? { catalogConsent } : {}),
    settings,
    catalog,
    config: loaded.config,
    baseline: read.baseline,
    origin: read.origin,
    runDir: settings.outDir,
    env: input.env,
    probes,
    selection,
    ...(laneRoot !== undefined ? { laneRoot } : {}),
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
