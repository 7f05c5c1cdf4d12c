/**
 * The pull request review of the findings (D16 "Publish") against the loopback GitHub fake,
 * which checks reviews as GitHub does (all or nothing; 422 without saying which comment;
 * `line: null` once outdated), through the real Octokit with its retry and throttling plugins.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import type { FakeGitHub, FakeGitHubOptions } from '../../__fixtures__/github/fake-github.js';
import { startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import {
  divisionByZero,
  finding,
  laneFinding,
  missingAwait,
  outsideTheDiff,
  styleNit,
} from '../../__fixtures__/findings/findings.js';
import type { Finding } from '../../src/findings/types.js';
import type { ReviewComment } from '../../src/github/client.js';
import { createGitHubApi } from '../../src/github/client.js';
import type { Annotation } from '../../src/github/log.js';
import { FINDING_MARKER, REVIEW_MARKER, chooseFindings, type InlinePolicy } from '../../src/github/inline.js';
import type { PullReviewInput } from '../../src/github/pull-review.js';
import { findingLine, inlineBody, matchComments, publishPullReview } from '../../src/github/pull-review.js';

const HEAD = 'b'.repeat(40);
const DEFAULT_POLICY: InlinePolicy = { enabled: true, max: 10, minSeverity: 'MEDIUM', minAgreement: 1 };

/** A whole new file of `lines` lines: one hunk, every line on the new side. */
const addedFile = (filename: string, lines: number) => ({
  filename,
  status: 'added',
  additions: lines,
  deletions: 0,
  patch: [`@@ -0,0 +1,${lines} @@`, ...Array.from({ length: lines }, (_, i) => `+line ${i + 1}`)].join('\n'),
});

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

interface Logged {
  level: string;
  message: string;
  at?: Annotation;
}

async function harness(opts: FakeGitHubOptions = {}) {
  fake = await startFakeGitHub(opts);
  fake.files.set(7, [addedFile('src/cart.ts', 40), addedFile('src/util.ts', 10)]);
  const logged: Logged[] = [];
  const rec = (level: string) => (message: string, at?: Annotation) =>
    logged.push({ level, message, ...(at ? { at } : {}) });
  const api = createGitHubApi({
    token: 'ghs_x',
    baseUrl: fake.url,
    owner: 'octo',
    repo: 'widgets',
    log: { warning: rec('warning'), info: () => undefined },
    retryBaseMs: 1,
  });
  const review = (findings: Finding[], over: Partial<PullReviewInput> = {}) =>
    publishPullReview(
      api,
      {
        pull: 7,
        headSha: HEAD,
        findings,
        policy: DEFAULT_POLICY,
        login: 'github-actions[bot]',
        links: { commentUrl: 'https://github.test/octo/widgets/pull/7#issuecomment-1' },
        secrets: [],
        ...over,
      },
      {
        log: { info: rec('info'), notice: rec('notice'), warning: rec('warning'), error: rec('error') },
        sleep: async () => undefined,
      },
    );
  const requests = () =>
    (fake as FakeGitHub).requests.map((r) => `${r.method} ${r.path.replace('/repos/octo/widgets', '')}`);
  return { fake, api, review, logged, requests };
}

const all = [divisionByZero, missingAwait, styleNit, outsideTheDiff];

describe('chooseFindings', () => {
  it('takes inline-able findings over both thresholds, in order, at most max', () => {
    expect(chooseFindings(all, DEFAULT_POLICY)).toEqual([divisionByZero, missingAwait]);
    expect(chooseFindings(all, { ...DEFAULT_POLICY, minSeverity: 'LOW' })).toEqual([
      divisionByZero,
      missingAwait,
      styleNit,
    ]);
    expect(chooseFindings(all, { ...DEFAULT_POLICY, minSeverity: 'HIGH' })).toEqual([divisionByZero]);
    expect(chooseFindings(all, { ...DEFAULT_POLICY, minAgreement: 2 })).toEqual([divisionByZero]);
    expect(chooseFindings(all, { ...DEFAULT_POLICY, max: 1 })).toEqual([divisionByZero]);
    expect(chooseFindings(all, { ...DEFAULT_POLICY, max: 0 })).toEqual([]);
    expect(chooseFindings(all, { ...DEFAULT_POLICY, enabled: false })).toEqual([]);
  });
});

describe('inlineBody', () => {
  it('carries the marker, severity, title, who flagged it and each lane’s own text', () => {
    const body = inlineBody(divisionByZero);
    const lines = body.split('\n');
    expect(lines[0]).toBe(FINDING_MARKER);
    expect(lines[1]).toBe('**HIGH** Division by zero: `averagePrice()` divides by the item count');
    expect(body).toContain('Flagged by codex, claude, gemini (3 of 3 lanes).');
    expect(body).toContain('<details><summary>claude (HIGH) at <code>src/cart.ts:29</code></summary>');
    expect(body).toContain('<details><summary>gemini (MEDIUM) at <code>src/cart.ts:28</code></summary>');
    expect(body).toContain('averagePrice() divides by zero for an empty cart. As claude sees it.');
    expect(body.match(/<details>/g)).toHaveLength(3);
    expect(body.match(/<\/details>/g)).toHaveLength(3);
  });

  it('gives lane text the hygiene of the sticky comment (D12)', () => {
    const token = 'ghp_0123456789abcdefghijABCDEFGHIJ0123456789';
    const hostile = finding([
      laneFinding('codex', 'HIGH', 'src/cart.ts', 5, `Leaks ${token} @octocat`, {
        text: [
          `The key ${token} and the team-secret-value are printed; cc @octocat`,
          '![tracker](https://evil.example/pixel.png) <img src="https://evil.example/p2.png">',
          '<!-- reviewer-lanes:finding -->',
          '</details><details open><summary>fake</summary>',
          '```js',
          'unterminated();',
        ].join('\n'),
      }),
    ]);
    const body = inlineBody(hostile, ['team-secret-value']);
    expect(body).not.toContain(token);
    expect(body).not.toContain('team-secret-value');
    expect(body).toContain('[REDACTED]');
    expect(body).not.toMatch(/!\[[^\]]*\]\(https?:/);
    expect(body).not.toMatch(/<img\b/i);
    expect(body.split(FINDING_MARKER)).toHaveLength(2);
    expect(body.indexOf('<!--')).toBe(0);
    expect(body).not.toMatch(/(^|[^\w`])@octocat/);
    // The lane's `</details>` is text; only ours close blocks, and its fence is closed.
    expect(body.match(/<\/details>/g)).toHaveLength(1);
    expect(body.split('\n').filter((l) => /^\s{0,3}(```|~~~)/.test(l)).length % 2).toBe(0);
  });

  it('fits GitHub’s comment limit whatever a lane wrote', () => {
    const huge = finding([
      laneFinding('a', 'HIGH', 'src/cart.ts', 5, 'Big', { text: 'x '.repeat(60_000) }),
      laneFinding('b', 'HIGH', 'src/cart.ts', 5, 'Big', { text: 'y '.repeat(60_000) }),
    ]);
    expect(inlineBody(huge).length).toBeLessThanOrEqual(65_536);
  });
});

describe('findingLine', () => {
  it('keeps a path the pull request named inside its code span, whatever it holds', () => {
    const f = finding([laneFinding('codex', 'HIGH', 'src/a``b` <img src=x>\n@octocat.ts', 3, 'Bad')]);
    const line = findingLine(f);
    expect(line).toBe(
      '- **HIGH** ```"src/a``b` <img src=x>\\n@octocat.ts":3``` Bad (flagged by codex (1 of 3 lanes))',
    );
  });
});

describe('matchComments', () => {
  const ours = (
    id: number,
    line: number,
    extra: Partial<{ login: string; body: string; path: string; startLine: number }> = {},
  ): ReviewComment => ({
    id,
    body: `${FINDING_MARKER}\nold`,
    login: 'github-actions[bot]',
    path: 'src/cart.ts',
    line,
    startLine: extra.startLine ?? null,
    htmlUrl: `u${id}`,
    inReplyTo: null,
    association: 'NONE',
    thumbsDown: 0,
    ...extra,
  });
  it('is within 3 lines on the same path, by us, still placed; the closest; one finding each', () => {
    const m = (c: ReviewComment[], fs: Finding[] = [divisionByZero]) =>
      [...matchComments(fs, c, 'github-actions[bot]').entries()].map(([f, x]) => [f.line, x.id]);
    expect(m([ours(1, 31)])).toEqual([[28, 1]]);
    expect(m([ours(1, 32)])).toEqual([]);
    expect(m([ours(1, 26, { startLine: 20 })])).toEqual([[28, 1]]);
    expect(m([ours(1, 31), ours(2, 29)])).toEqual([[28, 2]]);
    expect(m([ours(1, 28, { login: 'mallory' })])).toEqual([]);
    expect(m([ours(1, 28, { body: 'no marker' })])).toEqual([]);
    expect(m([ours(1, 28, { path: 'src/util.ts' })])).toEqual([]);
    expect(m([{ ...ours(1, 28), line: null }])).toEqual([]);
    const near = finding([laneFinding('a', 'HIGH', 'src/cart.ts', 30, 'Other')]);
    expect(m([ours(1, 29)], [divisionByZero, near])).toEqual([[28, 1]]);
  });
});

describe('publishPullReview', () => {
  it('posts one COMMENT review at the reviewed head with an inline comment per chosen finding', async () => {
    const { fake, review, requests } = await harness();
    const r = await review(all);
    expect(r).toMatchObject({ status: 'posted', posted: 2, moved: [] });
    expect(requests()).toEqual(['GET /pulls/7/comments', 'POST /pulls/7/reviews']);
    expect(fake.reviews).toHaveLength(1);
    expect(fake.reviews[0]).toMatchObject({ event: 'COMMENT', commit_id: HEAD });
    expect(fake.reviews[0]?.body.split('\n')[0]).toBe(REVIEW_MARKER);
    expect(fake.reviews[0]?.body).toContain(
      '[the review comment](https://github.test/octo/widgets/pull/7#issuecomment-1)',
    );
    expect(fake.reviewComments.map((c) => [c.path, c.start_line, c.line])).toEqual([
      ['src/cart.ts', null, 28],
      ['src/cart.ts', 12, 14],
    ]);
    expect(fake.reviewComments[0]?.body).toBe(inlineBody(divisionByZero));
  });

  it('posts nothing on a re-run whose findings all have their comment, and no request for none', async () => {
    const { fake, review, requests } = await harness();
    await review(all);
    fake.requests.length = 0;
    const r = await review(all);
    expect(r).toMatchObject({ status: 'current', posted: 0, updated: 0, unchanged: 2 });
    expect(requests()).toEqual(['GET /pulls/7/comments']);
    expect(fake.reviews).toHaveLength(1);
    fake.requests.length = 0;
    expect((await review([styleNit, outsideTheDiff])).status).toBe('nothing');
    expect(requests()).toEqual([]);
  });

  it('updates a comment whose finding moved a little or changed, in place; posts one that has none', async () => {
    const { fake, review, requests } = await harness();
    await review([divisionByZero, missingAwait]);
    const [first, second] = fake.reviewComments;
    fake.requests.length = 0;
    const moved = {
      ...divisionByZero,
      line: 31,
      agreement: 2,
      lanes: ['codex', 'claude'],
      byLane: divisionByZero.byLane.slice(0, 2),
    };
    const fresh = finding([laneFinding('codex', 'MEDIUM', 'src/cart.ts', 36, 'Another thing')]);
    const r = await review([moved, missingAwait, fresh]);
    expect(r).toMatchObject({ status: 'posted', posted: 1, updated: 1, unchanged: 1 });
    expect(requests()).toEqual([
      'GET /pulls/7/comments',
      `PATCH /pulls/comments/${first?.id}`,
      'POST /pulls/7/reviews',
    ]);
    expect(first?.body).toContain('Flagged by codex, claude (2 of 3 lanes).');
    expect(second?.body).toBe(inlineBody(missingAwait));
    expect(fake.reviewComments.map((c) => c.line)).toEqual([28, 14, 36]);
  });

  it('posts again where GitHub outdated our comment, and never edits a look-alike by someone else', async () => {
    const { fake, review } = await harness();
    await review([divisionByZero]);
    fake.outdate(fake.reviewComments[0]?.id ?? 0);
    const human = fake.seedReviewComment(7, {
      path: 'src/cart.ts',
      line: 14,
      body: `${FINDING_MARKER}\nmine`,
      login: 'mallory',
    });
    const r = await review([divisionByZero, missingAwait]);
    expect(r).toMatchObject({ status: 'posted', posted: 2 });
    expect(human.body).toBe(`${FINDING_MARKER}\nmine`);
    expect(fake.reviews).toHaveLength(2);
  });

  it('a comment GitHub will not place (422) moves to the review body with a warning; the others are posted', async () => {
    const { fake, review, requests, logged } = await harness();
    // Our diff said line 8 of util.ts was changed; GitHub's diff of the pull request does not have it.
    fake.files.set(7, [addedFile('src/cart.ts', 40), { ...addedFile('src/util.ts', 4) }]);
    const offDiff = finding([
      laneFinding('codex', 'HIGH', 'src/util.ts', 8, 'Off by one'),
      laneFinding('claude', 'HIGH', 'src/util.ts', 8, 'Off by one in the loop'),
    ]);
    const r = await review([offDiff, divisionByZero, missingAwait]);
    expect(r.status).toBe('posted');
    expect(r.posted).toBe(2);
    expect(r.moved).toEqual([offDiff]);
    expect(requests()).toEqual([
      'GET /pulls/7/comments',
      'POST /pulls/7/reviews',
      'GET /pulls/7/files',
      'POST /pulls/7/reviews',
    ]);
    expect(fake.reviews).toHaveLength(1);
    expect(fake.reviewComments.map((c) => [c.path, c.line])).toEqual([
      ['src/cart.ts', 28],
      ['src/cart.ts', 14],
    ]);
    expect(fake.reviews[0]?.body).toContain('GitHub would not place these on the diff:');
    expect(fake.reviews[0]?.body).toContain(
      '- **HIGH** `src/util.ts:8` Off by one (flagged by codex, claude (2 of 3 lanes))',
    );
    expect(logged.filter((l) => l.level === 'warning').map((l) => l.message)).toEqual([
      'GitHub refused 1 of the inline comment(s) of the review of pull request #7 (422: Unprocessable Entity: Pull request review thread line must be part of the diff); it is in the review body instead: src/util.ts:8 Off by one',
    ]);
  });

  it('when its files cannot tell which comment GitHub refused, halves are tried as pending reviews it deletes, and one review is posted', async () => {
    const { fake, review, requests, logged } = await harness();
    // GitHub's own diff lacks a line its files show: they cannot tell this comment apart.
    fake.unplaceable.add('src/cart.ts:28');
    const r = await review([missingAwait, divisionByZero]);
    expect(r).toMatchObject({ status: 'posted', posted: 1, moved: [divisionByZero] });
    const probe = fake.requests.filter((q) => q.method === 'POST')[1];
    const pending = probe?.body as { event?: string; comments: Array<{ line: number }> };
    expect(pending.event).toBeUndefined();
    expect(pending.comments.map((c) => c.line)).toEqual([14]);
    expect(requests()).toEqual([
      'GET /pulls/7/comments',
      'POST /pulls/7/reviews',
      'GET /pulls/7/files',
      'POST /pulls/7/reviews',
      expect.stringMatching(/^DELETE \/pulls\/7\/reviews\/\d+$/),
      'POST /pulls/7/reviews',
    ]);
    expect(fake.reviews).toEqual([expect.objectContaining({ state: 'COMMENTED', event: 'COMMENT' })]);
    expect(fake.reviewComments.map((c) => [c.path, c.line])).toEqual([['src/cart.ts', 14]]);
    expect(fake.reviews[0]?.body).toContain('- **HIGH** `src/cart.ts:28` Division by zero');
    expect(logged.filter((l) => l.level === 'warning').map((l) => l.message)).toEqual([
      'GitHub refused 1 of the inline comment(s) of the review of pull request #7 (422: Unprocessable Entity: Line could not be resolved); it is in the review body instead: src/cart.ts:28 Division by zero: `averagePrice()` divides by the item count',
    ]);
  });

  it('a pending review of ours left on the pull request (a run stopped mid-probe) is deleted, and the review posted', async () => {
    const { fake, review, requests, logged } = await harness();
    const left = await fetch(`${fake.url}/repos/octo/widgets/pulls/7/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ commit_id: HEAD, comments: [{ path: 'src/cart.ts', line: 3, body: 'probe' }] }),
    });
    const { id } = (await left.json()) as { id: number };
    fake.requests.length = 0;
    const r = await review([missingAwait, divisionByZero]);
    expect(r).toMatchObject({ status: 'posted', posted: 2, moved: [] });
    expect(requests()).toEqual([
      'GET /pulls/7/comments',
      'POST /pulls/7/reviews',
      'GET /pulls/7/reviews',
      `DELETE /pulls/7/reviews/${id}`,
      'POST /pulls/7/reviews',
    ]);
    expect(fake.reviews).toEqual([expect.objectContaining({ state: 'COMMENTED' })]);
    expect(fake.reviewComments.map((c) => c.line)).toEqual([14, 28]);
    expect(logged.filter((l) => l.level === 'warning')).toEqual([]);
  });

  // D19 "Placing": [comments, the lines GitHub refuses, inline after, in the body, requests after the files]
  const placing: Array<[string, number, number[], number, number, number]> = [
    ['one refused among two keeps the other inline', 2, [3], 1, 1, 3],
    ['one refused among eight costs only itself', 8, [12], 7, 1, 2 * 3 + 1],
    [
      'two refused among four: the bound is spent before the last one is tried alone',
      4,
      [3, 9],
      1,
      3,
      2 * 2 + 1,
    ],
    ['every one refused: what the bound leaves untried moves to the body', 4, [0, 3, 6, 9], 0, 4, 2 * 2 + 1],
  ];
  it.each(placing)('%s', async (_name, n, refusedLines, inline, inBody, after) => {
    const { fake, review, requests, logged } = await harness();
    const many = Array.from({ length: n }, (_, i) =>
      finding([laneFinding('codex', 'HIGH', 'src/cart.ts', 1 + 3 * i, `Problem ${i}`)]),
    );
    for (const line of refusedLines) fake.unplaceable.add(`src/cart.ts:${line + 1}`);
    const r = await review(many, { policy: { ...DEFAULT_POLICY, max: 30 } });
    expect(r.status).toBe('posted');
    expect(fake.reviewComments).toHaveLength(inline);
    expect(r.posted).toBe(inline);
    expect(r.moved).toHaveLength(inBody);
    const sent = requests();
    const afterFiles = sent.slice(sent.indexOf('GET /pulls/7/files') + 1);
    // After the files: pending reviews created and deleted, at most 2·⌈log2 n⌉ requests, then the review.
    expect(
      afterFiles.every((q) => /^(POST \/pulls\/7\/reviews|DELETE \/pulls\/7\/reviews\/\d+)$/.test(q)),
    ).toBe(true);
    expect(afterFiles.length).toBeLessThanOrEqual(after);
    expect(afterFiles.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(n)) + 1);
    // One review a run, submitted; no pending one left behind.
    expect(fake.reviews).toEqual([expect.objectContaining({ state: 'COMMENTED' })]);
    for (const f of r.moved) expect(fake.reviews[0]?.body).toContain(f.title);
    expect(logged.filter((l) => l.level === 'warning').map((l) => l.message)).toEqual([
      expect.stringContaining(`${inBody === n ? 'the' : `${inBody} of the`} inline comment(s)`),
    ]);
  });

  it('when the review without the refused comments is refused too, every comment goes to the body', async () => {
    const { fake, review, requests } = await harness();
    fake.files.set(7, [addedFile('src/cart.ts', 20)]);
    fake.faults.push({ method: 'POST', path: /\/pulls\/7\/reviews$/, status: 422, times: 2 });
    const r = await review([divisionByZero, missingAwait]);
    expect(r).toMatchObject({ status: 'posted', posted: 0, moved: [divisionByZero, missingAwait] });
    expect(requests()).toEqual([
      'GET /pulls/7/comments',
      'POST /pulls/7/reviews',
      'GET /pulls/7/files',
      'POST /pulls/7/reviews',
      'POST /pulls/7/reviews',
    ]);
    expect(fake.reviews).toHaveLength(1);
  });

  it('a read-only token gets at most 10 annotations, and the summary lists the rest', async () => {
    const { fake, review, logged } = await harness({ readOnly: true });
    const many = Array.from({ length: 12 }, (_, i) =>
      finding(
        [
          laneFinding(
            'codex',
            'HIGH',
            'src/cart.ts',
            1 + 3 * i,
            `Problem ${i}`,
            i === 0 ? { endLine: 2 } : {},
          ),
        ],
        i === 0 ? { endLine: 2 } : {},
      ),
    );
    const r = await review(many, { policy: { ...DEFAULT_POLICY, max: 30 } });
    expect(r.status).toBe('annotated');
    expect(fake.reviews).toEqual([]);
    const annotations = logged.filter((l) => l.level === 'warning');
    expect(annotations).toHaveLength(10);
    expect(annotations[0]).toEqual({
      level: 'warning',
      message: 'Problem 0 (flagged by codex (1 of 3 lanes))',
      at: { file: 'src/cart.ts', startLine: 1, endLine: 2, title: 'reviewer-lanes: HIGH finding' },
    });
    const summary = r.summary.join('\n');
    expect(summary).toContain(
      '12 findings are shown as annotations instead, the first 10 of them; the others:',
    );
    expect(summary).toContain('- **HIGH** `src/cart.ts:31` Problem 10');
    expect(summary).toContain('- **HIGH** `src/cart.ts:34` Problem 11');
    expect(summary).not.toContain('Problem 9 ');
  });

  it('known to be read-only (the sticky comment got 403): annotations, without a request', async () => {
    const { review, requests } = await harness();
    const r = await review([divisionByZero], { readOnly: true });
    expect(r.status).toBe('annotated');
    expect(requests()).toEqual([]);
  });

  it('a create that landed but answered 502 is found by re-listing, not sent twice', async () => {
    const { fake, review, requests } = await harness();
    fake.faults.push({ method: 'POST', path: /\/pulls\/7\/reviews$/, status: 502, thenFail: true });
    const r = await review([divisionByZero]);
    expect(r.status).toBe('posted');
    expect(fake.reviews).toHaveLength(1);
    expect(requests()).toEqual(['GET /pulls/7/comments', 'POST /pulls/7/reviews', 'GET /pulls/7/comments']);
  });

  it('a create that failed with 502 is sent once more', async () => {
    const { fake, review, requests } = await harness();
    fake.faults.push({ method: 'POST', path: /\/pulls\/7\/reviews$/, status: 502 });
    const r = await review([divisionByZero]);
    expect(r.status).toBe('posted');
    expect(fake.reviews).toHaveLength(1);
    expect(requests()).toEqual([
      'GET /pulls/7/comments',
      'POST /pulls/7/reviews',
      'GET /pulls/7/comments',
      'POST /pulls/7/reviews',
    ]);
  });

  it('posts nothing when it cannot read the comments it might duplicate', async () => {
    const { fake, review, logged } = await harness();
    fake.faults.push({ method: 'GET', path: /\/pulls\/7\/comments$/, status: 500, times: 10 });
    const r = await review([divisionByZero]);
    expect(r.status).toBe('failed');
    expect(fake.reviews).toEqual([]);
    expect(logged.map((l) => l.message)).toContainEqual(
      expect.stringMatching(
        /^Could not read the review comments of pull request #7, so no inline comment was posted/,
      ),
    );
  });
});
