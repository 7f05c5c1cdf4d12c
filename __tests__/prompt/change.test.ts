import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createGit, quoteGitPath, type Git } from '../../src/sys/git.js';
import { collectChange, filesFromApi, type Change, type ChangedFile } from '../../src/prompt/change.js';
import { DiffSplitter } from '../../src/prompt/diff.js';
import { buildPrompt, renderPrompt } from '../../src/prompt/build.js';
import { filterChange } from '../../src/prompt/filter.js';
import { buildMixedChange, lines, tempRepo, type TempRepo } from '../../__fixtures__/prompt/repo.js';

const byPath = (c: Change, p: string): ChangedFile => {
  const f = c.files.find((x) => x.path === p);
  if (!f) throw new Error(`no ${p} in ${c.files.map((x) => x.path).join(', ')}`);
  return f;
};

describe('collectChange on a real repository', () => {
  let repo: TempRepo;
  let change: Change;
  let mergeBase: string;
  beforeAll(async () => {
    repo = buildMixedChange();
    mergeBase = repo.git('merge-base', 'main', 'feature').trim();
    const r = await collectChange(createGit(repo.dir), 'main', 'feature');
    if (!r.ok) throw new Error(r.error.message);
    change = r.change;
  });
  afterAll(() => repo.cleanup());

  it('reviews merge-base(base, head)..head: a file only the base branch touched is not in it', () => {
    expect(change.baseSha).toBe(mergeBase);
    expect(change.headSha).toBe(repo.git('rev-parse', 'feature').trim());
    expect(change.source).toBe('git');
    expect(change.files.map((f) => f.path)).not.toContain('main-only.txt');
  });

  it('lists every changed file with its status and stats', () => {
    const summary = change.files.map((f) => [f.path, f.status, f.additions, f.deletions, f.binary]);
    expect(summary).toEqual([
      ['assets/logo.bin', 'added', 0, 0, true],
      ['dist/index.js', 'modified', 1, 1, false],
      ['docs/rén "q".md', 'renamed', 0, 0, false],
      ['link', 'type_changed', 1, 1, false],
      ['package-lock.json', 'modified', 2, 1, false],
      ['src/edit.ts', 'modified', 1, 1, false],
      ['src/gone.ts', 'deleted', 0, 3, false],
      ['src/new file.ts', 'added', 1, 0, false],
      ['src/tab\tname.ts', 'added', 1, 0, false],
      ['vendor/lib.min.js', 'modified', 1, 1, false],
    ]);
    expect(byPath(change, 'docs/rén "q".md').previousPath).toBe('docs/ren.md');
  });

  it('detects a binary file from numstat and keeps no diff for it', () => {
    const bin = byPath(change, 'assets/logo.bin');
    expect(bin.diff).toBeNull();
    expect(bin.noDiff).toBe('binary');
  });

  it('gives each file its own unified diff, including paths git has to quote', () => {
    const edit = byPath(change, 'src/edit.ts').diff ?? '';
    expect(edit.startsWith('diff --git a/src/edit.ts b/src/edit.ts\n')).toBe(true);
    expect(edit).toContain('-const a 5\n+const a 5 // changed\n');
    expect(edit).not.toContain('fresh');
    expect(byPath(change, 'src/gone.ts').diff).toContain('-old 3\n');
    expect(byPath(change, 'src/new file.ts').diff).toContain('+export const fresh = true;\n');
    expect(byPath(change, 'src/tab\tname.ts').diff).toContain(
      'diff --git "a/src/tab\\tname.ts" "b/src/tab\\tname.ts"',
    );
    expect(byPath(change, 'src/tab\tname.ts').diff).toContain('+export const tab = 1;');
    const ren = byPath(change, 'docs/rén "q".md').diff ?? '';
    expect(ren).toContain('rename from docs/ren.md');
    expect(ren).not.toContain('@@');
  });

  it('keeps both halves of a type change (symlink -> file) under one file', () => {
    const link = byPath(change, 'link').diff ?? '';
    expect(link.match(/^diff --git a\/link b\/link$/gm)).toHaveLength(2);
    expect(link).toContain('-target.txt');
    expect(link).toContain('+now a file');
  });

  it('produces the same change when the git implementation cannot stream', async () => {
    const real = createGit(repo.dir);
    const noStream: Git = {
      cwd: real.cwd,
      exec: (a) => real.exec(a),
      revParse: (r) => real.revParse(r),
      readFile: (r, p) => real.readFile(r, p),
      mergeBase: (a, b) => real.mergeBase(a, b),
    };
    const r = await collectChange(noStream, 'main', 'feature');
    expect(r).toEqual({ ok: true, change });
  });
});

describe('collectChange errors are values with the message a user sees', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = tempRepo();
    repo.write('a.txt', 'a\n');
    repo.commit('one');
    repo.git('checkout', '-q', '--orphan', 'unrelated');
    repo.write('a.txt', 'b\n');
    repo.commit('unrelated');
  });
  afterAll(() => repo.cleanup());

  it.each([
    [
      'an unknown base',
      'origin/nope',
      'main',
      'bad_ref',
      'The base ref "origin/nope" does not name a commit here; fetch it (actions/checkout fetch-depth: 0) or pass another --base.',
    ],
    [
      'an unknown head',
      'main',
      'nope',
      'bad_ref',
      'The head ref "nope" does not name a commit here; check the --head value.',
    ],
    [
      'unrelated histories',
      'main',
      'unrelated',
      'no_merge_base',
      '"main" and "unrelated" have no common ancestor, so there is no change to review; fetch the full history (actions/checkout fetch-depth: 0) or pass another --base.',
    ],
  ])('%s', async (_name, base, head, code, message) => {
    expect(await collectChange(createGit(repo.dir), base, head)).toEqual({
      ok: false,
      error: { code, message },
    });
  });
});

describe('a very large file diff is clipped while it streams', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = tempRepo();
    repo.write('small.txt', 'x\n');
    repo.commit('base');
    repo.write('huge.sql', lines(20_000, 'INSERT INTO t VALUES'));
    repo.write('small.txt', 'y\n');
    repo.commit('head');
  });
  afterAll(() => repo.cleanup());

  it('keeps only the head of the diff, at a line end, and records its real size', async () => {
    const r = await collectChange(createGit(repo.dir), 'HEAD~1', 'HEAD', { maxFileDiffChars: 10_000 });
    if (!r.ok) throw new Error(r.error.message);
    const huge = byPath(r.change, 'huge.sql');
    expect(huge.diff?.length).toBeLessThanOrEqual(10_000);
    expect(huge.diff?.endsWith('\n')).toBe(true);
    expect(huge.diffChars).toBeGreaterThan(400_000);
    expect(huge.additions).toBe(20_000);
    expect(byPath(r.change, 'small.txt').diff).toContain('+y\n');
  });
});

describe('a change whose diffs together pass the total limit', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = tempRepo();
    repo.write('keep.txt', 'x\n');
    repo.commit('base');
    // The same content many times over: git stores it once, the diff repeats it.
    const copy = lines(2_000, 'the same line');
    for (let i = 0; i < 6; i++) repo.write(`copies/f${i}.txt`, copy);
    repo.commit('head');
  });
  afterAll(() => repo.cleanup());

  it('keeps diffs up to the limit, clips the one that crosses it, and leaves the rest out', async () => {
    const r = await collectChange(createGit(repo.dir), 'HEAD~1', 'HEAD', { maxTotalDiffChars: 100_000 });
    if (!r.ok) throw new Error(r.error.message);
    const files = r.change.files.map((f) => ({
      path: f.path,
      kept: f.diff?.length ?? null,
      noDiff: f.noDiff,
      whole: f.diffChars,
    }));
    const one = files[0]?.whole ?? 0;
    expect(one).toBeGreaterThan(33_400);
    expect(one).toBeLessThan(50_000);
    // Two whole diffs fit in 100,000 characters; the third is cut on a line end; the rest are out.
    expect(files.map((f) => f.path)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `copies/f${i}.txt`));
    expect(files.slice(0, 2).map((f) => f.kept)).toEqual([one, one]);
    expect(files[2]?.kept).toBeGreaterThan(0);
    expect(files[2]?.kept).toBeLessThanOrEqual(100_000 - 2 * one);
    expect(files.slice(3).map((f) => [f.kept, f.noDiff, f.whole])).toEqual(
      Array.from({ length: 3 }, () => [null, 'total_limit', one]),
    );
    expect(files.reduce((n, f) => n + (f.kept ?? 0), 0)).toBeLessThanOrEqual(100_000);
    // The prompt lists every file and says why the last ones have no diff.
    const { change } = filterChange(r.change, { include: [], exclude: [] });
    const text = renderPrompt(
      buildPrompt({ change, repoRoot: repo.dir, baseSha: change.baseSha, headSha: change.headSha }),
      null,
    ).text;
    expect(text).toContain(
      `- added \`copies/f5.txt\` (+2000 −0) — diff not sent: the diffs before it reach the size limit for a whole change`,
    );
    expect(text).toContain(
      `\`copies/f2.txt\` (+2000 −0) — diff shown only up to its first ${files[2]?.kept} of ${one} characters`,
    );
  });
});

describe('DiffSplitter', () => {
  it('stops every section once the sections together hold the total cap', () => {
    const s = new DiffSplitter(1e9, 25);
    s.feed('diff --git a/a b/a\n+1\ndiff --git a/b b/b\n+22\ndiff --git a/c b/c\n+333\n');
    expect(s.finish()).toEqual([
      { header: 'diff --git a/a b/a', text: 'diff --git a/a b/a\n+1\n', total: 22 },
      { header: 'diff --git a/b b/b', text: '', total: 23, dropped: true },
      { header: 'diff --git a/c b/c', text: '', total: 24, dropped: true },
    ]);
  });

  const sample = [
    'diff --git a/x b/x\nindex 1..2 100644\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-diff --git inside a line\n+x\n',
    'diff --git a/y b/y\nnew file mode 100644\n--- /dev/null\n+++ b/y\n@@ -0,0 +1 @@\n+ diff --git not a header\n',
    'diff --git a/z b/z\nBinary files differ\n',
  ];
  const whole = sample.join('');

  it('splits at header lines only', () => {
    const s = new DiffSplitter(1e9);
    s.feed(whole);
    expect(s.finish().map((x) => [x.header, x.text])).toEqual([
      ['diff --git a/x b/x', sample[0]],
      ['diff --git a/y b/y', sample[1]],
      ['diff --git a/z b/z', sample[2]],
    ]);
  });

  it('gives the same sections however the stream is chunked', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: whole.length }), { maxLength: 30 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const s = new DiffSplitter(1e9);
        let prev = 0;
        for (const p of [...points, whole.length]) {
          s.feed(whole.slice(prev, p));
          prev = p;
        }
        expect(s.finish().map((x) => x.text)).toEqual(sample);
      }),
    );
  });
});

describe('quoteGitPath', () => {
  it.each([
    ['plain/path.ts', 'plain/path.ts'],
    ['a b/ü.ts', 'a b/ü.ts'],
    ['a"b', '"a\\"b"'],
    ['a\\b', '"a\\\\b"'],
    ['tab\there', '"tab\\there"'],
    ['bell\x07\x01', '"bell\\a\\001"'],
  ])('%j -> %j', (input, out) => expect(quoteGitPath(input)).toBe(out));
});

describe('filesFromApi', () => {
  it('produces the same shape as git, rebuilding the headers the API leaves out', () => {
    const files = filesFromApi([
      { filename: 'src/a.ts', status: 'modified', additions: 1, deletions: 1, patch: '@@ -1 +1 @@\n-a\n+b' },
      { filename: 'src/new.ts', status: 'added', additions: 1, deletions: 0, patch: '@@ -0,0 +1 @@\n+n' },
      { filename: 'src/old.ts', status: 'removed', additions: 0, deletions: 1, patch: '@@ -1 +0,0 @@\n-o' },
      { filename: 'b.md', previous_filename: 'a.md', status: 'renamed', additions: 0, deletions: 0 },
      { filename: 'img.png', status: 'added', additions: 0, deletions: 0 },
    ]);
    expect(files[0]).toEqual({
      path: 'src/a.ts',
      status: 'modified',
      additions: 1,
      deletions: 1,
      binary: false,
      diff: 'diff --git a/src/a.ts b/src/a.ts\n--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1 +1 @@\n-a\n+b\n',
      diffChars: 81,
    });
    expect(files[0]?.diffChars).toBe(files[0]?.diff?.length);
    expect(files[1]?.diff).toContain('--- /dev/null\n+++ b/src/new.ts\n');
    expect(files[2]?.status).toBe('deleted');
    expect(files[2]?.diff).toContain('--- a/src/old.ts\n+++ /dev/null\n');
    expect(files[3]).toMatchObject({
      path: 'b.md',
      previousPath: 'a.md',
      status: 'renamed',
      diff: null,
      noDiff: 'no_patch',
    });
    expect(files[4]).toMatchObject({ path: 'img.png', diff: null, noDiff: 'no_patch' });
  });
});
