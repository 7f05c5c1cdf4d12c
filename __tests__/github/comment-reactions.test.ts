/**
 * Who has write access (D19, D21) through the real Octokit client against the loopback GitHub
 * fake, and the fake's answers to issue-comment reactions as GitHub gives them (201 new, 200 the
 * one already there, 422 for a content it does not know, 404 for a comment that is gone).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { takeViolations } from '../../__fixtures__/github/contract.js';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { createGitHubApi } from '../../src/github/client.js';
import { writeAccessChecker } from '../../src/github/permission.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup() {
  fake = await startFakeGitHub();
  const warnings: string[] = [];
  const api = createGitHubApi({
    token: 'ghs_test_token_value',
    baseUrl: fake.url,
    owner: 'octo',
    repo: 'widgets',
    log: { warning: (m) => warnings.push(m), info: () => undefined },
    retries: 1,
    retryBaseMs: 1,
  });
  return { fake, api, warnings };
}

const permissionRequests = (f: FakeGitHub) => f.requests.filter((r) => r.path.includes('/collaborators/'));

describe('writeAccessChecker', () => {
  it.each([
    ['admin', true],
    ['maintain', true],
    ['write', true],
    ['triage', false],
    ['read', false],
  ])('a collaborator with the %s role can write: %s', async (role, can) => {
    const { fake: f, api } = await setup();
    f.permissions.set('alice', role);
    expect(await writeAccessChecker(api)('alice')).toBe(can);
  });

  it('a user who is no collaborator (404) cannot write', async () => {
    const { api } = await setup();
    expect(await writeAccessChecker(api)('stranger')).toBe(false);
  });

  it('asks once per distinct login per run, whatever its case', async () => {
    const { fake: f, api } = await setup();
    f.permissions.set('alice', 'write');
    const canWrite = writeAccessChecker(api);
    expect(await Promise.all([canWrite('alice'), canWrite('Alice'), canWrite('bob')])).toEqual([
      true,
      true,
      false,
    ]);
    expect(await canWrite('alice')).toBe(true);
    expect(permissionRequests(f).map((r) => r.path)).toEqual([
      '/repos/octo/widgets/collaborators/alice/permission',
      '/repos/octo/widgets/collaborators/bob/permission',
    ]);
  });

  it('lets a server error through after the retries, and asks again next time', async () => {
    const { fake: f, api } = await setup();
    f.permissions.set('alice', 'write');
    f.faults.push({ method: 'GET', path: /\/collaborators\//, status: 500, times: 2 });
    const canWrite = writeAccessChecker(api);
    await expect(canWrite('alice')).rejects.toMatchObject({ status: 500 });
    expect(await canWrite('alice')).toBe(true);
  });
});

describe('issue-comment reactions on the fake, as GitHub answers them', () => {
  it('creates a reaction (201), answers the same one again with 200, and the client accepts both', async () => {
    const { fake: f, api } = await setup();
    const c = f.seedComment(7, '/review', 'maintainer');
    await api.reactToComment(c.id, 'eyes');
    await api.reactToComment(c.id, 'eyes');
    await api.reactToComment(c.id, 'rocket');
    const posts = f.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.path, r.body])).toEqual([
      [`/repos/octo/widgets/issues/comments/${c.id}/reactions`, { content: 'eyes' }],
      [`/repos/octo/widgets/issues/comments/${c.id}/reactions`, { content: 'eyes' }],
      [`/repos/octo/widgets/issues/comments/${c.id}/reactions`, { content: 'rocket' }],
    ]);
    expect(f.commentReactions.get(c.id)?.map((r) => [r.content, r.user.login])).toEqual([
      ['eyes', 'github-actions[bot]'],
      ['rocket', 'github-actions[bot]'],
    ]);
    const res = await fetch(`${f.url}/repos/octo/widgets/issues/comments/${c.id}/reactions`, {
      method: 'POST',
      body: JSON.stringify({ content: 'eyes' }),
    });
    expect(res.status).toBe(200);
    const fresh = await fetch(`${f.url}/repos/octo/widgets/issues/comments/${c.id}/reactions`, {
      method: 'POST',
      body: JSON.stringify({ content: 'heart' }),
    });
    expect(fresh.status).toBe(201);
    const listed = await fetch(`${f.url}/repos/octo/widgets/issues/comments/${c.id}/reactions`);
    expect(((await listed.json()) as Array<{ content: string }>).map((r) => r.content)).toEqual([
      'eyes',
      'rocket',
      'heart',
    ]);
  });

  it('refuses a content GitHub does not know (422) and a comment that does not exist (404)', async () => {
    const { fake: f, api } = await setup();
    const c = f.seedComment(7, '/review', 'maintainer');
    const bad = await fetch(`${f.url}/repos/octo/widgets/issues/comments/${c.id}/reactions`, {
      method: 'POST',
      body: JSON.stringify({ content: 'thumbsup' }),
    });
    expect(bad.status).toBe(422);
    // GitHub's description refuses it too: the request sent on purpose is taken, not failed on.
    expect(takeViolations().map((v) => v.message)).toEqual([
      expect.stringContaining('body.content must be one of ["+1","-1",'),
    ]);
    await expect(api.reactToComment(999_999, 'eyes')).rejects.toMatchObject({ status: 404 });
  });
});
