export const id = 730;
export const ids = [730];
export const modules = {

/***/ 8730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run),
/* harmony export */   spec: () => (/* binding */ spec)
/* harmony export */ });
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(776);

const spec = {
    name: 'lanes',
    summary: 'List the lanes the catalog accepts: first-party in declared order, then repository lanes by id.',
    description: 'Manifests that fail validation are left out; run validate to see why.',
    options: _options_js__WEBPACK_IMPORTED_MODULE_0__/* .CATALOG_OPTIONS */ .hm,
};
async function run(ctx) {
    const { loadCatalog } = await Promise.all(/* import() */[__webpack_require__.e(901), __webpack_require__.e(819)]).then(__webpack_require__.bind(__webpack_require__, 1901));
    const { laneEntry } = await __webpack_require__.e(/* import() */ 95).then(__webpack_require__.bind(__webpack_require__, 6095));
    const catalog = await loadCatalog({ cwd: ctx.cwd, ...(0,_options_js__WEBPACK_IMPORTED_MODULE_0__/* .catalogSettings */ .LF)(ctx.values) });
    const lanes = catalog.lanes.map((l) => laneEntry(l, ctx.cwd));
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


/***/ })

};
