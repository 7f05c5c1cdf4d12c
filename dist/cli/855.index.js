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

// EXTERNAL MODULE: ./src/report/results.ts
var results = __webpack_require__(8940);
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
    results: schemas/* array */.YOg(results.LaneResultJsonSchema.extend({
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
 * loaded once, as soon as the plan is made (review.ts), so nothing is compiled after the last
 * lane. One after the other: they share modules, and jest's loader fails concurrent imports of one.
 */
function loadReportStages() {
    stages ??= (async () => [
        await __webpack_require__.e(/* import() */ 198).then(__webpack_require__.bind(__webpack_require__, 9198)),
        await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 8940)),
        await __webpack_require__.e(/* import() */ 740).then(__webpack_require__.bind(__webpack_require__, 3740)),
    ])();
    return stages;
}
async function report(input, deps, plan, lanes, results, prompt) {
    const { settings } = input;
    input.lanesDone?.();
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
    const read = await Promise.all(unread.slice(0, MAX_FINGERPRINT_FILES).map(async (p) => [p, await git.readFile(head, p)]));
    const files = new Map();
    for (const [p, f] of read)
        if (f.kind === 'file')
            files.set(p, f.content.split('\n'));
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


/***/ })

};
