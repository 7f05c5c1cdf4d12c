/**
 * The bundled action, run as the runner runs it, reviewing a real git repository whose
 * repository lanes are the fake reviewer CLI (consented at the base), against the loopback
 * GitHub and artifact fakes: the sticky comment, limits, retries, forks, a moved head, hostile
 * output and the outcome.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import type { ActionRepo } from '../../__fixtures__/github/action-repo.js';
import { createActionRepo } from '../../__fixtures__/github/action-repo.js';
import type { FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { startFakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import type { FakeGitHub, FakeGitHubOptions } from '../../__fixtures__/github/fake-github.js';
import { pullRequestPayload, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { commentMarker } from '../../src/github/comment.js';
import { actionBundle } from './helpers/bundle.js';
import type { RunnerResult } from './helpers/runner.js';
import { runAsRunner } from './helpers/runner.js';

let bundle: string;
let repo: ActionRepo;
let artifacts: FakeArtifacts;
let github: FakeGitHub;
let runs = 0;

beforeAll(async () => {
  bundle = actionBundle();
  repo = await createActionRepo();
  artifacts = await startFakeArtifacts();
}, 300_000);
afterAll(async () => {
  await artifacts.close();
  rmSync(repo.root, { recursive: true, force: true });
});

async function useGitHub(opts: FakeGitHubOptions = {}, headSha = repo.head) {
  await github?.close();
  github = await startFakeGitHub(opts);
  github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: repo.base, headSha }));
}
beforeEach(async () => useGitHub());
afterEach(async () => github.close());

function prEvent(headRepo?: string) {
  return {
    name: 'pull_request',
    payload: {
      action: 'synchronize',
      pull_request: pullRequestPayload({
        number: 7,
        baseSha: repo.base,
        headSha: repo.head,
        title: 'Change the widget',
        ...(headRepo ? { headRepo } : {}),
      }),
    },
  };
}

function review(inputs: Record<string, string>, headRepo?: string): Promise<RunnerResult> {
  runs++;
  return runAsRunner({
    bundle,
    workspace: repo.root,
    github,
    artifacts,
    inputs: { 'github-token': 'ghs_runner_token_value', ...inputs },
    event: prEvent(headRepo),
    runId: String(5000 + runs),
  });
}

const commentBody = () => github.comments[0]?.body ?? '';

describe('review mode, bundled', () => {
  it('creates the comment, then updates it; an explicit lane failure fails the step after the comment', async () => {
    const first = await review({ reviewers: 'fake-good,fake-fail' });
    expect(first.status).toBe(1);
    expect(github.comments).toHaveLength(1);
    expect(commentBody().split('\n')[0]).toBe(commentMarker('default'));
    expect(commentBody()).toContain('## Fake good Review');
    expect(commentBody()).toContain('failed or returned empty output');
    // The status created the comment at the start; the review updates it.
    const posted = first.stdout.indexOf('Updated the review comment');
    const failed = first.stdout.indexOf(
      '::error::Requested lanes did not end reviewed: fake-fail (failed: exit_nonzero)',
    );
    expect(posted).toBeGreaterThan(-1);
    expect(failed).toBeGreaterThan(posted);
    expect(first.outputs['failed-lanes']).toBe('fake-fail');
    expect(first.outputs['comment-url']).toBe(github.comments[0]?.html_url);
    const results = JSON.parse(first.outputs['results'] ?? '{}') as {
      ok: boolean;
      lanes: Array<{ identity: string; status: string; reason?: string }>;
    };
    expect(results.ok).toBe(false);
    expect(results.lanes.map((l) => [l.identity, l.status, l.reason])).toEqual([
      ['fake-fail', 'failed', 'exit_nonzero'],
      ['fake-good', 'reviewed', undefined],
    ]);
    expect(first.summary).toContain('## Fake good Review');

    const id = github.comments[0]?.id;
    const second = await review({ reviewers: 'fake-good' });
    expect(second.status).toBe(0);
    expect(github.comments.map((c) => c.id)).toEqual([id]);
    expect(commentBody()).not.toContain('Fake fail');
    // One comment ever: the first run creates it with its status (progress: true) and gives it the
    // review; the second updates it with its status, then with its review.
    expect(github.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(github.requests.filter((r) => r.method === 'PATCH')).toHaveLength(3);
  });

  it('two overlapping runs leave one comment', async () => {
    await useGitHub({ latencyMs: 150 });
    const [a, b] = await Promise.all([
      review({ reviewers: 'fake-good' }),
      review({ reviewers: 'fake-good' }),
    ]);
    expect([a.status, b.status]).toEqual([0, 0]);
    expect(github.comments).toHaveLength(1);
  });

  it('publishes hostile model output harmless', async () => {
    const r = await review({ reviewers: 'fake-good,fake-hostile' });
    expect(r.status).toBe(0);
    const body = commentBody();
    expect(body).toContain('## Fake hostile Review');
    expect(body).not.toContain('ghp_0123456789abcdefghijABCDEFGHIJ0123456789');
    expect(body).not.toMatch(/!\[[^\]]*\]\(https?:/);
    expect(body).not.toMatch(/<img\b/i);
    expect(body.split('<!-- reviewer-lanes:comment')).toHaveLength(2);
    expect(body.split('\n').filter((l) => /^\s{0,3}(```|~~~)/.test(l)).length % 2).toBe(0);
    expect(body).not.toContain('ghs_runner_token_value');
  });

  it('fits a 200,000-character review into one comment of at most 65,536 characters that links the artifact', async () => {
    const r = await review({ reviewers: 'fake-huge' });
    expect(r.status).toBe(0);
    const stored = artifacts.artifacts.find((a) => a.run === `run-${5000 + runs}`);
    expect(stored?.name).toBe('reviewer-lanes');
    const body = commentBody();
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body.length).toBeGreaterThan(50_000);
    expect(body).toContain(
      `(https://github.com/octo/widgets/actions/runs/${5000 + runs}/artifacts/${stored?.id})`,
    );
  });

  it('retries a transient 502 and a secondary rate limit', async () => {
    github.faults.push({
      method: 'GET',
      path: /\/issues\/7\/comments$/,
      status: 502,
      message: 'Bad Gateway',
    });
    github.faults.push({
      method: 'POST',
      path: /\/issues\/7\/comments$/,
      status: 403,
      headers: { 'retry-after': '1' },
      message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    });
    const r = await review({ reviewers: 'fake-good' });
    expect(r.status).toBe(0);
    expect(github.comments).toHaveLength(1);
    expect(github.faults.every((f) => f.times === 0)).toBe(true);
    expect(r.stdout).toContain('GitHub secondary rate limit on POST');
  });

  it('a fork PR with a read-only token posts nothing and ends green, with a notice', async () => {
    await useGitHub({ readOnly: true });
    const r = await review({ reviewers: 'fake-good' }, 'contributor/widgets');
    expect(r.status).toBe(0);
    expect(github.comments).toHaveLength(0);
    expect(r.stdout).toContain(
      '::notice::The token cannot comment on pull request #7 (a pull request from a fork gets a read-only token). The review is in the job summary and the artifact reviewer-lanes.',
    );
    expect(r.summary).toContain('## Fake good Review');
  });

  it('states a moved head on the comment (on-stale: post)', async () => {
    await useGitHub({}, 'c'.repeat(40));
    const r = await review({ reviewers: 'fake-good' });
    expect(r.status).toBe(0);
    expect(commentBody()).toContain(
      `> The pull request head moved to \`cccccccccccc\` while the lanes reviewed \`${repo.head.slice(0, 12)}\``,
    );
  });

  it('posts no review for a moved head with on-stale: skip, and says so in the summary and the status', async () => {
    await useGitHub({}, 'c'.repeat(40));
    const r = await review({ reviewers: 'fake-good', 'on-stale': 'skip' });
    expect(r.status).toBe(0);
    // The status went up at the start: it says this run posted no review, and why.
    expect(github.comments).toHaveLength(1);
    expect(commentBody()).toContain('**No review posted**: 1 lane on');
    expect(commentBody()).toContain('on-stale: skip posts nothing');
    expect(commentBody()).not.toContain('## Fake good Review');
    expect(r.summary).toContain('Nothing was posted to the pull request (on-stale: skip).');
  });

  it('with progress: false posts nothing for a moved head with on-stale: skip, as before', async () => {
    await useGitHub({}, 'c'.repeat(40));
    const r = await review({ reviewers: 'fake-good', 'on-stale': 'skip', progress: 'false' });
    expect(r.status).toBe(0);
    expect(github.comments).toHaveLength(0);
    expect(github.requests.filter((q) => q.method !== 'GET')).toEqual([]);
  });
});
