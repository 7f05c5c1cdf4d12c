export const id = 254;
export const ids = [254];
export const modules = {

/***/ 64254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   statsMode: () => (/* binding */ statsMode)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94851);
/* harmony import */ var _github_artifact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49721);
/* harmony import */ var _track_render_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43799);
/* harmony import */ var _track_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(74172);
/* harmony import */ var _track_stats_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(40037);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(81729);
/* harmony import */ var _mode_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(35795);
/**
 * `mode: stats` (D20), on `schedule` or `workflow_dispatch`: each lane's track record over the
 * repository's last closed pull requests, as the job summary and the artifact
 * `reviewer-lanes-track-record` (track-record.json, TRACK-RECORD.md, the chart) the review page
 * reads. Fails the step only when no pull request could be read.
 */








async function statsMode(s) {
    const { surface, event } = s;
    if (!s.inputs.token || !s.author)
        throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("Input 'github-token' is empty: mode: stats reads the repository through the GitHub API");
    const { owner, repo } = event.repository;
    const github = (0,_track_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .connect */ .Ng)({
        token: s.inputs.token,
        baseUrl: s.ctx.env['GITHUB_API_URL'] || 'https://api.github.com',
        owner,
        repo,
        log: surface,
    });
    const record = await (0,_track_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .trackRecord */ .nD)({
        repository: `${owner}/${repo}`,
        prs: s.inputs.stats.prs,
        ...(s.inputs.stats.since ? { since: s.inputs.stats.since } : {}),
        identity: await s.author(),
    }, { ...github, now: () => new Date(), progress: (line) => surface.info(line) });
    const { runnerTemp } = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .runnerPaths */ .$7)(s.ctx.env);
    (0,_mode_js__WEBPACK_IMPORTED_MODULE_7__/* .refuseLinkedWrite */ .hb)(runnerTemp, s.ctx.env);
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(runnerTemp, 'reviewer-lanes', 'track-record');
    const files = (0,_track_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .writeTrackRecord */ .Gb)(record, dir);
    const markdown = (0,_track_render_js__WEBPACK_IMPORTED_MODULE_3__/* .renderTrackRecord */ .FE)(record);
    await surface.summary(markdown);
    if (s.inputs.artifact.upload) {
        const store = await s.artifacts();
        if (store) {
            const name = (0,_github_artifact_js__WEBPACK_IMPORTED_MODULE_2__/* .attemptName */ .LZ)(_track_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .TRACK_RECORD_ARTIFACT */ .hB, s.run.runAttempt);
            const uploaded = await store.upload(name, dir, files);
            surface.info(`Uploaded the track record as the artifact ${name}${uploaded.id !== undefined ? ` (id ${uploaded.id})` : ''}.`);
        }
    }
    if (!record.ok)
        surface.setFailed(`No closed pull request of ${owner}/${repo} could be read; see the job summary`);
}


/***/ })

};
