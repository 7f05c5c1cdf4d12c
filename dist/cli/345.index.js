export const id = 345;
export const ids = [345];
export const modules = {

/***/ 3567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ exitCodeFor)
/* harmony export */ });
/** Exit code for a command's check: 1 when anything landed in `errors`. */
function exitCodeFor(errors) {
    return errors.length > 0 ? 1 : 0;
}


/***/ }),

/***/ 2345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run),
/* harmony export */   spec: () => (/* binding */ spec)
/* harmony export */ });
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4851);
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1368);
/* harmony import */ var _sys_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(681);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(776);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1957);
/**
 * `reviewer-lanes check` (D13): the required check for manifest changes; invalid manifests or a
 * stale baseline fail it, the disclosure diff says what the change consents to.
 */






const spec = {
    name: 'check',
    summary: 'The required check for manifest changes: validation, baseline currency, disclosure diff.',
    options: {
        base: { type: 'string', valueName: 'REF', description: 'compare the baseline with the one at REF' },
        ..._options_js__WEBPACK_IMPORTED_MODULE_3__/* .CONFIG_OPTION */ .dG,
        ..._options_js__WEBPACK_IMPORTED_MODULE_3__/* .CONSENT_FILE_OPTION */ .g9,
        ..._options_js__WEBPACK_IMPORTED_MODULE_3__/* .CATALOG_OPTIONS */ .hm,
    },
};
async function run(ctx) {
    const v = ctx.values;
    const git = (0,_sys_git_js__WEBPACK_IMPORTED_MODULE_2__/* .createGit */ .lD)(ctx.cwd);
    const base = typeof v.base === 'string' ? v.base : undefined;
    if (base !== undefined && !(await git.revParse(base)))
        throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--base: ${JSON.stringify(base)} is not a commit in ${ctx.cwd}`);
    const report = await (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_1__/* .runCheck */ .k_)({ settings: (0,_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .checkSettings */ .EW)(ctx.cwd, v, base) }, { git });
    if (ctx.json)
        ctx.out.json(report);
    else {
        for (const d of report.disclosureDiff) {
            ctx.out.stdout(`${d.change}: ${d.id} (${d.slug})\n`);
            if (d.before)
                ctx.out.stdout(`  before: ${d.before.split('\n').join('\n          ')}\n`);
            if (d.after)
                ctx.out.stdout(`  after:  ${d.after.split('\n').join('\n          ')}\n`);
        }
        ctx.out.diagnostics(report);
        ctx.out.stdout(report.ok ? 'check passed\n' : 'check failed\n');
    }
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .exitCodeFor */ .R)(report.errors);
}


/***/ }),

/***/ 1957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EW: () => (/* binding */ checkSettings),
/* harmony export */   ZB: () => (/* binding */ planSettings),
/* harmony export */   "do": () => (/* binding */ workingTreeSettings),
/* harmony export */   ic: () => (/* binding */ reviewSettings)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _pipeline_outdir_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9595);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7819);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(776);
/**
 * The CLI's settings builder: parsed flags (checked by each command's spec) become the settings
 * of the job a command runs, as action/inputs.ts builds the action's. Refs arrive resolved.
 */




const text = (v) => (typeof v === 'string' ? v : undefined);
/** `--config`, `--consent`, and where lanes come from (`--capabilities`, `--no-first-party`). */
function workingTreeSettings(cwd, values) {
    const configPath = text(values.config);
    return {
        cwd,
        ...(configPath !== undefined ? { configPath } : {}),
        consentPath: text(values.consent) ?? _vocabulary_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULTS */ .zY.consentPath,
        firstParty: values['no-first-party'] !== true,
        capabilityDirs: (0,_options_js__WEBPACK_IMPORTED_MODULE_3__/* .stringList */ .Yn)(values.capabilities),
    };
}
/** `check --base REF`. */
function checkSettings(cwd, values, base) {
    return { ...workingTreeSettings(cwd, values), ...(base !== undefined ? { base } : {}) };
}
/** `plan`, and the plan a review makes: the selection flags and the ref the baseline is trusted from. */
function planSettings(cwd, values, baselineRef) {
    const maxPromptTokens = (0,_options_js__WEBPACK_IMPORTED_MODULE_3__/* .positiveIntOption */ .k)(values, 'max-prompt-tokens');
    return {
        ...workingTreeSettings(cwd, values),
        reviewers: (0,_options_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewersOption */ .aJ)(values) ?? null,
        all: values.all === true,
        baselineRef,
        outDir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, text(values.out) ?? _pipeline_outdir_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_OUT_DIR */ .vx),
        ...(maxPromptTokens !== undefined ? { maxPromptTokens } : {}),
    };
}
/** `review`: the plan's settings, the change `base..head`, and how the lanes run. */
function reviewSettings(cwd, values, refs, env) {
    return {
        ...planSettings(cwd, values, refs.baselineRef),
        maxParallel: (0,_options_js__WEBPACK_IMPORTED_MODULE_3__/* .positiveIntOption */ .k)(values, 'max-parallel') ?? _vocabulary_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULTS */ .zY.maxParallel,
        base: refs.base,
        head: refs.head,
        include: (0,_options_js__WEBPACK_IMPORTED_MODULE_3__/* .stringList */ .Yn)(values.include),
        exclude: (0,_options_js__WEBPACK_IMPORTED_MODULE_3__/* .stringList */ .Yn)(values.exclude),
        failOn: text(values['fail-on']) ?? 'explicit',
        // The lanes' workspace goes in the temp folder of the environment the command was given.
        ...(env.TMPDIR ? { tempDir: env.TMPDIR } : {}),
    };
}


/***/ }),

/***/ 1368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ck: () => (/* reexport */ baselineToWrite),
  Uv: () => (/* reexport */ loadWorkingTree),
  Kp: () => (/* reexport */ plan/* planReview */.Kp),
  k_: () => (/* reexport */ runCheck)
});

// UNUSED EXPORTS: BASELINE_NOT_CURRENT, DEFAULT_OUT_DIR, MAX_LANE_ARTIFACT_BYTES, MAX_LANE_ARTIFACT_ENTRIES, mergeLaneResults, runFileNames, runOneLane, runReview

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(2888);
// EXTERNAL MODULE: ./src/sys/linked-folder.ts
var linked_folder = __webpack_require__(3001);
// EXTERNAL MODULE: ./src/trust/baseline.ts + 2 modules
var trust_baseline = __webpack_require__(1512);
// EXTERNAL MODULE: ./src/trust/consent.ts + 1 modules
var trust_consent = __webpack_require__(2856);
// EXTERNAL MODULE: ./src/catalog/load.ts
var load = __webpack_require__(6043);
// EXTERNAL MODULE: ./src/sys/regular-file.ts
var regular_file = __webpack_require__(8748);
;// CONCATENATED MODULE: ./src/trust/working-baseline.ts
/** The working tree's baseline: what a pull request's head must keep consistent (`consent`, `check`). */





/** Read as every file the pull request controls: a regular file of bounded size, never through a link. */
async function readWorkingBaseline(cwd, path) {
    const abs = (0,external_node_path_.resolve)(cwd, path);
    const read = (0,regular_file/* readRegularFile */.XF)(abs, trust_baseline/* MAX_BASELINE_BYTES */.Zg);
    // A folder on the way that is a file holds no baseline either.
    if (read.kind === 'missing' || (read.kind === 'error' && read.error.code === 'ENOTDIR'))
        return { baseline: null, exists: false, errors: [] };
    const refused = (message) => ({
        baseline: null,
        exists: true,
        errors: [{ code: 'invalid_baseline', path, message }],
    });
    // A folder of the repository committed as a link would read a baseline from elsewhere.
    const linked = (0,linked_folder/* linkedFolderInRepository */.$C)((0,external_node_path_.dirname)(abs), cwd);
    if (linked) {
        return refused(`is reached through a symbolic link (${(0,load/* displayPath */.Gt)(cwd, linked)}); a link in the repository is not followed`);
    }
    switch (read.kind) {
        case 'link':
        case 'not_a_file':
            return refused('is a symlink or not a regular file; the baseline must be a file');
        case 'too_large':
            return refused(`is ${read.bytes} bytes, over the ${trust_baseline/* MAX_BASELINE_BYTES */.Zg}-byte limit`);
        case 'error':
            return refused('cannot be read as a regular file');
    }
    const parsed = (0,trust_baseline/* parseBaseline */.nk)(read.bytes.toString('utf8'), path);
    return { baseline: parsed.baseline, exists: true, errors: parsed.errors };
}

// EXTERNAL MODULE: ./src/pipeline/plan.ts + 1 modules
var plan = __webpack_require__(8877);
;// CONCATENATED MODULE: ./src/pipeline/check.ts
/**
 * The required check on manifest changes (D13): every manifest valid, names unique, config
 * ownership clean, the working tree's baseline current for its manifests and config, and what
 * the baseline change consents to compared with `base`.
 */







/** The code of a lane whose baseline entry is not current (the action lists these on their own). */
const BASELINE_NOT_CURRENT = 'baseline_not_current';
/** The working tree as the pull request's head leaves it, read one way for `check` and `consent`. */
async function loadWorkingTree(settings) {
    const [catalog, loaded, working] = await Promise.all([
        (0,plan/* catalogFor */.xn)(settings),
        (0,config/* loadConfig */.Z9)(settings.cwd, settings.configPath),
        readWorkingBaseline(settings.cwd, settings.consentPath),
    ]);
    return { catalog, loaded, working };
}
function baselineToWrite(tree, settings, now) {
    const { catalog, loaded, working } = tree;
    const { consentPath } = settings;
    const errors = [...loaded.errors, ...working.errors];
    const rejected = (0,trust_consent/* rejectedEntryDiagnostics */.$g)(catalog.lanes, loaded.config, working.baseline);
    // A malformed entry is what the write replaces (or drops, when no lane needs it): it is said, not refused.
    const warnings = [
        ...catalog.errors,
        ...catalog.warnings,
        ...loaded.warnings,
        ...rejected.errors,
        ...rejected.warnings,
    ];
    // A folder of the baseline's path that the pull request committed as a link would aim the
    // write outside the repository.
    const linked = (0,linked_folder/* linkedFolderOnTheWay */.TY)((0,external_node_path_.dirname)((0,external_node_path_.resolve)(settings.cwd, consentPath)), settings.cwd);
    if (linked) {
        errors.push({
            code: 'invalid_baseline',
            path: consentPath,
            message: `${linked} is a symbolic link; the baseline is written only through real folders of the repository`,
        });
    }
    // Never overwrite a baseline we could not read, nor write one from a config we could not read.
    if (errors.length > 0)
        return { errors, warnings };
    const baseline = (0,trust_consent/* writeBaseline */.B9)(catalog.lanes, loaded.config, working.baseline, now);
    return { baseline, text: (0,trust_baseline/* serializeBaseline */.ky)(baseline), errors, warnings };
}
async function runCheck(input, deps) {
    const { settings } = input;
    const { catalog, loaded, working } = await loadWorkingTree(settings);
    const errors = [...catalog.errors, ...loaded.errors, ...working.errors];
    const warnings = [...catalog.warnings, ...loaded.warnings];
    const consent = (0,trust_consent/* consentReport */.jO)(catalog.lanes, loaded.config, working.baseline);
    const rejected = (0,trust_consent/* rejectedEntryDiagnostics */.$g)(catalog.lanes, loaded.config, working.baseline);
    errors.push(...rejected.errors);
    warnings.push(...rejected.warnings);
    for (const lane of consent.lanes) {
        if (!lane.needsEntry || lane.state === 'current')
            continue;
        errors.push({
            code: BASELINE_NOT_CURRENT,
            path: settings.consentPath,
            id: lane.id,
            slug: lane.slug,
            // The check runs on the pull request: its fix belongs in the same pull request (D13).
            message: `lane '${lane.slug}' is ${lane.state.replace('_', ' ')} in the consent baseline; run \`reviewer-lanes consent --write\`, review the disclosure, and commit ${settings.consentPath} with this change`,
        });
    }
    let disclosureDiff = [];
    if (settings.base !== undefined) {
        const before = await (0,trust_baseline/* readBaseline */.mF)(deps.git, settings.base, settings.consentPath);
        const rejectedBefore = (0,trust_consent/* rejectedEntryDiagnostics */.$g)(catalog.lanes, loaded.config, before.baseline);
        warnings.push(...before.errors, ...rejectedBefore.errors, ...rejectedBefore.warnings);
        disclosureDiff = (0,trust_consent/* diffBaselines */.GX)(before.baseline, working.baseline);
    }
    return { ok: errors.length === 0, errors, warnings, consent, disclosureDiff };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/plan/resolve.ts
var resolve = __webpack_require__(8315);
// EXTERNAL MODULE: ./src/prompt/build.ts + 2 modules
var build = __webpack_require__(4794);
// EXTERNAL MODULE: ./src/run/output.ts
var output = __webpack_require__(5472);
// EXTERNAL MODULE: ./src/run/runner.ts + 15 modules
var runner = __webpack_require__(3682);
// EXTERNAL MODULE: ./src/sys/byte-cap.ts
var byte_cap = __webpack_require__(7338);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
// EXTERNAL MODULE: ./src/pipeline/handover.ts + 1 modules
var handover = __webpack_require__(7944);
// EXTERNAL MODULE: ./src/pipeline/input.ts
var input = __webpack_require__(3510);
// EXTERNAL MODULE: ./src/pipeline/outdir.ts
var outdir = __webpack_require__(9595);
// EXTERNAL MODULE: ./src/pipeline/prompt.ts
var pipeline_prompt = __webpack_require__(2222);
// EXTERNAL MODULE: ./src/pipeline/report.ts + 3 modules
var pipeline_report = __webpack_require__(3855);
;// CONCATENATED MODULE: ./src/pipeline/matrix.ts
/**
 * The publish job of the Actions matrix (D14): the lane jobs' results and the plan's unrunnable
 * lanes, merged and rendered as one review.
 */















/** `mode: publish`: a runnable lane whose job left nothing is `failed`, never missing. */
async function mergeLaneResults(input, handover, pipelineDeps) {
    const { settings } = input;
    const deps = forOneRun(pipelineDeps);
    await prepareOutDir(settings.outDir, settings.cwd);
    // Availability was decided in each lane's job, on its runner; this one may have no lane's CLI.
    const plan = await planReview(input, deps, 'none');
    const handed = readPlanHandover(handover.planDir);
    const prompt = await collectPromptParts(input, deps);
    const results = [];
    const lanes = [];
    for (const h of handed.lanes) {
        const planned = plan.lanes.find((l) => l.identity === h.identity);
        if (!isReported(h, plan.source))
            continue;
        const dir = handover.laneDirs.get(h.identity);
        const fromJob = h.status === 'runnable' && dir ? readLaneResultsHandover(dir, h.identity) : null;
        const r = fromJob?.ok ? fromJob.value.results.find((x) => x.identity === h.identity) : undefined;
        // A lane nobody asked for that its job found unavailable is left out, as one review job would.
        if (r?.status === 'unavailable' && !isReported({ status: r.status, explicit: h.explicit }, plan.source))
            continue;
        lanes.push(planned ?? { slug: h.slug, identity: h.identity, explicit: h.explicit, status: 'unavailable' });
        if (h.status !== 'runnable') {
            results.push(resultWithoutRunning({
                slug: h.slug,
                identity: h.identity,
                explicit: h.explicit,
                status: h.status,
                ...(h.reason ? { reason: h.reason } : {}),
                ...(h.detail ? { detail: h.detail } : {}),
            }));
            continue;
        }
        if (r && dir) {
            const copied = copyLaneFiles(dir, settings.outDir, r);
            for (const w of copied.warnings)
                deps.log?.(`warning: ${w}`);
            const { reviewPath: _review, errPath: _err, ...rest } = r;
            results.push({
                ...rest,
                ...copied.paths,
                explicit: h.explicit,
                warnings: [...r.warnings, ...copied.warnings],
            });
        }
        else {
            // A refused artifact or a file from another release or not of its shape says so; no file at
            // all, that none was left.
            const why = handover.refused?.get(h.identity) ??
                (fromJob && !fromJob.ok && !fromJob.missing ? fromJob.message : undefined);
            results.push({
                slug: h.slug,
                identity: h.identity,
                status: 'failed',
                reason: 'spawn_error',
                detail: why ?? 'the lane job left no result (did it run, and upload its artifact?)',
                explicit: h.explicit,
                durationMs: 0,
                body: renderStub({ slug: h.slug, stderr: why ?? 'the lane job left no result.' }),
                caveats: [],
                warnings: [],
            });
        }
    }
    writeFileSync(join(settings.outDir, 'prompt.md'), renderPrompt(prompt.parts, null).text);
    input.lanesDone?.();
    return report(input, deps, plan, lanes, results, prompt);
}
/**
 * Room over the capture cap for what a run writes around a capped output: the truncation note,
 * a stub's lines, the `.err` file's spawn-error marker.
 */
const LANE_FILE_ROOM = 64 * 1024;
/** A lane job's file is kept to what one review job keeps of a lane's output. */
const MAX_LANE_FILE_BYTES = vocabulary/* DEFAULTS */.zY.maxOutputBytes + LANE_FILE_ROOM;
/**
 * A lane job's artifact, unpacked, is held to what its job honestly writes: lane-results.json
 * (read up to MAX_HANDOVER_BYTES), the lane's four own files, the shared prompt.md (up to the
 * prompt cap) and REVIEWS.md, results.json and reviews.sarif around one capped output. A zip
 * deflates, so its listed size is held to the same.
 */
const MAX_LANE_ARTIFACT_BYTES = handover/* MAX_HANDOVER_BYTES */.jL + 7 * MAX_LANE_FILE_BYTES + vocabulary/* DEFAULTS */.zY.maxPromptFileBytes;
/**
 * A lane job's artifact holds a handful of files (lane-results.json, the lane's own files, the
 * shared prompt.md, REVIEWS.md, results.json, reviews.sarif); unpacking is held to this many
 * entries, so a zip of millions of empty files cannot use up the runner's inodes or time.
 */
const MAX_LANE_ARTIFACT_ENTRIES = 64;
/** Past this many, the names a lane job left that are not its lane's are counted, not listed. */
const NAMED_EXTRAS = 10;
/**
 * The lane job's own files joined to this run's out directory (D12: the artifact holds every
 * lane's output and stderr), so results.json's paths stay relative to it, as in one job. The lane
 * ran where the pull request steers it and its job's artifact is unpacked as it comes: only the
 * lane's own names are taken (another lane's name would overwrite or block that lane's files),
 * each only as a regular file, never through a link or blocking on a FIFO, and at most
 * MAX_LANE_FILE_BYTES of it. Anything else is left out, by name.
 */
function copyLaneFiles(jobDir, outDir, r) {
    const from = `the job of lane ${r.identity}`;
    const name = sanitizeIdentity(r.identity);
    const paths = {};
    const warnings = [];
    // The files the run writes under the lane's name: its review and stderr, which
    // lane-results.json declares, its raw stdout, and a budgeted lane's trimmed prompt.
    const own = new Map(['.md', '.err', '.stdout', '.prompt.md'].map((ext) => [
        `${name}${ext}`,
        ext === '.md' ? 'reviewPath' : ext === '.err' ? 'errPath' : null,
    ]));
    for (const [file, key] of own) {
        if (key === null)
            continue;
        const declared = r[key];
        if (declared === `${LANES_DIR}/${file}`)
            continue;
        // Only a file lane-results.json declares is taken, and only at the lane's own name.
        own.delete(file);
        if (declared !== undefined)
            warnings.push(`lane-results.json from ${from} gives ${key} ${JSON.stringify(declared)}, not ${LANES_DIR}/${file}; it is left out`);
    }
    const lanesDir = join(jobDir, LANES_DIR);
    let entries;
    try {
        if (!lstatSync(lanesDir).isDirectory())
            return { paths, warnings: [...warnings, `${LANES_DIR} from ${from} is not a folder; it is left out`] };
        entries = readdirSync(lanesDir).sort();
    }
    catch (error) {
        const e = error;
        if (e.code === 'ENOENT')
            return { paths, warnings };
        return { paths, warnings: [...warnings, `${LANES_DIR} from ${from} cannot be read: ${e.message}`] };
    }
    const extras = entries.filter((e) => !own.has(e)).map((e) => `${LANES_DIR}/${e}`);
    if (extras.length > 0) {
        const more = extras.length > NAMED_EXTRAS ? ` and ${extras.length - NAMED_EXTRAS} more` : '';
        warnings.push(`the artifact of ${from} holds ${extras.slice(0, NAMED_EXTRAS).join(', ')}${more}, which are not this lane's files (or not declared in its lane-results.json); left out`);
    }
    for (const file of entries.filter((e) => own.has(e))) {
        const key = own.get(file);
        const rel = `${LANES_DIR}/${file}`;
        const read = readRegularFile(join(jobDir, rel), MAX_LANE_FILE_BYTES, { prefix: true });
        if (read.kind === 'missing')
            continue;
        if (read.kind !== 'file') {
            const why = notReadBecause(read, `the ${MAX_LANE_FILE_BYTES}-byte cap`);
            warnings.push(`${rel} from ${from} ${why}; it is left out`);
            continue;
        }
        let bytes = read.bytes;
        if (read.size > MAX_LANE_FILE_BYTES) {
            const kept = utf8Boundary(read.bytes, read.bytes.length);
            bytes = Buffer.from(decodeUtf8(read.bytes.subarray(0, kept)) + truncationNote(kept, read.size));
            warnings.push(`${rel} from ${from} is ${read.size} bytes; its first ${kept} are kept`);
        }
        try {
            writeFresh(join(outDir, rel), bytes);
        }
        catch (error) {
            warnings.push(`${rel} from ${from} could not be copied: ${error.message}`);
            continue;
        }
        if (key)
            paths[key] = rel;
    }
    return { paths, warnings };
}

// EXTERNAL MODULE: ./src/pipeline/review.ts
var review = __webpack_require__(4284);
;// CONCATENATED MODULE: ./src/pipeline/index.ts







/***/ })

};
