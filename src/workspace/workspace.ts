/**
 * The lane workspace (D18): a fresh checkout of the reviewed commit that spawn lanes run in. A
 * repository of its own borrowing the user's objects read-only, so nothing a lane does reaches the
 * user's; agent configuration at the trusted ref, links as plain files, HEAD at the diff base so
 * `git diff HEAD` shows exactly the change. Over 400 lines on purpose: one lifecycle (make, fill,
 * remove on every way out) whose steps share the handle and its clean-up.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmdirSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ConfigurationError } from '../diagnostics.js';
import { gitCommand, type Git, type GitResult } from '../sys/git.js';
import { isInside } from '../sys/linked-folder.js';
import { liveDirs, removeDir, removeDirAsync } from '../sys/live-dirs.js';
import { isAgentConfigPath } from './agent-config.js';

export interface LaneWorkspace {
  /** The folder lanes run in (their working directory and the prompt's repository root). */
  readonly root: string;
}

export interface WorkspaceLocation {
  /** The user's checkout. */
  cwd: string;
  outDir: string;
  /** Where to make it (the runner's temp folder); the system temp folder otherwise. */
  tempDir?: string;
}

/**
 * The workspace, named after the out directory: CLIs keep per-folder state under HOME, and a run
 * removes what a killed one left. Made empty and listed for removal on a forced exit.
 */
export function reserveWorkspace(where: WorkspaceLocation): LaneWorkspace {
  const base = workspaceBase(where);
  const name = `reviewer-lanes-ws-${createHash('sha256').update(resolve(where.outDir)).digest('hex').slice(0, 12)}`;
  let root = join(base, name);
  removeDir(root);
  try {
    mkdirSync(root, { mode: 0o700 });
  } catch {
    // Not ours to remove (another user's folder in a shared temp folder): a fresh name then.
    root = mkdtempSync(`${root}-`);
  }
  liveDirs.add(root);
  return { root };
}

/** The first of the runner's temp folder and the system's that is outside the checkout. */
function workspaceBase(where: WorkspaceLocation): string {
  const checkout = realOrResolved(where.cwd);
  const candidates = [where.tempDir, tmpdir()].filter((d): d is string => typeof d === 'string' && d !== '');
  for (const dir of candidates) {
    mkdirSync(dir, { recursive: true });
    const real = realOrResolved(dir);
    // A lane CLI reads instruction files up the folders from its working directory: inside the
    // checkout, it would read the pull request's again.
    if (real !== checkout && !isInside(real, checkout)) return real;
  }
  throw new ConfigurationError({
    code: 'workspace_in_checkout',
    path: candidates.join(', '),
    message:
      'is inside the repository under review; lanes run in a workspace made in the temp folder, outside it: set TMPDIR to a folder outside the repository',
  });
}

function realOrResolved(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** Removes the workspace. Resolves to why it could not (the run goes on), or null. */
export async function removeWorkspace(ws: LaneWorkspace): Promise<string | null> {
  // Listed until it is gone: a forced exit meanwhile still removes it.
  const problem = await removeDirAsync(ws.root);
  liveDirs.delete(ws.root);
  return problem;
}

export interface WorkspaceRefs {
  /** The commit whose files the lanes see. */
  tree: string;
  /** The commit the change is diffed from (the merge base, or the last reviewed head): the workspace's HEAD. */
  diffBase: string;
  /** The trusted ref (D5) agent configuration comes from. */
  trusted: string;
}

export interface FilledWorkspace {
  root: string;
  /** The commit whose files are checked out. */
  treeSha: string;
  /** The workspace's HEAD. */
  headSha: string;
  /** Agent-configuration paths whose content is not the tree's (the trusted ref's, or removed). */
  replaced: string[];
  /** What could not be done as asked, for the log. */
  notes: string[];
}

const ZERO_OID_RE = /^0+$/;
/** The empty tree: what a trusted ref that does not resolve holds. */
const EMPTY_TREE = {
  40: '4b825dc642cb6eb9a060e54bf8d69288fbee4904',
  64: '6ef19b41225c5369f1c104d45d8d85efa9b057b53b14b4b9b939dd74decc5321',
} as const;

/** An agent-config path as the trusted ref has it: `mode`/`oid`, or null when it has none. */
interface TrustedEntry {
  path: string;
  mode: string;
  oid: string;
  absent: boolean;
}

function emptyTreeFor(commit: string): string {
  return EMPTY_TREE[commit.length === 64 ? 64 : 40];
}

/**
 * Awaits steps that run together and throws the first one's error (in argument order) only once
 * all have ended: a failed step must not leave another still writing into a folder its caller
 * then removes.
 */
async function allEnded<T extends readonly unknown[]>(steps: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(steps);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * Checks `refs.tree` out with agent configuration from `refs.trusted` and HEAD at `refs.diffBase`.
 * An unresolvable trusted ref means no agent configuration at all; nothing to check out rejects.
 */
export async function fillWorkspace(
  ws: LaneWorkspace,
  git: Git,
  refs: WorkspaceRefs,
): Promise<FilledWorkspace> {
  const notes: string[] = [];
  const [wanted, trusted, diffBase] = await allEnded<[string | null, string | null, string | null]>([
    git.revParse(refs.tree),
    git.revParse(refs.trusted),
    git.revParse(refs.diffBase),
  ]);
  const tree = wanted ?? (await git.revParse('HEAD'));
  if (!tree) {
    throw new ConfigurationError({
      code: 'workspace_checkout',
      message: `cannot make the lanes' workspace: ${refs.tree} is not a commit in ${git.cwd}`,
    });
  }
  if (!wanted)
    notes.push(`${refs.tree} is not in the repository; the workspace holds HEAD (${tree.slice(0, 12)})`);
  if (!trusted)
    notes.push(
      `the trusted ref ${refs.trusted} does not resolve; the workspace holds no agent configuration`,
    );
  if (!diffBase)
    notes.push(`${refs.diffBase} is not in the repository; the workspace's HEAD is the tree itself`);
  const trustedTree = trusted ?? emptyTreeFor(tree);
  const base = diffBase ?? tree;
  const wsGit = workspaceGit(ws.root);

  // What the checkout and its HEAD need, read and made together: the tree's agent configuration
  // that is not the trusted ref's, the diff base's (at the tree itself HEAD comes from what the
  // checkout ends up holding; at the trusted ref it is already the trusted one), where the
  // objects and the shallow file are, and the empty repository.
  const [treeFixes, baseFixes, paths, init] = await allEnded<
    [TrustedEntry[], TrustedEntry[] | null, GitResult, GitResult]
  >([
    configDifferences(git, trustedTree, tree),
    base === tree
      ? Promise.resolve(null)
      : base === trusted
        ? Promise.resolve([])
        : configDifferences(git, trustedTree, base),
    git.exec(['rev-parse', '--path-format=absolute', '--git-path', 'objects', '--git-path', 'shallow']),
    // The files ref backend whatever the user's default, so the branch can be written as a file.
    wsGit([
      '-c',
      'init.defaultRefFormat=files',
      'init',
      '-q',
      '--template=',
      '-b',
      'main',
      ...(tree.length === 64 ? ['--object-format=sha256'] : []),
      ws.root,
    ]),
  ]);
  const [objectsDir, shallowFile] = paths.stdout.split('\n');
  if (paths.exitCode !== 0 || !objectsDir) throw checkoutError('rev-parse --git-path', paths);
  if (init.exitCode !== 0) throw checkoutError('init', init);
  const dotGit = join(ws.root, '.git');
  writeFileSync(join(dotGit, 'objects', 'info', 'alternates'), `${objectsDir}\n`);
  // Appended, so it wins over what init detected: a link in the tree could lead anywhere.
  writeFileSync(join(dotGit, 'config'), '[core]\n\tsymlinks = false\n', { flag: 'a' });
  // History ends where the user's does (a shallow clone): `git log` in the workspace stops there.
  if (shallowFile) copyIfFile(shallowFile, join(dotGit, 'shallow'));

  // git's parallel checkout: a large tree is written by one worker per core (past 100 files).
  const checkout = await wsGit(['-c', 'checkout.workers=0', 'read-tree', '-u', '--reset', tree]);
  if (checkout.exitCode !== 0) throw checkoutError('read-tree', checkout);
  const applied = await applyToWorktree(ws.root, wsGit, treeFixes, notes);
  const headSha = baseFixes
    ? await setHead(ws.root, wsGit, base, baseFixes)
    : await setHead(ws.root, wsGit, tree, applied);
  return { root: ws.root, treeSha: tree, headSha, replaced: applied.map((e) => e.path), notes };
}

/** Points the workspace's `main` at `base`, or at a commit on it with `fixes`. */
async function setHead(
  root: string,
  wsGit: WorkspaceGit,
  base: string,
  fixes: TrustedEntry[],
): Promise<string> {
  const sha = await headCommit(root, wsGit, base, fixes);
  mkdirSync(join(root, '.git', 'refs', 'heads'), { recursive: true });
  writeFileSync(join(root, '.git', 'refs', 'heads', 'main'), `${sha}\n`);
  return sha;
}

type WorkspaceGit = (
  args: string[],
  options?: { input?: string | Buffer; index?: string },
) => Promise<GitResult>;

/**
 * git on the workspace only, without the variables a user's hook may set (GIT_DIR…). Large-file
 * smudge filters are skipped: they download, and lanes read pointers as the diff shows them.
 */
function workspaceGit(root: string): WorkspaceGit {
  return (args, options = {}) =>
    gitCommand(root, args, {
      ...(options.input !== undefined ? { input: options.input } : {}),
      env: {
        GIT_DIR: join(root, '.git'),
        GIT_WORK_TREE: root,
        GIT_INDEX_FILE: options.index,
        GIT_OBJECT_DIRECTORY: undefined,
        GIT_ALTERNATE_OBJECT_DIRECTORIES: undefined,
        GIT_COMMON_DIR: undefined,
        GIT_NAMESPACE: undefined,
        GIT_LFS_SKIP_SMUDGE: '1',
      },
    });
}

function checkoutError(step: string, r: GitResult): ConfigurationError {
  return new ConfigurationError({
    code: 'workspace_checkout',
    message: `cannot make the lanes' workspace (git ${step} exited ${r.exitCode}): ${r.stderr.trim().split('\n').slice(-3).join(' ')}`,
  });
}

function copyIfFile(from: string, to: string): void {
  try {
    if (lstatSync(from).isFile()) copyFileSync(from, to);
  } catch {
    // no such file: a complete history
  }
}

/** The agent-config paths where `other` differs from the trusted tree, as the trusted tree has them. */
async function configDifferences(git: Git, trustedTree: string, other: string): Promise<TrustedEntry[]> {
  const r = await git.exec(['diff-tree', '-r', '-z', '--no-renames', '--no-commit-id', trustedTree, other]);
  if (r.exitCode !== 0) throw checkoutError('diff-tree', r);
  const out: TrustedEntry[] = [];
  const fields = r.stdout.split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const meta = fields[i] ?? '';
    const path = fields[i + 1] ?? '';
    if (!meta.startsWith(':') || !isAgentConfigPath(path)) continue;
    const [srcMode = '', , srcOid = ''] = meta.slice(1).split(' ');
    out.push({ path, mode: srcMode, oid: srcOid, absent: ZERO_OID_RE.test(srcMode) });
  }
  return out;
}

/**
 * The trusted side of each entry into the checked-out tree; an entry that cannot exist beside the
 * tree's files (a folder where the tree has a file) is left out, with a note.
 */
async function applyToWorktree(
  root: string,
  wsGit: WorkspaceGit,
  entries: TrustedEntry[],
  notes: string[],
): Promise<TrustedEntry[]> {
  if (entries.length === 0) return [];
  const removals = entries.filter((e) => e.absent);
  for (const e of removals) removeFile(root, e.path);
  const additions = entries.filter((e) => {
    if (e.absent) return false;
    const blocked = blockingAncestor(root, e.path);
    if (blocked) notes.push(`${e.path} of the trusted ref is left out: ${blocked} is a file in the tree`);
    return !blocked;
  });
  const applied = [...removals, ...additions];
  const index = await wsGit(['update-index', '-z', '--index-info'], { input: indexInfo(applied) });
  if (index.exitCode !== 0) throw checkoutError('update-index', index);
  if (additions.length > 0) {
    const written = await wsGit(['checkout-index', '-f', '-z', '--stdin'], {
      input: additions.map((e) => `${e.path}\0`).join(''),
    });
    if (written.exitCode !== 0) throw checkoutError('checkout-index', written);
  }
  return applied;
}

/** `update-index --index-info` lines: mode 0 removes a path. */
function indexInfo(entries: TrustedEntry[]): string {
  return entries
    .map((e) =>
      e.absent ? `0 ${'0'.repeat(e.oid.length || 40)}\t${e.path}\0` : `${e.mode} ${e.oid}\t${e.path}\0`,
    )
    .join('');
}

/** Unlinks a checked-out file (never following a link) and the folders it leaves empty. */
function removeFile(root: string, path: string): void {
  const abs = join(root, path);
  try {
    unlinkSync(abs);
  } catch {
    return;
  }
  for (let dir = dirname(abs); dir !== root && dir.startsWith(root); dir = dirname(dir)) {
    try {
      if (readdirSync(dir).length > 0) return;
      rmdirSync(dir);
    } catch {
      return;
    }
  }
}

/** The first folder on the way to `path` that exists as something other than a folder. */
function blockingAncestor(root: string, path: string): string | null {
  const parts = path.split('/');
  for (let i = 1; i < parts.length; i++) {
    const at = parts.slice(0, i).join('/');
    try {
      if (!lstatSync(join(root, at)).isDirectory()) return at;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The workspace's HEAD: the diff base, or a commit on it with the trusted agent configuration, so
 * `git diff HEAD` shows the change and nothing of agent configuration.
 */
async function headCommit(
  root: string,
  wsGit: WorkspaceGit,
  base: string,
  fixes: TrustedEntry[],
): Promise<string> {
  if (fixes.length === 0) return base;
  const index = join(root, '.git', 'head-index');
  try {
    for (const [args, input] of [
      [['read-tree', base], undefined],
      [['update-index', '-z', '--index-info'], indexInfo(fixes)],
    ] as const) {
      const r = await wsGit([...args], { index, ...(input !== undefined ? { input } : {}) });
      if (r.exitCode !== 0) throw checkoutError(args[0], r);
    }
    const treeR = await wsGit(['write-tree'], { index });
    if (treeR.exitCode !== 0) throw checkoutError('write-tree', treeR);
    const commitR = await gitCommand(
      root,
      ['commit-tree', treeR.stdout.trim(), '-p', base, '-m', COMMIT_MESSAGE],
      {
        env: {
          GIT_DIR: join(root, '.git'),
          GIT_AUTHOR_NAME: 'reviewer-lanes',
          GIT_AUTHOR_EMAIL: 'reviewer-lanes@localhost',
          GIT_COMMITTER_NAME: 'reviewer-lanes',
          GIT_COMMITTER_EMAIL: 'reviewer-lanes@localhost',
          GIT_INDEX_FILE: undefined,
          GIT_OBJECT_DIRECTORY: undefined,
        },
      },
    );
    if (commitR.exitCode !== 0) throw checkoutError('commit-tree', commitR);
    return commitR.stdout.trim();
  } finally {
    try {
      unlinkSync(index);
    } catch {
      // never written
    }
  }
}

const COMMIT_MESSAGE =
  'Agent configuration from the trusted ref\n\nThe lane workspace keeps agent configuration files as the trusted ref has them.\n';
