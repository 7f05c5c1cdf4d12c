import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { createGit } from '../../src/sys/git.js';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';

describe('createGit on a real repository', () => {
  let repo: TempRepo;
  let first: string;
  let second: string;

  beforeAll(() => {
    repo = tempRepo();
    repo.write('.github/reviewer-lanes/consent.json', '{"version":1,"lanes":{}}\n');
    repo.write('docs/a b[1]*.md', 'glob chars\n');
    repo.write('sub/inner.txt', 'inner\n');
    repo.symlink('link.json', '.github/reviewer-lanes/consent.json');
    first = repo.commit('first');
    repo.git('tag', '-a', '-m', 'annotated', 'v1');
    repo.write('.github/reviewer-lanes/consent.json', '{"version":1,"lanes":{"x":1}}\n');
    second = repo.commit('second');
    // The working tree differs from every commit.
    repo.write('.github/reviewer-lanes/consent.json', 'working tree\n');
  });
  afterAll(() => repo.cleanup());

  it('resolves refs to full SHAs and refuses option-like or unknown refs', async () => {
    const git = createGit(repo.dir);
    expect(await git.revParse('HEAD')).toBe(second);
    expect(await git.revParse('HEAD~1')).toBe(first);
    expect(await git.revParse('main')).toBe(second);
    expect(await git.revParse(first.slice(0, 10))).toBe(first);
    expect(await git.revParse('--all')).toBeNull();
    expect(await git.revParse('no-such-branch')).toBeNull();
  });

  it('peels a ref to its commit; a tree, a blob or a ref git cannot resolve is null', async () => {
    const git = createGit(repo.dir);
    const answers = await Promise.all(
      ['v1', 'HEAD^{tree}', 'HEAD:sub/inner.txt', '-n', '', 'HEAD@{99}'].map((ref) => git.revParse(ref)),
    );
    expect(answers).toEqual([first, null, null, null, null, null]);
  });

  it('resolves several refs in one git process, each answer as revParse would give it', async () => {
    const git = createGit(repo.dir);
    const refs = ['HEAD', 'v1', first, 'HEAD^{tree}', 'no-such-branch', '-n', '', 'a b', 'x\nHEAD', first];
    const one = await Promise.all(refs.map((ref) => git.revParse(ref)));
    expect(one).toEqual([second, first, first, null, null, null, null, null, null, first]);
    expect(await git.revParseAll!(refs)).toEqual(one);
    // A missing object in the middle does not shift the answers after it.
    expect(await git.revParseAll!([`${'0'.repeat(39)}1`, second])).toEqual([null, second]);
    expect(await git.revParseAll!([])).toEqual([]);
  });

  it('reads a file as the git object at the ref, never the working tree', async () => {
    const git = createGit(repo.dir);
    expect(await git.readFile(first, '.github/reviewer-lanes/consent.json')).toEqual({
      kind: 'file',
      content: '{"version":1,"lanes":{}}\n',
    });
    expect(await git.readFile(second, './.github/reviewer-lanes/consent.json')).toEqual({
      kind: 'file',
      content: '{"version":1,"lanes":{"x":1}}\n',
    });
  });

  it('reports a symlink blob with its target', async () => {
    expect(await createGit(repo.dir).readFile(second, 'link.json')).toEqual({
      kind: 'symlink',
      target: '.github/reviewer-lanes/consent.json',
    });
  });

  it('distinguishes missing paths and directories', async () => {
    const git = createGit(repo.dir);
    expect(await git.readFile(second, 'nope.json')).toEqual({ kind: 'missing' });
    expect(await git.readFile(second, 'sub')).toEqual({ kind: 'not_a_file' });
    expect(await git.readFile('no-such-ref', 'sub/inner.txt')).toEqual({ kind: 'missing' });
    expect(await git.readFile('--output=x', 'sub/inner.txt')).toEqual({ kind: 'missing' });
  });

  it('takes the path literally and repository-relative, whatever the cwd', async () => {
    const fromSub = createGit(join(repo.dir, 'sub'));
    expect(await fromSub.readFile(second, 'sub/inner.txt')).toEqual({ kind: 'file', content: 'inner\n' });
    expect(await fromSub.readFile(second, 'inner.txt')).toEqual({ kind: 'missing' });
    const git = createGit(repo.dir);
    expect(await git.readFile(second, 'docs/a b[1]*.md')).toEqual({ kind: 'file', content: 'glob chars\n' });
    expect(await git.readFile(second, 'docs/*.md')).toEqual({ kind: 'missing' });
    expect(await git.readFile(second, 'sub/inner')).toEqual({ kind: 'missing' });
    // `ls-tree <ref> sub/` lists the directory's entries; that is not the file asked for.
    expect(await git.readFile(second, 'sub/')).toEqual({ kind: 'missing' });
  });

  it('finds the merge base', async () => {
    const git = createGit(repo.dir);
    expect(await git.mergeBase(first, second)).toBe(first);
    expect(await git.mergeBase('-x', second)).toBeNull();
  });
});
