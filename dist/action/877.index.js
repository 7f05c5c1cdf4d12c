export const id = 877;
export const ids = [877];
export const modules = {

/***/ 40877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cutPointer: () => (/* binding */ cutPointer),
/* harmony export */   fitToLimit: () => (/* binding */ fitToLimit)
/* harmony export */ });
/* harmony import */ var _findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94250);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47819);
/* harmony import */ var _reviews_md_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84336);
/**
 * REVIEWS.md shortened to a GitHub comment's 65,536 characters: the largest lane sections cut
 * first, at a line end, fences closed, with a pointer to the full text.
 */



/** The artifact when one was uploaded, else the job summary, which always holds the full review. */
function where(links) {
    if (links.artifactUrl)
        return `the [REVIEWS.md artifact](${links.artifactUrl})`;
    if (links.runUrl)
        return `the job summary of [this run](${links.runUrl})`;
    return "this run's job summary";
}
function cutPointer(limit, links) {
    return `> ✂️ cut — this section was shortened to fit the ${limit}-character comment limit; see the full review in ${where(links)}.`;
}
/**
 * Room for the fence a cut may have to close: no fence is longer than the longest run of
 * backticks or tildes in the text (a bound, not a reading; what is open is the parse's to say).
 */
function longestFence(text) {
    let n = 3;
    for (const m of text.matchAll(/`{3,}|~{3,}/g))
        n = Math.max(n, m[0].length);
    return n;
}
/** The start of `text` in at most `chars` characters, ending at a line end, its fence closed. */
function headOf(text, chars, reserve) {
    if (text.length <= chars)
        return text;
    const room = chars - reserve;
    if (room <= 0)
        return '';
    const nl = text.lastIndexOf('\n', room - 1);
    const kept = nl >= 0 ? text.slice(0, nl + 1) : '';
    const fence = (0,_findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .openFenceAtEnd */ .s3)((0,_findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBlocks */ .SV)(kept));
    return fence ? `${kept}${fence}\n` : kept;
}
function splitSections(md) {
    const starts = [];
    if (md.startsWith(_reviews_md_js__WEBPACK_IMPORTED_MODULE_2__/* .LANE_MARKER_PREFIX */ .p3))
        starts.push(0);
    for (let i = md.indexOf(`\n${_reviews_md_js__WEBPACK_IMPORTED_MODULE_2__/* .LANE_MARKER_PREFIX */ .p3}`); i >= 0; i = md.indexOf(`\n${_reviews_md_js__WEBPACK_IMPORTED_MODULE_2__/* .LANE_MARKER_PREFIX */ .p3}`, i + 1)) {
        starts.push(i + 1);
    }
    if (starts.length === 0)
        return { preamble: md, sections: [] };
    const sections = starts.map((s, k) => md.slice(s, starts[k + 1] ?? md.length));
    return { preamble: md.slice(0, starts[0]), sections };
}
function cutSection(section, target, pointer) {
    // Marker line and heading line stay whole, and the fold's summary line; so do the fold's
    // closing line and the closing `---` (D19: a review is folded in <details>).
    const afterMarker = section.indexOf('\n') + 1;
    let afterHeading = section.indexOf('\n', afterMarker) + 1;
    if (afterMarker <= 0 || afterHeading <= 0)
        return section;
    const folded = section.startsWith('\n<details>', afterHeading);
    if (folded)
        afterHeading = section.indexOf('\n', afterHeading + 1) + 1 || afterHeading;
    const head = section.slice(0, afterHeading);
    const closing = folded ? `\n${_reviews_md_js__WEBPACK_IMPORTED_MODULE_2__/* .DETAILS_END */ .XO}\n\n---\n` : '\n---\n';
    const sepAt = section.lastIndexOf(closing);
    const bodyEnd = sepAt >= afterHeading ? sepAt + 1 : section.length;
    const body = section.slice(afterHeading, bodyEnd);
    const tail = `\n${pointer}\n\n${folded ? `${_reviews_md_js__WEBPACK_IMPORTED_MODULE_2__/* .DETAILS_END */ .XO}\n\n` : ''}---\n\n`;
    const kept = headOf(body, target - head.length - tail.length, longestFence(body) + 2);
    return `${head}${kept}${tail}`;
}
/** `markdown` unchanged when it fits; else cut, largest lane sections first, to at most `limit` characters. */
function fitToLimit(markdown, limit = _vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS */ .zY.commentLimit, links = {}) {
    if (markdown.length <= limit)
        return markdown;
    const pointer = cutPointer(limit, links);
    const { preamble, sections } = splitSections(markdown);
    let excess = markdown.length - limit;
    const order = sections.map((s, i) => ({ i, len: s.length })).sort((a, b) => b.len - a.len || a.i - b.i);
    for (const { i } of order) {
        if (excess <= 0)
            break;
        const s = sections[i] ?? '';
        const cut = cutSection(s, s.length - excess, pointer);
        if (cut.length >= s.length)
            continue;
        excess -= s.length - cut.length;
        sections[i] = cut;
    }
    const out = preamble + sections.join('');
    if (out.length <= limit)
        return out;
    // Even every section at its heading does not fit (hundreds of lanes): cut the page itself.
    const tail = `\n\n${pointer.replace('this section was', 'this page was')}\n`;
    return `${headOf(out, limit - tail.length, longestFence(out) + 2)}${tail}`;
}


/***/ })

};

//# sourceMappingURL=877.index.js.map