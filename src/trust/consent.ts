/** The `consent` command's logic, pure: the working tree against a baseline, a new one, a diff. */
import type { Lane, LaneSource } from '../catalog/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { ReviewConfig } from '../config/types.js';
import { laneDisclosure } from './disclosure.js';
import { laneEnvNames } from './env.js';
import { laneSignature } from './signature.js';
import { compareEntry, needsEntry, resolveLaneHost } from './trust.js';
import type { Baseline, BaselineEntry, CatalogConsent, ConsentState } from './types.js';

export interface ConsentLane {
  id: string;
  slug: string;
  source: LaneSource;
  /** D23: the catalog (its pin) whose consent.json holds this lane's entry, not the repository's baseline. */
  consentedBy?: string;
  needsEntry: boolean;
  state: ConsentState;
  signature: string;
  host?: string;
  env?: string[];
  disclosure: string;
}

export interface ConsentReport {
  /** True when every lane that needs an entry is `current`. */
  ok: boolean;
  lanes: ConsentLane[];
}

const STATE_OF_CHANGE = { signature: 'signature_changed', env: 'env_changed', host: 'host_changed' } as const;

function entryOf(baseline: Baseline | null, id: string): BaselineEntry | undefined {
  return baseline && Object.hasOwn(baseline.lanes, id) ? baseline.lanes[id] : undefined;
}

/** The entry `consent --write` would record for the lane as declared now (without a date). */
function currentEntry(lane: Lane, config: ReviewConfig): Omit<BaselineEntry, 'consentedAt'> {
  const entry: Omit<BaselineEntry, 'consentedAt'> = {
    slug: lane.reviewer.slug,
    signature: laneSignature(lane),
    disclosure: laneDisclosure(lane, config),
  };
  const host = resolveLaneHost(lane, config);
  if (host !== '') entry.host = host;
  const env = laneEnvNames(lane, config).fromConfig;
  if (env.length > 0) entry.env = env;
  return entry;
}

/** D23: whether the catalog's consent.json, not the repository's baseline, holds a lane's entry. */
export function byCatalog(
  lane: Lane,
  catalogConsent: CatalogConsent | undefined,
): catalogConsent is CatalogConsent {
  return lane.source === 'catalog' && catalogConsent !== undefined;
}

export function consentReport(
  lanes: Lane[],
  config: ReviewConfig,
  baseline: Baseline | null,
  catalogConsent?: CatalogConsent,
): ConsentReport {
  const rows = lanes.map((lane): ConsentLane => {
    const { slug, signature, host, env, disclosure } = currentEntry(lane, config);
    const needed = needsEntry(lane, config);
    const catalogHolds = byCatalog(lane, catalogConsent);
    const entry = entryOf(catalogHolds ? catalogConsent.baseline : baseline, lane.id);
    let state: ConsentState;
    if (!needed) state = 'unneeded';
    else if (!entry) state = 'missing';
    else {
      const first = compareEntry(lane, config, entry)[0];
      state = first ? STATE_OF_CHANGE[first.kind] : 'current';
    }
    const row: ConsentLane = {
      id: lane.id,
      slug,
      source: lane.source,
      needsEntry: needed,
      state,
      signature,
      disclosure,
    };
    if (catalogHolds && catalogConsent.origin.catalog !== undefined)
      row.consentedBy = catalogConsent.origin.catalog;
    if (host !== undefined) row.host = host;
    if (env !== undefined) row.env = env;
    return row;
  });
  return { ok: rows.every((r) => !r.needsEntry || r.state === 'current'), lanes: rows };
}

/**
 * The baseline `consent --write` records: one entry per lane that needs one (entries no lane
 * needs are dropped); an entry whose bound data is unchanged keeps its `consentedAt`. A catalog
 * lane whose catalog's consent stands for it (D23) needs none here.
 */
export function writeBaseline(
  lanes: Lane[],
  config: ReviewConfig,
  previous: Baseline | null,
  now: Date,
  catalogConsent?: CatalogConsent,
): Baseline {
  const out: Record<string, BaselineEntry> = Object.create(null) as Record<string, BaselineEntry>;
  for (const lane of [...lanes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    if (!needsEntry(lane, config) || byCatalog(lane, catalogConsent)) continue;
    const entry = currentEntry(lane, config);
    const before = entryOf(previous, lane.id);
    const unchanged =
      before !== undefined && before.slug === entry.slug && compareEntry(lane, config, before).length === 0;
    out[lane.id] = { ...entry, consentedAt: unchanged ? before.consentedAt : now.toISOString() };
  }
  return { version: 1, lanes: out };
}

/**
 * What the baseline's malformed entries mean for these lanes. One that a lane needing an entry
 * relies on is an error: that lane is not consented until it is fixed. Any other (a lane on its
 * defaults, a key that names no lane) blocks nothing, and is a warning that it is ignored.
 */
export function rejectedEntryDiagnostics(
  lanes: readonly Lane[],
  config: ReviewConfig,
  baseline: Baseline | null,
): { errors: Diagnostic[]; warnings: Diagnostic[] } {
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  for (const [id, problems] of Object.entries(baseline?.rejected ?? {})) {
    const lane = lanes.find((l) => l.id === id);
    if (lane && needsEntry(lane, config)) {
      errors.push(...problems);
      continue;
    }
    const why = lane
      ? `lane '${lane.reviewer.slug}' needs no entry, so this one is ignored`
      : `no lane has the id ${JSON.stringify(id)}, so this entry is ignored`;
    warnings.push(...problems.map((d) => ({ ...d, message: `${d.message}; ${why}` })));
  }
  return { errors, warnings };
}

export interface BaselineChange {
  id: string;
  slug: string;
  change: 'added' | 'removed' | 'changed';
  /** D23: the lane is an organization catalog's (at either end of the change). */
  source?: 'catalog';
  /** The disclosure consented before, when there was an entry. */
  before?: string;
  /** The disclosure consented after, when there is an entry. */
  after?: string;
}

const sameEntry = (a: BaselineEntry, b: BaselineEntry): boolean =>
  a.slug === b.slug &&
  a.signature === b.signature &&
  (a.host ?? '') === (b.host ?? '') &&
  [...(a.env ?? [])].sort().join('\n') === [...(b.env ?? [])].sort().join('\n') &&
  a.disclosure === b.disclosure;

/** What a baseline change consents to, by capability id: for `check`'s disclosure diff. */
export function diffBaselines(before: Baseline | null, after: Baseline | null): BaselineChange[] {
  const ids = new Set([...Object.keys(before?.lanes ?? {}), ...Object.keys(after?.lanes ?? {})]);
  const changes: BaselineChange[] = [];
  for (const id of [...ids].sort()) {
    const a = entryOf(before, id);
    const b = entryOf(after, id);
    if (a && b) {
      if (!sameEntry(a, b))
        changes.push({ id, slug: b.slug, change: 'changed', before: a.disclosure, after: b.disclosure });
    } else if (b) changes.push({ id, slug: b.slug, change: 'added', after: b.disclosure });
    else if (a) changes.push({ id, slug: a.slug, change: 'removed', before: a.disclosure });
  }
  return changes;
}

/** One side of a catalog bump: the catalog's lanes and the config they resolve against. */
export interface CatalogSide {
  lanes: readonly Lane[];
  config: ReviewConfig;
}

/**
 * What a change of the catalog pin changes (D23): every catalog lane added, removed or changed
 * in what it executes, where it sends PR content or what it receives, by capability id.
 */
export function diffCatalogLanes(before: CatalogSide, after: CatalogSide): BaselineChange[] {
  const entries = (side: CatalogSide) =>
    new Map(
      side.lanes
        .filter((l) => l.source === 'catalog')
        .map((l) => [l.id, { ...currentEntry(l, side.config), consentedAt: '' }] as const),
    );
  const a = entries(before);
  const b = entries(after);
  const changes: BaselineChange[] = [];
  for (const id of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const was = a.get(id);
    const now = b.get(id);
    if (was && now) {
      if (!sameEntry(was, now) || was.signature !== now.signature)
        changes.push({
          id,
          slug: now.slug,
          change: 'changed',
          source: 'catalog',
          before: was.disclosure,
          after: now.disclosure,
        });
    } else if (now)
      changes.push({ id, slug: now.slug, change: 'added', source: 'catalog', after: now.disclosure });
    else if (was)
      changes.push({ id, slug: was.slug, change: 'removed', source: 'catalog', before: was.disclosure });
  }
  return changes;
}
