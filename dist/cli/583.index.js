export const id = 583;
export const ids = [583];
export const modules = {

/***/ 6860:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hI: () => (/* binding */ collectChange),
/* harmony export */   yC: () => (/* binding */ filesFromApi)
/* harmony export */ });
/* unused harmony export parseRawNumstat */
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2923);

const DEFAULT_MAX_FILE_DIFF_CHARS = 1_000_000;
const DEFAULT_MAX_TOTAL_DIFF_CHARS = 32_000_000;
const STATUS_BY_LETTER = {
    A: 'added',
    D: 'deleted',
    M: 'modified',
    R: 'renamed',
    C: 'copied',
    T: 'type_changed',
};
/** Options pinned so user configuration (drivers, textconv, prefixes…) cannot change what we parse. */
const DIFF_ARGS = [
    '-c',
    'core.quotePath=false',
    'diff',
    '-M',
    '--no-color',
    '--no-ext-diff',
    '--no-textconv',
    '--no-relative',
    '--src-prefix=a/',
    '--dst-prefix=b/',
];
/** The change merge-base(base, head)..head, read from git. Total: a bad ref is an error value. */
async function collectChange(git, base, head, options = {}) {
    const [headSha, baseSha] = await Promise.all([git.revParse(head), git.revParse(base)]);
    if (!headSha)
        return refError('head', head);
    if (!baseSha)
        return refError('base', base);
    // `git diff A...B` is the diff from merge-base(A, B), so it need not wait for the SHA. With -z,
    // the listing and the patches come from one process, split at the first "\0\0".
    const cap = options.maxFileDiffChars ?? DEFAULT_MAX_FILE_DIFF_CHARS;
    const totalCap = options.maxTotalDiffChars ?? DEFAULT_MAX_TOTAL_DIFF_CHARS;
    const reader = new _diff_js__WEBPACK_IMPORTED_MODULE_0__/* .ListingThenPatch */ .iX(new _diff_js__WEBPACK_IMPORTED_MODULE_0__/* .DiffSplitter */ .RQ(cap, totalCap));
    const args = [
        ...DIFF_ARGS,
        '-z',
        '--raw',
        '--numstat',
        '-p',
        '--submodule=short',
        `${baseSha}...${headSha}`,
    ];
    const diff = git.execStream
        ? git.execStream(args, (chunk) => reader.feed(chunk))
        : git.exec(args).then((r) => {
            reader.feed(Buffer.from(r.stdout, 'utf8'));
            return r;
        });
    // Settled either way below; until then its failure must not count as unhandled.
    diff.catch(() => undefined);
    const mergeBase = await git.mergeBase(baseSha, headSha);
    if (!mergeBase) {
        await diff.catch(() => undefined);
        return {
            ok: false,
            error: {
                code: 'no_merge_base',
                message: `"${base}" and "${head}" have no common ancestor, so there is no change to review; fetch the full history (actions/checkout fetch-depth: 0) or pass another --base.`,
            },
        };
    }
    const { exitCode, stderr } = await diff;
    if (exitCode !== 0)
        return gitError(stderr);
    const { listing, sections } = reader.finish();
    const files = parseRawNumstat(listing);
    attachSections(files, sections);
    return { ok: true, change: { baseSha: mergeBase, headSha, source: 'git', files } };
}
function refError(which, ref) {
    const hint = which === 'base'
        ? 'fetch it (actions/checkout fetch-depth: 0) or pass another --base'
        : 'check the --head value';
    return {
        ok: false,
        error: { code: 'bad_ref', message: `The ${which} ref "${ref}" does not name a commit here; ${hint}.` },
    };
}
function gitError(stderr) {
    const first = stderr.trim().split('\n')[0] ?? '';
    return { ok: false, error: { code: 'git_failed', message: `git diff failed: ${first || 'no message'}` } };
}
/** `git diff -z --raw --numstat`: every raw entry, then every numstat entry, in the same order. */
function parseRawNumstat(out) {
    const tokens = out.split('\0');
    const files = [];
    let i = 0;
    while (i < tokens.length && (tokens[i] ?? '').startsWith(':')) {
        const meta = tokens[i++] ?? '';
        const letter = meta.slice(meta.lastIndexOf(' ') + 1).charAt(0);
        const status = STATUS_BY_LETTER[letter] ?? 'modified';
        const first = tokens[i++] ?? '';
        const file = {
            path: first,
            status,
            additions: 0,
            deletions: 0,
            binary: false,
            diff: null,
            diffChars: 0,
        };
        if (letter === 'R' || letter === 'C') {
            file.previousPath = first;
            file.path = tokens[i++] ?? '';
        }
        files.push(file);
    }
    for (const file of files) {
        const stat = tokens[i++] ?? '';
        const [added = '', deleted = '', inlinePath] = stat.split('\t');
        if (inlinePath === '')
            i += 2; // a rename or copy: the two paths follow as their own tokens
        if (added === '-' && deleted === '-') {
            file.binary = true;
            file.noDiff = 'binary';
        }
        else {
            file.additions = Number.parseInt(added, 10) || 0;
            file.deletions = Number.parseInt(deleted, 10) || 0;
        }
    }
    return files;
}
function expectedHeader(f) {
    const from = f.previousPath ?? f.path;
    return `${_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .DIFF_HEADER */ .Eo}${(0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteGitPath */ .Cf)(`a/${from}`)} ${(0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteGitPath */ .Cf)(`b/${f.path}`)}`;
}
/** Sections to files by their exact header; a header we cannot predict falls back to order. */
function attachSections(files, sections) {
    const byHeader = new Map();
    files.forEach((f, idx) => {
        const h = expectedHeader(f);
        if (!byHeader.has(h))
            byHeader.set(h, idx);
    });
    let next = 0;
    for (const s of sections) {
        let idx = byHeader.get(s.header);
        if (idx === undefined) {
            while (next < files.length && files[next]?.diff !== null)
                next++;
            idx = next;
        }
        const f = files[idx];
        if (!f || f.binary)
            continue;
        f.diffChars += s.total;
        next = Math.max(next, idx + 1);
        if (s.dropped) {
            if (f.diff === null)
                f.noDiff = 'total_limit';
            continue;
        }
        f.diff = f.diff === null ? s.text : f.diff + s.text;
    }
}
const API_STATUS = {
    added: 'added',
    removed: 'deleted',
    modified: 'modified',
    renamed: 'renamed',
    copied: 'copied',
    changed: 'type_changed',
    unchanged: 'modified',
};
/** The API's files as a `Change`'s: git headers rebuilt; a file without `patch` keeps its stats. */
function filesFromApi(files) {
    return files.map((f) => {
        const status = API_STATUS[f.status] ?? 'modified';
        const file = {
            path: f.filename,
            status,
            additions: f.additions,
            deletions: f.deletions,
            binary: false,
            diff: null,
            diffChars: 0,
        };
        if (f.previous_filename !== undefined && (status === 'renamed' || status === 'copied')) {
            file.previousPath = f.previous_filename;
        }
        if (f.patch === undefined || f.patch === null) {
            file.noDiff = 'no_patch';
            return file;
        }
        const from = file.previousPath ?? f.filename;
        const minus = status === 'added' ? '/dev/null' : (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteGitPath */ .Cf)(`a/${from}`);
        const plus = status === 'deleted' ? '/dev/null' : (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteGitPath */ .Cf)(`b/${f.filename}`);
        const body = f.patch.endsWith('\n') || f.patch === '' ? f.patch : `${f.patch}\n`;
        const head = `${_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .DIFF_HEADER */ .Eo}${(0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteGitPath */ .Cf)(`a/${from}`)} ${(0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteGitPath */ .Cf)(`b/${f.filename}`)}\n`;
        file.diff = body === '' ? head : `${head}--- ${minus}\n+++ ${plus}\n${body}`;
        file.diffChars = file.diff.length;
        return file;
    });
}


/***/ }),

/***/ 2923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ quoteGitPath),
/* harmony export */   Eo: () => (/* binding */ DIFF_HEADER),
/* harmony export */   RQ: () => (/* binding */ DiffSplitter),
/* harmony export */   iX: () => (/* binding */ ListingThenPatch)
/* harmony export */ });
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6193);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_string_decoder__WEBPACK_IMPORTED_MODULE_0__);
/** `git diff` output read as it streams: the listing, then each file's section of the patch. */

/** The line that starts each file's part of a diff. */
const DIFF_HEADER = 'diff --git ';
/** `git diff -z --raw --numstat -p` as it streams: the listing up to "\0\0", then patch text. */
class ListingThenPatch {
    splitter;
    listing = [];
    inPatch = false;
    /** The listing's last byte was a NUL: a NUL at the start of the next chunk ends it. */
    trailingNul = false;
    decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    constructor(splitter) {
        this.splitter = splitter;
    }
    feed(chunk) {
        if (this.inPatch) {
            this.splitter.feed(this.decoder.write(chunk));
            return;
        }
        // The separator NUL: the first byte when the listing's final NUL ended the previous chunk,
        // else the second of the first "\0\0" here.
        const acrossChunks = this.trailingNul && chunk[0] === 0;
        const at = acrossChunks ? 0 : chunk.indexOf('\0\0') + 1;
        if (at === 0 && !acrossChunks) {
            this.listing.push(chunk);
            if (chunk.length > 0)
                this.trailingNul = chunk[chunk.length - 1] === 0;
            return;
        }
        this.listing.push(chunk.subarray(0, at));
        this.inPatch = true;
        this.splitter.feed(this.decoder.write(chunk.subarray(at + 1)));
    }
    finish() {
        this.splitter.feed(this.decoder.end());
        return { listing: Buffer.concat(this.listing).toString('utf8'), sections: this.splitter.finish() };
    }
}
/**
 * `git diff` split into per-file sections as it streams, so the whole diff is never held beside
 * its pieces; a section stops at `cap`, and all of them at `totalCap`.
 */
class DiffSplitter {
    cap;
    totalCap;
    sections = [];
    current = null;
    carry = '';
    lineStart = true;
    keptTotal = 0;
    constructor(cap, totalCap = Number.POSITIVE_INFINITY) {
        this.cap = cap;
        this.totalCap = totalCap;
    }
    feed(chunk) {
        if (chunk === '')
            return;
        const text = this.carry + chunk;
        this.carry = '';
        let from = 0;
        for (let k = text.indexOf(DIFF_HEADER); k >= 0; k = text.indexOf(DIFF_HEADER, k + 1)) {
            const atLineStart = k === 0 ? this.lineStart : text.charCodeAt(k - 1) === 10;
            if (!atLineStart)
                continue;
            this.append(text.slice(from, k));
            this.begin(text, k);
            from = k;
        }
        // A header may be split across chunks: hold back a tail that could be its beginning.
        let keep = 0;
        for (let n = Math.min(DIFF_HEADER.length - 1, text.length - from); n > 0; n--) {
            const at = text.length - n;
            const atLineStart = at === 0 ? this.lineStart : text.charCodeAt(at - 1) === 10;
            if (atLineStart && DIFF_HEADER.startsWith(text.slice(at))) {
                keep = n;
                break;
            }
        }
        const end = text.length - keep;
        this.append(text.slice(from, end));
        this.carry = text.slice(end);
        if (end > 0)
            this.lineStart = keep > 0 || text.charCodeAt(end - 1) === 10;
    }
    /** The sections in output order; call once, after the last `feed`. */
    finish() {
        if (this.carry)
            this.append(this.carry);
        this.carry = '';
        this.close();
        return this.sections;
    }
    begin(text, at) {
        this.close();
        const nl = text.indexOf('\n', at);
        // The header line is complete unless the chunk ended inside it; `close` re-reads it then.
        const header = nl < 0 ? '' : text.slice(at, nl);
        this.current = { header, parts: [], kept: 0, total: 0 };
    }
    append(s) {
        const cur = this.current;
        if (!cur || s === '')
            return;
        cur.total += s.length;
        const room = Math.min(this.cap - cur.kept, this.totalCap - this.keptTotal);
        if (room <= 0)
            return;
        const piece = s.length <= room ? s : s.slice(0, room);
        cur.parts.push(piece);
        cur.kept += piece.length;
        this.keptTotal += piece.length;
    }
    close() {
        const cur = this.current;
        if (!cur)
            return;
        let text = cur.parts.join('');
        if (cur.total > text.length) {
            // Clipped: end on a whole line so no hunk line is half shown.
            const nl = text.lastIndexOf('\n');
            text = nl >= 0 ? text.slice(0, nl + 1) : '';
        }
        const header = cur.header || text.slice(0, Math.max(0, text.indexOf('\n')));
        // Nothing whole kept, because the sections before it used up the total cap.
        if (text === '' && cur.total > 0 && this.keptTotal >= this.totalCap)
            this.sections.push({ header, text, total: cur.total, dropped: true });
        else
            this.sections.push({ header, text, total: cur.total });
        this.current = null;
    }
}
/** git's C-style quoting of a path (with core.quotePath=false: only `"`, `\` and controls). */
function quoteGitPath(p) {
    let plain = true;
    for (let i = 0; i < p.length && plain; i++) {
        const c = p.charCodeAt(i);
        plain = c >= 0x20 && c !== 0x7f && c !== 0x22 && c !== 0x5c;
    }
    if (plain)
        return p;
    const named = {
        '"': '\\"',
        '\\': '\\\\',
        '\x07': '\\a',
        '\b': '\\b',
        '\t': '\\t',
        '\n': '\\n',
        '\v': '\\v',
        '\f': '\\f',
        '\r': '\\r',
    };
    let out = '"';
    for (const ch of p) {
        const code = ch.charCodeAt(0);
        out += named[ch] ?? (code < 0x20 || code === 0x7f ? `\\${code.toString(8).padStart(3, '0')}` : ch);
    }
    return `${out}"`;
}


/***/ }),

/***/ 3910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EQ: () => (/* binding */ checkGlobs),
/* harmony export */   Nl: () => (/* binding */ filterChange)
/* harmony export */ });
/* unused harmony exports DEFAULT_EXCLUDES, defaultExclusion, createFileFilter */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Path filters (D10): which changed files have their diff sent; an excluded file stays listed with
 * why. Order: binary, `exclude`, not `include`d, default excludes (unless `include` names them).
 * Globs read as in .gitignore: without `/` at any depth, a leading `/` anchors at the root.
 */

/** Lock files, by file name at any depth. */
const LOCKFILE_NAMES = [
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'bun.lock',
    'bun.lockb',
    'deno.lock',
    'Cargo.lock',
    'poetry.lock',
    'Pipfile.lock',
    'uv.lock',
    'pdm.lock',
    'go.sum',
    'composer.lock',
    'Gemfile.lock',
    'mix.lock',
    'pubspec.lock',
    'Podfile.lock',
    'Package.resolved',
    'packages.lock.json',
    'flake.lock',
    'gradle.lockfile',
];
/** Build output: a directory of this name at any depth. */
const GENERATED_DIR = 'dist';
/** Minified files and source maps, by the end of the file name. */
const MINIFIED_SUFFIXES = ['.min.js', '.min.mjs', '.min.cjs', '.min.css', '.map'];
/** The default excludes as globs, in the syntax of the include/exclude settings. */
const DEFAULT_EXCLUDES = [
    { reason: 'lockfile', globs: [...LOCKFILE_NAMES] },
    { reason: 'generated', globs: [`${GENERATED_DIR}/**`, `**/${GENERATED_DIR}/**`] },
    { reason: 'minified', globs: MINIFIED_SUFFIXES.map((s) => `*${s}`) },
];
const LOCKFILES = new Set(LOCKFILE_NAMES);
/** DEFAULT_EXCLUDES as string tests; the filter tests hold it to what picomatch decides. */
function defaultExclusion(path) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (LOCKFILES.has(name))
        return 'lockfile';
    if (path === GENERATED_DIR ||
        path.startsWith(`${GENERATED_DIR}/`) ||
        path.endsWith(`/${GENERATED_DIR}`) ||
        path.includes(`/${GENERATED_DIR}/`))
        return 'generated';
    if (MINIFIED_SUFFIXES.some((s) => name.endsWith(s)))
        return 'minified';
    return null;
}
const GLOB_OPTIONS = { dot: true };
/** .gitignore-like: a glob without `/` matches the name at any depth; a leading `/` anchors it. */
function normaliseGlob(g) {
    const t = g.trim();
    if (t.startsWith('/'))
        return t.slice(1);
    return t.includes('/') ? t : `**/${t}`;
}
/**
 * A warning for each glob that is empty or does not compile, and the usable ones normalised:
 * picomatch silently turns a bad glob into one that matches nothing.
 */
function checkGlobs(globs, setting) {
    const usable = [];
    const problems = [];
    for (const g of globs) {
        if (typeof g !== 'string' || g.trim() === '') {
            problems.push({
                code: 'invalid_glob',
                field: setting,
                message: `${setting}: an empty glob was ignored.`,
            });
            continue;
        }
        try {
            picomatch__WEBPACK_IMPORTED_MODULE_0___default().makeRe(normaliseGlob(g), { ...GLOB_OPTIONS, debug: true });
            usable.push(normaliseGlob(g));
        }
        catch (e) {
            problems.push({
                code: 'invalid_glob',
                field: setting,
                message: `${setting}: the glob "${g}" was ignored: ${e.message}`,
            });
        }
    }
    return { usable, problems };
}
function compile(globs, setting, warnings) {
    const { usable, problems } = checkGlobs(globs, setting);
    warnings.push(...problems);
    return usable.length === 0 ? null : picomatch__WEBPACK_IMPORTED_MODULE_0___default()(usable, GLOB_OPTIONS);
}
/** A reusable classifier; compile once, call per path. */
function createFileFilter(settings) {
    const warnings = [];
    const include = compile(settings.include, 'include', warnings);
    const exclude = compile(settings.exclude, 'exclude', warnings);
    return {
        warnings,
        classify(file) {
            if (file.binary)
                return 'binary';
            if (exclude?.(file.path))
                return 'excluded';
            if (include)
                return include(file.path) ? null : 'not_included';
            return defaultExclusion(file.path);
        },
    };
}
/** The change with every file marked; the diffs of excluded files are released. */
function filterChange(change, settings) {
    const filter = createFileFilter(settings);
    const files = change.files.map((f) => {
        const excluded = filter.classify(f);
        return excluded === null ? { ...f, excluded } : { ...f, diff: null, excluded };
    });
    return { change: { ...change, files }, warnings: filter.warnings };
}


/***/ }),

/***/ 681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QT: () => (/* binding */ gitCommand),
/* harmony export */   cJ: () => (/* binding */ withRefCache),
/* harmony export */   lD: () => (/* binding */ createGit),
/* harmony export */   z3: () => (/* binding */ readFilesOf)
/* harmony export */ });
/* unused harmony export MAX_GIT_FILE_BYTES */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7819);
/* harmony import */ var _path_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1760);
/**
 * Git behind a small interface, one plain command per question. node:child_process, not
 * @actions/exec: that holds a whole line in memory (a minified file's diff) and cannot stop a
 * command, so the byte caps below could not hold through it.
 */



/** The largest file `readFile` returns: the 1 MiB every manifest and config file is held to. */
const MAX_GIT_FILE_BYTES = 1024 * 1024;
const GIT_ENV = { GIT_TERMINAL_PROMPT: '0', GCM_INTERACTIVE: 'Never', LC_ALL: 'C' };
/** git's environment: never prompting, C locale, and absolute PATH entries only (path-env.ts). */
function gitEnv(overrides = {}) {
    const env = { ...process.env, ...GIT_ENV, ...overrides };
    for (const [name, value] of Object.entries(overrides))
        if (value === undefined)
            delete env[name];
    return (0,_path_env_js__WEBPACK_IMPORTED_MODULE_2__/* .withAbsolutePath */ .j)(env);
}
/** Runs git, stdout to `onStdout`; past `maxBytes` git is killed and `over` set. */
function runGit(cwd, args, onStdout, maxBytes = Number.POSITIVE_INFINITY, options = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
            cwd,
            env: gitEnv(options.env),
            stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
            windowsHide: true,
        });
        if (options.input !== undefined && child.stdin) {
            // git may exit before reading everything (a bad revision): that is its answer, not ours.
            child.stdin.on('error', () => undefined);
            child.stdin.end(options.input);
        }
        const stderr = [];
        let size = 0;
        let over = false;
        child.stdout?.on('data', (chunk) => {
            if (over)
                return;
            size += chunk.length;
            if (size > maxBytes) {
                over = true;
                child.kill();
            }
            else
                onStdout(chunk);
        });
        child.stderr?.on('data', (b) => stderr.push(b));
        child.once('error', (error) => {
            reject(new Error(error.code === 'ENOENT'
                ? `git could not be started: it is not on PATH (${error.message})`
                : `git could not be started: ${error.message}`));
        });
        child.once('close', (code, signal) => {
            resolve({
                exitCode: code ?? (signal ? 128 : 1),
                stderr: Buffer.concat(stderr).toString('utf8'),
                over,
            });
        });
    });
}
/** `git args` with stdout kept whole, up to `maxBytes` (see runGit). */
async function runCaptured(cwd, args, maxBytes, options) {
    const chunks = [];
    const r = await runGit(cwd, args, (chunk) => chunks.push(chunk), maxBytes, options);
    return { ...r, stdout: Buffer.concat(chunks).toString('utf8') };
}
/** One git process for a repository of our own (the lane workspace), located by `options.env`. */
async function gitCommand(cwd, args, options = {}) {
    const { exitCode, stdout, stderr } = await runCaptured(cwd, args, undefined, options);
    return { exitCode, stdout, stderr };
}
/** A ref one line of `cat-file --batch-check` can carry: not empty, no option, no line break or space. */
function askable(ref) {
    return ref !== '' && !ref.startsWith('-') && !/[\s]/.test(ref);
}
/** A repository-relative path as git names it: forward slashes, no leading `./`. */
function cleanPath(path) {
    return path
        .split('\\')
        .join('/')
        .replace(/^(\.\/)+/, '');
}
/** A repository-relative file path: no empty, `.` or `..` segment; else `missing` unasked. */
function isTreePath(path) {
    return path.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}
/** One entry of `ls-tree -z -l`: `<mode> <type> <oid> <size, padded>\t<path>` (size `-` for a tree). */
const LS_TREE_ENTRY_RE = /^(\d{6}) ([a-z]+) ([0-9a-f]+) +(-|\d+)\t([\s\S]*)$/;
const MISSING = { kind: 'missing' };
/**
 * The blobs `oids` name, from one `cat-file --batch`: each answer is `<oid> <type> <size>\n`, that
 * many bytes and a newline, or `<oid> missing\n`. `bytes`: what they add up to, as listed.
 */
async function readBlobs(cwd, oids, bytes) {
    const chunks = [];
    // Each header is under 100 bytes: more than that is not the listed blobs, and is not kept.
    const r = await runGit(cwd, ['cat-file', '--batch'], (c) => chunks.push(c), bytes + 100 * oids.length, {
        input: oids.map((oid) => `${oid}\n`).join(''),
    });
    const blobs = new Map();
    if (r.exitCode !== 0 || r.over)
        return { blobs, over: r.over };
    const out = Buffer.concat(chunks);
    let at = 0;
    while (at < out.length) {
        const eol = out.indexOf(0x0a, at);
        if (eol < 0)
            break;
        const [oid = '', type, size] = out.toString('latin1', at, eol).split(' ');
        at = eol + 1;
        if (type === undefined || size === undefined)
            continue; // `<oid> missing`
        const end = at + Number(size);
        if (type === 'blob' && end <= out.length)
            blobs.set(oid, out.toString('utf8', at, end));
        at = end + 1;
    }
    return { blobs, over: false };
}
function createGit(cwd) {
    const exec = (args) => runCaptured(cwd, args).then(({ exitCode, stdout, stderr }) => ({ exitCode, stdout, stderr }));
    const execStream = (args, onStdout) => runGit(cwd, args, onStdout).then(({ exitCode, stderr }) => ({ exitCode, stderr }));
    // One ls-tree for every path, then one cat-file for every blob to read: two processes however
    // many files, where one pair a file would fork this process twice each.
    const readFiles = async (ref, paths) => {
        if (ref === '' || ref.startsWith('-'))
            return paths.map(() => MISSING);
        const clean = paths.map(cleanPath);
        const asked = new Set(clean.filter(isTreePath));
        if (asked.size === 0)
            return paths.map(() => MISSING);
        // Repository-relative whatever the cwd, and each path taken literally (no pathspec magic).
        const ls = await exec(['--literal-pathspecs', 'ls-tree', '-z', '-l', '--full-tree', ref, '--', ...asked]);
        if (ls.exitCode !== 0)
            return paths.map(() => MISSING);
        const answers = new Map();
        for (const line of ls.stdout.split('\0')) {
            const m = LS_TREE_ENTRY_RE.exec(line);
            // Only an exact path counts (the listing could hold a leading directory of one).
            if (!m || !asked.has(m[5] ?? ''))
                continue;
            const [, mode, type, oid = '', size, path = ''] = m;
            const symlink = mode === '120000';
            if (!_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .SHA_RE */ .j0.test(oid))
                continue;
            else if (type !== 'blob' || !(symlink || mode?.startsWith('100')))
                answers.set(path, { kind: 'not_a_file' });
            else if (Number(size) > MAX_GIT_FILE_BYTES)
                answers.set(path, { kind: 'too_large', bytes: Number(size) });
            else
                answers.set(path, { oid, size: Number(size), symlink });
        }
        // Each blob once, however many of the paths name it.
        const sizes = new Map();
        for (const a of answers.values())
            if ('oid' in a)
                sizes.set(a.oid, a.size);
        const { blobs, over } = sizes.size > 0
            ? await readBlobs(cwd, [...sizes.keys()], [...sizes.values()].reduce((sum, n) => sum + n, 0))
            : { blobs: new Map(), over: false };
        return clean.map((path) => {
            const a = answers.get(path);
            if (!a)
                return MISSING;
            if (!('oid' in a))
                return a;
            // git answered more than it listed: nothing of it is taken in.
            if (over)
                return { kind: 'too_large', bytes: a.size };
            const content = blobs.get(a.oid);
            if (content === undefined)
                return MISSING;
            return a.symlink ? { kind: 'symlink', target: content } : { kind: 'file', content };
        });
    };
    return {
        cwd,
        exec,
        execStream,
        async revParse(ref) {
            if (ref === '' || ref.startsWith('-'))
                return null;
            const r = await exec(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
            const sha = r.stdout.trim();
            return r.exitCode === 0 && _vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .SHA_RE */ .j0.test(sha) ? sha : null;
        },
        async revParseAll(refs) {
            // One ref a line: a ref that could break the line protocol is no commit, unasked.
            const asked = refs.filter(askable);
            if (asked.length === 0)
                return refs.map(() => null);
            const r = await runCaptured(cwd, ['cat-file', '--batch-check=%(objectname) %(objecttype)'], undefined, {
                input: asked.map((ref) => `${ref}^{commit}\n`).join(''),
            });
            // One answer a line, in order: `<sha> commit`, or `<ref> missing` / `ambiguous`.
            const lines = r.exitCode === 0 ? r.stdout.split('\n') : [];
            const answers = new Map();
            asked.forEach((ref, i) => {
                const [sha = '', type] = (lines[i] ?? '').split(' ');
                answers.set(ref, type === 'commit' && _vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .SHA_RE */ .j0.test(sha) ? sha : null);
            });
            return refs.map((ref) => answers.get(ref) ?? null);
        },
        async readFile(ref, path) {
            return (await readFiles(ref, [path]))[0] ?? MISSING;
        },
        readFiles,
        async mergeBase(a, b) {
            if (a.startsWith('-') || b.startsWith('-'))
                return null;
            const r = await exec(['merge-base', a, b]);
            const sha = r.stdout.trim();
            return r.exitCode === 0 && sha ? sha : null;
        },
    };
}
/** `git.readFiles` where it has one, else `readFile` of each path. */
function readFilesOf(git, ref, paths) {
    return git.readFiles
        ? git.readFiles(ref, paths)
        : Promise.all(paths.map((path) => git.readFile(ref, path)));
}
const REF_CACHE = Symbol('refCache');
/**
 * The same Git with `revParse`, `mergeBase` and `readFile` answered once per argument: several
 * stages ask for the same refs, and a run reviews one fixed range. Wrapping twice is a no-op.
 * `known`: commit SHAs the caller has already seen git resolve.
 */
function withRefCache(git, known = []) {
    if (git[REF_CACHE])
        return git;
    const memo = (cache, key, load) => {
        let hit = cache.get(key);
        if (!hit) {
            hit = load();
            cache.set(key, hit);
            // A failure (git could not start) is not an answer: the next ask tries again.
            hit.catch(() => cache.delete(key));
        }
        return hit;
    };
    const shas = new Map();
    /** A commit git named is its own answer: asking for it by its SHA costs no process. */
    const knownCommit = (sha) => {
        if (sha && !shas.has(sha))
            shas.set(sha, Promise.resolve(sha));
        return sha;
    };
    for (const sha of known)
        if (_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .SHA_RE */ .j0.test(sha))
            knownCommit(sha);
    const bases = new Map();
    const files = new Map();
    const execStream = git.execStream?.bind(git);
    const cached = {
        [REF_CACHE]: true,
        cwd: git.cwd,
        exec: (args) => git.exec(args),
        ...(execStream ? { execStream } : {}),
        revParse: (ref) => memo(shas, ref, () => git.revParse(ref).then(knownCommit)),
        revParseAll: (refs) => {
            const unknown = [...new Set(refs.filter((ref) => !shas.has(ref)))];
            if (unknown.length > 1 && git.revParseAll) {
                const asked = git.revParseAll(unknown);
                unknown.forEach((ref, i) => memo(shas, ref, () => asked.then((all) => knownCommit(all[i] ?? null))));
            }
            return Promise.all(refs.map((ref) => cached.revParse(ref)));
        },
        mergeBase: (a, b) => memo(bases, `${a}\0${b}`, () => git.mergeBase(a, b).then(knownCommit)),
        readFile: (ref, path) => memo(files, `${ref}\0${path}`, () => git.readFile(ref, path)),
        readFiles: (ref, paths) => {
            const key = (path) => `${ref}\0${path}`;
            const unread = [...new Set(paths.filter((path) => !files.has(key(path))))];
            if (unread.length > 1 && git.readFiles) {
                const asked = git.readFiles(ref, unread);
                unread.forEach((path, i) => memo(files, key(path), () => asked.then((all) => all[i] ?? MISSING)));
            }
            return Promise.all(paths.map((path) => cached.readFile(ref, path)));
        },
    };
    return cached;
}


/***/ })

};
