/**
 * The answers the five real CLIs printed when they examined two findings against the loopback
 * fake model (`__fixtures__/examine/real-cli-output/README.md` says how they were recorded): each
 * handler's reading of its CLI's output gives both verdicts, whatever form the model wrote.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readVerdicts, type ReadVerdict, type VerdictReading } from '../../src/examine/index.js';
import { readClaudeOutput } from '../../src/run/handlers/claude.js';
import { readCodexOutput } from '../../src/run/handlers/codex.js';
import { readGeminiOutput } from '../../src/run/handlers/gemini.js';
import { reconstructOpencode } from '../../src/run/handlers/opencode.js';
import { readQwenOutput } from '../../src/run/handlers/qwen.js';
import { fakePlan } from '../run/support/lanes.js';

const recorded = (name: string): string =>
  readFileSync(join('__fixtures__/examine/real-cli-output', name), 'utf8');
const plan = fakePlan('/run', [], { slug: 'lane' });
const resolvePath = (p: string) => (p === 'src/calc.js' ? p : null);

const answerOf: Record<string, () => string> = {
  codex: () =>
    readCodexOutput(plan, recorded('codex-examination.txt'), recorded('codex-examination.stdout')).review,
  claude: () => readClaudeOutput(plan, recorded('claude-examination.stdout')).review,
  gemini: () => readGeminiOutput(plan, recorded('gemini-examination.stdout')).review,
  qwen: () => readQwenOutput(plan, recorded('qwen-examination.stdout')).review,
  opencode: () => reconstructOpencode(recorded('opencode-examination.stdout')).review,
};

const cases: Array<[string, VerdictReading['form'], ReadVerdict[]]> = [
  [
    'codex',
    'json',
    [
      {
        id: 'F1',
        verdict: 'confirmed',
        evidence: 'src/calc.js:6',
        reason: 'divide() returns a / b with no check for b === 0',
      },
      {
        id: 'F2',
        verdict: 'refuted',
        evidence: 'src/calc.js:2',
        reason: 'add() returns a + b; JavaScript numbers do not overflow to an error',
      },
    ],
  ],
  [
    'claude',
    'json',
    [
      {
        id: 'F1',
        verdict: 'confirmed',
        evidence: 'src/calc.js:6',
        reason: 'No guard for b === 0 before a / b.',
      },
      {
        id: 'F2',
        verdict: 'refuted',
        evidence: 'src/calc.js:2',
        reason: 'Addition of two numbers cannot throw here.',
      },
    ],
  ],
  [
    'gemini',
    'lines',
    [
      {
        id: 'F1',
        verdict: 'confirmed',
        evidence: 'src/calc.js:6',
        reason: '`divide(a, b)` returns `a / b` unguarded (src/calc.js:6)',
      },
      {
        id: 'F2',
        verdict: 'refuted',
        evidence: 'src/calc.js:2',
        reason: '`add` only returns `a + b`; nothing overflows (src/calc.js:2)',
      },
    ],
  ],
  [
    'qwen',
    'lines',
    [
      {
        id: 'F1',
        verdict: 'confirmed',
        evidence: 'src/calc.js:6',
        reason: 'the division at src/calc.js:6 has no zero check.',
      },
      {
        id: 'F2',
        verdict: 'refuted',
        evidence: 'src/calc.js:2',
        reason: 'src/calc.js:2 is a plain addition.',
      },
    ],
  ],
  [
    'opencode',
    'partial-json',
    [
      { id: 'F1', verdict: 'confirmed', evidence: 'src/calc.js:6', reason: 'unguarded division' },
      { id: 'F2', verdict: 'refuted', evidence: 'src/calc.js:2', reason: 'plain add' },
    ],
  ],
];

describe('the real CLIs examination answers', () => {
  it.each(cases)('%s: read as %s', (cli, form, verdicts) => {
    const answer = (answerOf[cli] as () => string)();
    const reading = readVerdicts(answer, { count: 2, resolvePath });
    expect(reading.form).toBe(form);
    expect(reading.verdicts).toEqual(verdicts);
    expect(reading.ignored).toBe(0);
  });

  it('gemini echoes the request in its events; its handler leaves it out of the answer', () => {
    expect(recorded('gemini-examination.stdout')).toContain('# Cross-examination request');
    expect(answerOf.gemini?.()).not.toContain('# Cross-examination request');
  });
});
