export const id = 855;
export const ids = [855];
export const modules = {

/***/ 435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W_: () => (/* binding */ extractFindings),
  zK: () => (/* binding */ findingId),
  DF: () => (/* binding */ mergeFindings)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/findings/hunks.ts
var findings_hunks = __webpack_require__(2455);
// EXTERNAL MODULE: ./src/findings/review.ts + 2 modules
var review = __webpack_require__(2825);
;// CONCATENATED MODULE: ./src/findings/suggestion.ts
/**
 * A lane's fix held to the head's lines (D19): GitHub commits a ` ```suggestion ` block as the new
 * text of exactly the commented lines (`start_line`..`line`, side RIGHT), so a fix becomes one only
 * when it replaces lines of that range, in one hunk, and the lines it says it replaces are the
 * head's there. Pure: the head's lines come from the diff's hunks.
 */

/** Why a fix is not offered; tests assert these, not prose. */
const REFUSALS = (/* unused pure expression or super */ null && ([
    'not_on_diff', // the commented range is not on the new side of one hunk (deleted, binary, outside)
    'unknown_lines', // the diff did not carry the head's text of those lines
    'several_hunks', // the fix is a diff of more than one hunk
    'lines_differ', // the lines it says it replaces are not the head's there
    'outside_range', // it changes lines outside the commented range
    'no_change', // it leaves the lines as they are
]));
const last = (r) => Math.max(r.line, r.endLine ?? r.line);
/** A head line's text: the diff keeps a CRLF file's `\r`, which is its line end, not its text. */
const headText = (line) => (line.endsWith('\r') ? line.slice(0, -1) : line);
/**
 * The same line as GitHub shows it: models and Markdown lose trailing spaces and tabs, so those are
 * not compared; indentation is (a tab is not spaces: the committed line would be re-indented).
 */
function sameLine(lane, head) {
    return lane.replace(/[ \t\r]+$/, '') === head.replace(/[ \t\r]+$/, '');
}
/**
 * One fix as the new text of the commented range, or why not. `cited` is the range the lane's
 * finding cites (what a bare suggestion replaces); `commented` the inline comment's range.
 */
function fitFix(fix, cited, commented, hunks) {
    const from = commented.line;
    const to = last(commented);
    const hunk = (0,findings_hunks/* hunkOf */.ui)(hunks, from, to);
    if (!hunk)
        return { ok: false, refusal: 'not_on_diff' };
    const text = hunk.lines;
    if (!text || text.length !== hunk.end - hunk.start + 1)
        return { ok: false, refusal: 'unknown_lines' };
    const head = (n) => n >= hunk.start && n <= hunk.end ? headText(text[n - hunk.start]) : undefined;
    const headRange = (a, b) => {
        const out = [];
        for (let n = a; n <= b; n++)
            out.push(head(n));
        return out;
    };
    let replaced;
    if (fix.form === 'diff') {
        if ((fix.hunks ?? 1) > 1)
            return { ok: false, refusal: 'several_hunks' };
        const placed = placeDiff(fix.lines, [fix.at?.line, cited.line, from], head);
        if (!placed)
            return { ok: false, refusal: 'lines_differ' };
        replaced = placed;
    }
    else {
        const r = fix.at ?? cited;
        replaced = { start: r.line, end: last(r), lines: fix.lines };
    }
    if (replaced.start < from || replaced.end > to)
        return { ok: false, refusal: 'outside_range' };
    const lines = [
        ...headRange(from, replaced.start - 1),
        ...replaced.lines,
        ...headRange(replaced.end + 1, to),
    ];
    const before = headRange(from, to);
    if (lines.length === before.length && lines.every((l, i) => l === before[i]))
        return { ok: false, refusal: 'no_change' };
    return { ok: true, lines };
}
/**
 * Where a diff's old side (context and removed lines) is the head's: tried at its `@@` start, then
 * where its first removed line would be the cited line, then at the commented range. Its context
 * around the change is dropped; context between changes is the head's own text.
 */
function placeDiff(body, starts, head) {
    const old = body.filter((l) => l[0] !== '+');
    const firstChange = body.findIndex((l) => l[0] !== ' ');
    let lastChange = body.length - 1;
    while (lastChange > 0 && body[lastChange]?.[0] === ' ')
        lastChange--;
    const oldBefore = body.slice(0, firstChange).length; // leading context: all old-side lines
    const firstRemoved = body.findIndex((l) => l[0] === '-');
    const oldBeforeRemoved = firstRemoved < 0 ? -1 : body.slice(0, firstRemoved).filter((l) => l[0] !== '+').length;
    const cited = starts[1];
    const candidates = [
        starts[0],
        cited !== undefined && oldBeforeRemoved >= 0 ? cited - oldBeforeRemoved : undefined,
        cited !== undefined ? cited - oldBefore : undefined,
        starts[2],
    ];
    const tried = new Set();
    for (const p of candidates) {
        if (p === undefined || p < 1 || tried.has(p))
            continue;
        tried.add(p);
        if (!old.every((l, i) => {
            const h = head(p + i);
            return h !== undefined && sameLine(l.slice(1), h);
        }))
            continue;
        // The changed part: from the first to the last marked line, in old-side and new-side terms.
        const start = p + oldBefore;
        const changed = body.slice(firstChange, lastChange + 1);
        let n = start;
        const lines = [];
        for (const l of changed) {
            if (l[0] === '+')
                lines.push(l.slice(1));
            else if (l[0] === ' ')
                lines.push(head(n++));
            else
                n++;
        }
        return { start, end: n - 1, lines };
    }
    return null;
}
/**
 * A finding's suggestion: the first lane in declared order (its `byLane` order) with a fix that
 * fits the commented range; the others' fixes stay in their own text.
 */
function suggestionFor(f, hunks) {
    if (!f.inline)
        return undefined;
    const commented = { line: f.line, ...(f.endLine !== undefined ? { endLine: f.endLine } : {}) };
    for (const l of f.byLane) {
        for (const fix of l.fixes ?? []) {
            const fitted = fitFix(fix, citedRange(l), commented, hunks);
            if (fitted.ok)
                return { identity: l.identity, form: fix.form, lines: fitted.lines };
        }
    }
    return undefined;
}
const citedRange = (l) => l.endLine !== undefined ? { line: l.line, endLine: l.endLine } : { line: l.line };

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
locate, 
/** Per lane identity, the fixes its output proposes (D19), in the order it wrote them. */
fixes = new Map()) {
    const located = [];
    const unanchored = new Map();
    for (const lane of lanes) {
        const ofConcern = new Map();
        const own = [];
        for (const c of lane.reading.items) {
            const at = c.level ? locate(c) : null;
            if (!at || !c.level) {
                unanchored.set(lane.identity, (unanchored.get(lane.identity) ?? 0) + 1);
                continue;
            }
            const finding = {
                identity: lane.identity,
                severity: c.level,
                path: at.path,
                line: at.line,
                ...(at.endLine !== undefined ? { endLine: at.endLine } : {}),
                title: (0,review/* concernTitle */.N)(c.head) || `${at.path}:${at.line}`,
                text: c.markdown,
            };
            located.push(finding);
            own.push(finding);
            ofConcern.set(c, finding);
        }
        attachFixes(fixes.get(lane.identity) ?? [], ofConcern, own);
    }
    return { located, unanchored };
}
/** A lane finding holds at most this many fixes to try: a review proposes one or two. */
const MAX_FIXES = 8;
/**
 * Each fix to the lane's finding it belongs to: the concern it was written under (when it names
 * no other file), else the lane's first finding of the file it names whose lines it overlaps.
 */
function attachFixes(placed, ofConcern, own) {
    const add = (f, p) => {
        const list = (f.fixes ??= []);
        if (list.length < MAX_FIXES)
            list.push(p.fix);
    };
    for (const p of placed) {
        const under = p.concern ? ofConcern.get(p.concern) : undefined;
        if (under && (p.path === undefined || p.path === under.path)) {
            add(under, p);
            continue;
        }
        const at = p.fix.at;
        if (p.path === undefined || !at)
            continue;
        const end = Math.max(at.line, at.endLine ?? at.line);
        const target = own.find((f) => f.path === p.path && f.line <= end && at.line <= Math.max(f.line, f.endLine ?? f.line));
        if (target)
            add(target, p);
    }
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
    return (0,external_node_crypto_.hash)('sha256', `${path}\n${titleKey(title)}`, 'hex').slice(0, 16);
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
    // Ordered by agreement, severity, path, line: the paths are ranked once, so the sort compares numbers.
    const pathRank = new Map([...byPath.keys()].sort().map((p, i) => [p, i]));
    const keyed = findings.map((f) => ({
        f,
        standing: f.agreement * 4 + (0,types/* severityRank */.qs)(f.severity),
        path: pathRank.get(f.path) ?? 0,
    }));
    keyed.sort((a, b) => b.standing - a.standing || a.path - b.path || a.f.line - b.f.line);
    for (let i = 0; i < keyed.length; i++)
        findings[i] = keyed[i].f;
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
    const byLane = group.length === 1
        ? group
        : [...group].sort((a, b) => pos(a.identity) - pos(b.identity) || a.line - b.line);
    let lead = byLane[0];
    for (const f of byLane)
        if ((0,types/* severityRank */.qs)(f.severity) > (0,types/* severityRank */.qs)(lead.severity))
            lead = f;
    let line = lead.line;
    let end = lead.endLine ?? lead.line;
    for (const f of group) {
        line = Math.min(line, f.line);
        end = Math.max(end, f.endLine ?? f.line);
    }
    const lanes = byLane.length === 1 ? [lead.identity] : [...new Set(byLane.map((f) => f.identity))];
    const finding = {
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
    const suggestion = suggestionFor(finding, hunks);
    if (suggestion)
        finding.suggestion = suggestion;
    return finding;
}


/***/ }),

/***/ 2825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N: () => (/* binding */ concernTitle),
  t: () => (/* binding */ readReview)
});

// EXTERNAL MODULE: ./src/findings/types.ts
var types = __webpack_require__(5315);
;// CONCATENATED MODULE: ./src/findings/lines.ts
/** Decoration dropped wherever it is: emphasis and code marks, emoji and their variation selector. */
const DECORATION = /[*`~]|\uFE0F|[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}]/gu;
/** Underscores only where they are emphasis, so `my_file.ts` keeps its name. */
const EMPHASIS_UNDERSCORE = /(^|\W)_{1,2}(?=\S)|(?<=\S)_{1,2}(?=\W|$)/g;
/** Markdown emphasis, code ticks, emoji and similar decoration removed; whitespace collapsed. */
function plain(s) {
    let t = s.replace(DECORATION, '');
    if (t.includes('_'))
        t = t.replace(EMPHASIS_UNDERSCORE, '$1');
    if (/[^\S ]| {2}/.test(t))
        t = t.replace(/\s+/g, ' ');
    return t.trim();
}
/** A line's text is read only up to here: structure is short lines, and patterns cost per character. */
const MAX_LINE = 500;
const clip = (s) => (s.length > MAX_LINE ? s.slice(0, MAX_LINE) : s);
/** `**Title**` or `__Title__` alone on a line (optionally with a colon): a concern's title. */
const BOLD_ONLY = /^(\*\*|__)([^*_]+?)\1\s*:?$/;
const LABEL_LINE = /^([A-Za-z][A-Za-z ()/,&-]{0,40}):\s*$/;
/** A paragraph line that is only bold or only a label reads as a heading of level 7. */
function labelHeading(content) {
    const t = content.trim();
    const bold = BOLD_ONLY.exec(t);
    if (bold)
        return { level: 7, title: plain(bold[2] ?? '').replace(/:$/, '') };
    const label = LABEL_LINE.exec(t);
    if (label)
        return { level: 7, title: plain(label[1] ?? '') };
    return undefined;
}
const QUOTE_MARKS = /^(?:[ \t]*>[ \t]?)+/;
/** The review's lines classified by the tree; code is blank: quoted, not the review's own words. */
function linesOf(doc) {
    const source = doc.lines.map((l) => clip(l.replace(QUOTE_MARKS, '')));
    const lines = source.map((raw, at) => ({
        at,
        raw,
        indent: raw.length - raw.trimStart().length,
    }));
    const blank = (from, to) => {
        for (let k = from; k < to && k < lines.length; k++)
            lines[k] = { at: k, raw: '', indent: 0 };
    };
    const t = doc.tokens;
    /** The list item whose first line is still to be read, and whether its list is numbered. */
    let item = null;
    const ordered = [];
    for (let i = 0; i < t.length; i++) {
        const tok = t[i];
        const map = tok.map;
        switch (tok.type) {
            case 'fence':
            case 'code_block':
                if (map)
                    blank(map[0], map[1]);
                break;
            case 'bullet_list_open':
            case 'ordered_list_open':
                ordered.push(tok.type === 'ordered_list_open');
                break;
            case 'bullet_list_close':
            case 'ordered_list_close':
                ordered.pop();
                break;
            case 'list_item_open':
                if (map)
                    item = { line: map[0], ordered: ordered[ordered.length - 1] ?? false };
                break;
            case 'heading_open': {
                const inline = t[i + 1];
                if (!map || !inline)
                    break;
                const level = tok.markup === '=' ? 1 : tok.markup === '-' ? 2 : tok.markup.length;
                const at = lines[map[0]];
                lines[map[0]] = {
                    at: map[0],
                    raw: at?.raw ?? '',
                    indent: at?.indent ?? 0,
                    heading: { level, title: plain(clip(inline.content)) },
                };
                blank(map[0] + 1, map[1]);
                if (item?.line === map[0])
                    item = null;
                break;
            }
            case 'paragraph_open': {
                const inline = t[i + 1];
                if (!map || !inline)
                    break;
                const contents = inline.content.split('\n');
                for (let k = 0; k < contents.length && map[0] + k < lines.length; k++) {
                    const n = map[0] + k;
                    const content = clip(contents[k] ?? '');
                    const indent = lines[n]?.indent ?? 0;
                    if (k === 0 && item?.line === n) {
                        // A numbered item that is only bold is a concern's title (`1. **Cache key collision**`).
                        const title = item.ordered ? labelHeading(content) : undefined;
                        lines[n] =
                            title?.title && BOLD_ONLY.test(content.trim())
                                ? { at: n, raw: content, indent, heading: title }
                                : { at: n, raw: source[n] ?? content, indent, item: content };
                        item = null;
                        continue;
                    }
                    // A bullet the parser does not know (`• `) is still an item to a reader.
                    const dot = /^•\s+/.exec(content);
                    if (dot) {
                        lines[n] = { at: n, raw: content, indent, item: content.slice(dot[0].length) };
                        continue;
                    }
                    const heading = labelHeading(content);
                    lines[n] = heading ? { at: n, raw: content, indent, heading } : { at: n, raw: content, indent };
                }
                if (item?.line === map[0])
                    item = null;
                break;
            }
            case 'tr_open': {
                if (!map)
                    break;
                const cells = [];
                for (let k = i + 1; k < t.length && t[k]?.type !== 'tr_close'; k++) {
                    const c = t[k];
                    if (c.type === 'inline')
                        cells.push(plain(clip(c.content)));
                }
                const at = lines[map[0]];
                lines[map[0]] = { at: map[0], raw: at?.raw ?? '', indent: at?.indent ?? 0, tableCells: cells };
                break;
            }
            case 'table_open':
                // The delimiter row is not a row: it is left out, as if the table were one block of rows.
                if (map && map[1] - map[0] >= 2)
                    lines[map[0] + 1] = null;
                break;
            default:
                break;
        }
    }
    const read = [];
    for (const l of lines) {
        if (l === null)
            continue;
        // Completed in place: a copy of each line costs more than reading it.
        const line = l;
        line.text = l.raw === '' ? '' : plain(l.raw);
        if (l.item !== undefined)
            line.itemText = plain(l.item);
        read.push(line);
    }
    return read;
}

;// CONCATENATED MODULE: ./src/findings/levels.ts
/** The words of a level, and where a review writes one: the patterns the reader matches. */


const WORD = '(?:low|medium|med|moderate|high|critical)';
const LEVEL_SRC = `${WORD}(?:\\s*(?:-|–|/|to)\\s*${WORD})?`;
/** A level word (or a range, rounded up: "medium-high" is HIGH) as a Level. */
function levelOf(word) {
    const parts = word.toLowerCase().split(/\s*(?:-|–|\/|\bto\b)\s*/);
    let best = null;
    for (const p of parts) {
        const l = p === 'high' || p === 'critical'
            ? 'HIGH'
            : p === 'medium' || p === 'med' || p === 'moderate'
                ? 'MEDIUM'
                : p === 'low'
                    ? 'LOW'
                    : null;
        if (l && (0,types/* severityRank */.qs)(l) > (0,types/* severityRank */.qs)(best))
            best = l;
    }
    return best;
}
/** `3.`, `3.1`, `2)`: the numbering in front of a heading or a concern. */
const NUMBERING = /^\d+(?:\.\d+)*[.)]?\s+/;
const SEVERITY_HEADING = new RegExp(`^(?:(?:severity|priority)\\s*[:\\-–]?\\s*)?(${LEVEL_SRC})(?:[\\s-]*(?:severity|priority|risk|concerns?|issues?|findings?)){0,2}\\s*(?:\\(.*\\))?\\s*:?$`, 'i');
function severityHeading(title) {
    const m = SEVERITY_HEADING.exec(title.replace(NUMBERING, ''));
    return m?.[1] ? levelOf(m[1]) : null;
}
const LEADING_LABEL = new RegExp(`^(?:\\[\\s*(${LEVEL_SRC})\\s*\\]|\\(\\s*(${LEVEL_SRC})\\s*\\)|(?:severity|priority)\\s*[:=]\\s*(${LEVEL_SRC})\\b|(${LEVEL_SRC})\\s*(?::|—|–|-(?=\\s)|\\||\\.(?=\\s)|\\]|\\)))`, 'i');
const TRAILING_LABEL = new RegExp(`(?:\\[\\s*(${LEVEL_SRC})\\s*\\]|\\(\\s*(?:severity\\s*[:=]?\\s*)?(${LEVEL_SRC})(?:\\s+(?:severity|priority|risk))?\\s*\\))\\s*\\.?$`, 'i');
const SEVERITY_FIELD = new RegExp(`\\b(?:severity|priority)\\s*[:=\\-–]\\s*(${LEVEL_SRC})\\b`, 'i');
/** A level in bold at the start, whatever follows (`**HIGH** \`src/cart.ts:28\` — …`). */
const BOLD_LEVEL = new RegExp(`^\\s*(?:\\d+[.)]\\s*)?(?:\\*\\*|__)\\s*(?:\\[\\s*)?(${LEVEL_SRC})\\s*(?:\\]\\s*)?(?::\\s*)?(?:\\*\\*|__)`, 'i');
/**
 * The level a concern names for itself, e.g. `**HIGH** — …`, `[MEDIUM] …`, `… (LOW)`;
 * `words` is `plain(text)` when the caller has read it already.
 */
function ownLevel(text, words = plain(text)) {
    const bold = BOLD_LEVEL.exec(text);
    if (bold?.[1])
        return levelOf(bold[1]);
    const t = words.replace(NUMBERING, '');
    const lead = LEADING_LABEL.exec(t);
    if (lead)
        return levelOf(lead[1] ?? lead[2] ?? lead[3] ?? lead[4] ?? '');
    const trail = TRAILING_LABEL.exec(t);
    if (trail)
        return levelOf(trail[1] ?? trail[2] ?? '');
    const field = SEVERITY_FIELD.exec(t);
    return field?.[1] ? levelOf(field[1]) : null;
}
const NONE = /^[([]?\s*(?:none\b|n\/a\b|nothing\b|no (?:\w+[\s-]){0,3}(?:concerns?|issues?|findings?|problems?)\b)/i;
const RISK_LABEL = new RegExp(`\\b(?:overall(?:\\s+risk)?|risk(?:\\s+(?:assessment|level|rating))?)\\s*(?:[:：=|]|—|–|-|\\bis\\b)\\s*(?:rated\\s+|assessed\\s+as\\s+)?(${LEVEL_SRC})\\b`, 'i');
const LEVEL_LEAD = new RegExp(`^(?:[-*+]\\s+)?(${LEVEL_SRC})\\s*(?:[.:—–|(]|-(?=\\s)|$)`, 'i');
const LEVEL_RISK = new RegExp(`\\b(${LEVEL_SRC})[\\s-]+risk\\b`, 'i');
const CAPS_LEVEL = /\b(LOW|MEDIUM|HIGH|CRITICAL)\b/;
/** "I rate this MEDIUM overall", "rated low", "Medium overall": the verdict, not a level mentioned on the way. */
const RATED_LEVEL = new RegExp(`\\b(?:rate|rated|call|assess|assessed|consider)\\s+(?:this|it|the\\s+(?:change|pr|pull request|risk))\\s+(?:as\\s+)?(${LEVEL_SRC})\\b|\\b(${LEVEL_SRC})\\s+overall\\b`, 'i');
/** A level after a separator in a Risk Assessment heading: `Risk Assessment — Medium`. */
const TITLE_LEVEL = new RegExp(`[:—–-]\\s*(${LEVEL_SRC})\\b`, 'i');

;// CONCATENATED MODULE: ./src/findings/review.ts
/**
 * Reading a review (D11, D16): a lane's Risk Assessment and its Concerns, each with its level and
 * words, from the parsed output. What the reader cannot find is "not stated", never a guess; the
 * consensus and the findings both come from this one reading.
 */


function sectionKind(title) {
    const t = title.replace(NUMBERING, '').toLowerCase();
    if (/^summary\b|^overview\b/.test(t))
        return 'summary';
    if (/^strengths?\b|^positives?\b|^what('s| is) good\b/.test(t))
        return 'strengths';
    if (/^((key|main|major|potential|identified|notable|open|remaining) )?(concerns?|issues?|findings?|problems?)\b/.test(t))
        return 'concerns';
    if (/^suggestions?\b|^recommendations?\b|^improvements?\b/.test(t))
        return 'suggestions';
    if (/^(overall )?risk( assessment| level| rating)?\b/.test(t))
        return 'risk';
    return 'other';
}
function readReview(doc) {
    return readLines(linesOf(doc));
}
function readLines(lines) {
    // Sections by their headings (a severity heading is never a section of its own).
    const spans = [];
    lines.forEach((l, i) => {
        if (!l.heading || severityHeading(l.heading.title))
            return;
        const kind = sectionKind(l.heading.title);
        // A bold line that names no known section is a concern's title, not a new section.
        if (kind === 'other' && l.heading.level === 7)
            return;
        const prev = spans[spans.length - 1];
        if (prev && prev.end === lines.length) {
            if (kind === 'other' && prev.kind !== 'other' && l.heading.level > prev.level)
                return;
            prev.end = i;
        }
        spans.push({ kind, level: l.heading.level, start: i, end: lines.length, title: l.heading.title });
    });
    const risk = findRisk(lines, spans);
    let concernSpan = spans.find((s) => s.kind === 'concerns');
    if (!concernSpan) {
        // No Concerns heading, but severity headings: the concerns start at the first of them.
        const first = lines.findIndex((l) => l.heading && severityHeading(l.heading.title));
        if (first >= 0) {
            const after = spans.find((s) => s.start > first);
            concernSpan = {
                kind: 'concerns',
                level: 0,
                start: first - 1,
                end: after?.start ?? lines.length,
                title: '',
            };
        }
    }
    if (!concernSpan)
        return { risk, concerns: null, items: [] };
    const items = collectConcerns(lines.slice(concernSpan.start + 1, concernSpan.end), concernSpan.title, lines[concernSpan.end]?.at ?? Number.MAX_SAFE_INTEGER);
    const concerns = { HIGH: 0, MEDIUM: 0, LOW: 0, unrated: 0 };
    for (const it of items) {
        if (it.level)
            concerns[it.level]++;
        else
            concerns.unrated++;
    }
    return { risk, concerns, items };
}
function findRisk(lines, spans) {
    const riskSpan = spans.find((s) => s.kind === 'risk');
    if (riskSpan) {
        const fromTitle = RISK_LABEL.exec(riskSpan.title) ?? TITLE_LEVEL.exec(riskSpan.title);
        if (fromTitle?.[1])
            return levelOf(fromTitle[1]);
        const body = lines
            .slice(riskSpan.start + 1, riskSpan.end)
            .map((l) => l.text)
            .filter(Boolean);
        // The first line that states a level wins ("Medium — though the risk is low for users"): a
        // level the line opens with, else a labelled one.
        for (const t of body) {
            for (const re of [LEVEL_LEAD, RISK_LABEL]) {
                const m = re.exec(t);
                if (m?.[1])
                    return levelOf(m[1]);
            }
        }
        for (const t of body) {
            const cell = /^\|?\s*(?:overall|risk|level|rating)[^|]*\|\s*([^|]+)\|?/i.exec(t);
            const l = cell?.[1] ? levelOf(cell[1].trim()) : null;
            if (l)
                return l;
        }
        for (const re of [RATED_LEVEL, LEVEL_RISK, CAPS_LEVEL]) {
            for (const t of body) {
                const m = re.exec(t);
                const level = m?.[1] ?? m?.[2];
                if (level)
                    return levelOf(level);
            }
        }
    }
    // No Risk Assessment section: an explicit label anywhere ("**Risk:** Low", "| Risk | Medium |").
    for (const l of lines) {
        const t = l.text;
        const m = RISK_LABEL.exec(t) ?? /^\|?\s*risk(?: assessment| level)?\s*\|\s*([A-Za-z -]+?)\s*\|/i.exec(t);
        if (m?.[1]) {
            const level = levelOf(m[1].trim());
            if (level)
                return level;
        }
    }
    return null;
}
function collectConcerns(lines, title, endAt) {
    const items = [];
    /** The source line being read: where a concern pushed now starts. */
    let at = 0;
    // A heading like "Concerns (HIGH)" sets the level for everything under it.
    let current = severityHeading(title.replace(/^[^(]*\(([^)]*)\).*$/, '$1')) ?? null;
    /** How items are written under the current level: as list items at one indent, or as titles. */
    let style = null;
    /** Whether the current level came from a severity heading (paragraphs under it are concerns). */
    let underSeverityHeading = false;
    let table = null;
    const push = (text, indent, explicit, asTitle = false, markdown = text, 
    /** `plain(text)`, when the line has it already. */
    words = plain(text)) => {
        if (NONE.test(words.replace(/^[[(]?\w+[\])]?\s*[:—–-]\s*/, (m) => (ownLevel(m) ? '' : m))))
            return;
        items.push({
            level: explicit ?? current,
            text: words,
            head: words,
            markdown: [markdown.trim()],
            pending: explicit === null,
            indent,
            title: asTitle,
            detail: false,
            start: at,
        });
    };
    /** A title with nothing under it yet, followed by concerns that carry their own level, was a
     *  category ("### Security"), not a concern. */
    const dropBareTitle = () => {
        const last = items[items.length - 1];
        if (last?.title && last.pending && !last.detail)
            items.pop();
    };
    for (const l of lines) {
        at = l.at;
        if (l.tableCells) {
            const cells = l.tableCells;
            if (cells.every((c) => /^:?-{2,}:?$/.test(c) || c === ''))
                continue;
            if (!table) {
                const col = cells.findIndex((c) => /^(severity|priority|level|risk)$/i.test(c));
                table = { levelCol: col };
                if (col >= 0)
                    continue; // a header row
            }
            const level = (table.levelCol >= 0 ? levelOf(cells[table.levelCol] ?? '') : null) ??
                cells.map((c) => levelOf(c)).find((x) => x !== null) ??
                null;
            if (level || cells.some((c) => c.length > 0))
                push(cells.filter((c, i) => i !== table?.levelCol).join(' — '), 0, level, false, l.raw);
            continue;
        }
        table = null;
        if (l.heading) {
            const sev = severityHeading(l.heading.title);
            if (sev) {
                current = sev;
                style = null;
                underSeverityHeading = true;
                continue;
            }
            // A title-style concern (`#### 1. Race in cache (HIGH)` or `**Race in cache**`).
            const own = ownLevel(l.heading.title);
            if (style === null)
                style = { kind: 'title' };
            if (style.kind === 'title' || own)
                push(l.heading.title, l.indent, own, true);
            continue;
        }
        const last = items[items.length - 1];
        const field = SEVERITY_FIELD.exec(l.text);
        // A detail line under a concern may carry its level ("- Severity: High", or "**Severity:**
        // High" on its own line under a concern's heading).
        if (last?.pending && field?.[1] && (l.indent > last.indent || last.title)) {
            last.level = levelOf(field[1]);
            last.pending = false;
            last.detail = true;
            continue;
        }
        if (l.item !== undefined) {
            // A list item that is only a level ("- **High:**") heads the items nested under it.
            const sev = severityHeading((l.itemText ?? '').replace(/:$/, ''));
            if (sev) {
                current = sev;
                style = null;
                underSeverityHeading = true;
                continue;
            }
            const own = ownLevel(l.item, l.itemText);
            if (style === null)
                style = { kind: 'list', indent: l.indent };
            if (own || (style.kind === 'list' && l.indent <= style.indent + 1)) {
                if (own)
                    dropBareTitle();
                push(l.item, l.indent, own, false, l.item, l.itemText);
                continue;
            }
        }
        else {
            // A paragraph that opens with a label (`**HIGH:** the cache …`) is a concern too.
            const t = l.text;
            const own = t ? ownLevel(t) : null;
            if (own && LEADING_LABEL.test(t)) {
                dropBareTitle();
                push(l.raw, l.indent, own, false, l.raw, t);
                continue;
            }
            // The first paragraph under a severity heading is a concern written as prose.
            if (t && underSeverityHeading && style === null) {
                style = { kind: 'paragraph' };
                push(l.raw, l.indent, null, false, l.raw, t);
                continue;
            }
        }
        // Anything else under a concern is its detail: kept for the paths it names.
        if (last && l.raw.trim()) {
            last.text += ` ${l.itemText ?? l.text}`;
            last.markdown.push(l.raw.trim());
            last.detail = true;
        }
    }
    return items.map(({ level, text, markdown, head, start }, i) => ({
        level,
        text,
        markdown: markdown.join('\n'),
        head,
        lines: { start, end: items[i + 1]?.start ?? endAt },
    }));
}
/** A title is at most this long: the start of its first sentence, cut at a word. */
const MAX_TITLE = 120;
const LEAD_LEVEL = new RegExp(`^(?:\\[\\s*${LEVEL_SRC}\\s*\\]|\\(\\s*${LEVEL_SRC}\\s*\\)|(?:severity|priority)\\s*[:=]\\s*${LEVEL_SRC}\\b|${LEVEL_SRC}\\b)\\s*(?:[:—–|.\\]-]\\s*)?`, 'i');
/** A location written first (`src/a.ts:12 —`, `src/a.ts#L3-L5:`), or in parentheses anywhere. */
const LEAD_LOCATION = /^\S+?(?::L?\d+|#L\d+)\S*\s*(?:[—–:|-]\s*)?/;
const PAREN_LOCATION = /\s*\(\s*(?:[^()\s]+?(?::L?\d+|#L\d+)[^()]{0,40}|(?:at\s+|on\s+)?lines?\s+\d+[^()]{0,20})\)/gi;
/** A concern's title: its first sentence, without a leading level label or location. */
function concernTitle(text) {
    let t = text.slice(0, 2000).replace(NUMBERING, '');
    for (let k = 0; k < 3; k++) {
        const before = t;
        t = t.replace(LEAD_LEVEL, '').replace(LEAD_LOCATION, '').trimStart();
        if (t === before)
            break;
    }
    t = t.replace(PAREN_LOCATION, '');
    const end = /(?:[.!?](?=\s|$)|:\s|\s[—–]\s|\s-\s)/.exec(t);
    let title = (end ? t.slice(0, end.index) : t).trim();
    if (title.length > MAX_TITLE) {
        const cut = title.lastIndexOf(' ', MAX_TITLE);
        title = `${title.slice(0, cut > 40 ? cut : MAX_TITLE)}…`;
    }
    return title;
}


/***/ }),

/***/ 5315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eW: () => (/* binding */ FIX_FORMS),
/* harmony export */   oC: () => (/* binding */ SEVERITIES),
/* harmony export */   qs: () => (/* binding */ severityRank)
/* harmony export */ });
/** The findings stage's types; the report and GitHub surfaces consume them, never lane output. */
const SEVERITIES = ['HIGH', 'MEDIUM', 'LOW'];
/** HIGH 3, MEDIUM 2, LOW 1; no level at all 0. */
const severityRank = (s) => s ? SEVERITIES.length - SEVERITIES.indexOf(s) : 0;
/** The three ways a lane writes a fix (D19). */
const FIX_FORMS = ['suggestion', 'json', 'diff'];


/***/ }),

/***/ 7025:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ DISMISS_HOWS),
/* harmony export */   i: () => (/* binding */ OUTCOMES)
/* harmony export */ });
/** What became of a posted finding (D19), as results.json and the sticky comment's record say. */
const OUTCOMES = ['open', 'addressed', 'dismissed', 'outdated'];
/** How a person dismissed a finding: a 👎 on its comment, a `/dismiss` reply, a resolved thread. */
const DISMISS_HOWS = ['reaction', 'reply', 'thread'];


/***/ }),

/***/ 7944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L1: () => (/* binding */ HANDOVER_VERSION),
  ZM: () => (/* binding */ LANE_RESULTS_FILE),
  jL: () => (/* binding */ MAX_HANDOVER_BYTES)
});

// UNUSED EXPORTS: LaneResultsHandoverSchema, PLAN_FILE, PlanHandoverSchema, planHandover, readLaneResultsHandover, readPlanHandover

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __webpack_require__(4851);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(2888);
;// CONCATENATED MODULE: ./src/prompt/types.ts
/** What the prompt stage produces besides the prompt text: the change's context and each lane's trim. */

/** What a lane's budget cut from its prompt (REVIEWS.md's `trimmed_reviewers.<slug>`, the handover). */
const TrimInfoSchema = schemas/* object */.Ikc({
    budget: schemas/* number */.aig(),
    effective_budget: schemas/* number */.aig(),
    estimated_tokens: schemas/* number */.aig(),
    omitted: schemas/* array */.YOg(schemas/* string */.YjP()),
    truncated_files: schemas/* array */.YOg(schemas/* string */.YjP()),
    hard_failed: schemas/* boolean */.zMY(),
});

// EXTERNAL MODULE: ./src/report/results-schema.ts
var results_schema = __webpack_require__(6778);
// EXTERNAL MODULE: ./src/run/usage.ts
var usage = __webpack_require__(482);
// EXTERNAL MODULE: ./src/sys/regular-file.ts
var regular_file = __webpack_require__(8748);
// EXTERNAL MODULE: ./src/trust/issues.ts
var issues = __webpack_require__(3976);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
;// CONCATENATED MODULE: ./src/pipeline/handover.ts
/**
 * The files the matrix's jobs hand each other (D14), `plan.json` and `lane-results.json`: one
 * schema and a version each, since one workflow's jobs can run different releases (a moving tag).
 */










/** Raise it whenever either file changes shape; readers take exactly their own. */
const HANDOVER_VERSION = 1;
const PLAN_FILE = 'plan.json';
const LANE_RESULTS_FILE = 'lane-results.json';
/** Both files are our own JSON, but a lane job's folder is where a lane ran: read as untrusted. */
const MAX_HANDOVER_BYTES = 64 * 1024 * 1024;
const version = schemas/* literal */.euz(HANDOVER_VERSION);
/** Carried for whoever reads the file; the publish job makes its own. */
const handover_diagnostics = schemas/* array */.YOg(schemas/* custom */.IeY((d) => typeof d?.message === 'string', {
    error: 'needs a message',
}));
/** The plan without resolved argv, paths or manifests: what the publish job needs of it. */
const PlanHandoverSchema = schemas/* object */.Ikc({
    version,
    ok: schemas/* boolean */.zMY(),
    source: schemas/* enum */.k5n(vocabulary/* SELECTION_SOURCES */.Ks),
    baseline: schemas/* object */.Ikc({ ref: schemas/* string */.YjP(), sha: schemas/* string */.YjP().nullable(), path: schemas/* string */.YjP(), missing: schemas/* boolean */.zMY() }),
    lanes: schemas/* array */.YOg(schemas/* object */.Ikc({
        slug: schemas/* string */.YjP(),
        identity: schemas/* string */.YjP(),
        explicit: schemas/* boolean */.zMY(),
        status: schemas/* enum */.k5n(vocabulary/* PLANNED_STATUSES */.wb),
        reason: schemas/* enum */.k5n(vocabulary/* REASONS */.ez).optional(),
        detail: schemas/* string */.YjP().optional(),
    })),
    errors: handover_diagnostics,
    warnings: handover_diagnostics,
});
/** plan.json for a plan: the schema keeps each lane's standing and drops what resolving it produced. */
function planHandover(plan) {
    return PlanHandoverSchema.parse({ ...plan, version: HANDOVER_VERSION });
}
/** A lane job's results: each lane's full result (its text, caveats), which results.json leaves out. */
const LaneResultsHandoverSchema = schemas/* object */.Ikc({
    version,
    results: schemas/* array */.YOg(results_schema/* LaneResultJsonSchema */.r4.extend({
        body: schemas/* string */.YjP(),
        caveats: schemas/* array */.YOg(schemas/* string */.YjP()),
        warnings: schemas/* array */.YOg(schemas/* string */.YjP()),
        trimmed: TrimInfoSchema.optional(),
        // A usage not of its shape is dropped, the rest kept: a damaged figure must not reach the page.
        usage: usage/* LaneUsageSchema */.Dv.optional().catch(undefined),
    })),
});
function readHandover(dir, file, from, schema) {
    const refused = (why, missing = false) => ({
        ok: false,
        missing,
        message: `${file} from ${from}: ${why}`,
    });
    const read = readRegularFile(join(dir, file), MAX_HANDOVER_BYTES);
    if (read.kind === 'missing')
        return refused('does not exist', true);
    if (read.kind === 'too_large')
        return refused(`is ${read.bytes} bytes, over the ${MAX_HANDOVER_BYTES}-byte limit`);
    if (read.kind === 'error')
        return refused(`cannot be read: ${read.error.message}`);
    if (read.kind !== 'file')
        return refused('is not a regular file; it is not followed');
    const text = read.bytes.toString('utf8');
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch (error) {
        return refused(`is not valid JSON: ${jsonErrorText(error, text)}`);
    }
    const written = doc !== null && typeof doc === 'object' && !Array.isArray(doc)
        ? doc.version
        : undefined;
    if (written !== HANDOVER_VERSION) {
        const theirs = written === undefined
            ? 'has no handover version (an older release wrote it)'
            : `is handover version ${JSON.stringify(written)}`;
        return refused(`${theirs}, and this release of reviewer-lanes reads version ${HANDOVER_VERSION}: run the plan, lane and publish jobs with the same release`);
    }
    const parsed = schema.safeParse(doc);
    if (parsed.success)
        return { ok: true, value: parsed.data };
    const issue = parsed.error.issues[0];
    const at = jsonPath(issue.path);
    return refused(`is not a ${file} of version ${HANDOVER_VERSION}: ${issueMessage(issue, doc)}${at ? ` (at ${at})` : ''}`);
}
/** The plan job's plan.json in `dir`; a publish job cannot go on without it, so this throws. */
function readPlanHandover(dir) {
    const read = readHandover(dir, PLAN_FILE, 'the plan job', PlanHandoverSchema);
    if (!read.ok)
        throw new ConfigurationError({ code: 'invalid_handover', message: read.message });
    return read.value;
}
/** A lane job's results in `dir`, or why they cannot be used (the lane is then reported failed). */
function readLaneResultsHandover(dir, identity) {
    return readHandover(dir, LANE_RESULTS_FILE, `the job of lane ${identity}`, LaneResultsHandoverSchema);
}


/***/ }),

/***/ 3855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadReportStages: () => (/* binding */ loadReportStages),
  report: () => (/* binding */ report)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/incremental/fingerprint.ts
var fingerprint = __webpack_require__(100);
// EXTERNAL MODULE: ./src/findings/findings.ts + 1 modules
var findings = __webpack_require__(435);
// EXTERNAL MODULE: ./src/findings/types.ts
var types = __webpack_require__(5315);
// EXTERNAL MODULE: ./src/incremental/carry.ts
var carry = __webpack_require__(2383);
;// CONCATENATED MODULE: ./src/incremental/outcomes.ts
/**
 * What became of each finding (D19), settled once per run: this run's findings and the carried
 * ones are `open` unless someone with write access dismissed them; the last review's findings the
 * new commits changed and this review did not raise again are `addressed`; those whose file is
 * gone, or that a full review cannot follow through a rewritten history, are `outdated`. A
 * dismissed finding is followed by its fingerprint, and by where GitHub (or the delta) places it.
 */



const near = (a, b) => a.path === b.path &&
    Math.max(a.line, b.line) -
        Math.min(Math.max(a.line, a.endLine ?? a.line), Math.max(b.line, b.endLine ?? b.line)) <=
        carry/* NEAR_LINES */.J;
const severityOf = (s) => types/* SEVERITIES */.oC.includes(s ?? '') ? s : 'MEDIUM';
/** A dismissal of a comment the record does not hold (cut, or of an older release): from the comment. */
function fromComment(d) {
    const line = d.line ?? 1;
    return {
        id: (0,findings/* findingId */.zK)(d.path, d.title),
        severity: severityOf(d.severity),
        path: d.path,
        line: d.startLine ?? line,
        ...(d.startLine !== null && d.line !== null && d.startLine < d.line ? { endLine: d.line } : {}),
        title: d.title,
        lanes: [],
        agreement: 1,
        of: 1,
        fingerprint: d.fingerprint ?? '',
        outcome: 'dismissed',
    };
}
function dismissedEntry(base, d) {
    const { reason: _r, commit: _c, ...rest } = base;
    return {
        ...rest,
        outcome: 'dismissed',
        by: d.by,
        how: d.how,
        ...(d.reason ? { reason: d.reason } : {}),
        commentId: d.commentId,
    };
}
/** The dismissals of this run: the live comments' first, then the record's that they do not repeat. */
function followDismissals(input) {
    const recorded = input.history?.recorded ?? [];
    const out = [];
    for (const d of input.history?.dismissals ?? []) {
        const base = recorded.find((r) => d.fingerprint !== undefined && r.fingerprint === d.fingerprint) ??
            recorded.find((r) => r.commentId === d.commentId);
        const entry = dismissedEntry(base ?? fromComment(d), d);
        const at = d.line === null
            ? null
            : { path: d.path, line: d.startLine ?? d.line, ...(d.startLine !== null ? { endLine: d.line } : {}) };
        out.push({ fingerprint: entry.fingerprint || undefined, at, entry });
    }
    const earlier = recorded.filter((r) => r.outcome === 'dismissed' &&
        !out.some((f) => (r.fingerprint && f.fingerprint === r.fingerprint) ||
            (r.commentId !== undefined && f.entry.commentId === r.commentId)));
    // Through the new commits like a carried finding; a full review has only the fingerprint to go on.
    const moved = input.delta ? (0,carry/* carryThrough */.d)(earlier, input.delta).carried : [];
    for (const r of earlier) {
        const m = moved.find((x) => x.id === r.id && x.fingerprint === r.fingerprint);
        out.push({ fingerprint: r.fingerprint || undefined, at: m ?? null, entry: r });
    }
    return out;
}
function settleOutcomes(input) {
    const dismissals = followDismissals(input);
    const comments = input.history?.comments ?? [];
    const commentOf = (fp, at) => (comments.find((c) => c.fingerprint === fp) ??
        comments.find((c) => c.line !== null && near(at, { path: c.path, line: c.line })))?.id;
    const hit = new Set();
    const dismissalOf = (fp, at) => {
        const d = dismissals.find((x) => (x.fingerprint !== undefined && x.fingerprint === fp) || (x.at && near(at, x.at)));
        if (d)
            hit.add(d);
        return d;
    };
    const open = new Map();
    const suppressed = [];
    const keep = (list) => list.filter((f) => {
        const fingerprint = input.fingerprintOf(f);
        const d = dismissalOf(fingerprint, f);
        if (d) {
            // Raised again where it was dismissed: shown as this run saw it, still dismissed.
            suppressed.push({ ...recordedOf(f, fingerprint), ...outcomeOf(d.entry) });
            return false;
        }
        const commentId = commentOf(fingerprint, f);
        open.set(f, { ...recordedOf(f, fingerprint), outcome: 'open', ...(commentId ? { commentId } : {}) });
        return true;
    });
    const findings = keep(input.fresh);
    const carried = keep(input.carried);
    const dismissed = [...suppressed, ...dismissals.filter((d) => !hit.has(d)).map((d) => d.entry)];
    const openList = [...open.values()];
    const raisedAgain = (r) => openList.some((o) => o.fingerprint === r.fingerprint) ||
        dismissed.some((o) => o.fingerprint === r.fingerprint && r.fingerprint !== '');
    const settledBefore = [];
    const touched = new Set(input.touched.map((t) => t.id));
    const carriedIds = new Set(input.carried.map((c) => c.id));
    for (const r of input.history?.recorded ?? []) {
        if (r.outcome === 'dismissed' || raisedAgain(r))
            continue;
        if (r.outcome !== 'open') {
            settledBefore.push(r);
            continue;
        }
        const commentId = r.commentId ?? comments.find((c) => c.fingerprint === r.fingerprint && r.fingerprint)?.id;
        const withComment = commentId !== undefined ? { commentId } : {};
        if (!input.headFiles.has(r.path)) {
            settledBefore.push({ ...r, ...withComment, outcome: 'outdated' });
        }
        else if (input.delta) {
            // Carried, or superseded by a finding of this run at its place: not settled here.
            if (carriedIds.has(r.id) || !touched.has(r.id))
                continue;
            if (input.fresh.some((f) => near(f, r)))
                continue;
            const commit = input.changedBy(r.path);
            settledBefore.push({ ...r, ...withComment, outcome: 'addressed', ...(commit ? { commit } : {}) });
        }
        else if (!input.fresh.some((f) => near(f, r))) {
            // A full review cannot follow the last one's lines through a rewritten history.
            settledBefore.push({ ...r, ...withComment, outcome: 'outdated' });
        }
    }
    const record = [];
    const seen = new Set();
    for (const r of [...openList, ...dismissed, ...settledBefore]) {
        const key = r.fingerprint || `${r.id}:${r.commentId ?? ''}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        record.push(r);
    }
    return { findings, carried, dismissed, record, open };
}
function recordedOf(f, fingerprint) {
    return {
        id: f.id,
        severity: f.severity,
        path: f.path,
        line: f.line,
        ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
        title: f.title,
        lanes: [...f.lanes],
        agreement: f.agreement,
        of: f.of,
        fingerprint,
        outcome: 'open',
    };
}
function outcomeOf(r) {
    return {
        outcome: 'dismissed',
        ...(r.by !== undefined ? { by: r.by } : {}),
        ...(r.how !== undefined ? { how: r.how } : {}),
        ...(r.reason !== undefined ? { reason: r.reason } : {}),
        ...(r.commentId !== undefined ? { commentId: r.commentId } : {}),
    };
}

// EXTERNAL MODULE: ./src/sys/git.ts
var sys_git = __webpack_require__(681);
// EXTERNAL MODULE: ./src/incremental/follow.ts
var follow = __webpack_require__(8775);
;// CONCATENATED MODULE: ./src/incremental/scope.ts
/** The event of a `/review` comment (D21): the commits since the last review, unless it says `--full`. */
const ON_DEMAND_EVENT = 'issue_comment';
const scope_short = (sha) => sha.slice(0, 12);
/** A full review decided without git (no fetch of the previous head); null when git must decide. */
function scopeBeforeGit(input) {
    const { previous, pr } = input;
    if (input.mode === 'off')
        return full('off', 'incremental: off, so every run reviews the whole pull request.', previous);
    if (input.event.name === ON_DEMAND_EVENT) {
        if (input.requestedFull)
            return full('requested_full', 'the `/review` comment asked for `--full`.', previous);
    }
    else if (input.event.name !== 'pull_request' || input.event.action !== 'synchronize') {
        const what = input.event.name === 'pull_request'
            ? `a pull_request ${input.event.action ?? 'event'}`
            : `a ${input.event.name} event`;
        return full('not_synchronize', `this run is for ${what}; only a push to the pull request (pull_request synchronize) or a \`/review\` comment is reviewed incrementally.`, previous);
    }
    if ('none' in previous)
        return full('no_previous_review', previous.none, previous);
    if (previous.base !== pr.baseSha) {
        return full('base_changed', `the pull request's base moved from \`${scope_short(previous.base)}\` to \`${scope_short(pr.baseSha)}\` since the last review, so what the change is has changed.`, previous);
    }
    if (previous.head === pr.headSha) {
        return full('same_head', `the last review already covered this head (\`${scope_short(pr.headSha)}\`): a re-run reviews the whole pull request again.`, previous);
    }
    return null;
}
/** The scope of a review, once git has said how the previously reviewed head relates to the new one. */
function decideScope(input, ancestry) {
    const early = scopeBeforeGit(input);
    if (early)
        return early;
    const previous = input.previous;
    const head = scope_short(input.pr.headSha);
    switch (ancestry) {
        case 'missing':
            return full('previous_head_missing', `the last reviewed head \`${scope_short(previous.head)}\` is not in the checkout and could not be fetched (was it deleted by a force-push? actions/checkout with fetch-depth: 0 fetches the whole history).`, previous);
        case 'not_ancestor':
            return full('not_ancestor', `the last reviewed head \`${scope_short(previous.head)}\` is not an ancestor of \`${head}\`: the branch was force-pushed or rebased${input.shallow ? ' (or the checkout is too shallow to show their history: actions/checkout with fetch-depth: 0)' : ''}.`, previous);
        case 'ancestor':
            return { kind: 'delta', since: previous.head, previousHead: previous.head };
    }
}
function full(reason, detail, previous) {
    return { kind: 'full', reason, detail, ...('head' in previous ? { previousHead: previous.head } : {}) };
}
/** The page's line about the scope: which review this is and why. */
function scopeNote(scope, head, withFindings) {
    if (scope.kind === 'delta')
        return `Incremental review: the lanes reviewed only the commits \`${scope_short(scope.since)}..${scope_short(head)}\`, with the whole change's file list${withFindings ? " and the last review's open findings" : ''} as context.`;
    return `Full review: ${scope.detail}`;
}

// EXTERNAL MODULE: ./src/paths.ts
var paths = __webpack_require__(8431);
// EXTERNAL MODULE: ./src/report/sarif.ts
var sarif = __webpack_require__(643);
// EXTERNAL MODULE: ./src/sys/regular-file.ts
var regular_file = __webpack_require__(8748);
// EXTERNAL MODULE: ./src/pipeline/handover.ts + 1 modules
var pipeline_handover = __webpack_require__(7944);
// EXTERNAL MODULE: ./src/pipeline/input.ts
var pipeline_input = __webpack_require__(3510);
// EXTERNAL MODULE: ./src/pipeline/prompt.ts
var pipeline_prompt = __webpack_require__(2222);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/report/redact.ts
var redact = __webpack_require__(649);
;// CONCATENATED MODULE: ./src/pipeline/secrets.ts
/**
 * What a run must never publish: the lanes' credentials and the step's own secrets. Whoever reads
 * the comment or the artifact reads what a lane wrote, so its text is redacted first.
 */




/** Env names that hold credentials, by the conventions CLIs and providers use. */
const CREDENTIAL_NAME_RE = /(KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH)/i;
/** The lanes' credentials (`apiKeyEnv`, credential-like names) and `extra`; URLs stay readable. */
function secretValues(plan, env, extra = []) {
    const names = new Set();
    for (const l of plan.lanes) {
        for (const n of l.plan?.envNames ?? [])
            if (CREDENTIAL_NAME_RE.test(n))
                names.add(n);
        if (l.plan?.transport === 'openai-http' && l.plan.apiKeyEnv)
            names.add(l.plan.apiKeyEnv);
    }
    const values = [...names].map((n) => env[n]).filter((v) => typeof v === 'string');
    return [...values, ...extra].filter((v) => v.length >= 8);
}
/** Lane files larger than this are left as they are (the capture cap is 10 MiB). */
const MAX_REDACTED_FILE_BYTES = 16 * 1024 * 1024;
/** Rewrites, redacted, each lane file that holds a secret or a token shape. Best effort per file. */
function redactLaneFiles(dir, secrets) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(dir);
    }
    catch {
        return;
    }
    for (const name of names) {
        const path = (0,external_node_path_.join)(dir, name);
        // A lane may have left a link or a FIFO among its files: read and written, never followed.
        const read = (0,regular_file/* readRegularFile */.XF)(path, MAX_REDACTED_FILE_BYTES);
        if (read.kind !== 'file')
            continue;
        try {
            const text = read.bytes.toString('utf8');
            const redacted = (0,redact/* redactSecrets */.f)(text, secrets);
            if (redacted !== text)
                (0,regular_file/* writeNoFollow */.cK)(path, redacted);
        }
        catch {
            // a file that cannot be read or written stays as it is
        }
    }
}
function redactedResult(r, secrets) {
    const clean = (t) => (0,redact/* redactSecrets */.f)(t, secrets);
    return {
        ...r,
        body: clean(r.body),
        ...(r.detail !== undefined ? { detail: clean(r.detail) } : {}),
        caveats: r.caveats.map(clean),
        warnings: r.warnings.map(clean),
    };
}
function redactedFinding(f, secrets) {
    const clean = (t) => (0,redact/* redactSecrets */.f)(t, secrets);
    const { suggestion, ...rest } = f;
    // A suggestion is committed as written: one the redaction would change is not offered (D19).
    const keep = suggestion && suggestion.lines.every((l) => clean(l) === l);
    return {
        ...rest,
        title: clean(f.title),
        byLane: f.byLane.map((l) => ({
            ...l,
            title: clean(l.title),
            text: clean(l.text),
            ...(l.fixes ? { fixes: l.fixes.map((x) => ({ ...x, lines: x.lines.map(clean) })) } : {}),
        })),
        ...(keep ? { suggestion } : {}),
    };
}

;// CONCATENATED MODULE: ./src/pipeline/report.ts
/** The tail of every review: findings, the outcome, and the run's files in the out directory. */













let stages;
/**
 * The stages that read lane output and write the report, with their Markdown parser and YAML:
 * loaded once, as the first lane ends (review.ts), while the others run, so little is compiled
 * after the last lane. One after the other: they share modules, and jest's loader fails
 * concurrent imports of one.
 */
function loadReportStages() {
    stages ??= (async () => [
        await Promise.all(/* import() */[__webpack_require__.e(632), __webpack_require__.e(198)]).then(__webpack_require__.bind(__webpack_require__, 9198)),
        await Promise.all(/* import() */[__webpack_require__.e(632), __webpack_require__.e(940)]).then(__webpack_require__.bind(__webpack_require__, 8940)),
        await Promise.all(/* import() */[__webpack_require__.e(632), __webpack_require__.e(269)]).then(__webpack_require__.bind(__webpack_require__, 4269)),
    ])();
    return stages;
}
async function report(given, deps, plan, lanes, results, prompt) {
    // Read by now: the prompt waited for it.
    const input = await (0,pipeline_input/* withLastReview */.X)(given);
    const { settings } = input;
    const [findingsStage, { buildResultsJson, computeOutcome, withCarried, withOutcomes }, { declaredOrder, renderReviews },] = await loadReportStages();
    const change = (0,pipeline_prompt/* changeContext */.Un)(input, prompt);
    const { changedPaths } = prompt;
    const secrets = secretValues(plan, input.env, input.secrets);
    const laneInfo = laneInfoMap(plan.catalog, lanes);
    const headFiles = findingsStage.headTreeFiles(deps.git, prompt.headSha);
    const laneRecords = await input.laneRecords;
    const read = await findingsStage.collectFindings({
        lanes: declaredOrder(results, laneInfo),
        changedPaths: prompt.hunks.map((h) => h.path),
        hunks: prompt.hunks,
        roots: [settings.cwd],
        headFiles,
        suggestions: settings.suggestions !== false,
    });
    // What a lane wrote is published (SARIF, inline comments): never with the run's secrets in it.
    const raised = read.findings.map((f) => redactedFinding(f, secrets));
    // D17: a finding the new commits left alone still stands, unless a lane flagged its place again.
    const stillStanding = (0,follow/* stillCarried */.F)(prompt.carried, raised);
    // D19: what people did with the last review's comments, and what the new commits did to its findings.
    const settled = await settle(input, deps.git, prompt, raised, stillStanding, headFiles);
    const { findings, carried } = settled;
    input.findingsSettled?.(findings);
    const outcome = computeOutcome(results, settings.failOn, [...findings, ...carried], read.readings);
    const ok = outcome.ok && plan.errors.length === 0;
    const resultsJson = withOutcomes(withCarried(buildResultsJson(results, ok, settings.outDir, findings), carried), settled.record, settled.dismissed, input.history?.feedback ?? []);
    const markdown = renderReviews({
        ...(input.scope
            ? {
                scope: {
                    note: scopeNote(input.scope, prompt.headSha, input.previous !== undefined),
                    carried,
                    omitted: prompt.omitted,
                },
            }
            : {}),
        change,
        baseline: plan.baseline,
        results,
        lanes: laneInfo,
        reviewedAt: (deps.now ?? (() => new Date()))(),
        secrets,
        changedPaths,
        notes: plan.errors.map((e) => `Error: ${e.message}`),
        read: { ...read, findings },
        outcomes: settled.record,
        ...(laneRecords ? { laneRecords } : {}),
    });
    const reviewsPath = (0,external_node_path_.join)(settings.outDir, 'REVIEWS.md');
    const resultsPath = (0,external_node_path_.join)(settings.outDir, 'results.json');
    const sarifPath = (0,external_node_path_.join)(settings.outDir, sarif/* SARIF_FILE */.P3);
    if (input.publishes)
        redactLaneFiles((0,external_node_path_.join)(settings.outDir, 'lanes'), secrets);
    const handover = input.publishes ? results.map((r) => redactedResult(r, secrets)) : results;
    // Made anew: a lane is told where the out directory is (its prompt and output are there) and
    // may have left a link or a FIFO at these names (sys/regular-file.ts).
    (0,regular_file/* writeFresh */._o)(reviewsPath, markdown);
    (0,regular_file/* writeFresh */._o)(resultsPath, `${JSON.stringify(resultsJson, null, 2)}\n`);
    (0,regular_file/* writeFresh */._o)(sarifPath, `${JSON.stringify((0,sarif/* buildSarif */.Ep)(findings, { version: (0,paths.packageVersion)() }, carried, settled.dismissed), null, 2)}\n`);
    // The full results (bodies, caveats) for a publish job that merges lane jobs (D14).
    (0,regular_file/* writeFresh */._o)((0,external_node_path_.join)(settings.outDir, pipeline_handover/* LANE_RESULTS_FILE */.ZM), `${JSON.stringify({ version: pipeline_handover/* HANDOVER_VERSION */.L1, results: handover }, null, 2)}\n`);
    return {
        ok,
        plan,
        change,
        results,
        results_json: resultsJson,
        outDir: settings.outDir,
        reviewsPath,
        resultsPath,
        sarifPath,
        reviewsMarkdown: markdown,
        findings,
        carried,
        record: settled.record,
        dismissed: settled.dismissed,
        secrets,
    };
}
/** A fingerprint's line is read from at most this many files of the head; the others hash an empty line. */
const MAX_FINGERPRINT_FILES = 50;
/** D19: every finding's outcome, from the run's findings, the carried ones and the pull request's history. */
async function settle(input, git, prompt, raised, carried, headFiles) {
    const lineAt = await headLines(git, prompt.headSha, [...raised, ...carried], prompt.hunks);
    const changedBy = new Map();
    if (prompt.delta && input.scope?.kind === 'delta') {
        const since = input.scope.since;
        // The newest commit of the range that changed each touched file: the one an addressed finding names.
        for (const path of new Set(prompt.touched.map((t) => t.path))) {
            const r = await git.exec(['log', '-1', '--format=%H', `${since}..${prompt.headSha}`, '--', path]);
            const sha = r.stdout.trim();
            if (r.exitCode === 0 && sha)
                changedBy.set(path, sha);
        }
    }
    return settleOutcomes({
        fresh: raised,
        carried,
        touched: prompt.touched,
        fingerprintOf: (f) => (0,fingerprint/* findingFingerprint */.ix)(f.path, f.title, lineAt(f.path, f.line)),
        ...(input.history ? { history: input.history } : {}),
        ...(prompt.delta ? { delta: prompt.delta } : {}),
        headFiles: input.history || prompt.touched.length > 0 ? await headFiles() : new Set(),
        changedBy: (path) => changedBy.get(path) ?? prompt.headSha,
    });
}
/**
 * The head's text of a line, for the fingerprints: from the diff's hunks, which hold the head's
 * text of their lines, else from the file at the head (at most MAX_FINGERPRINT_FILES of those are
 * read). A finding on a changed line, the usual one, costs no git process after the lanes.
 */
async function headLines(git, head, at, hunks) {
    const byPath = new Map(hunks.map((h) => [h.path, h.hunks]));
    const inHunk = (path, line) => {
        const h = byPath.get(path)?.find((x) => x.lines && x.start <= line && line <= x.end);
        return h?.lines?.[line - h.start];
    };
    const unread = [...new Set(at.filter((f) => inHunk(f.path, f.line) === undefined).map((f) => f.path))];
    const paths = unread.slice(0, MAX_FINGERPRINT_FILES);
    // Every file in one read where git can (two processes, however many files).
    const read = await (0,sys_git/* readFilesOf */.z3)(git, head, paths);
    const files = new Map();
    paths.forEach((p, i) => {
        const f = read[i];
        if (f?.kind === 'file')
            files.set(p, f.content.split('\n'));
    });
    return (path, line) => inHunk(path, line) ?? files.get(path)?.[line - 1] ?? '';
}
function laneInfoMap(catalog, lanes) {
    const byId = new Map();
    for (const l of catalog.lanes)
        byId.set(l.reviewer.slug, l);
    const map = new Map();
    for (const p of lanes) {
        const lane = p.lane ?? byId.get(p.slug);
        if (!lane)
            continue;
        map.set(p.identity, {
            reviewsSection: lane.reviewer.reviewsSection,
            evidenceClass: lane.reviewer.evidenceClass,
            order: lane.order,
            source: lane.source,
            ...(p.instance ? { instanceOf: lane.reviewer.slug } : {}),
        });
    }
    return map;
}


/***/ }),

/***/ 649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ redactSecrets)
/* harmony export */ });
/* unused harmony export REDACTED */
/**
 * Redaction of what a lane must never publish (D12): token shapes and the step's own secrets.
 * Apart from sanitize.ts so redacting files never loads the Markdown parser.
 */
const REDACTED = '[REDACTED]';
/**
 * Token shapes, redacted in code blocks too. Every pattern is linear in the text (lane output is
 * untrusted; a backtracking pattern lets a lane stall the report), so lookaheads become `accept`.
 */
const TOKEN_PATTERNS = [
    { name: 'github-token', re: /\bgh[pousr]_[A-Za-z0-9]{20,255}\b/g },
    { name: 'github-fine-grained-token', re: /\bgithub_pat_[A-Za-z0-9_]{20,255}\b/g },
    // sk-…, sk-ant-…, sk-proj-…: real keys mix letters and digits, which spares prose like "sk-learn".
    {
        name: 'api-key',
        re: /\bsk-[A-Za-z0-9_-]{20,}/g,
        accept: (m) => /\d/.test(m.slice(3)) && /[A-Za-z]/.test(m.slice(3)),
    },
    { name: 'aws-access-key', re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
    { name: 'jwt', re: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
];
/** Credentials by where they sit: a URL's user info and the value after a credential-named key. */
const CREDENTIAL_SLOTS = [
    /(?<=:\/\/)[^\s/@:]+:[^\s/@]+(?=@)/g,
    // An authorization header (the checkout's git config holds one). The lookbehind's whitespace is
    // bounded: an unbounded `\s*` there is quadratic in a run of spaces.
    /(?<=\bauthorization:\s{0,32}(?:basic|bearer|token)\s{1,32})[A-Za-z0-9+/=._-]{8,}/gi,
    /(?<=\b["']?(?:api[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret|secret|password|passwd)["']?\s{0,32}[:=]\s{0,32}["']?)[^\s"',;}{]{6,}/gi,
];
/** Secret values shorter than this are not redacted: they would shred ordinary text. */
const MIN_SECRET_LENGTH = 4;
function redactSecrets(text, secrets = []) {
    const values = new Set();
    for (const s of secrets) {
        if (typeof s !== 'string')
            continue;
        if (s.length >= MIN_SECRET_LENGTH)
            values.add(s);
        // A multi-line secret (a private key) is also redacted line by line, as the runner masks it.
        if (s.includes('\n'))
            for (const line of s.split(/\r?\n/))
                if (line.trim().length >= MIN_SECRET_LENGTH)
                    values.add(line.trim());
    }
    let out = text;
    for (const v of [...values].sort((a, b) => b.length - a.length))
        out = out.split(v).join(REDACTED);
    for (const { re, accept } of TOKEN_PATTERNS)
        out = accept ? out.replace(re, (m) => (accept(m) ? REDACTED : m)) : out.replace(re, REDACTED);
    for (const re of CREDENTIAL_SLOTS)
        out = out.replace(re, REDACTED);
    return out;
}


/***/ }),

/***/ 6778:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kI: () => (/* binding */ RESULTS_VERSION),
/* harmony export */   r4: () => (/* binding */ LaneResultJsonSchema),
/* harmony export */   xu: () => (/* binding */ AGREED)
/* harmony export */ });
/* unused harmony exports FindingEntrySchema, OutcomeEntrySchema, ResultsJsonSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2857);
/* harmony import */ var _incremental_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7025);
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5315);
/* harmony import */ var _run_usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(482);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7819);
/**
 * results.json's shape (D9), apart from how a run fills it (results.ts): the matrix's handover
 * checks lane results against it without loading the report.
 */





/** One lane in results.json; the matrix's lane-results.json carries it with its text (D14). */
const LaneResultJsonSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    slug: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    identity: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .LANE_STATUSES */ ._l),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .REASONS */ .ez).optional(),
    detail: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    explicit: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nonnegative(),
    model: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    servedModel: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
    reviewPath: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    errPath: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** What the lane spent (D17): its own figures (`lane`) or our estimate (`estimate`). */
    usage: _run_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .LaneUsageSchema */ .Dv.optional(),
});
/** A finding as results.json shows it: without each lane's own text. */
const FindingEntrySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    severity: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_findings_types_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITIES */ .oC),
    path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    line: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive(),
    endLine: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().optional(),
    title: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    lanes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    agreement: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive(),
});
/** D19: the lane's fix GitHub can commit: the new text of `line`..`endLine`, one entry per line. */
const SuggestionEntrySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    lane: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    form: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_findings_types_js__WEBPACK_IMPORTED_MODULE_3__/* .FIX_FORMS */ .eW),
    lines: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
/** D19: a finding with what became of it. */
const OutcomeEntrySchema = FindingEntrySchema.extend({
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_incremental_types_js__WEBPACK_IMPORTED_MODULE_4__/* .OUTCOMES */ .i),
    by: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    how: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_incremental_types_js__WEBPACK_IMPORTED_MODULE_4__/* .DISMISS_HOWS */ .N).optional(),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    commit: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    commentId: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().optional(),
});
/** D19: a 👎 or `/dismiss` read on one of our inline comments; `counted` when it dismissed. */
const FeedbackEntrySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    commentId: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive(),
    by: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    how: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_incremental_types_js__WEBPACK_IMPORTED_MODULE_4__/* .DISMISS_HOWS */ .N),
    counted: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
});
/** results.json's version: 2 added `outcomes`, `dismissed` and `feedback` (D19); absent reads as 1. */
const RESULTS_VERSION = 2;
/** The published shape. */
const ResultsJsonSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().default(1),
    ok: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    lanes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(LaneResultJsonSchema),
    /** D16: the merged findings; a results.json from before findings reads as having none. */
    findings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(FindingEntrySchema.extend({
        lanes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).min(1),
        inline: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        suggestion: SuggestionEntrySchema.optional(),
    }))
        .default([]),
    /** D17: the last review's findings the new commits left alone; `findings` is only this run's. */
    carriedFindings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(FindingEntrySchema).optional(),
    /**
     * D19: every finding posted on the pull request and what became of it — open (this run's and
     * the carried), dismissed (by, how, reason), addressed (commit), outdated.
     */
    outcomes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(OutcomeEntrySchema).default([]),
    /** D19: the dismissed findings, out of `findings`, the counts and the gate. */
    dismissed: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(OutcomeEntrySchema).default([]),
    /** D19: the feedback read on our inline comments, that of people without write access included. */
    feedback: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(FeedbackEntrySchema).default([]),
});
/** Agreement from which a finding counts as agreed (D16: the `agreed-findings` output, `agreed-high`). */
const AGREED = 2;


/***/ })

};
