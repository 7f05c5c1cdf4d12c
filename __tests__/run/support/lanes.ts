/** Shared builders for the run-stage tests: real temp run directories, plans for the fake CLI. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SpawnLanePlan } from '../../../src/plan/types.js';
import { createProcessRunner } from '../../../src/sys/process.js';
import type { LaneRunContext } from '../../../src/run/types.js';

/** The fake reviewer CLI (a node script whose behaviour argv chooses). */
export const FAKE_CLI = fileURLToPath(new URL('../../../__fixtures__/run/fake-cli.mjs', import.meta.url));

export function tempDir(prefix = 'rl-run-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A spawn plan for the fake CLI running `steps`, with its files in `runDir`. */
export function fakePlan(
  runDir: string,
  steps: string[],
  overrides: Partial<SpawnLanePlan> = {},
): SpawnLanePlan {
  const slug = overrides.slug ?? 'fake';
  const identity = overrides.identity ?? slug;
  return {
    transport: 'spawn',
    slug,
    identity,
    laneId: slug,
    timeoutMs: 20_000,
    model: null,
    handler: null,
    emptyOutput: 'stub-with-stderr',
    paths: {
      runDir,
      prompt: join(runDir, 'gsd-review-prompt.md'),
      review: join(runDir, `gsd-review-${identity}.md`),
      err: join(runDir, `gsd-review-${identity}.err`),
    },
    envNames: [],
    budget: null,
    binary: FAKE_CLI,
    argv: steps,
    stdinPath: null,
    promptChannel: 'none',
    outputChannel: 'stdout',
    ...overrides,
  };
}

/** The minimal environment a node script needs (the allow-list is tested separately). */
export function baseEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmpdir() };
}

export function fakeCtx(repoRoot: string, overrides: Partial<LaneRunContext> = {}): LaneRunContext {
  return {
    repoRoot,
    env: baseEnv(),
    homeDir: tmpdir(),
    killGraceMs: 300,
    maxOutputBytes: 1024 * 1024,
    processRunner: createProcessRunner(),
    ...overrides,
  };
}

export { isAlive, killQuietly, readPid } from '../../../__fixtures__/run/processes.mjs';
