/**
 * `issue_comment` event payloads (D21), written for these tests after GitHub's "Webhook events and
 * payloads" documentation (issue_comment: `action`, `issue` with `pull_request` only when the
 * issue is a pull request, `comment` with `author_association`): the fields the action reads and
 * a few it must ignore (the issue's title and author, the sender). The comment is seeded into the
 * loopback fake first, so reactions and replies land on a comment GitHub has.
 */
import type { FakeGitHub } from './fake-github.js';

export interface CommentEventOptions {
  body: string;
  /** The commenter; `maintainer` by default. */
  login?: string;
  /** GitHub's CommentAuthorAssociation: OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE, … */
  association?: string;
  issue?: number;
  /** false: the issue is a plain issue, not a pull request. */
  onPullRequest?: boolean;
  action?: string;
}

export function issueCommentPayload(github: FakeGitHub, o: CommentEventOptions) {
  const issue = o.issue ?? 7;
  const login = o.login ?? 'maintainer';
  const comment = github.seedComment(issue, o.body, login);
  const { owner, repo } = github.options;
  const url = `https://github.test/${owner}/${repo}`;
  return {
    action: o.action ?? 'created',
    issue: {
      number: issue,
      title: 'Add a widget',
      user: { login: 'contributor' },
      ...(o.onPullRequest === false
        ? {}
        : {
            pull_request: {
              url: `${github.url}/repos/${owner}/${repo}/pulls/${issue}`,
              html_url: `${url}/pull/${issue}`,
            },
          }),
    },
    comment: {
      id: comment.id,
      body: o.body,
      html_url: comment.html_url,
      user: { login },
      author_association: o.association ?? 'MEMBER',
    },
    repository: { full_name: `${owner}/${repo}`, default_branch: 'main' },
    sender: { login },
  };
}
