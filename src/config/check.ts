/**
 * Checking a config document (DESIGN.md §3, §5): the `review.*` keys whose value types we check,
 * with a warning naming the key for a value of the wrong type, which then reads as unset.
 * `review.default_reviewers` and `review.reviewer_instances` are checked by the selection stage,
 * which owns their errors. Kept apart from config.ts so a run without a config file never loads
 * the schemas (DESIGN.md §6).
 */
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import { normalizeHost } from './host.js';
import { createConfig, jsonErrorText } from './config.js';
import { MAX_KEY_SEGMENTS, describeValue } from './keys.js';
import { configNodes, isPlainObject, lookup } from './lookup.js';
import { EFFORT_LEVELS, ENV_NAME_RE } from './names.js';
import type { LoadedConfig } from './types.js';

export interface KnownKey {
  /** Matches the full dotted key. */
  pattern: RegExp;
  schema: z.ZodType;
  /** What the warning says the value must be. */
  expected: string;
}

let known: readonly KnownKey[] | undefined;

/**
 * Keys whose value must have a given type. The first matching pattern applies. Built on first
 * use: most runs have no config file, and constructing schemas costs every start (DESIGN.md §6).
 */
export function knownKeys(): readonly KnownKey[] {
  if (known) return known;
  const envName = z.string().regex(ENV_NAME_RE);
  known = [
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
      schema: z.array(envName),
      expected: 'an array of environment variable names (letters, digits and _, not starting with a digit)',
    },
    {
      pattern: /^review\.max_prompt_tokens(_per_reviewer\.[^.]+)?$/,
      schema: z.number().refine(Number.isFinite),
      expected: 'a number of tokens',
    },
  ];
  return known;
}

export function knownKey(key: string): KnownKey | undefined {
  return knownKeys().find((k) => k.pattern.test(key));
}

/**
 * Checks a parsed document: it must be an object, `review` (when present) an object; values of
 * the wrong type at known keys become warnings and read as unset. Pure and total.
 */
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
  for (const { key, value } of configNodes(doc, MAX_KEY_SEGMENTS)) {
    if (!isPlainObject(value)) spellings.set(key, (spellings.get(key) ?? 0) + 1);
  }
  const checked = new Set<string>();
  for (const { key } of configNodes(doc, MAX_KEY_SEGMENTS)) {
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
 * Host URLs are normalised to scheme, host, port and path (spec §7.1), so user info, a query or
 * a fragment never reach the request. Say so rather than drop them silently (spec §12 defect K);
 * the value itself is not echoed, since user info is usually a credential.
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

/** Parses and checks a config file's text. Malformed JSON names the line and column. */
export function parseConfigText(text: string, source: string): LoadedConfig {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return {
      config: createConfig({}, source),
      errors: [
        { code: 'invalid_config', path: source, message: `is not valid JSON: ${jsonErrorText(error, text)}` },
      ],
      warnings: [],
    };
  }
  return validateConfigDocument(doc, source);
}
