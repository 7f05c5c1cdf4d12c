/**
 * The process runner against real processes (the fake CLI in __fixtures__/run): exit codes,
 * stdin, byte caps, timeouts and group kills, spawn errors, escaped grandchildren.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createProcessRunner,
  groupAlive,
  launchCommand,
  quoteCmdArg,
  timerMs,
} from '../../src/sys/process.js';
import type { SpawnSpec } from '../../src/sys/process.js';
import {
  baseEnv,
  FAKE_CLI,
  isAlive,
  killQuietly,
  readPid,
  removeDir,
  tempDir,
} from '../run/support/lanes.js';

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => removeDir(dir));

function spec(steps: string[], overrides: Partial<SpawnSpec> = {}): SpawnSpec {
  return {
    binary: FAKE_CLI,
    argv: steps,
    cwd: dir,
    env: baseEnv(),
    stdinPath: null,
    stdoutPath: join(dir, 'out.stdout'),
    stderrPath: join(dir, 'out.err'),
    timeoutMs: 20_000,
    killGraceMs: 300,
    maxOutputBytes: 1024 * 1024,
    ...overrides,
  };
}

const runner = createProcessRunner();
const stdoutOf = () => readFileSync(join(dir, 'out.stdout'), 'utf8');
const stderrOf = () => readFileSync(join(dir, 'out.err'), 'utf8');

describe('createProcessRunner: exits', () => {
  it('records a clean exit and streams stdout and stderr to their files', async () => {
    const out = await runner.run(spec(['print', 'the review', 'eprint', 'a warning']));
    expect(out).toMatchObject({
      exitCode: 0,
      signal: null,
      timedOut: false,
      stdoutBytes: 10,
      stderrBytes: 9,
    });
    expect(out.spawnError).toBeUndefined();
    expect(out.pid).toEqual(expect.any(Number));
    expect(stdoutOf()).toBe('the review');
    expect(stderrOf()).toBe('a warning');
  });

  it('records a non-zero exit code', async () => {
    const out = await runner.run(spec(['print', 'partial', 'exit', '7']));
    expect(out).toMatchObject({ exitCode: 7, signal: null, timedOut: false });
  });

  it('records a crash (uncaught exception) as exit code 1 with the stack on stderr', async () => {
    const out = await runner.run(spec(['crash']));
    expect(out.exitCode).toBe(1);
    expect(stderrOf()).toContain('fake-cli crashed on purpose');
  });

  it('names a signal the child died of that we did not send', async () => {
    const out = await runner.run(spec(['signal', 'SIGSEGV']));
    expect(out).toMatchObject({ exitCode: null, signal: 'SIGSEGV', timedOut: false });
  });

  it('runs in the given cwd with exactly the given environment', async () => {
    const envFile = join(dir, 'env.json');
    await runner.run(spec(['env-dump', envFile], { env: { ...baseEnv(), ONLY_THIS: 'yes' } }));
    const env = JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>;
    expect(env.ONLY_THIS).toBe('yes');
    expect(env.JEST_WORKER_ID).toBeUndefined();
  });

  it('passes shell metacharacters as inert argv elements (never a shell)', async () => {
    const marker = join(dir, 'pwned');
    const out = await runner.run(spec(['print', `$(touch ${marker}); touch ${marker} && echo x`]));
    expect(out.exitCode).toBe(0);
    expect(stdoutOf()).toBe(`$(touch ${marker}); touch ${marker} && echo x`);
    expect(existsSync(marker)).toBe(false);
  });
});

describe('createProcessRunner: stdin', () => {
  it('streams the stdin file to the child', async () => {
    const prompt = join(dir, 'prompt.md');
    writeFileSync(prompt, 'review this diff\n');
    await runner.run(spec(['echo-stdin'], { stdinPath: prompt }));
    expect(stdoutOf()).toBe('review this diff\n');
  });

  it('survives a CLI that exits without reading a 5 MiB prompt (EPIPE)', async () => {
    const prompt = join(dir, 'prompt.md');
    writeFileSync(prompt, Buffer.alloc(5 * 1024 * 1024, 'p'));
    const out = await runner.run(spec(['print', 'done early', 'exit', '3'], { stdinPath: prompt }));
    expect(out).toMatchObject({ exitCode: 3, timedOut: false });
    expect(stdoutOf()).toBe('done early');
  });

  it('gives no stdin (EOF) when the stdin file does not exist', async () => {
    const out = await runner.run(
      spec(['echo-stdin', 'print', 'after'], { stdinPath: join(dir, 'absent.md') }),
    );
    expect(out.exitCode).toBe(0);
    expect(stdoutOf()).toBe('after');
  });

  it('never opens a FIFO, a link or a folder at the stdin path: the lane is not started', async () => {
    // Opening a FIFO nobody writes blocks for good (and holds a thread of the pool): another
    // lane of the run can leave one where this lane's prompt was.
    const fifo = join(dir, 'fifo.md');
    execFileSync('mkfifo', [fifo]);
    const target = join(dir, 'real.md');
    writeFileSync(target, 'review this\n');
    const link = join(dir, 'link.md');
    symlinkSync(target, link);
    for (const [path, why] of [
      [fifo, 'is not a regular file'],
      [link, 'is a symbolic link'],
      [dir, 'is not a regular file'],
    ] as const) {
      const started = Date.now();
      const out = await runner.run(
        spec(['echo-stdin', 'print', 'ran'], { stdinPath: path, timeoutMs: 5000 }),
      );
      expect(out).toMatchObject({ spawnError: 'EINVAL', stdinRefused: `${path} ${why}`, timedOut: false });
      expect(out.pid).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(stdoutOf()).toBe('');
    }
  });

  it('closes stdin at once when there is no stdin file', async () => {
    const out = await runner.run(spec(['echo-stdin', 'print', 'eof'], { timeoutMs: 5000 }));
    expect(out).toMatchObject({ exitCode: 0, timedOut: false });
    expect(stdoutOf()).toBe('eof');
  });
});

describe('createProcessRunner: byte caps', () => {
  it('keeps the first maxOutputBytes, drains the rest, and appends a visible note', async () => {
    const cap = 256 * 1024;
    const out = await runner.run(spec(['flood', '3'], { maxOutputBytes: cap }));
    expect(out).toMatchObject({ exitCode: 0, stdoutTruncated: true, stdoutBytes: 3 * 1024 * 1024 });
    const text = stdoutOf();
    expect(text.startsWith('x\n'.repeat(cap / 2))).toBe(true);
    expect(text.slice(cap)).toBe(
      `\n[output truncated: ${3 * 1024 * 1024} bytes written, the first ${cap} kept]\n`,
    );
  });

  it('caps stderr independently of stdout', async () => {
    const out = await runner.run(spec(['eprint', 'e'.repeat(100), 'print', 'ok'], { maxOutputBytes: 10 }));
    expect(out).toMatchObject({ stderrTruncated: true, stderrBytes: 100, stdoutTruncated: false });
    expect(stderrOf()).toBe(`${'e'.repeat(10)}\n[output truncated: 100 bytes written, the first 10 kept]\n`);
  });

  it('cuts on a UTF-8 boundary, never inside a character', async () => {
    // "é" is 2 bytes: a cap of 5 falls inside the third one.
    await runner.run(spec(['print', 'ééé'], { maxOutputBytes: 5 }));
    expect(stdoutOf()).toBe('éé\n[output truncated: 6 bytes written, the first 4 kept]\n');
  });
});

describe('createProcessRunner: timeouts and process groups', () => {
  it('times out a hanging lane with SIGTERM to its group', async () => {
    const out = await runner.run(spec(['print', 'partial', 'hang'], { timeoutMs: 300 }));
    expect(out).toMatchObject({ timedOut: true, signal: 'SIGTERM', exitCode: null });
    expect(stdoutOf()).toBe('partial');
  });

  it('kills a lane that ignores SIGTERM and its grandchild that ignores it too (SIGKILL after grace)', async () => {
    const pidFile = join(dir, 'grandchild.pid');
    const childPidFile = join(dir, 'child.pid');
    const out = await runner.run(
      spec(['pidfile', childPidFile, 'ignore-term', 'grandchild', pidFile, 'hang'], {
        timeoutMs: 500,
        killGraceMs: 300,
      }),
    );
    const grandchild = readPid(pidFile);
    try {
      expect(out).toMatchObject({ timedOut: true, signal: 'SIGKILL' });
      expect(isAlive(readPid(childPidFile))).toBe(false);
      expect(isAlive(grandchild)).toBe(false);
      expect(groupAlive(out.pid as number)).toBe(false);
    } finally {
      killQuietly(grandchild);
    }
  });

  it('ends a grandchild left holding stdout after the lane exits, without waiting for the pipe', async () => {
    const pidFile = join(dir, 'grandchild.pid');
    const out = await runner.run(
      spec(['grandchild', pidFile, 'print', 'the review', 'exit', '0'], { killGraceMs: 300 }),
    );
    const grandchild = readPid(pidFile);
    try {
      expect(out).toMatchObject({ exitCode: 0, timedOut: false });
      expect(isAlive(grandchild)).toBe(false);
      expect(stdoutOf()).toBe('the review');
    } finally {
      killQuietly(grandchild);
    }
  });

  it('stops waiting for pipes held by a descendant that escaped the group', async () => {
    const pidFile = join(dir, 'escapee.pid');
    const escapeRunner = createProcessRunner({ streamCloseWaitMs: 300 });
    const started = Date.now();
    const out = await escapeRunner.run(spec(['escapee', pidFile, 'print', 'done', 'exit', '0']));
    const escapee = readPid(pidFile);
    try {
      expect(out).toMatchObject({ exitCode: 0, timedOut: false });
      // The escapee still holds the pipe; the runner proceeded anyway (it would never close).
      expect(isAlive(escapee)).toBe(true);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(stdoutOf()).toBe('done');
    } finally {
      killQuietly(escapee);
    }
  });

  it('treats an abort like a timeout and marks it cancelled', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const out = await runner.run(spec(['hang']), controller.signal);
    expect(out).toMatchObject({ timedOut: true, cancelled: true, signal: 'SIGTERM' });
  });

  it('starts nothing when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const marker = join(dir, 'started.pid');
    const out = await runner.run(spec(['pidfile', marker]), controller.signal);
    expect(out).toMatchObject({ timedOut: true, cancelled: true, exitCode: null });
    expect(out.pid).toBeUndefined();
    expect(existsSync(marker)).toBe(false);
  });
});

describe('createProcessRunner: spawn errors', () => {
  it.each([
    ['a missing binary', () => join(dir, 'no-such-cli'), 'ENOENT'],
    [
      'a file that is not executable',
      () => {
        const path = join(dir, 'not-executable');
        writeFileSync(path, '#!/bin/sh\necho hi\n');
        chmodSync(path, 0o644);
        return path;
      },
      'EACCES',
    ],
  ])('reports %s as spawnError and still creates the output files', async (_name, binary, code) => {
    const out = await runner.run(spec([], { binary: binary() }));
    expect(out).toMatchObject({ spawnError: code, exitCode: null, timedOut: false });
    expect(statSync(join(dir, 'out.err')).size).toBe(0);
    expect(existsSync(join(dir, 'out.stdout'))).toBe(true);
  });

  it('reports an argument the OS cannot carry (a NUL byte) as a spawn error', async () => {
    const out = await runner.run(spec(['print', 'a\0b']));
    expect(out.spawnError).toBe('ERR_INVALID_ARG_VALUE');
  });

  it('rejects when the output files cannot be created (a run directory that does not exist)', async () => {
    await expect(
      runner.run(spec(['print', 'x'], { stdoutPath: join(dir, 'missing', 'out') })),
    ).rejects.toThrow(/ENOENT/);
  });
});

describe('createProcessRunner: a full disk', () => {
  // /dev/full accepts the open and fails every write with ENOSPC: a real full disk, safely.
  it('keeps draining the lane (it is never stalled on a full pipe), then rejects with the write error', async () => {
    const pidFile = join(dir, 'flooder.pid');
    const run = runner.run(
      spec(['pidfile', pidFile, 'flood', '4', 'print', 'end'], { stdoutPath: '/dev/full' }),
    );
    await expect(run).rejects.toThrow(/ENOSPC/);
    expect(isAlive(readPid(pidFile))).toBe(false);
  });
});

describe('timerMs', () => {
  it.each([
    ['a normal delay', 1500, false, 1500],
    ['beyond what a timer can hold (clamped, not fired at once)', 1e12, false, 2 ** 31 - 1],
    ['zero, where zero is not allowed', 0, false, 42],
    ['zero, where it is (kill at once)', 0, true, 0],
    ['negative', -5, true, 42],
    ['not a number', Number.NaN, false, 42],
    ['infinite', Number.POSITIVE_INFINITY, false, 42],
  ])('%s', (_name, ms, allowZero, expected) => {
    expect(timerMs(ms, 42, allowZero)).toBe(expected);
  });
});

describe('launchCommand', () => {
  it.each([
    [
      'a binary on Linux',
      'linux',
      '/usr/bin/codex',
      ['exec', '-'],
      { file: '/usr/bin/codex', args: ['exec', '-'] },
    ],
    [
      'an .exe on Windows',
      'win32',
      'C:\\bin\\codex.exe',
      ['a b'],
      { file: 'C:\\bin\\codex.exe', args: ['a b'] },
    ],
    [
      'a .cmd shim on Windows, through ComSpec with every element escaped',
      'win32',
      'C:\\npm\\codex.cmd',
      ['exec', 'a "b" & c', 'x\\'],
      {
        file: 'C:\\Windows\\system32\\cmd.exe',
        args: ['/d', '/s', '/c', '"C:\\npm\\codex.cmd ^"exec^" ^"a^ \\^"b\\^"^ ^&^ c^" ^"x\\\\^""'],
        windowsVerbatimArguments: true,
      },
    ],
  ] as const)('%s', (_name, platform, binary, argv, expected) => {
    const command = launchCommand(binary, [...argv], platform, { ComSpec: 'C:\\Windows\\system32\\cmd.exe' });
    expect(command).toMatchObject(expected);
  });

  it('quotes an empty argument so it is not lost', () => {
    expect(quoteCmdArg('')).toBe('^"^"');
  });
});
