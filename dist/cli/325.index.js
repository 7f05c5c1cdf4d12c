export const id = 325;
export const ids = [325];
export const modules = {

/***/ 2325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run),
/* harmony export */   spec: () => (/* binding */ spec)
/* harmony export */ });
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4851);
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(222);
/* harmony import */ var _prompt_filter_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3910);
/* harmony import */ var _sys_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(681);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7819);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(776);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1957);
/**
 * `reviewer-lanes review`: merge-base(base, head)..head reviewed by the selected lanes in a
 * workspace of the head (D18), written to --out; `--since` reviews REF..head only (D17). Exit 1
 * exactly when results.json's `ok` is false (D9).
 */







const spec = {
    name: 'review',
    summary: 'Review merge-base(--base, --head)..--head with the selected lanes; write REVIEWS.md.',
    description: '--base defaults to origin/HEAD, else main, else master; --head to HEAD. The consent baseline is read from ' +
        '--baseline-ref, default --base (locally as in a pull request). Exits 1 when a lane named in --reviewers does not end reviewed.',
    options: {
        base: { type: 'string', valueName: 'REF', description: 'the branch or commit the change is based on' },
        head: { type: 'string', valueName: 'REF', description: 'the commit under review (default: HEAD)' },
        since: {
            type: 'string',
            valueName: 'REF',
            description: 'review only the commits since REF (an ancestor of --head), the whole change as context',
        },
        ..._options_js__WEBPACK_IMPORTED_MODULE_5__/* .SELECTION_OPTIONS */ .OK,
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
        'no-suggestions': {
            type: 'boolean',
            description: "offer no lane's fix as a suggestion in results.json and reviews.sarif (the action's suggestions: false)",
        },
        ..._options_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIG_OPTION */ .dG,
        ..._options_js__WEBPACK_IMPORTED_MODULE_5__/* .CONSENT_OPTIONS */ .cz,
        ..._options_js__WEBPACK_IMPORTED_MODULE_5__/* .CATALOG_OPTIONS */ .hm,
    },
    check(values) {
        (0,_options_js__WEBPACK_IMPORTED_MODULE_5__/* .checkSelection */ .Nt)(values);
        (0,_options_js__WEBPACK_IMPORTED_MODULE_5__/* .positiveIntOption */ .k)(values, 'max-parallel');
        (0,_options_js__WEBPACK_IMPORTED_MODULE_5__/* .positiveIntOption */ .k)(values, 'max-prompt-tokens');
        const failOn = values['fail-on'];
        if (failOn !== undefined && !_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .FAIL_ON */ .d$.includes(failOn))
            throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--fail-on must be one of ${_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .FAIL_ON */ .d$.map((f) => `'${f}'`).join(', ')} (got: ${JSON.stringify(failOn)})`);
    },
};
async function run(ctx) {
    const v = ctx.values;
    // A glob on the command line that is empty or cannot compile is a bad flag value, decided
    // before git is asked anything.
    for (const name of ['include', 'exclude']) {
        const [problem] = (0,_prompt_filter_js__WEBPACK_IMPORTED_MODULE_2__/* .checkGlobs */ .EQ)((0,_options_js__WEBPACK_IMPORTED_MODULE_5__/* .stringList */ .Yn)(v[name]), `--${name}`).problems;
        if (problem)
            throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(problem.message.replace(' was ignored', ' is not usable'));
    }
    // One cache for the run: the pipeline asks for the same refs again (baseline, diff, prompt).
    const git = (0,_sys_git_js__WEBPACK_IMPORTED_MODULE_3__/* .withRefCache */ .cJ)((0,_sys_git_js__WEBPACK_IMPORTED_MODULE_3__/* .createGit */ .lD)(ctx.cwd));
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
        throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--head: ${JSON.stringify(head)} is not a commit in ${ctx.cwd}`);
    const base = candidates[candidateShas.findIndex((sha) => sha !== null)];
    if (base === undefined) {
        if (given !== undefined)
            throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--base: ${JSON.stringify(given)} is not a commit in ${ctx.cwd}`);
        throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb('--base is required: there is no origin/HEAD, main or master to default to');
    }
    const baselineRef = givenBaseline ?? base;
    if (givenBaseline !== undefined && !baselineSha)
        throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--baseline-ref: ${JSON.stringify(baselineRef)} is not a commit in ${ctx.cwd}`);
    if (since !== undefined) {
        if (!sinceSha)
            throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--since: ${JSON.stringify(since)} is not a commit in ${ctx.cwd}`);
        // The commits since REF are REF..head only when REF is on head's history.
        const r = await git.exec(['merge-base', '--is-ancestor', sinceSha, headSha]);
        if (r.exitCode !== 0)
            throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--since: ${JSON.stringify(since)} is not an ancestor of --head ${JSON.stringify(head)}`);
    }
    const outcome = await (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_1__/* .runReview */ .OD)({
        settings: (0,_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewSettings */ .ic)(ctx.cwd, v, { base, head, baselineRef }, ctx.env),
        env: ctx.env,
        ...(sinceSha ? { scope: { kind: 'delta', since: sinceSha, previousHead: sinceSha } } : {}),
        ...(ctx.signal ? { signal: ctx.signal } : {}),
    }, {
        git,
        log: ctx.json ? undefined : (line) => ctx.out.stderr(`${line}\n`),
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
            ctx.out.stderr(`error: ${(0,_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDiagnostic */ .xy)(d)}\n`);
        for (const d of diagnostics.warnings)
            ctx.out.stderr(`warning: ${(0,_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDiagnostic */ .xy)(d)}\n`);
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
        // The lanes' workspace goes in the temp folder of the environment the command was given.
        ...(env.TMPDIR ? { tempDir: env.TMPDIR } : {}),
    };
}


/***/ })

};

//# sourceMappingURL=325.index.js.map