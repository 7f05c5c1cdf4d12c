/**
 * The findings of D16 end to end: the bundled action, run as the runner runs it, reviewing a
 * real git repository whose three repository lanes (the self-test's fake reviewer CLI) cite
 * lines of the change's src/cart.js — the same place from all three, another changed line, and a
 * line outside every hunk — against the loopback GitHub fake (which checks a review as GitHub
 * does, against the pull request's files as git produces them) and the fake artifact service.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { readFileSync, rmSync } from 'node:fs';
import type { ActionRepo } from '../../__fixtures__/github/action-repo.js';
import { cartSource, createActionRepo, pullFilesOf } from '../../__fixtures__/github/action-repo.js';
import type { FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { startFakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import type { FakeGitHub, FakeGitHubOptions, FakePullFile } from '../../__fixtures__/github/fake-github.js';
import { newSideHunks, pullRequestPayload, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import '../../__fixtures__/findings/sarif-matcher.js';
import { FINDING_MARKER, REVIEW_MARKER } from '../../src/github/inline.js';
import { actionBundle } from './helpers/bundle.js';
import type { RunnerResult } from './helpers/runner.js';
import { runAsRunner } from './helpers/runner.js';

const LANES = 'fake-cart-a,fake-cart-b,fake-cart-c';
let bundle: string;
let repo: ActionRepo;
let artifacts: FakeArtifacts;
let github: FakeGitHub;
let runs = 0;

beforeAll(async () => {
  bundle = actionBundle();
  repo = await createActionRepo(['cart-a', 'cart-b', 'cart-c'], {
    baseFiles: { 'src/cart.js': cartSource(false) },
    headFiles: { 'src/cart.js': cartSource(true) },
  });
  artifacts = await startFakeArtifacts();
}, 300_000);
afterAll(async () => {
  await artifacts.close();
  rmSync(repo.root, { recursive: true, force: true });
});

async function useGitHub(opts: FakeGitHubOptions = {}, files: FakePullFile[] = pullFilesOf(repo)) {
  await github?.close();
  github = await startFakeGitHub(opts);
  github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }));
  github.files.set(7, files);
}
beforeEach(async () => useGitHub());
afterEach(async () => github.close());

function review(inputs: Record<string, string>, headRepo?: string): Promise<RunnerResult> {
  runs++;
  return runAsRunner({
    bundle,
    workspace: repo.root,
    github,
    artifacts,
    inputs: { 'github-token': 'ghs_runner_token_value', reviewers: LANES, ...inputs },
    event: {
      name: 'pull_request',
      payload: {
        action: 'synchronize',
        pull_request: pullRequestPayload({
          number: 7,
          baseSha: repo.base,
          headSha: repo.head,
          ...(headRepo ? { headRepo } : {}),
        }),
      },
    },
    runId: String(7000 + runs),
  });
}

/** The head-side lines GitHub places comments on, per file of the pull request. */
function placeable(files: FakePullFile[]): (path: string, line: number) => boolean {
  const hunks = new Map(files.map((f) => [f.filename, newSideHunks(f.patch ?? '')]));
  return (path, line) => (hunks.get(path) ?? []).some((h) => line >= h.start && line <= h.end);
}

const posts = (path: RegExp) => github.requests.filter((r) => r.method === 'POST' && path.test(r.path));

describe('findings, bundled', () => {
  it('posts one review at the head with inline comments on diff lines only, each naming its lanes; a re-run adds none', async () => {
    const first = await review({});
    expect(first.status).toBe(0);
    expect(github.comments).toHaveLength(1);
    expect(github.reviews).toHaveLength(1);
    const [posted] = github.reviews;
    expect(posted).toMatchObject({ event: 'COMMENT', commit_id: repo.head });
    expect(posted?.body.split('\n')[0]).toBe(REVIEW_MARKER);
    expect(posted?.body).toContain(`(${github.comments[0]?.html_url})`);

    const onDiff = placeable(pullFilesOf(repo));
    const inline = github.reviewComments;
    expect(inline.map((c) => c.path)).toEqual(['src/cart.js', 'src/cart.js']);
    for (const c of inline) expect([c.line, onDiff(c.path, c.line as number)]).toEqual([c.line, true]);
    const agreed = inline.find((c) => (c.line as number) >= 28 && (c.line as number) <= 30);
    expect(agreed?.body.split('\n')[0]).toBe(FINDING_MARKER);
    expect(agreed?.body).toContain('**HIGH** ');
    expect(agreed?.body).toContain('Flagged by fake-cart-a, fake-cart-b, fake-cart-c (3 of 3 lanes).');
    // D19: cart-a's fix of line 28, committable over the commented lines 28-30 as the head has them.
    expect(agreed?.body).toContain(
      "Suggested by fake-cart-a:\n\n```suggestion\nexport const line28 = 'guarded';\nexport const line29 = 'changed';\nexport const line30 = 'changed';\n```",
    );
    expect([agreed?.start_line, agreed?.line, agreed?.side]).toEqual([28, 30, 'RIGHT']);
    for (const lane of ['fake-cart-a', 'fake-cart-b', 'fake-cart-c'])
      expect(agreed?.body).toContain(`<details><summary>${lane} (`);
    const alone = inline.find((c) => c.line === 51);
    // The other lanes were asked about it (D22) and gave no verdict: raised by one, unexamined.
    expect(alone?.body).toContain('Raised by fake-cart-a (1 of 3 lanes, unexamined).');
    // Line 10 is outside every hunk: a finding, never an inline comment.
    expect(inline.some((c) => c.line === 10)).toBe(false);

    expect(first.outputs['findings']).toBe('3');
    expect(first.outputs['agreed-findings']).toBe('1');
    const sarifPath = first.outputs['sarif-path'] as string;
    const sarif = JSON.parse(readFileSync(sarifPath, 'utf8')) as {
      runs: Array<{ results: Array<{ level: string; properties: { lanes: string[] } }> }>;
    };
    expect(sarif).toBeValidSarifLog();
    expect(sarif.runs[0]?.results.map((r) => [r.level, r.properties.lanes.length])).toEqual([
      ['error', 3],
      ['warning', 1],
      ['warning', 1],
    ]);
    const stored = artifacts.artifacts.find((a) => a.run === `run-${7000 + runs}`);
    expect(stored?.zip.includes(Buffer.from('reviews.sarif'))).toBe(true);

    const ids = inline.map((c) => c.id);
    const again = await review({});
    expect(again.status).toBe(0);
    expect(github.reviews).toHaveLength(1);
    expect(github.reviewComments.map((c) => c.id)).toEqual(ids);
    expect(posts(/\/pulls\/7\/reviews$/)).toHaveLength(1);
    expect(
      github.requests.filter((r) => r.method === 'PATCH' && r.path.includes('/pulls/comments/')),
    ).toEqual([]);
    expect(github.requests.filter((r) => r.path === '/user')).toEqual([]);
  });

  it('suggestions: false posts the same comments without a suggestion block', async () => {
    const run = await review({ suggestions: 'false' });
    expect(run.status).toBe(0);
    const agreed = github.reviewComments.find((c) => (c.line as number) >= 28 && (c.line as number) <= 30);
    expect(agreed?.body).toContain('Flagged by fake-cart-a, fake-cart-b, fake-cart-c (3 of 3 lanes).');
    expect(agreed?.body).not.toContain('```suggestion');
  });

  it('a finding GitHub will not place moves to the review body with a warning; the others are still posted', async () => {
    // GitHub's diff of the pull request lacks the second hunk (the base moved under it): our
    // anchor says line 51 is on the diff, GitHub refuses it, and never says which comment it was.
    const files = pullFilesOf(repo).map((f) =>
      f.patch
        ? {
            ...f,
            patch: f.patch.slice(0, f.patch.indexOf('\n@@', 1) > 0 ? f.patch.indexOf('\n@@', 1) : undefined),
          }
        : f,
    );
    await useGitHub({}, files);
    const r = await review({});
    expect(r.status).toBe(0);
    expect(github.reviews).toHaveLength(1);
    expect(github.reviewComments.map((c) => c.line)).toEqual([expect.any(Number)]);
    expect(github.reviewComments[0]?.body).toContain('(3 of 3 lanes)');
    expect(github.reviews[0]?.body).toContain('GitHub would not place these on the diff:');
    expect(github.reviews[0]?.body).toContain('`src/cart.js:51`');
    expect(r.stdout).toMatch(
      /::warning::GitHub refused 1 of the inline comment\(s\) of the review of pull request #7 \(422: .*\); it is in the review body instead: src\/cart\.js:51/,
    );
  });

  it('a comment GitHub refuses though its files show the line: one review, the other comment inline, the refused one in its body', async () => {
    // GitHub refuses line 51 while the files it lists show it: only trying the comments apart
    // (pending reviews, deleted at once) tells which one it was.
    github.unplaceable.add('src/cart.js:51');
    const r = await review({});
    expect(r.status).toBe(0);
    expect(github.reviews).toEqual([expect.objectContaining({ state: 'COMMENTED', commit_id: repo.head })]);
    expect(github.reviewComments.map((c) => c.line)).toEqual([expect.any(Number)]);
    expect(github.reviewComments[0]?.body).toContain('(3 of 3 lanes)');
    expect(github.reviews[0]?.body).toContain('GitHub would not place these on the diff:');
    expect(github.reviews[0]?.body).toContain('`src/cart.js:51` The discount is applied twice');
    const reviewRequests = github.requests
      .filter((q) => /\/pulls\/7\/reviews/.test(q.path))
      .map((q) => `${q.method} ${q.path.replace(/^.*\/pulls\/7/, '')}`);
    expect(reviewRequests).toEqual([
      'POST /reviews',
      'POST /reviews',
      expect.stringMatching(/^DELETE \/reviews\/\d+$/),
      'POST /reviews',
    ]);
    expect(r.stdout).toMatch(
      /::warning::GitHub refused 1 of the inline comment\(s\) of the review of pull request #7 \(422: .*Line could not be resolved\); it is in the review body instead: src\/cart\.js:51/,
    );
  });

  it('a fork run posts no review and writes annotations instead', async () => {
    await useGitHub({ readOnly: true });
    const r = await review({}, 'contributor/widgets');
    expect(r.status).toBe(0);
    expect(github.comments).toHaveLength(0);
    expect(github.reviews).toHaveLength(0);
    const annotations = r.stdout
      .split('\n')
      .filter((l) => l.startsWith('::warning ') && l.includes('file=src/cart.js'));
    expect(annotations).toHaveLength(2);
    expect(annotations.join('\n')).toMatch(
      /title=reviewer-lanes%3A HIGH finding,file=src\/cart\.js,line=(28|29|30)/,
    );
    expect(r.summary).toContain('2 findings are shown as annotations instead.');
  });

  it('fail-on: agreed-high fails the job, after the comment and the review are published', async () => {
    const r = await review({ 'fail-on': 'agreed-high' });
    expect(r.status).toBe(1);
    expect(github.reviews).toHaveLength(1);
    const posted = r.stdout.indexOf('Posted a review of pull request #7');
    const failed = r.stdout.indexOf(
      '::error::HIGH findings flagged by 2 or more lanes (fail-on: agreed-high): src/cart.js:',
    );
    expect(posted).toBeGreaterThan(-1);
    expect(failed).toBeGreaterThan(posted);
    expect((JSON.parse(r.outputs['results'] ?? '{}') as { ok: boolean }).ok).toBe(false);
  });
});
