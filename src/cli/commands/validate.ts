/** `reviewer-lanes validate [--capabilities DIR]... [--no-first-party]`. */
import { loadCatalog } from '../../catalog/catalog.js';
import { laneEntry, skippedEntry } from '../../catalog/summary.js';
import { exitCodeFor, type CommandContext, type CommandSpec } from '../command.js';
import { CATALOG_OPTIONS } from '../options.js';
import { workingTreeSettings } from '../settings.js';

export const spec: CommandSpec = {
  name: 'validate',
  summary:
    'Validate the capability manifests: first-party lanes, .github/reviewer-lanes/capabilities and --capabilities dirs.',
  description:
    'Exits 1 when a manifest is unreadable, invalid or collides with another lane; an incompatible or reserved-id lane is a warning.',
  options: CATALOG_OPTIONS,
};

export async function run(ctx: CommandContext): Promise<number> {
  const catalog = await loadCatalog(workingTreeSettings(ctx.cwd, ctx.values));
  const lanes = catalog.lanes.map((l) => laneEntry(l, ctx.cwd));
  const report = {
    ok: catalog.errors.length === 0,
    lanes,
    errors: catalog.errors,
    warnings: catalog.warnings,
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
