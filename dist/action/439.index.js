export const id = 439;
export const ids = [439];
export const modules = {

/***/ 25439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   laneMode: () => (/* binding */ laneMode)
/* harmony export */ });
/* harmony import */ var _github_artifact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49721);
/* harmony import */ var _github_stage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30189);
/* harmony import */ var _credentials_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35440);
/* harmony import */ var _mode_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35795);
/** `mode: lane` (D14): the one lane `lane` names, its result uploaded for the publish job. */




async function laneMode(s) {
    const { surface } = s;
    const identity = s.inputs.lane;
    const restore = await (0,_credentials_js__WEBPACK_IMPORTED_MODULE_3__/* .hideCheckoutCredentials */ .R)(s.ctx.git, surface, s.started?.credentials);
    const ctx = { ...s.ctx, lanesStarting: s.lanesStarting };
    const outcome = await (await s.stages()).lane(s.settings, identity, ctx).finally(restore);
    const store = await s.artifacts();
    if (!store)
        throw new Error('mode: lane needs the artifact service to hand its result to the publish job');
    const name = (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_0__/* .attemptName */ .LZ)((0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_0__/* .laneArtifactBase */ .ey)(s.inputs.artifactPrefix, identity), s.run.runAttempt);
    const staged = await (0,_mode_js__WEBPACK_IMPORTED_MODULE_2__/* .stageOutcome */ .bi)(s, outcome);
    await store.upload(name, staged.dir, staged.files).finally(() => (0,_github_stage_js__WEBPACK_IMPORTED_MODULE_1__/* .removeStaged */ .F)(staged.dir));
    surface.info(`Uploaded the result of lane ${identity} as ${name}.`);
    surface.setOutput('reviews-path', outcome.reviewsPath);
    surface.setOutput('results', JSON.stringify(outcome.results_json));
    (0,_mode_js__WEBPACK_IMPORTED_MODULE_2__/* .setUsageOutputs */ .cT)(surface, outcome);
    // The publish job applies the outcome (D9) over all lanes; this job stays green.
}


/***/ })

};
