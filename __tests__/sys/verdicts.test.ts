/**
 * The runtime verdict cache (sys/verdicts.ts) over real files in temp dirs: what it takes as
 * "validated clean before", what it refuses to trust, that it never throws, the modes it writes
 * with and how it prunes the folders of older builds.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NO_VERDICTS, fileVerdicts, type Verdicts } from '../../src/sys/verdicts.js';

/** Build digests: 64 lowercase hex characters, as the build records them. */
const BUILD = 'a1'.repeat(32);
const OTHER_BUILD = 'b2'.repeat(32);
/** Shares BUILD's first 16 characters, so both use the same folder. */
const SAME_FOLDER_BUILD = `${BUILD.slice(0, 16)}${'c3'.repeat(24)}`;

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'verdicts-test-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
/** A fresh cache directory (not created: the cache creates what it needs). */
const freshCache = (): string => join(root, `cache-${++n}`);
const buildDir = (cache: string, build = BUILD): string => join(cache, 'verdicts', build.slice(0, 16));
const files = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).sort() : []);

/** The one verdict file `remember` wrote for an input, found by listing a cache that holds only it. */
function onlyVerdictFile(cache: string, build = BUILD): string {
  const names = files(buildDir(cache, build));
  expect(names).toHaveLength(1);
  return join(buildDir(cache, build), names[0] as string);
}

describe('fileVerdicts: no cache', () => {
  test.each([
    ['no cache directory', null, BUILD],
    ['no build digest', '/unused', undefined],
    ['an empty build digest', '/unused', ''],
    ['a short build digest', '/unused', 'a1'.repeat(31)],
    ['a long build digest', '/unused', `${BUILD}0`],
    ['a non-hex build digest', '/unused', 'g'.repeat(64)],
    ['an upper-case build digest', '/unused', BUILD.toUpperCase()],
  ])('%s gives NO_VERDICTS', (_name, dir, digest) => {
    expect(fileVerdicts(dir, digest)).toBe(NO_VERDICTS);
  });

  test('NO_VERDICTS knows nothing and remembers nothing', () => {
    NO_VERDICTS.remember('manifest', 'acme', 'bytes');
    expect(NO_VERDICTS.known('manifest', 'acme', 'bytes')).toBe(false);
  });

  test('a cache directory without a valid build digest is never created', () => {
    const cache = freshCache();
    const verdicts = fileVerdicts(cache, 'not-a-digest');
    verdicts.remember('manifest', 'acme', 'bytes');
    expect(verdicts.known('manifest', 'acme', 'bytes')).toBe(false);
    expect(existsSync(cache)).toBe(false);
  });
});

describe('fileVerdicts: remember and known', () => {
  let cache: string;
  let verdicts: Verdicts;
  beforeAll(() => {
    cache = freshCache();
    verdicts = fileVerdicts(cache, BUILD);
    verdicts.remember('manifest', 'acme', '{"id":"acme"}');
  });

  test('what was remembered is known, also to a new instance for the same build', () => {
    expect(verdicts.known('manifest', 'acme', '{"id":"acme"}')).toBe(true);
    expect(fileVerdicts(cache, BUILD).known('manifest', 'acme', '{"id":"acme"}')).toBe(true);
  });

  test('a verdict is one empty file in the build folder, named by a SHA-256', () => {
    const file = onlyVerdictFile(cache);
    expect(file.slice(file.lastIndexOf('/') + 1)).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).size).toBe(0);
  });

  test.each([
    ['another build', OTHER_BUILD, 'manifest', 'acme', '{"id":"acme"}'],
    ['another build sharing the folder', SAME_FOLDER_BUILD, 'manifest', 'acme', '{"id":"acme"}'],
    ['another kind', BUILD, 'baseline', 'acme', '{"id":"acme"}'],
    ['another key', BUILD, 'manifest', 'acme2', '{"id":"acme"}'],
    ['other bytes', BUILD, 'manifest', 'acme', '{"id":"acme" }'],
    ['no bytes', BUILD, 'manifest', 'acme', ''],
  ])('is unknown for %s', (_name, build, kind, key, bytes) => {
    expect(fileVerdicts(cache, build).known(kind, key, bytes)).toBe(false);
  });

  test('a string and a Uint8Array with the same UTF-8 content are the same input', () => {
    const text = '{"title":"Révision ✓"}';
    verdicts.remember('manifest', 'utf8', text);
    expect(verdicts.known('manifest', 'utf8', Buffer.from(text, 'utf8'))).toBe(true);
    expect(verdicts.known('manifest', 'utf8', new Uint8Array(Buffer.from(text, 'utf8')))).toBe(true);
    // The same characters in another encoding are other bytes.
    expect(verdicts.known('manifest', 'utf8', Buffer.from(text, 'latin1'))).toBe(false);

    const bytes = new Uint8Array(Buffer.from('{"id":"bytes"}'));
    verdicts.remember('manifest', 'bytes', bytes);
    expect(verdicts.known('manifest', 'bytes', '{"id":"bytes"}')).toBe(true);
  });

  test('remembering the same input twice does not throw and keeps one file', () => {
    const other = freshCache();
    const v = fileVerdicts(other, BUILD);
    v.remember('baseline', 'consent.json', '{}');
    expect(() => v.remember('baseline', 'consent.json', '{}')).not.toThrow();
    expect(() => fileVerdicts(other, BUILD).remember('baseline', 'consent.json', '{}')).not.toThrow();
    expect(files(buildDir(other))).toHaveLength(1);
    expect(v.known('baseline', 'consent.json', '{}')).toBe(true);
  });
});

describe('fileVerdicts: what is not trusted', () => {
  /** A cache holding one remembered input, and the path of its verdict file. */
  function remembered(): { verdicts: Verdicts; file: string; known: () => boolean } {
    const cache = freshCache();
    const verdicts = fileVerdicts(cache, BUILD);
    verdicts.remember('manifest', 'acme', 'bytes');
    const file = onlyVerdictFile(cache);
    return { verdicts, file, known: () => fileVerdicts(cache, BUILD).known('manifest', 'acme', 'bytes') };
  }

  test('files are 0600 and folders 0700', () => {
    const cache = freshCache();
    fileVerdicts(cache, BUILD).remember('manifest', 'acme', 'bytes');
    expect(statSync(onlyVerdictFile(cache)).mode & 0o777).toBe(0o600);
    expect(statSync(buildDir(cache)).mode & 0o777).toBe(0o700);
    expect(statSync(join(cache, 'verdicts')).mode & 0o777).toBe(0o700);
  });

  test.each([
    ['world- and group-writable (0666)', 0o666],
    ['group-writable (0620)', 0o620],
    ['world-writable (0602)', 0o602],
  ])('a verdict file that is %s is not trusted', (_name, mode) => {
    const { file, known } = remembered();
    expect(known()).toBe(true);
    chmodSync(file, mode);
    expect(known()).toBe(false);
  });

  test('a verdict file others may only read (0644) is still trusted', () => {
    const { file, known } = remembered();
    chmodSync(file, 0o644);
    expect(known()).toBe(true);
  });

  test('a symlink at the verdict path is not trusted, even to a trusted-looking file', () => {
    const { file, known } = remembered();
    const target = join(root, `target-${++n}`);
    writeFileSync(target, '', { mode: 0o600 });
    unlinkSync(file);
    symlinkSync(target, file);
    expect(known()).toBe(false);
  });

  test('remember never writes through a symlink at the verdict path', () => {
    const { verdicts, file, known } = remembered();
    const target = join(root, `dangling-${++n}`);
    unlinkSync(file);
    symlinkSync(target, file);
    expect(() => verdicts.remember('manifest', 'acme', 'bytes')).not.toThrow();
    expect(existsSync(target)).toBe(false);
    expect(lstatSync(file).isSymbolicLink()).toBe(true);
    expect(known()).toBe(false);
  });

  test('a directory at the verdict path is not trusted', () => {
    const { file, known } = remembered();
    unlinkSync(file);
    mkdirSync(file, { mode: 0o700 });
    expect(known()).toBe(false);
  });

  // Only root can give a file to another user; elsewhere the owner check cannot be exercised.
  if (process.getuid?.() === 0) {
    test('a verdict file owned by another user is not trusted', () => {
      const { file, known } = remembered();
      chownSync(file, 4242, 4242);
      expect(known()).toBe(false);
    });
  }

  test('a cache directory that cannot be created: remember does not throw, nothing is known', () => {
    const blocker = join(root, `regular-file-${++n}`);
    writeFileSync(blocker, 'not a directory');
    const verdicts = fileVerdicts(join(blocker, 'cache'), BUILD);
    expect(() => verdicts.remember('manifest', 'acme', 'bytes')).not.toThrow();
    expect(() => verdicts.remember('manifest', 'acme', 'bytes')).not.toThrow();
    expect(verdicts.known('manifest', 'acme', 'bytes')).toBe(false);
  });
});

describe('fileVerdicts: pruning older builds', () => {
  const NOW = Date.now() / 1000;
  /** Build folders of older builds, each `age` seconds old, holding one file. */
  function olderBuilds(cache: string, ages: Record<string, number>): void {
    for (const [name, age] of Object.entries(ages)) {
      const dir = join(cache, 'verdicts', name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'f'.repeat(64)), '');
      utimesSync(dir, NOW - age, NOW - age);
    }
  }

  test('a new build keeps its own folder and the two most recent others', () => {
    const cache = freshCache();
    olderBuilds(cache, {
      '1111111111111111': 4000,
      '2222222222222222': 1000,
      '3333333333333333': 3000,
      '4444444444444444': 2000,
      '5555555555555555': 5000,
    });
    fileVerdicts(cache, BUILD).remember('manifest', 'acme', 'bytes');
    expect(files(join(cache, 'verdicts'))).toEqual(
      ['2222222222222222', '4444444444444444', BUILD.slice(0, 16)].sort(),
    );
    expect(fileVerdicts(cache, BUILD).known('manifest', 'acme', 'bytes')).toBe(true);
  });

  test('with at most two other builds nothing is pruned', () => {
    const cache = freshCache();
    olderBuilds(cache, { '1111111111111111': 9000, '2222222222222222': 8000 });
    fileVerdicts(cache, BUILD).remember('manifest', 'acme', 'bytes');
    expect(files(join(cache, 'verdicts'))).toEqual(
      ['1111111111111111', '2222222222222222', BUILD.slice(0, 16)].sort(),
    );
  });

  test('a pruned build starts over in a fresh folder, and prunes in turn', () => {
    const cache = freshCache();
    fileVerdicts(cache, BUILD).remember('manifest', 'acme', 'bytes');
    utimesSync(buildDir(cache), NOW - 99_000, NOW - 99_000);
    olderBuilds(cache, {
      '1111111111111111': 1000,
      '2222222222222222': 2000,
      '3333333333333333': 3000,
    });
    // Another build arrives: it keeps itself and the two newest others; BUILD's, the oldest, goes...
    fileVerdicts(cache, OTHER_BUILD).remember('manifest', 'acme', 'bytes');
    expect(files(join(cache, 'verdicts'))).toEqual(
      ['1111111111111111', '2222222222222222', OTHER_BUILD.slice(0, 16)].sort(),
    );
    // ...and BUILD, back again, starts over: its folder is fresh, so it prunes, keeping itself.
    fileVerdicts(cache, BUILD).remember('manifest', 'acme', 'bytes');
    expect(files(join(cache, 'verdicts'))).toEqual(
      ['1111111111111111', OTHER_BUILD.slice(0, 16), BUILD.slice(0, 16)].sort(),
    );
  });

  test('a build whose folder already exists does not prune', () => {
    const cache = freshCache();
    fileVerdicts(cache, BUILD).remember('manifest', 'acme', 'bytes');
    olderBuilds(cache, {
      '1111111111111111': 1000,
      '2222222222222222': 2000,
      '3333333333333333': 3000,
      '4444444444444444': 4000,
    });
    fileVerdicts(cache, BUILD).remember('manifest', 'other', 'bytes');
    expect(files(join(cache, 'verdicts'))).toHaveLength(5);
    expect(files(buildDir(cache))).toHaveLength(2);
  });
});
