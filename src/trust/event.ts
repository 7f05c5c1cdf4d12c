/**
 * The trusted ref a run's consent baseline is read from, taken from the workflow event (D5):
 * the PR base commit on pull_request(_target) — never
 * GITHUB_SHA, which is the PR's merge commit — and the commit being run on push. Events whose
 * trusted ref we cannot name fail closed with an error.
 */
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import { issueMessage, jsonPath, type SchemaIssue } from './issues.js';

/** A full commit id: SHA-1 (40 hex), or SHA-256 (64 hex) for repositories that use it. */
const SHA_RE = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const ZERO_SHA_RE = /^0+$/;

const Sha = z.string().regex(SHA_RE, { error: 'must be a full commit SHA (40 lowercase hex characters)' });

const PullRequestEvent = z.object({
  pull_request: z.object({
    number: z
      .number()
      .int({ error: 'must be a positive integer' })
      .positive({ error: 'must be a positive integer' }),
    base: z.object({
      sha: Sha,
      repo: z.object({ full_name: z.string() }).nullish(),
    }),
    head: z.object({
      sha: Sha,
      repo: z.object({ full_name: z.string() }).nullish(),
    }),
  }),
});

const PushEvent = z.object({ after: Sha });

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
  /** The PR comes from another repository (or one that no longer exists). */
  isFork?: boolean;
  errors: Diagnostic[];
}

function issues(eventName: string, payload: unknown, error: z.ZodError): Diagnostic[] {
  return error.issues.map((issue) => ({
    code: 'invalid_event',
    field: jsonPath(issue.path) || '(payload)',
    message: `malformed ${eventName} event payload: ${issueMessage(issue as SchemaIssue, payload)}`,
  }));
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
      if (!parsed.success) return { ref: null, errors: issues(eventName, payload, parsed.error) };
      const pr = parsed.data.pull_request;
      const baseRepo = pr.base.repo?.full_name;
      const headRepo = pr.head.repo?.full_name;
      return {
        ref: pr.base.sha,
        prNumber: pr.number,
        baseSha: pr.base.sha,
        headSha: pr.head.sha,
        // A deleted head repository is treated as a fork: it is not this repository.
        isFork: !headRepo || !baseRepo || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
        errors: [],
      };
    }
    case 'push': {
      const parsed = PushEvent.safeParse(payload);
      if (!parsed.success) return { ref: null, errors: issues(eventName, payload, parsed.error) };
      if (ZERO_SHA_RE.test(parsed.data.after)) {
        return fail(
          'the push event deletes a branch (after is all zeros); there is no commit to review',
          'after',
        );
      }
      return { ref: parsed.data.after, headSha: parsed.data.after, errors: [] };
    }
    case 'merge_group': {
      const parsed = MergeGroupEvent.safeParse(payload);
      if (!parsed.success) return { ref: null, errors: issues(eventName, payload, parsed.error) };
      const { base_sha, head_sha } = parsed.data.merge_group;
      return { ref: base_sha, baseSha: base_sha, headSha: head_sha, errors: [] };
    }
    case 'workflow_dispatch': {
      const parsed = DispatchEvent.safeParse(payload);
      if (!parsed.success) return { ref: null, errors: issues(eventName, payload, parsed.error) };
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
        `the ${JSON.stringify(eventName)} event is not supported: its trusted ref for the consent baseline is unknown, so no lane may run; use pull_request, pull_request_target, push, merge_group or workflow_dispatch`,
      );
  }
}
