/**
 * A spawn lane end to end with the fake CLI: every way a lane can end maps to one status and
 * reason, the review file or stub is written, and the `.err` sidecar too.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SpawnLanePlan } from '../../src/plan/types.js';
import { laneEnvironment } from '../../src/trust/env.js';
import { collectSpawn, finishSpawn, runSpawnLane, stdoutPathFor } from '../../src/run/spawn-lane.js';
import type { LaneOutcome } from '../../src/run/types.js';
import type { SpawnOutcome } from '../../src/sys/process.js';
import { fakeCtx, fakePlan, isAlive, killQuietly, readPid, removeDir, tempDir } from './support/lanes.js';

let dir: string;
beforeAll(() => {
  dir = tempDir();
});
afterAll(() => removeDir(dir));

let counter = 0;
/** Each case gets its own identity so its files do not collide with another's. */
function plan(steps: string[], overrides: Partial<SpawnLanePlan> = {}): SpawnLanePlan {
  counter += 1;
  return fakePlan(dir, steps, { identity: `case${counter}`, ...overrides });
}

const read = (path: string) => readFileSync(path, 'utf8');

interface FaultCase {
  name: string;
  steps: string[];
  overrides?: Partial<SpawnLanePlan>;
  status: LaneOutcome['status'];
  reason?: LaneOutcome['reason'];
  detail?: string | RegExp;
  /** What the body (and the review file) must be; a stub is checked for the marker phrase. */
  body: string | RegExp;
  exitCode?: number;
  caveats?: RegExp[];
}

const STUB = (notes: string[], stderr: string) =>
  [...notes, 'fake review failed or returned empty output. stderr:', stderr, ''].join('\n');

const cases: FaultCase[] = [
  {
    name: 'prints a review and exits 0',
    steps: ['print', '## Summary\nLooks fine.'],
    status: 'reviewed',
    body: '## Summary\nLooks fine.',
    exitCode: 0,
  },
  {
    name: 'crashes (uncaught exception) with no output',
    steps: ['eprint', 'booting\n', 'crash'],
    status: 'failed',
    reason: 'exit_nonzero',
    detail: 'exited with code 1',
    body: /^fake exited with code 1\.\nfake review failed or returned empty output\. stderr:\nbooting\n.*fake-cli crashed on purpose/s,
    exitCode: 1,
  },
  {
    name: 'exits non-zero without output',
    steps: ['eprint', 'quota exceeded', 'exit', '2'],
    status: 'failed',
    reason: 'exit_nonzero',
    detail: 'exited with code 2',
    body: STUB(['fake exited with code 2.'], 'quota exceeded'),
    exitCode: 2,
  },
  {
    name: 'exits non-zero with output (reviewed, exit code shown)',
    steps: ['print', '## Summary\npartial but real', 'exit', '3'],
    status: 'reviewed',
    body: '## Summary\npartial but real',
    exitCode: 3,
    caveats: [/^The reviewer exited with code 3; its output is shown as the review\.$/],
  },
  {
    name: 'dies of a signal we did not send, with no output',
    steps: ['signal', 'SIGSEGV'],
    status: 'failed',
    reason: 'exit_nonzero',
    detail: 'killed by signal SIGSEGV',
    body: STUB(['fake killed by signal SIGSEGV.'], ''),
  },
  {
    name: 'prints only whitespace and exits 0',
    steps: ['whitespace'],
    status: 'empty',
    reason: 'empty_output',
    body: STUB([], ''),
    exitCode: 0,
  },
  {
    name: 'prints nothing at all and exits 0',
    steps: ['eprint', 'no model configured'],
    status: 'empty',
    reason: 'empty_output',
    body: STUB([], 'no model configured'),
    exitCode: 0,
  },
  {
    name: 'prints invalid UTF-8 (decoded with replacement characters, still a review)',
    steps: ['bad-utf8'],
    status: 'reviewed',
    body: '\uFFFD\uFFFDok\uFFFD(\uFFFD',
    exitCode: 0,
  },
  {
    name: 'hangs (timed out)',
    steps: ['hang'],
    overrides: { timeoutMs: 300 },
    status: 'timed_out',
    reason: 'timed_out',
    detail: 'timed out after 300 ms',
    body: STUB(['fake review timed out after 300 ms; output printed before that is not a review.'], ''),
  },
  {
    name: 'prints partial output then hangs (timed out; the partial output is not a review)',
    steps: ['print', '## Summary\nhalf a review', 'eprint', 'thinking...', 'hang'],
    overrides: { timeoutMs: 300 },
    status: 'timed_out',
    reason: 'timed_out',
    body: STUB(
      ['fake review timed out after 300 ms; output printed before that is not a review.'],
      'thinking...',
    ),
  },
  {
    name: 'is a file-arg lane that writes its review to the -o file (stdout noise discarded)',
    steps: ['noise', 'teardown noise', '-o', '<review>', 'print', 'file review'],
    overrides: { outputChannel: 'file-arg' },
    status: 'reviewed',
    body: 'file review',
    exitCode: 0,
  },
  {
    name: 'is a file-arg lane but writes no file (stdout is not the review)',
    steps: ['noise', 'stdout is not the review'],
    overrides: { outputChannel: 'file-arg' },
    status: 'empty',
    reason: 'empty_output',
    body: STUB([], ''),
    exitCode: 0,
  },
  {
    name: 'has a binary that does not exist (spawn_error)',
    steps: [],
    overrides: { binary: '/nonexistent/reviewer-cli' },
    status: 'failed',
    reason: 'spawn_error',
    detail: 'could not start /nonexistent/reviewer-cli: ENOENT',
    body: STUB(['fake review could not start /nonexistent/reviewer-cli: ENOENT.'], ''),
  },
];

describe('runSpawnLane: how a lane ends', () => {
  it.each(cases)('a lane that $name', async (c) => {
    const p = plan([], c.overrides);
    p.argv = c.steps.map((s) => (s === '<review>' ? p.paths.review : s));
    const result = await runSpawnLane(p, fakeCtx(dir));

    expect(result.status).toBe(c.status);
    expect(result.reason).toBe(c.reason);
    if (c.detail !== undefined) expect(result.detail).toMatch(c.detail);
    if (typeof c.body === 'string') expect(result.body).toBe(c.body);
    else expect(result.body).toMatch(c.body);
    expect(result.exitCode).toBe(c.exitCode);
    if (c.status !== 'reviewed') expect(result.body).toContain('failed or returned empty output');
    expect(result.caveats).toEqual((c.caveats ?? []).map((re) => expect.stringMatching(re)));
    // The review file holds the body with a final newline; the sidecar always exists.
    expect(read(p.paths.review)).toBe(result.body.endsWith('\n') ? result.body : `${result.body}\n`);
    expect(existsSync(p.paths.err)).toBe(true);
  });
});

describe('runSpawnLane: the .err sidecar', () => {
  it('holds the stderr and, for a spawn error, the [spawn error: CODE] marker', async () => {
    const p = plan([], { binary: '/nonexistent/reviewer-cli' });
    await runSpawnLane(p, fakeCtx(dir));
    expect(read(p.paths.err)).toBe('\n[spawn error: ENOENT]\n');
  });

  it('holds the stderr unchanged when the lane ran (no marker on success)', async () => {
    const p = plan(['eprint', 'progress 1/2\nprogress 2/2\n', 'print', 'review']);
    await runSpawnLane(p, fakeCtx(dir));
    expect(read(p.paths.err)).toBe('progress 1/2\nprogress 2/2\n');
  });

  it('marks a timeout as ETIMEDOUT', async () => {
    const p = plan(['eprint', 'slow', 'hang'], { timeoutMs: 200 });
    await runSpawnLane(p, fakeCtx(dir));
    expect(read(p.paths.err)).toBe('slow\n[spawn error: ETIMEDOUT]\n');
  });
});

describe('runSpawnLane: process trees and limits', () => {
  it('times out a lane that ignores SIGTERM and forks a grandchild; nothing of its tree survives', async () => {
    const childPid = join(dir, 'tree-child.pid');
    const grandchildPid = join(dir, 'tree-grandchild.pid');
    const p = plan(
      ['pidfile', childPid, 'ignore-term', 'grandchild', grandchildPid, 'print', 'partial', 'hang'],
      {
        timeoutMs: 500,
      },
    );
    const result = await runSpawnLane(p, fakeCtx(dir, { killGraceMs: 300 }));
    const pids = [readPid(childPid), readPid(grandchildPid)];
    try {
      expect(result).toMatchObject({ status: 'timed_out', reason: 'timed_out' });
      expect(result.body).not.toContain('partial');
      for (const pid of pids) expect(isAlive(pid)).toBe(false);
    } finally {
      pids.forEach(killQuietly);
    }
  });

  it('truncates a review over the byte cap with a visible note and a caveat', async () => {
    const p = plan(['flood', '2']);
    const result = await runSpawnLane(p, fakeCtx(dir, { maxOutputBytes: 64 * 1024 }));
    expect(result.status).toBe('reviewed');
    // Read up to the chunk that crossed the cap, and no further: the lane was ended there.
    expect(result.body).toMatch(/\n\[output truncated: \d+ bytes written, the first 65536 kept\]\n$/);
    expect(result.caveats).toEqual([
      'Output truncated: the reviewer wrote more than the output cap, and was stopped there.',
    ]);
  });

  it('truncates a file-arg review file over the byte cap', async () => {
    const p = plan([], { outputChannel: 'file-arg' });
    p.argv = ['-o', p.paths.review, 'print', 'y'.repeat(5000)];
    const result = await runSpawnLane(p, fakeCtx(dir, { maxOutputBytes: 1000 }));
    expect(result.body).toBe(
      `${'y'.repeat(1000)}\n[output truncated: 5000 bytes written, the first 1000 kept]\n`,
    );
    expect(result.caveats).toEqual(['The review file was larger than the output cap and is truncated.']);
  });

  it('warns when stderr was truncated', async () => {
    const p = plan(['eprint', 'e'.repeat(300), 'print', 'ok']);
    const result = await runSpawnLane(p, fakeCtx(dir, { maxOutputBytes: 100 }));
    expect(result.warnings).toEqual([
      'stderr truncated: the reviewer wrote 300 bytes, more than the output cap.',
    ]);
  });

  it('never takes a stale review file from before the run as a file-arg review', async () => {
    const p = plan(['exit', '0'], { outputChannel: 'file-arg' });
    writeFileSync(p.paths.review, 'a review from an earlier run');
    const result = await runSpawnLane(p, fakeCtx(dir));
    expect(result).toMatchObject({ status: 'empty', reason: 'empty_output' });
  });

  it('streams the prompt to stdin for a stdin lane and runs in the repository root', async () => {
    const prompt = join(dir, 'stdin-prompt.md');
    writeFileSync(prompt, 'the prompt');
    const p = plan(['echo-stdin'], { stdinPath: prompt, promptChannel: 'stdin' });
    const result = await runSpawnLane(p, fakeCtx(dir));
    expect(result).toMatchObject({ status: 'reviewed', body: 'the prompt' });
  });
});

describe('runSpawnLane: the lane environment (D6)', () => {
  it('never passes repository credentials, even when listed, and passes declared names', async () => {
    const parent: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: dir,
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      GITHUB_TOKEN: 'ghs_canary0000000000000000000000000000',
      GH_TOKEN: 'gho_canary',
      ACTIONS_RUNTIME_TOKEN: 'runtime-canary',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-canary',
      ACTIONS_ID_TOKEN_REQUEST_URL: 'https://example.invalid/oidc',
      INPUT_GITHUB_TOKEN: 'input-canary',
      OPENAI_API_KEY: 'sk-lane-own-key',
      UNLISTED_SECRET: 'must-not-pass',
    };
    const declared = [
      'OPENAI_API_KEY',
      'GITHUB_TOKEN',
      'GH_TOKEN',
      'ACTIONS_RUNTIME_TOKEN',
      'INPUT_GITHUB_TOKEN',
    ];
    const envFile = join(dir, 'lane-env.json');
    const p = plan(['env-dump', envFile, 'print', 'ok'], { envNames: declared });
    await runSpawnLane(p, fakeCtx(dir, { env: laneEnvironment(parent, p.envNames) }));

    const seen = JSON.parse(read(envFile)) as Record<string, string>;
    // The lane's own key and the base allow-list arrive…
    expect(seen).toMatchObject({
      OPENAI_API_KEY: 'sk-lane-own-key',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      TERM: 'dumb',
    });
    // …and no credential of the repository or the runner, nor anything unlisted.
    const leaked = Object.keys(seen).filter((k) =>
      /^(GITHUB_TOKEN|GH_TOKEN|ACTIONS_|INPUT_|UNLISTED_)/.test(k),
    );
    expect(leaked).toEqual([]);
    expect(JSON.stringify(seen)).not.toMatch(/canary|must-not-pass/);
  });
});

describe('collectSpawn + finishSpawn (the halves handlers compose)', () => {
  it('collects stdout as review text and stderr, and captures raw stdout beside the review', async () => {
    const p = plan(['print', '{"type":"text"}', 'eprint', 'warn']);
    const collected = await collectSpawn(p, fakeCtx(dir));
    expect(collected).toMatchObject({
      reviewText: '{"type":"text"}',
      stderr: 'warn',
      reviewTruncated: false,
    });
    expect(collected.outcome.exitCode).toBe(0);
    expect(read(stdoutPathFor(p))).toBe('{"type":"text"}');
  });

  it('runs an argv override instead of the plan argv', async () => {
    const p = plan(['print', 'planned']);
    const collected = await collectSpawn(p, fakeCtx(dir), ['print', 'overridden']);
    expect(collected.reviewText).toBe('overridden');
  });

  it('judges the post-processed text, not the raw output', async () => {
    const p = plan(['print', '{"envelope":true}']);
    const collected = await collectSpawn(p, fakeCtx(dir));
    const result = await finishSpawn(p, collected, '   ', 'stop reason=length');
    expect(result).toMatchObject({ status: 'empty', reason: 'empty_output' });
    expect(result.body).toBe(
      'fake review failed or returned empty output. stderr:\n\nRaw response body:\nstop reason=length\n',
    );
  });

  it('uses a handler-owned stub instead of the generic one', async () => {
    const p = plan(['exit', '0'], { emptyOutput: 'handler-owned' });
    const collected = await collectSpawn(p, fakeCtx(dir));
    const result = await finishSpawn(p, collected, '', undefined, { stub: 'Antigravity diagnostic\n' });
    expect(result.body).toBe('Antigravity diagnostic\n');
    expect(read(p.paths.review)).toBe('Antigravity diagnostic\n');
  });

  it('carries the requested model and the handler caveats and warnings', async () => {
    const p = plan(['print', 'ok'], { model: 'gpt-x' });
    const collected = await collectSpawn(p, fakeCtx(dir));
    const result = await finishSpawn(p, collected, 'ok', undefined, { caveats: ['blind'], warnings: ['w'] });
    expect(result).toMatchObject({ model: 'gpt-x', caveats: ['blind'], warnings: ['w'] });
  });

  it('reports a cancellation as timed_out with its own detail', async () => {
    const p = plan([]);
    const outcome: SpawnOutcome = {
      exitCode: null,
      signal: 'SIGTERM',
      timedOut: true,
      cancelled: true,
      stdoutBytes: 5,
      stderrBytes: 0,
      stdoutTruncated: false,
      stderrTruncated: false,
      durationMs: 10,
    };
    const result = await finishSpawn(
      p,
      { outcome, reviewText: 'half', stderr: '', reviewTruncated: false },
      'half',
    );
    expect(result).toMatchObject({
      status: 'timed_out',
      reason: 'timed_out',
      detail: 'cancelled before it finished',
    });
    expect(read(p.paths.err)).toBe('\n[spawn error: ABORT_ERR]\n');
  });
});
