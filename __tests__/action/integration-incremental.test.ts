/**
 * Incremental review (D17) end to end: the bundled action, run as the runner runs it, on three
 * pushes to one pull request — the first (a full review), a second on top of it (only its commits
 * reviewed), a force-push (everything again, and the page says why) — against the loopback GitHub
 * fake and the fake artifact service. The three repository lanes are the self-test's fake reviewer
 * CLI, which keeps the prompt it was given and cites src/cart.js only when its diff is shown.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ActionRepo } from '../../__fixtures__/github/action-repo.js';
import { cartSource, createActionRepo, pullFilesOf } from '../../__fixtures__/github/action-repo.js';
import type { FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { startFakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { pullRequestPayload, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { readPreviousReviewRecord } from '../../src/github/sticky-record.js';
import { actionBundle } from './helpers/bundle.js';
import type { RunnerResult } from './helpers/runner.js';
import { runAsRunner } from './helpers/runner.js';

const LANES = 'fake-cart-a,fake-cart-b,fake-cart-c';
let bundle: string;
let repo: ActionRepo;
let artifacts: FakeArtifacts;
let github: FakeGitHub;
let home: string;
let runs = 0;

beforeAll(async () => {
  bundle = actionBundle();
  repo = await createActionRepo(['cart-a', 'cart-b', 'cart-c'], {
    baseFiles: { 'src/cart.js': cartSource(false) },
    headFiles: { 'src/cart.js': cartSource(true) },
  });
  artifacts = await startFakeArtifacts();
  github = await startFakeGitHub();
  home = mkdtempSync(join(tmpdir(), 'rl-incremental-e2e-'));
}, 300_000);
afterAll(async () => {
  await artifacts.close();
  await github.close();
  rmSync(repo.root, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

interface Push {
  result: RunnerResult;
  /** What each lane was given, by behaviour. */
  prompts: Map<string, string>;
  /** The GitHub requests of this run. */
  requests: FakeGitHub['requests'];
}

/** The pull request at `head` on GitHub, then one run of the action for `action`. */
async function push(head: string, action: string): Promise<Push> {
  runs++;
  const pr = pullRequestPayload({ number: 7, baseSha: repo.base, headSha: head });
  github.pulls.set(7, pr);
  github.files.set(7, pullFilesOf({ ...repo, head }));
  const saved = join(home, 'saved-prompts');
  rmSync(saved, { recursive: true, force: true });
  mkdirSync(saved, { recursive: true });
  const before = github.requests.length;
  const result = await runAsRunner({
    bundle,
    workspace: repo.root,
    github,
    artifacts,
    // What each lane is sent to review; the round that follows has its own tests.
    inputs: { 'github-token': 'ghs_runner_token_value', 'cross-examine': 'off', reviewers: LANES },
    event: { name: 'pull_request', payload: { action, pull_request: pr } },
    runId: String(8000 + runs),
    env: { HOME: home },
  });
  const prompts = new Map(
    readdirSync(saved).map((f) => [f.replace(/-\d+\.md$/, ''), readFileSync(join(saved, f), 'utf8')]),
  );
  return { result, prompts, requests: github.requests.slice(before) };
}

const reviewsOf = (r: RunnerResult) => readFileSync(r.outputs['reviews-path'] as string, 'utf8');
const resultsOf = (r: RunnerResult) => JSON.parse(r.outputs['results'] ?? '{}') as Record<string, unknown>;
const commentLists = (p: Push) =>
  p.requests.filter((q) => q.method === 'GET' && q.path === '/repos/octo/widgets/issues/7/comments');
const frontmatter = (md: string) => parse(md.slice(4, md.indexOf('\n---\n', 4))) as Record<string, unknown>;

describe('incremental review, bundled', () => {
  it('reviews the whole change, then only what was pushed on top, then everything again after a force-push', async () => {
    // 1. The pull request is opened: a full review, recorded in the sticky comment.
    const first = await push(repo.head, 'opened');
    expect(first.result.status).toBe(0);
    expect([...first.prompts.keys()].sort()).toEqual(['cart-a', 'cart-b', 'cart-c']);
    for (const p of first.prompts.values()) {
      expect(p).toContain('### `src/cart.js`');
      expect(p).not.toContain('## Incremental review');
    }
    expect(reviewsOf(first.result)).toContain('> Full review: this run is for a pull_request opened;');
    expect(frontmatter(reviewsOf(first.result))).toHaveProperty('reviewed_range');
    expect(github.comments).toHaveLength(1);
    expect(readPreviousReviewRecord(github.comments[0]?.body ?? '')?.marker).toEqual({
      head: repo.head,
      base: repo.base,
    });
    expect(github.reviews).toHaveLength(1);
    const inline = github.reviewComments.map((c) => [c.id, c.line]);
    expect(inline.length).toBeGreaterThan(0);
    // Looked up once, before the lanes ran; the one listing after the create is D12's check for an
    // overlapping run's duplicate, which only a create needs.
    const created = first.requests.findIndex(
      (q) => q.method === 'POST' && q.path.endsWith('/issues/7/comments'),
    );
    expect(commentLists({ ...first, requests: first.requests.slice(0, created) })).toHaveLength(1);
    expect(commentLists(first)).toHaveLength(2);

    // 2. A push on top that changes only src/widget.js: the lanes see its diff and nothing else.
    const reviewed = repo.head;
    const second = repo.commit('second push', { 'src/widget.js': 'export const widget = () => 3;\n' });
    const delta = await push(second, 'synchronize');
    expect(delta.result.status).toBe(0);
    expect(delta.prompts.size).toBe(3);
    for (const p of delta.prompts.values()) {
      expect(p).toContain(
        `## Incremental review\n\nAn earlier review covered this pull request up to \`${reviewed}\`.`,
      );
      expect(p).toContain('-export const widget = () => 2;\n+export const widget = () => 3;');
      // The first push's diffs are not sent again: neither src/cart.js nor the widget's first change.
      expect(p).not.toContain('### `src/cart.js`');
      expect(p).not.toContain("+export const line26 = 'changed';");
      expect(p).not.toContain('-export const widget = () => 1;');
      expect(p).toContain('- not changed by the new commits (1): `src/cart.js` (+8 −8)\n');
      // The open findings of the first review, as context.
      expect(p).toContain('## Open findings of the last review (context)');
      expect(p).toMatch(
        /- HIGH src\/cart\.js:2[89](-30)? — .*\(flagged by fake-cart-a, fake-cart-b, fake-cart-c\)/,
      );
    }
    const page = reviewsOf(delta.result);
    expect(frontmatter(page)).toMatchObject({
      reviewed_range: `${reviewed}..${second}`,
      previous_head: reviewed,
    });
    expect(page).toContain(
      `> Incremental review: the lanes reviewed only the commits \`${reviewed.slice(0, 12)}..${second.slice(0, 12)}\``,
    );
    // The first review's findings are untouched by the push: carried, and only onto the page.
    expect(page).toContain('## From the previous review');
    expect(page).toMatch(
      /\| HIGH \| `src\/cart\.js:2[89](-30)?` \| .* \| fake-cart-a, fake-cart-b, fake-cart-c \| 3 of 3 \|/,
    );
    const results = resultsOf(delta.result);
    expect(results['findings']).toEqual([]);
    expect((results['carriedFindings'] as unknown[]).length).toBe(3);
    expect(delta.result.outputs['findings']).toBe('0');
    expect(github.reviews).toHaveLength(1);
    expect(github.reviewComments.map((c) => [c.id, c.line])).toEqual(inline);
    expect(github.comments).toHaveLength(1);
    const recorded = readPreviousReviewRecord(github.comments[0]?.body ?? '');
    expect(recorded?.marker).toEqual({ head: second, base: repo.base });
    // What the next push builds on: the carried findings stay open.
    expect(recorded?.findings).toHaveLength(3);
    expect(commentLists(delta)).toHaveLength(1);

    // 3. A force-push: the reviewed head is gone from the branch. Everything is reviewed again.
    repo.git('checkout', '-q', '-B', 'feature', repo.base);
    const forced = repo.commit('rewritten', {
      'src/widget.js': 'export const widget = () => 4;\n',
      'src/cart.js': cartSource(true),
    });
    const again = await push(forced, 'synchronize');
    expect(again.result.status).toBe(0);
    for (const p of again.prompts.values()) {
      expect(p).toContain('### `src/cart.js`');
      expect(p).not.toContain('## Incremental review');
    }
    const full = reviewsOf(again.result);
    expect(full).toContain(
      `> Full review: the last reviewed head \`${second.slice(0, 12)}\` is not an ancestor of \`${forced.slice(0, 12)}\`: the branch was force-pushed or rebased.`,
    );
    expect(frontmatter(full)).toMatchObject({ previous_head: second });
    expect(full).not.toContain('## From the previous review');
    expect(github.comments).toHaveLength(1);
    expect(github.reviews).toHaveLength(1);
    expect(github.reviewComments.map((c) => c.id)).toEqual(inline.map(([id]) => id));
    expect(commentLists(again)).toHaveLength(1);
    expect(readPreviousReviewRecord(github.comments[0]?.body ?? '')?.marker).toEqual({
      head: forced,
      base: repo.base,
    });
  }, 300_000);
});
