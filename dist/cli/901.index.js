export const id = 901;
export const ids = [901,431];
export const modules = {

/***/ 1901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadCatalog: () => (/* binding */ loadCatalog)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/paths.ts
var paths = __webpack_require__(8431);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
;// CONCATENATED MODULE: ./src/catalog/first-party.ts
/**
 * The declared order of the first-party lanes: REVIEWS.md sections, listings and plans follow it
 * (DESIGN.md D11). A contract test checks it against the folders under `capabilities/`.
 */
const FIRST_PARTY_ORDER = [
    'gemini',
    'claude',
    'codex',
    'coderabbit',
    'opencode',
    'qwen',
    'cursor',
    'antigravity',
    'kimi-code',
    'ollama',
    'lm-studio',
    'llama-cpp',
];
/** Position of a first-party capability id; unknown ids sort after the declared ones. */
function firstPartyRank(id) {
    const i = FIRST_PARTY_ORDER.indexOf(id);
    return i === -1 ? FIRST_PARTY_ORDER.length : i;
}

// EXTERNAL MODULE: ./src/catalog/load.ts
var load = __webpack_require__(6043);
// EXTERNAL MODULE: ./src/catalog/field-path.ts
var field_path = __webpack_require__(107);
;// CONCATENATED MODULE: ./src/catalog/merge.ts


function claimsOf(c) {
    const claims = [];
    const r = c.capability.reviewer;
    if (r) {
        const lane = (what, key, field) => {
            if (key !== '' && !(0,vocabulary.isReservedName)(key))
                claims.push({ what, key, field, verb: 'is declared by' });
        };
        lane('reviewer slug', r.slug, 'reviewer.slug');
        r.flags.forEach((flag, i) => lane('reviewer flag', flag, `reviewer.flags[${i}]`));
        lane('reviewer reviewsSection', r.reviewsSection, 'reviewer.reviewsSection');
    }
    for (const key of Object.keys(c.capability.config)) {
        claims.push({ what: 'config key', key, field: (0,field_path/* keyPath */.Dw)('config', key), verb: 'is owned by' });
    }
    return claims;
}
const quoteAll = (names) => names.map((n) => JSON.stringify(n)).join(' and ');
const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
function mergeCandidates(candidates) {
    const accepted = [];
    const skipped = [];
    const errors = [];
    // Who claims what, over every candidate (accepted or not), for the one-error-per-key rule.
    const claimants = new Map();
    const byId = new Map();
    for (const c of candidates) {
        const same = byId.get(c.capability.id) ?? [];
        same.push(c);
        byId.set(c.capability.id, same);
        for (const claim of claimsOf(c)) {
            const k = `${claim.what}\0${claim.key}`;
            const entry = claimants.get(k) ?? { claim, ids: new Set() };
            entry.ids.add(c.capability.id);
            claimants.set(k, entry);
        }
    }
    const taken = new Map(); // claim key -> accepted owner id
    const acceptedIds = new Map();
    for (const c of candidates) {
        const id = c.capability.id;
        const first = acceptedIds.get(id);
        if (first) {
            skipped.push(skip(c, `capability id ${JSON.stringify(id)} is already declared by ${first.path}`));
            continue;
        }
        const conflict = claimsOf(c).find((claim) => taken.has(`${claim.what}\0${claim.key}`));
        if (conflict) {
            const k = `${conflict.what}\0${conflict.key}`;
            const owner = taken.get(k) ?? '';
            const entry = claimants.get(k);
            if (entry && !entry.rejected)
                entry.rejected = c;
            skipped.push(skip(c, `${conflict.what} ${JSON.stringify(conflict.key)} ${conflict.verb} ${JSON.stringify(owner)} already`));
            continue;
        }
        accepted.push(c);
        acceptedIds.set(id, c);
        for (const claim of claimsOf(c))
            taken.set(`${claim.what}\0${claim.key}`, id);
    }
    for (const [id, same] of byId) {
        if (same.length < 2)
            continue;
        const loser = same[1];
        errors.push({
            message: `capability id ${JSON.stringify(id)} is declared by ${quoteAll(same.map((c) => c.path))}`,
            code: 'collision',
            ...(loser ? { path: loser.path } : {}),
            id,
            field: 'id',
        });
    }
    for (const { claim, ids, rejected } of claimants.values()) {
        if (ids.size < 2)
            continue;
        errors.push({
            message: `${claim.what} ${JSON.stringify(claim.key)} ${claim.verb} ${quoteAll([...ids].sort(byText))}`,
            code: 'collision',
            ...(rejected ? { path: rejected.path, id: rejected.capability.id } : {}),
            field: rejected
                ? (claimsOf(rejected).find((c) => c.what === claim.what && c.key === claim.key)?.field ?? claim.field)
                : claim.field,
        });
    }
    errors.sort((a, b) => byText(a.message, b.message));
    return { accepted, skipped, errors };
}
function skip(c, message) {
    const r = c.capability.reviewer;
    return {
        path: c.path,
        id: c.capability.id,
        ...(r ? { slug: r.slug, flags: r.flags } : {}),
        source: c.source,
        reason: 'collision',
        message,
    };
}
const TIER_RANK = { core: 0, standard: 1, full: 2 };
/**
 * `requires` (spec §1): every required id must be an accepted capability, the graph acyclic and
 * tier-monotone (a `core` capability may not require a `standard` or `full` one). Offenders are
 * returned for the caller to skip as invalid.
 */
function checkRequires(accepted) {
    const problems = new Map();
    const byId = new Map(accepted.map((c) => [c.capability.id, c]));
    const add = (c, field, message) => {
        const list = problems.get(c) ?? [];
        list.push({ message, code: 'invalid_manifest', path: c.path, id: c.capability.id, field });
        problems.set(c, list);
    };
    for (const c of accepted) {
        c.capability.requires.forEach((req, i) => {
            const target = byId.get(req);
            if (!target)
                add(c, `requires[${i}]`, `names capability ${JSON.stringify(req)}, which is not loaded`);
            else if (TIER_RANK[target.capability.tier] > TIER_RANK[c.capability.tier]) {
                add(c, `requires[${i}]`, `a ${c.capability.tier} capability may not require ${JSON.stringify(req)}, which is ${target.capability.tier}`);
            }
        });
    }
    // Cycle detection: depth-first, reporting each cycle once from its first member in catalog order.
    const state = new Map();
    const visit = (id, trail) => {
        const c = byId.get(id);
        if (!c || state.get(id) === 'done')
            return;
        if (state.get(id) === 'visiting') {
            const cycle = [...trail.slice(trail.indexOf(id)), id];
            const first = byId.get(cycle[0] ?? id);
            if (first)
                add(first, 'requires', `requires form a cycle: ${cycle.join(' -> ')}`);
            return;
        }
        state.set(id, 'visiting');
        for (const req of c.capability.requires)
            visit(req, [...trail, id]);
        state.set(id, 'done');
    };
    for (const c of accepted)
        visit(c.capability.id, []);
    return problems;
}

// EXTERNAL MODULE: ./src/catalog/pinned.ts + 1 modules
var catalog_pinned = __webpack_require__(8240);
;// CONCATENATED MODULE: ./src/catalog/catalog.ts
/**
 * The catalog stage (DESIGN.md §2): first-party lanes, then repository lanes from
 * `.github/reviewer-lanes/capabilities` and any extra directories; each manifest read, validated,
 * gated (reserved ids, engines) and merged (spec §3). Total: every problem is a diagnostic or a
 * skipped entry, and one bad manifest never stops the others.
 *
 * Where a problem lands: unreadable, invalid and colliding manifests are `errors` (with a skipped
 * entry); reserved ids and unsatisfied engines ranges are `warnings` (with a skipped entry);
 * unknown fields and missing placeholders are `warnings` attached to the accepted lane.
 */







// The validator (and zod with it) loads only when a manifest is not a pinned first-party one.
// One shared promise: concurrent loads must not import the module twice.
let validatorModule;
const validator = () => (validatorModule ??= Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(505)]).then(__webpack_require__.bind(__webpack_require__, 4505)));
async function loadCatalog(opts) {
    const fs = opts.fs ?? load/* nodeCatalogFs */.ru;
    const errors = [];
    const warnings = [];
    const skipped = [];
    const show = (abs) => (0,load/* displayPath */.Gt)(opts.cwd, abs);
    const sources = [];
    if (opts.firstParty) {
        sources.push({
            dir: opts.firstPartyDir ?? (0,paths/* firstPartyCapabilitiesDir */.K)(),
            source: 'first-party',
            optional: false,
        });
    }
    sources.push({
        dir: (0,external_node_path_.resolve)(opts.cwd, vocabulary.DEFAULTS.repositoryCapabilitiesDir),
        source: 'repository',
        optional: true,
    });
    for (const dir of opts.capabilityDirs)
        sources.push({ dir: (0,external_node_path_.resolve)(opts.cwd, dir), source: 'repository', optional: false });
    // The same directory named twice must not collide with itself.
    const unique = sources.filter((s, i) => sources.findIndex((o) => o.dir === s.dir) === i);
    const reads = await Promise.all(unique.map((s) => (0,load/* readCapabilityDir */.KT)(s.dir, { fs, digest: s.source === 'first-party' })));
    const candidates = [];
    let versions = opts.versions;
    for (const [i, src] of unique.entries()) {
        const read = reads[i];
        if (!read || read.status !== 'ok') {
            if (!src.optional) {
                errors.push({
                    message: read?.status === 'not_a_directory'
                        ? 'the capabilities directory is not a directory'
                        : 'the capabilities directory does not exist',
                    code: 'missing_capabilities_dir',
                    path: show(src.dir),
                });
            }
            continue;
        }
        for (const m of read.manifests) {
            const path = show(m.absPath);
            const base = { path, id: m.folderId, source: src.source };
            if (m.kind === 'unreadable') {
                skipped.push({ ...base, reason: m.reason, message: m.message });
                errors.push({ message: m.message, code: m.reason, path, id: m.folderId });
                continue;
            }
            if (src.source === 'repository' && vocabulary.RESERVED_ID_PREFIX_RE.test(m.folderId)) {
                const message = `capability id ${JSON.stringify(m.folderId)} uses a prefix reserved for first-party capabilities (gsd-, gsd-core-, anthropic-); the lane is skipped`;
                skipped.push({ ...base, reason: 'reserved_id', message });
                warnings.push({ message, code: 'reserved_id', path, id: m.folderId, field: 'id' });
                continue;
            }
            const pinned = src.source === 'first-party' && m.digest ? (0,catalog_pinned/* pinnedVerdict */.G)(m.doc, m.folderId, m.digest) : undefined;
            const verdict = pinned ?? (await validator()).validateManifest(m.doc, { path, folderId: m.folderId });
            warnings.push(...verdict.warnings);
            const claims = {
                ...(verdict.slug ? { slug: verdict.slug } : {}),
                ...(verdict.flags ? { flags: verdict.flags } : {}),
            };
            if (!verdict.capability) {
                errors.push(...verdict.errors);
                const first = verdict.errors[0];
                const more = verdict.errors.length > 1 ? ` (and ${verdict.errors.length - 1} more)` : '';
                skipped.push({
                    ...base,
                    ...claims,
                    reason: 'invalid',
                    message: `failed validation: ${first?.field ? `${first.field}: ` : ''}${first?.message ?? 'invalid'}${more}`,
                });
                continue;
            }
            if (src.source === 'repository') {
                versions ??= { gsd: vocabulary.VOCABULARY_VERSION, reviewerLanes: (0,paths.packageVersion)() };
                const unmet = await unmetEngines(verdict.capability.engines, versions);
                if (unmet) {
                    skipped.push({ ...base, ...claims, reason: 'incompatible', message: unmet.message });
                    warnings.push({
                        message: unmet.message,
                        code: 'incompatible',
                        path,
                        id: m.folderId,
                        field: unmet.field,
                    });
                    continue;
                }
            }
            candidates.push({
                source: src.source,
                absPath: m.absPath,
                path,
                capability: verdict.capability,
                warnings: verdict.warnings,
            });
        }
    }
    candidates.sort(catalogOrder);
    const merged = mergeCandidates(candidates);
    errors.push(...merged.errors);
    skipped.push(...merged.skipped);
    const requireProblems = checkRequires(merged.accepted);
    const accepted = merged.accepted.filter((c) => !requireProblems.has(c));
    for (const [c, problems] of requireProblems) {
        errors.push(...problems);
        const r = c.capability.reviewer;
        skipped.push({
            path: c.path,
            id: c.capability.id,
            ...(r ? { slug: r.slug, flags: r.flags } : {}),
            source: c.source,
            reason: 'invalid',
            message: `failed validation: ${problems[0]?.field}: ${problems[0]?.message}`,
        });
    }
    const configOwners = new Map();
    const lanes = [];
    for (const c of accepted) {
        for (const key of Object.keys(c.capability.config))
            configOwners.set(key, c.capability.id);
        const { reviewer, rawReviewer } = c.capability;
        if (!reviewer || !rawReviewer)
            continue; // a capability without `reviewer` is not a lane
        lanes.push({
            id: c.capability.id,
            source: c.source,
            path: c.absPath,
            order: lanes.length,
            reviewer,
            rawReviewer,
            config: c.capability.config,
            diagnostics: c.warnings,
        });
    }
    return { lanes, skipped, errors, warnings, configOwners };
}
/** First-party in declared order, then repository lanes by id (spec §12 N, DESIGN.md D11). */
function catalogOrder(a, b) {
    if (a.source !== b.source)
        return a.source === 'first-party' ? -1 : 1;
    if (a.source === 'first-party') {
        const rank = firstPartyRank(a.capability.id) - firstPartyRank(b.capability.id);
        if (rank !== 0)
            return rank;
    }
    const x = a.capability.id;
    const y = b.capability.id;
    return x < y ? -1 : x > y ? 1 : 0;
}
/** DESIGN.md D1: `engines.gsd` against the vocabulary version, `engines["reviewer-lanes"]` against ours. */
async function unmetEngines(engines, versions) {
    if (engines.gsd === undefined && engines['reviewer-lanes'] === undefined)
        return undefined;
    // semver is only needed when a repository lane constrains it; keep it off the start-up path.
    const { default: satisfies } = await __webpack_require__.e(/* import() */ 11).then(__webpack_require__.t.bind(__webpack_require__, 8011, 23));
    const gate = [
        { range: engines.gsd, version: versions.gsd, field: 'engines.gsd', what: 'lane vocabulary' },
        {
            range: engines['reviewer-lanes'],
            version: versions.reviewerLanes,
            field: 'engines["reviewer-lanes"]',
            what: 'reviewer-lanes',
        },
    ];
    for (const g of gate) {
        if (g.range === undefined || g.range.trim() === '')
            continue;
        let ok = false;
        try {
            ok = satisfies(g.version, g.range);
        }
        catch {
            ok = false;
        }
        if (!ok) {
            return {
                field: g.field,
                message: `is incompatible with ${g.what} ${g.version} (requires ${g.field} ${JSON.stringify(g.range)}); the lane is skipped`,
            };
        }
    }
    return undefined;
}


/***/ }),

/***/ 107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dw: () => (/* binding */ keyPath),
/* harmony export */   Qd: () => (/* binding */ isPlainObject),
/* harmony export */   cn: () => (/* binding */ fieldPath)
/* harmony export */ });
/** JSON paths for diagnostics: `reviewer.flags[1]`, `config["review.models.x"].default`. */
const IDENT_RE = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** A map key is always bracketed: `config["review.models.x"]`, `config["constructor"]`. */
function keyPath(base, key) {
    return `${base}[${JSON.stringify(key)}]`;
}
/** `reviewer.flags[1]`, `reviewer.invoke.binary`. */
function fieldPath(base, segments) {
    let out = base;
    for (const seg of segments) {
        if (typeof seg === 'number')
            out += `[${seg}]`;
        else {
            const s = String(seg);
            out += IDENT_RE.test(s) ? (out ? `.${s}` : s) : `[${JSON.stringify(s)}]`;
        }
    }
    return out;
}
function isPlainObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}


/***/ }),

/***/ 6043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   KT: () => (/* binding */ readCapabilityDir),
/* harmony export */   ru: () => (/* binding */ nodeCatalogFs)
/* harmony export */ });
/* unused harmony exports MANIFEST_FILE, jsonErrorMessage */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7819);
/* harmony import */ var _pinned_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8240);
/**
 * Reads `<dir>/<id>/capability.json` manifests (DESIGN.md D2). Symlinks, non-files, files over
 * 1 MiB and invalid JSON are reported as skipped entries naming the file; one bad manifest never
 * stops the others. The filesystem is injected so the rules are testable in isolation, but the
 * production implementation is plain node:fs.
 */




const nodeCatalogFs = {
    readdir: (dir) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true }),
    lstat: (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path),
    readFile: (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path),
};
const MANIFEST_FILE = 'capability.json';
/**
 * How a file is named in output: repository-relative (forward slashes) when it lies inside `cwd`,
 * otherwise absolute — one rule for every diagnostic, skipped entry and lane listing.
 */
function displayPath(cwd, absPath) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, absPath);
    if (rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel))
        return absPath;
    return rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
function errno(e) {
    return typeof e === 'object' && e !== null && 'code' in e
        ? String(e.code)
        : undefined;
}
async function readCapabilityDir(dir, opts = {}) {
    const fs = opts.fs ?? nodeCatalogFs;
    const maxBytes = opts.maxBytes ?? _vocabulary_js__WEBPACK_IMPORTED_MODULE_2__.DEFAULTS.manifestMaxBytes;
    let entries;
    try {
        entries = await fs.readdir(dir);
    }
    catch (e) {
        return { status: errno(e) === 'ENOTDIR' ? 'not_a_directory' : 'missing' };
    }
    const folders = entries
        .filter((e) => e.isDirectory() || e.isSymbolicLink())
        .map((e) => ({ name: e.name, symlink: e.isSymbolicLink() }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const manifests = await Promise.all(folders.map((f) => readManifest((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, f.name), f.name, f.symlink, fs, maxBytes, opts.digest === true)));
    return { status: 'ok', manifests };
}
async function readManifest(folder, folderId, folderIsSymlink, fs, maxBytes, withDigest) {
    const absPath = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, MANIFEST_FILE);
    const unreadable = (reason, message) => ({
        kind: 'unreadable',
        folderId,
        absPath,
        reason,
        message,
    });
    // A link could point anywhere (outside the repository, at a device): never follow one.
    if (folderIsSymlink)
        return unreadable('not_a_file', 'the capability folder is a symbolic link; it is not followed');
    let stat;
    try {
        stat = await fs.lstat(absPath);
    }
    catch {
        return unreadable('not_a_file', `the capability folder has no ${MANIFEST_FILE}`);
    }
    if (stat.isSymbolicLink())
        return unreadable('not_a_file', 'is a symbolic link; it is not followed');
    if (!stat.isFile())
        return unreadable('not_a_file', 'is not a regular file');
    if (stat.size > maxBytes)
        return unreadable('too_large', `is ${stat.size} bytes, over the ${maxBytes}-byte limit`);
    let text;
    let digest;
    try {
        const bytes = await fs.readFile(absPath);
        // The size can change between lstat and read; the limit holds for what was read.
        if (bytes.length > maxBytes) {
            return unreadable('too_large', `is ${bytes.length} bytes, over the ${maxBytes}-byte limit`);
        }
        text = bytes.toString('utf8');
        if (withDigest)
            digest = (0,_pinned_js__WEBPACK_IMPORTED_MODULE_3__/* .manifestDigest */ .I)(bytes);
    }
    catch (e) {
        return unreadable('not_a_file', `cannot be read (${errno(e) ?? 'unknown error'})`);
    }
    if (text.charCodeAt(0) === 0xfeff)
        text = text.slice(1); // editors on Windows add a BOM
    try {
        return {
            kind: 'document',
            folderId,
            absPath,
            doc: JSON.parse(text),
            ...(digest ? { digest } : {}),
        };
    }
    catch (e) {
        return unreadable('not_json', jsonErrorMessage(text, e));
    }
}
/** `is not valid JSON at line 3, column 12: Expected ',' or '}' after property value`. */
function jsonErrorMessage(text, e) {
    const raw = e instanceof Error ? e.message : String(e);
    const at = /at position (\d+)/.exec(raw);
    const offset = at ? Number(at[1]) : /end of JSON input/.test(raw) ? text.length : 0;
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - (before.lastIndexOf('\n') + 1) + 1;
    const detail = raw.replace(/\s*in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
    return `is not valid JSON at line ${line}, column ${column}: ${detail}`;
}


/***/ }),

/***/ 8240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ manifestDigest),
  G: () => (/* binding */ pinnedVerdict)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/catalog/field-path.ts
var field_path = __webpack_require__(107);
;// CONCATENATED MODULE: ./src/catalog/first-party-digests.ts
// Generated by `npm run schema` (scripts/gen-schema.mjs): the SHA-256 of each first-party
// manifest's bytes, for the start-up fast path in pinned.ts. A test proves this file current.
const FIRST_PARTY_DIGESTS = {
    antigravity: 'acde6ca7807ac85f0550a6dacdcf516d511a2ffdc3d874d598a2c84a333ecfdd',
    claude: 'ddd07400f128a4162634977f02cf564d38b9e51f45d7299a483261fb0b240872',
    coderabbit: '02731ade7c5530933ffa4cd09f7d97e29484e6a4858a5612b09ee5dba060f0f1',
    codex: 'febb86cd4c4d926350daa5819865fae7c5337af56099c6193e335f37d311e5a3',
    cursor: '9cd8f78e28cd1a6ea39086542705a9a929c5bc72ef5cac049766bc206756bf42',
    gemini: 'c4211365d995ad37de30b97c87b71bb6c681cf5cd3c5624cd52947c95acb7199',
    'kimi-code': 'd75d092cb3f22344403d4adee0bdcf54a3289a34c0dffd59f72cc538edd2bc5f',
    'llama-cpp': 'fa366ce28a547b71f8bd9b931ab8ad84e37f4e87311281b2b16b01def5d03e2a',
    'lm-studio': 'c90bd974f06119ce3a0205873d1d19df2c988f74e4f695ca632941bf5c56efa2',
    ollama: '81d1ee3ba604a41cf30a436de5345501eaf7627efda8efbdd4779cd3b900947b',
    opencode: '98178ecaeb8e264baceb9b9bf5ab73e92a2f76459ee056c27558f82409a5c29d',
    qwen: '23cdea9bb21ab3c355174b3776eaa3924c2d2634b328e6d87d5d5e59e3dd0640',
};

;// CONCATENATED MODULE: ./src/catalog/pinned.ts
/**
 * Start-up fast path (DESIGN.md §6, the CLI's 2x budget): a first-party manifest whose bytes are
 * exactly the ones pinned in first-party-digests.ts was validated by the test suite (which also
 * proves this path yields the validator's verdict), so it is taken as is without loading zod.
 * Any other bytes — an edited or unknown manifest — go through the full validator.
 */



function manifestDigest(bytes) {
    return (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
}
function pinnedVerdict(doc, folderId, digest) {
    if (!Object.hasOwn(FIRST_PARTY_DIGESTS, folderId) || FIRST_PARTY_DIGESTS[folderId] !== digest)
        return undefined;
    if (!(0,field_path/* isPlainObject */.Qd)(doc))
        return undefined;
    const raw = doc.reviewer;
    const engines = (doc.engines ?? {});
    const capability = {
        id: doc.id,
        role: doc.role,
        tier: doc.tier,
        requires: doc.requires,
        engines: {
            ...(engines.gsd !== undefined ? { gsd: engines.gsd } : {}),
            ...(engines['reviewer-lanes'] !== undefined ? { 'reviewer-lanes': engines['reviewer-lanes'] } : {}),
        },
        config: structuredClone((doc.config ?? {})),
    };
    if (!(0,field_path/* isPlainObject */.Qd)(raw))
        return { errors: [], warnings: [], capability };
    // The defaults the schema applies (env, modelConfigKey); the typed body never aliases the raw one.
    const reviewer = {
        ...structuredClone(raw),
        env: raw.env ?? [],
        modelConfigKey: raw.modelConfigKey ?? null,
    };
    return {
        errors: [],
        warnings: [],
        slug: reviewer.slug,
        flags: reviewer.flags,
        capability: { ...capability, reviewer: reviewer, rawReviewer: raw },
    };
}


/***/ }),

/***/ 8431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ firstPartyCapabilitiesDir),
/* harmony export */   packageVersion: () => (/* binding */ packageVersion)
/* harmony export */ });
/* unused harmony export packageRoot */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/** Where the package's own files are, whether running from src/ (tests) or a dist/ bundle. */



let cached;
/** The directory holding reviewer-lanes' package.json (and `capabilities/`). */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (;;) {
        const pkg = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(pkg) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'capabilities'))) {
            try {
                if (JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(pkg, 'utf8')).name === 'reviewer-lanes') {
                    cached = dir;
                    return dir;
                }
            }
            catch {
                // not ours; keep walking up
            }
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (parent === dir)
            throw new Error('reviewer-lanes: cannot find the package root (capabilities/)');
        dir = parent;
    }
}
function firstPartyCapabilitiesDir() {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), 'capabilities');
}
function packageVersion() {
    const pkg = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), 'package.json'), 'utf8'));
    return pkg.version;
}


/***/ })

};
