export const id = 702;
export const ids = [702];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitHubOctokit: () => (/* binding */ GitHubOctokit),
/* harmony export */   fetchFor: () => (/* binding */ fetchFor),
/* harmony export */   userAgentFor: () => (/* binding */ userAgentFor)
/* harmony export */ });
/* unused harmony export proxyConfigured */
/* harmony import */ var _octokit_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4730);
/* harmony import */ var _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3779);
/* harmony import */ var _octokit_plugin_rest_endpoint_methods__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9210);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6856);
/**
 * The Octokit the action talks to GitHub with: @octokit/core with the REST methods, pagination,
 * bounded retries and throttling — what @actions/github assembles, without its transport, which
 * sends every request through a bundled undici that costs a run ~90 ms to load before its first
 * request. Requests go through Node's own fetch; only a runner behind a proxy loads undici, for
 * its proxy agent (D15, as amended in docs/architecture.md).
 */





const GitHubOctokit = _octokit_core__WEBPACK_IMPORTED_MODULE_0__/* .Octokit */ .E.plugin(_octokit_plugin_rest_endpoint_methods__WEBPACK_IMPORTED_MODULE_1__/* .restEndpointMethods */ ._, _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_2__/* .paginateRest */ .ud, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__/* .throttling */ .A);
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];
/** Whether the runner names a proxy, in the variables the runner (and @actions/http-client) read. */
function proxyConfigured(env) {
    return PROXY_VARIABLES.some((v) => Boolean(env[v]));
}
/**
 * Node's fetch, or behind a proxy undici's with its EnvHttpProxyAgent, which honours
 * `no_proxy` as the runner does.
 */
function fetchFor(env) {
    if (!proxyConfigured(env))
        return globalThis.fetch;
    let proxied;
    const load = async () => {
        const undici = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
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
