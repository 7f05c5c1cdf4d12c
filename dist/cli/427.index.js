export const id = 427;
export const ids = [427];
export const modules = {

/***/ 800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run),
  spec: () => (/* binding */ spec)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __webpack_require__(4851);
// EXTERNAL MODULE: ./src/report/usage.ts
var usage = __webpack_require__(2281);
// EXTERNAL MODULE: ./src/report/inline.ts
var inline = __webpack_require__(8837);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(1211);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
;// CONCATENATED MODULE: ./src/track/schema.ts
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
const count = schemas/* number */.aig().int().nonnegative();
const LaneRecordSchema = schemas/* object */.Ikc({
    identity: schemas/* string */.YjP().min(1).max(200),
    /** One per pull request whose record lists the lane, by the status it ended that run with. */
    reviews: schemas/* partialRecord */.jgl(schemas/* enum */.k5n(vocabulary/* LANE_STATUSES */._l), count),
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
    tokens: schemas/* object */.Ikc({ reported: count, estimated: count }),
    /** Only what lanes reported; absent when none did. */
    costUsd: schemas/* number */.aig().nonnegative().optional(),
    /** Per addressed finding, when any was addressed: reported tokens and the reported cost. */
    perAddressed: schemas/* object */.Ikc({ reportedTokens: schemas/* number */.aig().nonnegative(), costUsd: schemas/* number */.aig().nonnegative().optional() })
        .optional(),
    /** Of the runs that ran (reviewed, empty, failed, timed out); null when none did. */
    medianDurationMs: schemas/* number */.aig().int().nonnegative().nullable(),
});
const TrackRecordSchema = schemas/* object */.Ikc({
    ok: schemas/* boolean */.zMY(),
    version: schemas/* literal */.euz(TRACK_RECORD_VERSION),
    repository: schemas/* string */.YjP(),
    /** Whose comments were read as records. */
    identity: schemas/* string */.YjP(),
    generatedAt: schemas/* string */.YjP(),
    window: schemas/* object */.Ikc({
        /** Closed pull requests read. */
        prs: count,
        /** The earliest and latest close among them; null when none was read. */
        from: schemas/* string */.YjP().nullable(),
        to: schemas/* string */.YjP().nullable(),
        since: schemas/* string */.YjP().optional(),
    }),
    /** Records read, one per pull request and sticky comment. */
    records: count,
    skipped: schemas/* array */.YOg(schemas/* object */.Ikc({
        pr: schemas/* number */.aig().int().positive().nullable(),
        reason: schemas/* enum */.k5n(SKIP_REASONS),
        detail: schemas/* string */.YjP().max(500).optional(),
    })),
    lanes: schemas/* array */.YOg(LaneRecordSchema),
});

;// CONCATENATED MODULE: ./src/track/render.ts
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
    const parts = vocabulary/* LANE_STATUSES */._l.filter((s) => (l.reviews[s] ?? 0) > 0).map((s) => `${s} ${l.reviews[s]}`);
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
        ...(l.perAddressed.costUsd !== undefined ? [(0,usage/* formatCost */.BD)(l.perAddressed.costUsd)] : []),
    ];
    return parts.length > 0 ? `${parts.join(', ')} (${l.addressed} addressed)` : '—';
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
        (0,inline/* inlineCell */.mk)(l.identity),
        reviewsCell(l),
        String(l.findings),
        ofCount(l.agreed, l.findings),
        ofCount(l.addressed, l.findings),
        ofCount(l.dismissed, l.findings),
        ofCount(l.openAtClose, l.findings),
        ofCount(l.uniqueAddressed, l.addressed),
        tokensCell(l),
        l.costUsd !== undefined ? (0,usage/* formatCost */.BD)(l.costUsd) : '—',
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
        `# Track record — ${(0,sanitize/* sanitizeInline */.nW)(record.repository)}`,
        '',
        `${w.prs} closed pull request${w.prs === 1 ? '' : 's'}${span}; ${record.records} review record${record.records === 1 ? '' : 's'} read, those of ${(0,inline/* inlineCell */.mk)(record.identity)} only.`,
        '',
    ];
    if (record.lanes.length === 0)
        parts.push('No lane has a record yet.', '');
    else {
        parts.push(markdownTable(record), '', mermaidChart(record.lanes), '', `The chart as an image: \`${TRACK_RECORD_CHART}\` in the artifact.`, '');
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/bottleneck/lib/index.js
var lib = __webpack_require__(2203);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
;// CONCATENATED MODULE: ./src/github/octokit.ts
/**
 * The Octokit the action talks to GitHub with: @actions/github's getOctokit (its fetch, its proxy
 * handling, the runner's orchestration id in the user agent) with the retry and throttling
 * plugins, configured through their options (D12, D15).
 */




/** §6: no wait between two requests longer than GitHub's 1 s, unless GitHub asked for one. */
const octokit_MAX_PAUSE_MS = 1000;
/** The backoff unit that makes the last of `retries` retries wait MAX_PAUSE_MS (plugin-retry waits n² units). */
function retryBaseFor(retries) {
    return Math.floor(octokit_MAX_PAUSE_MS / Math.max(1, retries) ** 2);
}
/** Writes sent at once before GitHub's pace applies: a run makes two or three (comment, review). */
const WRITE_BURST = 3;
/** GitHub's documented pace for content-creating requests: at least 1 s apart. */
const WRITE_INTERVAL_MS = 1000;
/** The plugin's own groups forget an idle key after 2 minutes; so do these. */
const IDLE_KEY_MS = 120_000;
/**
 * The throttling plugin's `write` and `notifications` groups. Every write waits for `write`: one
 * at a time, a burst of WRITE_BURST, then one per WRITE_INTERVAL_MS. Writes that notify also wait
 * for `notifications`, whose default is 3 s between them, which left a run idle between its
 * comment and its review: here it only keeps them one at a time. A client that only reads sends
 * its GraphQL queries (paced as writes by the plugin) one at a time, never paused.
 */
function writeGroups(readsOnly = false) {
    const oneAtATime = { maxConcurrent: 1, timeout: IDLE_KEY_MS };
    return {
        write: new (lib_default()).Group(readsOnly
            ? oneAtATime
            : {
                ...oneAtATime,
                reservoir: WRITE_BURST,
                reservoirIncreaseAmount: 1,
                reservoirIncreaseInterval: WRITE_INTERVAL_MS,
                reservoirIncreaseMaximum: WRITE_BURST,
            }),
        notifications: new (lib_default()).Group(oneAtATime),
    };
}
/**
 * Creating an issue comment, a review or a reply: never re-sent by the client (the caller
 * re-checks first, or the next run does). Creates are also sent with `request.retries: 0`.
 */
const isCreate = (opts) => opts.method === 'POST' &&
    (/\/issues\/(?:\{issue_number\}|\d+)\/comments$/.test(opts.url) ||
        /\/pulls\/(?:\{pull_number\}|\d+)\/(?:reviews|comments)$/.test(opts.url) ||
        /\/pulls\/(?:\{pull_number\}|\d+)\/comments\/(?:\{comment_id\}|\d+)\/replies$/.test(opts.url));
/**
 * @actions/github parses the event payload (GITHUB_EVENT_PATH) as it loads, and throws on one that
 * is not JSON: it loads with the first request, so such a payload fails the step with the action's
 * own message, and a run that makes no request (a usage error, the CLI's local review) reads none.
 */
async function createOctokit(o) {
    const { getOctokit } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(649)]).then(__webpack_require__.bind(__webpack_require__, 5649));
    const rateLimitRetries = o.rateLimitRetries ?? 2;
    const maxWait = o.maxRateLimitWaitSeconds ?? 90;
    const retries = o.retries ?? 3;
    const onLimit = (kind) => (after, opts, _o, count) => {
        // D12: a create is re-checked before it is re-sent; the caller waits and does both.
        if (isCreate(opts)) {
            o.log.warning(`GitHub ${kind} rate limit on ${opts.method} ${opts.url}: waiting ${after}s, then checking whether it landed before sending it again`);
            return false;
        }
        const again = count < rateLimitRetries && after <= maxWait;
        o.log.warning(`GitHub ${kind} rate limit on ${opts.method} ${opts.url}: ${again ? `retrying in ${after}s` : 'giving up'}`);
        return again;
    };
    return getOctokit(o.token, {
        baseUrl: o.baseUrl,
        // The count goes here, not into every request's options: plugin-retry re-sends any failure
        // of a request that carries a count above 0, a 404 included, whatever `doNotRetry` says.
        retry: {
            retries,
            doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451],
            retryAfterBaseValue: o.retryBaseMs ?? retryBaseFor(retries),
        },
        throttle: {
            // The plugin's global groups are process-wide; a key per client keeps clients apart.
            id: `reviewer-lanes-${(0,external_node_crypto_.randomUUID)()}`,
            ...writeGroups(o.readsOnly),
            onRateLimit: onLimit('primary'),
            onSecondaryRateLimit: onLimit('secondary'),
        },
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
}

// EXTERNAL MODULE: ./src/trust/issues.ts
var issues = __webpack_require__(3976);
;// CONCATENATED MODULE: ./src/trust/event.ts
/**
 * The trusted ref the baseline is read from (D5): the PR's base commit (never GITHUB_SHA, the
 * merge commit), or the commit run on push; an event without one fails closed.
 */




const Sha = schemas/* string */.YjP().regex(vocabulary/* SHA_RE */.j0, { error: 'must be a full commit SHA (40 lowercase hex characters)' });
const Repo = schemas/* object */.Ikc({ full_name: schemas/* string */.YjP() }).nullish();
/**
 * The fields we read of a pull request, from the event or the API. Refs decide trust and fail
 * closed; a malformed title or body is only prompt text, so it reads as empty.
 */
const PullRequestSchema = schemas/* object */.Ikc({
    number: schemas/* number */.aig()
        .int({ error: 'must be a positive integer' })
        .positive({ error: 'must be a positive integer' }),
    title: schemas/* string */.YjP().catch(''),
    body: schemas/* string */.YjP().nullish().catch(null),
    html_url: schemas/* string */.YjP().optional().catch(undefined),
    /** Only shown in the log: who opened it, which branch it targets, whether it is still open. */
    user: schemas/* object */.Ikc({ login: schemas/* string */.YjP() }).nullish().catch(null),
    state: schemas/* string */.YjP().optional().catch(undefined),
    base: schemas/* object */.Ikc({ sha: Sha, ref: schemas/* string */.YjP().optional().catch(undefined), repo: Repo }),
    head: schemas/* object */.Ikc({ sha: Sha, repo: Repo }),
});
const PullRequestEvent = schemas/* object */.Ikc({
    /** The activity (`synchronize` for a push to the pull request): which review it gets, never trust. */
    action: schemas/* string */.YjP().optional().catch(undefined),
    pull_request: PullRequestSchema,
});
/**
 * An `issue_comment` event (D21): which issue, whether it is a pull request, and the comment — its
 * words and who wrote them are the commenter's, so they decide nothing but whether to look further.
 */
const IssueCommentEventSchema = schemas/* object */.Ikc({
    action: schemas/* string */.YjP(),
    issue: schemas/* object */.Ikc({
        number: schemas/* number */.aig()
            .int({ error: 'must be a positive integer' })
            .positive({ error: 'must be a positive integer' }),
        /** Present (an object of links) only when the issue is a pull request. */
        pull_request: schemas/* object */.Ikc({}).passthrough().nullish().catch(null),
    }),
    comment: schemas/* object */.Ikc({
        id: schemas/* number */.aig().int().positive(),
        body: schemas/* string */.YjP().nullish().catch(null),
        html_url: schemas/* string */.YjP().optional().catch(undefined),
        user: schemas/* object */.Ikc({ login: schemas/* string */.YjP().min(1) }),
        /** OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, … (GitHub's CommentAuthorAssociation). */
        author_association: schemas/* string */.YjP().optional().catch(undefined),
    }),
});
/** A head in another repository, or in one that no longer exists, is not this repository's. */
function isForkPullRequest(pr) {
    const baseRepo = pr.base.repo?.full_name;
    const headRepo = pr.head.repo?.full_name;
    // GitHub compares repository names case-insensitively.
    return !headRepo || !baseRepo || headRepo.toLowerCase() !== baseRepo.toLowerCase();
}
/** `before` is only where the change starts, never trusted: anything but a commit id is ignored. */
const PushEvent = schemas/* object */.Ikc({ after: Sha, before: schemas/* string */.YjP().optional().catch(undefined) });
const MergeGroupEvent = schemas/* object */.Ikc({ merge_group: schemas/* object */.Ikc({ base_sha: Sha, head_sha: Sha }) });
const DispatchEvent = schemas/* object */.Ikc({
    inputs: schemas/* object */.Ikc({ pr: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]).nullish() }).nullish(),
});
function event_issues(what, payload, error) {
    return error.issues.map((issue) => ({
        code: 'invalid_event',
        field: (0,issues/* jsonPath */.U)(issue.path) || '(payload)',
        message: `malformed ${what}: ${(0,issues/* issueMessage */.b)(issue, payload)}`,
    }));
}
/** The errors in one line, each with where: a message can name the event without the field. */
function describeEventErrors(errors) {
    return errors
        .map((e) => (e.field && e.field !== '(payload)' ? `${e.message} (at ${e.field})` : e.message))
        .join('; ');
}
/** A pull request the API returned, held to the event's rules; throws naming what is wrong. */
function parsePullRequest(value) {
    const parsed = PullRequestSchema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    throw new diagnostics/* ServiceError */._7(describeEventErrors(event_issues('pull request', value, parsed.error)));
}
const fail = (message, field) => ({
    ref: null,
    errors: [field ? { code: 'invalid_event', field, message } : { code: 'unsupported_event', message }],
});
/** Where the baseline comes from for this event. Total: malformed payloads give errors. */
function trustedRefFromEvent(eventName, payload) {
    switch (eventName) {
        case 'pull_request':
        case 'pull_request_target': {
            const parsed = PullRequestEvent.safeParse(payload);
            if (!parsed.success)
                return { ref: null, errors: event_issues(`${eventName} event payload`, payload, parsed.error) };
            const { pull_request: pr, action } = parsed.data;
            return {
                ref: pr.base.sha,
                prNumber: pr.number,
                baseSha: pr.base.sha,
                headSha: pr.head.sha,
                pullRequest: pr,
                ...(action !== undefined ? { action } : {}),
                errors: [],
            };
        }
        case 'push': {
            const parsed = PushEvent.safeParse(payload);
            if (!parsed.success)
                return { ref: null, errors: event_issues(`${eventName} event payload`, payload, parsed.error) };
            if (ZERO_SHA_RE.test(parsed.data.after)) {
                return fail('the push event deletes a branch (after is all zeros); there is no commit to review', 'after');
            }
            const { after, before } = parsed.data;
            // A new branch has no previous tip (before is all zeros).
            const previous = before && SHA_RE.test(before) && !ZERO_SHA_RE.test(before) ? { baseSha: before } : {};
            return { ref: after, ...previous, headSha: after, errors: [] };
        }
        case 'merge_group': {
            const parsed = MergeGroupEvent.safeParse(payload);
            if (!parsed.success)
                return { ref: null, errors: event_issues(`${eventName} event payload`, payload, parsed.error) };
            const { base_sha, head_sha } = parsed.data.merge_group;
            return { ref: base_sha, baseSha: base_sha, headSha: head_sha, errors: [] };
        }
        case 'issue_comment': {
            // No ref here: the pull request (and so its base) is read through the API, never the comment.
            const parsed = IssueCommentEventSchema.safeParse(payload);
            if (!parsed.success)
                return { ref: null, errors: event_issues(`${eventName} event payload`, payload, parsed.error) };
            return { ref: null, prNumber: parsed.data.issue.number, issueComment: parsed.data, errors: [] };
        }
        case 'workflow_dispatch': {
            const parsed = DispatchEvent.safeParse(payload);
            if (!parsed.success)
                return { ref: null, errors: event_issues(`${eventName} event payload`, payload, parsed.error) };
            const pr = parsed.data.inputs?.pr;
            if (pr === undefined || pr === null || pr === '')
                return { ref: null, errors: [] };
            // Dispatch inputs arrive as strings.
            const text = String(pr).trim();
            if (!/^[1-9][0-9]{0,9}$/.test(text)) {
                return fail(`the workflow_dispatch input pr must be a pull request number (got ${JSON.stringify(pr)})`, 'inputs.pr');
            }
            return { ref: null, prNumber: Number(text), errors: [] };
        }
        default:
            return fail(`the ${JSON.stringify(eventName)} event is not supported: its trusted ref for the consent baseline is unknown, so no lane may run; use pull_request, pull_request_target, push, merge_group, workflow_dispatch or issue_comment`);
    }
}

;// CONCATENATED MODULE: ./src/github/schemas.ts
/**
 * What the GitHub REST responses we read must hold, one schema per response, parsed where the
 * response arrives (client.ts). The pull request's files name what the PR changed, so they are as
 * hostile as the PR: an entry that is not what GitHub documents is left out and named, not read.
 */



const schemas_count = schemas/* number */.aig().int().nonnegative();
/**
 * One entry of `GET /repos/{o}/{r}/pulls/{n}/files`: the fields the change and the review read.
 * Its output is the prompt stage's `PullFile`, which that stage owns (github/ sits above it).
 */
const PullFileSchema = schemas/* object */.Ikc({
    filename: schemas/* string */.YjP().min(1),
    // Not a closed list: a status GitHub adds later is read as a modification (filesFromApi).
    status: schemas/* string */.YjP(),
    additions: schemas_count,
    deletions: schemas_count,
    // Absent for binary and very large files; null is read the same way.
    patch: schemas/* string */.YjP().nullish(),
    previous_filename: schemas/* string */.YjP().min(1).nullish(),
})
    .transform(({ patch, previous_filename, ...f }) => ({
    ...f,
    ...(patch != null ? { patch } : {}),
    ...(previous_filename != null ? { previous_filename } : {}),
}));
/** A comment's author; GitHub sends `user: null` for a deleted account. */
const UserSchema = schemas/* object */.Ikc({ login: schemas/* string */.YjP() }).nullish();
/** One entry of `GET /issues/{n}/comments`, and what creating or updating a comment answers. */
const IssueCommentSchema = schemas/* object */.Ikc({
    id: schemas/* number */.aig().int().positive(),
    body: schemas/* string */.YjP().nullish(),
    user: UserSchema,
    html_url: schemas/* string */.YjP(),
})
    .transform((c) => ({
    id: c.id,
    body: c.body ?? '',
    /** The author's login; empty for a deleted account. */
    login: c.user?.login ?? '',
    htmlUrl: c.html_url,
}));
const lineNumber = schemas/* number */.aig().int().positive().nullish();
/** The `reactions` summary GitHub puts on each listed comment; only the 👎 count is read. */
const ReactionSummarySchema = schemas/* object */.Ikc({ '-1': schemas_count });
/** A pull request review comment (an inline comment on the diff), listed, created or updated. */
const ReviewCommentSchema = schemas/* object */.Ikc({
    id: schemas/* number */.aig().int().positive(),
    body: schemas/* string */.YjP().nullish(),
    user: UserSchema,
    html_url: schemas/* string */.YjP(),
    path: schemas/* string */.YjP().min(1),
    line: lineNumber,
    start_line: lineNumber,
    in_reply_to_id: schemas/* number */.aig().int().positive().nullish(),
    author_association: schemas/* string */.YjP().nullish(),
    // Feedback is a hint to look closer, never a reason to lose the comment: a summary that is
    // not GitHub's reads as "no 👎", and the comment is still ours to update.
    reactions: ReactionSummarySchema.nullish().catch(null),
})
    .transform((c) => ({
    id: c.id,
    body: c.body ?? '',
    login: c.user?.login ?? '',
    path: c.path,
    /** The line GitHub places it on now; null once a later push outdated it. */
    line: c.line ?? null,
    startLine: c.start_line ?? null,
    htmlUrl: c.html_url,
    /** The comment this one replies to (the thread's first comment); null for a thread's first. */
    inReplyTo: c.in_reply_to_id ?? null,
    /** OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE…; empty when GitHub did not say. */
    association: c.author_association ?? '',
    /** How many 👎 GitHub's summary counts (0 when it sent none). */
    thumbsDown: c.reactions?.['-1'] ?? 0,
}));
/** What creating a review answers: the fields the result reports. */
const CreatedReviewSchema = schemas/* object */.Ikc({ id: schemas/* number */.aig().int().positive(), html_url: schemas/* string */.YjP() })
    .transform((r) => ({ id: r.id, htmlUrl: r.html_url }));
/** One entry of `GET /pulls/{n}/reviews`: a pending one is listed to its author only. */
const ReviewStateSchema = schemas/* object */.Ikc({ id: schemas/* number */.aig().int().positive(), state: schemas/* string */.YjP() })
    .transform((r) => ({ id: r.id, state: r.state }));
/** One entry of `GET /pulls/comments/{id}/reactions`: who reacted, and with what. */
const ReactionSchema = schemas/* object */.Ikc({ id: schemas/* number */.aig().int().positive(), user: UserSchema, content: schemas/* string */.YjP() })
    .transform((r) => ({ id: r.id, login: r.user?.login ?? '', content: r.content }));
/**
 * `GET /collaborators/{login}/permission`: `permission` is the legacy level (admin, write, read,
 * none — maintain reads as write), `role_name` the role itself (maintain, triage, custom roles).
 */
const CollaboratorPermissionSchema = schemas/* object */.Ikc({ permission: schemas/* string */.YjP(), role_name: schemas/* string */.YjP().nullish() })
    .transform((p) => ({ permission: p.permission, ...(p.role_name ? { role_name: p.role_name } : {}) }));
/** `GET /user`: only the login is read. */
const ViewerSchema = schemas/* object */.Ikc({ login: schemas/* string */.YjP().min(1) });
/** How many dropped entries a warning names; the rest are counted. */
const NAMED = 10;
/** `filename` or `id`, when the entry has a usable one, to name an entry the schema refused. */
function nameOf(raw, index) {
    const r = (raw ?? {});
    const shown = typeof r.filename === 'string' && r.filename !== ''
        ? JSON.stringify(r.filename.slice(0, 200))
        : typeof r.id === 'number'
            ? `id ${r.id}`
            : null;
    return shown ? `entry ${index} (${shown})` : `entry ${index}`;
}
/** The first thing wrong with `raw`, where it is. */
function problemOf(error, raw) {
    const issue = error.issues[0];
    const at = (0,issues/* jsonPath */.U)(issue.path);
    return `${at ? `${at} ` : ''}${(0,issues/* issueMessage */.b)(issue, raw)}`;
}
/** A paginated list, entry by entry: an entry the schema refuses is left out, not read. */
function parseList(schema, data, what) {
    if (!Array.isArray(data))
        throw new diagnostics/* ServiceError */._7(`GitHub's list of ${what} is not a list; it cannot be read`);
    const items = [];
    const dropped = [];
    data.forEach((raw, i) => {
        const parsed = schema.safeParse(raw);
        if (parsed.success)
            items.push(parsed.data);
        else
            dropped.push(`${nameOf(raw, i)}: ${problemOf(parsed.error, raw)}`);
    });
    return { items, dropped, total: data.length };
}
/** The entries left out, in one sentence: the first few named, the rest counted. */
function droppedSentence(dropped) {
    const more = dropped.length > NAMED ? `; and ${dropped.length - NAMED} more` : '';
    return `${dropped.slice(0, NAMED).join('; ')}${more}`;
}
/** One response that must match; what is wrong with it otherwise, said in the error. */
function parseOne(schema, data, what) {
    const parsed = schema.safeParse(data);
    if (parsed.success)
        return parsed.data;
    throw new diagnostics/* ServiceError */._7(`GitHub's answer to ${what} is not what GitHub documents: ${problemOf(parsed.error, data)}`);
}
/**
 * The files response. Throws when entries came and none of them is usable: an empty change
 * would be reviewed as "nothing changed", which is worse than no review.
 */
function parsePullFiles(data, pr) {
    const { items: files, dropped, total } = parseList(PullFileSchema, data, `the files of ${pr}`);
    if (dropped.length === 0)
        return { files, warning: null };
    if (files.length === 0) {
        throw new diagnostics/* ServiceError */._7(`None of the files GitHub listed for ${pr} can be read: ${droppedSentence(dropped)}`);
    }
    const verb = dropped.length === 1 ? 'is' : 'are';
    return {
        files,
        warning: `${dropped.length} of the ${total} files GitHub listed for ${pr} ${verb} not what GitHub documents and left out of the review: ${droppedSentence(dropped)}`,
    };
}

;// CONCATENATED MODULE: ./src/github/client.ts
/**
 * The GitHub REST calls the action makes, behind one interface: Octokit with bounded retries and
 * throttling (D12), except that a create is never re-sent blindly (comment.ts and pull-review.ts
 * re-check first).
 */



/** Status of an Octokit RequestError, or undefined for network failures and other throwables. */
function client_statusOf(err) {
    const s = err?.status;
    return typeof s === 'number' ? s : undefined;
}
/** 5xx, or no response at all: the request may or may not have taken effect. */
function client_isRetryable(err) {
    const s = client_statusOf(err);
    return s === undefined || s >= 500 || client_isRateLimited(err);
}
/** A primary or secondary rate limit (429, or 403 saying so), not a token without permission. */
function client_isRateLimited(err) {
    const s = client_statusOf(err);
    if (s === 429)
        return true;
    if (s !== 403)
        return false;
    const e = err;
    const headers = e.response?.headers ?? {};
    const message = `${String(e.response?.data?.message ?? '')} ${String(e.message ?? '')}`;
    return (headers['retry-after'] !== undefined ||
        headers['x-ratelimit-remaining'] === '0' ||
        /rate limit/i.test(message));
}
/** How long a rate-limited response asks to wait (`retry-after`, seconds), in ms; null if it does not say. */
function client_retryAfterMs(err) {
    const raw = err.response?.headers?.['retry-after'];
    const seconds = raw === undefined ? NaN : Number(raw);
    return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}
/** An inline comment as GitHub's create-a-review takes it: on the new side of the diff. */
const reviewComment = (c) => ({
    path: c.path,
    line: c.line,
    side: 'RIGHT',
    ...(c.startLine !== undefined ? { start_line: c.startLine, start_side: 'RIGHT' } : {}),
    body: c.body,
});
function createGitHubApi(o) {
    let client;
    // One Octokit a client, made on its first request.
    const ok = () => (client ??= createOctokit(o));
    // Every call is about this one repository.
    const at = { owner: o.owner, repo: o.repo };
    const pages = { ...at, per_page: 100 };
    // An entry that is not what GitHub documents is left out, named once, and the rest are read.
    const listed = (schema, data, what) => {
        const { items, dropped, total } = parseList(schema, data, what);
        if (dropped.length > 0) {
            o.log.warning(`${dropped.length} of the ${total} entries of ${what} ${dropped.length === 1 ? 'is' : 'are'} not what GitHub documents and left out: ${droppedSentence(dropped)}`);
        }
        return items;
    };
    return {
        octokit: ok,
        async viewerLogin() {
            const octokit = await ok();
            try {
                const r = await octokit.request('GET /user', { request: { retries: 0 } });
                const viewer = ViewerSchema.safeParse(r.data);
                return viewer.success ? viewer.data.login : null;
            }
            catch {
                // Installation tokens (GITHUB_TOKEN, GitHub Apps) get 403 here; the caller falls back.
                return null;
            }
        },
        async getPull(number) {
            const octokit = await ok();
            const r = await octokit.rest.pulls.get({ ...at, pull_number: number });
            return parsePullRequest(r.data);
        },
        async listPullFiles(number) {
            const octokit = await ok();
            const data = await octokit.paginate(octokit.rest.pulls.listFiles, {
                ...pages,
                pull_number: number,
            });
            const { files, warning } = parsePullFiles(data, `pull request #${number}`);
            if (warning)
                o.log.warning(warning);
            return files;
        },
        async listComments(issue) {
            const octokit = await ok();
            const all = await octokit.paginate(octokit.rest.issues.listComments, {
                ...pages,
                issue_number: issue,
            });
            return listed(IssueCommentSchema, all, `the comments of pull request #${issue}`);
        },
        async createComment(issue, body) {
            const octokit = await ok();
            const r = await octokit.rest.issues.createComment({
                ...at,
                issue_number: issue,
                body,
                request: { retries: 0 },
            });
            return parseOne(IssueCommentSchema, r.data, `creating a comment on pull request #${issue}`);
        },
        async updateComment(id, body) {
            const octokit = await ok();
            const r = await octokit.rest.issues.updateComment({ ...at, comment_id: id, body });
            return parseOne(IssueCommentSchema, r.data, `updating comment ${id}`);
        },
        async deleteComment(id) {
            const octokit = await ok();
            try {
                await octokit.rest.issues.deleteComment({ ...at, comment_id: id });
            }
            catch (err) {
                // An overlapping run may have deleted it already.
                if (client_statusOf(err) !== 404)
                    throw err;
            }
        },
        async listReviewComments(pull) {
            const octokit = await ok();
            const all = await octokit.paginate(octokit.rest.pulls.listReviewComments, {
                ...pages,
                pull_number: pull,
            });
            return listed(ReviewCommentSchema, all, `the review comments of pull request #${pull}`);
        },
        async createReview(pull, review) {
            const octokit = await ok();
            const r = await octokit.rest.pulls.createReview({
                ...at,
                pull_number: pull,
                commit_id: review.commitId,
                event: 'COMMENT',
                body: review.body,
                comments: review.comments.map(reviewComment),
                request: { retries: 0 },
            });
            return parseOne(CreatedReviewSchema, r.data, `creating a review of pull request #${pull}`);
        },
        async listReviews(pull) {
            const octokit = await ok();
            const all = await octokit.paginate(octokit.rest.pulls.listReviews, {
                ...pages,
                pull_number: pull,
            });
            return listed(ReviewStateSchema, all, `the reviews of pull request #${pull}`);
        },
        async createPendingReview(pull, review) {
            const octokit = await ok();
            const r = await octokit.rest.pulls.createReview({
                ...at,
                pull_number: pull,
                commit_id: review.commitId,
                comments: review.comments.map(reviewComment),
                request: { retries: 0 },
            });
            return parseOne(CreatedReviewSchema, r.data, `creating a pending review of pull request #${pull}`);
        },
        async deletePendingReview(pull, id) {
            const octokit = await ok();
            await octokit.rest.pulls.deletePendingReview({ ...at, pull_number: pull, review_id: id });
        },
        async updateReviewComment(id, body) {
            const octokit = await ok();
            const r = await octokit.rest.pulls.updateReviewComment({ ...at, comment_id: id, body });
            return parseOne(ReviewCommentSchema, r.data, `updating review comment ${id}`);
        },
        async listThumbsDown(commentId) {
            const octokit = await ok();
            const all = await octokit.paginate(octokit.rest.reactions.listForPullRequestReviewComment, {
                ...pages,
                comment_id: commentId,
                content: '-1',
            });
            return listed(ReactionSchema, all, `the reactions of review comment ${commentId}`);
        },
        async replyToReviewComment(pull, inReplyTo, body) {
            const octokit = await ok();
            const r = await octokit.rest.pulls.createReplyForReviewComment({
                ...at,
                pull_number: pull,
                comment_id: inReplyTo,
                body,
                request: { retries: 0 },
            });
            return parseOne(ReviewCommentSchema, r.data, `replying to review comment ${inReplyTo}`);
        },
        async collaboratorPermission(login) {
            const octokit = await ok();
            try {
                const r = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...at, username: login });
                return parseOne(CollaboratorPermissionSchema, r.data, `the permission of ${login}`);
            }
            catch (err) {
                // GitHub answers 404 for a user who is not a collaborator.
                if (client_statusOf(err) === 404)
                    return null;
                throw err;
            }
        },
        async reactToComment(id, content) {
            const octokit = await ok();
            const r = await octokit.rest.reactions.createForIssueComment({ ...at, comment_id: id, content });
            parseOne(ReactionSchema, r.data, `reacting to comment ${id}`);
        },
    };
}

;// CONCATENATED MODULE: ./src/github/history.ts
/**
 * The repository's closed pull requests as GitHub keeps them, for the track record (D20): each
 * with its issue comments and its review threads (comments, their 👎 with who gave them, the
 * replies), read in pages through GraphQL so 100 pull requests cost a handful of requests.
 * Everything here is as hostile as the pull requests: the schemas say what is read, nothing more.
 */



/**
 * Pull requests per page: the query's node count, 25 × (1 + 100 + 50 × (1 + 30 × (1 + 10))) =
 * 416,275, stays under GitHub's 500,000. Fewer pages matter: octokit paces GraphQL a second apart.
 */
const PULLS_PER_PAGE = 25;
const COMMENTS_PER_PULL = 100;
const THREADS_PER_PULL = 50;
const COMMENTS_PER_THREAD = 30;
const THUMBS_DOWN_PER_COMMENT = 10;
/** One question for many pull requests; the fake GitHub API answers it by its name. */
const PULLS_QUERY = `query TrackRecordPulls($owner: String!, $name: String!, $first: Int!, $after: String) {
  repository(owner: $owner, name: $name) {
    pullRequests(states: [CLOSED, MERGED], first: $first, after: $after, orderBy: {field: UPDATED_AT, direction: DESC}) {
      pageInfo { hasNextPage endCursor }
      nodes { ...TrackRecordPull }
    }
  }
}`;
/** The rest of one pull request's comments and threads, when the page held only the first ones. */
const PULL_MORE_QUERY = `query TrackRecordPullMore($owner: String!, $name: String!, $number: Int!, $comments: String, $threads: String, $withComments: Boolean!, $withThreads: Boolean!) {
  repository(owner: $owner, name: $name) {
    pullRequest(number: $number) {
      comments(first: ${COMMENTS_PER_PULL}, after: $comments) @include(if: $withComments) { ...TrackRecordComments }
      reviewThreads(first: ${THREADS_PER_PULL}, after: $threads) @include(if: $withThreads) { ...TrackRecordThreads }
    }
  }
}`;
const FRAGMENTS = `
fragment TrackRecordComments on IssueCommentConnection {
  pageInfo { hasNextPage endCursor }
  nodes { databaseId body authorAssociation author { __typename login } }
}
fragment TrackRecordThreads on PullRequestReviewThreadConnection {
  pageInfo { hasNextPage endCursor }
  nodes {
    isResolved
    comments(first: ${COMMENTS_PER_THREAD}) {
      nodes {
        databaseId body authorAssociation author { __typename login }
        replyTo { databaseId }
        reactions(first: ${THUMBS_DOWN_PER_COMMENT}, content: THUMBS_DOWN) { totalCount nodes { user { __typename login } } }
      }
    }
  }
}
fragment TrackRecordPull on PullRequest {
  number closedAt updatedAt authorAssociation author { __typename login }
  comments(first: ${COMMENTS_PER_PULL}) { ...TrackRecordComments }
  reviewThreads(first: ${THREADS_PER_PULL}) { ...TrackRecordThreads }
}`;
const ActorSchema = schemas/* object */.Ikc({ __typename: schemas/* string */.YjP().optional(), login: schemas/* string */.YjP() })
    .nullish()
    // GraphQL names a bot without the `[bot]` REST gives it (`github-actions` is `github-actions[bot]`).
    .transform((a) => (a ? (a.__typename === 'Bot' ? `${a.login}[bot]` : a.login) : ''));
const PageInfoSchema = schemas/* object */.Ikc({ hasNextPage: schemas/* boolean */.zMY(), endCursor: schemas/* string */.YjP().nullish() });
const CommentSchema = schemas/* object */.Ikc({
    databaseId: schemas/* number */.aig().int().positive(),
    body: schemas/* string */.YjP()
        .nullish()
        .transform((b) => b ?? ''),
    authorAssociation: schemas/* string */.YjP()
        .nullish()
        .transform((a) => a ?? ''),
    author: ActorSchema,
});
const ThreadCommentSchema = CommentSchema.extend({
    replyTo: schemas/* object */.Ikc({ databaseId: schemas/* number */.aig().int().positive().nullish() }).nullish(),
    reactions: schemas/* object */.Ikc({
        totalCount: schemas/* number */.aig().int().nonnegative(),
        nodes: schemas/* array */.YOg(schemas/* object */.Ikc({ user: ActorSchema }).nullable()),
    })
        .nullish(),
}).transform((c) => ({
    id: c.databaseId,
    body: c.body,
    association: c.authorAssociation,
    login: c.author,
    replyTo: c.replyTo?.databaseId ?? null,
    thumbsDown: (c.reactions?.nodes ?? []).flatMap((r) => (r && r.user ? [r.user] : [])),
}));
const CommentsSchema = schemas/* object */.Ikc({
    pageInfo: PageInfoSchema,
    nodes: schemas/* array */.YOg(CommentSchema.nullable()),
});
const ThreadsSchema = schemas/* object */.Ikc({
    pageInfo: PageInfoSchema,
    nodes: schemas/* array */.YOg(schemas/* object */.Ikc({
        isResolved: schemas/* boolean */.zMY(),
        comments: schemas/* object */.Ikc({ nodes: schemas/* array */.YOg(ThreadCommentSchema.nullable()) }),
    })
        .nullable()),
});
const PullSchema = schemas/* object */.Ikc({
    number: schemas/* number */.aig().int().positive(),
    closedAt: schemas/* string */.YjP().nullish(),
    updatedAt: schemas/* string */.YjP(),
    authorAssociation: schemas/* string */.YjP().nullish(),
    author: ActorSchema,
    comments: CommentsSchema,
    reviewThreads: ThreadsSchema,
});
const PullsPageSchema = schemas/* object */.Ikc({
    repository: schemas/* object */.Ikc({
        pullRequests: schemas/* object */.Ikc({ pageInfo: PageInfoSchema, nodes: schemas/* array */.YOg(schemas/* unknown */.L5J()) }),
    })
        .nullable(),
});
const PullMoreSchema = schemas/* object */.Ikc({
    repository: schemas/* object */.Ikc({
        pullRequest: schemas/* object */.Ikc({ comments: CommentsSchema.optional(), reviewThreads: ThreadsSchema.optional() })
            .nullable(),
    })
        .nullable(),
});
/** A GraphQL answer with errors: octokit throws, keeping the partial data beside the errors. */
function partial(err) {
    const e = err;
    if (e?.name !== 'GraphqlResponseError' || e.data === undefined || e.data === null)
        return null;
    return { data: e.data, errors: Array.isArray(e.errors) ? e.errors : [] };
}
const notNull = (x) => x !== null && x !== undefined;
function createHistoryReader(o) {
    let client;
    const ask = async (query, variables) => {
        // Only queries: the pace of content-creating requests does not apply to them.
        const octokit = await (client ??= createOctokit({ ...o, readsOnly: true }));
        try {
            return { data: (await octokit.graphql(query + FRAGMENTS, variables)), errors: [] };
        }
        catch (err) {
            const p = partial(err);
            if (p)
                return p;
            throw err;
        }
    };
    const at = { owner: o.owner, name: o.repo };
    /** The comments and threads past the first page of one pull request, appended to it. */
    const readRest = async (pull, comments, threads) => {
        let c = comments;
        let t = threads;
        while (c !== null || t !== null) {
            const { data } = await ask(PULL_MORE_QUERY, {
                ...at,
                number: pull.number,
                comments: c,
                threads: t,
                withComments: c !== null,
                withThreads: t !== null,
            });
            const more = PullMoreSchema.parse(data).repository?.pullRequest;
            if (!more)
                throw new diagnostics/* ServiceError */._7(`pull request #${pull.number} could not be read again`);
            if (c !== null && more.comments) {
                pull.comments.push(...commentsOf(more.comments));
                c = more.comments.pageInfo.hasNextPage ? (more.comments.pageInfo.endCursor ?? null) : null;
            }
            else
                c = null;
            if (t !== null && more.reviewThreads) {
                pull.threads.push(...threadsOf(more.reviewThreads));
                t = more.reviewThreads.pageInfo.hasNextPage ? (more.reviewThreads.pageInfo.endCursor ?? null) : null;
            }
            else
                t = null;
        }
    };
    return {
        async closedPulls(opts) {
            const pulls = [];
            const unread = [];
            let after = null;
            let page = 0;
            const counted = () => pulls.length + unread.length;
            while (counted() < opts.limit) {
                page++;
                const first = Math.min(PULLS_PER_PAGE, opts.limit - counted());
                let answer;
                try {
                    answer = await ask(PULLS_QUERY, { ...at, first, after });
                }
                catch (err) {
                    // The first page is the whole answer's only source; after it, what was read still counts.
                    if (page === 1)
                        throw err;
                    const why = err instanceof Error ? err.message : String(err);
                    unread.push({
                        number: null,
                        reason: `the pull requests after the first ${counted()} could not be read: ${why}`,
                    });
                    break;
                }
                const { data, errors } = answer;
                const parsed = PullsPageSchema.safeParse(data);
                if (!parsed.success || !parsed.data.repository) {
                    const why = errors[0]?.message ?? 'the answer is not what GitHub documents';
                    throw new diagnostics/* ServiceError */._7(`the pull requests of ${o.owner}/${o.repo} could not be read: ${why}`);
                }
                const connection = parsed.data.repository.pullRequests;
                let older = false;
                const rest = [];
                connection.nodes.forEach((node, i) => {
                    const error = errors.find((e) => e.path?.[3] === i);
                    const pull = PullSchema.safeParse(node);
                    if (!pull.success) {
                        const number = node?.number;
                        unread.push({
                            number: typeof number === 'number' ? number : null,
                            reason: error?.message ?? 'its answer is not what GitHub documents',
                        });
                        return;
                    }
                    const p = pull.data;
                    // Listed by last update, newest first: once one was last touched before `since`, so
                    // was every later one, and none of them closed after it.
                    if (opts.since && Date.parse(p.updatedAt) < opts.since.getTime()) {
                        older = true;
                        return;
                    }
                    if (opts.since && p.closedAt && Date.parse(p.closedAt) < opts.since.getTime())
                        return;
                    const read = {
                        number: p.number,
                        closedAt: p.closedAt ?? null,
                        updatedAt: p.updatedAt,
                        author: p.author,
                        association: p.authorAssociation ?? '',
                        comments: commentsOf(p.comments),
                        threads: threadsOf(p.reviewThreads),
                    };
                    pulls.push(read);
                    const c = p.comments.pageInfo.hasNextPage ? (p.comments.pageInfo.endCursor ?? null) : null;
                    const t = p.reviewThreads.pageInfo.hasNextPage
                        ? (p.reviewThreads.pageInfo.endCursor ?? null)
                        : null;
                    if (c !== null || t !== null)
                        rest.push({ pull: read, c, t });
                });
                for (const r of rest) {
                    try {
                        await readRest(r.pull, r.c, r.t);
                    }
                    catch (err) {
                        pulls.splice(pulls.indexOf(r.pull), 1);
                        unread.push({ number: r.pull.number, reason: err instanceof Error ? err.message : String(err) });
                    }
                }
                opts.progress?.(counted(), page);
                if (older || !connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor)
                    break;
                after = connection.pageInfo.endCursor;
            }
            return { pulls, unread };
        },
    };
}
function commentsOf(c) {
    return c.nodes.filter(notNull).map((n) => ({
        id: n.databaseId,
        body: n.body,
        login: n.author,
        association: n.authorAssociation,
    }));
}
function threadsOf(t) {
    return t.nodes
        .filter(notNull)
        .map((n) => ({ resolved: n.isResolved, comments: n.comments.nodes.filter(notNull) }));
}

;// CONCATENATED MODULE: ./src/github/identity.ts
/** The default GITHUB_TOKEN acts as this bot and cannot read /user. */
const identity_ACTIONS_BOT_LOGIN = 'github-actions[bot]';
/**
 * Installation tokens: GITHUB_TOKEN and Apps'. An App's login is revealed by no request it may
 * make; the sticky comment learns it from the first comment it creates.
 */
function isInstallationToken(token) {
    return token.startsWith('ghs_');
}
/** The author of our comments for `token`; /user is asked at most once, and only when it can answer. */
function authorOf(token, api) {
    let login;
    return () => {
        login ??= isInstallationToken(token)
            ? Promise.resolve(identity_ACTIONS_BOT_LOGIN)
            : api.viewerLogin().then((l) => l ?? identity_ACTIONS_BOT_LOGIN);
        return login;
    };
}

;// CONCATENATED MODULE: ./src/github/permission.ts
/** A comment's or reply's `author_association` that GitHub gives only to people with access. */
const WRITE_ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR'];
/** The repository roles that can push: the legacy `permission` and the `role_name` alike. */
const WRITE_LEVELS = new Set(['admin', 'maintain', 'write']);
/**
 * Asks GET /repos/{o}/{r}/collaborators/{login}/permission once per distinct login per run;
 * true for admin|maintain|write (also `role_name`), false otherwise, false on 404; other errors
 * propagate after the client's retries.
 */
function writeAccessChecker(api) {
    const asked = new Map();
    return (login) => {
        // A deleted account (no login) has no access to ask about.
        if (login === '')
            return Promise.resolve(false);
        // Logins are case-insensitive on GitHub: one question per person, however it is spelt.
        const key = login.toLowerCase();
        let answer = asked.get(key);
        if (!answer) {
            answer = api
                .collaboratorPermission(login)
                .then((p) => p !== null && (WRITE_LEVELS.has(p.permission) || WRITE_LEVELS.has(p.role_name ?? '')));
            // A failed question is asked again by the next caller, not remembered as an answer.
            answer.catch(() => asked.delete(key));
            asked.set(key, answer);
        }
        return answer;
    };
}
/** An `author_association` that shows write access without asking. */
function isWriteAssociation(association) {
    return WRITE_ASSOCIATIONS.includes(association);
}

// EXTERNAL MODULE: ./src/sys/regular-file.ts
var regular_file = __webpack_require__(8748);
// EXTERNAL MODULE: ./src/sys/markdown-text.ts
var markdown_text = __webpack_require__(5538);
;// CONCATENATED MODULE: ./src/track/chart.ts
/**
 * The track record's chart as plain SVG markup (D20): per lane, a bar of the findings posted and,
 * over it, the addressed and the dismissed ones, each labelled with its count. No library: the
 * markup is a few rectangles and texts, every text escaped.
 */

const ROW = 28;
const TOP = 40;
const LABEL = 160;
const BAR = 360;
const WIDTH = LABEL + BAR + 200;
const COLOURS = { findings: '#d0d7de', addressed: '#1a7f37', dismissed: '#cf222e' };
function trackRecordSvg(lanes) {
    const max = Math.max(1, ...lanes.map((l) => l.findings));
    const scale = (n) => Math.round((BAR * n) / max);
    const height = TOP + ROW * Math.max(1, lanes.length) + 30;
    const out = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="12">`,
        `<title>Findings posted, addressed and dismissed, per lane</title>`,
        `<text x="8" y="20" font-size="14" font-weight="bold">Findings posted, addressed and dismissed, per lane</text>`,
    ];
    lanes.forEach((l, i) => {
        const y = TOP + i * ROW;
        const addressed = scale(l.addressed);
        out.push(`<g class="lane" data-lane="${(0,markdown_text/* escapeHtml */.ZD)(l.identity)}">`, `<text x="${LABEL - 8}" y="${y + 14}" text-anchor="end">${(0,markdown_text/* escapeHtml */.ZD)(l.identity.slice(0, 40))}</text>`, `<rect class="findings" x="${LABEL}" y="${y}" width="${scale(l.findings)}" height="18" fill="${COLOURS.findings}"/>`, `<rect class="addressed" x="${LABEL}" y="${y}" width="${addressed}" height="18" fill="${COLOURS.addressed}"/>`, `<rect class="dismissed" x="${LABEL + addressed}" y="${y}" width="${scale(l.dismissed)}" height="18" fill="${COLOURS.dismissed}"/>`, `<text x="${LABEL + scale(l.findings) + 6}" y="${y + 14}">${l.addressed} addressed, ${l.dismissed} dismissed of ${l.findings}</text>`, `</g>`);
    });
    if (lanes.length === 0)
        out.push(`<text x="8" y="${TOP + 14}">No lane has a record yet.</text>`);
    const legendY = height - 10;
    out.push(`<rect x="8" y="${legendY - 10}" width="10" height="10" fill="${COLOURS.addressed}"/><text x="22" y="${legendY}">addressed</text>`, `<rect x="100" y="${legendY - 10}" width="10" height="10" fill="${COLOURS.dismissed}"/><text x="114" y="${legendY}">dismissed</text>`, `<rect x="192" y="${legendY - 10}" width="10" height="10" fill="${COLOURS.findings}"/><text x="206" y="${legendY}">posted</text>`, '</svg>', '');
    return out.join('\n');
}

// EXTERNAL MODULE: ./src/report/results-schema.ts
var results_schema = __webpack_require__(6778);
;// CONCATENATED MODULE: ./src/track/compute.ts

/** The statuses of a run that ran: its duration is a lane's time, not a plan's. */
const RAN = new Set(['reviewed', 'empty', 'failed', 'timed_out']);
const tally = (identity) => ({
    identity,
    reviews: {},
    findings: 0,
    agreed: 0,
    addressed: 0,
    dismissed: 0,
    outdated: 0,
    openAtClose: 0,
    uniqueAddressed: 0,
    reported: 0,
    estimated: 0,
    cost: undefined,
    durations: [],
});
function median(values) {
    if (values.length === 0)
        return null;
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
        ? sorted[mid]
        : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}
/** Each lane's record, in the order lanes were first seen (the records' own lane order). */
function laneRecords(records) {
    const lanes = new Map();
    const of = (identity) => {
        let t = lanes.get(identity);
        if (!t)
            lanes.set(identity, (t = tally(identity)));
        return t;
    };
    for (const record of records) {
        for (const run of record.lanes) {
            const t = of(run.identity);
            t.reviews[run.status] = (t.reviews[run.status] ?? 0) + 1;
            if (RAN.has(run.status))
                t.durations.push(run.durationMs);
            const u = run.usage;
            if (u) {
                const tokens = (u.inputTokens ?? 0) + (u.outputTokens ?? 0);
                if (u.source === 'lane')
                    t.reported += tokens;
                else
                    t.estimated += tokens;
                if (u.source === 'lane' && u.costUsd !== undefined)
                    t.cost = (t.cost ?? 0) + u.costUsd;
            }
        }
        for (const f of record.findings) {
            const flaggedBy = [...new Set(f.lanes)];
            const alone = flaggedBy.length === 1 && f.agreement <= 1;
            for (const identity of flaggedBy) {
                const t = of(identity);
                t.findings++;
                if (f.agreement >= results_schema/* AGREED */.xu)
                    t.agreed++;
                if (f.outcome === 'addressed') {
                    t.addressed++;
                    if (alone)
                        t.uniqueAddressed++;
                }
                else if (f.outcome === 'dismissed')
                    t.dismissed++;
                else if (f.outcome === 'outdated')
                    t.outdated++;
                else
                    t.openAtClose++;
            }
        }
    }
    return [...lanes.values()].map((t) => {
        const out = {
            identity: t.identity,
            reviews: t.reviews,
            findings: t.findings,
            agreed: t.agreed,
            addressed: t.addressed,
            dismissed: t.dismissed,
            outdated: t.outdated,
            openAtClose: t.openAtClose,
            uniqueAddressed: t.uniqueAddressed,
            tokens: { reported: t.reported, estimated: t.estimated },
            medianDurationMs: median(t.durations),
        };
        if (t.cost !== undefined)
            out.costUsd = round(t.cost, 6);
        if (t.addressed > 0) {
            out.perAddressed = {
                reportedTokens: round(t.reported / t.addressed, 1),
                ...(t.cost !== undefined ? { costUsd: round(t.cost / t.addressed, 6) } : {}),
            };
        }
        return out;
    });
}
const round = (n, digits) => Number(n.toFixed(digits));

// EXTERNAL MODULE: ./src/examine/schema.ts
var schema = __webpack_require__(5495);
// EXTERNAL MODULE: ./src/findings/types.ts
var types = __webpack_require__(5315);
// EXTERNAL MODULE: ./src/incremental/types.ts
var incremental_types = __webpack_require__(7025);
;// CONCATENATED MODULE: ./src/github/comment.ts


/** The longest a create waits before it is re-checked and re-sent. */
const MAX_WAIT_MS = 90_000;



function comment_commentMarker(commentId) {
    return `<!-- reviewer-lanes:comment id=${commentId} -->`;
}
function linkLine(links) {
    const parts = [];
    if (links.artifactUrl)
        parts.push(`[the full REVIEWS.md artifact](${links.artifactUrl})`);
    if (links.runUrl)
        parts.push(`[the workflow run's job summary](${links.runUrl})`);
    return parts.length > 0 ? ` See ${parts.join(' and ')}.` : ' See the workflow artifact.';
}
/** Never ends on the first half of a surrogate pair (GitHub rejects the body). */
function sliceSafe(s, end) {
    const code = s.charCodeAt(end - 1);
    return code >= 0xd800 && code <= 0xdbff ? s.slice(0, end - 1) : s.slice(0, end);
}
/** The last defence under the report's fitter: the body sent is within the limit, fences balanced. */
function capMarkdown(markdown, limit, links) {
    if (markdown.length <= limit)
        return markdown;
    const note = `\n\n---\n> [!NOTE]\n> This review was cut to fit a comment (${limit.toLocaleString('en-US')} characters).${linkLine(links)}\n`;
    const room = Math.max(0, limit - note.length - 5);
    let cut = sliceSafe(markdown, room);
    const section = cut.lastIndexOf('\n## ');
    const line = cut.lastIndexOf('\n');
    if (section > room / 2)
        cut = cut.slice(0, section);
    else if (line > room / 2)
        cut = cut.slice(0, line);
    const fences = cut.split('\n').filter((l) => /^\s{0,3}(```|~~~)/.test(l)).length;
    const close = fences % 2 === 1 ? '\n```' : '';
    return (cut + close + note).slice(0, limit);
}
function commentHead(p) {
    return [
        comment_commentMarker(p.commentId),
        ...(p.header ?? []),
        ...(p.staleNote ? [`> [!WARNING]\n> ${p.staleNote}`, ''] : []),
    ].join('\n');
}
/**
 * Whether the review must be cut to fit the comment, so that the body points at the links
 * (the artifact); a review that fits is posted as it is, whatever the links are.
 */
function commentCutsReview(p) {
    const limit = p.limit ?? DEFAULTS.commentLimit;
    return p.markdown.length > limit - commentHead(p).length - 1;
}
/** Marker first, then the stale note, then the review, all within GitHub's body limit. */
function composeCommentBody(p) {
    const limit = p.limit ?? DEFAULTS.commentLimit;
    const head = commentHead(p);
    const room = limit - head.length - 1;
    const fitted = p.fit(p.markdown, room, p.links);
    // The report's fitter is trusted to fit, and checked anyway: GitHub answers 422 otherwise.
    const safe = fitted.length <= room ? fitted : capMarkdown(fitted, room, p.links);
    return `${head}\n${safe}`;
}
function comment_isOurComment(c, marker, login) {
    const firstLine = c.body.split(/\r?\n/, 1)[0]?.trim();
    return firstLine === marker && c.login === login;
}
const defaultSleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
 * Who we are and the issue's comments, read together (the first look of an upsert, or of
 * hasOurComment): the identity may still be resolving (a custom token's one /user).
 */
async function readSticky(api, issue, login = ACTIONS_BOT_LOGIN) {
    const [who, comments] = await Promise.all([login, api.listComments(issue)]);
    return { login: who, comments };
}
/** Whether a comment of ours (our marker, our author: D12) is already on the issue. */
async function hasOurComment(api, issue, commentId, login = ACTIONS_BOT_LOGIN, seen) {
    const marker = comment_commentMarker(commentId);
    const { login: who, comments } = seen ?? (await readSticky(api, issue, login));
    return comments.some((c) => comment_isOurComment(c, marker, who));
}
/** Keeps the oldest of our markers, gives it `body` (unless it is the one just created with it), deletes the rest. */
async function converge(api, ours, body, justCreated) {
    const sorted = [...ours].sort((a, b) => a.id - b.id);
    const oldest = sorted[0];
    const kept = justCreated && oldest.id === justCreated.id ? justCreated : await api.updateComment(oldest.id, body);
    const deleted = [];
    for (const c of sorted.slice(1)) {
        await api.deleteComment(c.id);
        deleted.push(c.id);
    }
    return { kept, deleted };
}
async function upsertStickyComment(api, o) {
    const marker = comment_commentMarker(o.commentId);
    const sleep = o.sleep ?? defaultSleep;
    const first = o.seen ?? (await readSticky(api, o.issue, o.login));
    let login = first.login;
    const ours = (list) => list.filter((c) => comment_isOurComment(c, marker, login));
    const find = async () => ours(await api.listComments(o.issue));
    let existing = ours(first.comments);
    if (existing.length > 0) {
        try {
            const { kept, deleted } = await converge(api, existing, o.body);
            return { id: kept.id, url: kept.htmlUrl, action: 'updated', deleted, login };
        }
        catch (err) {
            // A listing made earlier (before the lanes ran) may hold a comment deleted since: look again.
            if (!o.seen || statusOf(err) !== 404)
                throw err;
            existing = await find();
        }
    }
    if (existing.length > 0) {
        const { kept, deleted } = await converge(api, existing, o.body);
        return { id: kept.id, url: kept.htmlUrl, action: 'updated', deleted, login };
    }
    const attempts = o.createAttempts ?? 3;
    for (let attempt = 1;; attempt++) {
        let created;
        try {
            created = await api.createComment(o.issue, o.body);
        }
        catch (err) {
            if (!isRetryable(err) || attempt >= attempts)
                throw err;
            // A rate limit says how long to wait (bounded); anything else waits GitHub's 1 s (§6).
            const asked = isRateLimited(err) ? (retryAfterMs(err) ?? 0) : 0;
            await sleep(Math.min(Math.max(o.backoffMs ?? MAX_PAUSE_MS, asked), MAX_WAIT_MS));
            // The failed create may have landed: look before sending it again.
            const landed = await find();
            if (landed.length > 0) {
                const { kept, deleted } = await converge(api, landed, o.body);
                return { id: kept.id, url: kept.htmlUrl, action: 'created', deleted, login };
            }
            continue;
        }
        // What we created tells us who we are, even when /user could not.
        if (created.login)
            login = created.login;
        const after = await find();
        if (!after.some((c) => c.id === created.id))
            after.push(created);
        const { kept, deleted } = await converge(api, after, o.body, created);
        return {
            id: kept.id,
            url: kept.htmlUrl,
            action: kept.id === created.id ? 'created' : 'updated',
            deleted,
            login,
        };
    }
}

;// CONCATENATED MODULE: ./src/github/sticky-record.ts
/**
 * What the sticky comment records of its review (D17, D19): the reviewed head and base, every
 * finding with its fingerprint and outcome, and each lane's status and spend, hidden lines under
 * its marker. The comment, not the artifact: it is read anyway, needs
 * no `actions: read` and never expires. Read only from the header of a comment that is ours (D12).
 */








const REVIEWED_PREFIX = '<!-- reviewer-lanes:reviewed ';
/**
 * The record's version: 2 added each finding's fingerprint and outcome, and the lanes (D19). A
 * finding's standing (D22) is optional and a reader drops keys it does not know: still 2.
 */
const RECORD_VERSION = 2;
const FINDINGS_PREFIX = (/* unused pure expression or super */ null && (`<!-- reviewer-lanes:findings v=${RECORD_VERSION} `));
/** Any version's record line; only ours is read, another is "another release". */
const ANY_FINDINGS_PREFIX = '<!-- reviewer-lanes:findings v=';
const SHA = '[0-9a-f]{40}(?:[0-9a-f]{24})?';
const REVIEWED_RE = new RegExp(`^<!-- reviewer-lanes:reviewed head=(${SHA}) base=(${SHA}) -->$`);
const FINDINGS_RE = /^<!-- reviewer-lanes:findings v=(\d+) ([A-Za-z0-9_-]*) -->$/;
/** The record's share of the comment: about 30 findings; the page has the rest of the room. */
const MAX_RECORD_CHARS = 8_000;
/** A recorded title's length; the page shows the whole one. */
const MAX_TITLE_CHARS = 200;
/** A recorded dismissal reason's length. */
const MAX_REASON_CHARS = 200;
/** A recorded finding's lanes: more are not named in a record. */
const MAX_LANES = 12;
function reviewedMarker(m) {
    return `${REVIEWED_PREFIX}head=${m.head} base=${m.base} -->`;
}
const positive = schemas/* number */.aig().int().positive();
const recordedFindingSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP().max(200),
    severity: schemas/* enum */.k5n(types/* SEVERITIES */.oC),
    path: schemas/* string */.YjP().min(1).max(4096),
    line: positive,
    endLine: positive.optional(),
    title: schemas/* string */.YjP().max(MAX_TITLE_CHARS),
    lanes: schemas/* array */.YOg(schemas/* string */.YjP().max(200)).max(MAX_LANES),
    agreement: positive,
    of: positive,
    fingerprint: schemas/* string */.YjP().max(64),
    outcome: schemas/* enum */.k5n(incremental_types/* OUTCOMES */.i),
    by: schemas/* string */.YjP().max(200).optional(),
    how: schemas/* enum */.k5n(incremental_types/* DISMISS_HOWS */.N).optional(),
    reason: schemas/* string */.YjP().max(MAX_REASON_CHARS).optional(),
    commit: schemas/* string */.YjP().max(64).optional(),
    commentId: positive.optional(),
    standing: schemas/* enum */.k5n(schema/* STANDINGS */.CV).optional(),
});
const recordedLaneSchema = schemas/* object */.Ikc({
    identity: schemas/* string */.YjP().max(200),
    status: schemas/* enum */.k5n(vocabulary/* LANE_STATUSES */._l),
    durationMs: schemas/* number */.aig().int().nonnegative(),
    usage: schemas/* object */.Ikc({
        inputTokens: schemas/* number */.aig().int().nonnegative().optional(),
        outputTokens: schemas/* number */.aig().int().nonnegative().optional(),
        costUsd: schemas/* number */.aig().nonnegative().optional(),
        source: schemas/* enum */.k5n(vocabulary/* USAGE_SOURCES */.VE),
    })
        .optional(),
});
/** The sticky comment's record, version 2 (the track record reads it too). */
const recordSchema = schemas/* object */.Ikc({
    findings: schemas/* array */.YOg(recordedFindingSchema),
    omitted: schemas/* number */.aig().int().nonnegative(),
    lanes: schemas/* array */.YOg(recordedLaneSchema),
});
/** Version 1's findings: read as open, without fingerprints (an earlier release wrote them). */
const recordV1Schema = schemas/* object */.Ikc({
    findings: schemas/* array */.YOg(recordedFindingSchema.omit({
        fingerprint: true,
        outcome: true,
        by: true,
        how: true,
        reason: true,
        commit: true,
        commentId: true,
    })),
    omitted: schemas/* number */.aig().int().nonnegative(),
});
const encode = (value) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const clipped = (s, max) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
function recorded(f) {
    return {
        ...findingCore(f),
        title: clipped(f.title, MAX_TITLE_CHARS),
        lanes: f.lanes.slice(0, MAX_LANES),
        fingerprint: f.fingerprint,
        outcome: f.outcome,
        ...(f.by !== undefined ? { by: clipped(f.by, 200) } : {}),
        ...(f.how !== undefined ? { how: f.how } : {}),
        ...(f.reason !== undefined ? { reason: clipped(f.reason, MAX_REASON_CHARS) } : {}),
        ...(f.commit !== undefined ? { commit: f.commit } : {}),
        ...(f.commentId !== undefined ? { commentId: f.commentId } : {}),
        ...keptStanding(f),
    };
}
/** A lane of the run as the record keeps it: never cut, whatever else is. */
function recordedLane(r) {
    return {
        identity: r.identity,
        status: r.status,
        durationMs: Math.max(0, Math.round(r.durationMs)),
        ...(r.usage ? { usage: { ...r.usage } } : {}),
    };
}
/** Dismissed first: a later run must keep them suppressed; then open, then the settled ones. */
const KEEP_ORDER = {
    dismissed: 0,
    open: 1,
    addressed: 2,
    outdated: 3,
};
/**
 * The findings record line: the lanes whole, and the first findings (dismissed, open, then the
 * settled ones) that fit in `maxChars`.
 */
function findingsRecord(findings, lanes = [], maxChars = MAX_RECORD_CHARS) {
    const line = (kept) => `${FINDINGS_PREFIX}${encode({ findings: kept, omitted: findings.length - kept.length, lanes: [...lanes] })} -->`;
    const all = findings
        .map(recorded)
        .map((f, i) => ({ f, i }))
        .sort((a, b) => KEEP_ORDER[a.f.outcome] - KEEP_ORDER[b.f.outcome] || a.i - b.i)
        .map(({ f }) => f);
    // The largest prefix that fits, by halving: a record is encoded at most log2(n) + 1 times.
    let lo = 0;
    let hi = all.length;
    if (line(all).length <= maxChars)
        return line(all);
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (line(all.slice(0, mid)).length <= maxChars)
            lo = mid;
        else
            hi = mid - 1;
    }
    return line(all.slice(0, lo));
}
/** A finding of this run or the last as an open record entry, when no outcome was settled for it. */
function openRecord(f) {
    return { ...previousOf(f), fingerprint: '', outcome: 'open' };
}
/** The hidden lines a review's sticky comment carries under its marker. */
function reviewedHeader(m, findings, lanes = []) {
    return [reviewedMarker(m), findingsRecord(findings, lanes)];
}
/** The review a comment of ours records, from its header only; null when it records none. */
function readPreviousReviewRecord(body) {
    const lines = body.split(/\r?\n/);
    let marker = null;
    let record = null;
    for (const raw of lines.slice(1)) {
        const line = raw.trim();
        const m = REVIEWED_RE.exec(line);
        if (m && !marker)
            marker = { head: m[1], base: m[2] };
        else if (line.startsWith(ANY_FINDINGS_PREFIX) && record === null)
            record = line;
        else
            break;
    }
    if (!marker)
        return null;
    const out = { marker, findings: [], recorded: [], omitted: 0, version: 0 };
    if (record === null)
        return out;
    const m = FINDINGS_RE.exec(record);
    const version = Number(/^<!-- reviewer-lanes:findings v=(\d+) /.exec(record)?.[1] ?? 0);
    let json = undefined;
    try {
        if (m?.[2] !== undefined)
            json = JSON.parse(Buffer.from(m[2], 'base64url').toString('utf8'));
    }
    catch {
        json = undefined;
    }
    const malformed = { ...out, version, problem: 'its findings record could not be read' };
    if (version === 1) {
        const v1 = recordV1Schema.safeParse(json);
        if (!v1.success)
            return malformed;
        out.recorded = v1.data.findings.map((f) => openRecord(withoutUndefined(f)));
        out.omitted = v1.data.omitted;
    }
    else if (version === RECORD_VERSION) {
        const v2 = recordSchema.safeParse(json);
        if (!v2.success)
            return malformed;
        out.recorded = v2.data.findings.map(withoutUndefined);
        out.omitted = v2.data.omitted;
    }
    else {
        const problem = version === 0
            ? 'its findings record could not be read'
            : `its findings record is of another release (v=${version})`;
        return { ...out, version, problem };
    }
    out.version = version;
    out.findings = out.recorded.filter((f) => f.outcome === 'open').map(previousOf);
    return out;
}
/** zod keeps an absent optional key absent; this drops one present as undefined (exactOptionalPropertyTypes). */
function withoutUndefined(o) {
    return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
/** The oldest comment of ours for `commentId` (the one a publish updates), if there is one. */
function ourStickyComment(comments, commentId, login) {
    const marker = commentMarker(commentId);
    return [...comments].filter((c) => isOurComment(c, marker, login)).sort((a, b) => a.id - b.id)[0];
}

;// CONCATENATED MODULE: ./src/track/records.ts

/** The sticky comment's first line (github/comment.ts), whatever its comment id. */
const STICKY_MARKER_RE = /^<!-- reviewer-lanes:comment id=[A-Za-z0-9][A-Za-z0-9._:-]{0,80} -->$/;
const records_REVIEWED_RE = /^<!-- reviewer-lanes:reviewed /;
const records_FINDINGS_RE = /^<!-- reviewer-lanes:findings v=(\d{1,6}) ([A-Za-z0-9_-]*) -->$/;
/** Logins are case-insensitive on GitHub. */
const sameLogin = (a, b) => a.toLowerCase() === b.toLowerCase();
/** The record under a sticky marker's hidden lines; null when the comment records no review. */
function readRecord(body) {
    const lines = body.split(/\r?\n/);
    let reviewed = false;
    for (const raw of lines.slice(1)) {
        const line = raw.trim();
        if (records_REVIEWED_RE.test(line)) {
            reviewed = true;
            continue;
        }
        const m = records_FINDINGS_RE.exec(line);
        if (!m)
            break;
        const version = Number(m[1]);
        if (version !== RECORD_VERSION)
            return {
                skip: 'other_release',
                detail: `a record of version ${version}; this release reads ${RECORD_VERSION}`,
            };
        let json;
        try {
            json = JSON.parse(Buffer.from(m[2] ?? '', 'base64url').toString('utf8'));
        }
        catch {
            return { skip: 'malformed', detail: 'the record is not base64url JSON' };
        }
        const parsed = recordSchema.safeParse(json);
        if (!parsed.success)
            return { skip: 'malformed', detail: 'the record is not of the version 2 shape' };
        return { record: parsed.data };
    }
    // A review's comment always carries its record; a check's comment carries none.
    return reviewed ? { skip: 'malformed', detail: 'a reviewed marker without a findings record' } : null;
}
/** The records of one pull request, and what was skipped in it. */
function pullRecords(pull, identity) {
    const records = [];
    const skipped = [];
    for (const c of pull.comments) {
        const first = c.body.split(/\r?\n/, 1)[0]?.trim() ?? '';
        if (!STICKY_MARKER_RE.test(first))
            continue;
        if (!sameLogin(c.login, identity)) {
            skipped.push({
                pr: pull.number,
                reason: 'not_ours',
                detail: `comment ${c.id} by ${c.login || 'a deleted account'}`,
            });
            continue;
        }
        const reading = readRecord(c.body);
        if (reading === null)
            continue;
        if ('skip' in reading)
            skipped.push({ pr: pull.number, reason: reading.skip, detail: `comment ${c.id}: ${reading.detail}` });
        else
            records.push({ pr: pull.number, commentId: c.id, record: reading.record, threads: pull.threads });
    }
    if (records.length === 0 && !skipped.some((s) => s.reason !== 'not_ours'))
        skipped.push({ pr: pull.number, reason: 'no_record' });
    return { records, skipped };
}

;// CONCATENATED MODULE: ./src/track/live.ts


const DISMISS_RE = /^\/dismiss(?:\s+(.*))?$/;
const live_MAX_REASON_CHARS = 200;
/** Every author's association on the pull requests read, by lowercased login. */
function knownAssociations(pulls) {
    const known = new Map();
    const note = (login, association) => {
        if (login !== '' && association !== '')
            known.set(login.toLowerCase(), association);
    };
    for (const p of pulls) {
        note(p.author, p.association);
        for (const c of p.comments)
            note(c.login, c.association);
        for (const t of p.threads)
            for (const c of t.comments)
                note(c.login, c.association);
    }
    return known;
}
/** The check the live feedback is held to: an association seen settles it, else `ask` (the API). */
function writeAccess(known, ask) {
    return (login) => {
        const association = known.get(login.toLowerCase());
        return association !== undefined ? Promise.resolve(isWriteAssociation(association)) : ask(login);
    };
}
/** The records with what was done to their open findings since they were written. */
async function withLiveDismissals(records, identity, hasWriteAccess) {
    return Promise.all(records.map(async (r) => {
        const findings = await Promise.all(r.record.findings.map((f) => liveOutcome(f, r, identity, hasWriteAccess)));
        return { ...r, record: { ...r.record, findings } };
    }));
}
async function liveOutcome(f, r, identity, hasWriteAccess) {
    if (f.outcome !== 'open' || f.commentId === undefined)
        return f;
    const thread = r.threads.find((t) => t.comments[0]?.id === f.commentId);
    const ours = thread?.comments[0];
    // Only our own comment's thread says anything about our finding.
    if (!thread || !ours || !sameLogin(ours.login, identity))
        return f;
    for (const reply of thread.comments.slice(1)) {
        const m = DISMISS_RE.exec(reply.body.split(/\r?\n/, 1)[0]?.trim() ?? '');
        if (m && isWriteAssociation(reply.association)) {
            const reason = (m[1] ?? '').trim().slice(0, live_MAX_REASON_CHARS);
            return { ...f, outcome: 'dismissed', by: reply.login, how: 'reply', ...(reason ? { reason } : {}) };
        }
    }
    for (const login of ours.thumbsDown) {
        if (await hasWriteAccess(login))
            return { ...f, outcome: 'dismissed', by: login, how: 'reaction' };
    }
    if (thread.resolved)
        return { ...f, outcome: 'dismissed', how: 'thread' };
    return f;
}

;// CONCATENATED MODULE: ./src/track/stats.ts
/**
 * The track record job (D20), for `reviewer-lanes stats` and `mode: stats`: the last closed pull
 * requests read, their records trusted as far as they deserve, the live dismissals applied, each
 * lane's figures computed, and track-record.json, TRACK-RECORD.md and the chart written.
 */














/** The GitHub side of the job: the history, who asks about permissions, and whose comments are ours. */
function connect(c) {
    const api = createGitHubApi(c);
    return {
        history: createHistoryReader(c),
        askWriteAccess: writeAccessChecker(api),
        identity: authorOf(c.token, api),
    };
}
async function trackRecord(req, deps) {
    const { pulls, unread } = await deps.history.closedPulls({
        limit: req.prs,
        ...(req.since ? { since: req.since } : {}),
        progress: (read, page) => deps.progress(`track record: page ${page}, ${read} of at most ${req.prs} pull requests read`),
    });
    const records = [];
    const skipped = unread.map((u) => ({
        pr: u.number,
        reason: 'unreadable',
        detail: u.reason.slice(0, 500),
    }));
    for (const pull of pulls) {
        const read = pullRecords(pull, req.identity);
        records.push(...read.records);
        skipped.push(...read.skipped);
    }
    // A person whose access cannot be learnt counts as without it (D19), and the run goes on.
    const ask = (login) => deps.askWriteAccess(login).catch((err) => {
        deps.progress(`track record: the write access of ${login} could not be checked (${(0,diagnostics/* messageOf */.bD)(err)}); their 👎 does not count`);
        return false;
    });
    const live = await withLiveDismissals(records, req.identity, writeAccess(knownAssociations(pulls), ask));
    const closes = pulls
        .map((p) => p.closedAt)
        .filter((c) => c !== null)
        .sort();
    return {
        ok: pulls.length > 0,
        version: TRACK_RECORD_VERSION,
        repository: req.repository,
        identity: req.identity,
        generatedAt: deps.now().toISOString(),
        window: {
            prs: pulls.length,
            from: closes[0] ?? null,
            to: closes[closes.length - 1] ?? null,
            ...(req.since ? { since: req.since.toISOString() } : {}),
        },
        records: live.length,
        skipped: skipped.map((s) => ({
            pr: s.pr,
            reason: s.reason,
            ...(s.detail ? { detail: s.detail.slice(0, 500) } : {}),
        })),
        lanes: laneRecords(live.map((r) => r.record)),
    };
}
/** The three files, made anew in `outDir`; their absolute paths. */
function writeTrackRecord(record, outDir) {
    (0,external_node_fs_.mkdirSync)(outDir, { recursive: true });
    const files = [
        [TRACK_RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`],
        [TRACK_RECORD_MARKDOWN, renderTrackRecord(record)],
        [TRACK_RECORD_CHART, trackRecordSvg(record.lanes)],
    ];
    return files.map(([name, text]) => {
        const path = (0,external_node_path_.join)(outDir, name);
        (0,regular_file/* writeFresh */._o)(path, text);
        return path;
    });
}

;// CONCATENATED MODULE: ./src/sys/runner-env.ts
/**
 * The values the Actions runner sets in the environment, each read and checked in one place. A
 * value that is missing or malformed is an EnvironmentError naming the variable and what is wrong:
 * a configuration error (usually: not running in GitHub Actions), never a bug.
 */


class EnvironmentError extends diagnostics/* ConfigurationError */.j1 {
    variable;
    constructor(variable, problem) {
        super({
            message: `${variable} ${problem} (is this running in GitHub Actions?)`,
            code: 'invalid_environment',
        });
        this.name = 'EnvironmentError';
        this.variable = variable;
    }
}
/** `OWNER/NAME` as GitHub allows them. */
const REPOSITORY_RE = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;
/** `owner/name` as GitHub allows it, or null: the one reading of a repository's name. */
function repositoryName(value) {
    const m = REPOSITORY_RE.exec(value);
    if (!m?.[1] || !m[2] || m[2] === '.' || m[2] === '..')
        return null;
    return { owner: m[1], repo: m[2] };
}
/** GITHUB_REPOSITORY, the repository the workflow runs in. */
function parseGitHubRepository(value) {
    const repository = repositoryName(value ?? '');
    if (!repository)
        throw new EnvironmentError('GITHUB_REPOSITORY', `must be 'owner/name', got '${value ?? ''}'`);
    return repository;
}
const githubRepository = (env) => parseGitHubRepository(env['GITHUB_REPOSITORY']);
/** An http(s) URL without a trailing slash; `fallback` when the variable is unset or empty. */
function baseUrl(env, variable, fallback) {
    const value = env[variable];
    if (!value)
        return fallback;
    let url = null;
    try {
        url = new URL(value);
    }
    catch {
        // Reported below, with the variable's name.
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
        throw new EnvironmentError(variable, `must be an http(s) URL, got '${value}'`);
    return value.replace(/\/+$/, '');
}
/** GITHUB_API_URL: the REST API (GitHub Enterprise Server sets its own). */
const githubApiUrl = (env) => baseUrl(env, 'GITHUB_API_URL', 'https://api.github.com');
/** GITHUB_SERVER_URL: where the run's and the artifacts' pages are. */
const githubServerUrl = (env) => baseUrl(env, 'GITHUB_SERVER_URL', 'https://github.com');
/** GITHUB_RUN_ATTEMPT, 1 when unset: it only tells a re-run's artifacts apart. */
function githubRunAttempt(env) {
    const value = env['GITHUB_RUN_ATTEMPT'];
    if (value === undefined || value === '')
        return 1;
    const n = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < 1)
        throw new EnvironmentError('GITHUB_RUN_ATTEMPT', `must be a whole number of at least 1, got '${value}'`);
    return n;
}
/** Outside a runner: the working directory, and scratch space under it. */
function runnerPaths(env) {
    const workspace = resolve(env['GITHUB_WORKSPACE'] || process.cwd());
    return { workspace, runnerTemp: resolve(env['RUNNER_TEMP'] || join(workspace, '.reviewer-lanes', 'tmp')) };
}

;// CONCATENATED MODULE: ./src/track/window.ts
/**
 * Which pull requests a track record reads (D20): the flags and inputs that say so, checked.
 * Apart from the job itself, so reading the action's inputs loads no track-record code.
 */


const DEFAULT_PRS = 100;
const MAX_PRS = 1000;
/** A day, or an instant in ISO 8601. */
const DATE_RE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
/** `owner/name`, or a usage error naming `what` (the flag or the input). */
function parseRepository(value, what) {
    const repository = repositoryName(value);
    if (!repository)
        throw new diagnostics/* UsageError */.eb(`${what} must be OWNER/NAME (got: ${JSON.stringify(value)})`);
    return repository;
}
/** How many pull requests: 1 to MAX_PRS. */
function parsePrs(value, what) {
    const n = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_PRS)
        throw new diagnostics/* UsageError */.eb(`${what} must be a whole number from 1 to ${MAX_PRS} (got: ${JSON.stringify(value)})`);
    return n;
}
/** A day (`2026-11-01`, midnight UTC) or an ISO 8601 instant. */
function parseSince(value, what) {
    const t = DATE_RE.test(value) ? Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) : NaN;
    if (!Number.isFinite(t))
        throw new diagnostics/* UsageError */.eb(`${what} must be a date, YYYY-MM-DD or an ISO 8601 time (got: ${JSON.stringify(value)})`);
    return new Date(t);
}

;// CONCATENATED MODULE: ./src/cli/commands/stats.ts
/**
 * `reviewer-lanes stats` (D20): each lane's track record over the repository's last closed pull
 * requests, from what GitHub keeps. The token comes from GITHUB_TOKEN, the API from
 * GITHUB_API_URL. Exit 1 when no pull request could be read.
 */






const spec = {
    name: 'stats',
    summary: "Each lane's track record over the repository's last closed pull requests.",
    description: `Reads our sticky comments' records, inline comments, their reactions and replies through the GitHub API ` +
        `(token: GITHUB_TOKEN; API: GITHUB_API_URL). --prs defaults to ${DEFAULT_PRS}, at most ${MAX_PRS}. ` +
        'With --out, writes track-record.json, TRACK-RECORD.md and track-record.svg there. Exits 1 when no pull request could be read.',
    options: {
        repo: { type: 'string', valueName: 'OWNER/NAME', description: 'the repository (required)' },
        prs: {
            type: 'string',
            valueName: 'N',
            description: `how many closed pull requests (default: ${DEFAULT_PRS})`,
        },
        since: {
            type: 'string',
            valueName: 'DATE',
            description: 'only pull requests closed since (YYYY-MM-DD or ISO 8601)',
        },
        out: { type: 'string', valueName: 'DIR', description: 'write the track record files here' },
    },
    check(values) {
        if (typeof values.repo !== 'string')
            throw new diagnostics/* UsageError */.eb('--repo OWNER/NAME is required');
        parseRepository(values.repo, '--repo');
        if (typeof values.prs === 'string')
            parsePrs(values.prs, '--prs');
        if (typeof values.since === 'string')
            parseSince(values.since, '--since');
    },
};
async function run(ctx) {
    const v = ctx.values;
    const token = ctx.env['GITHUB_TOKEN'] ?? '';
    if (token === '')
        throw new diagnostics/* UsageError */.eb('GITHUB_TOKEN is not set: stats reads the repository through the GitHub API');
    const repository = v.repo;
    const { owner, repo } = parseRepository(repository, '--repo');
    const github = connect({
        token,
        baseUrl: githubApiUrl(ctx.env),
        owner,
        repo,
        log: { warning: (m) => ctx.out.stderr(`warning: ${m}\n`), info: (m) => ctx.out.stderr(`${m}\n`) },
    });
    let record;
    try {
        record = await trackRecord({
            repository: `${owner}/${repo}`,
            prs: typeof v.prs === 'string' ? parsePrs(v.prs, '--prs') : DEFAULT_PRS,
            ...(typeof v.since === 'string' ? { since: parseSince(v.since, '--since') } : {}),
            identity: await github.identity(),
        }, { ...github, now: () => new Date(), progress: (line) => ctx.out.stderr(`${line}\n`) });
    }
    catch (err) {
        const message = `the track record of ${owner}/${repo} could not be read: ${(0,diagnostics/* messageOf */.bD)(err)}`;
        ctx.out.stderr(`reviewer-lanes: error: ${message}\n`);
        if (ctx.json)
            ctx.out.json({ ok: false, errors: [{ message, code: 'github_error' }] });
        return 1;
    }
    if (typeof v.out === 'string') {
        const files = writeTrackRecord(record, (0,external_node_path_.resolve)(ctx.cwd, v.out));
        ctx.out.stderr(`wrote ${files.join(', ')}\n`);
    }
    if (ctx.json)
        ctx.out.json(record);
    else
        ctx.out.stdout(renderTrackRecord(record));
    if (!record.ok)
        ctx.out.stderr('reviewer-lanes: no closed pull request could be read\n');
    return record.ok ? 0 : 1;
}


/***/ }),

/***/ 1760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ withAbsolutePath)
/* harmony export */ });
/* unused harmony export absolutePath */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Relative PATH entries (``, `.`, `node_modules/.bin`) name folders of the checkout under review,
 * through which a program the pull request commits would run: dropped from every child's PATH.
 */

/** `value` without its relative entries; undefined stays undefined. */
function absolutePath(value, platform = process.platform) {
    if (value === undefined)
        return undefined;
    const windows = platform === 'win32';
    const sep = platform === process.platform ? node_path__WEBPACK_IMPORTED_MODULE_0__.delimiter : windows ? ';' : ':';
    const absolute = platform === process.platform ? node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute : windows ? node_path__WEBPACK_IMPORTED_MODULE_0__.win32.isAbsolute : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute;
    return value
        .split(sep)
        .filter((dir) => dir !== '' && absolute(dir))
        .join(sep);
}
/** `env` with its PATH (whatever its case, `Path` on Windows) cut to absolute entries. */
function withAbsolutePath(env, platform = process.platform) {
    const out = { ...env };
    for (const key of Object.keys(out))
        if (key.toUpperCase() === 'PATH')
            out[key] = absolutePath(out[key], platform);
    return out;
}


/***/ }),

/***/ 8748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ readRegularText),
/* harmony export */   Pm: () => (/* binding */ openForWrite),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   ZU: () => (/* binding */ openRegularFile),
/* harmony export */   _o: () => (/* binding */ writeFresh),
/* harmony export */   b4: () => (/* binding */ removeEntry),
/* harmony export */   cK: () => (/* binding */ writeNoFollow)
/* harmony export */ });
/* unused harmony export notReadBecause */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Reading a file the pull request may have placed: only a regular file, never through a symbolic
 * link, never blocking on a FIFO or a device swapped in after a check, and never more than a cap.
 */

/** Why a file that is there was not read, as the end of a sentence naming it. */
function notReadBecause(read, cap) {
    if (read.kind === 'link')
        return 'is a symbolic link; it is not followed';
    if (read.kind === 'too_large')
        return `is ${read.bytes} bytes, over ${cap}`;
    if (read.kind === 'error')
        return `cannot be read: ${read.error.message}`;
    return 'is not a regular file';
}
const READ_NO_FOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/**
 * `path` opened when it is a regular file, never through a link, and never waiting on a FIFO: the
 * descriptor is of the file that was checked, whatever is put at the name after.
 */
function openRegularFile(path) {
    let fd;
    try {
        // The lstat names a link where the platform has no O_NOFOLLOW; the open and the fstat close
        // the gap after it.
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isSymbolicLink())
            return { kind: 'link' };
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, READ_NO_FOLLOW);
    }
    catch (error) {
        const e = error;
        if (e.code === 'ENOENT')
            return { kind: 'missing' };
        return e.code === 'ELOOP' || e.code === 'EMLINK' ? { kind: 'link' } : { kind: 'error', error: e };
    }
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (info.isFile())
            return { kind: 'file', fd, size: info.size };
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        return { kind: 'not_a_file' };
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        return { kind: 'error', error: error };
    }
}
/**
 * `path` when it is a regular file of at most `maxBytes`, never through a link; with `prefix`,
 * a larger file's first `maxBytes` instead (lane output is capped, not refused), with `size` the
 * whole file's. Never more than `maxBytes` is held, whatever the file grows to while it is read.
 */
function readRegularFile(path, maxBytes, opts = {}) {
    const opened = openRegularFile(path);
    if (opened.kind !== 'file')
        return opened;
    const { fd, size } = opened;
    try {
        if (size > maxBytes && !opts.prefix)
            return { kind: 'too_large', bytes: size };
        const bytes = Buffer.alloc(Math.min(size, maxBytes));
        let read = 0;
        while (read < bytes.length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, bytes, read, bytes.length - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return { kind: 'file', bytes: bytes.subarray(0, read), size };
    }
    catch (error) {
        return { kind: 'error', error: error };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The text of `path` when it is a regular file of at most `maxBytes`; null otherwise or on error. */
function readRegularText(path, maxBytes) {
    const read = readRegularFile(path, maxBytes);
    return read.kind === 'file' ? read.bytes.toString('utf8') : null;
}
const WRITE_NO_FOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY |
    node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT |
    node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_TRUNC |
    (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) |
    (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/** The descriptor writeNoFollow writes through: the same rules, for a caller that streams. */
function openForWrite(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, WRITE_NO_FOLLOW, 0o666);
    }
    catch (error) {
        const code = error.code;
        const st = code === 'ELOOP' || code === 'ENXIO' ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path) : null;
        if (!st || !(st.isSymbolicLink() || st.isFIFO()))
            throw error;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(path);
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, WRITE_NO_FOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL, 0o666);
    }
}
/**
 * Writes `data` to `path` without following a link or blocking on a FIFO: one found at the name
 * (a lane can leave one) is removed, never its target; any other kind of file fails the write.
 */
function writeNoFollow(path, data) {
    const fd = openForWrite(path);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(fd, data);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Writes `data` as a new file: whatever is there is removed, never followed, then O_EXCL. */
function writeFresh(path, data) {
    removeEntry(path);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, data, { flag: 'wx' });
}
/** Removes what is at `path`, if anything: a file or a link itself, a folder with what it holds. */
function removeEntry(path) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(path);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return;
        // EISDIR on Linux, EPERM elsewhere: a folder.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 7819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gi: () => (/* binding */ HANDLERS),
/* harmony export */   Io: () => (/* binding */ SLUG_RE),
/* harmony export */   Jg: () => (/* binding */ PROBE_KINDS),
/* harmony export */   Ks: () => (/* binding */ SELECTION_SOURCES),
/* harmony export */   Np: () => (/* binding */ EVIDENCE_CLASSES),
/* harmony export */   RE: () => (/* binding */ DEFAULT_REVIEWER_ENTRY_RE),
/* harmony export */   UI: () => (/* binding */ INSTANCE_RE),
/* harmony export */   VE: () => (/* binding */ USAGE_SOURCES),
/* harmony export */   YP: () => (/* binding */ ID_RE),
/* harmony export */   Zz: () => (/* binding */ TRANSPORTS),
/* harmony export */   _l: () => (/* binding */ LANE_STATUSES),
/* harmony export */   aY: () => (/* binding */ PROMPT_CHANNELS),
/* harmony export */   bI: () => (/* binding */ MODEL_DISCOVERY),
/* harmony export */   ce: () => (/* binding */ isReservedName),
/* harmony export */   d$: () => (/* binding */ FAIL_ON),
/* harmony export */   ez: () => (/* binding */ REASONS),
/* harmony export */   fn: () => (/* binding */ FLAG_RE),
/* harmony export */   gg: () => (/* binding */ ROLES),
/* harmony export */   iB: () => (/* binding */ TIERS),
/* harmony export */   iR: () => (/* binding */ VOCABULARY_VERSION),
/* harmony export */   j0: () => (/* binding */ SHA_RE),
/* harmony export */   jG: () => (/* binding */ EXAMINE_MODES),
/* harmony export */   mb: () => (/* binding */ ENV_NAME_RE),
/* harmony export */   mg: () => (/* binding */ RESERVED_ID_PREFIX_RE),
/* harmony export */   rl: () => (/* binding */ OUTPUT_CHANNELS),
/* harmony export */   wb: () => (/* binding */ PLANNED_STATUSES),
/* harmony export */   xg: () => (/* binding */ EMPTY_OUTPUT_POLICIES),
/* harmony export */   yG: () => (/* binding */ EFFORT_CHANNELS),
/* harmony export */   zY: () => (/* binding */ DEFAULTS)
/* harmony export */ });
/* unused harmony exports PLACEHOLDERS, INCREMENTAL_MODES, FULL_REVIEW_REASONS, BLOCK_REASONS, ZERO_SHA_RE */
/** The closed vocabularies of the lane contract (D1, D8), each listed once for schemas and tests. */
/** The version of the lane vocabulary we implement; `engines.gsd` is evaluated against it. */
const VOCABULARY_VERSION = '1.10.0';
const ROLES = ['feature', 'runtime', 'reviewer'];
const TIERS = ['core', 'standard', 'full'];
const TRANSPORTS = ['spawn', 'openai-http'];
const PROBE_KINDS = ['command-exists', 'command-capability', 'http-reachable'];
const HANDLERS = [
    'antigravity',
    'claude',
    'codex',
    'gemini',
    'openai-compatible',
    'opencode',
    'qwen',
];
/** Where a lane's token figures come from (D17): the lane's own report, or our estimate. */
const USAGE_SOURCES = ['lane', 'estimate'];
const PROMPT_CHANNELS = ['stdin', 'argv', 'argv-file-ref', 'none'];
const OUTPUT_CHANNELS = ['stdout', 'file-arg'];
const EFFORT_CHANNELS = ['none', 'argv', 'env'];
const EMPTY_OUTPUT_POLICIES = ['stub-with-stderr', 'handler-owned'];
const EVIDENCE_CLASSES = ['source-grounded', 'diff-only'];
const MODEL_DISCOVERY = ['none', 'first-from-models-endpoint'];
const PLACEHOLDERS = (/* unused pure expression or super */ null && (['{{model}}', '{{effort}}', '{{output}}', '{{prompt}}']));
/** Exactly one of these ends every selected lane (D8). */
const LANE_STATUSES = [
    'reviewed',
    'empty',
    'failed',
    'timed_out',
    'skipped',
    'unavailable',
    'blocked',
];
/** A planned lane's verdict before anything runs (the `plan` command's `status`). */
const PLANNED_STATUSES = ['runnable', 'unavailable', 'blocked'];
/** Why these lanes were selected: named, `--all`, the config's defaults, or every one detected. */
const SELECTION_SOURCES = ['explicit', 'all', 'config_default', 'all_detected'];
/** The frozen reason codes (D8): why a lane is unavailable, then why a run ended. Tests assert these, never prose. */
const REASONS = [
    // why a lane cannot run (the lane vocabulary's own list)
    'malformed_lane',
    'unknown_handler',
    'unknown_transport',
    'missing_binary',
    'missing_required_binary',
    'probe_failed',
    'probe_timeout',
    'host_unreachable',
    'egress_host_changed',
    'budget_too_small',
    'budget_tool_failed',
    // ours (D8)
    'signature_changed',
    'not_consented',
    'incompatible',
    'timed_out',
    'exit_nonzero',
    'spawn_error',
    'http_error',
    'redirect_refused',
    'empty_output',
];
/**
 * When a run fails besides a requested lane not ending reviewed (D9): `high`, a lane's Risk
 * Assessment is HIGH; `agreed-high`, a HIGH finding flagged by two or more lanes (D16).
 */
const FAIL_ON = ['explicit', 'high', 'agreed-high'];
/** The `incremental` setting (D17): review only what changed since the last review, or never. */
const INCREMENTAL_MODES = (/* unused pure expression or super */ null && (['auto', 'off']));
/** Input `cross-examine`, CLI `--cross-examine`, config `review.cross_examine` (D22). */
const EXAMINE_MODES = ['auto', 'off'];
/** Why a review covers the whole change although `incremental` is `auto` (D17), or that it is `off`. */
const FULL_REVIEW_REASONS = (/* unused pure expression or super */ null && ([
    'off',
    'not_synchronize',
    'no_previous_review',
    'same_head',
    'base_changed',
    'not_ancestor',
    'previous_head_missing',
    'matrix',
    'requested_full',
]));
/** Reasons that mean "the trust gate stopped this lane before anything ran". */
const BLOCK_REASONS = (/* unused pure expression or super */ null && (['not_consented', 'signature_changed', 'egress_host_changed']));
/** Names that must never become keys of a registry map (prototype-pollution barrier). */
const RESERVED_NAMES = ['__proto__', 'constructor', 'prototype'];
function isReservedName(name) {
    return RESERVED_NAMES.includes(name);
}
const ID_RE = /^[a-z][a-z0-9-]*$/;
const SLUG_RE = /^[a-z0-9][a-z0-9_-]*$/;
const FLAG_RE = /^--[a-z0-9][a-z0-9-]*$/;
const INSTANCE_RE = /^[a-z0-9][a-z0-9-]*$/;
const DEFAULT_REVIEWER_ENTRY_RE = /^[a-zA-Z0-9_-]+$/;
const RESERVED_ID_PREFIX_RE = /^(gsd-|gsd-core-|anthropic-)/;
/** A full commit id: SHA-1 (40 hex), or SHA-256 (64 hex) in a repository that uses it. */
const SHA_RE = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** The id git writes for "no commit" (a push that creates or deletes a branch). */
const ZERO_SHA_RE = /^0+$/;
/** A POSIX-portable environment variable name (`reviewer.env`, `invoke.apiKeyEnv`, `review.env`). */
const ENV_NAME_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Defaults that more than one stage needs. */
const DEFAULTS = {
    maxParallel: 4,
    killGraceMs: 5000,
    maxOutputBytes: 10 * 1024 * 1024,
    fallbackTimeoutMs: 900_000,
    modelDiscoveryTimeoutMs: 2000,
    commentLimit: 65_536,
    manifestMaxBytes: 1024 * 1024,
    /** A prompt file read back (an HTTP lane's request, an estimate): past any budget a lane has. */
    maxPromptFileBytes: 64 * 1024 * 1024,
    chatPath: '/v1/chat/completions',
    modelsPath: '/v1/models',
    fallbackModel: 'local-model',
    consentPath: '.github/reviewer-lanes/consent.json',
    configPath: '.github/reviewer-lanes/config.json',
    legacyConfigPath: '.planning/config.json',
    repositoryCapabilitiesDir: '.github/reviewer-lanes/capabilities',
    instructionsPath: '.github/reviewer-lanes/instructions.md',
};


/***/ })

};

//# sourceMappingURL=427.index.js.map