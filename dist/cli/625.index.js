export const id = 625;
export const ids = [625];
export const modules = {

/***/ 9625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  changeHunks: () => (/* reexport */ findings_hunks/* changeHunks */.uL),
  collectFindings: () => (/* binding */ collectFindings),
  findingId: () => (/* reexport */ findingId),
  headTreeFiles: () => (/* binding */ headTreeFiles),
  newSideHunks: () => (/* reexport */ findings_hunks/* newSideHunks */.t1)
});

// EXTERNAL MODULE: ./src/findings/hunks.ts
var findings_hunks = __webpack_require__(2455);
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
    for (const m of text.matchAll(WORD)) {
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
var markdown = __webpack_require__(3165);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/findings/review.ts + 2 modules
var review = __webpack_require__(2825);
// EXTERNAL MODULE: ./src/findings/types.ts
var types = __webpack_require__(5315);
;// CONCATENATED MODULE: ./src/findings/findings.ts
/**
 * Findings (D16): every reviewed lane's located concerns, merged across lanes and anchored on the
 * change's diff. Pure: what is a file, and the diff's hunks, come in as data.
 */




/**
 * Each concern with a level whose first resolvable location names a file: a lane finding. An
 * unrated concern is none: findings are ranked and gated by severity, and a guess would be worse.
 */
function extractFindings(lanes, 
/** A concern's anchor: its first location whose path is a file (`firstLocation`). */
locate) {
    const located = [];
    const unanchored = new Map();
    for (const lane of lanes) {
        for (const c of lane.reading.items) {
            const at = c.level ? locate(c) : null;
            if (!at || !c.level) {
                unanchored.set(lane.identity, (unanchored.get(lane.identity) ?? 0) + 1);
                continue;
            }
            located.push({
                identity: lane.identity,
                severity: c.level,
                path: at.path,
                line: at.line,
                ...(at.endLine !== undefined ? { endLine: at.endLine } : {}),
                title: (0,review/* concernTitle */.N)(c.head) || `${at.path}:${at.line}`,
                text: c.markdown,
            });
        }
    }
    return { located, unanchored };
}
/** Two citations this many lines apart or closer are one place. */
const MERGE_DISTANCE = 3;
/** The title as an identity: case, spacing, code ticks and a final stop do not make a new finding. */
function titleKey(title) {
    return title
        .toLowerCase()
        .replace(/[`*_~]/g, '')
        .replace(/\s+/g, ' ')
        .replace(/[.…\s]+$/, '')
        .trim();
}
/** Stable across runs for the same path and title: SARIF fingerprints and comment updates use it. */
function findingId(path, title) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(`${path}\n${titleKey(title)}`)
        .digest('hex')
        .slice(0, 16);
}
/**
 * Lane findings of one path within MERGE_DISTANCE lines of each other are one finding,
 * transitively; the highest severity and its lane's title win. Agreement counts distinct lanes.
 */
function mergeFindings(located, order, hunks = []) {
    const declared = new Map(order.map((id, i) => [id, i]));
    const pos = (id) => declared.get(id) ?? order.length;
    const byPath = new Map();
    for (const f of located) {
        const list = byPath.get(f.path);
        if (list)
            list.push(f);
        else
            byPath.set(f.path, [f]);
    }
    const hunksOf = new Map(hunks.map((h) => [h.path, h.hunks]));
    const findings = [];
    for (const [path, list] of byPath) {
        const sorted = [...list].sort((a, b) => a.line - b.line || (a.endLine ?? a.line) - (b.endLine ?? b.line));
        let group = [];
        let groupEnd = 0;
        const close = () => {
            if (group.length > 0)
                findings.push(combine(path, group, pos, order.length, hunksOf.get(path) ?? []));
            group = [];
        };
        for (const f of sorted) {
            if (group.length > 0 && f.line > groupEnd + MERGE_DISTANCE)
                close();
            groupEnd = group.length === 0 ? (f.endLine ?? f.line) : Math.max(groupEnd, f.endLine ?? f.line);
            group.push(f);
        }
        close();
    }
    findings.sort((a, b) => b.agreement - a.agreement ||
        (0,types/* severityRank */.q)(b.severity) - (0,types/* severityRank */.q)(a.severity) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        a.line - b.line);
    // Two findings of one path with the same title (one slip, twice in a file) still need two ids.
    const seen = new Map();
    for (const f of findings) {
        const n = seen.get(f.id) ?? 0;
        seen.set(f.id, n + 1);
        if (n > 0)
            f.id = `${f.id}-${n + 1}`;
    }
    return findings;
}
function combine(path, group, pos, of, hunks) {
    const byLane = [...group].sort((a, b) => pos(a.identity) - pos(b.identity) || a.line - b.line);
    let lead = byLane[0];
    for (const f of byLane)
        if ((0,types/* severityRank */.q)(f.severity) > (0,types/* severityRank */.q)(lead.severity))
            lead = f;
    let line = lead.line;
    let end = lead.endLine ?? lead.line;
    for (const f of group) {
        line = Math.min(line, f.line);
        end = Math.max(end, f.endLine ?? f.line);
    }
    const lanes = [...new Set(byLane.map((f) => f.identity))];
    return {
        id: findingId(path, lead.title),
        severity: lead.severity,
        path,
        line,
        ...(end > line ? { endLine: end } : {}),
        title: lead.title,
        lanes,
        agreement: lanes.length,
        of,
        inline: (0,findings_hunks/* inOneHunk */.Yi)(hunks, line, end),
        byLane,
    };
}

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
    const { located, unanchored } = extractFindings(reviewed, (c) => anchors.get(c) ?? null);
    const findings = mergeFindings(located, reviewed.map((l) => l.identity), input.hunks);
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


/***/ })

};
