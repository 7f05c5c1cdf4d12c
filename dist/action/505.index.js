export const id = 505;
export const ids = [505];
export const modules = {

/***/ 74505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CENTRAL_CONFIG_KEYS: () => (/* binding */ CENTRAL_CONFIG_KEYS),
  CENTRAL_CONFIG_PREFIXES: () => (/* binding */ CENTRAL_CONFIG_PREFIXES),
  fieldPath: () => (/* reexport */ field_path/* fieldPath */.cn),
  isCentralConfigKey: () => (/* binding */ isCentralConfigKey),
  isPlainObject: () => (/* reexport */ field_path/* isPlainObject */.Qd),
  keyPath: () => (/* reexport */ field_path/* keyPath */.Dw),
  validateManifest: () => (/* binding */ validateManifest)
});

// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(47819);
// EXTERNAL MODULE: ./src/catalog/field-path.ts
var field_path = __webpack_require__(20107);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
;// CONCATENATED MODULE: ./src/catalog/schema.ts
/**
 * The capability manifest boundary as zod schemas (STYLE.md 6): the field rules of spec §1–2,
 * the types every later stage reads, and the published JSON Schema all come from here.
 *
 * Each leaf schema carries its own user-facing message, so the validator (validate.ts) can apply
 * them field by field — which keeps the spec's presence semantics (one error per missing field,
 * `null` counting as present) that a single whole-object parse cannot express.
 */


/** R1: strict SemVer 2.0.0 (rejects `1.0`, `v1.0.0`, `01.2.3`). */
const SEMVER_RE = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
/** R2: the characters a version range may use; plausibility adds "has a digit or is a wildcard". */
const RANGE_RE = /^[0-9A-Za-z.\-+ |<>=~^*()]+$/;
/** R6. */
const INTEGRITY_RE = /^sha512-[A-Za-z0-9+/]{86}==$/;
/** A POSIX-portable environment variable name (our `reviewer.env` / `invoke.apiKeyEnv`). */
const ENV_NAME_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;
const KNOWN_REVIEWER_FIELDS = [
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
    // our extension (DESIGN.md D1): never warned about as unknown
    'env',
];
/** Every reviewer field but these must be present (`reviewer: {}` → exactly 12 errors). */
const OPTIONAL_REVIEWER_FIELDS = (/* unused pure expression or super */ null && (['modelConfigKey', 'env']));
const KNOWN_PROBE_FIELDS = ['kind', 'binary', 'needle', 'timeoutMs', 'hostConfigKey', 'path'];
const SPAWN_ONLY_FIELDS = [
    'binary',
    'args',
    'promptChannel',
    'outputChannel',
    'outputArg',
    'modelArg',
];
const HTTP_ONLY_FIELDS = [
    'hostConfigKey',
    'defaultHost',
    'path',
    'modelDiscovery',
    'fallbackModel',
    // our extension: an auth header only makes sense for an HTTP lane
    'apiKeyEnv',
];
/** Fields a feature capability may carry and no other role may (spec §1 per-role rules). */
const FEATURE_ONLY_FIELDS = [
    'skills',
    'agents',
    'steps',
    'contributions',
    'gates',
    'hooks',
    'activationKey',
];
/** How a received value is named in a message: its JSON type, or the value for short scalars. */
function describeType(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'array';
    return typeof v;
}
function showValue(v) {
    if (typeof v === 'string')
        return JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}...` : v);
    if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined)
        return String(v);
    return describeType(v);
}
const required = (iss, otherwise) => iss.input === undefined ? 'is required' : otherwise;
const stringOf = (what) => schemas/* string */.YjP({ error: (iss) => required(iss, `must be ${what} (got: ${describeType(iss.input)})`) });
const nonEmptyString = () => stringOf('a non-empty string').min(1, { error: 'must be a non-empty string', abort: true });
const matching = (re) => nonEmptyString().regex(re, { error: (iss) => `must match ${re.source} (got: ${showValue(iss.input)})` });
const oneOf = (values) => schemas/* enum */.k5n(values, {
    error: (iss) => required(iss, `must be one of: ${values.join(', ')} (got: ${showValue(iss.input)})`),
});
const positiveInteger = () => schemas/* number */.aig({ error: (iss) => required(iss, `must be a positive integer (got: ${showValue(iss.input)})`) })
    .int({ error: (iss) => `must be a positive integer (got: ${showValue(iss.input)})` })
    .positive({ error: (iss) => `must be a positive integer (got: ${showValue(iss.input)})` });
/** `null` or a non-empty string; the field itself must be present. */
const nullableNonEmpty = (why) => schemas/* string */.YjP({
    error: (iss) => iss.input === undefined
        ? `is required (null ${why})`
        : `must be null or a non-empty string (got: ${describeType(iss.input)})`,
})
    .min(1, { error: 'must be null or a non-empty string (got: "")' })
    .nullable();
const stringArray = (what, item) => schemas/* array */.YOg(item, {
    error: (iss) => required(iss, `must be an array of ${what} (got: ${describeType(iss.input)})`),
});
const EnvNameSchema = stringOf('an environment variable name').regex(ENV_NAME_RE, {
    error: (iss) => `must be an environment variable name matching ${ENV_NAME_RE.source} (got: ${showValue(iss.input)})`,
});
// The grammar already refuses `__proto__`; only names it admits need the reserved-name error.
const SlugSchema = matching(vocabulary/* SLUG_RE */.Io).refine((s) => !vocabulary/* SLUG_RE */.Io.test(s) || !(0,vocabulary/* isReservedName */.ce)(s), {
    error: (iss) => `${showValue(iss.input)} is a reserved name`,
});
const FlagsSchema = schemas/* array */.YOg(matching(vocabulary/* FLAG_RE */.fn), {
    error: (iss) => required(iss, `must be an array of CLI flags (got: ${describeType(iss.input)})`),
})
    .min(1, { error: 'must declare at least one flag' })
    .superRefine((flags, ctx) => {
    const seen = new Set();
    flags.forEach((flag, i) => {
        if (seen.has(flag))
            ctx.addIssue({ code: 'custom', path: [i], message: `lists "${flag}" more than once` });
        seen.add(flag);
    });
});
const ProbeKindSchema = oneOf(vocabulary/* PROBE_KINDS */.Jg);
const CommandExistsProbeSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('command-exists'),
    binary: nonEmptyString(),
});
const CommandCapabilityProbeSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('command-capability'),
    binary: nonEmptyString(),
    needle: nonEmptyString(),
    timeoutMs: positiveInteger(),
});
const HttpReachableProbeSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('http-reachable'),
    hostConfigKey: nonEmptyString(),
    path: nonEmptyString(),
    timeoutMs: positiveInteger(),
});
const ProbeSchema = schemas/* discriminatedUnion */.gMt('kind', [
    CommandExistsProbeSchema,
    CommandCapabilityProbeSchema,
    HttpReachableProbeSchema,
]);
/** Per probe kind: the fields it needs (besides `kind`) and why the others are refused. */
const PROBE_RULES = {
    'command-exists': {
        schema: CommandExistsProbeSchema,
        forbidden: {
            needle: 'is not permitted for probe kind command-exists',
            hostConfigKey: 'is not permitted for probe kind command-exists',
            path: 'is not permitted for probe kind command-exists',
            timeoutMs: 'is not permitted for probe kind command-exists (no process is started, so there is nothing to bound)',
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
};
const SpawnInvokeSchema = schemas/* object */.Ikc({
    binary: nonEmptyString(),
    args: schemas/* array */.YOg(stringOf('a string'), {
        error: (iss) => required(iss, `must be an array of strings (got: ${describeType(iss.input)})`),
    }),
    promptChannel: oneOf(vocabulary/* PROMPT_CHANNELS */.aY),
    outputChannel: oneOf(vocabulary/* OUTPUT_CHANNELS */.rl),
    outputArg: nonEmptyString().optional(),
    modelArg: nullableNonEmpty('when the lane takes no model override'),
    effortChannel: oneOf(vocabulary/* EFFORT_CHANNELS */.yG),
});
const HttpInvokeSchema = schemas/* object */.Ikc({
    hostConfigKey: nonEmptyString(),
    path: nonEmptyString(),
    modelDiscovery: oneOf(vocabulary/* MODEL_DISCOVERY */.bI),
    effortChannel: schemas/* literal */.euz('none', {
        error: (iss) => required(iss, `must be "none" for transport openai-http (got: ${showValue(iss.input)})`),
    }),
    // The spec leaves these untyped (the runtime ignores non-strings); the validator drops a
    // non-string with a warning, so what reaches the later stages is a string or absent.
    defaultHost: schemas/* string */.YjP().optional(),
    fallbackModel: schemas/* string */.YjP().optional(),
    apiKeyEnv: EnvNameSchema.optional().meta({
        description: 'The environment variable whose value is sent as `Authorization: Bearer …` (never logged).',
    }),
});
/** The fields common to both transports, in the order the spec lists them. */
const REVIEWER_FIELD_SCHEMAS = {
    slug: SlugSchema,
    flags: FlagsSchema,
    transport: oneOf(vocabulary/* TRANSPORTS */.Zz),
    timeoutFloorMs: positiveInteger(),
    emptyOutput: oneOf(vocabulary/* EMPTY_OUTPUT_POLICIES */.xg),
    reviewsSection: nonEmptyString(),
    evidenceClass: oneOf(vocabulary/* EVIDENCE_CLASSES */.Np),
    requiresBinaries: stringArray('binary names', nonEmptyString()),
    promptBudgetKey: nullableNonEmpty('when the lane has no per-lane prompt budget'),
    modelConfigKey: nullableNonEmpty('when the lane takes no model').default(null),
    handler: schemas/* enum */.k5n(vocabulary/* HANDLERS */.Gi, {
        error: (iss) => iss.input === undefined
            ? 'is required (null when the lane needs no handler)'
            : `must be null or one of: ${vocabulary/* HANDLERS */.Gi.join(', ')} (got: ${showValue(iss.input)})`,
    })
        .nullable(),
    env: stringArray('environment variable names', EnvNameSchema).default([]).meta({
        description: 'Names of environment variables the lane may receive (bound into its consent signature).',
    }),
};
const { transport: _transport, ...commonFields } = REVIEWER_FIELD_SCHEMAS;
const ReviewerBodySchema = schemas/* discriminatedUnion */.gMt('transport', [
    schemas/* object */.Ikc({ ...commonFields, probe: ProbeSchema, transport: schemas/* literal */.euz('spawn'), invoke: SpawnInvokeSchema }),
    schemas/* object */.Ikc({
        ...commonFields,
        probe: ProbeSchema,
        transport: schemas/* literal */.euz('openai-http'),
        invoke: HttpInvokeSchema,
    }),
]);
/** Compile-time proof that the schema's output is the `ReviewerBody` the later stages read. */
function asReviewerBody(body) {
    return body;
}
// --- the envelope ------------------------------------------------------------------------------
/** A "plausible range" (spec §1): R2's characters, non-blank, and a digit or a bare wildcard. */
const rangeMessage = (iss) => `must be a version range such as ">=1.8.0" (got: ${showValue(iss.input)})`;
const RangeSchema = stringOf('a version range')
    .regex(RANGE_RE, { error: rangeMessage, abort: true })
    .refine((r) => r.trim() !== '' && (/\d/.test(r) || ['*', 'x', 'X'].includes(r)), { error: rangeMessage });
const VersionSchema = stringOf('a SemVer version').regex(SEMVER_RE, {
    error: (iss) => `must be a SemVer 2.0.0 version such as 1.2.3 (got: ${showValue(iss.input)})`,
});
const ConfigDeclarationSchema = schemas/* object */.Ikc({
    type: oneOf(['boolean', 'string', 'number', 'enum']),
    default: schemas/* unknown */.L5J().nonoptional({ error: 'is required' }),
    description: nonEmptyString(),
    values: schemas/* array */.YOg(nonEmptyString(), {
        error: (iss) => `must be a non-empty array of strings (got: ${describeType(iss.input)})`,
    })
        .min(1, { error: 'must be a non-empty array of strings' })
        .optional(),
});
const ENVELOPE_FIELD_SCHEMAS = {
    id: matching(vocabulary/* ID_RE */.YP),
    role: oneOf(vocabulary/* ROLES */.gg),
    title: nonEmptyString(),
    description: nonEmptyString(),
    tier: oneOf(vocabulary/* TIERS */.iB),
    requires: stringArray('capability ids', stringOf('a capability id')),
    version: VersionSchema,
    integrity: stringOf('an integrity string')
        .regex(INTEGRITY_RE, { error: `must match ${INTEGRITY_RE.source}` })
        .optional(),
};
const plainObject = (what) => schemas/* looseObject */._H3({}, { error: (iss) => `must be ${what} (got: ${describeType(iss.input)})` });
const EnginesSchema = schemas/* looseObject */._H3({ gsd: RangeSchema.optional(), 'reviewer-lanes': RangeSchema.optional() }, { error: (iss) => `must be an object (got: ${describeType(iss.input)})` })
    .optional();
const ProvenanceSchema = schemas/* looseObject */._H3({ sourceRepo: nonEmptyString(), commit: nonEmptyString() }, { error: (iss) => `must be an object with sourceRepo and commit (got: ${describeType(iss.input)})` })
    .optional();
/** The whole manifest, for the published JSON Schema (per-role rules are the validator's). */
const CapabilitySchema = schemas/* looseObject */._H3({
    $schema: schemas/* string */.YjP().optional(),
    ...ENVELOPE_FIELD_SCHEMAS,
    engines: EnginesSchema,
    compatVersions: schemas/* record */.g1P(VersionSchema, RangeSchema).optional(),
    provenance: ProvenanceSchema,
    reviewer: ReviewerBodySchema.optional(),
    runtime: plainObject('an object').optional(),
    config: schemas/* record */.g1P(schemas/* string */.YjP(), ConfigDeclarationSchema).optional(),
})
    .meta({
    title: 'reviewer-lanes capability manifest',
    description: 'capabilities/<id>/capability.json: a capability, and with a `reviewer` body a review lane (ADR-2782 vocabulary 1.10.0 plus reviewer.env and invoke.apiKeyEnv).',
});

;// CONCATENATED MODULE: ./src/catalog/validate.ts




/** Config keys that stay central: policy across lanes, never owned by one capability (spec §3.3). */
const CENTRAL_CONFIG_KEYS = [
    'review.max_prompt_tokens',
    'review.max_prompt_tokens_per_reviewer',
    'review.default_reviewers',
    'review.reviewer_instances',
];
const CENTRAL_CONFIG_PREFIXES = [
    'review.reviewer_instances.',
    'review.effort.',
    'review.timeouts.',
    'review.env.',
];
function isCentralConfigKey(key) {
    return (CENTRAL_CONFIG_KEYS.includes(key) ||
        CENTRAL_CONFIG_PREFIXES.some((prefix) => key.startsWith(prefix)));
}
/** Own-property read: a key such as `constructor` never reaches the prototype. */
function own(obj, key) {
    return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}
function errorText(e) {
    try {
        return e instanceof Error ? e.message : String(e);
    }
    catch {
        return 'an unreadable exception';
    }
}
class Collector {
    path;
    id;
    errors = [];
    warnings = [];
    constructor(path, id) {
        this.path = path;
        this.id = id;
    }
    error(field, message, code = 'invalid_manifest') {
        this.errors.push(this.diag(field, message, code));
    }
    warn(field, message, code) {
        this.warnings.push(this.diag(field, message, code));
    }
    diag(field, message, code) {
        return { message, code, path: this.path, id: this.id, ...(field ? { field } : {}) };
    }
    /** Applies a leaf schema; every issue becomes an error at `field` + the issue's path. */
    check(schema, value, field) {
        const result = schema.safeParse(value);
        if (result.success)
            return result.data;
        for (const issue of result.error.issues)
            this.error((0,field_path/* fieldPath */.cn)(field, issue.path), issue.message);
        return undefined;
    }
}
function validateManifest(doc, ctx) {
    const c = new Collector(ctx.path, ctx.folderId);
    let envelope;
    let config = {};
    try {
        if (!(0,field_path/* isPlainObject */.Qd)(doc)) {
            c.error(undefined, `capability must be a JSON object (got: ${describeType(doc)})`);
            return { errors: c.errors, warnings: c.warnings };
        }
        envelope = checkEnvelope(doc, ctx, c);
        config = checkConfig(own(doc, 'config'), c);
    }
    catch (e) {
        c.error(undefined, `capability could not be validated: ${errorText(e)}`);
    }
    let lane;
    let claims = {};
    if ((0,field_path/* isPlainObject */.Qd)(doc)) {
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
        }
        catch (e) {
            lane = undefined;
            c.error('reviewer', `capability reviewer body could not be validated: ${errorText(e)}`);
        }
    }
    if (c.errors.length > 0 || !envelope)
        return { errors: c.errors, warnings: c.warnings, ...claims };
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
function readClaims(raw) {
    if (!(0,field_path/* isPlainObject */.Qd)(raw))
        return {};
    const slug = own(raw, 'slug');
    const flags = own(raw, 'flags');
    return {
        ...(typeof slug === 'string' && slug !== '' ? { slug } : {}),
        ...(Array.isArray(flags) ? { flags: flags.filter((f) => typeof f === 'string') } : {}),
    };
}
function checkEnvelope(doc, ctx, c) {
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
        if (!(0,field_path/* isPlainObject */.Qd)(compat))
            c.error('compatVersions', `must be an object (got: ${describeType(compat)})`);
        else {
            for (const [version, range] of Object.entries(compat)) {
                const field = (0,field_path/* keyPath */.Dw)('compatVersions', version);
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
    if (role === 'runtime' && runtime !== undefined && !(0,field_path/* isPlainObject */.Qd)(runtime)) {
        c.error('runtime', `must be an object (got: ${describeType(runtime)})`);
    }
    if (id === undefined || role === undefined || tier === undefined || requires === undefined)
        return undefined;
    const eng = {};
    if (typeof engines?.gsd === 'string')
        eng.gsd = engines.gsd;
    if (typeof engines?.['reviewer-lanes'] === 'string')
        eng['reviewer-lanes'] = engines['reviewer-lanes'];
    return { id, role, tier, requires, engines: eng };
}
function checkConfig(config, c) {
    const out = {};
    if (config === undefined)
        return out;
    if (!(0,field_path/* isPlainObject */.Qd)(config)) {
        c.error('config', `must be an object mapping config keys to declarations (got: ${describeType(config)})`);
        return out;
    }
    for (const key of Object.keys(config)) {
        const field = (0,field_path/* keyPath */.Dw)('config', key);
        if ((0,vocabulary/* isReservedName */.ce)(key)) {
            c.error(field, `${JSON.stringify(key)} is a reserved name`);
            continue;
        }
        if (isCentralConfigKey(key)) {
            c.error(field, 'is a central key (policy across lanes) and cannot be owned by a capability');
            continue;
        }
        const decl = own(config, key);
        if (!(0,field_path/* isPlainObject */.Qd)(decl)) {
            c.error(field, `must be an object with type, default and description (got: ${describeType(decl)})`);
            continue;
        }
        const before = c.errors.length;
        const parsed = c.check(ConfigDeclarationSchema, decl, field);
        if (!parsed)
            continue;
        const dflt = own(decl, 'default');
        const values = parsed.values;
        if (parsed.type === 'enum' && !values) {
            c.error((0,field_path/* fieldPath */.cn)(field, ['values']), 'is required for type enum (a non-empty array of strings)');
        }
        const defaultField = (0,field_path/* fieldPath */.cn)(field, ['default']);
        if (parsed.type === 'number' && !(typeof dflt === 'number' && Number.isFinite(dflt))) {
            c.error(defaultField, `must be a finite number for type number (got: ${showValue(dflt)})`);
        }
        else if ((parsed.type === 'string' || parsed.type === 'boolean') && typeof dflt !== parsed.type) {
            c.error(defaultField, `must be a ${parsed.type} for type ${parsed.type} (got: ${showValue(dflt)})`);
        }
        else if (parsed.type === 'enum' && values && !(typeof dflt === 'string' && values.includes(dflt))) {
            c.error(defaultField, `must be one of the declared values: ${values.join(', ')} (got: ${showValue(dflt)})`);
        }
        if (c.errors.length === before) {
            out[key] = {
                type: parsed.type,
                default: dflt,
                description: parsed.description,
                ...(values ? { values } : {}),
            };
        }
    }
    return out;
}
function checkReviewer(raw, config, c) {
    if (!(0,field_path/* isPlainObject */.Qd)(raw)) {
        c.error('reviewer', `must be an object (got: ${describeType(raw)})`);
        return undefined;
    }
    for (const key of Object.keys(raw)) {
        if ((0,vocabulary/* isReservedName */.ce)(key) || KNOWN_REVIEWER_FIELDS.includes(key))
            continue;
        c.warn((0,field_path/* fieldPath */.cn)('reviewer', [key]), `is not a known reviewer field and is ignored (known fields: ${KNOWN_REVIEWER_FIELDS.join(', ')})`, 'unknown_field');
    }
    // Field by field in the spec's order, so `reviewer: {}` lists its 12 missing fields in order.
    const values = {};
    let invoke;
    for (const name of KNOWN_REVIEWER_FIELDS) {
        if (name === 'probe')
            checkProbe(own(raw, 'probe'), c);
        else if (name === 'invoke') {
            invoke = checkInvoke(own(raw, 'invoke'), values.transport, c);
        }
        else {
            const schema = REVIEWER_FIELD_SCHEMAS[name];
            values[name] = c.check(schema, own(raw, name), `reviewer.${name}`);
        }
    }
    const transport = values.transport;
    if (transport === 'spawn' && (0,field_path/* isPlainObject */.Qd)(invoke))
        checkPlaceholders(invoke, c);
    if (transport === 'spawn')
        warnRelativeBinaries(raw, invoke, c);
    for (const name of ['modelConfigKey', 'promptBudgetKey']) {
        const key = values[name];
        if (typeof key === 'string' && !Object.hasOwn(config, key) && !isCentralConfigKey(key)) {
            c.warn(`reviewer.${name}`, `names config key ${JSON.stringify(key)}, which this manifest's config does not declare, so a value set there has no declared type or default`, 'undeclared_config_key');
        }
    }
    if (c.errors.length > 0 || !(0,field_path/* isPlainObject */.Qd)(invoke))
        return undefined;
    const parsed = ReviewerBodySchema.safeParse({ ...raw, invoke });
    if (!parsed.success) {
        // Unreachable while the field checks mirror the schema; kept so a drift is an error, not a throw.
        for (const issue of parsed.error.issues)
            c.error((0,field_path/* fieldPath */.cn)('reviewer', issue.path), issue.message);
        return undefined;
    }
    return { body: asReviewerBody(parsed.data), raw };
}
/** A path with a folder in it that is not absolute: `./tools/review.sh`, `bin/lint`. */
function isRelativePath(value) {
    if (typeof value !== 'string')
        return false;
    const v = value.trim();
    return /[\\/]/.test(v) && !v.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(v) && !v.startsWith('\\\\');
}
/**
 * A lane runs in the repository root, so a relative path names a file of the checkout: consent
 * binds the path, and a pull request can change the file behind it without touching the baseline.
 * Allowed (a repository may mean it), but never silently.
 */
function warnRelativeBinaries(raw, invoke, c) {
    const probe = own(raw, 'probe');
    const places = [
        ['reviewer.invoke.binary', (0,field_path/* isPlainObject */.Qd)(invoke) ? own(invoke, 'binary') : undefined],
        [
            'reviewer.probe.binary',
            (0,field_path/* isPlainObject */.Qd)(probe) && own(probe, 'kind') === 'command-capability' ? own(probe, 'binary') : undefined,
        ],
    ];
    for (const [field, value] of places) {
        if (!isRelativePath(value))
            continue;
        c.warn(field, `${JSON.stringify(value.trim())} is a path in the repository: the lane runs whatever file is there, and a pull request can change that file without changing the consent baseline; name a program on PATH or an absolute path`, 'binary_in_checkout');
    }
}
function checkProbe(probe, c) {
    if (!(0,field_path/* isPlainObject */.Qd)(probe)) {
        c.error('reviewer.probe', probe === undefined ? 'is required' : `must be an object with a kind (got: ${describeType(probe)})`);
        return;
    }
    for (const key of Object.keys(probe)) {
        if (!KNOWN_PROBE_FIELDS.includes(key)) {
            c.error((0,field_path/* fieldPath */.cn)('reviewer.probe', [key]), `is not a known probe field (known fields: ${KNOWN_PROBE_FIELDS.join(', ')})`);
        }
    }
    const kind = c.check(ProbeKindSchema, own(probe, 'kind'), 'reviewer.probe.kind');
    if (!kind)
        return;
    const rules = PROBE_RULES[kind];
    for (const [key, message] of Object.entries(rules.forbidden)) {
        if (own(probe, key) !== undefined)
            c.error(`reviewer.probe.${key}`, message);
    }
    for (const [key, schema] of Object.entries(rules.schema.shape)) {
        if (key === 'kind')
            continue;
        const value = own(probe, key);
        if (value === undefined)
            c.error(`reviewer.probe.${key}`, `is required for probe kind ${kind}`);
        else
            c.check(schema, value, `reviewer.probe.${key}`);
    }
}
/** Returns the invoke object to parse (non-string untyped HTTP fields dropped), if it is one. */
function checkInvoke(invoke, transport, c) {
    if (!(0,field_path/* isPlainObject */.Qd)(invoke)) {
        c.error('reviewer.invoke', invoke === undefined ? 'is required' : `must be an object (got: ${describeType(invoke)})`);
        return undefined;
    }
    // `null` counts as present: only an absent key is absent.
    const present = (k) => own(invoke, k) !== undefined;
    const spawnOnly = SPAWN_ONLY_FIELDS.filter(present);
    const httpOnly = HTTP_ONLY_FIELDS.filter(present);
    if (spawnOnly.length > 0 && httpOnly.length > 0) {
        c.error('reviewer.invoke', `mixes spawn-only fields (${spawnOnly.join(', ')}) with openai-http-only fields (${httpOnly.join(', ')})`);
    }
    if (!transport)
        return invoke;
    const at = (k) => `reviewer.invoke.${k}`;
    if (transport === 'spawn') {
        for (const k of httpOnly)
            c.error(at(k), 'is not permitted for transport spawn');
        const shape = SpawnInvokeSchema.shape;
        for (const k of [
            'binary',
            'args',
            'promptChannel',
            'outputChannel',
            'modelArg',
            'effortChannel',
        ]) {
            c.check(shape[k], own(invoke, k), at(k));
        }
        if (own(invoke, 'outputChannel') === 'file-arg') {
            if (!present('outputArg'))
                c.error(at('outputArg'), 'is required when outputChannel is file-arg');
            else
                c.check(nonEmptyString(), own(invoke, 'outputArg'), at('outputArg'));
        }
        else if (present('outputArg')) {
            c.error(at('outputArg'), 'is only permitted when outputChannel is file-arg');
        }
        return invoke;
    }
    for (const k of spawnOnly)
        c.error(at(k), 'is not permitted for transport openai-http');
    const shape = HttpInvokeSchema.shape;
    for (const k of ['hostConfigKey', 'path', 'modelDiscovery', 'effortChannel']) {
        c.check(shape[k], own(invoke, k), at(k));
    }
    if (present('apiKeyEnv'))
        c.check(shape.apiKeyEnv, own(invoke, 'apiKeyEnv'), at('apiKeyEnv'));
    const cleaned = { ...invoke };
    for (const k of ['defaultHost', 'fallbackModel']) {
        const v = own(invoke, k);
        if (v !== undefined && typeof v !== 'string') {
            c.warn(at(k), `is not a string and is ignored (got: ${describeType(v)})`, 'ignored_field');
            delete cleaned[k];
        }
    }
    return cleaned;
}
/** D1: a template that lacks a placeholder its channels need never delivers that input. */
function checkPlaceholders(invoke, c) {
    const args = own(invoke, 'args');
    if (!Array.isArray(args))
        return;
    const promptChannel = own(invoke, 'promptChannel');
    if ((promptChannel === 'argv' || promptChannel === 'argv-file-ref') && !args.includes('{{prompt}}')) {
        c.warn('reviewer.invoke.args', `has no "{{prompt}}" element, so a lane with promptChannel ${promptChannel} never receives its prompt`, 'missing_placeholder');
    }
    if (own(invoke, 'outputChannel') === 'file-arg' && !args.includes('{{output}}')) {
        c.warn('reviewer.invoke.args', 'has no "{{output}}" element, so a lane with outputChannel file-arg is never told where to write its review', 'missing_placeholder');
    }
}


/***/ })

};
