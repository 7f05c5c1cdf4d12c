export const id = 138;
export const ids = [138];
export const modules = {

/***/ 8138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GitHubOctokit: () => (/* binding */ GitHubOctokit),
  fetchFor: () => (/* binding */ fetchFor),
  userAgentFor: () => (/* binding */ userAgentFor)
});

// UNUSED EXPORTS: proxyConfigured

// EXTERNAL MODULE: ./node_modules/@octokit/core/dist-src/index.js + 12 modules
var dist_src = __webpack_require__(4730);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var dist_bundle = __webpack_require__(3779);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js + 3 modules
var plugin_rest_endpoint_methods_dist_src = __webpack_require__(9210);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var plugin_retry_dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(3251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
;// CONCATENATED MODULE: ./src/github/transport.ts
/**
 * The fetch octokit sends GitHub requests through: node:http and node:https. Node's own fetch
 * loads its undici on the first request, about 60 ms and 15 MiB before a run's first byte to
 * GitHub (Node 24, measured); node:http is already part of Node's startup.
 *
 * It offers what @octokit/request uses of a fetch, and no more:
 * - the request: a method, headers, a string or byte body, an abort signal;
 * - the response: status, status text, url, headers, `text()`, `arrayBuffer()` and `body`.
 *
 * A redirect is followed as fetch follows it, the token left behind when it leaves GitHub's
 * origin (an artifact's download goes to blob storage).
 */


/** undici's own bound for a silent GitHub: no byte for this long fails the request. */
const IDLE_TIMEOUT_MS = 300_000;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** node:https (and with it TLS) loads with the first https request; a loopback API needs none. */
async function sender(url) {
    if (url.protocol === 'http:')
        return external_node_http_.request;
    if (url.protocol === 'https:')
        return (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 4708, 23))).request;
    throw new TypeError(`cannot send a GitHub request to ${url.href}: only http and https are spoken`);
}
function bodyOf(body) {
    if (body === undefined || body === null)
        return undefined;
    if (typeof body === 'string' || body instanceof Uint8Array)
        return body;
    if (body instanceof ArrayBuffer)
        return new Uint8Array(body);
    throw new TypeError(`a GitHub request body must be a string or bytes, not ${Object.prototype.toString.call(body)}`);
}
/** The response's headers as fetch hands them to octokit: lower-case names, iterable, with `get`. */
function headersOf(res) {
    const headers = new Map();
    for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined)
            headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    return headers;
}
function responseOf(url, res, bytes) {
    const headers = headersOf(res);
    return {
        status: res.statusCode ?? 0,
        statusText: res.statusMessage ?? '',
        url: url.href,
        headers,
        text: async () => bytes.toString('utf8'),
        arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
        get body() {
            return external_node_stream_.Readable.toWeb(external_node_stream_.Readable.from([bytes]));
        },
    };
}
/**
 * Node's error, made again here: octokit reads a failure's message (and an abort) only from an
 * `instanceof Error`, which an error of another realm (a test's vm context) is not.
 */
function failure(err) {
    const e = err;
    return Object.assign(new Error(String(e?.message ?? err), { cause: err }), {
        name: e?.name === 'AbortError' ? 'AbortError' : 'Error',
        ...(e?.code ? { code: e.code } : {}),
    });
}
/** One exchange: the whole answer is read (GitHub's are small and octokit reads them all anyway). */
async function exchange(url, init, o) {
    const send = await sender(url);
    const body = bodyOf(init.body);
    const headers = { ...init.headers };
    if (body !== undefined)
        headers['content-length'] = Buffer.byteLength(body);
    return new Promise((resolve, reject) => {
        const options = {
            method: init.method ?? 'GET',
            headers,
            signal: init.signal ?? undefined,
            ...(o.ca ? { ca: o.ca } : {}),
        };
        const req = send(url, options, (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ res, bytes: Buffer.concat(chunks) }));
            res.on('error', (err) => reject(failure(err)));
        });
        const idleMs = o.idleMs ?? IDLE_TIMEOUT_MS;
        req.setTimeout(idleMs, () => req.destroy(new Error(`GitHub sent nothing for ${idleMs / 1000} s on ${init.method ?? 'GET'} ${url.pathname}`)));
        req.on('error', (err) => reject(failure(err)));
        req.end(body);
    });
}
/** Fetch's own limit. */
const MAX_REDIRECTS = 20;
/**
 * The request a redirect asks for, as fetch makes it: a 303 (and a 301 or 302 of a POST) turns
 * into a GET without a body, and the token stays behind when the redirect leaves the origin.
 */
function redirected(from, to, status, init) {
    const headers = Object.fromEntries(Object.entries((init.headers ?? {})).filter(([name]) => to.origin === from.origin || name.toLowerCase() !== 'authorization'));
    const asGet = status === 303 || ((status === 301 || status === 302) && init.method === 'POST');
    if (!asGet)
        return { ...init, headers };
    delete headers['content-type'];
    return { ...init, headers, method: 'GET', body: undefined };
}
/** The fetch octokit is given. */
function httpFetch(o = {}) {
    return (async (input, init = {}) => {
        // Never `instanceof Request`: reading that global loads the undici this file avoids.
        let url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
        let asked = init;
        for (let hops = 0;; hops++) {
            const { res, bytes } = await exchange(url, asked, o);
            const status = res.statusCode ?? 0;
            const location = res.headers.location;
            if (!REDIRECTS.has(status) || !location || asked.redirect === 'manual')
                return responseOf(url, res, bytes);
            if (asked.redirect === 'error')
                throw new TypeError(`GitHub redirected ${asked.method ?? 'GET'} ${url.pathname}, and redirects were refused`);
            if (hops >= MAX_REDIRECTS)
                throw new TypeError(`GitHub redirected ${asked.method ?? 'GET'} ${url.pathname} more than ${MAX_REDIRECTS} times`);
            const to = new URL(location, url);
            asked = redirected(url, to, status, asked);
            url = to;
        }
    });
}

;// CONCATENATED MODULE: ./src/github/octokit.ts
/**
 * The Octokit the action talks to GitHub with: @octokit/core with the REST methods, pagination,
 * bounded retries and throttling — what @actions/github assembles, without its transport, which
 * sends every request through a bundled undici that costs a run ~90 ms to load before its first
 * request. Requests go through node:http (github/transport.ts); only a runner behind a proxy loads
 * undici, for its proxy agent (D15, as amended in docs/architecture.md).
 */







/**
 * Both plugins queue every request through Bottleneck, whose in-process store yields to the
 * event loop with setTimeout(0) three times a job; Node clamps each to 1 ms, so a request sat
 * idle 10-14 ms in its three or four queues (SGrondin/bottleneck#144, open; 2.19.5 is the last
 * release). A yield with no delay is a resolved promise: the store is this process's memory, so
 * there is nothing to wait for, and a request started while the run's git processes are being
 * started (the look back's, beside the plan) no longer waits for a turn of the loop per step.
 * Every wait with a delay (the write pace, retry-after) is Bottleneck's own, untouched.
 */
function yieldWithoutClamp() {
    const store = Object.getPrototypeOf(new (light_default())()._store);
    const clamped = store.yieldLoop;
    store.yieldLoop = function (t = 0) {
        return t > 0 ? clamped.call(this, t) : this.Promise.resolve();
    };
}
yieldWithoutClamp();
const GitHubOctokit = dist_src/* Octokit */.E.plugin(plugin_rest_endpoint_methods_dist_src/* restEndpointMethods */._, dist_bundle/* paginateRest */.ud, plugin_retry_dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];
/** Whether the runner names a proxy, in the variables the runner (and @actions/http-client) read. */
function proxyConfigured(env) {
    return PROXY_VARIABLES.some((v) => Boolean(env[v]));
}
/**
 * node:http's (github/transport.ts), or behind a proxy undici's fetch with its EnvHttpProxyAgent,
 * which honours `no_proxy` as the runner does.
 */
function fetchFor(env) {
    if (!proxyConfigured(env))
        return httpFetch();
    let proxied;
    const load = async () => {
        const undici = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 6752, 19));
        // The variables are handed over: the agent would read the process's, not the run's.
        const pick = (...names) => names.map((n) => env[n]).find((v) => v !== undefined);
        const dispatcher = new undici.EnvHttpProxyAgent({
            httpProxy: pick('http_proxy', 'HTTP_PROXY') ?? '',
            httpsProxy: pick('https_proxy', 'HTTPS_PROXY') ?? '',
            noProxy: pick('no_proxy', 'NO_PROXY') ?? '',
        });
        return ((input, init) => undici.fetch(input, { ...init, dispatcher }));
    };
    return (async (input, init) => (await (proxied ??= load()))(input, init));
}
/**
 * The user agent tag GitHub attributes a job's API use by, as @actions/github adds it: the
 * runner's orchestration id, with anything outside `[a-z0-9_.-]` replaced.
 */
function userAgentFor(env) {
    const id = env['ACTIONS_ORCHESTRATION_ID']?.trim();
    return id ? `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}` : undefined;
}


/***/ })

};
