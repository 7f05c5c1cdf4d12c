export const id = 285;
export const ids = [285];
export const modules = {

/***/ 6285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  laneBudget: () => (/* binding */ laneBudget),
  planLanes: () => (/* binding */ planLanes)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/probe/lookup.ts
/**
 * PATH lookup without starting a process (spec §4). Written here rather than taken from
 * @actions/io's `which`, because a probe must scan the PATH of the environment the lane will get,
 * not this process's `process.env`, and `which` reads only the latter.
 */



const DEFAULT_PATHEXT = '.EXE;.CMD;.BAT;.COM';
/**
 * The absolute path `name` resolves to on `env.PATH`, or null. A regular file that this user may
 * execute counts (the executable bit matters: defect Q). A name containing `/` (or `\` on Windows)
 * is checked as a path directly. On Windows each PATHEXT extension is tried. Empty and relative
 * PATH entries are ignored: they mean "the current directory", i.e. the checkout under review.
 */
async function lookupBinary(name, env, options = {}) {
    const platform = options.platform ?? process.platform;
    const windows = platform === 'win32';
    if (typeof name !== 'string' || name.trim() === '' || name.includes('\0'))
        return null;
    const extensions = windows ? windowsExtensions(name, env) : [''];
    const hasSeparator = name.includes('/') || (windows && name.includes('\\'));
    if (hasSeparator)
        return firstExecutable(extensions.map((ext) => name + ext), windows);
    const pathValue = envValue(env, 'PATH', windows) ?? '';
    const dirs = pathValue.split(windows ? ';' : ':').filter((d) => d !== '' && (0,external_node_path_.isAbsolute)(d));
    for (const dir of dirs) {
        const hit = await firstExecutable(extensions.map((ext) => (0,external_node_path_.join)(dir, name + ext)), windows);
        if (hit)
            return hit;
    }
    return null;
}
/** `''` first when the name already carries a PATHEXT extension, then each extension. */
function windowsExtensions(name, env) {
    const exts = (envValue(env, 'PATHEXT', true) ?? DEFAULT_PATHEXT)
        .split(';')
        .map((e) => e.trim())
        .filter((e) => e.startsWith('.'));
    const lower = name.toLowerCase();
    const already = exts.some((e) => lower.endsWith(e.toLowerCase()));
    return already ? ['', ...exts] : exts;
}
/** Windows environment names are case-insensitive (`Path`). */
function envValue(env, key, caseInsensitive) {
    if (!caseInsensitive)
        return env[key];
    for (const [k, v] of Object.entries(env))
        if (k.toUpperCase() === key)
            return v;
    return undefined;
}
async function firstExecutable(candidates, windows) {
    for (const candidate of candidates) {
        try {
            const s = await (0,promises_.stat)(candidate);
            if (!s.isFile())
                continue;
            // Windows has no executable bit; PATHEXT is what makes a file runnable there.
            if (!windows)
                await (0,promises_.access)(candidate, external_node_fs_.constants.X_OK);
            return candidate;
        }
        catch {
            // not there, or not executable by us: keep looking
        }
    }
    return null;
}

;// CONCATENATED MODULE: ./src/probe/env.ts
/**
 * The environment a probed process receives. `--help` needs no credentials, so only the basic
 * allow-list of DESIGN.md D6 is passed — never a lane's declared secrets, never a token.
 */
const BASE = ['PATH', 'HOME', 'USER', 'LANG', 'TZ', 'TMPDIR', 'CI', 'NO_COLOR'];
/** What Windows programs need to start at all. */
const WINDOWS = [
    'SYSTEMROOT',
    'COMSPEC',
    'PATHEXT',
    'USERPROFILE',
    'APPDATA',
    'LOCALAPPDATA',
    'TEMP',
    'TMP',
    'WINDIR',
];
function probeEnv(env) {
    const out = {};
    for (const [key, value] of Object.entries(env)) {
        if (value === undefined)
            continue;
        const upper = key.toUpperCase();
        if (BASE.includes(key) || key.startsWith('LC_') || WINDOWS.includes(upper))
            out[key] = value;
    }
    out.TERM = 'dumb';
    return out;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/probe/spawn.ts
/**
 * A short, bounded child process for probes (`<binary> --help`). Never a shell; the child leads
 * its own process group so a timeout kills everything it started (SIGKILL: a probe has no
 * output worth a grace period). Output is captured in memory under a small cap.
 */

/** `--help` text is small; a tool that floods is cut here rather than growing memory. */
const OUTPUT_CAP_BYTES = 1024 * 1024;
/** How long to wait for the killed child to be reaped before giving up on it. */
const REAP_WAIT_MS = 2000;
function runBounded(path, args, options) {
    const platform = options.platform ?? process.platform;
    const windows = platform === 'win32';
    // A `.cmd`/`.bat` shim cannot be started without cmd.exe (spec §6.4, #3086).
    const shim = windows && /\.(cmd|bat)$/i.test(path);
    const command = shim ? (options.env.ComSpec ?? 'cmd.exe') : path;
    const argv = shim ? ['/d', '/s', '/c', [`"${path}"`, ...args].join(' ')] : args;
    return new Promise((resolve) => {
        let settled = false;
        const out = [];
        const err = [];
        let outBytes = 0;
        let errBytes = 0;
        const settle = (o) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            resolve(o);
        };
        let child;
        try {
            child = (0,external_node_child_process_.spawn)(command, argv, {
                cwd: options.cwd,
                env: options.env,
                stdio: ['ignore', 'pipe', 'pipe'],
                shell: false,
                detached: !windows,
                windowsHide: true,
                windowsVerbatimArguments: shim,
            });
        }
        catch (e) {
            const error = e;
            resolve({ kind: 'spawn_error', code: error.code ?? 'EINVAL', message: error.message });
            return;
        }
        const timer = setTimeout(() => {
            killTree(child, windows);
            child.stdout?.destroy();
            child.stderr?.destroy();
            if (child.exitCode !== null || child.signalCode !== null) {
                settle({ kind: 'timeout' });
                return;
            }
            // Resolve once the child is reaped, so "timed out" also means "gone"; bounded regardless.
            const giveUp = setTimeout(() => settle({ kind: 'timeout' }), REAP_WAIT_MS);
            child.once('exit', () => {
                clearTimeout(giveUp);
                settle({ kind: 'timeout' });
            });
        }, options.timeoutMs);
        const collect = (chunks, which) => (chunk) => {
            const used = which === 'out' ? outBytes : errBytes;
            if (used >= OUTPUT_CAP_BYTES)
                return;
            const piece = chunk.subarray(0, OUTPUT_CAP_BYTES - used);
            chunks.push(piece);
            if (which === 'out')
                outBytes += piece.length;
            else
                errBytes += piece.length;
        };
        child.stdout?.on('data', collect(out, 'out'));
        child.stderr?.on('data', collect(err, 'err'));
        child.on('error', (e) => {
            settle({ kind: 'spawn_error', code: e.code ?? 'ERROR', message: e.message });
        });
        child.on('close', (exitCode, signal) => {
            settle({
                kind: 'exited',
                exitCode,
                signal,
                stdout: Buffer.concat(out).toString('utf8'),
                stderr: Buffer.concat(err).toString('utf8'),
            });
        });
    });
}
function killTree(child, windows) {
    const pid = child.pid;
    if (pid === undefined)
        return;
    try {
        if (windows)
            child.kill('SIGKILL');
        else
            process.kill(-pid, 'SIGKILL');
    }
    catch {
        // the group is already gone; fall back to the direct child
        try {
            child.kill('SIGKILL');
        }
        catch {
            // nothing left to kill
        }
    }
}

;// CONCATENATED MODULE: ./src/probe/kinds/command-capability.ts



async function probeCommandCapability(probe, ctx) {
    const found = await lookupBinary(probe.binary, ctx.env, { platform: ctx.platform });
    if (!found)
        return { ok: false, reason: 'missing_binary', detail: `'${probe.binary}' not found on PATH` };
    const outcome = await runBounded(found, ['--help'], {
        timeoutMs: probe.timeoutMs,
        env: probeEnv(ctx.env),
        cwd: ctx.cwd,
        platform: ctx.platform,
    });
    switch (outcome.kind) {
        case 'timeout':
            return {
                ok: false,
                reason: 'probe_timeout',
                detail: `'${probe.binary} --help' did not finish within ${probe.timeoutMs} ms`,
            };
        case 'spawn_error':
            return {
                ok: false,
                reason: 'probe_failed',
                detail: `'${probe.binary} --help' could not start: ${outcome.code}`,
            };
        case 'exited':
            // Some tools exit non-zero on --help; the needle is what identifies the tool.
            if (`${outcome.stdout}\n${outcome.stderr}`.includes(probe.needle))
                return { ok: true };
            return {
                ok: false,
                reason: 'probe_failed',
                detail: `'${probe.binary} --help' does not mention '${probe.needle}': '${probe.binary}' is a different tool sharing the name`,
            };
    }
}

;// CONCATENATED MODULE: ./src/probe/kinds/command-exists.ts

async function probeCommandExists(probe, ctx) {
    const found = await lookupBinary(probe.binary, ctx.env, { platform: ctx.platform });
    return found
        ? { ok: true }
        : { ok: false, reason: 'missing_binary', detail: `'${probe.binary}' not found on PATH` };
}

;// CONCATENATED MODULE: ./src/probe/kinds/http-reachable.ts
async function probeHttpReachable(probe, ctx) {
    const unreachable = (detail) => ({ ok: false, reason: 'host_unreachable', detail });
    if (!ctx.host)
        return unreachable('no host resolved');
    const url = ctx.host + probe.path;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return unreachable(`'${url}' is not a valid URL`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        return unreachable(`'${url}' is not an http(s) URL`);
    }
    // Loaded on demand: the CLI's start-up must not pay for the HTTP client.
    const { Agent, request } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
    const timeoutMs = probe.timeoutMs;
    const agent = new Agent({
        connect: { timeout: timeoutMs },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        keepAliveTimeout: 1,
    });
    const signal = AbortSignal.timeout(timeoutMs);
    try {
        const res = await request(parsed, {
            method: 'GET',
            dispatcher: agent,
            signal,
            headers: { accept: 'application/json' },
        });
        await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
        if (res.statusCode >= 200 && res.statusCode < 300)
            return { ok: true };
        const redirect = res.statusCode >= 300 && res.statusCode < 400 ? ' (redirects are not followed)' : '';
        return unreachable(`GET ${url} answered HTTP ${res.statusCode}${redirect}`);
    }
    catch (e) {
        if (signal.aborted)
            return unreachable(`GET ${url} timed out after ${timeoutMs} ms`);
        const error = e;
        const message = error.cause?.message ?? error.message ?? String(e);
        return unreachable(`GET ${url} failed: ${message}`);
    }
    finally {
        await agent.destroy().catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/probe/registry.ts



const PROBES = Object.freeze({
    'command-exists': probeCommandExists,
    'command-capability': probeCommandCapability,
    'http-reachable': probeHttpReachable,
});

;// CONCATENATED MODULE: ./src/probe/probe.ts


/** Probes run concurrently, but few at a time: each may start a process or a connection. */
const PROBE_CONCURRENCY = 4;
/**
 * Probes one lane: `requiresBinaries` first, then its declared probe kind. `target` gives the host
 * an `http-reachable` probe checks: the lane's resolved plan (an openai-http plan's `host`, the
 * one its requests go to) or the normalised host itself; null when none resolved.
 */
async function probeLane(lane, target, ctx) {
    try {
        const slug = lane.reviewer.slug;
        for (const bin of lane.reviewer.requiresBinaries) {
            if (typeof bin !== 'string' || bin === '')
                continue;
            if (!(await lookupBinary(bin, ctx.env, { platform: ctx.platform }))) {
                return {
                    ok: false,
                    reason: 'missing_required_binary',
                    detail: `lane '${slug}' requires '${bin}' on PATH`,
                };
            }
        }
        const probe = lane.reviewer.probe;
        if (probe === null || typeof probe !== 'object' || Array.isArray(probe)) {
            return { ok: false, reason: 'probe_failed', detail: 'lane declares no probe' };
        }
        const host = typeof target === 'string' ? target : target?.transport === 'openai-http' ? target.host : null;
        const kindCtx = { ...ctx, slug, host: host || null };
        const p = lane.reviewer.probe;
        switch (p.kind) {
            case 'command-exists':
                return await PROBES['command-exists'](p, kindCtx);
            case 'command-capability':
                return await PROBES['command-capability'](p, kindCtx);
            case 'http-reachable':
                return await PROBES['http-reachable'](p, kindCtx);
            default:
                return {
                    ok: false,
                    reason: 'probe_failed',
                    detail: `unknown probe kind '${String(p.kind)}'`,
                };
        }
    }
    catch (e) {
        return {
            ok: false,
            reason: 'probe_failed',
            detail: `probe failed: ${e instanceof Error ? e.message : String(e)}`,
        };
    }
}
/** Runs `fn` over `items` with at most `limit` in flight; results keep the input order. */
async function mapConcurrent(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const i = next++;
            results[i] = await fn(items[i]);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}

// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
;// CONCATENATED MODULE: ./src/select/select.ts

const DEFAULTS_KEY = 'review.default_reviewers';
const INSTANCES_KEY = 'review.reviewer_instances';
function buildRoster(lanes) {
    // Maps, not objects: a name like `constructor` must never resolve through a prototype (defect E).
    const bySlug = new Map();
    const byFlag = new Map();
    for (const lane of lanes) {
        if (!bySlug.has(lane.reviewer.slug))
            bySlug.set(lane.reviewer.slug, lane);
        for (const flag of lane.reviewer.flags)
            if (!byFlag.has(flag))
                byFlag.set(flag, lane);
    }
    return { bySlug, byFlag };
}
function lookupLane(roster, name) {
    return name.startsWith('--') ? roster.byFlag.get(name) : roster.bySlug.get(name);
}
/** Spec §5.3: `review.default_reviewers` → lower-cased, de-duplicated entries, or errors. */
function normalizeDefaultReviewers(raw, configPath) {
    const at = (message) => configDiagnostic(message, DEFAULTS_KEY, configPath);
    if (raw === undefined || raw === null)
        return { absent: true, values: [], errors: [] };
    if (!Array.isArray(raw)) {
        return {
            absent: false,
            values: [],
            errors: [at(`${DEFAULTS_KEY} must be a JSON array of reviewer slugs`)],
        };
    }
    if (raw.length === 0)
        return { absent: false, values: [], errors: [at(`${DEFAULTS_KEY} cannot be empty`)] };
    const values = [];
    const errors = [];
    for (const [i, item] of raw.entries()) {
        if (typeof item !== 'string') {
            errors.push(at(`${DEFAULTS_KEY}[${i}] must be a string reviewer slug (got: ${describe(item)})`));
        }
        else if (!vocabulary.DEFAULT_REVIEWER_ENTRY_RE.test(item)) {
            errors.push(at(`invalid reviewer slug in ${DEFAULTS_KEY}: ${JSON.stringify(item)}`));
        }
        else {
            const entry = item.toLowerCase();
            if (!values.includes(entry))
                values.push(entry);
        }
    }
    return { absent: false, values, errors };
}
/**
 * Spec §5.4: `review.reviewer_instances` → validated instances. `cli` must name a declared lane
 * slug (first-party or repository, defect D) — never a command. A bad instance is dropped.
 */
function normalizeReviewerInstances(raw, lanes, configPath) {
    const instances = new Map();
    const errors = [];
    if (raw === undefined || raw === null)
        return { instances, errors };
    const at = (message, field) => configDiagnostic(message, field, configPath);
    if (typeof raw !== 'object' || Array.isArray(raw)) {
        errors.push(at(`${INSTANCES_KEY} must be a JSON object mapping instance names to {cli, model?, agent?}`, INSTANCES_KEY));
        return { instances, errors };
    }
    const slugs = new Set(lanes.map((l) => l.reviewer.slug));
    for (const [name, spec] of Object.entries(raw)) {
        const field = `${INSTANCES_KEY}.${name}`;
        if (!vocabulary.INSTANCE_RE.test(name)) {
            errors.push(at(`invalid reviewer instance name ${JSON.stringify(name)}: must match ${vocabulary.INSTANCE_RE.source}`, field));
            continue;
        }
        if (slugs.has(name)) {
            errors.push(at(`reviewer instance name '${name}' must not equal a reviewer slug`, field));
            continue;
        }
        if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
            errors.push(at(`${field} must be an object with at least {cli}`, field));
            continue;
        }
        const s = spec;
        const cli = Object.hasOwn(s, 'cli') ? s.cli : undefined;
        if (typeof cli !== 'string' || !slugs.has(cli)) {
            errors.push(at(`${field}.cli must name a declared reviewer lane slug (got: ${describe(cli)})`, `${field}.cli`));
            continue;
        }
        const instance = { name, cli };
        let ok = true;
        for (const key of ['model', 'agent']) {
            const v = Object.hasOwn(s, key) ? s[key] : undefined;
            if (v === undefined || v === null)
                continue;
            if (typeof v !== 'string') {
                errors.push(at(`${field}.${key} must be a string (got: ${describe(v)})`, `${field}.${key}`));
                ok = false;
            }
            else {
                instance[key] = v;
            }
        }
        if (ok)
            instances.set(name, instance);
    }
    return { instances, errors };
}
/** Splits `--gemini,codex` style lists; trims, lower-cases, drops empties (spec §5: lower-cased). */
function parseReviewerList(entries) {
    const names = [];
    for (const entry of entries) {
        for (const part of String(entry).split(',')) {
            const name = part.trim().toLowerCase();
            if (name)
                names.push(name);
        }
    }
    return names;
}
/** Decides the source and the candidates, with the diagnostics that need no probe. */
function selectCandidates(req) {
    const roster = buildRoster(req.lanes);
    const defaults = normalizeDefaultReviewers(req.defaultReviewers, req.configPath);
    const { instances, errors: instanceErrors } = normalizeReviewerInstances(req.reviewerInstances, req.lanes, req.configPath);
    const errors = [...defaults.errors, ...instanceErrors];
    const warnings = [];
    const infos = [];
    const candidates = [];
    const seen = new Set();
    const add = (c) => {
        if (seen.has(c.identity))
            return;
        seen.add(c.identity);
        candidates.push(c);
    };
    const laneCandidate = (lane, explicit, instance) => ({
        kind: 'lane',
        identity: instance ? instance.name : lane.reviewer.slug,
        slug: lane.reviewer.slug,
        explicit,
        lane,
        ...(instance ? { instance } : {}),
    });
    const explicitNames = req.explicit ? parseReviewerList(req.explicit) : [];
    let source;
    if (explicitNames.length > 0) {
        source = 'explicit';
        for (const name of explicitNames) {
            const lane = lookupLane(roster, name);
            const instance = instances.get(name);
            const base = instance && roster.bySlug.get(instance.cli);
            if (lane)
                add(laneCandidate(lane, true));
            else if (instance && base)
                add(laneCandidate(base, true, instance));
            else
                add(missingCandidate(name, req.skipped));
        }
    }
    else if (req.all) {
        source = 'all';
        for (const lane of req.lanes)
            add(laneCandidate(lane, false));
    }
    else if (!defaults.absent) {
        source = 'config_default';
        for (const entry of defaults.values) {
            const instance = instances.get(entry);
            const base = instance && roster.bySlug.get(instance.cli);
            const lane = lookupLane(roster, entry);
            if (instance && base)
                add(laneCandidate(base, false, instance));
            else if (lane)
                add(laneCandidate(lane, false));
            else if (instances.size > 0) {
                errors.push(configDiagnostic(`reviewer instance '${entry}' referenced in ${DEFAULTS_KEY} is not defined in ${INSTANCES_KEY}`, DEFAULTS_KEY, req.configPath));
            }
            else {
                warnings.push(configDiagnostic(`unknown reviewer slug in ${DEFAULTS_KEY}: ${entry}`, DEFAULTS_KEY, req.configPath));
            }
        }
    }
    else {
        source = 'all_detected';
        for (const lane of req.lanes)
            add(laneCandidate(lane, false));
    }
    return { source, candidates: orderCandidates(candidates), instances, errors, warnings, infos };
}
function missingCandidate(name, skipped) {
    const hit = skipped.find((s) => s.slug === name || (s.flags ?? []).includes(name));
    const base = { kind: 'missing', identity: name, slug: hit?.slug ?? name, explicit: true };
    if (!hit)
        return { ...base, reason: 'malformed_lane', detail: `no lane named '${name}' is declared` };
    if (hit.reason === 'incompatible')
        return { ...base, reason: 'incompatible', detail: hit.message };
    return {
        ...base,
        reason: 'malformed_lane',
        detail: `lane '${name}' was not loaded (${hit.reason}): ${hit.message}`,
    };
}
/** Catalog order (first-party as declared, then repository lanes by id); instances after their base. */
function orderCandidates(candidates) {
    const key = (c) => c.kind === 'missing'
        ? [Number.MAX_SAFE_INTEGER, 0, c.identity]
        : [c.lane.order, c.instance ? 1 : 0, c.identity];
    return [...candidates].sort((a, b) => {
        const [a0, a1, a2] = key(a);
        const [b0, b1, b2] = key(b);
        return a0 - b0 || a1 - b1 || (a2 < b2 ? -1 : a2 > b2 ? 1 : 0);
    });
}
/**
 * The diagnostics that depend on availability. Explicit: every candidate that cannot run is its
 * own error (sorted, one per name), plus the aggregate error when nothing can run and selection
 * config was valid. Discovery: unavailable lanes are infos (config defaults) or silent (--all,
 * all detected); a blocked lane is a warning, since a human must act on it. Never an error for a
 * lane nobody asked for (DESIGN.md D9).
 */
function concludeSelection(selection, statuses) {
    const errors = [];
    const warnings = [];
    const infos = [];
    const byIdentity = new Map(statuses.map((s) => [s.identity, s]));
    const statusOf = (c) => byIdentity.get(c.identity) ?? {
        identity: c.identity,
        status: 'unavailable',
        reason: 'probe_failed',
        detail: 'not probed',
    };
    const runnable = selection.candidates.filter((c) => statusOf(c).status === 'runnable');
    if (selection.source === 'explicit') {
        const missing = selection.candidates
            .filter((c) => statusOf(c).status !== 'runnable')
            .sort((a, b) => (a.identity < b.identity ? -1 : a.identity > b.identity ? 1 : 0));
        for (const c of missing) {
            const s = statusOf(c);
            const state = s.status === 'blocked' ? 'is blocked' : 'is not available';
            errors.push({
                message: `explicit reviewer '${c.identity}' ${state}: ${s.detail ?? s.reason ?? 'unknown'} (${s.reason ?? 'unknown'})`,
                ...(s.reason ? { code: s.reason } : {}),
                slug: c.slug,
            });
        }
        if (runnable.length === 0 && selection.errors.length === 0) {
            errors.push({
                message: 'no selected reviewers are available for explicit flags',
                code: 'no_reviewer_available',
            });
        }
    }
    else {
        for (const c of selection.candidates) {
            const s = statusOf(c);
            if (s.status === 'runnable')
                continue;
            const why = `${s.detail ?? ''} (${s.reason ?? 'unknown'})`.trim();
            if (s.status === 'blocked') {
                warnings.push({
                    message: `reviewer '${c.identity}' is blocked: ${why}`,
                    ...(s.reason ? { code: s.reason } : {}),
                    slug: c.slug,
                });
            }
            else if (selection.source === 'config_default') {
                const message = c.kind === 'lane' && c.instance
                    ? `configured instance ${c.identity} not detected on this host: cli ${c.instance.cli}: ${why}`
                    : `configured reviewers not detected on this host: ${c.identity}: ${why}`;
                infos.push({ message, ...(s.reason ? { code: s.reason } : {}), slug: c.slug });
            }
        }
        if (selection.source === 'config_default' && runnable.length === 0 && selection.errors.length === 0) {
            // The spec makes this an error; DESIGN.md D9 says lanes reached by defaults never fail the run.
            warnings.push({
                message: 'all configured default reviewers are unavailable on this host',
                code: 'no_reviewer_available',
                field: DEFAULTS_KEY,
            });
        }
    }
    const sharedAdapter = new Set();
    const byCli = new Map();
    for (const c of runnable) {
        if (c.kind !== 'lane' || !c.instance)
            continue;
        byCli.set(c.instance.cli, [...(byCli.get(c.instance.cli) ?? []), c.identity]);
    }
    for (const [cli, names] of byCli) {
        if (names.length < 2)
            continue;
        for (const n of names)
            sharedAdapter.add(n);
        infos.push({
            message: `reviewer instances ${names.join(', ')} share the '${cli}' adapter: their reviews are not fully independent`,
            code: 'shared_adapter',
            slug: cli,
        });
    }
    return { errors, warnings, infos, sharedAdapter };
}
function configDiagnostic(message, field, path) {
    return { message, code: 'invalid_config', field, ...(path ? { path } : {}) };
}
function describe(v) {
    if (v === null || v === undefined)
        return String(v);
    if (Array.isArray(v))
        return 'array';
    if (typeof v === 'string')
        return JSON.stringify(v);
    return typeof v === 'object' ? 'object' : `${typeof v} ${String(v)}`;
}

// EXTERNAL MODULE: ./src/trust/trust.ts
var trust = __webpack_require__(4324);
// EXTERNAL MODULE: ./src/plan/resolve.ts
var resolve = __webpack_require__(8315);
;// CONCATENATED MODULE: ./src/plan/plan.ts




/** The unset sentinel of `max_prompt_tokens_per_reviewer.<slug>` (spec §6.10). */
const UNSET_BUDGET = -1;
/**
 * A lane's prompt budget (DESIGN.md D10): its `promptBudgetKey` value when finite and not -1,
 * else the `--max-prompt-tokens` setting, else `review.max_prompt_tokens`, else none.
 */
function laneBudget(lane, config, settings) {
    const key = lane.reviewer.promptBudgetKey;
    const own = typeof key === 'string' && key !== '' ? config.getNumber(key) : undefined;
    if (own !== undefined && own !== UNSET_BUDGET)
        return own;
    if (typeof settings.maxPromptTokens === 'number' && Number.isFinite(settings.maxPromptTokens))
        return settings.maxPromptTokens;
    return config.getNumber('review.max_prompt_tokens') ?? null;
}
/**
 * The host an `http-reachable` probe checks: for an openai-http lane, the host its requests go
 * to (defect B); for a spawn lane with an http probe, the probe's own key, resolved the same way.
 */
function probeTarget(lane, plan, config) {
    if (plan?.transport === 'openai-http')
        return plan;
    const probe = lane.reviewer.probe;
    if (probe.kind === 'http-reachable')
        return (0,trust/* resolveHostAt */.mU)(probe.hostConfigKey, '', config) || null;
    return null;
}
async function planLanes(input) {
    const { settings, catalog, config, baseline, origin, runDir, env } = input;
    const selection = selectCandidates({
        lanes: catalog.lanes,
        skipped: catalog.skipped,
        explicit: settings.reviewers,
        all: settings.all,
        defaultReviewers: config.get('review.default_reviewers'),
        reviewerInstances: config.get('review.reviewer_instances'),
        configPath: config.source,
    });
    const trustByLane = new Map();
    const trustOf = (lane) => {
        let decision = trustByLane.get(lane.id);
        if (!decision) {
            decision = evaluateTrustSafely(lane, config, baseline, origin);
            trustByLane.set(lane.id, decision);
        }
        return decision;
    };
    const warnings = [];
    const warn = (message, slug) => {
        if (!warnings.some((w) => w.message === message && w.slug === slug))
            warnings.push({ message, code: 'lane_warning', slug });
    };
    const planned = [];
    const toProbe = new Map();
    for (const c of selection.candidates) {
        if (c.kind === 'missing') {
            planned.push({
                slug: c.slug,
                identity: c.identity,
                explicit: true,
                status: 'unavailable',
                reason: c.reason,
                detail: c.detail,
            });
            continue;
        }
        const { lane, instance } = c;
        const base = {
            slug: c.slug,
            identity: c.identity,
            explicit: c.explicit,
            lane,
            ...(instance ? { instance } : {}),
        };
        const trust = trustOf(lane);
        const resolved = (0,resolve/* resolveLanePlan */.QG)({
            lane,
            config,
            runDir,
            repoRoot: settings.cwd,
            identity: c.identity,
            ...(instance?.model !== undefined ? { modelOverride: instance.model } : {}),
            ...(instance?.agent !== undefined ? { agent: instance.agent } : {}),
            budget: laneBudget(lane, config, settings),
        });
        for (const w of resolved.warnings)
            warn(w, c.slug);
        const plan = resolved.ok ? resolved.plan : undefined;
        if (!trust.ok) {
            planned.push({
                ...base,
                status: 'blocked',
                reason: trust.reason,
                detail: trust.detail,
                ...(plan ? { plan } : {}),
            });
        }
        else if (!resolved.ok) {
            planned.push({ ...base, status: 'unavailable', reason: resolved.reason, detail: resolved.detail });
        }
        else {
            // Runnable until its probe says otherwise; one probe per lane, shared by its instances.
            planned.push({ ...base, status: 'runnable', plan: resolved.plan });
            if (!toProbe.has(lane.id))
                toProbe.set(lane.id, { lane, target: probeTarget(lane, resolved.plan, config) });
        }
    }
    const jobs = [...toProbe.entries()];
    const results = await mapConcurrent(jobs, PROBE_CONCURRENCY, ([, job]) => probeLane(job.lane, job.target, { env, cwd: settings.cwd }));
    const probeByLane = new Map(jobs.map(([id], i) => [id, results[i] ?? { ok: true }]));
    for (const p of planned) {
        if (p.status !== 'runnable' || !p.lane)
            continue;
        const probe = probeByLane.get(p.lane.id);
        if (probe && !probe.ok)
            Object.assign(p, { status: 'unavailable', reason: probe.reason, detail: probe.detail });
    }
    const statuses = planned.map((p) => ({
        identity: p.identity,
        status: p.status,
        ...(p.reason ? { reason: p.reason } : {}),
        ...(p.detail ? { detail: p.detail } : {}),
    }));
    const conclusion = concludeSelection(selection, statuses);
    for (const p of planned)
        if (conclusion.sharedAdapter.has(p.identity))
            p.sharedAdapter = true;
    const errors = [...selection.errors, ...conclusion.errors];
    return {
        ok: errors.length === 0,
        source: selection.source,
        lanes: planned,
        errors,
        warnings: [...selection.warnings, ...warnings, ...conclusion.warnings],
        infos: [...selection.infos, ...conclusion.infos],
        baseline: origin,
    };
}
/** The trust gate is total by contract; should it ever throw, the lane is blocked, never run. */
function evaluateTrustSafely(lane, config, baseline, origin) {
    try {
        return (0,trust/* evaluateTrust */.e2)(lane, config, baseline, origin);
    }
    catch (e) {
        return {
            ok: false,
            reason: 'not_consented',
            detail: `the trust check failed: ${e instanceof Error ? e.message : String(e)}`,
        };
    }
}


/***/ }),

/***/ 8315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QG: () => (/* binding */ resolveLanePlan),
/* harmony export */   gj: () => (/* binding */ fileRefInstruction)
/* harmony export */ });
/* unused harmony exports expandArgs, sanitizeIdentity, LANES_DIR */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _trust_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5389);
/* harmony import */ var _trust_trust_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4324);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7819);
/**
 * Plan resolution (spec §6.2–6.7, §7.1–7.2): exactly what one lane will execute or where it will
 * send, for one run. Pure and total: a lane that cannot be resolved is a reason, never a throw.
 */




const EFFORT_KEY = (slug) => `review.effort.${slug}`;
const TIMEOUT_KEY = (slug) => `review.timeouts.${slug}`;
function resolveLanePlan(input) {
    const warnings = [];
    const fail = (reason, detail) => ({ ok: false, reason, detail, warnings });
    try {
        return resolveUnchecked(input, warnings, fail);
    }
    catch (e) {
        // Totality: a getter or proxy that throws is a malformed lane, not a crash (spec §2.1).
        return fail('malformed_lane', `lane could not be resolved: ${e instanceof Error ? e.message : String(e)}`);
    }
}
function resolveUnchecked(input, warnings, fail) {
    const { lane, config } = input;
    // 1. The lane must be an object with a reviewer body.
    const body = isObject(lane) ? lane.reviewer : undefined;
    if (!isObject(body))
        return fail('malformed_lane', 'lane has no reviewer body');
    const r = lane.reviewer;
    // 2. The slug names artifact files: its grammar guards against path traversal.
    const slug = typeof r.slug === 'string' ? r.slug.trim() : '';
    if (slug === '')
        return fail('malformed_lane', 'lane declares no slug');
    if (!_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__.SLUG_RE.test(slug))
        return fail('malformed_lane', `lane slug ${JSON.stringify(slug)} does not match ${_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__.SLUG_RE.source}`);
    // 3. Handlers are a closed first-party set: anything else fails closed.
    const handler = r.handler ?? null;
    if (handler !== null && !_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__.HANDLERS.includes(handler)) {
        return fail('unknown_handler', `lane '${slug}' names unknown handler ${JSON.stringify(handler)}`);
    }
    // 4. Derived values, never errors.
    const identity = typeof input.identity === 'string' && input.identity.trim() !== '' ? input.identity.trim() : slug;
    const paths = lanePaths(input.runDir, input.repoRoot, identity, input.budget, input.promptPath);
    const timeoutMs = resolveTimeout(config, slug, r.timeoutFloorMs);
    const emptyOutput = r.emptyOutput === 'handler-owned' ? 'handler-owned' : 'stub-with-stderr';
    const model = resolveModel(lane, config, input.modelOverride, warnings);
    const { declared, fromConfig } = (0,_trust_env_js__WEBPACK_IMPORTED_MODULE_1__/* .laneEnvNames */ .cm)(lane, config);
    const envNames = [...new Set([...declared, ...fromConfig])];
    const agent = resolveAgent(lane, input.agent, warnings);
    const common = {
        slug,
        identity,
        laneId: lane.id,
        timeoutMs,
        handler,
        emptyOutput,
        paths,
        envNames,
        budget: input.budget,
        ...(agent !== undefined ? { agent } : {}),
    };
    // 5. HTTP lanes.
    if (r.transport === 'openai-http') {
        const invoke = r.invoke;
        if (!isObject(invoke))
            return fail('malformed_lane', `lane '${slug}' declares no invoke object`);
        const inv = r.invoke;
        const host = (0,_trust_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveLaneHost */ .Pu)(lane, config);
        if (host === '') {
            const key = typeof inv.hostConfigKey === 'string' ? inv.hostConfigKey : 'its host key';
            return fail('malformed_lane', `lane '${slug}' resolves no host: ${key} is unset and it declares no defaultHost`);
        }
        warnIgnoredEffort(config, slug, warnings);
        const path = typeof inv.path === 'string' && inv.path !== '' ? inv.path : _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__.DEFAULTS.chatPath;
        const plan = {
            ...common,
            transport: 'openai-http',
            model,
            host,
            url: host + path,
            modelsUrl: inv.modelDiscovery === 'first-from-models-endpoint' ? host + _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__.DEFAULTS.modelsPath : null,
            fallbackModel: typeof inv.fallbackModel === 'string' && inv.fallbackModel !== ''
                ? inv.fallbackModel
                : _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__.DEFAULTS.fallbackModel,
            ...(typeof inv.apiKeyEnv === 'string' && inv.apiKeyEnv !== '' ? { apiKeyEnv: inv.apiKeyEnv } : {}),
        };
        return { ok: true, plan, warnings };
    }
    // 6. Anything but spawn is unknown.
    if (r.transport !== 'spawn') {
        return fail('unknown_transport', `lane '${slug}' has unknown transport ${JSON.stringify(r.transport)}`);
    }
    const invoke = r.invoke;
    if (!isObject(invoke))
        return fail('malformed_lane', `lane '${slug}' declares no invoke object`);
    const inv = r.invoke;
    // 7–9. Spawn specifics.
    const binary = typeof inv.binary === 'string' ? inv.binary.trim() : '';
    if (binary === '')
        return fail('malformed_lane', `lane '${slug}' declares no binary`);
    const fileArg = inv.outputChannel === 'file-arg';
    const outputArg = typeof inv.outputArg === 'string' ? inv.outputArg : '';
    if (fileArg && outputArg === '') {
        return fail('malformed_lane', `lane '${slug}' writes its review through file-arg but declares no outputArg`);
    }
    if (!_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__.PROMPT_CHANNELS.includes(inv.promptChannel)) {
        return fail('malformed_lane', `lane '${slug}' has unknown promptChannel ${JSON.stringify(inv.promptChannel)}`);
    }
    const modelArg = typeof inv.modelArg === 'string' && inv.modelArg !== '' ? inv.modelArg : null;
    let effort = [];
    if (inv.effortChannel === 'argv')
        effort = effortArgv(lane, config, warnings);
    else
        warnIgnoredEffort(config, slug, warnings);
    const expansions = {
        '{{model}}': model !== null && modelArg !== null ? [modelArg, model] : [],
        '{{effort}}': effort,
        '{{output}}': fileArg ? [outputArg, paths.review] : [],
        '{{prompt}}': inv.promptChannel === 'argv-file-ref'
            ? [fileRefInstruction(paths.prompt, absoluteRoot(input.repoRoot))]
            : inv.promptChannel === 'argv'
                ? [paths.prompt]
                : [],
    };
    let argv = expandArgs(inv.args, expansions);
    if (agent !== undefined)
        argv = insertAgent(argv, agent);
    const plan = {
        ...common,
        transport: 'spawn',
        // A lane that takes no model argument runs the CLI's default: say so, do not claim one.
        model: modelArg !== null ? model : null,
        binary,
        argv,
        stdinPath: inv.promptChannel === 'stdin' ? paths.prompt : null,
        promptChannel: inv.promptChannel,
        outputChannel: fileArg ? 'file-arg' : 'stdout',
    };
    return { ok: true, plan, warnings };
}
/**
 * Template expansion (spec §6.4): only an element that IS a placeholder token expands, each to
 * zero or more elements; everything else is copied verbatim (`--model={{model}}`, `constructor`);
 * non-string entries are dropped. A `Map`-free own-property check keeps prototype names inert.
 */
function expandArgs(template, expansions) {
    const argv = [];
    for (const entry of Array.isArray(template) ? template : []) {
        if (typeof entry !== 'string')
            continue;
        if (Object.hasOwn(expansions, entry))
            argv.push(...(expansions[entry] ?? []));
        else
            argv.push(entry);
    }
    return argv;
}
/**
 * The one argv element an `argv-file-ref` lane receives instead of the prompt (spec §6.5): where
 * the request is, what the repository root is, what to answer, and not to edit. Never the prompt
 * body, and far below any command-line limit.
 */
function fileRefInstruction(promptPath, repoRoot) {
    return (`Read the file ${promptPath} in full and carry out the code review it contains. ` +
        `The repository root is ${repoRoot}; resolve every relative path in the request against it. ` +
        'Reply with the resulting review in markdown only. This is a review: do not edit, create or delete any file.');
}
/** File names derived from an identity: anything outside `[A-Za-z0-9._-]` becomes `-`. */
function sanitizeIdentity(identity) {
    return identity.replace(/[^A-Za-z0-9._-]/g, '-');
}
/** The folder of a run directory that holds each lane's review, stderr and trimmed prompt. */
const LANES_DIR = 'lanes';
function lanePaths(runDir, repoRoot, identity, budget, promptPath) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(runDir) ? runDir : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(absoluteRoot(repoRoot), runDir);
    const name = sanitizeIdentity(identity);
    // A budgeted lane reads its own trimmed copy (every prompt channel, defect L).
    const prompt = typeof promptPath === 'string' && promptPath !== ''
        ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(promptPath)
            ? promptPath
            : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, promptPath)
        : budget !== null && budget > 0
            ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, LANES_DIR, `${name}.prompt.md`)
            : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, 'prompt.md');
    // Lane files live in their own folder so no identity can collide with a run-level file.
    return {
        runDir: dir,
        prompt,
        review: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, LANES_DIR, `${name}.md`),
        err: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, LANES_DIR, `${name}.err`),
    };
}
function absoluteRoot(repoRoot) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(repoRoot) ? repoRoot : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(repoRoot);
}
/** `review.timeouts.<slug>` (a positive integer) over the declared bound, else 900000 (spec §6.9). */
function resolveTimeout(config, slug, floor) {
    const configured = config.get(TIMEOUT_KEY(slug));
    if (typeof configured === 'number' && Number.isInteger(configured) && configured > 0)
        return configured;
    return typeof floor === 'number' && Number.isFinite(floor) && floor > 0
        ? floor
        : _vocabulary_js__WEBPACK_IMPORTED_MODULE_3__.DEFAULTS.fallbackTimeoutMs;
}
/** Spec §6.6: only through `modelConfigKey`; an instance's model replaces the configured one. */
function resolveModel(lane, config, override, warnings) {
    const key = lane.reviewer.modelConfigKey;
    const overridden = typeof override === 'string' ? effectivelySet(override) : undefined;
    if (typeof key !== 'string' || key === '') {
        if (overridden !== undefined) {
            warnings.push(`lane '${lane.reviewer.slug}' takes no model (it declares no modelConfigKey): model '${overridden}' is ignored and the CLI default is used`);
        }
        return null;
    }
    return overridden ?? config.getString(key) ?? null;
}
/** Spec §6.1 for a value that did not come from config (an instance's model). */
function effectivelySet(value) {
    const trimmed = value.trim();
    return trimmed === '' || trimmed === 'null' || trimmed === 'undefined' ? undefined : trimmed;
}
function resolveAgent(lane, agent, warnings) {
    if (typeof agent !== 'string' || agent.trim() === '')
        return undefined;
    if (lane.reviewer.handler === 'opencode')
        return agent.trim();
    warnings.push(`lane '${lane.reviewer.slug}' does not take an agent: agent '${agent.trim()}' is ignored`);
    return undefined;
}
/** `--agent <value>` right after `run`, or at the front when there is no `run` (spec §5.4). */
function insertAgent(argv, agent) {
    const at = argv.indexOf('run');
    const index = at === -1 ? 0 : at + 1;
    return [...argv.slice(0, index), '--agent', agent, ...argv.slice(index)];
}
const LEVELS = ['minimal', 'low', 'medium', 'high', 'xhigh', 'max'];
/**
 * How each effort-capable CLI spells a level (spec §6.7, DESIGN.md §5): the levels it accepts,
 * with the nearest for those it does not. Repository lanes with `effortChannel: argv` get
 * `--effort <level>` as configured.
 */
const EFFORT_RENDERERS = {
    claude: (level) => ['--effort', level === 'minimal' ? 'low' : level],
    codex: (level) => ['-c', `model_reasoning_effort=${level === 'max' ? 'xhigh' : level}`],
    opencode: (level) => ['--variant', level],
};
/** `review.effort.<slug>`; unset or `inherit` emits nothing, so the CLI's own setting wins (#4255). */
function effortArgv(lane, config, warnings) {
    const slug = lane.reviewer.slug;
    const raw = config.getString(EFFORT_KEY(slug));
    if (raw === undefined)
        return [];
    const level = raw.toLowerCase();
    if (level === 'inherit')
        return [];
    if (!LEVELS.includes(level)) {
        warnings.push(`${EFFORT_KEY(slug)}: unknown effort level '${raw}' (one of ${LEVELS.join(', ')}, inherit); ignored`);
        return [];
    }
    const render = lane.source === 'first-party' && Object.hasOwn(EFFORT_RENDERERS, slug)
        ? EFFORT_RENDERERS[slug]
        : undefined;
    return render ? render(level) : ['--effort', level];
}
function warnIgnoredEffort(config, slug, warnings) {
    const raw = config.getString(EFFORT_KEY(slug));
    if (raw !== undefined && raw.toLowerCase() !== 'inherit') {
        warnings.push(`lane '${slug}' takes no effort setting: ${EFFORT_KEY(slug)} is ignored`);
    }
}
function isObject(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
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
