/**
 * run(), the orchestrator, with the pipeline replaced by stand-in stages (the pipeline has its
 * own tests) and everything else real: inputs through the runner's INPUT_* names, the event
 * payload file, outputs and the job summary through the runner's files, Octokit against the
 * loopback GitHub fake and @actions/artifact against the loopback artifact fake.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGit } from '../../__fixtures__/sys/git.js';
import type { FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { startFakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { readZip } from '../../__fixtures__/github/zip.js';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { pullRequestPayload, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import type { ActionDeps } from '../../src/action/main.js';
import { productionDeps, run, tokenForms } from '../../src/action/main.js';
import { failedLanes, failureMessage } from '../../src/action/mode.js';
import type { ActionStages, StageContext } from '../../src/action/stages.js';
import { readPlanHandover, type PlanHandover } from '../../src/pipeline/handover.js';
import { createArtifactStore } from '../../src/github/artifact.js';
import { commentMarker } from '../../src/github/comment.js';
import { reviewedHeader } from '../../src/github/sticky-record.js';
import { runnerSurface, type RunnerSurface } from '../../src/github/log.js';
import { divisionByZero, missingAwait, outsideTheDiff } from '../../__fixtures__/findings/findings.js';
import type { Finding } from '../../src/findings/types.js';
import type { ReviewOutcome } from '../../src/pipeline/index.js';
import type { PlanOutcome } from '../../src/plan/types.js';
import type { ResultsJson } from '../../src/report/results-schema.js';
import type { PlanSettings, Settings } from '../../src/settings.js';

const savedEnv = { ...process.env };
let github: FakeGitHub;
let artifacts: FakeArtifacts;
let work: string;
let repo: string;
let base: string;
let head: string;

const git = (cwd: string, ...args: string[]) => runGit(cwd, args);

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'rl-main-'));
  repo = join(work, 'repo');
  mkdirSync(repo);
  git(repo, 'init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'a.txt'), 'base\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'base');
  base = git(repo, 'rev-parse', 'HEAD');
  writeFileSync(join(repo, 'a.txt'), 'head\n');
  git(repo, 'commit', '-q', '-am', 'head');
  head = git(repo, 'rev-parse', 'HEAD');
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  process.env = savedEnv;
});

let runDir: string;
let attemptCounter = 0;
beforeEach(async () => {
  github = await startFakeGitHub();
  github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: base, headSha: head }));
  runDir = mkdtempSync(join(work, 'run-'));
  // A fresh run id per test, so artifact names from other tests never meet.
  attemptCounter++;
  writeFileSync(join(runDir, 'output'), '');
  // One summary file, emptied per test.
  writeFileSync(summaryFile(), '');
  artifacts = await startFakeArtifacts();
  for (const k of Object.keys(process.env)) if (k.startsWith('INPUT_')) delete process.env[k];
  Object.assign(process.env, artifacts.env(), {
    GITHUB_OUTPUT: join(runDir, 'output'),
    GITHUB_STEP_SUMMARY: summaryFile(),
    GITHUB_REPOSITORY: 'octo/widgets',
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKSPACE: repo,
    RUNNER_TEMP: join(runDir, 'tmp'),
    GITHUB_RUN_ID: String(1000 + attemptCounter),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SHA: head,
    'INPUT_GITHUB-TOKEN': 'ghs_token',
  });
  mkdirSync(join(runDir, 'tmp'));
});
afterEach(async () => {
  await github.close();
  await artifacts.close();
});
const summaryFile = () => join(work, 'summary');

function setEvent(name: string, payload: unknown) {
  const path = join(runDir, 'event.json');
  writeFileSync(path, JSON.stringify(payload));
  process.env['GITHUB_EVENT_NAME'] = name;
  process.env['GITHUB_EVENT_PATH'] = path;
}
const prEvent = (headRepo?: string) =>
  setEvent('pull_request', {
    pull_request: pullRequestPayload({
      number: 7,
      baseSha: base,
      headSha: head,
      ...(headRepo ? { headRepo } : {}),
    }),
  });

/** The runner's step outputs, parsed from the GITHUB_OUTPUT file. */
function outputs(): Record<string, string> {
  const text = readFileSync(join(runDir, 'output'), 'utf8');
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/^([\w-]+)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm))
    out[m[1] as string] = m[3] as string;
  return out;
}

interface Timeline {
  events: string[];
  failed: string[];
  logs: Array<{ level: string; message: string }>;
  exitCodes: number[];
}

/** The runner's files for outputs and the summary; failures and annotations recorded (not process.exitCode). */
function surface(t: Timeline): RunnerSurface {
  const rec = (level: string) => (message: string) => {
    t.logs.push({ level, message });
  };
  return {
    info: rec('info'),
    notice: rec('notice'),
    warning: rec('warning'),
    error: rec('error'),
    summary: async (m) => {
      t.events.push('summary');
      await runnerSurface.summary(m);
    },
    setOutput: (n, v) => runnerSurface.setOutput(n, v),
    setFailed: (m) => {
      t.events.push(`setFailed:${github.comments.length}`);
      t.failed.push(m);
    },
    setSecret: () => undefined,
  };
}

function results(
  lanes: Array<Partial<ResultsJson['lanes'][number]> & { slug: string }>,
  ok: boolean,
): ResultsJson {
  return {
    version: 2,
    ok,
    lanes: lanes.map((l) => ({ identity: l.slug, status: 'reviewed', explicit: true, durationMs: 5, ...l })),
    findings: [],
    outcomes: [],
    dismissed: [],
    feedback: [],
  };
}

function outcome(
  settings: Settings,
  r: ResultsJson,
  markdown: string,
  extra: {
    planWarnings?: string[];
    laneWarnings?: string[];
    findings?: Finding[];
    secrets?: string[];
    failures?: ReviewOutcome['failures'];
  } = {},
): ReviewOutcome {
  mkdirSync(settings.outDir, { recursive: true });
  const reviewsPath = join(settings.outDir, 'REVIEWS.md');
  writeFileSync(reviewsPath, markdown);
  writeFileSync(join(settings.outDir, 'results.json'), JSON.stringify(r));
  return {
    ok: r.ok,
    failures:
      extra.failures ?? (r.ok ? [] : [{ why: 'not_reviewed', identity: 'x', slug: 'x', status: 'failed' }]),
    plan: { warnings: (extra.planWarnings ?? []).map((message) => ({ message })) } as PlanOutcome,
    change: { baseSha: base, headSha: head, rangeLabel: '' },
    results: r.lanes.map((l) => ({ ...l, body: '', caveats: [], warnings: extra.laneWarnings ?? [] })),
    results_json: r,
    outDir: settings.outDir,
    reviewsPath,
    resultsPath: join(settings.outDir, 'results.json'),
    sarifPath: join(settings.outDir, 'reviews.sarif'),
    reviewsMarkdown: markdown,
    findings: extra.findings ?? [],
    secrets: extra.secrets ?? [],
  };
}

const unused = async (): Promise<never> => {
  throw new Error('this stage is not used here');
};
const stages = (s: Partial<ActionStages>): ActionStages => ({
  review: unused,
  plan: unused,
  check: unused,
  lane: unused,
  examine: unused,
  merge: unused,
  ...s,
});

async function runAction(s: Partial<ActionStages>, extra: Partial<ActionDeps> = {}): Promise<Timeline> {
  const t: Timeline = { events: [], failed: [], logs: [], exitCodes: [] };
  await run({
    surface: surface(t),
    stages: stages(s),
    signals: new EventEmitter() as unknown as ActionDeps['signals'],
    exit: (c) => t.exitCodes.push(c),
    env: process.env,
    ...extra,
  });
  return t;
}

describe('run: review mode', () => {
  it('publishes, sets every output, and fails for an explicit lane only after the comment is posted', async () => {
    prEvent();
    process.env['INPUT_REVIEWERS'] = 'codex,gemini';
    const seen: Settings[] = [];
    const r = results(
      [
        { slug: 'codex', status: 'reviewed' },
        { slug: 'gemini', status: 'failed', reason: 'exit_nonzero' },
        { slug: 'ollama', status: 'unavailable', reason: 'host_unreachable', explicit: false },
      ],
      false,
    );
    const t = await runAction({
      review: async (settings, ctx) => {
        seen.push(settings);
        expect(ctx.event.pr?.number).toBe(7);
        return outcome(settings, r, '# Cross-AI Review — PR #7: Add a widget\n');
      },
    });
    expect(seen[0]).toMatchObject({
      cwd: repo,
      reviewers: ['codex', 'gemini'],
      baselineRef: base,
      base,
      head,
    });
    expect(github.comments).toHaveLength(1);
    // Under the marker, what the review covered (D17): this head and base, no findings, and each lane (D19).
    expect(github.comments[0]?.body).toBe(
      `${commentMarker('default')}\n${reviewedHeader(
        { head, base },
        [],
        [
          { identity: 'codex', status: 'reviewed', durationMs: 5 },
          { identity: 'gemini', status: 'failed', durationMs: 5 },
          { identity: 'ollama', status: 'unavailable', durationMs: 5 },
        ],
      ).join('\n')}\n# Cross-AI Review — PR #7: Add a widget\n`,
    );
    expect(t.failed).toEqual(['Requested lanes did not end reviewed: gemini (failed: exit_nonzero)']);
    // The comment existed before the step was failed, and the summary was written before too.
    expect(t.events).toEqual(['summary', 'setFailed:1']);
    expect(t.exitCodes).toEqual([1]);
    const o = outputs();
    expect(o['failed-lanes']).toBe('gemini');
    expect(JSON.parse(o['results'] as string)).toEqual(r);
    expect(o['reviews-path']).toBe(join(runDir, 'tmp', 'reviewer-lanes', 'default', 'review', 'REVIEWS.md'));
    expect(o['comment-url']).toBe(github.comments[0]?.html_url);
    // No lane carries a figure: no tokens, and no cost-usd at all (it is only set when reported).
    expect(o['tokens']).toBe('0');
    expect(o).not.toHaveProperty('cost-usd');
    expect(readFileSync(summaryFile(), 'utf8')).toContain('# Cross-AI Review — PR #7');
    expect(artifacts.artifacts.some((a) => a.name === 'reviewer-lanes')).toBe(true);
  });

  it('posts the findings as a review after the comment, sets the findings outputs, and fails on agreed-high last', async () => {
    prEvent();
    process.env['INPUT_FAIL-ON'] = 'agreed-high';
    github.files.set(7, [
      {
        filename: 'src/cart.ts',
        status: 'added',
        additions: 40,
        deletions: 0,
        patch: `@@ -0,0 +1,40 @@\n${Array.from({ length: 40 }, (_, i) => `+l${i}`).join('\n')}`,
      },
    ]);
    const r = results([{ slug: 'codex' }, { slug: 'claude' }, { slug: 'gemini' }], false);
    let settingsSeen: Settings | undefined;
    const t = await runAction({
      review: async (settings) => {
        settingsSeen = settings;
        return outcome(settings, r, 'the review', {
          findings: [divisionByZero, missingAwait, outsideTheDiff],
        });
      },
    });
    expect(settingsSeen?.failOn).toBe('agreed-high');
    expect(github.reviews).toHaveLength(1);
    expect(github.reviewComments.map((c) => [c.path, c.line])).toEqual([
      ['src/cart.ts', 28],
      ['src/cart.ts', 14],
    ]);
    const o = outputs();
    expect(o['findings']).toBe('3');
    expect(o['agreed-findings']).toBe('2');
    expect(o['sarif-path']).toBe(join(runDir, 'tmp', 'reviewer-lanes', 'default', 'review', 'reviews.sarif'));
    expect(t.failed).toEqual([
      'HIGH findings flagged by 2 or more lanes (fail-on: agreed-high): src/cart.ts:28 "Division by zero: `averagePrice()` divides by the item count" (codex, claude, gemini), README.md:1 "The README documents the old API" (codex, claude)',
    ]);
    expect(t.events).toEqual(['summary', 'setFailed:1']);
    // The default token's identity is known: nothing asked GET /user.
    expect(github.requests.filter((q) => q.path === '/user')).toEqual([]);
  });

  it('creates the artifact store once, after the review, and uploads with that one store', async () => {
    prEvent();
    let created = 0;
    const r = results([{ slug: 'codex' }], true);
    const t = await runAction(
      {
        review: async (settings) => {
          expect(created).toBe(0);
          return outcome(settings, r, 'ok');
        },
      },
      {
        artifacts: async () => {
          created++;
          return createArtifactStore();
        },
      },
    );
    expect(t.failed).toEqual([]);
    expect(created).toBe(1);
    expect(artifacts.artifacts.some((a) => a.name === 'reviewer-lanes')).toBe(true);
  });

  it('with artifact: false, creates no artifact store', async () => {
    prEvent();
    process.env['INPUT_ARTIFACT'] = 'false';
    let created = 0;
    const r = results([{ slug: 'codex' }], true);
    const t = await runAction(
      { review: async (settings) => outcome(settings, r, 'ok') },
      {
        artifacts: async () => {
          created++;
          return createArtifactStore();
        },
      },
    );
    expect(t.failed).toEqual([]);
    expect(created).toBe(0);
    expect(artifacts.artifacts).toHaveLength(0);
  });

  it("starts the review only once the look back has answered and the checkout's token is out of its git config (D6)", async () => {
    prEvent();
    const header = 'AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3Rva2Vu';
    git(repo, 'config', '--local', 'http.https://github.com/.extraheader', header);
    try {
      let seen: { listed: boolean; config: string } | undefined;
      const r = results([{ slug: 'codex' }], true);
      const t = await runAction({
        review: async (settings) => {
          seen = {
            listed: github.requests.some((q) => /\/issues\/7\/comments/.test(q.path)),
            // Exit 1 and nothing printed: no such entry.
            config: spawnSync('git', ['-C', repo, 'config', '--get-regexp', '^http\\..*\\.extraheader$'], {
              encoding: 'utf8',
            }).stdout,
          };
          return outcome(settings, r, 'ok');
        },
      });
      expect(t.failed).toEqual([]);
      expect(seen).toEqual({ listed: true, config: '' });
      // Put back once the review is done, for later steps that push.
      expect(git(repo, 'config', '--get', 'http.https://github.com/.extraheader')).toBe(header);
    } finally {
      git(repo, 'config', '--local', '--unset-all', 'http.https://github.com/.extraheader');
    }
  });

  it('ends green when only lanes nobody asked for did not run', async () => {
    prEvent();
    const r = results(
      [{ slug: 'ollama', status: 'unavailable', reason: 'host_unreachable', explicit: false }],
      true,
    );
    const t = await runAction({ review: async (settings) => outcome(settings, r, 'ok') });
    expect(t.failed).toEqual([]);
    expect(t.exitCodes).toEqual([0]);
    expect(outputs()['failed-lanes']).toBe('');
  });

  it('outputs the tokens of every lane and the cost the lanes reported (D17)', async () => {
    prEvent();
    const r = results(
      [
        {
          slug: 'claude',
          usage: { inputTokens: 1300, outputTokens: 203, costUsd: 0.0102875, source: 'lane' },
        },
        {
          slug: 'opencode',
          usage: { inputTokens: 2210, outputTokens: 213, costUsd: 0.0057, source: 'lane' },
        },
        { slug: 'codex', usage: { inputTokens: 2000, outputTokens: 300, source: 'lane' } },
        { slug: 'kimi-code', usage: { inputTokens: 500, outputTokens: 20, source: 'estimate' } },
        { slug: 'qwen', status: 'unavailable', reason: 'missing_binary' },
      ],
      false,
    );
    await runAction({ review: async (settings) => outcome(settings, r, 'ok') });
    const o = outputs();
    expect(o['tokens']).toBe(String(1503 + 2423 + 2300 + 520));
    expect(o['cost-usd']).toBe('0.015988');
  });

  it("annotates the plan's warnings and each lane's, once each", async () => {
    prEvent();
    const r = results([{ slug: 'ollama', status: 'reviewed', explicit: true }], true);
    const served = "ollama served model 'b' but 'a' was requested. Review may be from a different model.";
    const t = await runAction({
      review: async (settings) =>
        outcome(settings, r, 'ok', {
          planWarnings: ['config: review.timeouts.x must be a positive integer'],
          laneWarnings: [served, served],
        }),
    });
    expect(t.logs.filter((l) => l.level === 'warning').map((l) => l.message)).toEqual([
      'config: review.timeouts.x must be a positive integer',
      served,
    ]);
    expect(t.exitCodes).toEqual([0]);
  });

  it('a fork PR with a read-only token posts nothing and ends green, with a notice', async () => {
    await github.close();
    github = await startFakeGitHub({ readOnly: true });
    github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: base, headSha: head }));
    process.env['GITHUB_API_URL'] = github.url;
    prEvent('contributor/widgets');
    const r = results([{ slug: 'codex' }], true);
    const t = await runAction({ review: async (settings) => outcome(settings, r, 'the review') });
    expect(github.comments).toHaveLength(0);
    expect(t.failed).toEqual([]);
    // D20: no track record artifact yet is a line of the log, not a notice.
    expect(t.logs.filter((l) => l.level === 'notice').map((l) => l.message)).toEqual([
      'The token cannot comment on pull request #7 (a pull request from a fork gets a read-only token). The review is in the job summary and the artifact reviewer-lanes.',
    ]);
    expect(readFileSync(summaryFile(), 'utf8')).toContain('the review');
    expect(outputs()['comment-url']).toBe('');
  });

  it('no lane reviewed: the step fails after the page is out; on a fork it is a notice the summary repeats', async () => {
    const nobody = results(
      [{ slug: 'codex', status: 'unavailable', reason: 'missing_binary', explicit: false }],
      false,
    );
    const failures = [{ why: 'nothing_reviewed' as const }];
    prEvent();
    const t = await runAction({
      review: async (settings) => outcome(settings, nobody, 'the review', { failures }),
    });
    expect(t.failed).toEqual(['No lane reviewed the change: the review says why each selected lane did not']);
    expect(t.events).toEqual(['summary', 'setFailed:1']);

    await github.close();
    github = await startFakeGitHub({ readOnly: true });
    github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: base, headSha: head }));
    process.env['GITHUB_API_URL'] = github.url;
    prEvent('contributor/widgets');
    const fork = await runAction({
      review: async (settings) => outcome(settings, nobody, 'the review', { failures }),
    });
    expect(fork.failed).toEqual([]);
    const why =
      'No lane reviewed the change; with the read-only token of a pull request from a fork this is not a failure.';
    expect(fork.logs.filter((l) => l.level === 'notice').map((l) => l.message)).toContain(why);
    expect(readFileSync(summaryFile(), 'utf8')).toContain(`> ${why}`);
    expect(fork.exitCodes).toEqual([0]);
  });

  it('stops before any stage on a bad input, naming it', async () => {
    prEvent();
    process.env['INPUT_MAX-PARALLEL'] = 'lots';
    let called = false;
    const t = await runAction({
      review: async () => {
        called = true;
        throw new Error('unreachable');
      },
    });
    expect(called).toBe(false);
    expect(t.failed).toEqual(["Input 'max-parallel' must be a whole number from 1 to 32, got 'lots'"]);
    expect(t.exitCodes).toEqual([1]);
  });

  it('turns a throw from the pipeline into a failed step', async () => {
    prEvent();
    const t = await runAction({
      review: async () => {
        throw new Error('config exploded');
      },
    });
    expect(t.failed).toEqual(['config exploded']);
  });

  it('forwards SIGTERM to the pipeline as an abort', async () => {
    prEvent();
    const signals = new EventEmitter();
    let aborted: unknown;
    const t = await runAction(
      {
        review: async (settings, ctx: StageContext) => {
          signals.emit('SIGTERM', 'SIGTERM');
          aborted = ctx.signal.aborted;
          return outcome(
            settings,
            results([{ slug: 'codex', status: 'timed_out', reason: 'timed_out' }], false),
            'x',
          );
        },
      },
      { signals: signals as unknown as ActionDeps['signals'] },
    );
    expect(aborted).toBe(true);
    expect(t.logs.some((l) => l.message === 'Received SIGTERM: stopping the lanes.')).toBe(true);
    expect(signals.listenerCount('SIGTERM')).toBe(0);
  });
});

describe('run: check mode', () => {
  it('annotates, renders the disclosure diff into the summary and the comment, and fails', async () => {
    prEvent();
    process.env['INPUT_MODE'] = 'check';
    const t = await runAction({
      check: async (settings) => {
        expect(settings.base).toBe(base);
        return {
          ok: false,
          errors: [
            {
              message: 'must be a bare command name',
              path: 'a.txt',
              id: 'x',
              field: 'reviewer.invoke.binary',
            },
          ],
          warnings: [],
          disclosureDiff: [
            {
              id: 'ollama',
              slug: 'ollama',
              change: 'changed',
              before: 'ollama -> [openai-http] review.ollama_host => http://localhost:11434 [local]',
              after: 'ollama -> [openai-http] review.ollama_host => https://gpu.example.net [remote]',
            },
          ],
        };
      },
    });
    expect(t.logs.find((l) => l.level === 'error')?.message).toBe(
      '[x] reviewer.invoke.binary: must be a bare command name',
    );
    const summary = readFileSync(summaryFile(), 'utf8');
    expect(summary).toContain('will now send PR content to https://gpu.example.net [remote]');
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body.split('\n')[0]).toBe(commentMarker('default:check'));
    expect(github.comments[0]?.body).toContain(
      'will now send PR content to https://gpu.example.net [remote]',
    );
    expect(t.failed).toEqual(['reviewer-lanes check failed: 1 manifest or config error(s)']);
  });

  it('a passing check with nothing to disclose posts no comment', async () => {
    prEvent();
    process.env['INPUT_MODE'] = 'check';
    const t = await runAction({
      check: async () => ({ ok: true, errors: [], warnings: [], disclosureDiff: [] }),
    });
    expect(github.comments).toHaveLength(0);
    expect(t.failed).toEqual([]);
    expect(readFileSync(summaryFile(), 'utf8')).toContain('## reviewer-lanes check: passed');
  });
});

describe('run: plan -> lane x N -> publish', () => {
  const planned = (settings: PlanSettings): PlanOutcome => ({
    ok: true,
    source: 'explicit',
    lanes: [
      { slug: 'codex', identity: 'codex', explicit: true, status: 'runnable' },
      { slug: 'claude', identity: 'claude-fast', explicit: true, status: 'runnable' },
      {
        slug: 'ollama',
        identity: 'ollama',
        explicit: false,
        status: 'unavailable',
        reason: 'host_unreachable',
      },
    ],
    errors: [],
    warnings: [],
    infos: [],
    baseline: { ref: settings.baselineRef, sha: base, path: settings.consentPath, missing: false },
  });

  it('hands the plan and each lane result over as artifacts of the run', async () => {
    prEvent();
    process.env['INPUT_ARTIFACT-PREFIX'] = 'rl';
    process.env['INPUT_MODE'] = 'plan';
    const t1 = await runAction({ plan: async (settings) => planned(settings) });
    expect(t1.failed).toEqual([]);
    const o = outputs();
    expect(JSON.parse(o['matrix'] as string)).toEqual({
      include: [{ lane: 'codex' }, { lane: 'claude-fast' }],
    });
    expect(o['lane-count']).toBe('2');

    process.env['INPUT_MODE'] = 'lane';
    for (const identity of ['codex', 'claude-fast']) {
      process.env['INPUT_LANE'] = identity;
      const t = await runAction({
        lane: async (settings, id) => {
          expect(id).toBe(identity);
          const o2 = outcome(settings, results([{ slug: id, identity: id }], true), `## ${id}\n`);
          writeFileSync(join(settings.outDir, `${id}.review.md`), `review by ${id}\n`);
          return o2;
        },
      });
      expect(t.failed).toEqual([]);
    }
    expect(artifacts.artifacts.map((a) => a.name)).toEqual(
      expect.arrayContaining(['rl-plan', 'rl-lane-codex', 'rl-lane-claude-fast']),
    );

    delete process.env['INPUT_LANE'];
    process.env['INPUT_MODE'] = 'publish';
    let handed: { plan: PlanHandover; lanes: Record<string, string[]> } | undefined;
    const t3 = await runAction({
      merge: async (settings, h) => {
        const plan = readPlanHandover(h.planDir);
        const lanes: Record<string, string[]> = {};
        for (const [id, dir] of h.laneDirs) lanes[id] = readdirSync(dir).sort();
        handed = { plan, lanes };
        return outcome(
          settings,
          results([{ slug: 'codex' }, { slug: 'claude', identity: 'claude-fast' }], true),
          '# merged\n',
        );
      },
    });
    expect(t3.failed).toEqual([]);
    expect(handed?.plan.lanes.map((l) => [l.identity, l.status])).toEqual([
      ['codex', 'runnable'],
      ['claude-fast', 'runnable'],
      ['ollama', 'unavailable'],
    ]);
    // A file the run did not write is not handed over (the stand-in's `<id>.review.md`).
    expect(handed?.lanes).toEqual({
      codex: ['REVIEWS.md', 'results.json'],
      'claude-fast': ['REVIEWS.md', 'results.json'],
    });
    expect(github.comments[0]?.body).toBe(
      `${commentMarker('default')}\n${reviewedHeader(
        { head, base },
        [],
        [
          { identity: 'codex', status: 'reviewed', durationMs: 5 },
          { identity: 'claude-fast', status: 'reviewed', durationMs: 5 },
        ],
      ).join('\n')}\n# merged\n`,
    );
  });

  it('publish without a plan artifact says what to run first', async () => {
    prEvent();
    process.env['INPUT_MODE'] = 'publish';
    process.env['INPUT_ARTIFACT-PREFIX'] = 'nothing-here';
    const t = await runAction({});
    expect(t.failed).toEqual([
      "mode: publish found no 'nothing-here-plan' artifact in this run: run mode: plan first with the same artifact-prefix",
    ]);
  });
});

describe('token forms', () => {
  it('the token and the basic-auth value a checkout keeps in git config', () => {
    expect(tokenForms('ghs_abc123')).toEqual([
      'ghs_abc123',
      Buffer.from('x-access-token:ghs_abc123').toString('base64'),
    ]);
  });
});

describe('outcome helpers', () => {
  it('lists explicit lanes that did not end reviewed, once per slug', () => {
    const r = results(
      [
        { slug: 'claude', identity: 'claude-a', status: 'failed', reason: 'exit_nonzero' },
        { slug: 'claude', identity: 'claude-b', status: 'timed_out', reason: 'timed_out' },
        { slug: 'codex' },
        { slug: 'ollama', status: 'unavailable', explicit: false },
      ],
      false,
    );
    expect(failedLanes(r)).toEqual(['claude']);
    expect(failureMessage(r, 'explicit')).toBe(
      'Requested lanes did not end reviewed: claude-a (failed: exit_nonzero), claude-b (timed_out: timed_out)',
    );
    expect(failureMessage(results([{ slug: 'codex' }], false), 'high')).toBe(
      "A lane's Risk Assessment is HIGH (fail-on: high)",
    );
    expect(
      failureMessage(results([{ slug: 'codex' }], false), 'agreed-high', [divisionByZero, missingAwait]),
    ).toBe(
      'HIGH findings flagged by 2 or more lanes (fail-on: agreed-high): src/cart.ts:28 "Division by zero: `averagePrice()` divides by the item count" (codex, claude, gemini)',
    );
  });

  it('production deps read the runner’s environment', () => {
    const d = productionDeps();
    process.env['INPUT_COMMENT-ID'] = 'x';
    expect(d.readInput('comment-id')).toBe('x');
  });
});

describe('run: the artifact holds only the run files, redacted', () => {
  /** What a lane's environment holds and a lane may write anywhere the user can. */
  const KEY = 'sk-lane-key-0123456789abcdef';
  const entriesOf = (name: string) => {
    const a = artifacts.artifacts.find((x) => x.name === name);
    if (!a) throw new Error(`no artifact ${name}`);
    return new Map([...readZip(a.zip)].map(([k, v]) => [k, v.toString('utf8')]));
  };
  const warnings = (t: Timeline) => t.logs.filter((l) => l.level === 'warning').map((l) => l.message);

  it('review mode: a nested file a lane wrote is left out by name; a known file holding the key is redacted', async () => {
    prEvent();
    const r = results([{ slug: 'codex' }], true);
    const t = await runAction({
      review: async (settings) => {
        const o = outcome(settings, r, '# review\n', { secrets: [KEY] });
        const lanes = join(settings.outDir, 'lanes');
        mkdirSync(join(lanes, 'notes'), { recursive: true });
        // Written after the run redacted its lane files, as a lane process that outlived its kill could.
        writeFileSync(join(lanes, 'codex.md'), `## Summary\nthe key is ${KEY}\n`);
        writeFileSync(join(lanes, 'notes', 'x'), `OPENAI_API_KEY=${KEY}\n`);
        writeFileSync(join(settings.outDir, 'stray.txt'), KEY);
        return o;
      },
    });
    expect(t.failed).toEqual([]);
    const entries = entriesOf('reviewer-lanes');
    expect([...entries.keys()].sort()).toEqual(['REVIEWS.md', 'lanes/codex.md', 'results.json']);
    expect(entries.get('lanes/codex.md')).toBe('## Summary\nthe key is [REDACTED]\n');
    for (const text of entries.values()) expect(text).not.toContain(KEY);
    expect(warnings(t)).toContain(
      'The out directory holds lanes/notes/x, stray.txt, which the run did not write; left out of the artifact',
    );
    // The staged copy is removed once it is up; the out directory keeps what was there.
    expect(readdirSync(join(runDir, 'tmp')).filter((n) => n.startsWith('reviewer-lanes-artifact-'))).toEqual(
      [],
    );
  });

  it('names the first ten files it leaves out and counts the rest', async () => {
    prEvent();
    const r = results([{ slug: 'codex' }], true);
    const t = await runAction({
      review: async (settings) => {
        const o = outcome(settings, r, '# review\n');
        for (let i = 0; i < 12; i++)
          writeFileSync(join(settings.outDir, `extra-${String(i).padStart(2, '0')}`), 'x');
        return o;
      },
    });
    const names = Array.from({ length: 10 }, (_, i) => `extra-${String(i).padStart(2, '0')}`).join(', ');
    expect(warnings(t)).toContain(
      `The out directory holds ${names} and 2 more, which the run did not write; left out of the artifact`,
    );
    expect([...entriesOf('reviewer-lanes').keys()].sort()).toEqual(['REVIEWS.md', 'results.json']);
  });

  it('lane mode: a lane file swapped for a link before the upload is never followed', async () => {
    prEvent();
    process.env['INPUT_MODE'] = 'lane';
    process.env['INPUT_LANE'] = 'codex';
    const secret = join(runDir, 'runner-secret');
    writeFileSync(secret, `RUNNER-SECRET ${KEY}`);
    let outDir = '';
    const t = await runAction(
      {
        lane: async (settings) => {
          outDir = settings.outDir;
          const o = outcome(settings, results([{ slug: 'codex' }], true), '## codex\n', { secrets: [KEY] });
          mkdirSync(join(settings.outDir, 'lanes'), { recursive: true });
          writeFileSync(join(settings.outDir, 'lanes', 'codex.md'), 'the review\n');
          writeFileSync(join(settings.outDir, 'lanes', 'codex.stdout'), 'raw output\n');
          symlinkSync(secret, join(settings.outDir, 'lanes', 'codex.err'));
          return o;
        },
      },
      {
        // A lane process still running swaps its stdout for a link as the upload starts.
        artifacts: async () => {
          const real = await createArtifactStore();
          return {
            ...real,
            upload: (name, root, files) => {
              const stdout = join(outDir, 'lanes', 'codex.stdout');
              rmSync(stdout);
              symlinkSync(secret, stdout);
              return real.upload(name, root, files);
            },
          };
        },
      },
    );
    expect(t.failed).toEqual([]);
    const entries = entriesOf('reviewer-lanes-lane-codex');
    expect([...entries.keys()].sort()).toEqual([
      'REVIEWS.md',
      'lanes/codex.md',
      'lanes/codex.stdout',
      'results.json',
    ]);
    expect(entries.get('lanes/codex.stdout')).toBe('raw output\n');
    for (const text of entries.values()) expect(text).not.toContain('RUNNER-SECRET');
    expect(warnings(t)).toContain(
      'lanes/codex.err in the out directory is a symbolic link; it is not followed; it is left out of the artifact',
    );
  });
});
