/**
 * A GitHubApi stand-in for tests of what runs together (origin: written for this project):
 * every call is recorded, and the PR read, the identity and the first comment listing are
 * answered only when the test releases them, so a test sees which calls are in flight at once.
 * Comments it creates are listed afterwards, as GitHub would.
 */
import type { PullRequest } from '../../src/trust/event.js';
import type { GitHubApi, IssueComment } from '../../src/github/client.js';
import { ACTIONS_BOT_LOGIN } from '../../src/github/comment.js';

export interface Held<T> {
  promise: Promise<T>;
  release(value: T): void;
  settled: boolean;
}

export function held<T>(): Held<T> {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  const h: Held<T> = {
    promise,
    settled: false,
    release: (value) => {
      h.settled = true;
      release(value);
    },
  };
  return h;
}

export interface HeldGitHub {
  api: GitHubApi;
  /** Method names, in the order they were called. */
  calls: string[];
  /** Bodies of the comments created. */
  created: string[];
  /** The issue's comments after the first listing (seed it to have one to update). */
  comments: IssueComment[];
  pull: Held<PullRequest>;
  login: Held<string | null>;
  firstList: Held<IssueComment[]>;
}

export function heldGitHub(): HeldGitHub {
  const calls: string[] = [];
  const created: string[] = [];
  const comments: IssueComment[] = [];
  const pull = held<PullRequest>();
  const login = held<string | null>();
  const firstList = held<IssueComment[]>();
  let lists = 0;
  const api: GitHubApi = {
    viewerLogin: () => {
      calls.push('viewerLogin');
      return login.promise;
    },
    getPull: () => {
      calls.push('getPull');
      return pull.promise;
    },
    listPullFiles: async () => [],
    // The findings review is not what these tests hold back: it answers at once.
    listReviewComments: async () => [],
    createReview: async () => {
      calls.push('createReview');
      return { id: 1, htmlUrl: 'https://github.test/review/1' };
    },
    createPendingReview: async () => {
      throw new Error('the held stand-in refuses no review, so it tries no comments apart');
    },
    listReviews: async () => [],
    deletePendingReview: async () => undefined,
    updateReviewComment: async () => {
      throw new Error('the held stand-in has no review comments to update');
    },
    listThumbsDown: async () => [],
    replyToReviewComment: async () => {
      throw new Error('the held stand-in has no review comments to reply to');
    },
    collaboratorPermission: async () => null,
    reactToComment: async () => undefined,
    octokit: () => Promise.reject(new Error('the held stand-in speaks to no endpoint of its own')),
    listComments: async () => {
      calls.push('listComments');
      return lists++ === 0 ? firstList.promise : [...comments];
    },
    createComment: async (_issue, body) => {
      calls.push('createComment');
      created.push(body);
      const c = {
        id: 100 + comments.length,
        body,
        login: ACTIONS_BOT_LOGIN,
        htmlUrl: `https://github.test/c/${comments.length}`,
      };
      comments.push(c);
      return c;
    },
    updateComment: async (id, body) => {
      calls.push('updateComment');
      const c = comments.find((x) => x.id === id);
      if (!c) throw new Error(`no comment ${id}`);
      c.body = body;
      return c;
    },
    deleteComment: async () => {
      calls.push('deleteComment');
    },
  };
  return { api, calls, created, comments, pull, login, firstList };
}

/** Resolves once `cond()` holds; rejects naming `what` if it does not within `ms`. */
export async function waitFor(cond: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
