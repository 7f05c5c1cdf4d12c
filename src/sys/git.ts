/**
 * Git, behind a small interface (STYLE.md 4). The production implementation runs the git binary
 * directly (no shell; node finds it on PATH) with output captured silently; tests use real
 * repositories. Every git process sits on a review's critical path (DESIGN.md §6), so reads are
 * batched: file reads asked for in the same turn of the event loop share one `ls-tree` per ref
 * and one `cat-file --batch`.
 */
import { spawn } from 'node:child_process';

export type GitFile =
  | { kind: 'file'; content: string }
  | { kind: 'symlink'; target: string }
  | { kind: 'missing' }
  | { kind: 'not_a_file' };

export interface GitResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface Git {
  readonly cwd: string;
  exec(args: string[]): Promise<GitResult>;
  /** The full commit SHA `ref` names, or null. */
  revParse(ref: string): Promise<string | null>;
  /**
   * `revParse` for several refs, answered in order, with one git process where it can.
   * Optional: fakes may omit it (`withRefCache` then asks `revParse` once per ref).
   */
  revParseMany?(refs: readonly string[]): Promise<Array<string | null>>;
  /** `path` at `ref` read as a git object — never from the working tree. */
  readFile(ref: string, path: string): Promise<GitFile>;
  mergeBase(a: string, b: string): Promise<string | null>;
  /**
   * Like `exec`, but stdout is handed over chunk by chunk and never accumulated, so a large
   * output (a PR's whole diff) is held at most once, by the consumer. Optional: fakes may omit it.
   */
  execStream?(
    args: string[],
    onStdout: (chunk: Buffer) => void,
  ): Promise<{ exitCode: number; stderr: string }>;
}

const SHA_RE = /^[0-9a-f]{40,64}$/;

const GIT_ENV = { GIT_TERMINAL_PROMPT: '0', GCM_INTERACTIVE: 'Never', LC_ALL: 'C' };

/** Runs git in `cwd`; stdout goes to `onStdout` chunk by chunk. Rejects only when git cannot start. */
function runGit(
  cwd: string,
  args: string[],
  onStdout: (chunk: Buffer) => void,
  input?: string,
): Promise<{ exitCode: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd,
      env: { ...process.env, ...GIT_ENV },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const stderr: Buffer[] = [];
    child.stdout?.on('data', onStdout);
    child.stderr?.on('data', (b: Buffer) => stderr.push(b));
    if (input !== undefined && child.stdin) {
      // git may exit before reading everything (a bad revision): that is its answer, not ours.
      child.stdin.on('error', () => undefined);
      child.stdin.end(input);
    }
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `git could not be started: it is not on PATH (${error.message})`
            : `git could not be started: ${error.message}`,
        ),
      );
    });
    child.once('close', (code, signal) => {
      resolve({ exitCode: code ?? (signal ? 128 : 1), stderr: Buffer.concat(stderr).toString('utf8') });
    });
  });
}

async function runCaptured(
  cwd: string,
  args: string[],
  input?: string,
): Promise<GitResult & { raw: Buffer }> {
  const chunks: Buffer[] = [];
  const r = await runGit(cwd, args, (b) => chunks.push(b), input);
  const raw = Buffer.concat(chunks);
  return { exitCode: r.exitCode, stdout: raw.toString('utf8'), stderr: r.stderr, raw };
}

/** A repository-relative path as git names it: forward slashes, no leading `./`. */
function cleanPath(path: string): string {
  return path
    .split('\\')
    .join('/')
    .replace(/^(\.\/)+/, '');
}

/**
 * The objects `oids` as `cat-file --batch` prints them: `<oid> <type> <size>\n<bytes>\n`, or
 * `<oid> missing\n`. Returns the contents of the blobs it found.
 */
function parseBatch(raw: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  let at = 0;
  while (at < raw.length) {
    const eol = raw.indexOf(10, at);
    if (eol === -1) break;
    const [oid, type, size] = raw.toString('utf8', at, eol).split(' ');
    at = eol + 1;
    if (type === undefined || size === undefined || oid === undefined) continue; // "<oid> missing"
    const n = Number(size);
    out.set(oid, raw.toString('utf8', at, at + n));
    at += n + 1;
  }
  return out;
}

interface FileAsk {
  ref: string;
  path: string;
  resolve: (file: GitFile) => void;
  reject: (error: unknown) => void;
}

export function createGit(cwd: string): Git {
  const exec = (args: string[], input?: string): Promise<GitResult> =>
    runCaptured(cwd, args, input).then(({ exitCode, stdout, stderr }) => ({ exitCode, stdout, stderr }));
  const revParse = async (ref: string): Promise<string | null> => {
    if (ref.startsWith('-')) return null;
    const r = await exec(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    const sha = r.stdout.trim();
    return r.exitCode === 0 && SHA_RE.test(sha) ? sha : null;
  };

  /** The files at one ref: one `ls-tree` for their modes, one `cat-file --batch` for the blobs. */
  const readAt = async (ref: string, paths: readonly string[]): Promise<Map<string, GitFile>> => {
    const files = new Map<string, GitFile>(paths.map((p) => [p, { kind: 'missing' }]));
    // Repository-relative whatever the cwd, and the paths taken literally (no pathspec magic).
    const ls = await exec(['--literal-pathspecs', 'ls-tree', '-z', '--full-tree', ref, '--', ...paths]);
    if (ls.exitCode !== 0) return files;
    const wanted = new Map<string, { oid: string; symlink: boolean }>();
    for (const entry of ls.stdout.split('\0')) {
      const tab = entry.indexOf('\t');
      if (tab === -1) continue;
      const path = entry.slice(tab + 1);
      // ls-tree lists a leading directory of a path too; only exact paths count.
      if (!files.has(path)) continue;
      const [mode, type, oid] = entry.slice(0, tab).split(' ');
      if (mode === '120000' && oid) wanted.set(path, { oid, symlink: true });
      else if (type === 'blob' && oid) wanted.set(path, { oid, symlink: false });
      else files.set(path, { kind: 'not_a_file' });
    }
    if (wanted.size === 0) return files;
    const oids = [...new Set([...wanted.values()].map((w) => w.oid))];
    const batch = await runCaptured(cwd, ['cat-file', '--batch'], oids.map((o) => `${o}\n`).join(''));
    const blobs = batch.exitCode === 0 ? parseBatch(batch.raw) : new Map<string, string>();
    for (const [path, w] of wanted) {
      const content = blobs.get(w.oid);
      if (content === undefined) continue; // stays missing
      files.set(path, w.symlink ? { kind: 'symlink', target: content } : { kind: 'file', content });
    }
    return files;
  };

  // Reads asked for in one turn of the event loop go to git together.
  let asks: FileAsk[] = [];
  const flush = (): void => {
    const batch = asks;
    asks = [];
    const byRef = new Map<string, FileAsk[]>();
    for (const a of batch) byRef.set(a.ref, [...(byRef.get(a.ref) ?? []), a]);
    for (const [ref, group] of byRef) {
      readAt(ref, [...new Set(group.map((a) => a.path))]).then(
        (files) => group.forEach((a) => a.resolve(files.get(a.path) ?? { kind: 'missing' })),
        (error: unknown) => group.forEach((a) => a.reject(error)),
      );
    }
  };

  const git: Git = {
    cwd,
    exec: (args) => exec(args),
    execStream: (args, onStdout) => runGit(cwd, args, onStdout),
    revParse,
    async revParseMany(refs) {
      // `cat-file --batch-check` resolves one revision per input line with the same machinery
      // as `rev-parse --verify`, in one process. A ref it could read differently (whitespace,
      // a line break, a leading dash) goes to revParse; so does everything if git stops early
      // (some revisions make it exit rather than answer "missing").
      const batchable = (ref: string) => ref !== '' && !ref.startsWith('-') && !/\s/.test(ref);
      const asked = refs.filter(batchable);
      const answers = new Map<string, string | null>();
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
    readFile(ref, path) {
      if (ref.startsWith('-')) return Promise.resolve({ kind: 'missing' });
      return new Promise<GitFile>((resolve, reject) => {
        if (asks.length === 0) setImmediate(flush);
        asks.push({ ref, path: cleanPath(path), resolve, reject });
      });
    },
    async mergeBase(a, b) {
      if (a.startsWith('-') || b.startsWith('-')) return null;
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
export function withRefCache(git: Git): Git & Required<Pick<Git, 'revParseMany'>> {
  if ((git as { [REF_CACHE]?: true })[REF_CACHE]) return git as Git & Required<Pick<Git, 'revParseMany'>>;
  const memo = <T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> => {
    let hit = cache.get(key);
    if (!hit) {
      hit = load();
      cache.set(key, hit);
      // A failure (git could not start) is not an answer: the next ask tries again.
      hit.catch(() => cache.delete(key));
    }
    return hit;
  };
  const shas = new Map<string, Promise<string | null>>();
  const revParseMany = (refs: readonly string[]): Promise<Array<string | null>> => {
    const fresh = [...new Set(refs)].filter((ref) => !shas.has(ref));
    if (fresh.length > 0 && git.revParseMany) {
      const batch = git.revParseMany(fresh);
      fresh.forEach((ref, i) => memo(shas, ref, () => batch.then((answers) => answers[i] ?? null)));
    }
    return Promise.all(refs.map((ref) => memo(shas, ref, () => git.revParse(ref))));
  };
  const bases = new Map<string, Promise<string | null>>();
  const files = new Map<string, Promise<GitFile>>();
  const execStream = git.execStream?.bind(git);
  const cached: Git & Required<Pick<Git, 'revParseMany'>> & { [REF_CACHE]: true } = {
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
