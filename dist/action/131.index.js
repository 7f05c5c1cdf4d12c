export const id = 131;
export const ids = [131];
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

/***/ 28131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishPullReview: () => (/* binding */ publishPullReview)
});

// UNUSED EXPORTS: draftOf, findingLine, inlineBody, matchComments, patchHunks, reviewBody

// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __webpack_require__(94851);
// EXTERNAL MODULE: ./src/report/sarif.ts
var sarif = __webpack_require__(10643);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(47819);
// EXTERNAL MODULE: ./src/github/client.ts + 1 modules
var client = __webpack_require__(17894);
// EXTERNAL MODULE: ./src/github/comment.ts
var comment = __webpack_require__(47318);
// EXTERNAL MODULE: ./src/github/inline.ts
var inline = __webpack_require__(26678);
// EXTERNAL MODULE: ./src/report/redact.ts
var redact = __webpack_require__(20649);
;// CONCATENATED MODULE: ./src/github/suggestion.ts

/** A line that could pass for one of our hidden markers is never committed through us. */
const OUR_MARKER = /<!--\s*reviewer-lanes/i;
/** A fence longer than any backtick run in `lines`. */
function fenceFor(lines) {
    let longest = 0;
    for (const l of lines)
        for (const m of l.matchAll(/`+/g))
            longest = Math.max(longest, m[0].length);
    return '`'.repeat(Math.max(3, longest + 1));
}
/**
 * A lane's own text with the fixes it proposed that are not the comment's suggestion, as plain code
 * (never a `suggestion` block: only a fix held to the head's lines may be committable), so the
 * lanes whose fix did not win keep it in their <details>.
 */
function laneTextWithFixes(f, l) {
    if (!l.fixes?.length || f.suggestion?.identity === l.identity)
        return l.text;
    const blocks = l.fixes.map((x) => {
        const fence = fenceFor(x.lines);
        return [`${fence}${x.form === 'diff' ? 'diff' : ''}`, ...x.lines, fence].join('\n');
    });
    return [l.text, '', `Proposed fix${blocks.length === 1 ? '' : 'es'}:`, '', blocks.join('\n\n')].join('\n');
}
/** The block for an inline comment's body, or '' when there is none to offer. */
function suggestionBlock(s, secrets = []) {
    if (!s)
        return '';
    const code = s.lines.join('\n');
    if ((0,redact/* redactSecrets */.f)(code, secrets) !== code || OUR_MARKER.test(code))
        return '';
    // Longer than any backtick run in the code, so no line of it can close the block.
    const fence = fenceFor(s.lines);
    return [`Suggested by ${s.identity}:`, '', `${fence}suggestion`, ...s.lines, fence].join('\n');
}

;// CONCATENATED MODULE: ./src/github/review.ts
/**
 * The findings as one pull request review (D16), inline where GitHub places them; one of ours
 * still placed nearby is updated instead. A 422 names no comment, so the unplaceable ones move to
 * the body and the review is sent once more. A read-only token gets annotations instead.
 * Over 400 lines on purpose: choosing, placing, updating and falling back are one exchange.
 */








/** One lane's text in an inline comment; the whole of it is in the sticky comment. */
const MAX_LANE_TEXT = 8_000;
/** `path:line` or `path:line-end`, on one line: a path in a pull request can hold a newline. */
const review_location = (f) => `${f.path}:${f.line}${f.endLine !== undefined && f.endLine !== f.line ? `-${f.endLine}` : ''}`.replace(/[\r\n]+/g, ' ');
/** Text as a code span it cannot end early: a path the pull request named may hold backticks. */
function codeSpan(text) {
    const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    const ticks = '`'.repeat(longest + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${ticks}${pad}${text}${pad}${ticks}`;
}
/** A lane's concern as it may appear on GitHub (D12): redacted, no images, fences closed, no `<!--`. */
function laneText(text, secrets) {
    const clean = (0,sanitize/* demoteHeadings */.Gl)((0,sanitize/* sanitizeLaneOutput */.lM)(text, secrets).trim(), 3);
    return (0,comment/* capMarkdown */.y3)(clean, MAX_LANE_TEXT, {});
}
/**
 * An inline comment: marker, the finding's fingerprint (so a dismissal follows it, D19), severity
 * and title, who flagged it, each lane's own text.
 */
function inlineBody(f, secrets = [], fingerprint) {
    const parts = [
        inline/* FINDING_MARKER */.hM,
        ...(fingerprint ? [`${inline/* FINGERPRINT_PREFIX */.cz}${fingerprint} -->`] : []),
        `**${f.severity}** ${(0,sanitize/* sanitizeInline */.nW)(f.title, secrets)}`,
        '',
        `${capitalised((0,sarif/* flaggedBy */._Y)(f))}.`,
    ];
    const suggestion = suggestionBlock(f.suggestion, secrets);
    if (suggestion)
        parts.push('', suggestion);
    for (const l of f.byLane) {
        parts.push('', `<details><summary>${l.identity} (${l.severity}) at <code>${escapeHtml(review_location(l))}</code></summary>`, '', laneText(laneTextWithFixes(f, l), secrets), '', '</details>');
    }
    return (0,comment/* capMarkdown */.y3)(parts.join('\n'), vocabulary/* DEFAULTS */.zY.commentLimit, {});
}
const capitalised = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** One line per finding, for the review body, the job summary and warnings. */
function findingLine(f, secrets = []) {
    return `- **${f.severity}** ${codeSpan(review_location(f))} ${(0,sanitize/* sanitizeInline */.nW)(f.title, secrets)} (${(0,sarif/* flaggedBy */._Y)(f)})`;
}
/** The review's own body: short, pointing at the full review; and what GitHub would not place. */
function reviewBody(placed, moved, links, secrets = []) {
    const where = links.commentUrl
        ? `[the review comment](${links.commentUrl})`
        : links.runUrl
            ? `the job summary of [this run](${links.runUrl})`
            : "this run's job summary";
    const lines = [
        inline/* REVIEW_MARKER */.aq,
        `**reviewer-lanes**: ${placed} finding${placed === 1 ? '' : 's'} on the diff. The full review, every lane's, is in ${where}.`,
    ];
    if (moved.length > 0) {
        lines.push('', 'GitHub would not place these on the diff:', ...moved.map((f) => findingLine(f, secrets)));
    }
    return (0,comment/* capMarkdown */.y3)(lines.join('\n'), vocabulary/* DEFAULTS */.zY.commentLimit, {});
}
/** A finding's range as an inline comment: `line` is its last line, `startLine` its first. */
function draftOf(f, secrets = [], fingerprint) {
    const range = f.endLine !== undefined && f.endLine > f.line;
    return {
        path: f.path,
        line: range ? f.endLine : f.line,
        ...(range ? { startLine: f.line } : {}),
        body: inlineBody(f, secrets, fingerprint),
    };
}
/** Lines between two ranges (0 when they overlap). */
function gap(a, b) {
    return Math.max(0, Math.max(a.start, b.start) - Math.min(a.end, b.end));
}
/** Each chosen finding's closest comment of ours from an earlier run, within SAME_PLACE_LINES. */
function matchComments(chosen, comments, login) {
    const ours = comments.filter((c) => (0,inline/* isOurPlacedComment */.pU)(c, login));
    const used = new Set();
    const matched = new Map();
    for (const f of chosen) {
        const range = { start: f.line, end: Math.max(f.line, f.endLine ?? f.line) };
        let best;
        for (const c of ours) {
            if (c.path !== f.path || used.has(c.id))
                continue;
            const line = c.line;
            const d = gap(range, { start: Math.min(c.startLine ?? line, line), end: line });
            if (d <= inline/* SAME_PLACE_LINES */.$2 && (!best || d < best.d))
                best = { c, d };
        }
        if (best) {
            used.add(best.c.id);
            matched.set(f, best.c);
        }
    }
    return matched;
}
/** The new-side line ranges of a patch's hunks (`@@ -a,b +c,d @@`): the lines GitHub places comments on. */
function patchHunks(patch) {
    const hunks = [];
    for (const m of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
        const start = Number(m[1]);
        const count = m[2] === undefined ? 1 : Number(m[2]);
        if (count > 0)
            hunks.push({ start, end: start + count - 1 });
    }
    return hunks;
}
/** Whether GitHub's diff (its files' patches) has the finding's lines, all in one hunk. */
function placeable(f, patches) {
    const patch = patches.get(f.path);
    if (patch === undefined)
        return false;
    const end = Math.max(f.line, f.endLine ?? f.line);
    return patchHunks(patch).some((h) => f.line >= h.start && end <= h.end);
}
const defaultSleep = (ms) => new Promise((r) => setTimeout(r, ms));
const MAX_WAIT_MS = 90_000;
function annotate(chosen, input, log) {
    const shown = chosen.slice(0, inline/* MAX_ANNOTATIONS */.KE);
    for (const f of shown) {
        log.warning(`${(0,sanitize/* sanitizeInline */.nW)(f.title, input.secrets)} (${(0,sarif/* flaggedBy */._Y)(f)})`, {
            file: f.path,
            startLine: f.line,
            ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
            title: `reviewer-lanes: ${f.severity} finding`,
        });
    }
    const rest = chosen.slice(inline/* MAX_ANNOTATIONS */.KE);
    const summary = [
        `> [!NOTE]\n> The token cannot post a pull request review (a pull request from a fork gets a read-only token): ${chosen.length} finding${chosen.length === 1 ? ' is' : 's are'} shown as annotations instead${rest.length > 0 ? `, the first ${inline/* MAX_ANNOTATIONS */.KE} of them; the others:` : '.'}`,
        ...(rest.length > 0 ? ['', ...rest.map((f) => findingLine(f, input.secrets))] : []),
    ];
    return { status: 'annotated', posted: 0, updated: 0, unchanged: 0, moved: [], summary };
}
const forbidden = (err) => ((0,client/* statusOf */.c2)(err) === 403 || (0,client/* statusOf */.c2)(err) === 404) && !(0,client/* isRateLimited */.Jz)(err);
async function publishPullReview(api, input, deps) {
    const { log } = deps;
    const dismissed = input.dismissedComments ?? new Set();
    // D19: never posted again where a dismissed comment stands, whatever reached this far.
    // Dismissed comments come only with the feedback's listing, never with a listing still under way.
    const known = input.listed instanceof Promise ? [] : (input.listed ?? []);
    const dismissedAt = known.filter((c) => dismissed.has(c.id) && c.line !== null);
    const chosen = (0,inline/* chooseFindings */.oG)(input.findings, input.policy).filter((f) => !dismissedAt.some((c) => c.path === f.path &&
        gap({ start: f.line, end: Math.max(f.line, f.endLine ?? f.line) }, { start: Math.min(c.startLine ?? c.line, c.line), end: c.line }) <= inline/* SAME_PLACE_LINES */.$2));
    const result = {
        status: 'nothing',
        posted: 0,
        updated: 0,
        unchanged: 0,
        moved: [],
        summary: [],
    };
    if (chosen.length === 0)
        return result;
    if (input.readOnly)
        return annotate(chosen, input, log);
    const pr = `pull request #${input.pull}`;
    const oursOf = (all) => all.filter((c) => (0,inline/* isOurPlacedComment */.pU)(c, input.login) && !dismissed.has(c.id));
    const listOurs = async () => oursOf(await api.listReviewComments(input.pull));
    const fp = (f) => input.fingerprints?.get(f);
    let ours;
    try {
        ours = input.listed ? oursOf(await input.listed) : await listOurs();
    }
    catch (err) {
        // Without them a re-run would post every comment again: post nothing rather than twice.
        log.warning(`Could not read the review comments of ${pr}, so no inline comment was posted: ${(0,diagnostics/* messageOf */.bD)(err)}`);
        return { ...result, status: 'failed' };
    }
    const matched = matchComments(chosen, ours, input.login);
    for (const [f, c] of matched) {
        const body = inlineBody(f, input.secrets, fp(f));
        if (c.body === body) {
            result.unchanged++;
            continue;
        }
        try {
            await api.updateReviewComment(c.id, body);
            result.updated++;
        }
        catch (err) {
            if (forbidden(err))
                return annotate(chosen, input, log);
            log.warning(`Could not update the inline comment ${c.htmlUrl}: ${(0,diagnostics/* messageOf */.bD)(err)}`);
        }
    }
    const fresh = chosen.filter((f) => !matched.has(f));
    if (fresh.length === 0)
        return { ...result, status: 'current' };
    const send = async (placed, moved, onTheDiff = placed.length) => api.createReview(input.pull, {
        commitId: input.headSha,
        body: reviewBody(onTheDiff, moved, input.links, input.secrets),
        comments: placed.map((f) => draftOf(f, input.secrets, fp(f))),
    });
    const done = (r, placed, moved) => {
        log.info(`Posted a review of ${pr} with ${placed.length} inline comment(s): ${r.htmlUrl}`);
        return { ...result, status: 'posted', reviewUrl: r.htmlUrl, posted: placed.length, moved };
    };
    let first;
    try {
        first = await send(fresh, []);
    }
    catch (err) {
        if (forbidden(err))
            return annotate(chosen, input, log);
        if ((0,client/* statusOf */.c2)(err) === 422)
            return placeWhatGitHubCan(api, input, fresh, err, { send, done, log, pr });
        if (!(0,client/* isRetryable */.r3)(err)) {
            log.warning(`Could not post the review of ${pr}: ${(0,diagnostics/* messageOf */.bD)(err)}`);
            return { ...result, status: 'failed' };
        }
        // It may have landed: look before sending it again (D12).
        const asked = (0,client/* isRateLimited */.Jz)(err) ? ((0,client/* retryAfterMs */.Vs)(err) ?? 0) : 0;
        await (deps.sleep ?? defaultSleep)(Math.min(Math.max(deps.backoffMs ?? 1000, asked), MAX_WAIT_MS));
        try {
            const taken = new Set([...matched.values()].map((c) => c.id));
            const now = (await listOurs()).filter((c) => !taken.has(c.id));
            const landed = matchComments(fresh, now, input.login);
            if (landed.size > 0) {
                log.info(`The review of ${pr} had landed before GitHub answered ${(0,client/* statusOf */.c2)(err) ?? 'the request'}.`);
                return { ...result, status: 'posted', posted: landed.size };
            }
            first = await send(fresh, []);
        }
        catch (again) {
            log.warning(`Could not post the review of ${pr}: ${(0,diagnostics/* messageOf */.bD)(again)}`);
            return { ...result, status: 'failed' };
        }
    }
    return done(first, fresh, []);
}
const failed = () => ({
    status: 'failed',
    posted: 0,
    updated: 0,
    unchanged: 0,
    moved: [],
    summary: [],
});
/**
 * After a 422: keep what GitHub's own diff can place, move the rest to the body, say which. When
 * the files cannot tell which comment GitHub refused, the comments are split in halves (D19).
 */
async function placeWhatGitHubCan(api, input, fresh, refusal, r) {
    const why = refusalOf(refusal);
    const warnMoved = (moved) => r.log.warning(`GitHub refused ${moved.length === fresh.length ? 'the' : `${moved.length} of the`} inline comment(s) of the review of ${r.pr} (${why}); ${moved.length === 1 ? 'it is' : 'they are'} in the review body instead: ${moved.map((f) => `${review_location(f)} ${(0,sanitize/* sanitizeInline */.nW)(f.title, input.secrets)}`).join('; ')}`);
    let placed = fresh;
    try {
        const patches = new Map((await api.listPullFiles(input.pull)).map((f) => [f.filename, f.patch]));
        placed = fresh.filter((f) => placeable(f, patches));
    }
    catch (err) {
        r.log.warning(`Could not read the files of ${r.pr} to find the comments GitHub refused, so they are tried in halves: ${(0,diagnostics/* messageOf */.bD)(err)}`);
    }
    const moved = fresh.filter((f) => !placed.includes(f));
    if (placed.length > 0 && moved.length > 0) {
        try {
            const posted = await r.send(placed, moved);
            warnMoved(moved);
            return r.done(posted, placed, moved);
        }
        catch (err) {
            if ((0,client/* statusOf */.c2)(err) !== 422) {
                r.log.warning(`Could not post the review of ${r.pr}: ${(0,diagnostics/* messageOf */.bD)(err)}`);
                return failed();
            }
        }
    }
    if (placed.length > 1)
        return inHalves(placed, moved, r, warnMoved);
    try {
        const posted = await r.send([], fresh);
        warnMoved(fresh);
        return r.done(posted, [], fresh);
    }
    catch (err) {
        r.log.warning(`Could not post the review of ${r.pr}: ${(0,diagnostics/* messageOf */.bD)(err)}`);
        return failed();
    }
}
/** Halves of a list: the first gets the odd one. */
function halves(list) {
    const mid = Math.ceil(list.length / 2);
    return [list.slice(0, mid), list.slice(mid)].filter((h) => h.length > 0);
}
/**
 * D19: the comments in halves, each half its own review, a refused half split again, until each
 * refused comment stands alone and moves to the body: at most 2·⌈log2 n⌉ requests before the
 * one that carries the moved ones. What the bound leaves untried moves to the body whole.
 */
async function inHalves(placeable, moved, r, warnMoved) {
    let budget = 2 * Math.ceil(Math.log2(placeable.length));
    const posted = [];
    const refused = [...moved];
    let first;
    const queue = halves(placeable);
    while (queue.length > 0) {
        const group = queue.shift();
        if (budget === 0) {
            refused.push(...group);
            continue;
        }
        budget--;
        try {
            const review = await r.send(group, []);
            first ??= review;
            posted.push(...group);
        }
        catch (err) {
            if ((0,client/* statusOf */.c2)(err) === 422 && group.length > 1)
                queue.unshift(...halves(group));
            else
                refused.push(...group);
            if ((0,client/* statusOf */.c2)(err) !== 422)
                r.log.warning(`Could not post part of the review of ${r.pr}: ${(0,diagnostics/* messageOf */.bD)(err)}`);
        }
    }
    if (refused.length > 0) {
        try {
            const review = await r.send([], refused, posted.length);
            first ??= review;
            warnMoved(refused);
        }
        catch (err) {
            r.log.warning(`Could not post the review of ${r.pr}: ${(0,diagnostics/* messageOf */.bD)(err)}`);
            if (!first)
                return failed();
        }
    }
    return first ? r.done(first, posted, refused) : failed();
}
/** GitHub's reason for a 422, as it said it. */
function refusalOf(err) {
    const data = err.response?.data;
    const errors = Array.isArray(data?.errors)
        ? data.errors.map((e) => (typeof e === 'string' ? e : JSON.stringify(e)))
        : [];
    return `422: ${[typeof data?.message === 'string' ? data.message : 'Unprocessable Entity', ...errors].join(': ')}`;
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
