export const id = 641;
export const ids = [641,819,200];
export const modules = {

/***/ 6234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   mb: () => (/* binding */ ENV_NAME_RE),
/* harmony export */   vm: () => (/* binding */ EFFORT_LEVELS)
/* harmony export */ });
/**
 * Names and renderings shared by config and trust, kept free of heavy imports so the trust gate's
 * pure helpers load quickly.
 */
/** `review.effort.<slug>` levels (DESIGN.md §5 Effort). */
const EFFORT_LEVELS = ['minimal', 'low', 'medium', 'high', 'xhigh', 'max', 'inherit'];
/** A POSIX-portable environment variable name. */
const ENV_NAME_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A short, safe rendering of a value for a message: its type and, for scalars, the value. */
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    switch (typeof value) {
        case 'string': {
            const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
            return `string ${JSON.stringify(shown)}`;
        }
        case 'number':
        case 'boolean':
            return `${typeof value} ${String(value)}`;
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}


/***/ }),

/***/ 78:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ normalizeHost),
/* harmony export */   c: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
/**
 * Host normalisation (spec §7.1) and loopback classification (spec §9.1). The consented host and
 * the host a request goes to are compared in normalised form, so cosmetic differences (case,
 * trailing slash, a default port) are not changes while every real difference is.
 */
function parseUrl(raw) {
    try {
        return new URL(raw);
    }
    catch {
        return null;
    }
}
const DEFAULT_PORTS = { 'http:': '80', 'https:': '443' };
/**
 * `<scheme>//<hostname>[:<port>]<path>`, lower-cased, without a default port, trailing slashes,
 * userinfo, query or fragment. Input that is not a URL with a hostname (`localhost:11434`,
 * `not a url`) comes back trimmed with trailing slashes stripped.
 */
function normalizeHost(raw) {
    const trimmed = raw.trim();
    if (trimmed === '')
        return '';
    const url = parseUrl(trimmed);
    if (!url || url.hostname === '')
        return trimmed.replace(/\/+$/, '');
    const scheme = url.protocol.toLowerCase();
    const port = url.port !== '' && url.port !== DEFAULT_PORTS[scheme] ? `:${url.port}` : '';
    const path = url.pathname.replace(/\/+$/, '');
    return `${scheme}//${url.hostname.toLowerCase()}${port}${path}`;
}
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);
/** The host part of something that is not a URL with a hostname (spec §9.1 bare-host rules). */
function bareHost(raw) {
    let rest = raw.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
    rest = rest.split(/[/?#]/, 1)[0] ?? '';
    if (rest.startsWith('[')) {
        const end = rest.indexOf(']');
        return end === -1 ? rest : rest.slice(0, end + 1);
    }
    if ((rest.match(/:/g) ?? []).length >= 2)
        return rest;
    return rest.split(':', 1)[0] ?? '';
}
/** One inet_aton component: 0x-hex, 0-octal or decimal; null when not a number. */
function inetPart(part) {
    if (/^0x[0-9a-f]*$/i.test(part))
        return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    if (/^0[0-7]*$/.test(part))
        return parseInt(part, 8);
    if (/^[1-9][0-9]*$/.test(part))
        return Number(part);
    return null;
}
/**
 * IPv4 in 127.0.0.0/8 under inet_aton rules (`127.1`, `2130706433`, `0x7f000001`, `0177.0.0.1`).
 * A component out of range makes the address invalid — never wrapped (spec §12 defect R).
 */
function isLoopbackIPv4(host) {
    const parts = host.split('.');
    if (parts.length < 1 || parts.length > 4)
        return false;
    const values = parts.map(inetPart);
    let address = 0;
    for (let i = 0; i < values.length; i++) {
        const value = values[i];
        if (value === null || value === undefined)
            return false;
        const last = i === values.length - 1;
        const limit = last ? 256 ** (5 - values.length) : 256;
        if (value >= limit)
            return false;
        address = last ? address * limit + value : address * 256 + value;
    }
    return Math.floor(address / 2 ** 24) === 127;
}
/** `::1` in any spelling, or `::ffff:` + a 127/8 address; the URL parser canonicalises IPv6. */
function isLoopbackIPv6(host) {
    const inner = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
    const url = parseUrl(`http://[${inner}]/`);
    if (!url)
        return false;
    const canonical = url.hostname;
    return canonical === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(canonical);
}
/**
 * True only when the destination is this machine (spec §9.1). Hostnames are matched exactly,
 * never as substrings: `localhost.evil.com`, `http://localhost@evil.com` and `128.0.0.1` are
 * remote.
 */
function isLoopbackHost(urlOrHost) {
    const raw = urlOrHost.trim();
    if (raw === '')
        return false;
    const url = parseUrl(raw);
    const host = (url && url.hostname !== '' ? url.hostname : bareHost(raw)).toLowerCase();
    if (host === '')
        return false;
    if (LOOPBACK_NAMES.has(host))
        return true;
    if (host.startsWith('[') || host.includes(':'))
        return isLoopbackIPv6(host);
    return isLoopbackIPv4(host);
}


/***/ }),

/***/ 7819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BLOCK_REASONS: () => (/* binding */ BLOCK_REASONS),
/* harmony export */   DEFAULTS: () => (/* binding */ DEFAULTS),
/* harmony export */   DEFAULT_REVIEWER_ENTRY_RE: () => (/* binding */ DEFAULT_REVIEWER_ENTRY_RE),
/* harmony export */   EFFORT_CHANNELS: () => (/* binding */ EFFORT_CHANNELS),
/* harmony export */   EMPTY_OUTPUT_POLICIES: () => (/* binding */ EMPTY_OUTPUT_POLICIES),
/* harmony export */   EVIDENCE_CLASSES: () => (/* binding */ EVIDENCE_CLASSES),
/* harmony export */   FLAG_RE: () => (/* binding */ FLAG_RE),
/* harmony export */   HANDLERS: () => (/* binding */ HANDLERS),
/* harmony export */   ID_RE: () => (/* binding */ ID_RE),
/* harmony export */   INSTANCE_RE: () => (/* binding */ INSTANCE_RE),
/* harmony export */   LANE_STATUSES: () => (/* binding */ LANE_STATUSES),
/* harmony export */   MODEL_DISCOVERY: () => (/* binding */ MODEL_DISCOVERY),
/* harmony export */   OUTPUT_CHANNELS: () => (/* binding */ OUTPUT_CHANNELS),
/* harmony export */   PLACEHOLDERS: () => (/* binding */ PLACEHOLDERS),
/* harmony export */   PROBE_KINDS: () => (/* binding */ PROBE_KINDS),
/* harmony export */   PROMPT_CHANNELS: () => (/* binding */ PROMPT_CHANNELS),
/* harmony export */   REASONS: () => (/* binding */ REASONS),
/* harmony export */   RESERVED_ID_PREFIX_RE: () => (/* binding */ RESERVED_ID_PREFIX_RE),
/* harmony export */   RESERVED_NAMES: () => (/* binding */ RESERVED_NAMES),
/* harmony export */   ROLES: () => (/* binding */ ROLES),
/* harmony export */   SLUG_RE: () => (/* binding */ SLUG_RE),
/* harmony export */   TIERS: () => (/* binding */ TIERS),
/* harmony export */   TRANSPORTS: () => (/* binding */ TRANSPORTS),
/* harmony export */   VOCABULARY_VERSION: () => (/* binding */ VOCABULARY_VERSION),
/* harmony export */   isReservedName: () => (/* binding */ isReservedName)
/* harmony export */ });
/**
 * The closed vocabularies of the lane contract (ADR-2782 as amended, DESIGN.md D1/D8).
 * Every enum a manifest, a plan or a result may carry is listed here once; schemas,
 * registries and tests import these lists rather than repeating them.
 */
/** The version of the lane vocabulary we implement; `engines.gsd` is evaluated against it. */
const VOCABULARY_VERSION = '1.10.0';
const ROLES = ['feature', 'runtime', 'reviewer'];
const TIERS = ['core', 'standard', 'full'];
const TRANSPORTS = ['spawn', 'openai-http'];
const PROBE_KINDS = ['command-exists', 'command-capability', 'http-reachable'];
const HANDLERS = ['antigravity', 'openai-compatible', 'opencode'];
const PROMPT_CHANNELS = ['stdin', 'argv', 'argv-file-ref', 'none'];
const OUTPUT_CHANNELS = ['stdout', 'file-arg'];
const EFFORT_CHANNELS = ['none', 'argv', 'env'];
const EMPTY_OUTPUT_POLICIES = ['stub-with-stderr', 'handler-owned'];
const EVIDENCE_CLASSES = ['source-grounded', 'diff-only'];
const MODEL_DISCOVERY = ['none', 'first-from-models-endpoint'];
const PLACEHOLDERS = ['{{model}}', '{{effort}}', '{{output}}', '{{prompt}}'];
/** Exactly one of these ends every selected lane (DESIGN.md D8). */
const LANE_STATUSES = [
    'reviewed',
    'empty',
    'failed',
    'timed_out',
    'skipped',
    'unavailable',
    'blocked',
];
/** The frozen reason codes: spec §6.2 plus DESIGN.md D8's additions. Tests assert these, never prose. */
const REASONS = [
    // spec §6.2 (LANE_UNAVAILABLE)
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
    // DESIGN.md D8
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
/** Reasons that mean "the trust gate stopped this lane before anything ran". */
const BLOCK_REASONS = ['not_consented', 'signature_changed', 'egress_host_changed'];
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
/** Defaults that more than one stage needs. */
const DEFAULTS = {
    maxParallel: 4,
    killGraceMs: 5000,
    maxOutputBytes: 10 * 1024 * 1024,
    fallbackTimeoutMs: 900_000,
    modelDiscoveryTimeoutMs: 2000,
    commentLimit: 65_536,
    manifestMaxBytes: 1024 * 1024,
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
