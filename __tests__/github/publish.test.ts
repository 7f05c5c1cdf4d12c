/**
 * Publishing a finished review: the real @actions/artifact client against the loopback artifact
 * fake, the real Octokit against the loopback GitHub fake, and a recording log and summary.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { startFakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import type { FakeGitHub, FakeGitHubOptions } from '../../__fixtures__/github/fake-github.js';
import { pullRequestPayload, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { held, heldGitHub, waitFor } from '../../__fixtures__/github/held-api.js';
import type { ArtifactStore } from '../../src/github/artifact.js';
import { createArtifactStore, latestArtifact, latestLaneArtifacts } from '../../src/github/artifact.js';
import { createGitHubApi } from '../../src/github/client.js';
import { commentMarker } from '../../src/github/comment.js';
import { ACTIONS_BOT_LOGIN } from '../../src/github/identity.js';
import type { Annotation } from '../../src/github/log.js';
import type { PublishTarget } from '../../src/github/publish.js';
import { fitSummary, publish } from '../../src/github/publish.js';
import { fitToLimit } from '../../src/report/fit.js';
import { divisionByZero, missingAwait, outsideTheDiff } from '../../__fixtures__/findings/findings.js';

const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const NEWER = 'c'.repeat(40);

let artifacts: FakeArtifacts;
let github: FakeGitHub | undefined;
let outDir: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  artifacts = await startFakeArtifacts();
  Object.assign(process.env, artifacts.env(), { GITHUB_SERVER_URL: 'https://github.com' });
  outDir = await mkdtemp(join(tmpdir(), 'rl-publish-'));
  await mkdir(join(outDir, 'lanes'), { recursive: true });
  await writeFile(join(outDir, 'REVIEWS.md'), '# review\n');
  await writeFile(join(outDir, 'results.json'), '{"ok":true,"lanes":[]}\n');
  await writeFile(join(outDir, 'lanes', 'codex.md'), 'codex says hi\n');
});
afterAll(async () => {
  await artifacts.close();
  await rm(outDir, { recursive: true, force: true });
  process.env = savedEnv;
});
afterEach(async () => {
  await github?.close();
  github = undefined;
});

interface Recorded {
  level: string;
  message: string;
  at?: Annotation;
}

async function harness(opts: FakeGitHubOptions & { attempt?: number } = {}) {
  github = await startFakeGitHub(opts);
  github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: BASE, headSha: HEAD }));
  const logged: Recorded[] = [];
  const rec = (level: string) => (message: string, at?: Annotation) =>
    logged.push({ level, message, ...(at ? { at } : {}) });
  const summaries: string[] = [];
  const deps = {
    github: createGitHubApi({
      token: 't',
      baseUrl: github.url,
      owner: 'octo',
      repo: 'widgets',
      log: { warning: rec('warning'), info: rec('info') },
      retryBaseMs: 10,
    }),
    artifacts: await createArtifactStore(),
    log: { info: rec('info'), notice: rec('notice'), warning: rec('warning'), error: rec('error') },
    summary: async (m: string) => {
      summaries.push(m);
    },
    run: {
      serverUrl: 'https://github.com',
      repository: 'octo/widgets',
      runId: '99',
      runAttempt: opts.attempt ?? 1,
    },
  };
  return { fake: github, deps, logged, summaries };
}

const target = (over: Partial<PublishTarget> = {}): PublishTarget => ({
  pr: { number: 7, isFork: false },
  comment: true,
  commentId: 'default',
  onStale: 'post',
  artifactName: `rl-${Math.random().toString(36).slice(2, 8)}`,
  ...over,
});

describe('publish', () => {
  it('uploads the artifact, links it from the comment, and writes the summary', async () => {
    const { fake, deps, summaries } = await harness();
    const t = target();
    const r = await publish(
      t,
      { markdown: '# Cross-AI Review\n\nall good', outDir, reviewedHeadSha: HEAD },
      deps,
    );
    const stored = artifacts.artifacts.find((a) => a.name === t.artifactName);
    expect(stored?.zip.subarray(0, 2).toString()).toBe('PK');
    expect(r.artifact?.url).toBe(`https://github.com/octo/widgets/actions/runs/99/artifacts/${stored?.id}`);
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]?.body.startsWith(`${commentMarker('default')}\n# Cross-AI Review`)).toBe(true);
    expect(r.commentUrl).toBe(fake.comments[0]?.html_url);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toContain('all good');
    expect(summaries[0]).toContain(`Review comment: ${fake.comments[0]?.html_url}`);
  });

  it('round-trips the artifact through list and download', async () => {
    const { deps } = await harness();
    const t = target({ comment: false });
    await publish(t, { markdown: 'x', outDir, reviewedHeadSha: HEAD }, deps);
    const found = latestArtifact(await deps.artifacts.list(), t.artifactName as string);
    expect(found).toBeDefined();
    const into = await mkdtemp(join(tmpdir(), 'rl-dl-'));
    await deps.artifacts.download(found?.id as number, into);
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(join(into, 'lanes', 'codex.md'), 'utf8')).toBe('codex says hi\n');
    await rm(into, { recursive: true, force: true });
  });

  it('names a re-run attempt apart, so the second upload is not refused', async () => {
    const name = 'rl-rerun';
    const first = await harness({ attempt: 1 });
    await publish(
      target({ artifactName: name, comment: false }),
      { markdown: 'x', outDir, reviewedHeadSha: null },
      first.deps,
    );
    await github?.close();
    const second = await harness({ attempt: 2 });
    const r = await publish(
      target({ artifactName: name, comment: false }),
      { markdown: 'x', outDir, reviewedHeadSha: null },
      second.deps,
    );
    expect(r.artifact?.name).toBe('rl-rerun.2');
    expect(artifacts.conflicts).not.toContain('rl-rerun.2');
    expect(latestArtifact(await second.deps.artifacts.list(), name)?.name).toBe('rl-rerun.2');
  });

  it('a fork PR with a read-only token: no comment, a notice, the summary and the artifact', async () => {
    const { fake, deps, logged, summaries } = await harness({ readOnly: true });
    const t = target({ pr: { number: 7, isFork: true } });
    const r = await publish(t, { markdown: 'review', outDir, reviewedHeadSha: HEAD }, deps);
    expect(fake.comments).toHaveLength(0);
    expect(r.commentSkipped).toBe('forbidden');
    expect(r.artifact?.name).toBe(t.artifactName);
    const notice = logged.find((l) => l.level === 'notice');
    expect(notice?.message).toBe(
      `The token cannot comment on pull request #7 (a pull request from a fork gets a read-only token). The review is in the job summary and the artifact ${t.artifactName}.`,
    );
    expect(logged.some((l) => l.level === 'error')).toBe(false);
    expect(summaries[0]).toContain('a pull request from a fork gets a read-only token');
    expect(summaries[0]).toContain('review');
  });

  it('a same-repository 403 warns with the permission to add', async () => {
    const { deps, logged } = await harness({ readOnly: true });
    await publish(target(), { markdown: 'review', outDir, reviewedHeadSha: HEAD }, deps);
    expect(logged.find((l) => l.level === 'warning')?.message).toContain(
      'give the job `permissions: pull-requests: write`',
    );
  });

  it('on-stale: post states on the comment that the head moved', async () => {
    const { fake, deps } = await harness();
    fake.pulls.set(7, pullRequestPayload({ number: 7, baseSha: BASE, headSha: NEWER }));
    const r = await publish(target(), { markdown: 'review', outDir, reviewedHeadSha: HEAD }, deps);
    expect(r.movedTo).toBe(NEWER);
    const lines = fake.comments[0]?.body.split('\n') ?? [];
    expect(lines[0]).toBe(commentMarker('default'));
    expect(lines[2]).toBe(
      `> The pull request head moved to \`${NEWER.slice(0, 12)}\` while the lanes reviewed \`${HEAD.slice(0, 12)}\`; this review does not cover the newer commits.`,
    );
  });

  it('on-stale: skip posts nothing and says so in the summary', async () => {
    const { fake, deps, summaries } = await harness();
    fake.pulls.set(7, pullRequestPayload({ number: 7, baseSha: BASE, headSha: NEWER }));
    const r = await publish(
      target({ onStale: 'skip' }),
      { markdown: 'review', outDir, reviewedHeadSha: HEAD },
      deps,
    );
    expect(fake.comments).toHaveLength(0);
    expect(r.commentSkipped).toBe('stale');
    expect(summaries[0]).toContain('Nothing was posted to the pull request (on-stale: skip).');
  });

  it('a 200,000-character review becomes a comment of at most 65,536 characters linking the artifact', async () => {
    const { fake, deps } = await harness();
    const markdown = Array.from(
      { length: 50 },
      (_, i) => `## Lane ${i} Review\n\n${'word '.repeat(820)}\n\n---\n`,
    ).join('\n');
    expect(markdown.length).toBeGreaterThan(200_000);
    const r = await publish(target(), { markdown, outDir, reviewedHeadSha: HEAD }, deps);
    const body = fake.comments[0]?.body ?? '';
    expect(body.length).toBeGreaterThan(60_000);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain(`(${r.artifact?.url})`);
  });

  it('says so when there is no token to comment with', async () => {
    const { deps, logged } = await harness();
    const r = await publish(
      target(),
      { markdown: 'x', outDir: null, reviewedHeadSha: HEAD },
      { ...deps, github: null },
    );
    expect(r.commentSkipped).toBe('no_token');
    expect(logged.filter((l) => l.level === 'warning').map((l) => l.message)).toEqual([
      "Input 'github-token' is empty: no comment was posted on pull request #7.",
    ]);
  });

  it('update-only publishing never creates a comment', async () => {
    const { fake, deps } = await harness();
    const r = await publish(
      target(),
      { markdown: 'fine', outDir: null, reviewedHeadSha: null, updateOnly: true },
      deps,
    );
    expect(fake.comments).toHaveLength(0);
    expect(r.commentSkipped).toBe('nothing_to_say');
  });

  it("update-only publishing updates its own comment, and never takes another author's for it", async () => {
    const { fake, deps } = await harness();
    // Someone else's comment that carries the marker (D12: ours is found by marker AND author).
    fake.seedComment(7, `${commentMarker('default')}\nnot ours`, 'mallory');
    const quiet = { markdown: 'fine', outDir: null, reviewedHeadSha: null, updateOnly: true };
    const r = await publish(target(), quiet, deps);
    expect(r.commentSkipped).toBe('nothing_to_say');
    expect(fake.comments.map((c) => [c.user.login, c.body.split('\n')[1]])).toEqual([
      ['mallory', 'not ours'],
    ]);

    const ours = fake.seedComment(7, `${commentMarker('default')}\nearlier`, 'github-actions[bot]');
    const again = await publish(target(), quiet, deps);
    expect(again.commentSkipped).toBeUndefined();
    expect(fake.comments.find((c) => c.id === ours.id)?.body).toContain('fine');
    expect(fake.comments.find((c) => c.user.login === 'mallory')?.body).toContain('not ours');
  });

  it('an artifact failure is reported and the comment still goes out', async () => {
    const { fake, deps, logged } = await harness();
    const r = await publish(
      target(),
      { markdown: 'x', outDir: join(outDir, 'missing'), reviewedHeadSha: HEAD },
      deps,
    );
    expect(r.artifact).toBeUndefined();
    expect(
      logged.some(
        (l) => l.level === 'warning' && l.message.startsWith('Could not upload the review artifact'),
      ),
    ).toBe(true);
    expect(fake.comments).toHaveLength(1);
  });
});

describe('publish: the pull request review (D16)', () => {
  const inline = { enabled: true, max: 10, minSeverity: 'MEDIUM' as const, minAgreement: 1 };
  const findings = [divisionByZero, missingAwait, outsideTheDiff];
  const cart = {
    filename: 'src/cart.ts',
    status: 'added',
    additions: 40,
    deletions: 0,
    patch: `@@ -0,0 +1,40 @@\n${Array.from({ length: 40 }, (_, i) => `+l${i}`).join('\n')}`,
  };
  const paths = (fake: FakeGitHub) =>
    fake.requests.map((r) => `${r.method} ${r.path.replace('/repos/octo/widgets', '')}`);

  it('after the sticky comment, one review that links it; a re-run adds neither', async () => {
    const { fake, deps } = await harness();
    fake.files.set(7, [cart]);
    const content = { markdown: 'review', outDir: null, reviewedHeadSha: HEAD, findings };
    const r = await publish(target({ review: inline }), content, deps);
    expect(r.review).toMatchObject({ status: 'posted', posted: 2 });
    expect(fake.reviews).toHaveLength(1);
    expect(fake.reviews[0]?.body).toContain(`(${r.commentUrl})`);
    // The head re-read (D12's stale check), the comments, the comment and D12's look after it,
    // then the inline comments already there and the review last.
    expect(paths(fake)).toEqual([
      'GET /pulls/7',
      'GET /issues/7/comments',
      'POST /issues/7/comments',
      'GET /issues/7/comments',
      'GET /pulls/7/comments',
      'POST /pulls/7/reviews',
    ]);
    // Once each, but for D12's look for an overlapping run's duplicate after the create.
    expect(paths(fake).filter((p) => p === 'GET /pulls/7/comments')).toHaveLength(1);
    expect(paths(fake).indexOf('GET /issues/7/comments', 2)).toBeGreaterThan(
      paths(fake).indexOf('POST /issues/7/comments'),
    );
    fake.requests.length = 0;
    const again = await publish(target({ review: inline }), content, deps);
    expect(again.review?.status).toBe('current');
    expect(paths(fake)).toEqual([
      'GET /pulls/7',
      'GET /issues/7/comments',
      `PATCH /issues/comments/${fake.comments[0]?.id}`,
      'GET /pulls/7/comments',
    ]);
  });

  it('posts the review with comment: false too, and none with inline: false or for a moved head with on-stale: skip', async () => {
    const { fake, deps } = await harness();
    fake.files.set(7, [cart]);
    const content = { markdown: 'review', outDir: null, reviewedHeadSha: HEAD, findings };
    const r = await publish(target({ comment: false, review: inline }), content, deps);
    expect(r.commentSkipped).toBe('disabled');
    expect(fake.comments).toHaveLength(0);
    expect(fake.reviews).toHaveLength(1);
    expect(fake.reviews[0]?.body).toContain(
      'the job summary of [this run](https://github.com/octo/widgets/actions/runs/99)',
    );

    await publish(target({ review: { ...inline, enabled: false } }), content, deps);
    fake.pulls.set(7, pullRequestPayload({ number: 7, baseSha: BASE, headSha: NEWER }));
    fake.reviewComments.length = 0;
    fake.requests.length = 0;
    await publish(target({ onStale: 'skip', review: inline }), content, deps);
    expect(fake.reviews).toHaveLength(1);
    // The head moved: nothing is listed or posted once that is known.
    expect(paths(fake)).toEqual(['GET /pulls/7']);
  });

  it('with comment: false and no finding, nothing is asked of GitHub', async () => {
    const { fake, deps } = await harness();
    const content = { markdown: 'review', outDir: null, reviewedHeadSha: HEAD, findings: [] };
    const r = await publish(target({ comment: false, review: inline }), content, deps);
    expect([r.commentSkipped, r.review]).toEqual(['disabled', undefined]);
    expect(fake.requests).toHaveLength(0);
  });

  it('a fork: the comment is refused, so the findings become annotations at no extra request', async () => {
    const { fake, deps, logged, summaries } = await harness({ readOnly: true });
    const r = await publish(
      target({ pr: { number: 7, isFork: true }, review: inline }),
      { markdown: 'review', outDir: null, reviewedHeadSha: HEAD, findings },
      deps,
    );
    expect(r.review?.status).toBe('annotated');
    expect(paths(fake).slice(0, 2).sort()).toEqual(['GET /issues/7/comments', 'GET /pulls/7']);
    expect(paths(fake).slice(2)).toEqual(['POST /issues/7/comments']);
    expect(logged.filter((l) => l.level === 'warning').map((l) => l.at?.file)).toEqual([
      'src/cart.ts',
      'src/cart.ts',
    ]);
    expect(summaries[0]).toContain('2 findings are shown as annotations instead.');
  });
});

describe('publish: what goes out together', () => {
  /** The held GitHub stand-in, and an artifact store whose upload the test releases. */
  function together() {
    const h = heldGitHub();
    const upload = held<{ id?: number }>();
    const store: ArtifactStore = {
      upload: async () => {
        h.calls.push('upload');
        return upload.promise;
      },
      list: async () => [],
      download: async () => undefined,
    };
    const summaries: string[] = [];
    const deps = {
      github: h.api,
      artifacts: Promise.resolve(store),
      log: {
        info: () => undefined,
        notice: () => undefined,
        warning: () => undefined,
        error: () => undefined,
      },
      summary: async (m: string) => {
        summaries.push(m);
      },
      run: { serverUrl: 'https://github.com', repository: 'octo/widgets', runId: '99', runAttempt: 1 },
      // A custom token: who we are takes one request (the default token's identity is known).
      author: () => h.api.viewerLogin().then((l) => l ?? ACTIONS_BOT_LOGIN),
    };
    const answerReads = () => {
      h.pull.release(pullRequestPayload({ number: 7, baseSha: BASE, headSha: HEAD }));
      h.login.release(null);
      h.firstList.release([]);
    };
    return { h, upload, deps, summaries, answerReads };
  }

  it('starts the upload with the head re-read and the identity, and posts a review that fits before the upload ends', async () => {
    const { h, upload, deps, summaries, answerReads } = together();
    const done = publish(target(), { markdown: '# review\n\nfine', outDir, reviewedHeadSha: HEAD }, deps);
    await waitFor(
      () => ['upload', 'getPull', 'viewerLogin'].every((c) => h.calls.includes(c)),
      'the upload, the head re-read and the identity in flight together',
    );
    answerReads();
    await waitFor(() => h.created.length === 1, 'the comment, with the upload still running');
    expect(upload.settled).toBe(false);
    upload.release({ id: 42 });
    const r = await done;
    expect(r.commentUrl).toBe('https://github.test/c/0');
    expect(r.artifact?.url).toBe('https://github.com/octo/widgets/actions/runs/99/artifacts/42');
    expect(summaries[0]).toContain('Artifact: [');
  });

  it('a review that must be cut waits for the artifact, to point at it', async () => {
    const { h, upload, deps, answerReads } = together();
    const markdown = `## A Review\n\n${'word '.repeat(20_000)}\n`;
    const done = publish(target(), { markdown, outDir, reviewedHeadSha: HEAD }, deps);
    answerReads();
    await waitFor(
      () => h.calls.includes('upload') && h.calls.includes('listComments'),
      'the upload and the reads',
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(h.created).toHaveLength(0);
    upload.release({ id: 43 });
    await done;
    expect(h.created[0]).toContain('(https://github.com/octo/widgets/actions/runs/99/artifacts/43)');
  });
});

describe('artifact names', () => {
  it('takes the newest attempt per lane identity', () => {
    const list = [
      { id: 1, name: 'p-lane-codex' },
      { id: 2, name: 'p-lane-codex.2' },
      { id: 3, name: 'p-lane-gemini' },
      { id: 4, name: 'p-plan' },
      { id: 5, name: 'other-lane-codex' },
    ];
    expect([...latestLaneArtifacts(list, 'p')]).toEqual([
      ['codex', { id: 2, name: 'p-lane-codex.2' }],
      ['gemini', { id: 3, name: 'p-lane-gemini' }],
    ]);
    expect(latestArtifact(list, 'p-plan')?.id).toBe(4);
  });
});

describe('fitSummary', () => {
  it('keeps the job summary under 1 MiB', () => {
    const big = `## A Review\n\n${'é'.repeat(900_000)}\n`;
    const out = fitSummary(big, {}, fitToLimit);
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(1_000_000);
    expect(out).toContain('shortened to fit the');
  });
});
