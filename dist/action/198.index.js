export const id = 198;
export const ids = [198];
export const modules = {

/***/ 69198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  changeHunks: () => (/* reexport */ hunks/* changeHunks */.uL),
  collectFindings: () => (/* binding */ collectFindings),
  findingId: () => (/* reexport */ findings_findings/* findingId */.zK),
  headTreeFiles: () => (/* binding */ headTreeFiles),
  newSideHunks: () => (/* reexport */ hunks/* newSideHunks */.t1)
});

// EXTERNAL MODULE: ./src/findings/hunks.ts
var hunks = __webpack_require__(92455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
;// CONCATENATED MODULE: ./src/findings/fixes.ts
/**
 * A lane's proposed fixes (D19), read from its parsed output in the three forms lanes write them:
 * a ` ```suggestion ` block, a ` ```diff ` hunk, and a ` ```json ` findings block whose entries
 * carry `path`, `line` and `suggestion`. A block written under a concern is that concern's; one
 * elsewhere (the Suggestions section) counts only where it names its place: a JSON entry's path
 * and line, a diff's `+++` file and `@@` line, or a location cited on the line just above it.
 * JSON findings blocks give fixes only: findings come from the Markdown concerns.
 */

/** A fix longer than this is no suggestion a reviewer reads before committing it. */
const MAX_FIX_LINES = 200;
const MAX_FIX_CHARS = 16_000;
/** Fenced blocks read from one output: a review holds a few; the rest cost nothing. */
const MAX_FENCES = 500;
/** A JSON block is parsed only up to this size. */
const MAX_JSON_CHARS = 64 * 1024;
/** Lines above a block searched for the location it is written under. */
const LOOK_BACK_LINES = 3;
const FORMS = {
    suggestion: 'suggestion',
    diff: 'diff',
    patch: 'diff',
    udiff: 'diff',
    json: 'json',
    jsonc: 'json',
};
/** A fence's content as lines: its final line end starts no line. */
function contentLines(content) {
    const lines = content.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
const tooLarge = (lines) => lines.length > MAX_FIX_LINES || lines.reduce((n, l) => n + l.length + 1, 0) > MAX_FIX_CHARS;
/** The concern whose lines hold `line` (concerns are in document order and do not overlap). */
function concernAt(concerns, line) {
    let lo = 0;
    let hi = concerns.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const c = concerns[mid];
        if (line < c.lines.start)
            hi = mid - 1;
        else if (line >= c.lines.end)
            lo = mid + 1;
        else
            return c;
    }
    return undefined;
}
/** The location cited on the nearest non-blank lines above a block, if any. */
function citedAbove(doc, line, places) {
    const above = [];
    // Bounded: a run of blank lines before each of many blocks must not cost their product.
    for (let k = line - 1; k >= 0 && k >= line - 4 * LOOK_BACK_LINES && above.length < LOOK_BACK_LINES; k--) {
        const text = doc.lines[k] ?? '';
        if (text.trim() === '') {
            if (above.length > 0)
                break;
            continue;
        }
        above.unshift(text.slice(0, 500));
    }
    return above.length > 0 ? places.location(above.join(' ')) : null;
}
const HUNK_OLD_START = /^@@+ -(\d+)(?:,\d+)?(?: \+\d+(?:,\d+)?)? @@/;
const FILE_HEADER = /^(?:\+\+\+|---) (?:[ab]\/)?([^\t\n]+?)(?:\t.*)?$/;
/** A unified diff's one hunk as a fix: its body lines with their markers, its old start and file. */
function readDiff(lines) {
    let hunks = 0;
    let oldStart;
    let file;
    const body = [];
    let changes = 0;
    for (const line of lines) {
        if (line.startsWith('@@')) {
            hunks++;
            const m = HUNK_OLD_START.exec(line);
            if (hunks === 1 && m?.[1])
                oldStart = Number.parseInt(m[1], 10);
            continue;
        }
        if (hunks === 0 && (line.startsWith('+++ ') || line.startsWith('--- '))) {
            const m = FILE_HEADER.exec(line);
            // `+++` names the head's file; `---` only when nothing better comes (`/dev/null` never).
            if (m?.[1] && m[1] !== '/dev/null' && (line.startsWith('+++') || file === undefined))
                file = m[1];
            continue;
        }
        if (hunks === 0 && /^(?:diff |index |new file|deleted file|similarity|rename )/.test(line))
            continue;
        if (hunks > 1)
            continue;
        const mark = line.charAt(0);
        if (mark === '+' || mark === '-') {
            changes++;
            body.push(line);
        }
        else if (mark === ' ' || line === '')
            body.push(` ${line.slice(1)}`);
        else if (mark !== '\\')
            return null; // not a diff's line: an illustration, not a fix
    }
    if (changes === 0)
        return null;
    const fix = {
        form: 'diff',
        lines: body,
        ...(oldStart !== undefined && oldStart > 0 ? { at: { line: oldStart } } : {}),
        ...(hunks > 1 ? { hunks } : {}),
    };
    return { fix, ...(file !== undefined ? { file } : {}) };
}
const lineNumber = schemas/* number */.aig().int().positive().max(Number.MAX_SAFE_INTEGER);
/** One entry of a JSON findings block, as lanes write them (GitHub's `start_line`/`line` too). */
const jsonEntry = schemas/* object */.Ikc({
    path: schemas/* string */.YjP().min(1).max(1000),
    line: lineNumber,
    endLine: lineNumber.optional(),
    end_line: lineNumber.optional(),
    startLine: lineNumber.optional(),
    start_line: lineNumber.optional(),
    suggestion: schemas/* string */.YjP().max(MAX_FIX_CHARS),
});
/** The entries of a JSON findings block that carry a suggestion: `{findings: […]}`, `[…]` or one entry. */
function readJsonFixes(content) {
    if (content.length > MAX_JSON_CHARS)
        return [];
    let value;
    try {
        value = JSON.parse(content);
    }
    catch {
        return [];
    }
    const list = Array.isArray(value)
        ? value
        : value !== null && typeof value === 'object' && Array.isArray(value.findings)
            ? value.findings
            : [value];
    const out = [];
    for (const item of list.slice(0, MAX_FENCES)) {
        const e = jsonEntry.safeParse(item);
        if (!e.success)
            continue;
        const { path, line, suggestion } = e.data;
        const first = e.data.startLine ?? e.data.start_line;
        const last = e.data.endLine ?? e.data.end_line;
        const at = first !== undefined && first <= line ? { line: first, endLine: line } : { line, endLine: last };
        const lines = contentLines(suggestion.replace(/\r\n?/g, '\n'));
        if (tooLarge(lines))
            continue;
        out.push({
            path,
            fix: {
                form: 'json',
                lines,
                at: at.endLine !== undefined && at.endLine > at.line ? at : { line: at.line },
            },
        });
    }
    return out;
}
/** Every fix the output proposes, in the order it wrote them. */
function readFixes(doc, concerns, places) {
    const out = [];
    let fences = 0;
    for (const tok of doc.tokens) {
        if (tok.type !== 'fence' || !tok.map)
            continue;
        const form = FORMS[tok.info.trim().split(/\s/, 1)[0]?.toLowerCase() ?? ''];
        if (!form || ++fences > MAX_FENCES)
            continue;
        const at = tok.map[0];
        const concern = concernAt(concerns, at);
        const lines = contentLines(tok.content);
        if (form === 'json') {
            for (const e of readJsonFixes(tok.content)) {
                const path = places.path(e.path);
                if (path !== null)
                    out.push({ fix: e.fix, path });
            }
            continue;
        }
        if (tooLarge(lines))
            continue;
        if (form === 'diff') {
            const diff = readDiff(lines);
            if (!diff)
                continue;
            const file = diff.file !== undefined ? places.path(diff.file) : null;
            if (file !== null)
                out.push({ fix: diff.fix, path: file, ...(concern ? { concern } : {}) });
            else if (concern)
                out.push({ fix: diff.fix, concern });
            continue;
        }
        if (concern) {
            out.push({ fix: { form, lines }, concern });
            continue;
        }
        const cited = citedAbove(doc, at, places);
        if (cited) {
            const range = cited.endLine !== undefined ? { line: cited.line, endLine: cited.endLine } : { line: cited.line };
            out.push({ fix: { form, lines, at: range }, path: cited.path });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/findings/locate.ts
/**
 * The locations a concern cites, as models write them (D16), counted only when the caller resolves
 * the path. Lane output is untrusted: every pattern runs on one bounded word or window, never on
 * the whole text.
 */
/** Words: runs of characters a path can hold (Markdown's brackets, quotes and ticks end one). */
const WORD = /[^\s`'"()<>[\]{},;|*]+/g;
/** A longer word is no path a model wrote by hand (and patterns on it would cost more). */
const MAX_WORD = 400;
/** Words read from one concern: its location comes early, and a concern can be very long. */
const MAX_WORDS = 2000;
const WINDOW = 48;
const PATH_LIKE = /[./:#]/;
const LINE_SUFFIX = /(?:#L(\d+)(?:C\d+)?(?:-L?(\d+)(?:C\d+)?)?|:L?(\d+)(?::\d+)?(?:[-–]L?(\d+)(?::\d+)?)?)$/;
/** `(line 12)`, `, line 12`, ` lines 12-18`, ` at line 12`, ` L12` right after a path. */
const LINE_AFTER = /^[\s:,(]*(?:(?:at|on|in)\s+)?(?:lines?\s*|L)(\d+)(?:\s*(?:-|–|to)\s*L?(\d+))?/i;
/** `line 12 of path`, `lines 12-18 in path`: the line written first. */
const LINE_BEFORE = /\blines?\s+(\d+)(?:\s*(?:-|–|to)\s*(\d+))?\s*,?\s+(?:of|in)\s+[`'"*]*$/i;
const GITHUB_BLOB = /^https?:\/\/[^/]+\/[^/]+\/[^/]+\/(?:blob|tree)\/[^/]+\/(.+)$/;
function toLine(s) {
    if (s === undefined)
        return undefined;
    const n = Number.parseInt(s, 10);
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
/** A word as a path and position: trailing punctuation and URL wrapping removed. */
function splitWord(word) {
    let w = word.replace(/[.,:;!?…]+$/, '');
    const blob = GITHUB_BLOB.exec(w);
    if (blob?.[1])
        w = blob[1];
    else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(w) && !w.startsWith('file://'))
        return null;
    w = w.replace(/^file:\/\//, '');
    const pos = LINE_SUFFIX.exec(w);
    if (!pos)
        return { path: w };
    const path = w.slice(0, pos.index);
    const line = toLine(pos[1] ?? pos[3]);
    const end = toLine(pos[2] ?? pos[4]);
    if (line === undefined)
        return { path };
    return { path, line, ...(end !== undefined && end > line ? { endLine: end } : {}) };
}
/** The repository-relative forms a cited path may stand for, most literal first. */
function pathCandidates(raw, roots = []) {
    let p = raw.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '');
    if (p === '' || p.length > MAX_WORD)
        return [];
    const out = [];
    for (const root of roots) {
        const r = root.replace(/\\/g, '/').replace(/\/+$/, '');
        if (r && p.startsWith(`${r}/`))
            p = p.slice(r.length + 1);
    }
    out.push(p);
    if (/^[ab]\//.test(p))
        out.push(p.slice(2));
    if (p.startsWith('/') || /^[A-Za-z]:\//.test(p)) {
        for (let i = p.indexOf('/', 1); i >= 0 && i < p.length - 1; i = p.indexOf('/', i + 1))
            out.push(p.slice(i + 1));
    }
    return out;
}
/** A path as a lane wrote it (`./x`, `b/x`, under a root) as the file it names, or null. */
function resolvePath(raw, resolve, roots = []) {
    for (const candidate of pathCandidates(raw.trim(), roots)) {
        const path = resolve(candidate);
        if (path !== null)
            return path;
    }
    return null;
}
/** The first location in `text` whose path resolves; null when none does. */
function firstLocation(text, resolve, roots = []) {
    let found = null;
    forEachCitation(text, (raw, line, endLine) => {
        for (const candidate of pathCandidates(raw, roots)) {
            const path = resolve(candidate);
            if (path === null)
                continue;
            found = { path, line, ...(endLine !== undefined ? { endLine } : {}) };
            return true;
        }
        return false;
    });
    return found;
}
/** Calls `visit` with each word that cites a path and a line, in order, until it returns true. */
function forEachCitation(text, visit) {
    let words = 0;
    // An exec loop, not matchAll (which copies the pattern for every concern read); the shared
    // pattern's position is set before each word is read, so a visit that reads text too is safe.
    for (let next = 0, m;; next = m.index + m[0].length) {
        WORD.lastIndex = next;
        m = WORD.exec(text);
        if (m === null)
            return;
        if (++words > MAX_WORDS)
            return;
        const word = m[0];
        // A path names a folder, an extension or a line (`Makefile:3`); a plain word is none of them.
        if (word.length > MAX_WORD || !PATH_LIKE.test(word))
            continue;
        const w = splitWord(word);
        if (!w || w.path === '' || !/[A-Za-z]/.test(w.path))
            continue;
        let { line, endLine } = w;
        if (line === undefined) {
            if (!/[./]/.test(w.path))
                continue;
            const after = LINE_AFTER.exec(text.slice(m.index + word.length, m.index + word.length + WINDOW));
            const before = after ? null : LINE_BEFORE.exec(text.slice(Math.max(0, m.index - WINDOW), m.index));
            const at = after ?? before;
            line = toLine(at?.[1]);
            const end = toLine(at?.[2]);
            endLine = line !== undefined && end !== undefined && end > line ? end : undefined;
        }
        if (line === undefined)
            continue;
        if (visit(w.path, line, endLine))
            return;
    }
}

// EXTERNAL MODULE: ./src/findings/markdown.ts
var markdown = __webpack_require__(73165);
// EXTERNAL MODULE: ./src/findings/findings.ts + 1 modules
var findings_findings = __webpack_require__(20435);
// EXTERNAL MODULE: ./src/findings/review.ts + 2 modules
var review = __webpack_require__(12825);
;// CONCATENATED MODULE: ./src/findings/index.ts








async function collectFindings(input) {
    const documents = new Map();
    const readings = new Map();
    const reviewed = [];
    for (const l of input.lanes) {
        if (l.status !== 'reviewed' || documents.has(l.identity))
            continue;
        const doc = (0,markdown/* readLaneDocument */.c6)(l.body);
        const reading = (0,review/* readReview */.t)(doc);
        documents.set(l.identity, doc);
        readings.set(l.identity, reading);
        reviewed.push({ identity: l.identity, reading });
    }
    const roots = input.roots ?? [];
    const inChange = new Set(input.changedPaths);
    // Models often name a changed file by its name alone (`cart.ts:28`): that is the file when the
    // change holds exactly one of that name.
    const byName = new Map();
    for (const p of inChange) {
        const name = p.slice(p.lastIndexOf('/') + 1);
        byName.set(name, byName.has(name) ? null : p);
    }
    const ofChange = (p) => inChange.has(p) ? p : p.includes('/') ? null : (byName.get(p) ?? null);
    // First against the change alone; a concern that cited a path outside it before (or instead
    // of) a changed file is read again once the head tree is known.
    const anchors = new Map();
    const again = [];
    for (const l of reviewed) {
        for (const c of l.reading.items) {
            if (!c.level)
                continue;
            let missed = false;
            const at = firstLocation(c.text, (p) => {
                const path = ofChange(p);
                if (path === null)
                    missed = true;
                return path;
            }, roots);
            anchors.set(c, at);
            if (missed)
                again.push(c);
        }
    }
    if (again.length > 0 && input.headFiles) {
        const head = await input.headFiles();
        const resolve = (p) => (head.has(p) ? p : ofChange(p));
        for (const c of again)
            anchors.set(c, firstLocation(c.text, resolve, roots));
    }
    // A suggestion needs an inline finding, so its file is one of the change: no head tree to list.
    const fixes = new Map();
    if (input.suggestions !== false) {
        const places = {
            location: (text) => firstLocation(text, ofChange, roots),
            path: (raw) => resolvePath(raw, ofChange, roots),
        };
        for (const l of reviewed) {
            const doc = documents.get(l.identity);
            if (doc)
                fixes.set(l.identity, readFixes(doc, l.reading.items, places));
        }
    }
    const { located, unanchored } = (0,findings_findings/* extractFindings */.W_)(reviewed, (c) => anchors.get(c) ?? null, fixes);
    const findings = (0,findings_findings/* mergeFindings */.DF)(located, reviewed.map((l) => l.identity), input.hunks);
    return { findings, documents, readings, unanchored };
}
/** The head tree is listed up to this many files; a path beyond it stays an unanchored concern. */
const MAX_HEAD_FILES = 200_000;
/** The head tree's file list, from git (`ls-tree -r`), read once and only when asked. */
function headTreeFiles(git, headSha) {
    let files;
    return () => {
        files ??= git
            .exec(['-c', 'core.quotePath=false', 'ls-tree', '-r', '-z', '--name-only', headSha])
            .then((r) => {
            if (r.exitCode !== 0)
                return new Set();
            const names = r.stdout.split('\0');
            return new Set(names.slice(0, MAX_HEAD_FILES).filter((n) => n !== ''));
        })
            .catch(() => new Set());
        return files;
    };
}


/***/ }),

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


/***/ })

};
