export const id = 30;
export const ids = [30];
export const modules = {

/***/ 27030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishMode: () => (/* binding */ publishMode)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _github_artifact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49721);
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49321);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54258);
/* harmony import */ var _look_back_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22687);
/* harmony import */ var _mode_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(35795);
/* harmony import */ var _track_record_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(98299);
/** `mode: publish` (D14): the plan's and the lane jobs' artifacts merged and published as one review. */








async function publishMode(s) {
    const store = await s.artifacts();
    if (!store)
        throw new Error('mode: publish needs the artifact service to collect the lane results');
    const list = await store.list();
    const planArtifact = (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_2__/* .latestArtifact */ .Ev)(list, (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_2__/* .planArtifactBase */ .zv)(s.inputs.artifactPrefix));
    if (!planArtifact) {
        throw new Error(`mode: publish found no '${(0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_2__/* .planArtifactBase */ .zv)(s.inputs.artifactPrefix)}' artifact in this run: run mode: plan first with the same artifact-prefix`);
    }
    const { runnerTemp } = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .runnerPaths */ .$7)(s.ctx.env);
    (0,_mode_js__WEBPACK_IMPORTED_MODULE_6__/* .refuseLinkedWrite */ .hb)(runnerTemp, s.ctx.env);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(runnerTemp, { recursive: true });
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(runnerTemp, 'reviewer-lanes-handover-'));
    const planDir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'plan');
    await store.download(planArtifact.id, planDir);
    const laneDirs = new Map();
    const refused = new Map();
    for (const [identity, artifact] of (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_2__/* .latestLaneArtifacts */ .L)(list, s.inputs.artifactPrefix)) {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'lanes', identity);
        const why = await downloadLaneArtifact(store, artifact, dir);
        if (why === null)
            laneDirs.set(identity, dir);
        else {
            refused.set(identity, why);
            s.surface.warning(`lane ${identity}: ${why}`);
        }
    }
    // D19: the feedback on our inline comments counts in a matrix too; its scope stays the whole
    // pull request (the look back's incremental decision is not asked for).
    const back = await (0,_look_back_js__WEBPACK_IMPORTED_MODULE_5__/* .lookBack */ .Lp)({
        inputs: { ...s.inputs, incremental: 'off' },
        event: s.event,
        github: s.github,
        author: s.author,
        git: s.ctx.git,
        log: s.surface,
    });
    const early = (0,_mode_js__WEBPACK_IMPORTED_MODULE_6__/* .earlyPublishReads */ .cD)(s, back.sticky, back.feedback);
    // Lanes the plan made runnable but whose job left nothing, or an artifact refused, are reported by the merge.
    const ctx = {
        ...s.ctx,
        scope: _look_back_js__WEBPACK_IMPORTED_MODULE_5__/* .MATRIX_SCOPE */ .pb,
        ...(back.history ? { history: back.history } : {}),
        ...(0,_track_record_js__WEBPACK_IMPORTED_MODULE_7__/* .pageRecords */ .A)(s),
        lanesDone: early.lanesDone,
        findingsSettled: early.findingsSettled,
    };
    const outcome = await (await s.stages()).merge(s.settings, { planDir, laneDirs, refused }, ctx);
    await (0,_mode_js__WEBPACK_IMPORTED_MODULE_6__/* .publishReview */ .YJ)(s, outcome, back.sticky, back.feedback, early.reads());
}
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
/**
 * A lane job's artifact is steered by the pull request, and unpacking it fills this runner's
 * disk: one listed over the cap is not downloaded, one that unpacks past the byte or entry cap,
 * or cannot be unpacked, is removed. Any of these, or a download that fails, is that lane's
 * failure (the why returned), never the run's: the other lanes' reviews are still published.
 */
async function downloadLaneArtifact(store, artifact, dir) {
    const cap = `the ${_pipeline_index_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LANE_ARTIFACT_BYTES */ .X2}-byte (${mib(_pipeline_index_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LANE_ARTIFACT_BYTES */ .X2)}) cap on a lane job's artifact`;
    if (artifact.size !== undefined && artifact.size > _pipeline_index_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LANE_ARTIFACT_BYTES */ .X2)
        return `its artifact ${artifact.name} is listed at ${artifact.size} bytes (${mib(artifact.size)}), over ${cap}; it was not downloaded`;
    const zipped = `its artifact ${artifact.name} (${artifact.size ?? 'unlisted'} bytes zipped)`;
    try {
        await store.download(artifact.id, dir, {
            maxBytes: _pipeline_index_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LANE_ARTIFACT_BYTES */ .X2,
            maxEntries: _pipeline_index_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LANE_ARTIFACT_ENTRIES */ .Cm,
        });
        return null;
    }
    catch (error) {
        if (error instanceof _github_artifact_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactTooLargeError */ .G0)
            return `${zipped} unpacks past ${cap}; what it wrote was removed`;
        if (error instanceof _github_artifact_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactTooManyEntriesError */ .mF)
            return `${zipped} holds more than the ${error.maxEntries}-entry cap on a lane job's artifact (stopped at entry ${error.entries}); what it wrote was removed`;
        if (error instanceof _github_artifact_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactUnreadableError */ .Iy)
            return `${zipped} is not a zip that can be unpacked (${error.why}); what it wrote was removed`;
        const why = error instanceof Error ? error.message : String(error);
        return `its artifact ${artifact.name} could not be downloaded (${why})`;
    }
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
