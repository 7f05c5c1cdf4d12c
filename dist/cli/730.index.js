export const id = 730;
export const ids = [730];
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

/***/ 8730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run),
/* harmony export */   spec: () => (/* binding */ spec)
/* harmony export */ });
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7876);
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7812);
/* harmony import */ var _catalog_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6095);
/* harmony import */ var _catalog_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7485);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(776);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1957);
/** `reviewer-lanes lanes`: the accepted lanes in catalog order. */






const spec = {
    name: 'lanes',
    summary: 'List the lanes the catalog accepts: first-party in declared order, then repository lanes by id.',
    description: 'Manifests that fail validation are left out; run validate to see why.',
    options: { ..._options_js__WEBPACK_IMPORTED_MODULE_4__/* .CATALOG_OPTIONS */ .hm, ..._options_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFIG_OPTION */ .dG },
};
async function run(ctx) {
    const settings = (0,_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .workingTreeSettings */ ["do"])(ctx.cwd, ctx.values);
    // The config names the organization's catalog, whose lanes are listed with the others (D23).
    const head = await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(ctx.cwd, settings.configPath);
    const { catalog } = await (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_1__/* .loadLayers */ .fo)(settings, { readCatalog: (0,_catalog_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .catalogReader */ .v)(ctx) }, head.config, head);
    const lanes = catalog.lanes.map((l) => (0,_catalog_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .laneEntry */ .T)(l, ctx.cwd));
    if (ctx.json) {
        ctx.out.json({ lanes });
        return 0;
    }
    ctx.out.table([
        ['SLUG', 'FLAGS', 'TRANSPORT', 'SOURCE', 'SECTION', 'PATH'],
        ...lanes.map((l) => [l.slug, l.flags.join(','), l.transport, l.source, l.reviewsSection, l.path]),
    ]);
    if (catalog.skipped.length > 0) {
        const n = catalog.skipped.length;
        ctx.out.stderr(`${n} manifest${n === 1 ? ' was' : 's were'} skipped; run '${'reviewer-lanes'} validate' for details\n`);
    }
    return 0;
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

//# sourceMappingURL=730.index.js.map