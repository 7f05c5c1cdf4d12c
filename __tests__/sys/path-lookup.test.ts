/** PATH lookup: real files in temp directories, no process started. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { lookupBinary } from '../../src/sys/path-lookup.js';

let root: string;
let bin: string;
let other: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'rl-lookup-'));
  bin = join(root, 'bin');
  other = join(root, 'other');
  mkdirSync(bin);
  mkdirSync(other);
  writeFileSync(join(bin, 'tool'), '#!/bin/sh\n');
  chmodSync(join(bin, 'tool'), 0o755);
  writeFileSync(join(bin, 'plainfile'), 'data');
  chmodSync(join(bin, 'plainfile'), 0o644);
  mkdirSync(join(bin, 'adir'));
  writeFileSync(join(other, 'plainfile'), '#!/bin/sh\n');
  chmodSync(join(other, 'plainfile'), 0o755);
  // Windows-style names (no executable bit is needed there); this filesystem is case-sensitive, Windows' is not
  writeFileSync(join(other, 'shim.CMD'), '@echo off\n');
  writeFileSync(join(other, 'prog.EXE'), 'MZ');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('lookupBinary on POSIX', () => {
  const cases: Array<{
    name: string;
    binary: () => string;
    path: () => string;
    expected: () => string | null;
  }> = [
    {
      name: 'finds an executable file on PATH',
      binary: () => 'tool',
      path: () => bin,
      expected: () => join(bin, 'tool'),
    },
    { name: 'a name not on PATH is null', binary: () => 'nope', path: () => bin, expected: () => null },
    {
      name: 'a file without the executable bit does not count',
      binary: () => 'plainfile',
      path: () => bin,
      expected: () => null,
    },
    {
      name: 'keeps scanning past a non-executable file to a later PATH entry',
      binary: () => 'plainfile',
      path: () => `${bin}:${other}`,
      expected: () => join(other, 'plainfile'),
    },
    { name: 'a directory is not a binary', binary: () => 'adir', path: () => bin, expected: () => null },
    {
      name: 'a name with a slash is checked as a path, not on PATH',
      binary: () => join(bin, 'tool'),
      path: () => '',
      expected: () => join(bin, 'tool'),
    },
    {
      name: 'a path to a non-executable file is null',
      binary: () => join(bin, 'plainfile'),
      path: () => bin,
      expected: () => null,
    },
    {
      name: 'relative PATH entries are ignored (they would search the checkout)',
      binary: () => 'tool',
      path: () => relative(process.cwd(), bin),
      expected: () => null,
    },
    {
      name: 'empty PATH entries are ignored',
      binary: () => 'tool',
      path: () => `::${bin}`,
      expected: () => join(bin, 'tool'),
    },
    { name: 'no PATH at all is null', binary: () => 'tool', path: () => '', expected: () => null },
    { name: 'an empty name is null', binary: () => '', path: () => bin, expected: () => null },
    {
      name: 'a NUL byte is null, not an exception',
      binary: () => 'to\0ol',
      path: () => bin,
      expected: () => null,
    },
  ];
  it.each(cases)('$name', async ({ binary, path, expected }) => {
    await expect(lookupBinary(binary(), { PATH: path() }, { platform: 'linux' })).resolves.toBe(expected());
  });
});

describe('lookupBinary on Windows (PATHEXT, case-insensitive Path)', () => {
  it('tries each PATHEXT extension and needs no executable bit', async () => {
    const env = { Path: `${bin};${other}`, PATHEXT: '.COM;.EXE;.BAT;.CMD' };
    await expect(lookupBinary('shim', env, { platform: 'win32' })).resolves.toBe(join(other, 'shim.CMD'));
    await expect(lookupBinary('prog', env, { platform: 'win32' })).resolves.toBe(join(other, 'prog.EXE'));
  });
  it('accepts a name that already carries an extension', async () => {
    const env = { PATH: other, PATHEXT: '.EXE;.CMD' };
    await expect(lookupBinary('prog.EXE', env, { platform: 'win32' })).resolves.toBe(join(other, 'prog.EXE'));
  });
  it('uses the default PATHEXT when none is set, and ignores extensionless files', async () => {
    await expect(lookupBinary('shim', { PATH: other }, { platform: 'win32' })).resolves.toBe(
      join(other, 'shim.CMD'),
    );
    await expect(lookupBinary('plainfile', { PATH: other }, { platform: 'win32' })).resolves.toBeNull();
  });
});
