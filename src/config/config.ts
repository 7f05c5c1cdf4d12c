/**
 * The repository's `review.*` configuration, read once from the working tree. A value of the wrong
 * type reads as unset, with a warning naming the key; selection checks its own two keys.
 */
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import { displayPath } from '../catalog/load.js';
import { normalizeHost } from './host.js';
import { jsonErrorOffset, lineAndColumn } from './json-error.js';
import { DEFAULTS, ENV_NAME_RE } from '../vocabulary.js';
import { linkedFolderInRepository } from '../sys/linked-folder.js';
import { readRegularFile } from '../sys/regular-file.js';
import { isPlainObject } from '../sys/plain-object.js';
import { configNodes, lookup } from './lookup.js';
import { describeValue, EFFORT_LEVELS } from './names.js';
import type { LoadedConfig, ReviewConfig } from './types.js';

const MAX_CONFIG_BYTES = 1024 * 1024;

/** A config over a parsed document (lookup.ts); keys in `unset` were warned about and read as undefined. */
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
    keys: () => [...new Set(configNodes(doc).map((n) => n.key))],
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

export interface KnownKey {
  /** Matches the full dotted key. */
  pattern: RegExp;
  schema: z.ZodType;
  /** What the warning says the value must be. */
  expected: string;
}

/** Keys whose value must have a given type. The first matching pattern applies. */
const KNOWN_KEYS: readonly KnownKey[] = [
  {
    pattern: /^review\.(models|effort|timeouts|env|max_prompt_tokens_per_reviewer)$/,
    schema: z.record(z.string(), z.unknown()),
    expected: 'an object keyed by lane slug',
  },
  { pattern: /^review\.models\.[^.]+$/, schema: z.string(), expected: 'a model name (string)' },
  { pattern: /^review\.[^.]+_host$/, schema: z.string(), expected: 'a base URL (string)' },
  {
    pattern: /^review\.effort\.[^.]+$/,
    schema: z.enum(EFFORT_LEVELS),
    expected: `one of ${EFFORT_LEVELS.join(', ')}`,
  },
  {
    pattern: /^review\.timeouts\.[^.]+$/,
    schema: z.number().int().positive(),
    expected: 'a positive integer (milliseconds)',
  },
  {
    pattern: /^review\.env\.[^.]+$/,
    schema: z.array(z.string().regex(ENV_NAME_RE)),
    expected: 'an array of environment variable names (letters, digits and _, not starting with a digit)',
  },
  { pattern: /^review\.catalog_consent$/, schema: z.boolean(), expected: 'true or false' },
  {
    pattern: /^review\.max_prompt_tokens(_per_reviewer\.[^.]+)?$/,
    schema: z.number().refine(Number.isFinite),
    expected: 'a number of tokens',
  },
];

function knownKey(key: string): KnownKey | undefined {
  return KNOWN_KEYS.find((k) => k.pattern.test(key));
}

/** Checks a parsed document; values of the wrong type become warnings and read as unset. */
export function validateConfigDocument(doc: unknown, source: string): LoadedConfig {
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  if (!isPlainObject(doc)) {
    errors.push({
      code: 'invalid_config',
      path: source,
      message: `the config file must contain a JSON object (got ${describeValue(doc)})`,
    });
    return { config: createConfig({}, source), errors, warnings };
  }
  const review = lookup(doc, 'review');
  if (review !== undefined && !isPlainObject(review)) {
    errors.push({
      code: 'invalid_config',
      path: source,
      field: 'review',
      message: `must be an object (got ${describeValue(review)})`,
    });
    return { config: createConfig({}, source), errors, warnings };
  }

  const unset = new Set<string>();
  const spellings = new Map<string, number>();
  for (const { key, value } of configNodes(doc)) {
    if (!isPlainObject(value)) spellings.set(key, (spellings.get(key) ?? 0) + 1);
  }
  const checked = new Set<string>();
  for (const { key } of configNodes(doc)) {
    if (checked.has(key)) continue;
    checked.add(key);
    // Only our keys: the rest of a GSD config is not ours to judge.
    if (key.startsWith('review.') && (spellings.get(key) ?? 0) > 1) {
      warnings.push({
        code: 'duplicate_config_key',
        path: source,
        field: key,
        message: 'is set more than once (nested and as a dotted key); the most nested spelling is used',
      });
    }
    const known = knownKey(key);
    if (!known) continue;
    // lookup() gives the value that wins, whichever spelling this node came from.
    const value = lookup(doc, key);
    // null is how JSON says "unset"; it is not a type error.
    if (value === null || value === undefined) continue;
    const result = known.schema.safeParse(value);
    if (result.success) {
      const dropped = typeof value === 'string' && key.endsWith('_host') ? droppedHostParts(value) : null;
      if (dropped) warnings.push({ code: 'host_parts_dropped', path: source, field: key, message: dropped });
      continue;
    }
    unset.add(key);
    const items: unknown[] | undefined = Array.isArray(value) ? value : undefined;
    const entry = items ? firstBadIndex(result.error.issues) : undefined;
    const got =
      items && entry !== undefined
        ? `entry ${entry} is ${describeValue(items[entry])}`
        : `got ${describeValue(value)}`;
    warnings.push({
      code: 'invalid_config_value',
      path: source,
      field: key,
      message: `must be ${known.expected}; ${got}. It is treated as unset.`,
    });
  }
  return { config: createConfig(doc, source, unset), errors, warnings };
}

/**
 * What normalising a host URL drops (user info, query, fragment), said rather than dropped
 * silently; the value is not echoed, since user info is usually a credential.
 */
function droppedHostParts(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.hostname === '') return null;
  const parts = [
    url.username || url.password ? 'user info' : '',
    url.search ? 'a query' : '',
    url.hash ? 'a fragment' : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return `contains ${parts.join(' and ')}, which ${parts.length === 1 ? 'is' : 'are'} dropped: requests go to ${normalizeHost(raw)} (send a key with the lane's apiKeyEnv instead)`;
}

function firstBadIndex(issues: ReadonlyArray<{ path: PropertyKey[] }>): number | undefined {
  for (const issue of issues) {
    const first = issue.path[0];
    if (typeof first === 'number') return first;
  }
  return undefined;
}

/** jsonErrorText, with the position found by scanning when the engine's message names none. */
function configJsonError(error: unknown, text: string): string {
  const message = jsonErrorText(error, text);
  if (/\(line \d+, column \d+\)$/.test(message)) return message;
  const body = text.replace(/^\uFEFF/, '');
  const { line, column } = lineAndColumn(body, jsonErrorOffset(body));
  return `${message} (line ${line}, column ${column})`;
}

/** Parses and checks a config file's text. Malformed JSON names the line and column. */
export function parseConfigText(text: string, source: string): LoadedConfig {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return {
      config: createConfig({}, source),
      errors: [
        {
          code: 'invalid_config',
          path: source,
          message: `is not valid JSON: ${configJsonError(error, text)}`,
        },
      ],
      warnings: [],
    };
  }
  return validateConfigDocument(doc, source);
}

type ReadOutcome =
  { kind: 'text'; text: string } | { kind: 'missing' } | { kind: 'error'; diagnostic: Diagnostic };

/** Reads the config file, never through a link or blocking on a FIFO. */
function readConfigFile(absolute: string, source: string, cwd: string): ReadOutcome {
  const fail = (message: string): ReadOutcome => ({
    kind: 'error',
    diagnostic: { code: 'invalid_config', path: source, message },
  });
  // Nor through a folder of the repository committed as a link: it would read another folder.
  const linked = linkedFolderInRepository(dirname(absolute), cwd);
  if (linked)
    return fail(
      `is reached through a symbolic link (${displayPath(cwd, linked)}); a link in the repository is not followed`,
    );
  const read = readRegularFile(absolute, MAX_CONFIG_BYTES);
  switch (read.kind) {
    case 'file':
      return { kind: 'text', text: read.bytes.toString('utf8') };
    case 'missing':
      return { kind: 'missing' };
    case 'link':
      return fail('is a symlink; the config file must be a regular file');
    case 'not_a_file':
      return fail('is not a regular file');
    case 'too_large':
      return fail(`is larger than 1 MiB (${read.bytes} bytes)`);
    case 'error':
      return fail(`cannot be read: ${read.error.message}`);
  }
}

/**
 * Loads `configPath`, else `.github/reviewer-lanes/config.json`, else `.planning/config.json`; a
 * missing default is empty, a missing explicit file an error. Never throws.
 */
export async function loadConfig(cwd: string, configPath?: string): Promise<LoadedConfig> {
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
    return parseConfigText(read.text, source);
  }
  return { config: EMPTY, errors: [], warnings: [] };
}
