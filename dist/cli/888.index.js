export const id = 888;
export const ids = [888,819,200];
export const modules = {

/***/ 2888:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createConfig: () => (/* binding */ createConfig),
  jsonErrorText: () => (/* binding */ jsonErrorText),
  loadConfig: () => (/* binding */ loadConfig),
  parseConfigText: () => (/* binding */ parseConfigText),
  validateConfigDocument: () => (/* binding */ validateConfigDocument)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
// EXTERNAL MODULE: ./src/config/keys.ts
var keys = __webpack_require__(1440);
;// CONCATENATED MODULE: ./src/config/lookup.ts
/**
 * Own-property dotted lookup over a parsed config document (spec §12.3: never the prototype).
 *
 * A key may be spelled nested (`{"review":{"models":{"codex":"x"}}}`), flat
 * (`{"review.models.codex":"x"}`) or mixed (`{"review":{"models.codex":"x"}}`). Precedence: at
 * each level the shortest own key is tried first, so the most nested spelling wins; a longer
 * dotted key is read only when the shorter spelling yields nothing (`undefined`).
 */
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The value at `key` in `doc`, or undefined. Total: never throws, never reads inherited keys. */
function lookup(doc, key) {
    if (key === '')
        return undefined;
    return resolve(doc, key.split('.'));
}
function resolve(node, segments) {
    if (!isPlainObject(node))
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
/**
 * Every dotted key a document spells, objects included, down to `maxSegments` segments (the
 * deepest key we validate has three; bounding the walk keeps hostile nesting harmless).
 * A key spelled more than once appears once per spelling.
 */
function configNodes(doc, maxSegments) {
    const out = [];
    const walk = (node, prefix, depth) => {
        if (!isPlainObject(node))
            return;
        for (const name of Object.keys(node)) {
            const key = prefix === null ? name : `${prefix}.${name}`;
            const segments = depth + name.split('.').length;
            if (segments > maxSegments)
                continue;
            const value = node[name];
            out.push({ key, value });
            if (segments < maxSegments)
                walk(value, key, segments);
        }
    };
    walk(doc, null, 0);
    return out;
}

// EXTERNAL MODULE: ./src/trust/host.ts
var host = __webpack_require__(78);
;// CONCATENATED MODULE: ./src/config/config.ts
/**
 * The repository's `review.*` configuration (DESIGN.md §3, §5; spec §6.1). Read once, from the
 * working tree; every problem is returned as a diagnostic naming the file and the key.
 */







const MAX_CONFIG_BYTES = 1024 * 1024;
/**
 * A config over a parsed document. `get` is an own-property dotted lookup (see lookup.ts for
 * how nested and dotted spellings combine); keys in `unset` read as undefined (values of the
 * wrong type, already warned about).
 */
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
    };
}
const EMPTY = createConfig({}, null);
/**
 * Checks a parsed document: it must be an object, `review` (when present) an object; values of
 * the wrong type at known keys become warnings and read as unset. Pure and total.
 */
function validateConfigDocument(doc, source) {
    const errors = [];
    const warnings = [];
    if (!isPlainObject(doc)) {
        errors.push({
            code: 'invalid_config',
            path: source,
            message: `the config file must contain a JSON object (got ${(0,keys/* describeValue */.bp)(doc)})`,
        });
        return { config: createConfig({}, source), errors, warnings };
    }
    const review = lookup(doc, 'review');
    if (review !== undefined && !isPlainObject(review)) {
        errors.push({
            code: 'invalid_config',
            path: source,
            field: 'review',
            message: `must be an object (got ${(0,keys/* describeValue */.bp)(review)})`,
        });
        return { config: createConfig({}, source), errors, warnings };
    }
    const unset = new Set();
    const spellings = new Map();
    for (const { key, value } of configNodes(doc, keys/* MAX_KEY_SEGMENTS */.EZ)) {
        if (!isPlainObject(value))
            spellings.set(key, (spellings.get(key) ?? 0) + 1);
    }
    const checked = new Set();
    for (const { key } of configNodes(doc, keys/* MAX_KEY_SEGMENTS */.EZ)) {
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
        const known = (0,keys/* knownKey */.xx)(key);
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
            ? `entry ${entry} is ${(0,keys/* describeValue */.bp)(items[entry])}`
            : `got ${(0,keys/* describeValue */.bp)(value)}`;
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
            config: createConfig({}, source),
            errors: [
                { code: 'invalid_config', path: source, message: `is not valid JSON: ${jsonErrorText(error, text)}` },
            ],
            warnings: [],
        };
    }
    return validateConfigDocument(doc, source);
}
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
async function readConfigFile(absolute, source) {
    const fail = (message, code = 'invalid_config') => ({
        kind: 'error',
        diagnostic: { code, path: source, message },
    });
    try {
        const info = await (0,promises_.lstat)(absolute);
        if (info.isSymbolicLink())
            return fail('is a symlink; the config file must be a regular file');
        if (!info.isFile())
            return fail('is not a regular file');
        if (info.size > MAX_CONFIG_BYTES)
            return fail(`is larger than 1 MiB (${info.size} bytes)`);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { kind: 'missing' };
        return fail(`cannot be read: ${error.message}`);
    }
    try {
        // O_NOFOLLOW closes the gap between the lstat above and the read (where the platform has it).
        const handle = await (0,promises_.open)(absolute, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0));
        try {
            const info = await handle.stat();
            if (!info.isFile())
                return fail('is not a regular file');
            if (info.size > MAX_CONFIG_BYTES)
                return fail(`is larger than 1 MiB (${info.size} bytes)`);
            return { kind: 'text', text: await handle.readFile('utf8') };
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        if (error.code === 'ELOOP')
            return fail('is a symlink; the config file must be a regular file');
        return fail(`cannot be read: ${error.message}`);
    }
}
/** Repository-relative when inside `cwd`, else absolute (for messages and `source`). */
function displayPath(cwd, absolute) {
    const rel = (0,external_node_path_.relative)(cwd, absolute);
    return rel && !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel) ? rel.split('\\').join('/') : absolute;
}
/**
 * Loads `review.*` config: `configPath` (relative to `cwd` or absolute) when given, else
 * `.github/reviewer-lanes/config.json`, else `.planning/config.json`. A missing default file is
 * an empty config; a missing explicit file is an error. Never throws.
 */
async function loadConfig(cwd, configPath) {
    const candidates = configPath !== undefined
        ? [(0,external_node_path_.resolve)(cwd, configPath)]
        : [vocabulary.DEFAULTS.configPath, vocabulary.DEFAULTS.legacyConfigPath].map((p) => (0,external_node_path_.resolve)(cwd, p));
    for (const absolute of candidates) {
        const source = displayPath(cwd, absolute);
        const read = await readConfigFile(absolute, source);
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
/* harmony export */   EZ: () => (/* binding */ MAX_KEY_SEGMENTS),
/* harmony export */   bp: () => (/* reexport safe */ _names_js__WEBPACK_IMPORTED_MODULE_0__.bp),
/* harmony export */   mb: () => (/* reexport safe */ _names_js__WEBPACK_IMPORTED_MODULE_0__.mb),
/* harmony export */   xx: () => (/* binding */ knownKey)
/* harmony export */ });
/* unused harmony export KNOWN_KEYS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6234);
/**
 * The `review.*` keys whose value types we check (DESIGN.md §3, §5). A value of the wrong type
 * is treated as unset, with a warning naming the key. `review.default_reviewers` and
 * `review.reviewer_instances` are checked by the selection stage, which owns their errors.
 */



const envName = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ENV_NAME_RE */ .mb);
/** Keys whose value must have a given type. The first matching pattern applies. */
const KNOWN_KEYS = [
    {
        pattern: /^review\.(models|effort|timeouts|env|max_prompt_tokens_per_reviewer)$/,
        schema: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
        expected: 'an object keyed by lane slug',
    },
    { pattern: /^review\.models\.[^.]+$/, schema: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), expected: 'a model name (string)' },
    { pattern: /^review\.[^.]+_host$/, schema: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), expected: 'a base URL (string)' },
    {
        pattern: /^review\.effort\.[^.]+$/,
        schema: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .EFFORT_LEVELS */ .vm),
        expected: `one of ${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .EFFORT_LEVELS */ .vm.join(', ')}`,
    },
    {
        pattern: /^review\.timeouts\.[^.]+$/,
        schema: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
        expected: 'a positive integer (milliseconds)',
    },
    {
        pattern: /^review\.env\.[^.]+$/,
        schema: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(envName),
        expected: 'an array of environment variable names (letters, digits and _, not starting with a digit)',
    },
    {
        pattern: /^review\.max_prompt_tokens(_per_reviewer\.[^.]+)?$/,
        schema: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().refine(Number.isFinite),
        expected: 'a number of tokens',
    },
];
/** The deepest known key has three segments (`review.<group>.<slug>`). */
const MAX_KEY_SEGMENTS = 3;
function knownKey(key) {
    return KNOWN_KEYS.find((k) => k.pattern.test(key));
}


/***/ }),

/***/ 6234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   mb: () => (/* binding */ ENV_NAME_RE),
/* harmony export */   vm: () => (/* binding */ EFFORT_LEVELS)
/* harmony export */ });
/**
 * Names and renderings shared by config and trust, kept free of heavy imports so the trust gate's
 * pure helpers load quickly.
 */
/** `review.effort.<slug>` levels (DESIGN.md §5 Effort). */
const EFFORT_LEVELS = ['minimal', 'low', 'medium', 'high', 'xhigh', 'max', 'inherit'];
/** A POSIX-portable environment variable name. */
const ENV_NAME_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A short, safe rendering of a value for a message: its type and, for scalars, the value. */
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    switch (typeof value) {
        case 'string': {
            const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
            return `string ${JSON.stringify(shown)}`;
        }
        case 'number':
        case 'boolean':
            return `${typeof value} ${String(value)}`;
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}


/***/ }),

/***/ 78:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ normalizeHost),
/* harmony export */   c: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
/**
 * Host normalisation (spec §7.1) and loopback classification (spec §9.1). The consented host and
 * the host a request goes to are compared in normalised form, so cosmetic differences (case,
 * trailing slash, a default port) are not changes while every real difference is.
 */
function parseUrl(raw) {
    try {
        return new URL(raw);
    }
    catch {
        return null;
    }
}
const DEFAULT_PORTS = { 'http:': '80', 'https:': '443' };
/**
 * `<scheme>//<hostname>[:<port>]<path>`, lower-cased, without a default port, trailing slashes,
 * userinfo, query or fragment. Input that is not a URL with a hostname (`localhost:11434`,
 * `not a url`) comes back trimmed with trailing slashes stripped.
 */
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
/** The host part of something that is not a URL with a hostname (spec §9.1 bare-host rules). */
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
 * A component out of range makes the address invalid — never wrapped (spec §12 defect R).
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
/**
 * True only when the destination is this machine (spec §9.1). Hostnames are matched exactly,
 * never as substrings: `localhost.evil.com`, `http://localhost@evil.com` and `128.0.0.1` are
 * remote.
 */
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

/***/ 7819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BLOCK_REASONS: () => (/* binding */ BLOCK_REASONS),
/* harmony export */   DEFAULTS: () => (/* binding */ DEFAULTS),
/* harmony export */   DEFAULT_REVIEWER_ENTRY_RE: () => (/* binding */ DEFAULT_REVIEWER_ENTRY_RE),
/* harmony export */   EFFORT_CHANNELS: () => (/* binding */ EFFORT_CHANNELS),
/* harmony export */   EMPTY_OUTPUT_POLICIES: () => (/* binding */ EMPTY_OUTPUT_POLICIES),
/* harmony export */   EVIDENCE_CLASSES: () => (/* binding */ EVIDENCE_CLASSES),
/* harmony export */   FLAG_RE: () => (/* binding */ FLAG_RE),
/* harmony export */   HANDLERS: () => (/* binding */ HANDLERS),
/* harmony export */   ID_RE: () => (/* binding */ ID_RE),
/* harmony export */   INSTANCE_RE: () => (/* binding */ INSTANCE_RE),
/* harmony export */   LANE_STATUSES: () => (/* binding */ LANE_STATUSES),
/* harmony export */   MODEL_DISCOVERY: () => (/* binding */ MODEL_DISCOVERY),
/* harmony export */   OUTPUT_CHANNELS: () => (/* binding */ OUTPUT_CHANNELS),
/* harmony export */   PLACEHOLDERS: () => (/* binding */ PLACEHOLDERS),
/* harmony export */   PROBE_KINDS: () => (/* binding */ PROBE_KINDS),
/* harmony export */   PROMPT_CHANNELS: () => (/* binding */ PROMPT_CHANNELS),
/* harmony export */   REASONS: () => (/* binding */ REASONS),
/* harmony export */   RESERVED_ID_PREFIX_RE: () => (/* binding */ RESERVED_ID_PREFIX_RE),
/* harmony export */   RESERVED_NAMES: () => (/* binding */ RESERVED_NAMES),
/* harmony export */   ROLES: () => (/* binding */ ROLES),
/* harmony export */   SLUG_RE: () => (/* binding */ SLUG_RE),
/* harmony export */   TIERS: () => (/* binding */ TIERS),
/* harmony export */   TRANSPORTS: () => (/* binding */ TRANSPORTS),
/* harmony export */   VOCABULARY_VERSION: () => (/* binding */ VOCABULARY_VERSION),
/* harmony export */   isReservedName: () => (/* binding */ isReservedName)
/* harmony export */ });
/**
 * The closed vocabularies of the lane contract (ADR-2782 as amended, DESIGN.md D1/D8).
 * Every enum a manifest, a plan or a result may carry is listed here once; schemas,
 * registries and tests import these lists rather than repeating them.
 */
/** The version of the lane vocabulary we implement; `engines.gsd` is evaluated against it. */
const VOCABULARY_VERSION = '1.10.0';
const ROLES = ['feature', 'runtime', 'reviewer'];
const TIERS = ['core', 'standard', 'full'];
const TRANSPORTS = ['spawn', 'openai-http'];
const PROBE_KINDS = ['command-exists', 'command-capability', 'http-reachable'];
const HANDLERS = ['antigravity', 'openai-compatible', 'opencode'];
const PROMPT_CHANNELS = ['stdin', 'argv', 'argv-file-ref', 'none'];
const OUTPUT_CHANNELS = ['stdout', 'file-arg'];
const EFFORT_CHANNELS = ['none', 'argv', 'env'];
const EMPTY_OUTPUT_POLICIES = ['stub-with-stderr', 'handler-owned'];
const EVIDENCE_CLASSES = ['source-grounded', 'diff-only'];
const MODEL_DISCOVERY = ['none', 'first-from-models-endpoint'];
const PLACEHOLDERS = ['{{model}}', '{{effort}}', '{{output}}', '{{prompt}}'];
/** Exactly one of these ends every selected lane (DESIGN.md D8). */
const LANE_STATUSES = [
    'reviewed',
    'empty',
    'failed',
    'timed_out',
    'skipped',
    'unavailable',
    'blocked',
];
/** The frozen reason codes: spec §6.2 plus DESIGN.md D8's additions. Tests assert these, never prose. */
const REASONS = [
    // spec §6.2 (LANE_UNAVAILABLE)
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
    // DESIGN.md D8
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
/** Reasons that mean "the trust gate stopped this lane before anything ran". */
const BLOCK_REASONS = ['not_consented', 'signature_changed', 'egress_host_changed'];
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
/** Defaults that more than one stage needs. */
const DEFAULTS = {
    maxParallel: 4,
    killGraceMs: 5000,
    maxOutputBytes: 10 * 1024 * 1024,
    fallbackTimeoutMs: 900_000,
    modelDiscoveryTimeoutMs: 2000,
    commentLimit: 65_536,
    manifestMaxBytes: 1024 * 1024,
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
