export const id = 740;
export const ids = [740];
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

/***/ 23629:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xr: () => (/* binding */ consensusOf),
/* harmony export */   wV: () => (/* binding */ parseReview),
/* harmony export */   z6: () => (/* binding */ agreement)
/* harmony export */ });
/* unused harmony export pathsIn */
/* harmony import */ var _findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73165);
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45315);
/* harmony import */ var _findings_review_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12825);
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

/***/ 13740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CAVEATS: () => (/* binding */ CAVEATS),
  DETAILS_END: () => (/* binding */ DETAILS_END),
  LANE_MARKER_PREFIX: () => (/* binding */ LANE_MARKER_PREFIX),
  MAX_SHOWN_BODY_CHARS: () => (/* binding */ MAX_SHOWN_BODY_CHARS),
  STUB_PHRASE: () => (/* binding */ STUB_PHRASE),
  declaredOrder: () => (/* binding */ declaredOrder),
  laneSummary: () => (/* binding */ laneSummary),
  renderReviews: () => (/* binding */ renderReviews)
});

// EXTERNAL MODULE: ./src/run/blind.ts
var blind = __webpack_require__(62202);
// EXTERNAL MODULE: ./src/report/consensus.ts
var consensus = __webpack_require__(23629);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
;// CONCATENATED MODULE: ./src/report/findings-table.ts

/** The Findings table shows at most this many rows (D16); the rest are counted. */
const MAX_FINDING_ROWS = 30;
/**
 * A cited path and line as a code span no file name can break out of: the span's backticks
 * outnumber the name's, a `|` cannot end the table cell, and `<!--` can open no comment.
 */
function locationSpan(f) {
    const text = `${f.path}:${f.line}${f.endLine !== undefined ? `-${f.endLine}` : ''}`
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f]/g, '?')
        .replace(/<!--/g, '<\u200B!--')
        .replace(/\|/g, '\\|');
    let longest = 0;
    for (const m of text.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    const tick = '`'.repeat(longest + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${tick}${pad}${text}${pad}${tick}`;
}
/** The page's Findings section (D16, D19): it leads the page; the merged findings, then a count of the rest. */
function findingsTable(read, secrets) {
    const out = ['## Findings', ''];
    const { findings } = read;
    const unanchored = [...read.unanchored.values()].reduce((a, b) => a + b, 0);
    if (findings.length === 0) {
        out.push('No lane cited a line of a file of the change or the repository with a rated concern.', '');
    }
    else {
        out.push('Concerns that cite a file and line, merged across lanes where they name the same place (within 3 lines); "outside the diff" marks a line the change does not show.', '', '| Severity | Location | Finding | Lanes | Agreement |', '|---|---|---|---|---|');
        for (const f of findings.slice(0, MAX_FINDING_ROWS)) {
            const where = `${locationSpan(f)}${f.inline ? '' : ' (outside the diff)'}`;
            const lanes = f.lanes.map((l) => (0,sanitize/* cell */.Hn)((0,sanitize/* sanitizeInline */.nW)(l, secrets))).join(', ');
            out.push(`| ${f.severity} | ${where} | ${(0,sanitize/* cell */.Hn)((0,sanitize/* sanitizeInline */.nW)(f.title, secrets))} | ${lanes} | ${f.agreement} of ${f.of} |`);
        }
        if (findings.length > MAX_FINDING_ROWS) {
            const more = findings.length - MAX_FINDING_ROWS;
            out.push('', `${more} more finding${more === 1 ? '' : 's'} not shown here; results.json lists them all.`);
        }
        out.push('');
    }
    if (unanchored > 0) {
        out.push(`${unanchored} more concern${unanchored === 1 ? '' : 's'} without a level or a line of a file of the change or the repository: counted in the consensus and in each lane's review below.`, '');
    }
    return out;
}

;// CONCATENATED MODULE: ./src/report/carried-table.ts


/** The carried findings' table shows at most this many rows; the rest are counted. */
const MAX_CARRIED_ROWS = 30;
function carriedSection(scope, secrets) {
    const { carried, omitted } = scope;
    if (carried.length === 0 && omitted === 0)
        return [];
    const out = [
        '## From the previous review',
        '',
        'Findings of the last review on lines the new commits did not touch: the lanes did not review that code again, so they stand as they were. They are not posted as new inline comments, and `fail-on: agreed-high` counts them.',
        '',
    ];
    if (carried.length > 0) {
        out.push('| Severity | Location | Finding | Lanes | Agreement |', '|---|---|---|---|---|');
        for (const f of carried.slice(0, MAX_CARRIED_ROWS)) {
            const lanes = f.lanes.map((l) => (0,sanitize/* cell */.Hn)((0,sanitize/* sanitizeInline */.nW)(l, secrets))).join(', ');
            out.push(`| ${f.severity} | ${locationSpan(f)} | ${(0,sanitize/* cell */.Hn)((0,sanitize/* sanitizeInline */.nW)(f.title, secrets))} | ${lanes} | ${f.agreement} of ${f.of} |`);
        }
        out.push('');
    }
    const unshown = Math.max(0, carried.length - MAX_CARRIED_ROWS) + omitted;
    if (unshown > 0)
        out.push(`${unshown} more finding${unshown === 1 ? '' : 's'} of the last review ${unshown === 1 ? 'is' : 'are'} not shown here${omitted > 0 ? ' (its page recorded only the first ones)' : ''}.`, '');
    return [out.join('\n')];
}

;// CONCATENATED MODULE: ./src/report/outcomes-section.ts


/** Each table shows at most this many rows; the rest are counted. */
const MAX_ROWS = 30;
const outcomes_section_text = (s, secrets) => (0,sanitize/* cell */.Hn)((0,sanitize/* sanitizeInline */.nW)(s, secrets));
const HOW = {
    reaction: '👎',
    reply: '`/dismiss`',
    thread: 'resolved thread',
};
function rest(n) {
    return n > 0 ? [`${n} more not shown.`, ''] : [];
}
function outcomesSection(record, secrets) {
    const out = [];
    const dismissed = record.filter((r) => r.outcome === 'dismissed');
    if (dismissed.length > 0) {
        out.push('## Dismissed', '', 'Findings someone with write access dismissed on their inline comment: they are not posted again on this pull request, and neither the counts nor `fail-on` include them.', '', '| Severity | Location | Finding | Dismissed by | How | Reason |', '|---|---|---|---|---|---|');
        for (const r of dismissed.slice(0, MAX_ROWS)) {
            const by = r.by !== undefined ? `@${outcomes_section_text(r.by, secrets)}` : '—';
            out.push(`| ${r.severity} | ${locationSpan(r)} | ${outcomes_section_text(r.title, secrets)} | ${by} | ${r.how ? HOW[r.how] : '—'} | ${r.reason ? outcomes_section_text(r.reason, secrets) : '—'} |`);
        }
        out.push('', ...rest(dismissed.length - MAX_ROWS));
    }
    const settled = record.filter((r) => r.outcome === 'addressed' || r.outcome === 'outdated');
    if (settled.length > 0) {
        out.push('## Outcomes of earlier findings', '', 'Addressed: a later commit changed its lines and this review did not raise it again. Outdated: its file or lines are gone.', '', '| Outcome | Severity | Location | Finding | Commit |', '|---|---|---|---|---|');
        for (const r of settled.slice(0, MAX_ROWS)) {
            const commit = r.commit ? `\`${r.commit.slice(0, 12)}\`` : '—';
            out.push(`| ${r.outcome} | ${r.severity} | ${locationSpan(r)} | ${outcomes_section_text(r.title, secrets)} | ${commit} |`);
        }
        out.push('', ...rest(settled.length - MAX_ROWS));
    }
    return out.length > 0 ? [out.join('\n')] : [];
}

// EXTERNAL MODULE: ./src/report/frontmatter.ts
var frontmatter = __webpack_require__(17204);
// EXTERNAL MODULE: ./src/report/usage.ts
var usage = __webpack_require__(22281);
;// CONCATENATED MODULE: ./src/report/reviews.ts








const STUB_PHRASE = 'failed or returned empty output';
/** The line that closes a lane's folded review; `fitToLimit` keeps it when it cuts the review. */
const DETAILS_END = '</details>';
const LANE_MARKER_PREFIX = '<!-- reviewer-lanes:lane id=';
const CAVEATS = {
    diffOnly: 'Diff-only lane: it saw the diff, not the repository, so its findings are diff observations and carry less weight than source-grounded reviews.',
    blind: 'This lane says it reviewed without access to the repository: its findings are open questions, not verified claims.',
    exitCode: (code) => `The reviewer exited with code ${code}; the review below is what it printed.`,
    trimmed: (budget, cut, omitted) => `Its prompt was trimmed to fit ${budget} tokens: ${cut} file diff${cut === 1 ? '' : 's'} cut and ${omitted} omitted (listed under trimmed_reviewers in the frontmatter); it did not see the whole change.`,
};
function sortKey(r) {
    return [r.info?.order ?? Number.MAX_SAFE_INTEGER, r.info?.instanceOf ? 1 : 0, r.result.identity];
}
function compareRows(a, b) {
    const [ao, ai, an] = sortKey(a);
    const [bo, bi, bn] = sortKey(b);
    return ao - bo || ai - bi || (an < bn ? -1 : an > bn ? 1 : 0);
}
/** The results in the lanes' declared order: the order of REVIEWS.md, and of a finding's lanes. */
function declaredOrder(results, lanes) {
    return results
        .map((result) => ({ result, info: lanes.get(result.identity) }))
        .sort(compareRows)
        .map((r) => r.result);
}
/** An identity as it may appear inside our marker comment (an unknown requested name can be anything). */
function markerId(identity) {
    return identity.replace(/[^A-Za-z0-9_.-]/g, '_');
}
function formatDuration(ms) {
    if (!Number.isFinite(ms) || ms <= 0)
        return '—';
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(1)} s`;
    const m = Math.floor(ms / 60_000);
    return `${m} min ${Math.round((ms % 60_000) / 1000)} s`;
}
/** The configured model, and the one the lane's output says answered, marked as reported (D19). */
function modelCell(r, secrets) {
    const requested = r.model ? (0,sanitize/* sanitizeInline */.nW)(r.model, secrets) : '';
    const served = r.servedModel ? (0,sanitize/* sanitizeInline */.nW)(r.servedModel, secrets) : '';
    if (!served)
        return requested || '—';
    if (!requested || served === requested)
        return `${served} (reported)`;
    return `${requested} → ${served} (reported)`;
}
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/**
 * A lane's review folds under one line that says whether to open it (D19 "The page"): the lane,
 * its status (and reason), its risk, its concerns by level, and its tokens.
 */
function laneSummary(row, secrets = []) {
    const r = row.result;
    const bits = [
        r.status === 'reviewed' ? 'reviewed' : `${r.status.replace('_', ' ')} (${r.reason ?? 'unknown'})`,
    ];
    if (row.parsed) {
        bits.push(`risk ${row.parsed.risk ?? 'not stated'}`);
        const c = row.parsed.concerns;
        bits.push(c
            ? `${c.HIGH} HIGH, ${c.MEDIUM} MEDIUM, ${c.LOW} LOW${c.unrated > 0 ? `, ${c.unrated} unrated` : ''}`
            : 'concerns not stated');
    }
    const tokens = (0,usage/* tokensCell */.$K)(r);
    if (tokens !== '—')
        bits.push(`${tokens} tokens`);
    // In HTML: sanitizeInline already made every `<` visible; the rest of the line is ours.
    const name = (0,sanitize/* sanitizeInline */.nW)(r.identity, secrets).replace(/>/g, '&gt;');
    return `<details><summary><b>${name}</b>: ${escapeHtml(bits.join(' · '))}</summary>`;
}
function heading(row) {
    const section = (0,sanitize/* sanitizeInline */.nW)(row.info ? row.info.reviewsSection : row.result.identity);
    return row.info?.instanceOf ? `## ${section} Review (${row.result.identity})` : `## ${section} Review`;
}
function reviews_frontmatter(input, reviewed) {
    const fm = {};
    if (input.change.pr)
        fm.pr = input.change.pr.number;
    fm.base_sha = input.change.baseSha;
    fm.head_sha = input.change.headSha;
    if (input.change.reviewedRange !== undefined)
        fm.reviewed_range = input.change.reviewedRange;
    if (input.change.previousHead !== undefined)
        fm.previous_head = input.change.previousHead;
    fm.baseline_ref = input.baseline.sha;
    fm.reviewers = reviewed;
    fm.reviewed_at = input.reviewedAt.toISOString();
    const trimmed = {};
    for (const r of input.results) {
        const t = r.trimmed;
        if (!t || !(t.hard_failed || t.omitted.length > 0 || t.truncated_files.length > 0))
            continue;
        trimmed[r.identity] = {
            budget: t.budget,
            effective_budget: t.effective_budget,
            estimated_tokens: t.estimated_tokens,
            omitted: t.omitted,
            truncated_files: t.truncated_files,
            hard_failed: t.hard_failed,
        };
    }
    if (Object.keys(trimmed).length > 0)
        fm.trimmed_reviewers = trimmed;
    return (0,frontmatter/* frontmatterBlock */.W)(fm);
}
/** Instances of one adapter agree across models, not tools: said when two or more share it. */
function sharedAdapterLines(rows) {
    const byAdapter = new Map();
    const instances = new Map();
    for (const r of rows) {
        const adapter = r.info?.instanceOf ?? r.result.slug;
        byAdapter.set(adapter, [...(byAdapter.get(adapter) ?? []), r.result.identity]);
        if (r.info?.instanceOf)
            instances.set(adapter, (instances.get(adapter) ?? 0) + 1);
    }
    const lines = [];
    for (const [adapter, ids] of byAdapter) {
        if ((instances.get(adapter) ?? 0) < 2)
            continue;
        lines.push(`${ids.join(', ')} share the ${adapter} adapter: where they agree, the consensus is cross-model, not cross-tool.`);
    }
    return lines;
}
/**
 * How much of one lane's output REVIEWS.md shows: twenty lanes at the 10 MiB capture cap made a
 * page longer than a JavaScript string can be. The whole output stays in the lane's file.
 */
const MAX_SHOWN_BODY_CHARS = 512 * 1024;
function shownBody(r) {
    if (r.body.length <= MAX_SHOWN_BODY_CHARS)
        return r.body;
    const cut = r.body.slice(0, MAX_SHOWN_BODY_CHARS);
    const where = r.reviewPath ? ` is in \`${r.reviewPath}\`` : ' is in the lane files';
    return `${cut.slice(0, cut.lastIndexOf('\n') + 1 || cut.length)}\n\n[output cut here: it has ${r.body.length} characters; the whole of it${where}]\n`;
}
function statusBody(row, secrets, doc) {
    const r = row.result;
    const detail = r.detail ? ` — ${(0,sanitize/* sanitizeInline */.nW)(r.detail, secrets)}` : '';
    const text = shownBody(r);
    // The findings stage's parse of this output, when it is the text shown (the cleaner checks).
    const body = text.trim() ? (0,sanitize/* demoteHeadings */.Gl)((0,sanitize/* sanitizeLaneOutput */.lM)(text, secrets, doc)).trimEnd() : '';
    switch (r.status) {
        case 'reviewed':
            return body || `${r.slug} review ${STUB_PHRASE}.`;
        case 'empty':
        case 'failed':
        case 'timed_out': {
            const lead = `**${r.status.replace('_', ' ')}** (\`${r.reason ?? 'unknown'}\`)${detail}`;
            const stub = body.includes(STUB_PHRASE)
                ? body
                : [`${r.slug} review ${STUB_PHRASE}.`, body].filter(Boolean).join('\n\n');
            return `${lead}\n\n${stub}`;
        }
        case 'skipped':
            if (r.reason === 'budget_too_small') {
                const n = r.trimmed?.budget;
                return `${r.slug} review skipped: prompt budget (${n ?? 'unknown'} tokens) too small for the minimum review set.`;
            }
            return `${r.slug} review skipped (\`${r.reason ?? 'unknown'}\`)${detail}.`;
        case 'unavailable':
            return `${r.slug} review unavailable: \`${r.reason ?? 'unknown'}\`${detail}.${body ? `\n\n${body}` : ''}`;
        case 'blocked':
            return `${r.slug} review blocked by the consent baseline: \`${r.reason ?? 'unknown'}\`${detail}. No process was started and nothing was sent.${body ? `\n\n${body}` : ''}`;
    }
}
function caveatsFor(row, secrets) {
    const r = row.result;
    const out = r.caveats.map((c) => (0,sanitize/* sanitizeInline */.nW)(c, secrets));
    const has = (needle) => out.some((c) => needle.test(c));
    if (row.info?.evidenceClass === 'diff-only' && !has(/diff-only/i))
        out.push(CAVEATS.diffOnly);
    if (r.status === 'reviewed' && (0,blind/* isBlindReview */.u)(r.body) && !has(/without (access|repo)/i))
        out.push(CAVEATS.blind);
    const t = r.trimmed;
    if (t && !t.hard_failed && (t.omitted.length > 0 || t.truncated_files.length > 0)) {
        out.push(CAVEATS.trimmed(t.budget, t.truncated_files.length, t.omitted.length));
    }
    if (r.status === 'reviewed' && r.exitCode !== undefined && r.exitCode !== 0 && !has(/exit/i)) {
        out.push(CAVEATS.exitCode(r.exitCode));
    }
    return [...new Set(out)];
}
function consensusSection(rows, input) {
    const changedPaths = input.changedPaths;
    const reviewed = rows.filter((r) => r.result.status === 'reviewed' && r.parsed);
    const out = ['## Consensus', ''];
    if (reviewed.length === 0) {
        out.push('No lane produced a review, so there is nothing to compare.', '');
        return out.join('\n');
    }
    out.push('Read from each lane\'s own Risk Assessment and Concerns sections, without a model; "not stated" where a lane\'s output did not say.', '');
    const anyUnrated = reviewed.some((r) => (r.parsed?.concerns?.unrated ?? 0) > 0);
    out.push(`| Lane | Risk | HIGH | MEDIUM | LOW |${anyUnrated ? ' Unrated |' : ''}`);
    out.push(`|---|---|---|---|---|${anyUnrated ? '---|' : ''}`);
    const lanes = [];
    for (const r of reviewed) {
        const p = r.parsed;
        const weak = r.info?.evidenceClass === 'diff-only'
            ? 'diff-only'
            : (0,blind/* isBlindReview */.u)(r.result.body)
                ? 'no repo access'
                : undefined;
        lanes.push({ identity: r.result.identity, parsed: p, ...(weak ? { weak } : {}) });
        const c = p.concerns;
        const n = (k) => (c ? String(c[k]) : 'not stated');
        const id = (0,sanitize/* cell */.Hn)((0,sanitize/* sanitizeInline */.nW)(r.result.identity));
        const name = weak ? `${id} (${weak})` : id;
        out.push(`| ${name} | ${p.risk ?? 'not stated'} | ${n('HIGH')} | ${n('MEDIUM')} | ${n('LOW')} |${anyUnrated ? ` ${n('unrated')} |` : ''}`);
    }
    out.push('');
    const a = (0,consensus/* agreement */.z6)(lanes, changedPaths);
    if (a.risk) {
        const { level, count, of, lanes: total } = a.risk;
        const unstated = total - of;
        out.push(`- ${count} of ${total} reviewed lane${total === 1 ? '' : 's'} rate${count === 1 ? 's' : ''} the risk ${level}${unstated > 0 ? ` (${unstated} did not state a level)` : ''}.`);
        if (count < of) {
            const others = lanes
                .filter((l) => l.parsed.risk && l.parsed.risk !== level)
                .map((l) => `${(0,sanitize/* cell */.Hn)((0,sanitize/* sanitizeInline */.nW)(l.identity))} ${l.parsed.risk}`);
            out.push(`- Differing levels: ${others.join(', ')}.`);
        }
    }
    else {
        out.push('- No lane stated a risk level.');
    }
    for (const s of a.sharedPaths.slice(0, 10)) {
        const who = s.lanes.map((l) => (l.level ? `${l.identity} (${l.level})` : l.identity)).join(', ');
        out.push(`- \`${s.path}\` is named in concerns by ${s.lanes.length} lanes: ${who}.`);
    }
    if (lanes.some((l) => l.weak)) {
        out.push('- Lanes marked diff-only or "no repo access" did not verify against the source; weigh them less.');
    }
    out.push('');
    return out.join('\n');
}
/** A reviewed lane's consensus row: from the findings stage's reading when there is one. */
function consensusFor(result, read) {
    const reading = read?.readings?.get(result.identity);
    if (reading)
        return (0,consensus/* consensusOf */.Xr)(reading);
    return (0,consensus/* parseReview */.wV)(read?.documents.get(result.identity) ?? result.body);
}
/** One row per lane, then a total line; Cost only when a lane reported one (D17). */
function statusTable(rows, secrets, records) {
    const totals = (0,usage/* usageTotals */.$M)(rows.map((r) => r.result));
    const withCost = totals.costUsd !== undefined;
    const withRecord = records !== undefined && records.size > 0;
    const columns = [
        'Lane',
        'Status',
        'Reason',
        'Duration',
        'Tokens',
        ...(withCost ? ['Cost'] : []),
        'Model',
        ...(withRecord ? ['Track record'] : []),
    ];
    const line = (cells) => `| ${cells.join(' | ')} |`;
    const table = [line(columns), `|${columns.map(() => '---|').join('')}`];
    for (const r of rows) {
        const res = r.result;
        table.push(line([
            (0,sanitize/* cell */.Hn)((0,sanitize/* sanitizeInline */.nW)(res.identity)),
            res.status,
            res.reason ?? '—',
            formatDuration(res.durationMs),
            (0,usage/* tokensCell */.$K)(res),
            ...(withCost ? [(0,usage/* costCell */.ch)(res)] : []),
            (0,sanitize/* cell */.Hn)(modelCell(res, secrets)),
            ...(withRecord ? [(0,sanitize/* cell */.Hn)((0,sanitize/* sanitizeInline */.nW)(records.get(res.identity) ?? '—', secrets))] : []),
        ]));
    }
    const cost = totals.costUsd !== undefined ? [(0,usage/* formatCost */.BD)(totals.costUsd)] : [];
    table.push(line(['**Total**', '', '', '', (0,usage/* totalTokensCell */.B$)(totals), ...cost, '', ...(withRecord ? [''] : [])]));
    return `${table.join('\n')}\n`;
}
function renderReviews(input) {
    const secrets = input.secrets ?? [];
    const rows = input.results
        .map((result) => ({
        result,
        info: input.lanes.get(result.identity),
        parsed: result.status === 'reviewed' ? consensusFor(result, input.read) : null,
    }))
        .sort(compareRows);
    const reviewed = rows.filter((r) => r.result.status === 'reviewed').map((r) => r.result.identity);
    const parts = [reviews_frontmatter(input, reviewed)];
    const top = [
        ...(input.scope ? [input.scope.note] : []),
        ...(input.sharedAdapter ?? sharedAdapterLines(rows)),
        ...(input.notes ?? []),
    ];
    const pr = input.change.pr;
    parts.push(pr
        ? `# Cross-AI Review — PR #${pr.number}: ${(0,sanitize/* sanitizeInline */.nW)(pr.title, secrets)}\n`
        : `# Cross-AI Review — ${(0,sanitize/* sanitizeInline */.nW)(input.change.rangeLabel, secrets)}\n`);
    if (top.length > 0)
        parts.push(top.map((l) => `> ${(0,sanitize/* sanitizeInline */.nW)(l, secrets)}`).join('\n>\n') + '\n');
    // D19: the findings lead the page; the lanes' status and consensus follow, then each review folded.
    if (input.read)
        parts.push(findingsTable(input.read, secrets).join('\n'));
    if (input.scope)
        parts.push(...carriedSection(input.scope, secrets));
    if (input.outcomes)
        parts.push(...outcomesSection(input.outcomes, secrets));
    parts.push(statusTable(rows, secrets, input.laneRecords));
    parts.push(consensusSection(rows, input));
    for (const r of rows) {
        // Caveats, then the run's warnings: one blockquote above the review.
        const notes = [
            ...caveatsFor(r, secrets),
            ...[...new Set(r.result.warnings)].map((w) => `Warning: ${(0,sanitize/* sanitizeInline */.nW)(w, secrets)}`),
        ];
        // The heading stays outside the fold: D11's sections are found, linked and cut by it.
        const lines = [
            `${LANE_MARKER_PREFIX}${markerId(r.result.identity)} -->`,
            heading(r),
            '',
            laneSummary(r, secrets),
            '',
        ];
        if (notes.length > 0)
            lines.push(notes.map((c) => `> ${c}`).join('\n>\n'), '');
        lines.push(statusBody(r, secrets, input.read?.documents.get(r.result.identity)), '', DETAILS_END, '', '---', '');
        parts.push(lines.join('\n'));
    }
    return parts.join('\n');
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


/***/ })

};
