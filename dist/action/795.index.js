export const id = 795;
export const ids = [795,858];
export const modules = {

/***/ 35795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YJ: () => (/* binding */ publishReview),
/* harmony export */   _H: () => (/* binding */ publishDeps),
/* harmony export */   bi: () => (/* binding */ stageOutcome),
/* harmony export */   cD: () => (/* binding */ earlyPublishReads),
/* harmony export */   cT: () => (/* binding */ setUsageOutputs),
/* harmony export */   hb: () => (/* binding */ refuseLinkedWrite)
/* harmony export */ });
/* unused harmony exports failedLanes, failureMessage */
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49321);
/* harmony import */ var _report_frontmatter_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(17204);
/* harmony import */ var _report_results_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86778);
/* harmony import */ var _report_usage_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22281);
/* harmony import */ var _sys_linked_folder_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33001);
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(94851);
/* harmony import */ var _github_publish_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77184);
/* harmony import */ var _github_reviewed_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(63346);
/* harmony import */ var _github_stage_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(30189);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(54258);
/**
 * What an action mode is (modes/index.ts lists them): a function of the context main.ts builds;
 * and the publishing the review and publish modes share: the same comment, outputs and outcome.
 */










/** Slugs of explicitly requested lanes that did not end reviewed (the `failed-lanes` output). */
function failedLanes(results) {
    return [...new Set(results.lanes.filter((l) => l.explicit && l.status !== 'reviewed').map((l) => l.slug))];
}
/** Why the run fails (D9), in one line. */
function failureMessage(results, failOn, findings = []) {
    const failed = results.lanes.filter((l) => l.explicit && l.status !== 'reviewed');
    if (failed.length > 0) {
        const list = failed
            .map((l) => `${l.identity} (${l.status}${l.reason ? `: ${l.reason}` : ''})`)
            .join(', ');
        return `Requested lanes did not end reviewed: ${list}`;
    }
    const agreed = findings.filter((f) => f.severity === 'HIGH' && f.agreement >= _report_results_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .AGREED */ .xu);
    if (failOn === 'agreed-high' && agreed.length > 0) {
        const list = agreed.map((f) => `${f.path}:${f.line} (${f.lanes.join(', ')})`).join(', ');
        return `HIGH findings flagged by ${_report_results_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .AGREED */ .xu} or more lanes (fail-on: agreed-high): ${list}`;
    }
    return failOn === 'high'
        ? "A lane's Risk Assessment is HIGH (fail-on: high)"
        : 'The review did not pass (results.json ok: false)';
}
/** What every publishing mode hands `publish`: the client, who we are, the log, the run. */
function publishDeps(s) {
    return {
        github: s.github,
        artifacts: null,
        log: s.surface,
        summary: (m) => s.surface.summary(m),
        run: s.run,
        ...(s.author ? { author: s.author } : {}),
        secrets: s.ctx.secrets,
    };
}
/** D17: `tokens` always (estimates included, results.json tells them apart); `cost-usd` only when a lane reported a cost. */
function setUsageOutputs(surface, outcome) {
    const totals = (0,_report_usage_js__WEBPACK_IMPORTED_MODULE_2__/* .usageTotals */ .$M)(outcome.results);
    surface.setOutput('tokens', (0,_report_usage_js__WEBPACK_IMPORTED_MODULE_2__/* .tokensOutput */ .eH)(totals));
    const cost = (0,_report_usage_js__WEBPACK_IMPORTED_MODULE_2__/* .costOutput */ .FW)(totals);
    if (cost !== undefined)
        surface.setOutput('cost-usd', cost);
}
/** Where a review is published: one target for the reads started early and for `publish`. */
function publishTarget(s, sticky, feedback) {
    return {
        pr: s.event.pr ? { number: s.event.pr.number, isFork: s.event.pr.isFork } : null,
        comment: s.inputs.comment,
        commentId: s.inputs.commentId,
        onStale: s.inputs.onStale,
        artifactName: s.inputs.artifact.upload ? s.inputs.artifact.name : null,
        review: s.inputs.inline,
        ...(sticky ? { sticky } : {}),
        ...(feedback ? { feedback } : {}),
    };
}
/**
 * The reads publishing makes before it posts, started by the pipeline (StageContext.lanesDone,
 * findingsSettled) as soon as each can be: GitHub answers them while the report is made. Until
 * then `reads()` is undefined, and `publish` makes them itself.
 */
function earlyPublishReads(s, sticky, feedback) {
    let started;
    const start = (findings) => {
        started = (0,_github_publish_js__WEBPACK_IMPORTED_MODULE_5__/* .startPublishReads */ .LW)(s.github, publishTarget(s, sticky, feedback), { reviewedHeadSha: s.event.pr?.headSha ?? null, ...(findings ? { findings } : {}) }, started);
    };
    return { lanesDone: () => start(), findingsSettled: (findings) => start(findings), reads: () => started };
}
/**
 * A review's outcome published (review and publish modes): comment, artifact, outputs, then D9.
 * `sticky`: the comments the review mode already listed (D17), so they are not listed again;
 * `reads`: what publishing reads, started while the report was made (earlyPublishReads).
 */
async function publishReview(s, outcome, sticky = null, feedback, reads) {
    const { surface } = s;
    // What a lane's run warned about (a different served model, a truncated stderr, a retried
    // request), as annotations.
    for (const r of outcome.results)
        for (const w of new Set(r.warnings))
            surface.warning(w);
    const staged = s.inputs.artifact.upload ? await stageOutcome(s, outcome) : null;
    // D19: every finding with its outcome; a review without a settled record records its open ones.
    const record = outcome.record ?? [...outcome.findings, ...(outcome.carried ?? [])].map(_github_reviewed_js__WEBPACK_IMPORTED_MODULE_6__/* .openRecord */ .C6);
    const result = await (0,_github_publish_js__WEBPACK_IMPORTED_MODULE_5__/* .publish */ .mk)({ ...publishTarget(s, sticky, feedback), ...(reads ? { reads } : {}) }, {
        // The frontmatter is for tools reading the file; on GitHub it would show as stray text.
        markdown: (0,_report_frontmatter_js__WEBPACK_IMPORTED_MODULE_9__/* .stripFrontmatter */ .B)(outcome.reviewsMarkdown),
        outDir: staged?.dir ?? null,
        reviewedHeadSha: s.event.pr?.headSha ?? null,
        // Only this run's findings become inline comments; the carried ones keep their threads.
        findings: outcome.findings,
        fingerprints: fingerprintsOf(outcome),
        addressed: record.filter((r) => r.outcome === 'addressed'),
        ...(s.event.pr
            ? {
                reviewed: {
                    marker: { head: s.event.pr.headSha, base: s.event.pr.baseSha },
                    record,
                    lanes: outcome.results.map(_github_reviewed_js__WEBPACK_IMPORTED_MODULE_6__/* .recordedLane */ .xT),
                },
            }
            : {}),
    }, {
        ...publishDeps(s),
        // Not awaited: the artifact client loads while the comment is prepared.
        artifacts: s.inputs.artifact.upload ? s.artifacts() : null,
        ...(s.fit ? { fit: s.fit } : {}),
    }).finally(() => staged && (0,_github_stage_js__WEBPACK_IMPORTED_MODULE_7__/* .removeStaged */ .F)(staged.dir));
    surface.setOutput('reviews-path', outcome.reviewsPath);
    surface.setOutput('results', JSON.stringify(outcome.results_json));
    surface.setOutput('failed-lanes', failedLanes(outcome.results_json).join(','));
    surface.setOutput('comment-url', result.commentUrl ?? '');
    setUsageOutputs(surface, outcome);
    surface.setOutput('sarif-path', outcome.sarifPath);
    surface.setOutput('findings', String(outcome.findings.length));
    surface.setOutput('agreed-findings', String(outcome.findings.filter((f) => f.agreement >= _report_results_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .AGREED */ .xu).length));
    // D9: only now, after the comment, the review, the artifact and the summary are out.
    if (!outcome.ok)
        surface.setFailed(failureMessage(outcome.results_json, s.settings.failOn, [
            ...outcome.findings,
            ...(outcome.carried ?? []),
        ]));
}
/** Each of this run's findings' fingerprint, from the settled record (D19). */
function fingerprintsOf(outcome) {
    const byId = new Map((outcome.record ?? []).filter((r) => r.outcome === 'open').map((r) => [r.id, r.fingerprint]));
    const out = new Map();
    for (const f of outcome.findings) {
        const fp = byId.get(f.id);
        if (fp)
            out.set(f, fp);
    }
    return out;
}
/**
 * The artifact of a review or a lane job: only the run's own files, redacted, copied into a new
 * folder under RUNNER_TEMP (github/stage.ts); the rest of the out directory is named and left out.
 */
async function stageOutcome(s, outcome) {
    const { runnerTemp } = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .runnerPaths */ .$7)(s.ctx.env);
    refuseLinkedWrite(runnerTemp, s.ctx.env);
    const names = (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_0__/* .runFileNames */ .Gw)(outcome.results.map((r) => r.identity));
    const staged = await (0,_github_stage_js__WEBPACK_IMPORTED_MODULE_7__/* .stageArtifact */ .Z)(outcome.outDir, names, runnerTemp, [
        ...outcome.secrets,
        ...s.ctx.secrets,
    ]);
    for (const w of staged.warnings)
        s.surface.warning(w);
    return staged;
}
/**
 * The action writes under RUNNER_TEMP, or under the workspace's `.reviewer-lanes/tmp` on a runner
 * that sets none: never through a folder of the checkout committed as a link.
 */
function refuseLinkedWrite(dir, env) {
    const linked = (0,_sys_linked_folder_js__WEBPACK_IMPORTED_MODULE_3__/* .linkedFolderOnTheWay */ .TY)(dir, (0,_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .runnerPaths */ .$7)(env).workspace);
    if (linked) {
        throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1({
            code: 'out_dir_link',
            path: linked,
            message: 'is a symbolic link; the action writes its files only through real folders',
        });
    }
}


/***/ }),

/***/ 77184:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LW: () => (/* binding */ startPublishReads),
/* harmony export */   mk: () => (/* binding */ publish)
/* harmony export */ });
/* unused harmony export fitSummary */
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94851);
/* harmony import */ var _artifact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49721);
/* harmony import */ var _feedback_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59712);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17894);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47318);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(77369);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53385);
/* harmony import */ var _inline_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(26678);
/* harmony import */ var _reviewed_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(63346);
/**
 * Publishing a finished review (D12): artifact and comment together, then the pull request review
 * (D16), then the summary. One surface failing never stops the others: a fork's read-only token
 * gets the summary, the artifact and a notice. The outcome (D9) is the caller's.
 */









const short = (sha) => sha.slice(0, 12);
/** Cuts markdown so the job summary stays under GitHub's 1 MiB per step. */
function fitSummary(markdown, links, fit) {
    let text = markdown;
    for (let i = 0; i < 4 && Buffer.byteLength(text) > _log_js__WEBPACK_IMPORTED_MODULE_5__/* .SUMMARY_LIMIT_BYTES */ .Jz; i++) {
        const ratio = _log_js__WEBPACK_IMPORTED_MODULE_5__/* .SUMMARY_LIMIT_BYTES */ .Jz / Buffer.byteLength(text);
        text = fit(markdown, Math.floor(text.length * ratio * 0.98), links);
    }
    return Buffer.byteLength(text) > _log_js__WEBPACK_IMPORTED_MODULE_5__/* .SUMMARY_LIMIT_BYTES */ .Jz
        ? (0,_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .capMarkdown */ .y3)(text, _log_js__WEBPACK_IMPORTED_MODULE_5__/* .SUMMARY_LIMIT_BYTES */ .Jz / 4, links)
        : text;
}
/** Whether a pull request review of the findings is due (D16). */
const isReviewDue = (target, content) => Boolean(target.review?.enabled && (content.findings?.length ?? 0) > 0 && content.reviewedHeadSha);
/**
 * Starts the reads `publish` makes before it posts, as soon as what each depends on is known, so
 * GitHub answers them while the report is made: the PR head (D12's stale check, after the lanes
 * and before posting) once the lanes are done, when a comment is posted (`findings` undefined: not
 * known yet); our review comments once the findings are, when an inline review is due. Not for a
 * fork, whose read-only token gets annotations instead, at no request, nor when the feedback's
 * listing (D19) already holds them. With `on-stale: skip` the listing waits for the head, so a
 * run that posts nothing lists nothing. `started`: what an earlier call started, not made again.
 */
function startPublishReads(github, target, content, started = {}) {
    const { pr } = target;
    const reviewed = content.reviewedHeadSha;
    const known = content.findings !== undefined;
    const reviewDue = isReviewDue(target, content);
    if (!pr || !github || !(target.comment || reviewDue))
        return started;
    const head = started.head ?? (reviewed ? github.getPull(pr.number) : undefined);
    head?.catch(() => undefined); // awaited by publish
    const reads = { ...started, ...(head ? { head } : {}) };
    const inline = known && !started.reviewComments && reviewDue && target.review && !pr.isFork && !target.feedback
        ? (0,_inline_js__WEBPACK_IMPORTED_MODULE_7__/* .chooseFindings */ .oG)(content.findings ?? [], target.review).length > 0
        : false;
    if (!inline)
        return reads;
    const list = () => github.listReviewComments(pr.number);
    const moved = (pull) => pull.head.sha !== reviewed;
    const reviewComments = target.onStale === 'skip' && head
        ? head.then((pull) => (moved(pull) ? [] : list()), () => list())
        : list();
    reviewComments.catch(() => undefined); // awaited by the review, or unneeded when there is none
    return { ...reads, reviewComments };
}
async function publish(target, content, deps) {
    const { log } = deps;
    const result = {};
    const notes = [...(content.summaryPreamble ?? [])];
    const links = {};
    const run = (0,_artifact_js__WEBPACK_IMPORTED_MODULE_1__/* .runUrl */ .Vp)(deps.run);
    if (run)
        links.runUrl = run;
    // The artifact goes up while the comment is prepared: the comment waits for it only when the
    // review must be cut and point at it (or to name it when the comment cannot be posted).
    const uploaded = uploadArtifact(target, content, deps).then((artifact) => {
        if (artifact) {
            result.artifact = artifact;
            if (artifact.url)
                links.artifactUrl = artifact.url;
        }
    });
    // The report's fitter and the Markdown parser it cuts with load here, not with the action.
    const fit = deps.fit ?? (await Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(740), __webpack_require__.e(877)]).then(__webpack_require__.bind(__webpack_require__, 40877))).fitToLimit;
    const skip = (why) => {
        result.commentSkipped = why;
    };
    const { pr } = target;
    const github = deps.github;
    const findings = content.findings ?? [];
    const reviewDue = isReviewDue(target, content);
    if (!target.comment)
        skip('disabled');
    else if (!pr)
        skip('no_pr');
    else if (!github) {
        skip('no_token');
        log.warning(`Input 'github-token' is empty: no comment was posted on pull request #${pr.number}.`);
    }
    if (pr && github && (target.comment || reviewDue)) {
        // Independent reads, made together: who we are, the comments (when one is posted), the PR
        // head (on-stale) and our inline comments; the last two started by the caller once the
        // findings were known (startPublishReads), or here.
        const author = deps.author ? deps.author() : Promise.resolve(_identity_js__WEBPACK_IMPORTED_MODULE_8__/* .ACTIONS_BOT_LOGIN */ .yQ);
        author.catch(() => undefined); // awaited below
        const sticky = !target.comment
            ? null
            : target.sticky
                ? Promise.resolve(target.sticky)
                : (0,_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .readSticky */ .mB)(github, pr.number, author);
        sticky?.catch(() => undefined); // awaited below, or unneeded when nothing is posted
        const reads = startPublishReads(github, target, { ...content, findings }, target.reads);
        let staleNote;
        if (content.reviewedHeadSha && reads.head) {
            try {
                const now = (await reads.head).head.sha;
                if (now !== content.reviewedHeadSha) {
                    result.movedTo = now;
                    staleNote = `The pull request head moved to \`${short(now)}\` while the lanes reviewed \`${short(content.reviewedHeadSha)}\`; this review does not cover the newer commits.`;
                }
            }
            catch (err) {
                log.warning(`Could not re-read pull request #${pr.number} before posting: ${(0,_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(err)}`);
            }
        }
        if (staleNote && target.onStale === 'skip') {
            if (target.comment)
                skip('stale');
            notes.push(`> [!NOTE]\n> ${staleNote} Nothing was posted to the pull request (on-stale: skip).`);
            log.notice(`${staleNote} Nothing was posted to the pull request (on-stale: skip).`);
        }
        else {
            const listed = reads.reviewComments;
            let login = await author.catch(() => _identity_js__WEBPACK_IMPORTED_MODULE_8__/* .ACTIONS_BOT_LOGIN */ .yQ);
            if (sticky)
                login = await postComment(target, content, { ...deps, fit }, {
                    pr,
                    github,
                    login,
                    sticky,
                    uploaded,
                    links,
                    notes,
                    result,
                    ...(staleNote ? { staleNote } : {}),
                });
            if (reviewDue && target.review) {
                try {
                    // Composing inline comments sanitises lane text with the Markdown parser: loaded now.
                    const { publishPullReview } = await Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(131)]).then(__webpack_require__.bind(__webpack_require__, 28131));
                    result.review = await publishPullReview(github, {
                        pull: pr.number,
                        headSha: content.reviewedHeadSha,
                        findings,
                        policy: target.review,
                        login,
                        links: {
                            ...(result.commentUrl ? { commentUrl: result.commentUrl } : {}),
                            ...(run ? { runUrl: run } : {}),
                        },
                        secrets: deps.secrets ?? [],
                        readOnly: result.commentSkipped === 'forbidden',
                        ...(target.feedback
                            ? { listed: target.feedback.listed, dismissedComments: target.feedback.dismissedComments }
                            : listed
                                ? { listed }
                                : {}),
                        ...(content.fingerprints ? { fingerprints: content.fingerprints } : {}),
                    }, { log });
                    notes.push(...result.review.summary);
                }
                catch (err) {
                    log.warning(`Could not post the review of pull request #${pr.number}: ${(0,_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(err)}`);
                }
            }
            const addressed = content.addressed ?? [];
            if (addressed.length > 0 && result.commentSkipped !== 'forbidden' && target.review?.enabled) {
                result.addressedReplies = await (0,_feedback_js__WEBPACK_IMPORTED_MODULE_2__/* .replyAddressed */ .e)(github, pr.number, addressed, target.feedback?.replied ?? new Set(), log);
            }
        }
    }
    await uploaded;
    if (result.commentUrl)
        notes.push(`Review comment: ${result.commentUrl}`);
    if (result.review?.reviewUrl)
        notes.push(`Pull request review: ${result.review.reviewUrl}`);
    if (result.artifact?.url)
        notes.push(`Artifact: [${result.artifact.name}](${result.artifact.url})`);
    const preamble = notes.length > 0 ? `${notes.join('\n\n')}\n\n` : '';
    try {
        await deps.summary(preamble + fitSummary(content.markdown, links, fit));
    }
    catch (err) {
        log.warning(`Could not write the job summary: ${(0,_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(err)}`);
    }
    return result;
}
/** Uploads the out directory as the run's artifact; a failure is reported, never thrown. */
async function uploadArtifact(target, content, deps) {
    if (!target.artifactName || !content.outDir || !deps.artifacts)
        return undefined;
    const name = (0,_artifact_js__WEBPACK_IMPORTED_MODULE_1__/* .attemptName */ .LZ)(target.artifactName, deps.run.runAttempt);
    try {
        const store = await deps.artifacts;
        if (!store)
            return undefined;
        const files = await (0,_artifact_js__WEBPACK_IMPORTED_MODULE_1__/* .listFiles */ .CS)(content.outDir);
        const up = await store.upload(name, content.outDir, files);
        const artifact = { name };
        if (up.id !== undefined)
            artifact.id = up.id;
        const url = (0,_artifact_js__WEBPACK_IMPORTED_MODULE_1__/* .artifactUrl */ .Wk)(deps.run, up.id);
        if (url)
            artifact.url = url;
        deps.log.info(`Uploaded artifact ${name} (${files.length} files).`);
        return artifact;
    }
    catch (err) {
        deps.log.warning(`Could not upload the review artifact ${name}: ${(0,_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(err)}`);
        return undefined;
    }
}
/** The sticky comment; returns who we turned out to be (a create says it). */
async function postComment(target, content, deps, step) {
    const { log } = deps;
    const { pr, github, result, notes, links, staleNote, uploaded } = step;
    const skip = (why) => {
        result.commentSkipped = why;
    };
    const bodyParts = {
        commentId: target.commentId,
        ...(content.reviewed
            ? { header: (0,_reviewed_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewedHeader */ .vJ)(content.reviewed.marker, content.reviewed.record, content.reviewed.lanes) }
            : {}),
        markdown: content.markdown,
        links,
        fit: deps.fit,
        ...(staleNote ? { staleNote } : {}),
    };
    try {
        const seen = await step.sticky;
        if (content.updateOnly && !(await (0,_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .hasOurComment */ .qY)(github, pr.number, target.commentId, seen.login, seen))) {
            skip('nothing_to_say');
            return step.login;
        }
        if ((0,_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .commentCutsReview */ .DC)(bodyParts))
            await uploaded;
        const posted = await (0,_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .upsertStickyComment */ .qD)(github, {
            issue: pr.number,
            commentId: target.commentId,
            body: (0,_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .composeCommentBody */ .oR)(bodyParts),
            login: seen.login,
            seen,
        });
        result.commentUrl = posted.url;
        log.info(`${posted.action === 'created' ? 'Created' : 'Updated'} the review comment ${posted.url}`);
        return posted.login;
    }
    catch (err) {
        // The notes below say where the review is instead: the artifact, once it is up.
        await uploaded;
        const status = (0,_client_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(err);
        if ((0,_client_js__WEBPACK_IMPORTED_MODULE_3__/* .isRateLimited */ .Jz)(err)) {
            skip('error');
            log.warning(`GitHub kept rate-limiting the review comment on pull request #${pr.number}; it was not posted. The review is in the job summary${result.artifact ? ` and the artifact ${result.artifact.name}` : ''}.`);
        }
        else if (status === 403 || status === 404) {
            skip('forbidden');
            const why = pr.isFork
                ? `The token cannot comment on pull request #${pr.number} (a pull request from a fork gets a read-only token).`
                : `The token cannot comment on pull request #${pr.number} (HTTP ${status}); give the job \`permissions: pull-requests: write\`.`;
            const where = ` The review is in the job summary${result.artifact ? ` and the artifact ${result.artifact.name}` : ''}.`;
            (pr.isFork ? log.notice : log.warning)(why + where);
            notes.push(`> [!NOTE]\n> ${why}${where}`);
        }
        else {
            skip('error');
            log.warning(`Could not post the review comment on pull request #${pr.number}: ${(0,_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(err)}`);
        }
        return step.login;
    }
}


/***/ }),

/***/ 30189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ removeStaged),
/* harmony export */   Z: () => (/* binding */ stageArtifact)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _report_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20649);
/* harmony import */ var _sys_regular_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78748);
/**
 * The artifact, staged (D12): only the files the run wrote, by name, each read as a regular file
 * (never through a link, never blocking on a FIFO, never past a cap) and redacted, copied into a
 * fresh folder of ours that is uploaded instead of the out directory. A lane can write where the
 * user can, the out directory included, and the artifact client follows links when it zips: what
 * it is handed must be only our copies.
 */





/** Past this a file is left out: the run's own files are far smaller (lane output is capped at 10 MiB). */
const MAX_STAGED_FILE_BYTES = 64 * 1024 * 1024;
/** Past this many, the out directory's other files are counted, not listed. */
const NAMED_LEFT_OUT = 10;
/**
 * Copies each of `names` (paths relative to `outDir`, the files the run wrote) that is there into
 * a new folder under `tempRoot` (mkdtemp: mode 0700, a name no lane was told), redacted of
 * `secrets` and the token shapes. Every other file in `outDir` is left out, by name.
 */
async function stageArtifact(outDir, names, tempRoot, secrets) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(tempRoot, { recursive: true });
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tempRoot, 'reviewer-lanes-artifact-'));
    const files = [];
    const warnings = [];
    const known = new Set(names);
    try {
        for (const name of [...known].sort()) {
            const read = (0,_sys_regular_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularFile */ .XF)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(outDir, name), MAX_STAGED_FILE_BYTES);
            if (read.kind === 'missing')
                continue;
            if (read.kind !== 'file') {
                const why = (0,_sys_regular_file_js__WEBPACK_IMPORTED_MODULE_4__/* .notReadBecause */ .qt)(read, `the artifact's ${MAX_STAGED_FILE_BYTES} per file`);
                warnings.push(`${name} in the out directory ${why}; it is left out of the artifact`);
                continue;
            }
            const text = read.bytes.toString('utf8');
            const redacted = (0,_report_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactSecrets */ .f)(text, secrets);
            const to = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(to), { recursive: true });
            // Bytes as they are unless something was redacted: a file that is not UTF-8 stays intact.
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(to, redacted === text ? read.bytes : redacted, { flag: 'wx', mode: 0o600 });
            files.push(to);
        }
    }
    catch (error) {
        await removeStaged(dir);
        throw error;
    }
    const others = notOurs(outDir, known);
    if (others.length > 0) {
        const more = others.length > NAMED_LEFT_OUT ? ` and ${others.length - NAMED_LEFT_OUT} more` : '';
        warnings.push(`The out directory holds ${others.slice(0, NAMED_LEFT_OUT).join(', ')}${more}, which the run did not write; left out of the artifact`);
    }
    return { dir, files, warnings };
}
/** Every entry under `outDir` but a folder (links and FIFOs included, none followed) not in `known`. */
function notOurs(outDir, known) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(outDir, { recursive: true, withFileTypes: true })
            .filter((e) => !e.isDirectory())
            .map((e) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(outDir, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(e.parentPath, e.name)))
            .filter((name) => !known.has(name))
            .sort();
    }
    catch {
        return [];
    }
}
async function removeStaged(dir) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true }).catch(() => undefined);
}


/***/ }),

/***/ 17204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ stripFrontmatter),
/* harmony export */   W: () => (/* binding */ frontmatterBlock)
/* harmony export */ });
/**
 * REVIEWS.md's frontmatter: written here, and taken off again for the surfaces that would show
 * it as text (the comment, the job summary). Apart from the report, so publishing loads neither
 * the report nor its Markdown parser to strip it.
 */
/** `---`-fenced `key: value` lines, each value in YAML's JSON-compatible form. */
function frontmatterBlock(fields) {
    const lines = Object.entries(fields).map(([key, value]) => `${key}: ${yamlValue(value)}`);
    return `---\n${lines.join('\n')}\n---\n`;
}
/**
 * A value in YAML's JSON-compatible form: JSON, which YAML 1.2 reads as it is, with the code points
 * YAML does not allow unescaped (DEL, C1 controls, U+FFFE/U+FFFF; JSON leaves them raw) escaped.
 * A YAML emitter took 7 ms on its first call in a one-shot process, for a handful of keys.
 */
function yamlValue(value) {
    return JSON.stringify(value).replace(/[\u007f-\u009f\ufffe\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** REVIEWS.md without its YAML frontmatter (for surfaces that would show it as text). */
function stripFrontmatter(md) {
    if (!md.startsWith('---\n'))
        return md;
    const end = md.indexOf('\n---\n', 4);
    return end < 0 ? md : md.slice(end + 5).replace(/^\n+/, '');
}


/***/ }),

/***/ 22281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $K: () => (/* binding */ tokensCell),
/* harmony export */   $M: () => (/* binding */ usageTotals),
/* harmony export */   B$: () => (/* binding */ totalTokensCell),
/* harmony export */   BD: () => (/* binding */ formatCost),
/* harmony export */   FW: () => (/* binding */ costOutput),
/* harmony export */   ch: () => (/* binding */ costCell),
/* harmony export */   eH: () => (/* binding */ tokensOutput)
/* harmony export */ });
/* unused harmony exports count, formatTokens */
/* harmony import */ var _run_usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80482);

function usageTotals(results) {
    const totals = { reportedTokens: 0, estimatedTokens: 0, lanes: 0 };
    for (const r of results) {
        const tokens = (0,_run_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .totalTokens */ .RP)(r.usage);
        if (tokens !== undefined) {
            totals.lanes += 1;
            if (r.usage?.source === 'lane')
                totals.reportedTokens += tokens;
            else
                totals.estimatedTokens += tokens;
        }
        if (r.usage?.source === 'lane' && r.usage.costUsd !== undefined)
            totals.costUsd = (totals.costUsd ?? 0) + r.usage.costUsd;
    }
    return totals;
}
/**
 * `12,345`: digits grouped by three, as `toLocaleString('en-US')` writes an integer, without
 * loading ICU's locale data for it (about 10 ms, once per process, on the action's path).
 */
const count = (n) => Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-US');
/** A token figure: `12,345` when reported, `~12,345 (est.)` when estimated. */
function formatTokens(tokens, estimated) {
    return estimated ? `~${count(tokens)} (est.)` : count(tokens);
}
/** A lane's Tokens cell (input + output): `—` when it has no figure. */
function tokensCell(r) {
    const tokens = (0,_run_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .totalTokens */ .RP)(r.usage);
    return tokens === undefined ? '—' : formatTokens(tokens, r.usage?.source !== 'lane');
}
/** Dollars to the hundredth of a cent: a review costs cents, or fractions of one. */
function formatCost(usd) {
    return `$${usd.toFixed(4)}`;
}
/** A lane's Cost cell: only a cost the lane reported; `—` otherwise. */
function costCell(r) {
    return r.usage?.source === 'lane' && r.usage.costUsd !== undefined ? formatCost(r.usage.costUsd) : '—';
}
/** The Tokens cell of the total line: reported and estimated parts apart. */
function totalTokensCell(t) {
    if (t.lanes === 0)
        return '—';
    const parts = [];
    if (t.reportedTokens > 0 || t.estimatedTokens === 0)
        parts.push(formatTokens(t.reportedTokens, false));
    if (t.estimatedTokens > 0)
        parts.push(formatTokens(t.estimatedTokens, true));
    return parts.join(' + ');
}
/** The `cost-usd` output: the reported costs' sum as a plain decimal, to the millionth of a dollar. */
function costOutput(t) {
    return t.costUsd === undefined ? undefined : String(Number(t.costUsd.toFixed(6)));
}
/** The `tokens` output: every lane's tokens, reported or estimated (results.json tells them apart). */
function tokensOutput(t) {
    return String(t.reportedTokens + t.estimatedTokens);
}


/***/ })

};
