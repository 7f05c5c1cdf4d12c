/**
 * What the action reads before the lanes run (D17), against real git repositories in temp
 * directories and the loopback GitHub fake through the real client: the pull request's comments
 * listed once, the last review's marker read from ours only, the head it covered fetched when the
 * checkout lacks it, and the scope each case gives.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { divisionByZero, missingAwait } from '../../__fixtures__/findings/findings.js';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { runGit, writeFiles } from '../../__fixtures__/sys/git.js';
import type { ActionEvent } from '../../src/action/event.js';
import { ensureCommits } from '../../src/action/event.js';
import type { LookBackDeps } from '../../src/action/look-back.js';
import { lookBack } from '../../src/action/look-back.js';
import { createGitHubApi } from '../../src/github/client.js';
import { STATUS_END, STATUS_START } from '../../src/github/progress-page.js';
import { commentMarker } from '../../src/github/comment.js';
import { FINDING_MARKER } from '../../src/github/inline.js';
import { inlineBody } from '../../src/github/pull-review.js';
import { openRecord, reviewedHeader, reviewedMarker } from '../../src/github/sticky-record.js';
import { createGit } from '../../src/sys/git.js';

const BOT = 'github-actions[bot]';
let work: string;
let origin: string;
let base: string;
let previous: string;
let head: string;
let forced: string;
let merge: string;
let github: FakeGitHub;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'rl-look-back-'));
  origin = join(work, 'origin');
  const git = (...args: string[]) => runGit(origin, args);
  runGit(work, ['init', '-q', '-b', 'main', origin]);
  writeFiles(origin, { 'a.js': 'one\n' });
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  base = git('rev-parse', 'HEAD');
  git('checkout', '-q', '-b', 'feature');
  writeFiles(origin, { 'a.js': 'two\n' });
  git('commit', '-q', '-am', 'the reviewed head');
  previous = git('rev-parse', 'HEAD');
  writeFiles(origin, { 'a.js': 'three\n' });
  git('commit', '-q', '-am', 'pushed on top');
  head = git('rev-parse', 'HEAD');
  // What a force-push left: the same change again, on another line of history.
  git('checkout', '-q', '-b', 'rewritten', base);
  writeFiles(origin, { 'a.js': 'two, again\n' });
  git('commit', '-q', '-am', 'rewritten');
  forced = git('rev-parse', 'HEAD');
  // refs/pull/7/merge: the head merged into the base, what actions/checkout checks out.
  git('checkout', '-q', '-b', 'merge', base);
  git('merge', '-q', '--no-ff', '--no-edit', head);
  merge = git('rev-parse', 'HEAD');
  git('checkout', '-q', 'feature');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeEach(async () => {
  github = await startFakeGitHub();
});
afterEach(async () => github.close());

const api = () =>
  createGitHubApi({
    token: 'ghs_token',
    baseUrl: github.url,
    owner: 'octo',
    repo: 'widgets',
    log: { warning: () => undefined, info: () => undefined },
  });

/** Our sticky comment as a publish writes it: marker, what it reviewed, then the page. */
function seedReview(reviewedHead: string, opts: { base?: string; login?: string } = {}) {
  const header = reviewedHeader(
    { head: reviewedHead, base: opts.base ?? base },
    [divisionByZero, missingAwait].map(openRecord),
  );
  return github.seedComment(
    7,
    [commentMarker('default'), ...header, '# Cross-AI Review'].join('\n'),
    opts.login ?? BOT,
  );
}

function deps(over: Partial<LookBackDeps> = {}, cwd = origin): LookBackDeps & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    inputs: { incremental: 'auto', comment: true, commentId: 'default' },
    event: {
      name: 'pull_request',
      action: 'synchronize',
      pr: {
        number: 7,
        title: '',
        body: '',
        baseSha: base,
        headSha: head,
        baseRepo: 'octo/widgets',
        headRepo: 'octo/widgets',
        isFork: false,
      },
    },
    github: api(),
    author: async () => BOT,
    git: createGit(cwd),
    log: { info: () => undefined, warning: (m) => warnings.push(m) },
    warnings,
    ...over,
  };
}

const gets = (path: string) => github.requests.filter((r) => r.method === 'GET' && r.path === path).length;

describe('lookBack', () => {
  it('a push on top of the reviewed head: a delta, with the recorded findings and our placed comments', async () => {
    const listed = seedReview(previous);
    github.seedReviewComment(7, {
      path: 'src/cart.ts',
      line: 40,
      body: inlineBody(divisionByZero),
      login: BOT,
    });
    const outdated = github.seedReviewComment(7, {
      path: 'src/cart.ts',
      line: 12,
      body: `${FINDING_MARKER}\n**HIGH** Gone`,
      login: BOT,
    });
    github.outdate(outdated.id);
    github.seedReviewComment(7, {
      path: 'src/cart.ts',
      line: 5,
      body: `${FINDING_MARKER}\n**LOW** Not ours`,
      login: 'octocat',
    });

    const back = await lookBack(deps());
    expect(back.scope).toEqual({ kind: 'delta', since: previous, previousHead: previous });
    expect(back.sticky?.comments.map((c) => c.id)).toEqual([listed.id]);
    expect(back.sticky?.login).toBe(BOT);
    expect(back.previous?.findings.map((f) => [f.path, f.line, f.severity, f.lanes])).toEqual([
      ['src/cart.ts', 28, 'HIGH', ['codex', 'claude', 'gemini']],
      ['src/cart.ts', 12, 'MEDIUM', ['claude']],
    ]);
    // Ours and still placed only: not the outdated one, not someone else's.
    expect(back.previous?.comments).toEqual([
      { path: 'src/cart.ts', line: 40, severity: 'HIGH', title: divisionByZero.title },
    ]);
    expect(gets('/repos/octo/widgets/issues/7/comments')).toBe(1);
    expect(gets('/repos/octo/widgets/pulls/7/comments')).toBe(1);
  });

  it.each([
    ['a force-push', () => forced, undefined, 'not_ancestor'],
    ['a changed base', () => previous, 'f'.repeat(40), 'base_changed'],
    ['a re-run of the reviewed head', () => head, undefined, 'same_head'],
  ])(
    '%s: a full review that says why, and the review comments listed once for its feedback',
    async (_name, reviewed, otherBase, reason) => {
      seedReview(reviewed(), otherBase ? { base: otherBase } : {});
      const back = await lookBack(deps());
      expect(back.scope).toMatchObject({ kind: 'full', reason, previousHead: reviewed() });
      expect(back.previous).toBeUndefined();
      // D19: the feedback on our comments counts on a full review too; the publish reuses the listing.
      expect(back.history?.recorded.map((f) => [f.id, f.outcome])).toEqual([
        [divisionByZero.id, 'open'],
        [missingAwait.id, 'open'],
      ]);
      expect(back.feedback?.listed).toEqual([]);
      expect(gets('/repos/octo/widgets/issues/7/comments')).toBe(1);
      expect(gets('/repos/octo/widgets/pulls/7/comments')).toBe(1);
    },
  );

  /** A checkout of one commit at depth 1, as actions/checkout makes it, with `origin` its remote. */
  function shallowCheckout(name: string, sha: string): { dir: string; git: (...a: string[]) => string } {
    const dir = join(work, name);
    const git = (...args: string[]) => runGit(dir, args);
    runGit(work, ['init', '-q', dir]);
    git('remote', 'add', 'origin', `file://${origin}`);
    git('fetch', '-q', '--depth', '1', 'origin', sha);
    git('checkout', '-q', sha);
    return { dir, git };
  }

  it("on actions/checkout's default checkout (the merge commit, depth 1), a delta once the head is fetched", async () => {
    const { dir } = shallowCheckout('merge-checkout', merge);
    const event = deps().event;
    // What the action does first (event.ts): the head arrives with its history.
    expect(
      await ensureCommits(createGit(dir), {
        refs: { baselineRef: base, base, head },
        pr: event.pr,
      } as ActionEvent),
    ).toEqual([]);
    seedReview(previous);
    expect((await lookBack(deps({}, dir))).scope).toEqual({
      kind: 'delta',
      since: previous,
      previousHead: previous,
    });
  });

  it('fetches the reviewed head a shallow checkout lacks; where its history is cut, says so', async () => {
    const { dir, git } = shallowCheckout('head-checkout', head);
    expect(() => git('cat-file', '-e', previous)).toThrow();
    seedReview(previous);
    const back = await lookBack(deps({}, dir));
    expect(() => git('cat-file', '-e', previous)).not.toThrow();
    // A tip fetched at depth 1 has no history to show its ancestry: said, not guessed.
    expect(back.scope).toMatchObject({ kind: 'full', reason: 'not_ancestor' });
    expect(back.scope.kind === 'full' && back.scope.detail).toContain('too shallow');
  });

  it('a reviewed head that cannot be had is a full review, saying so', async () => {
    seedReview('d'.repeat(40));
    const back = await lookBack(deps());
    expect(back.scope).toMatchObject({ kind: 'full', reason: 'previous_head_missing' });
    expect(back.scope.kind === 'full' && back.scope.detail).toContain('could not be fetched');
  });

  it('reads a marker only from the header of a comment of ours', async () => {
    // Someone else's comment with a perfect header, and ours with the marker below the page.
    seedReview(previous, { login: 'octocat' });
    github.seedComment(
      7,
      [commentMarker('default'), '# Cross-AI Review', reviewedMarker({ head: previous, base })].join('\n'),
      BOT,
    );
    const back = await lookBack(deps());
    expect(back.scope).toMatchObject({ kind: 'full', reason: 'no_previous_review' });
    expect(back.scope.kind === 'full' && back.scope.detail).toContain('does not record the head it reviewed');
  });

  it('a comment an earlier run left with only its status (its first review failed): a full review that says so', async () => {
    github.seedComment(
      7,
      [commentMarker('default'), STATUS_START, '> **Review failed**: 1 lane', STATUS_END].join('\n'),
      BOT,
    );
    const back = await lookBack(deps());
    expect(back.scope).toMatchObject({ kind: 'full', reason: 'no_previous_review' });
    expect(back.scope.kind === 'full' && back.scope.detail).toContain(
      'the earlier run on the pull request ended before it posted a review',
    );
  });

  it('lists nothing when the comment is off or there is no token', async () => {
    seedReview(previous);
    const off = await lookBack(
      deps({ inputs: { incremental: 'auto', comment: false, commentId: 'default' } }),
    );
    expect(off.scope).toMatchObject({ kind: 'full', reason: 'no_previous_review' });
    const none = await lookBack(deps({ github: null, author: null }));
    expect(none.scope).toMatchObject({ kind: 'full', reason: 'no_previous_review' });
    expect(github.requests).toEqual([]);
  });

  it('incremental: off still lists once (the publish reuses it) and says so', async () => {
    seedReview(previous);
    const back = await lookBack(
      deps({ inputs: { incremental: 'off', comment: true, commentId: 'default' } }),
    );
    expect(back.scope).toMatchObject({ kind: 'full', reason: 'off', previousHead: previous });
    expect(back.sticky?.comments).toHaveLength(1);
  });

  it('a failed listing is a full review with a warning, not a failed run', async () => {
    github.faults.push({ method: 'GET', path: /\/issues\/7\/comments$/, status: 404, times: 10 });
    const d = deps();
    const back = await lookBack(d);
    expect(back).toMatchObject({ sticky: null, scope: { kind: 'full', reason: 'no_previous_review' } });
    expect(d.warnings.join('\n')).toContain('Could not read the comments of pull request #7');
  });
});
