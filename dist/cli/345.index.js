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
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7812);
/* harmony import */ var _sys_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(681);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3567);
/* harmony import */ var _catalog_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7485);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(776);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1957);
/**
 * `reviewer-lanes check` (D13): the required check for manifest changes; invalid manifests or a
 * stale baseline fail it, the disclosure diff says what the change consents to.
 */







const spec = {
    name: 'check',
    summary: 'The required check for manifest changes: validation, baseline currency, disclosure diff.',
    options: {
        base: { type: 'string', valueName: 'REF', description: 'compare the baseline with the one at REF' },
        ..._options_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFIG_OPTION */ .dG,
        ..._options_js__WEBPACK_IMPORTED_MODULE_4__/* .CONSENT_FILE_OPTION */ .g9,
        ..._options_js__WEBPACK_IMPORTED_MODULE_4__/* .CATALOG_OPTIONS */ .hm,
    },
};
async function run(ctx) {
    const v = ctx.values;
    const git = (0,_sys_git_js__WEBPACK_IMPORTED_MODULE_2__/* .createGit */ .lD)(ctx.cwd);
    const base = typeof v.base === 'string' ? v.base : undefined;
    if (base !== undefined && !(await git.revParse(base)))
        throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--base: ${JSON.stringify(base)} is not a commit in ${ctx.cwd}`);
    const report = await (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_1__/* .runCheck */ .k_)({ settings: (0,_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .checkSettings */ .EW)(ctx.cwd, v, base) }, { git, readCatalog: (0,_catalog_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .catalogReader */ .v)(ctx) });
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
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .exitCodeFor */ .R)(report.errors);
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

//# sourceMappingURL=345.index.js.map