/**
 * The runner opens a lane's stdout and stderr files together before starting it. When either
 * cannot be created the run is refused with that error, and the file that did open is closed
 * (checked in /proc/self/fd: Linux, where this runs). Small output is also kept in memory, exactly
 * as the files hold it, so a lane need not read them back. Real processes via the fake CLI.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createProcessRunner } from '../../src/sys/process.js';
import type { SpawnSpec } from '../../src/sys/process.js';
import { baseEnv, FAKE_CLI, removeDir, tempDir } from '../run/support/lanes.js';

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

describe('the copy of small output kept in memory', () => {
  const read = (name: string) => readFileSync(join(dir, name));

  it('is byte for byte what the files hold, invalid UTF-8 included', async () => {
    const outcome = await runner.run(
      spec({ argv: ['bad-utf8', 'eprint', 'warn\n'], maxOutputBytes: 1 << 20 }),
    );
    expect(outcome.stdout).toEqual(read('out.stdout'));
    expect(outcome.stderr).toEqual(read('out.err'));
    expect(outcome.stdout?.length).toBe(8);
    expect(outcome.stderr?.toString()).toBe('warn\n');
  });

  it('is empty, not absent, when the lane printed nothing', async () => {
    const outcome = await runner.run(spec({ argv: ['exit', '0'] }));
    expect(outcome.stdout).toEqual(Buffer.alloc(0));
    expect(outcome.stderr).toEqual(Buffer.alloc(0));
  });

  it('is dropped past 256 KiB, so the file is read instead (memory stays bounded)', async () => {
    const outcome = await runner.run(spec({ argv: ['flood', '1'], maxOutputBytes: 4 << 20 }));
    expect(outcome.stdoutBytes).toBe(1 << 20);
    expect(outcome.stdoutTruncated).toBe(false);
    expect(outcome.stdout).toBeUndefined();
    expect(read('out.stdout').length).toBe(1 << 20);
  });

  it('is dropped when the output was cut at the cap (the file carries the note)', async () => {
    const outcome = await runner.run(spec({ argv: ['print', 'y'.repeat(5000)], maxOutputBytes: 1024 }));
    expect(outcome.stdoutTruncated).toBe(true);
    expect(outcome.stdout).toBeUndefined();
    expect(read('out.stdout').toString()).toContain(
      '[output truncated: 5000 bytes written, the first 1024 kept]',
    );
  });
});

describe('a capture, read chunk by chunk as the pipe delivers it', () => {
  it('keeps many chunks in order, each the bytes the file holds', async () => {
    // Three writes of 60 kB: the pipe hands them over in several chunks of up to 64 KiB.
    const parts = ['a', 'b', 'c'].map((ch, i) => `${ch.repeat(60_000 - 1)}${i}`);
    const outcome = await runner.run(
      spec({ argv: parts.flatMap((p) => ['print', p]), maxOutputBytes: 1 << 20 }),
    );
    const file = readFileSync(join(dir, 'out.stdout'));
    expect(outcome.stdout).toEqual(file);
    expect(file.toString()).toBe(parts.join(''));
  });

  it.each([
    { name: 'a lane that printed and exited', argv: ['print', 'x', 'eprint', 'y'] },
    { name: 'a lane cut at the cap', argv: ['print', 'y'.repeat(5000)] },
    { name: 'a lane killed at its timeout', argv: ['print', 'x', 'hang'], timeoutMs: 200 },
  ])('leaves no descriptor open on either file: $name', async ({ argv, timeoutMs }) => {
    await runner.run(spec({ argv, ...(timeoutMs ? { timeoutMs } : {}) }));
    expect(openOn(join(dir, 'out.stdout'))).toBe(0);
    expect(openOn(join(dir, 'out.err'))).toBe(0);
  });
});
