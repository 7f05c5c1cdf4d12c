/**
 * `reviewer-lanes check` (D13): the required check for manifest changes; invalid manifests or a
 * stale baseline fail it, the disclosure diff says what the change consents to.
 */
import { UsageError } from '../../diagnostics.js';
import { runCheck } from '../../pipeline/index.js';
import { createGit } from '../../sys/git.js';
import { exitCodeFor, type CommandContext, type CommandSpec } from '../command.js';
import { catalogReader } from '../catalog-reader.js';
import { CATALOG_OPTIONS, CONFIG_OPTION, CONSENT_FILE_OPTION } from '../options.js';
import { checkSettings } from '../settings.js';

export const spec: CommandSpec = {
  name: 'check',
  summary: 'The required check for manifest changes: validation, baseline currency, disclosure diff.',
  options: {
    base: { type: 'string', valueName: 'REF', description: 'compare the baseline with the one at REF' },
    ...CONFIG_OPTION,
    ...CONSENT_FILE_OPTION,
    ...CATALOG_OPTIONS,
  },
};

export async function run(ctx: CommandContext): Promise<number> {
  const v = ctx.values;
  const git = createGit(ctx.cwd);
  const base = typeof v.base === 'string' ? v.base : undefined;
  if (base !== undefined && !(await git.revParse(base)))
    throw new UsageError(`--base: ${JSON.stringify(base)} is not a commit in ${ctx.cwd}`);
  const report = await runCheck(
    { settings: checkSettings(ctx.cwd, v, base) },
    { git, readCatalog: catalogReader(ctx) },
  );
  if (ctx.json) ctx.out.json(report);
  else {
    for (const d of report.disclosureDiff) {
      ctx.out.stdout(`${d.change}: ${d.id} (${d.slug})\n`);
      if (d.before) ctx.out.stdout(`  before: ${d.before.split('\n').join('\n          ')}\n`);
      if (d.after) ctx.out.stdout(`  after:  ${d.after.split('\n').join('\n          ')}\n`);
    }
    ctx.out.diagnostics(report);
    ctx.out.stdout(report.ok ? 'check passed\n' : 'check failed\n');
  }
  return exitCodeFor(report.errors);
}
