/**
 * `reviewer-lanes init`: writes what a repository needs to adopt the action (src/init/) and says
 * what is left for a person. Exit 1 when no lane is found or a named one is unknown.
 */
import { parseCatalogPin, type CatalogPin } from '../../config/catalog-pin.js';
import { UsageError } from '../../diagnostics.js';
import { applyInit, planInit, type InitPlan } from '../../init/init.js';
import { ACTION_RE, defaultAction } from '../../init/setup.js';
import { exitCodeFor, type CommandContext, type CommandSpec, type OptionValues } from '../command.js';
import { catalogReader } from '../catalog-reader.js';
import { reviewersOption } from '../options.js';

export const spec: CommandSpec = {
  name: 'init',
  summary:
    'Adopt reviewer-lanes: write the review and check workflows, the lanes in the config and the baseline.',
  description:
    'Lanes: --reviewers, else every first-party CLI lane whose CLI is on PATH; they are written to ' +
    'review.default_reviewers only, the one list CI and the CLI read (the workflow names none). ' +
    'An existing file is replaced only with ' +
    '--force (and then only these four; the config keeps every key but review.default_reviewers). ' +
    'Ends with what is left for you: the secrets to add, and committing the files on the default branch.',
  options: {
    reviewers: {
      type: 'string',
      valueName: 'LIST',
      description: 'comma-separated lane slugs or flags to set up',
    },
    action: {
      type: 'string',
      valueName: 'OWNER/REPO@REF',
      description: 'the action the workflows use (default: this package’s repository at its release tag)',
    },
    catalog: {
      type: 'string',
      valueName: 'OWNER/REPO[/PATH]@SHA',
      description: 'pin an organization’s lane catalog in the config, by full commit SHA',
    },
    force: { type: 'boolean', description: 'replace init’s own files when they differ' },
    'dry-run': { type: 'boolean', description: 'print what would be written; write nothing' },
  },
  check(values: OptionValues) {
    reviewersOption(values);
    const action = values.action;
    if (typeof action === 'string' && !ACTION_RE.test(action))
      throw new UsageError(`--action must be OWNER/REPO@REF (got: ${JSON.stringify(action)})`);
    catalogOption(values);
  },
};

export async function run(ctx: CommandContext): Promise<number> {
  const v = ctx.values;
  const dryRun = v['dry-run'] === true;
  const plan = await planInit({
    cwd: ctx.cwd,
    reviewers: reviewersOption(v) ?? null,
    action: typeof v.action === 'string' ? v.action : defaultAction(),
    force: v.force === true,
    env: ctx.env,
    now: new Date(),
    ...(catalogOption(v) ? { catalog: catalogOption(v) } : {}),
    // A catalog the config already pins is read as every command reads it (its --catalog is a pin).
    readCatalog: catalogReader({ ...ctx, values: {} }),
  });
  if (plan.ok && !dryRun) await applyInit(ctx.cwd, plan);
  const writes = plan.files.filter((f) => f.write).map((f) => f.path);
  const written = dryRun ? [] : writes;
  const unchanged = plan.files.filter((f) => f.state === 'unchanged').map((f) => f.path);
  if (ctx.json) {
    ctx.out.json({
      ok: plan.ok,
      lanes: plan.lanes,
      written,
      unchanged,
      left: plan.left,
      errors: plan.errors,
      warnings: plan.warnings,
      ...(dryRun
        ? {
            dryRun: true,
            wouldWrite: writes,
            files: plan.files.map(({ path, state, content }) => ({ path, state, content })),
          }
        : {}),
    });
  } else printPlan(ctx, plan, dryRun, writes);
  return exitCodeFor(plan.errors);
}

/** `--catalog`: held to the config's own rule (a full commit), refused with the reason (exit 2). */
function catalogOption(values: OptionValues): CatalogPin | undefined {
  const value = values.catalog;
  if (typeof value !== 'string') return undefined;
  const parsed = parseCatalogPin(value.trim());
  if ('problem' in parsed) throw new UsageError(`--catalog ${parsed.problem}`);
  return parsed.pin;
}

function printPlan(ctx: CommandContext, plan: InitPlan, dryRun: boolean, written: string[]): void {
  const out = (text: string): void => ctx.out.stdout(text);
  if (!plan.ok) {
    ctx.out.diagnostics({ errors: plan.errors, warnings: plan.warnings });
    return;
  }
  out(`lanes: ${plan.lanes.join(', ')}\n`);
  for (const f of plan.files) {
    if (dryRun && (f.write || f.state === 'differs'))
      out(
        `\n${f.write ? 'would write' : 'differs (kept; --force would write)'} ${f.path}:\n${f.content.replace(/^/gm, '  ')}`,
      );
    else if (f.write) out(`wrote     ${f.path}\n`);
    else if (f.state === 'unchanged') out(`unchanged ${f.path}\n`);
    else out(`kept      ${f.path} (differs; --force replaces it)\n`);
  }
  if (written.length === 0)
    out(
      dryRun ? '\nnothing would change.\n' : 'nothing to change: every file is already what init writes.\n',
    );
  else if (dryRun) out('\n(dry run: nothing was written)\n');
  out('\nleft for you:\n');
  for (const item of plan.left) out(`  - ${item.detail}\n`);
  ctx.out.diagnostics({ warnings: plan.warnings });
}
