/**
 * The required check on manifest changes (D13): every manifest valid, names unique, config
 * ownership clean, the working tree's baseline current for its manifests and config, and what
 * the baseline change consents to compared with `base`.
 */
import { dirname, resolve } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import type { CheckSettings, WorkingTreeSettings } from '../settings.js';
import type { BaselineChange, ConsentReport } from '../trust/consent.js';
import type { Baseline } from '../trust/types.js';
import { catalogEntryOf, loadConfigAt } from '../config/catalog-entry.js';
import { formatCatalogPin } from '../config/catalog-pin.js';
import { loadConfig } from '../config/config.js';
import { linkedFolderOnTheWay } from '../sys/linked-folder.js';
import { readBaseline, serializeBaseline } from '../trust/baseline.js';
import {
  consentReport,
  diffBaselines,
  diffCatalogLanes,
  rejectedEntryDiagnostics,
  writeBaseline,
} from '../trust/consent.js';
import { readWorkingBaseline } from '../trust/working-baseline.js';
import type { PipelineDeps, PipelineInput } from './input.js';
import { loadLayers } from './layers.js';

/** What `reviewer-lanes check --json` prints (the CLI contract's `check`). */
export interface CheckReport {
  ok: boolean;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  consent?: ConsentReport;
  disclosureDiff: BaselineChange[];
}

/** The code of a lane whose baseline entry is not current (the action lists these on their own). */
export const BASELINE_NOT_CURRENT = 'baseline_not_current';

/**
 * The working tree as the pull request's head leaves it, read one way for `check` and `consent`:
 * its config pins the catalog here, since this is what the head asks to be consented (D13, D23).
 */
export async function loadWorkingTree(
  settings: WorkingTreeSettings,
  deps: Pick<PipelineDeps, 'readCatalog'> = {},
) {
  const [head, working] = await Promise.all([
    loadConfig(settings.cwd, settings.configPath),
    readWorkingBaseline(settings.cwd, settings.consentPath),
  ]);
  const layers = await loadLayers(settings, deps, head.config, head);
  return { ...layers, working };
}

export type WorkingTree = Awaited<ReturnType<typeof loadWorkingTree>>;

/** The baseline `consent --write` (and `init`) writes for a working tree, or why none may be written. */
export interface BaselineWrite {
  /** Absent when `errors` forbid the write. */
  baseline?: Baseline;
  /** The file's text: keys sorted, two-space JSON, a final newline (D4). */
  text?: string;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

export function baselineToWrite(tree: WorkingTree, settings: WorkingTreeSettings, now: Date): BaselineWrite {
  const { catalog, loaded, working } = tree;
  const { consentPath } = settings;
  // Without the catalog's lanes the write would drop their entries: nothing is written then.
  const errors: Diagnostic[] = [
    ...loaded.errors,
    ...working.errors,
    ...(tree.unreadable ? [tree.unreadable] : []),
  ];
  const rejected = rejectedEntryDiagnostics(catalog.lanes, loaded.config, working.baseline);
  // A malformed entry is what the write replaces (or drops, when no lane needs it): it is said, not refused.
  const warnings: Diagnostic[] = [
    ...catalog.errors.filter((e) => e !== tree.unreadable),
    ...catalog.warnings,
    ...loaded.warnings,
    ...rejected.errors,
    ...rejected.warnings,
  ];
  // A folder of the baseline's path that the pull request committed as a link would aim the
  // write outside the repository.
  const linked = linkedFolderOnTheWay(dirname(resolve(settings.cwd, consentPath)), settings.cwd);
  if (linked) {
    errors.push({
      code: 'invalid_baseline',
      path: consentPath,
      message: `${linked} is a symbolic link; the baseline is written only through real folders of the repository`,
    });
  }
  // Never overwrite a baseline we could not read, nor write one from a config we could not read.
  if (errors.length > 0) return { errors, warnings };
  const baseline = writeBaseline(catalog.lanes, loaded.config, working.baseline, now, tree.catalogConsent);
  return { baseline, text: serializeBaseline(baseline), errors, warnings };
}

export async function runCheck(
  input: Pick<PipelineInput<CheckSettings>, 'settings'>,
  deps: PipelineDeps,
): Promise<CheckReport> {
  const { settings } = input;
  const tree = await loadWorkingTree(settings, deps);
  const { catalog, loaded, working, catalogConsent } = tree;
  const errors: Diagnostic[] = [...catalog.errors, ...loaded.errors, ...working.errors];
  const warnings: Diagnostic[] = [...catalog.warnings, ...loaded.warnings];
  const consent = consentReport(catalog.lanes, loaded.config, working.baseline, catalogConsent);
  const rejected = rejectedEntryDiagnostics(catalog.lanes, loaded.config, working.baseline);
  errors.push(...rejected.errors);
  warnings.push(...rejected.warnings);
  for (const lane of consent.lanes) {
    if (!lane.needsEntry || lane.state === 'current') continue;
    if (lane.consentedBy !== undefined) {
      errors.push({
        code: BASELINE_NOT_CURRENT,
        path: `${lane.consentedBy}:consent.json`,
        id: lane.id,
        slug: lane.slug,
        // review.catalog_consent: only the catalog's owner can consent to the catalog's lane.
        message: `catalog lane '${lane.slug}' is ${lane.state.replace('_', ' ')} in the consent.json of catalog ${lane.consentedBy}; the catalog's owner must consent to it there and this pull request pin that commit, or set review.catalog_consent to false and consent to it in ${settings.consentPath}`,
      });
      continue;
    }
    errors.push({
      code: BASELINE_NOT_CURRENT,
      path: settings.consentPath,
      id: lane.id,
      slug: lane.slug,
      // The check runs on the pull request: its fix belongs in the same pull request (D13).
      message: `lane '${lane.slug}' is ${lane.state.replace('_', ' ')} in the consent baseline; run \`reviewer-lanes consent --write\`, review the disclosure, and commit ${settings.consentPath} with this change`,
    });
  }
  let disclosureDiff: CheckReport['disclosureDiff'] = [];
  if (settings.base !== undefined) {
    const before = await readBaseline(deps.git, settings.base, settings.consentPath);
    const rejectedBefore = rejectedEntryDiagnostics(catalog.lanes, loaded.config, before.baseline);
    warnings.push(...before.errors, ...rejectedBefore.errors, ...rejectedBefore.warnings);
    disclosureDiff = diffBaselines(before.baseline, working.baseline);
    disclosureDiff = await withCatalogBump(disclosureDiff, tree, settings, deps, settings.base, warnings);
  }
  return { ok: errors.length === 0, errors, warnings, consent, disclosureDiff };
}

/**
 * D23: a pull request that moves the catalog pin lists every catalog lane the bump adds, removes
 * or changes, whether or not the repository's own baseline changes with it (catalog_consent).
 */
async function withCatalogBump(
  diff: CheckReport['disclosureDiff'],
  head: WorkingTree,
  settings: CheckSettings,
  deps: PipelineDeps,
  base: string,
  warnings: Diagnostic[],
): Promise<CheckReport['disclosureDiff']> {
  const baseConfig = await loadConfigAt(deps.git, base, settings.cwd, settings.configPath);
  const before = catalogEntryOf(baseConfig.config);
  const after = catalogEntryOf(head.loaded.config);
  const text = (pin: typeof before.pin) => (pin ? formatCatalogPin(pin) : '');
  const catalogIds = new Set(head.catalog.lanes.filter((l) => l.source === 'catalog').map((l) => l.id));
  let bump: CheckReport['disclosureDiff'] = [];
  if (text(before.pin) !== text(after.pin)) {
    const old = await loadLayers(settings, deps, baseConfig.config, baseConfig);
    for (const e of old.catalog.errors) if (e.code === 'catalog_unreadable') warnings.push(e);
    for (const l of old.catalog.lanes) if (l.source === 'catalog') catalogIds.add(l.id);
    bump = diffCatalogLanes(
      { lanes: old.catalog.lanes, config: old.loaded.config },
      { lanes: head.catalog.lanes, config: head.loaded.config },
    );
  }
  const listed = new Set(diff.map((c) => c.id));
  const marked = diff.map((c) => (catalogIds.has(c.id) ? { ...c, source: 'catalog' as const } : c));
  return [...marked, ...bump.filter((c) => !listed.has(c.id))].sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}
