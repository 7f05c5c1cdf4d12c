/** `reviewer-lanes lanes`: the accepted lanes in catalog order. */
import { loadConfig } from '../../config/config.js';
import { loadLayers } from '../../pipeline/index.js';
import { laneEntry } from '../../catalog/summary.js';
import type { CommandContext, CommandSpec } from '../command.js';
import { catalogReader } from '../catalog-reader.js';
import { CATALOG_OPTIONS, CONFIG_OPTION } from '../options.js';
import { workingTreeSettings } from '../settings.js';

export const spec: CommandSpec = {
  name: 'lanes',
  summary: 'List the lanes the catalog accepts: first-party in declared order, then repository lanes by id.',
  description: 'Manifests that fail validation are left out; run validate to see why.',
  options: { ...CATALOG_OPTIONS, ...CONFIG_OPTION },
};

export async function run(ctx: CommandContext): Promise<number> {
  const settings = workingTreeSettings(ctx.cwd, ctx.values);
  // The config names the organization's catalog, whose lanes are listed with the others (D23).
  const head = await loadConfig(ctx.cwd, settings.configPath);
  const { catalog } = await loadLayers(settings, { readCatalog: catalogReader(ctx) }, head.config, head);
  const lanes = catalog.lanes.map((l) => laneEntry(l, ctx.cwd));
  if (ctx.json) {
    ctx.out.json({ lanes });
    return 0;
  }
  ctx.out.table([
    ['SLUG', 'FLAGS', 'TRANSPORT', 'SOURCE', 'SECTION', 'PATH'],
    ...lanes.map((l) => [l.slug, l.flags.join(','), l.transport, l.source, l.reviewsSection, l.path]),
  ]);
  if (catalog.skipped.length > 0) {
    const n = catalog.skipped.length;
    ctx.out.stderr(
      `${n} manifest${n === 1 ? ' was' : 's were'} skipped; run '${'reviewer-lanes'} validate' for details\n`,
    );
  }
  return 0;
}
