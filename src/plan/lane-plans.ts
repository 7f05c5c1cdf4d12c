/**
 * The plan: who runs, whether they can, and how. The order is the security property: trust first
 * (a blocked lane starts nothing, probes included), then resolution, then bounded probes.
 */
import type { Catalog, Lane } from '../catalog/types.js';
import type { ReviewConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { mapConcurrent, PROBE_CONCURRENCY, probeLane } from '../probe/probe.js';
import type { ProbeResult } from '../probe/types.js';
import {
  concludeSelection,
  selectCandidates,
  type CandidateStatus,
  type Selection,
} from '../select/select.js';
import type { PlanSettings } from '../settings.js';
import type { HttpClient } from '../sys/http.js';
import type { ProcessRunner } from '../sys/process.js';
import { isLoopbackHost } from '../config/host.js';
import { unknownConfigKeys } from '../config/keys.js';
import { evaluateTrust, resolveHostAt } from '../trust/trust.js';
import type { Baseline, BaselineOrigin, CatalogConsent, TrustDecision } from '../trust/types.js';
import { resolveLanePlan, type ResolveResult } from './resolve.js';
import type { LanePlan, PlanOutcome, PlannedLane, ProbeScope } from './types.js';

export interface PlanInput {
  settings: PlanSettings;
  catalog: Catalog;
  config: ReviewConfig;
  baseline: Baseline | null;
  origin: BaselineOrigin;
  /** D23: the catalog's consent.json, when `review.catalog_consent` lets it judge the catalog's lanes. */
  catalogConsent?: CatalogConsent;
  /** The run-scoped directory for this run's files (absolute). */
  runDir: string;
  /** The environment whose PATH probes scan. */
  env: NodeJS.ProcessEnv;
  /** Default `all`. */
  probes?: ProbeScope;
  /** The selection, when the caller made it already (`selectFor`): it decides from it what to prepare. */
  selection?: Selection;
  /**
   * The folder lanes run in and are told is the repository root (`settings.cwd` when absent):
   * the review's workspace, named from the selection before any argv is written.
   */
  laneRoot?: string;
  /** Starts the probes' processes, as it starts the lanes' (the production runner when absent). */
  processRunner?: ProcessRunner;
  /** Sends the probes' HTTP requests, as it sends the lanes' (undici when absent). */
  httpClient?: HttpClient;
}

/** The unset sentinel of `max_prompt_tokens_per_reviewer.<slug>`. */
const UNSET_BUDGET = -1;

/**
 * A lane's prompt budget (D10): its `promptBudgetKey` value when finite and not -1,
 * else the `--max-prompt-tokens` setting, else `review.max_prompt_tokens`, else none.
 */
export function laneBudget(
  lane: Lane,
  config: ReviewConfig,
  settings: Pick<PlanSettings, 'maxPromptTokens'>,
): number | null {
  const key = lane.reviewer.promptBudgetKey;
  const own = typeof key === 'string' && key !== '' ? config.getNumber(key) : undefined;
  if (own !== undefined && own !== UNSET_BUDGET) return own;
  if (typeof settings.maxPromptTokens === 'number' && Number.isFinite(settings.maxPromptTokens))
    return settings.maxPromptTokens;
  return config.getNumber('review.max_prompt_tokens') ?? null;
}

/**
 * The host an `http-reachable` probe checks: an openai-http lane's consented host, or a spawn
 * lane's probe key (`bound: false`: consent does not bind it).
 */
function probeTarget(lane: Lane, plan: LanePlan | undefined, config: ReviewConfig): ProbeTarget {
  if (plan?.transport === 'openai-http') return { host: plan.host, bound: true };
  const probe = lane.reviewer.probe;
  if (probe.kind === 'http-reachable')
    return { host: resolveHostAt(probe.hostConfigKey, '', config) || null, bound: false };
  return { host: null, bound: true };
}

interface ProbeTarget {
  host: string | null;
  /** The host is the lane's consented one (or there is none). */
  bound: boolean;
}

/**
 * A spawn lane's probe host comes from config, which the pull request can change unbound by
 * consent: it may only reach this machine, or a PR could probe any URL. Null when it may run.
 */
function unboundProbeHost(lane: Lane, target: ProbeTarget): ProbeResult | null {
  const probe = lane.reviewer.probe;
  const { host } = target;
  if (target.bound || host === null || probe.kind !== 'http-reachable' || isLoopbackHost(host)) return null;
  return {
    ok: false,
    reason: 'probe_failed',
    detail: `lane '${lane.reviewer.slug}' would probe ${host} (${probe.hostConfigKey}): a spawn lane's probe may only reach this machine, since its host is not part of the consent baseline`,
  };
}

/** Which lanes are candidates: the explicit ones, `--all`, the config's defaults or all detected. */
export function selectFor(
  settings: Pick<PlanSettings, 'reviewers' | 'all' | 'allWithin'>,
  catalog: Catalog,
  config: ReviewConfig,
): Selection {
  const selection = selectCandidates({
    lanes: catalog.lanes,
    skipped: catalog.skipped,
    explicit: settings.reviewers,
    all: settings.all,
    within: settings.allWithin ?? null,
    defaultReviewers: config.get('review.default_reviewers'),
    reviewerInstances: config.get('review.reviewer_instances'),
    configPath: config.source,
  });
  // Said here, where the lanes' own keys are known: a misspelled key would change the selection silently.
  return { ...selection, warnings: [...unknownConfigKeys(config, catalog), ...selection.warnings] };
}

export async function planLanes(input: PlanInput): Promise<PlanOutcome> {
  const {
    settings,
    catalog,
    config,
    baseline,
    origin,
    runDir,
    env,
    probes = 'all',
    processRunner,
    httpClient,
  } = input;
  const probedHere = (identity: string): boolean =>
    probes === 'all' || (probes !== 'none' && probes.identity === identity);
  const selection = input.selection ?? selectFor(settings, catalog, config);

  const trustByLane = new Map<string, TrustDecision>();
  const trustOf = (lane: Lane): TrustDecision => {
    let decision = trustByLane.get(lane.id);
    if (!decision) {
      const judge = lane.source === 'catalog' ? input.catalogConsent : undefined;
      decision = judge
        ? evaluateTrustSafely(lane, config, judge.baseline, judge.origin)
        : evaluateTrustSafely(lane, config, baseline, origin);
      trustByLane.set(lane.id, decision);
    }
    return decision;
  };

  const warnings: Diagnostic[] = [];
  const warn = (message: string, slug: string): void => {
    if (!warnings.some((w) => w.message === message && w.slug === slug))
      warnings.push({ message, code: 'lane_warning', slug });
  };

  const { laneRoot } = input;

  const planned: PlannedLane[] = [];
  const toProbe = new Map<string, { lane: Lane; target: ProbeTarget }>();
  for (const c of selection.candidates) {
    if (c.kind === 'missing') {
      planned.push({
        slug: c.slug,
        identity: c.identity,
        explicit: true,
        status: 'unavailable',
        reason: c.reason,
        detail: c.detail,
      });
      continue;
    }
    const { lane, instance } = c;
    const base = {
      slug: c.slug,
      identity: c.identity,
      explicit: c.explicit,
      lane,
      ...(instance ? { instance } : {}),
    };
    const trust = trustOf(lane);
    const resolved: ResolveResult = resolveLanePlan({
      lane,
      config,
      runDir,
      repoRoot: laneRoot ?? settings.cwd,
      identity: c.identity,
      ...(instance?.model !== undefined ? { modelOverride: instance.model } : {}),
      ...(instance?.agent !== undefined ? { agent: instance.agent } : {}),
      budget: laneBudget(lane, config, settings),
    });
    for (const w of resolved.warnings) warn(w, c.slug);
    const plan = resolved.ok ? resolved.plan : undefined;
    if (!trust.ok) {
      planned.push({
        ...base,
        status: 'blocked',
        reason: trust.reason,
        detail: trust.detail,
        ...(plan ? { plan } : {}),
      });
    } else if (!resolved.ok) {
      planned.push({ ...base, status: 'unavailable', reason: resolved.reason, detail: resolved.detail });
    } else {
      // Runnable until its probe says otherwise; one probe per lane, shared by its instances.
      planned.push({ ...base, status: 'runnable', plan: resolved.plan });
      if (probedHere(c.identity) && !toProbe.has(lane.id))
        toProbe.set(lane.id, { lane, target: probeTarget(lane, resolved.plan, config) });
    }
  }

  // A probe that starts a process or opens a connection runs few at a time; a PATH lookup
  // (command-exists) starts nothing, so those all run at once.
  type Job = [string, { lane: Lane; target: ProbeTarget }];
  const lookupOnly = ([, job]: Job): boolean =>
    (job.lane.reviewer.probe as { kind?: unknown } | null)?.kind === 'command-exists';
  const probe = ([, job]: Job): Promise<ProbeResult> => {
    const refused = unboundProbeHost(job.lane, job.target);
    return refused
      ? Promise.resolve(refused)
      : probeLane(job.lane, job.target.host, {
          env,
          cwd: settings.cwd,
          ...(processRunner ? { processRunner } : {}),
          ...(httpClient ? { httpClient } : {}),
        });
  };
  const jobs = [...toProbe.entries()];
  const bounded = jobs.filter((j) => !lookupOnly(j));
  const lookups = jobs.filter(lookupOnly);
  const [boundedResults, lookupResults] = await Promise.all([
    mapConcurrent(bounded, PROBE_CONCURRENCY, probe),
    Promise.all(lookups.map(probe)),
  ]);
  const probeByLane = new Map<string, ProbeResult>([
    ...bounded.map(([id], i): [string, ProbeResult] => [id, boundedResults[i] ?? { ok: true }]),
    ...lookups.map(([id], i): [string, ProbeResult] => [id, lookupResults[i] ?? { ok: true }]),
  ]);
  for (const p of planned) {
    if (p.status !== 'runnable' || !p.lane || !probedHere(p.identity)) continue;
    const probe = probeByLane.get(p.lane.id);
    if (probe && !probe.ok)
      Object.assign(p, { status: 'unavailable', reason: probe.reason, detail: probe.detail });
  }

  const statuses: CandidateStatus[] = planned.map((p) => ({
    identity: p.identity,
    status: p.status,
    ...(p.reason ? { reason: p.reason } : {}),
    ...(p.detail ? { detail: p.detail } : {}),
  }));
  const conclusion = concludeSelection(selection, statuses);
  for (const p of planned) if (conclusion.sharedAdapter.has(p.identity)) p.sharedAdapter = true;

  const errors = [...selection.errors, ...conclusion.errors];
  return {
    ok: errors.length === 0,
    source: selection.source,
    lanes: planned,
    errors,
    warnings: [...selection.warnings, ...warnings, ...conclusion.warnings],
    infos: [...selection.infos, ...conclusion.infos],
    baseline: origin,
  };
}

/** The trust gate is total by contract; should it ever throw, the lane is blocked, never run. */
function evaluateTrustSafely(
  lane: Lane,
  config: ReviewConfig,
  baseline: Baseline | null,
  origin: BaselineOrigin,
): TrustDecision {
  try {
    return evaluateTrust(lane, config, baseline, origin);
  } catch (e) {
    return {
      ok: false,
      reason: 'not_consented',
      detail: `the trust check failed: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}
