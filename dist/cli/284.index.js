export const id = 284;
export const ids = [284];
export const modules = {

/***/ 7227:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Allow = exports.MalformedJSON = exports.PartialJSON = exports.parseJSON = exports.parse = void 0;
const options_1 = __webpack_require__(3481);
Object.defineProperty(exports, "Allow", ({ enumerable: true, get: function () { return options_1.Allow; } }));
__exportStar(__webpack_require__(3481), exports);
class PartialJSON extends Error {
}
exports.PartialJSON = PartialJSON;
class MalformedJSON extends Error {
}
exports.MalformedJSON = MalformedJSON;
/**
 * Parse incomplete JSON
 * @param {string} jsonString Partial JSON to be parsed
 * @param {number} allowPartial Specify what types are allowed to be partial, see {@link Allow} for details
 * @returns The parsed JSON
 * @throws {PartialJSON} If the JSON is incomplete (related to the `allow` parameter)
 * @throws {MalformedJSON} If the JSON is malformed
 */
function parseJSON(jsonString, allowPartial = options_1.Allow.ALL) {
    if (typeof jsonString !== "string") {
        throw new TypeError(`expecting str, got ${typeof jsonString}`);
    }
    if (!jsonString.trim()) {
        throw new Error(`${jsonString} is empty`);
    }
    return _parseJSON(jsonString.trim(), allowPartial);
}
exports.parseJSON = parseJSON;
;
const _parseJSON = (jsonString, allow) => {
    const length = jsonString.length;
    let index = 0;
    const markPartialJSON = (msg) => {
        throw new PartialJSON(`${msg} at position ${index}`);
    };
    const throwMalformedError = (msg) => {
        throw new MalformedJSON(`${msg} at position ${index}`);
    };
    const parseAny = () => {
        skipBlank();
        if (index >= length)
            markPartialJSON("Unexpected end of input");
        if (jsonString[index] === '"')
            return parseStr();
        if (jsonString[index] === "{")
            return parseObj();
        if (jsonString[index] === "[")
            return parseArr();
        if (jsonString.substring(index, index + 4) === "null" || (options_1.Allow.NULL & allow && length - index < 4 && "null".startsWith(jsonString.substring(index)))) {
            index += 4;
            return null;
        }
        if (jsonString.substring(index, index + 4) === "true" || (options_1.Allow.BOOL & allow && length - index < 4 && "true".startsWith(jsonString.substring(index)))) {
            index += 4;
            return true;
        }
        if (jsonString.substring(index, index + 5) === "false" || (options_1.Allow.BOOL & allow && length - index < 5 && "false".startsWith(jsonString.substring(index)))) {
            index += 5;
            return false;
        }
        if (jsonString.substring(index, index + 8) === "Infinity" || (options_1.Allow.INFINITY & allow && length - index < 8 && "Infinity".startsWith(jsonString.substring(index)))) {
            index += 8;
            return Infinity;
        }
        if (jsonString.substring(index, index + 9) === "-Infinity" || (options_1.Allow._INFINITY & allow && 1 < length - index && length - index < 9 && "-Infinity".startsWith(jsonString.substring(index)))) {
            index += 9;
            return -Infinity;
        }
        if (jsonString.substring(index, index + 3) === "NaN" || (options_1.Allow.NAN & allow && length - index < 3 && "NaN".startsWith(jsonString.substring(index)))) {
            index += 3;
            return NaN;
        }
        return parseNum();
    };
    const parseStr = () => {
        const start = index;
        let escape = false;
        index++; // skip initial quote
        while (index < length && (jsonString[index] !== '"' || (escape && jsonString[index - 1] === "\\"))) {
            escape = jsonString[index] === "\\" ? !escape : false;
            index++;
        }
        if (jsonString.charAt(index) == '"') {
            try {
                return JSON.parse(jsonString.substring(start, ++index - Number(escape)));
            }
            catch (e) {
                throwMalformedError(String(e));
            }
        }
        else if (options_1.Allow.STR & allow) {
            try {
                return JSON.parse(jsonString.substring(start, index - Number(escape)) + '"');
            }
            catch (e) {
                // SyntaxError: Invalid escape sequence
                return JSON.parse(jsonString.substring(start, jsonString.lastIndexOf("\\")) + '"');
            }
        }
        markPartialJSON("Unterminated string literal");
    };
    const parseObj = () => {
        index++; // skip initial brace
        skipBlank();
        const obj = {};
        try {
            while (jsonString[index] !== "}") {
                skipBlank();
                if (index >= length && options_1.Allow.OBJ & allow)
                    return obj;
                const key = parseStr();
                skipBlank();
                index++; // skip colon
                try {
                    const value = parseAny();
                    obj[key] = value;
                }
                catch (e) {
                    if (options_1.Allow.OBJ & allow)
                        return obj;
                    else
                        throw e;
                }
                skipBlank();
                if (jsonString[index] === ",")
                    index++; // skip comma
            }
        }
        catch (e) {
            if (options_1.Allow.OBJ & allow)
                return obj;
            else
                markPartialJSON("Expected '}' at end of object");
        }
        index++; // skip final brace
        return obj;
    };
    const parseArr = () => {
        index++; // skip initial bracket
        const arr = [];
        try {
            while (jsonString[index] !== "]") {
                arr.push(parseAny());
                skipBlank();
                if (jsonString[index] === ",") {
                    index++; // skip comma
                }
            }
        }
        catch (e) {
            if (options_1.Allow.ARR & allow) {
                return arr;
            }
            markPartialJSON("Expected ']' at end of array");
        }
        index++; // skip final bracket
        return arr;
    };
    const parseNum = () => {
        if (index === 0) {
            if (jsonString === "-")
                throwMalformedError("Not sure what '-' is");
            try {
                return JSON.parse(jsonString);
            }
            catch (e) {
                if (options_1.Allow.NUM & allow)
                    try {
                        return JSON.parse(jsonString.substring(0, jsonString.lastIndexOf("e")));
                    }
                    catch (e) { }
                throwMalformedError(String(e));
            }
        }
        const start = index;
        if (jsonString[index] === "-")
            index++;
        while (jsonString[index] && ",]}".indexOf(jsonString[index]) === -1)
            index++;
        if (index == length && !(options_1.Allow.NUM & allow))
            markPartialJSON("Unterminated number literal");
        try {
            return JSON.parse(jsonString.substring(start, index));
        }
        catch (e) {
            if (jsonString.substring(start, index) === "-")
                markPartialJSON("Not sure what '-' is");
            try {
                return JSON.parse(jsonString.substring(start, jsonString.lastIndexOf("e")));
            }
            catch (e) {
                throwMalformedError(String(e));
            }
        }
    };
    const skipBlank = () => {
        while (index < length && " \n\r\t".includes(jsonString[index])) {
            index++;
        }
    };
    return parseAny();
};
const parse = parseJSON;
exports.parse = parse;


/***/ }),

/***/ 3481:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Sometimes you don't allow every type to be partially parsed.
 * For example, you may not want a partial number because it may increase its size gradually before it's complete.
 * In this case, you can use the `Allow` object to control what types you allow to be partially parsed.
 * @module
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Allow = exports.ALL = exports.COLLECTION = exports.ATOM = exports.SPECIAL = exports.INF = exports._INFINITY = exports.INFINITY = exports.NAN = exports.BOOL = exports.NULL = exports.OBJ = exports.ARR = exports.NUM = exports.STR = void 0;
/**
 * allow partial strings like `"hello \u12` to be parsed as `"hello "`
 */
exports.STR = 0b000000001;
/**
 * allow partial numbers like `123.` to be parsed as `123`
 */
exports.NUM = 0b000000010;
/**
 * allow partial arrays like `[1, 2,` to be parsed as `[1, 2]`
 */
exports.ARR = 0b000000100;
/**
 * allow partial objects like `{"a": 1, "b":` to be parsed as `{"a": 1}`
 */
exports.OBJ = 0b000001000;
/**
 * allow `nu` to be parsed as `null`
 */
exports.NULL = 0b000010000;
/**
 * allow `tr` to be parsed as `true`, and `fa` to be parsed as `false`
 */
exports.BOOL = 0b000100000;
/**
 * allow `Na` to be parsed as `NaN`
 */
exports.NAN = 0b001000000;
/**
 * allow `Inf` to be parsed as `Infinity`
 */
exports.INFINITY = 0b010000000;
/**
 * allow `-Inf` to be parsed as `-Infinity`
 */
exports._INFINITY = 0b100000000;
exports.INF = exports.INFINITY | exports._INFINITY;
exports.SPECIAL = exports.NULL | exports.BOOL | exports.INF | exports.NAN;
exports.ATOM = exports.STR | exports.NUM | exports.SPECIAL;
exports.COLLECTION = exports.ARR | exports.OBJ;
exports.ALL = exports.ATOM | exports.COLLECTION;
/**
 * Control what types you allow to be partially parsed.
 * The default is to allow all types to be partially parsed, which in most casees is the best option.
 * @example
 * If you don't want to allow partial objects, you can use the following code:
 * ```ts
 * import { Allow, parse } from "partial-json";
 * parse(`[{"a": 1, "b": 2}, {"a": 3,`, Allow.ARR); // [ { a: 1, b: 2 } ]
 * ```
 * Or you can use `~` to disallow a type:
 * ```ts
 * parse(`[{"a": 1, "b": 2}, {"a": 3,`, ~Allow.OBJ); // [ { a: 1, b: 2 } ]
 * ```
 * @example
 * If you don't want to allow partial strings, you can use the following code:
 * ```ts
 * import { Allow, parse } from "partial-json";
 * parse(`["complete string", "incompl`, ~Allow.STR); // [ 'complete string' ]
 * ```
 */
exports.Allow = { STR: exports.STR, NUM: exports.NUM, ARR: exports.ARR, OBJ: exports.OBJ, NULL: exports.NULL, BOOL: exports.BOOL, NAN: exports.NAN, INFINITY: exports.INFINITY, _INFINITY: exports._INFINITY, INF: exports.INF, SPECIAL: exports.SPECIAL, ATOM: exports.ATOM, COLLECTION: exports.COLLECTION, ALL: exports.ALL };
exports["default"] = exports.Allow;


/***/ }),

/***/ 2888:
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
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
// EXTERNAL MODULE: ./src/sys/linked-folder.ts
var linked_folder = __webpack_require__(3001);
// EXTERNAL MODULE: ./src/sys/regular-file.ts
var regular_file = __webpack_require__(8748);
// EXTERNAL MODULE: ./src/catalog/field-path.ts
var field_path = __webpack_require__(107);
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
    if (!(0,field_path/* isPlainObject */.Qd)(node))
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
        if (!(0,field_path/* isPlainObject */.Qd)(node))
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
    if (!(0,field_path/* isPlainObject */.Qd)(doc)) {
        errors.push({
            code: 'invalid_config',
            path: source,
            message: `the config file must contain a JSON object (got ${(0,names/* describeValue */.b)(doc)})`,
        });
        return { config: createConfig({}, source), errors, warnings };
    }
    const review = lookup(doc, 'review');
    if (review !== undefined && !(0,field_path/* isPlainObject */.Qd)(review)) {
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
        if (!(0,field_path/* isPlainObject */.Qd)(value))
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

/***/ 2455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yi: () => (/* binding */ inOneHunk),
/* harmony export */   t1: () => (/* binding */ newSideHunks),
/* harmony export */   uL: () => (/* binding */ changeHunks),
/* harmony export */   ui: () => (/* binding */ hunkOf)
/* harmony export */ });
/** `@@ -a,b +c,d @@`: c is the first head line, d (default 1) how many head lines the hunk holds. */
const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;
/**
 * The hunks of one file's unified diff, new side, in order, with the head's text of their lines
 * (what a suggestion is held to, D19); a hunk with no head lines has none. One pass, no pattern
 * over more than a header line: a diff is as long as the pull request makes it.
 */
function newSideHunks(diff) {
    const hunks = [];
    let open = null;
    let left = 0;
    const close = () => {
        // A hunk cut short (a truncated patch) keeps its range, not a text that would be wrong.
        if (open)
            hunks.push(left === 0 ? open : { start: open.start, end: open.end });
        open = null;
    };
    for (let pos = 0; pos < diff.length;) {
        const nl = diff.indexOf('\n', pos);
        const end = nl < 0 ? diff.length : nl;
        const line = diff.slice(pos, end);
        pos = end + 1;
        if (line.startsWith('@@')) {
            close();
            const m = HUNK_HEADER.exec(line);
            if (!m)
                continue;
            const start = Number.parseInt(m[1] ?? '', 10);
            const count = m[2] === undefined ? 1 : Number.parseInt(m[2], 10);
            if (!Number.isSafeInteger(start) || !Number.isSafeInteger(count) || count <= 0)
                continue;
            open = { start, end: start + count - 1, lines: [] };
            left = count;
            continue;
        }
        if (!open || left === 0)
            continue;
        const mark = line.charAt(0);
        // An empty line inside a hunk is an empty context line whose space was lost.
        if (mark === '+' || mark === ' ' || line === '') {
            open.lines.push(line.slice(1));
            left--;
        }
    }
    close();
    return hunks;
}
/** Every file of the change with its new-side hunks (none for a deleted, binary or patch-less file). */
function changeHunks(files) {
    return files.map((f) => ({
        path: f.path,
        hunks: f.diff === null || f.status === 'deleted' ? [] : newSideHunks(f.diff),
    }));
}
/** True when lines `line`..`endLine` all lie on the new side of one hunk. */
function inOneHunk(hunks, line, endLine) {
    return hunkOf(hunks, line, endLine) !== undefined;
}
/** The hunk whose new side holds lines `line`..`endLine`, if one does. */
function hunkOf(hunks, line, endLine) {
    return hunks.find((h) => h.start <= line && endLine <= h.end);
}


/***/ }),

/***/ 2383:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ NEAR_LINES),
/* harmony export */   d: () => (/* binding */ carryThrough)
/* harmony export */ });
/**
 * The last review's findings followed through the commits since (D17): one on untouched lines is
 * carried to its new line; one near a changed line is the lanes' again; a deleted or unreadable
 * file takes its findings with it.
 */
/** As D16 counts "the same place": a change this close to a finding's lines touches it. */
const NEAR_LINES = 3;
const HUNK_RE = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
function hunksOf(diff) {
    const hunks = [];
    let current = null;
    for (const line of diff.split('\n')) {
        const m = HUNK_RE.exec(line);
        if (m) {
            current = {
                oldStart: Number(m[1]),
                oldCount: m[2] === undefined ? 1 : Number(m[2]),
                newStart: Number(m[3]),
                newCount: m[4] === undefined ? 1 : Number(m[4]),
                body: [],
            };
            hunks.push(current);
        }
        else if (current && /^[ +-]/.test(line))
            current.body.push(line);
    }
    return hunks;
}
/** Where the commits changed a file, in old lines: an insertion at the half between two. */
function changedPositions(hunks) {
    const at = [];
    for (const h of hunks) {
        let old = h.oldStart;
        for (const line of h.body) {
            if (line.startsWith('-'))
                at.push(old++);
            else if (line.startsWith('+'))
                at.push(old - 0.5);
            else
                old++;
        }
    }
    return at;
}
/** An untouched old line's number in the new file. */
function mapLine(hunks, line) {
    let shift = 0;
    for (const h of hunks) {
        const oldEnd = h.oldCount === 0 ? h.oldStart : h.oldStart + h.oldCount - 1;
        if (oldEnd < line) {
            shift += h.newCount - h.oldCount;
            continue;
        }
        if (h.oldStart > line)
            break;
        // Inside the hunk, on a context line (a changed one would have touched the finding).
        let old = h.oldStart;
        let neu = h.newStart;
        for (const l of h.body) {
            if (l.startsWith('+'))
                neu++;
            else if (l.startsWith('-'))
                old++;
            else {
                if (old === line)
                    return neu;
                old++;
                neu++;
            }
        }
        break;
    }
    return line + shift;
}
/** Follows `items` (cited at the old head) through the new commits' files. */
function carryThrough(items, delta) {
    // Keyed by the path a finding of the old head cites: the old name of a renamed file.
    const byOldPath = new Map();
    for (const f of delta)
        byOldPath.set(f.previousPath ?? f.path, f);
    const parsed = new Map();
    const read = (f) => {
        if (!parsed.has(f)) {
            const whole = f.diff !== null && f.diffChars <= f.diff.length;
            const hunks = whole ? hunksOf(f.diff) : [];
            // A diff we cannot read through (none, or clipped) is taken as changing everything; one
            // without hunks (a rename, a mode change) changed no line.
            parsed.set(f, whole ? { hunks, changed: changedPositions(hunks) } : null);
        }
        return parsed.get(f) ?? null;
    };
    const out = { carried: [], touched: [] };
    for (const item of items) {
        const file = byOldPath.get(item.path);
        if (!file) {
            out.carried.push(item);
            continue;
        }
        const diff = file.status === 'deleted' ? null : read(file);
        const end = Math.max(item.line, item.endLine ?? item.line);
        if (!diff || diff.changed.some((p) => p >= item.line - NEAR_LINES && p <= end + NEAR_LINES)) {
            out.touched.push(item);
            continue;
        }
        const line = mapLine(diff.hunks, item.line);
        const moved = { ...item, path: file.path, line };
        if (item.endLine !== undefined)
            moved.endLine = mapLine(diff.hunks, item.endLine);
        out.carried.push(moved);
    }
    return out;
}


/***/ }),

/***/ 8775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ stillCarried),
/* harmony export */   X: () => (/* binding */ followPreviousReview)
/* harmony export */ });
/* harmony import */ var _carry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2383);

const near = (a, path, line) => a.path === path &&
    line >= a.line - _carry_js__WEBPACK_IMPORTED_MODULE_0__/* .NEAR_LINES */ .J &&
    line <= Math.max(a.line, a.endLine ?? a.line) + _carry_js__WEBPACK_IMPORTED_MODULE_0__/* .NEAR_LINES */ .J;
function followPreviousReview(previous, delta) {
    const { carried, touched } = (0,_carry_js__WEBPACK_IMPORTED_MODULE_0__/* .carryThrough */ .d)(previous.findings, delta);
    const open = [
        ...carried.map((f) => context(f, false)),
        ...touched.map((f) => context(f, true)),
    ];
    // An inline comment is usually one of the page's findings: listed only when it is not.
    for (const c of previous.comments) {
        if ([...carried, ...touched].some((f) => near(f, c.path, c.line)))
            continue;
        open.push(commentContext(c));
    }
    return { carried, touched, open };
}
function context(f, changed) {
    return {
        severity: f.severity,
        path: f.path,
        line: f.line,
        ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
        title: f.title,
        lanes: f.lanes,
        changed,
    };
}
function commentContext(c) {
    return {
        ...(c.severity ? { severity: c.severity } : {}),
        path: c.path,
        // A comment spanning lines is placed at its last one; its range starts at startLine.
        line: c.startLine ?? c.line,
        ...(c.startLine !== undefined ? { endLine: c.line } : {}),
        title: c.title,
        changed: false,
    };
}
/** The carried findings no finding of this run supersedes (one within NEAR_LINES). */
function stillCarried(carried, fresh) {
    return carried.filter((c) => !fresh.some((f) => near(f, c.path, c.line) || near(c, f.path, f.line)));
}


/***/ }),

/***/ 3510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ forOneRun),
/* harmony export */   X: () => (/* binding */ withLastReview)
/* harmony export */ });
/* harmony import */ var _sys_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(681);
/* harmony import */ var _sys_process_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2926);


/** The input with `lastReview` read into it: the input itself when there is none to wait for. */
async function withLastReview(input) {
    if (!input.lastReview)
        return input;
    const { lastReview, ...rest } = input;
    return { ...rest, ...(await lastReview) };
}
/**
 * The deps of one run: one ref cache for all its stages (a ref costs a git process to resolve),
 * and one process runner for its probes and its lanes.
 */
function forOneRun(deps) {
    return { ...deps, git: (0,_sys_git_js__WEBPACK_IMPORTED_MODULE_0__/* .withRefCache */ .cJ)(deps.git), processRunner: deps.processRunner ?? (0,_sys_process_js__WEBPACK_IMPORTED_MODULE_1__/* .createProcessRunner */ .Ej)() };
}


/***/ }),

/***/ 8877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xn: () => (/* binding */ catalogFor),
  Kp: () => (/* binding */ planReview),
  TL: () => (/* binding */ reportedLanes)
});

// UNUSED EXPORTS: isReported

// EXTERNAL MODULE: ./src/catalog/catalog.ts + 4 modules
var catalog = __webpack_require__(7837);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(2888);
// EXTERNAL MODULE: ./src/probe/probe.ts + 5 modules
var probe_probe = __webpack_require__(1873);
// EXTERNAL MODULE: ./src/select/select.ts
var select_select = __webpack_require__(7398);
// EXTERNAL MODULE: ./src/config/host.ts
var config_host = __webpack_require__(1242);
// EXTERNAL MODULE: ./src/trust/trust.ts
var trust = __webpack_require__(4324);
// EXTERNAL MODULE: ./src/plan/resolve.ts
var resolve = __webpack_require__(8315);
;// CONCATENATED MODULE: ./src/plan/plan.ts





/** The unset sentinel of `max_prompt_tokens_per_reviewer.<slug>`. */
const UNSET_BUDGET = -1;
/**
 * A lane's prompt budget (D10): its `promptBudgetKey` value when finite and not -1,
 * else the `--max-prompt-tokens` setting, else `review.max_prompt_tokens`, else none.
 */
function laneBudget(lane, config, settings) {
    const key = lane.reviewer.promptBudgetKey;
    const own = typeof key === 'string' && key !== '' ? config.getNumber(key) : undefined;
    if (own !== undefined && own !== UNSET_BUDGET)
        return own;
    if (typeof settings.maxPromptTokens === 'number' && Number.isFinite(settings.maxPromptTokens))
        return settings.maxPromptTokens;
    return config.getNumber('review.max_prompt_tokens') ?? null;
}
/**
 * The host an `http-reachable` probe checks: an openai-http lane's consented host, or a spawn
 * lane's probe key (`bound: false`: consent does not bind it).
 */
function probeTarget(lane, plan, config) {
    if (plan?.transport === 'openai-http')
        return { host: plan.host, bound: true };
    const probe = lane.reviewer.probe;
    if (probe.kind === 'http-reachable')
        return { host: (0,trust/* resolveHostAt */.mU)(probe.hostConfigKey, '', config) || null, bound: false };
    return { host: null, bound: true };
}
/**
 * A spawn lane's probe host comes from config, which the pull request can change unbound by
 * consent: it may only reach this machine, or a PR could probe any URL. Null when it may run.
 */
function unboundProbeHost(lane, target) {
    const probe = lane.reviewer.probe;
    const { host } = target;
    if (target.bound || host === null || probe.kind !== 'http-reachable' || (0,config_host/* isLoopbackHost */.c)(host))
        return null;
    return {
        ok: false,
        reason: 'probe_failed',
        detail: `lane '${lane.reviewer.slug}' would probe ${host} (${probe.hostConfigKey}): a spawn lane's probe may only reach this machine, since its host is not part of the consent baseline`,
    };
}
/** Which lanes are candidates: the explicit ones, `--all`, the config's defaults or all detected. */
function selectFor(settings, catalog, config) {
    return (0,select_select/* selectCandidates */.N)({
        lanes: catalog.lanes,
        skipped: catalog.skipped,
        explicit: settings.reviewers,
        all: settings.all,
        defaultReviewers: config.get('review.default_reviewers'),
        reviewerInstances: config.get('review.reviewer_instances'),
        configPath: config.source,
    });
}
async function planLanes(input) {
    const { settings, catalog, config, baseline, origin, runDir, env, probes = 'all', processRunner, httpClient, } = input;
    const probedHere = (identity) => probes === 'all' || (probes !== 'none' && probes.identity === identity);
    const selection = input.selection ?? selectFor(settings, catalog, config);
    const trustByLane = new Map();
    const trustOf = (lane) => {
        let decision = trustByLane.get(lane.id);
        if (!decision) {
            decision = evaluateTrustSafely(lane, config, baseline, origin);
            trustByLane.set(lane.id, decision);
        }
        return decision;
    };
    const warnings = [];
    const warn = (message, slug) => {
        if (!warnings.some((w) => w.message === message && w.slug === slug))
            warnings.push({ message, code: 'lane_warning', slug });
    };
    const { laneRoot } = input;
    const planned = [];
    const toProbe = new Map();
    for (const c of selection.candidates) {
        if (c.kind === 'missing') {
            planned.push({
                slug: c.slug,
                identity: c.identity,
                explicit: true,
                status: 'unavailable',
                reason: c.reason,
                detail: c.detail,
            });
            continue;
        }
        const { lane, instance } = c;
        const base = {
            slug: c.slug,
            identity: c.identity,
            explicit: c.explicit,
            lane,
            ...(instance ? { instance } : {}),
        };
        const trust = trustOf(lane);
        const resolved = (0,resolve/* resolveLanePlan */.QG)({
            lane,
            config,
            runDir,
            repoRoot: laneRoot ?? settings.cwd,
            identity: c.identity,
            ...(instance?.model !== undefined ? { modelOverride: instance.model } : {}),
            ...(instance?.agent !== undefined ? { agent: instance.agent } : {}),
            budget: laneBudget(lane, config, settings),
        });
        for (const w of resolved.warnings)
            warn(w, c.slug);
        const plan = resolved.ok ? resolved.plan : undefined;
        if (!trust.ok) {
            planned.push({
                ...base,
                status: 'blocked',
                reason: trust.reason,
                detail: trust.detail,
                ...(plan ? { plan } : {}),
            });
        }
        else if (!resolved.ok) {
            planned.push({ ...base, status: 'unavailable', reason: resolved.reason, detail: resolved.detail });
        }
        else {
            // Runnable until its probe says otherwise; one probe per lane, shared by its instances.
            planned.push({ ...base, status: 'runnable', plan: resolved.plan });
            if (probedHere(c.identity) && !toProbe.has(lane.id))
                toProbe.set(lane.id, { lane, target: probeTarget(lane, resolved.plan, config) });
        }
    }
    const lookupOnly = ([, job]) => job.lane.reviewer.probe?.kind === 'command-exists';
    const probe = ([, job]) => {
        const refused = unboundProbeHost(job.lane, job.target);
        return refused
            ? Promise.resolve(refused)
            : (0,probe_probe/* probeLane */.Xe)(job.lane, job.target.host, {
                env,
                cwd: settings.cwd,
                ...(processRunner ? { processRunner } : {}),
                ...(httpClient ? { httpClient } : {}),
            });
    };
    const jobs = [...toProbe.entries()];
    const bounded = jobs.filter((j) => !lookupOnly(j));
    const lookups = jobs.filter(lookupOnly);
    const [boundedResults, lookupResults] = await Promise.all([
        (0,probe_probe/* mapConcurrent */._k)(bounded, probe_probe/* PROBE_CONCURRENCY */.bb, probe),
        Promise.all(lookups.map(probe)),
    ]);
    const probeByLane = new Map([
        ...bounded.map(([id], i) => [id, boundedResults[i] ?? { ok: true }]),
        ...lookups.map(([id], i) => [id, lookupResults[i] ?? { ok: true }]),
    ]);
    for (const p of planned) {
        if (p.status !== 'runnable' || !p.lane || !probedHere(p.identity))
            continue;
        const probe = probeByLane.get(p.lane.id);
        if (probe && !probe.ok)
            Object.assign(p, { status: 'unavailable', reason: probe.reason, detail: probe.detail });
    }
    const statuses = planned.map((p) => ({
        identity: p.identity,
        status: p.status,
        ...(p.reason ? { reason: p.reason } : {}),
        ...(p.detail ? { detail: p.detail } : {}),
    }));
    const conclusion = (0,select_select/* concludeSelection */.O)(selection, statuses);
    for (const p of planned)
        if (conclusion.sharedAdapter.has(p.identity))
            p.sharedAdapter = true;
    const errors = [...selection.errors, ...conclusion.errors];
    return {
        ok: errors.length === 0,
        source: selection.source,
        lanes: planned,
        errors,
        warnings: [...selection.warnings, ...warnings, ...conclusion.warnings],
        infos: [...selection.infos, ...conclusion.infos],
        baseline: origin,
    };
}
/** The trust gate is total by contract; should it ever throw, the lane is blocked, never run. */
function evaluateTrustSafely(lane, config, baseline, origin) {
    try {
        return (0,trust/* evaluateTrust */.e2)(lane, config, baseline, origin);
    }
    catch (e) {
        return {
            ok: false,
            reason: 'not_consented',
            detail: `the trust check failed: ${e instanceof Error ? e.message : String(e)}`,
        };
    }
}

// EXTERNAL MODULE: ./src/trust/baseline.ts + 2 modules
var baseline = __webpack_require__(1512);
// EXTERNAL MODULE: ./src/trust/consent.ts + 1 modules
var consent = __webpack_require__(2856);
;// CONCATENATED MODULE: ./src/pipeline/plan.ts





/** The catalog stage for a run's settings. */
function catalogFor(settings) {
    return (0,catalog/* loadCatalog */.a)({
        cwd: settings.cwd,
        firstParty: settings.firstParty,
        capabilityDirs: settings.capabilityDirs,
    });
}
async function planReview(input, deps, probes = 'all', 
/**
 * The folder the lanes will run in (the review's workspace), named in their argv: asked once
 * with the selected lanes, before trust decides, so that it is made while git reads the baseline.
 */
laneRoot) {
    const { settings } = input;
    // The catalog is this process's CPU (it reads and validates synchronously); the baseline is git's
    // work: its read is started first, and given a turn of the event loop to start git, so git
    // answers while the manifests are validated (the caller's own reads started by then run too).
    const configRead = (0,config/* loadConfig */.Z9)(settings.cwd, settings.configPath);
    const baselineRead = (0,baseline/* readBaseline */.mF)(deps.git, settings.baselineRef, settings.consentPath);
    for (const p of [configRead, baselineRead])
        p.catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    const catalog = await catalogFor(settings);
    const loaded = await configRead;
    const selection = selectFor(settings, catalog, loaded.config);
    const root = laneRoot?.(selection.candidates.filter((c) => c.kind === 'lane'));
    const read = await baselineRead;
    const outcome = await planLanes({
        settings,
        catalog,
        config: loaded.config,
        baseline: read.baseline,
        origin: read.origin,
        runDir: settings.outDir,
        env: input.env,
        probes,
        selection,
        ...(root !== undefined ? { laneRoot: root } : {}),
        ...(deps.processRunner ? { processRunner: deps.processRunner } : {}),
        ...(deps.http ? { httpClient: deps.http } : {}),
    });
    // A broken manifest or baseline nobody asked about is a warning; an explicit lane it breaks
    // is already an error from selection. A broken config file is an error: selection depends on it.
    const errors = [...loaded.errors, ...outcome.errors];
    const rejected = (0,consent/* rejectedEntryDiagnostics */.$g)(catalog.lanes, loaded.config, read.baseline);
    return {
        ...outcome,
        ok: errors.length === 0,
        errors,
        warnings: [
            ...catalog.errors,
            ...catalog.warnings,
            ...loaded.warnings,
            ...read.errors,
            ...rejected.errors,
            ...rejected.warnings,
            ...outcome.warnings,
        ],
        catalog,
        config: loaded.config,
    };
}
/** The lanes REVIEWS.md accounts for: what runs, what was asked for, and what trust stopped. */
function reportedLanes(plan) {
    return plan.lanes.filter((l) => isReported(l, plan.source));
}
function isReported(l, source) {
    return l.status === 'runnable' || l.explicit || l.status === 'blocked' || source === 'config_default';
}


/***/ }),

/***/ 2222:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T_: () => (/* binding */ fillLaneWorkspace),
/* harmony export */   Tc: () => (/* binding */ collectPromptParts),
/* harmony export */   Un: () => (/* binding */ changeContext),
/* harmony export */   k0: () => (/* binding */ readLaneWorkspaceSources),
/* harmony export */   xG: () => (/* binding */ writeLanePrompts)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4851);
/* harmony import */ var _findings_hunks_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2455);
/* harmony import */ var _incremental_follow_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8775);
/* harmony import */ var _prompt_build_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4794);
/* harmony import */ var _prompt_change_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6860);
/* harmony import */ var _prompt_filter_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3910);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7819);
/* harmony import */ var _workspace_workspace_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5517);
/* harmony import */ var _input_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3510);
/**
 * The prompt job: the shared `prompt.md` and each budgeted lane's copy, or the lane's
 * `skipped: budget_too_small` result (D10), decided here and nowhere else.
 */











/** The change, the guidance and the prompt; with a workspace (D18), the prompt names it as root. */
async function collectPromptParts(input, deps, workspace) {
    const { settings } = input;
    const base = settings.base ?? settings.baselineRef;
    let change;
    // Extra guidance comes from the trusted commit, like the baseline: a PR cannot rewrite it.
    // Read at the resolved SHA, as the baseline is, so both files come from one git read.
    // The whole change is read while the last review is still being looked up.
    const [fromGit, guidance, [delta, ready]] = await Promise.all([
        input.change ?? (0,_prompt_change_js__WEBPACK_IMPORTED_MODULE_4__/* .collectChange */ .hI)(deps.git, base, settings.head),
        deps.git
            .revParse(settings.baselineRef)
            .then((sha) => sha ? deps.git.readFile(sha, _vocabulary_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULTS */ .zY.instructionsPath) : { kind: 'missing' }),
        // D17: the commits since the last review, besides the whole change (its list, its anchors).
        (0,_input_js__WEBPACK_IMPORTED_MODULE_8__/* .withLastReview */ .X)(input).then(async (ready) => {
            const since = ready.scope?.kind === 'delta' ? ready.scope.since : undefined;
            return [
                since !== undefined ? await readDelta(deps.git, since, settings.head) : undefined,
                ready,
            ];
        }),
    ]);
    if (fromGit.ok)
        change = fromGit.change;
    else if (input.pullFiles) {
        deps.log?.(`git could not produce the diff (${fromGit.error.message}); using the pull request's files from the API.`);
        const baseSha = (await deps.git.revParse(base)) ?? base;
        const headSha = (await deps.git.revParse(settings.head)) ?? settings.head;
        change = { baseSha, headSha, source: 'api', files: (0,_prompt_change_js__WEBPACK_IMPORTED_MODULE_4__/* .filesFromApi */ .yC)(await input.pullFiles()) };
    }
    else
        throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(fromGit.error);
    const { change: filtered, warnings: filterWarnings } = (0,_prompt_filter_js__WEBPACK_IMPORTED_MODULE_5__/* .filterChange */ .Nl)(change, {
        include: settings.include,
        exclude: settings.exclude,
    });
    for (const w of filterWarnings)
        deps.log?.(`warning: ${w.message}`);
    // REVIEWS.md's base_sha is the base's own commit (a PR's base.sha); the prompt names the commit
    // the diff is taken from, which is the merge base once the base has moved on.
    const baseSha = (await deps.git.revParse(base)) ?? change.baseSha;
    if (guidance.kind === 'too_large')
        deps.log?.(`warning: ${_vocabulary_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULTS */ .zY.instructionsPath} at ${settings.baselineRef} is over 1 MiB; it is left out of the prompt.`);
    const filled = workspace ? await workspace : undefined;
    const followed = delta && ready.previous ? (0,_incremental_follow_js__WEBPACK_IMPORTED_MODULE_9__/* .followPreviousReview */ .X)(ready.previous, delta.files) : undefined;
    const parts = (0,_prompt_build_js__WEBPACK_IMPORTED_MODULE_3__/* .buildPrompt */ .fn)({
        change: filtered,
        ...(input.pr ? { pr: { number: input.pr.number, title: input.pr.title, body: input.pr.body } } : {}),
        ...(guidance.kind === 'file' ? { instructions: guidance.content } : {}),
        repoRoot: filled?.root ?? settings.cwd,
        baseSha: change.baseSha,
        headSha: change.headSha,
        ...(filled ? { workspace: { treeSha: filled.treeSha } } : {}),
        ...(delta
            ? {
                since: {
                    previousHead: delta.baseSha,
                    delta: (0,_prompt_filter_js__WEBPACK_IMPORTED_MODULE_5__/* .filterChange */ .Nl)(delta, { include: settings.include, exclude: settings.exclude }).change,
                    ...(followed ? { openFindings: followed.open } : {}),
                },
            }
            : {}),
    });
    const changedPaths = filtered.files.map((f) => f.path);
    // The findings anchor on the whole change as GitHub shows it, files the prompt left out included.
    const hunks = (0,_findings_hunks_js__WEBPACK_IMPORTED_MODULE_10__/* .changeHunks */ .uL)(change.files);
    return {
        parts,
        baseSha,
        headSha: change.headSha,
        changedPaths,
        hunks,
        reviewedFrom: delta ? delta.baseSha : change.baseSha,
        carried: followed?.carried ?? [],
        omitted: ready.previous?.omitted ?? 0,
        touched: followed?.touched ?? [],
        ...(delta ? { delta: delta.files } : {}),
    };
}
/** The commits since the last review (D17); the scope was decided with `since` in the checkout. */
async function readDelta(git, since, head) {
    const r = await (0,_prompt_change_js__WEBPACK_IMPORTED_MODULE_4__/* .collectChange */ .hI)(git, since, head);
    if (!r.ok)
        throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1({
            ...r.error,
            message: `the commits since the last review: ${r.error.message}`,
        });
    return r.change;
}
function changeContext(input, prompt) {
    const { settings, pr } = input;
    const { baseSha, headSha } = prompt;
    const previousHead = input.scope?.previousHead;
    return {
        ...(pr ? { pr } : {}),
        baseSha,
        headSha,
        rangeLabel: `${settings.base ?? baseSha.slice(0, 12)}..${settings.head}`,
        reviewedRange: `${prompt.reviewedFrom}..${headSha}`,
        ...(previousHead !== undefined ? { previousHead } : {}),
    };
}
/** Writes the shared `prompt.md`, then each budgeted runnable lane's trimmed copy. */
function writeLanePrompts(outDir, parts, lanes) {
    const shared = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, 'prompt.md');
    const full = (0,_prompt_build_js__WEBPACK_IMPORTED_MODULE_3__/* .renderPrompt */ .nQ)(parts, null).text;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(shared, full);
    const trims = new Map();
    const skipped = new Map();
    for (const p of lanes) {
        if (p.status !== 'runnable' || !p.plan || p.plan.paths.prompt === shared)
            continue;
        const budget = p.plan.budget;
        const rendered = budget !== null && budget > 0 ? (0,_prompt_build_js__WEBPACK_IMPORTED_MODULE_3__/* .renderPrompt */ .nQ)(parts, budget) : null;
        if (rendered?.trim)
            trims.set(p.identity, rendered.trim);
        if (rendered?.hardFailed && budget !== null)
            skipped.set(p.identity, skippedForBudget(p, budget));
        else
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(p.plan.paths.prompt, rendered?.text ?? full);
    }
    return { trims, skipped };
}
/** A lane whose budget cannot hold even the minimum prompt: never started (D10, D11's wording). */
function skippedForBudget(p, budget) {
    const why = `prompt budget (${budget} tokens) too small for the minimum review set`;
    return {
        slug: p.slug,
        identity: p.identity,
        status: 'skipped',
        reason: 'budget_too_small',
        detail: why,
        explicit: p.explicit,
        durationMs: 0,
        body: `${p.slug} review skipped: ${why}.\n`,
        caveats: [],
        warnings: [],
    };
}
/** The refs of the lanes' workspace: the head (or the base) with the trusted ref's agent config. */
function laneTreeRefs(input) {
    const { settings } = input;
    const base = settings.base ?? settings.baselineRef;
    return { tree: settings.laneTree === 'base' ? base : settings.head, trusted: settings.baselineRef };
}
/** What the workspace reads of the checkout, started with the diff reads (before the plan). */
function readLaneWorkspaceSources(input, deps) {
    return (0,_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_7__/* .readWorkspaceSources */ .SI)(deps.git, laneTreeRefs(input));
}
/**
 * The lanes' workspace: the head's files (or the base's, D18), HEAD at the diff's base, agent
 * configuration from the trusted ref. Started once the plan knows a spawn lane will run, so it is
 * written while the diff is read and the lanes are probed.
 */
async function fillLaneWorkspace(workspace, input, deps, sources) {
    const { settings } = input;
    const base = settings.base ?? settings.baselineRef;
    const ofBase = settings.laneTree === 'base';
    // The checkout is written while the merge base (and the last review) are still being asked
    // for: only HEAD needs them. D17: a review of the commits since the last one sees those alone
    // in `git diff HEAD`.
    const diffBase = ofBase
        ? base
        : (0,_input_js__WEBPACK_IMPORTED_MODULE_8__/* .withLastReview */ .X)(input).then((ready) => ready.scope?.kind === 'delta' ? ready.scope.since : mergeBaseOf(deps.git, base, settings.head));
    const filled = await (0,_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_7__/* .fillWorkspace */ .rf)(workspace, deps.git, { ...laneTreeRefs(input), diffBase }, sources);
    const replaced = filled.replaced.length;
    deps.log?.(`lanes run in ${filled.root}, a checkout of ${filled.treeSha.slice(0, 12)} with agent configuration from ${settings.baselineRef}` +
        (replaced > 0 ? ` (${replaced} file${replaced === 1 ? '' : 's'} not the checkout's)` : ''));
    for (const note of filled.notes)
        deps.log?.(`warning: ${note}`);
    return filled;
}
/** The merge base of `base` and `head`, else the head itself (what the change is diffed from). */
async function mergeBaseOf(git, base, head) {
    const [headSha, baseSha] = await Promise.all([git.revParse(head), git.revParse(base)]);
    const mergeBase = headSha && baseSha ? await git.mergeBase(baseSha, headSha) : null;
    return mergeBase ?? headSha ?? head;
}


/***/ }),

/***/ 4284:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runOneLane: () => (/* binding */ runOneLane),
/* harmony export */   runReview: () => (/* binding */ runReview)
/* harmony export */ });
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _run_runner_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3682);
/* harmony import */ var _trust_env_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5389);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7819);
/* harmony import */ var _workspace_workspace_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5517);
/* harmony import */ var _input_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3510);
/* harmony import */ var _outdir_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9595);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8877);
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2222);
/** The review job: plan, prompt, run the lanes, report. `mode: lane` is the same job for one lane. */










/**
 * Awaits independent steps started together; when several fail, the first one's error (in
 * argument order) is the one thrown, as if they had run one after the other.
 */
async function settleInOrder(a, b, c) {
    const settled = await Promise.allSettled([a, b, c]);
    for (const s of settled)
        if (s.status === 'rejected')
            throw s.reason;
    return settled.map((s) => s.value);
}
/** The whole review: plan, prompt, run, report. Writes REVIEWS.md and results.json to outDir. */
async function runReview(input, pipelineDeps, only) {
    const { settings } = input;
    const deps = (0,_input_js__WEBPACK_IMPORTED_MODULE_6__/* .forOneRun */ .F)(pipelineDeps);
    // The trusted commit's two files, the consent baseline (the plan's) and the lanes' extra
    // instructions (the prompt's), asked of git together: each stage's own ask then finds its answer.
    deps.git
        .revParse(settings.baselineRef)
        .then((sha) => sha ? deps.git.readFiles?.(sha, [settings.consentPath, _vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULTS */ .zY.instructionsPath]) : undefined)
        .catch(() => undefined);
    const made = {};
    // What the workspace reads of the checkout starts with the diff reads; only writing it waits
    // for the plan to ask for one.
    const sources = (0,_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .readLaneWorkspaceSources */ .k0)(input, deps);
    sources.catch(() => undefined);
    // Spawn lanes run in a workspace of their own, never in the checkout (D18); an HTTP lane reads
    // no working directory, so a run without a spawn lane makes none. Named when the plan knows
    // who is selected, before trust decides and any argv names it: written while git reads the
    // baseline and the diff (a run whose spawn lanes trust then blocks removes it unused); removed
    // however the run ends.
    const laneRoot = (selected) => {
        const runs = only === undefined ? selected : selected.filter((c) => c.identity === only);
        if (!runs.some((c) => c.lane.reviewer.transport === 'spawn'))
            return undefined;
        const workspace = (0,_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_5__/* .reserveWorkspace */ .MF)({
            cwd: settings.cwd,
            outDir: settings.outDir,
            ...(settings.tempDir !== undefined ? { tempDir: settings.tempDir } : {}),
        });
        const filled = (0,_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .fillLaneWorkspace */ .T_)(workspace, input, deps, sources);
        // Awaited by the prompt; until then a failure must not count as unhandled.
        filled.catch(() => undefined);
        made.ws = { workspace, filled };
        return workspace.root;
    };
    try {
        return await reviewIn(made, laneRoot, input, deps, only);
    }
    finally {
        // A run without a workspace leaves no git read behind it.
        await sources.then((s) => Promise.allSettled([s.treeFixes, s.paths])).catch(() => undefined);
        const ws = made.ws;
        if (ws) {
            // A run that failed early must not remove the folder while git is still writing into it.
            await ws.filled.catch(() => undefined);
            const problem = await (ws.removed ?? (0,_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_5__/* .removeWorkspace */ .qh)(ws.workspace));
            if (problem)
                deps.log?.(`warning: the lanes' workspace ${ws.workspace.root} could not be removed: ${problem}`);
        }
    }
}
async function reviewIn(made, laneRoot, input, deps, only) {
    const { settings, signal } = input;
    // A matrix lane job probes only its own lane: the others run on other runners (D14).
    const planned = (0,_plan_js__WEBPACK_IMPORTED_MODULE_8__/* .planReview */ .Kp)(input, deps, only === undefined ? 'all' : { identity: only }, laneRoot);
    // The prompt names the workspace, when the plan made one; a failed plan is reported as such.
    const workspace = planned.then(() => made.ws?.filled);
    workspace.catch(() => undefined);
    // The report's modules (the Markdown parser, the results schemas) load once the first lane has
    // ended: the lanes are started by then and run in processes (or requests) of their own, a wait of
    // this process's otherwise, and nothing before the report needs them. Loading them sooner would
    // hold up the lanes' start. A run that starts no lane loads them when its report asks.
    // Both the module and its stages are loaded once however often this is called.
    const loadReport = async () => {
        const m = await __webpack_require__.e(/* import() */ 855).then(__webpack_require__.bind(__webpack_require__, 3855));
        await m.loadReportStages();
        return m;
    };
    // The diff (git processes) is read while the plan loads and validates the catalog (this
    // process's CPU). The plan's failure still wins over the diff's.
    const [, plan, prompt] = await settleInOrder((0,_outdir_js__WEBPACK_IMPORTED_MODULE_7__/* .prepareOutDir */ .fW)(settings.outDir, settings.cwd), planned, (0,_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .collectPromptParts */ .Tc)(input, deps, workspace));
    let lanes = (0,_plan_js__WEBPACK_IMPORTED_MODULE_8__/* .reportedLanes */ .TL)(plan);
    if (only !== undefined)
        lanes = plan.lanes.filter((l) => l.identity === only);
    const { trims, skipped } = (0,_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .writeLanePrompts */ .xG)(settings.outDir, prompt.parts, lanes);
    const toRun = lanes.filter((l) => !skipped.has(l.identity));
    const home = input.env['HOME'] || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)();
    // Every running lane listens on the one cancellation signal (and its requests may add their
    // own listeners): raise Node's leak-warning threshold to what this run legitimately needs.
    if (signal)
        (0,node_events__WEBPACK_IMPORTED_MODULE_0__.setMaxListeners)(Math.max(10, 4 * lanes.length + 10), signal);
    // Read once: process.env is a live view, and every lane's allow-list would read it again.
    const parentEnv = { ...input.env };
    // A spawn lane runs in the workspace and nowhere else (D18): the plan asked for one for it.
    const folderOf = (p) => {
        if (made.ws)
            return made.ws.workspace.root;
        if (p.plan?.transport === 'spawn')
            throw new Error('no workspace was made for a spawn lane');
        return settings.cwd;
    };
    const ctxFor = (p) => ({
        repoRoot: folderOf(p),
        env: (0,_trust_env_js__WEBPACK_IMPORTED_MODULE_3__/* .laneEnvironment */ .sj)(parentEnv, p.plan?.envNames ?? []),
        homeDir: home,
        killGraceMs: _vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULTS */ .zY.killGraceMs,
        maxOutputBytes: _vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULTS */ .zY.maxOutputBytes,
        processRunner: deps.processRunner,
        ...(deps.http ? { httpClient: deps.http } : {}),
        ...(signal ? { signal } : {}),
    });
    deps.log?.(`running ${toRun.filter((l) => l.status === 'runnable').length} lane(s)`);
    const ran = await (0,_run_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .runLanes */ .r$)(toRun, {
        ctxFor,
        maxParallel: settings.maxParallel,
        outDir: settings.outDir,
        runPlan: (p, ctx) => (0,_run_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .dispatchPlan */ .e0)(p, ctx).finally(() => {
            // Awaited by the report, which sees any failure of its own.
            loadReport().catch(() => undefined);
        }),
    });
    // What publishing reads of GitHub starts now: GitHub answers while the report's modules load.
    input.lanesDone?.();
    // The lanes are done with their workspace: it is removed while the report is written.
    if (made.ws)
        made.ws.removed = (0,_workspace_workspace_js__WEBPACK_IMPORTED_MODULE_5__/* .removeWorkspace */ .qh)(made.ws.workspace);
    // runLanes keeps its input's order: the skipped lanes go back where they were.
    let next = 0;
    const results = lanes.map((l) => skipped.get(l.identity) ?? ran[next++]);
    for (const r of results) {
        const t = trims.get(r.identity);
        if (t && (t.omitted.length > 0 || t.truncated_files.length > 0 || t.hard_failed))
            r.trimmed = t;
    }
    const { report } = await loadReport();
    return report(input, deps, plan, lanes, results, prompt);
}
/** `mode: lane`: one lane of the plan, with its result directory as the outcome's outDir. */
async function runOneLane(input, identity, deps) {
    return runReview(input, deps, identity);
}


/***/ }),

/***/ 1873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bb: () => (/* binding */ PROBE_CONCURRENCY),
  _k: () => (/* binding */ mapConcurrent),
  Xe: () => (/* binding */ probeLane)
});

// EXTERNAL MODULE: ./src/sys/path-lookup.ts
var path_lookup = __webpack_require__(8137);
// EXTERNAL MODULE: ./src/sys/path-env.ts
var path_env = __webpack_require__(1760);
;// CONCATENATED MODULE: ./src/probe/env.ts
/**
 * The environment a probed process receives. `--help` needs no credentials, so only the basic
 * allow-list of D6 is passed — never a lane's declared secrets, never a token.
 */

const BASE = ['PATH', 'HOME', 'USER', 'LANG', 'TZ', 'TMPDIR', 'CI', 'NO_COLOR'];
/** What Windows programs need to start at all. */
const WINDOWS = [
    'SYSTEMROOT',
    'COMSPEC',
    'PATHEXT',
    'USERPROFILE',
    'APPDATA',
    'LOCALAPPDATA',
    'TEMP',
    'TMP',
    'WINDIR',
];
function probeEnv(env) {
    const out = {};
    for (const [key, value] of Object.entries(env)) {
        if (value === undefined)
            continue;
        const upper = key.toUpperCase();
        if (BASE.includes(key) || key.startsWith('LC_') || WINDOWS.includes(upper))
            out[key] = value;
    }
    out.TERM = 'dumb';
    // Only absolute PATH entries: a relative one resolves inside the checkout (sys/path-env.ts).
    return (0,path_env/* withAbsolutePath */.j)(out);
}

// EXTERNAL MODULE: ./src/sys/process.ts + 1 modules
var process = __webpack_require__(2926);
;// CONCATENATED MODULE: ./src/probe/kinds/command-capability.ts



/** `--help` text is small; a tool that floods is cut here rather than growing memory. */
const OUTPUT_CAP_BYTES = 1024 * 1024;
async function probeCommandCapability(probe, ctx) {
    const found = await (0,path_lookup/* lookupBinary */.m)(probe.binary, ctx.env, { platform: ctx.platform });
    if (!found)
        return { ok: false, reason: 'missing_binary', detail: `'${probe.binary}' not found on PATH` };
    const runner = ctx.processRunner ?? (0,process/* createProcessRunner */.Ej)({ platform: ctx.platform });
    // A probe has no output worth a grace period: the group is killed at once when time is up.
    const outcome = await runner.run({
        binary: found,
        argv: ['--help'],
        cwd: ctx.cwd,
        env: probeEnv(ctx.env),
        stdinPath: null,
        stdoutPath: null,
        stderrPath: null,
        timeoutMs: probe.timeoutMs,
        killGraceMs: 0,
        maxOutputBytes: OUTPUT_CAP_BYTES,
    });
    if (outcome.timedOut) {
        return {
            ok: false,
            reason: 'probe_timeout',
            detail: `'${probe.binary} --help' did not finish within ${probe.timeoutMs} ms`,
        };
    }
    if (outcome.spawnError !== undefined) {
        return {
            ok: false,
            reason: 'probe_failed',
            detail: `'${probe.binary} --help' could not start: ${outcome.spawnError}`,
        };
    }
    // Some tools exit non-zero on --help; the needle is what identifies the tool.
    const text = `${outcome.stdout?.toString('utf8') ?? ''}\n${outcome.stderr?.toString('utf8') ?? ''}`;
    if (text.includes(probe.needle))
        return { ok: true };
    return {
        ok: false,
        reason: 'probe_failed',
        detail: `'${probe.binary} --help' does not mention '${probe.needle}': '${probe.binary}' is a different tool sharing the name`,
    };
}

;// CONCATENATED MODULE: ./src/probe/kinds/command-exists.ts

async function probeCommandExists(probe, ctx) {
    const found = await (0,path_lookup/* lookupBinary */.m)(probe.binary, ctx.env, { platform: ctx.platform });
    return found
        ? { ok: true }
        : { ok: false, reason: 'missing_binary', detail: `'${probe.binary}' not found on PATH` };
}

// EXTERNAL MODULE: ./src/sys/http.ts
var http = __webpack_require__(4537);
;// CONCATENATED MODULE: ./src/probe/kinds/http-reachable.ts

async function probeHttpReachable(probe, ctx) {
    const unreachable = (detail) => ({ ok: false, reason: 'host_unreachable', detail });
    if (!ctx.host)
        return unreachable('no host resolved');
    const url = ctx.host + probe.path;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return unreachable(`'${url}' is not a valid URL`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        return unreachable(`'${url}' is not an http(s) URL`);
    }
    const client = ctx.httpClient ?? (0,http/* createHttpClient */.u)();
    const timeoutMs = probe.timeoutMs;
    const exchange = await client.send({
        method: 'GET',
        url: parsed.href,
        headers: { accept: 'application/json' },
        // What the body says does not matter: a 2xx whose body runs past this is still an answer.
        maxBodyBytes: 64 * 1024,
        deadlines: { connectMs: timeoutMs, headersMs: timeoutMs, bodyIdleMs: timeoutMs, overallMs: timeoutMs },
    });
    const status = exchange.status;
    if (exchange.kind === 'response' || exchange.cause === 'too_large') {
        if (status !== undefined && status >= 200 && status < 300)
            return { ok: true };
        const redirect = status !== undefined && status >= 300 && status < 400 ? ' (redirects are not followed)' : '';
        return unreachable(`GET ${url} answered HTTP ${status}${redirect}`);
    }
    if (TIMEOUTS.has(exchange.cause))
        return unreachable(`GET ${url} timed out after ${timeoutMs} ms`);
    return unreachable(`GET ${url} failed: ${exchange.message}`);
}
const TIMEOUTS = new Set([
    'overall_timeout',
    'connect_timeout',
    'headers_timeout',
    'body_timeout',
]);

;// CONCATENATED MODULE: ./src/probe/registry.ts



const PROBES = Object.freeze({
    'command-exists': probeCommandExists,
    'command-capability': probeCommandCapability,
    'http-reachable': probeHttpReachable,
});

;// CONCATENATED MODULE: ./src/probe/probe.ts


/** Probes run concurrently, but few at a time: each may start a process or a connection. */
const PROBE_CONCURRENCY = 4;
/** Probes one lane: `requiresBinaries`, then its probe kind; `host` is where its requests go. */
async function probeLane(lane, host, ctx) {
    try {
        const slug = lane.reviewer.slug;
        for (const bin of lane.reviewer.requiresBinaries) {
            if (typeof bin !== 'string' || bin === '')
                continue;
            if (!(await (0,path_lookup/* lookupBinary */.m)(bin, ctx.env, { platform: ctx.platform }))) {
                return {
                    ok: false,
                    reason: 'missing_required_binary',
                    detail: `lane '${slug}' requires '${bin}' on PATH`,
                };
            }
        }
        const probe = lane.reviewer.probe;
        if (probe === null || typeof probe !== 'object' || Array.isArray(probe)) {
            return { ok: false, reason: 'probe_failed', detail: 'lane declares no probe' };
        }
        const kindCtx = { ...ctx, slug, host: host || null };
        const p = lane.reviewer.probe;
        switch (p.kind) {
            case 'command-exists':
                return await PROBES['command-exists'](p, kindCtx);
            case 'command-capability':
                return await PROBES['command-capability'](p, kindCtx);
            case 'http-reachable':
                return await PROBES['http-reachable'](p, kindCtx);
            default:
                return {
                    ok: false,
                    reason: 'probe_failed',
                    detail: `unknown probe kind '${String(p.kind)}'`,
                };
        }
    }
    catch (e) {
        return {
            ok: false,
            reason: 'probe_failed',
            detail: `probe failed: ${e instanceof Error ? e.message : String(e)}`,
        };
    }
}
/** Runs `fn` over `items` with at most `limit` in flight; results keep the input order. */
async function mapConcurrent(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const i = next++;
            results[i] = await fn(items[i]);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}


/***/ }),

/***/ 2202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ BLIND_MARKER),
/* harmony export */   u: () => (/* binding */ isBlindReview)
/* harmony export */ });
/**
 * A blind review: the reviewer says it could not read the repository. The marker counts only in
 * the first 5 lines, where a lane is asked to put it, so a review that quotes it is not blind.
 */
const BLIND_MARKER = 'REVIEWED-WITHOUT-REPO-ACCESS';
/** A workspace *declaration* pointing into agy's scratch dir, not a mere mention of it. */
const SCRATCH_WORKSPACE_RE = /(workspace|working) (directory|dir)[\s\S]{0,40}antigravity-cli\/scratch/i;
function isBlindReview(text) {
    if (text.trim() === '')
        return false;
    const head = text.split(/\r?\n/).slice(0, 5).join('\n');
    return head.includes(BLIND_MARKER) || SCRATCH_WORKSPACE_RE.test(text);
}


/***/ }),

/***/ 3682:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e0: () => (/* binding */ dispatchPlan),
  r$: () => (/* binding */ runLanes)
});

// UNUSED EXPORTS: resultWithoutRunning

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __webpack_require__(4851);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/catalog/field-path.ts
var field_path = __webpack_require__(107);
// EXTERNAL MODULE: ./src/plan/resolve.ts
var resolve = __webpack_require__(8315);
// EXTERNAL MODULE: ./src/run/blind.ts
var blind = __webpack_require__(2202);
// EXTERNAL MODULE: ./src/run/output.ts
var output = __webpack_require__(5472);
// EXTERNAL MODULE: ./src/run/usage.ts
var run_usage = __webpack_require__(482);
;// CONCATENATED MODULE: ./src/run/spawn-lane.ts
/**
 * A spawn lane in two halves, `collectSpawn` (run, read back) and `finishSpawn` (decide, write), so
 * a handler can turn the text into its own in between; `runSpawnLane` is the two together.
 */





/** Room for the truncation note the process runner appends after the capped bytes. */
const NOTE_ROOM = 1024;
/** Where a lane's raw stdout is captured: beside the review, never the review itself. */
function stdoutPathFor(plan) {
    return `${plan.paths.review.replace(/\.md$/, '')}.stdout`;
}
/**
 * Runs the plan with the lane's allow-listed environment and reads back the review text and stderr
 * under the byte cap. Rejects only when the run directory cannot be written.
 */
async function collectSpawn(plan, ctx, argvOverride) {
    const stdoutPath = stdoutPathFor(plan);
    // A file left from before must never pass for this run's review.
    if (plan.outputChannel === 'file-arg')
        await (0,promises_.rm)(plan.paths.review, { force: true });
    const spec = {
        binary: plan.binary,
        argv: argvOverride ?? plan.argv,
        cwd: ctx.repoRoot,
        env: ctx.env,
        stdinPath: plan.stdinPath,
        stdoutPath,
        stderrPath: plan.paths.err,
        timeoutMs: plan.timeoutMs,
        killGraceMs: ctx.killGraceMs,
        maxOutputBytes: ctx.maxOutputBytes,
        // Past the cap a stdout review is cut anyway: the rest is never read, the lane is ended.
        endAtStdoutCap: plan.outputChannel === 'stdout',
    };
    // The lane's files live in a folder of the run directory; make sure it exists.
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(plan.paths.review), { recursive: true });
    const outcome = await ctx.processRunner.run(spec, ctx.signal);
    // What the runner kept in memory is what it wrote to the file: no need to read it back.
    const review = plan.outputChannel === 'file-arg'
        ? await (0,output/* readCapped */.EF)(plan.paths.review, ctx.maxOutputBytes)
        : outcome.stdout
            ? kept(outcome.stdout)
            : await (0,output/* readCapped */.EF)(stdoutPath, ctx.maxOutputBytes + NOTE_ROOM);
    const stderr = outcome.stderr
        ? kept(outcome.stderr)
        : await (0,output/* readCapped */.EF)(plan.paths.err, ctx.maxOutputBytes + NOTE_ROOM);
    return {
        outcome,
        reviewText: review.text,
        stderr: stderr.text,
        reviewTruncated: plan.outputChannel === 'file-arg' ? review.truncated : outcome.stdoutTruncated,
    };
}
/** What the lane wrote to stdout: `reviewText`, or for a `file-arg` lane the file beside it. */
async function laneStdout(plan, collected, ctx) {
    if (plan.outputChannel !== 'file-arg')
        return collected.reviewText;
    if (collected.outcome.stdout)
        return (0,output/* decodeUtf8 */._6)(collected.outcome.stdout);
    return (await (0,output/* readCapped */.EF)(stdoutPathFor(plan), ctx.maxOutputBytes + NOTE_ROOM)).text;
}
/** Output the runner kept whole (never cut, so never truncated). */
function kept(bytes) {
    return { text: (0,output/* decodeUtf8 */._6)(bytes), bytes: bytes.length, truncated: false, missing: false };
}
function endedBy(outcome) {
    // Our own doing, said by the truncation caveat.
    if (outcome.endedAtCap)
        return null;
    if (outcome.signal)
        return `killed by signal ${outcome.signal}`;
    if (outcome.exitCode !== null && outcome.exitCode !== 0)
        return `exited with code ${outcome.exitCode}`;
    return null;
}
/** How a run ended (D8), decided in this order: could not start, our timeout, a review, a failure, empty. */
function verdict(plan, outcome, reviewText) {
    if (outcome.spawnError) {
        const detail = outcome.stdinRefused
            ? `could not give ${plan.binary} its prompt: ${outcome.stdinRefused}`
            : `could not start ${plan.binary}: ${outcome.spawnError}`;
        return {
            status: 'failed',
            reason: 'spawn_error',
            detail,
            note: `${plan.slug} review ${detail}.`,
            errMarker: outcome.spawnError,
        };
    }
    if (outcome.timedOut) {
        const detail = outcome.cancelled
            ? 'cancelled before it finished'
            : `timed out after ${plan.timeoutMs} ms`;
        return {
            status: 'timed_out',
            reason: 'timed_out',
            detail,
            note: `${plan.slug} review ${detail}; output printed before that is not a review.`,
            errMarker: outcome.cancelled ? 'ABORT_ERR' : 'ETIMEDOUT',
        };
    }
    if (!(0,output/* isEmptyOutput */.$y)(reviewText))
        return { status: 'reviewed' };
    const ended = endedBy(outcome);
    if (ended) {
        return { status: 'failed', reason: 'exit_nonzero', detail: ended, note: `${plan.slug} ${ended}.` };
    }
    return { status: 'empty', reason: 'empty_output', detail: 'exited 0 with whitespace-only output' };
}
/**
 * How a spawn lane ended (D8), with its review file or stub and `.err` sidecar written. Output
 * before our timeout is never a review; a non-zero exit with output is `reviewed`, with a caveat.
 */
async function finishSpawn(plan, collected, reviewText, extra, options = {}) {
    const { outcome, stderr } = collected;
    const v = verdict(plan, outcome, reviewText);
    if (v.status === 'empty' && options.emptyDetail)
        v.detail = options.emptyDetail;
    const caveats = [...(options.caveats ?? [])];
    const warnings = [...(options.warnings ?? [])];
    if (v.status === 'reviewed') {
        const ended = endedBy(outcome);
        if (ended)
            caveats.push(`The reviewer ${ended}; its output is shown as the review.`);
        if (collected.reviewTruncated) {
            caveats.push(plan.outputChannel === 'file-arg'
                ? 'The review file was larger than the output cap and is truncated.'
                : outcome.endedAtCap
                    ? `Output truncated: the reviewer wrote more than the output cap, and was stopped there.`
                    : `Output truncated: the reviewer wrote ${outcome.stdoutBytes} bytes, more than the output cap.`);
        }
    }
    if (outcome.stderrTruncated) {
        warnings.push(`stderr truncated: the reviewer wrote ${outcome.stderrBytes} bytes, more than the output cap.`);
    }
    const body = v.status === 'reviewed'
        ? reviewText
        : (options.stub ?? (0,output/* renderStub */.dE)({ slug: plan.slug, stderr, extra, notes: v.note ? [v.note] : [] }));
    await (0,output/* writeReviewFile */.qJ)(plan.paths.review, body);
    if (v.errMarker)
        await (0,output/* writeErrSidecar */.M_)(plan.paths.err, stderr, v.errMarker);
    else
        await ensureFile(plan.paths.err, stderr);
    const usage = await spawnUsage(plan, v, options.usage, reviewText);
    return {
        status: v.status,
        ...(v.reason ? { reason: v.reason } : {}),
        ...(v.detail ? { detail: v.detail } : {}),
        body,
        ...(outcome.exitCode !== null ? { exitCode: outcome.exitCode } : {}),
        ...(plan.model ? { model: plan.model } : {}),
        ...(options.servedModel ? { servedModel: options.servedModel } : {}),
        warnings,
        caveats,
        ...(usage ? { usage } : {}),
    };
}
/**
 * D17: the lane's own figures, else the estimate; figures printed before our timeout are as
 * partial as the text, so that lane is estimated too.
 */
async function spawnUsage(plan, v, reported, reviewText) {
    if (v.reason === 'spawn_error' || plan.promptChannel === 'none')
        return undefined;
    if (reported && v.status !== 'timed_out')
        return reported;
    return (0,run_usage/* estimatedUsage */._y)(plan.paths.prompt, v.status === 'reviewed' ? reviewText : null);
}
/** The sidecar is always written; `wx` never overwrites one the process runner already made. */
async function ensureFile(path, text) {
    if ((0,external_node_fs_.existsSync)(path))
        return;
    try {
        (0,external_node_fs_.writeFileSync)(path, text, { flag: 'wx' });
    }
    catch (error) {
        if (error.code !== 'EEXIST')
            throw error;
    }
}
/** A spawn lane without a handler. */
async function runSpawnLane(plan, ctx) {
    const collected = await collectSpawn(plan, ctx);
    return finishSpawn(plan, collected, collected.reviewText);
}

;// CONCATENATED MODULE: ./src/run/handlers/_outcomes.ts
/** A handler given a lane of the other transport fails closed: nothing is started or sent. */
function wrongTransport(handler, needs, plan) {
    const detail = `handler '${handler}' runs ${needs} lanes, but lane ${plan.slug} uses transport ${plan.transport}`;
    return {
        status: 'unavailable',
        reason: 'malformed_lane',
        detail,
        body: `${plan.slug} review unavailable (malformed_lane): ${detail}.\n`,
        warnings: [],
        caveats: [],
    };
}

;// CONCATENATED MODULE: ./src/run/handlers/antigravity.ts
/**
 * The `antigravity` handler: `agy` exits 0 with empty stdout in several real failures. The review
 * is stdout from a clean exit (layer 1), else the newest response in its transcript after a
 * watermark taken before the spawn (layer 2; assumes one review of a workspace at a time, as
 * upstream does), else a stub (layer 3).
 */









/** The bound on `agy --help`. */
const HELP_PROBE_TIMEOUT_MS = 5000;
const BLIND_CAVEAT = '[reviewed-without-repo-access] This reviewer ran without access to the repository files; ' +
    'down-weight its verdict in the Consensus Summary.';
const CLI_LOG_RE = /agent executor error|NOT_FOUND|Publisher model/i;
/** Only the end of cli.log is read for hints: it grows without bound. */
const CLI_LOG_TAIL_BYTES = 256 * 1024;
function agyPaths(home) {
    const root = (0,external_node_path_.join)(home, '.gemini', 'antigravity-cli');
    return {
        root,
        cache: (0,external_node_path_.join)(root, 'cache', 'last_conversations.json'),
        brain: (0,external_node_path_.join)(root, 'brain'),
        cliLog: (0,external_node_path_.join)(root, 'cli.log'),
        transcript: (convId) => (0,external_node_path_.join)(root, 'brain', convId, '.system_generated', 'logs', 'transcript.jsonl'),
    };
}
/** The workspace's conversation id in a parsed cache: exact key first, then case-insensitive. */
function conversationIdFor(cache, workspace) {
    if (!(0,field_path/* isPlainObject */.Qd)(cache))
        return '';
    if (Object.hasOwn(cache, workspace)) {
        const exact = cache[workspace];
        if (typeof exact === 'string' && exact !== '')
            return exact;
    }
    const lower = workspace.toLowerCase();
    for (const [key, value] of Object.entries(cache)) {
        if (key.toLowerCase() === lower && typeof value === 'string' && value !== '')
            return value;
    }
    return '';
}
async function readConversationId(home, workspace) {
    try {
        return conversationIdFor(JSON.parse(await (0,promises_.readFile)(agyPaths(home).cache, 'utf8')), workspace);
    }
    catch {
        return '';
    }
}
/** Conversation ids are directory names; anything that could climb out of brain/ is ignored. */
function safeConvId(id) {
    return /^[A-Za-z0-9._-]+$/.test(id) && id !== '.' && id !== '..' ? id : '';
}
function nonBlankLines(text) {
    return text.split(/\r?\n/).filter((l) => l.trim() !== '');
}
async function readTranscript(home, convId) {
    try {
        return { kind: 'text', text: await (0,promises_.readFile)(agyPaths(home).transcript(convId), 'utf8') };
    }
    catch (error) {
        return error.code === 'ENOENT' ? { kind: 'absent' } : { kind: 'unreadable' };
    }
}
async function readWatermark(home, workspace) {
    const convId = safeConvId(await readConversationId(home, workspace));
    if (!convId)
        return { convId: '', lines: 0 };
    const t = await readTranscript(home, convId);
    if (t.kind === 'unreadable')
        return { convId, lines: 0, unreadable: true };
    return { convId, lines: t.kind === 'text' ? nonBlankLines(t.text).length : 0 };
}
/** Layer 2: the last finished model response written after the watermark. */
async function transcriptFallback(home, workspace, mark) {
    const convId = safeConvId(await readConversationId(home, workspace));
    if (!convId)
        return { kind: 'none' };
    const sameConversation = convId === mark.convId;
    if (sameConversation && mark.unreadable)
        return { kind: 'declined' };
    const t = await readTranscript(home, convId);
    if (t.kind !== 'text')
        return { kind: 'none' };
    const fresh = nonBlankLines(t.text).slice(sameConversation ? mark.lines : 0);
    let found = null;
    for (const line of fresh) {
        let entry;
        try {
            entry = JSON.parse(line);
        }
        catch {
            continue;
        }
        if ((0,field_path/* isPlainObject */.Qd)(entry) &&
            entry.source === 'MODEL' &&
            entry.status === 'DONE' &&
            entry.type === 'PLANNER_RESPONSE' &&
            typeof entry.content === 'string') {
            found = entry.content;
        }
    }
    return found === null ? { kind: 'none' } : { kind: 'response', text: found };
}
function stampBlindReview(text) {
    return `> ${BLIND_CAVEAT}\n\n${text}`;
}
/** The file-reference instruction, asking agy to ground its review in the files and to say when it cannot. */
function antigravityInstruction(promptPath, repoRoot) {
    return (`${(0,resolve/* fileRefInstruction */.gj)(promptPath, repoRoot)} ` +
        `Verify every claim against the repository files before reporting it. If you cannot read files under ${repoRoot}, ` +
        `start your reply with the exact line ${blind/* BLIND_MARKER */.L}.`);
}
/** Swaps the standard instruction for agy's variant and adds `--add-dir` before the last `-p`. */
function antigravityArgv(argv, opts) {
    const out = argv.map((a) => (a === opts.standard ? opts.variant : a));
    if (opts.addDir === null)
        return out;
    const lastP = out.lastIndexOf('-p');
    const at = lastP === -1 ? out.length : lastP;
    out.splice(at, 0, '--add-dir', opts.addDir);
    return out;
}
/** Does the lane's own binary offer `--add-dir`? Any failure of the bounded probe means no. */
async function probeAddDir(plan, ctx, timeoutMs = HELP_PROBE_TIMEOUT_MS) {
    let dir = null;
    try {
        dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'rl-agy-help-'));
        const stdoutPath = (0,external_node_path_.join)(dir, 'out');
        const stderrPath = (0,external_node_path_.join)(dir, 'err');
        const outcome = await ctx.processRunner.run({
            binary: plan.binary,
            argv: ['--help'],
            cwd: ctx.repoRoot,
            env: ctx.env,
            stdinPath: null,
            stdoutPath,
            stderrPath,
            timeoutMs,
            killGraceMs: Math.min(ctx.killGraceMs, 1000),
            maxOutputBytes: 1024 * 1024,
        }, ctx.signal);
        if (outcome.spawnError || outcome.timedOut)
            return false;
        const text = (await (0,promises_.readFile)(stdoutPath, 'utf8').catch(() => '')) +
            (await (0,promises_.readFile)(stderrPath, 'utf8').catch(() => ''));
        return text.includes('--add-dir');
    }
    catch {
        return false;
    }
    finally {
        if (dir)
            await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
async function listDir(path) {
    try {
        return new Set(await (0,promises_.readdir)(path));
    }
    catch {
        return new Set();
    }
}
/** The last ≤3 cli.log lines that point at an unavailable model. */
async function cliLogHints(home) {
    let handle;
    try {
        handle = await (0,promises_.open)(agyPaths(home).cliLog, 'r');
    }
    catch {
        return [];
    }
    try {
        const { size } = await handle.stat();
        const length = Math.min(size, CLI_LOG_TAIL_BYTES);
        const buf = Buffer.alloc(length);
        await handle.read(buf, 0, length, size - length);
        return buf
            .toString('utf8')
            .split(/\r?\n/)
            .filter((l) => CLI_LOG_RE.test(l))
            .slice(-3)
            .map((l) => l.trim());
    }
    catch {
        return [];
    }
    finally {
        await handle.close();
    }
}
function whyNoReview(plan, collected) {
    const o = collected.outcome;
    if (o.spawnError)
        return `Antigravity could not be started (${o.spawnError}).`;
    if (o.timedOut) {
        return o.cancelled
            ? 'Antigravity was cancelled before it finished.'
            : `Antigravity timed out after ${plan.timeoutMs} ms; output printed before that is not a review.`;
    }
    if (o.signal)
        return `Antigravity was killed by signal ${o.signal}; its stdout was discarded.`;
    if (o.exitCode !== 0)
        return `Antigravity exited with code ${o.exitCode}; its stdout was discarded.`;
    return 'Antigravity exited 0 but printed no review and wrote no new response to its transcript.';
}
/** Layer 3, with stderr kept. */
function antigravityStub(plan, collected, home, facts) {
    const paths = agyPaths(home);
    const lines = [
        `${plan.slug} review ${output/* STUB_MARKER */.u8}. stderr:`,
        collected.stderr.replace(/\n+$/, ''),
        whyNoReview(plan, collected),
    ];
    if (facts.declined) {
        lines.push('Its transcript could not be read before the run, so it was not replayed: an older review could have been shown as this one.');
    }
    if (facts.hints.length > 0) {
        lines.push(`A pinned model may be unavailable: run \`agy models\` and set review.models.agy to a listed model. From ${paths.cliLog}:`, ...facts.hints.map((h) => `  ${h}`));
    }
    lines.push(facts.newSessions.length > 0
        ? `Pre-session stall check: a new session (brain/${facts.newSessions[0]}/) appeared during the run, so agy started a session but produced no final response.`
        : `Pre-session stall check: no new session appeared under ${paths.brain}/ during the run, so agy likely stalled before starting one (sign-in, model selection or network); run agy once interactively to see why.`);
    return `${lines.join('\n')}\n`;
}
const antigravityHandler = {
    async run(plan, ctx) {
        if (plan.transport !== 'spawn')
            return wrongTransport('antigravity', 'spawn', plan);
        const home = ctx.homeDir;
        const workspace = ctx.repoRoot;
        const mark = await readWatermark(home, workspace);
        const sessionsBefore = await listDir(agyPaths(home).brain);
        // The planner names the root as an absolute path; so must the instruction we look for.
        const root = (0,external_node_path_.resolve)(ctx.repoRoot);
        const argv = antigravityArgv(plan.argv, {
            standard: (0,resolve/* fileRefInstruction */.gj)(plan.paths.prompt, root),
            variant: antigravityInstruction(plan.paths.prompt, root),
            addDir: (await probeAddDir(plan, ctx)) ? root : null,
        });
        const collected = await collectSpawn(plan, ctx, argv);
        const o = collected.outcome;
        const ranToEnd = !o.spawnError && !o.timedOut;
        let text = o.exitCode === 0 && o.signal === null && ranToEnd ? collected.reviewText : '';
        const caveats = [];
        let declined = false;
        if (text.trim() === '' && ranToEnd) {
            const fallback = await transcriptFallback(home, workspace, mark);
            if (fallback.kind === 'response' && fallback.text.trim() !== '') {
                text = fallback.text;
                caveats.push("Recovered from Antigravity's session transcript: its stdout held no review.");
            }
            declined = fallback.kind === 'declined';
        }
        if (text.trim() !== '') {
            if (!(0,blind/* isBlindReview */.u)(text))
                return finishSpawn(plan, collected, text, undefined, { caveats });
            // The file keeps the stamp for consumers that read it; the report renders the caveat instead.
            const outcome = await finishSpawn(plan, collected, stampBlindReview(text), undefined, { caveats });
            return { ...outcome, body: text, caveats: [BLIND_CAVEAT, ...outcome.caveats] };
        }
        const sessionsAfter = await listDir(agyPaths(home).brain);
        const stub = antigravityStub(plan, collected, home, {
            declined,
            hints: await cliLogHints(home),
            newSessions: [...sessionsAfter].filter((s) => !sessionsBefore.has(s)),
        });
        return finishSpawn(plan, collected, '', undefined, { stub });
    },
};

// EXTERNAL MODULE: ./node_modules/partial-json/dist/index.js
var dist = __webpack_require__(7227);
// EXTERNAL MODULE: ./src/sys/byte-cap.ts
var byte_cap = __webpack_require__(7338);
;// CONCATENATED MODULE: ./src/run/handlers/_envelope.ts
/**
 * Reading a first-party CLI's machine-readable output (D17), total over arbitrary bytes. The review
 * is what its text mode would have printed; output that is not JSON is taken as text; JSON cut
 * short keeps what can be read (tokens then estimated); JSON itself is never shown as a review.
 */






/** A model name as a CLI printed it: a short line of text, or nothing. */
function modelName(value) {
    if (typeof value !== 'string')
        return undefined;
    const name = value.trim();
    // eslint-disable-next-line no-control-regex
    return name !== '' && name.length <= 200 && !/[\u0000-\u001f\u007f]/.test(name) ? name : undefined;
}
/** At most this many models are named: a run uses one or two (its main model and a small side one). */
const MAX_MODELS = 3;
/** The models a per-model table names (its keys), the busiest first by `weight`, joined. */
function modelsOf(table, weight = () => 0) {
    if (!(0,field_path/* isPlainObject */.Qd)(table))
        return undefined;
    const names = Object.entries(table)
        .map(([name, entry]) => ({ name: modelName(name), weight: weight(entry) }))
        .filter((m) => m.name !== undefined)
        .sort((a, b) => b.weight - a.weight)
        .slice(0, MAX_MODELS)
        .map((m) => m.name);
    return names.length > 0 ? names.join(', ') : undefined;
}
/** The detail of a lane that exited 0 with JSON output that held no review. */
const NO_TEXT_IN_JSON = 'exited 0, and its JSON output held no review text';
/** JSON output starts with `{` or `[`; anything else is text. */
function looksLikeJson(text) {
    return /^\s*[[{]/.test(text);
}
/** One JSON document, read whole when it is whole, else as much of it as a partial parse finds. */
function readJsonDocument(stdout) {
    if (!looksLikeJson(stdout))
        return { kind: 'text' };
    const text = (0,byte_cap/* withoutTruncationNote */.oz)(stdout).trim();
    try {
        return { kind: 'whole', value: JSON.parse(text) };
    }
    catch {
        // fall through: keep what can be read
    }
    try {
        return { kind: 'partial', value: (0,dist.parse)(text, dist.Allow.ALL) };
    }
    catch {
        return { kind: 'unreadable' };
    }
}
/** One JSON event per line; a line that is not a JSON object is counted, never fatal. */
function readJsonLines(stdout) {
    const events = [];
    let unread = 0;
    for (const line of (0,byte_cap/* withoutTruncationNote */.oz)(stdout).split(/\r?\n/)) {
        const trimmed = line.trim();
        if (trimmed === '')
            continue;
        let event;
        try {
            event = JSON.parse(trimmed);
        }
        catch {
            unread += 1;
            continue;
        }
        if ((0,field_path/* isPlainObject */.Qd)(event))
            events.push(event);
        else
            unread += 1;
    }
    return { events, unread };
}
/** The caveat on a review rebuilt from output that was cut short or malformed. */
function partialCaveat(cli) {
    return `${cli}'s JSON output was cut short or malformed: the review below is the text that could be read from it, and may be incomplete.`;
}
/** The warning for figures that could not be taken from the output. */
function estimatedWarning(cli, why) {
    return `${cli} ${why}; its tokens are estimated.`;
}
/** The CLI's own figures onto the reading, or the warning that they could not be read. */
function takeFigures(reading, cli, figures) {
    if (figures.usage)
        reading.usage = figures.usage;
    if (figures.problem)
        reading.warnings.push(estimatedWarning(cli, `reported unreadable figures (${figures.problem})`));
}
/** A lane whose output starts as JSON but is not the document it was asked for. */
function notTheDocument(plan, cli, [printed, asked], stdout) {
    return {
        review: '',
        caveats: [],
        warnings: [estimatedWarning(cli, `printed no readable JSON ${printed}`)],
        emptyDetail: NO_TEXT_IN_JSON,
        diagnostic: noReviewDiagnostic(plan, cli, `its output is not the JSON ${asked} it was asked for`, stdout),
    };
}
/** What a lane that printed plain text instead of its JSON gets: the text, as a text lane would. */
function plainTextReading(cli, stdout) {
    const warnings = stdout.trim() === ''
        ? []
        : [estimatedWarning(cli, 'printed plain text, not the JSON it was asked for (shown as its output)')];
    return { review: stdout, caveats: [], warnings };
}
/** How much of unreadable output the stub quotes; the whole of it stays in the `.stdout` file. */
const QUOTED_OUTPUT_CHARS = 1000;
/** The stub's diagnostic for output with no review text in it. */
function noReviewDiagnostic(plan, cli, why, stdout) {
    const raw = (0,byte_cap/* withoutTruncationNote */.oz)(stdout).trim();
    const lines = [`${cli} returned no review text: ${why}.`];
    if (raw !== '') {
        const quoted = raw.length > QUOTED_OUTPUT_CHARS ? `${raw.slice(0, QUOTED_OUTPUT_CHARS)} […]` : raw;
        lines.push(`Its output (all of it is in ${(0,external_node_path_.basename)(stdoutPathFor(plan))}):`, quoted);
    }
    return lines.join('\n');
}
/** Marks a reading as holding no review text, with the stub's diagnostic. */
function noText(reading, diagnostic) {
    reading.diagnostic = diagnostic;
    reading.emptyDetail = NO_TEXT_IN_JSON;
}
/** A spawn handler that reads its CLI's stdout with `read`. */
function envelopeHandler(cli, read) {
    return {
        async run(plan, ctx) {
            if (plan.transport !== 'spawn')
                return wrongTransport(cli, 'spawn', plan);
            const collected = await collectSpawn(plan, ctx);
            return finishReading(plan, collected, read(plan, collected.reviewText));
        },
    };
}
/** Ends the lane with what the handler read: the review (or the stub with its diagnostic) and the figures. */
function finishReading(plan, collected, reading) {
    return finishSpawn(plan, collected, reading.review, reading.diagnostic, {
        caveats: reading.caveats,
        warnings: reading.warnings,
        ...(reading.usage ? { usage: reading.usage } : {}),
        ...(reading.emptyDetail ? { emptyDetail: reading.emptyDetail } : {}),
        ...(reading.servedModel ? { servedModel: reading.servedModel } : {}),
    });
}

;// CONCATENATED MODULE: ./src/run/handlers/claude.ts
/**
 * The `claude` handler: `--output-format json` prints one result document; the review is `result`,
 * the figures `usage` and `total_cost_usd` (D17). Anthropic's `input_tokens` leaves out cache reads
 * and writes, so a lane's input is all three; `output_tokens` already holds thinking.
 */



const CLI = 'claude';
/** A count that may be absent (0), but not malformed. */
function optionalCount(value) {
    return value === undefined || value === null ? 0 : (0,run_usage/* tokenCount */.jt)(value);
}
/** The figures of a whole result document, or why they cannot be read. */
function claudeUsage(result) {
    const { usage } = result;
    const cost = result.total_cost_usd === undefined ? undefined : (0,run_usage/* costFigure */.eU)(result.total_cost_usd);
    if (result.total_cost_usd !== undefined && cost === undefined)
        return { problem: 'total_cost_usd is not a cost' };
    if (usage === undefined)
        return { usage: (0,run_usage/* reportedUsage */.ZY)({ costUsd: cost }) };
    if (!(0,field_path/* isPlainObject */.Qd)(usage))
        return { problem: 'usage is not an object' };
    const counts = [
        (0,run_usage/* tokenCount */.jt)(usage.input_tokens),
        optionalCount(usage.cache_creation_input_tokens),
        optionalCount(usage.cache_read_input_tokens),
    ];
    const output = (0,run_usage/* tokenCount */.jt)(usage.output_tokens);
    const input = (0,run_usage/* sumCounts */.W_)(...counts);
    if (input === undefined || output === undefined)
        return { problem: 'usage has no valid token counts' };
    return { usage: (0,run_usage/* reportedUsage */.ZY)({ inputTokens: input, outputTokens: output, costUsd: cost }) };
}
/** What the text format would have printed, and the figures, from claude's stdout. */
function readClaudeOutput(plan, stdout) {
    const doc = readJsonDocument(stdout);
    if (doc.kind === 'text')
        return plainTextReading(CLI, stdout);
    const result = doc.kind === 'unreadable' ? undefined : doc.value;
    if (!(0,field_path/* isPlainObject */.Qd)(result))
        return notTheDocument(plan, CLI, ['result', 'result document'], stdout);
    const review = typeof result.result === 'string' ? result.result : '';
    const reading = { review, caveats: [], warnings: [] };
    // Its per-model usage names every model that answered, the main one with the most output.
    const served = modelsOf(result.modelUsage, (u) => (0,field_path/* isPlainObject */.Qd)(u) ? ((0,run_usage/* tokenCount */.jt)(u.outputTokens) ?? 0) : 0);
    if (served)
        reading.servedModel = served;
    if (doc.kind === 'partial') {
        if (review.trim() !== '')
            reading.caveats.push(partialCaveat(CLI));
        reading.warnings.push(estimatedWarning(CLI, 'printed an incomplete JSON result'));
    }
    else
        takeFigures(reading, CLI, claudeUsage(result));
    if (review.trim() === '') {
        const ended = typeof result.subtype === 'string' ? ` (${result.subtype})` : '';
        const errors = Array.isArray(result.errors) ? result.errors.filter((e) => typeof e === 'string') : [];
        const why = result.is_error === true
            ? `it ended with an error${ended}${errors.length > 0 ? `: ${errors.join('; ')}` : ''}`
            : `its JSON result has no result text${ended}`;
        noText(reading, noReviewDiagnostic(plan, CLI, why, stdout));
    }
    return reading;
}
const claudeHandler = envelopeHandler(CLI, readClaudeOutput);

;// CONCATENATED MODULE: ./src/run/handlers/codex.ts
/**
 * The `codex` handler: the review is the `-o` file; `--json` stdout events are read for the figures
 * only (D17). Its token counts already include cached input and reasoning, summed over the turns;
 * it reports no cost.
 */





const codex_CLI = 'codex';
/** The run's figures from its events: the sum over `turn.completed`, or why they cannot be read. */
function codexUsage(events) {
    let input = 0;
    let output = 0;
    let turns = 0;
    for (const event of events) {
        if (event.type !== 'turn.completed')
            continue;
        turns += 1;
        const { usage } = event;
        if (!(0,field_path/* isPlainObject */.Qd)(usage))
            return { problem: 'a turn.completed event has no usage object' };
        input = (0,run_usage/* sumCounts */.W_)(input, (0,run_usage/* tokenCount */.jt)(usage.input_tokens));
        output = (0,run_usage/* sumCounts */.W_)(output, (0,run_usage/* tokenCount */.jt)(usage.output_tokens));
        if (input === undefined || output === undefined)
            return { problem: 'a turn.completed event has no valid token counts' };
    }
    return turns === 0 ? {} : { usage: (0,run_usage/* reportedUsage */.ZY)({ inputTokens: input, outputTokens: output }) };
}
/** What the JSON events said went wrong (they carry what the text format wrote to stderr). */
function reportedErrors(events) {
    const out = [];
    for (const event of events) {
        const failed = event.type === 'turn.failed' && (0,field_path/* isPlainObject */.Qd)(event.error) ? event.error.message : undefined;
        const error = event.type === 'error' ? event.message : undefined;
        for (const m of [failed, error])
            if (typeof m === 'string' && m.trim() !== '')
                out.push(m);
    }
    return out;
}
/** The review is the `-o` file, untouched; stdout's events give the figures and any error. */
function readCodexOutput(_plan, review, stdout) {
    const { events, unread } = readJsonLines(stdout);
    const reading = { review, caveats: [], warnings: [] };
    const figures = codexUsage(events);
    if (figures.usage)
        reading.usage = figures.usage;
    else if (figures.problem)
        reading.warnings.push(estimatedWarning(codex_CLI, `reported unreadable figures (${figures.problem})`));
    else if (unread > 0)
        reading.warnings.push(estimatedWarning(codex_CLI, 'printed events that could not be read'));
    const errors = reportedErrors(events);
    if (review.trim() === '' && errors.length > 0)
        reading.diagnostic = `${codex_CLI} reported: ${errors.join('; ')}`;
    return reading;
}
const codexHandler = {
    async run(plan, ctx) {
        if (plan.transport !== 'spawn')
            return wrongTransport('codex', 'spawn', plan);
        const collected = await collectSpawn(plan, ctx);
        const stdout = await laneStdout(plan, collected, ctx);
        return finishReading(plan, collected, readCodexOutput(plan, collected.reviewText, stdout));
    },
};

;// CONCATENATED MODULE: ./src/run/handlers/gemini.ts
/**
 * The `gemini` handler: `--output-format stream-json`, because `json` holds only the last turn's
 * text while the text format prints every turn's, and a cut stream keeps every piece before the
 * cut (D17). `stats.output_tokens` leaves out thinking, so a lane's output is total - input.
 */



const gemini_CLI = 'gemini';
/** The figures of the result event's stats, or why they cannot be read. */
function geminiUsage(stats) {
    if (stats === undefined)
        return {};
    if (!(0,field_path/* isPlainObject */.Qd)(stats))
        return { problem: 'stats is not an object' };
    const input = (0,run_usage/* tokenCount */.jt)(stats.input_tokens);
    const total = (0,run_usage/* tokenCount */.jt)(stats.total_tokens);
    if (input === undefined || total === undefined || total < input)
        return { problem: 'stats has no valid input_tokens and total_tokens' };
    return { usage: (0,run_usage/* reportedUsage */.ZY)({ inputTokens: input, outputTokens: total - input }) };
}
function messageOf(event) {
    if (typeof event.message === 'string')
        return event.message;
    if ((0,field_path/* isPlainObject */.Qd)(event.error) && typeof event.error.message === 'string')
        return event.error.message;
    return undefined;
}
function readGeminiOutput(plan, stdout) {
    if (!looksLikeJson(stdout))
        return plainTextReading(gemini_CLI, stdout);
    const { events } = readJsonLines(stdout);
    let review = '';
    let result;
    let asked;
    const reported = [];
    for (const event of events) {
        if (event.type === 'init')
            asked = modelName(event.model) ?? asked;
        else if (event.type === 'message' && event.role === 'assistant' && typeof event.content === 'string') {
            review += event.content;
        }
        else if (event.type === 'tool_use') {
            // The text format ends a turn that called tools with a line break.
            if (review !== '' && !review.endsWith('\n'))
                review += '\n';
        }
        else if (event.type === 'error') {
            const message = messageOf(event);
            if (message)
                reported.push(message);
        }
        else if (event.type === 'result') {
            result = event;
        }
    }
    const reading = { review, caveats: [], warnings: [] };
    // The result's per-model stats name the version that answered; the init event the one it asked for.
    const stats = (0,field_path/* isPlainObject */.Qd)(result?.stats) ? result.stats : undefined;
    const served = modelsOf(stats?.models, (m) => ((0,field_path/* isPlainObject */.Qd)(m) ? ((0,run_usage/* tokenCount */.jt)(m.total_tokens) ?? 0) : 0)) ?? asked;
    if (served)
        reading.servedModel = served;
    const failure = result && result.status === 'error' ? messageOf(result) : undefined;
    if (failure)
        reported.push(failure);
    // The result event closes the stream: without it the stream was cut short.
    if (result)
        takeFigures(reading, gemini_CLI, geminiUsage(result.stats));
    else {
        reading.warnings.push(estimatedWarning(gemini_CLI, 'printed an incomplete event stream'));
        if (review.trim() !== '')
            reading.caveats.push(partialCaveat(gemini_CLI));
    }
    if (review.trim() === '') {
        const why = reported.length > 0 ? `it reported: ${reported.join('; ')}` : 'its events hold no text from the model';
        noText(reading, noReviewDiagnostic(plan, gemini_CLI, why, reported.length > 0 ? '' : stdout));
    }
    else {
        // What the text format wrote to stderr, the events carry: kept as warnings beside the review.
        reading.warnings.push(...reported.map((m) => `${gemini_CLI} reported: ${m}`));
    }
    return reading;
}
const geminiHandler = envelopeHandler(gemini_CLI, readGeminiOutput);

// EXTERNAL MODULE: ./src/sys/http.ts
var http = __webpack_require__(4537);
// EXTERNAL MODULE: ./src/sys/regular-file.ts
var regular_file = __webpack_require__(8748);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/run/http/retry.ts
/**
 * Bounded retries of an HTTP lane's chat request on 429 and 503 (not processed, so safe to resend).
 * Not undici's retry interceptor (D15): it drops the last body the stub shows, cannot see the
 * lane's deadline and reports nothing for the lane's warnings.
 */

const DEFAULT_RETRY_POLICY = Object.freeze({
    maxAttempts: 3,
    backoffMs: Object.freeze([1000, 2000]),
    maxWaitMs: 30_000,
    statuses: Object.freeze([429, 503]),
});
/** `Retry-After` (seconds or an HTTP date) as milliseconds from `now`; null when unusable. */
function parseRetryAfter(value, now) {
    const text = value?.trim() ?? '';
    if (text === '')
        return null;
    if (/^\d+$/.test(text))
        return Number(text) * 1000;
    // Only a date-shaped value: Date.parse also accepts bare numbers such as "-1" or "1.5".
    if (!/[a-z]/i.test(text))
        return null;
    const at = Date.parse(text);
    return Number.isNaN(at) ? null : Math.max(0, at - now);
}
/** Whether to send attempt `attempt + 1` after `res`, and after how long. Pure. */
function decideRetry(res, attempt, remainingMs, now, policy = DEFAULT_RETRY_POLICY) {
    // Failures (timeouts, network errors after sending, cancellation) and every other status are final.
    if (res.kind !== 'response' || !policy.statuses.includes(res.status)) {
        return { retry: false, why: 'not_retryable' };
    }
    if (attempt >= policy.maxAttempts)
        return { retry: false, why: 'attempts_exhausted' };
    const backoff = policy.backoffMs[Math.min(attempt - 1, policy.backoffMs.length - 1)] ?? 0;
    const waitMs = Math.min(parseRetryAfter(res.retryAfter, now) ?? backoff, policy.maxWaitMs);
    // A wait that ends at (or past) the deadline leaves no time for the request itself.
    if (waitMs >= remainingMs)
        return { retry: false, why: 'past_deadline', waitMs };
    return { retry: true, waitMs };
}
/** "1 s", "0.5 s": what a user reads in a warning. */
function formatWait(ms) {
    const s = ms / 1000;
    return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}
/**
 * Sends `attempt(n)` until an answer is not retried: the last exchange and a note per retry. A
 * cancelled wait comes back as a `cancelled` failure, like a cancelled request, never a throw.
 */
async function sendWithRetry(attempt, opts) {
    const policy = opts.policy ?? DEFAULT_RETRY_POLICY;
    const notes = [];
    for (let n = 1;; n++) {
        const res = await attempt(n);
        const now = Date.now();
        const decision = decideRetry(res, n, opts.deadlineAt - now, now, policy);
        if (!decision.retry) {
            if (decision.why === 'past_deadline' && res.kind === 'response') {
                notes.push(`${opts.slug}: HTTP ${res.status}, not retried: waiting ${formatWait(decision.waitMs)} would pass the lane's ${opts.timeoutMs} ms timeout`);
            }
            return { res, notes };
        }
        // decideRetry only retries responses; the guard narrows the type for what follows.
        if (res.kind !== 'response')
            return { res, notes };
        const { status } = res;
        notes.push(`${opts.slug}: HTTP ${status}, retried after ${formatWait(decision.waitMs)} (attempt ${n + 1} of ${policy.maxAttempts})`);
        try {
            await (0,external_node_timers_promises_.setTimeout)(decision.waitMs, undefined, { signal: opts.signal });
        }
        catch {
            // Only an abort rejects the timer: the run was cancelled while we waited.
            notes[notes.length - 1] = `${opts.slug}: HTTP ${status}; the run was cancelled while waiting to retry`;
            return {
                res: {
                    kind: 'failure',
                    cause: 'cancelled',
                    message: 'the run was cancelled',
                    status,
                    ...(res.body !== '' ? { partialBody: res.body } : {}),
                },
                notes,
            };
        }
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
;// CONCATENATED MODULE: ./src/run/http/schema.ts
/** The two response bodies an openai-http lane reads, as zod schemas. */

/** The response's `usage` (D17): OpenAI's counts already include cached and reasoning tokens. */
const tokens = schemas/* number */.aig().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const ChatUsageSchema = schemas/* object */.Ikc({
    prompt_tokens: tokens.optional(),
    completion_tokens: tokens.optional(),
});
/** `choices[0].message.content` must be a string; other members are ignored. */
const ChatCompletionSchema = schemas/* object */.Ikc({
    /** The model that served the request; a non-string is treated as not reported. */
    model: schemas/* string */.YjP().optional().catch(undefined),
    choices: schemas/* array */.YOg(schemas/* object */.Ikc({ message: schemas/* object */.Ikc({ content: schemas/* string */.YjP() }) })).min(1, 'choices is empty'),
    /** Checked on its own: a malformed usage costs a warning, never the review; `null` is absent. */
    usage: schemas/* unknown */.L5J().optional(),
});
/** The response's usage: its counts, none when it sent none, or why the one it sent is unusable. */
function readUsage(raw) {
    if (raw === undefined || raw === null)
        return { ok: true, usage: null };
    const parsed = ChatUsageSchema.safeParse(raw);
    if (parsed.success)
        return { ok: true, usage: parsed.data };
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `usage.${issue.path.join('.')}` : 'usage';
    return { ok: false, why: `${where}: ${issue?.message ?? 'unexpected shape'}` };
}
/** `GET /v1/models`: discovery picks `data[0].id` as the server spelled it. */
const ModelListSchema = schemas/* object */.Ikc({
    data: schemas/* tuple */.PVZ([schemas/* object */.Ikc({ id: schemas/* string */.YjP().refine((id) => id.trim() !== '', 'is blank') })], schemas/* unknown */.L5J()),
});
/** JSON.parse + schema, total: the value, or why the text is not one. */
function parseJsonAs(schema, text) {
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        return { ok: false, why: 'the body is not JSON' };
    }
    const parsed = schema.safeParse(raw);
    if (parsed.success)
        return { ok: true, value: parsed.data };
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
    return { ok: false, why: `the JSON has no usable ${where}: ${issue?.message ?? 'unexpected shape'}` };
}

;// CONCATENATED MODULE: ./src/run/http/write.ts
/** An HTTP lane's review file (or the stub every lane shares) and its `.err` sidecar. */



/** Returns the text rendered under the lane's heading: the review, or the stub. */
async function writeLaneFiles(plan, out) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(plan.paths.err), { recursive: true });
    await (0,promises_.writeFile)(plan.paths.err, out.errText === '' ? '' : (0,output/* withFinalNewline */.xc)(out.errText));
    const body = out.review !== null && !(0,output/* isEmptyOutput */.$y)(out.review)
        ? (0,output/* withFinalNewline */.xc)(out.review)
        : (0,output/* renderStub */.dE)({ slug: plan.slug, stderr: out.errText, extra: out.rawBody });
    await (0,output/* writeReviewFile */.qJ)(plan.paths.review, body);
    return body;
}

;// CONCATENATED MODULE: ./src/run/http-lane.ts








/** How much of a raw response body a stub shows; the rest is counted, not printed. */
const RAW_BODY_DISPLAY_BYTES = 16 * 1024;
/** Removes the token's value from any text we keep. Values under 4 chars would garble text, so are left. */
function redactor(secret) {
    if (!secret || secret.length < 4)
        return (text) => text;
    return (text) => text.split(secret).join('[redacted]');
}
function capForDisplay(body, maxBytes = RAW_BODY_DISPLAY_BYTES) {
    const buf = Buffer.from(body, 'utf8');
    if (buf.length <= maxBytes)
        return body;
    const shown = buf.subarray(0, maxBytes).toString('utf8');
    return `${shown}\n[… ${buf.length - maxBytes} more bytes of the response not shown]`;
}
function hostOf(plan) {
    try {
        return new URL(plan.url).host || plan.host;
    }
    catch {
        return plan.host;
    }
}
function locationHost(location, base) {
    if (!location)
        return '(no Location header)';
    try {
        return new URL(location, base).host || location;
    }
    catch {
        return location;
    }
}
/** The lane's prompt: a link or a FIFO another lane left at its name reads as no prompt. */
function readPrompt(path) {
    return (0,regular_file/* readRegularText */.Aj)(path, vocabulary/* DEFAULTS */.zY.maxPromptFileBytes) ?? '';
}
function secretFrom(plan, env) {
    if (!plan.apiKeyEnv || !Object.hasOwn(env, plan.apiKeyEnv))
        return undefined;
    const value = env[plan.apiKeyEnv];
    return value ? value : undefined;
}
async function discoverModel(plan, client, headers, deadlines, ctx) {
    if (!plan.modelsUrl)
        return { model: null };
    const res = await client.send({
        method: 'GET',
        url: plan.modelsUrl,
        headers,
        maxBodyBytes: ctx.maxOutputBytes,
        deadlines,
        signal: ctx.signal,
    });
    if (res.kind === 'response' && res.status >= 300 && res.status <= 399)
        return { redirect: redirectEnding(plan, res.status, res.location, plan.modelsUrl, 'model discovery') };
    if (res.kind !== 'response' || res.status < 200 || res.status > 299)
        return { model: null };
    const list = parseJsonAs(ModelListSchema, res.body);
    return { model: list.ok ? list.value.data[0].id : null };
}
/** A 3xx is never followed (D7): the lane fails and names where it was sent. */
function redirectEnding(plan, status, location, url, what) {
    const to = locationHost(location, url);
    const answered = `${hostOf(plan)} answered HTTP ${status}${what ? ` to ${what},` : ''}`;
    const detail = `${answered} redirecting to ${to}; redirects are never followed (the lane's host is pinned)`;
    return { status: 'failed', reason: 'redirect_refused', detail, errText: detail, review: null };
}
/** Turns the chat exchange into an ending (D7/D8). */
function judge(plan, res, model) {
    const host = hostOf(plan);
    if (res.kind === 'failure') {
        const rawBody = res.partialBody;
        if (res.cause === 'overall_timeout' || res.cause === 'cancelled') {
            const detail = res.cause === 'cancelled'
                ? `the run was cancelled before ${host} answered`
                : `no complete response from ${host} within ${plan.timeoutMs} ms`;
            return { status: 'timed_out', reason: 'timed_out', detail, errText: detail, review: null, rawBody };
        }
        const detail = `request to ${host} failed: ${res.message}`;
        return { status: 'failed', reason: 'http_error', detail, errText: detail, review: null, rawBody };
    }
    if (res.status >= 300 && res.status <= 399)
        return redirectEnding(plan, res.status, res.location, plan.url);
    const rawBody = res.body.length > 0 ? res.body : `HTTP ${res.status}`;
    if (res.status < 200 || res.status > 299) {
        // A non-2xx is a failure even when it carries a `choices` body (D7).
        const detail = `${host} answered HTTP ${res.status}`;
        return { status: 'failed', reason: 'http_error', detail, errText: '', review: null, rawBody };
    }
    const parsed = parseJsonAs(ChatCompletionSchema, res.body);
    if (!parsed.ok) {
        const detail = `${host} answered HTTP ${res.status} but ${parsed.why}`;
        return { status: 'failed', reason: 'http_error', detail, errText: '', review: null, rawBody };
    }
    const content = parsed.value.choices[0]?.message.content ?? '';
    const served = parsed.value.model?.trim() ? parsed.value.model : undefined;
    const warnings = served !== undefined && served !== model
        ? [
            `${plan.slug} served model '${served}' but '${model}' was requested. Review may be from a different model.`,
        ]
        : [];
    const read = readUsage(parsed.value.usage);
    if (!read.ok) {
        warnings.push(`${plan.slug}: ${host} sent a usage the lane cannot read (${read.why}); its tokens are estimated.`);
    }
    const usage = read.ok && read.usage
        ? (0,run_usage/* reportedUsage */.ZY)({ inputTokens: read.usage.prompt_tokens, outputTokens: read.usage.completion_tokens })
        : undefined;
    if ((0,output/* isEmptyOutput */.$y)(content)) {
        const detail = `${host} returned an empty review (choices[0].message.content is blank)`;
        return {
            status: 'empty',
            reason: 'empty_output',
            detail,
            errText: '',
            review: null,
            rawBody,
            servedModel: served,
            warnings,
            ...(usage ? { usage } : {}),
        };
    }
    return {
        status: 'reviewed',
        errText: '',
        review: content,
        servedModel: served,
        warnings,
        ...(usage ? { usage } : {}),
    };
}
async function runHttpLane(plan, ctx, opts = {}) {
    const started = Date.now();
    const client = opts.client ?? ctx.httpClient ?? (0,http/* createHttpClient */.u)();
    const secret = secretFrom(plan, ctx.env);
    const redact = redactor(secret);
    // `sent`: the prompt went out, so the lane has spent something even when it did not say what.
    const finish = async (e, model, sent = false) => {
        const body = await writeLaneFiles(plan, {
            errText: redact(e.errText),
            review: e.review === null ? null : redact(e.review),
            rawBody: e.rawBody === undefined ? undefined : redact(capForDisplay(e.rawBody)),
        });
        const usage = e.usage ??
            (sent ? await (0,run_usage/* estimatedUsage */._y)(plan.paths.prompt, e.status === 'reviewed' ? e.review : null) : undefined);
        return {
            status: e.status,
            ...(e.reason ? { reason: e.reason } : {}),
            ...(e.detail ? { detail: redact(e.detail) } : {}),
            body,
            ...(model ? { model } : {}),
            ...(e.servedModel ? { servedModel: redact(e.servedModel) } : {}),
            warnings: (e.warnings ?? []).map(redact),
            caveats: [],
            ...(usage ? { usage } : {}),
        };
    };
    const host = hostOf(plan);
    const prompt = readPrompt(plan.paths.prompt);
    if ((0,output/* isEmptyOutput */.$y)(prompt)) {
        const detail = `the prompt file ${plan.paths.prompt} is empty or missing; nothing was sent to ${host}`;
        return finish({ status: 'failed', reason: 'http_error', detail, errText: detail, review: null });
    }
    if (ctx.signal?.aborted) {
        const detail = `the run was cancelled before anything was sent to ${host}`;
        return finish({ status: 'timed_out', reason: 'timed_out', detail, errText: detail, review: null });
    }
    const headers = secret ? { authorization: `Bearer ${secret}` } : {};
    const remaining = () => Math.max(1, plan.timeoutMs - (Date.now() - started));
    const discoveryMs = opts.discoveryTimeoutMs ?? vocabulary/* DEFAULTS */.zY.modelDiscoveryTimeoutMs;
    let model = plan.model;
    if (model === null) {
        const found = await discoverModel(plan, client, { ...headers, accept: 'application/json' }, (0,http/* httpDeadlines */.k)(Math.min(discoveryMs, remaining()), opts.deadlines), ctx);
        // Redirected: the prompt is not sent anywhere, not even to the lane's own host.
        if ('redirect' in found)
            return finish(found.redirect);
        model = found.model ?? plan.fallbackModel;
    }
    const body = JSON.stringify({ model, messages: [{ role: 'user', content: prompt }] });
    const { res, notes } = await sendWithRetry(() => client.send({
        method: 'POST',
        url: plan.url,
        headers: { ...headers, 'content-type': 'application/json' },
        body,
        maxBodyBytes: ctx.maxOutputBytes,
        // Each attempt gets what is left of the lane's one overall bound.
        deadlines: (0,http/* httpDeadlines */.k)(remaining(), opts.deadlines),
        signal: ctx.signal,
    }), {
        slug: plan.slug,
        deadlineAt: started + plan.timeoutMs,
        timeoutMs: plan.timeoutMs,
        signal: ctx.signal,
        policy: { ...DEFAULT_RETRY_POLICY, ...opts.retry },
    });
    const ending = judge(plan, res, model);
    return finish({
        ...ending,
        errText: [...notes, ending.errText].filter((line) => line !== '').join('\n'),
        warnings: [...notes, ...(ending.warnings ?? [])],
    }, model, true);
}

;// CONCATENATED MODULE: ./src/run/handlers/openai-compatible.ts
/** The `openai-compatible` handler: the openai-http transport itself. */


const openaiCompatibleHandler = {
    run(plan, ctx) {
        if (plan.transport !== 'openai-http')
            return Promise.resolve(wrongTransport('openai-compatible', 'openai-http', plan));
        return runHttpLane(plan, ctx);
    },
};

;// CONCATENATED MODULE: ./src/run/handlers/opencode.ts
/**
 * The `opencode` handler: `run --format json`, because the default formatter prints nothing when a
 * turn ends with zero output tokens. Figures (D17) sum the `step_finish` events; a cost of 0 means
 * no rates. Its switches against project configuration are set whatever the user exports (D18).
 */





/** Total over arbitrary input: a line that is not a JSON object is skipped, never fatal. */
function reconstructOpencode(stdout) {
    const texts = [];
    let stopReason = null;
    let outputTokens = null;
    for (const event of readJsonLines(stdout).events) {
        if (!(0,field_path/* isPlainObject */.Qd)(event.part))
            continue;
        const { part } = event;
        if (event.type === 'text' && typeof part.text === 'string')
            texts.push(part.text);
        if (event.type === 'step_finish') {
            if (typeof part.reason === 'string')
                stopReason = part.reason;
            const tokens = part.tokens;
            if ((0,field_path/* isPlainObject */.Qd)(tokens) && typeof tokens.output === 'number')
                outputTokens = tokens.output;
        }
    }
    return { review: texts.join('\n'), stopReason, outputTokens };
}
/** A count opencode may leave out (0), but not one that is malformed. */
const opencode_optionalCount = (value) => (value === undefined ? 0 : (0,run_usage/* tokenCount */.jt)(value));
/** The run's figures from its `step_finish` events, or why they cannot be read. */
function opencodeUsage(stdout) {
    let input = 0;
    let output = 0;
    let cost = 0;
    let steps = 0;
    for (const event of readJsonLines(stdout).events) {
        if (event.type !== 'step_finish' || !(0,field_path/* isPlainObject */.Qd)(event.part))
            continue;
        steps += 1;
        const { tokens } = event.part;
        const cache = (0,field_path/* isPlainObject */.Qd)(tokens) ? (tokens.cache ?? {}) : undefined;
        if (!(0,field_path/* isPlainObject */.Qd)(tokens) || !(0,field_path/* isPlainObject */.Qd)(cache))
            return { usageProblem: 'a step_finish event has no tokens object' };
        input = (0,run_usage/* sumCounts */.W_)(input, (0,run_usage/* tokenCount */.jt)(tokens.input), opencode_optionalCount(cache.read), opencode_optionalCount(cache.write));
        output = (0,run_usage/* sumCounts */.W_)(output, (0,run_usage/* tokenCount */.jt)(tokens.output), opencode_optionalCount(tokens.reasoning));
        if (input === undefined || output === undefined)
            return { usageProblem: 'a step_finish event has no valid token counts' };
        const stepCost = event.part.cost === undefined ? 0 : (0,run_usage/* costFigure */.eU)(event.part.cost);
        cost = stepCost === undefined || cost === undefined ? undefined : cost + stepCost;
    }
    if (steps === 0)
        return {};
    const usage = (0,run_usage/* reportedUsage */.ZY)({ inputTokens: input, outputTokens: output, costUsd: cost ? cost : undefined });
    return usage ? { usage } : {};
}
/** The stub's extra lines when the stream held no assistant text. */
function opencodeNoTextDiagnostic(r) {
    return [
        'OpenCode returned no assistant text (the agent ended its turn with no final message).',
        `Diagnostic: stop reason=${r.stopReason ?? '?'}, output tokens=${r.outputTokens ?? '?'}`,
    ].join('\n');
}
const OPENCODE_LOCKDOWN_ENV = {
    OPENCODE_DISABLE_PROJECT_CONFIG: '1',
    OPENCODE_PERMISSION: JSON.stringify({ bash: 'deny', edit: 'deny', webfetch: 'deny' }),
};
const opencodeHandler = {
    async run(plan, ctx) {
        if (plan.transport !== 'spawn')
            return wrongTransport('opencode', 'spawn', plan);
        const collected = await collectSpawn(plan, { ...ctx, env: { ...ctx.env, ...OPENCODE_LOCKDOWN_ENV } });
        const rebuilt = reconstructOpencode(collected.reviewText);
        const { usage, usageProblem } = opencodeUsage(collected.reviewText);
        const figures = {
            ...(usage ? { usage } : {}),
            warnings: usageProblem
                ? [estimatedWarning('opencode', `reported unreadable figures (${usageProblem})`)]
                : [],
        };
        if (rebuilt.review.trim() !== '')
            return finishSpawn(plan, collected, rebuilt.review, undefined, figures);
        return finishSpawn(plan, collected, '', opencodeNoTextDiagnostic(rebuilt), figures);
    },
};

;// CONCATENATED MODULE: ./src/run/handlers/qwen.ts
/**
 * The `qwen` handler: `--output-format json` prints an array of messages closed by a `result`
 * message; the review is a successful run's `result`, as the text format prints it (D17). Its
 * token counts already include cache and reasoning; it reports no cost.
 */



const qwen_CLI = 'qwen';
/** The figures of the result message, or why they cannot be read. */
function qwenUsage(result) {
    const { usage } = result;
    if (usage === undefined)
        return {};
    if (!(0,field_path/* isPlainObject */.Qd)(usage))
        return { problem: 'usage is not an object' };
    const input = (0,run_usage/* tokenCount */.jt)(usage.input_tokens);
    const output = (0,run_usage/* tokenCount */.jt)(usage.output_tokens);
    if (input === undefined || output === undefined)
        return { problem: 'usage has no valid token counts' };
    return { usage: (0,run_usage/* reportedUsage */.ZY)({ inputTokens: input, outputTokens: output }) };
}
/** The text of one of the model's messages (its text blocks), as qwen joins them for `result`. */
function assistantText(message) {
    if (!(0,field_path/* isPlainObject */.Qd)(message) || message.type !== 'assistant' || !(0,field_path/* isPlainObject */.Qd)(message.message))
        return undefined;
    const { content } = message.message;
    if (!Array.isArray(content))
        return undefined;
    return content
        .filter((b) => (0,field_path/* isPlainObject */.Qd)(b) && b.type === 'text' && typeof b.text === 'string')
        .map((b) => b.text)
        .join('');
}
/** The model the run names: the result's per-model stats, else the model's last message, else the init message. */
function qwenModel(messages, result) {
    const stats = (0,field_path/* isPlainObject */.Qd)(result?.stats) ? result.stats : undefined;
    const fromStats = modelsOf(stats?.models, (m) => (0,field_path/* isPlainObject */.Qd)(m) && (0,field_path/* isPlainObject */.Qd)(m.tokens) ? ((0,run_usage/* tokenCount */.jt)(m.tokens.total) ?? 0) : 0);
    if (fromStats)
        return fromStats;
    for (let i = messages.length - 1; i >= 0; i--) {
        const m = messages[i];
        if (!(0,field_path/* isPlainObject */.Qd)(m))
            continue;
        const named = m.type === 'assistant' && (0,field_path/* isPlainObject */.Qd)(m.message)
            ? modelName(m.message.model)
            : m.type === 'system'
                ? modelName(m.model)
                : undefined;
        if (named)
            return named;
    }
    return undefined;
}
function readQwenOutput(plan, stdout) {
    const doc = readJsonDocument(stdout);
    if (doc.kind === 'text')
        return plainTextReading(qwen_CLI, stdout);
    const messages = doc.kind === 'unreadable' ? undefined : doc.value;
    if (!Array.isArray(messages))
        return notTheDocument(plan, qwen_CLI, ['messages', 'message list'], stdout);
    const result = messages.findLast((m) => (0,field_path/* isPlainObject */.Qd)(m) && m.type === 'result');
    const reading = { review: '', caveats: [], warnings: [] };
    const served = qwenModel(messages, result);
    if (served)
        reading.servedModel = served;
    if (doc.kind === 'whole' && result) {
        if (result.is_error === true) {
            const error = (0,field_path/* isPlainObject */.Qd)(result.error) && typeof result.error.message === 'string' ? result.error.message : '';
            noText(reading, noReviewDiagnostic(plan, qwen_CLI, `it reported an error${error ? `: ${error}` : ''}`, ''));
        }
        else {
            reading.review = typeof result.result === 'string' ? result.result : '';
            if (reading.review.trim() === '')
                noText(reading, noReviewDiagnostic(plan, qwen_CLI, 'its result message has no result text', stdout));
        }
        takeFigures(reading, qwen_CLI, qwenUsage(result));
        return reading;
    }
    // Cut short (or no result message): the model's last message is what `result` would have been.
    const lastText = result && typeof result.result === 'string' && result.is_error !== true ? result.result : undefined;
    reading.review = lastText ?? messages.map(assistantText).findLast((t) => t !== undefined) ?? '';
    reading.warnings.push(estimatedWarning(qwen_CLI, 'printed an incomplete JSON message list'));
    if (reading.review.trim() !== '')
        reading.caveats.push(partialCaveat(qwen_CLI));
    else
        noText(reading, noReviewDiagnostic(plan, qwen_CLI, 'its JSON output was cut short before any review text', stdout));
    return reading;
}
const qwenHandler = envelopeHandler(qwen_CLI, readQwenOutput);

;// CONCATENATED MODULE: ./src/run/handlers/index.ts








const HANDLERS = Object.freeze({
    antigravity: antigravityHandler,
    claude: claudeHandler,
    codex: codexHandler,
    gemini: geminiHandler,
    'openai-compatible': openaiCompatibleHandler,
    opencode: opencodeHandler,
    qwen: qwenHandler,
});
/** Own-property lookup: `constructor`, `__proto__` and other inherited names are not handlers. */
function handlerFor(name) {
    return Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : null;
}
/** An unknown handler fails closed: nothing is started or sent. */
function unknownHandlerOutcome(name, slug) {
    const detail = `handler '${name}' is not one of ${vocabulary/* HANDLERS */.Gi.join(', ')}`;
    return {
        status: 'unavailable',
        reason: 'unknown_handler',
        detail,
        body: `${slug} review unavailable (unknown_handler): ${detail}.\n`,
        warnings: [],
        caveats: [],
    };
}
/** Runs `plan` through its named handler, or fails closed when the name is not in the registry. */
function runHandler(name, plan, ctx) {
    const handler = handlerFor(name);
    return handler ? handler.run(plan, ctx) : Promise.resolve(unknownHandlerOutcome(name, plan.slug));
}

// EXTERNAL MODULE: ./src/sys/clock.ts
var clock = __webpack_require__(5255);
;// CONCATENATED MODULE: ./src/run/runner.ts
/**
 * Runs the planned lanes (D7, D8) up to max-parallel, instances of one adapter one after another;
 * every lane ends with exactly one result, in input order, and a lane that throws is `failed`.
 */









/** Runs a plan by its handler (the static registry in handlers/index.ts), else by transport. */
function dispatchPlan(plan, ctx) {
    // The closed registry fails closed on a name it does not hold (unknown_handler).
    if (plan.handler !== null)
        return runHandler(plan.handler, plan, ctx);
    if (plan.transport === 'spawn')
        return runSpawnLane(plan, ctx);
    return runHttpLane(plan, ctx);
}
function notRunOutcome(slug, status, reason, detail) {
    const why = detail ? `: ${detail}` : '';
    return {
        status,
        reason,
        ...(detail ? { detail } : {}),
        body: `${slug} review ${status} (${reason})${why}.\n`,
        warnings: [],
        caveats: [],
    };
}
/** A PlannedLane that does not run: its result comes from the plan stage's verdict. */
function notRun(p) {
    if (p.status === 'blocked')
        return notRunOutcome(p.slug, 'blocked', p.reason ?? 'not_consented', p.detail);
    if (p.status === 'runnable') {
        return notRunOutcome(p.slug, 'unavailable', 'malformed_lane', 'the lane is runnable but has no resolved plan');
    }
    return notRunOutcome(p.slug, 'unavailable', p.reason ?? 'malformed_lane', p.detail);
}
/** A lane whose run threw: a failure of that lane only, with a stub like any other failure. */
async function crashed(plan, error) {
    const detail = `the lane crashed: ${(0,diagnostics/* messageOf */.bD)(error)}`;
    const body = (0,output/* renderStub */.dE)({ slug: plan.slug, stderr: '', notes: [`${plan.slug} review ${detail}`] });
    try {
        await (0,output/* writeReviewFile */.qJ)(plan.paths.review, body);
    }
    catch {
        // The result still carries the stub; the file is a convenience.
    }
    return {
        status: 'failed',
        reason: plan.transport === 'openai-http' ? 'http_error' : 'spawn_error',
        detail,
        body,
        warnings: [],
        caveats: [],
    };
}
/** A handler's outcome is checked against the closed vocabulary: exactly one known status. */
function checked(plan, outcome) {
    const known = vocabulary/* LANE_STATUSES */._l.includes(outcome?.status);
    if (known && (outcome.status === 'reviewed' || outcome.reason))
        return outcome;
    return crashed(plan, new Error(`the lane returned an invalid outcome (status ${String(outcome?.status)})`));
}
function relativePath(base, path) {
    if (!(0,external_node_fs_.existsSync)(path))
        return undefined;
    // A lane's files sit under the run directory: cut the prefix rather than walk both paths.
    const inside = path.startsWith(base + external_node_path_.sep) ? path.slice(base.length + 1) : (0,external_node_path_.relative)(base, path);
    return inside.split(external_node_path_.sep).join('/');
}
function toResult(p, outcome, durationMs, outDir) {
    const plan = p.status === 'runnable' ? p.plan : undefined;
    const base = outDir ?? plan?.paths.runDir;
    const reviewPath = plan && base !== undefined ? relativePath(base, plan.paths.review) : undefined;
    const errPath = plan && base !== undefined ? relativePath(base, plan.paths.err) : undefined;
    const model = outcome.model ?? plan?.model ?? undefined;
    return {
        slug: p.slug,
        identity: p.identity,
        status: outcome.status,
        ...(outcome.reason ? { reason: outcome.reason } : {}),
        ...(outcome.detail ? { detail: outcome.detail } : {}),
        explicit: p.explicit,
        durationMs,
        ...(model ? { model } : {}),
        ...(outcome.servedModel ? { servedModel: outcome.servedModel } : {}),
        ...(outcome.exitCode !== undefined ? { exitCode: outcome.exitCode } : {}),
        ...(reviewPath ? { reviewPath } : {}),
        ...(errPath ? { errPath } : {}),
        body: outcome.body,
        caveats: outcome.caveats,
        warnings: outcome.warnings,
        ...(outcome.usage ? { usage: outcome.usage } : {}),
    };
}
/** The result of a lane the plan stage decided does not run (unavailable, blocked). */
function resultWithoutRunning(p) {
    return toResult(p, notRun(p), 0);
}
async function runLanes(planned, deps) {
    const now = deps.now ?? clock/* monotonicMs */.d;
    const runPlan = deps.runPlan ?? dispatchPlan;
    const limit = Number.isFinite(deps.maxParallel) && deps.maxParallel >= 1
        ? Math.floor(deps.maxParallel)
        : vocabulary/* DEFAULTS */.zY.maxParallel;
    const results = new Array(planned.length);
    const queue = [];
    planned.forEach((p, i) => {
        if (p.status === 'runnable' && p.plan)
            queue.push(i);
        else
            results[i] = toResult(p, notRun(p), 0, deps.outDir);
    });
    const runOne = async (p, plan) => {
        const started = now();
        let outcome;
        try {
            outcome = await checked(plan, await runPlan(plan, deps.ctxFor(p)));
        }
        catch (error) {
            outcome = await crashed(plan, error);
        }
        return toResult(p, outcome, Math.max(0, Math.round(now() - started)), deps.outDir);
    };
    await new Promise((resolve) => {
        const busySlugs = new Set();
        let active = 0;
        const pump = () => {
            if (queue.length === 0 && active === 0)
                return resolve();
            // Start, in input order, every waiting lane whose adapter is idle, up to the limit.
            for (let k = 0; k < queue.length && active < limit;) {
                const i = queue[k];
                const p = planned[i];
                if (busySlugs.has(p.slug)) {
                    k += 1;
                    continue;
                }
                queue.splice(k, 1);
                active += 1;
                busySlugs.add(p.slug);
                const done = (result) => {
                    results[i] = result;
                    active -= 1;
                    busySlugs.delete(p.slug);
                    pump();
                };
                // runOne does not reject; should it ever, the lane still gets its one result.
                runOne(p, p.plan).then(done, (error) => done(toResult(p, notRunOutcome(p.slug, 'unavailable', 'malformed_lane', (0,diagnostics/* messageOf */.bD)(error)), 0)));
            }
        };
        pump();
    });
    return results;
}


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
/* harmony import */ var _catalog_field_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(107);
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
    if (!(0,_catalog_field_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isPlainObject */ .Qd)(raw)) {
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
        if (!(0,_catalog_field_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isPlainObject */ .Qd)(spec)) {
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
/* harmony export */   N: () => (/* binding */ selectCandidates),
/* harmony export */   O: () => (/* binding */ concludeSelection)
/* harmony export */ });
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7220);

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
                add(missingCandidate(name, req.skipped));
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
                warnings.push((0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .configDiagnostic */ .G_)(`unknown reviewer slug in ${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS_KEY */ .Xg}: ${entry}`, _names_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS_KEY */ .Xg, req.configPath));
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
function missingCandidate(name, skipped) {
    const hit = skipped.find((s) => s.slug === name || (s.flags ?? []).includes(name));
    const base = { kind: 'missing', identity: name, slug: hit?.slug ?? name, explicit: true };
    if (!hit)
        return { ...base, reason: 'malformed_lane', detail: `no lane named '${name}' is declared` };
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


/***/ }),

/***/ 5255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ monotonicMs)
/* harmony export */ });
/** A monotonic clock in milliseconds: durations never jump with the wall clock. */
function monotonicMs() {
    return Number(process.hrtime.bigint()) / 1e6;
}


/***/ }),

/***/ 4537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ httpDeadlines),
/* harmony export */   u: () => (/* binding */ createHttpClient)
/* harmony export */ });
/** Connect is bounded at 10 s (undici's default); the body may idle 60 s between chunks. */
function httpDeadlines(overallMs, overrides = {}) {
    return {
        connectMs: overrides.connectMs ?? Math.min(10_000, overallMs),
        headersMs: overrides.headersMs ?? overallMs,
        bodyIdleMs: overrides.bodyIdleMs ?? Math.min(60_000, overallMs),
        overallMs,
    };
}
/** undici treats 0 as "no phase timer": the overall deadline then bounds that phase alone. */
function phase(ms, overallMs) {
    return ms >= overallMs ? 0 : Math.max(1, ms);
}
function errorCode(err) {
    const code = err?.code;
    return typeof code === 'string' ? code : undefined;
}
/** Duck-typed: errors may come from another realm (undici's own), where instanceof fails. */
function messageOf(err) {
    const m = err?.message;
    return typeof m === 'string' && m !== '' ? m : undefined;
}
function describe(err) {
    const errors = err?.errors;
    if (Array.isArray(errors) && errors.length > 0)
        return describe(errors[0]);
    const message = messageOf(err) ?? String(err);
    const cause = messageOf(err?.cause);
    return cause && cause !== message ? `${message}: ${cause}` : message;
}
function classify(err, req) {
    const { deadlines } = req;
    switch (errorCode(err)) {
        case 'UND_ERR_CONNECT_TIMEOUT':
            return { cause: 'connect_timeout', message: `could not connect within ${deadlines.connectMs} ms` };
        case 'UND_ERR_HEADERS_TIMEOUT':
            return { cause: 'headers_timeout', message: `no response headers within ${deadlines.headersMs} ms` };
        case 'UND_ERR_BODY_TIMEOUT':
            return {
                cause: 'body_timeout',
                message: `the response body stalled: no data for ${deadlines.bodyIdleMs} ms`,
            };
        default:
            return { cause: 'network', message: describe(err) };
    }
}
function createHttpClient() {
    return {
        async send(req) {
            const { deadlines } = req;
            let undici;
            try {
                undici = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 6752, 19));
            }
            catch (err) {
                return {
                    kind: 'failure',
                    cause: 'network',
                    message: `the HTTP client could not be loaded: ${describe(err)}`,
                };
            }
            const { Agent, request } = undici;
            const agent = new Agent({
                connect: { timeout: deadlines.connectMs },
                headersTimeout: phase(deadlines.headersMs, deadlines.overallMs),
                bodyTimeout: phase(deadlines.bodyIdleMs, deadlines.overallMs),
                pipelining: 0,
            });
            // Which of our own reasons aborted the request; undici rejects with the abort reason.
            let ended = null;
            const controller = new AbortController();
            const timer = setTimeout(() => {
                ended ??= 'overall_timeout';
                controller.abort(new Error('overall deadline'));
            }, deadlines.overallMs);
            const onCancel = () => {
                ended ??= 'cancelled';
                controller.abort(new Error('cancelled'));
            };
            if (req.signal?.aborted)
                onCancel();
            else
                req.signal?.addEventListener('abort', onCancel, { once: true });
            let status;
            const chunks = [];
            let bytes = 0;
            const partial = () => chunks.length > 0 ? Buffer.concat(chunks).toString('utf8') : undefined;
            try {
                const res = await request(req.url, {
                    dispatcher: agent,
                    method: req.method,
                    headers: req.headers,
                    body: req.body,
                    signal: controller.signal,
                });
                status = res.statusCode;
                const location = res.headers.location;
                const retryAfter = res.headers['retry-after'];
                for await (const chunk of res.body) {
                    bytes += chunk.length;
                    if (bytes > req.maxBodyBytes) {
                        chunks.push(chunk.subarray(0, Math.max(0, req.maxBodyBytes - (bytes - chunk.length))));
                        res.body.destroy();
                        return {
                            kind: 'failure',
                            cause: 'too_large',
                            message: `the response body exceeded ${req.maxBodyBytes} bytes`,
                            status,
                            partialBody: partial(),
                        };
                    }
                    chunks.push(chunk);
                }
                return {
                    kind: 'response',
                    status,
                    location: typeof location === 'string' ? location : (location?.[0] ?? null),
                    body: Buffer.concat(chunks).toString('utf8'),
                    retryAfter: typeof retryAfter === 'string' ? retryAfter : (retryAfter?.[0] ?? null),
                };
            }
            catch (err) {
                if (ended === 'overall_timeout') {
                    const message = `no complete response within ${deadlines.overallMs} ms`;
                    return { kind: 'failure', cause: ended, message, status, partialBody: partial() };
                }
                if (ended === 'cancelled') {
                    return {
                        kind: 'failure',
                        cause: ended,
                        message: 'the run was cancelled',
                        status,
                        partialBody: partial(),
                    };
                }
                return { kind: 'failure', ...classify(err, req), status, partialBody: partial() };
            }
            finally {
                clearTimeout(timer);
                req.signal?.removeEventListener('abort', onCancel);
                // destroy, not close: a stalled server must not keep the socket (or the run) alive.
                await agent.destroy().catch(() => undefined);
            }
        },
    };
}


/***/ }),

/***/ 8137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ lookupBinary)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/** PATH lookup: not @actions/io's `which`, which reads only this process's PATH, not the lane's. */



const DEFAULT_PATHEXT = '.EXE;.CMD;.BAT;.COM';
/**
 * The executable regular file `name` resolves to on `env.PATH`, or null; relative entries are
 * ignored (they mean the checkout under review).
 */
async function lookupBinary(name, env, options = {}) {
    const platform = options.platform ?? process.platform;
    const windows = platform === 'win32';
    if (typeof name !== 'string' || name.trim() === '' || name.includes('\0'))
        return null;
    const extensions = windows ? windowsExtensions(name, env) : [''];
    const hasSeparator = name.includes('/') || (windows && name.includes('\\'));
    if (hasSeparator)
        return firstExecutable(extensions.map((ext) => name + ext), windows);
    const pathValue = envValue(env, 'PATH', windows) ?? '';
    const dirs = pathValue.split(windows ? ';' : ':').filter((d) => d !== '' && (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(d));
    for (const dir of dirs) {
        const hit = await firstExecutable(extensions.map((ext) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name + ext)), windows);
        if (hit)
            return hit;
    }
    return null;
}
/** `''` first when the name already carries a PATHEXT extension, then each extension. */
function windowsExtensions(name, env) {
    const exts = (envValue(env, 'PATHEXT', true) ?? DEFAULT_PATHEXT)
        .split(';')
        .map((e) => e.trim())
        .filter((e) => e.startsWith('.'));
    const lower = name.toLowerCase();
    const already = exts.some((e) => lower.endsWith(e.toLowerCase()));
    return already ? ['', ...exts] : exts;
}
/** Windows environment names are case-insensitive (`Path`). */
function envValue(env, key, caseInsensitive) {
    if (!caseInsensitive)
        return env[key];
    for (const [k, v] of Object.entries(env))
        if (k.toUpperCase() === key)
            return v;
    return undefined;
}
async function firstExecutable(candidates, windows) {
    for (const candidate of candidates) {
        try {
            const s = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(candidate);
            if (!s.isFile())
                continue;
            // Windows has no executable bit; PATHEXT is what makes a file runnable there.
            if (!windows)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(candidate, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            return candidate;
        }
        catch {
            // not there, or not executable by us: keep looking
        }
    }
    return null;
}


/***/ }),

/***/ 2926:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ej: () => (/* binding */ createProcessRunner)
});

// UNUSED EXPORTS: groupAlive, launchCommand, quoteCmdArg, timerMs

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
// EXTERNAL MODULE: ./src/sys/byte-cap.ts
var byte_cap = __webpack_require__(7338);
;// CONCATENATED MODULE: ./src/sys/capped-sink.ts
/** Where a child's stdout or stderr goes: a file under a byte cap, and what of it is kept in memory. */


/** Kept in memory too, per stream, so a lane's small output is not read back from its file. */
const KEEP_IN_MEMORY_BYTES = 256 * 1024;
/**
 * A pipe's chunks into a file up to `cap` bytes, then counted and discarded, so memory stays flat.
 * After a write error the pipe is still read, so the child never stalls; the error comes after.
 */
class CappedSink {
    fd;
    cap;
    onCap;
    total = 0;
    kept = 0;
    truncated = false;
    /** The first write error (a full disk): recorded here, reported once the lane is over. */
    failure;
    /** What was kept so far, while it fits `keep` (and, with a file, while it is all of it); else null. */
    memory = [];
    closed = false;
    keep;
    /** The listener `take` gives a pipe, bound once so `release` can remove it. */
    write = (chunk) => this.take(chunk);
    constructor(fd, cap, 
    /** Called once, as the first byte past the cap arrives (the runner may stop the lane there). */
    onCap) {
        this.fd = fd;
        this.cap = cap;
        this.onCap = onCap;
        this.keep = fd === null ? cap : KEEP_IN_MEMORY_BYTES;
    }
    take(chunk) {
        const room = this.cap - this.total;
        this.total += chunk.length;
        if (this.truncated || this.closed)
            return;
        let part = chunk;
        if (chunk.length > room) {
            this.truncated = true;
            // The file says where it was cut; a cut in memory is what a probe reads, as far as it goes.
            if (this.fd !== null)
                this.memory = null;
            part = chunk.subarray(0, (0,byte_cap/* utf8Boundary */.Oy)(chunk, Math.max(room, 0)));
            this.onCap?.();
        }
        if (part.length === 0 || this.failure)
            return;
        this.kept += part.length;
        if (this.memory !== null) {
            // A pipe's chunk is this sink's to keep once its listener has it; no copy is needed.
            if (this.kept <= this.keep)
                this.memory.push(part);
            else
                this.memory = null;
        }
        this.writeAll(part);
    }
    /** Writes all of `data`; an error (a full disk) is recorded, not thrown. */
    writeAll(data) {
        if (this.fd === null)
            return;
        try {
            for (let at = 0; at < data.length;)
                at += (0,external_node_fs_.writeSync)(this.fd, data, at);
        }
        catch (error) {
            this.failure ??= error;
        }
    }
    /** Reads `source` into this sink until it ends (or `release` is called). */
    capture(source) {
        source?.on('data', this.write);
    }
    /** Stops taking `source`'s chunks and lets it go (a pipe held open by an escaped process). */
    release(source) {
        source?.off('data', this.write);
        source?.destroy();
    }
    /** The file's whole content, when it was small enough to keep (see KEEP_IN_MEMORY_BYTES); without a file, what was kept. */
    content() {
        return this.memory === null || this.failure ? undefined : Buffer.concat(this.memory);
    }
    /** Appends the truncation note when the output was cut, then closes the file. Idempotent. */
    close() {
        if (this.closed)
            return;
        if (this.truncated && !this.failure)
            this.writeAll(Buffer.from((0,byte_cap/* truncationNote */.yr)(this.kept, this.total)));
        this.closed = true;
        if (this.fd !== null)
            closeQuietly(this.fd);
    }
}
/** Closes `fd`, which may already be closed. */
function closeQuietly(fd) {
    try {
        (0,external_node_fs_.closeSync)(fd);
    }
    catch {
        // already closed
    }
}

// EXTERNAL MODULE: ./src/sys/clock.ts
var clock = __webpack_require__(5255);
// EXTERNAL MODULE: ./src/sys/live-groups.ts
var live_groups = __webpack_require__(5220);
// EXTERNAL MODULE: ./src/sys/path-lookup.ts
var path_lookup = __webpack_require__(8137);
// EXTERNAL MODULE: ./src/sys/regular-file.ts
var regular_file = __webpack_require__(8748);
;// CONCATENATED MODULE: ./src/sys/process.ts
/**
 * The process runner (D7) for every lane and `--help` probe: node:child_process, since process
 * groups, byte caps and group kills are beyond @actions/exec (D15). Never a shell; output capped
 * to files; a descendant that starts its own group escapes the kill, as in execa.
 */










const DEFAULT_STREAM_CLOSE_WAIT_MS = 2000;
const DEFAULT_POLL_MS = 20;
function createProcessRunner(options = {}) {
    const settings = {
        streamCloseWaitMs: options.streamCloseWaitMs ?? DEFAULT_STREAM_CLOSE_WAIT_MS,
        pollMs: options.pollMs ?? DEFAULT_POLL_MS,
        platform: options.platform ?? process.platform,
    };
    return { run: (spec, signal) => runProcess(spec, settings, signal) };
}
function launchCommand(binary, argv, platform, env) {
    if (platform === 'win32' && /\.(cmd|bat)$/i.test(binary)) {
        // A batch shim cannot be executed without cmd.exe; every element is quoted
        // and its metacharacters escaped so nothing in it is interpreted.
        const line = [escapeCmdMeta(binary), ...argv.map(quoteCmdArg)].join(' ');
        const comSpec = env.ComSpec ?? env.COMSPEC ?? 'cmd.exe';
        return { file: comSpec, args: ['/d', '/s', '/c', `"${line}"`], windowsVerbatimArguments: true };
    }
    return { file: binary, args: argv, windowsVerbatimArguments: false };
}
const CMD_META = /([()\][%!^"`<>&|;, *?])/g;
function escapeCmdMeta(text) {
    return text.replace(CMD_META, '^$1');
}
/** MSVCRT quoting (backslashes before a quote doubled, quotes escaped), then cmd's `^` escapes. */
function quoteCmdArg(arg) {
    const msvcrt = `"${arg.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\*)$/, '$1$1')}"`;
    return escapeCmdMeta(msvcrt);
}
function waitForClose(stream) {
    if (!stream || stream.destroyed || stream.closed)
        return Promise.resolve();
    return new Promise((resolve) => stream.once('close', () => resolve()));
}
/** Node fires a timer above 2^31-1 ms at once; a value that is not a usable delay falls back. */
function timerMs(ms, fallback, allowZero = false) {
    if (!Number.isFinite(ms) || ms < 0 || (ms === 0 && !allowZero))
        return fallback;
    return Math.min(ms, 2 ** 31 - 1);
}
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Whether any live (non-zombie) process is left in the group `pgid`. */
function groupAlive(pgid, platform = process.platform) {
    try {
        process.kill(-pgid, 0);
    }
    catch (error) {
        return error.code === 'EPERM';
    }
    // kill(2) also succeeds on zombies awaiting a reaper; only a live member counts.
    return platform === 'linux' ? groupHasLiveMember(pgid) : true;
}
function groupHasLiveMember(pgid) {
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return true;
    }
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        let stat;
        try {
            stat = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)('/proc', entry, 'stat'), 'utf8');
        }
        catch {
            continue; // exited while we looked
        }
        // "pid (comm) state ppid pgrp …"; comm may contain spaces and parentheses.
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(pgrp) === pgid && state !== 'Z' && state !== 'X')
            return true;
    }
    return false;
}
function signalTree(child, signal, platform) {
    const pid = child.pid;
    if (pid === undefined)
        return;
    if (platform === 'win32') {
        // No process groups: taskkill walks the tree. Resolved by absolute path, never through PATH.
        const taskkill = (0,external_node_path_.join)(process.env.SystemRoot ?? 'C:\\Windows', 'System32', 'taskkill.exe');
        const killer = (0,external_node_child_process_.spawn)(taskkill, ['/pid', String(pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true });
        killer.on('error', () => child.kill(signal));
        return;
    }
    try {
        process.kill(-pid, signal);
    }
    catch {
        // The group is already gone.
    }
}
/** `binary` as an absolute path when it is a bare name found on `env`'s PATH; a path as given. */
async function resolveBinary(binary, env, platform) {
    const hasSeparator = binary.includes('/') || (platform === 'win32' && binary.includes('\\'));
    if (hasSeparator)
        return binary;
    return (0,path_lookup/* lookupBinary */.m)(binary, env, { platform });
}
/** Creates the lane's stdout and stderr files; when the second fails, the first is closed. */
function openSinks(spec, onStdoutCap) {
    // Never through a link or into a FIFO another lane of the run left at the name (sys/regular-file.ts).
    const out = spec.stdoutPath === null ? null : (0,regular_file/* openForWrite */.Pm)(spec.stdoutPath);
    let err;
    try {
        err = spec.stderrPath === null ? null : (0,regular_file/* openForWrite */.Pm)(spec.stderrPath);
    }
    catch (error) {
        if (out !== null)
            closeQuietly(out);
        throw error;
    }
    const cap = (0,byte_cap/* byteCap */.vB)(spec.maxOutputBytes);
    return [new CappedSink(out, cap, onStdoutCap), new CappedSink(err, cap)];
}
async function runProcess(spec, settings, signal) {
    const started = (0,clock/* monotonicMs */.d)();
    // Bound once the child runs (below); the sink exists before it.
    let stdoutCapped = () => undefined;
    const [stdoutSink, stderrSink] = openSinks(spec, () => stdoutCapped());
    const outcome = (fields) => ({
        exitCode: null,
        signal: null,
        timedOut: false,
        stdoutBytes: stdoutSink.total,
        stderrBytes: stderrSink.total,
        stdoutTruncated: stdoutSink.truncated,
        stderrTruncated: stderrSink.truncated,
        durationMs: Math.round((0,clock/* monotonicMs */.d)() - started),
        ...fields,
    });
    const closeSinks = () => {
        stdoutSink.close();
        stderrSink.close();
    };
    if (signal?.aborted) {
        closeSinks();
        return outcome({ timedOut: true, cancelled: true });
    }
    // Looked up on the lane's PATH as its probe did: left to the OS, the checkout could supply it.
    const binary = await resolveBinary(spec.binary, spec.env, settings.platform);
    if (binary === null) {
        closeSinks();
        return outcome({ spawnError: 'ENOENT' });
    }
    // The prompt is opened before the lane starts, as a regular file only: another lane of the run
    // can leave a FIFO at the name, whose open would wait for a writer for good (past every timeout,
    // and holding the process open after it).
    const prompt = spec.stdinPath === null ? null : (0,regular_file/* openRegularFile */.ZU)(spec.stdinPath);
    if (prompt?.kind === 'link' || prompt?.kind === 'not_a_file') {
        closeSinks();
        const why = prompt.kind === 'link' ? 'is a symbolic link' : 'is not a regular file';
        return outcome({ spawnError: 'EINVAL', stdinRefused: `${spec.stdinPath} ${why}` });
    }
    const promptFd = prompt?.kind === 'file' ? prompt.fd : null;
    const { file, args, windowsVerbatimArguments } = launchCommand(binary, spec.argv, settings.platform, spec.env);
    let child;
    try {
        child = (0,external_node_child_process_.spawn)(file, args, {
            cwd: spec.cwd,
            env: spec.env,
            detached: settings.platform !== 'win32',
            stdio: [spec.stdinPath ? 'pipe' : 'ignore', 'pipe', 'pipe'],
            windowsHide: true,
            windowsVerbatimArguments,
        });
    }
    catch (error) {
        // Synchronous refusals (a NUL byte in an argument, a bad cwd type) are spawn errors too.
        closeSinks();
        if (promptFd !== null)
            closeQuietly(promptFd);
        return outcome({ spawnError: error.code ?? 'ESPAWN' });
    }
    const graceMs = timerMs(spec.killGraceMs, vocabulary/* DEFAULTS */.zY.killGraceMs, true);
    const group = settings.platform !== 'win32' && child.pid !== undefined ? child.pid : undefined;
    if (group !== undefined)
        live_groups/* liveGroups */.l.add(group);
    return new Promise((resolve, reject) => {
        let timedOut = false;
        let cancelled = false;
        let terminating = false;
        let graceTimer;
        const timers = [];
        const terminate = () => {
            if (terminating)
                return;
            terminating = true;
            signalTree(child, 'SIGTERM', settings.platform);
            graceTimer = setTimeout(() => signalTree(child, 'SIGKILL', settings.platform), graceMs);
        };
        const onAbort = () => {
            timedOut = true;
            cancelled = true;
            terminate();
        };
        timers.push(setTimeout(() => {
            timedOut = true;
            terminate();
        }, timerMs(spec.timeoutMs, vocabulary/* DEFAULTS */.zY.fallbackTimeoutMs)));
        signal?.addEventListener('abort', onAbort, { once: true });
        let endedAtCap = false;
        if (spec.endAtStdoutCap) {
            stdoutCapped = () => {
                // Our end of the pipe closes (a writer gets EPIPE) and the lane's group is ended.
                endedAtCap = true;
                stdoutSink.release(child.stdout);
                terminate();
            };
        }
        stdoutSink.capture(child.stdout);
        stderrSink.capture(child.stderr);
        const stdinSource = promptFd !== null ? (0,external_node_fs_.createReadStream)('', { fd: promptFd }) : null;
        if (stdinSource && child.stdin) {
            const stdin = child.stdin;
            // EPIPE / ERR_STREAM_DESTROYED: the CLI exited or closed stdin before reading it all.
            stdin.on('error', () => stdinSource.destroy());
            stdinSource.on('error', () => stdin.end());
            stdinSource.pipe(stdin);
        }
        else if (child.stdin) {
            // A prompt file that does not exist (or cannot be read) means no stdin.
            child.stdin.on('error', () => undefined);
            child.stdin.end();
        }
        let settled = false;
        const settle = async (fields) => {
            if (settled)
                return;
            settled = true;
            for (const timer of timers)
                clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            stdinSource?.destroy();
            const pid = child.pid;
            if (pid !== undefined && settings.platform !== 'win32' && groupAlive(pid, settings.platform)) {
                // The lane's leader is done; anything left in its group is the lane's and ends with it.
                terminate();
                const deadline = (0,clock/* monotonicMs */.d)() + graceMs + 1000;
                while (groupAlive(pid, settings.platform) && (0,clock/* monotonicMs */.d)() < deadline) {
                    await delay(settings.pollMs);
                }
            }
            clearTimeout(graceTimer);
            if (group !== undefined)
                live_groups/* liveGroups */.l.delete(group);
            // Pipes held by a descendant that escaped the group never close: wait a bounded time.
            const closed = Promise.all([waitForClose(child.stdout), waitForClose(child.stderr)]);
            let closeTimer;
            const gaveUp = new Promise((resolve) => {
                closeTimer = setTimeout(() => resolve(false), settings.streamCloseWaitMs);
            });
            const waited = await Promise.race([closed.then(() => true), gaveUp]);
            clearTimeout(closeTimer);
            if (!waited) {
                stdoutSink.release(child.stdout);
                stderrSink.release(child.stderr);
            }
            closeSinks();
            const captureError = stdoutSink.failure ?? stderrSink.failure;
            if (captureError)
                return reject(captureError);
            const stdout = stdoutSink.content();
            const stderr = stderrSink.content();
            resolve(outcome({
                ...fields,
                timedOut,
                ...(cancelled ? { cancelled } : {}),
                ...(endedAtCap ? { endedAtCap } : {}),
                ...(stdout ? { stdout } : {}),
                ...(stderr ? { stderr } : {}),
            }));
        };
        child.on('error', (error) => {
            // Only a failed start matters here; a later error (a signal that could not be sent) must
            // still have a listener, or it would take the whole process down.
            if (child.pid !== undefined)
                return;
            void settle({ spawnError: error.code ?? 'ESPAWN' });
        });
        child.once('exit', (code, exitSignal) => {
            void settle({ exitCode: code, signal: exitSignal, pid: child.pid });
        });
    });
}


/***/ }),

/***/ 1512:
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
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(2888);
// EXTERNAL MODULE: ./src/trust/issues.ts
var issues = __webpack_require__(3976);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(schemas/* ZodISODateTime */.You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}

;// CONCATENATED MODULE: ./src/trust/types.ts
/** The committed consent baseline and the decisions derived from it (D3–D5). */


/**
 * One lane's entry: the signature of its bound fields (D3), an HTTP lane's normalised host, the
 * env names config adds (sorted), and the disclosure shown when consent was given.
 */
const EntrySchema = schemas/* strictObject */.rej({
    slug: schemas/* string */.YjP().min(1, { error: 'must be a non-empty string' }),
    signature: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/, { error: 'must be 64 lowercase hex characters (a SHA-256)' }),
    host: schemas/* string */.YjP().min(1, { error: 'must be a non-empty string when present' }).optional(),
    env: schemas/* array */.YOg(schemas/* string */.YjP().regex(vocabulary/* ENV_NAME_RE */.mb, { error: 'must be an environment variable name' })).optional(),
    disclosure: schemas/* string */.YjP(),
    consentedAt: datetime({ offset: true, error: 'must be an ISO-8601 date and time' }),
});

;// CONCATENATED MODULE: ./src/trust/baseline.ts
/**
 * The committed consent baseline, `consent.json` (D4), and reading it from a trusted
 * git ref (D5): as a git object at the PR base — never from the working tree the PR controls.
 */





const MAX_BASELINE_BYTES = 1024 * 1024;
const LaneIdSchema = schemas/* string */.YjP()
    .regex(vocabulary/* ID_RE */.YP, {
    error: 'must be a capability id (lower case letters, digits and -, starting with a letter)',
})
    .refine((id) => !(0,vocabulary/* isReservedName */.ce)(id), { error: 'is a reserved name' });
/** The document: its version and an object of entries, each of which is judged on its own. */
const BaselineSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(1, { error: 'must be 1' }),
    lanes: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
});
/** One entry under its key (a record of one, so a bad key is reported as a key). */
const EntryByIdSchema = schemas/* record */.g1P(LaneIdSchema, EntrySchema);
function issueDiagnostic(issue, root, path) {
    const diagnostic = {
        code: 'invalid_baseline',
        path,
        field: (0,issues/* jsonPath */.U)(issue.path) || '(document)',
        message: (0,issues/* issueMessage */.b)(issue, root),
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
/**
 * Parses `consent.json` text. Total: malformed input gives errors naming the file and JSON path.
 * A document that is not JSON or not of the baseline's shape is an error (`baseline` null). A
 * malformed entry is not: it is left out of `lanes` and kept in `rejected` with its problems, so
 * that it stops only the lane it names (which then has no entry and fails closed); whether that
 * is an error is for the caller, who knows which lanes need an entry (`rejectedEntryDiagnostics`).
 */
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
    // Null-prototype maps: lane ids are data, never keys into Object.prototype.
    const lanes = Object.create(null);
    const rejected = Object.create(null);
    for (const [id, value] of Object.entries(result.data.lanes)) {
        const one = EntryByIdSchema.safeParse(Object.fromEntries([[id, value]]));
        const entry = one.success ? one.data[id] : undefined;
        if (entry)
            lanes[id] = canonicalEntry(entry);
        else {
            const issues = one.error?.issues ?? [];
            rejected[id] = issues.map((i) => issueDiagnostic({ ...i, path: ['lanes', ...i.path] }, doc, path));
        }
    }
    const baseline = { version: 1, lanes };
    if (Object.keys(rejected).length > 0)
        baseline.rejected = rejected;
    return { baseline, errors: [] };
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
  $g: () => (/* binding */ rejectedEntryDiagnostics),
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
        return `<json:${(0,signature/* stableJson */._)(arg)}>`;
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
        signature: (0,signature/* laneSignature */.t)(lane),
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
/**
 * What the baseline's malformed entries mean for these lanes. One that a lane needing an entry
 * relies on is an error: that lane is not consented until it is fixed. Any other (a lane on its
 * defaults, a key that names no lane) blocks nothing, and is a warning that it is ignored.
 */
function rejectedEntryDiagnostics(lanes, config, baseline) {
    const errors = [];
    const warnings = [];
    for (const [id, problems] of Object.entries(baseline?.rejected ?? {})) {
        const lane = lanes.find((l) => l.id === id);
        if (lane && (0,trust/* needsEntry */.wO)(lane, config)) {
            errors.push(...problems);
            continue;
        }
        const why = lane
            ? `lane '${lane.reviewer.slug}' needs no entry, so this one is ignored`
            : `no lane has the id ${JSON.stringify(id)}, so this entry is ignored`;
        warnings.push(...problems.map((d) => ({ ...d, message: `${d.message}; ${why}` })));
    }
    return { errors, warnings };
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

/***/ 5517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rf: () => (/* binding */ fillWorkspace),
  SI: () => (/* binding */ readWorkspaceSources),
  qh: () => (/* binding */ removeWorkspace),
  MF: () => (/* binding */ reserveWorkspace)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __webpack_require__(4851);
// EXTERNAL MODULE: ./src/sys/git.ts
var git = __webpack_require__(681);
// EXTERNAL MODULE: ./src/sys/linked-folder.ts
var linked_folder = __webpack_require__(3001);
// EXTERNAL MODULE: ./src/sys/live-dirs.ts
var live_dirs = __webpack_require__(5164);
;// CONCATENATED MODULE: ./src/workspace/agent-config.ts
/**
 * The closed list of files a reviewer CLI reads from its working directory as configuration or
 * instructions (D18). In the lane workspace each holds the trusted ref's content, so a pull request
 * cannot make a lane run a command or follow its instructions. Each entry says which CLI reads it.
 */
/**
 * The CLIs' own names match at any depth (they read nested files); names projects use too (`.env`,
 * `CONTEXT.md`) only at the root, where a CLI reads them.
 */
const AGENT_CONFIG = [
    {
        name: '.claude',
        kind: 'folder',
        where: 'any-depth',
        readBy: ['claude', 'opencode', 'gemini'],
        what: 'settings (hooks, env, apiKeyHelper, permissions), skills, agents, commands',
    },
    {
        name: 'CLAUDE.md',
        kind: 'file',
        where: 'any-depth',
        readBy: ['claude', 'opencode', 'cursor'],
        what: 'instructions',
    },
    { name: 'CLAUDE.local.md', kind: 'file', where: 'any-depth', readBy: ['claude'], what: 'instructions' },
    {
        name: '.mcp.json',
        kind: 'file',
        where: 'any-depth',
        readBy: ['claude'],
        what: 'MCP servers (commands it starts)',
    },
    {
        name: '.gemini',
        kind: 'folder',
        where: 'any-depth',
        readBy: ['gemini'],
        what: 'settings (hooks, MCP servers, tool discovery), extensions, commands, .env',
    },
    {
        name: 'GEMINI.md',
        kind: 'file',
        where: 'any-depth',
        readBy: ['gemini', 'antigravity'],
        what: 'instructions',
    },
    {
        name: '.geminiignore',
        kind: 'file',
        where: 'any-depth',
        readBy: ['gemini'],
        what: 'hides files from its tools',
    },
    {
        name: '.qwen',
        kind: 'folder',
        where: 'any-depth',
        readBy: ['qwen'],
        what: 'settings (hooks, MCP servers, tool discovery, approval mode), skills, agents, commands, .env',
    },
    { name: 'QWEN.md', kind: 'file', where: 'any-depth', readBy: ['qwen'], what: 'instructions' },
    {
        name: '.qwenignore',
        kind: 'file',
        where: 'any-depth',
        readBy: ['qwen'],
        what: 'hides files from its tools',
    },
    {
        name: 'AGENTS.md',
        kind: 'file',
        where: 'any-depth',
        readBy: ['codex', 'qwen', 'opencode', 'cursor', 'kimi-code'],
        what: 'instructions',
    },
    { name: 'AGENTS.override.md', kind: 'file', where: 'any-depth', readBy: ['codex'], what: 'instructions' },
    {
        name: '.agents',
        kind: 'folder',
        where: 'any-depth',
        readBy: ['codex', 'qwen', 'opencode', 'gemini'],
        what: 'skills',
    },
    {
        name: '.agent',
        kind: 'folder',
        where: 'any-depth',
        readBy: ['antigravity'],
        what: 'rules, workflows, skills',
    },
    {
        name: '.codex',
        kind: 'folder',
        where: 'any-depth',
        readBy: ['codex'],
        what: 'project config (MCP servers, sandbox), skills',
    },
    {
        name: 'opencode.json',
        kind: 'file',
        where: 'any-depth',
        readBy: ['opencode'],
        what: 'config (MCP servers, plugins, permissions, instruction files)',
    },
    {
        name: 'opencode.jsonc',
        kind: 'file',
        where: 'any-depth',
        readBy: ['opencode'],
        what: 'config (MCP servers, plugins, permissions, instruction files)',
    },
    {
        name: '.opencode',
        kind: 'folder',
        where: 'any-depth',
        readBy: ['opencode'],
        what: 'plugins (code it runs), agents, commands',
    },
    {
        name: '.cursor',
        kind: 'folder',
        where: 'any-depth',
        readBy: ['cursor'],
        what: 'rules, MCP servers, CLI permissions',
    },
    {
        name: '.cursorrules',
        kind: 'file',
        where: 'any-depth',
        readBy: ['cursor', 'coderabbit'],
        what: 'instructions',
    },
    {
        name: '.cursorignore',
        kind: 'file',
        where: 'any-depth',
        readBy: ['cursor'],
        what: 'hides files from its tools',
    },
    {
        name: '.cursorindexingignore',
        kind: 'file',
        where: 'any-depth',
        readBy: ['cursor'],
        what: 'hides files from its index',
    },
    {
        name: '.kimi',
        kind: 'folder',
        where: 'any-depth',
        readBy: ['kimi-code'],
        what: 'project config, skills',
    },
    {
        name: '.coderabbit.yaml',
        kind: 'file',
        where: 'any-depth',
        readBy: ['coderabbit'],
        what: 'review configuration',
    },
    {
        name: '.coderabbit.yml',
        kind: 'file',
        where: 'any-depth',
        readBy: ['coderabbit'],
        what: 'review configuration',
    },
    // CodeRabbit takes these as review guidelines (its documented defaults).
    { name: 'AGENT.md', kind: 'file', where: 'any-depth', readBy: ['coderabbit'], what: 'instructions' },
    { name: '.windsurfrules', kind: 'file', where: 'any-depth', readBy: ['coderabbit'], what: 'instructions' },
    { name: '.clinerules', kind: 'folder', where: 'any-depth', readBy: ['coderabbit'], what: 'instructions' },
    { name: '.rules', kind: 'folder', where: 'any-depth', readBy: ['coderabbit'], what: 'instructions' },
    {
        name: '.github/instructions',
        kind: 'folder',
        where: 'root',
        readBy: ['copilot', 'coderabbit'],
        what: 'instructions (scoped to paths)',
    },
    {
        name: '.github/copilot-instructions.md',
        kind: 'file',
        where: 'root',
        readBy: ['copilot', 'coderabbit'],
        what: 'instructions',
    },
    {
        name: 'CONTEXT.md',
        kind: 'file',
        where: 'root',
        readBy: ['opencode'],
        what: 'instructions (when there is no AGENTS.md or CLAUDE.md)',
    },
    {
        name: '.env',
        kind: 'file',
        where: 'root',
        readBy: ['qwen', 'gemini'],
        what: 'environment variables (base URLs, proxies)',
    },
];
/** git compares path names in ASCII when told to ignore case; so does this. */
const asciiLower = (s) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const ANY_DEPTH = new Map(AGENT_CONFIG.filter((e) => e.where === 'any-depth').map((e) => [asciiLower(e.name), e]));
const AT_ROOT = AGENT_CONFIG.filter((e) => e.where === 'root').map((e) => ({
    entry: e,
    parts: asciiLower(e.name).split('/'),
}));
/** The entry a git path falls under, ignoring case as macOS and Windows file systems do. */
function agentConfigEntry(path) {
    const parts = asciiLower(path).split('/');
    for (const part of parts) {
        const hit = ANY_DEPTH.get(part);
        if (hit)
            return hit;
    }
    for (const { entry, parts: root } of AT_ROOT) {
        if (root.length <= parts.length && root.every((p, i) => parts[i] === p))
            return entry;
    }
    return undefined;
}
function isAgentConfigPath(path) {
    return agentConfigEntry(path) !== undefined;
}

;// CONCATENATED MODULE: ./src/workspace/workspace.ts
/**
 * The lane workspace (D18): a fresh checkout of the reviewed commit that spawn lanes run in. A
 * repository of its own borrowing the user's objects read-only, so nothing a lane does reaches the
 * user's; agent configuration at the trusted ref, links as plain files, HEAD at the diff base so
 * `git diff HEAD` shows exactly the change. Over 400 lines on purpose: one lifecycle (make, fill,
 * remove on every way out) whose steps share the handle and its clean-up.
 */









/**
 * The workspace, named after the out directory: CLIs keep per-folder state under HOME, and a run
 * removes what a killed one left. Made empty and listed for removal on a forced exit.
 */
function reserveWorkspace(where) {
    const base = workspaceBase(where);
    const name = `reviewer-lanes-ws-${(0,external_node_crypto_.createHash)('sha256').update((0,external_node_path_.resolve)(where.outDir)).digest('hex').slice(0, 12)}`;
    let root = (0,external_node_path_.join)(base, name);
    (0,live_dirs/* removeDir */.M1)(root);
    try {
        (0,external_node_fs_.mkdirSync)(root, { mode: 0o700 });
    }
    catch {
        // Not ours to remove (another user's folder in a shared temp folder): a fresh name then.
        root = (0,external_node_fs_.mkdtempSync)(`${root}-`);
    }
    live_dirs/* liveDirs */.nm.add(root);
    return { root };
}
/** The first of the runner's temp folder and the system's that is outside the checkout. */
function workspaceBase(where) {
    const checkout = realOrResolved(where.cwd);
    const candidates = [where.tempDir, (0,external_node_os_.tmpdir)()].filter((d) => typeof d === 'string' && d !== '');
    for (const dir of candidates) {
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        const real = realOrResolved(dir);
        // A lane CLI reads instruction files up the folders from its working directory: inside the
        // checkout, it would read the pull request's again.
        if (real !== checkout && !(0,linked_folder/* isInside */.FK)(real, checkout))
            return real;
    }
    throw new diagnostics/* ConfigurationError */.j1({
        code: 'workspace_in_checkout',
        path: candidates.join(', '),
        message: 'is inside the repository under review; lanes run in a workspace made in the temp folder, outside it: set TMPDIR to a folder outside the repository',
    });
}
function realOrResolved(path) {
    try {
        return (0,external_node_fs_.realpathSync)(path);
    }
    catch {
        return (0,external_node_path_.resolve)(path);
    }
}
/** Removes the workspace. Resolves to why it could not (the run goes on), or null. */
async function removeWorkspace(ws) {
    // Listed until it is gone: a forced exit meanwhile still removes it.
    const problem = await (0,live_dirs/* removeDirAsync */.qO)(ws.root);
    live_dirs/* liveDirs */.nm.delete(ws.root);
    return problem;
}
const ZERO_OID_RE = /^0+$/;
/** The empty tree: what a trusted ref that does not resolve holds. */
const EMPTY_TREE = {
    40: '4b825dc642cb6eb9a060e54bf8d69288fbee4904',
    64: '6ef19b41225c5369f1c104d45d8d85efa9b057b53b14b4b9b939dd74decc5321',
};
async function readWorkspaceSources(git, refs) {
    const [wanted, trusted] = await Promise.all([git.revParse(refs.tree), git.revParse(refs.trusted)]);
    const tree = wanted ?? (await git.revParse('HEAD'));
    // Never read: the fill rejects first.
    if (!tree)
        return { tree, wanted, trusted, treeFixes: Promise.resolve([]), paths: Promise.resolve(NO_PATHS) };
    const trustedTree = trusted ?? emptyTreeFor(tree);
    const treeFixes = configDifferences(git, trustedTree, tree);
    const paths = git.exec([
        'rev-parse',
        '--path-format=absolute',
        '--git-path',
        'objects',
        '--git-path',
        'shallow',
    ]);
    // Awaited by the fill; a run that makes no workspace must not count them as unhandled.
    for (const p of [treeFixes, paths])
        p.catch(() => undefined);
    return { tree, wanted, trusted, treeFixes, paths };
}
const NO_PATHS = { exitCode: 1, stdout: '', stderr: '' };
function emptyTreeFor(commit) {
    return EMPTY_TREE[commit.length === 64 ? 64 : 40];
}
/**
 * Checks `refs.tree` out with agent configuration from `refs.trusted` and HEAD at `refs.diffBase`.
 * An unresolvable trusted ref means no agent configuration at all; nothing to check out rejects.
 * `sources`: readWorkspaceSources of the same refs, when the caller started it earlier.
 */
async function fillWorkspace(ws, git, refs, sources = readWorkspaceSources(git, refs)) {
    const notes = [];
    const { tree, wanted, trusted, treeFixes, paths: pathsRead } = await sources;
    if (!tree) {
        throw new diagnostics/* ConfigurationError */.j1({
            code: 'workspace_checkout',
            message: `cannot make the lanes' workspace: ${refs.tree} is not a commit in ${git.cwd}`,
        });
    }
    if (!wanted)
        notes.push(`${refs.tree} is not in the repository; the workspace holds HEAD (${tree.slice(0, 12)})`);
    if (!trusted)
        notes.push(`the trusted ref ${refs.trusted} does not resolve; the workspace holds no agent configuration`);
    const trustedTree = trusted ?? emptyTreeFor(tree);
    const wsGit = workspaceGit(ws.root);
    const diffBase = Promise.resolve(refs.diffBase).then((ref) => git.revParse(ref));
    // At the tree itself, HEAD comes from what the checkout ends up holding; at the trusted ref,
    // its agent configuration is already the trusted one.
    const baseFixes = diffBase.then((sha) => {
        const base = sha ?? tree;
        return base === tree ? null : base === trusted ? [] : configDifferences(git, trustedTree, base);
    });
    const settled = [treeFixes, baseFixes].map((p) => p.catch(() => undefined));
    try {
        const [paths, init] = await Promise.all([
            pathsRead,
            // The files ref backend whatever the user's default, so the branch can be written as a file.
            wsGit([
                '-c',
                'init.defaultRefFormat=files',
                'init',
                '-q',
                '--template=',
                '-b',
                'main',
                ...(tree.length === 64 ? ['--object-format=sha256'] : []),
                ws.root,
            ]),
        ]);
        const [objectsDir, shallowFile] = paths.stdout.split('\n');
        if (paths.exitCode !== 0 || !objectsDir)
            throw checkoutError('rev-parse --git-path', paths);
        if (init.exitCode !== 0)
            throw checkoutError('init', init);
        const dotGit = (0,external_node_path_.join)(ws.root, '.git');
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dotGit, 'objects', 'info', 'alternates'), `${objectsDir}\n`);
        // Appended, so it wins over what init detected: a link in the tree could lead anywhere.
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dotGit, 'config'), '[core]\n\tsymlinks = false\n', { flag: 'a' });
        // HEAD at the diff base is made beside the checkout (its own index). History ends where the
        // user's does (a shallow clone): `git log` in the workspace stops there. Copied once the diff
        // base is known: whoever names it may have fetched it into the checkout, deepening the history.
        const head = Promise.all([diffBase, baseFixes]).then(([sha, fixes]) => {
            if (shallowFile)
                copyIfFile(shallowFile, (0,external_node_path_.join)(dotGit, 'shallow'));
            return fixes && sha ? setHead(ws.root, wsGit, sha, fixes) : null;
        });
        head.catch(() => undefined);
        // git's parallel checkout: a large tree is written by one worker per core (past 100 files).
        const checkout = await wsGit(['-c', 'checkout.workers=0', 'read-tree', '-u', '--reset', tree]);
        if (checkout.exitCode !== 0)
            throw checkoutError('read-tree', checkout);
        if (!(await diffBase))
            notes.push(`${String(await refs.diffBase)} is not in the repository; the workspace's HEAD is the tree itself`);
        const applied = await applyToWorktree(ws.root, wsGit, await treeFixes, notes);
        const headSha = (await head) ?? (await setHead(ws.root, wsGit, tree, applied));
        return { root: ws.root, treeSha: tree, headSha, replaced: applied.map((e) => e.path), notes };
    }
    finally {
        // A step that failed first leaves the others' rejections handled.
        await Promise.all(settled);
    }
}
/** Points the workspace's `main` at `base`, or at a commit on it with `fixes`. */
async function setHead(root, wsGit, base, fixes) {
    const sha = await headCommit(root, wsGit, base, fixes);
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.join)(root, '.git', 'refs', 'heads'), { recursive: true });
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(root, '.git', 'refs', 'heads', 'main'), `${sha}\n`);
    return sha;
}
/**
 * git on the workspace only, without the variables a user's hook may set (GIT_DIR…). Large-file
 * smudge filters are skipped: they download, and lanes read pointers as the diff shows them.
 */
function workspaceGit(root) {
    return (args, options = {}) => (0,git/* gitCommand */.QT)(root, args, {
        ...(options.input !== undefined ? { input: options.input } : {}),
        env: {
            GIT_DIR: (0,external_node_path_.join)(root, '.git'),
            GIT_WORK_TREE: root,
            GIT_INDEX_FILE: options.index,
            GIT_OBJECT_DIRECTORY: undefined,
            GIT_ALTERNATE_OBJECT_DIRECTORIES: undefined,
            GIT_COMMON_DIR: undefined,
            GIT_NAMESPACE: undefined,
            GIT_LFS_SKIP_SMUDGE: '1',
        },
    });
}
function checkoutError(step, r) {
    return new diagnostics/* ConfigurationError */.j1({
        code: 'workspace_checkout',
        message: `cannot make the lanes' workspace (git ${step} exited ${r.exitCode}): ${r.stderr.trim().split('\n').slice(-3).join(' ')}`,
    });
}
function copyIfFile(from, to) {
    try {
        if ((0,external_node_fs_.lstatSync)(from).isFile())
            (0,external_node_fs_.copyFileSync)(from, to);
    }
    catch {
        // no such file: a complete history
    }
}
/** The agent-config paths where `other` differs from the trusted tree, as the trusted tree has them. */
async function configDifferences(git, trustedTree, other) {
    const r = await git.exec(['diff-tree', '-r', '-z', '--no-renames', '--no-commit-id', trustedTree, other]);
    if (r.exitCode !== 0)
        throw checkoutError('diff-tree', r);
    const out = [];
    const fields = r.stdout.split('\0');
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const meta = fields[i] ?? '';
        const path = fields[i + 1] ?? '';
        if (!meta.startsWith(':') || !isAgentConfigPath(path))
            continue;
        const [srcMode = '', , srcOid = ''] = meta.slice(1).split(' ');
        out.push({ path, mode: srcMode, oid: srcOid, absent: ZERO_OID_RE.test(srcMode) });
    }
    return out;
}
/**
 * The trusted side of each entry into the checked-out tree; an entry that cannot exist beside the
 * tree's files (a folder where the tree has a file) is left out, with a note.
 */
async function applyToWorktree(root, wsGit, entries, notes) {
    if (entries.length === 0)
        return [];
    const removals = entries.filter((e) => e.absent);
    for (const e of removals)
        removeFile(root, e.path);
    const additions = entries.filter((e) => {
        if (e.absent)
            return false;
        const blocked = blockingAncestor(root, e.path);
        if (blocked)
            notes.push(`${e.path} of the trusted ref is left out: ${blocked} is a file in the tree`);
        return !blocked;
    });
    const applied = [...removals, ...additions];
    const index = await wsGit(['update-index', '-z', '--index-info'], { input: indexInfo(applied) });
    if (index.exitCode !== 0)
        throw checkoutError('update-index', index);
    if (additions.length > 0) {
        const written = await wsGit(['checkout-index', '-f', '-z', '--stdin'], {
            input: additions.map((e) => `${e.path}\0`).join(''),
        });
        if (written.exitCode !== 0)
            throw checkoutError('checkout-index', written);
    }
    return applied;
}
/** `update-index --index-info` lines: mode 0 removes a path. */
function indexInfo(entries) {
    return entries
        .map((e) => e.absent ? `0 ${'0'.repeat(e.oid.length || 40)}\t${e.path}\0` : `${e.mode} ${e.oid}\t${e.path}\0`)
        .join('');
}
/** Unlinks a checked-out file (never following a link) and the folders it leaves empty. */
function removeFile(root, path) {
    const abs = (0,external_node_path_.join)(root, path);
    try {
        (0,external_node_fs_.unlinkSync)(abs);
    }
    catch {
        return;
    }
    for (let dir = (0,external_node_path_.dirname)(abs); dir !== root && dir.startsWith(root); dir = (0,external_node_path_.dirname)(dir)) {
        try {
            if ((0,external_node_fs_.readdirSync)(dir).length > 0)
                return;
            (0,external_node_fs_.rmdirSync)(dir);
        }
        catch {
            return;
        }
    }
}
/** The first folder on the way to `path` that exists as something other than a folder. */
function blockingAncestor(root, path) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
        const at = parts.slice(0, i).join('/');
        try {
            if (!(0,external_node_fs_.lstatSync)((0,external_node_path_.join)(root, at)).isDirectory())
                return at;
        }
        catch {
            return null;
        }
    }
    return null;
}
/**
 * The workspace's HEAD: the diff base, or a commit on it with the trusted agent configuration, so
 * `git diff HEAD` shows the change and nothing of agent configuration.
 */
async function headCommit(root, wsGit, base, fixes) {
    if (fixes.length === 0)
        return base;
    const index = (0,external_node_path_.join)(root, '.git', 'head-index');
    try {
        for (const [args, input] of [
            [['read-tree', base], undefined],
            [['update-index', '-z', '--index-info'], indexInfo(fixes)],
        ]) {
            const r = await wsGit([...args], { index, ...(input !== undefined ? { input } : {}) });
            if (r.exitCode !== 0)
                throw checkoutError(args[0], r);
        }
        const treeR = await wsGit(['write-tree'], { index });
        if (treeR.exitCode !== 0)
            throw checkoutError('write-tree', treeR);
        const commitR = await (0,git/* gitCommand */.QT)(root, ['commit-tree', treeR.stdout.trim(), '-p', base, '-m', COMMIT_MESSAGE], {
            env: {
                GIT_DIR: (0,external_node_path_.join)(root, '.git'),
                GIT_AUTHOR_NAME: 'reviewer-lanes',
                GIT_AUTHOR_EMAIL: 'reviewer-lanes@localhost',
                GIT_COMMITTER_NAME: 'reviewer-lanes',
                GIT_COMMITTER_EMAIL: 'reviewer-lanes@localhost',
                GIT_INDEX_FILE: undefined,
                GIT_OBJECT_DIRECTORY: undefined,
            },
        });
        if (commitR.exitCode !== 0)
            throw checkoutError('commit-tree', commitR);
        return commitR.stdout.trim();
    }
    finally {
        try {
            (0,external_node_fs_.unlinkSync)(index);
        }
        catch {
            // never written
        }
    }
}
const COMMIT_MESSAGE = 'Agent configuration from the trusted ref\n\nThe lane workspace keeps agent configuration files as the trusted ref has them.\n';


/***/ })

};
