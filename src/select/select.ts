/**
 * Reviewer selection: explicit > --all > review.default_reviewers > all detected. Explicit names
 * are assertions (a miss is an error), discovery is lenient. Pure: availability comes back from
 * later stages to `concludeSelection`.
 */
import type { Lane, SkippedManifest } from '../catalog/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { didYouMean } from '../sys/nearest.js';
import type { PlannedStatus, Reason } from '../vocabulary.js';
import {
  configDiagnostic,
  DEFAULTS_KEY,
  INSTANCES_KEY,
  normalizeDefaultReviewers,
  normalizeReviewerInstances,
  parseReviewerList,
} from './names.js';
import type { InstanceSpec, SelectionSource } from './types.js';
import { nearestName } from '../sys/nearest.js';

/** A `review.default_reviewers` entry that names no lane: a warning here, an error in `validate`. */
export const UNKNOWN_DEFAULT_REVIEWER = 'unknown_default_reviewer';

export interface SelectionRequest {
  /** Accepted lanes in catalog order (first-party and repository lanes are one roster). */
  lanes: readonly Lane[];
  /** Manifests the catalog skipped; an explicit name that matches one says why it cannot run. */
  skipped: readonly SkippedManifest[];
  /** Explicit names (slugs, flags or instance names; comma-separated entries allowed), or null. */
  explicit: readonly string[] | null;
  all: boolean;
  /**
   * With `all`: only these names (slugs, flags or instance names), still not explicit — a
   * `/review --all` under `on-demand-reviewers` (D21), which must fail the run no more than `all`.
   */
  within?: readonly string[] | null;
  /** Raw `review.default_reviewers`. */
  defaultReviewers: unknown;
  /** Raw `review.reviewer_instances`. */
  reviewerInstances: unknown;
  /** The config file, for diagnostics. */
  configPath?: string | null;
}

/** A lane (or an instance of one) that selection put forward. */
export interface LaneCandidate {
  kind: 'lane';
  identity: string;
  slug: string;
  explicit: boolean;
  lane: Lane;
  instance?: InstanceSpec;
}

/** An explicit name that names no runnable manifest: unavailable before anything is probed. */
export interface MissingCandidate {
  kind: 'missing';
  identity: string;
  slug: string;
  explicit: true;
  reason: Reason;
  detail: string;
}

export type Candidate = LaneCandidate | MissingCandidate;

export interface Selection {
  source: SelectionSource;
  candidates: Candidate[];
  /** Instances that validated, by name. */
  instances: Map<string, InstanceSpec>;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  infos: Diagnostic[];
}

/** What the later stages decided about one candidate. */
export interface CandidateStatus {
  identity: string;
  status: PlannedStatus;
  reason?: Reason;
  detail?: string;
}

export interface SelectionConclusion {
  errors: Diagnostic[];
  warnings: Diagnostic[];
  infos: Diagnostic[];
  /** Identities of runnable instances that share their adapter with another runnable instance. */
  sharedAdapter: Set<string>;
}

interface Roster {
  bySlug: Map<string, Lane>;
  byFlag: Map<string, Lane>;
}

function buildRoster(lanes: readonly Lane[]): Roster {
  // Maps, not objects: a name like `constructor` must never resolve through a prototype.
  const bySlug = new Map<string, Lane>();
  const byFlag = new Map<string, Lane>();
  for (const lane of lanes) {
    if (!bySlug.has(lane.reviewer.slug)) bySlug.set(lane.reviewer.slug, lane);
    for (const flag of lane.reviewer.flags) if (!byFlag.has(flag)) byFlag.set(flag, lane);
  }
  return { bySlug, byFlag };
}

function lookupLane(roster: Roster, name: string): Lane | undefined {
  return name.startsWith('--') ? roster.byFlag.get(name) : roster.bySlug.get(name);
}

/** Decides the source and the candidates, with the diagnostics that need no probe. */
export function selectCandidates(req: SelectionRequest): Selection {
  const roster = buildRoster(req.lanes);
  const defaults = normalizeDefaultReviewers(req.defaultReviewers, req.configPath);
  const {
    instances,
    errors: instanceErrors,
    warnings: instanceWarnings,
  } = normalizeReviewerInstances(req.reviewerInstances, req.lanes, req.configPath);
  const errors: Diagnostic[] = [...defaults.errors, ...instanceErrors];
  const warnings: Diagnostic[] = [...instanceWarnings];
  const infos: Diagnostic[] = [];
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  const add = (c: Candidate): void => {
    if (seen.has(c.identity)) return;
    seen.add(c.identity);
    candidates.push(c);
  };
  const laneCandidate = (lane: Lane, explicit: boolean, instance?: InstanceSpec): LaneCandidate => ({
    kind: 'lane',
    identity: instance ? instance.name : lane.reviewer.slug,
    slug: lane.reviewer.slug,
    explicit,
    lane,
    ...(instance ? { instance } : {}),
  });

  const explicitNames = req.explicit ? parseReviewerList(req.explicit) : [];
  let source: SelectionSource;
  if (explicitNames.length > 0) {
    source = 'explicit';
    for (const name of explicitNames) {
      const lane = lookupLane(roster, name);
      const instance = instances.get(name);
      const base = instance && roster.bySlug.get(instance.cli);
      if (lane) add(laneCandidate(lane, true));
      else if (instance && base) add(laneCandidate(base, true, instance));
      else
        add(
          missingCandidate(name, req.skipped, [
            ...roster.bySlug.keys(),
            ...roster.byFlag.keys(),
            ...instances.keys(),
          ]),
        );
    }
  } else if (req.all && req.within) {
    source = 'all';
    for (const name of parseReviewerList(req.within)) {
      const lane = lookupLane(roster, name);
      const instance = instances.get(name);
      const base = instance && roster.bySlug.get(instance.cli);
      if (lane) add(laneCandidate(lane, false));
      else if (instance && base) add(laneCandidate(base, false, instance));
      // Nobody asked for it by name: a lane the list allows that is not declared is said, not failed.
      else
        warnings.push({ message: `no lane named '${name}' is declared`, code: 'malformed_lane', slug: name });
    }
  } else if (req.all) {
    source = 'all';
    for (const lane of req.lanes) add(laneCandidate(lane, false));
  } else if (!defaults.absent) {
    source = 'config_default';
    for (const entry of defaults.values) {
      const instance = instances.get(entry);
      const base = instance && roster.bySlug.get(instance.cli);
      const lane = lookupLane(roster, entry);
      if (instance && base) add(laneCandidate(base, false, instance));
      else if (lane) add(laneCandidate(lane, false));
      else if (instances.size > 0) {
        errors.push(
          configDiagnostic(
            `reviewer instance '${entry}' referenced in ${DEFAULTS_KEY} is not defined in ${INSTANCES_KEY}`,
            DEFAULTS_KEY,
            req.configPath,
          ),
        );
      } else {
        const meant = nearestName(entry, [...roster.bySlug.keys(), ...instances.keys()]);
        warnings.push({
          ...configDiagnostic(
            `unknown reviewer slug in ${DEFAULTS_KEY}: ${entry}${meant ? ` (did you mean ${meant}?)` : ''}`,
            DEFAULTS_KEY,
            req.configPath,
          ),
          code: UNKNOWN_DEFAULT_REVIEWER,
        });
      }
    }
  } else {
    source = 'all_detected';
    for (const lane of req.lanes) add(laneCandidate(lane, false));
  }

  return { source, candidates: orderCandidates(candidates), instances, errors, warnings, infos };
}

function missingCandidate(
  name: string,
  skipped: readonly SkippedManifest[],
  /** Every name a lane is known by: the closest one is offered for a typo. */
  known: readonly string[],
): MissingCandidate {
  const hit = skipped.find((s) => s.slug === name || (s.flags ?? []).includes(name));
  const base = { kind: 'missing' as const, identity: name, slug: hit?.slug ?? name, explicit: true as const };
  if (!hit)
    return {
      ...base,
      reason: 'malformed_lane',
      detail: `no lane named '${name}' is declared${didYouMean(name, known)}`,
    };
  if (hit.reason === 'incompatible') return { ...base, reason: 'incompatible', detail: hit.message };
  return {
    ...base,
    reason: 'malformed_lane',
    detail: `lane '${name}' was not loaded (${hit.reason}): ${hit.message}`,
  };
}

/** Catalog order (first-party as declared, then repository lanes by id); instances after their base. */
function orderCandidates(candidates: Candidate[]): Candidate[] {
  const key = (c: Candidate): [number, number, string] =>
    c.kind === 'missing'
      ? [Number.MAX_SAFE_INTEGER, 0, c.identity]
      : [c.lane.order, c.instance ? 1 : 0, c.identity];
  return [...candidates].sort((a, b) => {
    const [a0, a1, a2] = key(a);
    const [b0, b1, b2] = key(b);
    return a0 - b0 || a1 - b1 || (a2 < b2 ? -1 : a2 > b2 ? 1 : 0);
  });
}

/**
 * The diagnostics that depend on availability: an explicit lane that cannot run is an error; a
 * discovered one an info or silent, a blocked one a warning (a human must act). Never an error
 * for a lane nobody asked for (D9).
 */
export function concludeSelection(
  selection: Selection,
  statuses: readonly CandidateStatus[],
): SelectionConclusion {
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const infos: Diagnostic[] = [];
  const byIdentity = new Map(statuses.map((s) => [s.identity, s]));
  const statusOf = (c: Candidate): CandidateStatus =>
    byIdentity.get(c.identity) ?? {
      identity: c.identity,
      status: 'unavailable',
      reason: 'probe_failed',
      detail: 'not probed',
    };
  const runnable = selection.candidates.filter((c) => statusOf(c).status === 'runnable');

  if (selection.source === 'explicit') {
    const missing = selection.candidates
      .filter((c) => statusOf(c).status !== 'runnable')
      .sort((a, b) => (a.identity < b.identity ? -1 : a.identity > b.identity ? 1 : 0));
    for (const c of missing) {
      const s = statusOf(c);
      const state = s.status === 'blocked' ? 'is blocked' : 'is not available';
      errors.push({
        message: `explicit reviewer '${c.identity}' ${state}: ${s.detail ?? s.reason ?? 'unknown'} (${s.reason ?? 'unknown'})`,
        ...(s.reason ? { code: s.reason } : {}),
        slug: c.slug,
      });
    }
    if (runnable.length === 0 && selection.errors.length === 0) {
      errors.push({
        message: 'no selected reviewers are available for explicit flags',
        code: 'no_reviewer_available',
      });
    }
  } else {
    for (const c of selection.candidates) {
      const s = statusOf(c);
      if (s.status === 'runnable') continue;
      const why = `${s.detail ?? ''} (${s.reason ?? 'unknown'})`.trim();
      if (s.status === 'blocked') {
        warnings.push({
          message: `reviewer '${c.identity}' is blocked: ${why}`,
          ...(s.reason ? { code: s.reason } : {}),
          slug: c.slug,
        });
      } else if (selection.source === 'config_default') {
        const message =
          c.kind === 'lane' && c.instance
            ? `configured instance ${c.identity} not detected on this host: cli ${c.instance.cli}: ${why}`
            : `configured reviewers not detected on this host: ${c.identity}: ${why}`;
        infos.push({ message, ...(s.reason ? { code: s.reason } : {}), slug: c.slug });
      }
    }
    if (selection.source === 'config_default' && runnable.length === 0 && selection.errors.length === 0) {
      // The spec makes this an error; D9 says lanes reached by defaults never fail the run.
      warnings.push({
        message: 'all configured default reviewers are unavailable on this host',
        code: 'no_reviewer_available',
        field: DEFAULTS_KEY,
      });
    }
  }

  const sharedAdapter = new Set<string>();
  const byCli = new Map<string, string[]>();
  for (const c of runnable) {
    if (c.kind !== 'lane' || !c.instance) continue;
    byCli.set(c.instance.cli, [...(byCli.get(c.instance.cli) ?? []), c.identity]);
  }
  for (const [cli, names] of byCli) {
    if (names.length < 2) continue;
    for (const n of names) sharedAdapter.add(n);
    infos.push({
      message: `reviewer instances ${names.join(', ')} share the '${cli}' adapter: their reviews are not fully independent`,
      code: 'shared_adapter',
      slug: cli,
    });
  }
  return { errors, warnings, infos, sharedAdapter };
}
