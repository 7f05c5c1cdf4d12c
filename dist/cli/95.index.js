export const id = 95;
export const ids = [95,819,200];
export const modules = {

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

/***/ 6095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   laneEntry: () => (/* binding */ laneEntry),
/* harmony export */   skippedEntry: () => (/* binding */ skippedEntry)
/* harmony export */ });
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6043);
/** The lane entry `validate`, `lanes` and `check` print (DESIGN.md §5). */

function laneEntry(lane, cwd) {
    return {
        id: lane.id,
        slug: lane.reviewer.slug,
        flags: lane.reviewer.flags,
        reviewsSection: lane.reviewer.reviewsSection,
        transport: lane.reviewer.transport,
        source: lane.source,
        path: (0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .displayPath */ .Gt)(cwd, lane.path),
    };
}
function skippedEntry(s) {
    return { path: s.path, ...(s.id !== undefined ? { id: s.id } : {}), reason: s.reason, message: s.message };
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
