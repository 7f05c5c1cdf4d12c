/**
 * `reviewer-lanes review`: merge-base(base, head)..head reviewed by the selected lanes in a
 * workspace of the head (D18), written to --out; `--since` reviews REF..head only (D17). Exit 1
 * exactly when results.json's `ok` is false (D9).
 */
import { formatDiagnostic, UsageError } from '../../diagnostics.js';
import { runReview } from '../../pipeline/index.js';
import { PROGRAM } from '../args.js';
import { notConsentedHints } from '../baseline-hint.js';
import { failureLines } from '../../report/results.js';
import { checkGlobs } from '../../prompt/filter.js';
import { createGit, withRefCache } from '../../sys/git.js';
import { catalogReader } from '../catalog-reader.js';
import { FAIL_ON } from '../../vocabulary.js';
import { EXAMINE_MODES } from '../../examine/schema.js';
import type { CommandContext, CommandSpec, OptionValues } from '../command.js';
import {
  CATALOG_OPTIONS,
  CONFIG_OPTION,
  CONSENT_OPTIONS,
  SELECTION_OPTIONS,
  checkSelection,
  positiveIntOption,
  stringList,
} from '../options.js';
import { reviewSettings } from '../settings.js';

export const spec: CommandSpec = {
  name: 'review',
  summary: 'Review merge-base(--base, --head)..--head with the selected lanes; write REVIEWS.md.',
  description:
    '--base defaults to origin/HEAD, else main, else master; --head to HEAD. The consent baseline is read from ' +
    '--baseline-ref, default --base (locally as in a pull request). Exits 1 when a lane named in --reviewers does not end reviewed, ' +
    'when no lane does, or when --fail-on fails; a change with no files runs no lane.',
  options: {
    base: { type: 'string', valueName: 'REF', description: 'the branch or commit the change is based on' },
    head: { type: 'string', valueName: 'REF', description: 'the commit under review (default: HEAD)' },
    since: {
      type: 'string',
      valueName: 'REF',
      description: 'review only the commits since REF (an ancestor of --head), the whole change as context',
    },
    ...SELECTION_OPTIONS,
    out: { type: 'string', valueName: 'DIR', description: 'output directory (default: .reviewer-lanes/)' },
    'max-parallel': { type: 'string', valueName: 'N', description: 'lanes run at once (default: 4)' },
    include: {
      type: 'string',
      multiple: true,
      valueName: 'GLOB',
      description: 'only send diffs of matching paths',
    },
    exclude: {
      type: 'string',
      multiple: true,
      valueName: 'GLOB',
      description: 'never send diffs of matching paths',
    },
    'max-prompt-tokens': { type: 'string', valueName: 'N', description: 'prompt budget for every lane' },
    'fail-on': {
      type: 'string',
      valueName: 'WHEN',
      description: "'explicit' (default), 'high' or 'agreed-high'",
    },
    'cross-examine': {
      type: 'string',
      valueName: 'MODE',
      description: "'auto' (default): the lanes check each other's findings; 'off': no such round",
    },
    'no-suggestions': {
      type: 'boolean',
      description:
        "offer no lane's fix as a suggestion in results.json and reviews.sarif (the action's suggestions: false)",
    },
    ...CONFIG_OPTION,
    ...CONSENT_OPTIONS,
    ...CATALOG_OPTIONS,
  },
  check(values: OptionValues) {
    checkSelection(values);
    positiveIntOption(values, 'max-parallel');
    positiveIntOption(values, 'max-prompt-tokens');
    const failOn = values['fail-on'];
    if (failOn !== undefined && !(FAIL_ON as readonly unknown[]).includes(failOn))
      throw new UsageError(
        `--fail-on must be one of ${FAIL_ON.map((f) => `'${f}'`).join(', ')} (got: ${JSON.stringify(failOn)})`,
      );
    const examine = values['cross-examine'];
    if (examine !== undefined && !(EXAMINE_MODES as readonly unknown[]).includes(examine))
      throw new UsageError(
        `--cross-examine must be one of ${EXAMINE_MODES.map((m) => `'${m}'`).join(', ')} (got: ${JSON.stringify(examine)})`,
      );
  },
};

export async function run(ctx: CommandContext): Promise<number> {
  const v = ctx.values;
  // A glob on the command line that is empty or cannot compile is a bad flag value, decided
  // before git is asked anything.
  for (const name of ['include', 'exclude'] as const) {
    const [problem] = checkGlobs(stringList(v[name]), `--${name}`).problems;
    if (problem) throw new UsageError(problem.message.replace(' was ignored', ' is not usable'));
  }
  // One cache for the run: the pipeline asks for the same refs again (baseline, diff, prompt).
  const git = withRefCache(createGit(ctx.cwd));
  // Refs are flag values: a bad one is a usage error, decided before any lane is probed or run.
  // The errors keep the flags' order.
  const head = typeof v.head === 'string' ? v.head : 'HEAD';
  const given = typeof v.base === 'string' ? v.base : undefined;
  const candidates = given === undefined ? ['origin/HEAD', 'main', 'master'] : [given];
  const givenBaseline = typeof v['baseline-ref'] === 'string' ? v['baseline-ref'] : undefined;
  const since = typeof v.since === 'string' ? v.since : undefined;
  const [headSha, candidateShas, baselineSha, sinceSha] = await Promise.all([
    git.revParse(head),
    Promise.all(candidates.map((ref) => git.revParse(ref))),
    givenBaseline !== undefined ? git.revParse(givenBaseline) : undefined,
    since !== undefined ? git.revParse(since) : undefined,
  ]);
  if (!headSha) throw new UsageError(`--head: ${JSON.stringify(head)} is not a commit in ${ctx.cwd}`);
  const base = candidates[candidateShas.findIndex((sha) => sha !== null)];
  if (base === undefined) {
    if (given !== undefined)
      throw new UsageError(`--base: ${JSON.stringify(given)} is not a commit in ${ctx.cwd}`);
    throw new UsageError('--base is required: there is no origin/HEAD, main or master to default to');
  }
  const baselineRef = givenBaseline ?? base;
  if (givenBaseline !== undefined && !baselineSha)
    throw new UsageError(`--baseline-ref: ${JSON.stringify(baselineRef)} is not a commit in ${ctx.cwd}`);
  if (since !== undefined) {
    if (!sinceSha) throw new UsageError(`--since: ${JSON.stringify(since)} is not a commit in ${ctx.cwd}`);
    // The commits since REF are REF..head only when REF is on head's history.
    const r = await git.exec(['merge-base', '--is-ancestor', sinceSha, headSha]);
    if (r.exitCode !== 0)
      throw new UsageError(
        `--since: ${JSON.stringify(since)} is not an ancestor of --head ${JSON.stringify(head)}`,
      );
  }

  const settings = reviewSettings(ctx.cwd, v, { base, head, baselineRef }, ctx.env);
  const outcome = await runReview(
    {
      settings,
      env: ctx.env,
      ...(sinceSha ? { scope: { kind: 'delta' as const, since: sinceSha, previousHead: sinceSha } } : {}),
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    },
    {
      git,
      log: ctx.json ? undefined : (line) => ctx.out.stderr(`${line}\n`),
      readCatalog: catalogReader(ctx),
    },
  );

  const diagnostics = {
    errors: outcome.plan.errors,
    // The plan's warnings, then each lane's (a different served model, a truncated stderr).
    warnings: [
      ...outcome.plan.warnings,
      ...outcome.results.flatMap((r) => r.warnings.map((message) => ({ message }))),
    ],
    infos: outcome.plan.infos,
  };
  if (ctx.json) {
    ctx.out.json(outcome.results_json);
    // results.json has no place for them, and stdout holds only it: a script still learns on
    // stderr why `ok` is false with every lane reviewed (an invalid config file, say).
    for (const d of diagnostics.errors) ctx.out.stderr(`error: ${formatDiagnostic(d)}\n`);
    for (const d of diagnostics.warnings) ctx.out.stderr(`warning: ${formatDiagnostic(d)}\n`);
  } else if (outcome.nothing) {
    ctx.out.stdout(`nothing to review: ${outcome.nothing}; no lane was run\n`);
    ctx.out.diagnostics(diagnostics);
  } else {
    ctx.out.table([
      ['LANE', 'STATUS', 'REASON', 'DURATION'],
      ...outcome.results.map((r) => [
        r.identity + (r.explicit ? '*' : ''),
        r.status,
        r.reason ?? '',
        `${(r.durationMs / 1000).toFixed(1)}s`,
      ]),
    ]);
    ctx.out.diagnostics(diagnostics);
    ctx.out.stdout(`\nREVIEWS.md: ${outcome.reviewsPath}\nreviews.sarif: ${outcome.sarifPath}\n`);
  }
  const notConsented = outcome.results.filter((r) => r.status === 'blocked' && r.reason === 'not_consented');
  if (notConsented.length > 0) {
    const hints = await notConsentedHints(git, ctx.cwd, settings.consentPath, baselineRef, notConsented);
    for (const hint of hints) ctx.out.stderr(`${PROGRAM}: ${hint}\n`);
  }
  // Why the run fails, by name: the lanes, or the findings that failed --fail-on.
  if (!outcome.ok) {
    for (const line of failureLines(outcome.failures)) ctx.out.stderr(`${PROGRAM}: ${line}\n`);
  }
  return outcome.ok ? 0 : 1;
}
