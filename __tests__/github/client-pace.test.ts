/**
 * The pace of our writes (§6: no idle wait): a run's comment and review go out one after the
 * other without the throttling plugin's 3 s between requests that notify, at GitHub's documented
 * 1 s once a burst is spent, and a wait GitHub asks for (retry-after) is still waited out.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import Bottleneck from 'bottleneck/light.js';
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { WRITE_BURST, createGitHubApi, serialLimiter, writeLimiter } from '../../src/github/client.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const PATCH = '@@ -1,2 +1,2 @@\n a\n-b\n+c';

async function setup() {
  fake = await startFakeGitHub();
  fake.files.set(7, [{ filename: 'src/a.ts', status: 'modified', additions: 1, deletions: 1, patch: PATCH }]);
  const warnings: string[] = [];
  const api = createGitHubApi({
    token: 'ghs_x',
    baseUrl: fake.url,
    owner: fake.options.owner,
    repo: fake.options.repo,
    log: { warning: (m) => warnings.push(m), info: () => undefined },
    retryBaseMs: 1,
  });
  return { fake, api, warnings };
}

const noop = () => Promise.resolve();

/** The zero-delay timers `work` sets (Node clamps each to 1 ms), counted at the global. */
async function zeroDelayTimers(work: () => Promise<unknown>): Promise<number> {
  const real = globalThis.setTimeout;
  let zero = 0;
  globalThis.setTimeout = ((fn: () => void, ms?: number, ...args: unknown[]) => {
    if (!ms) zero++;
    return Reflect.apply(real, globalThis, [fn, ms, ...args]) as ReturnType<typeof setTimeout>;
  }) as typeof setTimeout;
  try {
    await work();
  } finally {
    globalThis.setTimeout = real;
  }
  return zero;
}

describe('Bottleneck, which both plugins queue every request through', () => {
  it('yields between the steps of a job without a clamped timer: one for its start, not four', async () => {
    await import('../../src/github/octokit.js');
    await expect(zeroDelayTimers(() => new Bottleneck().schedule(noop))).resolves.toBe(1);
    await expect(zeroDelayTimers(() => writeLimiter().key('run').schedule(noop))).resolves.toBe(1);
  });

  it('still waits out a delay it was given: the minimum time between two jobs', async () => {
    await import('../../src/github/octokit.js');
    const limiter = new Bottleneck({ maxConcurrent: 1, minTime: 60 });
    const started: number[] = [];
    const job = () => {
      started.push(performance.now());
      return Promise.resolve();
    };
    await Promise.all([limiter.schedule(job), limiter.schedule(job)]);
    // A lower bound only: a busy machine can make the wait longer, never shorter.
    expect((started[1] ?? 0) - (started[0] ?? 0)).toBeGreaterThanOrEqual(55);
  });
});

describe('the write limiter', () => {
  it(`lets ${WRITE_BURST} writes start at once, then asks the next to wait`, async () => {
    const limiter = writeLimiter().key('run');
    for (let i = 0; i < WRITE_BURST; i++) {
      // `check` says whether a job scheduled now would start now: no clock is read by the test.
      await expect(limiter.check()).resolves.toBe(true);
      await limiter.schedule(noop);
    }
    await expect(limiter.check()).resolves.toBe(false);
    await limiter.stop({ dropWaitingJobs: true });
  });

  it('keeps each client apart: one run spending its burst leaves another its own', async () => {
    const group = writeLimiter();
    for (let i = 0; i < WRITE_BURST; i++) await group.key('one').schedule(noop);
    await expect(group.key('one').check()).resolves.toBe(false);
    await expect(group.key('two').check()).resolves.toBe(true);
    await group.key('one').stop({ dropWaitingJobs: true });
  });
});

describe('the limiter of a client that only reads', () => {
  it('starts every query as soon as the one before has ended: one at a time, never paced', async () => {
    const limiter = serialLimiter().key('stats');
    for (let i = 0; i < WRITE_BURST * 4; i++) {
      await expect(limiter.check()).resolves.toBe(true);
      await limiter.schedule(noop);
    }
    await limiter.stop({ dropWaitingJobs: true });
  });

  it('never runs two at once', async () => {
    const limiter = serialLimiter().key('stats');
    let release: () => void = () => undefined;
    const first = limiter.schedule(() => new Promise<void>((r) => (release = r)));
    // Wait until the first job is running before asking about a second.
    while (limiter.counts().EXECUTING === 0) await new Promise((r) => setImmediate(r));
    await expect(limiter.check()).resolves.toBe(false);
    release();
    await first;
    await limiter.stop({ dropWaitingJobs: true });
  });
});

describe('a run posting its comment and its review', () => {
  it('sends the review right after the comment, not 3 s later', async () => {
    const { fake, api } = await setup();
    await api.createComment(7, 'the review');
    await api.createReview(7, {
      commitId: 'b'.repeat(40),
      body: 'findings',
      comments: [{ path: 'src/a.ts', line: 2, body: 'here' }],
    });
    const posts = fake.requests.filter((q) => q.method === 'POST');
    expect(posts.map((q) => q.path)).toEqual([
      '/repos/octo/widgets/issues/7/comments',
      '/repos/octo/widgets/pulls/7/reviews',
    ]);
    // The plugin's own limiter holds the second back 3,000 ms by construction; two loopback
    // requests take milliseconds, so 2,500 tells the two apart however busy the machine is.
    const [comment, review] = posts as [(typeof posts)[0], (typeof posts)[0]];
    expect(review.at - comment.at).toBeLessThan(2500);
  });

  it('still waits out the secondary rate limit GitHub asks for (403, retry-after)', async () => {
    const { fake, api, warnings } = await setup();
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
