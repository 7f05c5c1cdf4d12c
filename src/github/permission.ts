/**
 * Who has write access to the repository (D19, D21): the comment's `author_association` when it
 * says so, else the collaborator-permission API, asked once per distinct login per run.
 */
import type { GitHubApi } from './client.js';

/** What GitHub says of an author who may push: an owner, an organization member, a collaborator. */
export const WRITE_ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR'] as const;

export type WriteCheck = (login: string) => Promise<boolean>;

/** Repository roles that can push; `role_name` also carries custom roles built on them. */
const WRITE_PERMISSIONS = new Set(['admin', 'maintain', 'write']);

/**
 * Asks GET /repos/{o}/{r}/collaborators/{login}/permission once per distinct login per run;
 * true for admin|maintain|write (also `role_name`), false otherwise, false on 404; other errors
 * propagate after the client's retries.
 */
export function writeAccessChecker(api: GitHubApi): WriteCheck {
  const asked = new Map<string, Promise<boolean>>();
  return (login) => {
    // Logins are case-insensitive on GitHub: one question per person.
    const key = login.toLowerCase();
    let answer = asked.get(key);
    if (!answer) {
      answer = api
        .collaboratorPermission(login)
        .then(
          (p) =>
            p !== null &&
            (WRITE_PERMISSIONS.has(p.permission) ||
              (p.role_name !== undefined && WRITE_PERMISSIONS.has(p.role_name))),
        );
      // A failed question is asked again by the next caller, not remembered as an answer.
      answer.catch(() => asked.delete(key));
      asked.set(key, answer);
    }
    return answer;
  };
}
