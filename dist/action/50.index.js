export const id = 50;
export const ids = [50];
export const modules = {

/***/ 40050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runHttpLane: () => (/* binding */ runHttpLane)
});

// UNUSED EXPORTS: RAW_BODY_DISPLAY_BYTES, capForDisplay, redactor

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(47819);
;// CONCATENATED MODULE: ./src/run/http/client.ts
/**
 * One HTTP exchange with an openai-http lane's host, behind a small interface (STYLE.md 4).
 *
 * The production client is undici's `request` on a dedicated Agent (DESIGN.md D7): it never
 * follows a redirect (a 3xx comes back as a response for the caller to refuse), never reads
 * the proxy environment (the pinned host is the TCP peer), and bounds every phase. Failures are
 * returned as data; nothing here throws.
 */
/** Connect is bounded at 10 s (undici's default); the body may idle 60 s between chunks. */
function httpDeadlines(overallMs, overrides = {}) {
    return {
        connectMs: overrides.connectMs ?? Math.min(10_000, overallMs),
        headersMs: overrides.headersMs ?? overallMs,
        bodyIdleMs: overrides.bodyIdleMs ?? Math.min(60_000, overallMs),
        overallMs,
    };
}
/** undici treats 0 as "no phase timer": the overall deadline then bounds that phase alone. */
function phase(ms, overallMs) {
    return ms >= overallMs ? 0 : Math.max(1, ms);
}
function errorCode(err) {
    const code = err?.code;
    return typeof code === 'string' ? code : undefined;
}
/** Duck-typed: errors may come from another realm (undici's own), where instanceof fails. */
function messageOf(err) {
    const m = err?.message;
    return typeof m === 'string' && m !== '' ? m : undefined;
}
function describe(err) {
    const errors = err?.errors;
    if (Array.isArray(errors) && errors.length > 0)
        return describe(errors[0]);
    const message = messageOf(err) ?? String(err);
    const cause = messageOf(err?.cause);
    return cause && cause !== message ? `${message}: ${cause}` : message;
}
function classify(err, req) {
    const { deadlines } = req;
    switch (errorCode(err)) {
        case 'UND_ERR_CONNECT_TIMEOUT':
            return { cause: 'connect_timeout', message: `could not connect within ${deadlines.connectMs} ms` };
        case 'UND_ERR_HEADERS_TIMEOUT':
            return { cause: 'headers_timeout', message: `no response headers within ${deadlines.headersMs} ms` };
        case 'UND_ERR_BODY_TIMEOUT':
            return {
                cause: 'body_timeout',
                message: `the response body stalled: no data for ${deadlines.bodyIdleMs} ms`,
            };
        default:
            return { cause: 'network', message: describe(err) };
    }
}
function createHttpClient() {
    return {
        async send(req) {
            // undici is loaded on first use so that commands which run no HTTP lane never pay for it.
            const { Agent, request } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 24371, 19));
            const { deadlines } = req;
            const agent = new Agent({
                connect: { timeout: deadlines.connectMs },
                headersTimeout: phase(deadlines.headersMs, deadlines.overallMs),
                bodyTimeout: phase(deadlines.bodyIdleMs, deadlines.overallMs),
                pipelining: 0,
            });
            // Which of our own reasons aborted the request; undici rejects with the abort reason.
            let ended = null;
            const controller = new AbortController();
            const timer = setTimeout(() => {
                ended ??= 'overall_timeout';
                controller.abort(new Error('overall deadline'));
            }, deadlines.overallMs);
            const onCancel = () => {
                ended ??= 'cancelled';
                controller.abort(new Error('cancelled'));
            };
            if (req.signal?.aborted)
                onCancel();
            else
                req.signal?.addEventListener('abort', onCancel, { once: true });
            let status;
            const chunks = [];
            let bytes = 0;
            const partial = () => chunks.length > 0 ? Buffer.concat(chunks).toString('utf8') : undefined;
            try {
                const res = await request(req.url, {
                    dispatcher: agent,
                    method: req.method,
                    headers: req.headers,
                    body: req.body,
                    signal: controller.signal,
                });
                status = res.statusCode;
                const location = res.headers.location;
                const retryAfter = res.headers['retry-after'];
                for await (const chunk of res.body) {
                    bytes += chunk.length;
                    if (bytes > req.maxBodyBytes) {
                        chunks.push(chunk.subarray(0, Math.max(0, req.maxBodyBytes - (bytes - chunk.length))));
                        res.body.destroy();
                        return {
                            kind: 'failure',
                            cause: 'too_large',
                            message: `the response body exceeded ${req.maxBodyBytes} bytes`,
                            status,
                            partialBody: partial(),
                        };
                    }
                    chunks.push(chunk);
                }
                return {
                    kind: 'response',
                    status,
                    location: typeof location === 'string' ? location : (location?.[0] ?? null),
                    body: Buffer.concat(chunks).toString('utf8'),
                    retryAfter: typeof retryAfter === 'string' ? retryAfter : (retryAfter?.[0] ?? null),
                };
            }
            catch (err) {
                if (ended === 'overall_timeout') {
                    const message = `no complete response within ${deadlines.overallMs} ms`;
                    return { kind: 'failure', cause: ended, message, status, partialBody: partial() };
                }
                if (ended === 'cancelled') {
                    return {
                        kind: 'failure',
                        cause: ended,
                        message: 'the run was cancelled',
                        status,
                        partialBody: partial(),
                    };
                }
                return { kind: 'failure', ...classify(err, req), status, partialBody: partial() };
            }
            finally {
                clearTimeout(timer);
                req.signal?.removeEventListener('abort', onCancel);
                // destroy, not close: a stalled server must not keep the socket (or the run) alive.
                await agent.destroy().catch(() => undefined);
            }
        },
    };
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/run/http/retry.ts
/**
 * Bounded retries of an HTTP lane's chat request when the server says "not now" (429, 503):
 * the server did not process the request, so sending it again is safe (research/peers.md §2
 * item 6: rate limits are the commonest failure of hosted reviewers).
 *
 * Why not undici's retry interceptor (DESIGN.md D15): it drops the last response's body (the
 * stub must show it), cannot see the lane's overall deadline, and reports nothing we could put
 * in the lane's warnings. The loop below is three attempts and one timer; the waiting itself is
 * Node's abortable `timers/promises`.
 */

const DEFAULT_RETRY_POLICY = Object.freeze({
    maxAttempts: 3,
    backoffMs: Object.freeze([1000, 2000]),
    maxWaitMs: 30_000,
    statuses: Object.freeze([429, 503]),
});
/**
 * `Retry-After` as milliseconds from `now`: delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * A date in the past is 0; anything else unusable is null (the caller then backs off).
 */
function parseRetryAfter(value, now) {
    const text = value?.trim() ?? '';
    if (text === '')
        return null;
    if (/^\d+$/.test(text))
        return Number(text) * 1000;
    // Only a date-shaped value: Date.parse also accepts bare numbers such as "-1" or "1.5".
    if (!/[a-z]/i.test(text))
        return null;
    const at = Date.parse(text);
    return Number.isNaN(at) ? null : Math.max(0, at - now);
}
/** Whether to send attempt `attempt + 1` after `res`, and after how long. Pure. */
function decideRetry(res, attempt, remainingMs, now, policy = DEFAULT_RETRY_POLICY) {
    // Failures (timeouts, network errors after sending, cancellation) and every other status are final.
    if (res.kind !== 'response' || !policy.statuses.includes(res.status)) {
        return { retry: false, why: 'not_retryable' };
    }
    if (attempt >= policy.maxAttempts)
        return { retry: false, why: 'attempts_exhausted' };
    const backoff = policy.backoffMs[Math.min(attempt - 1, policy.backoffMs.length - 1)] ?? 0;
    const waitMs = Math.min(parseRetryAfter(res.retryAfter, now) ?? backoff, policy.maxWaitMs);
    // A wait that ends at (or past) the deadline leaves no time for the request itself.
    if (waitMs >= remainingMs)
        return { retry: false, why: 'past_deadline', waitMs };
    return { retry: true, waitMs };
}
/** "1 s", "0.5 s": what a user reads in a warning. */
function formatWait(ms) {
    const s = ms / 1000;
    return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}
/**
 * Sends `attempt(n)` until it gets an answer that is not retried. Returns the last exchange and
 * one note per retry or refused wait, for the lane's warnings and `.err` sidecar. Never throws
 * for a cancellation: a cancelled wait comes back as a `cancelled` failure, like a cancelled request.
 */
async function sendWithRetry(attempt, opts) {
    const policy = opts.policy ?? DEFAULT_RETRY_POLICY;
    const notes = [];
    for (let n = 1;; n++) {
        const res = await attempt(n);
        const now = Date.now();
        const decision = decideRetry(res, n, opts.deadlineAt - now, now, policy);
        if (!decision.retry) {
            if (decision.why === 'past_deadline' && res.kind === 'response') {
                notes.push(`${opts.slug}: HTTP ${res.status}, not retried: waiting ${formatWait(decision.waitMs)} would pass the lane's ${opts.timeoutMs} ms timeout`);
            }
            return { res, notes };
        }
        // decideRetry only retries responses; the guard narrows the type for what follows.
        if (res.kind !== 'response')
            return { res, notes };
        const { status } = res;
        notes.push(`${opts.slug}: HTTP ${status}, retried after ${formatWait(decision.waitMs)} (attempt ${n + 1} of ${policy.maxAttempts})`);
        try {
            await (0,external_node_timers_promises_.setTimeout)(decision.waitMs, undefined, { signal: opts.signal });
        }
        catch {
            // Only an abort rejects the timer: the run was cancelled while we waited.
            notes[notes.length - 1] = `${opts.slug}: HTTP ${status}; the run was cancelled while waiting to retry`;
            return {
                res: {
                    kind: 'failure',
                    cause: 'cancelled',
                    message: 'the run was cancelled',
                    status,
                    ...(res.body !== '' ? { partialBody: res.body } : {}),
                },
                notes,
            };
        }
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
;// CONCATENATED MODULE: ./src/run/http/schema.ts
/** The two response bodies an openai-http lane reads (spec §7.3), as zod schemas (STYLE.md 6). */

/** `choices[0].message.content` must be a string; other members are ignored. */
const ChatCompletionSchema = schemas/* object */.Ikc({
    /** The model that served the request; a non-string is treated as not reported. */
    model: schemas/* string */.YjP().optional().catch(undefined),
    choices: schemas/* array */.YOg(schemas/* object */.Ikc({ message: schemas/* object */.Ikc({ content: schemas/* string */.YjP() }) })).min(1, 'choices is empty'),
});
/**
 * `GET /v1/models`: `data[0].id`, a non-blank string, is the model discovery picks (spec §7.3
 * step 4), as the server spelled it; later entries are not its business.
 */
const ModelListSchema = schemas/* object */.Ikc({
    data: schemas/* tuple */.PVZ([schemas/* object */.Ikc({ id: schemas/* string */.YjP().refine((id) => id.trim() !== '', 'is blank') })], schemas/* unknown */.L5J()),
});
/** JSON.parse + schema, total: the value, or why the text is not one. */
function parseJsonAs(schema, text) {
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        return { ok: false, why: 'the body is not JSON' };
    }
    const parsed = schema.safeParse(raw);
    if (parsed.success)
        return { ok: true, value: parsed.data };
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
    return { ok: false, why: `the JSON has no usable ${where}: ${issue?.message ?? 'unexpected shape'}` };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/run/output.ts
var output = __webpack_require__(85472);
;// CONCATENATED MODULE: ./src/run/http/write.ts
/**
 * Writes an HTTP lane's review file (or its stub) and its `.err` sidecar (spec §6.8 step 4, §7.3
 * step 7), with the same stub as every other lane (src/run/output.ts).
 */



/** Returns the text rendered under the lane's heading: the review, or the stub. */
async function writeLaneFiles(plan, out) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(plan.paths.err), { recursive: true });
    await (0,promises_.writeFile)(plan.paths.err, out.errText === '' ? '' : (0,output/* withFinalNewline */.xc)(out.errText));
    const body = out.review !== null && !(0,output/* isEmptyOutput */.$y)(out.review)
        ? (0,output/* withFinalNewline */.xc)(out.review)
        : (0,output/* renderStub */.dE)({ slug: plan.slug, stderr: out.errText, extra: out.rawBody });
    await (0,output/* writeReviewFile */.qJ)(plan.paths.review, body);
    return body;
}

;// CONCATENATED MODULE: ./src/run/http.ts
/**
 * The `openai-http` transport (spec §7.3 with DESIGN.md D7): one chat completion against the
 * lane's pinned host, ending in exactly one status (D8).
 *
 * Deadlines: the overall bound is `plan.timeoutMs` and covers model discovery and the request.
 * When it fires the lane is `timed_out`; when a phase bound fires first (connect, headers, an
 * idle body) the lane is `failed: http_error` naming that phase. Both leave a stub, never a
 * partial review.
 *
 * A 429 or 503 on the chat request (the server did not process it) is retried at most twice,
 * per `Retry-After` or a short backoff, never past the overall deadline; each retry is a warning
 * and a line of the `.err` sidecar. Model discovery is not retried: its own 2 s bound would not
 * fit a wait, and its failure already falls back to `fallbackModel`.
 *
 * The bearer token (`apiKeyEnv`) is sent in the Authorization header and nowhere else: every
 * text this module writes or returns passes through a redactor that removes its value, even
 * when a server echoes it back.
 */







/** How much of a raw response body a stub shows; the rest is counted, not printed. */
const RAW_BODY_DISPLAY_BYTES = 16 * 1024;
/** Removes the token's value from any text we keep. Values under 4 chars would garble text, so are left. */
function redactor(secret) {
    if (!secret || secret.length < 4)
        return (text) => text;
    return (text) => text.split(secret).join('[redacted]');
}
function capForDisplay(body, maxBytes = RAW_BODY_DISPLAY_BYTES) {
    const buf = Buffer.from(body, 'utf8');
    if (buf.length <= maxBytes)
        return body;
    const shown = buf.subarray(0, maxBytes).toString('utf8');
    return `${shown}\n[… ${buf.length - maxBytes} more bytes of the response not shown]`;
}
function hostOf(plan) {
    try {
        return new URL(plan.url).host || plan.host;
    }
    catch {
        return plan.host;
    }
}
function locationHost(location, base) {
    if (!location)
        return '(no Location header)';
    try {
        return new URL(location, base).host || location;
    }
    catch {
        return location;
    }
}
async function readPrompt(path) {
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch {
        return '';
    }
}
function secretFrom(plan, env) {
    if (!plan.apiKeyEnv || !Object.hasOwn(env, plan.apiKeyEnv))
        return undefined;
    const value = env[plan.apiKeyEnv];
    return value ? value : undefined;
}
async function discoverModel(plan, client, headers, deadlines, ctx) {
    if (!plan.modelsUrl)
        return { model: null };
    const res = await client.send({
        method: 'GET',
        url: plan.modelsUrl,
        headers,
        maxBodyBytes: ctx.maxOutputBytes,
        deadlines,
        signal: ctx.signal,
    });
    if (res.kind === 'response' && res.status >= 300 && res.status <= 399)
        return { redirect: redirectEnding(plan, res.status, res.location, plan.modelsUrl, 'model discovery') };
    if (res.kind !== 'response' || res.status < 200 || res.status > 299)
        return { model: null };
    const list = parseJsonAs(ModelListSchema, res.body);
    return { model: list.ok ? list.value.data[0].id : null };
}
/** A 3xx is never followed (D7): the lane fails and names where it was sent. */
function redirectEnding(plan, status, location, url, what) {
    const to = locationHost(location, url);
    const answered = `${hostOf(plan)} answered HTTP ${status}${what ? ` to ${what},` : ''}`;
    const detail = `${answered} redirecting to ${to}; redirects are never followed (the lane's host is pinned)`;
    return { status: 'failed', reason: 'redirect_refused', detail, errText: detail, review: null };
}
/** Turns the chat exchange into an ending (D7/D8 and spec §7.3 step 6). */
function judge(plan, res, model) {
    const host = hostOf(plan);
    if (res.kind === 'failure') {
        const rawBody = res.partialBody;
        if (res.cause === 'overall_timeout' || res.cause === 'cancelled') {
            const detail = res.cause === 'cancelled'
                ? `the run was cancelled before ${host} answered`
                : `no complete response from ${host} within ${plan.timeoutMs} ms`;
            return { status: 'timed_out', reason: 'timed_out', detail, errText: detail, review: null, rawBody };
        }
        const detail = `request to ${host} failed: ${res.message}`;
        return { status: 'failed', reason: 'http_error', detail, errText: detail, review: null, rawBody };
    }
    if (res.status >= 300 && res.status <= 399)
        return redirectEnding(plan, res.status, res.location, plan.url);
    const rawBody = res.body.length > 0 ? res.body : `HTTP ${res.status}`;
    if (res.status < 200 || res.status > 299) {
        // A non-2xx is a failure even when it carries a `choices` body (D7).
        const detail = `${host} answered HTTP ${res.status}`;
        return { status: 'failed', reason: 'http_error', detail, errText: '', review: null, rawBody };
    }
    const parsed = parseJsonAs(ChatCompletionSchema, res.body);
    if (!parsed.ok) {
        const detail = `${host} answered HTTP ${res.status} but ${parsed.why}`;
        return { status: 'failed', reason: 'http_error', detail, errText: '', review: null, rawBody };
    }
    const content = parsed.value.choices[0]?.message.content ?? '';
    const served = parsed.value.model?.trim() ? parsed.value.model : undefined;
    const warnings = served !== undefined && served !== model
        ? [
            `${plan.slug} served model '${served}' but '${model}' was requested. Review may be from a different model.`,
        ]
        : [];
    if ((0,output/* isEmptyOutput */.$y)(content)) {
        const detail = `${host} returned an empty review (choices[0].message.content is blank)`;
        return {
            status: 'empty',
            reason: 'empty_output',
            detail,
            errText: '',
            review: null,
            rawBody,
            servedModel: served,
            warnings,
        };
    }
    return { status: 'reviewed', errText: '', review: content, servedModel: served, warnings };
}
async function runHttpLane(plan, ctx, opts = {}) {
    const started = Date.now();
    const client = opts.client ?? createHttpClient();
    const secret = secretFrom(plan, ctx.env);
    const redact = redactor(secret);
    const finish = async (e, model) => {
        const body = await writeLaneFiles(plan, {
            errText: redact(e.errText),
            review: e.review === null ? null : redact(e.review),
            rawBody: e.rawBody === undefined ? undefined : redact(capForDisplay(e.rawBody)),
        });
        return {
            status: e.status,
            ...(e.reason ? { reason: e.reason } : {}),
            ...(e.detail ? { detail: redact(e.detail) } : {}),
            body,
            ...(model ? { model } : {}),
            ...(e.servedModel ? { servedModel: redact(e.servedModel) } : {}),
            warnings: (e.warnings ?? []).map(redact),
            caveats: [],
        };
    };
    const host = hostOf(plan);
    const prompt = await readPrompt(plan.paths.prompt);
    if ((0,output/* isEmptyOutput */.$y)(prompt)) {
        const detail = `the prompt file ${plan.paths.prompt} is empty or missing; nothing was sent to ${host}`;
        return finish({ status: 'failed', reason: 'http_error', detail, errText: detail, review: null });
    }
    if (ctx.signal?.aborted) {
        const detail = `the run was cancelled before anything was sent to ${host}`;
        return finish({ status: 'timed_out', reason: 'timed_out', detail, errText: detail, review: null });
    }
    const headers = secret ? { authorization: `Bearer ${secret}` } : {};
    const remaining = () => Math.max(1, plan.timeoutMs - (Date.now() - started));
    const discoveryMs = opts.discoveryTimeoutMs ?? vocabulary/* DEFAULTS */.zY.modelDiscoveryTimeoutMs;
    let model = plan.model;
    if (model === null) {
        const found = await discoverModel(plan, client, { ...headers, accept: 'application/json' }, httpDeadlines(Math.min(discoveryMs, remaining()), opts.deadlines), ctx);
        // Redirected: the prompt is not sent anywhere, not even to the lane's own host.
        if ('redirect' in found)
            return finish(found.redirect);
        model = found.model ?? plan.fallbackModel;
    }
    const body = JSON.stringify({ model, messages: [{ role: 'user', content: prompt }] });
    const { res, notes } = await sendWithRetry(() => client.send({
        method: 'POST',
        url: plan.url,
        headers: { ...headers, 'content-type': 'application/json' },
        body,
        maxBodyBytes: ctx.maxOutputBytes,
        // Each attempt gets what is left of the lane's one overall bound.
        deadlines: httpDeadlines(remaining(), opts.deadlines),
        signal: ctx.signal,
    }), {
        slug: plan.slug,
        deadlineAt: started + plan.timeoutMs,
        timeoutMs: plan.timeoutMs,
        signal: ctx.signal,
        policy: { ...DEFAULT_RETRY_POLICY, ...opts.retry },
    });
    const ending = judge(plan, res, model);
    return finish({
        ...ending,
        errText: [...notes, ending.errText].filter((line) => line !== '').join('\n'),
        warnings: [...notes, ...(ending.warnings ?? [])],
    }, model);
}


/***/ })

};
