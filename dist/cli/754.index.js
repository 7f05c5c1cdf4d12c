export const id = 754;
export const ids = [754];
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

/***/ 1754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run),
/* harmony export */   spec: () => (/* binding */ spec)
/* harmony export */ });
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(776);
/**
 * `reviewer-lanes plan [--reviewers LIST | --all] [--config F] [--consent F] [--baseline-ref REF]`
 * (DESIGN.md §5): which lanes would run, which cannot and why, and exactly how each would be
 * invoked. Nothing is written and no lane runs; probes do (bounded). Exit 1 when an explicitly
 * named lane cannot run or the selection config is invalid.
 */


const spec = {
    name: 'plan',
    summary: 'Show which lanes would run and how (argv or URL), and why the others cannot.',
    description: 'Selection: --reviewers, else --all, else review.default_reviewers, else every lane detected. ' +
        'The consent baseline is read from --baseline-ref (default HEAD). Exits 1 when a lane named in --reviewers cannot run.',
    options: { ..._options_js__WEBPACK_IMPORTED_MODULE_0__/* .SELECTION_OPTIONS */ .OK, ..._options_js__WEBPACK_IMPORTED_MODULE_0__/* .CONFIG_OPTION */ .dG, ..._options_js__WEBPACK_IMPORTED_MODULE_0__/* .CONSENT_OPTIONS */ .cz, ..._options_js__WEBPACK_IMPORTED_MODULE_0__/* .CATALOG_OPTIONS */ .hm },
    check(values) {
        (0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .exclusiveOptions */ .LK)(values, 'reviewers', 'all');
        (0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .listOption */ .y8)(values, 'reviewers');
    },
};
async function run(ctx) {
    const [{ join }, { planReview }, { createGit }, { planReport }, { DEFAULTS }] = await Promise.all([
        Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 6760, 23)),
        Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(955), __webpack_require__.e(914), __webpack_require__.e(888), __webpack_require__.e(901), __webpack_require__.e(823)]).then(__webpack_require__.bind(__webpack_require__, 6823)),
        Promise.all(/* import() */[__webpack_require__.e(955), __webpack_require__.e(681)]).then(__webpack_require__.bind(__webpack_require__, 681)),
        __webpack_require__.e(/* import() */ 145).then(__webpack_require__.bind(__webpack_require__, 9145)),
        __webpack_require__.e(/* import() */ 200).then(__webpack_require__.bind(__webpack_require__, 7819)),
    ]);
    const v = ctx.values;
    const configPath = typeof v.config === 'string' ? v.config : undefined;
    const outDir = join(ctx.cwd, '.reviewer-lanes');
    // The same planning stage `review` runs, so the two can never disagree about a lane.
    const plan = await planReview({
        cwd: ctx.cwd,
        reviewers: (0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .listOption */ .y8)(v, 'reviewers') ?? null,
        all: v.all === true,
        ...(configPath !== undefined ? { configPath } : {}),
        consentPath: typeof v.consent === 'string' ? v.consent : DEFAULTS.consentPath,
        ...(0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .catalogSettings */ .LF)(v),
        baselineRef: typeof v['baseline-ref'] === 'string' ? v['baseline-ref'] : 'HEAD',
        maxParallel: DEFAULTS.maxParallel,
        outDir,
        head: 'HEAD',
        include: [],
        exclude: [],
        failOn: 'explicit',
    }, { env: ctx.env, git: createGit(ctx.cwd) });
    const report = planReport(plan);
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
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .exitCodeFor */ .R)(report.errors);
}
function duration(ms) {
    if (ms === null)
        return '';
    return ms % 60_000 === 0 ? `${ms / 60_000}m` : `${ms / 1000}s`;
}


/***/ })

};
