/**
 * Git, behind a small interface (STYLE.md 4). The production implementation runs the git binary
 * directly (no shell; node finds it on PATH) with output captured silently; tests use real
 * repositories. Every git process sits on a review's critical path (DESIGN.md §6), so revisions
 * and files are read through one long-lived `cat-file --batch` process (the object reader).
 */
import { spawn } from 'node:child_process';
import { withAbsolutePath } from './path-env.js';

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

/**
 * git's environment: this process's, never prompting, in the C locale, and with only absolute
 * PATH entries, so `git` itself is never found in a folder of the checkout (sys/path-env.ts).
 */
function gitEnv(): NodeJS.ProcessEnv {
  return withAbsolutePath({ ...process.env, ...GIT_ENV });
}

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
      env: gitEnv(),
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

/** An object as `cat-file --batch` prints it. */
interface GitObject {
  oid: string;
  type: string;
  content: Buffer;
}

/** The reader's process went away (or never started) before answering. */
class ReaderGone extends Error {}

/** How long an idle reader process is kept before its stdin is closed and it exits. */
const READER_IDLE_MS = 250;

/**
 * One `git cat-file --batch` process answering object reads for as long as it is busy: a read
 * costs a line written and read back instead of a process started (milliseconds on a review's
 * critical path, DESIGN.md §6). Requests are pipelined; git answers in order. The process never
 * keeps node alive: its handles are unreferenced while nothing is pending, and after a short
 * idle time its stdin is closed so it exits. A process that dies rejects what is pending with
 * `ReaderGone`, and the next read starts a new one.
 */
class ObjectReader {
  private child: ReturnType<typeof spawn> | undefined;
  private pending: Array<{ resolve: (o: GitObject | null) => void; reject: (e: Error) => void }> = [];
  private buffered: Buffer = Buffer.alloc(0);
  private idle: NodeJS.Timeout | undefined;

  constructor(private readonly cwd: string) {}

  /** The object `name` (`<rev>`, `<rev>:<path>`), or null when git has no such object. */
  read(name: string): Promise<GitObject | null> {
    return new Promise((resolve, reject) => {
      const child = this.start();
      if (!child?.stdin) {
        reject(new ReaderGone('git cat-file could not be started'));
        return;
      }
      this.pending.push({ resolve, reject });
      this.hold(true);
      child.stdin.write(`${name}\n`);
    });
  }

  private start(): ReturnType<typeof spawn> | undefined {
    if (this.child) return this.child;
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn('git', ['cat-file', '--batch'], {
        cwd: this.cwd,
        env: gitEnv(),
        stdio: ['pipe', 'pipe', 'ignore'],
        windowsHide: true,
      });
    } catch {
      return undefined;
    }
    this.child = child;
    this.buffered = Buffer.alloc(0);
    this.parts = [];
    this.partsLength = 0;
    this.needed = 0;
    child.stdin?.on('error', () => undefined); // an early exit is reported by 'close'
    child.stdout?.on('data', (chunk: Buffer) => {
      if (this.child === child) this.take(chunk);
    });
    const gone = (why: string) => {
      if (this.child !== child) return;
      this.child = undefined;
      if (this.idle) clearTimeout(this.idle);
      const pending = this.pending;
      this.pending = [];
      for (const p of pending) p.reject(new ReaderGone(why));
    };
    child.once('error', (e: NodeJS.ErrnoException) =>
      gone(
        e.code === 'ENOENT'
          ? `git could not be started: it is not on PATH (${e.message})`
          : `git could not be started: ${e.message}`,
      ),
    );
    child.once('close', () => gone('git cat-file exited'));
    return child;
  }

  /** Keeps node alive while answers are due, and lets it go (and the process idle out) when not. */
  private hold(busy: boolean): void {
    const child = this.child;
    if (!child) return;
    const handles = [child, child.stdin, child.stdout] as Array<{
      ref?: () => void;
      unref?: () => void;
    } | null>;
    for (const h of handles) (busy ? h?.ref : h?.unref)?.call(h);
    if (this.idle) clearTimeout(this.idle);
    this.idle = undefined;
    if (!busy) {
      this.idle = setTimeout(() => {
        if (this.pending.length > 0 || this.child !== child) return;
        // Let go at once: a read from now on starts a new process rather than writing to one
        // that is on its way out.
        this.child = undefined;
        child.stdin?.end();
      }, READER_IDLE_MS);
      this.idle.unref();
    }
  }

  /** Chunks received but not yet parsed, and how many bytes the next answer needs in all. */
  private parts: Buffer[] = [];
  private partsLength = 0;
  private needed = 0;

  /**
   * Parses answers off the stream: `<oid> <type> <size>\n<bytes>\n` or `<name> <problem>\n`.
   * Chunks of a large object are only collected until it is whole, then joined once.
   */
  private take(chunk: Buffer): void {
    this.parts.push(chunk);
    this.partsLength += chunk.length;
    if (this.partsLength < this.needed) return;
    this.buffered =
      this.buffered.length === 0 && this.parts.length === 1
        ? (this.parts[0] as Buffer)
        : Buffer.concat([this.buffered, ...this.parts]);
    this.parts = [];
    this.partsLength = this.buffered.length;
    this.needed = 0;
    for (;;) {
      const eol = this.buffered.indexOf(10);
      if (eol === -1) break;
      const header = this.buffered.toString('utf8', 0, eol);
      const m = /^([0-9a-f]{40,64}) ([a-z]+) (\d+)$/.exec(header);
      let answer: GitObject | null = null;
      let used = eol + 1;
      if (m) {
        const size = Number(m[3]);
        if (this.buffered.length < eol + 1 + size + 1) {
          this.needed = eol + 1 + size + 1; // the rest is still coming
          break;
        }
        answer = {
          oid: m[1] ?? '',
          type: m[2] ?? '',
          content: this.buffered.subarray(eol + 1, eol + 1 + size),
        };
        used = eol + 1 + size + 1;
      }
      this.buffered = this.buffered.subarray(used);
      const next = this.pending.shift();
      next?.resolve(answer);
      if (this.pending.length === 0) this.hold(false);
    }
    // What is left waits for more: it is the start of `buffered`, counted as received.
    this.partsLength = this.buffered.length;
  }
}

/** Reads git can answer through the object reader: the ref and the path each fit one line. */
function readerSafe(ref: string, path: string): boolean {
  return ref !== '' && !ref.startsWith('-') && !/[\s:]/.test(ref) && !/[\n\r]/.test(path);
}

/**
 * A repository-relative file path: no empty, `.` or `..` segment (so not absolute, not a
 * directory, never outside the tree). Anything else is answered `missing` without asking git:
 * `<rev>:./x` would be read relative to the working directory, and ls-tree refuses such paths.
 */
function isTreePath(path: string): boolean {
  return path.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

/**
 * The entry `name` of a binary tree object (`<mode> <name>\0<raw oid>` repeated), or undefined.
 * `oidBytes` is 20 for SHA-1 repositories and 32 for SHA-256 ones.
 */
function treeEntry(tree: Buffer, name: string, oidBytes: number): { mode: string; oid: string } | undefined {
  let at = 0;
  while (at < tree.length) {
    const space = tree.indexOf(32, at);
    const nul = tree.indexOf(0, space + 1);
    if (space === -1 || nul === -1) return undefined;
    const entryName = tree.toString('utf8', space + 1, nul);
    if (entryName === name) {
      return {
        mode: tree.toString('latin1', at, space),
        oid: tree.subarray(nul + 1, nul + 1 + oidBytes).toString('hex'),
      };
    }
    at = nul + 1 + oidBytes;
  }
  return undefined;
}

export function createGit(cwd: string): Git {
  const exec = (args: string[], input?: string): Promise<GitResult> =>
    runCaptured(cwd, args, input).then(({ exitCode, stdout, stderr }) => ({ exitCode, stdout, stderr }));
  const reader = new ObjectReader(cwd);
  const revParseProcess = async (ref: string): Promise<string | null> => {
    const r = await exec(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    const sha = r.stdout.trim();
    return r.exitCode === 0 && SHA_RE.test(sha) ? sha : null;
  };
  // `cat-file` resolves a revision with the same machinery as `rev-parse --verify`. A ref it
  // could read differently (whitespace, a line break) goes to rev-parse; so does one that makes
  // git exit rather than answer "missing".
  const revParse = async (ref: string): Promise<string | null> => {
    if (ref.startsWith('-') || ref === '') return null;
    if (/\s/.test(ref)) return revParseProcess(ref);
    try {
      const o = await reader.read(`${ref}^{commit}`);
      return o && o.type === 'commit' && SHA_RE.test(o.oid) ? o.oid : null;
    } catch (e) {
      if (e instanceof ReaderGone) return revParseProcess(ref);
      throw e;
    }
  };

  /** One file through the object reader: the blob at its path, checked against its parent tree. */
  const readThroughReader = async (ref: string, path: string): Promise<GitFile> => {
    const slash = path.lastIndexOf('/');
    const dir = slash === -1 ? '' : path.slice(0, slash);
    const name = path.slice(slash + 1);
    // Both asked at once (one round trip): the object at the path, and its parent tree for the
    // mode, which says file or symlink and must name the very object we got.
    const [tree, object] = await Promise.all([
      reader.read(dir === '' ? `${ref}^{tree}` : `${ref}:${dir}`),
      reader.read(`${ref}:${path}`),
    ]);
    if (!tree || tree.type !== 'tree') return { kind: 'missing' };
    const entry = treeEntry(tree.content, name, tree.oid.length / 2);
    if (!entry) return { kind: 'missing' };
    if (entry.mode !== '120000' && !entry.mode.startsWith('100')) return { kind: 'not_a_file' };
    if (!object || object.type !== 'blob' || object.oid !== entry.oid) return { kind: 'missing' };
    const content = object.content.toString('utf8');
    return entry.mode === '120000' ? { kind: 'symlink', target: content } : { kind: 'file', content };
  };

  /**
   * One file through `ls-tree` (its mode) and `cat-file --batch` (its bytes): for what the object
   * reader cannot be asked in one line, or when its process is gone.
   */
  const readOne = async (ref: string, path: string): Promise<GitFile> => {
    // Repository-relative whatever the cwd, and the path taken literally (no pathspec magic).
    const ls = await exec(['--literal-pathspecs', 'ls-tree', '-z', '--full-tree', ref, '--', path]);
    if (ls.exitCode !== 0) return { kind: 'missing' };
    // ls-tree lists a leading directory of a path too; only the exact path counts.
    const entry = ls.stdout.split('\0').find((e) => {
      const tab = e.indexOf('\t');
      return tab !== -1 && e.slice(tab + 1) === path;
    });
    if (!entry) return { kind: 'missing' };
    const [mode, type, oid] = entry.slice(0, entry.indexOf('\t')).split(' ');
    const symlink = mode === '120000';
    if (!oid || (!symlink && type !== 'blob')) return { kind: 'not_a_file' };
    const batch = await runCaptured(cwd, ['cat-file', '--batch'], `${oid}\n`);
    const content = batch.exitCode === 0 ? parseBatch(batch.raw).get(oid) : undefined;
    if (content === undefined) return { kind: 'missing' };
    return symlink ? { kind: 'symlink', target: content } : { kind: 'file', content };
  };

  const git: Git = {
    cwd,
    exec: (args) => exec(args),
    execStream: (args, onStdout) => runGit(cwd, args, onStdout),
    revParse,
    // Each ref is a line to the one object reader: pipelined, one process for them all.
    revParseMany: (refs) => Promise.all(refs.map(revParse)),
    readFile(ref, path) {
      if (ref.startsWith('-')) return Promise.resolve({ kind: 'missing' });
      const clean = cleanPath(path);
      if (!isTreePath(clean)) return Promise.resolve({ kind: 'missing' });
      if (readerSafe(ref, clean)) {
        return readThroughReader(ref, clean).catch((e: unknown) => {
          if (e instanceof ReaderGone) return readOne(ref, clean);
          throw e;
        });
      }
      return readOne(ref, clean);
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
