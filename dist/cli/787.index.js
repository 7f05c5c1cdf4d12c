export const id = 787;
export const ids = [787];
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

/***/ 2787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run),
/* harmony export */   spec: () => (/* binding */ spec)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7812);
/* harmony import */ var _trust_baseline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6884);
/* harmony import */ var _trust_consent_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2856);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(776);
/* harmony import */ var _catalog_reader_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7485);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1957);
/**
 * `reviewer-lanes consent [--write | --check]` (D4): the working tree's lanes against its own
 * baseline; `--check` exits 1 on drift, `--write` rewrites it deterministically.
 */









const spec = {
    name: 'consent',
    summary: 'Show what each lane executes and where it sends PR content; write or check the baseline.',
    description: "Compares the working tree with the working tree's baseline. --check exits 1 when a lane that needs an entry is not current; " +
        '--write rewrites the baseline (commit it on the base branch: a pull request cannot consent to itself).',
    options: {
        write: { type: 'boolean', description: 'rewrite the baseline file from the working tree' },
        check: { type: 'boolean', description: 'exit 1 when the baseline is not current' },
        ..._options_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIG_OPTION */ .dG,
        ..._options_js__WEBPACK_IMPORTED_MODULE_5__/* .CONSENT_FILE_OPTION */ .g9,
        ..._options_js__WEBPACK_IMPORTED_MODULE_5__/* .CATALOG_OPTIONS */ .hm,
    },
    check(values) {
        (0,_options_js__WEBPACK_IMPORTED_MODULE_5__/* .exclusiveOptions */ .LK)(values, 'write', 'check');
    },
};
const STATE_TEXT = {
    current: 'current',
    missing: 'MISSING — no baseline entry',
    signature_changed: 'CHANGED — what it executes or sends changed',
    host_changed: 'CHANGED — its destination host changed',
    env_changed: 'CHANGED — config adds different env names',
    unneeded: 'no entry needed (first-party lane on its defaults)',
};
async function run(ctx) {
    const values = ctx.values;
    const settings = (0,_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .workingTreeSettings */ ["do"])(ctx.cwd, values);
    const { consentPath } = settings;
    // The same reading of the working tree `check` judges.
    const tree = await (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_2__/* .loadWorkingTree */ .Uv)(settings, { readCatalog: (0,_catalog_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .catalogReader */ .v)(ctx) });
    const { catalog, loaded, working, catalogConsent } = tree;
    // A pinned catalog that cannot be read leaves its lanes unjudged: that is an error here (D23).
    const unreadable = tree.unreadable ? [tree.unreadable] : [];
    const errors = [...loaded.errors, ...working.errors, ...unreadable];
    const warnings = [
        ...catalog.errors.filter((e) => e !== tree.unreadable),
        ...catalog.warnings,
        ...loaded.warnings,
    ];
    const report = (0,_trust_consent_js__WEBPACK_IMPORTED_MODULE_4__/* .consentReport */ .jO)(catalog.lanes, loaded.config, working.baseline, catalogConsent);
    const rejected = (0,_trust_consent_js__WEBPACK_IMPORTED_MODULE_4__/* .rejectedEntryDiagnostics */ .$g)(catalog.lanes, loaded.config, working.baseline);
    if (values.write === true) {
        const next = (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_2__/* .baselineToWrite */ .ck)(tree, settings, new Date());
        if (next.baseline === undefined || next.text === undefined) {
            if (ctx.json)
                ctx.out.json({ ok: false, lanes: report.lanes, errors: next.errors, warnings: next.warnings });
            else
                ctx.out.diagnostics({ errors: next.errors, warnings: next.warnings });
            return 1;
        }
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(ctx.cwd, consentPath);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(abs, next.text);
        const after = (0,_trust_consent_js__WEBPACK_IMPORTED_MODULE_4__/* .consentReport */ .jO)(catalog.lanes, loaded.config, next.baseline, catalogConsent);
        const n = Object.keys(next.baseline.lanes).length;
        if (ctx.json)
            ctx.out.json({
                ok: true,
                path: consentPath,
                lanes: after.lanes,
                errors: next.errors,
                warnings: next.warnings,
            });
        else {
            printDisclosure(ctx, after.lanes);
            ctx.out.stdout(`\nwrote ${consentPath} with ${n} entr${n === 1 ? 'y' : 'ies'}; review it and commit it on the base branch.\n`);
            ctx.out.diagnostics({ warnings: next.warnings });
        }
        return 0;
    }
    errors.push(...rejected.errors);
    warnings.push(...rejected.warnings);
    const drift = report.lanes.filter((l) => l.needsEntry && l.state !== 'current');
    const checkErrors = values.check === true
        ? [
            ...errors,
            ...drift.map((l) => ({
                code: l.state,
                path: consentPath,
                id: l.id,
                slug: l.slug,
                message: l.consentedBy !== undefined
                    ? `catalog lane '${l.slug}' needs a current entry in the consent.json of catalog ${l.consentedBy}: ${l.state}; the catalog's owner must consent to it there, or set review.catalog_consent to false and run \`reviewer-lanes consent --write\``
                    : `lane '${l.slug}' needs a current baseline entry: ${l.state}; ${(0,_trust_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .bootstrapHint */ .Go)(consentPath)}`,
            })),
        ]
        : errors;
    const ok = checkErrors.length === 0 && (values.check !== true || report.ok);
    if (ctx.json)
        ctx.out.json({ ok, lanes: report.lanes, errors: checkErrors, warnings });
    else {
        printDisclosure(ctx, report.lanes);
        ctx.out.diagnostics({ errors: checkErrors, warnings });
        if (values.check === true && drift.length === 0 && checkErrors.length === 0)
            ctx.out.stdout(`\nthe baseline ${consentPath} is current.\n`);
    }
    return values.check === true ? (0,_command_js__WEBPACK_IMPORTED_MODULE_8__/* .exitCodeFor */ .R)(checkErrors) : (0,_command_js__WEBPACK_IMPORTED_MODULE_8__/* .exitCodeFor */ .R)(errors);
}
function printDisclosure(ctx, lanes) {
    for (const l of lanes) {
        ctx.out.stdout(`${l.id} (${l.slug}): ${STATE_TEXT[l.state] ?? l.state}\n`);
        ctx.out.stdout(l.disclosure
            .split('\n')
            .map((line) => `    ${line}`)
            .join('\n') + '\n');
    }
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

//# sourceMappingURL=787.index.js.map