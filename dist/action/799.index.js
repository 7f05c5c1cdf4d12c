export const id = 799;
export const ids = [799];
export const modules = {

/***/ 73165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ parseMarkdown),
/* harmony export */   IC: () => (/* binding */ lineCount),
/* harmony export */   SV: () => (/* binding */ parseBlocks),
/* harmony export */   Tv: () => (/* binding */ normaliseLineEnds),
/* harmony export */   c6: () => (/* binding */ readLaneDocument),
/* harmony export */   s3: () => (/* binding */ openFenceAtEnd)
/* harmony export */ });
/* harmony import */ var markdown_it__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65251);
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

/***/ 91211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ demoteHeadings),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   lM: () => (/* binding */ sanitizeLaneOutput),
/* harmony export */   nW: () => (/* reexport safe */ _inline_js__WEBPACK_IMPORTED_MODULE_1__.nW)
/* harmony export */ });
/* unused harmony export codeSpans */
/* harmony import */ var _findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73165);
/* harmony import */ var _inline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28837);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20649);
/**
 * Lane output is untrusted (D12): it can carry secrets, a hidden comment or our marker, an image
 * URL that leaks data, or an open fence. Everything a lane wrote passes here before rendering.
 */




/** Where a literal `<!--` in code is shown unchanged to a reader but can never open a comment or match a marker. */
const CODE_COMMENT_ESCAPE = '<\u200B!--';
const RESOURCE_TAG = /<\/?(?:img|image|source|video|audio|picture|input)\b[^>]*>/gi;
const URL_ATTR = /\b(src|srcset|poster|href|data)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
/** A raw tag that loads a resource becomes plain links to what it would have loaded. */
function resourceTagToLinks(tag) {
    const links = [];
    for (const m of tag.matchAll(URL_ATTR)) {
        const value = (m[2] ?? m[3] ?? m[4] ?? '').trim();
        const url = m[1]?.toLowerCase() === 'srcset' ? (value.split(/[\s,]+/)[0] ?? '') : value;
        const clean = url.replace(/[<>\s]/g, '');
        if (clean)
            links.push(`[image](<${clean}>)`);
    }
    return links.join(' ');
}
/**
 * Any other raw HTML start is shown as text: an HTML block would let a lane hide content, fake a
 * heading or swallow later sections. Our own `](<url>)` links are left alone.
 */
const HTML_START = /(?<!\]\()<(?=[A-Za-z/!?])/g;
/** Markdown outside code: images become links, raw resource tags become links, HTML is shown. */
function sanitizeProse(s) {
    return s
        .replace(RESOURCE_TAG, resourceTagToLinks)
        .replace(/(?<!\\)((?:\\\\)*)!\[\s*\]/g, '$1[image]')
        .replace(_inline_js__WEBPACK_IMPORTED_MODULE_1__/* .IMAGE_BANG */ .B, '$1[')
        .replace(_inline_js__WEBPACK_IMPORTED_MODULE_1__/* .MENTION */ .TR, '$1@\u2060')
        .replace(HTML_START, '&lt;');
}
/** What looks like a code span may not be one for GitHub, so image syntax in it goes too. */
const IMAGE_SYNTAX = /(?<!\\)((?:\\\\)*)!(\[[^\]\n]*\]\()/g;
/**
 * A line's code spans as CommonMark finds them (n backticks closed by the next run of exactly n;
 * an escaped run opens nothing). Linear in the line: a regular expression for this is cubic.
 */
function codeSpans(s) {
    const runs = [];
    for (let i = 0; i < s.length;) {
        if (s.charCodeAt(i) !== 96) {
            i++;
            continue;
        }
        let slashes = 0;
        for (let k = i - 1; k >= 0 && s.charCodeAt(k) === 92; k--)
            slashes++;
        const start = i;
        while (i < s.length && s.charCodeAt(i) === 96)
            i++;
        runs.push({ start, length: i - start, escaped: slashes % 2 === 1 });
    }
    const partner = new Array(runs.length).fill(-1);
    const nextOfLength = new Map();
    for (let i = runs.length - 1; i >= 0; i--) {
        const run = runs[i];
        partner[i] = nextOfLength.get(run.length) ?? -1;
        nextOfLength.set(run.length, i);
    }
    const spans = [];
    for (let i = 0; i < runs.length; i++) {
        const run = runs[i];
        const j = partner[i] ?? -1;
        if (run.escaped || j < 0)
            continue;
        const close = runs[j];
        spans.push([run.start, close.start + close.length]);
        i = j;
    }
    return spans;
}
/** Inline code spans are kept verbatim except for the comment opener. */
function sanitizeLine(s) {
    const out = [];
    let last = 0;
    for (const [start, end] of codeSpans(s)) {
        out.push(sanitizeProse(s.slice(last, start)), s.slice(start, end).replace(/<!--/g, CODE_COMMENT_ESCAPE).replace(IMAGE_SYNTAX, '$1$2'));
        last = end;
    }
    out.push(sanitizeProse(s.slice(last)));
    return out.join('');
}
/** What each line of a document is, by its parse: code (fenced or indented), an HTML block, or prose. */
function lineKinds(doc) {
    const kinds = doc.lines.map(() => 'prose');
    for (const tok of doc.tokens) {
        const map = tok.map;
        if (!map)
            continue;
        const kind = tok.type === 'fence' || tok.type === 'code_block' ? 'code' : tok.type === 'html_block' ? 'html' : null;
        if (!kind)
            continue;
        for (let n = map[0]; n < map[1] && n < kinds.length; n++)
            kinds[n] = kind;
    }
    // A fence left open would swallow every section after this lane's.
    return { kinds, openFence: (0,_findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .openFenceAtEnd */ .s3)(doc) };
}
/** Code is shown as written; only a comment opener is made inert. */
const inertCode = (line) => line.replace(/<!--/g, CODE_COMMENT_ESCAPE);
/**
 * A run of prose lines: resource tags become links over the whole run (a tag may span lines), then
 * each line is cleaned outside its code spans. Pushed one at a time: spreading overflows the stack.
 */
function cleanProse(run, out) {
    if (run.length === 0)
        return;
    for (const line of run.join('\n').replace(RESOURCE_TAG, resourceTagToLinks).split('\n'))
        out.push(sanitizeLine(line));
}
/** The `<` that opens a line, after the quote markers, list marker and indent it sits behind. */
const LINE_START_TAG = /^((?:[ \t]*>)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?)</;
/** An HTML block shown as text: each line's opening `<` escaped, then read again as Markdown. */
function cleanHtmlBlock(block, out) {
    const original = block.map((line) => line.replace(RESOURCE_TAG, resourceTagToLinks));
    const opened = original.map((line) => line.replace(LINE_START_TAG, '$1&lt;'));
    const doc = (0,_findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBlocks */ .SV)(opened.join('\n'));
    const { kinds, openFence } = lineKinds(doc);
    let run = [];
    kinds.forEach((kind, n) => {
        if (kind === 'prose') {
            run.push(opened[n] ?? '');
            return;
        }
        cleanProse(run, out);
        run = [];
        // Code once the HTML is gone: shown as the lane wrote it (no line of it opens HTML now).
        out.push(inertCode(kind === 'code' ? (block[n] ?? '') : (opened[n] ?? '')));
    });
    cleanProse(run, out);
    return openFence;
}
/** The lines of a document cleaned by what the parse says each is; and a fence left open at its end. */
function cleanDocument(doc) {
    const { kinds, openFence } = lineKinds(doc);
    const out = [];
    let fence = openFence;
    let reread = false;
    let run = [];
    for (let n = 0; n < doc.lines.length;) {
        const kind = kinds[n];
        if (kind === 'prose') {
            run.push(doc.lines[n] ?? '');
            n++;
            continue;
        }
        cleanProse(run, out);
        run = [];
        if (kind === 'code') {
            out.push(inertCode(doc.lines[n] ?? ''));
            n++;
            continue;
        }
        let end = n;
        while (end < doc.lines.length && kinds[end] === 'html')
            end++;
        reread = true;
        const inner = cleanHtmlBlock(doc.lines.slice(n, end), out);
        if (end >= (0,_findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .lineCount */ .IC)(doc) && inner)
            fence = inner;
        n = end;
    }
    cleanProse(run, out);
    return { lines: out, openFence: fence, reread };
}
/** Whether a parse shows anything a lane must not render: raw HTML, an image, a comment opener. */
function hasHazard(doc) {
    if (doc.text.includes('<!--'))
        return true;
    for (const tok of doc.tokens) {
        if (tok.type === 'html_block')
            return true;
        for (const c of tok.children ?? [])
            if (c.type === 'html_inline' || c.type === 'image')
                return true;
    }
    return false;
}
/** Last resort when the cleaned text still parses with a hazard: every `<` and image `!` as text. */
function shownAsText(text) {
    return text.replace(/</g, '&lt;').replace(/!\[/g, '[').replace(_inline_js__WEBPACK_IMPORTED_MODULE_1__/* .MENTION */ .TR, '$1@\u2060');
}
function closeFence(text, fence) {
    return fence ? `${text}${text.endsWith('\n') ? '' : '\n'}${fence}\n` : text;
}
/**
 * One lane's output made safe to embed: hazards read from the parse (D15), and the cleaned text
 * parsed again to prove none is left. `doc` is the findings stage's parse, reused when it matches.
 */
function sanitizeLaneOutput(text, secrets = [], doc) {
    const redacted = (0,_findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .normaliseLineEnds */ .Tv)((0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactSecrets */ .f)(text, secrets));
    const parsed = doc && doc.text === redacted ? doc : (0,_findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBlocks */ .SV)(redacted);
    const { lines, openFence } = cleanDocument(parsed);
    let result = closeFence(lines.join('\n'), openFence);
    // Only text with a `<` or an image opener can hold a hazard; the check parses the result whole.
    if ((redacted.includes('<') || redacted.includes('![')) && hasHazard((0,_findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .parseMarkdown */ .Dd)(result))) {
        const fallback = shownAsText(redacted);
        result = closeFence(fallback, lineKinds((0,_findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBlocks */ .SV)(fallback)).openFence);
    }
    return result;
}
/**
 * Every heading outside code lowered by `by` levels (setext ones too), so no lane can start a
 * section that looks like another lane's.
 */
function demoteHeadings(text, by = 2) {
    const doc = (0,_findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBlocks */ .SV)(text);
    const lines = [...doc.lines];
    /** Lines a setext heading's underline (and its extra text lines) leave behind. */
    const removed = new Set();
    const t = doc.tokens;
    for (let i = 0; i < t.length; i++) {
        const tok = t[i];
        if (tok?.type !== 'heading_open' || !tok.map)
            continue;
        const [start, end] = tok.map;
        const setext = tok.markup === '=' || tok.markup === '-';
        const level = Math.min(6, (setext ? (tok.markup === '=' ? 1 : 2) : tok.markup.length) + by);
        if (!setext) {
            lines[start] = (lines[start] ?? '').replace(/^((?:[ \t]*>)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?)#{1,6}/, `$1${'#'.repeat(level)}`);
            continue;
        }
        // A setext heading at the top level becomes one ATX line; one inside a quote or a list stays.
        if (tok.level !== 0)
            continue;
        const title = (t[i + 1]?.content ?? '').replace(/\s*\n\s*/g, ' ').trim();
        lines[start] = `${'#'.repeat(level)} ${title}`;
        for (let n = start + 1; n < end; n++)
            removed.add(n);
    }
    return lines.filter((_, n) => !removed.has(n)).join('\n');
}
/** Text for a Markdown table cell: a `|` in it would end the cell. */
function cell(s) {
    return s.replace(/\|/g, '\\|');
}


/***/ }),

/***/ 43799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FE: () => (/* binding */ renderTrackRecord),
/* harmony export */   wv: () => (/* binding */ pageLine)
/* harmony export */ });
/* unused harmony exports ofCount, formatDurationMs, markdownTable, mermaidChart */
/* harmony import */ var _report_usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22281);
/* harmony import */ var _report_sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91211);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47819);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74172);
/**
 * TRACK-RECORD.md (D20): the table, a Mermaid `xychart-beta` GitHub draws, and what was skipped.
 * A rate is never shown without its counts: "31 of 48 (65%)". Lane identities come from our own
 * records but are escaped anyway: they end up in Markdown, Mermaid and SVG.
 */




/** `n of m (p%)`; just `0 of 0` when there is nothing to divide. */
function ofCount(n, m) {
    return m === 0 ? `${n} of ${m}` : `${n} of ${m} (${Math.round((100 * n) / m)}%)`;
}
const thousands = (n) => n.toLocaleString('en-US');
function formatDurationMs(ms) {
    if (ms === null)
        return '—';
    if (ms < 1000)
        return `${ms} ms`;
    const s = ms / 1000;
    return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} m ${Math.round(s % 60)} s`;
}
function reviewsCell(l) {
    const parts = _vocabulary_js__WEBPACK_IMPORTED_MODULE_2__/* .LANE_STATUSES */ ._l.filter((s) => (l.reviews[s] ?? 0) > 0).map((s) => `${s} ${l.reviews[s]}`);
    return parts.length > 0 ? parts.join(', ') : '—';
}
function tokensCell(l) {
    const { reported, estimated } = l.tokens;
    const parts = [
        ...(reported > 0 ? [`${thousands(reported)} reported`] : []),
        ...(estimated > 0 ? [`${thousands(estimated)} estimated`] : []),
    ];
    return parts.length > 0 ? parts.join(' + ') : '—';
}
function perAddressedCell(l) {
    if (!l.perAddressed)
        return '—';
    const parts = [
        ...(l.tokens.reported > 0 ? [`${thousands(Math.round(l.perAddressed.reportedTokens))} tokens`] : []),
        ...(l.perAddressed.costUsd !== undefined ? [(0,_report_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCost */ .BD)(l.perAddressed.costUsd)] : []),
    ];
    return parts.length > 0 ? `${parts.join(', ')} (${l.addressed} addressed)` : '—';
}
/** The line a lane's row of the review page carries (D20). */
function pageLine(l) {
    return `addressed ${l.addressed} of ${l.findings}, dismissed ${l.dismissed}`;
}
function markdownTable(record) {
    const columns = [
        'Lane',
        'Reviews',
        'Findings',
        'Agreed (k≥2)',
        'Addressed',
        'Dismissed',
        'Open at close',
        'Only this lane',
        'Tokens',
        'Cost',
        'Per addressed finding',
        'Median time',
    ];
    const line = (cells) => `| ${cells.join(' | ')} |`;
    const rows = record.lanes.map((l) => line([
        (0,_report_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)((0,_report_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .sanitizeInline */ .nW)(l.identity)),
        reviewsCell(l),
        String(l.findings),
        ofCount(l.agreed, l.findings),
        ofCount(l.addressed, l.findings),
        ofCount(l.dismissed, l.findings),
        ofCount(l.openAtClose, l.findings),
        ofCount(l.uniqueAddressed, l.addressed),
        tokensCell(l),
        l.costUsd !== undefined ? (0,_report_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCost */ .BD)(l.costUsd) : '—',
        perAddressedCell(l),
        formatDurationMs(l.medianDurationMs),
    ]));
    return [line(columns), `|${columns.map(() => '---|').join('')}`, ...rows].join('\n');
}
/** A Mermaid label: no quotes or brackets that would end it. */
const mermaidLabel = (s) => `"${s.replace(/["[\]\\`]/g, '').slice(0, 40)}"`;
/** Findings and addressed findings per lane, as GitHub renders a ```mermaid block. */
function mermaidChart(lanes) {
    const max = Math.max(1, ...lanes.map((l) => l.findings));
    return [
        '```mermaid',
        'xychart-beta',
        '  title "Findings posted and addressed, per lane"',
        `  x-axis [${lanes.map((l) => mermaidLabel(l.identity)).join(', ')}]`,
        `  y-axis "Findings" 0 --> ${max}`,
        `  bar [${lanes.map((l) => l.findings).join(', ')}]`,
        `  bar [${lanes.map((l) => l.addressed).join(', ')}]`,
        '```',
    ].join('\n');
}
const SKIP_WORDS = {
    no_record: 'no review record of ours',
    other_release: 'a record of another release',
    malformed: 'a record that cannot be read',
    not_ours: "our marker in someone else's comment (ignored)",
    unreadable: 'GitHub could not give it',
};
function renderTrackRecord(record) {
    const w = record.window;
    const span = w.from && w.to ? `, closed ${w.from.slice(0, 10)} to ${w.to.slice(0, 10)}` : '';
    const counts = new Map();
    for (const s of record.skipped)
        counts.set(s.reason, (counts.get(s.reason) ?? 0) + 1);
    const parts = [
        `# Track record — ${(0,_report_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .sanitizeInline */ .nW)(record.repository)}`,
        '',
        `${w.prs} closed pull request${w.prs === 1 ? '' : 's'}${span}; ${record.records} review record${record.records === 1 ? '' : 's'} read, those of ${(0,_report_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)((0,_report_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .sanitizeInline */ .nW)(record.identity))} only.`,
        '',
    ];
    if (record.lanes.length === 0)
        parts.push('No lane has a record yet.', '');
    else {
        parts.push(markdownTable(record), '', mermaidChart(record.lanes), '', `The chart as an image: \`${_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .TRACK_RECORD_CHART */ .DU}\` in the artifact.`, '');
    }
    if (counts.size > 0) {
        parts.push('Skipped:', '');
        for (const [reason, n] of counts)
            parts.push(`- ${n}: ${SKIP_WORDS[reason]}`);
        parts.push('');
    }
    parts.push('<sub>Findings are those posted in the review record; a finding several lanes flagged counts for each of them and as "only this lane" for none. Tokens reported by a lane and our estimates are never added together; a cost is only a lane\'s own figure.</sub>', '');
    return parts.join('\n');
}


/***/ }),

/***/ 74172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ TRACK_RECORD_CHART),
/* harmony export */   _p: () => (/* binding */ TrackRecordSchema),
/* harmony export */   bo: () => (/* binding */ TRACK_RECORD_VERSION),
/* harmony export */   hB: () => (/* binding */ TRACK_RECORD_ARTIFACT),
/* harmony export */   xd: () => (/* binding */ TRACK_RECORD_FILE),
/* harmony export */   yY: () => (/* binding */ TRACK_RECORD_MARKDOWN)
/* harmony export */ });
/* unused harmony exports SKIP_REASONS, LaneRecordSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92857);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47819);
/**
 * track-record.json (D20): each lane's figures over the repository's last closed pull requests,
 * with the counts every rate is made of. One schema, a version, and the published JSON Schema
 * generated from it; the review page reads only a document of this version.
 */


const TRACK_RECORD_VERSION = 1;
const TRACK_RECORD_FILE = 'track-record.json';
const TRACK_RECORD_MARKDOWN = 'TRACK-RECORD.md';
const TRACK_RECORD_CHART = 'track-record.svg';
const TRACK_RECORD_ARTIFACT = 'reviewer-lanes-track-record';
/** Why a pull request or one of its comments taught nothing (D20: skipped and counted). */
const SKIP_REASONS = [
    // No record of ours on it: never reviewed, or reviewed before records were kept.
    'no_record',
    // A record of another release (v=1, or a version this one does not know).
    'other_release',
    // Our marker and our author, but the record cannot be read.
    'malformed',
    // Our marker in someone else's comment: never read as a record.
    'not_ours',
    // GitHub could not give the pull request (an error for its node, or its comments' pages).
    'unreadable',
];
const count = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative();
const LaneRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    identity: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(200),
    /** One per pull request whose record lists the lane, by the status it ended that run with. */
    reviews: zod__WEBPACK_IMPORTED_MODULE_1__/* .partialRecord */ .jgl(zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .LANE_STATUSES */ ._l), count),
    /** Findings the lane flagged that were posted (in the sticky comment's record). */
    findings: count,
    /** Of them, flagged by at least two lanes (k >= 2). */
    agreed: count,
    addressed: count,
    dismissed: count,
    /** Their lines went away before anyone acted on them. */
    outdated: count,
    /** Still open when the pull request closed. */
    openAtClose: count,
    /** Addressed findings no other lane flagged. */
    uniqueAddressed: count,
    /** Input and output tokens: the lanes' own figures and our estimates, never added together. */
    tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ reported: count, estimated: count }),
    /** Only what lanes reported; absent when none did. */
    costUsd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative().optional(),
    /** Per addressed finding, when any was addressed: reported tokens and the reported cost. */
    perAddressed: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ reportedTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative(), costUsd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nonnegative().optional() })
        .optional(),
    /** Of the runs that ran (reviewed, empty, failed, timed out); null when none did. */
    medianDurationMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().nullable(),
});
const TrackRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    ok: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(TRACK_RECORD_VERSION),
    repository: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Whose comments were read as records. */
    identity: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    generatedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    window: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        /** Closed pull requests read. */
        prs: count,
        /** The earliest and latest close among them; null when none was read. */
        from: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
        to: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
        since: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    }),
    /** Records read, one per pull request and sticky comment. */
    records: count,
    skipped: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        pr: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().nullable(),
        reason: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(SKIP_REASONS),
        detail: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(500).optional(),
    })),
    lanes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(LaneRecordSchema),
});


/***/ })

};
