export const id = 287;
export const ids = [287];
export const modules = {

/***/ 85287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishPullReview: () => (/* binding */ publishPullReview)
});

// UNUSED EXPORTS: draftOf, findingLine, inlineBody, matchComments, reviewBody

// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __webpack_require__(94851);
// EXTERNAL MODULE: ./src/report/inline.ts
var inline = __webpack_require__(28837);
// EXTERNAL MODULE: ./src/report/sarif.ts
var sarif = __webpack_require__(10643);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
// EXTERNAL MODULE: ./src/sys/markdown-text.ts
var markdown_text = __webpack_require__(45538);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(47819);
// EXTERNAL MODULE: ./src/github/client.ts + 1 modules
var client = __webpack_require__(17894);
// EXTERNAL MODULE: ./src/github/comment.ts
var comment = __webpack_require__(47318);
// EXTERNAL MODULE: ./src/github/inline.ts
var github_inline = __webpack_require__(26678);
;// CONCATENATED MODULE: ./src/github/placing.ts
/**
 * D19 "Placing": after GitHub refused a review (422, naming no comment), which of its inline
 * comments it refused. The pull request's files tell most; when they cannot, the comments are
 * tried in halves as pending reviews — GitHub checks a pending review's comments as it creates
 * it, and shows it to nobody — each deleted at once, so the run still publishes one review.
 */


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
/** Halves of a list: the first gets the odd one. */
function halves(list) {
    const mid = Math.ceil(list.length / 2);
    return [list.slice(0, mid), list.slice(mid)];
}
/** A user's pending review is already there: a probe can tell nothing until it is gone. */
const ONE_PENDING = /one pending review/i;
/** Whether GitHub refused a review because one of ours is pending (a run stopped mid-probe). */
function pendingInTheWay(err) {
    const said = JSON.stringify(err.response?.data ?? null);
    return (0,client/* statusOf */.c2)(err) === 422 && ONE_PENDING.test(said);
}
/**
 * Deletes our pending reviews of the pull request: GitHub lists a pending review to its author
 * only, so each is ours, left by a run stopped between a probe's create and its delete.
 */
async function clearPendingReviews(api, pull) {
    const pending = (await api.listReviews(pull)).filter((r) => r.state === 'PENDING');
    for (const r of pending)
        await api.deletePendingReview(pull, r.id);
    return pending.length;
}
/** One probe: a pending review of `group`, deleted as soon as GitHub has taken it. */
async function probe(p, group) {
    let id;
    try {
        const comments = group.map(p.draft);
        id = (await p.api.createPendingReview(p.pull, { commitId: p.headSha, comments })).id;
    }
    catch (err) {
        if ((0,client/* statusOf */.c2)(err) === 422 && !pendingInTheWay(err))
            return { verdict: 'refused', requests: 1 };
        p.log.warning(`Could not try the inline comments of the review of ${p.pr} apart: ${(0,diagnostics/* messageOf */.bD)(err)}`);
        return { verdict: 'stuck', requests: 1 };
    }
    try {
        await p.api.deletePendingReview(p.pull, id);
        return { verdict: 'placed', requests: 2 };
    }
    catch (err) {
        p.log.warning(`Could not delete the pending review ${id} of ${p.pr}: ${(0,diagnostics/* messageOf */.bD)(err)}`);
        return { verdict: 'stuck', requests: 2 };
    }
}
/**
 * `suspects` hold a comment GitHub refused (a review of them was refused). Halve them: a half
 * GitHub takes is placed and the refused one is in the other half; a half it refuses holds one,
 * and the other half is presumed placed. Once a refused comment stands alone, the review is posted
 * with every other comment inline; refused again, the presumed ones are the suspects. At most
 * 2·⌈log2 n⌉ requests before the one review (a probe GitHub takes costs two: create and delete);
 * what the bound leaves untried moves to the body.
 */
async function placeInHalves(p, suspects, moved) {
    let budget = 2 * Math.ceil(Math.log2(suspects.length));
    const verified = [];
    const refused = [...moved];
    let presumed = [];
    let known = suspects;
    let stuck = false;
    for (;;) {
        while (known.length > 1 && budget >= 2 && !stuck) {
            const [a, b] = halves(known);
            const { verdict, requests } = await probe(p, a);
            budget -= requests;
            if (verdict === 'placed') {
                verified.push(...a);
                known = b;
            }
            else if (verdict === 'refused') {
                presumed.push(...b);
                known = a;
            }
            else
                stuck = true;
        }
        if (known.length === 1 && !stuck)
            refused.push(...known.splice(0));
        // The presumed ones go inline while the bound allows one more refusal; else to the body.
        const trying = known.length === 0 && presumed.length > 0 && budget >= 1;
        const inline = trying ? [...verified, ...presumed] : verified;
        const body = trying ? refused : [...refused, ...known, ...presumed];
        try {
            return { review: await p.post(inline, body), placed: inline, moved: body };
        }
        catch (err) {
            if (!trying || (0,client/* statusOf */.c2)(err) !== 422)
                throw err;
            budget--;
            known = presumed;
            presumed = [];
        }
    }
}

// EXTERNAL MODULE: ./src/report/redact.ts
var redact = __webpack_require__(20649);
;// CONCATENATED MODULE: ./src/github/suggestion.ts


/** A line that could pass for one of our hidden markers is never committed through us. */
const OUR_MARKER = /<!--\s*reviewer-lanes/i;
/**
 * A lane's own text with the fixes it proposed that are not the comment's suggestion, as plain code
 * (never a `suggestion` block: only a fix held to the head's lines may be committable), so the
 * lanes whose fix did not win keep it in their <details>.
 */
function laneTextWithFixes(f, l) {
    if (!l.fixes?.length || f.suggestion?.identity === l.identity)
        return l.text;
    const blocks = l.fixes.map((x) => (0,markdown_text/* fenced */.OF)(x.lines, x.form === 'diff' ? 'diff' : ''));
    return [l.text, '', `Proposed fix${blocks.length === 1 ? '' : 'es'}:`, '', blocks.join('\n\n')].join('\n');
}
/** The block for an inline comment's body, or '' when there is none to offer. */
function suggestionBlock(s, secrets = []) {
    if (!s)
        return '';
    const code = s.lines.join('\n');
    if ((0,redact/* redactSecrets */.f)(code, secrets) !== code || OUR_MARKER.test(code))
        return '';
    return [`Suggested by ${s.identity}:`, '', (0,markdown_text/* fenced */.OF)(s.lines, 'suggestion')].join('\n');
}

;// CONCATENATED MODULE: ./src/github/pull-review.ts
/**
 * The findings as one pull request review (D16), inline where GitHub places them; one of ours
 * still placed nearby is updated instead. A 422 names no comment, so the unplaceable ones move to
 * the body and the review is sent once more: one review a run. A read-only token gets annotations.
 * Over 400 lines on purpose: choosing, placing, updating and falling back are one exchange.
 */











/** One lane's text in an inline comment; the whole of it is in the sticky comment. */
const MAX_LANE_TEXT = 8_000;
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
        github_inline/* FINDING_MARKER */.hM,
        ...(fingerprint ? [`${github_inline/* FINGERPRINT_PREFIX */.cz}${fingerprint} -->`] : []),
        `**${f.severity}** ${(0,sanitize/* sanitizeInline */.nW)(f.title, secrets)}`,
        '',
        `${capitalised((0,sarif/* flaggedBy */._Y)(f))}.`,
    ];
    const suggestion = suggestionBlock(f.suggestion, secrets);
    if (suggestion)
        parts.push('', suggestion);
    for (const l of f.byLane) {
        parts.push('', `<details><summary>${l.identity} (${l.severity}) at <code>${(0,markdown_text/* escapeHtml */.ZD)((0,inline/* locationText */.fN)(l))}</code></summary>`, '', laneText(laneTextWithFixes(f, l), secrets), '', '</details>');
    }
    return (0,comment/* capMarkdown */.y3)(parts.join('\n'), vocabulary/* DEFAULTS */.zY.commentLimit, {});
}
const capitalised = (s) => s.charAt(0).toUpperCase() + s.slice(1);
/** One line per finding, for the review body, the job summary and warnings. */
function findingLine(f, secrets = []) {
    return `- **${f.severity}** ${(0,inline/* locationSpan */.Im)(f)} ${(0,sanitize/* sanitizeInline */.nW)(f.title, secrets)} (${(0,sarif/* flaggedBy */._Y)(f)})`;
}
/** The review's own body: short, pointing at the full review; and what GitHub would not place. */
function reviewBody(placed, moved, links, secrets = []) {
    const where = links.commentUrl
        ? `[the review comment](${links.commentUrl})`
        : links.runUrl
            ? `the job summary of [this run](${links.runUrl})`
            : "this run's job summary";
    const lines = [
        github_inline/* REVIEW_MARKER */.aq,
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
    const ours = comments.filter((c) => (0,github_inline/* isOurPlacedComment */.pU)(c, login));
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
            if (d <= github_inline/* SAME_PLACE_LINES */.$2 && (!best || d < best.d))
                best = { c, d };
        }
        if (best) {
            used.add(best.c.id);
            matched.set(f, best.c);
        }
    }
    return matched;
}
const defaultSleep = (ms) => new Promise((r) => setTimeout(r, ms));
const MAX_WAIT_MS = 90_000;
function annotate(chosen, input, log) {
    const shown = chosen.slice(0, github_inline/* MAX_ANNOTATIONS */.KE);
    for (const f of shown) {
        log.warning(`${(0,sanitize/* sanitizeInline */.nW)(f.title, input.secrets)} (${(0,sarif/* flaggedBy */._Y)(f)})`, {
            file: f.path,
            startLine: f.line,
            ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
            title: `reviewer-lanes: ${f.severity} finding`,
        });
    }
    const rest = chosen.slice(github_inline/* MAX_ANNOTATIONS */.KE);
    const summary = [
        `> [!NOTE]\n> The token cannot post a pull request review (a pull request from a fork gets a read-only token): ${chosen.length} finding${chosen.length === 1 ? ' is' : 's are'} shown as annotations instead${rest.length > 0 ? `, the first ${github_inline/* MAX_ANNOTATIONS */.KE} of them; the others:` : '.'}`,
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
    const chosen = (0,github_inline/* chooseFindings */.oG)(input.findings, input.policy).filter((f) => !dismissedAt.some((c) => c.path === f.path &&
        gap({ start: f.line, end: Math.max(f.line, f.endLine ?? f.line) }, { start: Math.min(c.startLine ?? c.line, c.line), end: c.line }) <= github_inline/* SAME_PLACE_LINES */.$2));
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
    const oursOf = (all) => all.filter((c) => (0,github_inline/* isOurPlacedComment */.pU)(c, input.login) && !dismissed.has(c.id));
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
    const send = async (placed, moved) => api.createReview(input.pull, {
        commitId: input.headSha,
        body: reviewBody(placed.length, moved, input.links, input.secrets),
        comments: placed.map((f) => draftOf(f, input.secrets, fp(f))),
    });
    const done = (r, placed, moved) => {
        log.info(`Posted a review of ${pr} with ${placed.length} inline comment(s): ${r.htmlUrl}`);
        return { ...result, status: 'posted', reviewUrl: r.htmlUrl, posted: placed.length, moved };
    };
    // A pending review of ours in the way (a run stopped mid-probe) is deleted, and the review sent again.
    const sendFirst = async () => {
        try {
            return await send(fresh, []);
        }
        catch (err) {
            if (!pendingInTheWay(err))
                throw err;
            const cleared = await clearPendingReviews(api, input.pull);
            log.info(`Deleted ${cleared} pending review(s) of ours left on ${pr} by an earlier run.`);
            return send(fresh, []);
        }
    };
    let first;
    try {
        first = await sendFirst();
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
 * the files cannot tell which comment GitHub refused, the comments are tried in halves as pending
 * reviews (placing.ts, D19); either way the run posts one review.
 */
async function placeWhatGitHubCan(api, input, fresh, refusal, r) {
    const why = refusalOf(refusal);
    const warnMoved = (moved) => r.log.warning(`GitHub refused ${moved.length === fresh.length ? 'the' : `${moved.length} of the`} inline comment(s) of the review of ${r.pr} (${why}); ${moved.length === 1 ? 'it is' : 'they are'} in the review body instead: ${moved.map((f) => `${(0,inline/* locationText */.fN)(f)} ${(0,sanitize/* sanitizeInline */.nW)(f.title, input.secrets)}`).join('; ')}`);
    let placed = fresh;
    try {
        const patches = new Map((await api.listPullFiles(input.pull)).map((f) => [f.filename, f.patch]));
        placed = fresh.filter((f) => placeable(f, patches));
    }
    catch (err) {
        r.log.warning(`Could not read the files of ${r.pr} to find the comments GitHub refused, so they are tried in halves: ${(0,diagnostics/* messageOf */.bD)(err)}`);
    }
    const moved = fresh.filter((f) => !placed.includes(f));
    let suspects = placed;
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
    else if (placed.length === 0)
        suspects = [];
    try {
        const found = suspects.length > 0
            ? await placeInHalves({
                api,
                pull: input.pull,
                headSha: input.headSha,
                draft: (f) => draftOf(f, input.secrets, input.fingerprints?.get(f)),
                post: r.send,
                log: r.log,
                pr: r.pr,
            }, suspects, moved)
            : { review: await r.send([], fresh), placed: [], moved: fresh };
        if (found.moved.length > 0)
            warnMoved(found.moved);
        return r.done(found.review, found.placed, found.moved);
    }
    catch (err) {
        r.log.warning(`Could not post the review of ${r.pr}: ${(0,diagnostics/* messageOf */.bD)(err)}`);
        return failed();
    }
}
/** GitHub's reason for a 422, as it said it. */
function refusalOf(err) {
    const data = err.response?.data;
    const errors = Array.isArray(data?.errors)
        ? data.errors.map((e) => (typeof e === 'string' ? e : JSON.stringify(e)))
        : [];
    return `422: ${[typeof data?.message === 'string' ? data.message : 'Unprocessable Entity', ...errors].join(': ')}`;
}


/***/ })

};

//# sourceMappingURL=287.index.js.map