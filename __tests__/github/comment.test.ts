/**
 * The sticky comment against a loopback fake of the GitHub REST API, through the real Octokit
 * with the retry and throttling plugins (retry backoff shortened; the logic is unchanged).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import type { FakeGitHub, FakeGitHubOptions } from '../../__fixtures__/github/fake-github.js';
import { startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { heldGitHub, waitFor } from '../../__fixtures__/github/held-api.js';
import { createGitHubApi } from '../../src/github/client.js';
import { fitToLimit } from '../../src/report/fit.js';
import {
  ACTIONS_BOT_LOGIN,
  capMarkdown,
  commentCutsReview,
  commentMarker,
  composeCommentBody,
  isOurComment,
  readSticky,
  upsertStickyComment,
} from '../../src/github/comment.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const warnings: string[] = [];
async function setup(opts: FakeGitHubOptions = {}) {
  fake = await startFakeGitHub(opts);
  const api = createGitHubApi({
    token: 'test-token',
    baseUrl: fake.url,
    owner: 'octo',
    repo: 'widgets',
    log: { warning: (m) => warnings.push(m), info: () => undefined },
    retryBaseMs: 10,
  });
  return { fake, api };
}

const body = (id: string, text: string) => `${commentMarker(id)}\n${text}`;
const noSleep = async () => undefined;

describe('upsertStickyComment', () => {
  it('creates one comment on the first run and updates it on the second', async () => {
    const { fake, api } = await setup();
    const first = await upsertStickyComment(api, {
      issue: 7,
      commentId: 'default',
      body: body('default', 'one'),
    });
    expect(first.action).toBe('created');
    const second = await upsertStickyComment(api, {
      issue: 7,
      commentId: 'default',
      body: body('default', 'two'),
    });
    expect(second.action).toBe('updated');
    expect(second.id).toBe(first.id);
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]?.body).toBe(body('default', 'two'));
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(fake.requests.every((r) => r.authorization === 'token test-token')).toBe(true);
  });

  it('never edits a comment by someone else that quotes the marker, nor a comment with another id', async () => {
    const { fake, api } = await setup();
    const human = fake.seedComment(7, body('default', 'a human quoting the marker'), 'mallory');
    const other = fake.seedComment(7, body('nightly', 'another workflow'), ACTIONS_BOT_LOGIN);
    const r = await upsertStickyComment(api, {
      issue: 7,
      commentId: 'default',
      body: body('default', 'ours'),
    });
    expect(r.action).toBe('created');
    expect(human.body).toBe(body('default', 'a human quoting the marker'));
    expect(other.body).toBe(body('nightly', 'another workflow'));
    expect(fake.comments).toHaveLength(3);
  });

  it('finds its comment by the login it is given, in one list and one update', async () => {
    const { fake, api } = await setup({ viewer: 'review-bot', actor: 'review-bot' });
    fake.seedComment(7, body('default', 'old'), 'review-bot');
    const r = await upsertStickyComment(api, {
      issue: 7,
      commentId: 'default',
      body: body('default', 'new'),
      login: 'review-bot',
    });
    expect(r).toMatchObject({ action: 'updated', login: 'review-bot' });
    expect(fake.comments.map((c) => c.body)).toEqual([body('default', 'new')]);
    expect(fake.requests.map((q) => q.method)).toEqual(['GET', 'PATCH']);
  });

  it('heals a duplicate left by a token whose identity it could not read (keeps the oldest)', async () => {
    // The app's login is not github-actions[bot] and /user is refused: the first lookup misses,
    // the create reveals who we are, and the re-list converges on the oldest comment.
    const { fake, api } = await setup({ viewer: null, actor: 'my-app[bot]' });
    const old = fake.seedComment(7, body('default', 'old'), 'my-app[bot]');
    const r = await upsertStickyComment(api, {
      issue: 7,
      commentId: 'default',
      body: body('default', 'new'),
    });
    expect(r.id).toBe(old.id);
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]?.body).toBe(body('default', 'new'));
  });

  it('leaves one comment when two runs overlap', async () => {
    const { fake, api } = await setup({ latencyMs: 30 });
    const [a, b] = await Promise.all([
      upsertStickyComment(api, { issue: 7, commentId: 'default', body: body('default', 'run A') }),
      upsertStickyComment(api, { issue: 7, commentId: 'default', body: body('default', 'run B') }),
    ]);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(fake.comments).toHaveLength(1);
    expect(a.id).toBe(b.id);
    expect(fake.comments[0]?.id).toBe(Math.min(...[a.id, b.id]));
  });

  it('re-lists before re-sending a create that failed after landing (502), so no duplicate', async () => {
    const { fake, api } = await setup();
    fake.faults.push({
      method: 'POST',
      path: /comments$/,
      status: 502,
      thenFail: true,
      message: 'Bad Gateway',
    });
    const r = await upsertStickyComment(api, {
      issue: 7,
      commentId: 'default',
      body: body('default', 'x'),
      sleep: noSleep,
    });
    expect(fake.comments).toHaveLength(1);
    expect(fake.requests.filter((q) => q.method === 'POST')).toHaveLength(1);
    expect(r.id).toBe(fake.comments[0]?.id);
  });

  it('creates again after a 502 that did not land', async () => {
    const { fake, api } = await setup();
    fake.faults.push({ method: 'POST', path: /comments$/, status: 502 });
    await upsertStickyComment(api, {
      issue: 7,
      commentId: 'default',
      body: body('default', 'x'),
      sleep: noSleep,
    });
    expect(fake.requests.filter((q) => q.method === 'POST')).toHaveLength(2);
    expect(fake.comments).toHaveLength(1);
  });

  it('retries a transient 502 on reads through the client', async () => {
    const { fake, api } = await setup();
    fake.faults.push({ method: 'GET', path: /comments$/, status: 502 });
    await upsertStickyComment(api, { issue: 7, commentId: 'default', body: body('default', 'x') });
    expect(
      fake.requests.filter((q) => q.method === 'GET' && q.path.endsWith('/comments')).length,
    ).toBeGreaterThanOrEqual(3);
    expect(fake.comments).toHaveLength(1);
  });

  it('waits out a secondary rate limit on the create, re-checks, then sends it again (D12)', async () => {
    const { fake, api } = await setup();
    fake.faults.push({
      method: 'POST',
      path: /comments$/,
      status: 403,
      headers: { 'retry-after': '1' },
      message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    });
    const waited: number[] = [];
    const r = await upsertStickyComment(api, {
      issue: 7,
      commentId: 'default',
      body: body('default', 'x'),
      backoffMs: 10,
      sleep: async (ms) => void waited.push(ms),
    });
    expect(r.action).toBe('created');
    expect(fake.comments).toHaveLength(1);
    // The retry-after is honoured, and the comments are listed again before the second create.
    expect(waited).toEqual([1000]);
    const calls = fake.requests.filter((q) => q.path.endsWith('/comments')).map((q) => q.method);
    expect(calls).toEqual(['GET', 'POST', 'GET', 'POST', 'GET']);
    expect(
      warnings.some((w) =>
        /secondary rate limit on POST .*waiting 1s, then checking whether it landed/.test(w),
      ),
    ).toBe(true);
  });

  it('a create that failed with 5xx waits 1 s each time before it is re-checked, never longer (§6)', async () => {
    const { fake, api } = await setup();
    fake.faults.push({ method: 'POST', path: /comments$/, status: 502, times: 2 });
    const waited: number[] = [];
    const r = await upsertStickyComment(api, {
      issue: 7,
      commentId: 'default',
      body: body('default', 'x'),
      sleep: async (ms) => void waited.push(ms),
    });
    expect(r.action).toBe('created');
    expect(fake.comments).toHaveLength(1);
    expect(waited).toEqual([1000, 1000]);
  });

  it('a rate limit on the create that does not end is thrown, as a rate limit, after the attempts', async () => {
    const { fake, api } = await setup();
    fake.faults.push({
      method: 'POST',
      path: /comments$/,
      status: 429,
      headers: { 'retry-after': '0' },
      message: 'API rate limit exceeded',
      times: 5,
    });
    await expect(
      upsertStickyComment(api, {
        issue: 7,
        commentId: 'default',
        body: body('default', 'x'),
        sleep: noSleep,
      }),
    ).rejects.toMatchObject({ status: 429 });
    expect(fake.requests.filter((q) => q.method === 'POST')).toHaveLength(3);
    expect(fake.comments).toHaveLength(0);
  });

  it('throws the 403 of a read-only token for the caller to report', async () => {
    const { api } = await setup({ readOnly: true });
    await expect(
      upsertStickyComment(api, { issue: 7, commentId: 'default', body: body('default', 'x') }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('pages through long comment threads', async () => {
    const { fake, api } = await setup();
    for (let i = 0; i < 230; i++) fake.seedComment(7, `chatter ${i}`, 'someone');
    const ours = fake.seedComment(7, body('default', 'old'), ACTIONS_BOT_LOGIN);
    const r = await upsertStickyComment(api, {
      issue: 7,
      commentId: 'default',
      body: body('default', 'new'),
    });
    expect(r.id).toBe(ours.id);
    expect(fake.requests.filter((q) => q.method === 'POST')).toHaveLength(0);
  });
});

describe('the first look (who we are, the comments)', () => {
  it('asks for the identity and the comments at once, not one after the other', async () => {
    const h = heldGitHub();
    // A custom token's identity is one request (the default token's is known without one).
    const read = readSticky(
      h.api,
      7,
      h.api.viewerLogin().then((l) => l ?? ACTIONS_BOT_LOGIN),
    );
    await waitFor(() => h.calls.length === 2, 'both reads');
    expect([...h.calls].sort()).toEqual(['listComments', 'viewerLogin']);
    expect(h.login.settled || h.firstList.settled).toBe(false);
    h.login.release(null);
    h.firstList.release([]);
    expect(await read).toEqual({ login: ACTIONS_BOT_LOGIN, comments: [] });
  });

  it('an upsert given that first look does not make it again', async () => {
    const h = heldGitHub();
    const ours = { id: 5, body: body('default', 'old'), login: 'me', htmlUrl: 'u' };
    h.comments.push(ours);
    h.firstList.release([]);
    await h.api.listComments(7); // the held first listing, spent
    const r = await upsertStickyComment(h.api, {
      issue: 7,
      commentId: 'default',
      body: body('default', 'new'),
      seen: { login: 'me', comments: [ours] },
    });
    expect(r).toMatchObject({ id: 5, action: 'updated' });
    expect(h.calls).toEqual(['listComments', 'updateComment']);
  });
});

describe('comment body', () => {
  it('says when a review must be cut (and so point at the artifact), counting the marker and the stale note', () => {
    const limit = 200;
    const head = commentMarker('default').length + 1;
    const fits = { commentId: 'default', markdown: 'x'.repeat(limit - head), limit };
    expect(commentCutsReview(fits)).toBe(false);
    expect(commentCutsReview({ ...fits, markdown: `${fits.markdown}x` })).toBe(true);
    expect(commentCutsReview({ ...fits, staleNote: 'The head moved.' })).toBe(true);
  });

  it('starts with the marker and stays within 65,536 characters for a 200,000-character review', () => {
    const sections = Array.from(
      { length: 40 },
      (_, i) => `## Lane ${i} Review\n\n${'x'.repeat(5000)}\n\n---\n`,
    );
    const markdown = `# Cross-AI Review\n\n${sections.join('\n')}`;
    expect(markdown.length).toBeGreaterThan(200_000);
    const out = composeCommentBody({
      commentId: 'default',
      markdown,
      links: {
        artifactUrl: 'https://github.test/o/r/actions/runs/1/artifacts/9',
        runUrl: 'https://github.test/o/r/actions/runs/1',
      },
      fit: fitToLimit,
    });
    expect(out.length).toBeLessThanOrEqual(65_536);
    expect(out.split('\n')[0]).toBe(commentMarker('default'));
    expect(out).toContain('(https://github.test/o/r/actions/runs/1/artifacts/9)');
    expect(out).toContain('shortened to fit the');
  });

  it('closes a code fence the cut leaves open', () => {
    const markdown = `## A Review\n\n\`\`\`ts\n${'const a = 1;\n'.repeat(2000)}\`\`\`\n`;
    const out = capMarkdown(markdown, 5000, {});
    expect(out.length).toBeLessThanOrEqual(5000);
    const fences = out.split('\n').filter((l) => l.startsWith('```')).length;
    expect(fences % 2).toBe(0);
  });

  it('never ends a cut on half of a surrogate pair', () => {
    const out = capMarkdown('😀'.repeat(5000), 2001, {});
    expect(out.length).toBeLessThanOrEqual(2001);
    expect(() => encodeURIComponent(out)).not.toThrow();
  });

  it('re-caps what a fitter returns over the limit', () => {
    const out = composeCommentBody({
      commentId: 'x',
      markdown: 'y'.repeat(100),
      links: {},
      fit: (m) => m + m,
      limit: 80,
    });
    expect(out.length).toBeLessThanOrEqual(80);
  });

  it('states a moved head under the marker', () => {
    const out = composeCommentBody({
      commentId: 'x',
      markdown: 'review',
      links: {},
      fit: fitToLimit,
      staleNote: 'The head moved.',
    });
    expect(out.split('\n').slice(0, 3)).toEqual([commentMarker('x'), '> [!WARNING]', '> The head moved.']);
  });

  it('recognises only the marker on the first line by our login', () => {
    const c = (b: string, login = ACTIONS_BOT_LOGIN) => ({ id: 1, body: b, login, htmlUrl: '' });
    const m = commentMarker('default');
    expect(isOurComment(c(`${m}\r\nbody`), m, ACTIONS_BOT_LOGIN)).toBe(true);
    expect(isOurComment(c(`text\n${m}`), m, ACTIONS_BOT_LOGIN)).toBe(false);
    expect(isOurComment(c(m, 'mallory'), m, ACTIONS_BOT_LOGIN)).toBe(false);
  });
});
