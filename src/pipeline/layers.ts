/**
 * The lanes and config a job works with, in their layers (D23): first-party, the pinned
 * catalog, the repository. The catalog's files are read through the job's reader and removed
 * as soon as its manifests, config.json and consent.json are read, however the read ends: every
 * later stage works from memory, so nothing of the catalog outlives the catalog stage.
 */
import { join } from 'node:path';
import type { CatalogLayer } from '../catalog/catalog.js';
import { loadCatalog } from '../catalog/catalog.js';
import type { Catalog } from '../catalog/types.js';
import { catalogDefaults, catalogEntryOf, layerConfig, type CatalogEntry } from '../config/catalog-entry.js';
import { CATALOG_KEY, formatCatalogPin, type CatalogFiles, type CatalogPin } from '../config/catalog-pin.js';
import { parseConfigText } from '../config/config.js';
import { unknownConfigKeys } from '../config/keys.js';
import type { LoadedConfig, ReviewConfig } from '../config/types.js';
import { ConfigurationError, messageOf, type Diagnostic } from '../diagnostics.js';
import type { WorkingTreeSettings } from '../settings.js';
import { notReadBecause, readRegularFile } from '../sys/regular-file.js';
import { MAX_BASELINE_BYTES, parseBaseline } from '../trust/baseline.js';
import type { CatalogConsent } from '../trust/types.js';
import type { PipelineDeps } from './input.js';

export interface Layers {
  catalog: Catalog;
  /** The repository's config over the catalog's defaults; a wrong pin is among its errors. */
  loaded: LoadedConfig;
  /** The pin the lanes came from, when a catalog was read. */
  pin?: CatalogPin;
  /** Present when `review.catalog_consent` lets the catalog's consent.json judge its lanes. */
  catalogConsent?: CatalogConsent;
  /** The pinned catalog could not be read (also among the catalog's errors). */
  unreadable?: Diagnostic;
}

const MAX_CATALOG_CONFIG_BYTES = 1024 * 1024;

/**
 * The catalog stage with the layers: `trusted` is the config the pin is read from (the trusted
 * ref's for a plan or review, D5; the working tree's for `check` and `consent`), `repository` the
 * config whose values win over the catalog's defaults.
 */
export async function loadLayers(
  settings: WorkingTreeSettings,
  deps: Pick<PipelineDeps, 'readCatalog'>,
  trusted: ReviewConfig,
  repository: LoadedConfig,
): Promise<Layers> {
  const entry = catalogEntryOf(trusted);
  const withPinErrors: LoadedConfig = { ...repository, errors: [...repository.errors, ...entry.errors] };
  if (entry.pin === null) {
    const catalog = await loadCatalog(settings);
    return { catalog, loaded: withPinErrors };
  }
  const { pin } = entry;
  const label = formatCatalogPin(pin);
  let files: CatalogFiles;
  try {
    if (!deps.readCatalog)
      throw new ConfigurationError(unreadable(trusted, label, 'this run has no way to read a catalog'));
    files = await deps.readCatalog(pin);
  } catch (error) {
    // Nothing falls back to an unpinned copy: the catalog's lanes are simply not there, and a
    // lane of it somebody asked for fails the job as any unknown lane does (D9).
    const catalog = await loadCatalog(settings);
    const unreadable = readError(error, trusted, label);
    catalog.errors.unshift(unreadable);
    return { catalog, loaded: withPinErrors, pin, unreadable };
  }
  try {
    return await readLayers(settings, entry, pin, { dir: files.dir, label }, withPinErrors);
  } finally {
    await files.dispose();
  }
}

async function readLayers(
  settings: WorkingTreeSettings,
  entry: CatalogEntry,
  pin: CatalogPin,
  layer: CatalogLayer,
  repository: LoadedConfig,
): Promise<Layers> {
  const catalog = await loadCatalog({ ...settings, catalog: layer });
  const defaults = catalogConfig(layer);
  catalog.errors.push(...defaults.errors);
  // A misspelled default changes nothing in any repository: said, naming the catalog's file.
  catalog.warnings.push(...defaults.warnings, ...unknownConfigKeys(defaults.config, catalog));
  const loaded: LoadedConfig = { ...repository, config: layerConfig(repository.config, defaults.config) };
  if (!entry.consent) return { catalog, loaded, pin };
  const consent = catalogConsentFile(layer, pin);
  catalog.errors.push(...consent.errors);
  return { catalog, loaded, pin, catalogConsent: consent.consent };
}

/** The catalog's config.json as defaults (absent: none), the trust keys refused. */
function catalogConfig(layer: CatalogLayer): LoadedConfig {
  const path = `${layer.label}:config.json`;
  const read = readRegularFile(join(layer.dir, 'config.json'), MAX_CATALOG_CONFIG_BYTES);
  if (read.kind === 'missing') return parseConfigText('{}', path);
  if (read.kind !== 'file') {
    const empty = parseConfigText('{}', path);
    return { ...empty, errors: [{ code: 'invalid_config', path, message: notReadBecause(read, '1 MiB') }] };
  }
  return catalogDefaults(parseConfigText(read.bytes.toString('utf8'), path), path);
}

/** The catalog's consent.json as the baseline of its lanes (absent: every one of them blocked). */
function catalogConsentFile(
  layer: CatalogLayer,
  pin: CatalogPin,
): { consent: CatalogConsent; errors: Diagnostic[] } {
  const path = `${layer.label}:consent.json`;
  const origin = { ref: pin.sha, sha: pin.sha, path, missing: false, catalog: layer.label };
  const read = readRegularFile(join(layer.dir, 'consent.json'), MAX_BASELINE_BYTES);
  if (read.kind === 'missing')
    return { consent: { baseline: null, origin: { ...origin, missing: true } }, errors: [] };
  if (read.kind !== 'file') {
    const message = notReadBecause(read, '1 MiB');
    return { consent: { baseline: null, origin }, errors: [{ code: 'invalid_baseline', path, message }] };
  }
  const parsed = parseBaseline(read.bytes.toString('utf8'), path);
  return { consent: { baseline: parsed.baseline, origin }, errors: parsed.errors };
}

function unreadable(trusted: ReviewConfig, label: string, why: string): Diagnostic {
  return {
    code: 'catalog_unreadable',
    ...(trusted.source ? { path: trusted.source } : {}),
    field: CATALOG_KEY,
    message: `the catalog ${label} cannot be read: ${why}`,
  };
}

/** The reader's refusal as a configuration error naming the key (D23), whatever it threw. */
function readError(error: unknown, trusted: ReviewConfig, label: string): Diagnostic {
  if (error instanceof ConfigurationError) {
    const d = error.diagnostic;
    return {
      ...d,
      code: d.code ?? 'catalog_unreadable',
      field: d.field ?? CATALOG_KEY,
      ...(d.path === undefined && trusted.source ? { path: trusted.source } : {}),
    };
  }
  return unreadable(trusted, label, messageOf(error));
}
