/**
 * `reviewer-lanes consent [--write | --check]` (D4): the working tree's lanes against its own
 * baseline; `--check` exits 1 on drift, `--write` rewrites it deterministically.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { baselineToWrite, loadWorkingTree } from '../../pipeline/index.js';
import { bootstrapHint } from '../../trust/baseline.js';
import { consentReport, rejectedEntryDiagnostics } from '../../trust/consent.js';
import { exitCodeFor, type CommandContext, type CommandSpec, type OptionValues } from '../command.js';
import { CATALOG_OPTIONS, CONFIG_OPTION, CONSENT_FILE_OPTION, exclusiveOptions } from '../options.js';
import { catalogReader } from '../catalog-reader.js';
import { workingTreeSettings } from '../settings.js';

export const spec: CommandSpec = {
  name: 'consent',
  summary: 'Show what each lane executes and where it sends PR content; write or check the baseline.',
  description:
    "Compares the working tree with the working tree's baseline. --check exits 1 when a lane that needs an entry is not current; " +
    '--write rewrites the baseline (commit it on the base branch: a pull request cannot consent to itself).',
  options: {
    write: { type: 'boolean', description: 'rewrite the baseline file from the working tree' },
    check: { type: 'boolean', description: 'exit 1 when the baseline is not current' },
    ...CONFIG_OPTION,
    ...CONSENT_FILE_OPTION,
    ...CATALOG_OPTIONS,
  },
  check(values: OptionValues) {
    exclusiveOptions(values, 'write', 'check');
  },
};

const STATE_TEXT: Record<string, string> = {
  current: 'current',
  missing: 'MISSING — no baseline entry',
  signature_changed: 'CHANGED — what it executes or sends changed',
  host_changed: 'CHANGED — its destination host changed',
  env_changed: 'CHANGED — config adds different env names',
  unneeded: 'no entry needed (first-party lane on its defaults)',
};

export async function run(ctx: CommandContext): Promise<number> {
  const values = ctx.values;
  const settings = workingTreeSettings(ctx.cwd, values);
  const { consentPath } = settings;
  // The same reading of the working tree `check` judges.
  const tree = await loadWorkingTree(settings, { readCatalog: catalogReader(ctx) });
  const { catalog, loaded, working, catalogConsent } = tree;
  // A pinned catalog that cannot be read leaves its lanes unjudged: that is an error here (D23).
  const unreadable = tree.unreadable ? [tree.unreadable] : [];
  const errors = [...loaded.errors, ...working.errors, ...unreadable];
  const warnings = [
    ...catalog.errors.filter((e) => e !== tree.unreadable),
    ...catalog.warnings,
    ...loaded.warnings,
  ];
  const report = consentReport(catalog.lanes, loaded.config, working.baseline, catalogConsent);
  const rejected = rejectedEntryDiagnostics(catalog.lanes, loaded.config, working.baseline);

  if (values.write === true) {
    const next = baselineToWrite(tree, settings, new Date());
    if (next.baseline === undefined || next.text === undefined) {
      if (ctx.json)
        ctx.out.json({ ok: false, lanes: report.lanes, errors: next.errors, warnings: next.warnings });
      else ctx.out.diagnostics({ errors: next.errors, warnings: next.warnings });
      return 1;
    }
    const abs = resolve(ctx.cwd, consentPath);
    await mkdir(dirname(abs), { recursive: true });
    await writeFile(abs, next.text);
    const after = consentReport(catalog.lanes, loaded.config, next.baseline, catalogConsent);
    const n = Object.keys(next.baseline.lanes).length;
    if (ctx.json)
      ctx.out.json({
        ok: true,
        path: consentPath,
        lanes: after.lanes,
        errors: next.errors,
        warnings: next.warnings,
      });
    else {
      printDisclosure(ctx, after.lanes);
      ctx.out.stdout(
        `\nwrote ${consentPath} with ${n} entr${n === 1 ? 'y' : 'ies'}; review it and commit it on the base branch.\n`,
      );
      ctx.out.diagnostics({ warnings: next.warnings });
    }
    return 0;
  }

  errors.push(...rejected.errors);
  warnings.push(...rejected.warnings);
  const drift = report.lanes.filter((l) => l.needsEntry && l.state !== 'current');
  const checkErrors =
    values.check === true
      ? [
          ...errors,
          ...drift.map((l) => ({
            code: l.state,
            path: consentPath,
            id: l.id,
            slug: l.slug,
            message:
              l.consentedBy !== undefined
                ? `catalog lane '${l.slug}' needs a current entry in the consent.json of catalog ${l.consentedBy}: ${l.state}; the catalog's owner must consent to it there, or set review.catalog_consent to false and run \`reviewer-lanes consent --write\``
                : `lane '${l.slug}' needs a current baseline entry: ${l.state}; ${bootstrapHint(consentPath)}`,
          })),
        ]
      : errors;
  const ok = checkErrors.length === 0 && (values.check !== true || report.ok);
  if (ctx.json) ctx.out.json({ ok, lanes: report.lanes, errors: checkErrors, warnings });
  else {
    printDisclosure(ctx, report.lanes);
    ctx.out.diagnostics({ errors: checkErrors, warnings });
    if (values.check === true && drift.length === 0 && checkErrors.length === 0)
      ctx.out.stdout(`\nthe baseline ${consentPath} is current.\n`);
  }
  return values.check === true ? exitCodeFor(checkErrors) : exitCodeFor(errors);
}

function printDisclosure(
  ctx: CommandContext,
  lanes: Array<{ id: string; slug: string; state: string; disclosure: string }>,
): void {
  for (const l of lanes) {
    ctx.out.stdout(`${l.id} (${l.slug}): ${STATE_TEXT[l.state] ?? l.state}\n`);
    ctx.out.stdout(
      l.disclosure
        .split('\n')
        .map((line) => `    ${line}`)
        .join('\n') + '\n',
    );
  }
}
