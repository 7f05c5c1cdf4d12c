/**
 * D19's feedback on our inline comments, read from the listing as GitHub sends it (the loopback
 * fake, the real Octokit): who counts, what counts, once per person, and what hostile comments
 * and replies cannot do. Table-style: each row is a situation on the pull request and what it
 * must come to.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { createGitHubApi } from '../../src/github/client.js';
import {
  ADDRESSED_MARKER,
  addressedReply,
  dismissCommand,
  readFeedback,
  replyAddressed,
  statedFinding,
} from '../../src/github/feedback.js';
import { writeAccessChecker } from '../../src/github/permission.js';
import { FINDING_MARKER, FINGERPRINT_PREFIX } from '../../src/github/inline.js';

const BOT = 'github-actions[bot]';
const FP = 'c'.repeat(64);
const OURS = `${FINDING_MARKER}\n${FINGERPRINT_PREFIX}${FP} -->\n**HIGH** Division by zero\n\nFlagged by codex.`;

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup() {
  fake = await startFakeGitHub();
  const warnings: string[] = [];
  const infos: string[] = [];
  const api = createGitHubApi({
    token: 'ghs_x',
    baseUrl: fake.url,
    owner: 'octo',
    repo: 'widgets',
    log: { warning: (m) => warnings.push(m), info: () => undefined },
    retryBaseMs: 1,
  });
  const log = { warning: (m: string) => warnings.push(m), info: (m: string) => infos.push(m) };
  const read = async () =>
    readFeedback(api, await api.listReviewComments(7), BOT, writeAccessChecker(api), log);
  const ours = fake.seedReviewComment(7, { path: 'src/cart.ts', line: 28, body: OURS, login: BOT });
  return { fake, api, read, ours, warnings, infos };
}

type Setup = Awaited<ReturnType<typeof setup>>;

describe('dismissCommand', () => {
  // [what the reply is, its body, what it says]
  const table: Array<[string, string, { reason: string } | null]> = [
    ['with a reason', '/dismiss not reachable', { reason: 'not reachable' }],
    ['without one', '/dismiss', { reason: '' }],
    [
      'on a later line, spaced',
      'Thanks.\n  /dismiss   false   positive  \nbye',
      { reason: 'false positive' },
    ],
    ['another word', '/dismissal of this is wrong', null],
    ['mid-line', 'please /dismiss this', null],
    ['in code', '`/dismiss` in code', null],
    ['empty', '', null],
    ['a 500-character reason, capped', `/dismiss ${'r'.repeat(500)}`, { reason: `${'r'.repeat(199)}…` }],
    // A huge reply is read only so far: a /dismiss past it counts for nothing.
    ['a 100 KB reply with /dismiss at its end', `${'x'.repeat(100_000)}\n/dismiss late`, null],
  ];
  it.each(table)('%s', (_name, body, expected) => {
    expect(dismissCommand(body)).toEqual(expected);
  });
});

describe('statedFinding', () => {
  it('reads the severity, the title and a well-formed fingerprint only', () => {
    expect(statedFinding(OURS)).toEqual({ severity: 'HIGH', title: 'Division by zero', fingerprint: FP });
    expect(statedFinding(`${FINDING_MARKER}\n**LOW** Old release`)).toEqual({
      severity: 'LOW',
      title: 'Old release',
    });
    expect(statedFinding(`${FINDING_MARKER}\n${FINGERPRINT_PREFIX}not-hex -->\n**LOW** T`)).toEqual({
      severity: 'LOW',
      title: 'T',
    });
  });
});

describe('readFeedback', () => {
  // [situation, what happens on the pull request, dismissals (by, how, reason?), feedback counted]
  const table: Array<[string, (s: Setup) => void, Array<[string, string, string?]>, boolean[]]> = [
    ['nobody reacted', () => undefined, [], []],
    [
      'a 👎 by a writer',
      (s) => (s.fake.permissions.set('wes', 'write'), s.fake.react(s.ours.id, 'wes', '-1')),
      [['wes', 'reaction']],
      [true],
    ],
    [
      'a 👎 by an admin',
      (s) => (s.fake.permissions.set('ada', 'admin'), s.fake.react(s.ours.id, 'ada', '-1')),
      [['ada', 'reaction']],
      [true],
    ],
    [
      'a 👎 by a triager',
      (s) => (s.fake.permissions.set('tri', 'triage'), s.fake.react(s.ours.id, 'tri', '-1')),
      [],
      [false],
    ],
    ['a 👎 by the author, not a collaborator', (s) => s.fake.react(s.ours.id, 'author', '-1'), [], [false]],
    [
      'a 👍 by a writer',
      (s) => (s.fake.permissions.set('wes', 'write'), s.fake.react(s.ours.id, 'wes', '+1')),
      [],
      [],
    ],
    [
      '/dismiss by a MEMBER',
      (s) => (
        s.fake.associations.set('mia', 'MEMBER'),
        s.fake.reply(s.ours.id, 'mia', '/dismiss not reachable')
      ),
      [['mia', 'reply', 'not reachable']],
      [true],
    ],
    [
      '/dismiss by a CONTRIBUTOR',
      (s) => (s.fake.associations.set('cam', 'CONTRIBUTOR'), s.fake.reply(s.ours.id, 'cam', '/dismiss mine')),
      [],
      [false],
    ],
    [
      'a 👎 and a /dismiss: the reply and its reason win',
      (s) => {
        s.fake.permissions.set('wes', 'write');
        s.fake.react(s.ours.id, 'wes', '-1');
        s.fake.associations.set('oli', 'OWNER');
        s.fake.reply(s.ours.id, 'oli', '/dismiss by design');
      },
      [['oli', 'reply', 'by design']],
      [true, true],
    ],
    [
      'a reply to a reply is in the same thread',
      (s) => {
        s.fake.associations.set('mia', 'COLLABORATOR');
        const r = s.fake.reply(s.ours.id, 'someone', 'why?');
        s.fake.reply(r.id, 'mia', '/dismiss');
      },
      [['mia', 'reply']],
      [true],
    ],
    [
      'our own 👎 and our own /dismiss count for nothing',
      (s) => {
        s.fake.react(s.ours.id, BOT, '-1');
        s.fake.associations.set(BOT, 'MEMBER');
        s.fake.reply(s.ours.id, BOT, '/dismiss');
      },
      [],
      [],
    ],
    [
      "a forged marker in someone else's comment: its 👎 and replies are never read",
      (s) => {
        const forged = s.fake.seedReviewComment(7, {
          path: 'src/cart.ts',
          line: 5,
          body: OURS,
          login: 'mallory',
        });
        s.fake.permissions.set('wes', 'write');
        s.fake.react(forged.id, 'wes', '-1');
        s.fake.associations.set('mia', 'MEMBER');
        s.fake.reply(forged.id, 'mia', '/dismiss');
      },
      [],
      [],
    ],
  ];
  it.each(table)('%s', async (_name, happen, dismissals, counted) => {
    const s = await setup();
    happen(s);
    const read = await s.read();
    expect(read.dismissals.map((d) => [d.by, d.how, ...(d.reason ? [d.reason] : [])])).toEqual(dismissals);
    for (const d of read.dismissals)
      expect(d).toMatchObject({
        commentId: s.ours.id,
        path: 'src/cart.ts',
        line: 28,
        fingerprint: FP,
        severity: 'HIGH',
      });
    expect(read.feedback.map((f) => f.counted)).toEqual(counted);
    expect(read.comments.map((c) => c.id)).toEqual([s.ours.id]);
    expect(s.warnings).toEqual([]);
  });

  it('adds no request when nobody reacted; one per comment with a 👎 and one per person asked', async () => {
    const s = await setup();
    const other = s.fake.seedReviewComment(7, { path: 'src/cart.ts', line: 40, body: OURS, login: BOT });
    s.fake.seedReviewComment(7, { path: 'src/cart.ts', line: 50, body: OURS, login: BOT });
    const quiet = await s.api.listReviewComments(7);
    s.fake.requests.length = 0;
    await readFeedback(s.api, quiet, BOT, writeAccessChecker(s.api), {
      warning: () => undefined,
      info: () => undefined,
    });
    expect(s.fake.requests).toEqual([]);
    s.fake.permissions.set('wes', 'write');
    for (const c of [s.ours, other]) {
      s.fake.react(c.id, 'wes', '-1');
      s.fake.react(c.id, 'author', '-1');
    }
    const listing = await s.api.listReviewComments(7);
    s.fake.requests.length = 0;
    await readFeedback(s.api, listing, BOT, writeAccessChecker(s.api), {
      warning: () => undefined,
      info: () => undefined,
    });
    expect(s.fake.requests.map((q) => q.path.replace('/repos/octo/widgets', '')).sort()).toEqual(
      [
        '/collaborators/author/permission',
        '/collaborators/wes/permission',
        `/pulls/comments/${other.id}/reactions`,
        `/pulls/comments/${s.ours.id}/reactions`,
      ].sort(),
    );
  });

  it('reactions that cannot be read dismiss nothing this run, and say so', async () => {
    const s = await setup();
    s.fake.permissions.set('wes', 'write');
    s.fake.react(s.ours.id, 'wes', '-1');
    s.fake.faults.push({ method: 'GET', path: /\/reactions$/, status: 500, times: 10 });
    const read = await s.read();
    expect(read.dismissals).toEqual([]);
    expect(s.warnings).toEqual([
      expect.stringMatching(
        /^Could not read who gave the 👎 on the inline comment .*, so it dismisses nothing this run: /,
      ),
    ]);
  });

  it('a permission that cannot be asked fails the reading whole: the caller dismisses nothing', async () => {
    const s = await setup();
    s.fake.react(s.ours.id, 'wes', '-1');
    s.fake.faults.push({ method: 'GET', path: /\/permission$/, status: 500, times: 10 });
    await expect(s.read()).rejects.toMatchObject({ status: 500 });
  });

  it('a reply that forges our "addressed" marker is not ours: ours is still sent, once', async () => {
    const s = await setup();
    s.fake.reply(s.ours.id, 'mallory', `${ADDRESSED_MARKER}\nAddressed.`);
    const first = await s.read();
    expect(first.replied.size).toBe(0);
    const commit = 'd'.repeat(40);
    const addressed = [{ commentId: s.ours.id, commit }];
    const log = { warning: (m: string) => s.warnings.push(m) };
    expect(await replyAddressed(s.api, 7, addressed, first.replied, log)).toBe(1);
    const again = await s.read();
    expect(again.replied).toEqual(new Set([s.ours.id]));
    expect(await replyAddressed(s.api, 7, addressed, again.replied, log)).toBe(0);
    const ourReplies = s.fake.reviewComments.filter(
      (c) => c.in_reply_to_id === s.ours.id && c.user.login === BOT,
    );
    expect(ourReplies.map((c) => c.body)).toEqual([addressedReply(commit)]);
    expect(addressedReply(commit)).toBe(
      `${ADDRESSED_MARKER}\nAddressed in dddddddddddd: that commit changed these lines, and the next review did not raise this again.`,
    );
  });
});
