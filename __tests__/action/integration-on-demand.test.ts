/**
 * Reviews on demand (D21) end to end: the bundled action, run as the runner runs it on
 * `issue_comment`, against the loopback GitHub fake and the fake artifact service, on one pull
 * request of a real git repository. Its lanes are the self-test's fake reviewer CLI — two
 * repository lanes consented at the base, one merged to the default branch later without consent,
 * and the first-party gemini lane, whose `gemini` on PATH is the same fake. The checkout is the
 * default branch, as actions/checkout leaves it on issue_comment.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActionRepo } from '../../__fixtures__/github/action-repo.js';
import {
  cartSource,
  createActionRepo,
  FAKE_BIN,
  fakeLaneManifest,
  LANES_DIR,
  pullFilesOf,
} from '../../__fixtures__/github/action-repo.js';
import type { FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { startFakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import type { FakeGitHub, RecordedRequest } from '../../__fixtures__/github/fake-github.js';
import { pullRequestPayload, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import type { CommentEventOptions } from '../../__fixtures__/github/issue-comment.js';
import { issueCommentPayload } from '../../__fixtures__/github/issue-comment.js';
import { commentMarker } from '../../src/github/comment.js';
import { readPreviousReviewRecord } from '../../src/github/sticky-record.js';
import { actionBundle } from './helpers/bundle.js';
import type { RunnerResult } from './helpers/runner.js';
import { runAsRunner } from './helpers/runner.js';

const DEFAULT_LANES = 'fake-good,fake-cart-a';
const BOT = 'github-actions[bot]';
let bundle: string;
let repo: ActionRepo;
let artifacts: FakeArtifacts;
let github: FakeGitHub;
let home: string;
let bin: string;
let head: string;
let runs = 0;

beforeAll(async () => {
  bundle = actionBundle();
  repo = await createActionRepo(['good', 'cart-a'], {
    baseFiles: { 'src/cart.js': cartSource(false) },
    // A lane the pull request adds: the base's baseline does not consent to it.
    headFiles: {
      'src/cart.js': cartSource(true),
      [`${LANES_DIR}/fake-extra/capability.json`]: fakeLaneManifest('extra'),
    },
  });
  head = repo.head;
  artifacts = await startFakeArtifacts();
  github = await startFakeGitHub();
  github.permissions.set('maintainer', 'maintain');
  github.permissions.set('contributor', 'read');
  home = mkdtempSync(join(tmpdir(), 'rl-on-demand-e2e-'));
  bin = join(home, 'bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'gemini'), `#!/bin/sh\nexec "${FAKE_BIN}/fake-reviewer" gemini\n`);
  chmodSync(join(bin, 'gemini'), 0o755);
  setPull(head);
  repo.git('checkout', '-q', 'main');
  // Merged without consent: the checkout declares it, the pull request's base consents to nothing of it.
  repo.commit('add a lane without consenting to it', {
    [`${LANES_DIR}/fake-extra/capability.json`]: fakeLaneManifest('extra'),
  });
}, 300_000);
afterAll(async () => {
  await artifacts.close();
  await github.close();
  rmSync(repo.root, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

function setPull(sha: string) {
  github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: repo.base, headSha: sha }));
  github.files.set(7, pullFilesOf({ ...repo, head: sha }));
}

/** A push to the pull request's branch (no workflow runs for it here); the checkout stays on main. */
function push(files: Record<string, string>): string {
  repo.git('checkout', '-q', 'feature');
  head = repo.commit('another push', files);
  repo.git('checkout', '-q', 'main');
  setPull(head);
  return head;
}

interface Run {
  result: RunnerResult;
  requests: RecordedRequest[];
  /** What each lane was given, by behaviour. */
  prompts: Map<string, string>;
}

async function run(
  event: { name: string; payload: unknown },
  inputs: Record<string, string> = {},
): Promise<Run> {
  runs++;
  const saved = join(home, 'saved-prompts');
  rmSync(saved, { recursive: true, force: true });
  mkdirSync(saved);
  const before = github.requests.length;
  const result = await runAsRunner({
    bundle,
    workspace: repo.root,
    github,
    artifacts,
    // What each lane is sent to review; the round that follows has its own tests.
    inputs: {
      'github-token': 'ghs_runner_token_value',
      'cross-examine': 'off',
      reviewers: DEFAULT_LANES,
      ...inputs,
    },
    event,
    runId: String(9100 + runs),
    env: { HOME: home, PATH: `${bin}:${FAKE_BIN}:${process.env['PATH'] ?? '/usr/bin:/bin'}` },
  });
  const prompts = new Map(
    readdirSync(saved).map((f) => [f.replace(/-\d+\.md$/, ''), readFileSync(join(saved, f), 'utf8')]),
  );
  return { result, requests: github.requests.slice(before), prompts };
}

const comment = (o: CommentEventOptions, inputs: Record<string, string> = {}) => {
  const payload = issueCommentPayload(github, o);
  return { id: payload.comment.id, run: run({ name: 'issue_comment', payload }, inputs) };
};
const pullRequestRun = (action: string) =>
  run({
    name: 'pull_request',
    payload: { action, pull_request: pullRequestPayload({ number: 7, baseSha: repo.base, headSha: head }) },
  });

const ours = () => github.comments.filter((c) => c.user.login === BOT);
const sticky = () => ours().filter((c) => c.body.startsWith(commentMarker('default')));
const replies = () => ours().filter((c) => !c.body.startsWith(commentMarker('default')));
const reactionsOf = (id: number) => (github.commentReactions.get(id) ?? []).map((r) => r.content);
const lanesOf = (r: RunnerResult) =>
  (
    JSON.parse(r.outputs['results'] ?? '{"lanes":[]}') as {
      lanes: Array<{ identity: string; status: string; reason?: string }>;
    }
  ).lanes.map((l) => `${l.identity}:${l.status}${l.reason ? `:${l.reason}` : ''}`);
const reviewsOf = (r: RunnerResult) => readFileSync(r.outputs['reviews-path'] as string, 'utf8');
const writes = (requests: RecordedRequest[]) => requests.filter((q) => q.method !== 'GET');
/** A request as a count compares it: what it is, not which id it is about. */
const kind = (q: RecordedRequest) => `${q.method} ${q.path.replace(/\/\d+(?=\/|$)/g, '/N')}`;

describe('reviews on demand, bundled', () => {
  let first: Run;
  beforeAll(async () => {
    first = await pullRequestRun('opened');
  }, 120_000);

  it('starts from one pull_request review: one sticky comment, one review', () => {
    expect(first.result.status).toBe(0);
    expect(sticky()).toHaveLength(1);
    expect(github.reviews).toHaveLength(1);
  });

  it("a maintainer's `/review gemini` runs gemini alone on the new head, into the same comment and review", async () => {
    const pushed = push({ 'src/widget.js': 'export const widget = () => 3;\n' });
    const { id, run: r } = comment({ body: '/review gemini\n\nplease', association: 'MEMBER' });
    const { result, prompts, requests } = await r;
    expect(result.status).toBe(0);
    expect(lanesOf(result)).toEqual(['gemini:reviewed']);
    expect([...prompts.keys()]).toEqual(['gemini']);
    // Incremental: only the commits since the last review.
    expect(prompts.get('gemini')).toContain('## Incremental review');
    expect(prompts.get('gemini')).not.toContain('### `src/cart.js`');
    expect(sticky()).toHaveLength(1);
    expect(replies()).toEqual([]);
    expect(github.reviews).toHaveLength(1);
    expect(readPreviousReviewRecord(sticky()[0]?.body ?? '')?.marker).toEqual({
      head: pushed,
      base: repo.base,
    });
    expect(reactionsOf(id)).toEqual(['eyes', 'rocket']);
    // An association that says so needs no question about the commenter's permission.
    expect(requests.filter((q) => q.path.includes('/collaborators/'))).toEqual([]);
    expect(result.stdout).toContain('Reviewing on demand for maintainer');
  }, 120_000);

  it('`/review --full` reviews the whole change with the default lanes, and the page says why', async () => {
    push({ 'src/widget.js': 'export const widget = () => 4;\n' });
    const { id, run: r } = comment({ body: '/review --full', association: 'OWNER' });
    const { result, prompts } = await r;
    expect(result.status).toBe(0);
    expect(lanesOf(result)).toEqual(['fake-cart-a:reviewed', 'fake-good:reviewed']);
    for (const p of prompts.values()) {
      expect(p).toContain('### `src/cart.js`');
      expect(p).not.toContain('## Incremental review');
    }
    expect(reviewsOf(result)).toContain('> Full review: the `/review` comment asked for `--full`.');
    expect(sticky()).toHaveLength(1);
    expect(github.reviews).toHaveLength(1);
    expect(reactionsOf(id)).toEqual(['eyes', 'rocket']);
  }, 120_000);

  it.each<[string, CommentEventOptions, RegExp, string[]]>([
    [
      'a contributor without write access',
      { body: '/review', login: 'contributor', association: 'CONTRIBUTOR' },
      /Not reviewing: contributor asked in comment \d+ on #7 but has no write access to the repository \(CONTRIBUTOR\)/,
      ['GET /repos/octo/widgets/collaborators/contributor/permission'],
    ],
    [
      'someone GitHub has never heard of',
      { body: '/review claude', login: 'drive-by', association: 'NONE' },
      /Not reviewing: drive-by asked .* but has no write access/,
      ['GET /repos/octo/widgets/collaborators/drive-by/permission'],
    ],
    [
      'a /review on an issue',
      { body: '/review', issue: 8, onPullRequest: false },
      /Nothing to do: #8 is an issue, not a pull request\./,
      [],
    ],
    [
      '/reviewing',
      { body: '/reviewing the tests now' },
      /is not a review request \(its first line starts with '\/reviewing', not the command \/review\)/,
      [],
    ],
    ['a /review on a later line', { body: 'lgtm\n/review' }, /does not start with the command \/review/, []],
    ['an edited comment', { body: '/review', action: 'edited' }, /was edited, not created/, []],
  ])(
    '%s runs nothing and posts nothing, and the log says why',
    async (_what, o, why, asked) => {
      const { id, run: r } = comment(o);
      const before = github.comments.length;
      const { result, requests, prompts } = await r;
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(why);
      expect(requests.map((q) => `${q.method} ${q.path}`)).toEqual(asked);
      expect(prompts.size).toBe(0);
      expect(github.comments).toHaveLength(before);
      expect(reactionsOf(id)).toEqual([]);
    },
    60_000,
  );

  it('a lane that is not consented gets 😕 and a reply; the lane beside it still runs', async () => {
    const { id, run: r } = comment({ body: '/review fake-extra fake-good', association: 'COLLABORATOR' });
    const { result } = await r;
    expect(result.status).toBe(1);
    expect(lanesOf(result)).toEqual(['fake-extra:blocked:not_consented', 'fake-good:reviewed']);
    expect(sticky()).toHaveLength(1);
    expect(reactionsOf(id)).toEqual(['eyes', 'confused']);
    expect(replies().map((c) => c.body)).toEqual([
      `😕 [\`/review\`](${github.comments.find((c) => c.id === id)?.html_url}) by @maintainer: Requested lanes did not end reviewed: fake-extra (blocked: not_consented).`,
    ]);
  }, 120_000);

  it('an unknown flag is a lane name no lane has: 😕 and a reply naming it, and the lane beside it runs', async () => {
    for (const c of replies()) github.comments.splice(github.comments.indexOf(c), 1);
    const { id, run: r } = comment({ body: '/review --fast fake-good', association: 'MEMBER' });
    const { result } = await r;
    expect(result.status).toBe(1);
    expect(lanesOf(result)).toEqual(['fake-good:reviewed', '--fast:unavailable:malformed_lane']);
    expect(reactionsOf(id)).toEqual(['eyes', 'confused']);
    expect(replies().map((c) => c.body.replace(/\]\([^)]*\)/, '](…)'))).toEqual([
      '😕 [`/review`](…) by @maintainer: Requested lanes did not end reviewed: --fast (unavailable: malformed_lane).',
    ]);
  }, 120_000);

  it('a lane outside on-demand-reviewers is refused with a reply, and the others run', async () => {
    for (const c of replies()) github.comments.splice(github.comments.indexOf(c), 1);
    const { id, run: r } = comment(
      { body: '/review fake-cart-a --gemini', association: 'MEMBER' },
      { 'on-demand-reviewers': 'fake-good, gemini' },
    );
    const { result, prompts } = await r;
    expect(result.status).toBe(0);
    expect(lanesOf(result)).toEqual(['gemini:reviewed']);
    expect([...prompts.keys()]).toEqual(['gemini']);
    expect(reactionsOf(id)).toEqual(['eyes', 'confused']);
    expect(replies().map((c) => c.body.replace(/\]\([^)]*\)/, '](…)'))).toEqual([
      '😕 [`/review`](…) by @maintainer: `fake-cart-a` is not in `on-demand-reviewers` (fake-good, gemini); the others ran.',
    ]);
  }, 120_000);

  it('`/review --all` under on-demand-reviewers runs that list as --all: a lane of it that cannot run fails nothing', async () => {
    for (const c of replies()) github.comments.splice(github.comments.indexOf(c), 1);
    const { id, run: r } = comment(
      { body: '/review --all', association: 'MEMBER' },
      { 'on-demand-reviewers': 'fake-good, fake-extra' },
    );
    const { result, prompts } = await r;
    expect(result.status).toBe(0);
    expect(lanesOf(result)).toEqual(['fake-extra:blocked:not_consented', 'fake-good:reviewed']);
    expect([...prompts.keys()]).toEqual(['good']);
    expect(result.outputs['failed-lanes']).toBe('');
    expect(reactionsOf(id)).toEqual(['eyes', 'rocket']);
    expect(replies()).toEqual([]);
  }, 120_000);

  it('a command it cannot read is answered (😕 and why) once the commenter may ask, and runs nothing', async () => {
    for (const c of replies()) github.comments.splice(github.comments.indexOf(c), 1);
    const { id, run: r } = comment({ body: '/review gemini; rm -rf /', association: 'MEMBER' });
    const { result, prompts } = await r;
    expect(result.status).toBe(1);
    expect(prompts.size).toBe(0);
    expect(reactionsOf(id)).toEqual(['eyes', 'confused']);
    expect(replies().map((c) => c.body.replace(/\]\([^)]*\)/, '](…)'))).toEqual([
      '😕 [`/review`](…) by @maintainer: `gemini;` is not a lane name, `--all` or `--full`.',
    ]);
  }, 60_000);

  it("refuses a fork's pull request when the checkout holds its head, and says so to the comment", async () => {
    for (const c of replies()) github.comments.splice(github.comments.indexOf(c), 1);
    github.pulls.set(
      7,
      pullRequestPayload({ number: 7, baseSha: repo.base, headSha: head, headRepo: 'contributor/widgets' }),
    );
    repo.git('checkout', '-q', head);
    try {
      const { id, run: r } = comment({ body: '/review', association: 'MEMBER' });
      const { result, prompts } = await r;
      expect(result.status).toBe(1);
      expect(prompts.size).toBe(0);
      expect(reactionsOf(id)).toEqual(['eyes', 'confused']);
      expect(replies().map((c) => c.body.replace(/\]\([^)]*\)/, '](…)'))).toEqual([
        expect.stringMatching(
          /^😕 \[`\/review`\]\(…\) by @maintainer: On issue_comment on a fork's pull request the workspace must be a checkout of the base branch: it holds the pull request head/,
        ),
      ]);
    } finally {
      repo.git('checkout', '-q', 'main');
      setPull(head);
    }
  }, 60_000);

  it('makes at most 3 GitHub requests more than a pull_request run of the same lanes: the pull request, 👀 and 🚀', async () => {
    for (const c of replies()) github.comments.splice(github.comments.indexOf(c), 1);
    push({ 'src/widget.js': 'export const widget = () => 5;\n' });
    const onPush = await pullRequestRun('synchronize');
    expect(onPush.result.status).toBe(0);
    push({ 'src/widget.js': 'export const widget = () => 6;\n' });
    const { run: r } = comment({ body: '/review', association: 'MEMBER' });
    const onDemand = await r;
    expect(onDemand.result.status).toBe(0);
    expect(lanesOf(onDemand.result)).toEqual(lanesOf(onPush.result));
    const extra = onDemand.requests.map(kind);
    for (const k of onPush.requests.map(kind)) {
      const at = extra.indexOf(k);
      if (at >= 0) extra.splice(at, 1);
    }
    expect(extra.sort()).toEqual([
      'GET /repos/octo/widgets/pulls/N',
      'POST /repos/octo/widgets/issues/comments/N/reactions',
      'POST /repos/octo/widgets/issues/comments/N/reactions',
    ]);
    expect(onDemand.requests.length - onPush.requests.length).toBeLessThanOrEqual(3);
    expect(writes(onDemand.requests).map(kind)).toEqual(
      expect.arrayContaining(['PATCH /repos/octo/widgets/issues/comments/N']),
    );
  }, 180_000);
});
