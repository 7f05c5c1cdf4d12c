export const id = 452;
export const ids = [452];
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

/***/ 8940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AGREED: () => (/* binding */ AGREED),
/* harmony export */   LaneResultJsonSchema: () => (/* binding */ LaneResultJsonSchema),
/* harmony export */   RESULTS_VERSION: () => (/* binding */ RESULTS_VERSION),
/* harmony export */   ResultsJsonSchema: () => (/* binding */ ResultsJsonSchema),
/* harmony export */   buildResultsJson: () => (/* binding */ buildResultsJson),
/* harmony export */   computeOutcome: () => (/* binding */ computeOutcome),
/* harmony export */   withCarried: () => (/* binding */ withCarried),
/* harmony export */   withOutcomes: () => (/* binding */ withOutcomes)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2857);
/* harmony import */ var _incremental_types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7025);
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5315);
/* harmony import */ var _run_usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(482);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7819);
/* harmony import */ var _consensus_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3629);
/** results.json and the run's outcome (D9), decided once for both entry points. */







/** One lane in results.json; the matrix's lane-results.json carries it with its text (D14). */
const LaneResultJsonSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
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
});
/** A finding as results.json shows it: without each lane's own text. */
const FindingEntrySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    severity: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_findings_types_js__WEBPACK_IMPORTED_MODULE_5__/* .SEVERITIES */ .oC),
    path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    line: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive(),
    endLine: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive().optional(),
    title: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    lanes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()),
    agreement: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive(),
});
/** D19: the lane's fix GitHub can commit: the new text of `line`..`endLine`, one entry per line. */
const SuggestionEntrySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    lane: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    form: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_findings_types_js__WEBPACK_IMPORTED_MODULE_5__/* .FIX_FORMS */ .eW),
    lines: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()),
});
/** D19: a finding with what became of it. */
const OutcomeEntrySchema = FindingEntrySchema.extend({
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_incremental_types_js__WEBPACK_IMPORTED_MODULE_6__/* .OUTCOMES */ .i),
    by: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    how: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_incremental_types_js__WEBPACK_IMPORTED_MODULE_6__/* .DISMISS_HOWS */ .N).optional(),
    reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    commit: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    commentId: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive().optional(),
});
/** D19: a 👎 or `/dismiss` read on one of our inline comments; `counted` when it dismissed. */
const FeedbackEntrySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    commentId: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive(),
    by: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    how: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_incremental_types_js__WEBPACK_IMPORTED_MODULE_6__/* .DISMISS_HOWS */ .N),
    counted: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
});
/** results.json's version: 2 added `outcomes`, `dismissed` and `feedback` (D19); absent reads as 1. */
const RESULTS_VERSION = 2;
/** The published shape. */
const ResultsJsonSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().positive().default(1),
    ok: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    lanes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(LaneResultJsonSchema),
    /** D16: the merged findings; a results.json from before findings reads as having none. */
    findings: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(FindingEntrySchema.extend({
        lanes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).min(1),
        inline: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
        suggestion: SuggestionEntrySchema.optional(),
    }))
        .default([]),
    /** D17: the last review's findings the new commits left alone; `findings` is only this run's. */
    carriedFindings: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(FindingEntrySchema).optional(),
    /**
     * D19: every finding posted on the pull request and what became of it — open (this run's and
     * the carried), dismissed (by, how, reason), addressed (commit), outdated.
     */
    outcomes: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(OutcomeEntrySchema).default([]),
    /** D19: the dismissed findings, out of `findings`, the counts and the gate. */
    dismissed: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(OutcomeEntrySchema).default([]),
    /** D19: the feedback read on our inline comments, that of people without write access included. */
    feedback: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(FeedbackEntrySchema).default([]),
});
/** Agreement from which a finding counts as agreed (D16: the `agreed-findings` output, `agreed-high`). */
const AGREED = 2;
/**
 * D9: fails when an explicitly requested lane did not end `reviewed`; `failOn: 'high'` adds any
 * lane whose risk is HIGH, `'agreed-high'` (D16) a HIGH finding two or more lanes flagged.
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
        version: RESULTS_VERSION,
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
