/**
 * A lane runs in the checkout, where the default out directory is, and can leave a FIFO where
 * this run reads or writes next: its own review file (file-arg), or REVIEWS.md and results.json.
 * Opening a FIFO blocks until someone opens the other end, so any of these would hang the run
 * for good, past every timeout and every signal. The run must end and account for every lane.
 * Real processes (/bin/sh lanes) in a real repository.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { constants, closeSync, lstatSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consentedRepo, lanePath } from '../../__fixtures__/pipeline/consented-repo.js';
import { echoLaneManifest } from '../../__fixtures__/pipeline/echo-lane.js';
import type { TempRepo } from '../../__fixtures__/trust/repo.js';
import { runCli } from '../cli/helpers.js';

function shLane(id: string, script: string, fileArg: boolean): string {
  const m = echoLaneManifest(id) as { reviewer: Record<string, Record<string, unknown>> };
  m.reviewer.probe = { kind: 'command-exists', binary: '/bin/sh' };
  m.reviewer.invoke = {
    ...m.reviewer.invoke,
    binary: '/bin/sh',
    args: fileArg ? ['-c', script, 'sh', '{{output}}'] : ['-c', script],
    outputChannel: fileArg ? 'file-arg' : 'stdout',
    ...(fileArg ? { outputArg: '-o' } : {}),
  };
  return `${JSON.stringify(m, null, 2)}\n`;
}

describe('a FIFO a lane leaves in the out directory', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await consentedRepo({
      // Makes its review file a FIFO ($2: the path after -o) and writes nothing into it.
      [lanePath('ff')]: shLane('ff', 'mkfifo "$2"', true),
      // Makes the run's own report files FIFOs, then answers normally.
      [lanePath('fr')]: shLane(
        'fr',
        "mkfifo .reviewer-lanes/REVIEWS.md .reviewer-lanes/results.json; printf '## Summary\\nFine.\\n'",
        false,
      ),
    });
  });
  afterAll(() => repo.cleanup());

  it('neither hangs the run nor loses a lane', async () => {
    const run = await runCli(
      ['review', '--base', 'main', '--reviewers', 'ff,fr', '--json', '--no-first-party'],
      {
        cwd: repo.dir,
      },
    );
    const results = JSON.parse(run.stdout) as { lanes: Array<{ slug: string; status: string }> };
    expect(results.lanes.map((l) => [l.slug, l.status])).toEqual([
      ['ff', 'empty'],
      ['fr', 'reviewed'],
    ]);
    expect(run.code).toBe(1); // ff was asked for and did not review
    const out = join(repo.dir, '.reviewer-lanes');
    expect(lstatSync(join(out, 'REVIEWS.md')).isFile()).toBe(true);
    expect(lstatSync(join(out, 'results.json')).isFile()).toBe(true);
    expect(readFileSync(join(out, 'REVIEWS.md'), 'utf8')).toContain('Fine.');
  }, 60_000);
});

describe('a FIFO a lane leaves where another lane reads its prompt from', () => {
  let repo: TempRepo;
  const out = mkdtempSync(join(tmpdir(), 'rl-fifo-out-'));
  const shared = join(out, 'prompt.md');
  beforeAll(async () => {
    const reader = JSON.parse(shLane('pb', "cat >/dev/null; printf '## Summary\\nRead it.\\n'", false));
    reader.reviewer.invoke.promptChannel = 'stdin';
    repo = await consentedRepo({
      // Runs first and swaps the shared prompt for a FIFO that nobody ever writes.
      [lanePath('pa')]: shLane(
        'pa',
        `rm -f '${shared}' && mkfifo '${shared}'; printf '## Summary\\nFine.\\n'`,
        false,
      ),
      // Reads its prompt on stdin after pa has run (--max-parallel 1).
      [lanePath('pb')]: `${JSON.stringify(reader, null, 2)}\n`,
    });
  });
  afterAll(() => {
    repo.cleanup();
    // Should an open of the FIFO still wait (the defect), a writer lets it go.
    try {
      closeSync(openSync(shared, constants.O_WRONLY | constants.O_NONBLOCK));
    } catch {
      // No reader waits: nothing to release.
    }
    rmSync(out, { recursive: true, force: true });
  });

  it('fails that lane at once, saying why, and the run ends', async () => {
    const started = Date.now();
    const run = await runCli(
      [
        'review',
        '--base',
        'main',
        '--reviewers',
        'pa,pb',
        '--max-parallel',
        '1',
        '--out',
        out,
        '--json',
        '--no-first-party',
      ],
      { cwd: repo.dir },
    );
    const results = JSON.parse(run.stdout) as {
      lanes: Array<{ slug: string; status: string; reason?: string; detail?: string }>;
    };
    expect(results.lanes.map((l) => [l.slug, l.status])).toEqual([
      ['pa', 'reviewed'],
      ['pb', 'failed'],
    ]);
    expect(results.lanes[1]).toMatchObject({
      reason: 'spawn_error',
      detail: `could not give /bin/sh its prompt: ${shared} is not a regular file`,
    });
    expect(Date.now() - started).toBeLessThan(8000);
  }, 60_000);
});
