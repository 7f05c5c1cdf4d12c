export const id = 837;
export const ids = [837,431];
export const modules = {

/***/ 7837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ loadCatalog)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/paths.ts
var paths = __webpack_require__(8431);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
;// CONCATENATED MODULE: ./src/catalog/first-party.ts
/**
 * The declared order of the first-party lanes: REVIEWS.md sections, listings and plans follow it
 * (D11). A contract test checks it against the folders under `capabilities/`.
 */
const FIRST_PARTY_ORDER = [
    'gemini',
    'claude',
    'codex',
    'coderabbit',
    'opencode',
    'qwen',
    'cursor',
    'antigravity',
    'kimi-code',
    'ollama',
    'lm-studio',
    'llama-cpp',
];
/** Position of a first-party capability id; unknown ids sort after the declared ones. */
function firstPartyRank(id) {
    const i = FIRST_PARTY_ORDER.indexOf(id);
    return i === -1 ? FIRST_PARTY_ORDER.length : i;
}

// EXTERNAL MODULE: ./src/catalog/load.ts
var load = __webpack_require__(6043);
// EXTERNAL MODULE: ./src/catalog/field-path.ts
var field_path = __webpack_require__(107);
;// CONCATENATED MODULE: ./src/catalog/merge.ts


function claimsOf(c) {
    const claims = [];
    const r = c.capability.reviewer;
    if (r) {
        const lane = (what, key, field) => {
            if (key !== '' && !(0,vocabulary/* isReservedName */.ce)(key))
                claims.push({ what, key, field, verb: 'is declared by' });
        };
        lane('reviewer slug', r.slug, 'reviewer.slug');
        r.flags.forEach((flag, i) => lane('reviewer flag', flag, `reviewer.flags[${i}]`));
        lane('reviewer reviewsSection', r.reviewsSection, 'reviewer.reviewsSection');
    }
    for (const key of Object.keys(c.capability.config)) {
        claims.push({ what: 'config key', key, field: (0,field_path/* keyPath */.Dw)('config', key), verb: 'is owned by' });
    }
    return claims;
}
const quoteAll = (names) => names.map((n) => JSON.stringify(n)).join(' and ');
const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
function mergeCandidates(candidates) {
    const accepted = [];
    const skipped = [];
    const errors = [];
    // Who claims what, over every candidate (accepted or not), for the one-error-per-key rule.
    const claimants = new Map();
    const byId = new Map();
    for (const c of candidates) {
        const same = byId.get(c.capability.id) ?? [];
        same.push(c);
        byId.set(c.capability.id, same);
        for (const claim of claimsOf(c)) {
            const k = `${claim.what}\0${claim.key}`;
            const entry = claimants.get(k) ?? { claim, ids: new Set() };
            entry.ids.add(c.capability.id);
            claimants.set(k, entry);
        }
    }
    const taken = new Map(); // claim key -> accepted owner id
    const acceptedIds = new Map();
    for (const c of candidates) {
        const id = c.capability.id;
        const first = acceptedIds.get(id);
        if (first) {
            skipped.push(skip(c, `capability id ${JSON.stringify(id)} is already declared by ${first.path}`));
            continue;
        }
        const conflict = claimsOf(c).find((claim) => taken.has(`${claim.what}\0${claim.key}`));
        if (conflict) {
            const k = `${conflict.what}\0${conflict.key}`;
            const owner = taken.get(k) ?? '';
            const entry = claimants.get(k);
            if (entry && !entry.rejected)
                entry.rejected = c;
            skipped.push(skip(c, `${conflict.what} ${JSON.stringify(conflict.key)} ${conflict.verb} ${JSON.stringify(owner)} already`));
            continue;
        }
        accepted.push(c);
        acceptedIds.set(id, c);
        for (const claim of claimsOf(c))
            taken.set(`${claim.what}\0${claim.key}`, id);
    }
    for (const [id, same] of byId) {
        if (same.length < 2)
            continue;
        const loser = same[1];
        errors.push({
            message: `capability id ${JSON.stringify(id)} is declared by ${quoteAll(same.map((c) => c.path))}`,
            code: 'collision',
            ...(loser ? { path: loser.path } : {}),
            id,
            field: 'id',
        });
    }
    for (const { claim, ids, rejected } of claimants.values()) {
        if (ids.size < 2)
            continue;
        errors.push({
            message: `${claim.what} ${JSON.stringify(claim.key)} ${claim.verb} ${quoteAll([...ids].sort(byText))}`,
            code: 'collision',
            ...(rejected ? { path: rejected.path, id: rejected.capability.id } : {}),
            field: rejected
                ? (claimsOf(rejected).find((c) => c.what === claim.what && c.key === claim.key)?.field ?? claim.field)
                : claim.field,
        });
    }
    errors.sort((a, b) => byText(a.message, b.message));
    return { accepted, skipped, errors };
}
function skip(c, message) {
    const r = c.capability.reviewer;
    return {
        path: c.path,
        id: c.capability.id,
        ...(r ? { slug: r.slug, flags: r.flags } : {}),
        source: c.source,
        reason: 'collision',
        message,
    };
}
const TIER_RANK = { core: 0, standard: 1, full: 2 };
/** `requires`: accepted ids only, acyclic, tier-monotone; offenders returned for the caller to skip. */
function checkRequires(accepted) {
    const problems = new Map();
    const byId = new Map(accepted.map((c) => [c.capability.id, c]));
    const add = (c, field, message) => {
        const list = problems.get(c) ?? [];
        list.push({ message, code: 'invalid_manifest', path: c.path, id: c.capability.id, field });
        problems.set(c, list);
    };
    for (const c of accepted) {
        c.capability.requires.forEach((req, i) => {
            const target = byId.get(req);
            if (!target)
                add(c, `requires[${i}]`, `names capability ${JSON.stringify(req)}, which is not loaded`);
            else if (TIER_RANK[target.capability.tier] > TIER_RANK[c.capability.tier]) {
                add(c, `requires[${i}]`, `a ${c.capability.tier} capability may not require ${JSON.stringify(req)}, which is ${target.capability.tier}`);
            }
        });
    }
    // Cycle detection: depth-first, reporting each cycle once from its first member in catalog order.
    const state = new Map();
    const visit = (id, trail) => {
        const c = byId.get(id);
        if (!c || state.get(id) === 'done')
            return;
        if (state.get(id) === 'visiting') {
            const cycle = [...trail.slice(trail.indexOf(id)), id];
            const first = byId.get(cycle[0] ?? id);
            if (first)
                add(first, 'requires', `requires form a cycle: ${cycle.join(' -> ')}`);
            return;
        }
        state.set(id, 'visiting');
        for (const req of c.capability.requires)
            visit(req, [...trail, id]);
        state.set(id, 'done');
    };
    for (const c of accepted)
        visit(c.capability.id, []);
    return problems;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
;// CONCATENATED MODULE: ./src/catalog/schema.ts
/**
 * The manifest boundary as zod schemas (D1): field rules, the later stages' types and the JSON
 * Schema. Each leaf carries its message, so validate.ts applies them field by field: one error per
 * missing field, `null` counting as present, which one whole-object parse cannot express.
 */


/** R1: strict SemVer 2.0.0 (rejects `1.0`, `v1.0.0`, `01.2.3`). */
const SEMVER_RE = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
/** R2: the characters a version range may use; plausibility adds "has a digit or is a wildcard". */
const RANGE_RE = /^[0-9A-Za-z.\-+ |<>=~^*()]+$/;
/** R6. */
const INTEGRITY_RE = /^sha512-[A-Za-z0-9+/]{86}==$/;
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
    // our extension (D1): never warned about as unknown
    'env',
];
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
/** Fields a feature capability may carry and no other role may. */
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
const EnvNameSchema = stringOf('an environment variable name').regex(vocabulary/* ENV_NAME_RE */.mb, {
    error: (iss) => `must be an environment variable name matching ${vocabulary/* ENV_NAME_RE */.mb.source} (got: ${showValue(iss.input)})`,
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
/** The fields common to both transports, in the vocabulary's order (D1). */
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
// --- the envelope ------------------------------------------------------------------------------
/** A "plausible range": R2's characters, non-blank, and a digit or a bare wildcard. */
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




/** Config keys that stay central: policy across lanes, never owned by one capability. */
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
        if (c.errors.length === before)
            out[key] = parsed;
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
    // Field by field in one fixed order, so `reviewer: {}` lists its 12 missing fields in order.
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
    return { body: parsed.data, raw };
}
/** A path with a folder in it that is not absolute: `./tools/review.sh`, `bin/lint`. */
function isRelativePath(value) {
    if (typeof value !== 'string')
        return false;
    const v = value.trim();
    return /[\\/]/.test(v) && !v.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(v) && !v.startsWith('\\\\');
}
/**
 * A relative binary names a file of the checkout, which a pull request can change without touching
 * the baseline: allowed, never silently.
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

// EXTERNAL MODULE: ./src/sys/linked-folder.ts
var linked_folder = __webpack_require__(3001);
// EXTERNAL MODULE: ./node_modules/semver/functions/satisfies.js
var satisfies = __webpack_require__(8011);
var satisfies_default = /*#__PURE__*/__webpack_require__.n(satisfies);
;// CONCATENATED MODULE: ./src/catalog/catalog.ts
/**
 * The catalog stage: first-party lanes, then the repository's, each read, validated, gated and
 * merged (D2). Unreadable, invalid and colliding manifests are errors, reserved ids and engines
 * warnings, each with a skipped entry; one bad manifest never stops the others.
 */









async function loadCatalog(opts) {
    const errors = [];
    const warnings = [];
    const skipped = [];
    const show = (abs) => (0,load/* displayPath */.Gt)(opts.cwd, abs);
    const sources = [];
    if (opts.firstParty) {
        sources.push({
            dir: opts.firstPartyDir ?? (0,paths/* firstPartyCapabilitiesDir */.Ks)(),
            source: 'first-party',
            optional: false,
        });
    }
    sources.push({
        dir: (0,external_node_path_.resolve)(opts.cwd, vocabulary/* DEFAULTS */.zY.repositoryCapabilitiesDir),
        source: 'repository',
        optional: true,
    });
    for (const dir of opts.capabilityDirs)
        sources.push({ dir: (0,external_node_path_.resolve)(opts.cwd, dir), source: 'repository', optional: false });
    // The same directory named twice must not collide with itself.
    const unique = sources.filter((s, i) => sources.findIndex((o) => o.dir === s.dir) === i);
    // A folder of the checkout committed as a link would list and read another folder of this
    // machine (its names reach the output, the check's comment included): never followed.
    const linked = unique.map((s) => s.source === 'repository' ? (0,linked_folder/* linkedFolderInRepository */.$C)(s.dir, opts.cwd) : null);
    const reads = unique.map((s, i) => (linked[i] ? null : (0,load/* readCapabilityDir */.KT)(s.dir)));
    const candidates = [];
    let versions = opts.versions;
    for (const [i, src] of unique.entries()) {
        const read = reads[i];
        const link = linked[i];
        if (link) {
            errors.push({
                message: `is reached through a symbolic link (${show(link)}); a link in the repository is not followed`,
                code: 'capabilities_dir_link',
                path: show(src.dir),
            });
            continue;
        }
        if (!read || read.status !== 'ok') {
            if (!src.optional) {
                errors.push({
                    message: read?.status === 'not_a_directory'
                        ? 'the capabilities directory is not a directory'
                        : 'the capabilities directory does not exist',
                    code: 'missing_capabilities_dir',
                    path: show(src.dir),
                });
            }
            continue;
        }
        for (const m of read.manifests) {
            const path = show(m.absPath);
            const base = { path, id: m.folderId, source: src.source };
            if (m.kind === 'unreadable') {
                skipped.push({ ...base, reason: m.reason, message: m.message });
                errors.push({ message: m.message, code: m.reason, path, id: m.folderId });
                continue;
            }
            if (src.source === 'repository' && vocabulary/* RESERVED_ID_PREFIX_RE */.mg.test(m.folderId)) {
                const message = `capability id ${JSON.stringify(m.folderId)} uses a prefix reserved for first-party capabilities (gsd-, gsd-core-, anthropic-); the lane is skipped`;
                skipped.push({ ...base, reason: 'reserved_id', message });
                warnings.push({ message, code: 'reserved_id', path, id: m.folderId, field: 'id' });
                continue;
            }
            const verdict = validateManifest(m.doc, { path, folderId: m.folderId });
            warnings.push(...verdict.warnings);
            const claims = {
                ...(verdict.slug ? { slug: verdict.slug } : {}),
                ...(verdict.flags ? { flags: verdict.flags } : {}),
            };
            if (!verdict.capability) {
                errors.push(...verdict.errors);
                const first = verdict.errors[0];
                const more = verdict.errors.length > 1 ? ` (and ${verdict.errors.length - 1} more)` : '';
                skipped.push({
                    ...base,
                    ...claims,
                    reason: 'invalid',
                    message: `failed validation: ${first?.field ? `${first.field}: ` : ''}${first?.message ?? 'invalid'}${more}`,
                });
                continue;
            }
            if (src.source === 'repository') {
                versions ??= { gsd: vocabulary/* VOCABULARY_VERSION */.iR, reviewerLanes: (0,paths.packageVersion)() };
                const unmet = unmetEngines(verdict.capability.engines, versions);
                if (unmet) {
                    skipped.push({ ...base, ...claims, reason: 'incompatible', message: unmet.message });
                    warnings.push({
                        message: unmet.message,
                        code: 'incompatible',
                        path,
                        id: m.folderId,
                        field: unmet.field,
                    });
                    continue;
                }
            }
            candidates.push({
                source: src.source,
                absPath: m.absPath,
                path,
                capability: verdict.capability,
                warnings: verdict.warnings,
            });
        }
    }
    candidates.sort(catalogOrder);
    const merged = mergeCandidates(candidates);
    errors.push(...merged.errors);
    skipped.push(...merged.skipped);
    const requireProblems = checkRequires(merged.accepted);
    const accepted = merged.accepted.filter((c) => !requireProblems.has(c));
    for (const [c, problems] of requireProblems) {
        errors.push(...problems);
        const r = c.capability.reviewer;
        skipped.push({
            path: c.path,
            id: c.capability.id,
            ...(r ? { slug: r.slug, flags: r.flags } : {}),
            source: c.source,
            reason: 'invalid',
            message: `failed validation: ${problems[0]?.field}: ${problems[0]?.message}`,
        });
    }
    const configOwners = new Map();
    const lanes = [];
    for (const c of accepted) {
        for (const key of Object.keys(c.capability.config))
            configOwners.set(key, c.capability.id);
        const { reviewer, rawReviewer } = c.capability;
        if (!reviewer || !rawReviewer)
            continue; // a capability without `reviewer` is not a lane
        lanes.push({
            id: c.capability.id,
            source: c.source,
            path: c.absPath,
            order: lanes.length,
            reviewer,
            rawReviewer,
            config: c.capability.config,
            diagnostics: c.warnings,
        });
    }
    return { lanes, skipped, errors, warnings, configOwners };
}
/** First-party in declared order, then repository lanes by id (D11). */
function catalogOrder(a, b) {
    if (a.source !== b.source)
        return a.source === 'first-party' ? -1 : 1;
    if (a.source === 'first-party') {
        const rank = firstPartyRank(a.capability.id) - firstPartyRank(b.capability.id);
        if (rank !== 0)
            return rank;
    }
    const x = a.capability.id;
    const y = b.capability.id;
    return x < y ? -1 : x > y ? 1 : 0;
}
/** D1: `engines.gsd` against the vocabulary version, `engines["reviewer-lanes"]` against ours. */
function unmetEngines(engines, versions) {
    const gate = [
        { range: engines.gsd, version: versions.gsd, field: 'engines.gsd', what: 'lane vocabulary' },
        {
            range: engines['reviewer-lanes'],
            version: versions.reviewerLanes,
            field: 'engines["reviewer-lanes"]',
            what: 'reviewer-lanes',
        },
    ];
    for (const g of gate) {
        if (g.range === undefined || g.range.trim() === '')
            continue;
        let ok = false;
        try {
            ok = satisfies_default()(g.version, g.range);
        }
        catch {
            ok = false;
        }
        if (!ok) {
            return {
                field: g.field,
                message: `is incompatible with ${g.what} ${g.version} (requires ${g.field} ${JSON.stringify(g.range)}); the lane is skipped`,
            };
        }
    }
    return undefined;
}


/***/ }),

/***/ 6043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   KT: () => (/* binding */ readCapabilityDir)
/* harmony export */ });
/* unused harmony exports MANIFEST_FILE, jsonErrorMessage */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _sys_regular_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8748);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7819);
/**
 * Reads `<dir>/<id>/capability.json` manifests (D2): links, non-files, files over 1 MiB and bad
 * JSON are skipped entries naming the file. Synchronous: manifests are small and few.
 */




const MANIFEST_FILE = 'capability.json';
/**
 * How a file is named in output: repository-relative (forward slashes) when it lies inside `cwd`,
 * otherwise absolute — one rule for every diagnostic, skipped entry and lane listing.
 */
function displayPath(cwd, absPath) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, absPath);
    if (rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel))
        return absPath;
    return rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
function readCapabilityDir(dir) {
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true });
    }
    catch (e) {
        return { status: e.code === 'ENOTDIR' ? 'not_a_directory' : 'missing' };
    }
    const folders = entries
        .filter((e) => e.isDirectory() || e.isSymbolicLink())
        .map((e) => ({ name: e.name, symlink: e.isSymbolicLink() }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { status: 'ok', manifests: folders.map((f) => readManifest(dir, f.name, f.symlink)) };
}
function readManifest(dir, folderId, folderIsSymlink) {
    const maxBytes = _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULTS */ .zY.manifestMaxBytes;
    const absPath = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, folderId, MANIFEST_FILE);
    const unreadable = (reason, message) => ({
        kind: 'unreadable',
        folderId,
        absPath,
        reason,
        message,
    });
    // A link could point anywhere (outside the repository, at a device): never follow one.
    if (folderIsSymlink)
        return unreadable('not_a_file', 'the capability folder is a symbolic link; it is not followed');
    const read = (0,_sys_regular_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFile */ .XF)(absPath, maxBytes);
    switch (read.kind) {
        case 'missing':
            return unreadable('not_a_file', `the capability folder has no ${MANIFEST_FILE}`);
        case 'link':
            return unreadable('not_a_file', 'is a symbolic link; it is not followed');
        case 'not_a_file':
            return unreadable('not_a_file', 'is not a regular file');
        case 'too_large':
            return unreadable('too_large', `is ${read.bytes} bytes, over the ${maxBytes}-byte limit`);
        case 'error':
            return unreadable('not_a_file', `cannot be read (${read.error.code ?? 'unknown error'})`);
    }
    let text = read.bytes.toString('utf8');
    if (text.charCodeAt(0) === 0xfeff)
        text = text.slice(1); // editors on Windows add a BOM
    try {
        return { kind: 'document', folderId, absPath, doc: JSON.parse(text) };
    }
    catch (e) {
        return unreadable('not_json', jsonErrorMessage(text, e));
    }
}
/** `is not valid JSON at line 3, column 12: Expected ',' or '}' after property value`. */
function jsonErrorMessage(text, e) {
    const raw = e instanceof Error ? e.message : String(e);
    const at = /at position (\d+)/.exec(raw);
    const offset = at ? Number(at[1]) : /end of JSON input/.test(raw) ? text.length : 0;
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - (before.lastIndexOf('\n') + 1) + 1;
    const detail = raw.replace(/\s*in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
    return `is not valid JSON at line ${line}, column ${column}: ${detail}`;
}


/***/ }),

/***/ 8431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ks: () => (/* binding */ firstPartyCapabilitiesDir),
/* harmony export */   T9: () => (/* binding */ packageJson),
/* harmony export */   packageVersion: () => (/* binding */ packageVersion)
/* harmony export */ });
/* unused harmony export packageRoot */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/** Where the package's own files are, whether running from src/ (tests) or a dist/ bundle. */



let cached;
/** The directory holding reviewer-lanes' package.json (and `capabilities/`). */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (;;) {
        const pkg = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(pkg) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'capabilities'))) {
            try {
                if (JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(pkg, 'utf8')).name === 'reviewer-lanes') {
                    cached = dir;
                    return dir;
                }
            }
            catch {
                // not ours; keep walking up
            }
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (parent === dir)
            throw new Error('reviewer-lanes: cannot find the package root (capabilities/)');
        dir = parent;
    }
}
function firstPartyCapabilitiesDir() {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), 'capabilities');
}
function packageVersion() {
    const pkg = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), 'package.json'), 'utf8'));
    return pkg.version;
}
/** The package's own package.json, parsed (its readers hold it to their own schema). */
function packageJson() {
    return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), 'package.json'), 'utf8'));
}


/***/ })

};
