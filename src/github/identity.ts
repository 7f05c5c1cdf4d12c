/**
 * Who our comments are by (D12). An installation token (`ghs_…`) acts as `github-actions[bot]` and
 * GET /user answers it 403, so only another kind of token is looked up, once per run.
 */
import type { GitHubApi } from './client.js';

/** The default GITHUB_TOKEN acts as this bot and cannot read /user. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/**
 * Installation tokens: GITHUB_TOKEN and Apps'. An App's login is revealed by no request it may
 * make; the sticky comment learns it from the first comment it creates.
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
