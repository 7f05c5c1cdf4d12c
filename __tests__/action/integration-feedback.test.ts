/**
 * Findings that listen (D19) end to end: the bundled action, run as the runner runs it, over
 * several runs of one pull request against the loopback GitHub fake — which lists reactions and
 * replies as GitHub does and answers the collaborator-permission endpoint per user — with the
 * self-test's three cart lanes, whose HIGH at src/cart.js:28-30 all three agree on, so
 * `fail-on: agreed-high` fails on it until someone with write access dismisses it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync, rmSync } from 'node:fs';
import type { ActionRepo } from '../../__fixtures__/github/action-repo.js';
import { createActionRepo, pullFilesOf } from '../../__fixtures__/github/action-repo.js';
import type { FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { startFakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { pullRequestPayload, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { ADDRESSED_MARKER } from '../../src/github/feedback.js';
import { readPreviousReviewRecord } from '../../src/github/sticky-record.js';
import { actionBundle } from './helpers/bundle.js';
import type { RunnerResult } from './helpers/runner.js';
import { runAsRunner } from './helpers/runner.js';

const LANES = 'fake-cart-a,fake-cart-b,fake-cart-c';
const cart = (changed: boolean, line51 = "'changed'") =>
  `${Array.from({ length: 60 }, (_, i) => {
    const n = i + 1;
    if (changed && n === 51) return `export const line51 = ${line51};`;
    if (changed && ((n >= 26 && n <= 30) || (n >= 50 && n <= 52)))
      return `export const line${n} = 'changed';`;
    return `export const line${n} = ${n};`;
  }).join('\n')}\n`;

let bundle: string;
let artifacts: FakeArtifacts;
let runs = 0;

beforeAll(async () => {
  bundle = actionBundle();
  artifacts = await startFakeArtifacts();
}, 300_000);
afterAll(async () => artifacts.close());

interface Pull {
  repo: ActionRepo;
  github: FakeGitHub;
  close(): Promise<void>;
}

async function pullRequest(): Promise<Pull> {
  const repo = await createActionRepo(['cart-a', 'cart-b', 'cart-c'], {
    baseFiles: { 'src/cart.js': cart(false) },
    headFiles: { 'src/cart.js': cart(true) },
  });
  const github = await startFakeGitHub();
  return {
    repo,
    github,
    close: async () => {
      await github.close();
      rmSync(repo.root, { recursive: true, force: true });
    },
  };
}

interface Run {
  result: RunnerResult;
  results: {
    findings: Array<{ path: string; line: number; severity: string }>;
    outcomes: Array<Record<string, unknown>>;
    dismissed: Array<Record<string, unknown>>;
    feedback: Array<Record<string, unknown>>;
  };
  page: string;
  requests: FakeGitHub['requests'];
}

async function run(p: Pull, head: string, action: string, inputs: Record<string, string> = {}): Promise<Run> {
  runs++;
  const pr = pullRequestPayload({ number: 7, baseSha: p.repo.base, headSha: head });
  p.github.pulls.set(7, pr);
  p.github.files.set(7, pullFilesOf({ ...p.repo, head }));
  const before = p.github.requests.length;
  const result = await runAsRunner({
    bundle,
    workspace: p.repo.root,
    github: p.github,
    artifacts,
    inputs: {
      'github-token': 'ghs_runner_token_value',
      reviewers: LANES,
      'fail-on': 'agreed-high',
      artifact: 'false',
      ...inputs,
    },
    event: { name: 'pull_request', payload: { action, pull_request: pr } },
    runId: String(9000 + runs),
  });
  return {
    result,
    results: JSON.parse(result.outputs['results'] ?? '{}') as Run['results'],
    page: readFileSync(result.outputs['reviews-path'] as string, 'utf8'),
    requests: p.github.requests.slice(before),
  };
}

const inlineAt = (g: FakeGitHub, from: number, to: number) =>
  g.reviewComments.filter(
    (c) => c.in_reply_to_id === undefined && c.line !== null && c.line >= from && c.line <= to,
  );
const asked = (r: Run, what: RegExp) =>
  r.requests.filter((q) => q.method === 'GET' && what.test(q.path)).map((q) => q.path);

describe('findings that listen, bundled', () => {
  it('a 👎 by the author changes nothing; one by a maintainer dismisses the agreed HIGH through a push and a force-push', async () => {
    const p = await pullRequest();
    try {
      // 1. Opened: the agreed HIGH is posted inline and fails the gate.
      const first = await run(p, p.repo.head, 'opened');
      expect(first.result.status).toBe(1);
      expect(first.result.stdout).toContain('fail-on: agreed-high');
      const [high] = inlineAt(p.github, 28, 30);
      expect(high?.body).toContain('**HIGH**');
      const highBody = high?.body;

      // 2. The pull request's author, who cannot write, gives it a 👎: recorded, and nothing changes.
      p.github.react(high?.id as number, 'contributor', '-1');
      const second = await run(p, p.repo.head, 'synchronize');
      expect(second.result.status).toBe(1);
      expect(second.results.feedback).toEqual([
        { commentId: high?.id, by: 'contributor', how: 'reaction', counted: false },
      ]);
      expect(second.results.dismissed).toEqual([]);
      expect(second.page).not.toContain('## Dismissed');
      expect(second.result.outputs['agreed-findings']).toBe('1');
      expect(asked(second, /\/reactions$/)).toEqual([
        `/repos/octo/widgets/pulls/comments/${high?.id}/reactions`,
      ]);
      expect(asked(second, /\/permission$/)).toEqual([
        '/repos/octo/widgets/collaborators/contributor/permission',
      ]);

      // 3. A maintainer gives it a 👎; then a push that changes other lines (a delta review).
      p.github.permissions.set('maya', 'maintain');
      p.github.react(high?.id as number, 'maya', '-1');
      const pushed = p.repo.commit('other lines', { 'src/widget.js': 'export const widget = () => 3;\n' });
      const third = await run(p, pushed, 'synchronize');
      expect(third.page).toContain('Incremental review');
      expect(third.result.status).toBe(0);
      expect(third.results.dismissed).toEqual([
        expect.objectContaining({
          severity: 'HIGH',
          path: 'src/cart.js',
          outcome: 'dismissed',
          by: 'maya',
          how: 'reaction',
          commentId: high?.id,
        }),
      ]);
      expect(third.page).toContain('## Dismissed');
      expect(third.page).toMatch(/\| HIGH \| `src\/cart\.js:2[89](-30)?` \| .* \| @maya \| 👎 \| — \|/);
      expect(third.result.outputs['agreed-findings']).toBe('0');
      expect(third.results.feedback).toEqual(
        expect.arrayContaining([
          { commentId: high?.id, by: 'contributor', how: 'reaction', counted: false },
          { commentId: high?.id, by: 'maya', how: 'reaction', counted: true },
        ]),
      );

      // 4. A force-push: a full review raises the HIGH again; it stays dismissed, never posted again.
      p.repo.git('checkout', '-q', '-B', 'feature', p.repo.base);
      const forced = p.repo.commit('rewritten', {
        'src/widget.js': 'export const widget = () => 4;\n',
        'src/cart.js': cart(true),
      });
      const fourth = await run(p, forced, 'synchronize');
      expect(fourth.page).toContain('Full review: the last reviewed head');
      expect(fourth.result.status).toBe(0);
      expect(fourth.results.findings.filter((f) => f.severity === 'HIGH')).toEqual([]);
      expect(fourth.results.dismissed).toEqual([expect.objectContaining({ severity: 'HIGH', by: 'maya' })]);
      expect(fourth.page).toContain('@maya');
      expect(inlineAt(p.github, 26, 32)).toHaveLength(1);
      expect(inlineAt(p.github, 26, 32)[0]?.body).toBe(highBody);
      const sarif = JSON.parse(readFileSync(fourth.result.outputs['sarif-path'] as string, 'utf8')) as {
        runs: Array<{ results: Array<{ level: string; suppressions?: unknown[] }> }>;
      };
      expect(sarif.runs[0]?.results.filter((r) => r.suppressions)).toEqual([
        expect.objectContaining({
          level: 'error',
          suppressions: [
            { kind: 'external', justification: 'Dismissed by @maya with a 👎 on the pull request' },
          ],
        }),
      ]);
      // The record keeps it dismissed, and the lanes whole, for the next run and the track record.
      const record = readPreviousReviewRecord(p.github.comments[0]?.body ?? '');
      expect(record?.version).toBe(2);
      expect(record?.recorded.filter((f) => f.outcome === 'dismissed')).toEqual([
        expect.objectContaining({ severity: 'HIGH', by: 'maya', how: 'reaction' }),
      ]);
    } finally {
      await p.close();
    }
  }, 300_000);

  it('/dismiss with a reason by a member dismisses; a push that fixes a line addresses its finding, with one reply', async () => {
    const p = await pullRequest();
    try {
      await run(p, p.repo.head, 'opened');
      const [high] = inlineAt(p.github, 28, 30);
      const [discount] = inlineAt(p.github, 51, 51);
      expect(discount?.body).toContain('The discount is applied twice');
      p.github.associations.set('mia', 'MEMBER');
      p.github.reply(high?.id as number, 'mia', 'Looked at it.\n/dismiss not reachable');
      // Someone without access forges our marker in a reply: it is their text, not our reply.
      p.github.reply(discount?.id as number, 'mallory', `${ADDRESSED_MARKER}\nAddressed in nothing.`);

      // 2. A push that changes line 51: cart-a no longer raises it, so it is addressed.
      const fixed = p.repo.commit('fix the discount', { 'src/cart.js': cart(true, "'fixed'") });
      const second = await run(p, fixed, 'synchronize');
      expect(second.result.status).toBe(0);
      expect(second.results.dismissed).toEqual([
        expect.objectContaining({ severity: 'HIGH', by: 'mia', how: 'reply', reason: 'not reachable' }),
      ]);
      expect(second.page).toMatch(/@mia \| `\/dismiss` \| not reachable \|/);
      expect(second.results.outcomes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ line: 51, outcome: 'addressed', commit: fixed, commentId: discount?.id }),
        ]),
      );
      expect(second.page).toContain('## Outcomes of earlier findings');
      const replies = () =>
        p.github.reviewComments.filter(
          (c) => c.in_reply_to_id === discount?.id && c.user.login === 'github-actions[bot]',
        );
      expect(replies().map((c) => c.body)).toEqual([
        `${ADDRESSED_MARKER}\nAddressed in ${fixed.slice(0, 12)}: that commit changed these lines, and the next review did not raise this again.`,
      ]);

      // 3. A re-run: still addressed, and no second reply.
      const third = await run(p, fixed, 'synchronize');
      expect(third.results.outcomes).toEqual(
        expect.arrayContaining([expect.objectContaining({ line: 51, outcome: 'addressed', commit: fixed })]),
      );
      expect(replies()).toHaveLength(1);
    } finally {
      await p.close();
    }
  }, 300_000);

  it('a comment GitHub refuses among two, which its files cannot explain, keeps the other inline', async () => {
    const p = await pullRequest();
    try {
      p.github.unplaceable.add('src/cart.js:51');
      const first = await run(p, p.repo.head, 'opened', { 'fail-on': 'explicit' });
      expect(first.result.status).toBe(0);
      expect(inlineAt(p.github, 28, 30)).toHaveLength(1);
      expect(inlineAt(p.github, 51, 51)).toHaveLength(0);
      expect(p.github.reviews.map((r) => r.body).join('\n')).toContain('The discount is applied twice');
      expect(first.result.stdout).toContain('GitHub refused 1 of the inline comment(s)');
    } finally {
      await p.close();
    }
  }, 300_000);
});
