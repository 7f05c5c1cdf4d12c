/**
 * The one pipeline both entry points call (DESIGN.md §2):
 * settings -> catalog -> config -> trust -> select -> probe -> plan -> prompt -> run -> report.
 * Publishing (comment, artifact, summary) belongs to the action; the CLI writes files only.
 */
import { setMaxListeners } from 'node:events';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import type { Catalog, Lane } from './catalog/types.js';
import type { ReviewConfig } from './config/types.js';
import type { Diagnostic } from './diagnostics.js';
import type { Finding } from './findings/types.js';
import type { PreviousFinding, PreviousReview } from './incremental/types.js';
import type { CheckReport } from './github/check.js';
import type { PlannedLane, PlannedStatus, ProbeScope, SelectionSource } from './plan/types.js';
import type { ChangeResult, PullFile } from './prompt/change.js';
import type { ResultsJson } from './report/results.js';
import type { LaneInfo } from './report/reviews.js';
import type { LaneResult, LaneRunContext, ProcessRunner, TrimInfo } from './run/types.js';
import type { Settings } from './settings.js';
import type { Git, GitFile } from './sys/git.js';
import type { Baseline, BaselineOrigin } from './trust/types.js';
import type { Reason } from './vocabulary.js';
import { loadCatalog } from './catalog/catalog.js';
import { loadConfig } from './config/config.js';
import { ConfigurationError } from './diagnostics.js';
import { planLanes } from './plan/plan.js';
import { buildPrompt, renderPrompt } from './prompt/build.js';
import { collectChange, filesFromApi } from './prompt/change.js';
import { filterChange } from './prompt/filter.js';
import { changeHunks } from './findings/hunks.js';
import { followPreviousReview, stillCarried } from './incremental/follow.js';
import { scopeNote } from './incremental/scope.js';
import { redactSecrets } from './report/redact.js';
import { SARIF_FILE, buildSarif } from './report/sarif.js';
import { packageVersion } from './paths.js';
import { renderStub } from './run/output.js';
import { resultWithoutRunning, runLanes } from './run/runner.js';
import { createProcessRunner } from './run/spawn.js';
import { usageFromJson } from './run/usage.js';
import { lstatAsync, readFileAsync } from './sys/fs-async.js';
import { withRefCache } from './sys/git.js';
import { linkedFolderInRepository, linkedFolderOnTheWay } from './sys/linked-folder.js';
import { readRegularText, removeEntry, writeFresh } from './sys/regular-file.js';
import { MAX_BASELINE_BYTES, parseBaseline, readBaseline } from './trust/baseline.js';
import { consentReport, diffBaselines } from './trust/consent.js';
import { laneEnvironment } from './trust/env.js';
import { DEFAULTS } from './vocabulary.js';
import {
  fillWorkspace,
  removeWorkspace,
  reserveWorkspace,
  type FilledWorkspace,
  type LaneWorkspace,
} from './workspace/workspace.js';

/** The change under review and, in a PR, its metadata (DESIGN.md D10). */
export interface ChangeContext {
  pr?: { number: number; title: string; body: string; url?: string };
  baseSha: string;
  headSha: string;
  /** A label for local runs: `main..feature`. */
  rangeLabel: string;
  /** D17: the commits the lanes reviewed, `<from>..<head>` (full SHAs). */
  reviewedRange?: string;
  /** D17: the head the last review covered, when one is known. */
  previousHead?: string;
}

/** results.json (DESIGN.md §5); the type comes from its schema in report/results.ts. */
export type { ResultsJson };

export interface PlanOutcome {
  ok: boolean;
  source: SelectionSource;
  lanes: PlannedLane[];
  errors: Diagnostic[];
  warnings: Diagnostic[];
  infos: Diagnostic[];
  baseline: BaselineOrigin;
}

export interface ReviewOutcome {
  ok: boolean;
  plan: PlanOutcome;
  change: ChangeContext;
  results: LaneResult[];
  results_json: ResultsJson;
  /** Absolute paths. */
  outDir: string;
  reviewsPath: string;
  resultsPath: string;
  /** reviews.sarif (D16), absolute. */
  sarifPath: string;
  reviewsMarkdown: string;
  /**
   * The findings stage's merged findings (D16), in their order, redacted of the run's secrets:
   * what REVIEWS.md, results.json, SARIF and the pull request review show.
   */
  findings: Finding[];
  /**
   * D17: the last review's findings on lines the new commits did not touch, carried onto this
   * page. Never posted as inline comments; the fail-on gate counts them. Absent: none.
   */
  carried?: PreviousFinding[];
}

// ---------------------------------------------------------------------------------------------
// The stages, composed. Every side effect comes in through `PipelineDeps`.

export interface PipelineDeps {
  /** The environment lanes' allow-listed environments are built from. */
  env: NodeJS.ProcessEnv;
  git: Git;
  signal?: AbortSignal;
  now?: () => Date;
  processRunner?: ProcessRunner;
  /** PR metadata (the action): title and body go into the prompt as untrusted data. */
  pr?: { number: number; title: string; body: string; url?: string };
  /** D17: what the last review left open (the action reads it from the pull request). */
  previous?: PreviousReview;
  /** The PR's files from the API, used when git cannot produce the diff (base not fetched). */
  pullFiles?: () => Promise<PullFile[]>;
  /** Values to redact from lane output besides the lanes' own credentials. */
  secrets?: string[];
  /**
   * The out directory is published (the action's artifact): the lanes' files and
   * lane-results.json are redacted as REVIEWS.md is, since whoever can read the run can read them.
   */
  publishes?: boolean;
  /** Progress lines (stderr for the CLI, the log for the action). */
  log?: (line: string) => void;
  /**
   * The change `settings.base`..`settings.head`, when the caller already started reading it
   * (the CLI reads the diff while the pipeline plans the lanes).
   */
  change?: Promise<ChangeResult>;
}

interface PlannedRun extends PlanOutcome {
  catalog: Catalog;
  config: ReviewConfig;
}

/** The catalog stage for a run's settings. */
function catalogFor(settings: Settings): Promise<Catalog> {
  return loadCatalog({
    cwd: settings.cwd,
    firstParty: settings.firstParty,
    capabilityDirs: settings.capabilityDirs,
  });
}

/**
 * catalog -> config -> trust -> select -> probe -> plan. Nothing runs and nothing is written.
 * `laneRoot`: the folder the lanes will run in (the review's workspace), named in their argv.
 */
export async function planReview(
  settings: Settings,
  deps: PipelineDeps,
  probes: ProbeScope = 'all',
  laneRoot?: string,
): Promise<PlannedRun> {
  const [catalog, loaded, read] = await Promise.all([
    catalogFor(settings),
    loadConfig(settings.cwd, settings.configPath),
    readBaseline(deps.git, settings.baselineRef, settings.consentPath),
  ]);
  const outcome = await planLanes({
    settings,
    catalog,
    config: loaded.config,
    baseline: read.baseline,
    origin: read.origin,
    runDir: settings.outDir,
    env: deps.env,
    probes,
    ...(laneRoot !== undefined ? { laneRoot } : {}),
  });
  // A broken manifest or baseline nobody asked about is a warning; an explicit lane it breaks
  // is already an error from selection. A broken config file is an error: selection depends on it.
  const errors = [...loaded.errors, ...outcome.errors];
  return {
    ...outcome,
    ok: errors.length === 0,
    errors,
    warnings: [
      ...catalog.errors,
      ...catalog.warnings,
      ...loaded.warnings,
      ...read.errors,
      ...outcome.warnings,
    ],
    catalog,
    config: loaded.config,
  };
}

/**
 * Which planned lanes are accounted for in REVIEWS.md: everything that runs, everything asked for
 * (explicitly or in the configured defaults), and every lane the trust gate stopped. A lane that
 * discovery did not find (`--all`, all-detected) is normal and not listed.
 */
export function reportedLanes(plan: PlanOutcome): PlanOutcome['lanes'] {
  return plan.lanes.filter((l) => isReported(l, plan.source));
}

function isReported(l: Pick<PlannedLane, 'status' | 'explicit'>, source: SelectionSource): boolean {
  return l.status === 'runnable' || l.explicit || l.status === 'blocked' || source === 'config_default';
}

/** `--out`'s default, under the repository (DESIGN.md §5). */
export const DEFAULT_OUT_DIR = '.reviewer-lanes';

/** The files of ours in an out directory; removed before a run so no stale review survives. */
const OUT_FILES = ['REVIEWS.md', 'results.json', 'lane-results.json', 'prompt.md', SARIF_FILE];

/**
 * Synchronous on purpose: it is on the review's critical path (no lane starts before it), and a
 * recursive removal through the thread pool costs a round trip per entry while also holding up
 * the config and catalog reads that share the pool (DESIGN.md §6). Called from an async function,
 * so a failure still arrives as a rejection.
 */
async function prepareOutDir(outDir: string, cwd: string): Promise<void> {
  refuseLinkedOutDir(outDir, cwd);
  mkdirSync(outDir, { recursive: true });
  // The default out directory lives in the checkout: it ignores itself, so `git status` stays
  // clean (the lanes run in their own workspace, D18, and never see it as part of the change).
  // The pull request can commit that `.gitignore` itself, as a link to any file the user can
  // write: whatever is there is removed (a link, not its target) and the file made anew.
  if (outDir === resolvePath(cwd, DEFAULT_OUT_DIR)) {
    writeFresh(join(outDir, '.gitignore'), '*\n');
  }
  for (const f of OUT_FILES) removeEntry(join(outDir, f));
  emptyLanesDir(join(outDir, 'lanes'));
}

/**
 * Leaves `dir` an empty real directory. The lane files of the last run are one flat folder:
 * each entry is unlinked (never followed, so a link in it is removed, not its target), and only
 * a folder in it goes through the recursive removal. `rmSync` alone walks Node's rimraf, with a
 * stat and a retry loop per entry: several milliseconds for a 12-lane run's 36 files, where the
 * unlinks take well under one. Anything but a real directory at `dir` (a file, a link) is removed
 * and a directory made in its place.
 */
function emptyLanesDir(dir: string): void {
  let entries;
  try {
    entries = lstatSync(dir).isDirectory() ? readdirSync(dir, { withFileTypes: true }) : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dir);
    return;
  }
  if (entries === null) {
    rmSync(dir, { force: true });
    mkdirSync(dir);
    return;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) rmSync(path, { recursive: true, force: true });
    else removeEntry(path);
  }
}

/**
 * The out directory is emptied and written: never through a symbolic link, which a pull request
 * can commit at `.reviewer-lanes` (or any folder of `--out` inside the repository) to aim the
 * deletes and writes anywhere.
 */
function refuseLinkedOutDir(outDir: string, cwd: string): void {
  const linked = linkedFolderOnTheWay(outDir, cwd);
  if (linked)
    throw new ConfigurationError({
      code: 'out_dir_link',
      path: linked,
      message: 'is a symbolic link; the out directory is emptied and written, so it must be a real directory',
    });
}

/** The run's deps with one ref cache for all its stages (a ref costs a git process to resolve). */
function withCachedGit(deps: PipelineDeps): PipelineDeps {
  return { ...deps, git: withRefCache(deps.git) };
}

/**
 * Awaits independent steps started together; when several fail, the first one's error (in
 * argument order) is the one thrown, as if they had run one after the other.
 */
async function settleInOrder<A, B, C>(a: Promise<A>, b: Promise<B>, c: Promise<C>): Promise<[A, B, C]> {
  const settled = await Promise.allSettled([a, b, c]);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as [A, B, C];
}

/**
 * The change, the guidance and the prompt. With the lanes' workspace (D18), the prompt names it
 * as the repository root and says which commit it holds.
 */
async function collectPromptParts(
  settings: Settings,
  deps: PipelineDeps,
  workspace?: Promise<FilledWorkspace>,
) {
  const base = settings.base ?? settings.baselineRef;
  let change;
  // Extra guidance comes from the trusted commit, like the baseline: a PR cannot rewrite it.
  // Read at the resolved SHA, as the baseline is, so both files come from one git read.
  const since = settings.scope?.kind === 'delta' ? settings.scope.since : undefined;
  const [fromGit, guidance, delta] = await Promise.all([
    deps.change ?? collectChange(deps.git, base, settings.head),
    deps.git
      .revParse(settings.baselineRef)
      .then((sha): Promise<GitFile> | GitFile =>
        sha ? deps.git.readFile(sha, DEFAULTS.instructionsPath) : { kind: 'missing' },
      ),
    // D17: the commits since the last review, besides the whole change (its list, its anchors).
    since !== undefined ? readDelta(deps.git, since, settings.head) : undefined,
  ]);
  if (fromGit.ok) change = fromGit.change;
  else if (deps.pullFiles) {
    deps.log?.(
      `git could not produce the diff (${fromGit.error.message}); using the pull request's files from the API.`,
    );
    const baseSha = (await deps.git.revParse(base)) ?? base;
    const headSha = (await deps.git.revParse(settings.head)) ?? settings.head;
    change = { baseSha, headSha, source: 'api' as const, files: filesFromApi(await deps.pullFiles()) };
  } else throw new ConfigurationError(fromGit.error);

  const { change: filtered, warnings: filterWarnings } = filterChange(change, {
    include: settings.include,
    exclude: settings.exclude,
  });
  for (const w of filterWarnings) deps.log?.(`warning: ${w.message}`);
  // REVIEWS.md's base_sha is the base's own commit (a PR's base.sha); the prompt names the commit
  // the diff is taken from, which is the merge base once the base has moved on.
  const baseSha = (await deps.git.revParse(base)) ?? change.baseSha;
  if (guidance.kind === 'too_large')
    deps.log?.(
      `warning: ${DEFAULTS.instructionsPath} at ${settings.baselineRef} is over 1 MiB; it is left out of the prompt.`,
    );
  const filled = workspace ? await workspace : undefined;
  const followed = delta && deps.previous ? followPreviousReview(deps.previous, delta.files) : undefined;
  const parts = buildPrompt({
    change: filtered,
    ...(deps.pr ? { pr: { number: deps.pr.number, title: deps.pr.title, body: deps.pr.body } } : {}),
    ...(guidance.kind === 'file' ? { instructions: guidance.content } : {}),
    repoRoot: filled?.root ?? settings.cwd,
    baseSha: change.baseSha,
    headSha: change.headSha,
    ...(filled ? { workspace: { treeSha: filled.treeSha } } : {}),
    ...(delta && since !== undefined
      ? {
          since: {
            previousHead: delta.baseSha,
            delta: filterChange(delta, { include: settings.include, exclude: settings.exclude }).change,
            ...(followed ? { openFindings: followed.open } : {}),
          },
        }
      : {}),
  });
  const changedPaths = filtered.files.map((f) => f.path);
  // The findings anchor on the whole change as GitHub shows it, files the prompt left out included.
  const hunks = changeHunks(change.files);
  return {
    parts,
    baseSha,
    headSha: change.headSha,
    changedPaths,
    hunks,
    reviewedFrom: delta ? delta.baseSha : change.baseSha,
    carried: followed?.carried ?? [],
    omitted: deps.previous?.omitted ?? 0,
  };
}

/** The commits since the last review (D17); the scope was decided with `since` in the checkout. */
async function readDelta(git: Git, since: string, head: string) {
  const r = await collectChange(git, since, head);
  if (!r.ok)
    throw new ConfigurationError({
      ...r.error,
      message: `the commits since the last review: ${r.error.message}`,
    });
  return r.change;
}

/**
 * The head's files (the base's where the head is never materialised), HEAD at the commit the
 * diff is taken from, agent configuration from the trusted ref. Started with the run: it asks git
 * for the refs and the merge base the change asks for (the run's ref cache answers both once),
 * so the checkout is written while the diff is read and the catalog validated.
 */
async function fillLaneWorkspace(
  workspace: LaneWorkspace,
  settings: Settings,
  deps: PipelineDeps,
): Promise<FilledWorkspace> {
  const base = settings.base ?? settings.baselineRef;
  const ofBase = settings.laneTree === 'base';
  let diffBase = base;
  if (!ofBase) {
    const [headSha, baseSha] = await Promise.all([deps.git.revParse(settings.head), deps.git.revParse(base)]);
    const mergeBase = headSha && baseSha ? await deps.git.mergeBase(baseSha, headSha) : null;
    diffBase = mergeBase ?? headSha ?? settings.head;
    // D17: a review of the commits since the last one sees those alone in `git diff HEAD`.
    if (settings.scope?.kind === 'delta') diffBase = settings.scope.since;
  }
  const filled = await fillWorkspace(workspace, deps.git, {
    tree: ofBase ? base : settings.head,
    diffBase,
    trusted: settings.baselineRef,
  });
  const replaced = filled.replaced.length;
  deps.log?.(
    `lanes run in ${filled.root}, a checkout of ${filled.treeSha.slice(0, 12)} with agent configuration from ${settings.baselineRef}` +
      (replaced > 0 ? ` (${replaced} file${replaced === 1 ? '' : 's'} not the checkout's)` : ''),
  );
  for (const note of filled.notes) deps.log?.(`warning: ${note}`);
  return filled;
}

function laneInfoMap(catalog: Catalog, lanes: PlanOutcome['lanes']): Map<string, LaneInfo> {
  const byId = new Map<string, Lane>();
  for (const l of catalog.lanes) byId.set(l.reviewer.slug, l);
  const map = new Map<string, LaneInfo>();
  for (const p of lanes) {
    const lane = p.lane ?? byId.get(p.slug);
    if (!lane) continue;
    map.set(p.identity, {
      reviewsSection: lane.reviewer.reviewsSection,
      evidenceClass: lane.reviewer.evidenceClass,
      order: lane.order,
      source: lane.source,
      ...(p.instance ? { instanceOf: lane.reviewer.slug } : {}),
    });
  }
  return map;
}

/** Env names that hold credentials, by the conventions CLIs and providers use. */
const CREDENTIAL_NAME_RE = /(KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH)/i;

/**
 * Values a lane must never get to publish: the credentials the runner holds for the lanes (an
 * HTTP lane's `apiKeyEnv`, and declared names that look like credentials). Base URLs, model
 * names and config paths are not secrets and stay readable in the report.
 */
function secretValues(plan: PlanOutcome, deps: PipelineDeps): string[] {
  const names = new Set<string>();
  for (const l of plan.lanes) {
    for (const n of l.plan?.envNames ?? []) if (CREDENTIAL_NAME_RE.test(n)) names.add(n);
    if (l.plan?.transport === 'openai-http' && l.plan.apiKeyEnv) names.add(l.plan.apiKeyEnv);
  }
  const values = [...names].map((n) => deps.env[n]).filter((v): v is string => typeof v === 'string');
  return [...values, ...(deps.secrets ?? [])].filter((v) => v.length >= 8);
}

function changeContext(
  deps: PipelineDeps,
  prompt: Pick<PromptParts, 'baseSha' | 'headSha' | 'reviewedFrom'>,
  settings: Settings,
): ChangeContext {
  const { baseSha, headSha } = prompt;
  const previousHead = settings.scope?.previousHead;
  return {
    ...(deps.pr ? { pr: deps.pr } : {}),
    baseSha,
    headSha,
    rangeLabel: `${settings.base ?? baseSha.slice(0, 12)}..${settings.head}`,
    reviewedRange: `${prompt.reviewedFrom}..${headSha}`,
    ...(previousHead !== undefined ? { previousHead } : {}),
  };
}

type PromptParts = Awaited<ReturnType<typeof collectPromptParts>>;

/** The whole review: plan, prompt, run, report. Writes REVIEWS.md and results.json to outDir. */
export async function runReview(
  settings: Settings,
  deps: PipelineDeps,
  only?: string,
): Promise<ReviewOutcome> {
  deps = withCachedGit(deps);
  // Lanes run in a workspace of their own, never in the checkout (D18): named now, so the plan
  // and the prompt can name it; removed however the run ends.
  const workspace = reserveWorkspace({
    cwd: settings.cwd,
    outDir: settings.outDir,
    ...(settings.tempDir !== undefined ? { tempDir: settings.tempDir } : {}),
  });
  try {
    return await reviewIn(workspace, settings, deps, only);
  } finally {
    const problem = removeWorkspace(workspace);
    if (problem)
      deps.log?.(`warning: the lanes' workspace ${workspace.root} could not be removed: ${problem}`);
  }
}

async function reviewIn(
  workspace: LaneWorkspace,
  settings: Settings,
  deps: PipelineDeps,
  only?: string,
): Promise<ReviewOutcome> {
  // The diff (git processes) is read while the plan loads and validates the catalog (this
  // process's CPU); both are read-only. The plan's failure still wins over the diff's.
  const filled = fillLaneWorkspace(workspace, settings, deps);
  // Awaited by the prompt below; until then a failure must not count as unhandled.
  filled.catch(() => undefined);
  const [, plan, prompt] = await settleInOrder(
    prepareOutDir(settings.outDir, settings.cwd),
    // A matrix lane job probes only its own lane: the others run on other runners (D14).
    planReview(settings, deps, only === undefined ? 'all' : { identity: only }, workspace.root),
    collectPromptParts(settings, deps, filled),
  );
  let lanes = reportedLanes(plan);
  if (only !== undefined) lanes = plan.lanes.filter((l) => l.identity === only);

  // The shared prompt, then each budgeted lane's own copy (trimmed, or skipped when even the
  // minimum does not fit).
  const full = renderPrompt(prompt.parts, null).text;
  writeFileSync(join(settings.outDir, 'prompt.md'), full);
  const trims = new Map<string, TrimInfo>();
  lanes = await Promise.all(
    lanes.map(async (p) => {
      if (p.status !== 'runnable' || !p.plan) return p;
      if (p.plan.paths.prompt === join(settings.outDir, 'prompt.md')) return p;
      const rendered =
        p.plan.budget !== null && p.plan.budget > 0 ? renderPrompt(prompt.parts, p.plan.budget) : null;
      if (rendered?.trim) trims.set(p.identity, rendered.trim);
      if (rendered?.hardFailed) {
        return {
          ...p,
          status: 'unavailable' as const,
          reason: 'budget_too_small' as const,
          detail: `prompt budget (${p.plan.budget} tokens) too small for the minimum review set`,
        };
      }
      writeFileSync(p.plan.paths.prompt, rendered?.text ?? full);
      return p;
    }),
  );

  const processRunner = deps.processRunner ?? createProcessRunner();
  const home = deps.env['HOME'] || homedir();
  // Every running lane listens on the one cancellation signal (and its requests may add their
  // own listeners): raise Node's leak-warning threshold to what this run legitimately needs.
  if (deps.signal) setMaxListeners(Math.max(10, 4 * lanes.length + 10), deps.signal);
  // Read once: process.env is a live view, and every lane's allow-list would read it again.
  const parentEnv = { ...deps.env };
  const ctxFor = (p: PlanOutcome['lanes'][number]): LaneRunContext => ({
    repoRoot: workspace.root,
    env: laneEnvironment(parentEnv, p.plan?.envNames ?? []),
    homeDir: home,
    killGraceMs: DEFAULTS.killGraceMs,
    maxOutputBytes: DEFAULTS.maxOutputBytes,
    processRunner,
    ...(deps.signal ? { signal: deps.signal } : {}),
  });
  deps.log?.(`running ${lanes.filter((l) => l.status === 'runnable').length} lane(s)`);
  const results = await runLanes(lanes, {
    ctxFor,
    maxParallel: settings.maxParallel,
    outDir: settings.outDir,
  });
  for (const r of results) {
    const t = trims.get(r.identity);
    if (t && (t.omitted.length > 0 || t.truncated_files.length > 0 || t.hard_failed)) r.trimmed = t;
  }
  return report(settings, deps, plan, lanes, results, prompt);
}

async function report(
  settings: Settings,
  deps: PipelineDeps,
  plan: PlannedRun,
  lanes: PlanOutcome['lanes'],
  results: LaneResult[],
  prompt: Omit<PromptParts, 'parts'>,
): Promise<ReviewOutcome> {
  // The stages that read lane output (and their Markdown parser) load only once a review gets here
  // (one after the other: they share modules, and jest's loader fails concurrent imports of one).
  const findingsStage = await import('./findings/index.js');
  const { buildResultsJson, computeOutcome, withCarried } = await import('./report/results.js');
  const { declaredOrder, renderReviews } = await import('./report/reviews.js');
  const change = changeContext(deps, prompt, settings);
  const { changedPaths } = prompt;
  const secrets = secretValues(plan, deps);
  const laneInfo = laneInfoMap(plan.catalog, lanes);
  const read = await findingsStage.collectFindings({
    lanes: declaredOrder(results, laneInfo),
    changedPaths: prompt.hunks.map((h) => h.path),
    hunks: prompt.hunks,
    roots: [settings.cwd],
    headFiles: findingsStage.headTreeFiles(deps.git, prompt.headSha),
  });
  // What a lane wrote is published (SARIF, inline comments): never with the run's secrets in it.
  const findings = read.findings.map((f) => redactedFinding(f, secrets));
  // D17: a finding the new commits left alone still stands, unless a lane flagged its place again.
  const carried = stillCarried(prompt.carried, findings);
  const outcome = computeOutcome(results, settings.failOn, [...findings, ...carried], read.readings);
  const ok = outcome.ok && plan.errors.length === 0;
  const resultsJson = withCarried(buildResultsJson(results, ok, settings.outDir, findings), carried);
  const markdown = renderReviews({
    ...(settings.scope
      ? {
          scope: {
            note: scopeNote(settings.scope, prompt.headSha, deps.previous !== undefined),
            carried,
            omitted: prompt.omitted,
          },
        }
      : {}),
    change,
    baseline: plan.baseline,
    results,
    lanes: laneInfo,
    reviewedAt: (deps.now ?? (() => new Date()))(),
    secrets,
    changedPaths,
    notes: plan.errors.map((e) => `Error: ${e.message}`),
    read: { ...read, findings },
  });
  const reviewsPath = join(settings.outDir, 'REVIEWS.md');
  const resultsPath = join(settings.outDir, 'results.json');
  const sarifPath = join(settings.outDir, SARIF_FILE);
  if (deps.publishes) redactLaneFiles(join(settings.outDir, 'lanes'), secrets);
  const handover = deps.publishes ? results.map((r) => redactedResult(r, secrets)) : results;
  // The run's files are written directly, as its lanes' are (run/spawn.ts): a few local files, each
  // cheaper to write than three round trips through the thread pool.
  // Made anew: a lane is told where the out directory is (its prompt and output are there) and
  // may have left a link or a FIFO at these names (sys/regular-file.ts).
  writeFresh(reviewsPath, markdown);
  writeFresh(resultsPath, `${JSON.stringify(resultsJson, null, 2)}\n`);
  writeFresh(
    sarifPath,
    `${JSON.stringify(buildSarif(findings, { version: packageVersion() }, carried), null, 2)}\n`,
  );
  // The full results (bodies, caveats) for a publish job that merges lane jobs (DESIGN.md D14).
  writeFresh(join(settings.outDir, 'lane-results.json'), `${JSON.stringify(handover, null, 2)}\n`);
  return {
    ok,
    plan,
    change,
    results,
    results_json: resultsJson,
    outDir: settings.outDir,
    reviewsPath,
    resultsPath,
    sarifPath,
    reviewsMarkdown: markdown,
    findings,
    carried,
  };
}

/** Lane files larger than this are left as they are (the capture cap is 10 MiB). */
const MAX_REDACTED_FILE_BYTES = 16 * 1024 * 1024;

/** Rewrites, redacted, each lane file that holds a secret or a token shape. Best effort per file. */
function redactLaneFiles(dir: string, secrets: string[]): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    try {
      const st = lstatSync(path);
      if (!st.isFile() || st.size > MAX_REDACTED_FILE_BYTES) continue;
      const text = readFileSync(path, 'utf8');
      const redacted = redactSecrets(text, secrets);
      if (redacted !== text) writeFileSync(path, redacted);
    } catch {
      // a file that cannot be read or written stays as it is
    }
  }
}

function redactedResult(r: LaneResult, secrets: string[]): LaneResult {
  const clean = (t: string) => redactSecrets(t, secrets);
  return {
    ...r,
    body: clean(r.body),
    ...(r.detail !== undefined ? { detail: clean(r.detail) } : {}),
    caveats: r.caveats.map(clean),
    warnings: r.warnings.map(clean),
  };
}

function redactedFinding(f: Finding, secrets: string[]): Finding {
  const clean = (t: string) => redactSecrets(t, secrets);
  return {
    ...f,
    title: clean(f.title),
    byLane: f.byLane.map((l) => ({ ...l, title: clean(l.title), text: clean(l.text) })),
  };
}

/** `mode: lane`: one lane of the plan, with its result directory as the outcome's outDir. */
export async function runOneLane(
  settings: Settings,
  identity: string,
  deps: PipelineDeps,
): Promise<ReviewOutcome> {
  return runReview(settings, deps, identity);
}

/**
 * `mode: publish`: the lane jobs' results and the plan's unrunnable lanes, rendered as one
 * review. A lane the plan made runnable whose job left nothing is `failed`, never missing.
 */
export async function mergeLaneResults(
  settings: Settings,
  handover: { planDir: string; laneDirs: Map<string, string> },
  deps: PipelineDeps,
): Promise<ReviewOutcome> {
  deps = withCachedGit(deps);
  await prepareOutDir(settings.outDir, settings.cwd);
  // Availability was decided in each lane's job, on its runner; this one may have no lane's CLI.
  const plan = await planReview(settings, deps, 'none');
  const handed = JSON.parse(await readFileAsync(join(handover.planDir, 'plan.json'), 'utf8')) as {
    lanes: Array<{
      slug: string;
      identity: string;
      explicit: boolean;
      status: string;
      reason?: string;
      detail?: string;
    }>;
  };
  const prompt = await collectPromptParts(settings, deps);
  const results: LaneResult[] = [];
  const lanes: PlanOutcome['lanes'] = [];
  for (const h of handed.lanes) {
    const planned = plan.lanes.find((l) => l.identity === h.identity);
    if (!isReported({ status: h.status as PlannedStatus, explicit: h.explicit }, plan.source)) continue;
    const dir = handover.laneDirs.get(h.identity);
    const fromJob = h.status === 'runnable' && dir ? await readLaneResults(dir) : [];
    const r = fromJob.find((x) => x.identity === h.identity);
    // A lane nobody asked for that its job found unavailable is left out, as one review job would.
    if (r?.status === 'unavailable' && !isReported({ status: r.status, explicit: h.explicit }, plan.source))
      continue;
    lanes.push(
      planned ?? { slug: h.slug, identity: h.identity, explicit: h.explicit, status: 'unavailable' },
    );
    if (h.status !== 'runnable') {
      results.push(
        resultWithoutRunning({
          slug: h.slug,
          identity: h.identity,
          explicit: h.explicit,
          status: h.status as PlannedStatus,
          ...(h.reason ? { reason: h.reason as Reason } : {}),
          ...(h.detail ? { detail: h.detail } : {}),
        }),
      );
      continue;
    }
    if (r && dir) {
      // The lane job's files join this run's out directory (D12: the artifact holds every lane's
      // output and stderr), so the paths in results.json stay relative to it, as in one job.
      const laneFiles = join(dir, 'lanes');
      if (existsSync(laneFiles)) cpSync(laneFiles, join(settings.outDir, 'lanes'), { recursive: true });
      results.push({ ...r, explicit: h.explicit });
    } else {
      results.push({
        slug: h.slug,
        identity: h.identity,
        status: 'failed',
        reason: 'spawn_error',
        detail: 'the lane job left no result (did it run, and upload its artifact?)',
        explicit: h.explicit,
        durationMs: 0,
        body: renderStub({ slug: h.slug, stderr: 'the lane job left no result.' }),
        caveats: [],
        warnings: [],
      });
    }
  }
  writeFileSync(join(settings.outDir, 'prompt.md'), renderPrompt(prompt.parts, null).text);
  return report(settings, deps, plan, lanes, results, prompt);
}

async function readLaneResults(dir: string): Promise<LaneResult[]> {
  try {
    const parsed = JSON.parse(await readFileAsync(join(dir, 'lane-results.json'), 'utf8')) as unknown;
    if (!Array.isArray(parsed)) return [];
    // A usage not of its shape is dropped: a damaged handover must not put a figure on the page.
    return (parsed as LaneResult[]).map(({ usage, ...r }) => {
      const checked = usageFromJson(usage);
      return checked ? { ...r, usage: checked } : r;
    });
  } catch {
    return [];
  }
}

/** The working tree's baseline (what a PR head must keep consistent). Refuses symlinks. */
export async function readWorkingBaseline(
  cwd: string,
  path: string,
): Promise<{ baseline: Baseline | null; exists: boolean; errors: Diagnostic[] }> {
  const abs = resolvePath(cwd, path);
  const st = await lstatAsync(abs).catch(() => null);
  if (!st) return { baseline: null, exists: false, errors: [] };
  const refused = (message: string) => ({
    baseline: null,
    exists: true,
    errors: [{ code: 'invalid_baseline', path, message }],
  });
  // A folder of the repository committed as a link would read a baseline from elsewhere.
  const linked = linkedFolderInRepository(dirname(abs), cwd);
  if (linked) {
    return refused(
      `is reached through a symbolic link (${relative(cwd, linked)}); a link in the repository is not followed`,
    );
  }
  if (st.isSymbolicLink() || !st.isFile()) {
    return refused('is a symlink or not a regular file; the baseline must be a file');
  }
  if (st.size > MAX_BASELINE_BYTES)
    return refused(`is ${st.size} bytes, over the ${MAX_BASELINE_BYTES}-byte limit`);
  // The pull request's file: a regular file of bounded size, read without following a link.
  const text = readRegularText(abs, MAX_BASELINE_BYTES);
  if (text === null) return refused('cannot be read as a regular file');
  const parsed = parseBaseline(text, path);
  return { baseline: parsed.baseline, exists: true, errors: parsed.errors };
}

/**
 * The required check on manifest changes (DESIGN.md D13): every manifest valid, names unique,
 * config ownership clean, the working tree's baseline current for its manifests and config, and
 * what the baseline change consents to compared with `base`.
 */
export async function runCheck(settings: Settings, deps: PipelineDeps): Promise<CheckReport> {
  const [catalog, loaded, working] = await Promise.all([
    catalogFor(settings),
    loadConfig(settings.cwd, settings.configPath),
    readWorkingBaseline(settings.cwd, settings.consentPath),
  ]);
  const errors: Diagnostic[] = [...catalog.errors, ...loaded.errors, ...working.errors];
  const warnings: Diagnostic[] = [...catalog.warnings, ...loaded.warnings];
  const consent = consentReport(catalog.lanes, loaded.config, working.baseline);
  for (const lane of consent.lanes) {
    if (!lane.needsEntry || lane.state === 'current') continue;
    errors.push({
      code: 'baseline_not_current',
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
    warnings.push(...before.errors);
    disclosureDiff = diffBaselines(before.baseline, working.baseline);
  }
  return { ok: errors.length === 0, errors, warnings, consent, disclosureDiff };
}
