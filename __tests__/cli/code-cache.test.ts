/**
 * The CLI's code-cache loader (src/cli/code-cache.ts) on real files: small CommonJS bundles written
 * into a temp dir per test (their sources are below, made up for these tests), loaded through
 * `loadBundle` with a real cache directory beside them.
 */
import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { Script } from 'node:vm';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cacheDirFor, cacheFileFor, loadBundle, type LoadedBundle } from '../../src/cli/code-cache.js';

/** A bundle whose exports show which bytes ran and where it thinks it lives. */
const ADD = "module.exports = { add: (a, b) => a + b, name: __filename, dir: __dirname, kind: 'add' };\n";
/** Same length as ADD, one character swapped: V8's own check (the length) cannot tell them apart. */
const SUB = ADD.replace('a + b', 'a - b');
/** Requires a core module and a sibling file, to prove `require` resolves from the bundle. */
const REQUIRING = [
  "const path = require('node:path');",
  "const other = require('./other.cjs');",
  'module.exports = { joined: path.join("x", "y"), other: other.value, sep: path.sep };',
  '',
].join('\n');
const OTHER = 'module.exports = { value: 42 };\n';
/** Reports what `this` is at the top level of the bundle. */
const THIS = 'exports.marker = 1;\nmodule.exports.thisIsExports = this === module.exports;\n';

interface AddExports {
  add: (a: number, b: number) => number;
  name: string;
  dir: string;
  kind: string;
}

let tmp: string;
let bundleDir: string;
let cacheDir: string;

beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'code-cache-test-'));
  bundleDir = join(tmp, 'bundle');
  // Nested and not yet there: save() creates it (and must create it 0700).
  cacheDir = join(tmp, 'cache', 'reviewer-lanes');
  mkdirSync(bundleDir);
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

function writeBundle(name: string, source: string): string {
  const file = join(bundleDir, name);
  writeFileSync(file, source);
  return file;
}

function cacheFiles(dir = cacheDir): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.v8cache')) : [];
}

function mode(path: string): number {
  return statSync(path).mode & 0o777;
}

function add(loaded: LoadedBundle): AddExports {
  return loaded.exports as AddExports;
}

/** Loads `file` once and saves its cache, so the next load can hit. Returns the cache path. */
function primeCache(file: string, dir = cacheDir): string {
  const first = loadBundle(file, dir);
  expect(first.state).toBe('miss');
  first.save();
  return cacheFileFor(dir, file, readFileSync(file, 'utf8'));
}

describe('cacheDirFor', () => {
  const HOME_CACHE = join(homedir(), '.cache', 'reviewer-lanes');
  test.each<[string, NodeJS.ProcessEnv, string | null]>([
    [
      'REVIEWER_LANES_CACHE_DIR wins over XDG_CACHE_HOME',
      { REVIEWER_LANES_CACHE_DIR: '/r/cache', XDG_CACHE_HOME: '/x' },
      '/r/cache',
    ],
    ['REVIEWER_LANES_CACHE_DIR alone', { REVIEWER_LANES_CACHE_DIR: '/r/cache' }, '/r/cache'],
    ['XDG_CACHE_HOME gets a reviewer-lanes folder', { XDG_CACHE_HOME: '/x' }, '/x/reviewer-lanes'],
    [
      'an empty REVIEWER_LANES_CACHE_DIR falls through',
      { REVIEWER_LANES_CACHE_DIR: '', XDG_CACHE_HOME: '/x' },
      '/x/reviewer-lanes',
    ],
    ['an empty XDG_CACHE_HOME falls through to the home directory', { XDG_CACHE_HOME: '' }, HOME_CACHE],
    ['nothing set: ~/.cache/reviewer-lanes', {}, HOME_CACHE],
    [
      'NODE_DISABLE_COMPILE_CACHE=1 disables',
      { NODE_DISABLE_COMPILE_CACHE: '1', REVIEWER_LANES_CACHE_DIR: '/r' },
      null,
    ],
    [
      'NODE_DISABLE_COMPILE_CACHE=true disables',
      { NODE_DISABLE_COMPILE_CACHE: 'true', XDG_CACHE_HOME: '/x' },
      null,
    ],
    ['NODE_DISABLE_COMPILE_CACHE=1 disables the home default too', { NODE_DISABLE_COMPILE_CACHE: '1' }, null],
    [
      'NODE_DISABLE_COMPILE_CACHE=0 does not disable',
      { NODE_DISABLE_COMPILE_CACHE: '0', REVIEWER_LANES_CACHE_DIR: '/r' },
      '/r',
    ],
    [
      "NODE_DISABLE_COMPILE_CACHE='' does not disable",
      { NODE_DISABLE_COMPILE_CACHE: '', XDG_CACHE_HOME: '/x' },
      '/x/reviewer-lanes',
    ],
  ])('%s', (_name, env, expected) => {
    expect(cacheDirFor(env)).toBe(expected);
  });
});

describe('cacheFileFor', () => {
  test('names the file after the bundle and a hash of its exact bytes', () => {
    const a = cacheFileFor('/c', '/b/main.cjs', ADD);
    expect(a).toMatch(/^\/c\/main\.cjs\.[0-9a-f]{32}\.v8cache$/);
    expect(cacheFileFor('/c', '/elsewhere/main.cjs', ADD)).toBe(a);
    expect(cacheFileFor('/c', '/b/main.cjs', SUB)).not.toBe(a);
  });
});

describe('loadBundle without a cache directory', () => {
  test("state 'disabled', the exports work, save() writes nothing", () => {
    const file = writeBundle('main.cjs', ADD);
    const loaded = loadBundle(file, null);
    expect(loaded.state).toBe('disabled');
    expect(add(loaded).add(2, 3)).toBe(5);
    loaded.save();
    expect(existsSync(join(tmp, 'cache'))).toBe(false);
    expect(readdirSync(bundleDir)).toEqual(['main.cjs']);
  });
});

describe('loadBundle with a cache directory', () => {
  test('a miss, then one private cache file, then a hit that still runs the bundle', () => {
    const file = writeBundle('main.cjs', ADD);
    const first = loadBundle(file, cacheDir);
    expect(first.state).toBe('miss');
    expect(add(first).add(2, 3)).toBe(5);
    expect(cacheFiles()).toEqual([]);

    first.save();
    const files = cacheFiles();
    expect(files).toHaveLength(1);
    const cacheFile = join(cacheDir, files[0] ?? '');
    expect(cacheFile).toBe(cacheFileFor(cacheDir, file, ADD));
    expect(mode(cacheFile)).toBe(0o600);
    expect(mode(cacheDir)).toBe(0o700);
    expect(readdirSync(cacheDir)).toEqual(files); // no temp file left behind

    // An old mtime makes "save() wrote nothing" observable within the same second.
    const old = new Date('2020-01-01T00:00:00Z');
    utimesSync(cacheFile, old, old);
    const second = loadBundle(file, cacheDir);
    expect(second.state).toBe('hit');
    expect(add(second).add(20, 22)).toBe(42);
    second.save();
    expect(statSync(cacheFile).mtimeMs).toBe(old.getTime());
    expect(cacheFiles()).toEqual(files);
  });

  test('save() writes once per load', () => {
    const file = writeBundle('main.cjs', ADD);
    const loaded = loadBundle(file, cacheDir);
    loaded.save();
    const cacheFile = cacheFileFor(cacheDir, file, ADD);
    rmSync(cacheFile);
    loaded.save();
    expect(existsSync(cacheFile)).toBe(false);
  });

  test('a changed bundle of the same length gets its own cache and runs its new code', () => {
    const file = writeBundle('main.cjs', ADD);
    expect(SUB).toHaveLength(ADD.length);
    expect(SUB).not.toBe(ADD);
    const oldCache = primeCache(file);

    writeFileSync(file, SUB);
    const newCache = cacheFileFor(cacheDir, file, SUB);
    expect(newCache).not.toBe(oldCache);
    const changed = loadBundle(file, cacheDir);
    expect(changed.state).toBe('miss');
    expect(add(changed).add(2, 3)).toBe(-1);
    changed.save();
    expect(cacheFiles().sort()).toEqual([oldCache, newCache].map((p) => p.slice(cacheDir.length + 1)).sort());

    const again = loadBundle(file, cacheDir);
    expect(again.state).toBe('hit');
    expect(add(again).add(2, 3)).toBe(-1);
  });

  test("a corrupted cache is 'rejected', the bundle still runs, and save() replaces it", () => {
    const file = writeBundle('main.cjs', ADD);
    const cacheFile = cacheFileFor(cacheDir, file, ADD);
    mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    writeFileSync(cacheFile, randomBytes(4096), { mode: 0o600 });

    const loaded = loadBundle(file, cacheDir);
    expect(loaded.state).toBe('rejected');
    expect(add(loaded).add(2, 3)).toBe(5);
    loaded.save();
    expect(mode(cacheFile)).toBe(0o600);

    const next = loadBundle(file, cacheDir);
    expect(next.state).toBe('hit');
    expect(add(next).add(2, 3)).toBe(5);
  });

  test("an empty cache file is 'rejected' too", () => {
    const file = writeBundle('main.cjs', ADD);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cacheFileFor(cacheDir, file, ADD), '', { mode: 0o600 });
    const loaded = loadBundle(file, cacheDir);
    expect(loaded.state).toBe('rejected');
    expect(add(loaded).add(1, 1)).toBe(2);
  });

  // Bytecode is code: a cache anyone else can write is never trusted, whatever its bytes.
  test.each<[string, number, 'hit' | 'miss']>([
    ['0600 is used', 0o600, 'hit'],
    ['0644 (others may read) is used', 0o644, 'hit'],
    ['0400 (read-only) is used', 0o400, 'hit'],
    ['0666 (world-writable) is not used', 0o666, 'miss'],
    ['0620 (group-writable) is not used', 0o620, 'miss'],
    ['0602 (others-writable) is not used', 0o602, 'miss'],
  ])('a valid cache with mode %s', (_name, fileMode, state) => {
    const file = writeBundle('main.cjs', ADD);
    const cacheFile = primeCache(file);
    chmodSync(cacheFile, fileMode);
    const loaded = loadBundle(file, cacheDir);
    expect(loaded.state).toBe(state);
    expect(add(loaded).add(2, 3)).toBe(5);
  });

  test('a FIFO planted at the cache name is not read (and does not block the start)', () => {
    const file = writeBundle('main.cjs', ADD);
    mkdirSync(cacheDir, { recursive: true });
    execFileSync('mkfifo', [cacheFileFor(cacheDir, file, ADD)]);
    const loaded = loadBundle(file, cacheDir);
    expect(loaded.state).toBe('miss');
    expect(add(loaded).add(2, 3)).toBe(5);
  });

  test('a symlink to a valid cache is not followed; save() replaces the link, not its target', () => {
    const file = writeBundle('main.cjs', ADD);
    const elsewhere = join(tmp, 'elsewhere');
    const valid = primeCache(file, elsewhere);
    const before = readFileSync(valid);
    const cacheFile = cacheFileFor(cacheDir, file, ADD);
    mkdirSync(cacheDir, { recursive: true });
    symlinkSync(valid, cacheFile);

    const loaded = loadBundle(file, cacheDir);
    expect(loaded.state).toBe('miss');
    expect(add(loaded).add(2, 3)).toBe(5);
    loaded.save();
    expect(readFileSync(valid)).toEqual(before);
    expect(lstatSync(cacheFile).isFile()).toBe(true);
    expect(loadBundle(file, cacheDir).state).toBe('hit');
  });

  // Only root can make a file owned by someone else; as any other user the check is unreachable
  // here, so the test then only proves the cache is used when owned by us.
  test('a valid cache owned by another user is not used (checked when running as root)', () => {
    const file = writeBundle('main.cjs', ADD);
    const cacheFile = primeCache(file);
    const asRoot = process.getuid?.() === 0;
    if (asRoot) chownSync(cacheFile, 65534, 65534);
    const loaded = loadBundle(file, cacheDir);
    expect(loaded.state).toBe(asRoot ? 'miss' : 'hit');
    expect(add(loaded).add(2, 3)).toBe(5);
  });

  test('a cache directory that cannot be created: the bundle runs and save() does not throw', () => {
    const file = writeBundle('main.cjs', ADD);
    const blocker = join(tmp, 'a-file');
    writeFileSync(blocker, 'not a directory\n');
    const under = join(blocker, 'cache');
    const loaded = loadBundle(file, under);
    expect(loaded.state).toBe('miss');
    expect(add(loaded).add(2, 3)).toBe(5);
    expect(() => loaded.save()).not.toThrow();
    expect(readFileSync(blocker, 'utf8')).toBe('not a directory\n');
  });

  // The temp file's name is predictable (cache path + pid). In a shared cache directory, which the
  // loader explicitly guards against when reading, a planted symlink at that name must not make
  // save() write through it into another file.
  test('save() does not write through a symlink planted at its temp file name', () => {
    const file = writeBundle('main.cjs', ADD);
    const victim = join(tmp, 'victim.txt');
    writeFileSync(victim, 'precious\n');
    const cacheFile = cacheFileFor(cacheDir, file, ADD);
    mkdirSync(cacheDir, { recursive: true });
    symlinkSync(victim, `${cacheFile}.${process.pid}.tmp`);

    const loaded = loadBundle(file, cacheDir);
    expect(add(loaded).add(2, 3)).toBe(5);
    expect(() => loaded.save()).not.toThrow();
    // Size first: on failure it says "9 vs <cache size>" rather than printing bytecode.
    expect(statSync(victim).size).toBe('precious\n'.length);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
  });

  test('keeps the 4 newest caches of a bundle and leaves other bundles alone', () => {
    const file = writeBundle('main.cjs', ADD);
    mkdirSync(cacheDir, { recursive: true });
    const day = 24 * 3600 * 1000;
    const fakes = Array.from({ length: 5 }, (_, i) => {
      const name = `main.cjs.${String(i).repeat(32)}.v8cache`;
      const path = join(cacheDir, name);
      writeFileSync(path, 'old\n', { mode: 0o600 });
      const when = new Date(Date.now() - (10 - i) * day); // fake 4 is the newest of them
      utimesSync(path, when, when);
      return name;
    });
    const other = 'other.cjs.ffffffffffffffffffffffffffffffff.v8cache';
    writeFileSync(join(cacheDir, other), 'other\n', { mode: 0o600 });
    const ancient = new Date(Date.now() - 100 * day);
    utimesSync(join(cacheDir, other), ancient, ancient);

    const loaded = loadBundle(file, cacheDir);
    expect(loaded.state).toBe('miss');
    loaded.save();
    const written = cacheFileFor(cacheDir, file, ADD).slice(cacheDir.length + 1);
    expect(cacheFiles().sort()).toEqual([written, fakes[2], fakes[3], fakes[4], other].sort());
    expect(readFileSync(join(cacheDir, other), 'utf8')).toBe('other\n');
  });
});

// dist/cli.js passes main.cjs's SHA-256 recorded by the build, so a start need not hash the bundle;
// the key is then that digest with the file's size and mtime.
describe('loadBundle with a build digest', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  test('a miss, then a hit, under a key of its own', () => {
    const file = writeBundle('main.cjs', ADD);
    const digest = sha256(ADD);
    const first = loadBundle(file, cacheDir, digest);
    expect(first.state).toBe('miss');
    first.save();
    const files = cacheFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^main\.cjs\.[0-9a-f]{32}\.v8cache$/);
    expect(loadBundle(file, cacheDir, digest).state).toBe('hit');
    // Keyed by the digest, not the content: the digest-less key and another digest do not see it.
    expect(loadBundle(file, cacheDir).state).toBe('miss');
    expect(loadBundle(file, cacheDir, sha256(SUB)).state).toBe('miss');
  });

  test('an edit after the build (same length, new mtime) is a miss and runs the new code', () => {
    const file = writeBundle('main.cjs', ADD);
    const digest = sha256(ADD); // what the build recorded; the edit below does not update it
    const built = statSync(file).mtime;
    const first = loadBundle(file, cacheDir, digest);
    first.save();

    writeFileSync(file, SUB);
    // The edit's own mtime, made explicit so the test does not depend on timestamp granularity.
    const edited = new Date(built.getTime() + 1000);
    utimesSync(file, edited, edited);
    const changed = loadBundle(file, cacheDir, digest);
    expect(changed.state).toBe('miss');
    expect(add(changed).add(2, 3)).toBe(-1);
    changed.save();
    const again = loadBundle(file, cacheDir, digest);
    expect(again.state).toBe('hit');
    expect(add(again).add(2, 3)).toBe(-1);
    expect(cacheFiles()).toHaveLength(2);
  });
});

// The build-digest key also holds the file's inode and change time: cp -p and touch -r can set
// an edited file's mtime back, but not its ctime.
describe('loadBundle keyed past mtime', () => {
  test('an edit with the size and mtime restored (cp -p, touch -r) is still a miss', () => {
    const file = writeBundle('main.cjs', ADD);
    const digest = createHash('sha256').update(ADD).digest('hex');
    const when = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000); // whole seconds: exact
    utimesSync(file, when, when);
    const built = statSync(file);
    const first = loadBundle(file, cacheDir, digest);
    first.save();
    writeFileSync(file, SUB);
    utimesSync(file, when, when);
    expect(statSync(file).mtimeMs).toBe(built.mtimeMs);
    expect(statSync(file).size).toBe(built.size);
    const changed = loadBundle(file, cacheDir, digest);
    expect(changed.state).toBe('miss');
    expect(add(changed).add(2, 3)).toBe(-1);
  });
});

// One cache per command: a cache holds the functions its run compiled.
describe('loadBundle variants', () => {
  test('each command has its own cache file; a hit only under the same command', () => {
    const file = writeBundle('main.cjs', ADD);
    const review = loadBundle(file, cacheDir, undefined, 'review');
    expect(review.state).toBe('miss');
    review.save();
    expect(loadBundle(file, cacheDir, undefined, 'review').state).toBe('hit');
    const consent = loadBundle(file, cacheDir, undefined, 'consent');
    expect(consent.state).toBe('miss');
    consent.save();
    expect(cacheFiles().sort()).toEqual(
      [
        cacheFileFor(cacheDir, file, ADD, undefined, 'consent'),
        cacheFileFor(cacheDir, file, ADD, undefined, 'review'),
      ]
        .map((p) => p.slice(cacheDir.length + 1))
        .sort(),
    );
    expect(cacheFiles()).toContain(
      `${cacheFileFor(cacheDir, file, ADD).slice(cacheDir.length + 1, -'.v8cache'.length)}.review.v8cache`,
    );
  });

  test.each(['', 'Review', '../x', 'a b', 'x'.repeat(40), '--json'])(
    'a variant that is not a lower-case word (%j) names the default cache',
    (variant) => {
      const file = writeBundle('main.cjs', ADD);
      expect(cacheFileFor(cacheDir, file, ADD, undefined, variant)).toBe(cacheFileFor(cacheDir, file, ADD));
    },
  );

  test("pruning keeps every command's cache of the current build", () => {
    const file = writeBundle('main.cjs', ADD);
    mkdirSync(cacheDir, { recursive: true });
    const day = 24 * 3600 * 1000;
    const fakes = Array.from({ length: 5 }, (_, i) => {
      const name = `main.cjs.${String(i).repeat(32)}.review.v8cache`;
      writeFileSync(join(cacheDir, name), 'old\n', { mode: 0o600 });
      const when = new Date(Date.now() - (10 - i) * day);
      utimesSync(join(cacheDir, name), when, when);
      return name;
    });
    const review = loadBundle(file, cacheDir, undefined, 'review');
    review.save();
    const consent = loadBundle(file, cacheDir, undefined, 'consent');
    consent.save();
    const mine = ['review', 'consent'].map((v) =>
      cacheFileFor(cacheDir, file, ADD, undefined, v).slice(cacheDir.length + 1),
    );
    expect(cacheFiles().sort()).toEqual([...mine, fakes[2], fakes[3], fakes[4]].sort());
  });
});

describe('the module the bundle sees', () => {
  test('__filename and __dirname are the bundle file and its directory', () => {
    const file = writeBundle('main.cjs', ADD);
    const loaded = add(loadBundle(file, cacheDir));
    expect(loaded.name).toBe(file);
    expect(loaded.dir).toBe(dirname(file));
    expect(loaded.kind).toBe('add');
  });

  test.each<[string, string | null]>([
    ['without a cache', null],
    ['with a cache', 'cache'],
  ])('require resolves core modules and files relative to the bundle (%s)', (_name, sub) => {
    const file = writeBundle('main.cjs', REQUIRING);
    writeBundle('other.cjs', OTHER);
    const dir = sub === null ? null : join(tmp, sub);
    // Loaded from another working directory, so a cwd-relative require would not find other.cjs.
    const cwd = process.cwd();
    process.chdir(tmp);
    try {
      const first = loadBundle(file, dir);
      first.save();
      const second = loadBundle(file, dir);
      expect(second.state).toBe(dir === null ? 'disabled' : 'hit');
      for (const loaded of [first, second]) {
        expect(loaded.exports).toEqual({ joined: join('x', 'y'), other: 42, sep: '/' });
      }
    } finally {
      process.chdir(cwd);
    }
  });

  test('`this` at the top level is module.exports, as in Node', () => {
    const file = writeBundle('main.cjs', THIS);
    const copy = join(bundleDir, 'copy.cjs');
    copyFileSync(file, copy);
    expect(loadBundle(file, null).exports).toEqual({ marker: 1, thisIsExports: true });
    // Node's own loader agrees, so the wrapper matches what the bundle was written for.
    expect(createRequire(copy)(copy)).toEqual({ marker: 1, thisIsExports: true });
  });
});

describe('sibling bundles', () => {
  /**
   * Counts its own runs in a global of the context bundles run in (Node's, not this test's
   * sandbox), under a name of its own per test, so a second evaluation would show.
   */
  let counter: string;
  const counted = () =>
    [
      `globalThis.${counter} = (globalThis.${counter} ?? 0) + 1;`,
      `module.exports = { value: 7, runs: globalThis.${counter} };`,
      '',
    ].join('\n');
  const runs = () => new Script(`globalThis.${counter}`).runInThisContext() as number | undefined;
  beforeEach(() => {
    counter = `__siblingRuns_${randomBytes(6).toString('hex')}`;
  });
  afterEach(() => {
    new Script(`delete globalThis.${counter}`).runInThisContext();
  });

  test('a required ./name.cjs goes through the cache too: a miss, saved with the bundle, then a hit', () => {
    const file = writeBundle('main.cjs', "module.exports = { sib: require('./sib.cjs').value };\n");
    writeBundle('sib.cjs', counted());
    const first = loadBundle(file, cacheDir);
    expect(first.exports).toEqual({ sib: 7 });
    expect(first.state).toBe('miss');
    expect(first.siblings.get('sib.cjs')?.state).toBe('miss');
    first.save();
    expect(cacheFiles().sort()).toEqual([
      expect.stringMatching(/^main\.cjs\.[0-9a-f]{32}\.v8cache$/),
      expect.stringMatching(/^sib\.cjs\.[0-9a-f]{32}\.v8cache$/),
    ]);
    const second = loadBundle(file, cacheDir);
    expect(second.exports).toEqual({ sib: 7 });
    expect(second.state).toBe('hit');
    expect(second.siblings.get('sib.cjs')?.state).toBe('hit');
  });

  test('a sibling not required is never loaded', () => {
    const file = writeBundle('main.cjs', "module.exports = { later: () => require('./sib.cjs') };\n");
    writeBundle('sib.cjs', counted());
    const loaded = loadBundle(file, cacheDir);
    expect(loaded.siblings.size).toBe(0);
    expect(runs()).toBeUndefined();
    expect((loaded.exports as { later: () => { value: number } }).later().value).toBe(7);
    expect([...loaded.siblings.keys()]).toEqual(['sib.cjs']);
  });

  test('a sibling required by the bundle and by another sibling runs once', () => {
    const file = writeBundle(
      'main.cjs',
      "const a = require('./a.cjs'); const b = require('./b.cjs'); module.exports = { a: a.runs, b: b.a.runs, same: a === b.a };\n",
    );
    writeBundle('a.cjs', counted());
    writeBundle('b.cjs', "module.exports = { a: require('./a.cjs') };\n");
    expect(loadBundle(file, cacheDir).exports).toEqual({ a: 1, b: 1, same: true });
  });

  test('a sibling requiring the bundle back gets its exports so far, as with Node, and no loop', () => {
    const file = writeBundle(
      'main.cjs',
      "exports.early = 1;\nconst back = require('./back.cjs');\nexports.late = 2;\nexports.seen = back.seen;\n",
    );
    writeBundle('back.cjs', "const main = require('./main.cjs');\nmodule.exports = { seen: { ...main } };\n");
    expect(loadBundle(file, cacheDir).exports).toEqual({ early: 1, late: 2, seen: { early: 1 } });
  });

  test('other paths are left to Node: a file in a subfolder is not a sibling bundle', () => {
    mkdirSync(join(bundleDir, 'sub'));
    writeFileSync(join(bundleDir, 'sub', 'x.cjs'), 'module.exports = { x: 1 };\n');
    const file = writeBundle('main.cjs', "module.exports = require('./sub/x.cjs');\n");
    const loaded = loadBundle(file, cacheDir);
    expect(loaded.exports).toEqual({ x: 1 });
    expect(loaded.siblings.size).toBe(0);
    loaded.save();
    expect(cacheFiles()).toEqual([expect.stringMatching(/^main\.cjs\./)]);
  });
});
