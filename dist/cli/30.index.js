export const id = 30;
export const ids = [30];
export const modules = {

/***/ 6649:
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
// EXTERNAL MODULE: ./src/examine/schema.ts
var schema = __webpack_require__(5495);
;// CONCATENATED MODULE: ./src/track/schema.ts
/**
 * track-record.json (D20): each lane's figures over the repository's last closed pull requests,
 * with the counts every rate is made of. One schema, a version, and the published JSON Schema
 * generated from it; the review page reads only a document of this version.
 */



/** 2 added each lane's cross-examination and the repository's outcomes by standing (D22). */
const TRACK_RECORD_VERSION = 2;
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
    /**
     * D22: the lane as an examiner of the others' findings. `verdicts`: those it gave that counted
     * (records of earlier releases say nothing: 0). Of the findings it refuted, those later
     * addressed; of those it confirmed, those later dismissed: where its word and people's disagreed.
     */
    examination: schemas/* object */.Ikc({
        verdicts: count,
        refuted: count,
        refutedAddressed: count,
        confirmed: count,
        confirmedDismissed: count,
    }),
});
/**
 * D22: what became of the findings of each standing, over the repository: whether
 * cross-examination predicts what people act on. A finding recorded without a standing (never
 * examined, or recorded by an earlier release) counts as unexamined.
 */
const StandingRecordSchema = schemas/* object */.Ikc({
    standing: schemas/* enum */.k5n(schema/* STANDINGS */.CV),
    findings: count,
    addressed: count,
    dismissed: count,
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
    /** One entry per standing, in STANDINGS' order. */
    standings: schemas/* array */.YOg(StandingRecordSchema),
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
/**
 * D22: each lane as an examiner (where its verdicts and what people did disagreed), and the
 * findings of each standing with what became of them, every rate with its counts.
 */
function examinationTables(record) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    const head = (columns) => [line(columns), `|${columns.map(() => '---|').join('')}`];
    const lanes = record.lanes.map((l) => line([
        (0,inline/* inlineCell */.mk)(l.identity),
        String(l.examination.verdicts),
        ofCount(l.examination.refutedAddressed, l.examination.refuted),
        ofCount(l.examination.confirmedDismissed, l.examination.confirmed),
    ]));
    const standings = record.standings.map((s) => line([
        s.standing,
        String(s.findings),
        ofCount(s.addressed, s.findings),
        ofCount(s.dismissed, s.findings),
    ]));
    return [
        ...head(['Lane', 'Verdicts given', 'Refuted, later addressed', 'Confirmed, later dismissed']),
        ...lanes,
        '',
        ...head(['Standing', 'Findings', 'Addressed', 'Dismissed']),
        ...standings,
    ].join('\n');
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
/** D22: the share of each standing's findings addressed and dismissed, in percent (0 without any). */
function standingChart(standings) {
    const pct = (n, m) => (m === 0 ? 0 : Math.round((100 * n) / m));
    return [
        '```mermaid',
        'xychart-beta',
        '  title "Findings addressed and dismissed, by standing (%)"',
        `  x-axis [${standings.map((s) => mermaidLabel(`${s.standing} (${s.findings})`)).join(', ')}]`,
        '  y-axis "Percent of the findings" 0 --> 100',
        `  bar [${standings.map((s) => pct(s.addressed, s.findings)).join(', ')}]`,
        `  bar [${standings.map((s) => pct(s.dismissed, s.findings)).join(', ')}]`,
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
        parts.push(markdownTable(record), '', mermaidChart(record.lanes), '', `The chart as an image: \`${TRACK_RECORD_CHART}\` in the artifact.`, '', '## Cross-examination', '', "Whether the lanes' verdicts on each other's findings predict what people act on: a finding a lane refuted that was later addressed, or one it confirmed that was later dismissed, is where its word and theirs disagreed. A finding recorded without a standing (not examined, or by an earlier release) counts as unexamined.", '', examinationTables(record), '', standingChart(record.standings), '');
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
// EXTERNAL MODULE: ./src/github/client.ts + 2 modules
var client = __webpack_require__(2538);
// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
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
        const octokit = await (client ??= (0,github_octokit/* createOctokit */.Qi)({ ...o, readsOnly: true }));
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
 * over it, the addressed and the dismissed ones, each labelled with its count; below, the same
 * per standing (D22). No library: the markup is a few rectangles and texts, every text escaped.
 */

const ROW = 28;
const TOP = 40;
const LABEL = 160;
const BAR = 360;
const WIDTH = LABEL + BAR + 200;
const COLOURS = { findings: '#d0d7de', addressed: '#1a7f37', dismissed: '#cf222e' };
/** One row: a label, the findings bar with the addressed and dismissed over it, and the counts. */
function row(kind, label, y, c, scale) {
    const addressed = scale(c.addressed);
    return [
        `<g class="${kind}" data-${kind}="${(0,markdown_text/* escapeHtml */.ZD)(label)}">`,
        `<text x="${LABEL - 8}" y="${y + 14}" text-anchor="end">${(0,markdown_text/* escapeHtml */.ZD)(label.slice(0, 40))}</text>`,
        `<rect class="findings" x="${LABEL}" y="${y}" width="${scale(c.findings)}" height="18" fill="${COLOURS.findings}"/>`,
        `<rect class="addressed" x="${LABEL}" y="${y}" width="${addressed}" height="18" fill="${COLOURS.addressed}"/>`,
        `<rect class="dismissed" x="${LABEL + addressed}" y="${y}" width="${scale(c.dismissed)}" height="18" fill="${COLOURS.dismissed}"/>`,
        `<text x="${LABEL + scale(c.findings) + 6}" y="${y + 14}">${c.addressed} addressed, ${c.dismissed} dismissed of ${c.findings}</text>`,
        `</g>`,
    ];
}
function trackRecordSvg(lanes, standings = []) {
    const max = Math.max(1, ...lanes.map((l) => l.findings));
    const scale = (n) => Math.round((BAR * n) / max);
    // D22: each standing's findings on a scale of their own, below the lanes under a heading.
    const standingsTop = TOP + ROW * Math.max(1, lanes.length) + 30;
    const height = standings.length > 0 ? standingsTop + ROW * standings.length + 30 : standingsTop;
    const out = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="12">`,
        `<title>Findings posted, addressed and dismissed, per lane</title>`,
        `<text x="8" y="20" font-size="14" font-weight="bold">Findings posted, addressed and dismissed, per lane</text>`,
    ];
    lanes.forEach((l, i) => out.push(...row('lane', l.identity, TOP + i * ROW, l, scale)));
    if (lanes.length === 0)
        out.push(`<text x="8" y="${TOP + 14}">No lane has a record yet.</text>`);
    if (standings.length > 0) {
        const most = Math.max(1, ...standings.map((s) => s.findings));
        const byStanding = (n) => Math.round((BAR * n) / most);
        out.push(`<text x="8" y="${standingsTop - 10}" font-size="14" font-weight="bold">By standing after cross-examination</text>`);
        standings.forEach((s, i) => out.push(...row('standing', s.standing, standingsTop + i * ROW, s, byStanding)));
    }
    const legendY = height - 10;
    out.push(`<rect x="8" y="${legendY - 10}" width="10" height="10" fill="${COLOURS.addressed}"/><text x="22" y="${legendY}">addressed</text>`, `<rect x="100" y="${legendY - 10}" width="10" height="10" fill="${COLOURS.dismissed}"/><text x="114" y="${legendY}">dismissed</text>`, `<rect x="192" y="${legendY - 10}" width="10" height="10" fill="${COLOURS.findings}"/><text x="206" y="${legendY}">posted</text>`, '</svg>', '');
    return out.join('\n');
}

// EXTERNAL MODULE: ./src/report/results-schema.ts + 1 modules
var results_schema = __webpack_require__(3655);
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
    examination: { verdicts: 0, refuted: 0, refutedAddressed: 0, confirmed: 0, confirmedDismissed: 0 },
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
            t.examination.verdicts += run.verdicts ?? 0;
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
            // D22: an examiner never raised what it examined; each counts once per finding.
            for (const identity of new Set(f.refutedBy ?? [])) {
                const x = of(identity).examination;
                x.refuted++;
                if (f.outcome === 'addressed')
                    x.refutedAddressed++;
            }
            for (const identity of new Set(f.confirmedBy ?? [])) {
                const x = of(identity).examination;
                x.confirmed++;
                if (f.outcome === 'dismissed')
                    x.confirmedDismissed++;
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
            examination: t.examination,
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
/**
 * D22: the findings of each standing and what became of them, every standing listed. A finding
 * without one (not examined, or recorded before cross-examination) is unexamined.
 */
function standingRecords(records) {
    const by = new Map(schema/* STANDINGS */.CV.map((standing) => [standing, { standing, findings: 0, addressed: 0, dismissed: 0 }]));
    for (const record of records)
        for (const f of record.findings) {
            const s = by.get(f.standing ?? 'unexamined');
            s.findings++;
            if (f.outcome === 'addressed')
                s.addressed++;
            else if (f.outcome === 'dismissed')
                s.dismissed++;
        }
    return [...by.values()];
}

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
 * finding's standing and its confirming and refuting examiners, and each lane's verdicts given
 * (D22), are optional and a reader drops keys it does not know: still 2.
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
    /** D22: the examiners that confirmed it, and those that refuted it (the track record counts them). */
    confirmedBy: schemas/* array */.YOg(schemas/* string */.YjP().max(200)).max(MAX_LANES).optional(),
    refutedBy: schemas/* array */.YOg(schemas/* string */.YjP().max(200)).max(MAX_LANES).optional(),
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
    /** D22: the verdicts this lane gave as an examiner that counted; absent when it examined nothing. */
    verdicts: schemas/* number */.aig().int().nonnegative().optional(),
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
        ...clippedLanes(keptStanding(f)),
    };
}
/** The examiners, as many as a record names. */
function clippedLanes(k) {
    return {
        ...k,
        ...(k.confirmedBy ? { confirmedBy: k.confirmedBy.slice(0, MAX_LANES) } : {}),
        ...(k.refutedBy ? { refutedBy: k.refutedBy.slice(0, MAX_LANES) } : {}),
    };
}
/** A lane of the run as the record keeps it: never cut, whatever else is. */
function recordedLane(r, 
/** D22: the verdicts it gave as an examiner that counted, when it examined. */
verdicts) {
    return {
        identity: r.identity,
        status: r.status,
        durationMs: Math.max(0, Math.round(r.durationMs)),
        ...(r.usage ? { usage: { ...r.usage } } : {}),
        ...(verdicts !== undefined ? { verdicts } : {}),
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
/**
 * A comment of ours split where its record ends: the marker, the record's hidden lines (what the
 * look back and the track record read, kept verbatim by a progress update), and the page below.
 */
function splitRecord(body) {
    const lines = body.split(/\r?\n/);
    let end = 1;
    while (end < lines.length) {
        const line = lines[end].trim();
        if (!line.startsWith(REVIEWED_PREFIX) && !line.startsWith(ANY_FINDINGS_PREFIX))
            break;
        end++;
    }
    return { marker: lines[0] ?? '', record: lines.slice(1, end), page: lines.slice(end).join('\n') };
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
    const api = (0,client/* createGitHubApi */._j)(c);
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
        standings: standingRecords(live.map((r) => r.record)),
    };
}
/** The three files, made anew in `outDir`; their absolute paths. */
function writeTrackRecord(record, outDir) {
    (0,external_node_fs_.mkdirSync)(outDir, { recursive: true });
    const files = [
        [TRACK_RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`],
        [TRACK_RECORD_MARKDOWN, renderTrackRecord(record)],
        [TRACK_RECORD_CHART, trackRecordSvg(record.lanes, record.standings)],
    ];
    return files.map(([name, text]) => {
        const path = (0,external_node_path_.join)(outDir, name);
        (0,regular_file/* writeFresh */._o)(path, text);
        return path;
    });
}

// EXTERNAL MODULE: ./src/sys/runner-env.ts
var runner_env = __webpack_require__(973);
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
    const repository = (0,runner_env/* repositoryName */.aR)(value);
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
        baseUrl: (0,runner_env/* githubApiUrl */.BN)(ctx.env),
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


/***/ })

};

//# sourceMappingURL=30.index.js.map