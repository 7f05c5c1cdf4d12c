/**
 * The trust gate (D3–D5): whether a lane as declared at the head still matches what the trusted
 * baseline consented. A blocked lane starts no process and sends nothing, probes included.
 */
import type { Lane } from '../catalog/types.js';
import type { ReviewConfig } from '../config/types.js';
import type { BlockReason } from '../vocabulary.js';
import { laneEnvNames } from './env.js';
import { normalizeHost } from '../config/host.js';
import { laneSignature } from './signature.js';
import type { Baseline, BaselineEntry, BaselineOrigin, TrustDecision } from './types.js';

/**
 * Where an openai-http lane sends PR content: config at `invoke.hostConfigKey`, else `defaultHost`,
 * normalised ('' for none). Probe and request both use this, so they cannot diverge.
 */
export function resolveLaneHost(lane: Lane, config: ReviewConfig): string {
  if (lane.reviewer.transport !== 'openai-http') return '';
  const invoke = lane.reviewer.invoke;
  return resolveHostAt(
    invoke.hostConfigKey,
    typeof invoke.defaultHost === 'string' ? invoke.defaultHost : '',
    config,
  );
}

/** The normalised host configured at `key`, else `fallback` normalised; '' when neither is set. */
export function resolveHostAt(key: string, fallback: string, config: ReviewConfig): string {
  const configured = key ? config.getString(key) : undefined;
  return normalizeHost(configured ?? fallback);
}

function defaultHost(lane: Lane): string {
  if (lane.reviewer.transport !== 'openai-http') return '';
  const declared = lane.reviewer.invoke.defaultHost;
  return normalizeHost(typeof declared === 'string' ? declared : '');
}

/** Why a lane needs a baseline entry, or null when it does not. */
function needsEntryReason(lane: Lane, config: ReviewConfig): string | null {
  if (lane.source === 'repository') return 'it is a repository lane';
  if (lane.source === 'catalog') return 'it is a catalog lane';
  const host = resolveLaneHost(lane, config);
  if (lane.reviewer.transport === 'openai-http' && host !== defaultHost(lane)) {
    const key = lane.reviewer.invoke.hostConfigKey;
    return `config ${key} points it at ${host || '(no host)'} instead of its default ${defaultHost(lane) || '(none)'}`;
  }
  const added = laneEnvNames(lane, config).fromConfig;
  if (added.length > 0) return `config review.env.${lane.reviewer.slug} adds ${added.join(', ')}`;
  return null;
}

/**
 * Every repository lane needs an entry; a first-party lane only when config moves its host off
 * the manifest's `defaultHost` or adds env names to it.
 */
export function needsEntry(lane: Lane, config: ReviewConfig): boolean {
  return needsEntryReason(lane, config) !== null;
}

/** One difference between a lane as declared now and its baseline entry. */
export interface EntryChange {
  kind: 'signature' | 'env' | 'host';
  reason: BlockReason;
  detail: string;
}

const short = (signature: string): string => signature.slice(0, 12);
const list = (names: readonly string[]): string => (names.length ? `[${names.join(', ')}]` : '[]');
const sameNames = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/** The ways the lane differs from `entry`, in the order they are reported: signature, env, host. */
export function compareEntry(lane: Lane, config: ReviewConfig, entry: BaselineEntry): EntryChange[] {
  const changes: EntryChange[] = [];
  const signature = laneSignature(lane);
  if (signature !== entry.signature) {
    changes.push({
      kind: 'signature',
      reason: 'signature_changed',
      detail: `its manifest changed what executes or where data goes (signature ${short(signature)}…, consented ${short(entry.signature)}…)`,
    });
  }
  const env = laneEnvNames(lane, config).fromConfig;
  const consentedEnv = [...new Set(entry.env ?? [])].sort();
  if (!sameNames(env, consentedEnv)) {
    changes.push({
      kind: 'env',
      reason: 'signature_changed',
      detail: `config review.env.${lane.reviewer.slug} gives ${list(env)} but the baseline consented ${list(consentedEnv)}`,
    });
  }
  if (lane.reviewer.transport === 'openai-http') {
    const host = resolveLaneHost(lane, config);
    const consented = normalizeHost(entry.host ?? '');
    if (host !== consented) {
      changes.push({
        kind: 'host',
        reason: 'egress_host_changed',
        detail: `it would send PR content to ${host || '(no host)'} (config ${lane.reviewer.invoke.hostConfigKey}) but the baseline consented ${consented || '(no host)'}`,
      });
    }
  }
  return changes;
}

function describeOrigin(origin: BaselineOrigin): string {
  const at = origin.sha && origin.sha !== origin.ref ? `${origin.ref} (${origin.sha})` : origin.ref;
  return `${origin.path} at ${at}`;
}

const HOW_TO_RECONSENT =
  'review the disclosure with `reviewer-lanes consent`, then update the baseline with `reviewer-lanes consent --write` and merge it';

/** The trust decision for one lane against the trusted baseline (D4); never throws. */
export function evaluateTrust(
  lane: Lane,
  config: ReviewConfig,
  baseline: Baseline | null,
  origin: BaselineOrigin,
): TrustDecision {
  const why = needsEntryReason(lane, config);
  if (why === null) return { ok: true, needsEntry: false };
  const name = `lane ${lane.id} (${lane.reviewer.slug})`;
  const where = describeOrigin(origin);
  if (origin.catalog !== undefined) return catalogTrust(lane, config, baseline, origin.catalog, name);
  if (baseline === null) {
    const detail = origin.missing
      ? `${name} needs a consent entry (${why}), but there is no ${where}; to bootstrap, run \`reviewer-lanes consent --write\`, review the disclosure, and commit ${origin.path} on the base branch first`
      : `${name} needs a consent entry (${why}), but the baseline ${where} could not be read; fix it on the base branch`;
    return { ok: false, reason: 'not_consented', detail };
  }
  const entry = Object.hasOwn(baseline.lanes, lane.id) ? baseline.lanes[lane.id] : undefined;
  const rejected =
    baseline.rejected && Object.hasOwn(baseline.rejected, lane.id) ? baseline.rejected[lane.id] : undefined;
  if (!entry && rejected) {
    const problems = rejected.map((d) => `${d.field}: ${d.message}`).join('; ');
    return {
      ok: false,
      reason: 'not_consented',
      detail: `${name} needs a consent entry (${why}), but its entry in ${where} is malformed (${problems}); fix it on the base branch`,
    };
  }
  if (!entry) {
    return {
      ok: false,
      reason: 'not_consented',
      detail: `${name} needs a consent entry (${why}), but ${where} has none; run \`reviewer-lanes consent --write\`, review the disclosure, and merge the baseline first`,
    };
  }
  return heldToEntry(lane, config, entry, `${name} differs from what ${where} consented`, HOW_TO_RECONSENT);
}

/**
 * D23: a catalog lane judged by its catalog's consent.json (`review.catalog_consent`). The
 * repository's baseline does not stand in: the pinned commit is what the repository consented to.
 */
function catalogTrust(
  lane: Lane,
  config: ReviewConfig,
  baseline: Baseline | null,
  catalog: string,
  name: string,
): TrustDecision {
  const fix = `the catalog's owner must consent to it in the catalog's consent.json (and the pin be bumped), or this repository can set review.catalog_consent to false and consent to it in its own baseline`;
  const entry = baseline && Object.hasOwn(baseline.lanes, lane.id) ? baseline.lanes[lane.id] : undefined;
  if (!entry) {
    const why =
      baseline === null
        ? `the catalog ${catalog} has no readable consent.json`
        : `the consent.json of catalog ${catalog} does not cover it`;
    return {
      ok: false,
      reason: 'not_consented',
      detail: `${name} is a catalog lane and review.catalog_consent is on, but ${why}; ${fix}`,
    };
  }
  return heldToEntry(
    lane,
    config,
    entry,
    `${name} differs from what the consent.json of catalog ${catalog} consented`,
    fix,
  );
}

/** The lane against the entry that consented to it: trusted when nothing differs. */
function heldToEntry(
  lane: Lane,
  config: ReviewConfig,
  entry: BaselineEntry,
  differs: string,
  fix: string,
): TrustDecision {
  const changes = compareEntry(lane, config, entry);
  const first = changes[0];
  if (!first) return { ok: true, needsEntry: true };
  return {
    ok: false,
    reason: first.reason,
    detail: `${differs}: ${changes.map((c) => c.detail).join('; ')}; ${fix}`,
  };
}
