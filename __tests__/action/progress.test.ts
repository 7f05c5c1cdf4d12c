/**
 * The page while a review runs (action/progress.ts) against the loopback GitHub API through the
 * real client, with a fake clock (the pace's 15 s windows are the clock's, not the test's): the
 * status at once, news paced, the previous review's record kept for the look back and the track
 * record, cancellation, refusal, and overlapping runs that never leave two comments.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import type { FakeGitHub, FakeGitHubOptions } from '../../__fixtures__/github/fake-github.js';
import { startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { waitFor } from '../../__fixtures__/github/held-api.js';
import { finding, laneFinding } from '../../__fixtures__/findings/findings.js';
import { livePage, type ProgressClock } from '../../src/action/progress.js';
import { createGitHubApi } from '../../src/github/client.js';
import {
  ACTIONS_BOT_LOGIN,
  commentMarker,
  readSticky,
  upsertStickyComment,
} from '../../src/github/comment.js';
import { STATUS_START } from '../../src/github/progress-page.js';
import { readPreviousReviewRecord, reviewedHeader, splitRecord } from '../../src/github/sticky-record.js';
import { readRecord } from '../../src/track/records.js';
import type { LaneEnded } from '../../src/pipeline/index.js';

const HEAD = 'a'.repeat(40);
const BASE = 'b'.repeat(40);

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup(opts: FakeGitHubOptions = {}) {
  fake = await startFakeGitHub(opts);
  const warnings: string[] = [];
  const api = createGitHubApi({
    token: 'test-token',
    baseUrl: fake.url,
    owner: 'octo',
    repo: 'widgets',
    log: { warning: (m) => warnings.push(m), info: () => undefined },
    retryBaseMs: 10,
  });
  return { fake, api, warnings };
}

/** A clock the test moves: sleepers wake when it passes their time. */
function fakeClock(): ProgressClock & { advance(ms: number): void } {
  let t = 0;
  const sleepers = new Set<{ at: number; wake: () => void }>();
  return {
    now: () => t,
    date: () => new Date(Date.UTC(2026, 11, 7, 12, 0, 0) + t),
    sleep: (ms, signal) =>
      new Promise<void>((resolve) => {
        const s = { at: t + ms, wake: resolve };
        sleepers.add(s);
        signal.addEventListener('abort', () => (sleepers.delete(s), resolve()), { once: true });
      }),
    advance(ms) {
      t += ms;
      for (const s of [...sleepers])
        if (s.at <= t) {
          sleepers.delete(s);
          s.wake();
        }
    },
  };
}

const lane = (identity: string, durationMs: number): LaneEnded => ({
  identity,
  status: 'reviewed',
  durationMs,
  counts: { HIGH: 0, MEDIUM: 1, LOW: 0 },
});
const oneFinding = [finding([laneFinding('codex', 'MEDIUM', 'src/a.ts', 3, 'The save is not awaited')])];
const writes = (f: FakeGitHub) => f.requests.filter((r) => r.method !== 'GET');
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('livePage', () => {
  it('posts the status at once, holds news for the window, and leaves the final page one comment to update', async () => {
    const { fake, api } = await setup();
    const clock = fakeClock();
    const live = livePage({
      github: api,
      issue: 7,
      commentId: 'default',
      sticky: await readSticky(api, 7),
      secrets: [],
      log: { info: () => undefined, warning: () => undefined },
      clock,
    });
    live.sink({ kind: 'started', lanes: ['codex', 'claude', 'gemini'], headSha: HEAD });
    await waitFor(() => fake.comments.length === 1, 'the status');
    // The create is re-listed before the post counts as done: the clock moves only after it.
    await waitFor(() => fake.requests.length === 3, 'the re-listing');
    await settle();
    const first = fake.comments[0]?.body ?? '';
    expect(first.split('\n')[0]).toBe(commentMarker('default'));
    expect(first).toContain(
      '**Review in progress**: 3 lanes on `aaaaaaaaaaaa`, started 2026-12-07 12:00:00 UTC',
    );
    expect(first).toMatch(/\| codex \| running \|/);

    live.sink({ kind: 'lane-ended', lane: lane('codex', 4200), findings: oneFinding });
    clock.advance(5000);
    await settle();
    expect(writes(fake)).toHaveLength(1);
    clock.advance(10_000);
    await waitFor(() => writes(fake).length === 2, 'the update at the window end');
    const update = fake.comments[0]?.body ?? '';
    expect(update).toContain('| codex | reviewed | 4.2 s | 1 MEDIUM |');
    expect(update).toContain('**Provisional findings**, merged from the 1 lane reviewed so far');
    expect(update).toContain('| MEDIUM | `src/a.ts:3` | The save is not awaited | codex | 1 of 3 |');

    // The last lane's news goes with the final page: no update of its own.
    live.sink({ kind: 'lane-ended', lane: lane('claude', 1), findings: oneFinding });
    live.sink({ kind: 'lane-ended', lane: lane('gemini', 1), findings: oneFinding });
    clock.advance(60_000);
    await settle();
    expect(writes(fake)).toHaveLength(2);
    const sticky = await live.finish();
    const final = await upsertStickyComment(api, {
      issue: 7,
      commentId: 'default',
      body: `${commentMarker('default')}\nthe review`,
      login: sticky.login,
      seen: sticky,
    });
    expect(final.action).toBe('updated');
    expect(fake.comments.map((c) => c.body)).toEqual([`${commentMarker('default')}\nthe review`]);
    // The status: a create and its re-list; one update; the final page: one update.
    expect(fake.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'GET', 'PATCH', 'PATCH']);
  });

  it('keeps the previous review and its record, as the look back and the track record read them, until cancelled', async () => {
    const { fake, api } = await setup();
    const record = reviewedHeader(
      { head: HEAD, base: BASE },
      [],
      [{ identity: 'codex', status: 'reviewed', durationMs: 1000 }],
    );
    const previous = [
      commentMarker('default'),
      ...record,
      '# Cross-AI Review — PR #7',
      '',
      'The old page.',
    ].join('\n');
    fake.seedComment(7, previous, ACTIONS_BOT_LOGIN);
    const clock = fakeClock();
    const live = livePage({
      github: api,
      issue: 7,
      commentId: 'default',
      sticky: await readSticky(api, 7),
      secrets: [],
      log: { info: () => undefined, warning: () => undefined },
      clock,
    });
    live.sink({ kind: 'started', lanes: ['codex', 'claude'], headSha: HEAD, since: BASE });
    await waitFor(() => (fake.comments[0]?.body ?? '').includes(STATUS_START), 'the status');
    const running = fake.comments[0]?.body ?? '';
    expect(running).toContain('`bbbbbbbbbbbb..aaaaaaaaaaaa`');
    expect(running).toContain('The previous review below still stands.');
    expect(splitRecord(running).record).toEqual(record);
    expect(readPreviousReviewRecord(running)).toEqual(readPreviousReviewRecord(previous));
    expect(readRecord(running)).toEqual(readRecord(previous));
    expect(running).toContain('# Cross-AI Review — PR #7\n\nThe old page.');

    live.sink({ kind: 'lane-ended', lane: lane('codex', 900), findings: [] });
    await live.cancel('SIGINT');
    const cancelled = fake.comments[0]?.body ?? '';
    expect(cancelled).toContain('**Review cancelled** (SIGINT)');
    expect(cancelled).toContain('Finished before it was stopped: codex;');
    expect(cancelled).toMatch(/\| claude \| stopped \|/);
    expect(readPreviousReviewRecord(cancelled)).toEqual(readPreviousReviewRecord(previous));
    expect(cancelled).toContain('The old page.');
    // Nothing more is posted after the cancellation; the look back of the next run says why.
    live.sink({ kind: 'lane-ended', lane: lane('claude', 900), findings: [] });
    clock.advance(60_000);
    await settle();
    expect(writes(fake)).toHaveLength(2);
    expect(fake.comments).toHaveLength(1);
  });

  it('a second status block replaces the first: an earlier run that was cancelled leaves no trace under the new one', async () => {
    const { fake, api } = await setup();
    const options = {
      github: api,
      issue: 7,
      commentId: 'default',
      secrets: [],
      log: { info: () => undefined, warning: () => undefined },
    };
    const a = livePage({ ...options, sticky: await readSticky(api, 7), clock: fakeClock() });
    a.sink({ kind: 'started', lanes: ['codex'], headSha: HEAD });
    await waitFor(() => fake.comments.length === 1, 'the first status');
    await a.close({ kind: 'failed', message: 'ENOSPC: no space left on device' });
    expect(fake.comments[0]?.body).toContain('**Review failed**: 1 lane on `aaaaaaaaaaaa`');
    expect(fake.comments[0]?.body).toContain('ENOSPC: no space left on device');

    const b = livePage({ ...options, sticky: await readSticky(api, 7), clock: fakeClock() });
    b.sink({ kind: 'started', lanes: ['claude'], headSha: HEAD });
    await waitFor(() => (fake.comments[0]?.body ?? '').includes('Review in progress'), 'the second status');
    const body = fake.comments[0]?.body ?? '';
    expect(body.split(STATUS_START)).toHaveLength(2);
    expect(body).not.toContain('Review failed');
    await b.finish();
  });

  it('two overlapping runs never leave two comments', async () => {
    const { fake, api } = await setup({ latencyMs: 100 });
    const options = {
      github: api,
      issue: 7,
      commentId: 'default',
      secrets: [],
      log: { info: () => undefined, warning: () => undefined },
    };
    const [sa, sb] = await Promise.all([readSticky(api, 7), readSticky(api, 7)]);
    const a = livePage({ ...options, sticky: sa, clock: fakeClock() });
    const b = livePage({ ...options, sticky: sb, clock: fakeClock() });
    a.sink({ kind: 'started', lanes: ['codex'], headSha: HEAD });
    b.sink({ kind: 'started', lanes: ['claude'], headSha: HEAD });
    await waitFor(() => fake.requests.filter((r) => r.method === 'POST').length === 2, 'both statuses');
    await settle();
    await settle();
    const [stickyA, stickyB] = await Promise.all([a.finish(), b.finish()]);
    expect(fake.comments).toHaveLength(1);
    for (const [sticky, text] of [
      [stickyA, 'A'],
      [stickyB, 'B'],
    ] as const) {
      await upsertStickyComment(api, {
        issue: 7,
        commentId: 'default',
        body: `${commentMarker('default')}\n${text}`,
        login: sticky.login,
        seen: sticky,
      });
    }
    expect(fake.comments).toHaveLength(1);
  });

  it('a refused post (a read-only token) is a warning, and nothing more is tried', async () => {
    const { fake, api } = await setup({ readOnly: true });
    const warnings: string[] = [];
    const live = livePage({
      github: api,
      issue: 7,
      commentId: 'default',
      sticky: await readSticky(api, 7),
      secrets: [],
      log: { info: () => undefined, warning: (m) => warnings.push(m) },
      clock: fakeClock(),
    });
    live.sink({ kind: 'started', lanes: ['codex'], headSha: HEAD });
    await waitFor(() => warnings.length === 1, 'the warning');
    expect(warnings[0]).toMatch(/^Could not update the review's status on pull request #7: /);
    live.sink({ kind: 'lane-ended', lane: lane('codex', 1), findings: [] });
    await live.close({ kind: 'failed', message: 'boom' });
    expect(writes(fake)).toHaveLength(1);
    expect(fake.comments).toHaveLength(0);
  });

  it('a run cancelled before its status went up leaves the page as it was', async () => {
    const { fake, api } = await setup();
    const live = livePage({
      github: api,
      issue: 7,
      commentId: 'default',
      sticky: await readSticky(api, 7),
      secrets: [],
      log: { info: () => undefined, warning: () => undefined },
      clock: fakeClock(),
    });
    await live.cancel('SIGTERM');
    live.sink({ kind: 'started', lanes: ['codex'], headSha: HEAD });
    await settle();
    expect(writes(fake)).toHaveLength(0);
  });
});
