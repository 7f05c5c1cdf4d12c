export const id = 266;
export const ids = [266];
export const modules = {

/***/ 340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z3: () => (/* binding */ createConfig),
  yc: () => (/* binding */ jsonErrorText),
  Z9: () => (/* binding */ loadConfig)
});

// UNUSED EXPORTS: parseConfigText, validateConfigDocument

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/config/host.ts
var host = __webpack_require__(1242);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
// EXTERNAL MODULE: ./src/sys/linked-folder.ts
var linked_folder = __webpack_require__(3001);
// EXTERNAL MODULE: ./src/config/names.ts
var names = __webpack_require__(6234);
;// CONCATENATED MODULE: ./src/config/keys.ts
/** Names shared by the config checks, the baseline and the catalog. */

/** The deepest known key has three segments (`review.<group>.<slug>`). */
const MAX_KEY_SEGMENTS = 3;

;// CONCATENATED MODULE: ./src/config/lookup.ts
/**
 * Own-property dotted lookup over a parsed config document: never the prototype, so a key named
 * `__proto__` or `constructor` reads as unset.
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

;// CONCATENATED MODULE: ./src/config/config.ts
/**
 * The repository's `review.*` configuration. Read once, from the
 * working tree; every problem is returned as a diagnostic naming the file and the key. A value
 * of the wrong type at a key we check reads as unset, with a warning naming the key;
 * `review.default_reviewers` and `review.reviewer_instances` are checked by the selection stage,
 * which owns their errors.
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
        schema: schemas/* array */.YOg(schemas/* string */.YjP().regex(names/* ENV_NAME_RE */.mb)),
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
            message: `the config file must contain a JSON object (got ${(0,names/* describeValue */.bp)(doc)})`,
        });
        return { config: createConfig({}, source), errors, warnings };
    }
    const review = lookup(doc, 'review');
    if (review !== undefined && !isPlainObject(review)) {
        errors.push({
            code: 'invalid_config',
            path: source,
            field: 'review',
            message: `must be an object (got ${(0,names/* describeValue */.bp)(review)})`,
        });
        return { config: createConfig({}, source), errors, warnings };
    }
    const unset = new Set();
    const spellings = new Map();
    for (const { key, value } of configNodes(doc, MAX_KEY_SEGMENTS)) {
        if (!isPlainObject(value))
            spellings.set(key, (spellings.get(key) ?? 0) + 1);
    }
    const checked = new Set();
    for (const { key } of configNodes(doc, MAX_KEY_SEGMENTS)) {
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
            ? `entry ${entry} is ${(0,names/* describeValue */.bp)(items[entry])}`
            : `got ${(0,names/* describeValue */.bp)(value)}`;
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
 * Host URLs are normalised to scheme, host, port and path, so user info, a query or
 * a fragment never reach the request. Say so rather than drop them silently;
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
 * Reads the config file, synchronously (one small local file). Never through a symlink, and never
 * blocking on a FIFO or device swapped in after the lstat.
 */
function readConfigFile(absolute, source, cwd) {
    const fail = (message, code = 'invalid_config') => ({
        kind: 'error',
        diagnostic: { code, path: source, message },
    });
    // Nor through a folder of the repository committed as a link: it would read another folder.
    const linked = (0,linked_folder/* linkedFolderInRepository */.$C)((0,external_node_path_.dirname)(absolute), cwd);
    if (linked)
        return fail(`is reached through a symbolic link (${displayPath(cwd, linked)}); a link in the repository is not followed`);
    try {
        const info = (0,external_node_fs_.lstatSync)(absolute);
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
    let fd;
    try {
        // O_NOFOLLOW closes the gap between the lstat above and the read (where the platform has it).
        fd = (0,external_node_fs_.openSync)(absolute, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0));
    }
    catch (error) {
        if (error.code === 'ELOOP')
            return fail('is a symlink; the config file must be a regular file');
        return fail(`cannot be read: ${error.message}`);
    }
    try {
        const info = (0,external_node_fs_.fstatSync)(fd);
        if (!info.isFile())
            return fail('is not a regular file');
        if (info.size > MAX_CONFIG_BYTES)
            return fail(`is larger than 1 MiB (${info.size} bytes)`);
        return { kind: 'text', text: (0,external_node_fs_.readFileSync)(fd, 'utf8') };
    }
    catch (error) {
        return fail(`cannot be read: ${error.message}`);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
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
        : [vocabulary/* DEFAULTS */.zY.configPath, vocabulary/* DEFAULTS */.zY.legacyConfigPath].map((p) => (0,external_node_path_.resolve)(cwd, p));
    for (const absolute of candidates) {
        const source = displayPath(cwd, absolute);
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

/***/ 1242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ normalizeHost),
/* harmony export */   c: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
/**
 * Host normalisation and loopback classification. The consented host and
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
/**
 * True only when the destination is this machine. Hostnames are matched exactly,
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
/** `review.effort.<slug>` levels; how each CLI is told is the handler's (plan/resolve.ts). */
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

/***/ 5775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B9: () => (/* binding */ openAsync),
/* harmony export */   P5: () => (/* binding */ closeAsync),
/* harmony export */   Xr: () => (/* binding */ fstatAsync),
/* harmony export */   gT: () => (/* binding */ rmAsync),
/* harmony export */   nV: () => (/* binding */ accessAsync),
/* harmony export */   pt: () => (/* binding */ lstatAsync),
/* harmony export */   vu: () => (/* binding */ readAsync),
/* harmony export */   x_: () => (/* binding */ statAsync)
/* harmony export */ });
/* unused harmony export readFileAsync */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/** The asynchronous file calls the review's path needs, as promises over `node:fs`'s callbacks. */


const accessAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_0__.access);
const closeAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_0__.close);
const fstatAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_0__.fstat);
const lstatAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_0__.lstat);
const openAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_0__.open);
const readFileAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_0__.readFile);
const rmAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_0__.rm);
const statAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_0__.stat);
/** Reads into `buffer` at `offset` from file position `position`; resolves to the bytes read. */
function readAsync(fd, buffer, offset, length, position) {
    return new Promise((resolve, reject) => {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.read)(fd, buffer, offset, length, position, (error, bytesRead) => error ? reject(error) : resolve(bytesRead));
    });
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
 * PATH entries that are not absolute (an empty entry, `.`, `node_modules/.bin`) name folders of
 * the working directory, and every child this tool starts (a lane, a probe, git) works in the
 * checkout under review: through such an entry, a program the pull request commits would run in
 * place of the one consent names. They are dropped from every PATH handed to a child, as the
 * PATH lookup of sys/path-lookup.ts ignores them.
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

/***/ 8748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ readRegularText),
/* harmony export */   Pm: () => (/* binding */ openForWrite),
/* harmony export */   _o: () => (/* binding */ writeFresh),
/* harmony export */   b4: () => (/* binding */ removeEntry),
/* harmony export */   cK: () => (/* binding */ writeNoFollow)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Reading a file the pull request may have placed: only a regular file, never through a symbolic
 * link, never blocking on a FIFO or a device swapped in after a check, and never more than a cap.
 */

/** The text of `path` when it is a regular file of at most `maxBytes`; null otherwise or on error. */
function readRegularText(path, maxBytes) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0));
    }
    catch {
        return null;
    }
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!info.isFile() || info.size > maxBytes)
            return null;
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd, 'utf8');
    }
    catch {
        return null;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
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
 * Writes `data` to `path` (created or truncated) without following a link and without blocking
 * on a FIFO. A link or a FIFO found at the name (what a lane can leave in the run's folder) is
 * removed, itself and never its target, and the file created anew; any other kind of file (a
 * device, a folder) is left alone and the write fails.
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
/**
 * Writes `data` to `path` as a new file: whatever is there (the last run's file, a link, a FIFO a
 * lane made, a folder) is removed first, never followed, and the file is created with O_EXCL, so
 * a name taken again in between fails the write instead of sending it elsewhere or blocking on it.
 */
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

/***/ 1947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Zg: () => (/* binding */ MAX_BASELINE_BYTES),
  Go: () => (/* binding */ bootstrapHint),
  nk: () => (/* binding */ parseBaseline),
  mF: () => (/* binding */ readBaseline),
  ky: () => (/* binding */ serializeBaseline)
});

// UNUSED EXPORTS: BaselineSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var iso = __webpack_require__(4377);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
// EXTERNAL MODULE: ./src/config/names.ts
var names = __webpack_require__(6234);
// EXTERNAL MODULE: ./src/config/config.ts + 2 modules
var config = __webpack_require__(340);
;// CONCATENATED MODULE: ./src/trust/issues.ts
/** Turns schema issues into the messages people read: the JSON path and what is wrong there. */

/** `lanes.my-lane.env[0]`. */
function jsonPath(path) {
    let out = '';
    for (const part of path) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else
            out += out === '' ? String(part) : `.${String(part)}`;
    }
    return out;
}
/** The value at `path` inside `root`, reading own properties only. */
function valueAt(root, path) {
    let node = root;
    for (const part of path) {
        if (typeof node !== 'object' || node === null)
            return undefined;
        const key = String(part);
        if (!Object.hasOwn(node, key))
            return undefined;
        node = node[key];
    }
    return node;
}
const EXPECTED = {
    object: 'an object',
    record: 'an object',
    array: 'an array',
    string: 'a string',
    number: 'a number',
    boolean: 'a boolean',
};
/** What is wrong at the issue's path, in words (the path itself is reported separately). */
function issueMessage(issue, root) {
    const value = valueAt(root, issue.path);
    if (issue.code === 'unrecognized_keys' && issue.keys) {
        const keys = issue.keys.map((k) => JSON.stringify(k)).join(', ');
        return `has unknown ${issue.keys.length === 1 ? 'key' : 'keys'} ${keys}`;
    }
    if (issue.code === 'invalid_key' && issue.issues?.[0])
        return `key ${issue.issues[0].message}`;
    if (value === undefined && issue.code !== 'invalid_key')
        return 'is missing';
    if (issue.code === 'invalid_type') {
        const expected = EXPECTED[issue.expected ?? ''] ?? issue.expected ?? 'another type';
        return `must be ${expected} (got ${(0,names/* describeValue */.bp)(value)})`;
    }
    return `${issue.message} (got ${(0,names/* describeValue */.bp)(value)})`;
}

;// CONCATENATED MODULE: ./src/trust/baseline.ts
/**
 * The committed consent baseline, `consent.json` (D4), and reading it from a trusted
 * git ref (D5): as a git object at the PR base — never from the working tree the PR controls.
 */





const MAX_BASELINE_BYTES = 1024 * 1024;
const EntrySchema = schemas/* strictObject */.rej({
    slug: schemas/* string */.YjP().min(1, { error: 'must be a non-empty string' }),
    signature: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/, { error: 'must be 64 lowercase hex characters (a SHA-256)' }),
    host: schemas/* string */.YjP().min(1, { error: 'must be a non-empty string when present' }).optional(),
    env: schemas/* array */.YOg(schemas/* string */.YjP().regex(names/* ENV_NAME_RE */.mb, { error: 'must be an environment variable name' })).optional(),
    disclosure: schemas/* string */.YjP(),
    consentedAt: iso/* datetime */.w$({ offset: true, error: 'must be an ISO-8601 date and time' }),
});
const LaneIdSchema = schemas/* string */.YjP()
    .regex(vocabulary/* ID_RE */.YP, {
    error: 'must be a capability id (lower case letters, digits and -, starting with a letter)',
})
    .refine((id) => !(0,vocabulary/* isReservedName */.ce)(id), { error: 'is a reserved name' });
const BaselineSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(1, { error: 'must be 1' }),
    lanes: schemas/* record */.g1P(LaneIdSchema, EntrySchema),
});
function issueDiagnostic(issue, root, path) {
    const diagnostic = {
        code: 'invalid_baseline',
        path,
        field: jsonPath(issue.path) || '(document)',
        message: issueMessage(issue, root),
    };
    if (issue.path[0] === 'lanes' && typeof issue.path[1] === 'string')
        diagnostic.id = issue.path[1];
    return diagnostic;
}
/** Entries in a canonical form: `env` sorted and deduplicated, empty `env` dropped. */
function canonicalEntry(entry) {
    const out = {
        slug: entry.slug,
        signature: entry.signature,
        disclosure: entry.disclosure,
        consentedAt: entry.consentedAt,
    };
    if (entry.host !== undefined)
        out.host = entry.host;
    if (entry.env && entry.env.length > 0)
        out.env = [...new Set(entry.env)].sort();
    return out;
}
/** Parses `consent.json` text. Total: malformed input gives errors naming the file and JSON path. */
function parseBaseline(text, path) {
    let doc;
    try {
        doc = JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch (error) {
        return {
            baseline: null,
            errors: [
                { code: 'invalid_baseline', path, message: `is not valid JSON: ${(0,config/* jsonErrorText */.yc)(error, text)}` },
            ],
        };
    }
    const result = BaselineSchema.safeParse(doc);
    if (!result.success) {
        return {
            baseline: null,
            errors: result.error.issues.map((i) => issueDiagnostic(i, doc, path)),
        };
    }
    // A null-prototype map: lane ids are data, never keys into Object.prototype.
    const lanes = Object.create(null);
    for (const [id, entry] of Object.entries(result.data.lanes))
        lanes[id] = canonicalEntry(entry);
    return { baseline: { version: 1, lanes }, errors: [] };
}
/** Deterministic text: keys sorted at every level, `env` sorted, two-space JSON, final newline. */
function serializeBaseline(baseline) {
    const lanes = Object.create(null);
    for (const id of Object.keys(baseline.lanes).sort()) {
        const entry = canonicalEntry(baseline.lanes[id]);
        const sortedEntry = {};
        for (const key of Object.keys(entry).sort())
            sortedEntry[key] = entry[key];
        lanes[id] = sortedEntry;
    }
    return `${JSON.stringify({ lanes, version: baseline.version }, null, 2)}\n`;
}
/** What `consent --write` says to do when there is no baseline to check against. */
function bootstrapHint(path) {
    return `run \`reviewer-lanes consent --write\`, review the disclosure, and commit ${path} on the base branch first`;
}
/**
 * Reads the baseline at `ref` as a git object (never the working tree). A missing file is not an
 * error — `origin.missing` is set and every lane that needs an entry is blocked; a symlink, a
 * non-file, an unresolvable ref or malformed content is.
 */
async function readBaseline(git, ref, path) {
    const origin = { ref, sha: null, path, missing: false };
    const fail = (message, code = 'invalid_baseline') => ({
        baseline: null,
        origin,
        errors: [{ code, path, message }],
    });
    try {
        origin.sha = await git.revParse(ref);
        if (origin.sha === null) {
            return fail(`cannot be read: ${JSON.stringify(ref)} does not name a commit in this repository`, 'baseline_ref');
        }
        const file = await git.readFile(origin.sha, path);
        switch (file.kind) {
            case 'missing':
                origin.missing = true;
                return { baseline: null, origin, errors: [] };
            case 'symlink':
                return fail(`is a symlink at ${origin.sha} (-> ${file.target}); the consent baseline must be a regular file`);
            case 'not_a_file':
                return fail(`is not a regular file at ${origin.sha}`);
            case 'too_large':
                return fail(`is larger than 1 MiB at ${origin.sha}`);
            case 'file': {
                const parsed = parseBaseline(file.content, path);
                return { baseline: parsed.baseline, origin, errors: parsed.errors };
            }
        }
    }
    catch (error) {
        return fail(`cannot be read at ${ref}: ${error.message}`, 'baseline_ref');
    }
}


/***/ }),

/***/ 2856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jO: () => (/* binding */ consentReport),
  GX: () => (/* binding */ diffBaselines),
  B9: () => (/* binding */ writeBaseline)
});

// EXTERNAL MODULE: ./src/trust/env.ts
var trust_env = __webpack_require__(5389);
// EXTERNAL MODULE: ./src/config/host.ts
var config_host = __webpack_require__(1242);
// EXTERNAL MODULE: ./src/trust/signature.ts
var signature = __webpack_require__(5996);
// EXTERNAL MODULE: ./src/trust/trust.ts
var trust = __webpack_require__(4324);
;// CONCATENATED MODULE: ./src/trust/disclosure.ts




/** The payload classes every lane receives (D10). */
const PAYLOAD_CLASSES = [
    'PR title and body',
    'unified diff',
    'changed-file list',
    'repository review guidance',
];
/** A plain word stays as it is; anything that could be misread (spaces, quotes, empty) is quoted. */
function renderArg(arg) {
    if (typeof arg !== 'string')
        return `<json:${(0,signature/* stableJson */._Y)(arg)}>`;
    return /^[A-Za-z0-9_@%+=:,./{}-]+$/.test(arg) ? arg : JSON.stringify(arg);
}
function rawArgs(lane) {
    const invoke = lane.rawReviewer['invoke'];
    if (typeof invoke !== 'object' || invoke === null || Array.isArray(invoke))
        return [];
    const args = Object.hasOwn(invoke, 'args') ? invoke['args'] : undefined;
    return Array.isArray(args) ? args : [];
}
function destination(host) {
    if (host === '')
        return '(no host resolved)';
    return `${host} [${(0,config_host/* isLoopbackHost */.c)(host) ? 'local' : 'remote'}]`;
}
function laneDisclosure(lane, config) {
    const r = lane.reviewer;
    const lines = [];
    if (r.transport === 'openai-http') {
        lines.push(`${r.slug} -> [openai-http] ${r.invoke.hostConfigKey} => ${destination((0,trust/* resolveLaneHost */.Pu)(lane, config))}`);
        lines.push(`  request: POST ${r.invoke.path}`);
        if (r.invoke.apiKeyEnv) {
            lines.push((0,trust_env/* isForbiddenEnvName */.Ew)(r.invoke.apiKeyEnv)
                ? `  api key: ${r.invoke.apiKeyEnv} is a repository credential and is never sent`
                : `  api key: ${r.invoke.apiKeyEnv} sent as Authorization: Bearer`);
        }
    }
    else {
        lines.push(`${r.slug} -> ${[r.invoke.binary, ...rawArgs(lane)].map(renderArg).join(' ')}`);
        lines.push('  runs in a workspace: a checkout of the reviewed commit, agent configuration (CLAUDE.md, AGENTS.md, .claude/ and the like) from the trusted ref; it can read the repository files');
    }
    if (r.handler)
        lines.push(`  handler: ${r.handler}`);
    const probe = r.probe;
    if (probe.kind === 'command-capability')
        lines.push(`  probe: runs ${renderArg(probe.binary)} --help`);
    if (probe.kind === 'http-reachable') {
        const sameKey = r.transport === 'openai-http' && r.invoke.hostConfigKey === probe.hostConfigKey;
        const where = sameKey
            ? ''
            : ` at ${probe.hostConfigKey} => ${destination((0,trust/* resolveHostAt */.mU)(probe.hostConfigKey, '', config))}`;
        lines.push(`  probe: GET ${probe.path}${where}`);
    }
    const { declared, fromConfig } = (0,trust_env/* laneEnvNames */.cm)(lane, config);
    const env = [...declared, ...fromConfig.filter((n) => !declared.includes(n)).map((n) => `${n} (config)`)];
    lines.push(`  env: ${env.length ? env.join(', ') : 'none'}`);
    lines.push(`  sends: ${PAYLOAD_CLASSES.join(', ')}`);
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/trust/consent.ts




const STATE_OF_CHANGE = { signature: 'signature_changed', env: 'env_changed', host: 'host_changed' };
function entryOf(baseline, id) {
    return baseline && Object.hasOwn(baseline.lanes, id) ? baseline.lanes[id] : undefined;
}
/** The entry `consent --write` would record for the lane as declared now (without a date). */
function currentEntry(lane, config) {
    const entry = {
        slug: lane.reviewer.slug,
        signature: (0,signature/* laneSignature */.tz)(lane),
        disclosure: laneDisclosure(lane, config),
    };
    const host = (0,trust/* resolveLaneHost */.Pu)(lane, config);
    if (host !== '')
        entry.host = host;
    const env = (0,trust_env/* laneEnvNames */.cm)(lane, config).fromConfig;
    if (env.length > 0)
        entry.env = env;
    return entry;
}
function consentReport(lanes, config, baseline) {
    const rows = lanes.map((lane) => {
        const { slug, signature, host, env, disclosure } = currentEntry(lane, config);
        const needed = (0,trust/* needsEntry */.wO)(lane, config);
        const entry = entryOf(baseline, lane.id);
        let state;
        if (!needed)
            state = 'unneeded';
        else if (!entry)
            state = 'missing';
        else {
            const first = (0,trust/* compareEntry */.uM)(lane, config, entry)[0];
            state = first ? STATE_OF_CHANGE[first.kind] : 'current';
        }
        const row = { id: lane.id, slug, needsEntry: needed, state, signature, disclosure };
        if (host !== undefined)
            row.host = host;
        if (env !== undefined)
            row.env = env;
        return row;
    });
    return { ok: rows.every((r) => !r.needsEntry || r.state === 'current'), lanes: rows };
}
/**
 * The baseline `consent --write` records: one entry per lane that needs one (entries no lane
 * needs are dropped); an entry whose bound data is unchanged keeps its `consentedAt`.
 */
function writeBaseline(lanes, config, previous, now) {
    const out = Object.create(null);
    for (const lane of [...lanes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
        if (!(0,trust/* needsEntry */.wO)(lane, config))
            continue;
        const entry = currentEntry(lane, config);
        const before = entryOf(previous, lane.id);
        const unchanged = before !== undefined && before.slug === entry.slug && (0,trust/* compareEntry */.uM)(lane, config, before).length === 0;
        out[lane.id] = { ...entry, consentedAt: unchanged ? before.consentedAt : now.toISOString() };
    }
    return { version: 1, lanes: out };
}
const sameEntry = (a, b) => a.slug === b.slug &&
    a.signature === b.signature &&
    (a.host ?? '') === (b.host ?? '') &&
    [...(a.env ?? [])].sort().join('\n') === [...(b.env ?? [])].sort().join('\n') &&
    a.disclosure === b.disclosure;
/** What a baseline change consents to, by capability id: for `check`'s disclosure diff. */
function diffBaselines(before, after) {
    const ids = new Set([...Object.keys(before?.lanes ?? {}), ...Object.keys(after?.lanes ?? {})]);
    const changes = [];
    for (const id of [...ids].sort()) {
        const a = entryOf(before, id);
        const b = entryOf(after, id);
        if (a && b) {
            if (!sameEntry(a, b))
                changes.push({ id, slug: b.slug, change: 'changed', before: a.disclosure, after: b.disclosure });
        }
        else if (b)
            changes.push({ id, slug: b.slug, change: 'added', after: b.disclosure });
        else if (a)
            changes.push({ id, slug: a.slug, change: 'removed', before: a.disclosure });
    }
    return changes;
}


/***/ }),

/***/ 5389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ew: () => (/* binding */ isForbiddenEnvName),
/* harmony export */   cm: () => (/* binding */ laneEnvNames),
/* harmony export */   sj: () => (/* binding */ laneEnvironment)
/* harmony export */ });
/* unused harmony export isEnvName */
/* harmony import */ var _config_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6234);
/* harmony import */ var _sys_path_env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1760);


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
    return typeof name === 'string' && _config_names_js__WEBPACK_IMPORTED_MODULE_1__/* .ENV_NAME_RE */ .mb.test(name);
}
/**
 * The environment a lane process gets: the base allow-list, `TERM=dumb`, and each of `names`
 * that is set in `parent`, minus the forbidden credentials. Its PATH keeps only absolute entries
 * (sys/path-env.ts): a relative one would resolve inside the checkout under review.
 */
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
    return (0,_sys_path_env_js__WEBPACK_IMPORTED_MODULE_0__/* .withAbsolutePath */ .j)(env);
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
/* harmony export */   _Y: () => (/* binding */ stableJson),
/* harmony export */   tz: () => (/* binding */ laneSignature)
/* harmony export */ });
/* unused harmony export boundFields */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * A lane's consent signature (D3): SHA-256 of stable, key-sorted JSON of every field
 * that changes what executes or where data goes. Cosmetic fields (`reviewsSection`,
 * `timeoutFloorMs`, `flags`, `emptyOutput`, `evidenceClass`, descriptions) are left out on
 * purpose, so people are not trained to click through re-consent for a renamed heading.
 */

/**
 * JSON with object keys sorted at every level (arrays keep their order). Values JSON cannot
 * carry become `null`, as JSON.stringify does inside arrays; a cycle (impossible for parsed
 * JSON) becomes the string "[Circular]" rather than a crash.
 */
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
/* unused harmony export needsEntryReason */
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5389);
/* harmony import */ var _config_host_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1242);
/* harmony import */ var _signature_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5996);



/**
 * Where an openai-http lane sends PR content: the config value at `invoke.hostConfigKey`
 * ("effectively set": a non-blank string), else the manifest's `defaultHost`, normalised; '' when
 * neither gives one or the lane spawns. Probe and request both use this, so they cannot diverge.
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
    const signature = (0,_signature_js__WEBPACK_IMPORTED_MODULE_2__/* .laneSignature */ .tz)(lane);
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
/**
 * The trust decision for one lane, against the baseline read from the trusted ref. Needs an
 * entry and has none (or no readable baseline) → `not_consented`; changed signature or
 * config-added env names → `signature_changed`; a different normalised host →
 * `egress_host_changed`. Total: never throws.
 */
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

/***/ 4361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ readWorkingBaseline)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _sys_fs_async_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5775);
/* harmony import */ var _sys_linked_folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3001);
/* harmony import */ var _sys_regular_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8748);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1947);
/** The working tree's baseline: what a pull request's head must keep consistent (`consent`, `check`). */





/** The working tree's baseline (what a PR head must keep consistent). Refuses symlinks. */
async function readWorkingBaseline(cwd, path) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path);
    const st = await (0,_sys_fs_async_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatAsync */ .pt)(abs).catch(() => null);
    if (!st)
        return { baseline: null, exists: false, errors: [] };
    const refused = (message) => ({
        baseline: null,
        exists: true,
        errors: [{ code: 'invalid_baseline', path, message }],
    });
    // A folder of the repository committed as a link would read a baseline from elsewhere.
    const linked = (0,_sys_linked_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .linkedFolderInRepository */ .$C)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(abs), cwd);
    if (linked) {
        return refused(`is reached through a symbolic link (${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(cwd, linked)}); a link in the repository is not followed`);
    }
    if (st.isSymbolicLink() || !st.isFile()) {
        return refused('is a symlink or not a regular file; the baseline must be a file');
    }
    if (st.size > _baseline_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_BASELINE_BYTES */ .Zg)
        return refused(`is ${st.size} bytes, over the ${_baseline_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_BASELINE_BYTES */ .Zg}-byte limit`);
    // The pull request's file: a regular file of bounded size, read without following a link.
    const text = (0,_sys_regular_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularText */ .Aj)(abs, _baseline_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_BASELINE_BYTES */ .Zg);
    if (text === null)
        return refused('cannot be read as a regular file');
    const parsed = (0,_baseline_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBaseline */ .nk)(text, path);
    return { baseline: parsed.baseline, exists: true, errors: parsed.errors };
}


/***/ })

};
