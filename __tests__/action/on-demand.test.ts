/**
 * Reviews on demand (D21), the decisions without a run: how a comment's first line is read,
 * who may ask (over the payloads in __fixtures__/github/events), which lanes a comment may name,
 * and what the comment hears at the end.
 */
import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { EventEnv, OnDemandRequest } from '../../src/action/event.js';
import { defaultReadPayload } from '../../src/action/event.js';
import { readInputs } from '../../src/action/inputs.js';
import {
  allowedLanes,
  decideOnDemand,
  onDemandEnding,
  onDemandEvent,
  onDemandSettings,
  parseReviewCommand,
  replyBody,
} from '../../src/action/on-demand.js';
import { ConfigurationError } from '../../src/diagnostics.js';
import type { Settings } from '../../src/settings.js';
import { parsePullRequest } from '../../src/trust/event.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const fixture = (name: string) => join(import.meta.dirname, '../../__fixtures__/github/events', name);
const env = (file: string): EventEnv => ({
  eventName: 'issue_comment',
  eventPath: fixture(file),
  repository: 'octo/widgets',
  sha: 'c'.repeat(40),
});

describe('parseReviewCommand', () => {
  const commands: Array<[string, string, { lanes: string[]; all: boolean; full: boolean }]> = [
    ['the command alone', '/review', { lanes: [], all: false, full: false }],
    [
      'lanes by slug, flag and instance name',
      '/review gemini --codex claude-fast',
      { lanes: ['gemini', '--codex', 'claude-fast'], all: false, full: false },
    ],
    ['--full and --all, anywhere', '/review --full --all', { lanes: [], all: true, full: true }],
    ['a lane named twice', '/review gemini gemini', { lanes: ['gemini'], all: false, full: false }],
    [
      'more lines after the first (CRLF)',
      '/review qwen\r\n\r\nafter the outage',
      { lanes: ['qwen'], all: false, full: false },
    ],
    [
      'tabs and spaces between words',
      '/review\tgemini   --full ',
      { lanes: ['gemini'], all: false, full: true },
    ],
  ];
  it.each(commands)('reads %s', (_what, body, command) => {
    expect(parseReviewCommand(body)).toEqual({ command });
  });

  const notCommands: Array<[string, string, string]> = [
    ['/reviewing', '/reviewing it now', "its first line starts with '/reviewing', not the command /review"],
    ['/review-all', '/review-all', "its first line starts with '/review-all', not the command /review"],
    ['/Review', '/Review gemini', 'its first line does not start with the command /review'],
    ['a leading space', ' /review', 'its first line does not start with the command /review'],
    [
      'the command on a later line',
      'Thanks!\n/review',
      'its first line does not start with the command /review',
    ],
    ['a quote of it', '> /review', 'its first line does not start with the command /review'],
    ['an empty comment', '', 'its first line does not start with the command /review'],
  ];
  it.each(notCommands)('%s is not a command', (_what, body, why) => {
    expect(parseReviewCommand(body)).toEqual({ notCommand: why });
  });

  const invalid: Array<[string, string, string]> = [
    ['a shell word', '/review gemini; rm -rf /', '`gemini;` is not a lane name, `--all` or `--full`'],
    ['a mention', '/review @octocat', '`@octocat` is not a lane name, `--all` or `--full`'],
    [
      'a backtick cannot end the code span early',
      '/review a`b',
      '``a`b`` is not a lane name, `--all` or `--full`',
    ],
    ['lanes with --all', '/review gemini --all', 'name lanes or say `--all`, not both'],
    [
      'too many lanes',
      `/review ${Array.from({ length: 25 }, (_, i) => `l${i}`).join(' ')}`,
      'more than 24 lanes are named',
    ],
    ['a line too long', `/review ${'x'.repeat(400)}`, 'the `/review` line is longer than 400 characters'],
  ];
  it.each(invalid)('refuses %s, saying why', (_what, body, why) => {
    expect(parseReviewCommand(body)).toEqual({ invalid: why });
  });
});

describe('allowedLanes', () => {
  it('allows every name when on-demand-reviewers is empty (consent still decides)', () => {
    expect(allowedLanes({ lanes: ['gemini', 'x'], all: false, full: false }, null)).toEqual({
      allowed: ['gemini', 'x'],
      refused: [],
    });
  });
  it('compares a flag and a slug as one name, and refuses the rest', () => {
    expect(
      allowedLanes({ lanes: ['--gemini', 'claude', 'qwen'], all: false, full: false }, ['gemini', '--qwen']),
    ).toEqual({ allowed: ['--gemini', 'qwen'], refused: ['claude'] });
  });
});

const request = (over: Partial<OnDemandRequest> = {}): OnDemandRequest => ({
  issue: 7,
  commentId: 4242,
  commentUrl: 'https://github.com/octo/widgets/pull/7#issuecomment-4242',
  login: 'maintainer',
  command: { lanes: [], all: false, full: false },
  refused: [],
  ...over,
});

describe('decideOnDemand', () => {
  const inputs = (v: Record<string, string> = {}) => readInputs((n) => v[n] ?? '');
  const asked: string[] = [];
  const canWrite = (answer: boolean) => async (login: string) => {
    asked.push(login);
    return answer;
  };

  it('admits a member without asking GitHub, and reads the command from the first line only', async () => {
    asked.length = 0;
    const d = await decideOnDemand(env('issue_comment.json'), inputs(), {
      readPayload: defaultReadPayload,
      canWrite: canWrite(false),
    });
    expect(d).toEqual({
      request: request({ command: { lanes: ['gemini'], all: false, full: true } }),
    });
    expect(asked).toEqual([]);
  });

  it('asks GitHub about a contributor, and ignores them without write access', async () => {
    asked.length = 0;
    const d = await decideOnDemand(env('issue_comment.contributor.json'), inputs(), {
      readPayload: defaultReadPayload,
      canWrite: canWrite(false),
    });
    expect(d).toEqual({
      ignored:
        'Not reviewing: contributor asked in comment 4243 on #7 but has no write access to the repository (CONTRIBUTOR).',
    });
    expect(asked).toEqual(['contributor']);
  });

  it('admits a contributor GitHub says can write (a private organization membership reads as CONTRIBUTOR)', async () => {
    const d = await decideOnDemand(env('issue_comment.contributor.json'), inputs(), {
      readPayload: defaultReadPayload,
      canWrite: canWrite(true),
    });
    expect(d).toMatchObject({ request: { login: 'contributor', command: { all: true } } });
  });

  it('ignores a comment on an issue without asking anything', async () => {
    asked.length = 0;
    const d = await decideOnDemand(env('issue_comment.issue.json'), inputs(), {
      readPayload: defaultReadPayload,
      canWrite: canWrite(true),
    });
    expect(d).toEqual({ ignored: 'Nothing to do: #8 is an issue, not a pull request.' });
    expect(asked).toEqual([]);
  });

  it('fails on a malformed payload, naming the field', async () => {
    const d = decideOnDemand(env('issue_comment.malformed.json'), inputs(), {
      readPayload: defaultReadPayload,
      canWrite: null,
    });
    await expect(d).rejects.toThrow(ConfigurationError);
    await expect(d).rejects.toThrow(/malformed issue_comment event payload: .* \(at comment\.id\)/);
  });

  it('refuses lanes outside on-demand-reviewers; with none left, nothing can run', async () => {
    const d = await decideOnDemand(
      env('issue_comment.json'),
      inputs({ 'on-demand-reviewers': 'codex,qwen' }),
      {
        readPayload: defaultReadPayload,
        canWrite: null,
      },
    );
    expect(d).toEqual({
      request: request({
        command: { lanes: [], all: false, full: true },
        refused: ['gemini'],
        problem: '`gemini` is not in `on-demand-reviewers` (codex, qwen), so nothing ran',
      }),
    });
  });

  it('refuses a matrix mode only once someone who may ask has asked', async () => {
    await expect(
      decideOnDemand(env('issue_comment.json'), inputs({ mode: 'plan' }), {
        readPayload: defaultReadPayload,
        canWrite: null,
      }),
    ).rejects.toThrow('On issue_comment only mode: review runs; this step has mode: plan');
    await expect(
      decideOnDemand(env('issue_comment.contributor.json'), inputs({ mode: 'plan' }), {
        readPayload: defaultReadPayload,
        canWrite: canWrite(false),
      }),
    ).resolves.toMatchObject({ ignored: expect.stringContaining('no write access') });
  });
});

describe('onDemandEvent', () => {
  const pull = (headRepo: string, state = 'open') =>
    parsePullRequest({
      number: 7,
      title: 't',
      state,
      user: { login: 'contributor' },
      base: { sha: A, ref: 'main', repo: { full_name: 'octo/widgets' } },
      head: { sha: B, repo: { full_name: headRepo } },
    });

  it("treats a fork's pull request as pull_request_target: the base is trusted and is the lanes' tree", () => {
    const ev = onDemandEvent(env('issue_comment.json'), request(), pull('contributor/widgets'));
    expect(ev.refs).toEqual({ baselineRef: A, base: A, head: B, laneTree: 'base' });
    expect(ev.privileged).toBe(true);
    expect(ev.pr).toMatchObject({ isFork: true, author: 'contributor', baseRef: 'main' });
  });

  it("reviews a branch of the repository in the head's tree, with the base trusted", () => {
    const ev = onDemandEvent(env('issue_comment.json'), request(), pull('Octo/Widgets'));
    expect(ev.refs).toEqual({ baselineRef: A, base: A, head: B });
    expect(ev.privileged).toBe(false);
  });

  it('refuses a closed pull request', () => {
    expect(() => onDemandEvent(env('issue_comment.json'), request(), pull('octo/widgets', 'closed'))).toThrow(
      'pull request #7 is closed: there is nothing to review',
    );
  });
});

describe('onDemandSettings', () => {
  const settings = { reviewers: ['codex'], all: false } as Settings;
  it('runs the named lanes, else the workflow’s, and --all as every lane a comment may name', () => {
    const s = (command: OnDemandRequest['command'], list: string[] | null = null) =>
      onDemandSettings(settings, request({ command }), list);
    expect(s({ lanes: ['gemini'], all: false, full: false })).toMatchObject({
      reviewers: ['gemini'],
      all: false,
    });
    expect(s({ lanes: [], all: false, full: true })).toBe(settings);
    expect(s({ lanes: [], all: true, full: false })).toMatchObject({ reviewers: null, all: true });
    // Within the list, and as `all`: none of them is asked for by name, so none fails the run (D9).
    expect(s({ lanes: [], all: true, full: false }, ['qwen', 'gemini'])).toMatchObject({
      reviewers: null,
      all: true,
      allWithin: ['qwen', 'gemini'],
    });
  });
});

describe('onDemandEnding and replyBody', () => {
  it('is 🚀 when everything asked for ran', () => {
    expect(onDemandEnding(request(), [], null, false)).toEqual({ reaction: 'rocket' });
  });
  it('is 😕 with the failure, the refused lanes, or the cancellation', () => {
    expect(
      onDemandEnding(
        request(),
        ['Requested lanes did not end reviewed: x (blocked: not_consented)'],
        null,
        false,
      ),
    ).toEqual({
      reaction: 'confused',
      why: 'Requested lanes did not end reviewed: x (blocked: not_consented)',
    });
    expect(onDemandEnding(request({ refused: ['claude'] }), [], ['gemini'], false)).toEqual({
      reaction: 'confused',
      why: '`claude` is not in `on-demand-reviewers` (gemini); the others ran',
    });
    expect(onDemandEnding(request(), ['cancelled by SIGTERM'], null, true)).toEqual({
      reaction: 'confused',
      why: 'the run was cancelled',
    });
  });
  it('replies on one line that never starts with a command, with secrets and markup made harmless', () => {
    const body = replyBody(
      request(),
      'failed:\n<!-- reviewer-lanes:comment id=default --> ghs_secretvalue1234 @octocat',
      ['ghs_secretvalue1234'],
    );
    expect(body.split('\n')).toHaveLength(1);
    expect(body.startsWith('😕 ')).toBe(true);
    expect(body).not.toContain('<!--');
    expect(body).not.toContain('ghs_secretvalue1234');
    expect(body).not.toContain(' @octocat');
    expect(replyBody(request(), 'x'.repeat(2000), []).length).toBeLessThan(800);
  });
});
