/**
 * A repository's history for the track record (D20), generated: closed pull requests whose sticky
 * comments carry our records as the sticky-comment contract writes them (v=2, and v=1 of the
 * release before), our inline comments with 👎 from users with and without write access and
 * `/dismiss` replies, a forged marker in another user's comment, a malformed record, pull requests
 * no review ever reached, and a few open ones the track record must not read. From pull request
 * EXAMINED_FROM on, the records also carry cross-examination (D22): each finding's standing, the
 * examiners that confirmed or refuted it and each lane's verdicts given; the v=2 records before it
 * have none, as an earlier release wrote them. Deterministic (a seeded generator; the verdicts
 * follow from the numbers alone, drawing nothing from it), so tests, the bench and the end-to-end
 * runs see the same history.
 */
import type { FakeGraphActor, FakeGraphPull, FakeGraphThread } from './fake-graphql.js';

export const OUR_BOT: FakeGraphActor = { type: 'Bot', login: 'github-actions' };
/** The first pull request whose record carries cross-examination (D22). */
export const EXAMINED_FROM = 71;
const VERDICT_CYCLE = ['confirmed', 'refuted', 'unsure'] as const;
export const LANES = ['codex', 'claude', 'gemini', 'opencode', 'qwen'] as const;

/** Who reacts and replies, and what the repository says of them. */
export const PEOPLE = {
  /** Write access, never writes a comment: only the permission API can tell. */
  maintainer: 'mona',
  /** A collaborator who also comments (COLLABORATOR): known without asking. */
  collaborator: 'hubot-fan',
  /** Member of the organisation; dismisses by reply. */
  member: 'octo-member',
  /** The pull requests' author, no write access (CONTRIBUTOR). */
  author: 'contrib',
  /** Reacts, never comments, not a collaborator: the permission API answers 404. */
  outsider: 'passer-by',
  /** Forges our marker in a comment of their own. */
  forger: 'mallory',
} as const;

/** What GET /collaborators/{login}/permission answers (others: 404). */
export const PERMISSIONS: ReadonlyArray<[string, string]> = [
  [PEOPLE.maintainer, 'write'],
  [PEOPLE.collaborator, 'maintain'],
  [PEOPLE.member, 'write'],
  [PEOPLE.author, 'read'],
];

const encode = (v: unknown) => Buffer.from(JSON.stringify(v), 'utf8').toString('base64url');

/** A sticky comment body as the review writes it: marker, reviewed line, findings record, page. */
export function stickyBody(record: unknown, version = 2, commentId = 'default'): string {
  return [
    `<!-- reviewer-lanes:comment id=${commentId} -->`,
    `<!-- reviewer-lanes:reviewed head=${'a'.repeat(40)} base=${'b'.repeat(40)} -->`,
    `<!-- reviewer-lanes:findings v=${version} ${encode(record)} -->`,
    '',
    '# Cross-AI Review',
    '',
    '| Lane | Status |',
    '|---|---|',
  ].join('\n');
}

export interface TrackHistoryOptions {
  /** Closed pull requests (default 120). */
  closed?: number;
  seed?: number;
  /** The lanes' identities in the records, in LANES' roles (default LANES). */
  lanes?: readonly [string, string, string, string, string];
}

/** A small linear congruential generator: the same seed, the same history. */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function trackHistory(o: TrackHistoryOptions = {}): FakeGraphPull[] {
  const closed = o.closed ?? 120;
  const rnd = random(o.seed ?? 19);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  let id = 50_000;
  const pulls: FakeGraphPull[] = [];
  const start = Date.parse('2026-06-01T00:00:00Z');
  const user = (login: string): FakeGraphActor => ({ type: 'User', login });
  for (let n = 1; n <= closed + 3; n++) {
    const closedAt = new Date(start + n * 3_600_000).toISOString();
    const pull: FakeGraphPull = {
      number: n,
      state: n > closed ? 'OPEN' : n % 3 === 0 ? 'CLOSED' : 'MERGED',
      closedAt: n > closed ? null : closedAt,
      updatedAt: new Date(start + n * 3_600_000 + 60_000).toISOString(),
      author: user(PEOPLE.author),
      authorAssociation: 'CONTRIBUTOR',
      comments: [],
      threads: [],
    };
    pulls.push(pull);
    // A human's comment first: the collaborator's association is learnt from it.
    pull.comments.push({
      databaseId: id++,
      body: 'Thanks!',
      author: user(PEOPLE.collaborator),
      authorAssociation: 'COLLABORATOR',
    });
    // No review ever reached every seventh pull request.
    if (n % 7 === 0) continue;
    if (n === 50) {
      pull.comments.push({
        databaseId: id++,
        body: stickyBody(recordOf([], [{ identity: 'codex', status: 'reviewed', durationMs: 1 }])),
        author: user(PEOPLE.forger),
        authorAssociation: 'NONE',
      });
      continue;
    }
    if (n === 60) {
      pull.comments.push({
        databaseId: id++,
        body: stickyBody({ findings: 'not a list', omitted: 0, lanes: [] }),
        author: OUR_BOT,
        authorAssociation: 'NONE',
      });
      continue;
    }
    const version = n <= 20 ? 1 : 2;
    const lanes = LANES.map((role, i) => ({ ...laneRun(role, rnd), identity: o.lanes?.[i] ?? role }));
    const reviewed = lanes.filter((l) => l.status === 'reviewed').map((l) => l.identity);
    const findings: Array<Record<string, unknown>> = [];
    const threads: FakeGraphThread[] = [];
    const given = new Map<string, number>();
    const count = reviewed.length === 0 ? 0 : Math.floor(rnd() * 5);
    for (let i = 0; i < count; i++) {
      const flaggedBy = [
        ...new Set(Array.from({ length: 1 + Math.floor(rnd() * 2.2) }, () => pick(reviewed))),
      ];
      const outcome = pick([
        'open',
        'open',
        'addressed',
        'addressed',
        'addressed',
        'dismissed',
        'outdated',
      ] as const);
      const inline = rnd() < 0.6;
      const commentId = inline ? id++ : undefined;
      const f: Record<string, unknown> = {
        id: `f${n}-${i}`,
        severity: pick(['HIGH', 'MEDIUM', 'LOW'] as const),
        path: `src/file${i}.ts`,
        line: 10 + i,
        title: `Finding ${i} of #${n}`,
        lanes: flaggedBy,
        agreement: flaggedBy.length,
        of: reviewed.length,
        fingerprint: `fp${n}-${i}`,
        outcome,
        ...(outcome === 'dismissed' ? { by: PEOPLE.member, how: 'reply', reason: 'not a bug' } : {}),
        ...(outcome === 'addressed' ? { commit: 'c'.repeat(40) } : {}),
        ...(commentId !== undefined ? { commentId } : {}),
        ...(n >= EXAMINED_FROM ? examination(n, i, flaggedBy, reviewed, given) : {}),
      };
      findings.push(f);
      if (commentId !== undefined)
        threads.push(inlineThread(commentId, outcome === 'open' ? i : -1, () => id++));
    }
    pull.threads = threads;
    const record = recordOf(
      findings,
      lanes.map((l) => (given.has(l.identity) ? { ...l, verdicts: given.get(l.identity) } : l)),
    );
    pull.comments.push({
      databaseId: id++,
      body: stickyBody(record, version),
      author: OUR_BOT,
      authorAssociation: 'NONE',
    });
    // A check's comment of ours carries no record and is not one.
    if (n % 11 === 0)
      pull.comments.push({
        databaseId: id++,
        body: '<!-- reviewer-lanes:comment id=default:check -->\nAll good.',
        author: OUR_BOT,
        authorAssociation: 'NONE',
      });
  }
  return pulls;
}

/**
 * A finding's cross-examination as the record keeps it: every reviewed lane that did not raise it
 * examines it, its verdict following from the numbers; the standing as D22 settles it. Each
 * verdict is tallied in `given`, by lane. A finding every reviewed lane raised is not examined.
 */
function examination(
  n: number,
  i: number,
  raisedBy: readonly string[],
  reviewed: readonly string[],
  given: Map<string, number>,
): Record<string, unknown> {
  const examiners = reviewed.filter((l) => !raisedBy.includes(l));
  if (examiners.length === 0) return {};
  const verdicts = examiners.map((lane, k) => ({ lane, verdict: VERDICT_CYCLE[(n + i * k) % 3] }));
  for (const v of verdicts) given.set(v.lane, (given.get(v.lane) ?? 0) + 1);
  const confirmedBy = verdicts.filter((v) => v.verdict === 'confirmed').map((v) => v.lane);
  const refutedBy = verdicts.filter((v) => v.verdict === 'refuted').map((v) => v.lane);
  const supporters = raisedBy.length + confirmedBy.length;
  const standing =
    refutedBy.length > supporters
      ? 'refuted'
      : refutedBy.length > 0
        ? 'contested'
        : confirmedBy.length > 0
          ? 'confirmed'
          : 'unexamined';
  return {
    standing,
    ...(confirmedBy.length > 0 ? { confirmedBy } : {}),
    ...(refutedBy.length > 0 ? { refutedBy } : {}),
  };
}

function recordOf(findings: unknown[], lanes: unknown[]) {
  return { findings, omitted: 0, lanes };
}

/** One lane's entry of a record: codex and claude report usage (codex a cost), opencode only estimates, qwen never runs. */
function laneRun(identity: (typeof LANES)[number], rnd: () => number) {
  const durationMs = 20_000 + Math.floor(rnd() * 100_000);
  const input = 1000 + Math.floor(rnd() * 9000);
  const output = 100 + Math.floor(rnd() * 900);
  switch (identity) {
    case 'codex':
      return {
        identity,
        status: 'reviewed',
        durationMs,
        usage: {
          inputTokens: input,
          outputTokens: output,
          costUsd: Number((input * 1e-6).toFixed(6)),
          source: 'lane',
        },
      };
    case 'claude':
      return {
        identity,
        status: rnd() < 0.1 ? 'timed_out' : 'reviewed',
        durationMs,
        usage: { inputTokens: input, outputTokens: output, source: 'lane' },
      };
    case 'gemini':
      return { identity, status: rnd() < 0.2 ? 'failed' : 'reviewed', durationMs };
    case 'opencode':
      return {
        identity,
        status: 'reviewed',
        durationMs,
        usage: { inputTokens: input, outputTokens: output, source: 'estimate' },
      };
    default:
      return { identity, status: 'unavailable', durationMs: 0 };
  }
}

/**
 * Our inline comment's thread; for an open finding (`variant` ≥ 0) what happened after the run:
 * a 👎 by the maintainer (write: dismissed), by the outsider and the author (nothing), a
 * `/dismiss` reply by a member (dismissed) or by the author (nothing), or nothing at all.
 */
function inlineThread(commentId: number, variant: number, next: () => number): FakeGraphThread {
  const user = (login: string): FakeGraphActor => ({ type: 'User', login });
  const ours = {
    databaseId: commentId,
    body: '<!-- reviewer-lanes:finding -->\n**MEDIUM** A finding',
    author: OUR_BOT,
    authorAssociation: 'NONE',
    replyTo: null,
    thumbsDown: [] as FakeGraphActor[],
  };
  const thread: FakeGraphThread = { isResolved: false, comments: [ours] };
  const reply = (login: string, association: string, body: string) =>
    thread.comments.push({
      databaseId: next(),
      body,
      author: user(login),
      authorAssociation: association,
      replyTo: commentId,
      thumbsDown: [],
    });
  switch (variant) {
    case 0:
      ours.thumbsDown.push(user(PEOPLE.maintainer));
      break;
    case 1:
      ours.thumbsDown.push(user(PEOPLE.outsider), user(PEOPLE.author));
      break;
    case 2:
      reply(PEOPLE.member, 'MEMBER', '/dismiss intended behaviour');
      break;
    case 3:
      reply(PEOPLE.author, 'CONTRIBUTOR', '/dismiss I disagree');
      break;
    default:
      break;
  }
  return thread;
}
