/**
 * The look back (the pull request's comments, D17) comes first: the bundled action starts no lane
 * process and writes no lanes' workspace before GitHub has answered it, and its lanes run with the
 * checkout's token out of its git config (D6). GitHub's answer is held by the loopback fake until
 * the test lets it go.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActionRepo } from '../../__fixtures__/github/action-repo.js';
import { createActionRepo, FAKE_BIN } from '../../__fixtures__/github/action-repo.js';
import type { FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { startFakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { pullRequestPayload, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { actionBundle } from './helpers/bundle.js';
import { runAsRunner } from './helpers/runner.js';

const HEADER = 'AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==';

let bundle: string;
let repo: ActionRepo;
let artifacts: FakeArtifacts;
let github: FakeGitHub;
let root: string;

beforeAll(async () => {
  bundle = actionBundle();
  artifacts = await startFakeArtifacts();
  github = await startFakeGitHub();
  root = mkdtempSync(join(tmpdir(), 'rl-look-back-'));
  // The lane's CLI writes down what the checkout's git config shows it, then reviews.
  repo = await createActionRepo(['good'], { binaryOf: () => 'peek-reviewer' });
  const bin = join(root, 'bin');
  mkdirSync(join(root, 'seen'));
  mkdirSync(bin);
  writeFileSync(
    join(bin, 'peek-reviewer'),
    `#!/bin/sh\ngit -C '${repo.root}' config --includes --get-regexp '^http\\..*\\.extraheader$' > '${join(root, 'seen')}/$$.txt' 2>/dev/null\nexec fake-reviewer "$@"\n`,
  );
  chmodSync(join(bin, 'peek-reviewer'), 0o755);
  repo.git('config', '--local', 'http.https://github.com/.extraheader', HEADER);
  github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }));
}, 300_000);
afterAll(async () => {
  await artifacts.close();
  await github.close();
  rmSync(repo.root, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

/** Resolves true once `check` holds, false after `ms`. */
async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

describe('the look back, answered slowly', () => {
  it('no workspace is written and no lane runs before it, and no lane sees the token', async () => {
    const runnerTemp = join(root, 'runner-temp');
    mkdirSync(runnerTemp);
    const seen = () => readdirSync(join(root, 'seen'));
    // The lanes' workspace, checked out: the plan has selected its lane and git has written it.
    const workspaceWritten = () =>
      readdirSync(runnerTemp).some(
        (d) => d.startsWith('reviewer-lanes-ws-') && existsSync(join(runnerTemp, d, 'src', 'widget.js')),
      );
    let writtenWhileHeld: boolean | undefined;
    let lanesBeforeAnswer: string[] | undefined;
    let held = 0;
    github.holds.push({
      method: 'GET',
      path: /\/issues\/7\/comments$/,
      until: async () => {
        // Only the look back's listing: the one after the comment is posted answers at once.
        if (held++ > 0) return;
        // Given time to go wrong: a second of the review going on without the answer.
        writtenWhileHeld = await waitFor(workspaceWritten, 1_000);
        lanesBeforeAnswer = seen();
      },
    });
    const result = await runAsRunner({
      bundle,
      workspace: repo.root,
      github,
      artifacts,
      inputs: { 'github-token': 'ghs_runner_token_value', reviewers: 'fake-good', artifact: 'false' },
      event: {
        name: 'pull_request',
        payload: {
          action: 'synchronize',
          pull_request: pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }),
        },
      },
      runId: '7001',
      env: { RUNNER_TEMP: runnerTemp, PATH: `${join(root, 'bin')}:${FAKE_BIN}:${process.env['PATH'] ?? ''}` },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(writtenWhileHeld).toBe(false);
    expect(lanesBeforeAnswer).toEqual([]);
    // The lane ran once, after the answer, and its checkout's config showed it no token.
    const files = seen();
    expect(files).toHaveLength(1);
    expect(readFileSync(join(root, 'seen', files[0] as string), 'utf8')).toBe('');
    expect(repo.git('config', '--get', 'http.https://github.com/.extraheader')).toBe(HEADER);
    expect(github.comments).toHaveLength(1);
  }, 120_000);
});
