/**
 * The required check on manifest changes (D13): every manifest valid, names unique, config
 * ownership clean, the working tree's baseline current for its manifests and config, and what
 * the baseline change consents to compared with `base`.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { CheckSettings, WorkingTreeSettings } from '../settings.js';
import type { BaselineChange, ConsentReport } from '../trust/consent.js';
import { loadConfig } from '../config/config.js';
import { readBaseline } from '../trust/baseline.js';
import { consentReport, diffBaselines, rejectedEntryDiagnostics } from '../trust/consent.js';
import { readWorkingBaseline } from '../trust/working-baseline.js';
import type { PipelineDeps, PipelineInput } from './input.js';
import { catalogFor } from './plan.js';

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

/** The working tree as the pull request's head leaves it, read one way for `check` and `consent`. */
export async function loadWorkingTree(settings: WorkingTreeSettings) {
  const [catalog, loaded, working] = await Promise.all([
    catalogFor(settings),
    loadConfig(settings.cwd, settings.configPath),
    readWorkingBaseline(settings.cwd, settings.consentPath),
  ]);
  return { catalog, loaded, working };
}

export async function runCheck(
  input: Pick<PipelineInput<CheckSettings>, 'settings'>,
  deps: PipelineDeps,
): Promise<CheckReport> {
  const { settings } = input;
  const { catalog, loaded, working } = await loadWorkingTree(settings);
  const errors: Diagnostic[] = [...catalog.errors, ...loaded.errors, ...working.errors];
  const warnings: Diagnostic[] = [...catalog.warnings, ...loaded.warnings];
  const consent = consentReport(catalog.lanes, loaded.config, working.baseline);
  const rejected = rejectedEntryDiagnostics(catalog.lanes, loaded.config, working.baseline);
  errors.push(...rejected.errors);
  warnings.push(...rejected.warnings);
  for (const lane of consent.lanes) {
    if (!lane.needsEntry || lane.state === 'current') continue;
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
  }
  return { ok: errors.length === 0, errors, warnings, consent, disclosureDiff };
}
