export const id = 858;
export const ids = [858];
export const modules = {

/***/ 17204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ stripFrontmatter),
/* harmony export */   W: () => (/* binding */ frontmatterBlock)
/* harmony export */ });
/**
 * REVIEWS.md's frontmatter: written here, and taken off again for the surfaces that would show
 * it as text (the comment, the job summary). Apart from the report, so publishing loads neither
 * the report nor its Markdown parser to strip it.
 */
/** `---`-fenced `key: value` lines, each value in YAML's JSON-compatible form. */
function frontmatterBlock(fields) {
    const lines = Object.entries(fields).map(([key, value]) => `${key}: ${yamlValue(value)}`);
    return `---\n${lines.join('\n')}\n---\n`;
}
/**
 * A value in YAML's JSON-compatible form: JSON, which YAML 1.2 reads as it is, with the code points
 * YAML does not allow unescaped (DEL, C1 controls, U+FFFE/U+FFFF; JSON leaves them raw) escaped.
 * A YAML emitter took 7 ms on its first call in a one-shot process, for a handful of keys.
 */
function yamlValue(value) {
    return JSON.stringify(value).replace(/[\u007f-\u009f\ufffe\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** REVIEWS.md without its YAML frontmatter (for surfaces that would show it as text). */
function stripFrontmatter(md) {
    if (!md.startsWith('---\n'))
        return md;
    const end = md.indexOf('\n---\n', 4);
    return end < 0 ? md : md.slice(end + 5).replace(/^\n+/, '');
}


/***/ }),

/***/ 22281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $K: () => (/* binding */ tokensCell),
/* harmony export */   $M: () => (/* binding */ usageTotals),
/* harmony export */   B$: () => (/* binding */ totalTokensCell),
/* harmony export */   BD: () => (/* binding */ formatCost),
/* harmony export */   FW: () => (/* binding */ costOutput),
/* harmony export */   ch: () => (/* binding */ costCell),
/* harmony export */   eH: () => (/* binding */ tokensOutput)
/* harmony export */ });
/* unused harmony exports count, formatTokens */
/* harmony import */ var _run_usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80482);

function usageTotals(results) {
    const totals = { reportedTokens: 0, estimatedTokens: 0, lanes: 0 };
    for (const r of results) {
        const tokens = (0,_run_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .totalTokens */ .RP)(r.usage);
        if (tokens !== undefined) {
            totals.lanes += 1;
            if (r.usage?.source === 'lane')
                totals.reportedTokens += tokens;
            else
                totals.estimatedTokens += tokens;
        }
        if (r.usage?.source === 'lane' && r.usage.costUsd !== undefined)
            totals.costUsd = (totals.costUsd ?? 0) + r.usage.costUsd;
    }
    return totals;
}
/**
 * `12,345`: digits grouped by three, as `toLocaleString('en-US')` writes an integer, without
 * loading ICU's locale data for it (about 10 ms, once per process, on the action's path).
 */
const count = (n) => Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-US');
/** A token figure: `12,345` when reported, `~12,345 (est.)` when estimated. */
function formatTokens(tokens, estimated) {
    return estimated ? `~${count(tokens)} (est.)` : count(tokens);
}
/** A lane's Tokens cell (input + output): `—` when it has no figure. */
function tokensCell(r) {
    const tokens = (0,_run_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .totalTokens */ .RP)(r.usage);
    return tokens === undefined ? '—' : formatTokens(tokens, r.usage?.source !== 'lane');
}
/** Dollars to the hundredth of a cent: a review costs cents, or fractions of one. */
function formatCost(usd) {
    return `$${usd.toFixed(4)}`;
}
/** A lane's Cost cell: only a cost the lane reported; `—` otherwise. */
function costCell(r) {
    return r.usage?.source === 'lane' && r.usage.costUsd !== undefined ? formatCost(r.usage.costUsd) : '—';
}
/** The Tokens cell of the total line: reported and estimated parts apart. */
function totalTokensCell(t) {
    if (t.lanes === 0)
        return '—';
    const parts = [];
    if (t.reportedTokens > 0 || t.estimatedTokens === 0)
        parts.push(formatTokens(t.reportedTokens, false));
    if (t.estimatedTokens > 0)
        parts.push(formatTokens(t.estimatedTokens, true));
    return parts.join(' + ');
}
/** The `cost-usd` output: the reported costs' sum as a plain decimal, to the millionth of a dollar. */
function costOutput(t) {
    return t.costUsd === undefined ? undefined : String(Number(t.costUsd.toFixed(6)));
}
/** The `tokens` output: every lane's tokens, reported or estimated (results.json tells them apart). */
function tokensOutput(t) {
    return String(t.reportedTokens + t.estimatedTokens);
}


/***/ })

};
