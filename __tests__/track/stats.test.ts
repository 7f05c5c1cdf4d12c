/**
 * `reviewer-lanes stats` (D20) against the loopback GitHub API seeded with a generated history
 * (__fixtures__/github/track-history.ts): what is trusted, what is skipped and why, the live
 * dismissals held to D19's rule, the requests it takes, and the usage errors decided first.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import {
  EXAMINED_FROM,
  OUR_BOT,
  PEOPLE,
  PERMISSIONS,
  trackHistory,
} from '../../__fixtures__/github/track-history.js';
import { STANDINGS } from '../../src/examine/schema.js';
import type { FindingsRecord } from '../../src/github/sticky-record.js';
import { ofCount } from '../../src/track/render.js';
import { TrackRecordSchema, type TrackRecord } from '../../src/track/schema.js';
import { runCli } from '../cli/helpers.js';

let fake: FakeGitHub;
let out: string;
const env = () => ({ GITHUB_TOKEN: 'ghs_installation', GITHUB_API_URL: fake.url });

beforeAll(async () => {
  fake = await startFakeGitHub();
  fake.graphPulls.push(...trackHistory());
  for (const [login, role] of PERMISSIONS) fake.permissions.set(login, role);
  out = mkdtempSync(join(tmpdir(), 'track-stats-'));
});
afterAll(async () => {
  await fake.close();
  rmSync(out, { recursive: true, force: true });
});
afterEach(() => {
  fake.requests.length = 0;
  fake.faults.length = 0;
});

const stats = async (args: string[], e: Record<string, string> = env()) => {
  const r = await runCli(['stats', '--repo', 'octo/widgets', ...args, '--json'], { env: e });
  return { ...r, doc: r.stdout ? (JSON.parse(r.stdout) as Record<string, unknown>) : {} };
};

describe('stats over the seeded history', () => {
  let doc: TrackRecord;
  let stderr: string;
  let requests: FakeGitHub['requests'];
  beforeAll(async () => {
    const r = await stats(['--prs', '100', '--out', out]);
    expect(r.code).toBe(0);
    doc = TrackRecordSchema.parse(r.doc);
    stderr = r.stderr;
    requests = [...fake.requests];
  });

  it('reads the last 100 closed pull requests, never an open one', () => {
    expect(doc.window.prs).toBe(100);
    // Pull requests 1..120 closed an hour apart; the newest 100 are 21..120.
    expect(doc.window.from).toBe(new Date(Date.parse('2026-06-01T00:00:00Z') + 21 * 3_600_000).toISOString());
    expect(doc.window.to).toBe(new Date(Date.parse('2026-06-01T00:00:00Z') + 120 * 3_600_000).toISOString());
    expect(doc.skipped.some((s) => (s.pr ?? 0) > 120)).toBe(false);
  });

  it('skips and counts what it cannot trust: no record, a forged marker, a malformed record', () => {
    const reasons = (r: string) => doc.skipped.filter((s) => s.reason === r).map((s) => s.pr);
    const sevenths = Array.from({ length: 120 }, (_, i) => i + 1).filter((n) => n >= 21 && n % 7 === 0);
    expect(reasons('no_record').sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      [...sevenths, 50, 60].sort((a, b) => a - b).filter((n) => n !== 60),
    );
    expect(reasons('not_ours')).toEqual([50]);
    expect(doc.skipped.find((s) => s.reason === 'not_ours')?.detail).toContain(PEOPLE.forger);
    expect(reasons('malformed')).toEqual([60]);
    // 100 read, minus the unreviewed, the forged and the malformed.
    expect(doc.records).toBe(100 - sevenths.length - 2);
  });

  it("skips the previous release's records (v=1) and counts them", async () => {
    const all = await stats(['--prs', '120']);
    const old = TrackRecordSchema.parse(all.doc).skipped.filter((s) => s.reason === 'other_release');
    expect(old.map((s) => s.pr)).toEqual([20, 19, 18, 17, 16, 15, 13, 12, 11, 10, 9, 8, 6, 5, 4, 3, 2, 1]);
    expect(old[0]?.detail).toContain('version 1');
  });

  it('reports every lane, the one that never ran included, and only our lanes', () => {
    expect(doc.lanes.map((l) => l.identity).sort()).toEqual([
      'claude',
      'codex',
      'gemini',
      'opencode',
      'qwen',
    ]);
    const qwen = doc.lanes.find((l) => l.identity === 'qwen');
    expect(qwen).toMatchObject({
      reviews: { unavailable: doc.records },
      findings: 0,
      medianDurationMs: null,
    });
    const opencode = doc.lanes.find((l) => l.identity === 'opencode');
    expect(opencode?.tokens.reported).toBe(0);
    expect(opencode?.tokens.estimated).toBeGreaterThan(0);
    expect(opencode?.costUsd).toBeUndefined();
    expect(doc.lanes.find((l) => l.identity === 'codex')?.costUsd).toBeGreaterThan(0);
  });

  it('reads pages through GraphQL within the budget, asking only about people no comment told of', () => {
    const graphql = requests.filter((r) => r.path === '/graphql');
    const permission = requests.filter((r) => r.path.includes('/collaborators/'));
    expect(graphql).toHaveLength(4);
    // The maintainer and the outsider only reacted; everyone else wrote something.
    expect(permission.map((r) => decodeURIComponent(r.path.split('/')[5] ?? '')).sort()).toEqual(
      [PEOPLE.maintainer, PEOPLE.outsider].sort(),
    );
    expect(requests.length).toBeLessThanOrEqual(15);
    expect(stderr).toMatch(/page 1, 25 of at most 100 pull requests read/);
    expect(stderr).toMatch(/page 4, 100 of at most 100 pull requests read/);
  });

  it('writes the three files', () => {
    const json = TrackRecordSchema.parse(JSON.parse(readFileSync(join(out, 'track-record.json'), 'utf8')));
    expect(json.lanes).toEqual(doc.lanes);
    const md = readFileSync(join(out, 'TRACK-RECORD.md'), 'utf8');
    expect(md).toContain('```mermaid\nxychart-beta');
    expect(md).toContain('| codex |');
    expect(readFileSync(join(out, 'track-record.svg'), 'utf8')).toMatch(/^<svg /);
  });
});

/** The v=2 records of ours the generated history holds for pull requests `from`..`to`, decoded. */
function recordsOf(from: number, to: number): FindingsRecord[] {
  const out: FindingsRecord[] = [];
  for (const pull of trackHistory())
    for (const c of pull.comments) {
      const m = /^<!-- reviewer-lanes:findings v=2 (\S+) -->$/m.exec(c.body);
      if (pull.number < from || pull.number > to || !m?.[1] || c.author?.login !== OUR_BOT.login) continue;
      const record = JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')) as FindingsRecord;
      if (Array.isArray(record.findings)) out.push(record);
    }
  return out;
}

describe('cross-examination over the seeded history (D22)', () => {
  let doc: TrackRecord;
  let md: string;
  const dir = () => join(out, 'examined');
  beforeAll(async () => {
    const r = await stats(['--prs', '100', '--out', dir()]);
    expect(r.code).toBe(0);
    doc = TrackRecordSchema.parse(r.doc);
    md = readFileSync(join(dir(), 'TRACK-RECORD.md'), 'utf8');
  });
  // The window is pull requests 21..120; 21..70 were recorded before cross-examination.
  const findings = () => [...recordsOf(21, 120)].flatMap((r) => r.findings);

  it('every standing is counted; the records written before cross-examination count as unexamined', () => {
    const before = recordsOf(21, EXAMINED_FROM - 1).flatMap((r) => r.findings);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((f) => f.standing === undefined)).toBe(true);
    const of = (standing: string) => findings().filter((f) => (f.standing ?? 'unexamined') === standing);
    expect(doc.standings.map((s) => [s.standing, s.findings, s.addressed])).toEqual(
      STANDINGS.map((s) => [s, of(s).length, of(s).filter((f) => f.outcome === 'addressed').length]),
    );
    for (const s of doc.standings) expect(s.findings).toBeGreaterThan(0);
    expect(doc.standings.find((s) => s.standing === 'unexamined')?.findings).toBeGreaterThan(before.length);
    // Live dismissals (a 👎 or /dismiss after the run) only add to what the records say.
    for (const s of doc.standings)
      expect(s.dismissed).toBeGreaterThanOrEqual(
        of(s.standing).filter((f) => f.outcome === 'dismissed').length,
      );
  });

  it("each lane's verdicts given, its refutations later addressed and confirmations later dismissed", () => {
    const records = recordsOf(21, 120);
    for (const lane of doc.lanes) {
      const given = records.flatMap((r) => r.lanes).filter((l) => l.identity === lane.identity);
      const refuted = findings().filter((f) => f.refutedBy?.includes(lane.identity));
      const confirmed = findings().filter((f) => f.confirmedBy?.includes(lane.identity));
      expect([lane.identity, lane.examination]).toEqual([
        lane.identity,
        {
          verdicts: given.reduce((n, l) => n + (l.verdicts ?? 0), 0),
          refuted: refuted.length,
          refutedAddressed: refuted.filter((f) => f.outcome === 'addressed').length,
          confirmed: confirmed.length,
          confirmedDismissed: expect.any(Number),
        },
      ]);
      expect(lane.examination.confirmedDismissed).toBeGreaterThanOrEqual(
        confirmed.filter((f) => f.outcome === 'dismissed').length,
      );
    }
    // The history holds both kinds of disagreement, and a lane that never ran gave no verdict.
    expect(doc.lanes.some((l) => l.examination.refutedAddressed > 0)).toBe(true);
    expect(doc.lanes.some((l) => l.examination.confirmedDismissed > 0)).toBe(true);
    expect(doc.lanes.find((l) => l.identity === 'qwen')?.examination.verdicts).toBe(0);
  });

  it('TRACK-RECORD.md shows both, every rate with its counts, and the chart of the standings', () => {
    expect(md).toContain('## Cross-examination');
    const codex = doc.lanes.find((l) => l.identity === 'codex')?.examination;
    expect(md).toContain(
      `| codex | ${codex?.verdicts} | ${ofCount(codex?.refutedAddressed ?? 0, codex?.refuted ?? 0)} | ${ofCount(codex?.confirmedDismissed ?? 0, codex?.confirmed ?? 0)} |`,
    );
    const refuted = doc.standings.find((s) => s.standing === 'refuted');
    expect(md).toContain(
      `| refuted | ${refuted?.findings} | ${ofCount(refuted?.addressed ?? 0, refuted?.findings ?? 0)} |`,
    );
    expect(md).toContain('title "Findings addressed and dismissed, by standing (%)"');
    expect(readFileSync(join(dir(), 'track-record.svg'), 'utf8')).toContain('data-standing="refuted"');
  });
});

describe('live dismissals after the last run (D19: write access only)', () => {
  /** One pull request: our record with one open finding on our inline comment, and what people did. */
  const seedOne = (
    what: (thread: FakeGitHub['graphPulls'][number]['threads'][number]) => void,
    over: Record<string, unknown> = {},
  ) => {
    fake.graphPulls.length = 0;
    const pull = trackHistory({ closed: 1 })[0];
    if (!pull) throw new Error('no pull request generated');
    const record = {
      findings: [
        {
          id: 'f1',
          severity: 'HIGH',
          path: 'a.ts',
          line: 1,
          title: 't',
          lanes: ['codex'],
          agreement: 1,
          of: 1,
          fingerprint: 'x',
          outcome: 'open',
          commentId: 9001,
          ...over,
        },
      ],
      omitted: 0,
      lanes: [{ identity: 'codex', status: 'reviewed', durationMs: 5 }],
    };
    const body = `<!-- reviewer-lanes:comment id=default -->\n<!-- reviewer-lanes:reviewed head=${'a'.repeat(40)} base=${'b'.repeat(40)} -->\n<!-- reviewer-lanes:findings v=2 ${Buffer.from(JSON.stringify(record)).toString('base64url')} -->\n`;
    pull.comments = [
      { databaseId: 9000, body, author: { type: 'Bot', login: 'github-actions' }, authorAssociation: 'NONE' },
    ];
    const thread = {
      isResolved: false,
      comments: [
        {
          databaseId: 9001,
          body: 'ours',
          author: { type: 'Bot' as const, login: 'github-actions' },
          authorAssociation: 'NONE',
          replyTo: null,
          thumbsDown: [] as Array<{ type: 'User'; login: string }>,
        },
      ],
    };
    what(thread);
    pull.threads = [thread];
    fake.graphPulls.push(pull);
  };
  const codex = async () => {
    const r = await stats([]);
    return TrackRecordSchema.parse(r.doc).lanes.find((l) => l.identity === 'codex');
  };
  afterAll(() => {
    fake.graphPulls.length = 0;
    fake.graphPulls.push(...trackHistory());
  });
  const reply = (login: string, association: string, body: string) => ({
    databaseId: 9002,
    body,
    author: { type: 'User' as const, login },
    authorAssociation: association,
    replyTo: 9001,
    thumbsDown: [],
  });

  it.each<[string, (t: FakeGitHub['graphPulls'][number]['threads'][number]) => void, number]>([
    ['nobody did anything', () => undefined, 0],
    [
      'a 👎 from a user with write access',
      (t) => void t.comments[0]?.thumbsDown.push({ type: 'User', login: PEOPLE.maintainer }),
      1,
    ],
    [
      'a 👎 from a non-collaborator',
      (t) => void t.comments[0]?.thumbsDown.push({ type: 'User', login: PEOPLE.outsider }),
      0,
    ],
    [
      'a 👎 from a reader',
      (t) => void t.comments[0]?.thumbsDown.push({ type: 'User', login: PEOPLE.author }),
      0,
    ],
    [
      '/dismiss from a member',
      (t) => void t.comments.push(reply(PEOPLE.member, 'MEMBER', '/dismiss by design')),
      1,
    ],
    [
      '/dismiss from a contributor',
      (t) => void t.comments.push(reply(PEOPLE.author, 'CONTRIBUTOR', '/dismiss no')),
      0,
    ],
    ['a resolved thread', (t) => void (t.isResolved = true), 1],
  ])('%s', async (_name, what, dismissed) => {
    seedOne(what);
    expect(await codex()).toMatchObject({ dismissed, openAtClose: 1 - dismissed });
  });

  it('a 👎 from someone whose access cannot be learnt does not count, and the run goes on', async () => {
    seedOne((t) => void t.comments[0]?.thumbsDown.push({ type: 'User', login: PEOPLE.maintainer }));
    fake.faults.push({ method: 'GET', path: /\/collaborators\//, status: 401, message: 'Bad credentials' });
    const r = await stats([]);
    expect(r.code).toBe(0);
    expect(TrackRecordSchema.parse(r.doc).lanes.find((l) => l.identity === 'codex')).toMatchObject({
      dismissed: 0,
    });
    expect(r.stderr).toContain(
      `the write access of ${PEOPLE.maintainer} could not be checked (Bad credentials)`,
    );
  });

  it('a finding a lane confirmed and someone with write access dismissed after the run counts against it', async () => {
    seedOne((t) => void t.comments[0]?.thumbsDown.push({ type: 'User', login: PEOPLE.maintainer }), {
      standing: 'confirmed',
      confirmedBy: ['claude'],
    });
    const doc = TrackRecordSchema.parse((await stats([])).doc);
    expect(doc.lanes.find((l) => l.identity === 'claude')?.examination).toEqual({
      verdicts: 0,
      refuted: 0,
      refutedAddressed: 0,
      confirmed: 1,
      confirmedDismissed: 1,
    });
    expect(doc.standings.find((s) => s.standing === 'confirmed')).toEqual({
      standing: 'confirmed',
      findings: 1,
      addressed: 0,
      dismissed: 1,
    });
  });

  it("a 👎 on someone else's comment in the thread is not about our finding", async () => {
    seedOne((t) => {
      const first = t.comments[0];
      if (first) first.author = { type: 'User', login: 'github-actions' };
      first?.thumbsDown.push({ type: 'User', login: PEOPLE.maintainer });
    });
    expect(await codex()).toMatchObject({ dismissed: 0, openAtClose: 1 });
  });
});

describe('what it refuses', () => {
  it.each([
    [[], {}, /--repo OWNER\/NAME is required/],
    [['--repo', 'nope'], {}, /--repo must be OWNER\/NAME/],
    [['--repo', 'octo/widgets', '--prs', '1001'], {}, /--prs must be a whole number from 1 to 1000/],
    [['--repo', 'octo/widgets', '--prs', '0'], {}, /--prs must be a whole number/],
    [['--repo', 'octo/widgets', '--since', 'yesterday'], {}, /--since must be a date/],
    [['--repo', 'octo/widgets'], { GITHUB_TOKEN: '' }, /GITHUB_TOKEN is not set/],
  ])('%j: a usage error (exit 2) before any request', async (args, e, message) => {
    const r = await runCli(['stats', ...args], { env: { GITHUB_API_URL: fake.url, ...e } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(fake.requests).toHaveLength(0);
  });

  it('exit 1 when no pull request could be read', async () => {
    const r = await runCli(['stats', '--repo', 'octo/nothing-here'], { env: env() });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("Could not resolve to a Repository with the name 'octo/nothing-here'");
  });

  it('a pull request GitHub cannot give is skipped with the reason, the rest are read', async () => {
    const target = fake.graphPulls.find((p) => p.number === 118);
    if (!target) throw new Error('no #118');
    // Not GitHub's transient "Something went wrong", which the client retries as a 500.
    target.unreadable = 'Resource not accessible by integration';
    try {
      const r = await stats(['--prs', '5']);
      const doc = TrackRecordSchema.parse(r.doc);
      expect(doc.skipped).toContainEqual({
        pr: null,
        reason: 'unreadable',
        detail: 'Resource not accessible by integration',
      });
      expect(doc.window.prs).toBe(4);
    } finally {
      delete target.unreadable;
    }
  });

  it('a later page GitHub refuses ends the reading, and what was read still counts', async () => {
    fake.graphPageFaults.push({ after: 25, status: 403, message: 'Resource not accessible by integration' });
    try {
      const r = await stats(['--prs', '50']);
      expect(r.code).toBe(0);
      const doc = TrackRecordSchema.parse(r.doc);
      expect(doc.window.prs).toBe(25);
      expect(doc.skipped).toContainEqual({
        pr: null,
        reason: 'unreadable',
        detail:
          'the pull requests after the first 25 could not be read: Resource not accessible by integration',
      });
    } finally {
      fake.graphPageFaults.length = 0;
    }
  });

  it('a 502 is retried as every other request is', async () => {
    fake.faults.push({ method: 'POST', path: /^\/graphql$/, status: 502, times: 1 });
    const r = await stats(['--prs', '3']);
    expect(r.code).toBe(0);
    expect(fake.requests.filter((q) => q.path === '/graphql')).toHaveLength(2);
  });

  it('--since reads only the pull requests closed since, and stops paging there', async () => {
    const r = await stats(['--since', '2026-06-05T12:00:00Z']);
    const doc = TrackRecordSchema.parse(r.doc);
    // Closed at 2026-06-01 + n hours: n >= 108 is on or after June 5, 12:00.
    expect(doc.window.prs).toBe(13);
    expect(fake.requests.filter((q) => q.path === '/graphql')).toHaveLength(1);
  });
});
