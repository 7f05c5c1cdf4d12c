export const id = 338;
export const ids = [338];
export const modules = {

/***/ 2224:
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
;// CONCATENATED MODULE: ./src/catalog/field-path.ts
/** JSON paths for diagnostics: `reviewer.flags[1]`, `config["review.models.x"].default`. */
const IDENT_RE = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** A map key is always bracketed: `config["review.models.x"]`, `config["constructor"]`. */
function keyPath(base, key) {
    return `${base}[${JSON.stringify(key)}]`;
}
/** `reviewer.flags[1]`, `reviewer.invoke.binary`. */
function fieldPath(base, segments) {
    let out = base;
    for (const seg of segments) {
        if (typeof seg === 'number')
            out += `[${seg}]`;
        else {
            const s = String(seg);
            out += IDENT_RE.test(s) ? (out ? `.${s}` : s) : `[${JSON.stringify(s)}]`;
        }
    }
    return out;
}

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
        claims.push({ what: 'config key', key, field: keyPath('config', key), verb: 'is owned by' });
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

// EXTERNAL MODULE: ./src/sys/plain-object.ts
var plain_object = __webpack_require__(4473);
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
            this.error(fieldPath(field, issue.path), issue.message);
        return undefined;
    }
}
function validateManifest(doc, ctx) {
    const c = new Collector(ctx.path, ctx.folderId);
    let envelope;
    let config = {};
    try {
        if (!(0,plain_object/* isPlainObject */.Q)(doc)) {
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
    if ((0,plain_object/* isPlainObject */.Q)(doc)) {
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
    if (!(0,plain_object/* isPlainObject */.Q)(raw))
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
        if (!(0,plain_object/* isPlainObject */.Q)(compat))
            c.error('compatVersions', `must be an object (got: ${describeType(compat)})`);
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
    if (role === 'runtime' && runtime !== undefined && !(0,plain_object/* isPlainObject */.Q)(runtime)) {
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
    if (!(0,plain_object/* isPlainObject */.Q)(config)) {
        c.error('config', `must be an object mapping config keys to declarations (got: ${describeType(config)})`);
        return out;
    }
    for (const key of Object.keys(config)) {
        const field = keyPath('config', key);
        if ((0,vocabulary/* isReservedName */.ce)(key)) {
            c.error(field, `${JSON.stringify(key)} is a reserved name`);
            continue;
        }
        if (isCentralConfigKey(key)) {
            c.error(field, 'is a central key (policy across lanes) and cannot be owned by a capability');
            continue;
        }
        const decl = own(config, key);
        if (!(0,plain_object/* isPlainObject */.Q)(decl)) {
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
            c.error(fieldPath(field, ['values']), 'is required for type enum (a non-empty array of strings)');
        }
        const defaultField = fieldPath(field, ['default']);
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
    if (!(0,plain_object/* isPlainObject */.Q)(raw)) {
        c.error('reviewer', `must be an object (got: ${describeType(raw)})`);
        return undefined;
    }
    for (const key of Object.keys(raw)) {
        if ((0,vocabulary/* isReservedName */.ce)(key) || KNOWN_REVIEWER_FIELDS.includes(key))
            continue;
        c.warn(fieldPath('reviewer', [key]), `is not a known reviewer field and is ignored (known fields: ${KNOWN_REVIEWER_FIELDS.join(', ')})`, 'unknown_field');
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
    if (transport === 'spawn' && (0,plain_object/* isPlainObject */.Q)(invoke))
        checkPlaceholders(invoke, c);
    if (transport === 'spawn')
        warnRelativeBinaries(raw, invoke, c);
    for (const name of ['modelConfigKey', 'promptBudgetKey']) {
        const key = values[name];
        if (typeof key === 'string' && !Object.hasOwn(config, key) && !isCentralConfigKey(key)) {
            c.warn(`reviewer.${name}`, `names config key ${JSON.stringify(key)}, which this manifest's config does not declare, so a value set there has no declared type or default`, 'undeclared_config_key');
        }
    }
    if (c.errors.length > 0 || !(0,plain_object/* isPlainObject */.Q)(invoke))
        return undefined;
    const parsed = ReviewerBodySchema.safeParse({ ...raw, invoke });
    if (!parsed.success) {
        // Unreachable while the field checks mirror the schema; kept so a drift is an error, not a throw.
        for (const issue of parsed.error.issues)
            c.error(fieldPath('reviewer', issue.path), issue.message);
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
        ['reviewer.invoke.binary', (0,plain_object/* isPlainObject */.Q)(invoke) ? own(invoke, 'binary') : undefined],
        [
            'reviewer.probe.binary',
            (0,plain_object/* isPlainObject */.Q)(probe) && own(probe, 'kind') === 'command-capability' ? own(probe, 'binary') : undefined,
        ],
    ];
    for (const [field, value] of places) {
        if (!isRelativePath(value))
            continue;
        c.warn(field, `${JSON.stringify(value.trim())} is a path in the repository: the lane runs whatever file is there, and a pull request can change that file without changing the consent baseline; name a program on PATH or an absolute path`, 'binary_in_checkout');
    }
}
function checkProbe(probe, c) {
    if (!(0,plain_object/* isPlainObject */.Q)(probe)) {
        c.error('reviewer.probe', probe === undefined ? 'is required' : `must be an object with a kind (got: ${describeType(probe)})`);
        return;
    }
    for (const key of Object.keys(probe)) {
        if (!KNOWN_PROBE_FIELDS.includes(key)) {
            c.error(fieldPath('reviewer.probe', [key]), `is not a known probe field (known fields: ${KNOWN_PROBE_FIELDS.join(', ')})`);
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
    if (!(0,plain_object/* isPlainObject */.Q)(invoke)) {
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
                versions ??= { gsd: vocabulary/* VOCABULARY_VERSION */.iR, reviewerLanes: (0,paths/* packageVersion */.Tl)() };
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

/***/ 1242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ normalizeHost),
/* harmony export */   c: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
/** Host normalisation, so a consented host and a request's compare without cosmetic differences; loopback. */
function parseUrl(raw) {
    try {
        return new URL(raw);
    }
    catch {
        return null;
    }
}
const DEFAULT_PORTS = { 'http:': '80', 'https:': '443' };
/** `<scheme>//<hostname>[:<port>]<path>` lower-cased; a non-URL comes back trimmed of slashes. */
function normalizeHost(raw) {
    const trimmed = raw.trim();
    if (trimmed === '')
        return '';
    const url = parseUrl(trimmed);
    if (!url || url.hostname === '')
        return trimmed.replace(/\/+$/, '');
    const scheme = url.protocol.toLowerCase();
    const port = url.port !== '' && url.port !== DEFAULT_PORTS[scheme] ? `:${url.port}` : '';
    const path = url.pathname.replace(/\/+$/, '');
    return `${scheme}//${url.hostname.toLowerCase()}${port}${path}`;
}
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);
/** The host part of something that is not a URL with a hostname (`localhost:11434`, `[::1]:8080`). */
function bareHost(raw) {
    let rest = raw.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
    rest = rest.split(/[/?#]/, 1)[0] ?? '';
    if (rest.startsWith('[')) {
        const end = rest.indexOf(']');
        return end === -1 ? rest : rest.slice(0, end + 1);
    }
    if ((rest.match(/:/g) ?? []).length >= 2)
        return rest;
    return rest.split(':', 1)[0] ?? '';
}
/** One inet_aton component: 0x-hex, 0-octal or decimal; null when not a number. */
function inetPart(part) {
    if (/^0x[0-9a-f]*$/i.test(part))
        return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    if (/^0[0-7]*$/.test(part))
        return parseInt(part, 8);
    if (/^[1-9][0-9]*$/.test(part))
        return Number(part);
    return null;
}
/**
 * IPv4 in 127.0.0.0/8 under inet_aton rules (`127.1`, `2130706433`, `0x7f000001`, `0177.0.0.1`).
 * A component out of range makes the address invalid — never wrapped.
 */
function isLoopbackIPv4(host) {
    const parts = host.split('.');
    if (parts.length < 1 || parts.length > 4)
        return false;
    const values = parts.map(inetPart);
    let address = 0;
    for (let i = 0; i < values.length; i++) {
        const value = values[i];
        if (value === null || value === undefined)
            return false;
        const last = i === values.length - 1;
        const limit = last ? 256 ** (5 - values.length) : 256;
        if (value >= limit)
            return false;
        address = last ? address * limit + value : address * 256 + value;
    }
    return Math.floor(address / 2 ** 24) === 127;
}
/** `::1` in any spelling, or `::ffff:` + a 127/8 address; the URL parser canonicalises IPv6. */
function isLoopbackIPv6(host) {
    const inner = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
    const url = parseUrl(`http://[${inner}]/`);
    if (!url)
        return false;
    const canonical = url.hostname;
    return canonical === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(canonical);
}
/** True only for this machine; hostnames match exactly (`localhost.evil.com` is remote). */
function isLoopbackHost(urlOrHost) {
    const raw = urlOrHost.trim();
    if (raw === '')
        return false;
    const url = parseUrl(raw);
    const host = (url && url.hostname !== '' ? url.hostname : bareHost(raw)).toLowerCase();
    if (host === '')
        return false;
    if (LOOPBACK_NAMES.has(host))
        return true;
    if (host.startsWith('[') || host.includes(':'))
        return isLoopbackIPv6(host);
    return isLoopbackIPv4(host);
}


/***/ }),

/***/ 100:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ix: () => (/* binding */ findingFingerprint),
/* harmony export */   lB: () => (/* binding */ normalisedTitle)
/* harmony export */ });
/* unused harmony exports normalisedLine, FINGERPRINT_RE */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * A finding's fingerprint (D19): its path, its normalised title and the content of the line it
 * anchors on, hashed. The lines around it may move and a force-push may rewrite the history; the
 * fingerprint still names the same concern on the same code, so a dismissal follows it.
 */

/** A title as it identifies a concern: case, spacing, code marks and closing punctuation vary. */
function normalisedTitle(title) {
    return title
        .toLowerCase()
        .replace(/[`*_]/g, '')
        .replace(/\s+/g, ' ')
        .replace(/[\s.:;,!]+$/, '')
        .trim();
}
/** The anchored line as it identifies code: indentation and trailing spaces (and a CR) do not. */
function normalisedLine(content) {
    return content.replace(/\s+/g, ' ').trim();
}
function findingFingerprint(path, title, lineContent) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(`${path}\n${normalisedTitle(title)}\n${normalisedLine(lineContent)}`)
        .digest('hex');
}
/** What a fingerprint looks like: 64 hex digits, the one shape a record or a comment may carry. */
const FINGERPRINT_RE = /^[0-9a-f]{64}$/;


/***/ }),

/***/ 9595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fW: () => (/* binding */ prepareOutDir),
/* harmony export */   vx: () => (/* binding */ DEFAULT_OUT_DIR)
/* harmony export */ });
/* unused harmony export runFileNames */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4851);
/* harmony import */ var _plan_resolve_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8315);
/* harmony import */ var _report_sarif_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(643);
/* harmony import */ var _sys_linked_folder_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3001);
/* harmony import */ var _sys_regular_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8748);
/** The out directory: made ready before a run, so no stale review or lane file survives into it. */







/** `--out`'s default, under the repository. */
const DEFAULT_OUT_DIR = '.reviewer-lanes';
/** The files of ours in an out directory; removed before a run so no stale review survives. */
const OUT_FILES = ['REVIEWS.md', 'results.json', 'lane-results.json', 'prompt.md', _report_sarif_js__WEBPACK_IMPORTED_MODULE_4__/* .SARIF_FILE */ .P3];
/** What a run writes under each lane's name: its review, stderr, raw stdout and trimmed prompt. */
const LANE_FILE_ENDINGS = (/* unused pure expression or super */ null && (['.md', '.err', '.stdout', '.prompt.md']));
/**
 * Every file a run of these lanes can write to its out directory, relative to it: what the
 * artifact holds (D12), and all it may hold.
 */
function runFileNames(identities) {
    const lanes = identities.flatMap((id) => LANE_FILE_ENDINGS.map((end) => `${LANES_DIR}/${sanitizeIdentity(id)}${end}`));
    return [...OUT_FILES, ...lanes];
}
/** Synchronous inside: no lane starts before it. Async outside, so a failure is a rejection. */
async function prepareOutDir(outDir, cwd) {
    refuseLinkedOutDir(outDir, cwd);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(outDir, { recursive: true });
    // The default out directory ignores itself, so `git status` stays clean. The PR can commit that
    // `.gitignore` as a link: whatever is there is removed (never its target) and made anew.
    if (outDir === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, DEFAULT_OUT_DIR)) {
        (0,_sys_regular_file_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFresh */ ._o)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, '.gitignore'), '*\n');
    }
    for (const f of OUT_FILES)
        (0,_sys_regular_file_js__WEBPACK_IMPORTED_MODULE_6__/* .removeEntry */ .b4)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, f));
    emptyLanesDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, 'lanes'));
}
/** Leaves `dir` an empty real directory; links in it are removed, never followed. */
function emptyLanesDir(dir) {
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dir).isDirectory() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true }) : null;
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir);
        return;
    }
    if (entries === null) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { force: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir);
        return;
    }
    for (const e of entries) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, e.name);
        if (e.isDirectory())
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { recursive: true, force: true });
        else
            (0,_sys_regular_file_js__WEBPACK_IMPORTED_MODULE_6__/* .removeEntry */ .b4)(path);
    }
}
/** Never through a link, which a PR can commit at `.reviewer-lanes` to aim our deletes anywhere. */
function refuseLinkedOutDir(outDir, cwd) {
    const linked = (0,_sys_linked_folder_js__WEBPACK_IMPORTED_MODULE_5__/* .linkedFolderOnTheWay */ .TY)(outDir, cwd);
    if (linked)
        throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1({
            code: 'out_dir_link',
            path: linked,
            message: 'is a symbolic link; the out directory is emptied and written, so it must be a real directory',
        });
}


/***/ }),

/***/ 8315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QG: () => (/* binding */ resolveLanePlan),
/* harmony export */   ah: () => (/* binding */ resolveTimeout),
/* harmony export */   gj: () => (/* binding */ fileRefInstruction),
/* harmony export */   sr: () => (/* binding */ sanitizeIdentity)
/* harmony export */ });
/* unused harmony exports expandArgs, LANES_DIR */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _sys_plain_object_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4473);
/* harmony import */ var _trust_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5389);
/* harmony import */ var _trust_trust_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4324);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7819);
/**
 * Plan resolution: exactly what one lane will execute or where it will
 * send, for one run. Pure and total: a lane that cannot be resolved is a reason, never a throw.
 */





const EFFORT_KEY = (slug) => `review.effort.${slug}`;
const TIMEOUT_KEY = (slug) => `review.timeouts.${slug}`;
function resolveLanePlan(input) {
    const warnings = [];
    const fail = (reason, detail) => ({ ok: false, reason, detail, warnings });
    try {
        return resolveUnchecked(input, warnings, fail);
    }
    catch (e) {
        // Totality: a getter or proxy that throws is a malformed lane, not a crash.
        return fail('malformed_lane', `lane could not be resolved: ${e instanceof Error ? e.message : String(e)}`);
    }
}
function resolveUnchecked(input, warnings, fail) {
    const { lane, config } = input;
    const body = (0,_sys_plain_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isPlainObject */ .Q)(lane) ? lane.reviewer : undefined;
    if (!(0,_sys_plain_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isPlainObject */ .Q)(body))
        return fail('malformed_lane', 'lane has no reviewer body');
    const r = lane.reviewer;
    // The slug names artifact files: its grammar guards against path traversal.
    const slug = typeof r.slug === 'string' ? r.slug.trim() : '';
    if (slug === '')
        return fail('malformed_lane', 'lane declares no slug');
    if (!_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .SLUG_RE */ .Io.test(slug))
        return fail('malformed_lane', `lane slug ${JSON.stringify(slug)} does not match ${_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .SLUG_RE */ .Io.source}`);
    // Handlers are a closed first-party set: anything else fails closed.
    const handler = r.handler ?? null;
    if (handler !== null && !_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .HANDLERS */ .Gi.includes(handler)) {
        return fail('unknown_handler', `lane '${slug}' names unknown handler ${JSON.stringify(handler)}`);
    }
    const identity = typeof input.identity === 'string' && input.identity.trim() !== '' ? input.identity.trim() : slug;
    const paths = lanePaths(input.runDir, input.repoRoot, identity, input.budget, input.promptPath);
    const timeoutMs = resolveTimeout(config, slug, r.timeoutFloorMs);
    const emptyOutput = r.emptyOutput === 'handler-owned' ? 'handler-owned' : 'stub-with-stderr';
    const model = resolveModel(lane, config, input.modelOverride, warnings);
    const { declared, fromConfig } = (0,_trust_env_js__WEBPACK_IMPORTED_MODULE_1__/* .laneEnvNames */ .cm)(lane, config);
    const envNames = [...new Set([...declared, ...fromConfig])];
    const agent = resolveAgent(lane, input.agent, warnings);
    const common = {
        slug,
        identity,
        laneId: lane.id,
        timeoutMs,
        handler,
        emptyOutput,
        paths,
        envNames,
        budget: input.budget,
        ...(agent !== undefined ? { agent } : {}),
    };
    if (r.transport === 'openai-http') {
        const invoke = r.invoke;
        if (!(0,_sys_plain_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isPlainObject */ .Q)(invoke))
            return fail('malformed_lane', `lane '${slug}' declares no invoke object`);
        const inv = r.invoke;
        const host = (0,_trust_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveLaneHost */ .Pu)(lane, config);
        if (host === '') {
            const key = typeof inv.hostConfigKey === 'string' ? inv.hostConfigKey : 'its host key';
            return fail('malformed_lane', `lane '${slug}' resolves no host: ${key} is unset and it declares no defaultHost`);
        }
        warnIgnoredEffort(config, slug, warnings);
        const path = typeof inv.path === 'string' && inv.path !== '' ? inv.path : _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULTS */ .zY.chatPath;
        const apiKeyEnv = typeof inv.apiKeyEnv === 'string' && inv.apiKeyEnv !== '' ? inv.apiKeyEnv : null;
        const plan = {
            ...common,
            // Naming the key in apiKeyEnv allows it in the lane's environment (D1); a repository
            // credential is still withheld (D6).
            ...(apiKeyEnv !== null ? { envNames: [...new Set([...envNames, apiKeyEnv])] } : {}),
            transport: 'openai-http',
            model,
            host,
            url: host + path,
            modelsUrl: inv.modelDiscovery === 'first-from-models-endpoint' ? host + _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULTS */ .zY.modelsPath : null,
            fallbackModel: typeof inv.fallbackModel === 'string' && inv.fallbackModel !== ''
                ? inv.fallbackModel
                : _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULTS */ .zY.fallbackModel,
            ...(apiKeyEnv !== null ? { apiKeyEnv } : {}),
        };
        return { ok: true, plan, warnings };
    }
    if (r.transport !== 'spawn') {
        return fail('unknown_transport', `lane '${slug}' has unknown transport ${JSON.stringify(r.transport)}`);
    }
    const invoke = r.invoke;
    if (!(0,_sys_plain_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isPlainObject */ .Q)(invoke))
        return fail('malformed_lane', `lane '${slug}' declares no invoke object`);
    const inv = r.invoke;
    const binary = typeof inv.binary === 'string' ? inv.binary.trim() : '';
    if (binary === '')
        return fail('malformed_lane', `lane '${slug}' declares no binary`);
    const fileArg = inv.outputChannel === 'file-arg';
    const outputArg = typeof inv.outputArg === 'string' ? inv.outputArg : '';
    if (fileArg && outputArg === '') {
        return fail('malformed_lane', `lane '${slug}' writes its review through file-arg but declares no outputArg`);
    }
    if (!_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .PROMPT_CHANNELS */ .aY.includes(inv.promptChannel)) {
        return fail('malformed_lane', `lane '${slug}' has unknown promptChannel ${JSON.stringify(inv.promptChannel)}`);
    }
    const modelArg = typeof inv.modelArg === 'string' && inv.modelArg !== '' ? inv.modelArg : null;
    let effort = [];
    if (inv.effortChannel === 'argv')
        effort = effortArgv(lane, config, warnings);
    else
        warnIgnoredEffort(config, slug, warnings);
    const expansions = {
        '{{model}}': model !== null && modelArg !== null ? [modelArg, model] : [],
        '{{effort}}': effort,
        '{{output}}': fileArg ? [outputArg, paths.review] : [],
        '{{prompt}}': inv.promptChannel === 'argv-file-ref'
            ? [fileRefInstruction(paths.prompt, absoluteRoot(input.repoRoot))]
            : inv.promptChannel === 'argv'
                ? [paths.prompt]
                : [],
    };
    let argv = expandArgs(inv.args, expansions);
    if (agent !== undefined)
        argv = insertAgent(argv, agent);
    const plan = {
        ...common,
        transport: 'spawn',
        // A lane that takes no model argument runs the CLI's default: say so, do not claim one.
        model: modelArg !== null ? model : null,
        binary,
        argv,
        stdinPath: inv.promptChannel === 'stdin' ? paths.prompt : null,
        promptChannel: inv.promptChannel,
        outputChannel: fileArg ? 'file-arg' : 'stdout',
    };
    return { ok: true, plan, warnings };
}
/**
 * Template expansion: only an element that IS a placeholder expands, to zero or more elements;
 * the rest is verbatim (`--model={{model}}`), and prototype names stay inert.
 */
function expandArgs(template, expansions) {
    const argv = [];
    for (const entry of Array.isArray(template) ? template : []) {
        if (typeof entry !== 'string')
            continue;
        if (Object.hasOwn(expansions, entry))
            argv.push(...(expansions[entry] ?? []));
        else
            argv.push(entry);
    }
    return argv;
}
/** The one argv element an `argv-file-ref` lane gets instead of the prompt: where it is, never it. */
function fileRefInstruction(promptPath, repoRoot) {
    return (`Read the file ${promptPath} in full and carry out the code review it contains. ` +
        `The repository root is ${repoRoot}; resolve every relative path in the request against it. ` +
        'Reply with the resulting review in markdown only. This is a review: do not edit, create or delete any file.');
}
/** File names derived from an identity: anything outside `[A-Za-z0-9._-]` becomes `-`. */
function sanitizeIdentity(identity) {
    return identity.replace(/[^A-Za-z0-9._-]/g, '-');
}
/** The folder of a run directory that holds each lane's review, stderr and trimmed prompt. */
const LANES_DIR = 'lanes';
function lanePaths(runDir, repoRoot, identity, budget, promptPath) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(runDir) ? runDir : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(absoluteRoot(repoRoot), runDir);
    const name = sanitizeIdentity(identity);
    // A budgeted lane reads its own trimmed copy, whatever its prompt channel (D10).
    const prompt = typeof promptPath === 'string' && promptPath !== ''
        ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(promptPath)
            ? promptPath
            : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, promptPath)
        : budget !== null && budget > 0
            ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, LANES_DIR, `${name}.prompt.md`)
            : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, 'prompt.md');
    // Lane files live in their own folder so no identity can collide with a run-level file.
    return {
        runDir: dir,
        prompt,
        review: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, LANES_DIR, `${name}.md`),
        err: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, LANES_DIR, `${name}.err`),
    };
}
function absoluteRoot(repoRoot) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(repoRoot) ? repoRoot : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(repoRoot);
}
/** A lane's bound: `review.timeouts.<slug>`, else its `timeoutFloorMs`, else the default. */
function resolveTimeout(config, slug, floor) {
    const configured = config.get(TIMEOUT_KEY(slug));
    if (typeof configured === 'number' && Number.isInteger(configured) && configured > 0)
        return configured;
    return typeof floor === 'number' && Number.isFinite(floor) && floor > 0
        ? floor
        : _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULTS */ .zY.fallbackTimeoutMs;
}
/** A model is set only through `modelConfigKey`; an instance's model replaces the configured one. */
function resolveModel(lane, config, override, warnings) {
    const key = lane.reviewer.modelConfigKey;
    const overridden = typeof override === 'string' ? effectivelySet(override) : undefined;
    if (typeof key !== 'string' || key === '') {
        if (overridden !== undefined) {
            warnings.push(`lane '${lane.reviewer.slug}' takes no model (it declares no modelConfigKey): model '${overridden}' is ignored and the CLI default is used`);
        }
        return null;
    }
    const model = overridden ?? config.getString(key) ?? null;
    // A value a CLI's parser would take for one of its own options (`--yolo`, `-x`): config comes
    // from the pull request's head and models are not part of consent, so it never reaches argv.
    if (model !== null && model.startsWith('-')) {
        warnings.push(`lane '${lane.reviewer.slug}': model ${JSON.stringify(model)} starts with '-', which the CLI would read as an option; it is ignored and the CLI default is used`);
        return null;
    }
    return model;
}
/** "Effectively set", as config values are, for a value that did not come from config (an instance's model). */
function effectivelySet(value) {
    const trimmed = value.trim();
    return trimmed === '' || trimmed === 'null' || trimmed === 'undefined' ? undefined : trimmed;
}
function resolveAgent(lane, agent, warnings) {
    if (typeof agent !== 'string' || agent.trim() === '')
        return undefined;
    const value = agent.trim();
    if (lane.reviewer.handler === 'opencode') {
        // As for a model: config comes from the pull request's head, so a value opencode's parser
        // would take for an option of its own (`--attach=<url>`, `--auto`) never reaches argv.
        if (value.startsWith('-')) {
            warnings.push(`lane '${lane.reviewer.slug}': agent ${JSON.stringify(value)} starts with '-', which the CLI would read as an option; it is ignored and the CLI's default agent is used`);
            return undefined;
        }
        return value;
    }
    warnings.push(`lane '${lane.reviewer.slug}' does not take an agent: agent '${agent.trim()}' is ignored`);
    return undefined;
}
/** `--agent <value>` right after `run`, or at the front when there is no `run`. */
function insertAgent(argv, agent) {
    const at = argv.indexOf('run');
    const index = at === -1 ? 0 : at + 1;
    return [...argv.slice(0, index), '--agent', agent, ...argv.slice(index)];
}
const LEVELS = ['minimal', 'low', 'medium', 'high', 'xhigh', 'max'];
/** How each effort-capable CLI spells a level (the nearest it accepts); others get `--effort`. */
const EFFORT_RENDERERS = {
    claude: (level) => ['--effort', level === 'minimal' ? 'low' : level],
    codex: (level) => ['-c', `model_reasoning_effort=${level === 'max' ? 'xhigh' : level}`],
    opencode: (level) => ['--variant', level],
};
/** `review.effort.<slug>`; unset or `inherit` emits nothing, so the CLI's own setting wins. */
function effortArgv(lane, config, warnings) {
    const slug = lane.reviewer.slug;
    const raw = config.getString(EFFORT_KEY(slug));
    if (raw === undefined)
        return [];
    const level = raw.toLowerCase();
    if (level === 'inherit')
        return [];
    if (!LEVELS.includes(level)) {
        warnings.push(`${EFFORT_KEY(slug)}: unknown effort level '${raw}' (one of ${LEVELS.join(', ')}, inherit); ignored`);
        return [];
    }
    const render = lane.source === 'first-party' && Object.hasOwn(EFFORT_RENDERERS, slug)
        ? EFFORT_RENDERERS[slug]
        : undefined;
    return render ? render(level) : ['--effort', level];
}
function warnIgnoredEffort(config, slug, warnings) {
    const raw = config.getString(EFFORT_KEY(slug));
    if (raw !== undefined && raw.toLowerCase() !== 'inherit') {
        warnings.push(`lane '${slug}' takes no effort setting: ${EFFORT_KEY(slug)} is ignored`);
    }
}


/***/ }),

/***/ 643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ep: () => (/* binding */ buildSarif),
/* harmony export */   P3: () => (/* binding */ SARIF_FILE)
/* harmony export */ });
/* unused harmony exports SARIF_RULE_ID, FINGERPRINT_KEY, fingerprint, flaggedBy */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _incremental_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(100);
/**
 * reviews.sarif (D16): the merged findings as SARIF 2.1.0 for code scanning. The fingerprint is
 * the path and title only, so a concern keeps one alert while the lines around it move.
 */


const SARIF_FILE = 'reviews.sarif';
/** The one rule every result belongs to: a concern the reviewer lanes raised. */
const SARIF_RULE_ID = 'reviewer-lanes/finding';
/** The key of our fingerprint in `partialFingerprints`; versioned so a new recipe never collides. */
const FINGERPRINT_KEY = 'reviewerLanesFinding/v1';
const LEVEL = {
    HIGH: 'error',
    MEDIUM: 'warning',
    LOW: 'note',
};
/** Stable for a path and a title (D16): a hash of both, never of the lines. */
function fingerprint(path, title) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(`${path}\n${(0,_incremental_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .normalisedTitle */ .lB)(title)}`)
        .digest('hex');
}
/** "flagged by codex, claude (2 of 3 lanes)": who raised it, out of the lanes that reviewed. */
function flaggedBy(f) {
    return `flagged by ${f.lanes.join(', ')} (${f.agreement} of ${f.of} lane${f.of === 1 ? '' : 's'})`;
}
/** A repository path as the relative URI SARIF wants: each segment percent-encoded. */
function uriOf(path) {
    return path.split('/').map(encodeURIComponent).join('/');
}
/** Who dismissed it and why, as code scanning shows a suppression's justification. */
function justification(f) {
    const how = f.how === 'reply' ? 'with /dismiss' : f.how === 'thread' ? 'by resolving its thread' : 'with a 👎';
    return `Dismissed${f.by ? ` by @${f.by}` : ''} ${how} on the pull request${f.reason ? `: ${f.reason}` : ''}`;
}
/**
 * A finding's committable suggestion (D19) as SARIF's fix: the same lines replaced with the same
 * text, so a viewer of code scanning can apply what the inline comment offers.
 */
function fixOf(f, s) {
    const end = f.endLine ?? f.line;
    // A region of whole lines ends before its last line break (SARIF 3.30): replacing it with the new
    // lines joined keeps that break. Deleting the lines must take their breaks too: up to the next line.
    const deletedRegion = s.lines.length > 0
        ? { startLine: f.line, endLine: end }
        : { startLine: f.line, startColumn: 1, endLine: end + 1, endColumn: 1 };
    return {
        description: { text: `The suggestion of ${s.identity}` },
        artifactChanges: [
            {
                artifactLocation: { uri: uriOf(f.path), uriBaseId: '%SRCROOT%' },
                replacements: [{ deletedRegion, insertedContent: { text: s.lines.join('\n') } }],
            },
        ],
    };
}
function resultOf(f) {
    const region = { startLine: f.line, ...(f.endLine !== undefined ? { endLine: f.endLine } : {}) };
    return {
        ruleId: SARIF_RULE_ID,
        ruleIndex: 0,
        level: LEVEL[f.severity],
        message: { text: `${f.title} (${f.severity}; ${flaggedBy(f)})` },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri: uriOf(f.path), uriBaseId: '%SRCROOT%' },
                    region,
                },
            },
        ],
        partialFingerprints: { [FINGERPRINT_KEY]: fingerprint(f.path, f.title) },
        properties: {
            findingId: f.id,
            severity: f.severity,
            lanes: f.lanes,
            agreement: f.agreement,
            of: f.of,
            ...('carried' in f
                ? { carried: true }
                : 'dismissed' in f
                    ? { outcome: 'dismissed' }
                    : {
                        inline: f.inline,
                        byLane: f.byLane.map((l) => ({ identity: l.identity, severity: l.severity })),
                    }),
        },
        ...(!('carried' in f) && !('dismissed' in f) && f.suggestion ? { fixes: [fixOf(f, f.suggestion)] } : {}),
        // D19: code scanning shows it as dismissed, not as a new alert.
        ...('dismissed' in f
            ? { suppressions: [{ kind: 'external', justification: justification(f) }] }
            : {}),
    };
}
const RULE = {
    id: SARIF_RULE_ID,
    name: 'ReviewerLanesFinding',
    shortDescription: { text: 'A concern raised by one or more reviewer lanes' },
    fullDescription: {
        text: 'A located concern from the Concerns of the AI reviewers (lanes) that reviewed the change, merged across lanes. Its properties name the lanes that flagged it and how many of the lanes that reviewed agree.',
    },
    defaultConfiguration: { level: 'warning' },
};
/**
 * The run's findings (already redacted) and the carried ones (D17): code scanning closes an alert
 * a later log lacks, and a carried finding still stands.
 */
function buildSarif(findings, o, carried = [], dismissed = []) {
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: 'reviewer-lanes', version: o.version, rules: [RULE] } },
                results: [
                    ...findings,
                    ...carried.map((f) => ({ ...f, carried: true })),
                    ...dismissed.map((f) => ({ ...f, dismissed: true })),
                ].map(resultOf),
            },
        ],
    };
}


/***/ }),

/***/ 3001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $C: () => (/* binding */ linkedFolderInRepository),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   TY: () => (/* binding */ linkedFolderOnTheWay)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Where a write into the checkout would go through a symbolic link. A pull request can commit a
 * folder as a link (`.reviewer-lanes`, `.github/reviewer-lanes`) to aim what this tool deletes or
 * writes at any folder the user can write.
 */


/** Whether `path` lies strictly inside the folder `cwd` (both absolute). */
function isInside(path, cwd) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, path);
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel);
}
/**
 * The first folder from `cwd` down to `dir` that is a symbolic link, or null. Inside the checkout
 * every folder is the pull request's to shape; outside it only `dir` is judged; `cwd` never is.
 */
function linkedFolderOnTheWay(dir, cwd) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, dir);
    if (rel === '')
        return null;
    const steps = isInside(dir, cwd)
        ? rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).map((_, i, parts) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, ...parts.slice(0, i + 1)))
        : [dir];
    for (const at of steps) {
        let linked;
        try {
            linked = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(at).isSymbolicLink();
        }
        catch {
            return null;
        }
        if (linked)
            return at;
    }
    return null;
}
/** As linkedFolderOnTheWay, for a folder only read: one outside the repository is not judged. */
function linkedFolderInRepository(dir, cwd) {
    return isInside(dir, cwd) ? linkedFolderOnTheWay(dir, cwd) : null;
}


/***/ }),

/***/ 1760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ withAbsolutePath)
/* harmony export */ });
/* unused harmony export absolutePath */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Relative PATH entries (``, `.`, `node_modules/.bin`) name folders of the checkout under review,
 * through which a program the pull request commits would run: dropped from every child's PATH.
 */

/** `value` without its relative entries; undefined stays undefined. */
function absolutePath(value, platform = process.platform) {
    if (value === undefined)
        return undefined;
    const windows = platform === 'win32';
    const sep = platform === process.platform ? node_path__WEBPACK_IMPORTED_MODULE_0__.delimiter : windows ? ';' : ':';
    const absolute = platform === process.platform ? node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute : windows ? node_path__WEBPACK_IMPORTED_MODULE_0__.win32.isAbsolute : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute;
    return value
        .split(sep)
        .filter((dir) => dir !== '' && absolute(dir))
        .join(sep);
}
/** `env` with its PATH (whatever its case, `Path` on Windows) cut to absolute entries. */
function withAbsolutePath(env, platform = process.platform) {
    const out = { ...env };
    for (const key of Object.keys(out))
        if (key.toUpperCase() === 'PATH')
            out[key] = absolutePath(out[key], platform);
    return out;
}


/***/ }),

/***/ 4473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ isPlainObject)
/* harmony export */ });
/** A JSON object as parsed: not null, not an array. Read by every stage that walks parsed JSON. */
function isPlainObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}


/***/ }),

/***/ 8748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ readRegularText),
/* harmony export */   Pm: () => (/* binding */ openForWrite),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   ZU: () => (/* binding */ openRegularFile),
/* harmony export */   _o: () => (/* binding */ writeFresh),
/* harmony export */   b4: () => (/* binding */ removeEntry),
/* harmony export */   cK: () => (/* binding */ writeNoFollow)
/* harmony export */ });
/* unused harmony export notReadBecause */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Reading a file the pull request may have placed: only a regular file, never through a symbolic
 * link, never blocking on a FIFO or a device swapped in after a check, and never more than a cap.
 */

/** Why a file that is there was not read, as the end of a sentence naming it. */
function notReadBecause(read, cap) {
    if (read.kind === 'link')
        return 'is a symbolic link; it is not followed';
    if (read.kind === 'too_large')
        return `is ${read.bytes} bytes, over ${cap}`;
    if (read.kind === 'error')
        return `cannot be read: ${read.error.message}`;
    return 'is not a regular file';
}
const READ_NO_FOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/**
 * `path` opened when it is a regular file, never through a link, and never waiting on a FIFO: the
 * descriptor is of the file that was checked, whatever is put at the name after.
 */
function openRegularFile(path) {
    let fd;
    try {
        // The lstat names a link where the platform has no O_NOFOLLOW; the open and the fstat close
        // the gap after it.
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isSymbolicLink())
            return { kind: 'link' };
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, READ_NO_FOLLOW);
    }
    catch (error) {
        const e = error;
        if (e.code === 'ENOENT')
            return { kind: 'missing' };
        return e.code === 'ELOOP' || e.code === 'EMLINK' ? { kind: 'link' } : { kind: 'error', error: e };
    }
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (info.isFile())
            return { kind: 'file', fd, size: info.size };
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        return { kind: 'not_a_file' };
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        return { kind: 'error', error: error };
    }
}
/**
 * `path` when it is a regular file of at most `maxBytes`, never through a link; with `prefix`,
 * a larger file's first `maxBytes` instead (lane output is capped, not refused), with `size` the
 * whole file's. Never more than `maxBytes` is held, whatever the file grows to while it is read.
 */
function readRegularFile(path, maxBytes, opts = {}) {
    const opened = openRegularFile(path);
    if (opened.kind !== 'file')
        return opened;
    const { fd, size } = opened;
    try {
        if (size > maxBytes && !opts.prefix)
            return { kind: 'too_large', bytes: size };
        const bytes = Buffer.alloc(Math.min(size, maxBytes));
        let read = 0;
        while (read < bytes.length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, bytes, read, bytes.length - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return { kind: 'file', bytes: bytes.subarray(0, read), size };
    }
    catch (error) {
        return { kind: 'error', error: error };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The text of `path` when it is a regular file of at most `maxBytes`; null otherwise or on error. */
function readRegularText(path, maxBytes) {
    const read = readRegularFile(path, maxBytes);
    return read.kind === 'file' ? read.bytes.toString('utf8') : null;
}
const WRITE_NO_FOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY |
    node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT |
    node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_TRUNC |
    (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) |
    (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/** The descriptor writeNoFollow writes through: the same rules, for a caller that streams. */
function openForWrite(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, WRITE_NO_FOLLOW, 0o666);
    }
    catch (error) {
        const code = error.code;
        const st = code === 'ELOOP' || code === 'ENXIO' ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path) : null;
        if (!st || !(st.isSymbolicLink() || st.isFIFO()))
            throw error;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(path);
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, WRITE_NO_FOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL, 0o666);
    }
}
/**
 * Writes `data` to `path` without following a link or blocking on a FIFO: one found at the name
 * (a lane can leave one) is removed, never its target; any other kind of file fails the write.
 */
function writeNoFollow(path, data) {
    const fd = openForWrite(path);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(fd, data);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Writes `data` as a new file: whatever is there is removed, never followed, then O_EXCL. */
function writeFresh(path, data) {
    removeEntry(path);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, data, { flag: 'wx' });
}
/** Removes what is at `path`, if anything: a file or a link itself, a folder with what it holds. */
function removeEntry(path) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(path);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return;
        // EISDIR on Linux, EPERM elsewhere: a folder.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 5389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ew: () => (/* binding */ isForbiddenEnvName),
/* harmony export */   cm: () => (/* binding */ laneEnvNames),
/* harmony export */   sj: () => (/* binding */ laneEnvironment)
/* harmony export */ });
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7819);
/* harmony import */ var _sys_path_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1760);


const ALWAYS = new Set(['PATH', 'HOME', 'USER', 'LANG', 'TZ', 'TMPDIR', 'CI', 'NO_COLOR']);
const LOCALE_RE = /^LC_[A-Z0-9_]+$/;
/**
 * Never passed, even when a manifest or config lists them: the job's GitHub credentials, the
 * runner's internal tokens and the step's inputs (which can carry secrets).
 */
const FORBIDDEN_NAMES = new Set([
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'GH_ENTERPRISE_TOKEN',
    'GITHUB_ENTERPRISE_TOKEN',
]);
const FORBIDDEN_PREFIXES = ['ACTIONS_', 'INPUT_'];
/**
 * Never passed either: variables that make a CLI trust its working directory and load the
 * project's own settings, hooks and MCP servers, which the pull request writes (D18).
 */
const WORKSPACE_TRUST_NAMES = new Set(['GEMINI_CLI_TRUST_WORKSPACE']);
/** Case-insensitive: on Windows `github_token` names the same variable as `GITHUB_TOKEN`. */
function isForbiddenEnvName(name) {
    const upper = name.toUpperCase();
    return (FORBIDDEN_NAMES.has(upper) ||
        WORKSPACE_TRUST_NAMES.has(upper) ||
        FORBIDDEN_PREFIXES.some((p) => upper.startsWith(p)));
}
function isEnvName(name) {
    return typeof name === 'string' && _vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .ENV_NAME_RE */ .mb.test(name);
}
/** A lane's environment: the allow-list, `TERM=dumb` and `names`, never the forbidden ones. */
function laneEnvironment(parent, names) {
    const extra = new Set(names.filter((n) => isEnvName(n) && !isForbiddenEnvName(n)));
    const env = {};
    for (const key of Object.keys(parent)) {
        const value = parent[key];
        if (value === undefined || isForbiddenEnvName(key))
            continue;
        // Windows spells PATH as `Path`; the base allow-list ignores case, listed names do not.
        const upper = key.toUpperCase();
        const allowed = ALWAYS.has(upper) || LOCALE_RE.test(upper) || extra.has(key);
        if (allowed)
            env[key] = value;
    }
    env['TERM'] = 'dumb';
    return (0,_sys_path_env_js__WEBPACK_IMPORTED_MODULE_1__/* .withAbsolutePath */ .j)(env);
}
/** Valid names, deduplicated and sorted (the order names are listed in carries no meaning). */
function cleanNames(names) {
    return [...new Set(names.filter(isEnvName))].sort();
}
/**
 * The env names a lane may receive: those its manifest declares (`reviewer.env`) and those the
 * repository config adds (`review.env.<slug>`). Config additions are bound by the baseline.
 */
function laneEnvNames(lane, config) {
    const fromConfig = config.get(`review.env.${lane.reviewer.slug}`);
    return {
        declared: cleanNames(lane.reviewer.env ?? []),
        fromConfig: Array.isArray(fromConfig) ? cleanNames(fromConfig) : [],
    };
}


/***/ }),

/***/ 5996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ stableJson),
/* harmony export */   t: () => (/* binding */ laneSignature)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * A lane's consent signature (D3): SHA-256 of key-sorted JSON of what executes or where data goes.
 * Cosmetic fields are left out, so people are not trained to click through re-consent.
 */

/** JSON with keys sorted at every level; what JSON cannot carry is `null`, a cycle "[Circular]". */
function stableJson(value) {
    const seen = new Set();
    const encode = (v) => {
        if (v === null || typeof v === 'boolean' || typeof v === 'string')
            return JSON.stringify(v);
        if (typeof v === 'number')
            return Number.isFinite(v) ? JSON.stringify(v) : 'null';
        if (typeof v === 'bigint')
            return JSON.stringify(`${v}n`);
        if (typeof v !== 'object')
            return 'null';
        if (seen.has(v))
            return JSON.stringify('[Circular]');
        seen.add(v);
        let out;
        if (Array.isArray(v)) {
            out = `[${v.map(encode).join(',')}]`;
        }
        else {
            const record = v;
            const keys = Object.keys(record)
                .filter((k) => record[k] !== undefined)
                .sort();
            out = `{${keys.map((k) => `${JSON.stringify(k)}:${encode(record[k])}`).join(',')}}`;
        }
        seen.delete(v);
        return out;
    };
    return encode(value);
}
/** The raw `invoke.args` exactly as declared (all members, any type), or null. */
function rawArgs(lane) {
    const invoke = lane.rawReviewer['invoke'];
    if (typeof invoke !== 'object' || invoke === null || Array.isArray(invoke))
        return null;
    const args = Object.hasOwn(invoke, 'args') ? invoke['args'] : undefined;
    return args === undefined ? null : args;
}
const sorted = (names) => [...names].sort();
/**
 * The bound fields, each present (null when the lane does not declare it) so that adding a
 * field is a change. `env` and `requiresBinaries` are sets: their order is not bound.
 */
function boundFields(lane) {
    const r = lane.reviewer;
    const spawn = r.transport === 'spawn' ? r.invoke : null;
    const http = r.transport === 'openai-http' ? r.invoke : null;
    const probe = r.probe;
    return {
        slug: r.slug,
        transport: r.transport,
        binary: spawn?.binary ?? null,
        args: rawArgs(lane),
        promptChannel: spawn?.promptChannel ?? null,
        outputChannel: spawn?.outputChannel ?? null,
        outputArg: spawn?.outputArg ?? null,
        modelArg: spawn?.modelArg ?? null,
        effortChannel: r.invoke.effortChannel,
        handler: r.handler,
        hostConfigKey: http?.hostConfigKey ?? null,
        defaultHost: http?.defaultHost ?? null,
        path: http?.path ?? null,
        modelDiscovery: http?.modelDiscovery ?? null,
        apiKeyEnv: http?.apiKeyEnv ?? null,
        probe: {
            kind: probe.kind,
            binary: 'binary' in probe ? probe.binary : null,
            needle: 'needle' in probe ? probe.needle : null,
            hostConfigKey: 'hostConfigKey' in probe ? probe.hostConfigKey : null,
            path: 'path' in probe ? probe.path : null,
        },
        requiresBinaries: sorted(r.requiresBinaries),
        env: sorted(r.env),
    };
}
/** SHA-256 (hex) of the stable JSON of the lane's bound fields. */
function laneSignature(lane) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(stableJson(boundFields(lane)))
        .digest('hex');
}


/***/ }),

/***/ 4324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pu: () => (/* binding */ resolveLaneHost),
/* harmony export */   e2: () => (/* binding */ evaluateTrust),
/* harmony export */   mU: () => (/* binding */ resolveHostAt),
/* harmony export */   uM: () => (/* binding */ compareEntry),
/* harmony export */   wO: () => (/* binding */ needsEntry)
/* harmony export */ });
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5389);
/* harmony import */ var _config_host_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1242);
/* harmony import */ var _signature_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5996);



/**
 * Where an openai-http lane sends PR content: config at `invoke.hostConfigKey`, else `defaultHost`,
 * normalised ('' for none). Probe and request both use this, so they cannot diverge.
 */
function resolveLaneHost(lane, config) {
    if (lane.reviewer.transport !== 'openai-http')
        return '';
    const invoke = lane.reviewer.invoke;
    return resolveHostAt(invoke.hostConfigKey, typeof invoke.defaultHost === 'string' ? invoke.defaultHost : '', config);
}
/** The normalised host configured at `key`, else `fallback` normalised; '' when neither is set. */
function resolveHostAt(key, fallback, config) {
    const configured = key ? config.getString(key) : undefined;
    return (0,_config_host_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeHost */ .L)(configured ?? fallback);
}
function defaultHost(lane) {
    if (lane.reviewer.transport !== 'openai-http')
        return '';
    const declared = lane.reviewer.invoke.defaultHost;
    return (0,_config_host_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeHost */ .L)(typeof declared === 'string' ? declared : '');
}
/** Why a lane needs a baseline entry, or null when it does not. */
function needsEntryReason(lane, config) {
    if (lane.source === 'repository')
        return 'it is a repository lane';
    const host = resolveLaneHost(lane, config);
    if (lane.reviewer.transport === 'openai-http' && host !== defaultHost(lane)) {
        const key = lane.reviewer.invoke.hostConfigKey;
        return `config ${key} points it at ${host || '(no host)'} instead of its default ${defaultHost(lane) || '(none)'}`;
    }
    const added = (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .laneEnvNames */ .cm)(lane, config).fromConfig;
    if (added.length > 0)
        return `config review.env.${lane.reviewer.slug} adds ${added.join(', ')}`;
    return null;
}
/**
 * Every repository lane needs an entry; a first-party lane only when config moves its host off
 * the manifest's `defaultHost` or adds env names to it.
 */
function needsEntry(lane, config) {
    return needsEntryReason(lane, config) !== null;
}
const short = (signature) => signature.slice(0, 12);
const list = (names) => (names.length ? `[${names.join(', ')}]` : '[]');
const sameNames = (a, b) => a.length === b.length && a.every((n, i) => n === b[i]);
/** The ways the lane differs from `entry`, in the order they are reported: signature, env, host. */
function compareEntry(lane, config, entry) {
    const changes = [];
    const signature = (0,_signature_js__WEBPACK_IMPORTED_MODULE_2__/* .laneSignature */ .t)(lane);
    if (signature !== entry.signature) {
        changes.push({
            kind: 'signature',
            reason: 'signature_changed',
            detail: `its manifest changed what executes or where data goes (signature ${short(signature)}…, consented ${short(entry.signature)}…)`,
        });
    }
    const env = (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .laneEnvNames */ .cm)(lane, config).fromConfig;
    const consentedEnv = [...new Set(entry.env ?? [])].sort();
    if (!sameNames(env, consentedEnv)) {
        changes.push({
            kind: 'env',
            reason: 'signature_changed',
            detail: `config review.env.${lane.reviewer.slug} gives ${list(env)} but the baseline consented ${list(consentedEnv)}`,
        });
    }
    if (lane.reviewer.transport === 'openai-http') {
        const host = resolveLaneHost(lane, config);
        const consented = (0,_config_host_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeHost */ .L)(entry.host ?? '');
        if (host !== consented) {
            changes.push({
                kind: 'host',
                reason: 'egress_host_changed',
                detail: `it would send PR content to ${host || '(no host)'} (config ${lane.reviewer.invoke.hostConfigKey}) but the baseline consented ${consented || '(no host)'}`,
            });
        }
    }
    return changes;
}
function describeOrigin(origin) {
    const at = origin.sha && origin.sha !== origin.ref ? `${origin.ref} (${origin.sha})` : origin.ref;
    return `${origin.path} at ${at}`;
}
const HOW_TO_RECONSENT = 'review the disclosure with `reviewer-lanes consent`, then update the baseline with `reviewer-lanes consent --write` and merge it';
/** The trust decision for one lane against the trusted baseline (D4); never throws. */
function evaluateTrust(lane, config, baseline, origin) {
    const why = needsEntryReason(lane, config);
    if (why === null)
        return { ok: true, needsEntry: false };
    const name = `lane ${lane.id} (${lane.reviewer.slug})`;
    const where = describeOrigin(origin);
    if (baseline === null) {
        const detail = origin.missing
            ? `${name} needs a consent entry (${why}), but there is no ${where}; to bootstrap, run \`reviewer-lanes consent --write\`, review the disclosure, and commit ${origin.path} on the base branch first`
            : `${name} needs a consent entry (${why}), but the baseline ${where} could not be read; fix it on the base branch`;
        return { ok: false, reason: 'not_consented', detail };
    }
    const entry = Object.hasOwn(baseline.lanes, lane.id) ? baseline.lanes[lane.id] : undefined;
    const rejected = baseline.rejected && Object.hasOwn(baseline.rejected, lane.id) ? baseline.rejected[lane.id] : undefined;
    if (!entry && rejected) {
        const problems = rejected.map((d) => `${d.field}: ${d.message}`).join('; ');
        return {
            ok: false,
            reason: 'not_consented',
            detail: `${name} needs a consent entry (${why}), but its entry in ${where} is malformed (${problems}); fix it on the base branch`,
        };
    }
    if (!entry) {
        return {
            ok: false,
            reason: 'not_consented',
            detail: `${name} needs a consent entry (${why}), but ${where} has none; run \`reviewer-lanes consent --write\`, review the disclosure, and merge the baseline first`,
        };
    }
    const changes = compareEntry(lane, config, entry);
    const first = changes[0];
    if (!first)
        return { ok: true, needsEntry: true };
    return {
        ok: false,
        reason: first.reason,
        detail: `${name} differs from what ${where} consented: ${changes.map((c) => c.detail).join('; ')}; ${HOW_TO_RECONSENT}`,
    };
}


/***/ }),

/***/ 7819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gi: () => (/* binding */ HANDLERS),
/* harmony export */   Io: () => (/* binding */ SLUG_RE),
/* harmony export */   Jg: () => (/* binding */ PROBE_KINDS),
/* harmony export */   Ks: () => (/* binding */ SELECTION_SOURCES),
/* harmony export */   Np: () => (/* binding */ EVIDENCE_CLASSES),
/* harmony export */   RE: () => (/* binding */ DEFAULT_REVIEWER_ENTRY_RE),
/* harmony export */   UI: () => (/* binding */ INSTANCE_RE),
/* harmony export */   VE: () => (/* binding */ USAGE_SOURCES),
/* harmony export */   YP: () => (/* binding */ ID_RE),
/* harmony export */   Zz: () => (/* binding */ TRANSPORTS),
/* harmony export */   _l: () => (/* binding */ LANE_STATUSES),
/* harmony export */   aY: () => (/* binding */ PROMPT_CHANNELS),
/* harmony export */   bI: () => (/* binding */ MODEL_DISCOVERY),
/* harmony export */   ce: () => (/* binding */ isReservedName),
/* harmony export */   d$: () => (/* binding */ FAIL_ON),
/* harmony export */   ez: () => (/* binding */ REASONS),
/* harmony export */   fn: () => (/* binding */ FLAG_RE),
/* harmony export */   gg: () => (/* binding */ ROLES),
/* harmony export */   iB: () => (/* binding */ TIERS),
/* harmony export */   iR: () => (/* binding */ VOCABULARY_VERSION),
/* harmony export */   j0: () => (/* binding */ SHA_RE),
/* harmony export */   jG: () => (/* binding */ EXAMINE_MODES),
/* harmony export */   mb: () => (/* binding */ ENV_NAME_RE),
/* harmony export */   mg: () => (/* binding */ RESERVED_ID_PREFIX_RE),
/* harmony export */   rl: () => (/* binding */ OUTPUT_CHANNELS),
/* harmony export */   wb: () => (/* binding */ PLANNED_STATUSES),
/* harmony export */   xg: () => (/* binding */ EMPTY_OUTPUT_POLICIES),
/* harmony export */   yG: () => (/* binding */ EFFORT_CHANNELS),
/* harmony export */   zY: () => (/* binding */ DEFAULTS)
/* harmony export */ });
/* unused harmony exports PLACEHOLDERS, INCREMENTAL_MODES, FULL_REVIEW_REASONS, BLOCK_REASONS, ZERO_SHA_RE */
/** The closed vocabularies of the lane contract (D1, D8), each listed once for schemas and tests. */
/** The version of the lane vocabulary we implement; `engines.gsd` is evaluated against it. */
const VOCABULARY_VERSION = '1.10.0';
const ROLES = ['feature', 'runtime', 'reviewer'];
const TIERS = ['core', 'standard', 'full'];
const TRANSPORTS = ['spawn', 'openai-http'];
const PROBE_KINDS = ['command-exists', 'command-capability', 'http-reachable'];
const HANDLERS = [
    'antigravity',
    'claude',
    'codex',
    'gemini',
    'openai-compatible',
    'opencode',
    'qwen',
];
/** Where a lane's token figures come from (D17): the lane's own report, or our estimate. */
const USAGE_SOURCES = ['lane', 'estimate'];
const PROMPT_CHANNELS = ['stdin', 'argv', 'argv-file-ref', 'none'];
const OUTPUT_CHANNELS = ['stdout', 'file-arg'];
const EFFORT_CHANNELS = ['none', 'argv', 'env'];
const EMPTY_OUTPUT_POLICIES = ['stub-with-stderr', 'handler-owned'];
const EVIDENCE_CLASSES = ['source-grounded', 'diff-only'];
const MODEL_DISCOVERY = ['none', 'first-from-models-endpoint'];
const PLACEHOLDERS = (/* unused pure expression or super */ null && (['{{model}}', '{{effort}}', '{{output}}', '{{prompt}}']));
/** Exactly one of these ends every selected lane (D8). */
const LANE_STATUSES = [
    'reviewed',
    'empty',
    'failed',
    'timed_out',
    'skipped',
    'unavailable',
    'blocked',
];
/** A planned lane's verdict before anything runs (the `plan` command's `status`). */
const PLANNED_STATUSES = ['runnable', 'unavailable', 'blocked'];
/** Why these lanes were selected: named, `--all`, the config's defaults, or every one detected. */
const SELECTION_SOURCES = ['explicit', 'all', 'config_default', 'all_detected'];
/** The frozen reason codes (D8): why a lane is unavailable, then why a run ended. Tests assert these, never prose. */
const REASONS = [
    // why a lane cannot run (the lane vocabulary's own list)
    'malformed_lane',
    'unknown_handler',
    'unknown_transport',
    'missing_binary',
    'missing_required_binary',
    'probe_failed',
    'probe_timeout',
    'host_unreachable',
    'egress_host_changed',
    'budget_too_small',
    'budget_tool_failed',
    // ours (D8)
    'signature_changed',
    'not_consented',
    'incompatible',
    'timed_out',
    'exit_nonzero',
    'spawn_error',
    'http_error',
    'redirect_refused',
    'empty_output',
];
/**
 * When a run fails besides a requested lane not ending reviewed (D9): `high`, a lane's Risk
 * Assessment is HIGH; `agreed-high`, a HIGH finding flagged by two or more lanes (D16).
 */
const FAIL_ON = ['explicit', 'high', 'agreed-high'];
/** The `incremental` setting (D17): review only what changed since the last review, or never. */
const INCREMENTAL_MODES = (/* unused pure expression or super */ null && (['auto', 'off']));
/** Input `cross-examine`, CLI `--cross-examine`, config `review.cross_examine` (D22). */
const EXAMINE_MODES = ['auto', 'off'];
/** Why a review covers the whole change although `incremental` is `auto` (D17), or that it is `off`. */
const FULL_REVIEW_REASONS = (/* unused pure expression or super */ null && ([
    'off',
    'not_synchronize',
    'no_previous_review',
    'same_head',
    'base_changed',
    'not_ancestor',
    'previous_head_missing',
    'matrix',
    'requested_full',
]));
/** Reasons that mean "the trust gate stopped this lane before anything ran". */
const BLOCK_REASONS = (/* unused pure expression or super */ null && (['not_consented', 'signature_changed', 'egress_host_changed']));
/** Names that must never become keys of a registry map (prototype-pollution barrier). */
const RESERVED_NAMES = ['__proto__', 'constructor', 'prototype'];
function isReservedName(name) {
    return RESERVED_NAMES.includes(name);
}
const ID_RE = /^[a-z][a-z0-9-]*$/;
const SLUG_RE = /^[a-z0-9][a-z0-9_-]*$/;
const FLAG_RE = /^--[a-z0-9][a-z0-9-]*$/;
const INSTANCE_RE = /^[a-z0-9][a-z0-9-]*$/;
const DEFAULT_REVIEWER_ENTRY_RE = /^[a-zA-Z0-9_-]+$/;
const RESERVED_ID_PREFIX_RE = /^(gsd-|gsd-core-|anthropic-)/;
/** A full commit id: SHA-1 (40 hex), or SHA-256 (64 hex) in a repository that uses it. */
const SHA_RE = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** The id git writes for "no commit" (a push that creates or deletes a branch). */
const ZERO_SHA_RE = /^0+$/;
/** A POSIX-portable environment variable name (`reviewer.env`, `invoke.apiKeyEnv`, `review.env`). */
const ENV_NAME_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Defaults that more than one stage needs. */
const DEFAULTS = {
    maxParallel: 4,
    killGraceMs: 5000,
    maxOutputBytes: 10 * 1024 * 1024,
    fallbackTimeoutMs: 900_000,
    modelDiscoveryTimeoutMs: 2000,
    commentLimit: 65_536,
    manifestMaxBytes: 1024 * 1024,
    /** A prompt file read back (an HTTP lane's request, an estimate): past any budget a lane has. */
    maxPromptFileBytes: 64 * 1024 * 1024,
    chatPath: '/v1/chat/completions',
    modelsPath: '/v1/models',
    fallbackModel: 'local-model',
    consentPath: '.github/reviewer-lanes/consent.json',
    configPath: '.github/reviewer-lanes/config.json',
    legacyConfigPath: '.planning/config.json',
    repositoryCapabilitiesDir: '.github/reviewer-lanes/capabilities',
    instructionsPath: '.github/reviewer-lanes/instructions.md',
};


/***/ })

};

//# sourceMappingURL=338.index.js.map