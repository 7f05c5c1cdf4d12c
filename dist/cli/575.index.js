export const id = 575;
export const ids = [575];
export const modules = {

/***/ 6095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ skippedEntry),
/* harmony export */   T: () => (/* binding */ laneEntry)
/* harmony export */ });
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6043);
/** The lane entry `validate`, `lanes` and `check` print. */

function laneEntry(lane, cwd) {
    return {
        id: lane.id,
        slug: lane.reviewer.slug,
        flags: lane.reviewer.flags,
        reviewsSection: lane.reviewer.reviewsSection,
        transport: lane.reviewer.transport,
        source: lane.source,
        path: lane.shownPath ?? (0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(cwd, lane.path),
    };
}
function skippedEntry(s) {
    return { path: s.path, ...(s.id !== undefined ? { id: s.id } : {}), reason: s.reason, message: s.message };
}


/***/ }),

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

/***/ 2575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run),
/* harmony export */   spec: () => (/* binding */ spec)
/* harmony export */ });
/* harmony import */ var _catalog_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6095);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7876);
/* harmony import */ var _config_keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1440);
/* harmony import */ var _select_select_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7398);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3567);
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7812);
/* harmony import */ var _catalog_reader_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7485);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(776);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1957);
/** `reviewer-lanes validate [--capabilities DIR]... [--no-first-party] [--config F]`. */









const spec = {
    name: 'validate',
    summary: 'Validate the capability manifests (first-party lanes, .github/reviewer-lanes/capabilities and --capabilities dirs) and the config.',
    description: 'Exits 1 when a manifest is unreadable, invalid or collides with another lane, or the config is not valid JSON ' +
        'or review.default_reviewers names no lane; an incompatible or reserved-id lane, an unknown config key and a ' +
        'config value of the wrong type are warnings.',
    options: { ..._options_js__WEBPACK_IMPORTED_MODULE_6__/* .CATALOG_OPTIONS */ .hm, ..._options_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_OPTION */ .dG },
};
/**
 * The config as a review would read it. A default reviewer that names no lane is only a warning
 * when a review runs (the others still can), but here it is what the maintainer came to find.
 */
function configDiagnostics(loaded, catalog) {
    const { config } = loaded;
    const selection = (0,_select_select_js__WEBPACK_IMPORTED_MODULE_3__/* .selectCandidates */ .NB)({
        lanes: catalog.lanes,
        skipped: catalog.skipped,
        explicit: null,
        all: false,
        defaultReviewers: config.get('review.default_reviewers'),
        reviewerInstances: config.get('review.reviewer_instances'),
        configPath: config.source,
    });
    const unnamed = selection.warnings.filter((w) => w.code === _select_select_js__WEBPACK_IMPORTED_MODULE_3__/* .UNKNOWN_DEFAULT_REVIEWER */ .dz);
    return {
        errors: [...loaded.errors, ...selection.errors, ...unnamed],
        warnings: [
            ...loaded.warnings,
            ...(0,_config_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .unknownConfigKeys */ .x)(config, catalog),
            ...selection.warnings.filter((w) => w.code !== _select_select_js__WEBPACK_IMPORTED_MODULE_3__/* .UNKNOWN_DEFAULT_REVIEWER */ .dz),
        ],
    };
}
async function run(ctx) {
    const settings = (0,_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .workingTreeSettings */ ["do"])(ctx.cwd, ctx.values);
    const head = await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(ctx.cwd, settings.configPath);
    const { catalog, loaded } = await (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_4__/* .loadLayers */ .fo)(settings, { readCatalog: (0,_catalog_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .catalogReader */ .v)(ctx) }, head.config, head);
    const config = configDiagnostics(loaded, catalog);
    const lanes = catalog.lanes.map((l) => (0,_catalog_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .laneEntry */ .T)(l, ctx.cwd));
    const errors = [...catalog.errors, ...config.errors];
    const report = {
        ok: errors.length === 0,
        lanes,
        errors,
        warnings: [...catalog.warnings, ...config.warnings],
        skipped: catalog.skipped.map(_catalog_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .skippedEntry */ .P),
    };
    if (ctx.json)
        ctx.out.json(report);
    else {
        const flags = lanes.reduce((n, l) => n + l.flags.length, 0);
        ctx.out.diagnostics(report);
        for (const s of report.skipped)
            ctx.out.stdout(`skipped (${s.reason}): ${s.path}: ${s.message}\n`);
        ctx.out.stdout(`${report.ok ? 'ok' : 'failed'}: ${lanes.length} lane${lanes.length === 1 ? '' : 's'}, ${flags} flag${flags === 1 ? '' : 's'}, ` +
            `${report.errors.length} error${report.errors.length === 1 ? '' : 's'}, ${report.warnings.length} warning${report.warnings.length === 1 ? '' : 's'}\n`);
    }
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_8__/* .exitCodeFor */ .R)(report.errors);
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

//# sourceMappingURL=575.index.js.map