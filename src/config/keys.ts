/**
 * Unknown config keys. A misspelled key changes nothing, so it is said, with the key it most likely
 * meant. Known: the central `review.*` keys, every key a lane declares (its federated config) or
 * reads, and the per-lane maps keyed by a lane's slug or an instance's name.
 */
import type { Catalog } from '../catalog/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { nearestName } from '../sys/nearest.js';
import { DEFAULTS } from '../vocabulary.js';
import type { ReviewConfig } from './types.js';

/** `review.<name>` keys whose value is an object keyed by lane slug (or instance name). */
const PER_LANE = ['models', 'effort', 'timeouts', 'env', 'max_prompt_tokens_per_reviewer'] as const;
const CENTRAL = [
  'default_reviewers',
  'reviewer_instances',
  'max_prompt_tokens',
  // D22: `"auto"`/`"off"`, or an object of mode, max, lanes and timeout_ms.
  'cross_examine',
  // D23: the organization's catalog, pinned by commit, and whether its consent stands for its lanes.
  'catalog',
  'catalog_consent',
  ...PER_LANE,
] as const;

export type KeyCatalog = Pick<Catalog, 'lanes' | 'configOwners'>;

/** Every full key a lane declares or names (`modelConfigKey`, `promptBudgetKey`, a host key). */
function laneKeys(catalog: KeyCatalog): Set<string> {
  const keys = new Set(catalog.configOwners.keys());
  for (const lane of catalog.lanes) {
    const r = lane.reviewer;
    const invoke = r.invoke as { hostConfigKey?: unknown };
    const probe = r.probe as { hostConfigKey?: unknown };
    for (const key of [r.modelConfigKey, r.promptBudgetKey, invoke.hostConfigKey, probe.hostConfigKey])
      if (typeof key === 'string' && key !== '') keys.add(key);
  }
  return keys;
}

const unknown = (source: string | null, field: string, guess: string | undefined): Diagnostic => ({
  code: 'unknown_config_key',
  ...(source ? { path: source } : {}),
  field,
  message: `is not a known key and is ignored${guess ? `; did you mean \`${guess}\`?` : ''}`,
});

export function unknownConfigKeys(config: ReviewConfig, catalog: KeyCatalog): Diagnostic[] {
  const declared = laneKeys(catalog);
  const second = new Set<string>(CENTRAL);
  for (const key of declared) {
    const [top, name] = key.split('.');
    if (top === 'review' && name) second.add(name);
  }
  const instances = config.get('review.reviewer_instances');
  const owners = new Set(catalog.lanes.map((l) => l.reviewer.slug));
  if (instances && typeof instances === 'object') for (const name of Object.keys(instances)) owners.add(name);
  // The legacy file is a GSD config: its other top-level keys are GSD's, not ours to judge.
  const ownFile = config.source !== DEFAULTS.legacyConfigPath;

  const out: Diagnostic[] = [];
  for (const key of config.keys()) {
    const [top = '', name, slug, ...rest] = key.split('.');
    if (top !== 'review') {
      if (!ownFile) continue;
      const meant = nearestName(top, second);
      const guess = meant ? `review.${meant}` : nearestName(top, ['review']);
      out.push(unknown(config.source, key, guess && [guess, name, slug, ...rest].filter(Boolean).join('.')));
    } else if (name === undefined || declared.has(key) || name === 'reviewer_instances') {
      continue;
    } else if (slug === undefined) {
      if (!second.has(name)) out.push(unknown(config.source, key, fullGuess(nearestName(name, second))));
    } else if ((PER_LANE as readonly string[]).includes(name)) {
      if (!owners.has(slug)) {
        const meant = nearestName(slug, owners);
        out.push(unknown(config.source, key, meant && `review.${name}.${meant}`));
      }
    }
    // Deeper keys under an unknown `review.<name>` were reported with it; under a known scalar
    // key they are a type warning already.
  }
  return out;
}

const fullGuess = (name: string | undefined): string | undefined => name && `review.${name}`;
