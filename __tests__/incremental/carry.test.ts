/**
 * Following the last review's findings through the new commits: real diffs from a real git
 * repository (the prompt stage's reader), so the hunks are git's own.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGit, writeFiles } from '../../__fixtures__/sys/git.js';
import type { Located } from '../../src/incremental/carry.js';
import { carryThrough } from '../../src/incremental/carry.js';
import type { ChangedFile } from '../../src/prompt/change.js';
import { collectChange } from '../../src/prompt/change.js';
import { createGit } from '../../src/sys/git.js';

const lines = (n: number, edit: (i: number) => string | string[] = (i) => `line ${i}`) =>
  `${Array.from({ length: n }, (_, k) => edit(k + 1))
    .flat()
    .join('\n')}\n`;

let root: string;
let delta: ChangedFile[];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'rl-carry-'));
  const git = (...args: string[]) => runGit(root, args);
  git('init', '-q', '-b', 'main');
  writeFiles(root, {
    'a.js': lines(60),
    'untouched.js': lines(20),
    'gone.js': lines(10),
    'old-name.js': lines(30),
    'img.png': '\u0000PNG',
  });
  git('add', '-A');
  git('commit', '-q', '-m', 'previous head');
  const previous = git('rev-parse', 'HEAD');
  // a.js: two lines inserted after line 10, line 40 changed. old-name.js renamed, a line
  // inserted at its top. gone.js deleted. img.png changed (binary).
  writeFiles(root, {
    'a.js': lines(60, (i) =>
      i === 10 ? ['line 10', 'new A', 'new B'] : i === 40 ? 'line 40 changed' : `line ${i}`,
    ),
    'new-name.js': `top\n${lines(30)}`,
    'img.png': '\u0000PNG2',
  });
  git('rm', '-q', 'gone.js', 'old-name.js');
  git('add', '-A');
  git('commit', '-q', '-m', 'new commits');
  const r = await collectChange(createGit(root), previous, 'HEAD');
  if (!r.ok) throw new Error(r.error.message);
  delta = r.change.files;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const at = (path: string, line: number, endLine?: number): Located & { id: string } => ({
  id: `${path}:${line}`,
  path,
  line,
  ...(endLine !== undefined ? { endLine } : {}),
});

describe('carryThrough', () => {
  it('keeps a finding of a file the commits did not change where it was', () => {
    const { carried, touched } = carryThrough([at('untouched.js', 5, 7)], delta);
    expect(carried).toEqual([at('untouched.js', 5, 7)]);
    expect(touched).toEqual([]);
  });

  it('moves a finding below an insertion down by the lines inserted', () => {
    const { carried } = carryThrough([at('a.js', 25), at('a.js', 55, 58)], delta);
    expect(carried.map((f) => [f.id, f.line, f.endLine])).toEqual([
      ['a.js:25', 27, undefined],
      ['a.js:55', 57, 60],
    ]);
  });

  it('keeps a finding above every change at its line', () => {
    expect(carryThrough([at('a.js', 3)], delta).carried.map((f) => f.line)).toEqual([3]);
  });

  it('leaves a finding within 3 lines of a changed line to the lanes', () => {
    const { carried, touched } = carryThrough(
      [
        at('a.js', 40),
        at('a.js', 37),
        at('a.js', 43),
        at('a.js', 8),
        at('a.js', 11),
        at('a.js', 44),
        at('a.js', 36),
      ],
      delta,
    );
    expect(touched.map((f) => f.id)).toEqual(['a.js:40', 'a.js:37', 'a.js:43', 'a.js:8', 'a.js:11']);
    // 44 and 36 are 4 lines from line 40: still standing, 44 moved down by the two inserted lines.
    expect(carried.map((f) => [f.id, f.line])).toEqual([
      ['a.js:44', 46],
      ['a.js:36', 38],
    ]);
  });

  it('a range spanning a change is touched', () => {
    expect(carryThrough([at('a.js', 30, 50)], delta).touched).toHaveLength(1);
  });

  it('follows a rename to the new name and line', () => {
    const { carried } = carryThrough([at('old-name.js', 20)], delta);
    expect(carried.map((f) => [f.path, f.line])).toEqual([['new-name.js', 21]]);
  });

  it('drops the findings of a deleted file and of a binary change', () => {
    const { carried, touched } = carryThrough([at('gone.js', 5), at('img.png', 1)], delta);
    expect(carried).toEqual([]);
    expect(touched.map((f) => f.id)).toEqual(['gone.js:5', 'img.png:1']);
  });

  it('a clipped diff is taken as changing the whole file', () => {
    const clipped = delta.map((f) =>
      f.path === 'a.js' ? { ...f, diffChars: (f.diff?.length ?? 0) + 1 } : f,
    );
    expect(carryThrough([at('a.js', 3)], clipped).touched).toHaveLength(1);
  });
});
