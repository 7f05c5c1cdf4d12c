export const id = 681;
export const ids = [681];
export const modules = {

/***/ 681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGit: () => (/* binding */ createGit),
/* harmony export */   withRefCache: () => (/* binding */ withRefCache)
/* harmony export */ });
/* harmony import */ var _actions_exec__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1955);
/* harmony import */ var _actions_io__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8701);
/**
 * Git, behind a small interface (STYLE.md 4). The production implementation runs the git
 * binary through @actions/exec with output captured silently; tests use real repositories.
 */


const SHA_RE = /^[0-9a-f]{40,64}$/;
const GIT_ENV = { GIT_TERMINAL_PROMPT: '0', GCM_INTERACTIVE: 'Never', LC_ALL: 'C' };
function createGit(cwd) {
    // Found on PATH once per instance, not once per command: each lookup walks every PATH entry
    // before the process can start. A failed lookup is retried next time.
    let gitPath;
    const locate = () => {
        gitPath ??= (0,_actions_io__WEBPACK_IMPORTED_MODULE_1__/* .which */ .K7)('git', true).catch((error) => {
            gitPath = undefined;
            throw error;
        });
        return gitPath;
    };
    const exec = async (args, input) => {
        const env = {};
        for (const [k, v] of Object.entries(process.env))
            if (v !== undefined)
                env[k] = v;
        const r = await (0,_actions_exec__WEBPACK_IMPORTED_MODULE_0__/* .getExecOutput */ .H)(await locate(), args, {
            cwd,
            silent: true,
            ignoreReturnCode: true,
            env: { ...env, ...GIT_ENV },
            ...(input !== undefined ? { input: Buffer.from(input, 'utf8') } : {}),
        });
        return { exitCode: r.exitCode, stdout: r.stdout, stderr: r.stderr };
    };
    const execStream = async (args, onStdout) => {
        const env = {};
        for (const [k, v] of Object.entries(process.env))
            if (v !== undefined)
                env[k] = v;
        const stderr = [];
        const exitCode = await (0,_actions_exec__WEBPACK_IMPORTED_MODULE_0__/* .exec */ .m)(await locate(), args, {
            cwd,
            silent: true,
            ignoreReturnCode: true,
            env: { ...env, ...GIT_ENV },
            listeners: { stdout: onStdout, stderr: (b) => stderr.push(b) },
        });
        return { exitCode, stderr: Buffer.concat(stderr).toString('utf8') };
    };
    const revParse = async (ref) => {
        if (ref.startsWith('-'))
            return null;
        const r = await exec(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
        const sha = r.stdout.trim();
        return r.exitCode === 0 && SHA_RE.test(sha) ? sha : null;
    };
    const git = {
        cwd,
        exec: (args) => exec(args),
        execStream,
        revParse,
        async revParseMany(refs) {
            // `cat-file --batch-check` resolves one revision per input line with the same machinery
            // as `rev-parse --verify`, in one process. A ref it could read differently (whitespace,
            // a line break, a leading dash) goes to revParse; so does everything if git stops early
            // (some revisions make it exit rather than answer "missing").
            const batchable = (ref) => ref !== '' && !ref.startsWith('-') && !/\s/.test(ref);
            const asked = refs.filter(batchable);
            const answers = new Map();
            if (asked.length > 1) {
                const r = await exec(['cat-file', '--batch-check'], asked.map((ref) => `${ref}^{commit}\n`).join(''));
                const lines = r.stdout.split('\n');
                if (r.exitCode === 0 && lines.length === asked.length + 1) {
                    asked.forEach((ref, i) => {
                        const m = /^([0-9a-f]{40,64}) commit \d+$/.exec(lines[i] ?? '');
                        answers.set(ref, m?.[1] ?? null);
                    });
                }
            }
            return Promise.all(refs.map((ref) => (answers.has(ref) ? (answers.get(ref) ?? null) : revParse(ref))));
        },
        async readFile(ref, path) {
            if (ref.startsWith('-'))
                return { kind: 'missing' };
            const clean = path
                .split('\\')
                .join('/')
                .replace(/^(\.\/)+/, '');
            // Repository-relative whatever the cwd, and the path taken literally (no pathspec magic).
            const ls = await exec(['--literal-pathspecs', 'ls-tree', '-z', '--full-tree', ref, '--', clean]);
            if (ls.exitCode !== 0 || ls.stdout === '')
                return { kind: 'missing' };
            const entry = ls.stdout.split('\0')[0] ?? '';
            const tab = entry.indexOf('\t');
            const meta = tab === -1 ? entry : entry.slice(0, tab);
            // ls-tree matches a leading directory too; only the exact path counts.
            if (tab === -1 || entry.slice(tab + 1) !== clean)
                return { kind: 'missing' };
            const [mode, type, object] = meta.split(' ');
            if (mode === '120000') {
                const t = await exec(['cat-file', 'blob', object ?? '']);
                return { kind: 'symlink', target: t.stdout };
            }
            if (type !== 'blob')
                return { kind: 'not_a_file' };
            const blob = await exec(['cat-file', 'blob', object ?? '']);
            if (blob.exitCode !== 0)
                return { kind: 'missing' };
            return { kind: 'file', content: blob.stdout };
        },
        async mergeBase(a, b) {
            if (a.startsWith('-') || b.startsWith('-'))
                return null;
            const r = await exec(['merge-base', a, b]);
            const sha = r.stdout.trim();
            return r.exitCode === 0 && sha ? sha : null;
        },
    };
    return git;
}
const REF_CACHE = Symbol('refCache');
/**
 * The same Git, with `revParse`, `mergeBase` and `readFile` answered once per argument for the
 * lifetime of the returned object. One run asks for the same refs from several stages (flag
 * checks, the baseline, the diff, the prompt); each question costs a git process, and refs are
 * taken to stay put for the run (a run reviews one fixed range). Wrapping twice is a no-op.
 */
function withRefCache(git) {
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
    const revParseMany = (refs) => {
        const fresh = [...new Set(refs)].filter((ref) => !shas.has(ref));
        if (fresh.length > 0 && git.revParseMany) {
            const batch = git.revParseMany(fresh);
            fresh.forEach((ref, i) => memo(shas, ref, () => batch.then((answers) => answers[i] ?? null)));
        }
        return Promise.all(refs.map((ref) => memo(shas, ref, () => git.revParse(ref))));
    };
    const bases = new Map();
    const files = new Map();
    const execStream = git.execStream?.bind(git);
    const cached = {
        [REF_CACHE]: true,
        cwd: git.cwd,
        exec: (args) => git.exec(args),
        ...(execStream ? { execStream } : {}),
        revParse: (ref) => memo(shas, ref, () => git.revParse(ref)),
        revParseMany,
        mergeBase: (a, b) => memo(bases, `${a}\0${b}`, () => git.mergeBase(a, b)),
        readFile: (ref, path) => memo(files, `${ref}\0${path}`, () => git.readFile(ref, path)),
    };
    return cached;
}


/***/ })

};
