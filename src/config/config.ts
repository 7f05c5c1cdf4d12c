/**
 * The repository's `review.*` configuration (DESIGN.md §3, §5; spec §6.1). Read once, from the
 * working tree; every problem is returned as a diagnostic naming the file and the key.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { DEFAULTS } from '../vocabulary.js';
import { NO_VERDICTS, type Verdicts } from '../sys/verdicts.js';
import { linkedFolderInRepository } from '../sys/linked-folder.js';
import type { LoadedConfig, ReviewConfig } from './types.js';
import { lookup } from './lookup.js';

const MAX_CONFIG_BYTES = 1024 * 1024;

/**
 * A config over a parsed document. `get` is an own-property dotted lookup (see lookup.ts for
 * how nested and dotted spellings combine); keys in `unset` read as undefined (values of the
 * wrong type, already warned about).
 */
export function createConfig(doc: unknown, source: string | null, unset?: ReadonlySet<string>): ReviewConfig {
  const get = (key: string): unknown => (unset?.has(key) ? undefined : lookup(doc, key));
  return {
    source,
    get,
    getString(key) {
      const value = get(key);
      if (typeof value !== 'string') return undefined;
      const trimmed = value.trim();
      return trimmed === '' || trimmed === 'null' || trimmed === 'undefined' ? undefined : trimmed;
    },
    getNumber(key) {
      const value = get(key);
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    },
  };
}

const EMPTY = createConfig({}, null);

/**
 * V8's JSON messages carry a character position in some cases and a line/column in newer
 * releases; report one stable form, `(line L, column C)`, whichever we get.
 */
export function jsonErrorText(error: unknown, text: string): string {
  const raw = error instanceof Error ? error.message : String(error);
  const at = /\s*(?:in JSON )?at position (\d+)(?: \(line \d+ column \d+\))?/.exec(raw);
  if (!at) return raw;
  const position = Number(at[1]);
  const before = text.replace(/^\uFEFF/, '').slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `${raw.slice(0, at.index)}${raw.slice(at.index + at[0].length)} (line ${line}, column ${column})`;
}

type ReadOutcome =
  { kind: 'text'; text: string } | { kind: 'missing' } | { kind: 'error'; diagnostic: Diagnostic };

/**
 * Reads the config file, synchronously (one small local file: microseconds, where thread-pool
 * round trips cost a review milliseconds, DESIGN.md §6). Never through a symlink, and never
 * blocking on a FIFO or device swapped in after the lstat.
 */
function readConfigFile(absolute: string, source: string, cwd: string): ReadOutcome {
  const fail = (message: string, code = 'invalid_config'): ReadOutcome => ({
    kind: 'error',
    diagnostic: { code, path: source, message },
  });
  // Nor through a folder of the repository committed as a link: it would read another folder.
  const linked = linkedFolderInRepository(dirname(absolute), cwd);
  if (linked)
    return fail(
      `is reached through a symbolic link (${displayPath(cwd, linked)}); a link in the repository is not followed`,
    );
  try {
    const info = lstatSync(absolute);
    if (info.isSymbolicLink()) return fail('is a symlink; the config file must be a regular file');
    if (!info.isFile()) return fail('is not a regular file');
    if (info.size > MAX_CONFIG_BYTES) return fail(`is larger than 1 MiB (${info.size} bytes)`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return fail(`cannot be read: ${(error as Error).message}`);
  }
  let fd: number;
  try {
    // O_NOFOLLOW closes the gap between the lstat above and the read (where the platform has it).
    fd = openSync(absolute, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP')
      return fail('is a symlink; the config file must be a regular file');
    return fail(`cannot be read: ${(error as Error).message}`);
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) return fail('is not a regular file');
    if (info.size > MAX_CONFIG_BYTES) return fail(`is larger than 1 MiB (${info.size} bytes)`);
    return { kind: 'text', text: readFileSync(fd, 'utf8') };
  } catch (error) {
    return fail(`cannot be read: ${(error as Error).message}`);
  } finally {
    closeSync(fd);
  }
}

/** Repository-relative when inside `cwd`, else absolute (for messages and `source`). */
function displayPath(cwd: string, absolute: string): string {
  const rel = relative(cwd, absolute);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split('\\').join('/') : absolute;
}

/**
 * Loads `review.*` config: `configPath` (relative to `cwd` or absolute) when given, else
 * `.github/reviewer-lanes/config.json`, else `.planning/config.json`. A missing default file is
 * an empty config; a missing explicit file is an error. Never throws.
 */
export async function loadConfig(
  cwd: string,
  configPath?: string,
  verdicts: Verdicts = NO_VERDICTS,
): Promise<LoadedConfig> {
  const candidates =
    configPath !== undefined
      ? [resolve(cwd, configPath)]
      : [DEFAULTS.configPath, DEFAULTS.legacyConfigPath].map((p) => resolve(cwd, p));
  for (const absolute of candidates) {
    const source = displayPath(cwd, absolute);
    const read = readConfigFile(absolute, source, cwd);
    if (read.kind === 'missing') {
      if (configPath !== undefined) {
        return {
          config: createConfig({}, source),
          errors: [
            {
              code: 'config_missing',
              path: source,
              message: 'does not exist; a config file named explicitly must exist',
            },
          ],
          warnings: [],
        };
      }
      continue;
    }
    if (read.kind === 'error')
      return { config: createConfig({}, source), errors: [read.diagnostic], warnings: [] };
    // Text this build checked before with no diagnostic is not checked again: a clean check
    // leaves every value as it is (each value it unsets comes with a warning), so the config is
    // the parsed document. The checker (and zod with it) loads only for text not known clean.
    if (verdicts.known('config', source, read.text))
      return {
        config: createConfig(JSON.parse(read.text.replace(/^\uFEFF/, '')), source),
        errors: [],
        warnings: [],
      };
    const { parseConfigText } = await import('./check.js');
    const loaded = parseConfigText(read.text, source);
    if (loaded.errors.length === 0 && loaded.warnings.length === 0)
      verdicts.remember('config', source, read.text);
    return loaded;
  }
  return { config: EMPTY, errors: [], warnings: [] };
}
