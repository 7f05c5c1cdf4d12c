import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { formatDiagnostic } from '../../src/diagnostics.js';
import { isForkPullRequest, trustedRefFromEvent } from '../../src/trust/event.js';

const BASE = '1'.repeat(40);
const HEAD = '2'.repeat(40);
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../__fixtures__/trust/events/${name}.json`, import.meta.url), 'utf8'));

describe('trustedRefFromEvent (D5)', () => {
  // `isFork` is the parsed pull request's (isForkPullRequest), beside the refs it came with.
  const rows: Array<[string, string, ReturnType<typeof trustedRefFromEvent> & { isFork?: boolean }]> = [
    [
      'pull_request',
      'pull_request',
      { ref: BASE, prNumber: 42, baseSha: BASE, headSha: HEAD, isFork: false, errors: [] },
    ],
    [
      'pull_request',
      'pull_request-fork',
      { ref: BASE, prNumber: 43, baseSha: BASE, headSha: HEAD, isFork: true, errors: [] },
    ],
    [
      'pull_request',
      'pull_request-deleted-fork',
      { ref: BASE, prNumber: 44, baseSha: BASE, headSha: HEAD, isFork: true, errors: [] },
    ],
    [
      'pull_request_target',
      'pull_request',
      { ref: BASE, prNumber: 42, baseSha: BASE, headSha: HEAD, isFork: false, errors: [] },
    ],
    [
      'pull_request_target',
      'pull_request-fork',
      { ref: BASE, prNumber: 43, baseSha: BASE, headSha: HEAD, isFork: true, errors: [] },
    ],
    ['push', 'push', { ref: HEAD, baseSha: BASE, headSha: HEAD, errors: [] }],
    ['merge_group', 'merge_group', { ref: BASE, baseSha: BASE, headSha: HEAD, errors: [] }],
    ['workflow_dispatch', 'workflow_dispatch', { ref: null, prNumber: 42, errors: [] }],
  ];
  it.each(rows)('%s with %s.json', (eventName, name, expected) => {
    // The parsed pull request and its activity ride along; they are checked below.
    const { pullRequest, action: _action, ...trusted } = trustedRefFromEvent(eventName, fixture(name));
    expect({ ...trusted, ...(pullRequest ? { isFork: isForkPullRequest(pullRequest) } : {}) }).toEqual(
      expected,
    );
    expect(pullRequest?.number).toBe(
      expected.prNumber && eventName !== 'workflow_dispatch' ? expected.prNumber : undefined,
    );
  });

  it('parses the pull request once: its words, repositories and activity travel with the refs', () => {
    expect(trustedRefFromEvent('pull_request', fixture('pull_request')).action).toBe('synchronize');
    expect(
      trustedRefFromEvent('pull_request', { ...(fixture('pull_request') as object), action: 7 }),
    ).toMatchObject({
      ref: BASE,
      errors: [],
    });
    expect(trustedRefFromEvent('pull_request', fixture('pull_request')).pullRequest).toEqual({
      number: 42,
      title: 'Add the acme reviewer lane',
      body: 'Adds a lane.',
      base: { sha: BASE, ref: 'main', repo: { full_name: 'octo/widgets' } },
      head: { sha: HEAD, repo: { full_name: 'octo/widgets' } },
    });
    expect(trustedRefFromEvent('pull_request', fixture('pull_request-deleted-fork')).pullRequest).toEqual({
      number: 44,
      title: '',
      base: { sha: BASE, ref: 'main', repo: { full_name: 'octo/widgets' } },
      head: { sha: HEAD, repo: null },
    });
    // The words are for the prompt: a malformed title reads as empty, never fails the trust decision.
    const payload = {
      pull_request: { number: 5, title: 7, body: [], base: { sha: BASE }, head: { sha: HEAD } },
    };
    expect(trustedRefFromEvent('pull_request', payload)).toMatchObject({
      ref: BASE,
      pullRequest: { title: '', body: null },
      errors: [],
    });
  });

  it('takes a push of a new branch (before all zeros) as having no previous tip', () => {
    const created = { before: '0'.repeat(40), after: HEAD };
    expect(trustedRefFromEvent('push', created)).toEqual({ ref: HEAD, headSha: HEAD, errors: [] });
    expect(trustedRefFromEvent('push', { before: 'main', after: HEAD })).toEqual({
      ref: HEAD,
      headSha: HEAD,
      errors: [],
    });
  });

  it('never takes the PR head (or anything else the PR controls) as the trusted ref', () => {
    for (const eventName of ['pull_request', 'pull_request_target']) {
      expect(trustedRefFromEvent(eventName, fixture('pull_request-fork')).ref).toBe(BASE);
    }
  });

  it('leaves the ref to the caller on workflow_dispatch without a pr input', () => {
    expect(trustedRefFromEvent('workflow_dispatch', { inputs: {} })).toEqual({ ref: null, errors: [] });
    expect(trustedRefFromEvent('workflow_dispatch', {})).toEqual({ ref: null, errors: [] });
    expect(trustedRefFromEvent('workflow_dispatch', { inputs: { pr: '' } })).toEqual({
      ref: null,
      errors: [],
    });
    expect(trustedRefFromEvent('workflow_dispatch', { inputs: { pr: 7 } })).toEqual({
      ref: null,
      prNumber: 7,
      errors: [],
    });
  });

  // Every malformed payload, with the exact lines a user sees.
  const bad: Array<[string, unknown, string[]]> = [
    ['pull_request', null, ['(payload): malformed pull_request event payload: must be an object (got null)']],
    ['pull_request', {}, ['pull_request: malformed pull_request event payload: is missing']],
    [
      'pull_request',
      { pull_request: { number: 'x', base: { sha: 'main' }, head: {} } },
      [
        'pull_request.number: malformed pull_request event payload: must be a number (got string "x")',
        'pull_request.base.sha: malformed pull_request event payload: must be a full commit SHA (40 lowercase hex characters) (got string "main")',
        'pull_request.head.sha: malformed pull_request event payload: is missing',
      ],
    ],
    [
      'pull_request_target',
      { pull_request: { number: 0, base: { sha: 'ABCDEF'.repeat(6) + 'ABCD' }, head: { sha: HEAD } } },
      [
        'pull_request.number: malformed pull_request_target event payload: must be a positive integer (got number 0)',
        'pull_request.base.sha: malformed pull_request_target event payload: must be a full commit SHA (40 lowercase hex characters) (got string "ABCDEFABCDEFABCDEFABCDEFABCDEFABCDEFABCD")',
      ],
    ],
    ['push', [], ['(payload): malformed push event payload: must be an object (got an array)']],
    [
      'push',
      { after: 'abc' },
      [
        'after: malformed push event payload: must be a full commit SHA (40 lowercase hex characters) (got string "abc")',
      ],
    ],
    [
      'push',
      fixture('push-branch-deleted'),
      ['after: the push event deletes a branch (after is all zeros); there is no commit to review'],
    ],
    [
      'merge_group',
      { merge_group: {} },
      [
        'merge_group.base_sha: malformed merge_group event payload: is missing',
        'merge_group.head_sha: malformed merge_group event payload: is missing',
      ],
    ],
    [
      'workflow_dispatch',
      { inputs: 'x' },
      ['inputs: malformed workflow_dispatch event payload: must be an object (got string "x")'],
    ],
    [
      'workflow_dispatch',
      { inputs: { pr: 'abc' } },
      ['inputs.pr: the workflow_dispatch input pr must be a pull request number (got "abc")'],
    ],
    [
      'workflow_dispatch',
      { inputs: { pr: -3 } },
      ['inputs.pr: the workflow_dispatch input pr must be a pull request number (got -3)'],
    ],
    [
      'workflow_run',
      { workflow_run: { head_sha: HEAD } },
      [
        'the "workflow_run" event is not supported: its trusted ref for the consent baseline is unknown, so no lane may run; use pull_request, pull_request_target, push, merge_group, workflow_dispatch or issue_comment',
      ],
    ],
  ];
  it.each(bad)('%s %j fails closed', (eventName, payload, messages) => {
    const result = trustedRefFromEvent(eventName, payload);
    expect(result.ref).toBeNull();
    expect(result.errors.map(formatDiagnostic)).toEqual(messages);
  });

  it('never throws on arbitrary payloads and explains every failure (property)', () => {
    const events = fc.constantFrom(
      'pull_request',
      'pull_request_target',
      'push',
      'merge_group',
      'workflow_dispatch',
      'schedule',
      '',
    );
    const payloads = fc.oneof(
      fc.jsonValue(),
      fc.record({ pull_request: fc.jsonValue() }),
      fc.record({
        pull_request: fc.record({ number: fc.jsonValue(), base: fc.jsonValue(), head: fc.jsonValue() }),
      }),
      fc.record({ after: fc.oneof(fc.string(), fc.stringMatching(/^[0-9a-f]{40}$/)) }),
      fc.record({ inputs: fc.record({ pr: fc.jsonValue() }) }),
    );
    fc.assert(
      fc.property(events, payloads, (eventName, payload) => {
        const result = trustedRefFromEvent(eventName, payload);
        if (result.errors.length > 0) {
          expect(result.ref).toBeNull();
          for (const e of result.errors) expect(e.message.length).toBeGreaterThan(10);
        } else if (result.ref !== null) {
          expect(result.ref).toMatch(/^[0-9a-f]{40}$/);
        }
      }),
    );
  });
});
