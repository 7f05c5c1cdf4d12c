/**
 * D22 *Matrix*: the round split over the matrix's jobs. Each examine job's part names its
 * verdicts by finding; the publish job plans the same round and takes each examiner's verdicts
 * from its part, and what it cannot use is counted or named, never guessed. Pure.
 */
import { describe, expect, it } from '@jest/globals';
import {
  examinationId,
  examinerPart,
  ExaminerPartSchema,
  handedRound,
  planRound,
  roundSummary,
  type ExaminerPart,
  type ExaminerResult,
} from '../../src/examine/index.js';
import { finding } from './support.js';

const reviewed = ['codex', 'claude', 'gemini'];
const a = finding('a.ts', 10, ['codex'], { severity: 'HIGH' });
const b = finding('b.ts', 20, ['claude']);
const findings = [a, b];
const choose = { mode: 'auto' as const, findings, reviewed };
const missing = (examiner: string) => `no job of ${examiner}`;

/** One examiner's part as its examine job hands it over, from the verdicts it gave its F-numbers. */
function partOf(examiner: string, given: Array<[number, 'confirmed' | 'refuted' | 'unsure']>): ExaminerPart {
  const round = planRound({ ...choose, examiners: [examiner] });
  const result: ExaminerResult = {
    examiner,
    examination: { status: 'answered', durationMs: 5, verdicts: given.length, ignored: 0 },
    verdicts: given.map(([i, verdict]) => ({
      id: examinationId(i),
      verdict,
      evidence: 'a.ts:10',
      reason: `${examiner} says ${verdict}`,
    })),
    promptPath: '/tmp/x',
  };
  return examinerPart(examiner, { round, examiners: [result], examination: roundSummary(round) });
}

describe('examinerPart: the examine job names each verdict by its finding', () => {
  it('F-numbers become the findings its round sent it, and the part holds to its schema', () => {
    // claude was sent a.ts only (it raised b.ts): F1 is a.ts.
    const part = partOf('claude', [[0, 'refuted']]);
    expect(part.verdicts).toEqual([
      {
        finding: { id: a.id, path: 'a.ts', line: 10, title: a.title },
        verdict: 'refuted',
        evidence: 'a.ts:10',
        reason: 'claude says refuted',
      },
    ]);
    expect(ExaminerPartSchema.parse(part)).toEqual(part);
  });

  it('a lane with nothing to examine hands over its round and no examination', () => {
    const round = planRound({ ...choose, examiners: ['qwen'] });
    const part = examinerPart('qwen', { round, examiners: [], examination: roundSummary(round) });
    expect(part).toEqual({
      examiner: 'qwen',
      verdicts: [],
      round: { mode: 'auto', examined: 0, unexamined: 2, reason: 'no_examiners' },
    });
  });
});

describe('handedRound: the publish job settles the standing from the parts', () => {
  it('two refutations of a finding one lane raised refute it, as in one job', () => {
    const parts = new Map([
      ['claude', partOf('claude', [[0, 'refuted']])],
      // gemini was sent a.ts (F1) and b.ts (F2).
      [
        'gemini',
        partOf('gemini', [
          [0, 'refuted'],
          [1, 'confirmed'],
        ]),
      ],
      ['codex', partOf('codex', [[0, 'unsure']])],
    ]);
    const x = handedRound(choose, parts, missing);
    const by = new Map(x.findings.map((f) => [f.path, f]));
    expect(by.get('a.ts')?.examination?.standing).toBe('refuted');
    expect(by.get('b.ts')?.examination).toMatchObject({ standing: 'confirmed' });
    expect(by.get('b.ts')?.agreement).toBe(2);
    expect(x.examination).toEqual({ mode: 'auto', examined: 2, unexamined: 0 });
    expect([...x.lanes].map(([lane, e]) => [lane, e.status, e.verdicts, e.ignored])).toEqual([
      ['codex', 'answered', 1, 0],
      ['claude', 'answered', 1, 0],
      ['gemini', 'answered', 2, 0],
    ]);
  });

  it('a verdict on a finding this round did not send that examiner is ignored and counted', () => {
    const stray: ExaminerPart = {
      ...partOf('gemini', [[0, 'refuted']]),
      verdicts: [
        ...partOf('gemini', [[0, 'refuted']]).verdicts,
        { finding: { id: 'gone', path: 'c.ts', line: 1, title: 'Not in this run' }, verdict: 'confirmed' },
      ],
    };
    const x = handedRound(choose, new Map([['gemini', stray]]), missing);
    expect(x.lanes.get('gemini')).toMatchObject({ status: 'answered', verdicts: 1, ignored: 1 });
  });

  it('a part whose every verdict names another finding is unusable, and says why', () => {
    const moved: ExaminerPart = {
      ...partOf('codex', [[0, 'refuted']]),
      verdicts: [{ finding: { id: b.id, path: 'b.ts', line: 21, title: b.title }, verdict: 'refuted' }],
    };
    const x = handedRound(choose, new Map([['codex', moved]]), missing);
    expect(x.lanes.get('codex')).toMatchObject({
      status: 'unusable',
      reason: 'no_verdicts',
      detail: 'its verdicts name findings this round did not send it',
      verdicts: 0,
      ignored: 1,
    });
    expect(x.findings.find((f) => f.path === 'b.ts')?.examination?.standing).toBe('unexamined');
  });

  it('an examiner whose job left no part, or examined nothing, failed: by name and why', () => {
    const idle: ExaminerPart = {
      examiner: 'gemini',
      verdicts: [],
      round: { mode: 'auto', examined: 0, unexamined: 0, reason: 'fewer_than_two_reviewed' },
    };
    const x = handedRound(choose, new Map([['gemini', idle]]), missing);
    expect(x.lanes.get('codex')).toMatchObject({
      status: 'failed',
      reason: 'lane_failed',
      detail: 'no job of codex',
    });
    expect(x.lanes.get('gemini')).toMatchObject({
      status: 'failed',
      detail: 'the examine job of gemini examined nothing: its round had none (fewer_than_two_reviewed)',
    });
  });

  it('no part at all (a workflow without examine jobs): no round, every finding unexamined, and why', () => {
    const x = handedRound(choose, null, missing);
    expect(x.examination).toEqual({ mode: 'auto', examined: 0, unexamined: 2, reason: 'no_examine_jobs' });
    expect(x.findings.map((f) => f.examination?.standing)).toEqual(['unexamined', 'unexamined']);
    expect(x.lanes.size).toBe(0);
  });

  it('no part, and nothing a round would examine: the reason is the round’s own', () => {
    const x = handedRound({ ...choose, reviewed: ['codex'] }, null, missing);
    expect(x.examination.reason).toBe('fewer_than_two_reviewed');
  });
});
