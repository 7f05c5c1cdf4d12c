export const id = 718;
export const ids = [718];
export const modules = {

/***/ 75718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planMode: () => (/* binding */ planMode)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _github_artifact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49721);
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94851);
/* harmony import */ var _pipeline_handover_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7944);
/* harmony import */ var _mode_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(35795);
/* harmony import */ var _stages_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69291);
/** `mode: plan` (D14): the matrix of lanes to run one job each, and plan.json for the publish job. */







function planSummary(plan) {
    const rows = plan.lanes.map((l) => `| ${l.identity} | ${l.status} | ${l.reason ?? ''} | ${l.explicit ? 'yes' : 'no'} |`);
    return [
        `## reviewer-lanes plan (${plan.source})`,
        '',
        "Every lane listed `runnable` gets a job; its availability is probed in its own job, on that job's runner.",
        '',
        '| Lane | Status | Reason | Requested |',
        '|---|---|---|---|',
        ...rows,
        '',
    ].join('\n');
}
async function planMode(s) {
    const { surface } = s;
    const plan = await (await s.stages()).plan(s.settings, s.ctx);
    for (const e of plan.errors)
        surface.error(e.message);
    for (const w of plan.warnings)
        surface.warning(w.message);
    const matrix = (0,_stages_js__WEBPACK_IMPORTED_MODULE_6__/* .matrixOf */ .lQ)(plan);
    (0,_mode_js__WEBPACK_IMPORTED_MODULE_5__/* .refuseLinkedWrite */ .hb)(s.settings.outDir, s.ctx.env);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(s.settings.outDir, { recursive: true });
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(s.settings.outDir, _pipeline_handover_js__WEBPACK_IMPORTED_MODULE_4__/* .PLAN_FILE */ .VI);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(planFile, `${JSON.stringify((0,_pipeline_handover_js__WEBPACK_IMPORTED_MODULE_4__/* .planHandover */ .t_)(plan), null, 2)}\n`);
    const store = await s.artifacts();
    if (store) {
        const name = (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_2__/* .attemptName */ .LZ)((0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_2__/* .planArtifactBase */ .zv)(s.inputs.artifactPrefix), s.run.runAttempt);
        await store.upload(name, s.settings.outDir, [planFile]);
    }
    surface.setOutput('matrix', JSON.stringify(matrix));
    surface.setOutput('lane-count', String(matrix.include.length));
    await surface.summary(planSummary(plan)).catch((err) => surface.warning((0,_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .messageOf */ .bD)(err)));
}


/***/ })

};
