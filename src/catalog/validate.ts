/**
 * Validates one capability manifest (D1, D2), total even over throwing getters; cross-manifest
 * rules are merge.ts's. Over 400 lines on purpose: every rule one manifest must meet, in its order.
 */
import type { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import { isReservedName, type Role } from '../vocabulary.js';
import { isPlainObject } from '../sys/plain-object.js';
import { fieldPath, keyPath } from './field-path.js';
import type { ConfigKeyDeclaration, ReviewerBody } from './types.js';

export { fieldPath, isPlainObject, keyPath };
import {
  ConfigDeclarationSchema,
  ENVELOPE_FIELD_SCHEMAS,
  EnginesSchema,
  FEATURE_ONLY_FIELDS,
  HTTP_ONLY_FIELDS,
  HttpInvokeSchema,
  KNOWN_PROBE_FIELDS,
  KNOWN_REVIEWER_FIELDS,
  PROBE_RULES,
  ProbeKindSchema,
  ProvenanceSchema,
  RangeSchema,
  REVIEWER_FIELD_SCHEMAS,
  ReviewerBodySchema,
  SPAWN_ONLY_FIELDS,
  SpawnInvokeSchema,
  VersionSchema,
  describeType,
  nonEmptyString,
  showValue,
} from './schema.js';

/** Config keys that stay central: policy across lanes, never owned by one capability. */
export const CENTRAL_CONFIG_KEYS = [
  'review.max_prompt_tokens',
  'review.max_prompt_tokens_per_reviewer',
  'review.default_reviewers',
  'review.reviewer_instances',
] as const;
export const CENTRAL_CONFIG_PREFIXES = [
  'review.reviewer_instances.',
  'review.effort.',
  'review.timeouts.',
  'review.env.',
] as const;

export function isCentralConfigKey(key: string): boolean {
  return (
    (CENTRAL_CONFIG_KEYS as readonly string[]).includes(key) ||
    CENTRAL_CONFIG_PREFIXES.some((prefix) => key.startsWith(prefix))
  );
}

export interface ManifestContext {
  /** The manifest file as it should be shown (see `displayPath`). */
  path: string;
  /** The folder the manifest sits in: the id it must declare. */
  folderId: string;
}

export interface ValidatedCapability {
  id: string;
  role: Role;
  tier: 'core' | 'standard' | 'full';
  requires: string[];
  engines: { gsd?: string; 'reviewer-lanes'?: string };
  config: Record<string, ConfigKeyDeclaration>;
  /** Present when the manifest declares a lane. */
  reviewer?: ReviewerBody;
  rawReviewer?: Record<string, unknown>;
}

export interface ManifestVerdict {
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** Present exactly when there are no errors. */
  capability?: ValidatedCapability;
  /** What the manifest claims, when readable even if invalid (lets a request name a skipped lane). */
  slug?: string;
  flags?: string[];
}

type Json = Record<string, unknown>;

/** Own-property read: a key such as `constructor` never reaches the prototype. */
function own(obj: Json, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

function errorText(e: unknown): string {
  try {
    return e instanceof Error ? e.message : String(e);
  } catch {
    return 'an unreadable exception';
  }
}

class Collector {
  readonly errors: Diagnostic[] = [];
  readonly warnings: Diagnostic[] = [];
  constructor(
    private readonly path: string,
    private readonly id: string,
  ) {}

  error(field: string | undefined, message: string, code = 'invalid_manifest'): void {
    this.errors.push(this.diag(field, message, code));
  }
  warn(field: string, message: string, code: string): void {
    this.warnings.push(this.diag(field, message, code));
  }
  private diag(field: string | undefined, message: string, code: string): Diagnostic {
    return { message, code, path: this.path, id: this.id, ...(field ? { field } : {}) };
  }

  /** Applies a leaf schema; every issue becomes an error at `field` + the issue's path. */
  check<T extends z.ZodType>(schema: T, value: unknown, field: string): z.output<T> | undefined {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) this.error(fieldPath(field, issue.path), issue.message);
    return undefined;
  }
}

export function validateManifest(doc: unknown, ctx: ManifestContext): ManifestVerdict {
  const c = new Collector(ctx.path, ctx.folderId);
  let envelope: Omit<ValidatedCapability, 'config' | 'reviewer' | 'rawReviewer'> | undefined;
  let config: Record<string, ConfigKeyDeclaration> = {};
  try {
    if (!isPlainObject(doc)) {
      c.error(undefined, `capability must be a JSON object (got: ${describeType(doc)})`);
      return { errors: c.errors, warnings: c.warnings };
    }
    envelope = checkEnvelope(doc, ctx, c);
    config = checkConfig(own(doc, 'config'), c);
  } catch (e) {
    c.error(undefined, `capability could not be validated: ${errorText(e)}`);
  }

  let lane: { body: ReviewerBody; raw: Json } | undefined;
  let claims: Pick<ManifestVerdict, 'slug' | 'flags'> = {};
  if (isPlainObject(doc)) {
    // The reviewer body gets its own guard so envelope errors survive a throwing body.
    const body = new Collector(ctx.path, ctx.folderId);
    try {
      const raw = own(doc, 'reviewer');
      // A feature's body is refused by the role rule alone; validating it too would double-report.
      if (raw !== undefined && envelope?.role !== 'feature' && own(doc, 'role') !== 'feature') {
        claims = readClaims(raw);
        lane = checkReviewer(raw, config, body);
      }
      c.errors.push(...body.errors);
      c.warnings.push(...body.warnings);
    } catch (e) {
      lane = undefined;
      c.error('reviewer', `capability reviewer body could not be validated: ${errorText(e)}`);
    }
  }

  if (c.errors.length > 0 || !envelope) return { errors: c.errors, warnings: c.warnings, ...claims };
  return {
    errors: c.errors,
    warnings: c.warnings,
    ...claims,
    capability: {
      ...envelope,
      config,
      ...(lane ? { reviewer: lane.body, rawReviewer: lane.raw } : {}),
    },
  };
}

function readClaims(raw: unknown): Pick<ManifestVerdict, 'slug' | 'flags'> {
  if (!isPlainObject(raw)) return {};
  const slug = own(raw, 'slug');
  const flags = own(raw, 'flags');
  return {
    ...(typeof slug === 'string' && slug !== '' ? { slug } : {}),
    ...(Array.isArray(flags) ? { flags: flags.filter((f): f is string => typeof f === 'string') } : {}),
  };
}

function checkEnvelope(
  doc: Json,
  ctx: ManifestContext,
  c: Collector,
): Omit<ValidatedCapability, 'config' | 'reviewer' | 'rawReviewer'> | undefined {
  const f = ENVELOPE_FIELD_SCHEMAS;
  const id = c.check(f.id, own(doc, 'id'), 'id');
  if (id !== undefined && id !== ctx.folderId) {
    c.error('id', `must equal the folder name ${JSON.stringify(ctx.folderId)} (got: ${showValue(id)})`);
  }
  const role = c.check(f.role, own(doc, 'role'), 'role');
  c.check(f.title, own(doc, 'title'), 'title');
  c.check(f.description, own(doc, 'description'), 'description');
  const tier = c.check(f.tier, own(doc, 'tier'), 'tier');
  const requires = c.check(f.requires, own(doc, 'requires'), 'requires');
  c.check(f.version, own(doc, 'version'), 'version');
  c.check(f.integrity, own(doc, 'integrity'), 'integrity');
  const engines = c.check(EnginesSchema, own(doc, 'engines'), 'engines');
  c.check(ProvenanceSchema, own(doc, 'provenance'), 'provenance');

  const compat = own(doc, 'compatVersions');
  if (compat !== undefined) {
    if (!isPlainObject(compat)) c.error('compatVersions', `must be an object (got: ${describeType(compat)})`);
    else {
      for (const [version, range] of Object.entries(compat)) {
        const field = keyPath('compatVersions', version);
        if (!VersionSchema.safeParse(version).success) {
          c.error(field, `key must be a SemVer 2.0.0 version such as 1.2.3 (got: ${showValue(version)})`);
        }
        c.check(RangeSchema, range, field);
      }
    }
  }

  if (role === 'feature' && own(doc, 'reviewer') !== undefined) {
    c.error('reviewer', 'role:feature capability must not have a reviewer body');
  }
  if (role === 'reviewer') {
    if (own(doc, 'reviewer') === undefined)
      c.error('reviewer', 'role:reviewer capability must have a reviewer body');
    if (own(doc, 'runtime') !== undefined)
      c.error('runtime', 'role:reviewer capability must not have a runtime body');
  }
  if (role === 'runtime' || role === 'reviewer') {
    for (const field of FEATURE_ONLY_FIELDS) {
      if (own(doc, field) !== undefined)
        c.error(field, `is a feature-only field, not permitted for role:${role}`);
    }
  }
  // A runtime body is carried for compatibility, not validated beyond being an object.
  const runtime = own(doc, 'runtime');
  if (role === 'runtime' && runtime !== undefined && !isPlainObject(runtime)) {
    c.error('runtime', `must be an object (got: ${describeType(runtime)})`);
  }

  if (id === undefined || role === undefined || tier === undefined || requires === undefined)
    return undefined;
  const eng: ValidatedCapability['engines'] = {};
  if (typeof engines?.gsd === 'string') eng.gsd = engines.gsd;
  if (typeof engines?.['reviewer-lanes'] === 'string') eng['reviewer-lanes'] = engines['reviewer-lanes'];
  return { id, role, tier, requires, engines: eng };
}

function checkConfig(config: unknown, c: Collector): Record<string, ConfigKeyDeclaration> {
  const out: Record<string, ConfigKeyDeclaration> = {};
  if (config === undefined) return out;
  if (!isPlainObject(config)) {
    c.error('config', `must be an object mapping config keys to declarations (got: ${describeType(config)})`);
    return out;
  }
  for (const key of Object.keys(config)) {
    const field = keyPath('config', key);
    if (isReservedName(key)) {
      c.error(field, `${JSON.stringify(key)} is a reserved name`);
      continue;
    }
    if (isCentralConfigKey(key)) {
      c.error(field, 'is a central key (policy across lanes) and cannot be owned by a capability');
      continue;
    }
    const decl = own(config, key);
    if (!isPlainObject(decl)) {
      c.error(field, `must be an object with type, default and description (got: ${describeType(decl)})`);
      continue;
    }
    const before = c.errors.length;
    const parsed = c.check(ConfigDeclarationSchema, decl, field);
    if (!parsed) continue;
    const dflt = own(decl, 'default');
    const values = parsed.values;
    if (parsed.type === 'enum' && !values) {
      c.error(fieldPath(field, ['values']), 'is required for type enum (a non-empty array of strings)');
    }
    const defaultField = fieldPath(field, ['default']);
    if (parsed.type === 'number' && !(typeof dflt === 'number' && Number.isFinite(dflt))) {
      c.error(defaultField, `must be a finite number for type number (got: ${showValue(dflt)})`);
    } else if ((parsed.type === 'string' || parsed.type === 'boolean') && typeof dflt !== parsed.type) {
      c.error(defaultField, `must be a ${parsed.type} for type ${parsed.type} (got: ${showValue(dflt)})`);
    } else if (parsed.type === 'enum' && values && !(typeof dflt === 'string' && values.includes(dflt))) {
      c.error(
        defaultField,
        `must be one of the declared values: ${values.join(', ')} (got: ${showValue(dflt)})`,
      );
    }
    if (c.errors.length === before) out[key] = parsed;
  }
  return out;
}

function checkReviewer(
  raw: unknown,
  config: Record<string, ConfigKeyDeclaration>,
  c: Collector,
): { body: ReviewerBody; raw: Json } | undefined {
  if (!isPlainObject(raw)) {
    c.error('reviewer', `must be an object (got: ${describeType(raw)})`);
    return undefined;
  }
  for (const key of Object.keys(raw)) {
    if (isReservedName(key) || (KNOWN_REVIEWER_FIELDS as readonly string[]).includes(key)) continue;
    c.warn(
      fieldPath('reviewer', [key]),
      `is not a known reviewer field and is ignored (known fields: ${KNOWN_REVIEWER_FIELDS.join(', ')})`,
      'unknown_field',
    );
  }

  // Field by field in one fixed order, so `reviewer: {}` lists its 12 missing fields in order.
  const values: Record<string, unknown> = {};
  let invoke: Json | undefined;
  for (const name of KNOWN_REVIEWER_FIELDS) {
    if (name === 'probe') checkProbe(own(raw, 'probe'), c);
    else if (name === 'invoke') {
      invoke = checkInvoke(own(raw, 'invoke'), values.transport as ReviewerBody['transport'] | undefined, c);
    } else {
      const schema: z.ZodType = REVIEWER_FIELD_SCHEMAS[name];
      values[name] = c.check(schema, own(raw, name), `reviewer.${name}`);
    }
  }
  const transport = values.transport as ReviewerBody['transport'] | undefined;

  if (transport === 'spawn' && isPlainObject(invoke)) checkPlaceholders(invoke, c);
  if (transport === 'spawn') warnRelativeBinaries(raw, invoke, c);
  for (const name of ['modelConfigKey', 'promptBudgetKey'] as const) {
    const key = values[name];
    if (typeof key === 'string' && !Object.hasOwn(config, key) && !isCentralConfigKey(key)) {
      c.warn(
        `reviewer.${name}`,
        `names config key ${JSON.stringify(key)}, which this manifest's config does not declare, so a value set there has no declared type or default`,
        'undeclared_config_key',
      );
    }
  }

  if (c.errors.length > 0 || !isPlainObject(invoke)) return undefined;
  const parsed = ReviewerBodySchema.safeParse({ ...raw, invoke });
  if (!parsed.success) {
    // Unreachable while the field checks mirror the schema; kept so a drift is an error, not a throw.
    for (const issue of parsed.error.issues) c.error(fieldPath('reviewer', issue.path), issue.message);
    return undefined;
  }
  return { body: parsed.data, raw };
}

/** A path with a folder in it that is not absolute: `./tools/review.sh`, `bin/lint`. */
function isRelativePath(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  return /[\\/]/.test(v) && !v.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(v) && !v.startsWith('\\\\');
}

/**
 * A relative binary names a file of the checkout, which a pull request can change without touching
 * the baseline: allowed, never silently.
 */
function warnRelativeBinaries(raw: Record<string, unknown>, invoke: Json | undefined, c: Collector): void {
  const probe = own(raw, 'probe');
  const places: Array<[string, unknown]> = [
    ['reviewer.invoke.binary', isPlainObject(invoke) ? own(invoke, 'binary') : undefined],
    [
      'reviewer.probe.binary',
      isPlainObject(probe) && own(probe, 'kind') === 'command-capability' ? own(probe, 'binary') : undefined,
    ],
  ];
  for (const [field, value] of places) {
    if (!isRelativePath(value)) continue;
    c.warn(
      field,
      `${JSON.stringify(value.trim())} is a path in the repository: the lane runs whatever file is there, and a pull request can change that file without changing the consent baseline; name a program on PATH or an absolute path`,
      'binary_in_checkout',
    );
  }
}

function checkProbe(probe: unknown, c: Collector): void {
  if (!isPlainObject(probe)) {
    c.error(
      'reviewer.probe',
      probe === undefined ? 'is required' : `must be an object with a kind (got: ${describeType(probe)})`,
    );
    return;
  }
  for (const key of Object.keys(probe)) {
    if (!(KNOWN_PROBE_FIELDS as readonly string[]).includes(key)) {
      c.error(
        fieldPath('reviewer.probe', [key]),
        `is not a known probe field (known fields: ${KNOWN_PROBE_FIELDS.join(', ')})`,
      );
    }
  }
  const kind = c.check(ProbeKindSchema, own(probe, 'kind'), 'reviewer.probe.kind');
  if (!kind) return;
  const rules = PROBE_RULES[kind];
  for (const [key, message] of Object.entries(rules.forbidden)) {
    if (own(probe, key) !== undefined) c.error(`reviewer.probe.${key}`, message);
  }
  for (const [key, schema] of Object.entries(rules.schema.shape)) {
    if (key === 'kind') continue;
    const value = own(probe, key);
    if (value === undefined) c.error(`reviewer.probe.${key}`, `is required for probe kind ${kind}`);
    else c.check(schema as z.ZodType, value, `reviewer.probe.${key}`);
  }
}

/** Returns the invoke object to parse (non-string untyped HTTP fields dropped), if it is one. */
function checkInvoke(
  invoke: unknown,
  transport: ReviewerBody['transport'] | undefined,
  c: Collector,
): Json | undefined {
  if (!isPlainObject(invoke)) {
    c.error(
      'reviewer.invoke',
      invoke === undefined ? 'is required' : `must be an object (got: ${describeType(invoke)})`,
    );
    return undefined;
  }
  // `null` counts as present: only an absent key is absent.
  const present = (k: string) => own(invoke, k) !== undefined;
  const spawnOnly = SPAWN_ONLY_FIELDS.filter(present);
  const httpOnly = HTTP_ONLY_FIELDS.filter(present);
  if (spawnOnly.length > 0 && httpOnly.length > 0) {
    c.error(
      'reviewer.invoke',
      `mixes spawn-only fields (${spawnOnly.join(', ')}) with openai-http-only fields (${httpOnly.join(', ')})`,
    );
  }
  if (!transport) return invoke;

  const at = (k: string) => `reviewer.invoke.${k}`;
  if (transport === 'spawn') {
    for (const k of httpOnly) c.error(at(k), 'is not permitted for transport spawn');
    const shape = SpawnInvokeSchema.shape;
    for (const k of [
      'binary',
      'args',
      'promptChannel',
      'outputChannel',
      'modelArg',
      'effortChannel',
    ] as const) {
      c.check(shape[k], own(invoke, k), at(k));
    }
    if (own(invoke, 'outputChannel') === 'file-arg') {
      if (!present('outputArg')) c.error(at('outputArg'), 'is required when outputChannel is file-arg');
      else c.check(nonEmptyString(), own(invoke, 'outputArg'), at('outputArg'));
    } else if (present('outputArg')) {
      c.error(at('outputArg'), 'is only permitted when outputChannel is file-arg');
    }
    return invoke;
  }

  for (const k of spawnOnly) c.error(at(k), 'is not permitted for transport openai-http');
  const shape = HttpInvokeSchema.shape;
  for (const k of ['hostConfigKey', 'path', 'modelDiscovery', 'effortChannel'] as const) {
    c.check(shape[k], own(invoke, k), at(k));
  }
  if (present('apiKeyEnv')) c.check(shape.apiKeyEnv, own(invoke, 'apiKeyEnv'), at('apiKeyEnv'));
  const cleaned: Json = { ...invoke };
  for (const k of ['defaultHost', 'fallbackModel'] as const) {
    const v = own(invoke, k);
    if (v !== undefined && typeof v !== 'string') {
      c.warn(at(k), `is not a string and is ignored (got: ${describeType(v)})`, 'ignored_field');
      delete cleaned[k];
    }
  }
  return cleaned;
}

/** D1: a template that lacks a placeholder its channels need never delivers that input. */
function checkPlaceholders(invoke: Json, c: Collector): void {
  const args = own(invoke, 'args');
  if (!Array.isArray(args)) return;
  const promptChannel = own(invoke, 'promptChannel');
  if ((promptChannel === 'argv' || promptChannel === 'argv-file-ref') && !args.includes('{{prompt}}')) {
    c.warn(
      'reviewer.invoke.args',
      `has no "{{prompt}}" element, so a lane with promptChannel ${promptChannel} never receives its prompt`,
      'missing_placeholder',
    );
  }
  if (own(invoke, 'outputChannel') === 'file-arg' && !args.includes('{{output}}')) {
    c.warn(
      'reviewer.invoke.args',
      'has no "{{output}}" element, so a lane with outputChannel file-arg is never told where to write its review',
      'missing_placeholder',
    );
  }
}
