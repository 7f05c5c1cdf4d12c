export const id = 452;
export const ids = [452];
export const modules = {

/***/ 27452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkMode: () => (/* binding */ checkMode)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __webpack_require__(94851);
// EXTERNAL MODULE: ./src/pipeline/check.ts + 1 modules
var check = __webpack_require__(11121);
// EXTERNAL MODULE: ./src/sys/regular-file.ts
var regular_file = __webpack_require__(78748);
;// CONCATENATED MODULE: ./src/github/check.ts
/**
 * The GitHub side of `mode: check` (D13): annotations on the offending manifests, and the
 * disclosure diff as markdown. The check itself is the pipeline's.
 */





/** GitHub shows 10 error and 10 warning annotations per step; the rest are dropped silently. */
const ANNOTATIONS_PER_KIND = 10;
/** `reviewer.invoke.args[2]` → ['reviewer', 'invoke', 'args', 2]. */
function fieldPath(field) {
    const out = [];
    for (const m of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
        if (m[2] !== undefined)
            out.push(Number(m[2]));
        else if (m[1] !== undefined)
            out.push(m[1]);
    }
    return out;
}
/**
 * The 1-based line of `field` in a JSON document (JSON is YAML, whose parser keeps source
 * ranges). When the field itself is absent, the line of its nearest present parent.
 */
function lineOfField(text, field) {
    if (!field)
        return undefined;
    let doc;
    try {
        doc = (0,dist/* parseDocument */.Tp)(text, { keepSourceTokens: false, uniqueKeys: false });
    }
    catch {
        return undefined;
    }
    const path = fieldPath(field);
    for (let n = path.length; n > 0; n--) {
        const sub = path.slice(0, n);
        const parent = sub.length > 1 ? doc.getIn(sub.slice(0, -1), true) : doc.contents;
        const key = sub[sub.length - 1];
        // Point at the key (`"binary": …`), not the value, where the parent is a map.
        const items = parent
            ?.items;
        const pair = items?.find?.((p) => p.key?.value === key);
        const node = pair?.key ?? doc.getIn(sub, true);
        const offset = node?.range?.[0];
        if (typeof offset === 'number')
            return text.slice(0, offset).split('\n').length;
    }
    return undefined;
}
function repoRelative(cwd, path) {
    const abs = (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(cwd, path);
    const rel = (0,external_node_path_.relative)(cwd, abs);
    return rel.startsWith('..') ? path : rel;
}
/** A file larger than this is annotated without a line (manifests and config are capped at 1 MiB). */
const MAX_ANNOTATED_FILE_BYTES = 1024 * 1024;
/**
 * One annotation per problem, at its line. The files are the pull request's, so one is read only
 * as a bounded regular file, never a link or a FIFO.
 */
async function annotateCheck(report, log, cwd) {
    const texts = new Map();
    const textOf = (file) => {
        if (!texts.has(file))
            texts.set(file, (0,regular_file/* readRegularText */.Aj)((0,external_node_path_.resolve)(cwd, file), MAX_ANNOTATED_FILE_BYTES));
        return texts.get(file) ?? null;
    };
    const emit = async (list, kind) => {
        for (const d of list.slice(0, ANNOTATIONS_PER_KIND)) {
            const message = d.field
                ? `${d.id ? `[${d.id}] ` : ''}${d.field}: ${d.message}`
                : (0,diagnostics/* formatDiagnostic */.xy)({ ...d, path: undefined });
            if (!d.path) {
                log[kind](message, { title: 'reviewer-lanes check' });
                continue;
            }
            const file = repoRelative(cwd, d.path);
            const text = d.field ? textOf(file) : null;
            const line = text === null ? undefined : lineOfField(text, d.field);
            log[kind](message, { file, title: 'reviewer-lanes check', ...(line ? { startLine: line } : {}) });
        }
        const rest = list.length - ANNOTATIONS_PER_KIND;
        if (rest > 0)
            log[kind](`${rest} more ${kind === 'error' ? 'errors' : 'warnings'}: see the job summary`);
    };
    await emit(report.errors, 'error');
    await emit(report.warnings, 'warning');
}
/** The destination in a disclosure's first line: the host of an HTTP lane, else the command. */
function destinationOf(disclosure) {
    const first = disclosure?.split('\n', 1)[0];
    if (!first)
        return undefined;
    const arrow = first.indexOf(' -> ');
    if (arrow < 0)
        return undefined;
    const rest = first.slice(arrow + 4);
    const http = /^\[openai-http\] .*? => (.*)$/.exec(rest);
    return http?.[1] ?? `\`${rest}\``;
}
function headline(c) {
    const lane = `**${c.slug}** (\`${c.id}\`)`;
    const to = destinationOf(c.after);
    const from = destinationOf(c.before);
    const http = c.after?.includes('[openai-http]');
    if (c.change === 'removed')
        return `${lane} is no longer consented: it will not run.`;
    const verb = http ? `will now send PR content to ${to}` : `will now run ${to}`;
    if (c.change === 'added')
        return `${lane} is new and ${verb}.`;
    return to && from && to !== from
        ? `${lane} ${verb} (was ${from}).`
        : `${lane} changes what it is consented to.`;
}
function fenced(text) {
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}diff\n${text}\n${fence}`;
}
/** The disclosure diff between the base and head baselines, as markdown. */
function renderDisclosureDiff(diff) {
    if (diff.length === 0)
        return 'The consent baseline is unchanged: no lane sends PR content anywhere new.';
    const lines = ['### What this pull request changes about the lanes', ''];
    for (const c of diff) {
        lines.push(`- ${headline(c)}`, '');
        const body = [
            ...(c.before ? c.before.split('\n').map((l) => `- ${l}`) : []),
            ...(c.after ? c.after.split('\n').map((l) => `+ ${l}`) : []),
        ].join('\n');
        lines.push(fenced(body), '');
    }
    return lines.join('\n').trimEnd();
}
const cell = (s) => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
/** The check's report for the job summary and the comment. */
function renderCheck(report, cwd) {
    const out = [`## reviewer-lanes check: ${report.ok ? 'passed' : 'failed'}`, ''];
    const table = (title, list) => {
        if (list.length === 0)
            return;
        out.push(`### ${title}`, '', '| File | Lane | Field | Problem |', '|---|---|---|---|');
        for (const d of list) {
            out.push(`| ${cell(d.path ? repoRelative(cwd, d.path) : '')} | ${cell(d.id ?? d.slug ?? '')} | ${cell(d.field ?? '')} | ${cell(d.message)} |`);
        }
        out.push('');
    };
    table('Errors', report.errors.filter((e) => e.code !== check/* BASELINE_NOT_CURRENT */.mt));
    const stale = report.consent?.lanes.filter((l) => l.needsEntry && l.state !== 'current') ?? [];
    if (stale.length > 0) {
        out.push('### Consent baseline is not current', '', ...stale.map((l) => `- **${l.slug}** (\`${l.id}\`): ${l.state}`), '', 'Run `npx reviewer-lanes consent --write` and commit the baseline with this change.', '');
    }
    out.push(renderDisclosureDiff(report.disclosureDiff), '');
    table('Warnings', report.warnings);
    return out.join('\n').trimEnd() + '\n';
}

// EXTERNAL MODULE: ./src/pipeline/index.ts + 20 modules
var pipeline = __webpack_require__(49321);
// EXTERNAL MODULE: ./src/github/publish.ts
var publish = __webpack_require__(77184);
// EXTERNAL MODULE: ./src/action/mode.ts
var mode = __webpack_require__(35795);
;// CONCATENATED MODULE: ./src/action/modes/check.ts
/** `mode: check` (D13): the required check on manifest changes, as annotations and its own comment. */




async function checkMode(s) {
    const { surface } = s;
    const report = await (await s.stages()).check(s.settings, s.ctx);
    await annotateCheck(report, surface, s.settings.cwd);
    const markdown = renderCheck(report, s.settings.cwd);
    const quiet = report.ok && report.disclosureDiff.length === 0;
    const result = await (0,publish/* publish */.mk)({
        pr: s.event.pr ? { number: s.event.pr.number, isFork: s.event.pr.isFork } : null,
        comment: s.inputs.comment,
        // Its own comment, so a check never overwrites the review (':' cannot occur in comment-id).
        commentId: `${s.inputs.commentId}:check`,
        onStale: 'post',
        artifactName: null,
    }, 
    // A passing check with nothing to disclose only refreshes a comment it posted before.
    { markdown, outDir: null, reviewedHeadSha: null, updateOnly: quiet }, (0,mode/* publishDeps */._H)(s));
    surface.setOutput('comment-url', result.commentUrl ?? '');
    if (!report.ok) {
        const stale = report.consent?.lanes.filter((l) => l.needsEntry && l.state !== 'current').length ?? 0;
        const other = report.errors.filter((e) => e.code !== pipeline/* BASELINE_NOT_CURRENT */.mt).length;
        const parts = [
            other > 0 ? `${other} manifest or config error(s)` : '',
            stale > 0 ? `the consent baseline is not current for ${stale} lane(s)` : '',
        ].filter(Boolean);
        surface.setFailed(`reviewer-lanes check failed: ${parts.join('; ') || 'see the job summary'}`);
    }
}


/***/ })

};
