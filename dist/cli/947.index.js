export const id = 947;
export const ids = [947];
export const modules = {

/***/ 1947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BaselineSchema: () => (/* binding */ BaselineSchema),
  bootstrapHint: () => (/* binding */ bootstrapHint),
  parseBaseline: () => (/* binding */ parseBaseline),
  readBaseline: () => (/* binding */ readBaseline),
  serializeBaseline: () => (/* binding */ serializeBaseline)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var iso = __webpack_require__(4377);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
// EXTERNAL MODULE: ./src/config/keys.ts
var keys = __webpack_require__(1440);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(2888);
// EXTERNAL MODULE: ./src/config/names.ts
var names = __webpack_require__(6234);
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
 * The committed consent baseline, `consent.json` (DESIGN.md D4), and reading it from a trusted
 * git ref (D5): as a git object at the PR base — never from the working tree the PR controls.
 */





const MAX_BASELINE_BYTES = 1024 * 1024;
const EntrySchema = schemas/* strictObject */.rej({
    slug: schemas/* string */.YjP().min(1, { error: 'must be a non-empty string' }),
    signature: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/, { error: 'must be 64 lowercase hex characters (a SHA-256)' }),
    host: schemas/* string */.YjP().min(1, { error: 'must be a non-empty string when present' }).optional(),
    env: schemas/* array */.YOg(schemas/* string */.YjP().regex(keys/* ENV_NAME_RE */.mb, { error: 'must be an environment variable name' })).optional(),
    disclosure: schemas/* string */.YjP(),
    consentedAt: iso/* datetime */.w$({ offset: true, error: 'must be an ISO-8601 date and time' }),
});
const LaneIdSchema = schemas/* string */.YjP()
    .regex(vocabulary.ID_RE, {
    error: 'must be a capability id (lower case letters, digits and -, starting with a letter)',
})
    .refine((id) => !(0,vocabulary.isReservedName)(id), { error: 'is a reserved name' });
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
                { code: 'invalid_baseline', path, message: `is not valid JSON: ${(0,config.jsonErrorText)(error, text)}` },
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
            case 'file': {
                if (Buffer.byteLength(file.content, 'utf8') > MAX_BASELINE_BYTES) {
                    return fail(`is larger than 1 MiB at ${origin.sha}`);
                }
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

/***/ 4377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports date, time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
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


/***/ })

};
