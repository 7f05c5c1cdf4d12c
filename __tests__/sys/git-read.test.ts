/**
 * The production Git (src/sys/git.ts) on real repositories: files read as git objects at a ref
 * (`ls-tree -l`, then `cat-file blob`), the byte cap on what it reads, streaming, and what
 * happens when git cannot start. Some tests watch the git processes: a script named `git`, first
 * on PATH, logs its arguments and then runs the real binary (or, when told to, prints a blob
 * without end). Repositories: __fixtures__/trust/repo.ts (files, symlinks) and
 * __fixtures__/prompt/repo.ts (the mixed change, orphan histories).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { MAX_GIT_FILE_BYTES, createGit, withRefCache, type GitFile } from '../../src/sys/git.js';
import { collectChange, parseRawNumstat } from '../../src/prompt/change.js';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';
import {
  buildMixedChange,
  tempRepo as promptRepo,
  type TempRepo as PromptRepo,
} from '../../__fixtures__/prompt/repo.js';

/** Resolved once, before any test puts the wrapper first on PATH. */
const REAL_GIT = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();

interface GitSpy {
  /** One entry per git process started since the last reset: its arguments, space-joined. */
  calls(): string[];
  /** Every line logged since the last reset, `#merge-base done` markers included, in time order. */
  log(): string[];
  reset(): void;
  /** While on, `git merge-base` sleeps before it runs and logs `#merge-base done` when it has run. */
  slowMergeBase(on: boolean): void;
  /** While on, `git cat-file` prints zero bytes without end instead of the object asked for. */
  endlessBlob(on: boolean): void;
  /** Puts the wrapper first on PATH; returns the function that restores PATH. */
  install(): () => void;
  cleanup(): void;
}

function gitSpy(): GitSpy {
  const dir = mkdtempSync(join(tmpdir(), 'rl-gitspy-'));
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  const log = join(dir, 'calls.log');
  const slow = join(dir, 'slow');
  const endless = join(dir, 'endless');
  const q = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
  writeFileSync(
    join(bin, 'git'),
    [
      '#!/bin/sh',
      `printf '%s\\n' "$*" >> ${q(log)}`,
      `if [ "$1" = merge-base ] && [ -e ${q(slow)} ]; then`,
      '  sleep 0.5',
      `  ${q(REAL_GIT)} "$@"; rc=$?`,
      `  printf '#merge-base done\\n' >> ${q(log)}`,
      '  exit $rc',
      'fi',
      `if [ "$1" = cat-file ] && [ -e ${q(endless)} ]; then exec cat /dev/zero; fi`,
      `exec ${q(REAL_GIT)} "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(join(bin, 'git'), 0o755);
  const read = (path: string): string[] =>
    existsSync(path)
      ? readFileSync(path, 'utf8')
          .split('\n')
          .filter((l) => l !== '')
      : [];
  return {
    log: () => read(log),
    calls: () => read(log).filter((l) => !l.startsWith('#')),
    reset: () => rmSync(log, { force: true }),
    slowMergeBase: (on) => (on ? writeFileSync(slow, '') : rmSync(slow, { force: true })),
    endlessBlob: (on) => (on ? writeFileSync(endless, '') : rmSync(endless, { force: true })),
    install() {
      const saved = process.env.PATH;
      process.env.PATH = `${bin}${delimiter}${saved ?? ''}`;
      return () => {
        process.env.PATH = saved;
      };
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** 300 kB of every byte value, NUL, newlines and invalid UTF-8 included; deterministic. */
function binaryBlob(size: number): Buffer {
  const out = Buffer.alloc(size);
  let x = 0x12345678;
  for (let i = 0; i < size; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

const file = (content: string): GitFile => ({ kind: 'file', content });
const MISSING: GitFile = { kind: 'missing' };
const NOT_A_FILE: GitFile = { kind: 'not_a_file' };

const A_JSON = '{"a":1}\n';
const B_MD = '# b\n';
const UTF8 = 'héllo wörld — ✓ 日本語 🎉\n';
const BIN = binaryBlob(300_000);
/** The largest file read, in lines of 32 bytes (many pipe chunks), and one byte more. */
const AT_CAP = `${'x'.repeat(31)}\n`.repeat(MAX_GIT_FILE_BYTES / 32);
const OVER_CAP = `${AT_CAP}y`;

describe('createGit reads files as git objects', () => {
  let spy: GitSpy;
  let repo: TempRepo;
  let first: string;
  let second: string;
  let restorePath: () => void = () => undefined;

  beforeAll(() => {
    spy = gitSpy();
    repo = tempRepo();
    repo.write('a.json', A_JSON);
    repo.write('dir/b.md', B_MD);
    repo.write('docs/readme.md', 'docs\n');
    repo.symlink('link', 'dir/b.md');
    repo.write('utf8.txt', UTF8);
    repo.write('dír/ñ.md', 'accented path\n');
    repo.write('empty.txt', '');
    repo.write('nonl.txt', 'x');
    repo.write('changes.txt', 'one\n');
    repo.write('two\nlines.txt', 'odd\n');
    repo.write('at-cap.txt', AT_CAP);
    repo.write('over-cap.txt', OVER_CAP);
    writeFileSync(join(repo.dir, 'bin.dat'), BIN);
    first = repo.commit('first');
    repo.write('changes.txt', 'two\n');
    second = repo.commit('second');
    // The working tree differs from both commits.
    repo.write('changes.txt', 'working tree\n');
    repo.write('a.json', 'working tree\n');
  });
  afterAll(() => {
    repo.cleanup();
    spy.cleanup();
  });
  beforeEach(() => {
    spy.reset();
    spy.slowMergeBase(false);
    spy.endlessBlob(false);
    restorePath = spy.install();
  });
  afterEach(() => restorePath());

  it('answers each path exactly as git holds it', async () => {
    const git = createGit(repo.dir);
    const asks: Array<[string, GitFile]> = [
      ['a.json', file(A_JSON)],
      ['link', { kind: 'symlink', target: 'dir/b.md' }],
      ['nope.json', MISSING],
      ['docs', NOT_A_FILE],
      ['dir/nope.md', MISSING],
      ['./a.json', file(A_JSON)],
      ['dir\\b.md', file(B_MD)],
      ['utf8.txt', file(UTF8)],
      ['dír/ñ.md', file('accented path\n')],
      ['empty.txt', file('')],
      ['nonl.txt', file('x')],
      ['a.json/x', MISSING],
      ['two\nlines.txt', file('odd\n')],
    ];
    const got = await Promise.all(asks.map(([path]) => git.readFile(first, path)));
    expect(got).toEqual(asks.map(([, want]) => want));
  });

  it('readFiles: every path answered as readFile answers it, from one ls-tree and one cat-file', async () => {
    const paths = [
      'a.json',
      'link',
      'nope.json',
      'docs',
      './a.json',
      'dir\\b.md',
      'utf8.txt',
      'dír/ñ.md',
      'empty.txt',
      'nonl.txt',
      'a.json/x',
      '../a.json',
      'bin.dat',
      'over-cap.txt',
      'a.json',
    ];
    const alone = await Promise.all(paths.map((path) => createGit(repo.dir).readFile(first, path)));
    spy.reset();
    const together = await createGit(repo.dir).readFiles?.(first, paths);
    expect(together).toEqual(alone);
    // The commands, without their options: one listing, one read of the blobs it found.
    expect(spy.calls().map((c) => c.split(' ').find((w) => !w.startsWith('-')))).toEqual([
      'ls-tree',
      'cat-file',
    ]);
  });

  it('readFiles: nothing to read runs no cat-file, and git answering past the listing is too_large', async () => {
    const git = createGit(repo.dir);
    expect(await git.readFiles?.(first, ['nope.json', 'docs', 'over-cap.txt'])).toEqual([
      MISSING,
      NOT_A_FILE,
      { kind: 'too_large', bytes: OVER_CAP.length },
    ]);
    expect(spy.calls().map((c) => c.split(' ').find((w) => !w.startsWith('-')))).toEqual(['ls-tree']);
    spy.endlessBlob(true);
    expect(await git.readFiles?.(first, ['a.json', 'nope.json', 'dir/b.md'])).toEqual([
      { kind: 'too_large', bytes: A_JSON.length },
      MISSING,
      { kind: 'too_large', bytes: B_MD.length },
    ]);
  });

  it('reads one ref at a time: each answer from its own ref', async () => {
    const git = createGit(repo.dir);
    const got = await Promise.all([
      git.readFile(first, 'changes.txt'),
      git.readFile(second, 'changes.txt'),
      git.readFile('HEAD~1', 'changes.txt'),
    ]);
    expect(got).toEqual([file('one\n'), file('two\n'), file('one\n')]);
  });

  it('a ref starting with "-", or an empty one, is missing without running git', async () => {
    const git = createGit(repo.dir);
    const got = await Promise.all([
      git.readFile('-x', 'a.json'),
      git.readFile('--output=/tmp/owned', 'a.json'),
      git.readFile('--all', 'dir/b.md'),
      git.readFile('', 'a.json'),
    ]);
    expect(got).toEqual([MISSING, MISSING, MISSING, MISSING]);
    expect(spy.calls()).toEqual([]);
  });

  it('an unknown ref is missing', async () => {
    const git = createGit(repo.dir);
    const got = await Promise.all([
      git.readFile('no-such-branch', 'a.json'),
      git.readFile('0000000000000000000000000000000000000000', 'a.json'),
    ]);
    expect(got).toEqual([MISSING, MISSING]);
  });

  it('a 300 kB binary file round-trips exactly as its UTF-8 string', async () => {
    expect(await createGit(repo.dir).readFile(first, 'bin.dat')).toEqual(file(BIN.toString('utf8')));
  });

  it('a file of exactly the cap, arriving in many chunks, is read whole', async () => {
    expect(await createGit(repo.dir).readFile(first, 'at-cap.txt')).toEqual(file(AT_CAP));
  });

  it('a file one byte over the cap is too_large, and its bytes are never asked for', async () => {
    const got = await createGit(repo.dir).readFile(first, 'over-cap.txt');
    expect(got).toEqual({ kind: 'too_large', bytes: MAX_GIT_FILE_BYTES + 1 });
    // Only the listing that gave its size: no cat-file.
    expect(spy.calls().map((c) => c.split(' ').find((w) => !w.startsWith('-')))).toEqual(['ls-tree']);
  });

  it('a blob that streams past the cap (git answering more than it listed) is cut off: too_large', async () => {
    spy.endlessBlob(true);
    // Endless output: only stopping git ends this read (the test's timeout is the check).
    expect(await createGit(repo.dir).readFile(first, 'a.json')).toEqual({
      kind: 'too_large',
      bytes: A_JSON.length,
    });
  }, 10_000);

  // The answer for one path must not depend on what else is read at the same time.
  it.each([
    ['a file inside it', 'dir', 'dir/b.md', file(B_MD)],
    ['a missing path under it', 'docs', 'docs/nope.md', MISSING],
  ])('a directory read beside %s is still not_a_file', async (_name, dir, inside, want) => {
    const git = createGit(repo.dir);
    expect(await git.readFile(second, dir)).toEqual(NOT_A_FILE);
    const got = await Promise.all([git.readFile(second, dir), git.readFile(second, inside)]);
    expect(got).toEqual([NOT_A_FILE, want]);
  });

  it.each([
    ['a path outside the repository', '../outside.json'],
    ['an absolute path', '/etc/hostname'],
    ['an empty path', ''],
    ['"./" alone', './'],
  ])('%s is missing, without spoiling a read beside it', async (_name, bad) => {
    const git = createGit(repo.dir);
    expect(await git.readFile(second, bad)).toEqual(MISSING);
    const got = await Promise.all([git.readFile(second, 'a.json'), git.readFile(second, bad)]);
    expect(got).toEqual([file(A_JSON), MISSING]);
  });

  it('execStream hands stdout over in chunks', async () => {
    const git = createGit(repo.dir);
    const chunks: Buffer[] = [];
    const r = await git.execStream!(['cat-file', '-p', `${first}:bin.dat`], (c) => chunks.push(c));
    expect(r).toEqual({ exitCode: 0, stderr: '' });
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(BIN)).toBe(true);
  });

  it('execStream returns the exit code and stderr of a failing command', async () => {
    const git = createGit(repo.dir);
    const chunks: Buffer[] = [];
    const r = await git.execStream!(['cat-file', '-p', 'nonexistent'], (c) => chunks.push(c));
    expect(r.exitCode).toBe(128);
    expect(r.stderr).toMatch(/^fatal: Not a valid object name nonexistent\n$/);
    expect(chunks).toEqual([]);
  });

  it('exec captures stdout and the exit code', async () => {
    const git = createGit(repo.dir);
    expect(await git.exec(['rev-parse', 'HEAD'])).toEqual({ exitCode: 0, stdout: `${second}\n`, stderr: '' });
    const bad = await git.exec(['rev-parse', '--verify', 'no-such-branch']);
    expect(bad.exitCode).toBe(128);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('fatal: Needed a single revision');
  });
});

describe('createGit when git cannot start', () => {
  let repo: TempRepo;
  let empty: string;
  let saved: string | undefined;
  beforeAll(() => {
    repo = tempRepo();
    repo.write('a.json', A_JSON);
    repo.commit('one');
    empty = mkdtempSync(join(tmpdir(), 'rl-nogit-'));
  });
  afterAll(() => {
    repo.cleanup();
    rmSync(empty, { recursive: true, force: true });
  });
  beforeEach(() => {
    saved = process.env.PATH;
  });
  afterEach(() => {
    process.env.PATH = saved;
  });

  const NOT_ON_PATH = /^git could not be started: it is not on PATH \(/;

  // The test's own timeout is the check that nothing hangs.
  it('every method rejects saying git is not on PATH', async () => {
    const git = createGit(repo.dir);
    process.env.PATH = empty;
    await expect(git.revParse('HEAD')).rejects.toThrow(NOT_ON_PATH);
    await expect(git.exec(['status'])).rejects.toThrow(NOT_ON_PATH);
    await expect(git.mergeBase('HEAD', 'HEAD')).rejects.toThrow(NOT_ON_PATH);
    await expect(git.execStream!(['log'], () => undefined)).rejects.toThrow(NOT_ON_PATH);
    const reads = [git.readFile('HEAD', 'a.json'), git.readFile('HEAD', 'b.json')];
    for (const read of reads) await expect(read).rejects.toThrow(NOT_ON_PATH);
  }, 10_000);

  it('a failed read leaves the next one free to succeed once git is back', async () => {
    const git = createGit(repo.dir);
    process.env.PATH = empty;
    await expect(git.readFile('HEAD', 'a.json')).rejects.toThrow(NOT_ON_PATH);
    process.env.PATH = saved;
    expect(await git.readFile('HEAD', 'a.json')).toEqual(file(A_JSON));
  }, 10_000);

  it('a git that is found but cannot be executed says why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rl-badgit-'));
    try {
      writeFileSync(join(dir, 'git'), '#!/bin/sh\n');
      chmodSync(join(dir, 'git'), 0o644);
      process.env.PATH = dir;
      const err = await createGit(repo.dir)
        .revParse('HEAD')
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).toMatch(/^git could not be started: /);
      expect((err as Error).message).not.toContain('not on PATH');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 10_000);
});

/** Lets a rejection nobody handled surface inside the test: jest fails the test that raised it. */
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 50));

describe('collectChange asks for the merge base and the A...B diff at once', () => {
  let spy: GitSpy;
  let mixed: PromptRepo;
  let orphan: PromptRepo;
  let mixedBase: string;
  let feature: string;
  let restorePath: () => void = () => undefined;

  beforeAll(() => {
    spy = gitSpy();
    mixed = buildMixedChange();
    mixedBase = mixed.git('merge-base', 'main', 'feature');
    feature = mixed.git('rev-parse', 'feature');
    orphan = promptRepo();
    orphan.write('a.txt', 'a\n');
    orphan.commit('one');
    orphan.git('checkout', '-q', '--orphan', 'unrelated');
    orphan.write('a.txt', 'b\n');
    orphan.commit('unrelated');
  });
  afterAll(() => {
    mixed.cleanup();
    orphan.cleanup();
    spy.cleanup();
  });
  beforeEach(() => {
    spy.reset();
    spy.slowMergeBase(false);
    restorePath = spy.install();
  });
  afterEach(() => restorePath());

  it('unrelated histories are no_merge_base, with nothing left unhandled', async () => {
    const r = await collectChange(createGit(orphan.dir), 'main', 'unrelated');
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'no_merge_base',
        message:
          '"main" and "unrelated" have no common ancestor, so there is no change to review; fetch the full history (actions/checkout fetch-depth: 0) or pass another --base.',
      },
    });
    await settle();
  });

  it('git vanishing after the refs resolved rejects once, the diff failure handled', async () => {
    const git = withRefCache(createGit(mixed.dir));
    await Promise.all([git.revParse('main'), git.revParse('feature')]);
    process.env.PATH = mkdtempSync(join(tmpdir(), 'rl-nogit-'));
    try {
      await expect(collectChange(git, 'main', 'feature')).rejects.toThrow(/^git could not be started/);
      await settle();
    } finally {
      rmSync(process.env.PATH, { recursive: true, force: true });
    }
  });

  it('the three-dot diff lists what the two-dot diff from the merge base lists', async () => {
    const git = createGit(mixed.dir);
    const r = await collectChange(git, 'main', 'feature');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.change.baseSha).toBe(mixedBase);
    expect(r.change.headSha).toBe(feature);
    const twoDot = await git.exec([
      '-c',
      'core.quotePath=false',
      'diff',
      '-M',
      '--no-ext-diff',
      '--no-textconv',
      '--no-relative',
      '-z',
      '--raw',
      '--numstat',
      `${mixedBase}..${feature}`,
    ]);
    const listed = parseRawNumstat(twoDot.stdout);
    expect(listed.length).toBeGreaterThan(5);
    const summary = (f: (typeof listed)[number]) => [
      f.path,
      f.previousPath,
      f.status,
      f.additions,
      f.deletions,
    ];
    expect(r.change.files.map(summary)).toEqual(listed.map(summary));
    expect(r.change.files.map((f) => f.path)).not.toContain('main-only.txt');
    // Asked from the merge base itself, the change is the same, patches included.
    expect(await collectChange(git, mixedBase, 'feature')).toEqual(r);
  });

  it('on cached refs it runs two git processes, the diff starting before the merge base ends', async () => {
    const git = withRefCache(createGit(mixed.dir));
    const [mainSha, featureSha] = await Promise.all([git.revParse('main'), git.revParse('feature')]);
    spy.reset();
    spy.slowMergeBase(true);
    const r = await collectChange(git, 'main', 'feature');
    expect(r.ok && r.change.baseSha).toBe(mixedBase);
    const calls = spy.calls();
    expect(calls).toHaveLength(2);
    expect(calls.filter((c) => c === `merge-base ${mainSha} ${featureSha}`)).toHaveLength(1);
    expect(
      calls.filter((c) => / diff .*\.\.\./.test(c) && c.endsWith(`${mainSha}...${featureSha}`)),
    ).toHaveLength(1);
    // The log in time order: the diff started while merge-base was still sleeping.
    const log = spy.log();
    const diffAt = log.findIndex((l) => l.includes(' diff '));
    expect(diffAt).toBeGreaterThanOrEqual(0);
    expect(diffAt).toBeLessThan(log.indexOf('#merge-base done'));
  });
});
