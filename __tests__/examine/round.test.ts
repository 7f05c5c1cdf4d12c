/**
 * D22 "Who" and "Failure": each examiner runs as its review ran (its plan, handler and context,
 * through the run stage's runner) against the fake CLI and the loopback OpenAI-compatible server,
 * both taught to answer a cross-examination request from a script; an examiner that fails leaves
 * no verdicts and a reason, and the round never throws.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  crossExamine,
  EXAMINATION_HEADING,
  examinerPlan,
  LaneExaminationSchema,
  planRound,
  runRound,
  type CrossExamineInput,
} from '../../src/examine/index.js';
import type { Finding } from '../../src/findings/types.js';
import type { LanePlan, PlannedLane, SpawnLanePlan } from '../../src/plan/types.js';
import type { Git } from '../../src/sys/git.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../__fixtures__/servers/openai-fake.js';
import { httpPlan } from '../run/handlers/_helpers.js';
import { fakeCtx, fakePlan, removeDir, tempDir } from '../run/support/lanes.js';
import { finding } from './support.js';

let server: FakeOpenAI;
let dir: string;
beforeAll(async () => {
  server = await startFakeOpenAI();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  dir = tempDir('rl-examine-');
  server.requests.length = 0;
});
afterEach(() => removeDir(dir));

const planned = (plan: LanePlan): PlannedLane => ({
  slug: plan.slug,
  identity: plan.identity,
  explicit: false,
  status: 'runnable',
  plan,
});

/** A fake CLI lane that reads its prompt on stdin, as codex, claude, gemini and qwen do. */
function cliLane(identity: string, steps: string[], over: Partial<SpawnLanePlan> = {}): PlannedLane {
  const plan = fakePlan(dir, steps, {
    slug: identity,
    identity,
    promptChannel: 'stdin',
    ...over,
  });
  return planned({ ...plan, stdinPath: plan.paths.prompt, ...over });
}
const examineSteps = (script: Record<string, unknown>, style = 'json') => [
  'examine',
  JSON.stringify(script),
  style,
];

const FILES = ['src/a.ts', 'src/b.ts', 'src/c.ts'];
const HEAD = 'b'.repeat(40);
const deps = { ctxFor: () => fakeCtx(dir), maxParallel: 4 };

/** One finding per lane: codex raised a.ts:10, claude b.ts:20, http c.ts:30. */
const findings: Finding[] = [
  finding('src/a.ts', 10, ['codex'], { severity: 'HIGH' }),
  finding('src/b.ts', 20, ['claude']),
  finding('src/c.ts', 30, ['http']),
];

function input(lanes: PlannedLane[], over: Partial<CrossExamineInput> = {}): CrossExamineInput {
  return {
    mode: 'auto',
    findings,
    reviewed: lanes.map((l) => l.identity),
    lanes,
    checkout: { repoRoot: dir, headSha: HEAD },
    changedPaths: FILES,
    ...over,
  };
}

describe('crossExamine against the fake CLI and the loopback model', () => {
  it('runs every examiner on the findings it did not raise and settles each standing', async () => {
    server.setBehaviour({
      kind: 'examine',
      script: { 'src/a.ts:10': 'confirmed', 'src/b.ts:20': { verdict: 'refuted', evidence: 'src/b.ts:18' } },
    });
    const lanes = [
      cliLane(
        'codex',
        examineSteps({
          'src/b.ts:20': { verdict: 'refuted', evidence: 'src/b.ts:17' },
          'src/c.ts:30': 'confirmed',
        }),
      ),
      cliLane('claude', examineSteps({ 'src/a.ts:10': 'confirmed', 'src/c.ts:30': 'unsure' }, 'lines')),
      planned(
        httpPlan(dir, server.url, {
          slug: 'http',
          identity: 'http',
          paths: fakePlan(dir, [], { identity: 'http' }).paths,
        }),
      ),
    ];
    const out = await crossExamine(input(lanes), deps);

    expect(out.examination).toEqual({ mode: 'auto', examined: 3, unexamined: 0 });
    const byPath = Object.fromEntries(out.findings.map((f) => [f.path, f]));
    expect(byPath['src/a.ts']?.examination?.standing).toBe('confirmed');
    expect(byPath['src/a.ts']?.agreement).toBe(3);
    expect(byPath['src/b.ts']?.examination).toEqual({
      standing: 'refuted',
      verdicts: [
        {
          lane: 'codex',
          verdict: 'refuted',
          evidence: 'src/b.ts:17',
          reason: 'scripted refuted for src/b.ts:20',
        },
        {
          lane: 'http',
          verdict: 'refuted',
          evidence: 'src/b.ts:18',
          reason: 'scripted refuted for src/b.ts:20',
        },
      ],
    });
    expect(byPath['src/c.ts']?.examination?.standing).toBe('confirmed');
    expect(byPath['src/c.ts']?.agreement).toBe(2);
    for (const lane of ['codex', 'claude', 'http']) {
      const e = out.lanes.get(lane);
      expect(e).toMatchObject({ status: 'answered', verdicts: 2, ignored: 0 });
      expect(LaneExaminationSchema.parse(e)).toEqual(e);
      // When the examiner ran, on the wall clock: beside the reviews' ends, when the round began.
      expect(Date.parse(e?.startedAt ?? '')).toBeLessThanOrEqual(Date.parse(e?.endedAt ?? ''));
    }
    // The loopback model was sent the examination, not the review.
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    const sent = JSON.parse(server.requests.find((r) => r.method === 'POST')?.body ?? '{}') as {
      messages: Array<{ content: string }>;
    };
    expect(sent.messages[0]?.content.startsWith(`${EXAMINATION_HEADING}\n`)).toBe(true);
  });

  it('reads every answer form the fakes write: lines, bold, a block cut short', async () => {
    const lanes = [
      cliLane('codex', []),
      cliLane('claude', examineSteps({ '*': 'confirmed' }, 'bold')),
      cliLane('gemini', examineSteps({ '*': 'refuted' }, 'cut')),
    ];
    const out = await crossExamine(input(lanes, { findings: [findings[0] as Finding] }), deps);
    expect(out.lanes.get('claude')).toMatchObject({ status: 'answered', verdicts: 1 });
    expect(out.lanes.get('gemini')).toMatchObject({ status: 'answered', verdicts: 1 });
    expect(out.findings[0]?.examination?.standing).toBe('contested');
  });

  it('holds no round when one lane reviewed, and runs nothing', async () => {
    const lanes = [cliLane('codex', ['crash'])];
    const out = await crossExamine(input(lanes), deps);
    expect(out.examination).toEqual({
      mode: 'auto',
      examined: 0,
      unexamined: 0,
      reason: 'fewer_than_two_reviewed',
    });
    expect(out.lanes.size).toBe(0);
    expect(out.findings).toEqual(findings);
    expect(existsSync(join(dir, 'examine'))).toBe(false);
  });
});

describe('an examiner that leaves no verdicts', () => {
  const a = finding('src/a.ts', 10, ['codex']);
  it.each<[string, string[], Partial<SpawnLanePlan>, Record<string, unknown>]>([
    [
      'exits non-zero',
      [...examineSteps({ '*': 'confirmed' }), 'exit', '3'],
      {},
      { status: 'failed', reason: 'exit_nonzero', detail: 'exit code 3' },
    ],
    ['times out', ['hang'], { timeoutMs: 300 }, { status: 'timed_out', reason: 'timed_out' }],
    ['prints nothing', ['exit', '0'], {}, { status: 'unusable', reason: 'empty_output' }],
    [
      'answers prose with no verdict',
      ['print', 'I looked and it all seems fine to me.'],
      {},
      { status: 'unusable', reason: 'no_verdicts' },
    ],
    ['writes 500 KB', ['fill', String(500 * 1024)], {}, { status: 'unusable', reason: 'answer_too_large' }],
    [
      'cannot be started',
      [],
      { binary: 'reviewer-lanes-no-such-cli' },
      { status: 'failed', reason: 'lane_failed' },
    ],
  ])('%s', async (_name, steps, over, expected) => {
    const lanes = [cliLane('codex', []), cliLane('claude', steps, over)];
    const out = await crossExamine(input(lanes, { findings: [a] }), { ...deps, maxParallel: 1 });
    const e = out.lanes.get('claude');
    expect(e).toMatchObject({ ...expected, verdicts: 0 });
    expect(LaneExaminationSchema.parse(e)).toEqual(e);
    expect(out.findings[0]?.examination).toEqual({ standing: 'unexamined', verdicts: [] });
  });

  it('a runner that throws fails that examiner only', async () => {
    const lanes = [
      cliLane('codex', []),
      cliLane('claude', []),
      cliLane('gemini', examineSteps({ '*': 'confirmed' })),
    ];
    const round = planRound({ mode: 'auto', findings: [a], reviewed: ['codex', 'claude', 'gemini'] });
    const results = await runRound(
      { round, lanes, checkout: { repoRoot: dir, headSha: HEAD }, changedPaths: FILES },
      {
        ...deps,
        runPlan: async (plan, ctx) => {
          if (plan.identity === 'claude') throw new Error('boom');
          const { dispatchPlan } = await import('../../src/run/runner.js');
          return dispatchPlan(plan, ctx);
        },
      },
    );
    expect(results.map((r) => [r.examiner, r.examination.status, r.examination.reason])).toEqual([
      ['claude', 'failed', 'lane_failed'],
      ['gemini', 'answered', undefined],
    ]);
  });
});

describe('examinerPlan', () => {
  it('points the review plan at the examination files, and keeps what runs', () => {
    const review = fakePlan(dir, ['--prompt', join(dir, 'prompt.md'), '-o', join(dir, 'gsd-review-x.md')], {
      identity: 'x',
      paths: {
        runDir: dir,
        prompt: join(dir, 'prompt.md'),
        review: join(dir, 'gsd-review-x.md'),
        err: join(dir, 'x.err'),
      },
      stdinPath: join(dir, 'prompt.md'),
      outputChannel: 'file-arg',
      envNames: ['X_KEY'],
    });
    const plan = examinerPlan(review, 5000) as SpawnLanePlan;
    expect(plan.paths).toEqual({
      runDir: dir,
      prompt: join(dir, 'examine', 'x.prompt.md'),
      review: join(dir, 'examine', 'x.md'),
      err: join(dir, 'examine', 'x.err'),
    });
    expect(plan.argv).toEqual(['--prompt', plan.paths.prompt, '-o', plan.paths.review]);
    expect(plan.stdinPath).toBe(plan.paths.prompt);
    expect(plan.timeoutMs).toBe(5000);
    expect({
      ...plan,
      paths: review.paths,
      argv: review.argv,
      stdinPath: review.stdinPath,
      timeoutMs: review.timeoutMs,
    }).toEqual(review);
    expect(examinerPlan(review).timeoutMs).toBe(review.timeoutMs);
  });

  it('writes each examiner its own request and leaves the review files alone', async () => {
    const lanes = [cliLane('codex', examineSteps({})), cliLane('claude', examineSteps({}))];
    const out = await crossExamine(
      input(lanes, { findings: [findings[0] as Finding, findings[1] as Finding] }),
      deps,
    );
    const prompt = readFileSync(join(dir, 'examine', 'claude.prompt.md'), 'utf8');
    expect(prompt.startsWith(EXAMINATION_HEADING)).toBe(true);
    expect(prompt).toContain('### F1 · HIGH · `src/a.ts:10`');
    expect(prompt).not.toContain('src/b.ts:20`');
    expect(out.examiners.map((e) => e.promptPath)).toEqual([
      join(dir, 'examine', 'codex.prompt.md'),
      join(dir, 'examine', 'claude.prompt.md'),
    ]);
  });
});

describe('the head lines under each finding', () => {
  it('are read at the head commit for the examined findings only, in one go', async () => {
    const asked: Array<{ ref: string; paths: readonly string[] }> = [];
    const git: Git = {
      cwd: dir,
      exec: async () => ({ exitCode: 1, stdout: '', stderr: '' }),
      revParse: async () => null,
      mergeBase: async () => null,
      readFile: async () => ({ kind: 'missing' }),
      readFiles: async (ref, paths) => {
        asked.push({ ref, paths });
        return paths.map((p) =>
          p === 'src/a.ts'
            ? { kind: 'file', content: Array.from({ length: 20 }, (_, i) => `line ${i + 1}\r`).join('\n') }
            : { kind: 'missing' },
        );
      },
    };
    const lanes = [cliLane('codex', examineSteps({})), cliLane('claude', examineSteps({}))];
    const b = finding('src/b.ts', 5, ['claude']);
    const past = finding('src/z.ts', 1, ['claude'], { severity: 'LOW' });
    await crossExamine(input(lanes, { findings: [findings[0] as Finding, b, past], max: 2 }), {
      ...deps,
      git,
    });
    expect(asked).toEqual([{ ref: HEAD, paths: ['src/a.ts', 'src/b.ts'] }]);
    const prompt = readFileSync(join(dir, 'examine', 'claude.prompt.md'), 'utf8');
    expect(prompt).toContain(' 8 | line 8\n 9 | line 9\n10 | line 10\n');
  });
});
