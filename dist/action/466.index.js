export const id = 466;
export const ids = [466];
export const modules = {

/***/ 25466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  statsMode: () => (/* binding */ statsMode)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __webpack_require__(94851);
// EXTERNAL MODULE: ./src/github/artifact.ts
var artifact = __webpack_require__(49721);
// EXTERNAL MODULE: ./src/report/usage.ts
var usage = __webpack_require__(22281);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(47819);
// EXTERNAL MODULE: ./src/track/schema.ts
var schema = __webpack_require__(74172);
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
        (0,sanitize/* cell */.Hn)((0,sanitize/* sanitizeInline */.nW)(l.identity)),
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
        `${w.prs} closed pull request${w.prs === 1 ? '' : 's'}${span}; ${record.records} review record${record.records === 1 ? '' : 's'} read, those of ${(0,sanitize/* cell */.Hn)((0,sanitize/* sanitizeInline */.nW)(record.identity))} only.`,
        '',
    ];
    if (record.lanes.length === 0)
        parts.push('No lane has a record yet.', '');
    else {
        parts.push(markdownTable(record), '', mermaidChart(record.lanes), '', `The chart as an image: \`${schema/* TRACK_RECORD_CHART */.DU}\` in the artifact.`, '');
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
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/github/client.ts + 1 modules
var github_client = __webpack_require__(17894);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
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
        const octokit = await (client ??= (0,github_client/* createOctokit */.Qi)({ ...o, readsOnly: true }));
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
                throw new Error(`pull request #${pull.number} could not be read again`);
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
                    throw new Error(`the pull requests of ${o.owner}/${o.repo} could not be read: ${why}`);
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

// EXTERNAL MODULE: ./src/github/identity.ts
var identity = __webpack_require__(77369);
// EXTERNAL MODULE: ./src/github/permission.ts
var permission = __webpack_require__(32892);
// EXTERNAL MODULE: ./src/sys/regular-file.ts
var regular_file = __webpack_require__(78748);
;// CONCATENATED MODULE: ./src/track/chart.ts
const ROW = 28;
const TOP = 40;
const LABEL = 160;
const BAR = 360;
const WIDTH = LABEL + BAR + 200;
const COLOURS = { findings: '#d0d7de', addressed: '#1a7f37', dismissed: '#cf222e' };
function escapeXml(s) {
    return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]);
}
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
        out.push(`<g class="lane" data-lane="${escapeXml(l.identity)}">`, `<text x="${LABEL - 8}" y="${y + 14}" text-anchor="end">${escapeXml(l.identity.slice(0, 40))}</text>`, `<rect class="findings" x="${LABEL}" y="${y}" width="${scale(l.findings)}" height="18" fill="${COLOURS.findings}"/>`, `<rect class="addressed" x="${LABEL}" y="${y}" width="${addressed}" height="18" fill="${COLOURS.addressed}"/>`, `<rect class="dismissed" x="${LABEL + addressed}" y="${y}" width="${scale(l.dismissed)}" height="18" fill="${COLOURS.dismissed}"/>`, `<text x="${LABEL + scale(l.findings) + 6}" y="${y + 14}">${l.addressed} addressed, ${l.dismissed} dismissed of ${l.findings}</text>`, `</g>`);
    });
    if (lanes.length === 0)
        out.push(`<text x="8" y="${TOP + 14}">No lane has a record yet.</text>`);
    const legendY = height - 10;
    out.push(`<rect x="8" y="${legendY - 10}" width="10" height="10" fill="${COLOURS.addressed}"/><text x="22" y="${legendY}">addressed</text>`, `<rect x="100" y="${legendY - 10}" width="10" height="10" fill="${COLOURS.dismissed}"/><text x="114" y="${legendY}">dismissed</text>`, `<rect x="192" y="${legendY - 10}" width="10" height="10" fill="${COLOURS.findings}"/><text x="206" y="${legendY}">posted</text>`, '</svg>', '');
    return out.join('\n');
}

// EXTERNAL MODULE: ./src/report/results-schema.ts
var results_schema = __webpack_require__(86778);
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

// EXTERNAL MODULE: ./src/github/reviewed.ts
var github_reviewed = __webpack_require__(63346);
;// CONCATENATED MODULE: ./src/track/records.ts

/** The sticky comment's first line (github/comment.ts), whatever its comment id. */
const STICKY_MARKER_RE = /^<!-- reviewer-lanes:comment id=[A-Za-z0-9][A-Za-z0-9._:-]{0,80} -->$/;
const REVIEWED_RE = /^<!-- reviewer-lanes:reviewed /;
const FINDINGS_RE = /^<!-- reviewer-lanes:findings v=(\d{1,6}) ([A-Za-z0-9_-]*) -->$/;
/** Logins are case-insensitive on GitHub. */
const sameLogin = (a, b) => a.toLowerCase() === b.toLowerCase();
/** The record under a sticky marker's hidden lines; null when the comment records no review. */
function readRecord(body) {
    const lines = body.split(/\r?\n/);
    let reviewed = false;
    for (const raw of lines.slice(1)) {
        const line = raw.trim();
        if (REVIEWED_RE.test(line)) {
            reviewed = true;
            continue;
        }
        const m = FINDINGS_RE.exec(line);
        if (!m)
            break;
        const version = Number(m[1]);
        if (version !== github_reviewed/* RECORD_VERSION */.hl)
            return {
                skip: 'other_release',
                detail: `a record of version ${version}; this release reads ${github_reviewed/* RECORD_VERSION */.hl}`,
            };
        let json;
        try {
            json = JSON.parse(Buffer.from(m[2] ?? '', 'base64url').toString('utf8'));
        }
        catch {
            return { skip: 'malformed', detail: 'the record is not base64url JSON' };
        }
        const parsed = github_reviewed/* recordSchema */.fi.safeParse(json);
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
const MAX_REASON_CHARS = 200;
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
        return association !== undefined ? Promise.resolve((0,permission/* isWriteAssociation */.nY)(association)) : ask(login);
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
        if (m && (0,permission/* isWriteAssociation */.nY)(reply.association)) {
            const reason = (m[1] ?? '').trim().slice(0, MAX_REASON_CHARS);
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
    const api = (0,github_client/* createGitHubApi */._j)(c);
    return {
        history: createHistoryReader(c),
        askWriteAccess: (0,permission/* writeAccessChecker */.z$)(api),
        identity: (0,identity/* authorOf */.rM)(c.token, api),
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
        version: schema/* TRACK_RECORD_VERSION */.bo,
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
        [schema/* TRACK_RECORD_FILE */.xd, `${JSON.stringify(record, null, 2)}\n`],
        [schema/* TRACK_RECORD_MARKDOWN */.yY, renderTrackRecord(record)],
        [schema/* TRACK_RECORD_CHART */.DU, trackRecordSvg(record.lanes)],
    ];
    return files.map(([name, text]) => {
        const path = (0,external_node_path_.join)(outDir, name);
        (0,regular_file/* writeFresh */._o)(path, text);
        return path;
    });
}

// EXTERNAL MODULE: ./src/action/inputs.ts + 1 modules
var inputs = __webpack_require__(54258);
// EXTERNAL MODULE: ./src/action/mode.ts
var mode = __webpack_require__(35795);
;// CONCATENATED MODULE: ./src/action/modes/stats.ts
/**
 * `mode: stats` (D20), on `schedule` or `workflow_dispatch`: each lane's track record over the
 * repository's last closed pull requests, as the job summary and the artifact
 * `reviewer-lanes-track-record` (track-record.json, TRACK-RECORD.md, the chart) the review page
 * reads. Fails the step only when no pull request could be read.
 */








async function statsMode(s) {
    const { surface, event } = s;
    if (!s.inputs.token || !s.author)
        throw new diagnostics/* UsageError */.eb("Input 'github-token' is empty: mode: stats reads the repository through the GitHub API");
    const { owner, repo } = event.repository;
    const github = connect({
        token: s.inputs.token,
        baseUrl: s.ctx.env['GITHUB_API_URL'] || 'https://api.github.com',
        owner,
        repo,
        log: surface,
    });
    const record = await trackRecord({
        repository: `${owner}/${repo}`,
        prs: s.inputs.stats.prs,
        ...(s.inputs.stats.since ? { since: s.inputs.stats.since } : {}),
        identity: await s.author(),
    }, { ...github, now: () => new Date(), progress: (line) => surface.info(line) });
    const { runnerTemp } = (0,inputs/* runnerPaths */.$7)(s.ctx.env);
    (0,mode/* refuseLinkedWrite */.hb)(runnerTemp, s.ctx.env);
    const dir = (0,external_node_path_.join)(runnerTemp, 'reviewer-lanes', 'track-record');
    const files = writeTrackRecord(record, dir);
    const markdown = renderTrackRecord(record);
    await surface.summary(markdown);
    if (s.inputs.artifact.upload) {
        const store = await s.artifacts();
        if (store) {
            const name = (0,artifact/* attemptName */.LZ)(schema/* TRACK_RECORD_ARTIFACT */.hB, s.run.runAttempt);
            const uploaded = await store.upload(name, dir, files);
            surface.info(`Uploaded the track record as the artifact ${name}${uploaded.id !== undefined ? ` (id ${uploaded.id})` : ''}.`);
        }
    }
    if (!record.ok)
        surface.setFailed(`No closed pull request of ${owner}/${repo} could be read; see the job summary`);
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
