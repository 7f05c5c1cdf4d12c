/**
 * The comments and review comments GitHub lists, held to one schema each where they arrive: an
 * entry that is not what GitHub documents is left out with one warning naming it, and the sticky
 * comment and the review's own comments are still found among the others.
 * Against the loopback GitHub fake, through the real Octokit.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { createGitHubApi } from '../../src/github/client.js';
import { commentMarker, upsertStickyComment } from '../../src/github/comment.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup() {
  fake = await startFakeGitHub({ owner: 'octo', repo: 'widgets' });
  const warnings: string[] = [];
  const api = createGitHubApi({
    token: 'ghs_x',
    baseUrl: fake.url,
    owner: 'octo',
    repo: 'widgets',
    log: { warning: (m) => warnings.push(m), info: () => undefined },
    retryBaseMs: 1,
  });
  return { fake, api, warnings };
}

describe('comments GitHub lists, read through one schema', () => {
  it('a comment whose body is not text is left out and named; ours is still found and updated', async () => {
    const { fake, api, warnings } = await setup();
    const ours = fake.seedComment(7, `${commentMarker('default')}\nold`, 'github-actions[bot]');
    const odd = fake.seedComment(7, 'hi', 'someone');
    (odd as unknown as { body: unknown }).body = 5;
    const r = await upsertStickyComment(api, {
      issue: 7,
      commentId: 'default',
      body: `${commentMarker('default')}\nnew`,
    });
    expect(r).toMatchObject({ id: ours.id, action: 'updated', deleted: [] });
    expect(fake.comments.find((c) => c.id === ours.id)?.body).toBe(`${commentMarker('default')}\nnew`);
    expect(warnings).toEqual([
      `1 of the 2 entries of the comments of pull request #7 is not what GitHub documents and left out: entry 1 (id ${odd.id}): body must be a string (got number 5)`,
    ]);
  });

  it('a review comment without a path is left out and named; the others are read, outdated ones too', async () => {
    const { fake, api, warnings } = await setup();
    const kept = fake.seedReviewComment(7, { path: 'src/a.ts', line: 3, body: 'b', login: 'x' });
    const outdated = fake.seedReviewComment(7, { path: 'src/b.ts', line: 4, body: 'c', login: 'x' });
    fake.outdate(outdated.id);
    const odd = fake.seedReviewComment(7, { path: 'src/c.ts', line: 5, body: 'd', login: 'x' });
    (odd as unknown as { path: unknown }).path = null;
    expect(await api.listReviewComments(7)).toEqual([
      {
        id: kept.id,
        body: 'b',
        login: 'x',
        path: 'src/a.ts',
        line: 3,
        startLine: null,
        htmlUrl: kept.html_url,
        inReplyTo: null,
        association: 'NONE',
        thumbsDown: 0,
      },
      {
        id: outdated.id,
        body: 'c',
        login: 'x',
        path: 'src/b.ts',
        line: null,
        startLine: null,
        htmlUrl: outdated.html_url,
        inReplyTo: null,
        association: 'NONE',
        thumbsDown: 0,
      },
    ]);
    expect(warnings).toEqual([
      `1 of the 3 entries of the review comments of pull request #7 is not what GitHub documents and left out: entry 2 (id ${odd.id}): path must be a string (got null)`,
    ]);
  });
});
