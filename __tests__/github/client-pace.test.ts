/**
 * The pace of our requests (§6: no wait longer than GitHub's 1 s unless GitHub asked for one):
 * the throttling plugin's groups as the client configures them — a burst of writes, then one a
 * second; writes that notify only one at a time, not the plugin's 3 s apart; a reading client's
 * queries one at a time, never paused —, the retries' backoff, and a wait GitHub asks for
 * (retry-after) still waited out. The groups are asked whether a job would start now
 * (`check`): no clock is read by these tests but where GitHub asked for a wait.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { createGitHubApi } from '../../src/github/client.js';
import { MAX_PAUSE_MS, WRITE_BURST, retryBaseFor, writeGroups } from '../../src/github/octokit.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const noop = () => Promise.resolve();

describe('the write group', () => {
  it(`lets ${WRITE_BURST} writes start at once, then asks the next to wait`, async () => {
    const limiter = writeGroups().write.key('run');
    for (let i = 0; i < WRITE_BURST; i++) {
      await expect(limiter.check()).resolves.toBe(true);
      await limiter.schedule(noop);
    }
    await expect(limiter.check()).resolves.toBe(false);
    await limiter.stop({ dropWaitingJobs: true });
  });

  it('keeps each client apart: one run spending its burst leaves another its own', async () => {
    const group = writeGroups().write;
    for (let i = 0; i < WRITE_BURST; i++) await group.key('one').schedule(noop);
    await expect(group.key('one').check()).resolves.toBe(false);
    await expect(group.key('two').check()).resolves.toBe(true);
    await group.key('one').stop({ dropWaitingJobs: true });
  });
});

describe('the notifications group', () => {
  it('starts the next write that notifies as soon as the one before has ended', async () => {
    const limiter = writeGroups().notifications.key('run');
    for (let i = 0; i < WRITE_BURST * 4; i++) {
      await expect(limiter.check()).resolves.toBe(true);
      await limiter.schedule(noop);
    }
  });

  it('never runs two at once', async () => {
    const limiter = writeGroups().notifications.key('run');
    let release: () => void = () => undefined;
    const first = limiter.schedule(() => new Promise<void>((r) => (release = r)));
    // Wait until the first job is running before asking about a second.
    while (limiter.counts().EXECUTING === 0) await new Promise((r) => setImmediate(r));
    await expect(limiter.check()).resolves.toBe(false);
    release();
    await first;
  });
});

describe('the write group of a client that only reads', () => {
  it('starts every query as soon as the one before has ended: one at a time, never paced', async () => {
    const limiter = writeGroups(true).write.key('stats');
    for (let i = 0; i < WRITE_BURST * 4; i++) {
      await expect(limiter.check()).resolves.toBe(true);
      await limiter.schedule(noop);
    }
  });
});

describe('the backoff of a retry', () => {
  it.each([1, 2, 3, 5])('with %i retries, no retry waits more than 1 s', (retries) => {
    // plugin-retry waits n² units before its n-th retry.
    const waits = Array.from({ length: retries }, (_, i) => (i + 1) ** 2 * retryBaseFor(retries));
    expect(Math.max(...waits)).toBeLessThanOrEqual(MAX_PAUSE_MS);
    expect(waits[0]).toBeGreaterThan(0);
  });
});

describe('a wait GitHub asks for', () => {
  it('is waited out: the secondary rate limit (403, retry-after)', async () => {
    fake = await startFakeGitHub();
    const warnings: string[] = [];
    const api = createGitHubApi({
      token: 'ghs_x',
      baseUrl: fake.url,
      owner: fake.options.owner,
      repo: fake.options.repo,
      log: { warning: (m) => warnings.push(m), info: () => undefined },
      retryBaseMs: 1,
    });
    const c = fake.seedComment(7, 'old', 'someone');
    const path = /\/issues\/comments\/\d+$/;
    fake.faults.push({
      method: 'PATCH',
      path,
      status: 403,
      headers: { 'retry-after': '1' },
      message: 'You have exceeded a secondary rate limit.',
    });
    await expect(api.updateComment(c.id, 'new')).resolves.toMatchObject({ body: 'new' });
    const patches = fake.requests.filter((q) => q.method === 'PATCH' && path.test(q.path));
    expect(patches).toHaveLength(2);
    const [refused, again] = patches as [(typeof patches)[0], (typeof patches)[0]];
    // A lower bound: a busy machine only makes the wait longer.
    expect(again.at - refused.at).toBeGreaterThanOrEqual(950);
    expect(warnings).toEqual([expect.stringMatching(/secondary rate limit on PATCH .*: retrying in 1s$/)]);
  });
});
