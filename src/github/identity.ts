/**
 * Who our comments are by (D12: a comment of ours is found by its marker AND its author). The
 * default GITHUB_TOKEN is an installation token (`ghs_…`): it acts as `github-actions[bot]`, and
 * GET /user answers it 403 — so it is never asked, and a run spends no request on it. Only
 * another kind of token (a person's, an OAuth app's) is looked up, once per run.
 */
import type { GitHubApi } from './client.js';

/** The default GITHUB_TOKEN acts as this bot and cannot read /user. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/**
 * Installation tokens: GITHUB_TOKEN and GitHub Apps'. Another App's token acts as
 * `<app>[bot]`, which no request it may make reveals; the sticky comment learns it from the
 * first comment it creates, and the same login is used for the review after it.
 */
export function isInstallationToken(token: string): boolean {
  return token.startsWith('ghs_');
}

/** The author of our comments for `token`; /user is asked at most once, and only when it can answer. */
export function authorOf(token: string, api: GitHubApi): () => Promise<string> {
  let login: Promise<string> | undefined;
  return () => {
    login ??= isInstallationToken(token)
      ? Promise.resolve(ACTIONS_BOT_LOGIN)
      : api.viewerLogin().then((l) => l ?? ACTIONS_BOT_LOGIN);
    return login;
  };
}
