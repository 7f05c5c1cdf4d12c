/** The names selection reads, normalised: reviewer lists and the two `review.*` selection keys. */
import { isPlainObject as isObject } from '../sys/plain-object.js';
import type { Lane } from '../catalog/types.js';
import { describeValue } from '../config/names.js';
import type { Diagnostic } from '../diagnostics.js';
import { DEFAULT_REVIEWER_ENTRY_RE, INSTANCE_RE } from '../vocabulary.js';
import type { InstanceSpec } from './types.js';

export const DEFAULTS_KEY = 'review.default_reviewers';
export const INSTANCES_KEY = 'review.reviewer_instances';

export interface NormalizedDefaults {
  absent: boolean;
  values: string[];
  errors: Diagnostic[];
}

/** `review.default_reviewers` → lower-cased, de-duplicated entries, or errors. */
export function normalizeDefaultReviewers(raw: unknown, configPath?: string | null): NormalizedDefaults {
  const at = (message: string): Diagnostic => configDiagnostic(message, DEFAULTS_KEY, configPath);
  if (raw === undefined || raw === null) return { absent: true, values: [], errors: [] };
  if (!Array.isArray(raw)) {
    return {
      absent: false,
      values: [],
      errors: [at(`${DEFAULTS_KEY} must be a JSON array of reviewer slugs`)],
    };
  }
  if (raw.length === 0) return { absent: false, values: [], errors: [at(`${DEFAULTS_KEY} cannot be empty`)] };
  const values: string[] = [];
  const errors: Diagnostic[] = [];
  for (const [i, item] of raw.entries()) {
    if (typeof item !== 'string') {
      errors.push(at(`${DEFAULTS_KEY}[${i}] must be a string reviewer slug (got: ${describe(item)})`));
    } else if (!DEFAULT_REVIEWER_ENTRY_RE.test(item)) {
      errors.push(at(`invalid reviewer slug in ${DEFAULTS_KEY}: ${JSON.stringify(item)}`));
    } else {
      const entry = item.toLowerCase();
      if (!values.includes(entry)) values.push(entry);
    }
  }
  return { absent: false, values, errors };
}

export interface NormalizedInstances {
  instances: Map<string, InstanceSpec>;
  errors: Diagnostic[];
  /** Values of the wrong type, each read as unset. */
  warnings: Diagnostic[];
}

/**
 * `review.reviewer_instances` → validated instances; `cli` names a declared lane, never a command.
 * A value of the wrong type is unset with a warning: a typo in one instance must not fail a review.
 */
export function normalizeReviewerInstances(
  raw: unknown,
  lanes: readonly Lane[],
  configPath?: string | null,
): NormalizedInstances {
  const instances = new Map<string, InstanceSpec>();
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  if (raw === undefined || raw === null) return { instances, errors, warnings };
  const at = (message: string, field: string): Diagnostic => configDiagnostic(message, field, configPath);
  const unset = (field: string, expected: string, value: unknown, then = ''): void => {
    warnings.push({
      code: 'invalid_config_value',
      field,
      ...(configPath ? { path: configPath } : {}),
      message: `must be ${expected}; got ${describeValue(value)}. It is treated as unset${then}.`,
    });
  };
  if (!isObject(raw)) {
    unset(INSTANCES_KEY, 'an object mapping instance names to {cli, model?, agent?}', raw);
    return { instances, errors, warnings };
  }
  const slugs = new Set(lanes.map((l) => l.reviewer.slug));
  for (const [name, spec] of Object.entries(raw)) {
    const field = `${INSTANCES_KEY}.${name}`;
    if (!INSTANCE_RE.test(name)) {
      errors.push(
        at(`invalid reviewer instance name ${JSON.stringify(name)}: must match ${INSTANCE_RE.source}`, field),
      );
      continue;
    }
    if (slugs.has(name)) {
      errors.push(at(`reviewer instance name '${name}' must not equal a reviewer slug`, field));
      continue;
    }
    if (spec === null) continue;
    if (!isObject(spec)) {
      unset(field, 'an object with at least {cli}', spec);
      continue;
    }
    const cli = Object.hasOwn(spec, 'cli') ? spec.cli : undefined;
    if (cli !== undefined && cli !== null && typeof cli !== 'string') {
      unset(`${field}.cli`, 'a reviewer lane slug (string)', cli, `, so instance '${name}' is not defined`);
      continue;
    }
    if (typeof cli !== 'string' || !slugs.has(cli)) {
      errors.push(
        at(`${field}.cli must name a declared reviewer lane slug (got: ${describe(cli)})`, `${field}.cli`),
      );
      continue;
    }
    const instance: InstanceSpec = { name, cli };
    for (const key of ['model', 'agent'] as const) {
      const v = Object.hasOwn(spec, key) ? spec[key] : undefined;
      if (v === undefined || v === null) continue;
      if (typeof v === 'string') instance[key] = v;
      else unset(`${field}.${key}`, 'a string', v);
    }
    instances.set(name, instance);
  }
  return { instances, errors, warnings };
}

/** Splits `--gemini,codex` style lists; trims, lower-cases (names are case-insensitive), drops empties. */
export function parseReviewerList(entries: readonly string[]): string[] {
  const names: string[] = [];
  for (const entry of entries) {
    for (const part of String(entry).split(',')) {
      const name = part.trim().toLowerCase();
      if (name) names.push(name);
    }
  }
  return names;
}

export function configDiagnostic(message: string, field: string, path?: string | null): Diagnostic {
  return { message, code: 'invalid_config', field, ...(path ? { path } : {}) };
}

function describe(v: unknown): string {
  if (v === null || v === undefined) return String(v);
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'string') return JSON.stringify(v);
  return typeof v === 'object' ? 'object' : `${typeof v} ${String(v)}`;
}
