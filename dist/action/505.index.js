export const id = 505;
export const ids = [505];
export const modules = {

/***/ 27505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewMode: () => (/* binding */ reviewMode)
/* harmony export */ });
/* harmony import */ var _credentials_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35440);
/* harmony import */ var _look_back_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22687);
/* harmony import */ var _mode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35795);
/* harmony import */ var _track_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98299);




async function reviewMode(s) {
    // D17: the comments are listed once (as the run began) and the listing published with. The
    // pipeline does not wait for the look back (GitHub's answers, a fetch): the plan, the diff and
    // the workspace go on beside it, and only what depends on the last review waits.
    const back = (0,_look_back_js__WEBPACK_IMPORTED_MODULE_0__/* .lookBack */ .Lp)({
        inputs: s.inputs,
        event: s.event,
        github: s.github,
        author: s.author,
        git: s.ctx.git,
        log: s.surface,
    }, s.started?.back);
    // The credentials, listed as the run began too, are taken out after the look back (its fetch
    // of the last reviewed head may need them) and before any lane or probe process starts (D6).
    const hidden = back.then(() => (0,_credentials_js__WEBPACK_IMPORTED_MODULE_3__/* .hideCheckoutCredentials */ .R)(s.ctx.git, s.surface, s.started?.credentials));
    const early = back.then((b) => (0,_mode_js__WEBPACK_IMPORTED_MODULE_1__/* .earlyPublishReads */ .cD)(s, b.sticky, b.feedback));
    for (const p of [hidden, early])
        p.catch(() => undefined);
    // D20: read while the lanes run; only the report waits for it. A notice when there is none.
    const ctx = {
        ...s.ctx,
        ...(0,_track_record_js__WEBPACK_IMPORTED_MODULE_2__/* .pageRecords */ .A)(s),
        lastReview: back.then((b) => ({
            scope: b.scope,
            ...(b.previous ? { previous: b.previous } : {}),
            ...(b.history ? { history: b.history } : {}),
        })),
        processesAfter: hidden,
        ...(s.inputs.artifact.upload ? { lanesStarting: s.lanesStarting } : {}),
        // Both come after the lanes, so after the look back: in order, each on its answer.
        lanesDone: () => void early.then((e) => e.lanesDone()),
        findingsSettled: (findings) => void early.then((e) => e.findingsSettled(findings)),
    };
    const restore = async () => (await hidden.catch(() => null))?.();
    const review = (await s.stages()).review(s.settings, ctx).finally(restore);
    // A look back or a credential that failed fails the run before anything is published.
    const [outcome, b, e] = await Promise.all([review, back, early, hidden]);
    // In plan mode the plan job annotates these; a single review job does it here.
    for (const w of outcome.plan.warnings)
        s.surface.warning(w.message);
    await (0,_mode_js__WEBPACK_IMPORTED_MODULE_1__/* .publishReview */ .YJ)(s, outcome, b.sticky, b.feedback, e.reads());
}


/***/ }),

/***/ 98299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pageRecords)
});

// UNUSED EXPORTS: laneRecordsForPage

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./src/github/client.ts + 1 modules
var client = __webpack_require__(17894);
// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __webpack_require__(94851);
// EXTERNAL MODULE: ./src/track/schema.ts
var schema = __webpack_require__(74172);
;// CONCATENATED MODULE: ./src/track/on-page.ts
/**
 * The track record beside each lane's row of the review page (D20): the newest
 * `reviewer-lanes-track-record` artifact of the repository, read through the Actions artifacts
 * API (`actions: read`). Whatever goes wrong — none yet, expired, refused, unreadable, another
 * version — is a notice, never a failure: the review goes on without it.
 */





/** More than any track record of 1,000 pull requests' lanes; a bigger entry is not ours. */
const MAX_RECORD_BYTES = 4 * 1024 * 1024;
/** A zip holds three files; a few more are tolerated, a bomb of entries is not. */
const MAX_ENTRIES = 16;
/**
 * The line a lane's row of the review page carries. Here, not beside TRACK-RECORD.md's rendering:
 * that imports the Markdown parser, which a review needs only once its lanes are done.
 */
function pageLine(l) {
    return `addressed ${l.addressed} of ${l.findings}, dismissed ${l.dismissed}`;
}
/** Each lane's line for the page, or why there is none. */
async function trackRecordForPage(o) {
    const where = `the track record artifact (${schema/* TRACK_RECORD_ARTIFACT */.hB}) of ${o.owner}/${o.repo}`;
    const notice = (why) => ({
        notice: `The lanes' track records are not shown: ${why}. The review goes on without them.`,
    });
    let zip;
    try {
        const octokit = await o.octokit();
        const at = { owner: o.owner, repo: o.repo };
        const listed = await octokit.rest.actions.listArtifactsForRepo({
            ...at,
            name: schema/* TRACK_RECORD_ARTIFACT */.hB,
            per_page: 10,
        });
        const artifacts = [...(listed.data.artifacts ?? [])].sort((a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')) || b.id - a.id);
        const newest = artifacts[0];
        if (!newest)
            return notice(`${where} does not exist yet (a workflow with mode: stats makes it)`);
        if (newest.expired)
            return notice(`${where} has expired; run mode: stats again`);
        const r = await octokit.rest.actions.downloadArtifact({
            ...at,
            artifact_id: newest.id,
            archive_format: 'zip',
        });
        zip = Buffer.from(r.data);
    }
    catch (err) {
        const status = (0,client/* statusOf */.c2)(err);
        if (status === 403)
            return notice(`the token cannot read ${where} (the workflow needs \`permissions: actions: read\`)`);
        if (status === 410)
            return notice(`${where} has expired; run mode: stats again`);
        return notice(`${where} could not be read: ${(0,diagnostics/* messageOf */.bD)(err)}`);
    }
    let text;
    try {
        text = await fileInZip(zip, schema/* TRACK_RECORD_FILE */.xd);
    }
    catch (err) {
        return notice(`${where} cannot be unpacked: ${(0,diagnostics/* messageOf */.bD)(err)}`);
    }
    if (text === null)
        return notice(`${where} holds no ${schema/* TRACK_RECORD_FILE */.xd}`);
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return notice(`its ${schema/* TRACK_RECORD_FILE */.xd} is not JSON`);
    }
    const version = json?.version;
    if (version !== schema/* TRACK_RECORD_VERSION */.bo)
        return notice(`${where} is of version ${JSON.stringify(version)}; this release reads version ${schema/* TRACK_RECORD_VERSION */.bo}`);
    const parsed = schema/* TrackRecordSchema */._p.safeParse(json);
    if (!parsed.success)
        return notice(`its ${schema/* TRACK_RECORD_FILE */.xd} is not of the track record's shape`);
    return { lines: new Map(parsed.data.lanes.map((l) => [l.identity, pageLine(l)])) };
}
/** One file's text out of a zip held in memory, capped; null when the zip has no such file. */
async function fileInZip(zip, name) {
    const { Parse } = await __webpack_require__.e(/* import() */ 991).then(__webpack_require__.t.bind(__webpack_require__, 33991, 19));
    let found = null;
    let entries = 0;
    const files = new external_node_stream_.Writable({
        objectMode: true,
        write(entry, _encoding, done) {
            if (++entries > MAX_ENTRIES) {
                entry.autodrain();
                return done(new Error(`it holds more than ${MAX_ENTRIES} entries`));
            }
            if (entry.type !== 'File' || entry.path !== name) {
                entry.autodrain();
                return done();
            }
            const chunks = [];
            let size = 0;
            entry.on('data', (c) => {
                size += c.length;
                if (size > MAX_RECORD_BYTES)
                    entry.destroy(new Error(`its ${name} is over ${MAX_RECORD_BYTES} bytes`));
                else
                    chunks.push(c);
            });
            entry.on('error', done);
            entry.on('end', () => {
                found = Buffer.concat(chunks).toString('utf8');
                done();
            });
        },
    });
    // Zeros after the zip: unzip-stream fails on a cut-short zip instead of waiting (artifact.ts).
    await (0,promises_.pipeline)(external_node_stream_.Readable.from([zip, Buffer.alloc(3 * 0xffff + 64)]), Parse(), files);
    return found;
}

;// CONCATENATED MODULE: ./src/action/track-record.ts
/**
 * D20 on the review page: each lane's track record from the newest artifact of the repository,
 * for the review and publish modes; `track-record: off` or no token, nothing is read.
 */

/** The lines to show beside each lane, started now and awaited only by the report; absent when off. */
function pageRecords(s) {
    return s.inputs.trackRecord === 'auto' && s.github ? { laneRecords: laneRecordsForPage(s, s.github) } : {};
}
/** Each lane's track record line (D20), or null with a notice saying why there is none. */
async function laneRecordsForPage(s, github) {
    // Through the run's own client: a second one would cost its making, and share no throttling.
    const page = await trackRecordForPage({ octokit: () => github.octokit(), ...s.event.repository });
    if ('notice' in page) {
        s.surface.notice(page.notice);
        return null;
    }
    return page.lines;
}


/***/ }),

/***/ 74172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ TRACK_RECORD_CHART),
/* harmony export */   _p: () => (/* binding */ TrackRecordSchema),
/* harmony export */   bo: () => (/* binding */ TRACK_RECORD_VERSION),
/* harmony export */   hB: () => (/* binding */ TRACK_RECORD_ARTIFACT),
/* harmony export */   xd: () => (/* binding */ TRACK_RECORD_FILE),
/* harmony export */   yY: () => (/* binding */ TRACK_RECORD_MARKDOWN)
/* harmony export */ });
/* unused harmony exports SKIP_REASONS, LaneRecordSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92857);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47819);
/**
 * track-record.json (D20): each lane's figures over the repository's last closed pull requests,
 * with the counts every rate is made of. One schema, a version, and the published JSON Schema
 * generated from it; the review page reads only a document of this version.
 */


const TRACK_RECORD_VERSION = 1;
const TRACK_RECORD_FILE = 'track-record.json';
const TRACK_RECORD_MARKDOWN = 'TRACK-RECORD.md';
const TRACK_RECORD_CHART = 'track-record.svg';
const TRACK_RECORD_ARTIFACT = 'reviewer-lanes-track-record';
/** Why a pull request or one of its comments taught nothing (D20: skipped and counted). */
const SKIP_REASONS = [
    // No record of ours on it: never reviewed, or reviewed before records were kept.
    'no_record',
    // A record of another release (v=1, or a version this one does not know).
    'other_release',
    // Our marker and our author, but the record cannot be read.
    'malformed',
    // Our marker in someone else's comment: never read as a record.
    'not_ours',
    // GitHub could not give the pull request (an error for its node, or its comments' pages).
    'unreadable',
];
const count = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative();
const LaneRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    identity: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(200),
    /** One per pull request whose record lists the lane, by the status it ended that run with. */
    reviews: zod__WEBPACK_IMPORTED_MODULE_1__/* .partialRecord */ .jgl(zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .LANE_STATUSES */ ._l), count),
    /** Findings the lane flagged that were posted (in the sticky comment's record). */
    findings: count,
    /** Of them, flagged by at least two lanes (k >= 2). */
    agreed: count,
    addressed: count,
    dismissed: count,
    /** Their lines went away before anyone acted on them. */
    outdated: count,
    /** Still open when the pull request closed. */
    openAtClose: count,
    /** Addressed findings no other lane flagged. */
    uniqueAddressed: count,
    /** Input and output tokens: the lanes' own figures and our estimates, never added together. */
    tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ reported: count, estimated: count }),
    /** Only what lanes reported; absent when none did. */
    costUsd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative().optional(),
    /** Per addressed finding, when any was addressed: reported tokens and the reported cost. */
    perAddressed: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ reportedTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative(), costUsd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative().optional() })
        .optional(),
    /** Of the runs that ran (reviewed, empty, failed, timed out); null when none did. */
    medianDurationMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().nullable(),
});
const TrackRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    ok: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(TRACK_RECORD_VERSION),
    repository: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Whose comments were read as records. */
    identity: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    generatedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    window: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        /** Closed pull requests read. */
        prs: count,
        /** The earliest and latest close among them; null when none was read. */
        from: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
        to: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
        since: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    }),
    /** Records read, one per pull request and sticky comment. */
    records: count,
    skipped: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        pr: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().nullable(),
        reason: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(SKIP_REASONS),
        detail: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(500).optional(),
    })),
    lanes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(LaneRecordSchema),
});


/***/ })

};
