/**
 * The action's wiring of the pipeline: the process runner that says when the lanes are running,
 * so what publishing needs can load beside them.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { announcingRunner, pipelineDeps, type StageContext } from '../../src/action/stages.js';
import { createGit } from '../../src/sys/git.js';
import type { ProcessRunner, SpawnOutcome, SpawnSpec } from '../../src/sys/process.js';

const outcome: SpawnOutcome = {
  exitCode: 0,
  signal: null,
  timedOut: false,
  stdoutBytes: 0,
  stderrBytes: 0,
  stdoutTruncated: false,
  stderrTruncated: false,
  durationMs: 1,
};

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('announcingRunner', () => {
  it('announces once, when the first lanes were asked for and none followed for the settle time', async () => {
    const specs: SpawnSpec[] = [];
    const inner: ProcessRunner = {
      run: async (spec) => {
        specs.push(spec);
        return outcome;
      },
    };
    let announced = 0;
    const runner = announcingRunner(inner, () => announced++, 25);
    const a = { binary: 'a' } as SpawnSpec;
    const b = { binary: 'b' } as SpawnSpec;
    const first = runner.run(a);
    jest.advanceTimersByTime(20);
    const second = runner.run(b);
    jest.advanceTimersByTime(20);
    // Another lane was asked for 20 ms in: the settle time starts again.
    expect(announced).toBe(0);
    jest.advanceTimersByTime(5);
    expect(announced).toBe(1);
    // A lane started later, as the queue moves on, is not announced again.
    void runner.run(a);
    jest.advanceTimersByTime(100);
    expect(announced).toBe(1);
    expect(await first).toBe(outcome);
    expect(await second).toBe(outcome);
    expect(specs).toEqual([a, b, a]);
  });

  it("does not take a probe's --help (its output has no file) for a lane", () => {
    const inner: ProcessRunner = { run: async () => outcome };
    let announced = 0;
    const runner = announcingRunner(inner, () => announced++, 25);
    void runner.run({ binary: 'kimi', argv: ['--help'], stdoutPath: null, stderrPath: null } as SpawnSpec);
    jest.advanceTimersByTime(100);
    expect(announced).toBe(0);
    void runner.run({ binary: 'lane', stdoutPath: '/run/lane.stdout' } as SpawnSpec);
    jest.advanceTimersByTime(25);
    expect(announced).toBe(1);
  });
});

describe('pipelineDeps with processesAfter', () => {
  it('starts no lane or probe process before it settles, and none at all when it rejects', async () => {
    jest.useRealTimers();
    const dir = mkdtempSync(join(tmpdir(), 'rl-gate-'));
    try {
      const marker = join(dir, 'ran');
      const spec: SpawnSpec = {
        binary: process.execPath,
        argv: ['-e', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x')`],
        cwd: dir,
        env: { PATH: process.env['PATH'] ?? '' },
        stdinPath: null,
        stdoutPath: null,
        stderrPath: null,
        timeoutMs: 60_000,
        killGraceMs: 1_000,
        maxOutputBytes: 1 << 20,
      };
      const ctx = { git: createGit(dir), log: { info: () => undefined } } as unknown as StageContext;
      let open: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const ran = pipelineDeps({ ...ctx, processesAfter: gate }).processRunner?.run(spec);
      await new Promise((r) => setTimeout(r, 300));
      expect(existsSync(marker)).toBe(false);
      open();
      expect((await ran)?.exitCode).toBe(0);
      expect(existsSync(marker)).toBe(true);

      rmSync(marker);
      const closed = Promise.reject(new Error('the credentials could not be taken out'));
      closed.catch(() => undefined);
      const blocked = pipelineDeps({ ...ctx, processesAfter: closed }).processRunner;
      await expect(blocked?.run(spec)).rejects.toThrow('the credentials could not be taken out');
      expect(existsSync(marker)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
