/**
 * The trusted ref the baseline is read from (D5): the PR's base commit (never GITHUB_SHA, the
 * merge commit), or the commit run on push; an event without one fails closed.
 */
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import { SHA_RE, ZERO_SHA_RE } from '../vocabulary.js';
import { issueMessage, jsonPath, type SchemaIssue } from './issues.js';
import { ServiceError } from '../diagnostics.js';

const Sha = z.string().regex(SHA_RE, { error: 'must be a full commit SHA (40 lowercase hex characters)' });

const Repo = z.object({ full_name: z.string() }).nullish();

/**
 * The fields we read of a pull request, from the event or the API. Refs decide trust and fail
 * closed; a malformed title or body is only prompt text, so it reads as empty.
 */
export const PullRequestSchema = z.object({
  number: z
    .number()
    .int({ error: 'must be a positive integer' })
    .positive({ error: 'must be a positive integer' }),
  title: z.string().catch(''),
  body: z.string().nullish().catch(null),
  html_url: z.string().optional().catch(undefined),
  /** Only shown in the log: who opened it, which branch it targets, whether it is still open. */
  user: z.object({ login: z.string() }).nullish().catch(null),
  state: z.string().optional().catch(undefined),
  base: z.object({ sha: Sha, ref: z.string().optional().catch(undefined), repo: Repo }),
  head: z.object({ sha: Sha, repo: Repo }),
});
export type PullRequest = z.infer<typeof PullRequestSchema>;

const PullRequestEvent = z.object({
  /** The activity (`synchronize` for a push to the pull request): which review it gets, never trust. */
  action: z.string().optional().catch(undefined),
  pull_request: PullRequestSchema,
});

/**
 * An `issue_comment` event (D21): which issue, whether it is a pull request, and the comment — its
 * words and who wrote them are the commenter's, so they decide nothing but whether to look further.
 */
export const IssueCommentEventSchema = z.object({
  action: z.string(),
  issue: z.object({
    number: z
      .number()
      .int({ error: 'must be a positive integer' })
      .positive({ error: 'must be a positive integer' }),
    /** Present (an object of links) only when the issue is a pull request. */
    pull_request: z.object({}).passthrough().nullish().catch(null),
  }),
  comment: z.object({
    id: z.number().int().positive(),
    body: z.string().nullish().catch(null),
    html_url: z.string().optional().catch(undefined),
    user: z.object({ login: z.string().min(1) }),
    /** OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, … (GitHub's CommentAuthorAssociation). */
    author_association: z.string().optional().catch(undefined),
  }),
});
export type IssueCommentEvent = z.infer<typeof IssueCommentEventSchema>;

/** A head in another repository, or in one that no longer exists, is not this repository's. */
export function isForkPullRequest(pr: PullRequest): boolean {
  const baseRepo = pr.base.repo?.full_name;
  const headRepo = pr.head.repo?.full_name;
  // GitHub compares repository names case-insensitively.
  return !headRepo || !baseRepo || headRepo.toLowerCase() !== baseRepo.toLowerCase();
}

/** `before` is only where the change starts, never trusted: anything but a commit id is ignored. */
const PushEvent = z.object({ after: Sha, before: z.string().optional().catch(undefined) });

const MergeGroupEvent = z.object({ merge_group: z.object({ base_sha: Sha, head_sha: Sha }) });

const DispatchEvent = z.object({
  inputs: z.object({ pr: z.union([z.number(), z.string()]).nullish() }).nullish(),
});

export interface TrustedRef {
  /** The commit to read the baseline from; null when the caller should use GITHUB_SHA. */
  ref: string | null;
  prNumber?: number;
  baseSha?: string;
  headSha?: string;
  /** pull_request(_target): the payload's pull request, parsed once for every later reader. */
  pullRequest?: PullRequest;
  /** pull_request(_target): the payload's `action` (`opened`, `synchronize`, …), when it has one. */
  action?: string;
  /** issue_comment: the comment and its issue; the pull request itself is read through the API. */
  issueComment?: IssueCommentEvent;
  errors: Diagnostic[];
}

function issues(what: string, payload: unknown, error: z.ZodError): Diagnostic[] {
  return error.issues.map((issue) => ({
    code: 'invalid_event',
    field: jsonPath(issue.path) || '(payload)',
    message: `malformed ${what}: ${issueMessage(issue as SchemaIssue, payload)}`,
  }));
}

/** The errors in one line, each with where: a message can name the event without the field. */
export function describeEventErrors(errors: Diagnostic[]): string {
  return errors
    .map((e) => (e.field && e.field !== '(payload)' ? `${e.message} (at ${e.field})` : e.message))
    .join('; ');
}

/** A pull request the API returned, held to the event's rules; throws naming what is wrong. */
export function parsePullRequest(value: unknown): PullRequest {
  const parsed = PullRequestSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ServiceError(describeEventErrors(issues('pull request', value, parsed.error)));
}

const fail = (message: string, field?: string): TrustedRef => ({
  ref: null,
  errors: [field ? { code: 'invalid_event', field, message } : { code: 'unsupported_event', message }],
});

/** Where the baseline comes from for this event. Total: malformed payloads give errors. */
export function trustedRefFromEvent(eventName: string, payload: unknown): TrustedRef {
  switch (eventName) {
    case 'pull_request':
    case 'pull_request_target': {
      const parsed = PullRequestEvent.safeParse(payload);
      if (!parsed.success)
        return { ref: null, errors: issues(`${eventName} event payload`, payload, parsed.error) };
      const { pull_request: pr, action } = parsed.data;
      return {
        ref: pr.base.sha,
        prNumber: pr.number,
        baseSha: pr.base.sha,
        headSha: pr.head.sha,
        pullRequest: pr,
        ...(action !== undefined ? { action } : {}),
        errors: [],
      };
    }
    case 'push': {
      const parsed = PushEvent.safeParse(payload);
      if (!parsed.success)
        return { ref: null, errors: issues(`${eventName} event payload`, payload, parsed.error) };
      if (ZERO_SHA_RE.test(parsed.data.after)) {
        return fail(
          'the push event deletes a branch (after is all zeros); there is no commit to review',
          'after',
        );
      }
      const { after, before } = parsed.data;
      // A new branch has no previous tip (before is all zeros).
      const previous = before && SHA_RE.test(before) && !ZERO_SHA_RE.test(before) ? { baseSha: before } : {};
      return { ref: after, ...previous, headSha: after, errors: [] };
    }
    case 'merge_group': {
      const parsed = MergeGroupEvent.safeParse(payload);
      if (!parsed.success)
        return { ref: null, errors: issues(`${eventName} event payload`, payload, parsed.error) };
      const { base_sha, head_sha } = parsed.data.merge_group;
      return { ref: base_sha, baseSha: base_sha, headSha: head_sha, errors: [] };
    }
    case 'issue_comment': {
      // No ref here: the pull request (and so its base) is read through the API, never the comment.
      const parsed = IssueCommentEventSchema.safeParse(payload);
      if (!parsed.success)
        return { ref: null, errors: issues(`${eventName} event payload`, payload, parsed.error) };
      return { ref: null, prNumber: parsed.data.issue.number, issueComment: parsed.data, errors: [] };
    }
    case 'workflow_dispatch': {
      const parsed = DispatchEvent.safeParse(payload);
      if (!parsed.success)
        return { ref: null, errors: issues(`${eventName} event payload`, payload, parsed.error) };
      const pr = parsed.data.inputs?.pr;
      if (pr === undefined || pr === null || pr === '') return { ref: null, errors: [] };
      // Dispatch inputs arrive as strings.
      const text = String(pr).trim();
      if (!/^[1-9][0-9]{0,9}$/.test(text)) {
        return fail(
          `the workflow_dispatch input pr must be a pull request number (got ${JSON.stringify(pr)})`,
          'inputs.pr',
        );
      }
      return { ref: null, prNumber: Number(text), errors: [] };
    }
    default:
      return fail(
        `the ${JSON.stringify(eventName)} event is not supported: its trusted ref for the consent baseline is unknown, so no lane may run; use pull_request, pull_request_target, push, merge_group, workflow_dispatch or issue_comment`,
      );
  }
}
