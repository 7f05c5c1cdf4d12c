export const id = 462;
export const ids = [462];
export const modules = {

/***/ 15462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseConfigText: () => (/* binding */ parseConfigText)
});

// UNUSED EXPORTS: knownKey, knownKeys, validateConfigDocument

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./src/trust/host.ts
var host = __webpack_require__(78);
// EXTERNAL MODULE: ./src/config/config.ts
var config = __webpack_require__(81122);
// EXTERNAL MODULE: ./src/config/names.ts
var names = __webpack_require__(86234);
;// CONCATENATED MODULE: ./src/config/keys.ts
/**
 * Names shared by the config checker (check.ts), the baseline and the catalog, kept free of the
 * schemas so that importing them loads no validator.
 */

/** The deepest known key has three segments (`review.<group>.<slug>`). */
const MAX_KEY_SEGMENTS = 3;

// EXTERNAL MODULE: ./src/config/lookup.ts
var lookup = __webpack_require__(40422);
;// CONCATENATED MODULE: ./src/config/check.ts
/**
 * Checking a config document (DESIGN.md §3, §5): the `review.*` keys whose value types we check,
 * with a warning naming the key for a value of the wrong type, which then reads as unset.
 * `review.default_reviewers` and `review.reviewer_instances` are checked by the selection stage,
 * which owns their errors. Kept apart from config.ts so a run without a config file never loads
 * the schemas (DESIGN.md §6).
 */






let known;
/**
 * Keys whose value must have a given type. The first matching pattern applies. Built on first
 * use: most runs have no config file, and constructing schemas costs every start (DESIGN.md §6).
 */
function knownKeys() {
    if (known)
        return known;
    const envName = schemas/* string */.YjP().regex(names/* ENV_NAME_RE */.mb);
    known = [
        {
            pattern: /^review\.(models|effort|timeouts|env|max_prompt_tokens_per_reviewer)$/,
            schema: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
            expected: 'an object keyed by lane slug',
        },
        { pattern: /^review\.models\.[^.]+$/, schema: schemas/* string */.YjP(), expected: 'a model name (string)' },
        { pattern: /^review\.[^.]+_host$/, schema: schemas/* string */.YjP(), expected: 'a base URL (string)' },
        {
            pattern: /^review\.effort\.[^.]+$/,
            schema: schemas/* enum */.k5n(names/* EFFORT_LEVELS */.vm),
            expected: `one of ${names/* EFFORT_LEVELS */.vm.join(', ')}`,
        },
        {
            pattern: /^review\.timeouts\.[^.]+$/,
            schema: schemas/* number */.aig().int().positive(),
            expected: 'a positive integer (milliseconds)',
        },
        {
            pattern: /^review\.env\.[^.]+$/,
            schema: schemas/* array */.YOg(envName),
            expected: 'an array of environment variable names (letters, digits and _, not starting with a digit)',
        },
        {
            pattern: /^review\.max_prompt_tokens(_per_reviewer\.[^.]+)?$/,
            schema: schemas/* number */.aig().refine(Number.isFinite),
            expected: 'a number of tokens',
        },
    ];
    return known;
}
function knownKey(key) {
    return knownKeys().find((k) => k.pattern.test(key));
}
/**
 * Checks a parsed document: it must be an object, `review` (when present) an object; values of
 * the wrong type at known keys become warnings and read as unset. Pure and total.
 */
function validateConfigDocument(doc, source) {
    const errors = [];
    const warnings = [];
    if (!(0,lookup/* isPlainObject */.Qd)(doc)) {
        errors.push({
            code: 'invalid_config',
            path: source,
            message: `the config file must contain a JSON object (got ${(0,names/* describeValue */.bp)(doc)})`,
        });
        return { config: (0,config/* createConfig */.Z3)({}, source), errors, warnings };
    }
    const review = (0,lookup/* lookup */.$I)(doc, 'review');
    if (review !== undefined && !(0,lookup/* isPlainObject */.Qd)(review)) {
        errors.push({
            code: 'invalid_config',
            path: source,
            field: 'review',
            message: `must be an object (got ${(0,names/* describeValue */.bp)(review)})`,
        });
        return { config: (0,config/* createConfig */.Z3)({}, source), errors, warnings };
    }
    const unset = new Set();
    const spellings = new Map();
    for (const { key, value } of (0,lookup/* configNodes */.ik)(doc, MAX_KEY_SEGMENTS)) {
        if (!(0,lookup/* isPlainObject */.Qd)(value))
            spellings.set(key, (spellings.get(key) ?? 0) + 1);
    }
    const checked = new Set();
    for (const { key } of (0,lookup/* configNodes */.ik)(doc, MAX_KEY_SEGMENTS)) {
        if (checked.has(key))
            continue;
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
        if (!known)
            continue;
        // lookup() gives the value that wins, whichever spelling this node came from.
        const value = (0,lookup/* lookup */.$I)(doc, key);
        // null is how JSON says "unset"; it is not a type error.
        if (value === null || value === undefined)
            continue;
        const result = known.schema.safeParse(value);
        if (result.success) {
            const dropped = typeof value === 'string' && key.endsWith('_host') ? droppedHostParts(value) : null;
            if (dropped)
                warnings.push({ code: 'host_parts_dropped', path: source, field: key, message: dropped });
            continue;
        }
        unset.add(key);
        const items = Array.isArray(value) ? value : undefined;
        const entry = items ? firstBadIndex(result.error.issues) : undefined;
        const got = items && entry !== undefined
            ? `entry ${entry} is ${(0,names/* describeValue */.bp)(items[entry])}`
            : `got ${(0,names/* describeValue */.bp)(value)}`;
        warnings.push({
            code: 'invalid_config_value',
            path: source,
            field: key,
            message: `must be ${known.expected}; ${got}. It is treated as unset.`,
        });
    }
    return { config: (0,config/* createConfig */.Z3)(doc, source, unset), errors, warnings };
}
/**
 * Host URLs are normalised to scheme, host, port and path (spec §7.1), so user info, a query or
 * a fragment never reach the request. Say so rather than drop them silently (spec §12 defect K);
 * the value itself is not echoed, since user info is usually a credential.
 */
function droppedHostParts(raw) {
    let url;
    try {
        url = new URL(raw.trim());
    }
    catch {
        return null;
    }
    if (url.hostname === '')
        return null;
    const parts = [
        url.username || url.password ? 'user info' : '',
        url.search ? 'a query' : '',
        url.hash ? 'a fragment' : '',
    ].filter(Boolean);
    if (parts.length === 0)
        return null;
    return `contains ${parts.join(' and ')}, which ${parts.length === 1 ? 'is' : 'are'} dropped: requests go to ${(0,host/* normalizeHost */.L)(raw)} (send a key with the lane's apiKeyEnv instead)`;
}
function firstBadIndex(issues) {
    for (const issue of issues) {
        const first = issue.path[0];
        if (typeof first === 'number')
            return first;
    }
    return undefined;
}
/** Parses and checks a config file's text. Malformed JSON names the line and column. */
function parseConfigText(text, source) {
    let doc;
    try {
        doc = JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch (error) {
        return {
            config: (0,config/* createConfig */.Z3)({}, source),
            errors: [
                { code: 'invalid_config', path: source, message: `is not valid JSON: ${(0,config/* jsonErrorText */.yc)(error, text)}` },
            ],
            warnings: [],
        };
    }
    return validateConfigDocument(doc, source);
}


/***/ })

};
