export const id = 940;
export const ids = [940];
export const modules = {

/***/ 5315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ SEVERITIES)
/* harmony export */ });
/**
 * The findings stage's types: located concerns read from each reviewed lane's output, merged
 * across lanes and anchored on the change's diff. The stage sits between run and report; the
 * report and the GitHub surfaces consume these and never re-parse lane output.
 */
const SEVERITIES = ['HIGH', 'MEDIUM', 'LOW'];


/***/ }),

/***/ 3629:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xr: () => (/* binding */ consensusOf),
/* harmony export */   wV: () => (/* binding */ parseReview),
/* harmony export */   z6: () => (/* binding */ agreement)
/* harmony export */ });
/* unused harmony export pathsIn */
/* harmony import */ var _findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3165);
/* harmony import */ var _findings_review_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3736);
/**
 * The `## Consensus` section, computed without a model (D11): from each reviewed lane's
 * own output, its Risk Assessment level and its HIGH / MEDIUM / LOW concern counts, then where
 * lanes agree. The reading itself (findings/review.ts) works on the lane's parsed output, the
 * same reading the findings come from, so the counts and the findings never disagree.
 */




/** A lane's output read for the consensus: `text`, or the document already parsed from it. */
function parseReview(text) {
    return consensusOf((0,_findings_review_js__WEBPACK_IMPORTED_MODULE_1__/* .readReview */ .ty)(typeof text === 'string' ? (0,_findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .readLaneDocument */ .c6)(text) : text));
}
/** The consensus's view of a reading the findings stage already made (the same counts, by construction). */
function consensusOf(r) {
    return { risk: r.risk, concerns: r.concerns, items: r.items.map(({ level, text }) => ({ level, text })) };
}
/** Repository paths a concern names (`src/a.ts:12`, `lib/x.py`), for agreement between lanes. */
function pathsIn(text, known) {
    const found = new Set();
    for (const m of text.matchAll(/(?:^|[\s(`'"[])((?:\.\/)?(?:[\w@.-]+\/)*[\w@.-]+\.[A-Za-z0-9]{1,10})(?::(\d+))?/g)) {
        const path = (m[1] ?? '').replace(/^\.\//, '');
        if (known) {
            if (known.has(path))
                found.add(path);
            continue;
        }
        if (path.includes('/') || m[2] !== undefined)
            found.add(path);
    }
    return [...found];
}
function agreement(lanes, changedPaths) {
    const known = changedPaths ? new Set(changedPaths) : undefined;
    const tally = new Map();
    let stated = 0;
    for (const l of lanes) {
        if (!l.parsed.risk)
            continue;
        stated++;
        tally.set(l.parsed.risk, (tally.get(l.parsed.risk) ?? 0) + 1);
    }
    let risk = null;
    for (const level of _findings_review_js__WEBPACK_IMPORTED_MODULE_1__/* .LEVELS */ .A_) {
        const count = tally.get(level) ?? 0;
        // Ties go to the higher level: LEVELS is ordered HIGH first.
        if (count > 0 && (!risk || count > risk.count))
            risk = { level, count, of: stated, lanes: lanes.length };
    }
    const byPath = new Map();
    const rank = (x) => (x === 'HIGH' ? 3 : x === 'MEDIUM' ? 2 : x === 'LOW' ? 1 : 0);
    for (const l of lanes) {
        for (const it of l.parsed.items) {
            for (const p of pathsIn(it.text, known)) {
                const seen = byPath.get(p) ?? new Map();
                const prev = seen.get(l.identity);
                if (prev === undefined || rank(it.level) > rank(prev))
                    seen.set(l.identity, it.level);
                byPath.set(p, seen);
            }
        }
    }
    const sharedPaths = [...byPath.entries()]
        .filter(([, who]) => who.size >= 2)
        .map(([path, who]) => ({
        path,
        lanes: [...who.entries()].map(([identity, level]) => ({ identity, level })),
    }))
        .sort((a, b) => b.lanes.length - a.lanes.length || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { risk, sharedPaths };
}


/***/ }),

/***/ 8940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildResultsJson: () => (/* binding */ buildResultsJson),
/* harmony export */   computeOutcome: () => (/* binding */ computeOutcome),
/* harmony export */   withCarried: () => (/* binding */ withCarried)
/* harmony export */ });
/* unused harmony exports ResultsJsonSchema, AGREED, findingEntry */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2857);
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5315);
/* harmony import */ var _run_usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(482);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7819);
/* harmony import */ var _consensus_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3629);
/**
 * results.json and the run's outcome (D9). The outcome is decided here, once,
 * for both entry points: CLI exit 1 and the action's `setFailed` both follow `ok`.
 */






/** The published shape; `mode: publish` reads lane results back through it (D14). */
const ResultsJsonSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    ok: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    lanes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        slug: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        identity: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        status: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_vocabulary_js__WEBPACK_IMPORTED_MODULE_2__/* .LANE_STATUSES */ ._l),
        reason: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_vocabulary_js__WEBPACK_IMPORTED_MODULE_2__/* .REASONS */ .ez).optional(),
        detail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        explicit: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
        durationMs: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().nonnegative(),
        model: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        servedModel: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        exitCode: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().optional(),
        reviewPath: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        errPath: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        /** What the lane spent (D17): its own figures (`lane`) or our estimate (`estimate`). */
        usage: _run_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .LaneUsageSchema */ .Dv.optional(),
    })),
    /**
     * D16: the findings merged across lanes, in their order (agreement, severity, path, line).
     * A results.json written before findings existed reads as having none.
     */
    findings: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
        severity: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_findings_types_js__WEBPACK_IMPORTED_MODULE_5__/* .SEVERITIES */ .o),
        path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
        line: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive(),
        endLine: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive().optional(),
        title: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        lanes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).min(1),
        agreement: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive(),
        inline: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    }))
        .default([]),
    /**
     * D17: the last review's findings on lines the new commits did not touch, carried onto this
     * page (an incremental review); `findings` holds only what the lanes found now.
     */
    carriedFindings: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
        severity: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_findings_types_js__WEBPACK_IMPORTED_MODULE_5__/* .SEVERITIES */ .o),
        path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
        line: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive(),
        endLine: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive().optional(),
        title: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        lanes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()),
        agreement: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive(),
    }))
        .optional(),
});
/** Agreement from which a finding counts as agreed (D16: the `agreed-findings` output, `agreed-high`). */
const AGREED = 2;
/**
 * D9: the run fails when an explicitly requested lane did not end `reviewed`; lanes reached by
 * `--all` or defaults never fail it. With `failOn: 'high'`, a reviewed lane whose own Risk
 * Assessment is HIGH fails it too (whoever selected that lane: the team asked to gate on it).
 * With `failOn: 'agreed-high'` (D16), so does a HIGH finding that two or more lanes flagged.
 */
function computeOutcome(results, failOn, findings = [], 
/** Each reviewed lane's reading, when the findings stage has read them (no second parse). */
readings) {
    const riskOf = (r) => (readings?.get(r.identity) ?? (0,_consensus_js__WEBPACK_IMPORTED_MODULE_3__/* .parseReview */ .wV)(r.body)).risk;
    const failures = [];
    for (const r of results) {
        if (r.explicit && r.status !== 'reviewed')
            failures.push({ identity: r.identity, slug: r.slug, why: 'not_reviewed' });
        else if (failOn === 'high' && r.status === 'reviewed' && riskOf(r) === 'HIGH') {
            failures.push({ identity: r.identity, slug: r.slug, why: 'risk_high' });
        }
    }
    if (failOn === 'agreed-high') {
        for (const f of findings)
            if (f.severity === 'HIGH' && f.agreement >= AGREED)
                failures.push({ why: 'agreed_high', finding: f });
    }
    return { ok: failures.length === 0, failures };
}
function relativePath(p, outDir) {
    if (p === undefined)
        return undefined;
    const rel = outDir && (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(p) ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(outDir, p) : p;
    return rel.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/');
}
/** A finding as results.json shows it (D16): without each lane's own text. */
function findingEntry(f) {
    return {
        id: f.id,
        severity: f.severity,
        path: f.path,
        line: f.line,
        ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
        title: f.title,
        lanes: [...f.lanes],
        agreement: f.agreement,
        inline: f.inline,
    };
}
/** results.json: every lane's outcome without its text; paths relative to the out directory. */
function buildResultsJson(results, ok, outDir, findings = []) {
    return {
        ok,
        lanes: results.map((r) => {
            const lane = {
                slug: r.slug,
                identity: r.identity,
                status: r.status,
                explicit: r.explicit,
                durationMs: r.durationMs,
            };
            if (r.reason !== undefined)
                lane.reason = r.reason;
            if (r.detail !== undefined)
                lane.detail = r.detail;
            if (r.model !== undefined)
                lane.model = r.model;
            if (r.servedModel !== undefined)
                lane.servedModel = r.servedModel;
            if (r.exitCode !== undefined)
                lane.exitCode = r.exitCode;
            const review = relativePath(r.reviewPath, outDir);
            const err = relativePath(r.errPath, outDir);
            if (review !== undefined)
                lane.reviewPath = review;
            if (err !== undefined)
                lane.errPath = err;
            if (r.usage !== undefined)
                lane.usage = { ...r.usage };
            return lane;
        }),
        findings: findings.map(findingEntry),
    };
}
/**
 * results.json with the last review's findings this page carried (D17), apart from `findings`:
 * those are what the lanes found now. Absent when nothing was carried.
 */
function withCarried(results, carried) {
    if (carried.length === 0)
        return results;
    return {
        ...results,
        carriedFindings: carried.map((f) => ({
            id: f.id,
            severity: f.severity,
            path: f.path,
            line: f.line,
            ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
            title: f.title,
            lanes: [...f.lanes],
            agreement: f.agreement,
        })),
    };
}


/***/ })

};
