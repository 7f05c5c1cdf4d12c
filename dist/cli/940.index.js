export const id = 940;
export const ids = [940];
export const modules = {

/***/ 3165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ parseMarkdown),
/* harmony export */   IC: () => (/* binding */ lineCount),
/* harmony export */   SV: () => (/* binding */ parseBlocks),
/* harmony export */   Tv: () => (/* binding */ normaliseLineEnds),
/* harmony export */   c6: () => (/* binding */ readLaneDocument),
/* harmony export */   s3: () => (/* binding */ openFenceAtEnd)
/* harmony export */ });
/* harmony import */ var markdown_it__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5251);
/**
 * A lane's output as a Markdown document (D15: markdown-it, linear on crafted input), parsed once
 * and shared, so the findings, the consensus and the cleaner agree on what is a heading or code.
 */

let parser;
let blockParser;
/** CommonMark plus the GitHub extensions that change what a line is (tables, strikethrough). */
function markdown() {
    parser ??= new markdown_it__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A('commonmark', { html: true }).enable(['table', 'strikethrough']);
    return parser;
}
/** The parser without the inline pass: a review is read from the blocks' text alone. */
function blocks() {
    blockParser ??= new markdown_it__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A('commonmark', { html: true })
        .enable(['table', 'strikethrough'])
        .disable(['inline', 'text_join']);
    return blockParser;
}
function normaliseLineEnds(text) {
    return text.replace(/\r\n?/g, '\n');
}
/** The whole parse, inline children included (what the cleaner checks its output with). */
function parseMarkdown(text) {
    const normalised = normaliseLineEnds(text);
    return { text: normalised, lines: normalised.split('\n'), tokens: markdown().parse(normalised, {}) };
}
/** The blocks only: what each line is (code, HTML, a heading, prose), without the inline pass. */
function parseBlocks(text) {
    const normalised = normaliseLineEnds(text);
    return { text: normalised, lines: normalised.split('\n'), tokens: blocks().parse(normalised, {}) };
}
/** How many lines the parser counts: a final line end starts no line of its own. */
function lineCount(doc) {
    return doc.text.endsWith('\n') ? doc.lines.length - 1 : doc.lines.length;
}
/** A line that closes a fence opened with `open` (CommonMark: only spaces or tabs may follow). */
function closesFence(line, open) {
    const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
    return !!m?.[1] && m[1][0] === open[0] && m[1].length >= open.length;
}
/**
 * The fence a document leaves open at its end: a top-level one that runs to the last line without
 * its closing line (the parser does not say whether it closed). One inside a quote or a list ends
 * with it, and a fence written at the margin after it would open a new one.
 */
function openFenceAtEnd(doc) {
    const count = lineCount(doc);
    let open = null;
    for (const tok of doc.tokens) {
        const map = tok.map;
        if (tok.type !== 'fence' || tok.level !== 0 || !map || map[1] < count)
            continue;
        if (map[1] - map[0] < 2 || !closesFence(doc.lines[map[1] - 1] ?? '', tok.markup))
            open = tok.markup;
    }
    return open;
}
/** How much of a lane's output is read for its structure: a review is a few kilobytes. */
const MAX_READ_CHARS = 256 * 1024;
function readLaneDocument(body) {
    const head = body.length > MAX_READ_CHARS ? body.slice(0, MAX_READ_CHARS) : body;
    return { ...parseBlocks(head), fullLength: body.length };
}


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
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5315);
/* harmony import */ var _findings_review_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2825);
/**
 * The `## Consensus` section, computed without a model (D11): each reviewed lane's risk level and
 * concern counts, read by the same parse the findings come from so the two never disagree.
 */



/** A lane's output read for the consensus: `text`, or the document already parsed from it. */
function parseReview(text) {
    return consensusOf((0,_findings_review_js__WEBPACK_IMPORTED_MODULE_1__/* .readReview */ .t)(typeof text === 'string' ? (0,_findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .readLaneDocument */ .c6)(text) : text));
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
    for (const level of _findings_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC) {
        const count = tally.get(level) ?? 0;
        // Ties go to the higher level: SEVERITIES is ordered HIGH first.
        if (count > 0 && (!risk || count > risk.count))
            risk = { level, count, of: stated, lanes: lanes.length };
    }
    const byPath = new Map();
    for (const l of lanes) {
        for (const it of l.parsed.items) {
            for (const p of pathsIn(it.text, known)) {
                const seen = byPath.get(p) ?? new Map();
                const prev = seen.get(l.identity);
                if (prev === undefined || (0,_findings_types_js__WEBPACK_IMPORTED_MODULE_2__/* .severityRank */ .qs)(it.level) > (0,_findings_types_js__WEBPACK_IMPORTED_MODULE_2__/* .severityRank */ .qs)(prev))
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

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildResultsJson: () => (/* binding */ buildResultsJson),
/* harmony export */   computeOutcome: () => (/* binding */ computeOutcome),
/* harmony export */   withCarried: () => (/* binding */ withCarried),
/* harmony export */   withOutcomes: () => (/* binding */ withOutcomes)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _consensus_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3629);
/* harmony import */ var _results_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6778);
/** results.json and the run's outcome (D9), decided once for both entry points. */



/**
 * D9: fails when an explicitly requested lane did not end `reviewed`; `failOn: 'high'` adds any
 * lane whose risk is HIGH, `'agreed-high'` (D16) a HIGH finding two or more lanes flagged.
 */
function computeOutcome(results, failOn, findings = [], 
/** Each reviewed lane's reading, when the findings stage has read them (no second parse). */
readings) {
    const riskOf = (r) => (readings?.get(r.identity) ?? (0,_consensus_js__WEBPACK_IMPORTED_MODULE_1__/* .parseReview */ .wV)(r.body)).risk;
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
            if (f.severity === 'HIGH' && f.agreement >= _results_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .AGREED */ .xu)
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
function entry(f) {
    return {
        id: f.id,
        severity: f.severity,
        path: f.path,
        line: f.line,
        ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
        title: f.title,
        lanes: [...f.lanes],
        agreement: f.agreement,
    };
}
/** results.json: every lane's outcome without its text; paths relative to the out directory. */
function buildResultsJson(results, ok, outDir, findings = []) {
    return {
        version: _results_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .RESULTS_VERSION */ .kI,
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
        findings: findings.map((f) => ({
            ...entry(f),
            inline: f.inline,
            ...(f.suggestion
                ? { suggestion: { lane: f.suggestion.identity, form: f.suggestion.form, lines: f.suggestion.lines } }
                : {}),
        })),
        outcomes: [],
        dismissed: [],
        feedback: [],
    };
}
function outcomeEntry(r) {
    return {
        ...entry(r),
        fingerprint: r.fingerprint,
        outcome: r.outcome,
        ...(r.by !== undefined ? { by: r.by } : {}),
        ...(r.how !== undefined ? { how: r.how } : {}),
        ...(r.reason !== undefined ? { reason: r.reason } : {}),
        ...(r.commit !== undefined ? { commit: r.commit } : {}),
        ...(r.commentId !== undefined ? { commentId: r.commentId } : {}),
    };
}
/** results.json with every finding's outcome, the dismissed ones and the feedback read (D19). */
function withOutcomes(results, record, dismissed, feedback) {
    return {
        ...results,
        outcomes: record.map(outcomeEntry),
        dismissed: dismissed.map(outcomeEntry),
        feedback: feedback.map((f) => ({ ...f })),
    };
}
/** results.json with the findings this page carried (D17); absent when nothing was. */
function withCarried(results, carried) {
    if (carried.length === 0)
        return results;
    return {
        ...results,
        carriedFindings: carried.map(entry),
    };
}


/***/ })

};
