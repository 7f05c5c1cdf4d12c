/**
 * The change under review (D10): the files changed from merge-base(base, head) to head, with stats
 * and diffs, from git or the `pulls/N/files` API; both give the same `Change`.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { Git } from '../sys/git.js';
import { quoteGitPath } from '../sys/git.js';
import { DIFF_HEADER, DiffSplitter, ListingThenPatch, type DiffSection } from './diff.js';

export type ChangeStatus = 'added' | 'modified' | 'deleted' | 'renamed' | 'copied' | 'type_changed';

/** Why a file has no diff text: git saw a binary file, or the API sent no `patch`. */
export type NoDiffReason = 'binary' | 'no_patch' | 'total_limit';

export interface ChangedFile {
  /** The path at head (for a deletion, the path that was deleted). */
  path: string;
  /** The path at the merge base, for renames and copies. */
  previousPath?: string;
  status: ChangeStatus;
  additions: number;
  deletions: number;
  binary: boolean;
  /** The file's unified diff, git headers included; null when there is none (see `noDiff`). */
  diff: string | null;
  noDiff?: NoDiffReason;
  /** Characters of this file's diff as produced; larger than `diff.length` when it was clipped. */
  diffChars: number;
}

export interface Change {
  /** The merge base (from git) or the PR's base commit (from the API). */
  baseSha: string;
  headSha: string;
  source: 'git' | 'api';
  files: ChangedFile[];
}

export type ChangeResult = { ok: true; change: Change } | { ok: false; error: Diagnostic };

export interface CollectOptions {
  /** One file's diff is kept up to this many characters (default beyond any reviewer's context). */
  maxFileDiffChars?: number;
  /**
   * All diffs together are kept up to this many characters (`noDiff: 'total_limit'` after): git
   * stores identical files once, so a small commit can hold a diff too large for memory.
   */
  maxTotalDiffChars?: number;
}

const DEFAULT_MAX_FILE_DIFF_CHARS = 1_000_000;
const DEFAULT_MAX_TOTAL_DIFF_CHARS = 32_000_000;

const STATUS_BY_LETTER: Record<string, ChangeStatus> = {
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
export async function collectChange(
  git: Git,
  base: string,
  head: string,
  options: CollectOptions = {},
): Promise<ChangeResult> {
  const [headSha, baseSha] = await Promise.all([git.revParse(head), git.revParse(base)]);
  if (!headSha) return refError('head', head);
  if (!baseSha) return refError('base', base);
  // `git diff A...B` is the diff from merge-base(A, B), so it need not wait for the SHA. With -z,
  // the listing and the patches come from one process, split at the first "\0\0".
  const cap = options.maxFileDiffChars ?? DEFAULT_MAX_FILE_DIFF_CHARS;
  const totalCap = options.maxTotalDiffChars ?? DEFAULT_MAX_TOTAL_DIFF_CHARS;
  const reader = new ListingThenPatch(new DiffSplitter(cap, totalCap));
  const args = [
    ...DIFF_ARGS,
    '-z',
    '--raw',
    '--numstat',
    '-p',
    '--submodule=short',
    `${baseSha}...${headSha}`,
  ];
  const diff: Promise<{ exitCode: number; stderr: string }> = git.execStream
    ? git.execStream(args, (chunk) => reader.feed(chunk))
    : git.exec(args).then((r) => {
        reader.feed(Buffer.from(r.stdout, 'utf8'));
        return r;
      });
  // Read together: the diff (from the merge base, which git finds itself) and the merge base.
  const [mergeBase, { exitCode, stderr }] = await Promise.all([git.mergeBase(baseSha, headSha), diff]);
  if (!mergeBase) {
    return {
      ok: false,
      error: {
        code: 'no_merge_base',
        message: `"${base}" and "${head}" have no common ancestor, so there is no change to review; fetch the full history (actions/checkout fetch-depth: 0) or pass another --base.`,
      },
    };
  }
  if (exitCode !== 0) return gitError(stderr);
  const { listing, sections } = reader.finish();
  const files = parseRawNumstat(listing);
  attachSections(files, sections);

  return { ok: true, change: { baseSha: mergeBase, headSha, source: 'git', files } };
}

function refError(which: 'base' | 'head', ref: string): ChangeResult {
  const hint =
    which === 'base'
      ? 'fetch it (actions/checkout fetch-depth: 0) or pass another --base'
      : 'check the --head value';
  return {
    ok: false,
    error: { code: 'bad_ref', message: `The ${which} ref "${ref}" does not name a commit here; ${hint}.` },
  };
}

function gitError(stderr: string): ChangeResult {
  const first = stderr.trim().split('\n')[0] ?? '';
  return { ok: false, error: { code: 'git_failed', message: `git diff failed: ${first || 'no message'}` } };
}

/** `git diff -z --raw --numstat`: every raw entry, then every numstat entry, in the same order. */
export function parseRawNumstat(out: string): ChangedFile[] {
  const tokens = out.split('\0');
  const files: ChangedFile[] = [];
  let i = 0;
  while (i < tokens.length && (tokens[i] ?? '').startsWith(':')) {
    const meta = tokens[i++] ?? '';
    const letter = meta.slice(meta.lastIndexOf(' ') + 1).charAt(0);
    const status = STATUS_BY_LETTER[letter] ?? 'modified';
    const first = tokens[i++] ?? '';
    const file: ChangedFile = {
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
    if (inlinePath === '') i += 2; // a rename or copy: the two paths follow as their own tokens
    if (added === '-' && deleted === '-') {
      file.binary = true;
      file.noDiff = 'binary';
    } else {
      file.additions = Number.parseInt(added, 10) || 0;
      file.deletions = Number.parseInt(deleted, 10) || 0;
    }
  }
  return files;
}

function expectedHeader(f: ChangedFile): string {
  const from = f.previousPath ?? f.path;
  return `${DIFF_HEADER}${quoteGitPath(`a/${from}`)} ${quoteGitPath(`b/${f.path}`)}`;
}

/** Sections to files by their exact header; a header we cannot predict falls back to order. */
function attachSections(files: ChangedFile[], sections: DiffSection[]): void {
  const byHeader = new Map<string, number>();
  files.forEach((f, idx) => {
    const h = expectedHeader(f);
    if (!byHeader.has(h)) byHeader.set(h, idx);
  });
  let next = 0;
  for (const s of sections) {
    let idx = byHeader.get(s.header);
    if (idx === undefined) {
      while (next < files.length && files[next]?.diff !== null) next++;
      idx = next;
    }
    const f = files[idx];
    if (!f || f.binary) continue;
    f.diffChars += s.total;
    next = Math.max(next, idx + 1);
    if (s.dropped) {
      if (f.diff === null) f.noDiff = 'total_limit';
      continue;
    }
    f.diff = f.diff === null ? s.text : f.diff + s.text;
  }
}

/** One entry of `GET /repos/{o}/{r}/pulls/{n}/files` (the fields we read). */
export interface PullFile {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  patch?: string;
  previous_filename?: string;
}

const API_STATUS: Record<string, ChangeStatus> = {
  added: 'added',
  removed: 'deleted',
  modified: 'modified',
  renamed: 'renamed',
  copied: 'copied',
  changed: 'type_changed',
  unchanged: 'modified',
};

/** The API's files as a `Change`'s: git headers rebuilt; a file without `patch` keeps its stats. */
export function filesFromApi(files: readonly PullFile[]): ChangedFile[] {
  return files.map((f) => {
    const status = API_STATUS[f.status] ?? 'modified';
    const file: ChangedFile = {
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
    const minus = status === 'added' ? '/dev/null' : quoteGitPath(`a/${from}`);
    const plus = status === 'deleted' ? '/dev/null' : quoteGitPath(`b/${f.filename}`);
    const body = f.patch.endsWith('\n') || f.patch === '' ? f.patch : `${f.patch}\n`;
    const head = `${DIFF_HEADER}${quoteGitPath(`a/${from}`)} ${quoteGitPath(`b/${f.filename}`)}\n`;
    file.diff = body === '' ? head : `${head}--- ${minus}\n+++ ${plus}\n${body}`;
    file.diffChars = file.diff.length;
    return file;
  });
}
