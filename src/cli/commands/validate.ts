/** `reviewer-lanes validate [--capabilities DIR]... [--no-first-party] [--config F]`. */
import { laneEntry, skippedEntry } from '../../catalog/summary.js';
import type { Catalog } from '../../catalog/types.js';
import { loadConfig } from '../../config/config.js';
import { unknownConfigKeys } from '../../config/keys.js';
import type { LoadedConfig } from '../../config/types.js';
import type { Diagnostic } from '../../diagnostics.js';
import { selectCandidates, UNKNOWN_DEFAULT_REVIEWER } from '../../select/select.js';
import { exitCodeFor, type CommandContext, type CommandSpec } from '../command.js';
import { loadLayers } from '../../pipeline/index.js';
import { catalogReader } from '../catalog-reader.js';
import { CATALOG_OPTIONS, CONFIG_OPTION } from '../options.js';
import { workingTreeSettings } from '../settings.js';

export const spec: CommandSpec = {
  name: 'validate',
  summary:
    'Validate the capability manifests (first-party lanes, .github/reviewer-lanes/capabilities and --capabilities dirs) and the config.',
  description:
    'Exits 1 when a manifest is unreadable, invalid or collides with another lane, or the config is not valid JSON ' +
    'or review.default_reviewers names no lane; an incompatible or reserved-id lane, an unknown config key and a ' +
    'config value of the wrong type are warnings.',
  options: { ...CATALOG_OPTIONS, ...CONFIG_OPTION },
};

/**
 * The config as a review would read it. A default reviewer that names no lane is only a warning
 * when a review runs (the others still can), but here it is what the maintainer came to find.
 */
function configDiagnostics(
  loaded: LoadedConfig,
  catalog: Catalog,
): { errors: Diagnostic[]; warnings: Diagnostic[] } {
  const { config } = loaded;
  const selection = selectCandidates({
    lanes: catalog.lanes,
    skipped: catalog.skipped,
    explicit: null,
    all: false,
    defaultReviewers: config.get('review.default_reviewers'),
    reviewerInstances: config.get('review.reviewer_instances'),
    configPath: config.source,
  });
  const unnamed = selection.warnings.filter((w) => w.code === UNKNOWN_DEFAULT_REVIEWER);
  return {
    errors: [...loaded.errors, ...selection.errors, ...unnamed],
    warnings: [
      ...loaded.warnings,
      ...unknownConfigKeys(config, catalog),
      ...selection.warnings.filter((w) => w.code !== UNKNOWN_DEFAULT_REVIEWER),
    ],
  };
}

export async function run(ctx: CommandContext): Promise<number> {
  const settings = workingTreeSettings(ctx.cwd, ctx.values);
  const head = await loadConfig(ctx.cwd, settings.configPath);
  const { catalog, loaded } = await loadLayers(
    settings,
    { readCatalog: catalogReader(ctx) },
    head.config,
    head,
  );
  const config = configDiagnostics(loaded, catalog);
  const lanes = catalog.lanes.map((l) => laneEntry(l, ctx.cwd));
  const errors = [...catalog.errors, ...config.errors];
  const report = {
    ok: errors.length === 0,
    lanes,
    errors,
    warnings: [...catalog.warnings, ...config.warnings],
    skipped: catalog.skipped.map(skippedEntry),
  };
  if (ctx.json) ctx.out.json(report);
  else {
    const flags = lanes.reduce((n, l) => n + l.flags.length, 0);
    ctx.out.diagnostics(report);
    for (const s of report.skipped) ctx.out.stdout(`skipped (${s.reason}): ${s.path}: ${s.message}\n`);
    ctx.out.stdout(
      `${report.ok ? 'ok' : 'failed'}: ${lanes.length} lane${lanes.length === 1 ? '' : 's'}, ${flags} flag${flags === 1 ? '' : 's'}, ` +
        `${report.errors.length} error${report.errors.length === 1 ? '' : 's'}, ${report.warnings.length} warning${report.warnings.length === 1 ? '' : 's'}\n`,
    );
  }
  return exitCodeFor(report.errors);
}
