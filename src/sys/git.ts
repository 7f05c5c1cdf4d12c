/**
 * Git behind a small interface, one plain command per question. node:child_process, not
 * @actions/exec: that holds a whole line in memory (a minified file's diff) and cannot stop a
 * command, so the byte caps below could not hold through it.
 */
import { spawn } from 'node:child_process';
import { SHA_RE } from '../vocabulary.js';
import { withAbsolutePath } from './path-env.js';

export type GitFile =
  | { kind: 'file'; content: string }
  | { kind: 'symlink'; target: string }
  | { kind: 'missing' }
  | { kind: 'not_a_file' }
  | { kind: 'too_large'; bytes: number };

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
  /** `revParse` of each ref, asked of one git process (each is a fork of this one). Fakes may omit it. */
  revParseAll?(refs: readonly string[]): Promise<(string | null)[]>;
  /** `path` at `ref` as a git object, never the working tree; over MAX_GIT_FILE_BYTES, unread. */
  readFile(ref: string, path: string): Promise<GitFile>;
  /** `readFile` of each path, in order, from two git processes however many. Fakes may omit it. */
  readFiles?(ref: string, paths: readonly string[]): Promise<GitFile[]>;
  mergeBase(a: string, b: string): Promise<string | null>;
  /** `exec` with stdout handed over chunk by chunk, never accumulated. Fakes may omit it. */
  execStream?(
    args: string[],
    onStdout: (chunk: Buffer) => void,
  ): Promise<{ exitCode: number; stderr: string }>;
}

/** The largest file `readFile` returns: the 1 MiB every manifest and config file is held to. */
export const MAX_GIT_FILE_BYTES = 1024 * 1024;

const GIT_ENV = { GIT_TERMINAL_PROMPT: '0', GCM_INTERACTIVE: 'Never', LC_ALL: 'C' };

/** git's environment: never prompting, C locale, and absolute PATH entries only (path-env.ts). */
function gitEnv(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...GIT_ENV, ...overrides };
  for (const [name, value] of Object.entries(overrides)) if (value === undefined) delete env[name];
  return withAbsolutePath(env);
}

export interface GitCommandOptions {
  /** Written to git's stdin, which is then closed. */
  input?: string | Buffer;
  /** Variables set for this git (an undefined value removes one this process has). */
  env?: Record<string, string | undefined>;
}

/** Runs git, stdout to `onStdout`; past `maxBytes` git is killed and `over` set. */
function runGit(
  cwd: string,
  args: string[],
  onStdout: (chunk: Buffer) => void,
  maxBytes = Number.POSITIVE_INFINITY,
  options: GitCommandOptions = {},
): Promise<{ exitCode: number; stderr: string; over: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
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
    const stderr: Buffer[] = [];
    let size = 0;
    let over = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > maxBytes) {
        over = true;
        child.kill();
      } else onStdout(chunk);
    });
    child.stderr?.on('data', (b: Buffer) => stderr.push(b));
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
      resolve({
        exitCode: code ?? (signal ? 128 : 1),
        stderr: Buffer.concat(stderr).toString('utf8'),
        over,
      });
    });
  });
}

/** `git args` with stdout kept whole, up to `maxBytes` (see runGit). */
async function runCaptured(
  cwd: string,
  args: string[],
  maxBytes?: number,
  options?: GitCommandOptions,
): Promise<GitResult & { over: boolean }> {
  const chunks: Buffer[] = [];
  const r = await runGit(cwd, args, (chunk) => chunks.push(chunk), maxBytes, options);
  return { ...r, stdout: Buffer.concat(chunks).toString('utf8') };
}

/** One git process for a repository of our own (the lane workspace), located by `options.env`. */
export async function gitCommand(
  cwd: string,
  args: string[],
  options: GitCommandOptions = {},
): Promise<GitResult> {
  const { exitCode, stdout, stderr } = await runCaptured(cwd, args, undefined, options);
  return { exitCode, stdout, stderr };
}

/** A ref one line of `cat-file --batch-check` can carry: not empty, no option, no line break or space. */
function askable(ref: string): boolean {
  return ref !== '' && !ref.startsWith('-') && !/[\s]/.test(ref);
}

/** A repository-relative path as git names it: forward slashes, no leading `./`. */
function cleanPath(path: string): string {
  return path
    .split('\\')
    .join('/')
    .replace(/^(\.\/)+/, '');
}

/** A repository-relative file path: no empty, `.` or `..` segment; else `missing` unasked. */
function isTreePath(path: string): boolean {
  return path.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

/** One entry of `ls-tree -z -l`: `<mode> <type> <oid> <size, padded>\t<path>` (size `-` for a tree). */
const LS_TREE_ENTRY_RE = /^(\d{6}) ([a-z]+) ([0-9a-f]+) +(-|\d+)\t([\s\S]*)$/;

const MISSING: GitFile = { kind: 'missing' };

/**
 * The blobs `oids` name, from one `cat-file --batch`: each answer is `<oid> <type> <size>\n`, that
 * many bytes and a newline, or `<oid> missing\n`. `bytes`: what they add up to, as listed.
 */
async function readBlobs(
  cwd: string,
  oids: readonly string[],
  bytes: number,
): Promise<{ blobs: Map<string, string>; over: boolean }> {
  const chunks: Buffer[] = [];
  // Each header is under 100 bytes: more than that is not the listed blobs, and is not kept.
  const r = await runGit(cwd, ['cat-file', '--batch'], (c) => chunks.push(c), bytes + 100 * oids.length, {
    input: oids.map((oid) => `${oid}\n`).join(''),
  });
  const blobs = new Map<string, string>();
  if (r.exitCode !== 0 || r.over) return { blobs, over: r.over };
  const out = Buffer.concat(chunks);
  let at = 0;
  while (at < out.length) {
    const eol = out.indexOf(0x0a, at);
    if (eol < 0) break;
    const [oid = '', type, size] = out.toString('latin1', at, eol).split(' ');
    at = eol + 1;
    if (type === undefined || size === undefined) continue; // `<oid> missing`
    const end = at + Number(size);
    if (type === 'blob' && end <= out.length) blobs.set(oid, out.toString('utf8', at, end));
    at = end + 1;
  }
  return { blobs, over: false };
}

export function createGit(cwd: string): Git {
  const exec = (args: string[]): Promise<GitResult> =>
    runCaptured(cwd, args).then(({ exitCode, stdout, stderr }) => ({ exitCode, stdout, stderr }));
  const execStream = (args: string[], onStdout: (chunk: Buffer) => void) =>
    runGit(cwd, args, onStdout).then(({ exitCode, stderr }) => ({ exitCode, stderr }));

  // One ls-tree for every path, then one cat-file for every blob to read: two processes however
  // many files, where one pair a file would fork this process twice each.
  const readFiles = async (ref: string, paths: readonly string[]): Promise<GitFile[]> => {
    if (ref === '' || ref.startsWith('-')) return paths.map(() => MISSING);
    const clean = paths.map(cleanPath);
    const asked = new Set(clean.filter(isTreePath));
    if (asked.size === 0) return paths.map(() => MISSING);
    // Repository-relative whatever the cwd, and each path taken literally (no pathspec magic).
    const ls = await exec(['--literal-pathspecs', 'ls-tree', '-z', '-l', '--full-tree', ref, '--', ...asked]);
    if (ls.exitCode !== 0) return paths.map(() => MISSING);
    const answers = new Map<string, GitFile | { oid: string; size: number; symlink: boolean }>();
    for (const line of ls.stdout.split('\0')) {
      const m = LS_TREE_ENTRY_RE.exec(line);
      // Only an exact path counts (the listing could hold a leading directory of one).
      if (!m || !asked.has(m[5] ?? '')) continue;
      const [, mode, type, oid = '', size, path = ''] = m;
      const symlink = mode === '120000';
      if (!SHA_RE.test(oid)) continue;
      else if (type !== 'blob' || !(symlink || mode?.startsWith('100')))
        answers.set(path, { kind: 'not_a_file' });
      else if (Number(size) > MAX_GIT_FILE_BYTES)
        answers.set(path, { kind: 'too_large', bytes: Number(size) });
      else answers.set(path, { oid, size: Number(size), symlink });
    }
    // Each blob once, however many of the paths name it.
    const sizes = new Map<string, number>();
    for (const a of answers.values()) if ('oid' in a) sizes.set(a.oid, a.size);
    const { blobs, over } =
      sizes.size > 0
        ? await readBlobs(
            cwd,
            [...sizes.keys()],
            [...sizes.values()].reduce((sum, n) => sum + n, 0),
          )
        : { blobs: new Map<string, string>(), over: false };
    return clean.map((path): GitFile => {
      const a = answers.get(path);
      if (!a) return MISSING;
      if (!('oid' in a)) return a;
      // git answered more than it listed: nothing of it is taken in.
      if (over) return { kind: 'too_large', bytes: a.size };
      const content = blobs.get(a.oid);
      if (content === undefined) return MISSING;
      return a.symlink ? { kind: 'symlink', target: content } : { kind: 'file', content };
    });
  };

  return {
    cwd,
    exec,
    execStream,
    async revParse(ref) {
      if (ref === '' || ref.startsWith('-')) return null;
      const r = await exec(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
      const sha = r.stdout.trim();
      return r.exitCode === 0 && SHA_RE.test(sha) ? sha : null;
    },
    async revParseAll(refs) {
      // One ref a line: a ref that could break the line protocol is no commit, unasked.
      const asked = refs.filter(askable);
      if (asked.length === 0) return refs.map(() => null);
      const r = await runCaptured(cwd, ['cat-file', '--batch-check=%(objectname) %(objecttype)'], undefined, {
        input: asked.map((ref) => `${ref}^{commit}\n`).join(''),
      });
      // One answer a line, in order: `<sha> commit`, or `<ref> missing` / `ambiguous`.
      const lines = r.exitCode === 0 ? r.stdout.split('\n') : [];
      const answers = new Map<string, string | null>();
      asked.forEach((ref, i) => {
        const [sha = '', type] = (lines[i] ?? '').split(' ');
        answers.set(ref, type === 'commit' && SHA_RE.test(sha) ? sha : null);
      });
      return refs.map((ref) => answers.get(ref) ?? null);
    },
    async readFile(ref, path) {
      return (await readFiles(ref, [path]))[0] ?? MISSING;
    },
    readFiles,
    async mergeBase(a, b) {
      if (a.startsWith('-') || b.startsWith('-')) return null;
      const r = await exec(['merge-base', a, b]);
      const sha = r.stdout.trim();
      return r.exitCode === 0 && sha ? sha : null;
    },
  };
}

/** `git.readFiles` where it has one, else `readFile` of each path. */
export function readFilesOf(git: Git, ref: string, paths: readonly string[]): Promise<GitFile[]> {
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
export function withRefCache(git: Git, known: readonly string[] = []): Git {
  if ((git as { [REF_CACHE]?: true })[REF_CACHE]) return git;
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
  /** A commit git named is its own answer: asking for it by its SHA costs no process. */
  const knownCommit = (sha: string | null): string | null => {
    if (sha && !shas.has(sha)) shas.set(sha, Promise.resolve(sha));
    return sha;
  };
  for (const sha of known) if (SHA_RE.test(sha)) knownCommit(sha);
  const bases = new Map<string, Promise<string | null>>();
  const files = new Map<string, Promise<GitFile>>();
  const execStream = git.execStream?.bind(git);
  const cached: Git & { [REF_CACHE]: true } = {
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
      const key = (path: string) => `${ref}\0${path}`;
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

/** git's C-style quoting of a path (with core.quotePath=false: only `"`, `\` and controls). */
export function quoteGitPath(p: string): string {
  let plain = true;
  for (let i = 0; i < p.length && plain; i++) {
    const c = p.charCodeAt(i);
    plain = c >= 0x20 && c !== 0x7f && c !== 0x22 && c !== 0x5c;
  }
  if (plain) return p;
  const named: Record<string, string> = {
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
