import './sourcemap-register.cjs';import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1814);

// A reader that stops early (`reviewer-lanes consent | head`) closes the pipe: what is left of
// the output has nowhere to go, and that is no failure of the command.
process.stdout.on('error', (err) => {
    if (err.code !== 'EPIPE')
        throw err;
    process.exit(process.exitCode ?? 0);
});
process.exitCode = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .i)(process.argv.slice(2));

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ parseOptions),
/* harmony export */   GW: () => (/* binding */ splitCommand),
/* harmony export */   Lf: () => (/* binding */ withoutGlobals),
/* harmony export */   RX: () => (/* binding */ PROGRAM),
/* harmony export */   T3: () => (/* binding */ commandUsage),
/* harmony export */   lf: () => (/* binding */ topUsage),
/* harmony export */   wX: () => (/* binding */ globalValues)
/* harmony export */ });
/* unused harmony export synopsis */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4851);
/* harmony import */ var _sys_nearest_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2131);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(776);
/**
 * Command-line parsing with node:util parseArgs (strict): global options anywhere, command options
 * after the command name. Every problem is a UsageError with a short message of our own (Node's
 * wording varies between versions), decided before any work is done.
 */




const PROGRAM = 'reviewer-lanes';
/** Finds the command name: the first token that is neither an option nor a global option's value. */
function splitCommand(argv) {
    const takesValue = new Set(Object.entries(_options_js__WEBPACK_IMPORTED_MODULE_2__/* .GLOBAL_OPTIONS */ .PA)
        .filter(([, o]) => o.type === 'string')
        .map(([name]) => `--${name}`));
    for (let i = 0; i < argv.length; i++) {
        const token = argv[i] ?? '';
        if (token === '--')
            break;
        if (token.startsWith('-')) {
            if (takesValue.has(token))
                i++;
            continue;
        }
        return { before: argv.slice(0, i), name: token, after: argv.slice(i + 1) };
    }
    return { before: argv, after: [] };
}
function quoted(message) {
    const m = /'([^']*)'/.exec(message);
    return (m?.[1] ?? '').replace(/ <value>$/, '');
}
function parseOptions(tokens, specs) {
    try {
        // parseArgs reads `type`, `multiple` and `short` of each spec and ignores the rest.
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: tokens, options: specs, strict: true, allowPositionals: false })
            .values;
    }
    catch (e) {
        const code = e.code;
        const message = e instanceof Error ? e.message : String(e);
        const name = quoted(message);
        switch (code) {
            case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
                throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`unknown option ${name}${(0,_sys_nearest_js__WEBPACK_IMPORTED_MODULE_3__/* .didYouMean */ .au)(name, Object.keys(specs).map((k) => `--${k}`))}`);
            case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
                throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`unexpected argument ${JSON.stringify(name)}`);
            case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
                throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(/does not take an argument/.test(message)
                    ? `option ${name} takes no value`
                    : `option ${name} needs a value`);
            default:
                throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(message);
        }
    }
}
function globalValues(values) {
    return {
        json: values.json === true,
        ...(typeof values.cwd === 'string' ? { cwd: values.cwd } : {}),
        help: values.help === true,
        version: values.version === true,
    };
}
/** Splits parsed values into the globals and the command's own. */
function withoutGlobals(values) {
    const own = {};
    for (const [k, v] of Object.entries(values))
        if (!(k in _options_js__WEBPACK_IMPORTED_MODULE_2__/* .GLOBAL_OPTIONS */ .PA))
            own[k] = v;
    return own;
}
function optionLines(specs) {
    const rows = Object.entries(specs).map(([name, o]) => {
        const flag = `${o.short ? `-${o.short}, ` : ''}--${name}${o.type === 'string' ? ` ${o.valueName ?? 'VALUE'}` : ''}`;
        return [flag + (o.multiple ? ' ...' : ''), o.description];
    });
    const width = Math.max(...rows.map(([f]) => f.length));
    return rows.map(([f, d]) => `  ${f.padEnd(width)}  ${d}`);
}
function synopsis(spec) {
    const parts = Object.entries(spec.options).map(([name, o]) => {
        const flag = `--${name}${o.type === 'string' ? ` ${o.valueName ?? 'VALUE'}` : ''}`;
        return `[${flag}]${o.multiple ? '...' : ''}`;
    });
    return [`${PROGRAM} ${spec.name}`, ...parts].join(' ');
}
function commandUsage(spec) {
    return [
        `Usage: ${synopsis(spec)} [--json] [--cwd DIR]`,
        '',
        spec.summary + (spec.description ? `\n${spec.description}` : ''),
        '',
        'Options:',
        ...optionLines({ ...spec.options, ..._options_js__WEBPACK_IMPORTED_MODULE_2__/* .GLOBAL_OPTIONS */ .PA }),
        '',
    ].join('\n');
}
function topUsage(commands) {
    const names = Object.keys(commands);
    const width = Math.max(...names.map((n) => n.length));
    return [
        `Usage: ${PROGRAM} <command> [options]`,
        '',
        'Commands:',
        ...names.map((n) => `  ${n.padEnd(width)}  ${commands[n]?.summary ?? ''}`),
        '',
        'Global options:',
        ...optionLines(_options_js__WEBPACK_IMPORTED_MODULE_2__/* .GLOBAL_OPTIONS */ .PA),
        '',
        `Run '${PROGRAM} <command> --help' for a command's options.`,
        'Exit codes: 0 success, 1 the check failed, 2 usage error.',
        '',
    ].join('\n');
}


/***/ }),

/***/ 1814:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __nccwpck_require__(4851);
// EXTERNAL MODULE: ./src/sys/nearest.ts
var nearest = __nccwpck_require__(2131);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __nccwpck_require__(7593);
// EXTERNAL MODULE: ./src/paths.ts
var paths = __nccwpck_require__(8431);
// EXTERNAL MODULE: ./src/sys/live-dirs.ts
var live_dirs = __nccwpck_require__(5164);
// EXTERNAL MODULE: ./src/sys/live-groups.ts
var live_groups = __nccwpck_require__(5220);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __nccwpck_require__(776);
;// CONCATENATED MODULE: ./src/cli/output.ts
/** The Output helper every command writes through (human text or one JSON document). */

const processIo = {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
};
function createOutput(io) {
    const lines = (label, list) => (list ?? []).map((d) => `${label}: ${(0,diagnostics/* formatDiagnostic */.xy)(d)}\n`).join('');
    return {
        stdout: (text) => io.stdout(text),
        stderr: (text) => io.stderr(text),
        json: (doc) => io.stdout(`${JSON.stringify(doc, null, 2)}\n`),
        diagnostics: (lists) => io.stdout(lines('error', lists.errors) + lines('warning', lists.warnings) + lines('info', lists.infos)),
        table: (rows) => io.stdout(formatTable(rows)),
    };
}
function formatTable(rows) {
    const widths = [];
    for (const row of rows)
        row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
    return rows
        .map((row) => row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd())
        .map((line) => `${line}\n`)
        .join('');
}

;// CONCATENATED MODULE: ./src/cli/registry.ts
const COMMANDS = Object.freeze({
    validate: {
        summary: 'Validate the capability manifests (first-party and repository lanes) and the config',
        load: () => Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(58), __nccwpck_require__.e(791), __nccwpck_require__.e(492), __nccwpck_require__.e(40), __nccwpck_require__.e(575)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2575)),
    },
    lanes: {
        summary: 'List the lanes the catalog accepts, in catalog order',
        load: () => Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(58), __nccwpck_require__.e(791), __nccwpck_require__.e(492), __nccwpck_require__.e(40), __nccwpck_require__.e(730)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8730)),
    },
    plan: {
        summary: 'Show which lanes would run and how, and why the others cannot',
        load: () => Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(58), __nccwpck_require__.e(791), __nccwpck_require__.e(492), __nccwpck_require__.e(40), __nccwpck_require__.e(223)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8223)),
    },
    consent: {
        summary: 'Show what each lane executes and where it sends PR content; write or check the baseline',
        load: () => Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(58), __nccwpck_require__.e(791), __nccwpck_require__.e(492), __nccwpck_require__.e(40), __nccwpck_require__.e(787)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2787)),
    },
    review: {
        summary: 'Review a change with the selected lanes and write REVIEWS.md and results.json',
        load: () => Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(58), __nccwpck_require__.e(791), __nccwpck_require__.e(492), __nccwpck_require__.e(40), __nccwpck_require__.e(864)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6864)),
    },
    check: {
        summary: 'The required check for manifest changes: validation, baseline currency, disclosure diff',
        load: () => Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(58), __nccwpck_require__.e(791), __nccwpck_require__.e(492), __nccwpck_require__.e(40), __nccwpck_require__.e(345)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2345)),
    },
    init: {
        summary: 'Adopt reviewer-lanes: write the review and check workflows, the lanes in the config and the baseline',
        load: () => Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(58), __nccwpck_require__.e(791), __nccwpck_require__.e(492), __nccwpck_require__.e(40), __nccwpck_require__.e(721)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8721)),
    },
    stats: {
        summary: "Each lane's track record over the repository's last closed pull requests",
        load: () => Promise.all(/* import() */[__nccwpck_require__.e(58), __nccwpck_require__.e(492), __nccwpck_require__.e(30)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6649)),
    },
});
/** Own-property lookup: `constructor` or `__proto__` is an unknown command, not a prototype member. */
function findCommand(commands, name) {
    return Object.prototype.hasOwnProperty.call(commands, name) ? commands[name] : undefined;
}

;// CONCATENATED MODULE: ./src/cli/main.ts
/**
 * CLI entry: parses argv (exit 2 on usage errors, before any work) and dispatches a command from
 * the static registry. Exit codes: 0 success, 1 the command's check failed,
 * 2 usage error. Only the command that runs is imported.
 */











async function main(argv, deps = {}) {
    const io = deps.io ?? processIo;
    const commands = deps.commands ?? COMMANDS;
    const { before, name, after } = (0,args/* splitCommand */.GW)(argv);
    // Known before parsing, which may fail: a script that asked for JSON gets a document even then.
    const json = wantsJson(argv);
    const base = createOutput(io);
    let written = false;
    const out = {
        ...base,
        json: (doc) => {
            written = true;
            base.json(doc);
        },
    };
    // One document on stdout: a command that printed its own before it failed keeps it.
    const failed = (error) => {
        if (json && !written)
            out.json({ ok: false, errors: [error] });
    };
    // What was wrong (with the name that was probably meant), then where the usage is: not the
    // whole usage text, which buried the one line that mattered.
    const usageError = (message, command) => {
        io.stderr(`${args/* PROGRAM */.RX}: ${message}\nRun '${args/* PROGRAM */.RX}${command ? ` ${command}` : ''} --help' for usage.\n`);
        failed({ message, code: 'usage_error' });
        return 2;
    };
    let module;
    let globals;
    let values;
    try {
        globals = (0,args/* globalValues */.wX)((0,args/* parseOptions */.Ac)(before, options/* GLOBAL_OPTIONS */.PA));
        if (name === undefined) {
            if (globals.version) {
                io.stdout(`${(0,paths/* packageVersion */.Tl)()}\n`);
                return 0;
            }
            if (globals.help) {
                io.stdout((0,args/* topUsage */.lf)(commands));
                return 0;
            }
            return usageError('no command given');
        }
        const entry = findCommand(commands, name);
        if (!entry)
            return usageError(`unknown command ${JSON.stringify(name)}${(0,nearest/* didYouMean */.au)(name, Object.keys(commands))}`);
        module = await entry.load();
        const parsed = (0,args/* parseOptions */.Ac)([...before, ...after], { ...module.spec.options, ...options/* GLOBAL_OPTIONS */.PA });
        globals = (0,args/* globalValues */.wX)(parsed);
        values = (0,args/* withoutGlobals */.Lf)(parsed);
        if (globals.help) {
            io.stdout((0,args/* commandUsage */.T3)(module.spec));
            return 0;
        }
        module.spec.check?.(values);
    }
    catch (e) {
        if (e instanceof diagnostics/* UsageError */.eb)
            return usageError(e.message, module?.spec.name);
        throw e;
    }
    const cwd = (0,external_node_path_.resolve)(deps.cwd ?? process.cwd(), globals.cwd ?? '.');
    if (!isDirectory(cwd)) {
        return usageError(`--cwd: ${JSON.stringify(globals.cwd ?? cwd)} is not a directory`, module.spec.name);
    }
    try {
        (0,options/* checkPathOptions */.Uc)(values, cwd, { exists, isDirectory });
    }
    catch (e) {
        if (e instanceof diagnostics/* UsageError */.eb)
            return usageError(e.message, module.spec.name);
        throw e;
    }
    // Lanes run in process groups of their own, so a terminal's Ctrl-C does not reach them: the
    // command is told instead, stops its lanes and still writes what it has.
    const controller = new AbortController();
    const signals = deps.signals ?? process;
    const cancel = (sig) => {
        // A second signal means "now": leave without waiting for the lanes to be stopped, but not
        // without them: every lane's group is killed outright first, then the lanes' workspace goes.
        if (controller.signal.aborted) {
            if (signals === process) {
                (0,live_groups/* killLiveGroups */.d)();
                (0,live_dirs/* removeLiveDirs */.Nz)();
                process.exit(130);
            }
            return;
        }
        io.stderr(`${args/* PROGRAM */.RX}: ${sig}: stopping the lanes\n`);
        controller.abort(new DOMException(`cancelled by ${sig}`, 'AbortError'));
    };
    signals.on('SIGINT', cancel);
    signals.on('SIGTERM', cancel);
    try {
        return await module.run({
            cwd,
            json: globals.json,
            values,
            out,
            env: deps.env ?? process.env,
            signal: controller.signal,
        });
    }
    catch (e) {
        if (e instanceof diagnostics/* UsageError */.eb)
            return usageError(e.message, module.spec.name);
        // A user-fixable problem with a file or a ref: the message says where and what, no stack.
        if (e instanceof diagnostics/* ConfigurationError */.j1) {
            io.stderr(`${args/* PROGRAM */.RX}: error: ${e.message}\n`);
            failed(e.diagnostic);
            return 1;
        }
        if (e instanceof diagnostics/* ServiceError */._7) {
            io.stderr(`${args/* PROGRAM */.RX}: error: ${e.message}\n`);
            failed({ message: e.message, code: 'service_error' });
            return 1;
        }
        // A bug, not a user error: say so plainly, with the stack for the report.
        io.stderr(`${args/* PROGRAM */.RX}: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
        failed({ message: `internal error: ${(0,diagnostics/* messageOf */.bD)(e)}`, code: 'internal_error' });
        return 1;
    }
    finally {
        signals.off('SIGINT', cancel);
        signals.off('SIGTERM', cancel);
    }
}
/**
 * Whether the command line asks for JSON, read from the tokens themselves: `--json` (or a
 * mistaken `--json=…`) before a `--`. A string option's value can never be `--json`: the parser
 * refuses a value that starts with a dash.
 */
function wantsJson(argv) {
    for (const token of argv) {
        if (token === '--')
            return false;
        if (token === '--json' || token.startsWith('--json='))
            return true;
    }
    return false;
}
function exists(path) {
    try {
        (0,external_node_fs_.lstatSync)(path);
        return true;
    }
    catch {
        return false;
    }
}
function isDirectory(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 776:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LK: () => (/* binding */ exclusiveOptions),
/* harmony export */   Nt: () => (/* binding */ checkSelection),
/* harmony export */   OK: () => (/* binding */ SELECTION_OPTIONS),
/* harmony export */   PA: () => (/* binding */ GLOBAL_OPTIONS),
/* harmony export */   Uc: () => (/* binding */ checkPathOptions),
/* harmony export */   Yn: () => (/* binding */ stringList),
/* harmony export */   aJ: () => (/* binding */ reviewersOption),
/* harmony export */   cz: () => (/* binding */ CONSENT_OPTIONS),
/* harmony export */   dG: () => (/* binding */ CONFIG_OPTION),
/* harmony export */   g9: () => (/* binding */ CONSENT_FILE_OPTION),
/* harmony export */   hm: () => (/* binding */ CATALOG_OPTIONS),
/* harmony export */   k: () => (/* binding */ positiveIntOption)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4851);
/**
 * Option specs and value parsers shared by commands, so every command spells a flag the same
 * way. Parsers throw UsageError, which the framework turns into exit 2.
 */


/** Taken by every command. */
const GLOBAL_OPTIONS = {
    json: { type: 'boolean', description: 'print one JSON document on stdout' },
    cwd: { type: 'string', valueName: 'DIR', description: 'the repository (default: the current directory)' },
    help: { type: 'boolean', short: 'h', description: 'show this help' },
    version: { type: 'boolean', description: 'print the version' },
};
/** Where lanes come from: `validate`, `lanes`, `check` and the pipeline commands. */
const CATALOG_OPTIONS = {
    capabilities: {
        type: 'string',
        multiple: true,
        valueName: 'DIR',
        description: 'an extra directory of <id>/capability.json lanes (repeatable; relative to --cwd)',
    },
    'no-first-party': { type: 'boolean', description: 'do not load the bundled first-party lanes' },
    catalog: {
        type: 'string',
        valueName: 'DIR',
        description: 'a local checkout of the catalog review.catalog pins (default: the pinned commit, read with GITHUB_TOKEN)',
    },
};
const CONFIG_OPTION = {
    config: {
        type: 'string',
        valueName: 'F',
        description: 'the config file (default: .github/reviewer-lanes/config.json)',
    },
};
/** The baseline file alone: `check` and `consent` read it from the working tree, not a ref. */
const CONSENT_FILE_OPTION = {
    consent: {
        type: 'string',
        valueName: 'F',
        description: 'the consent baseline, repository-relative (default: .github/reviewer-lanes/consent.json)',
    },
};
const CONSENT_OPTIONS = {
    ...CONSENT_FILE_OPTION,
    'baseline-ref': {
        type: 'string',
        valueName: 'REF',
        description: 'the git ref the consent baseline is read from',
    },
};
/**
 * The path-valued flags, checked before any work (exit 2): a named config and each
 * `--capabilities` directory must exist, the baseline lie inside the repository.
 */
function checkPathOptions(values, cwd, fs) {
    if (typeof values.config === 'string' && !fs.exists((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, values.config)))
        throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--config: ${JSON.stringify(values.config)} does not exist`);
    for (const dir of stringList(values.capabilities)) {
        if (!fs.isDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, dir)))
            throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--capabilities: ${JSON.stringify(dir)} is not a directory`);
    }
    const consent = values.consent;
    if (typeof consent === 'string') {
        const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.normalize)(consent);
        if (consent.trim() === '' || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(consent) || inside === '..' || inside.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`))
            throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--consent: ${JSON.stringify(consent)} must be a path inside the repository, relative to it`);
    }
}
const SELECTION_OPTIONS = {
    reviewers: { type: 'string', valueName: 'LIST', description: 'comma-separated lane slugs or flags to run' },
    all: { type: 'boolean', description: 'every known lane' },
};
function stringList(v) {
    if (Array.isArray(v))
        return v;
    return typeof v === 'string' ? [v] : [];
}
/** `--max-parallel 4`: a positive integer or a usage error naming the flag. */
function positiveIntOption(values, name) {
    const v = values[name];
    if (v === undefined)
        return undefined;
    const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n < 1)
        throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${name} must be a positive integer (got: ${JSON.stringify(v)})`);
    return n;
}
/** `--reviewers a,b` -> ['a', 'b'] (empty entries dropped; an empty list is a usage error). */
function reviewersOption(values) {
    const v = values.reviewers;
    if (typeof v !== 'string')
        return undefined;
    const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    if (list.length === 0)
        throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('--reviewers needs at least one name');
    return list;
}
/** The SELECTION_OPTIONS checked: `plan` and `review`. */
function checkSelection(values) {
    exclusiveOptions(values, 'reviewers', 'all');
    reviewersOption(values);
}
function exclusiveOptions(values, a, b) {
    if (values[a] !== undefined && values[a] !== false && values[b] !== undefined && values[b] !== false) {
        throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${a} and --${b} cannot be used together`);
    }
}


/***/ }),

/***/ 4851:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gd: () => (/* binding */ InternalError),
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   j1: () => (/* binding */ ConfigurationError),
/* harmony export */   xy: () => (/* binding */ formatDiagnostic)
/* harmony export */ });
/** Errors are data (D2): only bugs throw; a diagnostic names the file, capability and field. */
/** A user-fixable problem with the configuration (a file, an input, a flag). */
class ConfigurationError extends Error {
    diagnostic;
    constructor(diagnostic) {
        super(formatDiagnostic(diagnostic));
        this.name = 'ConfigurationError';
        this.diagnostic = diagnostic;
    }
}
/** A bad command line or action input: exit 2, decided before any other work. */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}
/**
 * GitHub or the artifact service failed, or answered what cannot be read: neither the user's
 * mistake nor a bug, so reported without a stack.
 */
class ServiceError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'ServiceError';
    }
}
/** A bug: an invariant of this code broken. Reported as one, with its stack. */
class InternalError extends Error {
    constructor(message) {
        super(message);
        this.name = 'InternalError';
    }
}
/** `path: id: field: message` with the parts that are known. */
function formatDiagnostic(d) {
    const where = [d.path, d.id && `[${d.id}]`, d.field].filter(Boolean).join(' ');
    return where ? `${where}: ${d.message}` : d.message;
}
/** The message of anything thrown (errors from another realm fail `instanceof Error`). */
function messageOf(err) {
    const m = err?.message;
    return typeof m === 'string' ? m : String(err);
}


/***/ }),

/***/ 8431:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ks: () => (/* binding */ firstPartyCapabilitiesDir),
/* harmony export */   T9: () => (/* binding */ packageJson),
/* harmony export */   Tl: () => (/* binding */ packageVersion)
/* harmony export */ });
/* unused harmony export packageRoot */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(4851);
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
            throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .InternalError */ .Gd('reviewer-lanes: cannot find the package root (capabilities/)');
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
/** The package's own package.json, parsed (its readers hold it to their own schema). */
function packageJson() {
    return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), 'package.json'), 'utf8'));
}


/***/ }),

/***/ 5164:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M1: () => (/* binding */ removeDir),
/* harmony export */   Nz: () => (/* binding */ removeLiveDirs),
/* harmony export */   nm: () => (/* binding */ liveDirs),
/* harmony export */   qO: () => (/* binding */ removeDirAsync)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Folders a run made for itself (the lane workspace), listed so the CLI's second Ctrl-C, which
 * leaves at once, can remove them after killing the lanes' groups.
 */



const liveDirs = new Set();
const REMOVAL = { recursive: true, force: true, maxRetries: 3, retryDelay: 50 };
/** Removes `dir`, never following a link; a folder a lane locked is unlocked and tried again. */
function removeDir(dir) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, REMOVAL);
        return null;
    }
    catch {
        restoreOwnerAccess(dir);
    }
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, REMOVAL);
        return null;
    }
    catch (error) {
        return error instanceof Error ? error.message : String(error);
    }
}
/** `removeDir` with the thread left free: the run writes its report meanwhile. */
function removeDirAsync(dir) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, REMOVAL)
        .catch(() => {
        restoreOwnerAccess(dir);
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, REMOVAL);
    })
        .then(() => null, (error) => (error instanceof Error ? error.message : String(error)));
}
function restoreOwnerAccess(dir) {
    let isDir = false;
    try {
        isDir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dir).isDirectory();
    }
    catch {
        return;
    }
    if (!isDir)
        return;
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)(dir, 0o700);
        for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir))
            restoreOwnerAccess((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name));
    }
    catch {
        // best effort: the second removal reports what is left
    }
}
/** Removes every listed folder (best effort), for a process about to exit. */
function removeLiveDirs() {
    for (const dir of liveDirs)
        removeDir(dir);
    liveDirs.clear();
}


/***/ }),

/***/ 5220:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ killLiveGroups),
/* harmony export */   l: () => (/* binding */ liveGroups)
/* harmony export */ });
/** The lanes' running process groups, for the CLI's second Ctrl-C to kill before it leaves. */
const liveGroups = new Set();
/** SIGKILL to every listed group. Best effort: a group that is already gone is skipped. */
function killLiveGroups() {
    for (const pgid of liveGroups) {
        try {
            process.kill(-pgid, 'SIGKILL');
        }
        catch {
            // already gone
        }
    }
    liveGroups.clear();
}


/***/ }),

/***/ 2131:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   qb: () => (/* binding */ nearestName)
/* harmony export */ });
/* unused harmony export editDistance */
/**
 * The known name a misspelling most likely meant, for "did you mean …?" messages: the closest by
 * edit distance (a transposition counts as one edit), or one that contains the name as whole words
 * (`reviewers` → `default_reviewers`). Undefined when nothing is close enough to be a good guess.
 */
/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
function editDistance(a, b) {
    const rows = a.length + 1;
    const cols = b.length + 1;
    const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    const at = (i, j) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
    for (let i = 1; i < rows; i++) {
        for (let j = 1; j < cols; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                best = Math.min(best, at(i - 2, j - 2) + 1);
            d[i][j] = best;
        }
    }
    return at(a.length, b.length);
}
const words = (name) => name.split(/[._-]+/).filter(Boolean);
/** True when `inner`'s words appear, in order and adjacent, among `outer`'s. */
function containsWords(outer, inner) {
    const o = words(outer);
    const i = words(inner);
    if (i.length === 0 || i.length >= o.length)
        return false;
    return o.some((_, start) => i.every((w, k) => o[start + k] === w));
}
function nearestName(name, candidates) {
    const lower = name.toLowerCase();
    // A third of the name's length, at most 3: `codx` → `codex` is a guess, `ab` → `ac` is not.
    const limit = Math.min(3, Math.floor(lower.length / 3));
    let best;
    let containing;
    for (const candidate of candidates) {
        if (candidate === name)
            continue;
        const distance = editDistance(lower, candidate.toLowerCase());
        if (distance <= limit && (!best || distance < best.distance))
            best = { candidate, distance };
        if (containing === undefined && containsWords(candidate.toLowerCase(), lower))
            containing = candidate;
    }
    return best?.candidate ?? containing;
}
/** ` (did you mean "x"?)`, or nothing when no known name is close. */
function didYouMean(given, known) {
    const name = nearestName(given, known);
    return name === undefined ? '' : ` (did you mean ${JSON.stringify(name)}?)`;
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 99:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 7997:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map