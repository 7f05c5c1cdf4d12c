export const id = 864;
export const ids = [864];
export const modules = {

/***/ 6864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run),
  spec: () => (/* binding */ spec)
});

// EXTERNAL MODULE: ./src/diagnostics.ts
var src_diagnostics = __webpack_require__(4851);
// EXTERNAL MODULE: ./src/pipeline/index.ts + 46 modules
var pipeline = __webpack_require__(7812);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/trust/baseline.ts + 1 modules
var baseline = __webpack_require__(6884);
// EXTERNAL MODULE: ./src/sys/regular-file.ts
var regular_file = __webpack_require__(8748);
;// CONCATENATED MODULE: ./src/cli/baseline-hint.ts
/**
 * Why a lane `plan` calls runnable is `blocked: not_consented` in `review`: plan reads the
 * consent baseline at HEAD, review at --base (D5, locally as in a pull request). When HEAD's
 * baseline, or the working tree's, has the lane's entry and the base's does not, say so and how
 * to try the lane locally.
 */



const MAX_BASELINE_BYTES = 1024 * 1024;
const consents = (b, slug) => b !== null && Object.values(b.lanes).some((e) => e.slug === slug);
async function notConsentedHints(git, cwd, consentPath, baselineRef, blocked) {
    if (blocked.length === 0)
        return [];
    const atHead = (await (0,baseline/* readBaseline */.mF)(git, 'HEAD', consentPath)).baseline;
    const text = (0,regular_file/* readRegularText */.Aj)((0,external_node_path_.join)(cwd, consentPath), MAX_BASELINE_BYTES);
    const inTree = text === null ? null : (0,baseline/* parseBaseline */.nk)(text, consentPath).baseline;
    return blocked.flatMap((l) => {
        const where = consents(atHead, l.slug) ? 'HEAD' : consents(inTree, l.slug) ? 'the working tree' : null;
        if (where === null)
            return [];
        const next = where === 'HEAD'
            ? `try it locally with --baseline-ref HEAD, or commit the baseline on ${baselineRef}`
            : `commit ${consentPath}, then try it locally with --baseline-ref HEAD`;
        return [
            `${l.identity} is not consented in the baseline at ${baselineRef} (review reads the baseline at --base, plan at HEAD), ` +
                `but ${where === 'HEAD' ? "HEAD's" : "the working tree's"} ${consentPath} has its entry: ${next}`,
        ];
    });
}

// EXTERNAL MODULE: ./src/report/results.ts
var results = __webpack_require__(8940);
// EXTERNAL MODULE: ./src/prompt/filter.ts
var filter = __webpack_require__(3910);
// EXTERNAL MODULE: ./src/sys/git.ts
var sys_git = __webpack_require__(681);
// EXTERNAL MODULE: ./src/cli/catalog-reader.ts + 2 modules
var catalog_reader = __webpack_require__(7485);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
// EXTERNAL MODULE: ./src/examine/schema.ts
var schema = __webpack_require__(5495);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
// EXTERNAL MODULE: ./src/cli/settings.ts
var cli_settings = __webpack_require__(1957);
;// CONCATENATED MODULE: ./src/cli/commands/review.ts
/**
 * `reviewer-lanes review`: merge-base(base, head)..head reviewed by the selected lanes in a
 * workspace of the head (D18), written to --out; `--since` reviews REF..head only (D17). Exit 1
 * exactly when results.json's `ok` is false (D9).
 */












const spec = {
    name: 'review',
    summary: 'Review merge-base(--base, --head)..--head with the selected lanes; write REVIEWS.md.',
    description: '--base defaults to origin/HEAD, else main, else master; --head to HEAD. The consent baseline is read from ' +
        '--baseline-ref, default --base (locally as in a pull request). Exits 1 when a lane named in --reviewers does not end reviewed, ' +
        'when no lane does, or when --fail-on fails; a change with no files runs no lane.',
    options: {
        base: { type: 'string', valueName: 'REF', description: 'the branch or commit the change is based on' },
        head: { type: 'string', valueName: 'REF', description: 'the commit under review (default: HEAD)' },
        since: {
            type: 'string',
            valueName: 'REF',
            description: 'review only the commits since REF (an ancestor of --head), the whole change as context',
        },
        ...options/* SELECTION_OPTIONS */.OK,
        out: { type: 'string', valueName: 'DIR', description: 'output directory (default: .reviewer-lanes/)' },
        'max-parallel': { type: 'string', valueName: 'N', description: 'lanes run at once (default: 4)' },
        include: {
            type: 'string',
            multiple: true,
            valueName: 'GLOB',
            description: 'only send diffs of matching paths',
        },
        exclude: {
            type: 'string',
            multiple: true,
            valueName: 'GLOB',
            description: 'never send diffs of matching paths',
        },
        'max-prompt-tokens': { type: 'string', valueName: 'N', description: 'prompt budget for every lane' },
        'fail-on': {
            type: 'string',
            valueName: 'WHEN',
            description: "'explicit' (default), 'high' or 'agreed-high'",
        },
        'cross-examine': {
            type: 'string',
            valueName: 'MODE',
            description: "'auto' (default): the lanes check each other's findings; 'off': no such round",
        },
        'no-suggestions': {
            type: 'boolean',
            description: "offer no lane's fix as a suggestion in results.json and reviews.sarif (the action's suggestions: false)",
        },
        ...options/* CONFIG_OPTION */.dG,
        ...options/* CONSENT_OPTIONS */.cz,
        ...options/* CATALOG_OPTIONS */.hm,
    },
    check(values) {
        (0,options/* checkSelection */.Nt)(values);
        (0,options/* positiveIntOption */.k)(values, 'max-parallel');
        (0,options/* positiveIntOption */.k)(values, 'max-prompt-tokens');
        const failOn = values['fail-on'];
        if (failOn !== undefined && !vocabulary/* FAIL_ON */.d$.includes(failOn))
            throw new src_diagnostics/* UsageError */.eb(`--fail-on must be one of ${vocabulary/* FAIL_ON */.d$.map((f) => `'${f}'`).join(', ')} (got: ${JSON.stringify(failOn)})`);
        const examine = values['cross-examine'];
        if (examine !== undefined && !schema/* EXAMINE_MODES */.jG.includes(examine))
            throw new src_diagnostics/* UsageError */.eb(`--cross-examine must be one of ${schema/* EXAMINE_MODES */.jG.map((m) => `'${m}'`).join(', ')} (got: ${JSON.stringify(examine)})`);
    },
};
async function run(ctx) {
    const v = ctx.values;
    // A glob on the command line that is empty or cannot compile is a bad flag value, decided
    // before git is asked anything.
    for (const name of ['include', 'exclude']) {
        const [problem] = (0,filter/* checkGlobs */.EQ)((0,options/* stringList */.Yn)(v[name]), `--${name}`).problems;
        if (problem)
            throw new src_diagnostics/* UsageError */.eb(problem.message.replace(' was ignored', ' is not usable'));
    }
    // One cache for the run: the pipeline asks for the same refs again (baseline, diff, prompt).
    const git = (0,sys_git/* withRefCache */.cJ)((0,sys_git/* createGit */.lD)(ctx.cwd));
    // Refs are flag values: a bad one is a usage error, decided before any lane is probed or run.
    // The errors keep the flags' order.
    const head = typeof v.head === 'string' ? v.head : 'HEAD';
    const given = typeof v.base === 'string' ? v.base : undefined;
    const candidates = given === undefined ? ['origin/HEAD', 'main', 'master'] : [given];
    const givenBaseline = typeof v['baseline-ref'] === 'string' ? v['baseline-ref'] : undefined;
    const since = typeof v.since === 'string' ? v.since : undefined;
    const [headSha, candidateShas, baselineSha, sinceSha] = await Promise.all([
        git.revParse(head),
        Promise.all(candidates.map((ref) => git.revParse(ref))),
        givenBaseline !== undefined ? git.revParse(givenBaseline) : undefined,
        since !== undefined ? git.revParse(since) : undefined,
    ]);
    if (!headSha)
        throw new src_diagnostics/* UsageError */.eb(`--head: ${JSON.stringify(head)} is not a commit in ${ctx.cwd}`);
    const base = candidates[candidateShas.findIndex((sha) => sha !== null)];
    if (base === undefined) {
        if (given !== undefined)
            throw new src_diagnostics/* UsageError */.eb(`--base: ${JSON.stringify(given)} is not a commit in ${ctx.cwd}`);
        throw new src_diagnostics/* UsageError */.eb('--base is required: there is no origin/HEAD, main or master to default to');
    }
    const baselineRef = givenBaseline ?? base;
    if (givenBaseline !== undefined && !baselineSha)
        throw new src_diagnostics/* UsageError */.eb(`--baseline-ref: ${JSON.stringify(baselineRef)} is not a commit in ${ctx.cwd}`);
    if (since !== undefined) {
        if (!sinceSha)
            throw new src_diagnostics/* UsageError */.eb(`--since: ${JSON.stringify(since)} is not a commit in ${ctx.cwd}`);
        // The commits since REF are REF..head only when REF is on head's history.
        const r = await git.exec(['merge-base', '--is-ancestor', sinceSha, headSha]);
        if (r.exitCode !== 0)
            throw new src_diagnostics/* UsageError */.eb(`--since: ${JSON.stringify(since)} is not an ancestor of --head ${JSON.stringify(head)}`);
    }
    const settings = (0,cli_settings/* reviewSettings */.ic)(ctx.cwd, v, { base, head, baselineRef }, ctx.env);
    const outcome = await (0,pipeline/* runReview */.OD)({
        settings,
        env: ctx.env,
        ...(sinceSha ? { scope: { kind: 'delta', since: sinceSha, previousHead: sinceSha } } : {}),
        ...(ctx.signal ? { signal: ctx.signal } : {}),
    }, {
        git,
        log: ctx.json ? undefined : (line) => ctx.out.stderr(`${line}\n`),
        readCatalog: (0,catalog_reader/* catalogReader */.v)(ctx),
    });
    const diagnostics = {
        errors: outcome.plan.errors,
        // The plan's warnings, then each lane's (a different served model, a truncated stderr).
        warnings: [
            ...outcome.plan.warnings,
            ...outcome.results.flatMap((r) => r.warnings.map((message) => ({ message }))),
        ],
        infos: outcome.plan.infos,
    };
    if (ctx.json) {
        ctx.out.json(outcome.results_json);
        // results.json has no place for them, and stdout holds only it: a script still learns on
        // stderr why `ok` is false with every lane reviewed (an invalid config file, say).
        for (const d of diagnostics.errors)
            ctx.out.stderr(`error: ${(0,src_diagnostics/* formatDiagnostic */.xy)(d)}\n`);
        for (const d of diagnostics.warnings)
            ctx.out.stderr(`warning: ${(0,src_diagnostics/* formatDiagnostic */.xy)(d)}\n`);
    }
    else if (outcome.nothing) {
        ctx.out.stdout(`nothing to review: ${outcome.nothing}; no lane was run\n`);
        ctx.out.diagnostics(diagnostics);
    }
    else {
        ctx.out.table([
            ['LANE', 'STATUS', 'REASON', 'DURATION'],
            ...outcome.results.map((r) => [
                r.identity + (r.explicit ? '*' : ''),
                r.status,
                r.reason ?? '',
                `${(r.durationMs / 1000).toFixed(1)}s`,
            ]),
        ]);
        ctx.out.diagnostics(diagnostics);
        ctx.out.stdout(`\nREVIEWS.md: ${outcome.reviewsPath}\nreviews.sarif: ${outcome.sarifPath}\n`);
    }
    const notConsented = outcome.results.filter((r) => r.status === 'blocked' && r.reason === 'not_consented');
    if (notConsented.length > 0) {
        const hints = await notConsentedHints(git, ctx.cwd, settings.consentPath, baselineRef, notConsented);
        for (const hint of hints)
            ctx.out.stderr(`${args/* PROGRAM */.RX}: ${hint}\n`);
    }
    // Why the run fails, by name: the lanes, or the findings that failed --fail-on.
    if (!outcome.ok) {
        for (const line of (0,results/* failureLines */.w7)(outcome.failures))
            ctx.out.stderr(`${args/* PROGRAM */.RX}: ${line}\n`);
    }
    return outcome.ok ? 0 : 1;
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
        // D19: as the action's `suggestions` input; absent is on.
        ...(values['no-suggestions'] === true ? { suggestions: false } : {}),
        // D22: the flag wins over `review.cross_examine`; checked by the command's spec.
        ...(values['cross-examine'] !== undefined
            ? { crossExamine: { mode: text(values['cross-examine']) } }
            : {}),
        // The lanes' workspace goes in the temp folder of the environment the command was given.
        ...(env.TMPDIR ? { tempDir: env.TMPDIR } : {}),
    };
}


/***/ })

};

//# sourceMappingURL=864.index.js.map