/**
 * The manifest boundary as zod schemas (D1): field rules, the later stages' types and the JSON
 * Schema. Each leaf carries its message, so validate.ts applies them field by field: one error per
 * missing field, `null` counting as present, which one whole-object parse cannot express.
 */
import { z } from 'zod';
import {
  EFFORT_CHANNELS,
  EMPTY_OUTPUT_POLICIES,
  ENV_NAME_RE,
  EVIDENCE_CLASSES,
  FLAG_RE,
  HANDLERS,
  ID_RE,
  MODEL_DISCOVERY,
  OUTPUT_CHANNELS,
  PROBE_KINDS,
  PROMPT_CHANNELS,
  ROLES,
  SLUG_RE,
  TIERS,
  TRANSPORTS,
  isReservedName,
} from '../vocabulary.js';

/** R1: strict SemVer 2.0.0 (rejects `1.0`, `v1.0.0`, `01.2.3`). */
export const SEMVER_RE =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
/** R2: the characters a version range may use; plausibility adds "has a digit or is a wildcard". */
export const RANGE_RE = /^[0-9A-Za-z.\-+ |<>=~^*()]+$/;
/** R6. */
export const INTEGRITY_RE = /^sha512-[A-Za-z0-9+/]{86}==$/;

export const KNOWN_REVIEWER_FIELDS = [
  'slug',
  'flags',
  'transport',
  'probe',
  'invoke',
  'timeoutFloorMs',
  'emptyOutput',
  'reviewsSection',
  'evidenceClass',
  'requiresBinaries',
  'promptBudgetKey',
  'modelConfigKey',
  'handler',
  // our extension (D1): never warned about as unknown
  'env',
] as const;

export const KNOWN_PROBE_FIELDS = ['kind', 'binary', 'needle', 'timeoutMs', 'hostConfigKey', 'path'] as const;

export const SPAWN_ONLY_FIELDS = [
  'binary',
  'args',
  'promptChannel',
  'outputChannel',
  'outputArg',
  'modelArg',
] as const;
export const HTTP_ONLY_FIELDS = [
  'hostConfigKey',
  'defaultHost',
  'path',
  'modelDiscovery',
  'fallbackModel',
  // our extension: an auth header only makes sense for an HTTP lane
  'apiKeyEnv',
] as const;

/** Fields a feature capability may carry and no other role may. */
export const FEATURE_ONLY_FIELDS = [
  'skills',
  'agents',
  'steps',
  'contributions',
  'gates',
  'hooks',
  'activationKey',
] as const;

/** How a received value is named in a message: its JSON type, or the value for short scalars. */
export function describeType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

export function showValue(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}...` : v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) return String(v);
  return describeType(v);
}

// --- leaf schemas, each with the message a user sees -------------------------------------------

type IssueInput = { input?: unknown };
const required = (iss: IssueInput, otherwise: string): string =>
  iss.input === undefined ? 'is required' : otherwise;

const stringOf = (what: string) =>
  z.string({ error: (iss) => required(iss, `must be ${what} (got: ${describeType(iss.input)})`) });

export const nonEmptyString = () =>
  stringOf('a non-empty string').min(1, { error: 'must be a non-empty string', abort: true });

const matching = (re: RegExp) =>
  nonEmptyString().regex(re, { error: (iss) => `must match ${re.source} (got: ${showValue(iss.input)})` });

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (iss) => required(iss, `must be one of: ${values.join(', ')} (got: ${showValue(iss.input)})`),
  });

const positiveInteger = () =>
  z
    .number({ error: (iss) => required(iss, `must be a positive integer (got: ${showValue(iss.input)})`) })
    .int({ error: (iss) => `must be a positive integer (got: ${showValue(iss.input)})` })
    .positive({ error: (iss) => `must be a positive integer (got: ${showValue(iss.input)})` });

/** `null` or a non-empty string; the field itself must be present. */
const nullableNonEmpty = (why: string) =>
  z
    .string({
      error: (iss) =>
        iss.input === undefined
          ? `is required (null ${why})`
          : `must be null or a non-empty string (got: ${describeType(iss.input)})`,
    })
    .min(1, { error: 'must be null or a non-empty string (got: "")' })
    .nullable();

const stringArray = (what: string, item: z.ZodType<string>) =>
  z.array(item, {
    error: (iss) => required(iss, `must be an array of ${what} (got: ${describeType(iss.input)})`),
  });

export const EnvNameSchema = stringOf('an environment variable name').regex(ENV_NAME_RE, {
  error: (iss) =>
    `must be an environment variable name matching ${ENV_NAME_RE.source} (got: ${showValue(iss.input)})`,
});

// The grammar already refuses `__proto__`; only names it admits need the reserved-name error.
export const SlugSchema = matching(SLUG_RE).refine((s) => !SLUG_RE.test(s) || !isReservedName(s), {
  error: (iss) => `${showValue(iss.input)} is a reserved name`,
});

export const FlagsSchema = z
  .array(matching(FLAG_RE), {
    error: (iss) => required(iss, `must be an array of CLI flags (got: ${describeType(iss.input)})`),
  })
  .min(1, { error: 'must declare at least one flag' })
  .superRefine((flags, ctx) => {
    const seen = new Set<string>();
    flags.forEach((flag, i) => {
      if (seen.has(flag))
        ctx.addIssue({ code: 'custom', path: [i], message: `lists "${flag}" more than once` });
      seen.add(flag);
    });
  });

export const ProbeKindSchema = oneOf(PROBE_KINDS);

export const CommandExistsProbeSchema = z.strictObject({
  kind: z.literal('command-exists'),
  binary: nonEmptyString(),
});
export const CommandCapabilityProbeSchema = z.strictObject({
  kind: z.literal('command-capability'),
  binary: nonEmptyString(),
  needle: nonEmptyString(),
  timeoutMs: positiveInteger(),
});
export const HttpReachableProbeSchema = z.strictObject({
  kind: z.literal('http-reachable'),
  hostConfigKey: nonEmptyString(),
  path: nonEmptyString(),
  timeoutMs: positiveInteger(),
});
export const ProbeSchema = z.discriminatedUnion('kind', [
  CommandExistsProbeSchema,
  CommandCapabilityProbeSchema,
  HttpReachableProbeSchema,
]);

/** Per probe kind: the fields it needs (besides `kind`) and why the others are refused. */
export const PROBE_RULES = {
  'command-exists': {
    schema: CommandExistsProbeSchema,
    forbidden: {
      needle: 'is not permitted for probe kind command-exists',
      hostConfigKey: 'is not permitted for probe kind command-exists',
      path: 'is not permitted for probe kind command-exists',
      timeoutMs:
        'is not permitted for probe kind command-exists (no process is started, so there is nothing to bound)',
    },
  },
  'command-capability': {
    schema: CommandCapabilityProbeSchema,
    forbidden: {
      hostConfigKey: 'is not permitted for probe kind command-capability',
      path: 'is not permitted for probe kind command-capability',
    },
  },
  'http-reachable': {
    schema: HttpReachableProbeSchema,
    forbidden: {
      binary: 'is not permitted for probe kind http-reachable',
      needle: 'is not permitted for probe kind http-reachable',
    },
  },
} as const satisfies Record<(typeof PROBE_KINDS)[number], { schema: z.ZodObject; forbidden: object }>;

export const SpawnInvokeSchema = z.object({
  binary: nonEmptyString(),
  args: z.array(stringOf('a string'), {
    error: (iss) => required(iss, `must be an array of strings (got: ${describeType(iss.input)})`),
  }),
  promptChannel: oneOf(PROMPT_CHANNELS),
  outputChannel: oneOf(OUTPUT_CHANNELS),
  outputArg: nonEmptyString().optional(),
  modelArg: nullableNonEmpty('when the lane takes no model override'),
  effortChannel: oneOf(EFFORT_CHANNELS),
});

export const HttpInvokeSchema = z.object({
  hostConfigKey: nonEmptyString(),
  path: nonEmptyString(),
  modelDiscovery: oneOf(MODEL_DISCOVERY),
  effortChannel: z.literal('none', {
    error: (iss) => required(iss, `must be "none" for transport openai-http (got: ${showValue(iss.input)})`),
  }),
  // The spec leaves these untyped (the runtime ignores non-strings); the validator drops a
  // non-string with a warning, so what reaches the later stages is a string or absent.
  defaultHost: z.string().optional(),
  fallbackModel: z.string().optional(),
  apiKeyEnv: EnvNameSchema.optional().meta({
    description: 'The environment variable whose value is sent as `Authorization: Bearer …` (never logged).',
  }),
});

/** The fields common to both transports, in the vocabulary's order (D1). */
export const REVIEWER_FIELD_SCHEMAS = {
  slug: SlugSchema,
  flags: FlagsSchema,
  transport: oneOf(TRANSPORTS),
  timeoutFloorMs: positiveInteger(),
  emptyOutput: oneOf(EMPTY_OUTPUT_POLICIES),
  reviewsSection: nonEmptyString(),
  evidenceClass: oneOf(EVIDENCE_CLASSES),
  requiresBinaries: stringArray('binary names', nonEmptyString()),
  promptBudgetKey: nullableNonEmpty('when the lane has no per-lane prompt budget'),
  modelConfigKey: nullableNonEmpty('when the lane takes no model').default(null),
  handler: z
    .enum(HANDLERS, {
      error: (iss) =>
        iss.input === undefined
          ? 'is required (null when the lane needs no handler)'
          : `must be null or one of: ${HANDLERS.join(', ')} (got: ${showValue(iss.input)})`,
    })
    .nullable(),
  env: stringArray('environment variable names', EnvNameSchema).default([]).meta({
    description: 'Names of environment variables the lane may receive (bound into its consent signature).',
  }),
} as const;

const { transport: _transport, ...commonFields } = REVIEWER_FIELD_SCHEMAS;

export const ReviewerBodySchema = z.discriminatedUnion('transport', [
  z.object({ ...commonFields, probe: ProbeSchema, transport: z.literal('spawn'), invoke: SpawnInvokeSchema }),
  z.object({
    ...commonFields,
    probe: ProbeSchema,
    transport: z.literal('openai-http'),
    invoke: HttpInvokeSchema,
  }),
]);

// --- the envelope ------------------------------------------------------------------------------

/** A "plausible range": R2's characters, non-blank, and a digit or a bare wildcard. */
const rangeMessage = (iss: IssueInput) =>
  `must be a version range such as ">=1.8.0" (got: ${showValue(iss.input)})`;
export const RangeSchema = stringOf('a version range')
  .regex(RANGE_RE, { error: rangeMessage, abort: true })
  .refine((r) => r.trim() !== '' && (/\d/.test(r) || ['*', 'x', 'X'].includes(r)), { error: rangeMessage });

export const VersionSchema = stringOf('a SemVer version').regex(SEMVER_RE, {
  error: (iss) => `must be a SemVer 2.0.0 version such as 1.2.3 (got: ${showValue(iss.input)})`,
});

export const ConfigDeclarationSchema = z.object({
  type: oneOf(['boolean', 'string', 'number', 'enum']),
  default: z.unknown().nonoptional({ error: 'is required' }),
  description: nonEmptyString(),
  values: z
    .array(nonEmptyString(), {
      error: (iss) => `must be a non-empty array of strings (got: ${describeType(iss.input)})`,
    })
    .min(1, { error: 'must be a non-empty array of strings' })
    .optional(),
});

export const ENVELOPE_FIELD_SCHEMAS = {
  id: matching(ID_RE),
  role: oneOf(ROLES),
  title: nonEmptyString(),
  description: nonEmptyString(),
  tier: oneOf(TIERS),
  requires: stringArray('capability ids', stringOf('a capability id')),
  version: VersionSchema,
  integrity: stringOf('an integrity string')
    .regex(INTEGRITY_RE, { error: `must match ${INTEGRITY_RE.source}` })
    .optional(),
} as const;

const plainObject = (what: string) =>
  z.looseObject({}, { error: (iss) => `must be ${what} (got: ${describeType(iss.input)})` });

export const EnginesSchema = z
  .looseObject(
    { gsd: RangeSchema.optional(), 'reviewer-lanes': RangeSchema.optional() },
    { error: (iss) => `must be an object (got: ${describeType(iss.input)})` },
  )
  .optional();

export const ProvenanceSchema = z
  .looseObject(
    { sourceRepo: nonEmptyString(), commit: nonEmptyString() },
    { error: (iss) => `must be an object with sourceRepo and commit (got: ${describeType(iss.input)})` },
  )
  .optional();

/** The whole manifest, for the published JSON Schema (per-role rules are the validator's). */
export const CapabilitySchema = z
  .looseObject({
    $schema: z.string().optional(),
    ...ENVELOPE_FIELD_SCHEMAS,
    engines: EnginesSchema,
    compatVersions: z.record(VersionSchema, RangeSchema).optional(),
    provenance: ProvenanceSchema,
    reviewer: ReviewerBodySchema.optional(),
    runtime: plainObject('an object').optional(),
    config: z.record(z.string(), ConfigDeclarationSchema).optional(),
  })
  .meta({
    title: 'reviewer-lanes capability manifest',
    description:
      'capabilities/<id>/capability.json: a capability, and with a `reviewer` body a review lane (ADR-2782 vocabulary 1.10.0 plus reviewer.env and invoke.apiKeyEnv).',
  });
