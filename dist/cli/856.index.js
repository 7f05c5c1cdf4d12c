export const id = 856;
export const ids = [856];
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

/***/ 2856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  consentReport: () => (/* binding */ consentReport),
  diffBaselines: () => (/* binding */ diffBaselines),
  writeBaseline: () => (/* binding */ writeBaseline)
});

// EXTERNAL MODULE: ./src/trust/env.ts
var trust_env = __webpack_require__(5389);
// EXTERNAL MODULE: ./src/trust/host.ts
var trust_host = __webpack_require__(78);
// EXTERNAL MODULE: ./src/trust/signature.ts
var signature = __webpack_require__(5996);
// EXTERNAL MODULE: ./src/trust/trust.ts
var trust = __webpack_require__(4324);
;// CONCATENATED MODULE: ./src/trust/disclosure.ts




/** The payload classes every lane receives (DESIGN.md D10). */
const PAYLOAD_CLASSES = [
    'PR title and body',
    'unified diff',
    'changed-file list',
    'repository review guidance',
];
/** A plain word stays as it is; anything that could be misread (spaces, quotes, empty) is quoted. */
function renderArg(arg) {
    if (typeof arg !== 'string')
        return `<json:${(0,signature/* stableJson */._Y)(arg)}>`;
    return /^[A-Za-z0-9_@%+=:,./{}-]+$/.test(arg) ? arg : JSON.stringify(arg);
}
function rawArgs(lane) {
    const invoke = lane.rawReviewer['invoke'];
    if (typeof invoke !== 'object' || invoke === null || Array.isArray(invoke))
        return [];
    const args = Object.hasOwn(invoke, 'args') ? invoke['args'] : undefined;
    return Array.isArray(args) ? args : [];
}
function destination(host) {
    if (host === '')
        return '(no host resolved)';
    return `${host} [${(0,trust_host/* isLoopbackHost */.c)(host) ? 'local' : 'remote'}]`;
}
function laneDisclosure(lane, config) {
    const r = lane.reviewer;
    const lines = [];
    if (r.transport === 'openai-http') {
        lines.push(`${r.slug} -> [openai-http] ${r.invoke.hostConfigKey} => ${destination((0,trust/* resolveLaneHost */.Pu)(lane, config))}`);
        lines.push(`  request: POST ${r.invoke.path}`);
        if (r.invoke.apiKeyEnv)
            lines.push(`  api key: ${r.invoke.apiKeyEnv} sent as Authorization: Bearer`);
    }
    else {
        lines.push(`${r.slug} -> ${[r.invoke.binary, ...rawArgs(lane)].map(renderArg).join(' ')}`);
        lines.push('  runs in the repository checkout (it can read the repository files)');
    }
    if (r.handler)
        lines.push(`  handler: ${r.handler}`);
    const probe = r.probe;
    if (probe.kind === 'command-capability')
        lines.push(`  probe: runs ${renderArg(probe.binary)} --help`);
    if (probe.kind === 'http-reachable') {
        const sameKey = r.transport === 'openai-http' && r.invoke.hostConfigKey === probe.hostConfigKey;
        const where = sameKey
            ? ''
            : ` at ${probe.hostConfigKey} => ${destination((0,trust/* resolveHostAt */.mU)(probe.hostConfigKey, '', config))}`;
        lines.push(`  probe: GET ${probe.path}${where}`);
    }
    const { declared, fromConfig } = (0,trust_env/* laneEnvNames */.cm)(lane, config);
    const env = [...declared, ...fromConfig.filter((n) => !declared.includes(n)).map((n) => `${n} (config)`)];
    lines.push(`  env: ${env.length ? env.join(', ') : 'none'}`);
    lines.push(`  sends: ${PAYLOAD_CLASSES.join(', ')}`);
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/trust/consent.ts




const STATE_OF_CHANGE = { signature: 'signature_changed', env: 'env_changed', host: 'host_changed' };
function entryOf(baseline, id) {
    return baseline && Object.hasOwn(baseline.lanes, id) ? baseline.lanes[id] : undefined;
}
/** The entry `consent --write` would record for the lane as declared now (without a date). */
function currentEntry(lane, config) {
    const entry = {
        slug: lane.reviewer.slug,
        signature: (0,signature/* laneSignature */.tz)(lane),
        disclosure: laneDisclosure(lane, config),
    };
    const host = (0,trust/* resolveLaneHost */.Pu)(lane, config);
    if (host !== '')
        entry.host = host;
    const env = (0,trust_env/* laneEnvNames */.cm)(lane, config).fromConfig;
    if (env.length > 0)
        entry.env = env;
    return entry;
}
function consentReport(lanes, config, baseline) {
    const rows = lanes.map((lane) => {
        const { slug, signature, host, env, disclosure } = currentEntry(lane, config);
        const needed = (0,trust/* needsEntry */.wO)(lane, config);
        const entry = entryOf(baseline, lane.id);
        let state;
        if (!needed)
            state = 'unneeded';
        else if (!entry)
            state = 'missing';
        else {
            const first = (0,trust/* compareEntry */.uM)(lane, config, entry)[0];
            state = first ? STATE_OF_CHANGE[first.kind] : 'current';
        }
        const row = { id: lane.id, slug, needsEntry: needed, state, signature, disclosure };
        if (host !== undefined)
            row.host = host;
        if (env !== undefined)
            row.env = env;
        return row;
    });
    return { ok: rows.every((r) => !r.needsEntry || r.state === 'current'), lanes: rows };
}
/**
 * The baseline `consent --write` records: one entry per lane that needs one (entries no lane
 * needs are dropped); an entry whose bound data is unchanged keeps its `consentedAt`.
 */
function writeBaseline(lanes, config, previous, now) {
    const out = Object.create(null);
    for (const lane of [...lanes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
        if (!(0,trust/* needsEntry */.wO)(lane, config))
            continue;
        const entry = currentEntry(lane, config);
        const before = entryOf(previous, lane.id);
        const unchanged = before !== undefined && before.slug === entry.slug && (0,trust/* compareEntry */.uM)(lane, config, before).length === 0;
        out[lane.id] = { ...entry, consentedAt: unchanged ? before.consentedAt : now.toISOString() };
    }
    return { version: 1, lanes: out };
}
const sameEntry = (a, b) => a.slug === b.slug &&
    a.signature === b.signature &&
    (a.host ?? '') === (b.host ?? '') &&
    [...(a.env ?? [])].sort().join('\n') === [...(b.env ?? [])].sort().join('\n') &&
    a.disclosure === b.disclosure;
/** What a baseline change consents to, by capability id: for `check`'s disclosure diff. */
function diffBaselines(before, after) {
    const ids = new Set([...Object.keys(before?.lanes ?? {}), ...Object.keys(after?.lanes ?? {})]);
    const changes = [];
    for (const id of [...ids].sort()) {
        const a = entryOf(before, id);
        const b = entryOf(after, id);
        if (a && b) {
            if (!sameEntry(a, b))
                changes.push({ id, slug: b.slug, change: 'changed', before: a.disclosure, after: b.disclosure });
        }
        else if (b)
            changes.push({ id, slug: b.slug, change: 'added', after: b.disclosure });
        else if (a)
            changes.push({ id, slug: a.slug, change: 'removed', before: a.disclosure });
    }
    return changes;
}


/***/ }),

/***/ 5389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cm: () => (/* binding */ laneEnvNames),
/* harmony export */   sj: () => (/* binding */ laneEnvironment)
/* harmony export */ });
/* unused harmony exports isForbiddenEnvName, isEnvName */
/* harmony import */ var _config_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6234);

const ALWAYS = new Set(['PATH', 'HOME', 'USER', 'LANG', 'TZ', 'TMPDIR', 'CI', 'NO_COLOR']);
const LOCALE_RE = /^LC_[A-Z0-9_]+$/;
/**
 * Never passed, even when a manifest or config lists them: the job's GitHub credentials, the
 * runner's internal tokens and the step's inputs (which can carry secrets).
 */
const FORBIDDEN_NAMES = new Set([
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'GH_ENTERPRISE_TOKEN',
    'GITHUB_ENTERPRISE_TOKEN',
]);
const FORBIDDEN_PREFIXES = ['ACTIONS_', 'INPUT_'];
/** Case-insensitive: on Windows `github_token` names the same variable as `GITHUB_TOKEN`. */
function isForbiddenEnvName(name) {
    const upper = name.toUpperCase();
    return FORBIDDEN_NAMES.has(upper) || FORBIDDEN_PREFIXES.some((p) => upper.startsWith(p));
}
function isEnvName(name) {
    return typeof name === 'string' && _config_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ENV_NAME_RE */ .mb.test(name);
}
/**
 * The environment a lane process gets: the base allow-list, `TERM=dumb`, and each of `names`
 * that is set in `parent`, minus the forbidden credentials.
 */
function laneEnvironment(parent, names) {
    const extra = new Set(names.filter((n) => isEnvName(n) && !isForbiddenEnvName(n)));
    const env = {};
    for (const key of Object.keys(parent)) {
        const value = parent[key];
        if (value === undefined || isForbiddenEnvName(key))
            continue;
        // Windows spells PATH as `Path`; the base allow-list ignores case, listed names do not.
        const upper = key.toUpperCase();
        const allowed = ALWAYS.has(upper) || LOCALE_RE.test(upper) || extra.has(key);
        if (allowed)
            env[key] = value;
    }
    env['TERM'] = 'dumb';
    return env;
}
/** Valid names, deduplicated and sorted (the order names are listed in carries no meaning). */
function cleanNames(names) {
    return [...new Set(names.filter(isEnvName))].sort();
}
/**
 * The env names a lane may receive: those its manifest declares (`reviewer.env`) and those the
 * repository config adds (`review.env.<slug>`). Config additions are bound by the baseline.
 */
function laneEnvNames(lane, config) {
    const fromConfig = config.get(`review.env.${lane.reviewer.slug}`);
    return {
        declared: cleanNames(lane.reviewer.env ?? []),
        fromConfig: Array.isArray(fromConfig) ? cleanNames(fromConfig) : [],
    };
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

/***/ 5996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _Y: () => (/* binding */ stableJson),
/* harmony export */   tz: () => (/* binding */ laneSignature)
/* harmony export */ });
/* unused harmony export boundFields */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * A lane's consent signature (DESIGN.md D3): SHA-256 of stable, key-sorted JSON of every field
 * that changes what executes or where data goes. Cosmetic fields (`reviewsSection`,
 * `timeoutFloorMs`, `flags`, `emptyOutput`, `evidenceClass`, descriptions) are left out on
 * purpose, so people are not trained to click through re-consent for a renamed heading.
 */

/**
 * JSON with object keys sorted at every level (arrays keep their order). Values JSON cannot
 * carry become `null`, as JSON.stringify does inside arrays; a cycle (impossible for parsed
 * JSON) becomes the string "[Circular]" rather than a crash.
 */
function stableJson(value) {
    const seen = new Set();
    const encode = (v) => {
        if (v === null || typeof v === 'boolean' || typeof v === 'string')
            return JSON.stringify(v);
        if (typeof v === 'number')
            return Number.isFinite(v) ? JSON.stringify(v) : 'null';
        if (typeof v === 'bigint')
            return JSON.stringify(`${v}n`);
        if (typeof v !== 'object')
            return 'null';
        if (seen.has(v))
            return JSON.stringify('[Circular]');
        seen.add(v);
        let out;
        if (Array.isArray(v)) {
            out = `[${v.map(encode).join(',')}]`;
        }
        else {
            const record = v;
            const keys = Object.keys(record)
                .filter((k) => record[k] !== undefined)
                .sort();
            out = `{${keys.map((k) => `${JSON.stringify(k)}:${encode(record[k])}`).join(',')}}`;
        }
        seen.delete(v);
        return out;
    };
    return encode(value);
}
/** The raw `invoke.args` exactly as declared (all members, any type), or null. */
function rawArgs(lane) {
    const invoke = lane.rawReviewer['invoke'];
    if (typeof invoke !== 'object' || invoke === null || Array.isArray(invoke))
        return null;
    const args = Object.hasOwn(invoke, 'args') ? invoke['args'] : undefined;
    return args === undefined ? null : args;
}
const sorted = (names) => [...names].sort();
/**
 * The bound fields, each present (null when the lane does not declare it) so that adding a
 * field is a change. `env` and `requiresBinaries` are sets: their order is not bound.
 */
function boundFields(lane) {
    const r = lane.reviewer;
    const spawn = r.transport === 'spawn' ? r.invoke : null;
    const http = r.transport === 'openai-http' ? r.invoke : null;
    const probe = r.probe;
    return {
        slug: r.slug,
        transport: r.transport,
        binary: spawn?.binary ?? null,
        args: rawArgs(lane),
        promptChannel: spawn?.promptChannel ?? null,
        outputChannel: spawn?.outputChannel ?? null,
        outputArg: spawn?.outputArg ?? null,
        modelArg: spawn?.modelArg ?? null,
        effortChannel: r.invoke.effortChannel,
        handler: r.handler,
        hostConfigKey: http?.hostConfigKey ?? null,
        defaultHost: http?.defaultHost ?? null,
        path: http?.path ?? null,
        modelDiscovery: http?.modelDiscovery ?? null,
        apiKeyEnv: http?.apiKeyEnv ?? null,
        probe: {
            kind: probe.kind,
            binary: 'binary' in probe ? probe.binary : null,
            needle: 'needle' in probe ? probe.needle : null,
            hostConfigKey: 'hostConfigKey' in probe ? probe.hostConfigKey : null,
            path: 'path' in probe ? probe.path : null,
        },
        requiresBinaries: sorted(r.requiresBinaries),
        env: sorted(r.env),
    };
}
/** SHA-256 (hex) of the stable JSON of the lane's bound fields. */
function laneSignature(lane) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(stableJson(boundFields(lane)))
        .digest('hex');
}


/***/ }),

/***/ 4324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pu: () => (/* binding */ resolveLaneHost),
/* harmony export */   e2: () => (/* binding */ evaluateTrust),
/* harmony export */   mU: () => (/* binding */ resolveHostAt),
/* harmony export */   uM: () => (/* binding */ compareEntry),
/* harmony export */   wO: () => (/* binding */ needsEntry)
/* harmony export */ });
/* unused harmony export needsEntryReason */
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5389);
/* harmony import */ var _host_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78);
/* harmony import */ var _signature_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5996);



/**
 * Where an openai-http lane sends PR content: the config value at `invoke.hostConfigKey`
 * ("effectively set", spec §6.1), else the manifest's `defaultHost`, normalised (§7.1); '' when
 * neither gives one or the lane spawns. Probe and request both use this, so they cannot diverge.
 */
function resolveLaneHost(lane, config) {
    if (lane.reviewer.transport !== 'openai-http')
        return '';
    const invoke = lane.reviewer.invoke;
    return resolveHostAt(invoke.hostConfigKey, typeof invoke.defaultHost === 'string' ? invoke.defaultHost : '', config);
}
/** The normalised host configured at `key`, else `fallback` normalised; '' when neither is set. */
function resolveHostAt(key, fallback, config) {
    const configured = key ? config.getString(key) : undefined;
    return (0,_host_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeHost */ .L)(configured ?? fallback);
}
function defaultHost(lane) {
    if (lane.reviewer.transport !== 'openai-http')
        return '';
    const declared = lane.reviewer.invoke.defaultHost;
    return (0,_host_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeHost */ .L)(typeof declared === 'string' ? declared : '');
}
/** Why a lane needs a baseline entry, or null when it does not. */
function needsEntryReason(lane, config) {
    if (lane.source === 'repository')
        return 'it is a repository lane';
    const host = resolveLaneHost(lane, config);
    if (lane.reviewer.transport === 'openai-http' && host !== defaultHost(lane)) {
        const key = lane.reviewer.invoke.hostConfigKey;
        return `config ${key} points it at ${host || '(no host)'} instead of its default ${defaultHost(lane) || '(none)'}`;
    }
    const added = (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .laneEnvNames */ .cm)(lane, config).fromConfig;
    if (added.length > 0)
        return `config review.env.${lane.reviewer.slug} adds ${added.join(', ')}`;
    return null;
}
/**
 * Every repository lane needs an entry; a first-party lane only when config moves its host off
 * the manifest's `defaultHost` or adds env names to it.
 */
function needsEntry(lane, config) {
    return needsEntryReason(lane, config) !== null;
}
const short = (signature) => signature.slice(0, 12);
const list = (names) => (names.length ? `[${names.join(', ')}]` : '[]');
const sameNames = (a, b) => a.length === b.length && a.every((n, i) => n === b[i]);
/** The ways the lane differs from `entry`, in the order they are reported: signature, env, host. */
function compareEntry(lane, config, entry) {
    const changes = [];
    const signature = (0,_signature_js__WEBPACK_IMPORTED_MODULE_2__/* .laneSignature */ .tz)(lane);
    if (signature !== entry.signature) {
        changes.push({
            kind: 'signature',
            reason: 'signature_changed',
            detail: `its manifest changed what executes or where data goes (signature ${short(signature)}…, consented ${short(entry.signature)}…)`,
        });
    }
    const env = (0,_env_js__WEBPACK_IMPORTED_MODULE_0__/* .laneEnvNames */ .cm)(lane, config).fromConfig;
    const consentedEnv = [...new Set(entry.env ?? [])].sort();
    if (!sameNames(env, consentedEnv)) {
        changes.push({
            kind: 'env',
            reason: 'signature_changed',
            detail: `config review.env.${lane.reviewer.slug} gives ${list(env)} but the baseline consented ${list(consentedEnv)}`,
        });
    }
    if (lane.reviewer.transport === 'openai-http') {
        const host = resolveLaneHost(lane, config);
        const consented = (0,_host_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeHost */ .L)(entry.host ?? '');
        if (host !== consented) {
            changes.push({
                kind: 'host',
                reason: 'egress_host_changed',
                detail: `it would send PR content to ${host || '(no host)'} (config ${lane.reviewer.invoke.hostConfigKey}) but the baseline consented ${consented || '(no host)'}`,
            });
        }
    }
    return changes;
}
function describeOrigin(origin) {
    const at = origin.sha && origin.sha !== origin.ref ? `${origin.ref} (${origin.sha})` : origin.ref;
    return `${origin.path} at ${at}`;
}
const HOW_TO_RECONSENT = 'review the disclosure with `reviewer-lanes consent`, then update the baseline with `reviewer-lanes consent --write` and merge it';
/**
 * The trust decision for one lane, against the baseline read from the trusted ref. Needs an
 * entry and has none (or no readable baseline) → `not_consented`; changed signature or
 * config-added env names → `signature_changed`; a different normalised host →
 * `egress_host_changed`. Total: never throws.
 */
function evaluateTrust(lane, config, baseline, origin) {
    const why = needsEntryReason(lane, config);
    if (why === null)
        return { ok: true, needsEntry: false };
    const name = `lane ${lane.id} (${lane.reviewer.slug})`;
    const where = describeOrigin(origin);
    if (baseline === null) {
        const detail = origin.missing
            ? `${name} needs a consent entry (${why}), but there is no ${where}; to bootstrap, run \`reviewer-lanes consent --write\`, review the disclosure, and commit ${origin.path} on the base branch first`
            : `${name} needs a consent entry (${why}), but the baseline ${where} could not be read; fix it on the base branch`;
        return { ok: false, reason: 'not_consented', detail };
    }
    const entry = Object.hasOwn(baseline.lanes, lane.id) ? baseline.lanes[lane.id] : undefined;
    if (!entry) {
        return {
            ok: false,
            reason: 'not_consented',
            detail: `${name} needs a consent entry (${why}), but ${where} has none; run \`reviewer-lanes consent --write\`, review the disclosure, and merge the baseline first`,
        };
    }
    const changes = compareEntry(lane, config, entry);
    const first = changes[0];
    if (!first)
        return { ok: true, needsEntry: true };
    return {
        ok: false,
        reason: first.reason,
        detail: `${name} differs from what ${where} consented: ${changes.map((c) => c.detail).join('; ')}; ${HOW_TO_RECONSENT}`,
    };
}


/***/ })

};
