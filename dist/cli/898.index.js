export const id = 898;
export const ids = [898];
export const modules = {

/***/ 7876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yc: () => (/* binding */ jsonErrorText),
  Z9: () => (/* binding */ loadConfig),
  Bu: () => (/* binding */ parseConfigText)
});

// UNUSED EXPORTS: createConfig, validateConfigDocument

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/catalog/load.ts
var load = __webpack_require__(6043);
// EXTERNAL MODULE: ./src/config/host.ts
var host = __webpack_require__(1242);
;// CONCATENATED MODULE: ./src/config/json-error.ts
/**
 * Where JSON text stops being JSON, as a line and column. V8 names a position for some errors
 * only (not for "Unexpected token" on Node 20, nor for the end of input), so the text is scanned
 * again to find the offset a strict parser stops at. Only run on text JSON.parse refused.
 */
/** The offset of the first character a strict JSON parser rejects (text.length for a short text). */
function jsonErrorOffset(text) {
    let i = 0;
    const fail = () => {
        throw new StopAt(i);
    };
    const ws = () => {
        while (i < text.length && ' \t\n\r'.includes(text.charAt(i)))
            i++;
    };
    const literal = (word) => {
        for (const ch of word)
            if (text[i] === ch)
                i++;
            else
                fail();
    };
    const string = () => {
        i++; // the opening quote
        for (;;) {
            const ch = text.charCodeAt(i);
            if (Number.isNaN(ch) || ch < 0x20)
                fail();
            if (ch === 0x22)
                break;
            if (ch === 0x5c) {
                i++;
                const esc = text.charAt(i);
                if (esc === 'u') {
                    for (let k = 1; k <= 4; k++) {
                        if (/[0-9a-fA-F]/.test(text.charAt(i + k)))
                            continue;
                        i += k;
                        fail();
                    }
                    i += 4;
                }
                else if (!'"\\/bfnrt'.includes(esc) || esc === '')
                    fail();
            }
            i++;
        }
        i++;
    };
    const digits = () => {
        if (!/[0-9]/.test(text.charAt(i)))
            fail();
        while (/[0-9]/.test(text.charAt(i)))
            i++;
    };
    const number = () => {
        if (text[i] === '-')
            i++;
        if (text[i] === '0')
            i++;
        else
            digits();
        if (text[i] === '.') {
            i++;
            digits();
        }
        if (text[i] === 'e' || text[i] === 'E') {
            i++;
            if (text[i] === '+' || text[i] === '-')
                i++;
            digits();
        }
    };
    const value = () => {
        ws();
        const ch = text.charAt(i);
        if (ch === '{')
            container('}', true);
        else if (ch === '[')
            container(']', false);
        else if (ch === '"')
            string();
        else if (ch === 't')
            literal('true');
        else if (ch === 'f')
            literal('false');
        else if (ch === 'n')
            literal('null');
        else if (ch === '-' || /[0-9]/.test(ch))
            number();
        else
            fail();
    };
    const container = (close, keyed) => {
        i++;
        ws();
        if (text[i] === close)
            return void i++;
        for (;;) {
            if (keyed) {
                ws();
                if (text[i] !== '"')
                    fail();
                string();
                ws();
                if (text[i] !== ':')
                    fail();
                i++;
            }
            value();
            ws();
            if (text[i] === ',')
                i++;
            else if (text[i] === close)
                return void i++;
            else
                fail();
        }
    };
    try {
        value();
        ws();
        return i < text.length ? i : text.length;
    }
    catch (error) {
        if (error instanceof StopAt)
            return error.offset;
        // Nesting deep enough to exhaust the stack: the start is the best we can say.
        return 0;
    }
}
class StopAt {
    offset;
    constructor(offset) {
        this.offset = offset;
    }
}
/** `(line L, column C)` of `offset`, both from 1. */
function lineAndColumn(text, offset) {
    const before = text.slice(0, offset);
    return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
// EXTERNAL MODULE: ./src/sys/linked-folder.ts
var linked_folder = __webpack_require__(3001);
// EXTERNAL MODULE: ./src/sys/regular-file.ts
var regular_file = __webpack_require__(8748);
// EXTERNAL MODULE: ./src/sys/plain-object.ts
var plain_object = __webpack_require__(4473);
;// CONCATENATED MODULE: ./src/config/lookup.ts
/**
 * Own-property dotted lookup (never the prototype: `__proto__` reads as unset). A key may be
 * nested, flat or mixed; the most nested spelling wins, a longer dotted key only when it is unset.
 */

/** The value at `key` in `doc`, or undefined. Total: never throws, never reads inherited keys. */
function lookup(doc, key) {
    if (key === '')
        return undefined;
    return resolve(doc, key.split('.'));
}
function resolve(node, segments) {
    if (!(0,plain_object/* isPlainObject */.Q)(node))
        return undefined;
    for (let i = 1; i <= segments.length; i++) {
        const name = segments.slice(0, i).join('.');
        if (!Object.hasOwn(node, name))
            continue;
        const value = node[name];
        if (i === segments.length)
            return value;
        const found = resolve(value, segments.slice(i));
        if (found !== undefined)
            return found;
    }
    return undefined;
}
/** The deepest key we check has three segments (`review.<group>.<slug>`). */
const MAX_KEY_SEGMENTS = 3;
/** Every dotted key a document spells, once per spelling, bounded so hostile nesting is harmless. */
function configNodes(doc) {
    const out = [];
    const walk = (node, prefix, depth) => {
        if (!(0,plain_object/* isPlainObject */.Q)(node))
            return;
        for (const name of Object.keys(node)) {
            const key = prefix === null ? name : `${prefix}.${name}`;
            const segments = depth + name.split('.').length;
            if (segments > MAX_KEY_SEGMENTS)
                continue;
            const value = node[name];
            out.push({ key, value });
            if (segments < MAX_KEY_SEGMENTS)
                walk(value, key, segments);
        }
    };
    walk(doc, null, 0);
    return out;
}

// EXTERNAL MODULE: ./src/config/names.ts
var names = __webpack_require__(6234);
;// CONCATENATED MODULE: ./src/config/config.ts
/**
 * The repository's `review.*` configuration, read once from the working tree. A value of the wrong
 * type reads as unset, with a warning naming the key; selection checks its own two keys.
 */











const MAX_CONFIG_BYTES = 1024 * 1024;
/** A config over a parsed document (lookup.ts); keys in `unset` were warned about and read as undefined. */
function createConfig(doc, source, unset) {
    const get = (key) => (unset?.has(key) ? undefined : lookup(doc, key));
    return {
        source,
        get,
        getString(key) {
            const value = get(key);
            if (typeof value !== 'string')
                return undefined;
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
function jsonErrorText(error, text) {
    const raw = error instanceof Error ? error.message : String(error);
    const at = /\s*(?:in JSON )?at position (\d+)(?: \(line \d+ column \d+\))?/.exec(raw);
    if (!at)
        return raw;
    const position = Number(at[1]);
    const before = text.replace(/^\uFEFF/, '').slice(0, position);
    const line = before.split('\n').length;
    const column = position - before.lastIndexOf('\n');
    return `${raw.slice(0, at.index)}${raw.slice(at.index + at[0].length)} (line ${line}, column ${column})`;
}
/** Keys whose value must have a given type. The first matching pattern applies. */
const KNOWN_KEYS = [
    {
        pattern: /^review\.(models|effort|timeouts|env|max_prompt_tokens_per_reviewer)$/,
        schema: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
        expected: 'an object keyed by lane slug',
    },
    { pattern: /^review\.models\.[^.]+$/, schema: schemas/* string */.YjP(), expected: 'a model name (string)' },
    { pattern: /^review\.[^.]+_host$/, schema: schemas/* string */.YjP(), expected: 'a base URL (string)' },
    {
        pattern: /^review\.effort\.[^.]+$/,
        schema: schemas/* enum */.k5n(names/* EFFORT_LEVELS */.v),
        expected: `one of ${names/* EFFORT_LEVELS */.v.join(', ')}`,
    },
    {
        pattern: /^review\.timeouts\.[^.]+$/,
        schema: schemas/* number */.aig().int().positive(),
        expected: 'a positive integer (milliseconds)',
    },
    {
        pattern: /^review\.env\.[^.]+$/,
        schema: schemas/* array */.YOg(schemas/* string */.YjP().regex(vocabulary/* ENV_NAME_RE */.mb)),
        expected: 'an array of environment variable names (letters, digits and _, not starting with a digit)',
    },
    {
        pattern: /^review\.max_prompt_tokens(_per_reviewer\.[^.]+)?$/,
        schema: schemas/* number */.aig().refine(Number.isFinite),
        expected: 'a number of tokens',
    },
];
function knownKey(key) {
    return KNOWN_KEYS.find((k) => k.pattern.test(key));
}
/** Checks a parsed document; values of the wrong type become warnings and read as unset. */
function validateConfigDocument(doc, source) {
    const errors = [];
    const warnings = [];
    if (!(0,plain_object/* isPlainObject */.Q)(doc)) {
        errors.push({
            code: 'invalid_config',
            path: source,
            message: `the config file must contain a JSON object (got ${(0,names/* describeValue */.b)(doc)})`,
        });
        return { config: createConfig({}, source), errors, warnings };
    }
    const review = lookup(doc, 'review');
    if (review !== undefined && !(0,plain_object/* isPlainObject */.Q)(review)) {
        errors.push({
            code: 'invalid_config',
            path: source,
            field: 'review',
            message: `must be an object (got ${(0,names/* describeValue */.b)(review)})`,
        });
        return { config: createConfig({}, source), errors, warnings };
    }
    const unset = new Set();
    const spellings = new Map();
    for (const { key, value } of configNodes(doc)) {
        if (!(0,plain_object/* isPlainObject */.Q)(value))
            spellings.set(key, (spellings.get(key) ?? 0) + 1);
    }
    const checked = new Set();
    for (const { key } of configNodes(doc)) {
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
        const value = lookup(doc, key);
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
            ? `entry ${entry} is ${(0,names/* describeValue */.b)(items[entry])}`
            : `got ${(0,names/* describeValue */.b)(value)}`;
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
/** jsonErrorText, with the position found by scanning when the engine's message names none. */
function configJsonError(error, text) {
    const message = jsonErrorText(error, text);
    if (/\(line \d+, column \d+\)$/.test(message))
        return message;
    const body = text.replace(/^\uFEFF/, '');
    const { line, column } = lineAndColumn(body, jsonErrorOffset(body));
    return `${message} (line ${line}, column ${column})`;
}
/** Parses and checks a config file's text. Malformed JSON names the line and column. */
function parseConfigText(text, source) {
    let doc;
    try {
        doc = JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch (error) {
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
/** Reads the config file, never through a link or blocking on a FIFO. */
function readConfigFile(absolute, source, cwd) {
    const fail = (message) => ({
        kind: 'error',
        diagnostic: { code: 'invalid_config', path: source, message },
    });
    // Nor through a folder of the repository committed as a link: it would read another folder.
    const linked = (0,linked_folder/* linkedFolderInRepository */.$C)((0,external_node_path_.dirname)(absolute), cwd);
    if (linked)
        return fail(`is reached through a symbolic link (${(0,load/* displayPath */.Gt)(cwd, linked)}); a link in the repository is not followed`);
    const read = (0,regular_file/* readRegularFile */.XF)(absolute, MAX_CONFIG_BYTES);
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
async function loadConfig(cwd, configPath) {
    const candidates = configPath !== undefined
        ? [(0,external_node_path_.resolve)(cwd, configPath)]
        : [vocabulary/* DEFAULTS */.zY.configPath, vocabulary/* DEFAULTS */.zY.legacyConfigPath].map((p) => (0,external_node_path_.resolve)(cwd, p));
    for (const absolute of candidates) {
        const source = (0,load/* displayPath */.Gt)(cwd, absolute);
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


/***/ }),

/***/ 1440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ unknownConfigKeys)
/* harmony export */ });
/* harmony import */ var _sys_nearest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2131);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7819);


/** `review.<name>` keys whose value is an object keyed by lane slug (or instance name). */
const PER_LANE = ['models', 'effort', 'timeouts', 'env', 'max_prompt_tokens_per_reviewer'];
const CENTRAL = [
    'default_reviewers',
    'reviewer_instances',
    'max_prompt_tokens',
    // D22: `"auto"`/`"off"`, or an object of mode, max, lanes and timeout_ms.
    'cross_examine',
    ...PER_LANE,
];
/** Every full key a lane declares or names (`modelConfigKey`, `promptBudgetKey`, a host key). */
function laneKeys(catalog) {
    const keys = new Set(catalog.configOwners.keys());
    for (const lane of catalog.lanes) {
        const r = lane.reviewer;
        const invoke = r.invoke;
        const probe = r.probe;
        for (const key of [r.modelConfigKey, r.promptBudgetKey, invoke.hostConfigKey, probe.hostConfigKey])
            if (typeof key === 'string' && key !== '')
                keys.add(key);
    }
    return keys;
}
const unknown = (source, field, guess) => ({
    code: 'unknown_config_key',
    ...(source ? { path: source } : {}),
    field,
    message: `is not a known key and is ignored${guess ? `; did you mean \`${guess}\`?` : ''}`,
});
function unknownConfigKeys(config, catalog) {
    const declared = laneKeys(catalog);
    const second = new Set(CENTRAL);
    for (const key of declared) {
        const [top, name] = key.split('.');
        if (top === 'review' && name)
            second.add(name);
    }
    const instances = config.get('review.reviewer_instances');
    const owners = new Set(catalog.lanes.map((l) => l.reviewer.slug));
    if (instances && typeof instances === 'object')
        for (const name of Object.keys(instances))
            owners.add(name);
    // The legacy file is a GSD config: its other top-level keys are GSD's, not ours to judge.
    const ownFile = config.source !== _vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS */ .zY.legacyConfigPath;
    const out = [];
    for (const key of config.keys()) {
        const [top = '', name, slug, ...rest] = key.split('.');
        if (top !== 'review') {
            if (!ownFile)
                continue;
            const meant = (0,_sys_nearest_js__WEBPACK_IMPORTED_MODULE_1__/* .nearestName */ .qb)(top, second);
            const guess = meant ? `review.${meant}` : (0,_sys_nearest_js__WEBPACK_IMPORTED_MODULE_1__/* .nearestName */ .qb)(top, ['review']);
            out.push(unknown(config.source, key, guess && [guess, name, slug, ...rest].filter(Boolean).join('.')));
        }
        else if (name === undefined || declared.has(key) || name === 'reviewer_instances') {
            continue;
        }
        else if (slug === undefined) {
            if (!second.has(name))
                out.push(unknown(config.source, key, fullGuess((0,_sys_nearest_js__WEBPACK_IMPORTED_MODULE_1__/* .nearestName */ .qb)(name, second))));
        }
        else if (PER_LANE.includes(name)) {
            if (!owners.has(slug)) {
                const meant = (0,_sys_nearest_js__WEBPACK_IMPORTED_MODULE_1__/* .nearestName */ .qb)(slug, owners);
                out.push(unknown(config.source, key, meant && `review.${name}.${meant}`));
            }
        }
        // Deeper keys under an unknown `review.<name>` were reported with it; under a known scalar
        // key they are a type warning already.
    }
    return out;
}
const fullGuess = (name) => name && `review.${name}`;


/***/ }),

/***/ 7220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ normalizeReviewerInstances),
/* harmony export */   Di: () => (/* binding */ parseReviewerList),
/* harmony export */   G_: () => (/* binding */ configDiagnostic),
/* harmony export */   Xg: () => (/* binding */ DEFAULTS_KEY),
/* harmony export */   nk: () => (/* binding */ INSTANCES_KEY),
/* harmony export */   td: () => (/* binding */ normalizeDefaultReviewers)
/* harmony export */ });
/* harmony import */ var _sys_plain_object_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4473);
/* harmony import */ var _config_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6234);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7819);
/** The names selection reads, normalised: reviewer lists and the two `review.*` selection keys. */



const DEFAULTS_KEY = 'review.default_reviewers';
const INSTANCES_KEY = 'review.reviewer_instances';
/** `review.default_reviewers` → lower-cased, de-duplicated entries, or errors. */
function normalizeDefaultReviewers(raw, configPath) {
    const at = (message) => configDiagnostic(message, DEFAULTS_KEY, configPath);
    if (raw === undefined || raw === null)
        return { absent: true, values: [], errors: [] };
    if (!Array.isArray(raw)) {
        return {
            absent: false,
            values: [],
            errors: [at(`${DEFAULTS_KEY} must be a JSON array of reviewer slugs`)],
        };
    }
    if (raw.length === 0)
        return { absent: false, values: [], errors: [at(`${DEFAULTS_KEY} cannot be empty`)] };
    const values = [];
    const errors = [];
    for (const [i, item] of raw.entries()) {
        if (typeof item !== 'string') {
            errors.push(at(`${DEFAULTS_KEY}[${i}] must be a string reviewer slug (got: ${describe(item)})`));
        }
        else if (!_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_REVIEWER_ENTRY_RE */ .RE.test(item)) {
            errors.push(at(`invalid reviewer slug in ${DEFAULTS_KEY}: ${JSON.stringify(item)}`));
        }
        else {
            const entry = item.toLowerCase();
            if (!values.includes(entry))
                values.push(entry);
        }
    }
    return { absent: false, values, errors };
}
/**
 * `review.reviewer_instances` → validated instances; `cli` names a declared lane, never a command.
 * A value of the wrong type is unset with a warning: a typo in one instance must not fail a review.
 */
function normalizeReviewerInstances(raw, lanes, configPath) {
    const instances = new Map();
    const errors = [];
    const warnings = [];
    if (raw === undefined || raw === null)
        return { instances, errors, warnings };
    const at = (message, field) => configDiagnostic(message, field, configPath);
    const unset = (field, expected, value, then = '') => {
        warnings.push({
            code: 'invalid_config_value',
            field,
            ...(configPath ? { path: configPath } : {}),
            message: `must be ${expected}; got ${(0,_config_names_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .b)(value)}. It is treated as unset${then}.`,
        });
    };
    if (!(0,_sys_plain_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isPlainObject */ .Q)(raw)) {
        unset(INSTANCES_KEY, 'an object mapping instance names to {cli, model?, agent?}', raw);
        return { instances, errors, warnings };
    }
    const slugs = new Set(lanes.map((l) => l.reviewer.slug));
    for (const [name, spec] of Object.entries(raw)) {
        const field = `${INSTANCES_KEY}.${name}`;
        if (!_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .INSTANCE_RE */ .UI.test(name)) {
            errors.push(at(`invalid reviewer instance name ${JSON.stringify(name)}: must match ${_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .INSTANCE_RE */ .UI.source}`, field));
            continue;
        }
        if (slugs.has(name)) {
            errors.push(at(`reviewer instance name '${name}' must not equal a reviewer slug`, field));
            continue;
        }
        if (spec === null)
            continue;
        if (!(0,_sys_plain_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isPlainObject */ .Q)(spec)) {
            unset(field, 'an object with at least {cli}', spec);
            continue;
        }
        const cli = Object.hasOwn(spec, 'cli') ? spec.cli : undefined;
        if (cli !== undefined && cli !== null && typeof cli !== 'string') {
            unset(`${field}.cli`, 'a reviewer lane slug (string)', cli, `, so instance '${name}' is not defined`);
            continue;
        }
        if (typeof cli !== 'string' || !slugs.has(cli)) {
            errors.push(at(`${field}.cli must name a declared reviewer lane slug (got: ${describe(cli)})`, `${field}.cli`));
            continue;
        }
        const instance = { name, cli };
        for (const key of ['model', 'agent']) {
            const v = Object.hasOwn(spec, key) ? spec[key] : undefined;
            if (v === undefined || v === null)
                continue;
            if (typeof v === 'string')
                instance[key] = v;
            else
                unset(`${field}.${key}`, 'a string', v);
        }
        instances.set(name, instance);
    }
    return { instances, errors, warnings };
}
/** Splits `--gemini,codex` style lists; trims, lower-cases (names are case-insensitive), drops empties. */
function parseReviewerList(entries) {
    const names = [];
    for (const entry of entries) {
        for (const part of String(entry).split(',')) {
            const name = part.trim().toLowerCase();
            if (name)
                names.push(name);
        }
    }
    return names;
}
function configDiagnostic(message, field, path) {
    return { message, code: 'invalid_config', field, ...(path ? { path } : {}) };
}
function describe(v) {
    if (v === null || v === undefined)
        return String(v);
    if (Array.isArray(v))
        return 'array';
    if (typeof v === 'string')
        return JSON.stringify(v);
    return typeof v === 'object' ? 'object' : `${typeof v} ${String(v)}`;
}


/***/ }),

/***/ 7398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NB: () => (/* binding */ selectCandidates),
/* harmony export */   Oh: () => (/* binding */ concludeSelection),
/* harmony export */   dz: () => (/* binding */ UNKNOWN_DEFAULT_REVIEWER)
/* harmony export */ });
/* harmony import */ var _sys_nearest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2131);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7220);



/** A `review.default_reviewers` entry that names no lane: a warning here, an error in `validate`. */
const UNKNOWN_DEFAULT_REVIEWER = 'unknown_default_reviewer';
function buildRoster(lanes) {
    // Maps, not objects: a name like `constructor` must never resolve through a prototype.
    const bySlug = new Map();
    const byFlag = new Map();
    for (const lane of lanes) {
        if (!bySlug.has(lane.reviewer.slug))
            bySlug.set(lane.reviewer.slug, lane);
        for (const flag of lane.reviewer.flags)
            if (!byFlag.has(flag))
                byFlag.set(flag, lane);
    }
    return { bySlug, byFlag };
}
function lookupLane(roster, name) {
    return name.startsWith('--') ? roster.byFlag.get(name) : roster.bySlug.get(name);
}
/** Decides the source and the candidates, with the diagnostics that need no probe. */
function selectCandidates(req) {
    const roster = buildRoster(req.lanes);
    const defaults = (0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeDefaultReviewers */ .td)(req.defaultReviewers, req.configPath);
    const { instances, errors: instanceErrors, warnings: instanceWarnings, } = (0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeReviewerInstances */ .BE)(req.reviewerInstances, req.lanes, req.configPath);
    const errors = [...defaults.errors, ...instanceErrors];
    const warnings = [...instanceWarnings];
    const infos = [];
    const candidates = [];
    const seen = new Set();
    const add = (c) => {
        if (seen.has(c.identity))
            return;
        seen.add(c.identity);
        candidates.push(c);
    };
    const laneCandidate = (lane, explicit, instance) => ({
        kind: 'lane',
        identity: instance ? instance.name : lane.reviewer.slug,
        slug: lane.reviewer.slug,
        explicit,
        lane,
        ...(instance ? { instance } : {}),
    });
    const explicitNames = req.explicit ? (0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .parseReviewerList */ .Di)(req.explicit) : [];
    let source;
    if (explicitNames.length > 0) {
        source = 'explicit';
        for (const name of explicitNames) {
            const lane = lookupLane(roster, name);
            const instance = instances.get(name);
            const base = instance && roster.bySlug.get(instance.cli);
            if (lane)
                add(laneCandidate(lane, true));
            else if (instance && base)
                add(laneCandidate(base, true, instance));
            else
                add(missingCandidate(name, req.skipped, [
                    ...roster.bySlug.keys(),
                    ...roster.byFlag.keys(),
                    ...instances.keys(),
                ]));
        }
    }
    else if (req.all && req.within) {
        source = 'all';
        for (const name of (0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .parseReviewerList */ .Di)(req.within)) {
            const lane = lookupLane(roster, name);
            const instance = instances.get(name);
            const base = instance && roster.bySlug.get(instance.cli);
            if (lane)
                add(laneCandidate(lane, false));
            else if (instance && base)
                add(laneCandidate(base, false, instance));
            // Nobody asked for it by name: a lane the list allows that is not declared is said, not failed.
            else
                warnings.push({ message: `no lane named '${name}' is declared`, code: 'malformed_lane', slug: name });
        }
    }
    else if (req.all) {
        source = 'all';
        for (const lane of req.lanes)
            add(laneCandidate(lane, false));
    }
    else if (!defaults.absent) {
        source = 'config_default';
        for (const entry of defaults.values) {
            const instance = instances.get(entry);
            const base = instance && roster.bySlug.get(instance.cli);
            const lane = lookupLane(roster, entry);
            if (instance && base)
                add(laneCandidate(base, false, instance));
            else if (lane)
                add(laneCandidate(lane, false));
            else if (instances.size > 0) {
                errors.push((0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .configDiagnostic */ .G_)(`reviewer instance '${entry}' referenced in ${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS_KEY */ .Xg} is not defined in ${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .INSTANCES_KEY */ .nk}`, _names_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS_KEY */ .Xg, req.configPath));
            }
            else {
                const meant = (0,_sys_nearest_js__WEBPACK_IMPORTED_MODULE_1__/* .nearestName */ .qb)(entry, [...roster.bySlug.keys(), ...instances.keys()]);
                warnings.push({
                    ...(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .configDiagnostic */ .G_)(`unknown reviewer slug in ${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS_KEY */ .Xg}: ${entry}${meant ? ` (did you mean ${meant}?)` : ''}`, _names_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS_KEY */ .Xg, req.configPath),
                    code: UNKNOWN_DEFAULT_REVIEWER,
                });
            }
        }
    }
    else {
        source = 'all_detected';
        for (const lane of req.lanes)
            add(laneCandidate(lane, false));
    }
    return { source, candidates: orderCandidates(candidates), instances, errors, warnings, infos };
}
function missingCandidate(name, skipped, 
/** Every name a lane is known by: the closest one is offered for a typo. */
known) {
    const hit = skipped.find((s) => s.slug === name || (s.flags ?? []).includes(name));
    const base = { kind: 'missing', identity: name, slug: hit?.slug ?? name, explicit: true };
    if (!hit)
        return {
            ...base,
            reason: 'malformed_lane',
            detail: `no lane named '${name}' is declared${(0,_sys_nearest_js__WEBPACK_IMPORTED_MODULE_1__/* .didYouMean */ .au)(name, known)}`,
        };
    if (hit.reason === 'incompatible')
        return { ...base, reason: 'incompatible', detail: hit.message };
    return {
        ...base,
        reason: 'malformed_lane',
        detail: `lane '${name}' was not loaded (${hit.reason}): ${hit.message}`,
    };
}
/** Catalog order (first-party as declared, then repository lanes by id); instances after their base. */
function orderCandidates(candidates) {
    const key = (c) => c.kind === 'missing'
        ? [Number.MAX_SAFE_INTEGER, 0, c.identity]
        : [c.lane.order, c.instance ? 1 : 0, c.identity];
    return [...candidates].sort((a, b) => {
        const [a0, a1, a2] = key(a);
        const [b0, b1, b2] = key(b);
        return a0 - b0 || a1 - b1 || (a2 < b2 ? -1 : a2 > b2 ? 1 : 0);
    });
}
/**
 * The diagnostics that depend on availability: an explicit lane that cannot run is an error; a
 * discovered one an info or silent, a blocked one a warning (a human must act). Never an error
 * for a lane nobody asked for (D9).
 */
function concludeSelection(selection, statuses) {
    const errors = [];
    const warnings = [];
    const infos = [];
    const byIdentity = new Map(statuses.map((s) => [s.identity, s]));
    const statusOf = (c) => byIdentity.get(c.identity) ?? {
        identity: c.identity,
        status: 'unavailable',
        reason: 'probe_failed',
        detail: 'not probed',
    };
    const runnable = selection.candidates.filter((c) => statusOf(c).status === 'runnable');
    if (selection.source === 'explicit') {
        const missing = selection.candidates
            .filter((c) => statusOf(c).status !== 'runnable')
            .sort((a, b) => (a.identity < b.identity ? -1 : a.identity > b.identity ? 1 : 0));
        for (const c of missing) {
            const s = statusOf(c);
            const state = s.status === 'blocked' ? 'is blocked' : 'is not available';
            errors.push({
                message: `explicit reviewer '${c.identity}' ${state}: ${s.detail ?? s.reason ?? 'unknown'} (${s.reason ?? 'unknown'})`,
                ...(s.reason ? { code: s.reason } : {}),
                slug: c.slug,
            });
        }
        if (runnable.length === 0 && selection.errors.length === 0) {
            errors.push({
                message: 'no selected reviewers are available for explicit flags',
                code: 'no_reviewer_available',
            });
        }
    }
    else {
        for (const c of selection.candidates) {
            const s = statusOf(c);
            if (s.status === 'runnable')
                continue;
            const why = `${s.detail ?? ''} (${s.reason ?? 'unknown'})`.trim();
            if (s.status === 'blocked') {
                warnings.push({
                    message: `reviewer '${c.identity}' is blocked: ${why}`,
                    ...(s.reason ? { code: s.reason } : {}),
                    slug: c.slug,
                });
            }
            else if (selection.source === 'config_default') {
                const message = c.kind === 'lane' && c.instance
                    ? `configured instance ${c.identity} not detected on this host: cli ${c.instance.cli}: ${why}`
                    : `configured reviewers not detected on this host: ${c.identity}: ${why}`;
                infos.push({ message, ...(s.reason ? { code: s.reason } : {}), slug: c.slug });
            }
        }
        if (selection.source === 'config_default' && runnable.length === 0 && selection.errors.length === 0) {
            // The spec makes this an error; D9 says lanes reached by defaults never fail the run.
            warnings.push({
                message: 'all configured default reviewers are unavailable on this host',
                code: 'no_reviewer_available',
                field: _names_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS_KEY */ .Xg,
            });
        }
    }
    const sharedAdapter = new Set();
    const byCli = new Map();
    for (const c of runnable) {
        if (c.kind !== 'lane' || !c.instance)
            continue;
        byCli.set(c.instance.cli, [...(byCli.get(c.instance.cli) ?? []), c.identity]);
    }
    for (const [cli, names] of byCli) {
        if (names.length < 2)
            continue;
        for (const n of names)
            sharedAdapter.add(n);
        infos.push({
            message: `reviewer instances ${names.join(', ')} share the '${cli}' adapter: their reviews are not fully independent`,
            code: 'shared_adapter',
            slug: cli,
        });
    }
    return { errors, warnings, infos, sharedAdapter };
}


/***/ })

};

//# sourceMappingURL=898.index.js.map