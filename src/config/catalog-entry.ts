/**
 * D23 in the config: which catalog a repository pins, whether the catalog's consent stands for
 * its lanes, the config read at a trusted commit (the pin is trusted only from there, D5), and
 * the catalog's own config.json layered under the repository's.
 */
import { isAbsolute, relative, sep } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import type { Git } from '../sys/git.js';
import { DEFAULTS } from '../vocabulary.js';
import { CATALOG_CONSENT_KEY, CATALOG_KEY, parseCatalogPin, type CatalogPin } from './catalog-pin.js';
import { createConfig, parseConfigText } from './config.js';
import { describeValue } from './names.js';
import type { LoadedConfig, ReviewConfig } from './types.js';

export interface CatalogEntry {
  /** Null when the config pins no catalog (or pins it wrongly: see `errors`). */
  pin: CatalogPin | null;
  /** `review.catalog_consent: true`: the catalog's consent.json stands for its lanes. */
  consent: boolean;
  /** A pin of the wrong form: a configuration error naming the key. */
  errors: Diagnostic[];
}

/** The pin and the consent switch a config names. Total: a wrong value is an error, never a throw. */
export function catalogEntryOf(config: ReviewConfig): CatalogEntry {
  const at = (message: string): Diagnostic => ({
    code: 'invalid_catalog_pin',
    ...(config.source ? { path: config.source } : {}),
    field: CATALOG_KEY,
    message,
  });
  const consent = config.get(CATALOG_CONSENT_KEY) === true;
  const value = config.get(CATALOG_KEY);
  if (value === undefined || value === null) return { pin: null, consent, errors: [] };
  if (typeof value !== 'string')
    return {
      pin: null,
      consent,
      errors: [at(`must be a string OWNER/REPO[/PATH]@<commit> (got ${describeValue(value)})`)],
    };
  const parsed = parseCatalogPin(value.trim());
  if ('problem' in parsed) return { pin: null, consent, errors: [at(parsed.problem)] };
  return { pin: parsed.pin, consent, errors: [] };
}

/** Keys a catalog's config.json may not set: they are the repository's trust decisions. */
export const CATALOG_REFUSED_KEYS = [CATALOG_KEY, CATALOG_CONSENT_KEY] as const;

/**
 * A catalog's config.json as defaults: the trust keys are refused (a catalog cannot re-point the
 * repository at another catalog, nor consent on its behalf), each refusal a warning.
 */
export function catalogDefaults(loaded: LoadedConfig, source: string): LoadedConfig {
  const refused = CATALOG_REFUSED_KEYS.filter((key) => loaded.config.get(key) !== undefined);
  if (refused.length === 0) return loaded;
  const warnings = refused.map((key): Diagnostic => ({
    code: 'catalog_config_refused',
    path: source,
    field: key,
    message:
      key === CATALOG_KEY
        ? 'is ignored: a catalog cannot name a catalog; only the repository’s own config pins one'
        : 'is ignored: only the repository’s own config can let a catalog’s consent stand for its lanes',
  }));
  const { config } = loaded;
  const get = (key: string): unknown =>
    (CATALOG_REFUSED_KEYS as readonly string[]).includes(key) ? undefined : config.get(key);
  return {
    config: { ...config, get, keys: () => config.keys().filter((k) => get(k) !== undefined) },
    errors: loaded.errors,
    warnings: [...loaded.warnings, ...warnings],
  };
}

/**
 * The repository's config over a catalog's defaults: a key the repository sets wins, anything
 * else is the catalog's. `source` and `keys` stay the repository's (its unknown keys are its own).
 */
export function layerConfig(repository: ReviewConfig, defaults: ReviewConfig): ReviewConfig {
  return {
    source: repository.source,
    get: (key) => repository.get(key) ?? defaults.get(key),
    getString: (key) => repository.getString(key) ?? defaults.getString(key),
    getNumber: (key) => repository.getNumber(key) ?? defaults.getNumber(key),
    keys: () => repository.keys(),
  };
}

/**
 * The config's repository paths in lookup order (`configPath`, else the two defaults); none for a
 * config outside the repository, which has no committed copy to trust.
 */
export function committedConfigPaths(cwd: string, configPath?: string): string[] {
  const candidates =
    configPath !== undefined ? [configPath] : [DEFAULTS.configPath, DEFAULTS.legacyConfigPath];
  const paths: string[] = [];
  for (const candidate of candidates) {
    const rel = isAbsolute(candidate) ? relative(cwd, candidate) : candidate;
    if (rel.startsWith('..') || isAbsolute(rel)) return [];
    paths.push(rel.split(sep).join('/'));
  }
  return paths;
}

/**
 * The repository's config as committed at `ref` (the trusted ref): the same lookup as the working
 * tree's (`configPath`, else the two defaults), read as git objects. A missing file is empty.
 */
export async function loadConfigAt(
  git: Git,
  ref: string,
  cwd: string,
  configPath?: string,
): Promise<LoadedConfig> {
  const empty = (errors: Diagnostic[] = []): LoadedConfig => ({
    config: createConfig({}, null),
    errors,
    warnings: [],
  });
  const sha = await git.revParse(ref);
  if (sha === null)
    return empty([
      { code: 'config_ref', message: `the config cannot be read at ${JSON.stringify(ref)}: not a commit` },
    ]);
  const candidates =
    configPath !== undefined ? [configPath] : [DEFAULTS.configPath, DEFAULTS.legacyConfigPath];
  for (const candidate of candidates) {
    const rel = isAbsolute(candidate) ? relative(cwd, candidate) : candidate;
    // A config outside the repository has no committed copy: nothing is trusted from it.
    if (rel.startsWith('..') || isAbsolute(rel)) return empty();
    const path = rel.split(sep).join('/');
    const file = await git.readFile(sha, path);
    if (file.kind === 'missing') continue;
    const fail = (why: string) =>
      empty([
        { code: 'invalid_config', path, message: `${why} at ${sha}; the config must be a regular file` },
      ]);
    if (file.kind === 'symlink') return fail(`is a symlink (-> ${file.target})`);
    if (file.kind === 'not_a_file') return fail('is not a regular file');
    if (file.kind === 'too_large') return fail(`is larger than 1 MiB (${file.bytes} bytes)`);
    return parseConfigText(file.content, path);
  }
  return empty();
}
