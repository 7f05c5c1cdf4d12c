export const id = 721;
export const ids = [721];
export const modules = {

/***/ 3567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ exitCodeFor)
/* harmony export */ });
/** Exit code for a command's check: 1 when anything landed in `errors`. */
function exitCodeFor(errors) {
    return errors.length > 0 ? 1 : 0;
}


/***/ }),

/***/ 8721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run),
  spec: () => (/* binding */ spec)
});

// EXTERNAL MODULE: ./src/config/catalog-pin.ts
var catalog_pin = __webpack_require__(6715);
// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __webpack_require__(4851);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/config.ts + 2 modules
var config_config = __webpack_require__(7876);
// EXTERNAL MODULE: ./src/pipeline/index.ts + 46 modules
var pipeline = __webpack_require__(7812);
// EXTERNAL MODULE: ./src/probe/probe.ts + 5 modules
var probe = __webpack_require__(1873);
// EXTERNAL MODULE: ./src/select/select.ts
var select_select = __webpack_require__(7398);
// EXTERNAL MODULE: ./src/select/names.ts
var names = __webpack_require__(7220);
// EXTERNAL MODULE: ./src/sys/linked-folder.ts
var linked_folder = __webpack_require__(3001);
// EXTERNAL MODULE: ./src/sys/regular-file.ts
var regular_file = __webpack_require__(8748);
// EXTERNAL MODULE: ./src/vocabulary.ts
var vocabulary = __webpack_require__(7819);
// EXTERNAL MODULE: ./src/sys/plain-object.ts
var plain_object = __webpack_require__(4473);
;// CONCATENATED MODULE: ./src/init/templates.ts
/**
 * The two workflows `init` writes, and the ones the documentation shows: docs/examples/review.yml,
 * docs/examples/manifest-check.yml and the README's workflow are these templates rendered for
 * DOCUMENTED_SETUP (scripts/gen-docs.mjs), so what a user copies and what init writes never differ.
 */


/** actions/checkout, pinned by commit (the workflows test asks every `actions/*` to be). */
const CHECKOUT = 'actions/checkout@f548e57e544e1ff5a4c46bf1e1b8685f8e4a348a # v7.0.1';
/** The required check's job name, as branch protection lists it. */
const CHECK_JOB_NAME = 'reviewer-lanes / manifest check';
/** Names a workflow line may carry unquoted: what a slug, an env name and an npm spec are made of. */
const SAFE = /^[A-Za-z0-9@/._-]+$/;
function safe(value, what) {
    if (!SAFE.test(value))
        throw new diagnostics/* UsageError */.eb(`${what} ${JSON.stringify(value)} cannot be written into a workflow`);
    return value;
}
/** The one-job review workflow (docs/examples/review.yml). */
function reviewWorkflow(setup) {
    const lanes = setup.lanes;
    const identities = lanes.map((l) => safe(l.identity, 'the lane'));
    const packages = lanes.flatMap((l) => (l.npmPackage ? [safe(l.npmPackage, 'the npm package')] : []));
    const manual = lanes.filter((l) => !l.npmPackage && l.binary !== null);
    const passed = new Set();
    const env = [];
    for (const l of lanes) {
        const [first, ...instead] = l.secrets.map((s) => safe(s, 'the secret'));
        if (first === undefined || passed.has(first))
            continue;
        passed.add(first);
        const or = instead.length > 0 ? ` (or ${instead.join(', ')})` : '';
        env.push(`          ${first}: \${{ secrets.${first} }} # ${l.identity}${or}`);
    }
    return [
        '# One job reviews every pull request from a branch of this repository and keeps one sticky',
        '# comment up to date (written by `reviewer-lanes init`; docs/workflows.md explains each part).',
        'name: review',
        '',
        'on:',
        '  pull_request:',
        '    types: [opened, synchronize, reopened, ready_for_review]',
        '',
        'permissions:',
        '  contents: read',
        '  pull-requests: write # the sticky comment and the inline review',
        "  actions: read # each lane's track record on the page (docs/examples/track-record.yml makes it)",
        '',
        'jobs:',
        '  review:',
        "    # Not a fork's pull request: it gets no secrets, so its lanes could not run (fork-safe.yml).",
        '    if: ${{ !github.event.pull_request.draft && github.event.pull_request.head.repo.full_name == github.repository }}',
        '    runs-on: ubuntu-latest',
        '    timeout-minutes: 30',
        '    # One review per pull request at a time, shared with /review (on-demand.yml) and forks',
        '    # (fork-safe.yml): a new push cancels the review of the old head. On the job, so a run whose',
        '    # job is skipped (a draft, a fork) cancels nothing.',
        '    concurrency:',
        '      group: review-${{ github.event.pull_request.number }}',
        '      cancel-in-progress: true',
        '    steps:',
        `      - uses: ${CHECKOUT}`,
        '        with:',
        '          persist-credentials: false # lanes never see repository credentials',
        '          fetch-depth: 0 # the base commit, for the diff and the consent baseline',
        ...(packages.length > 0
            ? [
                "      # Each lane's CLI, at the release reviewer-lanes is tested with.",
                `      - run: npm install -g ${packages.join(' ')}`,
            ]
            : []),
        ...manual.map((l) => `      # ${l.identity}: install ${safe(l.binary ?? '', 'the binary')} here (it has no npm package).`),
        `      # The lanes: ${identities.join(', ')}, from review.default_reviewers in ${vocabulary/* DEFAULTS */.zY.configPath}`,
        '      # (the one list, for the CLI too). A lane named in a `reviewers:` input here would replace',
        '      # that list and fail the job when it does not end reviewed; from the config it is reported.',
        `      - uses: ${safe(setup.action, 'the action')}`,
        ...(env.length > 0
            ? ['        env:', '          # Each lane receives only the variables its manifest declares.', ...env]
            : []),
        '',
    ].join('\n');
}
/** The required check on lane changes (docs/examples/manifest-check.yml). */
function checkWorkflow(action) {
    return [
        '# A required check on changes to the lanes: every manifest must validate, the consent baseline',
        '# in the pull request must be current for its manifests and config, and the disclosure diff',
        '# ("lane X will now send PR content to Y") is shown in the job summary and a comment, so the',
        `# change is reviewed by a person. Make \`${CHECK_JOB_NAME}\` a required status check.`,
        '# No `paths:` filter: a required check whose workflow is skipped stays pending and blocks the',
        '# merge. A pull request that changes nothing about the lanes passes in seconds, without a comment.',
        '# With a merge queue, also add `merge_group:` under `on:`.',
        'name: reviewer lanes check',
        '',
        'on:',
        '  pull_request:',
        '',
        'permissions:',
        '  contents: read',
        '  pull-requests: write # the disclosure-diff comment',
        '',
        'jobs:',
        '  manifest-check:',
        `    name: ${CHECK_JOB_NAME}`,
        '    runs-on: ubuntu-latest',
        '    timeout-minutes: 5',
        '    steps:',
        `      - uses: ${CHECKOUT}`,
        '        with:',
        '          persist-credentials: false',
        "          fetch-depth: 0 # the base commit's baseline, for the diff",
        `      - uses: ${safe(action, 'the action')}`,
        '        with:',
        '          mode: check',
        '',
    ].join('\n');
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/paths.ts
var paths = __webpack_require__(8431);
;// CONCATENATED MODULE: ./src/init/setup.ts
/**
 * What a lane needs in a workflow, read from where it is declared: its secrets from its manifest's
 * `reviewer.env` (and an HTTP lane's `invoke.apiKeyEnv`), its CLI's npm package from package.json's
 * `lanePackages` (the releases the tests install), the action from package.json's `repository`.
 */



/** The env names that hold a credential, which a workflow passes from a repository secret. */
const SECRET_NAME_RE = /_(API_KEY|TOKEN)$/;
/** `OWNER/REPO@REF` (an action in a subfolder: `OWNER/REPO/PATH@REF`). */
const ACTION_RE = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}(\/[A-Za-z0-9._/-]+)?@[A-Za-z0-9._/-]+$/;
const PackageJsonSchema = schemas/* object */.Ikc({
    version: schemas/* string */.YjP(),
    repository: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* object */.Ikc({ url: schemas/* string */.YjP() })]).optional(),
    lanePackages: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).default({}),
});
let facts;
function packageFacts() {
    facts ??= PackageJsonSchema.parse((0,paths/* packageJson */.T9)());
    return facts;
}
/** The pinned npm spec of a lane's CLI (`@openai/codex@0.171.0`), by slug. */
function lanePackage(slug) {
    const packages = packageFacts().lanePackages;
    return Object.prototype.hasOwnProperty.call(packages, slug) ? packages[slug] : undefined;
}
/** `OWNER/REPO` of a package.json `repository` (`git+https://github.com/o/r.git`, `github:o/r`, `o/r`). */
function repositoryOf(repository) {
    const url = typeof repository === 'string' ? repository : repository?.url;
    if (url === undefined)
        return undefined;
    const m = /github\.com[/:]([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/.exec(url) ??
        /^(?:github:)?([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(url);
    return m ? `${m[1]}/${m[2]}` : undefined;
}
/** The action this package is published as, at its release tag: `OWNER/REPO@v<version>`. */
function defaultAction() {
    const { repository, version } = packageFacts();
    const repo = repositoryOf(repository);
    if (repo === undefined)
        throw new diagnostics/* InternalError */.Gd('package.json names no GitHub repository to take the action from');
    return `${repo}@v${version}`;
}
/** The names a lane's credentials are passed under, in its manifest's order. */
function laneSecrets(lane) {
    const names = lane.reviewer.env.filter((name) => SECRET_NAME_RE.test(name));
    const invoke = lane.reviewer.invoke;
    if (typeof invoke.apiKeyEnv === 'string' && !names.includes(invoke.apiKeyEnv))
        names.unshift(invoke.apiKeyEnv);
    return names;
}
/** A lane (or an instance of one, by its identity) as the review workflow installs and feeds it. */
function workflowLane(lane, identity = lane.reviewer.slug) {
    const npmPackage = lane.source === 'first-party' ? lanePackage(lane.reviewer.slug) : undefined;
    const invoke = lane.reviewer.invoke;
    return {
        identity,
        ...(npmPackage !== undefined ? { npmPackage } : {}),
        binary: lane.reviewer.transport === 'spawn' && typeof invoke.binary === 'string' ? invoke.binary : null,
        secrets: laneSecrets(lane),
    };
}

;// CONCATENATED MODULE: ./src/init/init.ts
/**
 * `init`: a repository adopts reviewer-lanes in one command. The lanes are the ones named, else
 * the first-party CLI lanes whose CLI is on PATH (the probes `plan` runs); for them it writes the
 * review workflow, the required check's workflow, `review.default_reviewers` (the one list of
 * lanes: the workflow names none, so CI and the CLI read the same) and the consent baseline
 * `consent --write` writes. A file that exists is replaced only with `--force`, and then
 * only init's own: the config keeps every key but `review.default_reviewers`.
 */
















const REVIEW_WORKFLOW_PATH = '.github/workflows/reviewer-lanes.yml';
const CHECK_WORKFLOW_PATH = '.github/workflows/reviewer-lanes-check.yml';
/** What is left for a person, by kind: `left[].what`. */
const LEFT_KINDS = (/* unused pure expression or super */ null && ([
    'secret',
    'install',
    'host',
    'kept',
    'commit',
    'required_check',
    'catalog',
]));
/** The lanes init can name, for the message that says how to name them. */
function knownLanes(lanes) {
    return lanes.map((l) => `${l.reviewer.slug} (${l.reviewer.flags.join(', ')})`).join('; ');
}
/** The first-party CLI lanes whose CLI the lane's own probe finds; HTTP lanes are never guessed. */
async function detectLanes(lanes, req) {
    const cli = lanes.filter((l) => l.source === 'first-party' && l.reviewer.transport === 'spawn');
    const found = await (0,probe/* mapConcurrent */._k)(cli, probe/* PROBE_CONCURRENCY */.bb, (l) => (0,probe/* probeLane */.Xe)(l, null, { env: req.env, cwd: req.cwd }));
    return cli.filter((_, i) => found[i]?.ok === true);
}
/** The file at `path` as init may replace it: its text, absent, or why it is not init's to touch. */
function existing(cwd, path) {
    const abs = (0,external_node_path_.resolve)(cwd, path);
    const linked = (0,linked_folder/* linkedFolderOnTheWay */.TY)((0,external_node_path_.dirname)(abs), cwd);
    const refuse = (message) => ({ error: { code: 'not_a_file', path, message } });
    if (linked)
        return refuse(`${linked} is a symbolic link; init writes only through real folders of the repository`);
    const read = (0,regular_file/* readRegularFile */.XF)(abs, 1024 * 1024);
    switch (read.kind) {
        case 'file':
            return { text: read.bytes.toString('utf8') };
        case 'missing':
            return {};
        case 'link':
            return refuse('is a symbolic link; init neither follows nor replaces it');
        case 'error':
            // A folder on the way that is a file.
            if (read.error.code === 'ENOTDIR')
                return refuse('cannot be written: a folder on its way is a file');
            return refuse(`cannot be read: ${read.error.message}`);
        default:
            return refuse('is not a regular file of at most 1 MiB; init does not replace it');
    }
}
function fileFor(path, content, before, force) {
    const state = before === undefined ? 'new' : before === content ? 'unchanged' : 'differs';
    return { path, state, content, write: state === 'new' || (state === 'differs' && force) };
}
/** The config init writes: the existing document with `review.default_reviewers` set, else only that. */
function configFile(path, before, lanes, force, catalog) {
    let doc = {};
    if (before !== undefined) {
        const parsed = JSON.parse(before.replace(/^\uFEFF/, ''));
        if ((0,plain_object/* isPlainObject */.Q)(parsed))
            doc = parsed;
    }
    const review = (0,plain_object/* isPlainObject */.Q)(doc.review) ? doc.review : {};
    const current = review.default_reviewers;
    const same = Array.isArray(current) &&
        current.length === lanes.length &&
        current.every((name, i) => typeof name === 'string' && name.toLowerCase() === lanes[i]) &&
        (catalog === undefined || review.catalog === catalog);
    const pinned = catalog !== undefined ? { catalog } : {};
    const content = `${JSON.stringify({ ...doc, review: { ...review, ...pinned, default_reviewers: lanes } }, null, 2)}\n`;
    if (before !== undefined && same)
        return { path, state: 'unchanged', content: before, write: false };
    return fileFor(path, content, before, force);
}
async function planInit(req) {
    const settings = {
        cwd: req.cwd,
        consentPath: vocabulary/* DEFAULTS */.zY.consentPath,
        firstParty: true,
        capabilityDirs: [],
    };
    const tree = await (0,pipeline/* loadWorkingTree */.Uv)(settings, req.readCatalog ? { readCatalog: req.readCatalog } : {});
    const errors = [];
    const warnings = [];
    const fail = (diagnostic) => ({
        ok: false,
        lanes: [],
        files: [],
        left: [],
        errors: [...errors, diagnostic],
        warnings,
    });
    const how = `name them with --reviewers (slugs or flags, comma-separated), e.g. --reviewers codex,claude; the lanes init knows: ${knownLanes(tree.catalog.lanes)}`;
    // The lanes: the ones named, as `plan` resolves names, else the ones detected.
    let chosen;
    if (req.reviewers !== null) {
        const selection = (0,select_select/* selectCandidates */.NB)({
            lanes: tree.catalog.lanes,
            skipped: tree.catalog.skipped,
            explicit: req.reviewers,
            all: false,
            defaultReviewers: undefined,
            reviewerInstances: tree.loaded.config.get(names/* INSTANCES_KEY */.nk),
            configPath: tree.loaded.config.source,
        });
        warnings.push(...selection.warnings);
        const missing = selection.candidates.filter((c) => c.kind === 'missing');
        if (missing.length > 0) {
            return fail({
                code: 'unknown_lane',
                message: `${missing.map((c) => `'${c.identity}': ${c.detail}`).join('; ')}; ${how}`,
            });
        }
        chosen = selection.candidates.flatMap((c) => c.kind === 'lane' ? [{ identity: c.identity, lane: c.lane }] : []);
    }
    else {
        chosen = (await detectLanes(tree.catalog.lanes, req)).map((lane) => ({
            identity: lane.reviewer.slug,
            lane,
        }));
        if (chosen.length === 0) {
            return fail({ code: 'no_lanes', message: `no reviewer CLI found on PATH; ${how}` });
        }
    }
    const identities = chosen.map((c) => c.identity);
    const workflowLanes = chosen.map((c) => workflowLane(c.lane, c.identity));
    // What is there now: a link or a non-file is nobody's to replace, --force or not.
    const configPath = tree.loaded.config.source ?? vocabulary/* DEFAULTS */.zY.configPath;
    const paths = [REVIEW_WORKFLOW_PATH, CHECK_WORKFLOW_PATH, configPath, vocabulary/* DEFAULTS */.zY.consentPath];
    const before = new Map();
    for (const path of paths) {
        const read = existing(req.cwd, path);
        if (read.error)
            errors.push(read.error);
        before.set(path, read.text);
    }
    // A config file init cannot read is never rewritten: it would lose what the file says.
    if (tree.loaded.errors.length > 0)
        errors.push(...tree.loaded.errors);
    if (errors.length > 0)
        return { ok: false, lanes: identities, files: [], left: [], errors, warnings };
    const catalog = req.catalog ? (0,catalog_pin/* formatCatalogPin */.s1)(req.catalog) : undefined;
    const config = configFile(configPath, before.get(configPath), identities, req.force, catalog);
    // The baseline is the one `consent --write` writes for the config as init leaves it.
    const configText = config.write ? config.content : before.get(configPath);
    const loaded = configText === undefined ? tree.loaded : (0,config_config/* parseConfigText */.Bu)(configText, configPath);
    const baseline = (0,pipeline/* baselineToWrite */.ck)({ ...tree, loaded }, settings, req.now);
    warnings.push(...baseline.warnings);
    if (baseline.text === undefined)
        return { ok: false, lanes: identities, files: [], left: [], errors: baseline.errors, warnings };
    const files = [
        fileFor(REVIEW_WORKFLOW_PATH, reviewWorkflow({ action: req.action, lanes: workflowLanes }), before.get(REVIEW_WORKFLOW_PATH), req.force),
        fileFor(CHECK_WORKFLOW_PATH, checkWorkflow(req.action), before.get(CHECK_WORKFLOW_PATH), req.force),
        config,
        fileFor(vocabulary/* DEFAULTS */.zY.consentPath, baseline.text, before.get(vocabulary/* DEFAULTS */.zY.consentPath), req.force),
    ];
    const left = leftFor(chosen, files, configPath);
    // init reads no catalog: consenting to its lanes is a step of its own, with the catalog at hand.
    if (catalog !== undefined)
        left.unshift({
            what: 'catalog',
            detail: `${configPath} pins the catalog ${catalog}: run \`reviewer-lanes consent --write\` with GITHUB_TOKEN set (or --catalog DIR, a checkout of it) and review its lanes' disclosure, or set review.catalog_consent to true to let the catalog's consent.json stand for them; then \`reviewer-lanes plan\` shows them`,
        });
    return { ok: true, lanes: identities, files, left, errors, warnings };
}
/** What a person still does: the secrets, the CLIs init cannot install, the files it kept, the commit. */
function leftFor(chosen, files, configPath) {
    const left = [];
    for (const { identity, lane } of chosen) {
        const setup = workflowLane(lane, identity);
        const [first, ...instead] = setup.secrets;
        if (first !== undefined) {
            const or = instead.length > 0
                ? `; ${instead.join(' or ')} also work${instead.length === 1 ? 's' : ''}, passed under that name in the workflow's env`
                : '';
            left.push({
                what: 'secret',
                lane: identity,
                secrets: setup.secrets,
                detail: `${identity}: add the repository secret ${first} (Settings → Secrets and variables → Actions)${or}`,
            });
        }
        else if (lane.reviewer.env.length > 0) {
            left.push({
                what: 'secret',
                lane: identity,
                secrets: [],
                detail: `${identity}: its manifest names no API key; pass what it needs of ${lane.reviewer.env.join(', ')} in the action step's env`,
            });
        }
        if (setup.npmPackage === undefined && setup.binary !== null) {
            left.push({
                what: 'install',
                lane: identity,
                detail: `${identity}: ${setup.binary} has no npm package; install it in ${REVIEW_WORKFLOW_PATH} before the action step`,
            });
        }
        if (lane.reviewer.transport === 'openai-http') {
            const key = lane.reviewer.invoke.hostConfigKey;
            left.push({
                what: 'host',
                lane: identity,
                detail: `${identity}: an HTTP lane; the runner must reach its server (${String(key)} in ${configPath}, then \`reviewer-lanes consent --write\` when it moves)`,
            });
        }
    }
    for (const f of files) {
        if (f.state === 'differs' && !f.write) {
            left.push({
                what: 'kept',
                path: f.path,
                detail: `${f.path} exists and differs from what init writes; compare them (--dry-run prints init's), or rerun with --force to replace it${f.path === configPath ? ` (only ${names/* DEFAULTS_KEY */.Xg} changes)` : ''}`,
            });
        }
    }
    left.push({
        what: 'commit',
        detail: `commit these files on the default branch before the first pull request: the review reads the consent baseline (${vocabulary/* DEFAULTS */.zY.consentPath}) from the pull request's base, so a pull request cannot consent to itself`,
    });
    left.push({
        what: 'required_check',
        detail: `make \`${CHECK_JOB_NAME}\` (the job of ${CHECK_WORKFLOW_PATH}) a required status check of the default branch`,
    });
    return left;
}
/** Writes the files the plan writes; the rest are left as they are. */
async function applyInit(cwd, plan) {
    for (const f of plan.files) {
        if (!f.write)
            continue;
        const abs = (0,external_node_path_.resolve)(cwd, f.path);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(abs), { recursive: true });
        // Judged again just before the write: a link put there since the plan is not followed.
        if (existsAsLink(abs))
            throw new diagnostics/* ConfigurationError */.j1({
                message: 'became a symbolic link; nothing more was written',
                code: 'linked_path',
                path: f.path,
            });
        await (0,promises_.writeFile)(abs, f.content);
    }
}
function existsAsLink(path) {
    try {
        return (0,external_node_fs_.lstatSync)(path).isSymbolicLink();
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
// EXTERNAL MODULE: ./src/cli/catalog-reader.ts + 2 modules
var catalog_reader = __webpack_require__(7485);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
;// CONCATENATED MODULE: ./src/cli/commands/init.ts
/**
 * `reviewer-lanes init`: writes what a repository needs to adopt the action (src/init/) and says
 * what is left for a person. Exit 1 when no lane is found or a named one is unknown.
 */







const spec = {
    name: 'init',
    summary: 'Adopt reviewer-lanes: write the review and check workflows, the lanes in the config and the baseline.',
    description: 'Lanes: --reviewers, else every first-party CLI lane whose CLI is on PATH; they are written to ' +
        'review.default_reviewers only, the one list CI and the CLI read (the workflow names none). ' +
        'An existing file is replaced only with ' +
        '--force (and then only these four; the config keeps every key but review.default_reviewers). ' +
        'Ends with what is left for you: the secrets to add, and committing the files on the default branch.',
    options: {
        reviewers: {
            type: 'string',
            valueName: 'LIST',
            description: 'comma-separated lane slugs or flags to set up',
        },
        action: {
            type: 'string',
            valueName: 'OWNER/REPO@REF',
            description: 'the action the workflows use (default: this package’s repository at its release tag)',
        },
        catalog: {
            type: 'string',
            valueName: 'OWNER/REPO[/PATH]@SHA',
            description: 'pin an organization’s lane catalog in the config, by full commit SHA',
        },
        force: { type: 'boolean', description: 'replace init’s own files when they differ' },
        'dry-run': { type: 'boolean', description: 'print what would be written; write nothing' },
    },
    check(values) {
        (0,options/* reviewersOption */.aJ)(values);
        const action = values.action;
        if (typeof action === 'string' && !ACTION_RE.test(action))
            throw new diagnostics/* UsageError */.eb(`--action must be OWNER/REPO@REF (got: ${JSON.stringify(action)})`);
        catalogOption(values);
    },
};
async function run(ctx) {
    const v = ctx.values;
    const dryRun = v['dry-run'] === true;
    const plan = await planInit({
        cwd: ctx.cwd,
        reviewers: (0,options/* reviewersOption */.aJ)(v) ?? null,
        action: typeof v.action === 'string' ? v.action : defaultAction(),
        force: v.force === true,
        env: ctx.env,
        now: new Date(),
        ...(catalogOption(v) ? { catalog: catalogOption(v) } : {}),
        // A catalog the config already pins is read as every command reads it (its --catalog is a pin).
        readCatalog: (0,catalog_reader/* catalogReader */.v)({ ...ctx, values: {} }),
    });
    if (plan.ok && !dryRun)
        await applyInit(ctx.cwd, plan);
    const writes = plan.files.filter((f) => f.write).map((f) => f.path);
    const written = dryRun ? [] : writes;
    const unchanged = plan.files.filter((f) => f.state === 'unchanged').map((f) => f.path);
    if (ctx.json) {
        ctx.out.json({
            ok: plan.ok,
            lanes: plan.lanes,
            written,
            unchanged,
            left: plan.left,
            errors: plan.errors,
            warnings: plan.warnings,
            ...(dryRun
                ? {
                    dryRun: true,
                    wouldWrite: writes,
                    files: plan.files.map(({ path, state, content }) => ({ path, state, content })),
                }
                : {}),
        });
    }
    else
        printPlan(ctx, plan, dryRun, writes);
    return (0,command/* exitCodeFor */.R)(plan.errors);
}
/** `--catalog`: held to the config's own rule (a full commit), refused with the reason (exit 2). */
function catalogOption(values) {
    const value = values.catalog;
    if (typeof value !== 'string')
        return undefined;
    const parsed = (0,catalog_pin/* parseCatalogPin */.A2)(value.trim());
    if ('problem' in parsed)
        throw new diagnostics/* UsageError */.eb(`--catalog ${parsed.problem}`);
    return parsed.pin;
}
function printPlan(ctx, plan, dryRun, written) {
    const out = (text) => ctx.out.stdout(text);
    if (!plan.ok) {
        ctx.out.diagnostics({ errors: plan.errors, warnings: plan.warnings });
        return;
    }
    out(`lanes: ${plan.lanes.join(', ')}\n`);
    for (const f of plan.files) {
        if (dryRun && (f.write || f.state === 'differs'))
            out(`\n${f.write ? 'would write' : 'differs (kept; --force would write)'} ${f.path}:\n${f.content.replace(/^/gm, '  ')}`);
        else if (f.write)
            out(`wrote     ${f.path}\n`);
        else if (f.state === 'unchanged')
            out(`unchanged ${f.path}\n`);
        else
            out(`kept      ${f.path} (differs; --force replaces it)\n`);
    }
    if (written.length === 0)
        out(dryRun ? '\nnothing would change.\n' : 'nothing to change: every file is already what init writes.\n');
    else if (dryRun)
        out('\n(dry run: nothing was written)\n');
    out('\nleft for you:\n');
    for (const item of plan.left)
        out(`  - ${item.detail}\n`);
    ctx.out.diagnostics({ warnings: plan.warnings });
}


/***/ })

};

//# sourceMappingURL=721.index.js.map