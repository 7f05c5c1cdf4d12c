/**
 * What the GitHub client sends again, counted on the loopback GitHub: a 5xx and a rate limit are
 * retried a bounded number of times; any other 4xx is an answer, sent once (a "not found" is
 * what a look-up for a comment that is gone gets, and asking again cannot change it).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { createGitHubApi } from '../../src/github/client.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup() {
  fake = await startFakeGitHub();
  const warnings: string[] = [];
  const api = createGitHubApi({
    token: 'test-token',
    baseUrl: fake.url,
    owner: fake.options.owner,
    repo: fake.options.repo,
    log: { warning: (m) => warnings.push(m), info: () => undefined },
    retries: 2,
    retryBaseMs: 1,
    maxRateLimitWaitSeconds: 1,
  });
  return { fake, api, warnings };
}

const sent = (f: FakeGitHub, method: string, path: RegExp): number =>
  f.requests.filter((q) => q.method === method && path.test(q.path)).length;

describe('the GitHub client sends a request again only when another answer may come', () => {
  it.each([400, 401, 403, 404, 409, 410, 422, 451])('a %i is sent once', async (status) => {
    const { fake, api } = await setup();
    fake.faults.push({ method: 'GET', path: /\/pulls\/7$/, status, message: 'No', times: 10 });
    await expect(api.getPull(7)).rejects.toMatchObject({ status });
    expect(sent(fake, 'GET', /\/pulls\/7$/)).toBe(1);
  });

  it('a comment that is not there: one request to update it, one to delete it', async () => {
    const { fake, api } = await setup();
    await expect(api.updateComment(999, 'x')).rejects.toMatchObject({ status: 404 });
    await expect(api.deleteComment(999)).resolves.toBeUndefined();
    await expect(api.updateReviewComment(998, 'x')).rejects.toMatchObject({ status: 404 });
    expect(fake.requests.map((q) => `${q.method} ${q.path.replace(/^\/repos\/[^/]+\/[^/]+/, '')}`)).toEqual([
      'PATCH /issues/comments/999',
      'DELETE /issues/comments/999',
      'PATCH /pulls/comments/998',
    ]);
  });

  it.each([500, 502, 503])('a %i is retried, up to the retries', async (status) => {
    const { fake, api } = await setup();
    fake.faults.push({ method: 'GET', path: /\/pulls\/7$/, status, times: 10 });
    await expect(api.getPull(7)).rejects.toMatchObject({ status });
    expect(sent(fake, 'GET', /\/pulls\/7$/)).toBe(3);
  });

  it('a 5xx that passes is retried until the answer comes', async () => {
    const { fake, api } = await setup();
    fake.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 1 });
    const c = fake.seedComment(7, 'old', 'someone');
    await expect(api.updateComment(c.id, 'new')).resolves.toMatchObject({ body: 'new' });
    expect(sent(fake, 'PATCH', /\/issues\/comments\/\d+$/)).toBe(2);
  });

  it('a 429 is sent again; a 403 only when it is a rate limit, which is waited out', async () => {
    const { fake, api, warnings } = await setup();
    const c = fake.seedComment(7, 'old', 'someone');
    const path = /\/issues\/comments\/\d+$/;
    fake.faults.push(
      { method: 'PATCH', path, status: 429, message: 'Too many requests' },
      {
        method: 'PATCH',
        path,
        status: 403,
        headers: { 'retry-after': '1' },
        message: 'You have exceeded a secondary rate limit.',
      },
    );
    await expect(api.updateComment(c.id, 'new')).resolves.toMatchObject({ body: 'new' });
    expect(sent(fake, 'PATCH', path)).toBe(3);
    expect(warnings).toEqual([
      expect.stringMatching(/^GitHub secondary rate limit on PATCH .*: retrying in 1s$/),
    ]);
  });
});
