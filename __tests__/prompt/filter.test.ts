import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createGit } from '../../src/sys/git.js';
import { collectChange } from '../../src/prompt/change.js';
import picomatch from 'picomatch';
import {
  createFileFilter,
  DEFAULT_EXCLUDES,
  defaultExclusion,
  filterChange,
} from '../../src/prompt/filter.js';
import { buildMixedChange, type TempRepo } from '../../__fixtures__/prompt/repo.js';

const none = { include: [], exclude: [] };

describe('default path filters', () => {
  const { classify } = createFileFilter(none);
  it.each([
    ['src/index.ts', false, null],
    ['package-lock.json', false, 'lockfile'],
    ['packages/web/yarn.lock', false, 'lockfile'],
    ['pnpm-lock.yaml', false, 'lockfile'],
    ['crates/x/Cargo.lock', false, 'lockfile'],
    ['poetry.lock', false, 'lockfile'],
    ['go.sum', false, 'lockfile'],
    ['composer.lock', false, 'lockfile'],
    ['Gemfile.lock', false, 'lockfile'],
    ['dist/index.js', false, 'generated'],
    ['packages/a/dist/cli.js', false, 'generated'],
    ['src/distance.ts', false, null],
    ['public/app.min.js', false, 'minified'],
    ['styles/site.min.css', false, 'minified'],
    ['dist-free/app.js.map', false, 'minified'],
    ['.github/workflows/ci.yml', false, null],
    ['assets/logo.png', true, 'binary'],
  ])('%s (binary: %s) -> %s', (path, binary, reason) => {
    expect(classify({ path, binary })).toBe(reason);
  });
});

describe('the default excludes without globs', () => {
  // The globs are the documented rule; defaultExclusion is how a review applies them. They must
  // agree on every path git can name: each file name below at each depth below.
  const byGlob = DEFAULT_EXCLUDES.map((d) => ({
    reason: d.reason,
    match: picomatch(
      d.globs.map((g) => (g.includes('/') ? g : `**/${g}`)),
      { dot: true },
    ),
  }));
  const oracle = (path: string) => byGlob.find((d) => d.match(path))?.reason ?? null;
  const dirs = [
    '',
    'a/',
    '.a/',
    'a/b/',
    'dist/',
    'a/dist/',
    '.dist/',
    'distx/',
    'x-dist/',
    'a/dist/b/',
    'Dist/',
  ];
  const names = [
    ...DEFAULT_EXCLUDES.flatMap((d) =>
      d.globs.filter((g) => !g.includes('/')).map((g) => g.replace('*', 'app')),
    ),
    ...DEFAULT_EXCLUDES[0]!.globs.flatMap((g) => [`x${g}`, `${g}x`, g.toUpperCase()]),
    'dist',
    'distx',
    '.min.js',
    'a.min.jsx',
    'a.MIN.JS',
    'min.js',
    'a.map',
    '.map',
    'a.mapx',
    'map',
    'index.ts',
    '.gitignore',
  ];
  const paths = dirs.flatMap((d) => names.map((n) => d + n));

  it('agrees with picomatch on every path of the corpus', () => {
    const disagreements = paths
      .map((p) => ({ path: p, globs: oracle(p), fast: defaultExclusion(p) }))
      .filter((r) => r.globs !== r.fast);
    expect(disagreements).toEqual([]);
    // The corpus exercises every reason and the pass-through.
    expect(new Set(paths.map(defaultExclusion))).toEqual(
      new Set(['lockfile', 'generated', 'minified', null]),
    );
  });
});

describe('include and exclude settings', () => {
  it.each([
    [
      'exclude by name at any depth',
      { include: [], exclude: ['*.snap'] },
      'src/__snapshots__/a.snap',
      'excluded',
    ],
    ['exclude by path', { include: [], exclude: ['docs/**'] }, 'docs/a.md', 'excluded'],
    [
      'a leading slash anchors at the root',
      { include: [], exclude: ['/README.md'] },
      'README.md',
      'excluded',
    ],
    [
      'an anchored glob leaves deeper files alone',
      { include: [], exclude: ['/README.md'] },
      'docs/README.md',
      null,
    ],
    [
      'exclude wins over include',
      { include: ['src/**'], exclude: ['src/gen/**'] },
      'src/gen/x.ts',
      'excluded',
    ],
    ['include limits what is sent', { include: ['src/**'], exclude: [] }, 'README.md', 'not_included'],
    ['include admits its matches', { include: ['src/**'], exclude: [] }, 'src/a.ts', null],
    ['include opts a default back in', { include: ['dist/**'], exclude: [] }, 'dist/index.js', null],
    ['binary stays binary whatever include says', { include: ['**'], exclude: [] }, 'a.png', 'binary'],
  ])('%s', (_name, settings, path, reason) => {
    expect(createFileFilter(settings).classify({ path, binary: path.endsWith('.png') })).toBe(reason);
  });

  it.each([
    ['an empty include glob', { include: [''], exclude: [] }, 'include: an empty glob was ignored.'],
    ['a blank exclude glob', { include: [], exclude: ['  '] }, 'exclude: an empty glob was ignored.'],
    [
      'an exclude glob that cannot compile',
      { include: [], exclude: ['[z-a]*'] },
      'exclude: the glob "[z-a]*" was ignored: Invalid regular expression: /^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)[z-a][^/]*?\\/?)$/: Range out of order in character class',
    ],
    [
      // Without the warning, an include that cannot compile would hold back every diff, silently.
      'an include glob that cannot compile',
      { include: ['*.{js'], exclude: [] },
      expect.stringMatching(
        /^include: the glob "\*\.\{js" was ignored: Invalid regular expression: .*: Unterminated group$/,
      ),
    ],
  ])('%s is a warning with the message a user sees', (_n, settings, message) => {
    const f = createFileFilter(settings);
    expect(f.warnings.map((w) => w.message)).toEqual([message]);
    expect(f.classify({ path: 'src/a.ts', binary: false })).toBeNull();
  });
});

describe('filterChange on a real repository', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = buildMixedChange();
  });
  afterAll(() => repo.cleanup());

  it('keeps every file in the list, marks the excluded ones and holds back their diffs', async () => {
    const r = await collectChange(createGit(repo.dir), 'main', 'feature');
    if (!r.ok) throw new Error(r.error.message);
    const { change, warnings } = filterChange(r.change, { include: [], exclude: ['docs/**'] });
    expect(warnings).toEqual([]);
    expect(change.files.map((f) => [f.path, f.excluded, f.diff !== null])).toEqual([
      ['assets/logo.bin', 'binary', false],
      ['dist/index.js', 'generated', false],
      ['docs/rén "q".md', 'excluded', false],
      ['link', null, true],
      ['package-lock.json', 'lockfile', false],
      ['src/edit.ts', null, true],
      ['src/gone.ts', null, true],
      ['src/new file.ts', null, true],
      ['src/tab\tname.ts', null, true],
      ['vendor/lib.min.js', 'minified', false],
    ]);
    // Stats survive exclusion: the list still tells the reviewer what changed.
    expect(change.files.find((f) => f.path === 'package-lock.json')).toMatchObject({
      additions: 2,
      deletions: 1,
    });
  });
});
