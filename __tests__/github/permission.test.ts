/**
 * Who has write access (D19), and the feedback endpoints it is read with, against the loopback
 * GitHub fake through the real Octokit: the collaborator-permission endpoint per user (404 for a
 * non-collaborator, as GitHub answers), the 👎 reactions of a review comment, and replies.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { createGitHubApi } from '../../src/github/client.js';
import { ReviewCommentSchema } from '../../src/github/schemas.js';
import { isWriteAssociation, writeAccessChecker, WRITE_ASSOCIATIONS } from '../../src/github/permission.js';

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

const permissionRequests = (f: FakeGitHub) => f.requests.filter((r) => r.path.includes('/collaborators/'));

describe('writeAccessChecker', () => {
  // [role set on the fake (undefined: not a collaborator), has write access]
  const table: Array<[string | undefined, boolean]> = [
    ['admin', true],
    ['maintain', true],
    ['write', true],
    ['triage', false],
    ['read', false],
    [undefined, false],
  ];
  it.each(table)('role %s → write access %s', async (role, expected) => {
    const { fake, api } = await setup();
    if (role !== undefined) fake.permissions.set('dana', role);
    expect(await writeAccessChecker(api)('dana')).toBe(expected);
  });

  it('asks once per distinct login per run, however it is spelt, and never for a deleted account', async () => {
    const { fake, api } = await setup();
    fake.permissions.set('Dana', 'write');
    const hasWrite = writeAccessChecker(api);
    const answers = await Promise.all([hasWrite('dana'), hasWrite('DANA'), hasWrite('erin'), hasWrite('')]);
    expect(answers).toEqual([true, true, false, false]);
    expect(await hasWrite('dana')).toBe(true);
    expect(permissionRequests(fake).map((r) => r.path)).toEqual([
      '/repos/octo/widgets/collaborators/dana/permission',
      '/repos/octo/widgets/collaborators/erin/permission',
    ]);
  });

  it('an error other than 404 propagates after the retries, naming it', async () => {
    const { fake, api } = await setup();
    fake.faults.push({ method: 'GET', path: /\/collaborators\//, status: 500, times: 10 });
    await expect(writeAccessChecker(api)('dana')).rejects.toMatchObject({ status: 500 });
    expect(permissionRequests(fake)).toHaveLength(4);
  });

  it('a permission answer that is not what GitHub documents is an error, not write access', async () => {
    const { fake, api } = await setup();
    fake.permissions.set('dana', 'write');
    fake.faults.push({ method: 'GET', path: /\/collaborators\//, status: 200, message: 'x', thenFail: true });
    await expect(api.collaboratorPermission('dana')).rejects.toThrow(
      "GitHub's answer to the permission of dana is not what GitHub documents: permission",
    );
  });

  it('OWNER, MEMBER and COLLABORATOR show write access; the rest do not', () => {
    expect(WRITE_ASSOCIATIONS).toEqual(['OWNER', 'MEMBER', 'COLLABORATOR']);
    expect(
      ['OWNER', 'MEMBER', 'COLLABORATOR', 'CONTRIBUTOR', 'NONE', '', 'owner'].map(isWriteAssociation),
    ).toEqual([true, true, true, false, false, false, false]);
  });
});

describe('the fake answers feedback as GitHub does', () => {
  it('lists a review comment with its reactions summary, and its 👎 by who gave them', async () => {
    const { fake, api } = await setup();
    const c = fake.seedReviewComment(7, {
      path: 'src/a.ts',
      line: 3,
      body: 'b',
      login: 'github-actions[bot]',
    });
    fake.react(c.id, 'dana', '-1');
    fake.react(c.id, 'dana', '-1');
    fake.react(c.id, 'erin', '-1');
    fake.react(c.id, 'erin', '+1');
    const [listed] = await api.listReviewComments(7);
    expect(listed).toMatchObject({ id: c.id, thumbsDown: 2, inReplyTo: null, association: 'NONE' });
    expect((await api.listThumbsDown(c.id)).map((r) => [r.login, r.content])).toEqual([
      ['dana', '-1'],
      ['erin', '-1'],
    ]);
  });

  it('a reply is listed in its thread with the author association the test set', async () => {
    const { fake, api } = await setup();
    fake.associations.set('mia', 'MEMBER');
    const c = fake.seedReviewComment(7, {
      path: 'src/a.ts',
      line: 3,
      body: 'b',
      login: 'github-actions[bot]',
    });
    const r = fake.reply(c.id, 'mia', '/dismiss not reachable');
    const ours = await api.replyToReviewComment(7, r.id, 'Addressed in abc.');
    const listed = await api.listReviewComments(7);
    expect(listed.map((x) => [x.id, x.inReplyTo, x.login, x.association])).toEqual([
      [c.id, null, 'github-actions[bot]', 'NONE'],
      [r.id, c.id, 'mia', 'MEMBER'],
      [ours.id, c.id, 'github-actions[bot]', 'NONE'],
    ]);
  });

  it('a reply to a comment of another pull request is 404', async () => {
    const { fake, api } = await setup();
    const c = fake.seedReviewComment(8, { path: 'src/a.ts', line: 3, body: 'b', login: 'x' });
    await expect(api.replyToReviewComment(7, c.id, 'hi')).rejects.toMatchObject({ status: 404 });
  });

  it("a reactions summary that is not GitHub's reads as no 👎 and keeps the comment", () => {
    const raw = { id: 5, body: 'b', user: { login: 'x' }, html_url: 'u', path: 'src/a.ts', line: 3 };
    for (const reactions of [{ '-1': 'many' }, 'lots', { '-1': -2 }, [1]]) {
      expect(ReviewCommentSchema.parse({ ...raw, reactions })).toMatchObject({ id: 5, thumbsDown: 0 });
    }
    expect(ReviewCommentSchema.parse({ ...raw, reactions: { '-1': 3, '+1': 1 } }).thumbsDown).toBe(3);
  });

  it('a reaction that is not what GitHub documents is left out and named; the others are read', async () => {
    const { fake, api, warnings } = await setup();
    const c = fake.seedReviewComment(7, { path: 'src/a.ts', line: 3, body: 'b', login: 'x' });
    fake.react(c.id, 'dana', '-1');
    (fake.reactions.get(c.id) as unknown[]).push({ id: 'x', content: '-1', user: { login: 'mallory' } });
    expect((await api.listThumbsDown(c.id)).map((r) => r.login)).toEqual(['dana']);
    expect(warnings).toEqual([
      `1 of the 2 entries of the reactions of review comment ${c.id} is not what GitHub documents and left out: entry 1: id must be a number (got string "x")`,
    ]);
  });
});
