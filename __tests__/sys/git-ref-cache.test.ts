/**
 * withRefCache: one run asks for the same refs from several stages; each distinct question goes
 * to git once, answers (null included) are shared, failures are not remembered, and commands are
 * never cached. A real repository (__fixtures__/trust/repo.ts), counted at the Git interface.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createGit, withRefCache, type Git } from '../../src/sys/git.js';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';

type Method = 'revParse' | 'revParseAll' | 'mergeBase' | 'readFile' | 'readFiles' | 'exec';

/** The real git, with every call through the interface counted by method. */
function counted(git: Git, all = false): { git: Git; calls: Partial<Record<Method, number>> } {
  const calls: Partial<Record<Method, number>> = { revParse: 0, mergeBase: 0, readFile: 0, exec: 0 };
  const count = (m: Method) => (calls[m] = (calls[m] ?? 0) + 1);
  return {
    calls,
    git: {
      cwd: git.cwd,
      ...(all
        ? {
            revParseAll: (refs) => (count('revParseAll'), git.revParseAll!(refs)),
            readFiles: (ref, paths) => (count('readFiles'), git.readFiles!(ref, paths)),
          }
        : {}),
      revParse: (ref) => (count('revParse'), git.revParse(ref)),
      mergeBase: (a, b) => (count('mergeBase'), git.mergeBase(a, b)),
      readFile: (ref, path) => (count('readFile'), git.readFile(ref, path)),
      exec: (args) => (count('exec'), git.exec(args)),
    },
  };
}

describe('withRefCache on a real repository', () => {
  let repo: TempRepo;
  let base: string;
  let head: string;
  beforeAll(() => {
    repo = tempRepo();
    repo.write('a.txt', 'one\n');
    base = repo.commit('base').trim();
    repo.git('checkout', '-q', '-b', 'f');
    repo.write('a.txt', 'two\n');
    head = repo.commit('change').trim();
  });
  afterAll(() => repo.cleanup());

  it('resolves a ref once however often and however concurrently it is asked for', async () => {
    const c = counted(createGit(repo.dir));
    const git = withRefCache(c.git);
    const answers = await Promise.all([git.revParse('main'), git.revParse('main'), git.revParse('HEAD')]);
    expect(await git.revParse('main')).toBe(base);
    expect(answers).toEqual([base, base, head]);
    expect(c.calls.revParse).toBe(2);
  });

  it('asks for several unknown refs in one call, and shares the answers with revParse', async () => {
    const c = counted(createGit(repo.dir), true);
    const git = withRefCache(c.git, [base]);
    expect(await git.revParseAll!([base, 'f', 'no-such-branch', 'f'])).toEqual([base, head, null, head]);
    expect(c.calls.revParseAll).toBe(1);
    expect(await git.revParse('f')).toBe(head);
    expect(await git.revParse('no-such-branch')).toBeNull();
    // One ref left to ask is asked as revParse would be.
    expect(await git.revParseAll!(['f', 'HEAD'])).toEqual([head, head]);
    expect(c.calls).toMatchObject({ revParseAll: 1, revParse: 1 });
  });

  it('reads several unread files in one call, and shares the answers with readFile', async () => {
    const c = counted(createGit(repo.dir), true);
    const git = withRefCache(c.git);
    const together = git.readFiles!(base, ['a.txt', 'nope.txt', 'a.txt']);
    // Asked while the batch is under way: the batch's answer, no read of its own.
    const alone = git.readFile(base, 'nope.txt');
    expect(await together).toEqual([
      { kind: 'file', content: 'one\n' },
      { kind: 'missing' },
      { kind: 'file', content: 'one\n' },
    ]);
    expect(await alone).toEqual({ kind: 'missing' });
    expect(await git.readFile(base, 'a.txt')).toEqual({ kind: 'file', content: 'one\n' });
    expect([c.calls.readFiles, c.calls.readFile]).toEqual([1, 0]);
    // One path left to read is read as readFile reads it.
    expect(await git.readFiles!(base, ['a.txt', 'b.txt'])).toEqual([
      { kind: 'file', content: 'one\n' },
      { kind: 'missing' },
    ]);
    expect([c.calls.readFiles, c.calls.readFile]).toEqual([1, 1]);
  });

  it('remembers that a ref does not resolve', async () => {
    const c = counted(createGit(repo.dir));
    const git = withRefCache(c.git);
    expect(await git.revParse('no-such-branch')).toBeNull();
    expect(await git.revParse('no-such-branch')).toBeNull();
    expect(c.calls.revParse).toBe(1);
  });

  it('caches merge bases and file reads per argument, and never caches commands', async () => {
    const c = counted(createGit(repo.dir));
    const git = withRefCache(c.git);
    expect(await git.mergeBase(base, head)).toBe(base);
    expect(await git.mergeBase(base, head)).toBe(base);
    expect(await git.mergeBase(head, base)).toBe(base);
    expect(await git.readFile('main', 'a.txt')).toEqual({ kind: 'file', content: 'one\n' });
    expect(await git.readFile('f', 'a.txt')).toEqual({ kind: 'file', content: 'two\n' });
    expect(await git.readFile('main', 'a.txt')).toEqual({ kind: 'file', content: 'one\n' });
    await git.exec(['status', '--porcelain']);
    await git.exec(['status', '--porcelain']);
    expect(c.calls).toEqual({ revParse: 0, mergeBase: 2, readFile: 2, exec: 2 });
  });

  it('asks again after a failure instead of remembering it', async () => {
    let attempts = 0;
    const real = createGit(repo.dir);
    const git = withRefCache({
      ...real,
      revParse: (ref) =>
        ++attempts === 1 ? Promise.reject(new Error('git could not start')) : real.revParse(ref),
    });
    await expect(git.revParse('main')).rejects.toThrow('git could not start');
    expect(await git.revParse('main')).toBe(base);
    expect(attempts).toBe(2);
  });

  it('answers the commits it is told are known without asking git, and only those', async () => {
    const c = counted(createGit(repo.dir));
    const git = withRefCache(c.git, [base, 'not-a-sha']);
    expect(await git.revParse(base)).toBe(base);
    expect(c.calls.revParse).toBe(0);
    expect(await git.revParse('not-a-sha')).toBeNull();
    expect(await git.revParse(head)).toBe(head);
    expect(c.calls.revParse).toBe(2);
  });

  it('keeps the streaming reader, and wrapping twice shares one cache', async () => {
    const real = createGit(repo.dir);
    const once = withRefCache(real);
    expect(withRefCache(once)).toBe(once);
    expect(once.cwd).toBe(repo.dir);
    const chunks: Buffer[] = [];
    const r = await once.execStream!(['show', '-s', '--format=%H', 'main'], (b) => chunks.push(b));
    expect(r.exitCode).toBe(0);
    expect(Buffer.concat(chunks).toString('utf8').trim()).toBe(base);
  });
});
