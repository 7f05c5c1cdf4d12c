/**
 * The action's wiring of the pipeline: the process runner that says when the lanes are running,
 * so what publishing needs can load beside them.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { announcingRunner } from '../../src/action/stages.js';
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
