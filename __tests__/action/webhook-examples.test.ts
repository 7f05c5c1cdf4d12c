/**
 * GitHub's recorded webhook payloads (`@octokit/webhooks-examples`, loaded by
 * __fixtures__/github/webhook-examples.ts, origin in __fixtures__/github/events/README.md) for
 * every event the action takes, through its event parsing and trust decision: what each one
 * decides — the trusted ref, the change, the pull request, whether it is privileged, whether a
 * comment asks for a review. The expectations are read from each payload's own fields, so every
 * example is checked, not only the first.
 */
import { describe, expect, it } from '@jest/globals';
import { webhookExamples } from '../../__fixtures__/github/webhook-examples.js';
import type { EventEnv } from '../../src/action/event.js';
import { repositoryEvent, resolveEvent } from '../../src/action/event.js';
import type { InputName } from '../../src/action/inputs.js';
import { readInputs } from '../../src/action/inputs.js';
import { decideOnDemand } from '../../src/action/on-demand.js';
import { ConfigurationError, UsageError } from '../../src/diagnostics.js';
import { trustedRefFromEvent } from '../../src/trust/event.js';

const ZERO = '0'.repeat(40);
const inputs = (v: Partial<Record<InputName, string>> = {}) => readInputs((n) => v[n] ?? '');
const env = (eventName: string): EventEnv => ({
  eventName,
  eventPath: '/recorded/event.json',
  repository: 'Codertocat/Hello-World',
  sha: 'c'.repeat(40),
});
const given = (payload: unknown) => ({
  readPayload: async () => payload,
  getPull: async (): Promise<never> => {
    throw new Error('a recorded payload carries its pull request: no API call expected');
  },
});

interface RecordedPull {
  number: number;
  base: { sha: string; repo: { full_name: string } };
  head: { sha: string; repo: { full_name: string } | null };
}
const numbered = <T>(list: T[]) => list.map((x, i) => [i, x] as const);

describe.each(['pull_request', 'pull_request_target'])('%s (the recorded pull_request payloads)', (name) => {
  it.each(numbered(webhookExamples('pull_request')))('example %i', async (_i, payload) => {
    const pr = payload['pull_request'] as RecordedPull;
    const fork = pr.head.repo?.full_name.toLowerCase() !== pr.base.repo.full_name.toLowerCase();
    const trusted = trustedRefFromEvent(name, payload);
    expect(trusted.errors).toEqual([]);
    // D5: the base commit, never GITHUB_SHA.
    expect(trusted.ref).toBe(pr.base.sha);

    const ev = await resolveEvent(env(name), inputs(), given(payload));
    expect(ev).toMatchObject({
      name,
      action: payload['action'],
      pr: { number: pr.number, baseSha: pr.base.sha, headSha: pr.head.sha, isFork: fork },
      refs: { baselineRef: pr.base.sha, base: pr.base.sha, head: pr.head.sha },
      privileged: name === 'pull_request_target',
    });
    // With the base's secrets the head is data only: the lanes' workspace is the base's (D18).
    expect(ev.refs.laneTree).toBe(name === 'pull_request_target' ? 'base' : undefined);
  });
});

describe('push', () => {
  it.each(numbered(webhookExamples('push')))('example %i', async (_i, payload) => {
    const after = payload['after'] as string;
    const before = payload['before'] as string;
    if (after === ZERO) {
      // A deleted branch or tag leaves no commit to review: the run fails, naming the field.
      await expect(resolveEvent(env('push'), inputs(), given(payload))).rejects.toThrow(
        new ConfigurationError({
          message:
            'the push event deletes a branch (after is all zeros); there is no commit to review (at after)',
          code: 'invalid_event',
        }),
      );
      expect(trustedRefFromEvent('push', payload)).toMatchObject({ ref: null, errors: [{ field: 'after' }] });
      return;
    }
    const ev = await resolveEvent(env('push'), inputs({ mode: 'plan' }), given(payload));
    // A created ref has no previous tip: the change is the pushed commit against its parent.
    const base = before === ZERO ? `${after}^` : before;
    expect(ev).toEqual({
      name: 'push',
      repository: { owner: 'Codertocat', repo: 'Hello-World' },
      pr: null,
      refs: { baselineRef: after, base, head: after },
      privileged: false,
    });
  });
});

describe('merge_group', () => {
  it.each(numbered(webhookExamples('merge_group')))('example %i', async (_i, payload) => {
    const group = payload['merge_group'] as { base_sha: string; head_sha: string };
    const ev = await resolveEvent(env('merge_group'), inputs({ mode: 'plan' }), given(payload));
    expect(ev).toMatchObject({
      name: 'merge_group',
      pr: null,
      refs: { baselineRef: group.base_sha, base: group.base_sha, head: group.head_sha },
      privileged: false,
    });
  });
});

describe('workflow_dispatch', () => {
  it.each(numbered(webhookExamples('workflow_dispatch')))('example %i', async (_i, payload) => {
    // No `pr` input: a review has no pull request to publish to, and says which input it needs.
    await expect(resolveEvent(env('workflow_dispatch'), inputs(), given(payload))).rejects.toThrow(
      new UsageError("Input 'pr-number' is required on workflow_dispatch with mode: review"),
    );
    // A plan reviews the commit the workflow runs on; the stats read the repository.
    const plan = await resolveEvent(env('workflow_dispatch'), inputs({ mode: 'plan' }), given(payload));
    expect(plan).toMatchObject({ pr: null, refs: { baselineRef: 'c'.repeat(40), head: 'c'.repeat(40) } });
    expect(repositoryEvent(env('workflow_dispatch'))).toMatchObject({ name: 'workflow_dispatch', pr: null });
    expect(trustedRefFromEvent('workflow_dispatch', payload)).toEqual({ ref: null, errors: [] });
  });
});

describe('schedule (no payload is recorded: it is not a webhook)', () => {
  it('runs the stats and nothing that needs a change', async () => {
    expect(repositoryEvent(env('schedule'))).toEqual({
      name: 'schedule',
      repository: { owner: 'Codertocat', repo: 'Hello-World' },
      pr: null,
      refs: { baselineRef: 'HEAD', head: 'HEAD' },
      privileged: false,
    });
    await expect(resolveEvent(env('schedule'), inputs(), given({}))).rejects.toBeInstanceOf(UsageError);
  });
});

describe('issue_comment', () => {
  it.each(numbered(webhookExamples('issue_comment')))('example %i', async (_i, payload) => {
    const issue = payload['issue'] as { number: number; pull_request?: unknown };
    const action = payload['action'] as string;
    const comment = payload['comment'] as { id: number };
    // The comment names no commit: its pull request, if any, is read through the API (D21).
    expect(trustedRefFromEvent('issue_comment', payload)).toMatchObject({
      ref: null,
      prNumber: issue.number,
      errors: [],
    });
    const asked: string[] = [];
    const decision = await decideOnDemand(env('issue_comment'), inputs(), {
      readPayload: async () => payload,
      canWrite: async (login) => {
        asked.push(login);
        return true;
      },
    });
    // Every recorded comment is on an issue, none is a command: nothing runs, and no one is asked.
    expect(issue.pull_request).toBeUndefined();
    expect(decision).toEqual({
      ignored:
        action === 'created'
          ? `Nothing to do: #${issue.number} is an issue, not a pull request.`
          : `Nothing to do: comment ${comment.id} on #${issue.number} was ${action}, not created.`,
    });
    expect(asked).toEqual([]);
  });
});
