/**
 * A runner that sets no RUNNER_TEMP leaves the action to write under the workspace's
 * `.reviewer-lanes/tmp`. A pull request that commits `.reviewer-lanes` as a link must not turn
 * that into writes elsewhere: `mode: plan` refuses, names the link and writes nothing there.
 * The bundled action in a real process, against the loopback GitHub and artifact fakes.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActionRepo, type ActionRepo } from '../../__fixtures__/github/action-repo.js';
import { startFakeArtifacts, type FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import {
  pullRequestPayload,
  startFakeGitHub,
  type FakeGitHub,
} from '../../__fixtures__/github/fake-github.js';
import { actionBundle } from './helpers/bundle.js';
import { runAsRunner } from './helpers/runner.js';

let bundle: string;
let artifacts: FakeArtifacts;
let github: FakeGitHub;
let repo: ActionRepo;
let victim: string;

beforeAll(async () => {
  bundle = actionBundle();
  artifacts = await startFakeArtifacts();
  github = await startFakeGitHub();
  repo = await createActionRepo(['good']);
  victim = mkdtempSync(join(tmpdir(), 'rl-victim-'));
  symlinkSync(victim, join(repo.root, '.reviewer-lanes'));
  repo.git('add', '-A');
  repo.git('commit', '-q', '-m', 'the out folder as a link');
  repo.head = repo.git('rev-parse', 'HEAD').trim();
  github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }));
}, 300_000);
afterAll(async () => {
  await artifacts.close();
  await github.close();
  rmSync(repo.root, { recursive: true, force: true });
  rmSync(victim, { recursive: true, force: true });
});

describe('mode: plan on a runner without RUNNER_TEMP', () => {
  it('refuses a .reviewer-lanes link and writes nothing through it', async () => {
    const r = await runAsRunner({
      bundle,
      workspace: repo.root,
      github,
      artifacts,
      inputs: { 'github-token': 'ghs_t', mode: 'plan' },
      event: {
        name: 'pull_request',
        payload: { pull_request: pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }) },
      },
      runId: '9100',
      env: { RUNNER_TEMP: '' },
    });
    expect(r.status).not.toBe(0);
    expect(r.stdout).toContain(
      `${join(repo.root, '.reviewer-lanes')}: is a symbolic link; the action writes its files only through real folders`,
    );
    expect(readdirSync(victim)).toEqual([]);
  }, 120_000);
});
