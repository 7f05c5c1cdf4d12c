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
        path: (0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(cwd, lane.path),
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
/* harmony import */ var _catalog_catalog_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7837);
/* harmony import */ var _catalog_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6095);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(776);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1957);
/** `reviewer-lanes lanes`: the accepted lanes in catalog order. */




const spec = {
    name: 'lanes',
    summary: 'List the lanes the catalog accepts: first-party in declared order, then repository lanes by id.',
    description: 'Manifests that fail validation are left out; run validate to see why.',
    options: _options_js__WEBPACK_IMPORTED_MODULE_2__/* .CATALOG_OPTIONS */ .hm,
};
async function run(ctx) {
    const catalog = await (0,_catalog_catalog_js__WEBPACK_IMPORTED_MODULE_0__/* .loadCatalog */ .a)((0,_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .workingTreeSettings */ ["do"])(ctx.cwd, ctx.values));
    const lanes = catalog.lanes.map((l) => (0,_catalog_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .laneEntry */ .T)(l, ctx.cwd));
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
