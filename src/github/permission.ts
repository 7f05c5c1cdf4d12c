/**
 * Who has write access to the repository (D19): the rule every feedback reader and every command
 * a comment gives is held to, so that a contributor without it cannot wave their own finding by.
 */
import type { GitHubApi } from './client.js';

/** A comment's or reply's `author_association` that GitHub gives only to people with access. */
export const WRITE_ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR'] as const;

export type WriteCheck = (login: string) => Promise<boolean>;

/** The repository roles that can push: the legacy `permission` and the `role_name` alike. */
const WRITE_LEVELS = new Set(['admin', 'maintain', 'write']);

/**
 * Asks GET /repos/{o}/{r}/collaborators/{login}/permission once per distinct login per run;
 * true for admin|maintain|write (also `role_name`), false otherwise, false on 404; other errors
 * propagate after the client's retries.
 */
export function writeAccessChecker(api: GitHubApi): WriteCheck {
  const asked = new Map<string, Promise<boolean>>();
  return (login) => {
    // A deleted account (no login) has no access to ask about.
    if (login === '') return Promise.resolve(false);
    // Logins are case-insensitive on GitHub: one question per person, however it is spelt.
    const key = login.toLowerCase();
    let answer = asked.get(key);
    if (!answer) {
      answer = api
        .collaboratorPermission(login)
        .then((p) => p !== null && (WRITE_LEVELS.has(p.permission) || WRITE_LEVELS.has(p.role_name ?? '')));
      asked.set(key, answer);
    }
    return answer;
  };
}

/** An `author_association` that shows write access without asking. */
export function isWriteAssociation(association: string): boolean {
  return (WRITE_ASSOCIATIONS as readonly string[]).includes(association);
}
