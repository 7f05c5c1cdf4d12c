/**
 * The matrix's handover files (D14) as the publish job reads them: plan.json, a lane job's
 * lane-results.json and (D22) an examine job's examine-verdicts.json, each with its schema and
 * version. Every refusal is shown with the exact
 * message a user sees, naming the file; files are real, in a temp directory.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  HANDOVER_VERSION,
  planHandover,
  readExamineHandover,
  readLaneResultsHandover,
  readPlanHandover,
} from '../../src/pipeline/handover.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rl-handover-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const plan = planHandover({
  ok: true,
  source: 'explicit',
  baseline: { ref: 'main', sha: 'a'.repeat(40), path: '.github/reviewer-lanes/consent.json', missing: false },
  lanes: [
    { slug: 'codex', identity: 'codex', explicit: true, status: 'runnable' },
    { slug: 'ollama', identity: 'ollama', explicit: false, status: 'unavailable', reason: 'missing_binary' },
  ],
  errors: [],
  warnings: [{ message: 'a warning', code: 'x' }],
});

const result = {
  slug: 'codex',
  identity: 'codex',
  status: 'reviewed' as const,
  explicit: true,
  durationMs: 1200,
  body: '## Summary\nok\n',
  caveats: [],
  warnings: [],
  usage: { inputTokens: 10, outputTokens: 2, source: 'lane' as const },
};

const put = (name: string, doc: unknown) =>
  writeFileSync(join(dir, name), typeof doc === 'string' ? doc : JSON.stringify(doc));

describe('plan.json', () => {
  it('reads back what the plan job wrote', () => {
    put('plan.json', plan);
    expect(plan.version).toBe(HANDOVER_VERSION);
    expect(readPlanHandover(dir)).toEqual(plan);
  });

  const refused: Array<[string, (path: string) => void, string]> = [
    [
      'from another release',
      () => put('plan.json', { ...plan, version: 2 }),
      `plan.json from the plan job: is handover version 2, and this release of reviewer-lanes reads version 1: run the plan, lane, examine and publish jobs with the same release`,
    ],
    [
      'with no version',
      () => put('plan.json', { ...plan, version: undefined }),
      `plan.json from the plan job: has no handover version (an older release wrote it), and this release of reviewer-lanes reads version 1: run the plan, lane, examine and publish jobs with the same release`,
    ],
    ['missing', () => undefined, `plan.json from the plan job: does not exist`],
    [
      'a link',
      (p) => {
        put('elsewhere.json', plan);
        symlinkSync(join(dir, 'elsewhere.json'), p);
      },
      `plan.json from the plan job: is not a regular file; it is not followed`,
    ],
    [
      'not JSON',
      () => put('plan.json', '{"version": 1,'),
      `plan.json from the plan job: is not valid JSON: Expected double-quoted property name (line 1, column 15)`,
    ],
    [
      'not of its shape',
      () => put('plan.json', { ...plan, lanes: [{ ...plan.lanes[0], status: 'maybe' }] }),
      `plan.json from the plan job: is not a plan.json of version 1: Invalid option: expected one of "runnable"|"unavailable"|"blocked" (got string "maybe") (at lanes[0].status)`,
    ],
  ];
  it.each(refused)('%s is refused, naming the file', (_what, arrange, message) => {
    const path = join(dir, 'plan.json');
    arrange(path);
    expect(() => readPlanHandover(dir)).toThrow(message);
  });
});

describe('lane-results.json', () => {
  it('reads back what the lane job wrote; a usage not of its shape is dropped, the result kept', () => {
    const written = { version: HANDOVER_VERSION, results: [result] };
    put('lane-results.json', written);
    expect(readLaneResultsHandover(dir, 'codex')).toEqual({ ok: true, value: written });
    put('lane-results.json', {
      ...written,
      results: [{ ...result, usage: { inputTokens: 'many', source: 'lane' } }],
    });
    const { usage: _dropped, ...kept } = result;
    expect(readLaneResultsHandover(dir, 'codex')).toEqual({
      ok: true,
      value: { ...written, results: [kept] },
    });
  });

  it('refuses the bare list an older release wrote, naming the file and both versions', () => {
    put('lane-results.json', [result]);
    expect(readLaneResultsHandover(dir, 'codex')).toEqual({
      ok: false,
      missing: false,
      message: `lane-results.json from the job of lane codex: has no handover version (an older release wrote it), and this release of reviewer-lanes reads version 1: run the plan, lane, examine and publish jobs with the same release`,
    });
  });

  it('says when there is no file at all (the lane job left nothing)', () => {
    expect(readLaneResultsHandover(dir, 'codex')).toMatchObject({ ok: false, missing: true });
  });

  it('refuses what is not a regular file at the name', () => {
    mkdirSync(join(dir, 'lane-results.json'));
    expect(readLaneResultsHandover(dir, 'codex')).toEqual({
      ok: false,
      missing: false,
      message: `lane-results.json from the job of lane codex: is not a regular file; it is not followed`,
    });
  });
});

describe('examine-verdicts.json (D22 Matrix)', () => {
  const part = {
    examiner: 'claude',
    examination: { status: 'answered', durationMs: 5, verdicts: 1, ignored: 0 },
    verdicts: [
      {
        finding: { id: 'a.ts#x', path: 'a.ts', line: 3, title: 'x' },
        verdict: 'refuted',
        evidence: 'a.ts:3',
        reason: 'guarded',
      },
    ],
    round: { mode: 'auto', examined: 1, unexamined: 0 },
  };

  it('reads back what the examine job wrote', () => {
    put('examine-verdicts.json', { version: HANDOVER_VERSION, part });
    expect(readExamineHandover(dir, 'claude')).toEqual({
      ok: true,
      value: { version: HANDOVER_VERSION, part },
    });
  });

  it.each([
    [
      'another version',
      { version: 9, part },
      'examine-verdicts.json from the examine job of lane claude: is handover version 9, and this release of reviewer-lanes reads version 1: run the plan, lane, examine and publish jobs with the same release',
    ],
    [
      'a verdict word that is none',
      { version: HANDOVER_VERSION, part: { ...part, verdicts: [{ ...part.verdicts[0], verdict: 'maybe' }] } },
      'examine-verdicts.json from the examine job of lane claude: is not an examine-verdicts.json of version 1: Invalid option: expected one of "confirmed"|"refuted"|"unsure" (got string "maybe") (at part.verdicts[0].verdict)',
    ],
  ])('refuses %s, naming the file, the job and what is wrong', (_name, doc, message) => {
    put('examine-verdicts.json', doc);
    expect(readExamineHandover(dir, 'claude')).toEqual({ ok: false, missing: false, message });
  });
});
