export const id = 118;
export const ids = [118];
export const modules = {

/***/ 3118:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GitHubOctokit: () => (/* binding */ GitHubOctokit),
  fetchFor: () => (/* binding */ fetchFor),
  userAgentFor: () => (/* binding */ userAgentFor)
});

// UNUSED EXPORTS: proxyConfigured

// EXTERNAL MODULE: ./node_modules/@octokit/core/dist-src/index.js + 12 modules
var dist_src = __webpack_require__(14730);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var dist_bundle = __webpack_require__(93779);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js + 3 modules
var plugin_rest_endpoint_methods_dist_src = __webpack_require__(49210);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var plugin_retry_dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(63251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
// pkg/dist-src/index.js


// pkg/dist-src/version.js
var VERSION = "0.0.0-development";

// pkg/dist-src/wrap-request.js
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}

// pkg/dist-src/generated/triggers-notification-paths.js
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];

// pkg/dist-src/route-matcher.js
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}

// pkg/dist-src/index.js
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = light,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;


// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
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
        return (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 44708, 23))).request;
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
const GitHubOctokit = dist_src/* Octokit */.E.plugin(plugin_rest_endpoint_methods_dist_src/* restEndpointMethods */._, dist_bundle/* paginateRest */.ud, plugin_retry_dist_bundle/* retry */.L, throttling);
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
        const undici = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 46752, 19));
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
