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
import { loadConfig } from '../config/config.js';
import { linkedFolderOnTheWay } from '../sys/linked-folder.js';
import { readBaseline, serializeBaseline } from '../trust/baseline.js';
import { consentReport, diffBaselines, rejectedEntryDiagnostics, writeBaseline } from '../trust/consent.js';
import { readWorkingBaseline } from '../trust/working-baseline.js';
import type { PipelineDeps, PipelineInput } from './input.js';
import { catalogFor } from './plan-job.js';

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
  const errors: Diagnostic[] = [...loaded.errors, ...working.errors];
  const rejected = rejectedEntryDiagnostics(catalog.lanes, loaded.config, working.baseline);
  // A malformed entry is what the write replaces (or drops, when no lane needs it): it is said, not refused.
  const warnings: Diagnostic[] = [
    ...catalog.errors,
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
  const baseline = writeBaseline(catalog.lanes, loaded.config, working.baseline, now);
  return { baseline, text: serializeBaseline(baseline), errors, warnings };
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
