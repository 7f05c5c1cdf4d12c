export const id = 200;
export const ids = [200,819];
export const modules = {

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
