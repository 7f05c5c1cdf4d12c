export const id = 223;
export const ids = [223];
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

/***/ 8223:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run),
  spec: () => (/* binding */ spec)
});

// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __webpack_require__(4851);
// EXTERNAL MODULE: ./src/pipeline/index.ts + 46 modules
var pipeline = __webpack_require__(7812);
// EXTERNAL MODULE: ./src/plan/resolve.ts
var resolve = __webpack_require__(8315);
;// CONCATENATED MODULE: ./src/plan/report.ts

/** Said wherever a spawn lane would run: where it runs and what of the checkout it sees (D18). */
const LANE_WORKSPACE_INFO = {
    code: 'lane_workspace',
    message: "spawn lanes run in a workspace, not in this checkout: a fresh checkout of the reviewed commit (the base's under pull_request_target) outside the repository, with agent configuration (CLAUDE.md, AGENTS.md, .claude/, .gemini/, .qwen/, opencode.json and the like) from the trusted ref the baseline is read from; it is removed after the run",
};
function planReport(outcome, config) {
    return {
        ok: outcome.errors.length === 0,
        source: outcome.source,
        lanes: outcome.lanes.map((p) => {
            const plan = p.plan;
            return {
                slug: p.slug,
                identity: p.identity,
                explicit: p.explicit,
                status: p.status,
                ...(p.reason !== undefined ? { reason: p.reason } : {}),
                ...(p.detail !== undefined ? { detail: p.detail } : {}),
                ...(plan?.transport === 'spawn' ? { binary: plan.binary, argv: [...plan.argv] } : {}),
                ...(plan?.transport === 'openai-http' ? { url: plan.url } : {}),
                ...(p.lane ? { source: p.lane.source } : {}),
                timeoutMs: plan ? plan.timeoutMs : (0,resolve/* resolveTimeout */.ah)(config, p.slug, p.lane?.reviewer.timeoutFloorMs),
            };
        }),
        errors: outcome.errors,
        warnings: outcome.warnings,
        infos: outcome.lanes.some((l) => l.status === 'runnable' && l.plan?.transport === 'spawn')
            ? [...outcome.infos, LANE_WORKSPACE_INFO]
            : outcome.infos,
    };
}

// EXTERNAL MODULE: ./src/sys/git.ts
var sys_git = __webpack_require__(681);
// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
// EXTERNAL MODULE: ./src/cli/catalog-reader.ts + 2 modules
var catalog_reader = __webpack_require__(7485);
// EXTERNAL MODULE: ./src/cli/settings.ts
var settings = __webpack_require__(1957);
;// CONCATENATED MODULE: ./src/cli/commands/plan.ts
/**
 * `reviewer-lanes plan`: which lanes would run, how, and why not; nothing is written, only probes
 * run. Exit 1 when a named lane cannot run or the selection config is invalid.
 */








const spec = {
    name: 'plan',
    summary: 'Show which lanes would run and how (argv or URL), and why the others cannot.',
    description: 'Selection: --reviewers, else --all, else review.default_reviewers, else every lane detected. ' +
        'The consent baseline is read from --baseline-ref (default HEAD). Exits 1 when a lane named in --reviewers cannot run.',
    options: { ...options/* SELECTION_OPTIONS */.OK, ...options/* CONFIG_OPTION */.dG, ...options/* CONSENT_OPTIONS */.cz, ...options/* CATALOG_OPTIONS */.hm },
    check(values) {
        (0,options/* checkSelection */.Nt)(values);
    },
};
async function run(ctx) {
    const v = ctx.values;
    const git = (0,sys_git/* createGit */.lD)(ctx.cwd);
    // A ref named on the command line must name a commit: a usage error, as in `review`.
    const givenRef = typeof v['baseline-ref'] === 'string' ? v['baseline-ref'] : undefined;
    if (givenRef !== undefined && !(await git.revParse(givenRef)))
        throw new diagnostics/* UsageError */.eb(`--baseline-ref: ${JSON.stringify(givenRef)} is not a commit in ${ctx.cwd}`);
    // The same planning stage `review` runs, so the two can never disagree about a lane.
    const plan = await (0,pipeline/* planReview */.Kp)({ settings: (0,settings/* planSettings */.ZB)(ctx.cwd, v, givenRef ?? 'HEAD'), env: ctx.env }, { git, readCatalog: (0,catalog_reader/* catalogReader */.v)(ctx) });
    const report = planReport(plan, plan.config);
    if (ctx.json)
        ctx.out.json(report);
    else {
        ctx.out.stdout(`source: ${report.source}; baseline: ${plan.baseline.path} at ${plan.baseline.ref}\n`);
        ctx.out.table([
            ['LANE', 'STATUS', 'REASON', 'TIMEOUT', 'INVOCATION / DETAIL'],
            ...report.lanes.map((l) => [
                l.identity + (l.explicit ? '*' : ''),
                l.status,
                l.reason ?? '',
                duration(l.timeoutMs),
                l.status === 'runnable'
                    ? (l.url ?? [l.binary ?? '', ...(l.argv ?? []).map((a) => JSON.stringify(a))].join(' '))
                    : (l.detail ?? ''),
            ]),
        ]);
        ctx.out.diagnostics(report);
    }
    return (0,command/* exitCodeFor */.R)(report.errors);
}
function duration(ms) {
    return ms % 60_000 === 0 ? `${ms / 60_000}m` : `${ms / 1000}s`;
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

//# sourceMappingURL=223.index.js.map