/**
 * The runner opens a lane's stdout and stderr files together before starting it. When either
 * cannot be created the run is refused with that error, and the file that did open is closed
 * (checked in /proc/self/fd: Linux, where this runs). Real processes via the fake CLI.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createProcessRunner } from '../../src/run/spawn.js';
import type { SpawnSpec } from '../../src/run/types.js';
import { baseEnv, FAKE_CLI, removeDir, tempDir } from './support/lanes.js';

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => removeDir(dir));

function spec(overrides: Partial<SpawnSpec>): SpawnSpec {
  return {
    binary: FAKE_CLI,
    argv: ['print', 'x'],
    cwd: dir,
    env: baseEnv(),
    stdinPath: null,
    stdoutPath: join(dir, 'out.stdout'),
    stderrPath: join(dir, 'out.err'),
    timeoutMs: 20_000,
    killGraceMs: 300,
    maxOutputBytes: 1024,
    ...overrides,
  };
}

/** Descriptors this process holds open on `path`. */
function openOn(path: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(join('/proc/self/fd', fd)) === path;
    } catch {
      return false;
    }
  }).length;
}

const runner = createProcessRunner();

describe.each([
  { name: 'stderr', bad: { stderrPath: join('/nonexistent-dir-for-test', 'err') }, good: 'out.stdout' },
  { name: 'stdout', bad: { stdoutPath: join('/nonexistent-dir-for-test', 'out') }, good: 'out.err' },
])('when the $name file cannot be created', ({ bad, good }) => {
  it('rejects with the open error, starts nothing and leaves the other file closed', async () => {
    const pidFile = join(dir, 'pid');
    await expect(runner.run(spec({ ...bad, argv: ['pidfile', pidFile, 'print', 'x'] }))).rejects.toThrow(
      /ENOENT/,
    );
    expect(openOn(join(dir, good))).toBe(0);
    expect(readdirSync(dir)).not.toContain('pid');
  });
});

it('when neither file can be created, the stdout error is the one reported', async () => {
  await expect(
    runner.run(spec({ stdoutPath: '/nonexistent-a/out', stderrPath: '/nonexistent-b/err' })),
  ).rejects.toThrow(/nonexistent-a/);
});
