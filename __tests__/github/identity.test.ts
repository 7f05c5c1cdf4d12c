/**
 * Who our comments are by (D12), against the loopback GitHub fake through the real Octokit: the
 * default token's identity is known without asking (GET /user answers it 403, so a run that
 * asked would spend a request on nothing); any other token is asked once.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import type { FakeGitHub, FakeGitHubOptions } from '../../__fixtures__/github/fake-github.js';
import { startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { createGitHubApi } from '../../src/github/client.js';
import { ACTIONS_BOT_LOGIN, authorOf, isInstallationToken } from '../../src/github/identity.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function author(token: string, opts: FakeGitHubOptions = {}) {
  fake = await startFakeGitHub(opts);
  const api = createGitHubApi({
    token,
    baseUrl: fake.url,
    owner: 'octo',
    repo: 'widgets',
    log: { warning: () => undefined, info: () => undefined },
  });
  return { fake, login: authorOf(token, api) };
}

describe('authorOf', () => {
  it('the default token (an installation token) is github-actions[bot], without a request', async () => {
    const { fake, login } = await author('ghs_16C7e42F292c6912E7710c838347Ae178B4a', { viewer: 'someone' });
    expect(await login()).toBe(ACTIONS_BOT_LOGIN);
    expect(fake.requests).toEqual([]);
  });

  it("a person's token is asked who it is, once per run", async () => {
    const { fake, login } = await author('ghp_0123456789abcdefghijABCDEFGHIJ012345', {
      viewer: 'review-bot',
    });
    expect(await login()).toBe('review-bot');
    expect(await login()).toBe('review-bot');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /user']);
  });

  it('a token that cannot read /user falls back to the Actions bot', async () => {
    const { login } = await author('github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz', {
      viewer: null,
    });
    expect(await login()).toBe(ACTIONS_BOT_LOGIN);
  });

  it.each([
    ['ghs_abc', true],
    ['ghp_abc', false],
    ['github_pat_abc', false],
    ['gho_abc', false],
    ['', false],
  ])('%s is an installation token: %s', (token, yes) => {
    expect(isInstallationToken(token)).toBe(yes);
  });
});
