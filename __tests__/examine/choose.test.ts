/**
 * D22 "When" and "Who": what the round examines, in what order, who examines each finding (never
 * its own), and why a run holds no round.
 */
import { describe, expect, it } from '@jest/globals';
import { noRoundText, planRound, type ChooseInput } from '../../src/examine/index.js';
import { finding } from './support.js';

const LANES = ['codex', 'claude', 'gemini'];
const view = (input: ChooseInput) => {
  const r = planRound(input);
  return {
    reason: r.reason,
    examined: r.examined.map((f) => `${f.path}:${f.line}`),
    unexamined: r.unexamined.map((f) => `${f.path}:${f.line}`),
    assignments: Object.fromEntries(
      r.assignments.map((a) => [a.examiner, a.findings.map((f) => `${f.path}:${f.line}`)]),
    ),
  };
};

describe('planRound', () => {
  it.each<[string, Partial<ChooseInput>, string]>([
    ['off', { mode: 'off' }, 'off'],
    ['one lane reviewed', { reviewed: ['codex'] }, 'fewer_than_two_reviewed'],
    ['no lane reviewed', { reviewed: [] }, 'fewer_than_two_reviewed'],
    ['no findings', { findings: [] }, 'no_findings'],
    ['every finding dismissed', { dismissed: new Set(['a.ts#Problem at a.ts:1.']) }, 'no_findings'],
    ['every finding carried', { carried: new Set(['a.ts#Problem at a.ts:1.']) }, 'no_findings'],
    ['every lane raised every finding', { findings: [finding('a.ts', 1, LANES)] }, 'all_agree'],
    ['the examiner list names only the raiser', { examiners: ['codex'] }, 'no_examiners'],
    ['the examiner list names no reviewed lane', { examiners: ['qwen'] }, 'no_examiners'],
  ])('no round: %s', (_name, over, reason) => {
    const input: ChooseInput = {
      mode: 'auto',
      findings: [finding('a.ts', 1, ['codex'])],
      reviewed: LANES,
      ...over,
    };
    const r = planRound(input);
    expect(r.reason).toBe(reason);
    expect(r.assignments).toEqual([]);
    expect(r.examined).toEqual([]);
    expect(noRoundText(r.reason as NonNullable<typeof r.reason>)).toMatch(/cross-examination/i);
  });

  it('sends each reviewed lane the findings it did not raise, never its own', () => {
    const findings = [
      finding('a.ts', 1, ['codex']),
      finding('b.ts', 2, ['claude', 'gemini']),
      finding('c.ts', 3, LANES),
    ];
    expect(view({ mode: 'auto', findings, reviewed: LANES })).toEqual({
      reason: undefined,
      examined: ['b.ts:2', 'a.ts:1'],
      unexamined: [],
      assignments: { codex: ['b.ts:2'], claude: ['a.ts:1'], gemini: ['a.ts:1'] },
    });
  });

  it('chooses by severity, agreement, path and line, at most max; the rest are unexamined', () => {
    const findings = [
      finding('z.ts', 9, ['codex'], { severity: 'LOW' }),
      finding('b.ts', 5, ['codex'], { severity: 'MEDIUM' }),
      finding('a.ts', 7, ['codex'], { severity: 'MEDIUM' }),
      finding('a.ts', 3, ['codex'], { severity: 'MEDIUM' }),
      finding('y.ts', 1, ['codex', 'claude'], { severity: 'MEDIUM' }),
      finding('x.ts', 1, ['claude'], { severity: 'HIGH' }),
    ];
    const r = view({ mode: 'auto', findings, reviewed: LANES, max: 4 });
    expect(r.examined).toEqual(['x.ts:1', 'y.ts:1', 'a.ts:3', 'a.ts:7']);
    expect(r.unexamined).toEqual(['b.ts:5', 'z.ts:9']);
    expect(r.assignments.codex).toEqual(['x.ts:1']);
    expect(r.assignments.gemini).toEqual(['x.ts:1', 'y.ts:1', 'a.ts:3', 'a.ts:7']);
  });

  it('examines at most 15 by default', () => {
    const findings = Array.from({ length: 20 }, (_, i) => finding('a.ts', i * 10 + 1, ['codex']));
    const r = planRound({ mode: 'auto', findings, reviewed: LANES });
    expect(r.examined).toHaveLength(15);
    expect(r.unexamined).toHaveLength(5);
  });

  it('leaves dismissed and carried findings out, and narrows the examiners to the list', () => {
    const dismissed = finding('d.ts', 1, ['codex']);
    const carried = finding('e.ts', 1, ['codex']);
    const findings = [dismissed, carried, finding('a.ts', 1, ['codex'])];
    expect(
      view({
        mode: 'auto',
        findings,
        reviewed: LANES,
        dismissed: new Set([dismissed.id]),
        carried: new Set([carried.id]),
        examiners: ['gemini'],
      }),
    ).toEqual({
      reason: undefined,
      examined: ['a.ts:1'],
      unexamined: [],
      assignments: { gemini: ['a.ts:1'] },
    });
  });

  it('counts a lane listed twice as one reviewer', () => {
    expect(
      planRound({ mode: 'auto', findings: [finding('a.ts', 1, ['codex'])], reviewed: ['codex', 'codex'] })
        .reason,
    ).toBe('fewer_than_two_reviewed');
  });
});
