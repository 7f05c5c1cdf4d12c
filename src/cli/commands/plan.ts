/**
 * `reviewer-lanes plan`: which lanes would run, how, and why not; nothing is written, only probes
 * run. Exit 1 when a named lane cannot run or the selection config is invalid.
 */
import { UsageError } from '../../diagnostics.js';
import { planReview } from '../../pipeline/index.js';
import { planReport } from '../../plan/report.js';
import { createGit } from '../../sys/git.js';
import { exitCodeFor, type CommandContext, type CommandSpec, type OptionValues } from '../command.js';
import {
  CATALOG_OPTIONS,
  CONFIG_OPTION,
  CONSENT_OPTIONS,
  SELECTION_OPTIONS,
  checkSelection,
} from '../options.js';
import { catalogReader } from '../catalog-reader.js';
import { planSettings } from '../settings.js';

export const spec: CommandSpec = {
  name: 'plan',
  summary: 'Show which lanes would run and how (argv or URL), and why the others cannot.',
  description:
    'Selection: --reviewers, else --all, else review.default_reviewers, else every lane detected. ' +
    'The consent baseline is read from --baseline-ref (default HEAD). Exits 1 when a lane named in --reviewers cannot run.',
  options: { ...SELECTION_OPTIONS, ...CONFIG_OPTION, ...CONSENT_OPTIONS, ...CATALOG_OPTIONS },
  check(values: OptionValues) {
    checkSelection(values);
  },
};

export async function run(ctx: CommandContext): Promise<number> {
  const v = ctx.values;
  const git = createGit(ctx.cwd);
  // A ref named on the command line must name a commit: a usage error, as in `review`.
  const givenRef = typeof v['baseline-ref'] === 'string' ? v['baseline-ref'] : undefined;
  if (givenRef !== undefined && !(await git.revParse(givenRef)))
    throw new UsageError(`--baseline-ref: ${JSON.stringify(givenRef)} is not a commit in ${ctx.cwd}`);
  // The same planning stage `review` runs, so the two can never disagree about a lane.
  const plan = await planReview(
    { settings: planSettings(ctx.cwd, v, givenRef ?? 'HEAD'), env: ctx.env },
    { git, readCatalog: catalogReader(ctx) },
  );
  const report = planReport(plan, plan.config);

  if (ctx.json) ctx.out.json(report);
  else {
    ctx.out.stdout(`source: ${report.source}; baseline: ${plan.baseline.path} at ${plan.baseline.ref}\n`);
    ctx.out.table([
      ['LANE', 'STATUS', 'REASON', 'TIMEOUT', 'INVOCATION / DETAIL'],
      ...report.lanes.map((l) => [
        l.identity + (l.explicit ? '*' : ''),
        l.status,
        l.reason ?? '',
        duration(l.timeoutMs),
        l.status === 'runnable'
          ? (l.url ?? [l.binary ?? '', ...(l.argv ?? []).map((a) => JSON.stringify(a))].join(' '))
          : (l.detail ?? ''),
      ]),
    ]);
    ctx.out.diagnostics(report);
  }
  return exitCodeFor(report.errors);
}

function duration(ms: number): string {
  return ms % 60_000 === 0 ? `${ms / 60_000}m` : `${ms / 1000}s`;
}
