/**
 * D22 "Standing": supporters are the raisers and the confirmers; agreement becomes their count;
 * the results.json parts hold to their schemas.
 */
import { describe, expect, it } from '@jest/globals';
import {
  applyVerdicts,
  FindingExaminationSchema,
  LaneExaminationSchema,
  planRound,
  roundSummary,
  RunExaminationSchema,
  standingOf,
  supportText,
  type ReadVerdict,
} from '../../src/examine/index.js';
import { finding } from './support.js';

describe('standingOf', () => {
  it.each([
    // raisers, confirmations, refutations, standing
    [1, 0, 0, 'unexamined'],
    [1, 1, 0, 'confirmed'],
    [1, 2, 0, 'confirmed'],
    [1, 0, 1, 'contested'],
    [1, 0, 2, 'refuted'],
    [2, 0, 2, 'contested'],
    [1, 1, 2, 'contested'],
    [1, 1, 3, 'refuted'],
  ] as const)('%i raised, %i confirmed, %i refuted: %s', (raised, confirmed, refuted, standing) => {
    expect(standingOf(raised, confirmed, refuted)).toBe(standing);
  });
});

describe('applyVerdicts', () => {
  const reviewed = ['codex', 'claude', 'gemini', 'qwen'];
  const a = finding('a.ts', 10, ['codex'], { severity: 'HIGH' });
  const b = finding('b.ts', 20, ['claude']);
  const c = finding('c.ts', 30, reviewed);
  const v = (id: string, verdict: ReadVerdict['verdict'], evidence?: string): ReadVerdict => ({
    id,
    verdict,
    ...(evidence ? { evidence, reason: `because ${evidence}` } : {}),
  });

  it('gives every examined finding its standing and verdicts, and agreement over its supporters', () => {
    const round = planRound({ mode: 'auto', findings: [a, b, c], reviewed });
    // codex gets F1 = b; claude F1 = a; gemini and qwen F1 = a, F2 = b.
    const out = applyVerdicts([a, b, c], round, [
      { examiner: 'codex', verdicts: [v('F1', 'refuted', 'b.ts:18')] },
      { examiner: 'claude', verdicts: [v('F1', 'confirmed', 'a.ts:10')] },
      { examiner: 'gemini', verdicts: [v('F1', 'confirmed', 'a.ts:9'), v('F2', 'refuted', 'b.ts:19')] },
      { examiner: 'qwen', verdicts: [v('F1', 'unsure'), v('F2', 'refuted', 'lib.ts:2')] },
    ]);
    const at = (path: string) => out.find((f) => f.path === path);
    expect(at('a.ts')?.examination?.standing).toBe('confirmed');
    expect(at('a.ts')?.agreement).toBe(3);
    expect(supportText(at('a.ts') as NonNullable<ReturnType<typeof at>>)).toBe(
      '3 of 3: raised by codex, confirmed by claude and gemini',
    );
    expect(at('b.ts')?.examination).toEqual({
      standing: 'refuted',
      verdicts: [
        { lane: 'codex', verdict: 'refuted', evidence: 'b.ts:18', reason: 'because b.ts:18' },
        { lane: 'gemini', verdict: 'refuted', evidence: 'b.ts:19', reason: 'because b.ts:19' },
        { lane: 'qwen', verdict: 'refuted', evidence: 'lib.ts:2', reason: 'because lib.ts:2' },
      ],
    });
    expect(at('b.ts')?.agreement).toBe(1);
    // Raised by every lane: not examined, unchanged.
    expect(at('c.ts')?.examination).toBeUndefined();
    expect(at('c.ts')?.agreement).toBe(4);
    for (const f of out)
      if (f.examination) expect(FindingExaminationSchema.parse(f.examination)).toEqual(f.examination);
    // D16's order over the new agreement: c (4), a (3, HIGH), b (1).
    expect(out.map((f) => f.path)).toEqual(['c.ts', 'a.ts', 'b.ts']);
  });

  it('marks the findings past max unexamined, and an examiner with no answer leaves its findings so', () => {
    const round = planRound({ mode: 'auto', findings: [a, b], reviewed, max: 1 });
    const out = applyVerdicts([a, b], round, []);
    expect(out.map((f) => [f.path, f.examination])).toEqual([
      ['a.ts', { standing: 'unexamined', verdicts: [] }],
      ['b.ts', { standing: 'unexamined', verdicts: [] }],
    ]);
    expect(RunExaminationSchema.parse(roundSummary(round))).toEqual({
      mode: 'auto',
      examined: 1,
      unexamined: 1,
    });
  });

  it('ignores a verdict for an id the examiner was not sent', () => {
    const round = planRound({ mode: 'auto', findings: [a], reviewed: ['codex', 'claude'] });
    const out = applyVerdicts([a], round, [{ examiner: 'claude', verdicts: [v('F2', 'refuted', 'a.ts:1')] }]);
    expect(out[0]?.examination).toEqual({ standing: 'unexamined', verdicts: [] });
  });

  it('leaves findings alone when there is no round', () => {
    const round = planRound({ mode: 'off', findings: [a], reviewed });
    expect(applyVerdicts([a], round, [])).toEqual([a]);
    expect(roundSummary(round)).toEqual({ mode: 'off', examined: 0, unexamined: 0, reason: 'off' });
  });
});

describe('the results.json schemas', () => {
  it('hold a lane examination and refuse a word outside the closed lists', () => {
    const lane = { status: 'unusable', durationMs: 12, verdicts: 0, ignored: 3, reason: 'no_verdicts' };
    expect(LaneExaminationSchema.parse(lane)).toEqual(lane);
    expect(LaneExaminationSchema.safeParse({ ...lane, reason: 'because' }).success).toBe(false);
    expect(FindingExaminationSchema.safeParse({ standing: 'maybe', verdicts: [] }).success).toBe(false);
    expect(RunExaminationSchema.safeParse({ mode: 'always', examined: 0, unexamined: 0 }).success).toBe(
      false,
    );
  });
});
