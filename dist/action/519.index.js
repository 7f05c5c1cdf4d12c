export const id = 519;
export const ids = [519];
export const modules = {

/***/ 84519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseBaseline: () => (/* binding */ parseBaseline)
});

// UNUSED EXPORTS: BaselineSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(43759);
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

// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(47819);
// EXTERNAL MODULE: ./src/config/names.ts
var names = __webpack_require__(86234);
// EXTERNAL MODULE: ./src/config/config.ts
var config = __webpack_require__(81122);
// EXTERNAL MODULE: ./src/trust/baseline.ts
var baseline = __webpack_require__(66003);
// EXTERNAL MODULE: ./src/trust/issues.ts
var issues = __webpack_require__(23976);
;// CONCATENATED MODULE: ./src/trust/baseline-parse.ts
/**
 * Parsing `consent.json` against its schema (DESIGN.md D4). Kept apart from baseline.ts so a run
 * whose baseline this build already validated clean never loads the schema (sys/verdicts.ts).
 */






const EntrySchema = schemas/* strictObject */.rej({
    slug: schemas/* string */.YjP().min(1, { error: 'must be a non-empty string' }),
    signature: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/, { error: 'must be 64 lowercase hex characters (a SHA-256)' }),
    host: schemas/* string */.YjP().min(1, { error: 'must be a non-empty string when present' }).optional(),
    env: schemas/* array */.YOg(schemas/* string */.YjP().regex(names/* ENV_NAME_RE */.mb, { error: 'must be an environment variable name' })).optional(),
    disclosure: schemas/* string */.YjP(),
    consentedAt: datetime({ offset: true, error: 'must be an ISO-8601 date and time' }),
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
        field: (0,issues/* jsonPath */.U)(issue.path) || '(document)',
        message: (0,issues/* issueMessage */.b)(issue, root),
    };
    if (issue.path[0] === 'lanes' && typeof issue.path[1] === 'string')
        diagnostic.id = issue.path[1];
    return diagnostic;
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
    return { baseline: (0,baseline/* acceptBaseline */.Cj)(result.data), errors: [] };
}


/***/ })

};
