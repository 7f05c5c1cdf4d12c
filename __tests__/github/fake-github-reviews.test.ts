/**
 * The loopback GitHub fake answers reviews as GitHub does (as public issue threads record its
 * answers), so the tests that rely on it can fail where GitHub would: a review is all or
 * nothing, a 422 never says which comment it refused, an outdated comment has `line: null`.
 * Through the real Octokit client.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { takeViolations } from '../../__fixtures__/github/contract.js';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { newSideHunks, positionLine, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import type { DraftReviewComment } from '../../src/github/client.js';
import { createGitHubApi } from '../../src/github/client.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** Lines 1-3 context, 4-5 added (hunk 1: new 1..6); lines 20-22 (hunk 2: new 20..22). */
const PATCH = [
  '@@ -1,4 +1,6 @@',
  ' a',
  ' b',
  ' c',
  '+d',
  '+e',
  ' f',
  '@@ -16,4 +18,5 @@ function x() {',
  ' p',
  ' q',
  '+r',
  '-s',
  '+t',
  ' u',
].join('\n');

async function setup(readOnly = false) {
  fake = await startFakeGitHub({ readOnly });
  fake.files.set(7, [
    { filename: 'src/cart.ts', status: 'modified', additions: 4, deletions: 1, patch: PATCH },
  ]);
  const api = createGitHubApi({
    token: 'ghs_x',
    baseUrl: fake.url,
    owner: 'octo',
    repo: 'widgets',
    log: { warning: () => undefined, info: () => undefined },
    retryBaseMs: 1,
  });
  return { fake, api };
}

const c = (line: number, extra: Partial<DraftReviewComment> = {}): DraftReviewComment => ({
  path: 'src/cart.ts',
  line,
  body: `at ${line}`,
  ...extra,
});

async function refusal(p: Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    await p;
  } catch (err) {
    const e = err as { status: number; response: { data: unknown } };
    return { status: e.status, data: e.response.data };
  }
  throw new Error('expected a refusal');
}

const unprocessable = (error: string) => ({
  message: 'Unprocessable Entity',
  errors: [error],
  documentation_url: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
  status: '422',
});

describe('the fake: reviews', () => {
  it('reads the new side of each hunk from a patch', () => {
    expect(newSideHunks(PATCH)).toEqual([
      { start: 1, end: 6 },
      { start: 18, end: 22 },
    ]);
    expect(newSideHunks('@@ -3,2 +2,0 @@\n-x\n-y')).toEqual([]);
    expect(newSideHunks('@@ -1 +1 @@\n-x\n+y')).toEqual([{ start: 1, end: 1 }]);
  });

  it('reads a diff position as GitHub counts it: every line after the first hunk header', () => {
    // PATCH: 1-3 ' a',' b',' c' (new 1-3), 4-5 '+d','+e' (new 4-5), 6 ' f', 7 the second header,
    // 8-9 ' p',' q' (new 18-19), 10 '+r' (new 20), 11 '-s' (old 18), 12 '+t' (new 21).
    expect(positionLine(PATCH, 1)).toEqual({ side: 'RIGHT', line: 1 });
    expect(positionLine(PATCH, 5)).toEqual({ side: 'RIGHT', line: 5 });
    expect(positionLine(PATCH, 7)).toBeNull();
    expect(positionLine(PATCH, 10)).toEqual({ side: 'RIGHT', line: 20 });
    expect(positionLine(PATCH, 11)).toEqual({ side: 'LEFT', line: 18 });
    expect(positionLine(PATCH, 12)).toEqual({ side: 'RIGHT', line: 21 });
    expect(positionLine(PATCH, 99)).toBeNull();
    expect(positionLine(PATCH, 0)).toBeNull();
  });

  it('places a comment given by its position (the older form of the API)', async () => {
    const { fake } = await setup();
    const res = await fetch(`${fake.url}/repos/octo/widgets/pulls/7/reviews`, {
      method: 'POST',
      headers: { authorization: 'token ghs_x', 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'COMMENT', comments: [{ path: 'src/cart.ts', position: 4, body: 'd' }] }),
    });
    expect(res.status).toBe(200);
    expect(fake.reviewComments.map((x) => [x.path, x.line, x.side])).toEqual([['src/cart.ts', 4, 'RIGHT']]);
  });

  it('creates a review with its comments on added and context lines of the new side', async () => {
    const { fake, api } = await setup();
    const r = await api.createReview(7, {
      commitId: 'b'.repeat(40),
      body: 'review',
      comments: [c(2), c(5), c(22, { startLine: 19 })],
    });
    expect(fake.reviews).toEqual([expect.objectContaining({ id: r.id, event: 'COMMENT', body: 'review' })]);
    const listed = await api.listReviewComments(7);
    expect(listed.map((x) => [x.path, x.startLine, x.line, x.login])).toEqual([
      ['src/cart.ts', null, 2, 'github-actions[bot]'],
      ['src/cart.ts', null, 5, 'github-actions[bot]'],
      ['src/cart.ts', 19, 22, 'github-actions[bot]'],
    ]);
    expect(fake.requests.find((q) => q.method === 'POST')?.body).toMatchObject({
      commit_id: 'b'.repeat(40),
      event: 'COMMENT',
      comments: [
        { path: 'src/cart.ts', line: 2, side: 'RIGHT', body: 'at 2' },
        { path: 'src/cart.ts', line: 5, side: 'RIGHT', body: 'at 5' },
        { path: 'src/cart.ts', line: 22, start_line: 19, side: 'RIGHT', start_side: 'RIGHT', body: 'at 22' },
      ],
    });
  });

  it.each([
    ['a line between hunks', [c(2), c(10)], 'Pull request review thread line must be part of the diff'],
    ['a line past the last hunk', [c(23)], 'Pull request review thread line must be part of the diff'],
    [
      'a range that starts in another hunk',
      [c(19, { startLine: 5 })],
      'Pull request review thread start line must be part of the same hunk as the line.',
    ],
    [
      'a path the pull request does not touch',
      [c(2, { path: 'src/other.ts' })],
      'Line could not be resolved',
    ],
    [
      'two kinds at once, in one sentence',
      [c(10), c(19, { startLine: 5 })],
      'Pull request review thread line must be part of the diff and Pull request review thread start line must be part of the same hunk as the line.',
    ],
  ])('refuses the whole review for %s, without saying which comment', async (_name, comments, error) => {
    const { fake, api } = await setup();
    const r = await refusal(api.createReview(7, { commitId: 'b'.repeat(40), body: 'x', comments }));
    expect(r).toEqual({ status: 422, data: unprocessable(error) });
    expect(fake.reviews).toEqual([]);
    expect(fake.reviewComments).toEqual([]);
  });

  it("answers a read-only token's review with 403", async () => {
    const { fake, api } = await setup(true);
    const r = await refusal(api.createReview(7, { commitId: 'b'.repeat(40), body: 'x', comments: [c(2)] }));
    expect(r.status).toBe(403);
    expect(fake.reviews).toEqual([]);
  });

  it('lists an outdated comment with line null, pages through many, and updates one in place', async () => {
    const { fake, api } = await setup();
    for (let i = 0; i < 130; i++)
      fake.seedReviewComment(7, { path: 'src/cart.ts', line: 2, body: `n${i}`, login: 'x' });
    const last = fake.reviewComments[129];
    fake.outdate(last?.id ?? 0);
    const listed = await api.listReviewComments(7);
    expect(listed).toHaveLength(130);
    expect(listed[129]).toMatchObject({ id: last?.id, line: null, startLine: null });
    expect(fake.requests.filter((q) => q.path.endsWith('/pulls/7/comments'))).toHaveLength(2);
    const updated = await api.updateReviewComment(listed[0]?.id ?? 0, 'new text');
    expect(updated.body).toBe('new text');
    expect(fake.reviewComments[0]?.body).toBe('new text');
  });

  describe('pending reviews', () => {
    const send = (method: string, path: string, body?: unknown) =>
      fetch(`${fake?.url}/repos/octo/widgets/pulls/7/reviews${path}`, {
        method,
        headers: { authorization: 'token ghs_x', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    it('a review without event is pending: checked as it is created, its comments listed nowhere', async () => {
      const { fake, api } = await setup();
      const refused = await refusal(
        api.createPendingReview(7, { commitId: 'b'.repeat(40), comments: [c(10)] }),
      );
      expect(refused).toEqual({
        status: 422,
        data: unprocessable('Pull request review thread line must be part of the diff'),
      });
      const r = await api.createPendingReview(7, { commitId: 'b'.repeat(40), comments: [c(2)] });
      expect(fake.reviews).toEqual([expect.objectContaining({ id: r.id, state: 'PENDING' })]);
      expect(fake.reviewComments).toHaveLength(1);
      expect(await api.listReviewComments(7)).toEqual([]);
      expect(await api.listReviews(7)).toEqual([{ id: r.id, state: 'PENDING' }]);
    });

    it('one a user per pull request: another review, pending or not, is 422 while it is there', async () => {
      const { fake, api } = await setup();
      await api.createPendingReview(7, { commitId: 'b'.repeat(40), comments: [c(2)] });
      const one = unprocessable('User can only have one pending review per pull request');
      expect(await refusal(api.createPendingReview(7, { commitId: 'b'.repeat(40), comments: [] }))).toEqual({
        status: 422,
        data: one,
      });
      expect(
        await refusal(api.createReview(7, { commitId: 'b'.repeat(40), body: 'x', comments: [c(5)] })),
      ).toEqual({ status: 422, data: one });
      expect(fake.reviews).toHaveLength(1);
    });

    it('deleted: gone with its comments (200), and a review can be created again', async () => {
      const { fake, api } = await setup();
      const r = await api.createPendingReview(7, { commitId: 'b'.repeat(40), comments: [c(2), c(5)] });
      const res = await send('DELETE', `/${r.id}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: r.id, state: 'PENDING' });
      expect(fake.reviews).toEqual([]);
      expect(fake.reviewComments).toEqual([]);
      await api.deletePendingReview(
        7,
        (await api.createPendingReview(7, { commitId: 'b'.repeat(40), comments: [] })).id,
      );
      await api.createReview(7, { commitId: 'b'.repeat(40), body: 'x', comments: [c(2)] });
      expect(fake.reviews).toEqual([expect.objectContaining({ state: 'COMMENTED' })]);
    });

    it('submitted through its events: listed then, and no longer deleted (422)', async () => {
      const { fake, api } = await setup();
      const r = await api.createPendingReview(7, { commitId: 'b'.repeat(40), comments: [c(2)] });
      expect((await send('POST', `/${r.id}/events`, { body: 'done' })).status).toBe(422);
      // GitHub's description refuses it too: the request sent on purpose is taken, not failed on.
      expect(takeViolations().map((v) => v.message)).toEqual(['body.event is required']);
      const submitted = await send('POST', `/${r.id}/events`, { event: 'COMMENT', body: 'done' });
      expect(submitted.status).toBe(200);
      expect(await submitted.json()).toMatchObject({ id: r.id, state: 'COMMENTED', body: 'done' });
      expect((await api.listReviewComments(7)).map((x) => x.line)).toEqual([2]);
      expect((await send('POST', `/${r.id}/events`, { event: 'COMMENT' })).status).toBe(422);
      await expect(api.deletePendingReview(7, r.id)).rejects.toMatchObject({ status: 422 });
      expect((await send('DELETE', '/999999')).status).toBe(404);
      expect(fake.reviews).toHaveLength(1);
    });
  });

  it('serves the pull request files it checks reviews against', async () => {
    const { api } = await setup();
    expect(await api.listPullFiles(7)).toEqual([
      { filename: 'src/cart.ts', status: 'modified', additions: 4, deletions: 1, patch: PATCH },
    ]);
  });
});
