/**
 * The head tree's file list is read once per git handle and commit, whoever asks: the page shown
 * while the lanes run and the report both anchor findings on it.
 */
import { describe, expect, it } from '@jest/globals';
import { headTreeFiles } from '../../src/findings/index.js';

function countingGit(stdout: string, exitCode = 0) {
  const calls: string[][] = [];
  return {
    calls,
    exec: async (args: readonly string[]) => {
      calls.push([...args]);
      return { exitCode, stdout, stderr: '' };
    },
  };
}

describe('headTreeFiles', () => {
  it('lists the tree once for every reader of one git handle and commit', async () => {
    const git = countingGit('src/a.ts\0src/b.ts\0');
    const page = headTreeFiles(git, 'a'.repeat(40));
    const report = headTreeFiles(git, 'a'.repeat(40));
    expect([...(await page())]).toEqual(['src/a.ts', 'src/b.ts']);
    expect([...(await report())]).toEqual(['src/a.ts', 'src/b.ts']);
    expect(git.calls.filter((c) => c.includes('ls-tree'))).toHaveLength(1);
  });

  it('lists another commit, or another handle, apart', async () => {
    const git = countingGit('x.ts\0');
    await headTreeFiles(git, 'a'.repeat(40))();
    await headTreeFiles(git, 'b'.repeat(40))();
    const other = countingGit('y.ts\0');
    expect([...(await headTreeFiles(other, 'a'.repeat(40))())]).toEqual(['y.ts']);
    expect(git.calls.map((c) => c.at(-1))).toEqual(['a'.repeat(40), 'b'.repeat(40)]);
  });

  it('is empty when git cannot list the commit', async () => {
    const git = countingGit('', 128);
    expect((await headTreeFiles(git, 'c'.repeat(40))()).size).toBe(0);
  });
});
