/**
 * Cross-examination on the pull request (D22): what an inline comment says of who raised,
 * confirmed and refuted a finding, an examiner's words made harmless, and a refuted finding
 * never placed on the diff nor annotated; the requests checked by the loopback GitHub fake.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { finding, laneFinding, missingAwait } from '../../__fixtures__/findings/findings.js';
import type { ExaminedFinding, FindingExamination } from '../../src/examine/index.js';
import { createGitHubApi } from '../../src/github/client.js';
import { supportLines, supportOf } from '../../src/github/examined-inline.js';
import { chooseFindings, FINDING_MARKER, type InlinePolicy } from '../../src/github/inline.js';
import type { Annotation } from '../../src/github/log.js';
import { findingLine, inlineBody, publishPullReview } from '../../src/github/pull-review.js';

const HEAD = 'c'.repeat(40);
const POLICY: InlinePolicy = { enabled: true, max: 10, minSeverity: 'MEDIUM', minAgreement: 1 };

/** Raised by codex alone, at src/a.ts:10, with what the round made of it. */
function examined(examination?: FindingExamination, agreement = 1, line = 10): ExaminedFinding {
  const f = finding([laneFinding('codex', 'HIGH', 'src/a.ts', line, `Null dereference at ${line}`)], {
    agreement,
  });
  return examination ? { ...f, examination } : f;
}

const confirmed = examined(
  {
    standing: 'confirmed',
    verdicts: [
      { lane: 'claude', verdict: 'confirmed', evidence: 'src/a.ts:9', reason: 'no guard before use' },
    ],
  },
  2,
);
const refuted = examined(
  {
    standing: 'refuted',
    verdicts: [
      { lane: 'claude', verdict: 'refuted', evidence: 'src/a.ts:4', reason: 'checked on line 4' },
      { lane: 'gemini', verdict: 'refuted', evidence: 'src/b.ts:2', reason: 'the caller never passes null' },
    ],
  },
  1,
  20,
);
const contested = examined(
  {
    standing: 'contested',
    verdicts: [
      { lane: 'claude', verdict: 'confirmed', evidence: 'src/a.ts:9' },
      { lane: 'gemini', verdict: 'refuted', evidence: 'src/a.ts:12', reason: 'a type excludes null' },
    ],
  },
  2,
  30,
);
const unexamined = examined({ standing: 'unexamined', verdicts: [{ lane: 'claude', verdict: 'unsure' }] });

const lines: Array<[string, ExaminedFinding, string[]]> = [
  ['not examined: as before the round existed', examined(), ['Flagged by codex (1 of 3 lanes).']],
  [
    'confirmed',
    confirmed,
    [
      'Raised by codex · confirmed by claude (2 of 3 lanes, confirmed).',
      '',
      '- confirmed by claude: `src/a.ts:9` — no guard before use',
    ],
  ],
  [
    'refuted',
    refuted,
    [
      'Raised by codex · refuted by claude, gemini (1 of 3 lanes, refuted).',
      '',
      '- refuted by claude: `src/a.ts:4` — checked on line 4',
      '- refuted by gemini: `src/b.ts:2` — the caller never passes null',
    ],
  ],
  [
    'contested',
    contested,
    [
      'Raised by codex · confirmed by claude · refuted by gemini (2 of 3 lanes, contested).',
      '',
      '- confirmed by claude: `src/a.ts:9`',
      '- refuted by gemini: `src/a.ts:12` — a type excludes null',
    ],
  ],
  ['unexamined: an unsure verdict says nothing', unexamined, ['Raised by codex (1 of 3 lanes, unexamined).']],
];

describe('supportLines', () => {
  it.each(lines)('%s', (_name, f, expected) => {
    expect(supportLines(f)).toEqual(expected);
  });

  it('a finding without examination keeps its inline comment exactly as before', () => {
    expect(inlineBody(examined())).toContain('\n\nFlagged by codex (1 of 3 lanes).\n');
    expect(findingLine(examined())).toBe(
      '- **HIGH** `src/a.ts:10` Null dereference at 10 (flagged by codex (1 of 3 lanes))',
    );
  });

  it('an examined finding’s one line says its support as the page does', () => {
    expect(supportOf(contested)).toBe('2 of 3: raised by codex, confirmed by claude, refuted by gemini');
    expect(findingLine(contested)).toContain(
      '(2 of 3: raised by codex, confirmed by claude, refuted by gemini)',
    );
  });

  const token = 'ghp_0123456789abcdefghijABCDEFGHIJ0123456789';
  const hostile: Array<[string, { evidence?: string; reason?: string }, (said: string) => void]> = [
    [
      'backticks cannot close the evidence span',
      { evidence: 'src/a.ts:1`` **bold** ``' },
      (said) => expect(said).toContain(': ``` src/a.ts:1`` **bold** `` ```'),
    ],
    [
      'a comment opener and a fake marker are shown, never hidden or matched',
      { evidence: `<!-- x`, reason: `fine ${FINDING_MARKER} <!-- reviewer-lanes:fingerprint abc -->` },
      (said) => {
        expect(said).not.toContain('<!--');
        expect(said).toContain('&lt;!-- reviewer-lanes:finding -->');
      },
    ],
    [
      'a line end cannot start a heading, a pipe stays text',
      { reason: 'ok\n# Approved | merge now\n\n---' },
      (said) => {
        expect(said.split('\n')).toHaveLength(1);
        expect(said).toBe('- refuted by gemini: ok # Approved | merge now ---');
      },
    ],
    [
      'the token is redacted from reason and evidence; a mention does not ping',
      { evidence: `src/${token}.ts:1`, reason: `leaks ${token} @octocat` },
      (said) => {
        expect(said).not.toContain(token);
        expect(said).not.toMatch(/(^|\s)@octocat/);
      },
    ],
    [
      'a token across the clipping point is still redacted',
      { reason: `${'x'.repeat(280)} ${token}` },
      (said) => expect(said).not.toContain(token.slice(0, 12)),
    ],
    [
      'an image is not loaded, a long reason is clipped',
      { reason: `![x](https://evil.test/p.png) ${'y'.repeat(2000)}` },
      (said) => {
        expect(said).not.toContain('![');
        expect(said.length).toBeLessThan(400);
      },
    ],
  ];
  it.each(hostile)('an examiner’s words get lane text’s hygiene: %s', (_name, words, check) => {
    const f = examined({ standing: 'refuted', verdicts: [{ lane: 'gemini', verdict: 'refuted', ...words }] });
    const said = supportLines(f, [token])[2] as string;
    expect(said.startsWith('- refuted by gemini')).toBe(true);
    check(said);
    const body = inlineBody(f, [token]);
    expect(body.split(FINDING_MARKER)).toHaveLength(2);
    expect(body).not.toContain(token);
  });
});

describe('chooseFindings', () => {
  it('never chooses a refuted finding, whatever its severity and agreement', () => {
    const all = [confirmed, refuted, contested, unexamined, examined()];
    expect(chooseFindings(all, POLICY)).toEqual([confirmed, contested, unexamined, examined()]);
    expect(chooseFindings([refuted], { ...POLICY, minSeverity: 'LOW' })).toEqual([]);
  });
});

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const added = (filename: string, n: number) => ({
  filename,
  status: 'added',
  additions: n,
  deletions: 0,
  patch: [`@@ -0,0 +1,${n} @@`, ...Array.from({ length: n }, (_, i) => `+line ${i + 1}`)].join('\n'),
});

async function harness(readOnly = false) {
  fake = await startFakeGitHub(readOnly ? { readOnly } : {});
  fake.files.set(7, [added('src/a.ts', 40), added('src/cart.ts', 40)]);
  const warnings: Array<{ message: string; at?: Annotation }> = [];
  const api = createGitHubApi({
    token: 'ghs_x',
    baseUrl: fake.url,
    owner: 'octo',
    repo: 'widgets',
    log: { warning: () => undefined, info: () => undefined },
    retryBaseMs: 1,
  });
  const log = {
    info: () => undefined,
    notice: () => undefined,
    error: () => undefined,
    warning: (message: string, at?: Annotation) => warnings.push({ message, ...(at ? { at } : {}) }),
  };
  const review = (findings: ExaminedFinding[]) =>
    publishPullReview(
      api,
      {
        pull: 7,
        headSha: HEAD,
        findings,
        policy: POLICY,
        login: 'github-actions[bot]',
        links: {},
        secrets: [],
      },
      { log, sleep: async () => undefined },
    );
  return { fake, review, warnings };
}

describe('publishPullReview with examined findings', () => {
  it('posts the confirmed and contested ones, each saying who stands where; never the refuted', async () => {
    const { fake, review } = await harness();
    const r = await review([confirmed, refuted, contested, missingAwait]);
    expect(r).toMatchObject({ status: 'posted', posted: 3 });
    expect(fake.reviewComments.map((c) => c.line)).toEqual([10, 30, 14]);
    const bodies = fake.reviewComments.map((c) => c.body).join('\n');
    expect(bodies).toContain('Raised by codex · confirmed by claude (2 of 3 lanes, confirmed).');
    expect(bodies).not.toContain('Null dereference at 20');
    expect(fake.reviews[0]?.body).not.toContain('Null dereference at 20');
  });

  it('only refuted findings: nothing is posted and nothing is asked', async () => {
    const { fake, review } = await harness();
    expect((await review([refuted])).status).toBe('nothing');
    expect(fake.requests).toEqual([]);
  });

  it('an earlier comment of a finding now refuted is left as it was, never re-stated', async () => {
    const { fake, review } = await harness();
    const { examination: _e, ...before } = refuted;
    await review([before]);
    const [comment] = fake.reviewComments;
    expect(comment?.body).toBe(inlineBody(before));
    fake.requests.length = 0;
    expect((await review([refuted, missingAwait])).status).toBe('posted');
    expect(fake.requests.map((q) => q.method)).toEqual(['GET', 'POST']);
    expect(fake.reviewComments.find((c) => c.id === comment?.id)?.body).toBe(inlineBody(before));
    expect(fake.reviewComments).toHaveLength(2);
  });

  it('a read-only token’s annotations skip a refuted finding too', async () => {
    const { fake, review, warnings } = await harness(true);
    const r = await review([refuted, contested]);
    expect(r.status).toBe('annotated');
    expect(fake.reviews).toEqual([]);
    expect(warnings.map((w) => [w.at?.startLine, w.message])).toEqual([
      [30, 'Null dereference at 30 (2 of 3: raised by codex, confirmed by claude, refuted by gemini)'],
    ]);
    expect(r.summary.join('\n')).toContain('1 finding is shown as annotations instead.');
  });
});
