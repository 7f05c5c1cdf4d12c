export const id = 145;
export const ids = [145];
export const modules = {

/***/ 9145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planReport: () => (/* binding */ planReport)
/* harmony export */ });
function planReport(outcome) {
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
                timeoutMs: plan ? plan.timeoutMs : null,
            };
        }),
        errors: outcome.errors,
        warnings: outcome.warnings,
        infos: outcome.infos,
    };
}


/***/ })

};
