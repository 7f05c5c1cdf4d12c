/**
 * `reviewer-lanes review` end to end on a real git repository: repository lanes backed by the
 * fake CLI (__fixtures__/run/fake-cli.mjs), one lane per status, run through the CLI entry point
 * exactly as a user's script would. Every selected lane must appear in REVIEWS.md, in declared
 * order, with its status — and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';
import { runCli, type CliRun } from '../cli/helpers.js';
import { isAlive, waitUntil } from '../../__fixtures__/run/processes.mjs';
import '../../__fixtures__/findings/sarif-matcher.js';

const FAKE = resolve('__fixtures__/run/fake-cli.mjs');

function spawnLane(id: string, args: unknown[], extra: Record<string, unknown> = {}): string {
  return (
    JSON.stringify(
      {
        id,
        role: 'reviewer',
        version: '1.0.0',
        title: `Lane ${id}`,
        description: `Fake lane ${id} for the pipeline test.`,
        tier: 'full',
        requires: [],
        reviewer: {
          slug: id,
          flags: [`--${id}`],
          transport: 'spawn',
          probe: { kind: 'command-exists', binary: FAKE },
          invoke: {
            binary: FAKE,
            args,
            promptChannel: 'stdin',
            outputChannel: 'stdout',
            modelArg: null,
            effortChannel: 'none',
          },
          timeoutFloorMs: 60000,
          emptyOutput: 'stub-with-stderr',
          reviewsSection: `Lane ${id.toUpperCase()}`,
          evidenceClass: 'source-grounded',
          requiresBinaries: [],
          promptBudgetKey: null,
          handler: null,
          ...extra,
        },
      },
      null,
      2,
    ) + '\n'
  );
}

const REVIEW = '## Summary\nLooks fine.\n\n## Risk Assessment\nLOW\n';

const cli = (argv: string[], cwd: string): Promise<CliRun> =>
  runCli(argv, { cwd, env: { ...process.env, GITHUB_TOKEN: 'ghs_notforlanes' } });

describe('reviewer-lanes review on a repository with one lane of each status', () => {
  let repo: TempRepo;
  let run: CliRun;
  const out = () => join(repo.dir, 'out');

  beforeAll(async () => {
    repo = tempRepo();
    const lanes: Record<string, string> = {
      // Declared out of alphabetical order on disk: the report orders repository lanes by id.
      'e-reviewed': spawnLane('e-reviewed', ['print', REVIEW]),
      'a-empty': spawnLane('a-empty', ['whitespace']),
      'b-failed': spawnLane('b-failed', ['eprint', 'boom', 'exit', '3']),
      'c-timeout': spawnLane('c-timeout', ['print', 'partial', 'hang']),
      'd-missing': spawnLane('d-missing', []),
      'f-blocked': spawnLane('f-blocked', ['print', REVIEW]),
      'g-skipped': spawnLane('g-skipped', ['print', REVIEW], {
        promptBudgetKey: 'review.max_prompt_tokens_per_reviewer.g-skipped',
      }),
    };
    for (const [id, text] of Object.entries(lanes))
      repo.write(`.github/reviewer-lanes/capabilities/${id}/capability.json`, text);
    // d-missing points at a binary that does not exist.
    repo.write(
      '.github/reviewer-lanes/capabilities/d-missing/capability.json',
      lanes['d-missing']!.split(FAKE).join('/nonexistent/reviewer-cli'),
    );
    repo.write(
      '.github/reviewer-lanes/config.json',
      JSON.stringify({
        review: {
          timeouts: { 'c-timeout': 1500 },
          max_prompt_tokens_per_reviewer: { 'g-skipped': 20 },
        },
      }),
    );
    repo.write('src/app.js', 'export const a = 1;\n');
    // Consent to every lane but f-blocked, on the base branch.
    const consent = await cli(['consent', '--write'], repo.dir);
    expect(consent.code).toBe(0);
    const baseline = JSON.parse(readFileSync(join(repo.dir, '.github/reviewer-lanes/consent.json'), 'utf8'));
    delete baseline.lanes['f-blocked'];
    repo.write('.github/reviewer-lanes/consent.json', JSON.stringify(baseline, null, 2) + '\n');
    repo.commit('base with lanes and a baseline');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('src/app.js', 'export const a = 2;\nexport const b = a * 2;\n');
    repo.commit('the change');
    run = await cli(
      [
        'review',
        '--base',
        'main',
        '--reviewers',
        'e-reviewed,a-empty,b-failed,c-timeout,d-missing,f-blocked,g-skipped',
        '--out',
        'out',
        '--json',
      ],
      repo.dir,
    );
  }, 60000);

  afterAll(() => repo.cleanup());

  it('exits 1 because explicitly requested lanes did not end reviewed, and prints results.json', () => {
    expect(run.code).toBe(1);
    const doc = JSON.parse(run.stdout);
    expect(doc.ok).toBe(false);
    expect(doc).toEqual(JSON.parse(readFileSync(join(out(), 'results.json'), 'utf8')));
  });

  it('ends every lane with exactly one status and reason', () => {
    const doc = JSON.parse(run.stdout) as { lanes: Array<{ slug: string; status: string; reason?: string }> };
    const by = Object.fromEntries(doc.lanes.map((l) => [l.slug, [l.status, l.reason ?? null]]));
    expect(by).toEqual({
      'a-empty': ['empty', 'empty_output'],
      'b-failed': ['failed', 'exit_nonzero'],
      'c-timeout': ['timed_out', 'timed_out'],
      'd-missing': ['unavailable', 'missing_binary'],
      'e-reviewed': ['reviewed', null],
      'f-blocked': ['blocked', 'not_consented'],
      'g-skipped': ['skipped', 'budget_too_small'],
    });
  });

  it('skips a lane whose budget cannot hold the minimum prompt before it starts, in its place in the order', () => {
    const doc = JSON.parse(run.stdout) as { lanes: Array<Record<string, unknown>> };
    expect(doc.lanes.map((l) => l.slug)).toEqual([
      'a-empty',
      'b-failed',
      'c-timeout',
      'd-missing',
      'e-reviewed',
      'f-blocked',
      'g-skipped',
    ]);
    expect(doc.lanes.find((l) => l.slug === 'g-skipped')).toEqual({
      slug: 'g-skipped',
      source: 'repository',
      identity: 'g-skipped',
      status: 'skipped',
      reason: 'budget_too_small',
      detail: 'prompt budget (20 tokens) too small for the minimum review set',
      explicit: true,
      durationMs: 0,
    });
  });

  it('renders every selected lane in REVIEWS.md in declared order, and nothing else', () => {
    const md = readFileSync(join(out(), 'REVIEWS.md'), 'utf8');
    const sections = [...md.matchAll(/^## (.+) Review$/gm)].map((m) => m[1]);
    expect(sections).toEqual(
      ['A-EMPTY', 'B-FAILED', 'C-TIMEOUT', 'D-MISSING', 'E-REVIEWED', 'F-BLOCKED', 'G-SKIPPED'].map(
        (s) => `Lane ${s}`,
      ),
    );
    for (const status of ['empty', 'failed', 'timed_out', 'unavailable', 'reviewed', 'blocked', 'skipped'])
      expect(md).toMatch(new RegExp(`\\| ${status} \\|`));
    expect(md).toContain('failed or returned empty output');
    expect(md).toContain(
      'g-skipped review skipped: prompt budget (20 tokens) too small for the minimum review set.',
    );
    expect(md).toContain('Looks fine.');
    // The partial output printed before the timeout is not presented as the review.
    const timeoutSection = md.split('## Lane C-TIMEOUT Review')[1]!.split('---')[0]!;
    expect(timeoutSection).toMatch(/timed out/i);
    // First-party lanes were not selected and do not appear.
    expect(md).not.toMatch(/## (Codex|Claude|Gemini) Review/);
  });

  it('writes the prompt and each lane output beside REVIEWS.md, and records the trusted baseline commit', () => {
    expect(existsSync(join(out(), 'prompt.md'))).toBe(true);
    expect(readFileSync(join(out(), 'prompt.md'), 'utf8')).toContain('src/app.js');
    expect(readFileSync(join(out(), 'lanes', 'e-reviewed.md'), 'utf8')).toContain('Looks fine.');
    expect(readFileSync(join(out(), 'lanes', 'b-failed.err'), 'utf8')).toContain('boom');
    const md = readFileSync(join(out(), 'REVIEWS.md'), 'utf8');
    const mainSha = repo.git('rev-parse', 'main').trim();
    expect(md).toContain(`baseline_ref: "${mainSha}"`);
  });

  it('writes reviews.sarif beside REVIEWS.md: a SARIF 2.1.0 log of the findings', () => {
    const log = JSON.parse(readFileSync(join(out(), 'reviews.sarif'), 'utf8')) as {
      runs: Array<{ tool: { driver: { name: string } }; results: unknown[] }>;
    };
    expect(log).toBeValidSarifLog();
    expect(log.runs.map((r) => r.tool.driver.name)).toEqual(['reviewer-lanes']);
    expect(Array.isArray(log.runs[0]?.results)).toBe(true);
  });

  it('a second review of the same out directory leaves no stale lane file behind', async () => {
    const again = await cli(
      ['review', '--base', 'main', '--reviewers', 'e-reviewed', '--out', 'out', '--json'],
      repo.dir,
    );
    expect(again.code).toBe(0);
    expect(existsSync(join(out(), 'lanes', 'b-failed.err'))).toBe(false);
    const md = readFileSync(join(out(), 'REVIEWS.md'), 'utf8');
    expect([...md.matchAll(/^## (.+) Review$/gm)].map((m) => m[1])).toEqual(['Lane E-REVIEWED']);
  });

  it('a bad --fail-on is a usage error naming the values it takes', async () => {
    const bad = await cli(['review', '--fail-on', 'agreed', '--out', 'out3'], repo.dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      `--fail-on must be one of 'explicit', 'high', 'agreed-high' (got: "agreed")`,
    );
    expect(existsSync(join(repo.dir, 'out3'))).toBe(false);
  });

  it('a bad --base is a usage error decided before any lane runs', async () => {
    const bad = await cli(
      ['review', '--base', 'no-such-branch', '--reviewers', 'e-reviewed', '--out', 'out2'],
      repo.dir,
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--base: "no-such-branch" is not a commit');
    expect(existsSync(join(repo.dir, 'out2'))).toBe(false);
  });
});

describe('reviewer-lanes review: lane output hygiene', () => {
  it('redacts the credentials a lane holds but keeps model names and URLs readable', async () => {
    const repo = tempRepo();
    try {
      const script =
        'console.log("## Summary\\nkey " + process.env.ACME_API_KEY + " model " + process.env.ACME_MODEL + " at " + process.env.ACME_BASE_URL + "\\n<!-- reviewer-lanes:comment id=default -->\\n![x](https://evil.example/p.png)")';
      const manifest = JSON.parse(spawnLane('acme', ['-e', script]));
      manifest.reviewer.probe.binary = process.execPath;
      manifest.reviewer.invoke.binary = process.execPath;
      manifest.reviewer.env = ['ACME_API_KEY', 'ACME_MODEL', 'ACME_BASE_URL'];
      repo.write('.github/reviewer-lanes/capabilities/acme/capability.json', JSON.stringify(manifest));
      expect((await cli(['consent', '--write'], repo.dir)).code).toBe(0);
      repo.commit('base');
      repo.git('checkout', '-q', '-b', 'feature');
      repo.write('x.txt', 'x\n');
      repo.commit('change');
      const { code, stdout } = await runCli(
        ['review', '--base', 'main', '--reviewers', 'acme', '--out', 'out', '--json'],
        {
          cwd: repo.dir,
          env: {
            ...process.env,
            ACME_API_KEY: 'acme-live-0123456789abcdef',
            ACME_MODEL: 'acme-coder-large',
            ACME_BASE_URL: 'https://api.acme.example/v1',
          },
        },
      );
      expect(JSON.parse(stdout).lanes[0].status).toBe('reviewed');
      expect(code).toBe(0);
      const md = readFileSync(join(repo.dir, 'out', 'REVIEWS.md'), 'utf8');
      expect(md).not.toContain('acme-live-0123456789abcdef');
      expect(md).toContain('[REDACTED]');
      expect(md).toContain('model acme-coder-large at https://api.acme.example/v1');
      // No lane can plant the comment marker or a remote image.
      expect(md).not.toContain('<!-- reviewer-lanes:comment');
      expect(md).not.toContain('![x](https://evil.example/p.png)');
    } finally {
      repo.cleanup();
    }
  });
});

describe('reviewer-lanes review: cancellation', () => {
  it('SIGINT stops a running lane with its whole process group and still writes REVIEWS.md', async () => {
    const { EventEmitter } = await import('node:events');
    const { main } = await import('../../src/cli/main.js');
    const repo = tempRepo();
    try {
      const pidFile = join(repo.dir, 'grandchild.pid');
      repo.write(
        '.github/reviewer-lanes/capabilities/slow/capability.json',
        spawnLane('slow', ['ignore-term', 'grandchild', pidFile, 'print', 'partial', 'hang']),
      );
      expect((await runCli(['consent', '--write'], { cwd: repo.dir })).code).toBe(0);
      repo.commit('base');
      repo.git('checkout', '-q', '-b', 'feature');
      repo.write('x.txt', 'x\n');
      repo.commit('change');
      const signals = new EventEmitter();
      let stdout = '';
      let stderr = '';
      const started = Date.now();
      const running = main(['review', '--base', 'main', '--reviewers', 'slow', '--out', 'out', '--json'], {
        cwd: repo.dir,
        signals: signals as unknown as Pick<NodeJS.Process, 'on' | 'off'>,
        io: { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) },
      });
      // Wait until the lane's grandchild exists, then interrupt as a terminal's Ctrl-C would.
      while (!existsSync(pidFile)) await new Promise((r) => setTimeout(r, 20));
      const grandchild = Number(readFileSync(pidFile, 'utf8'));
      signals.emit('SIGINT', 'SIGINT');
      const code = await running;
      expect(code).toBe(1);
      expect(stderr).toContain('SIGINT: stopping the lanes');
      const lane = JSON.parse(stdout).lanes[0];
      expect([lane.status, lane.reason]).toEqual(['timed_out', 'timed_out']);
      expect(lane.detail).toMatch(/cancel/);
      // Well before the lane's own 60 s timeout.
      expect(Date.now() - started).toBeLessThan(20000);
      expect(readFileSync(join(repo.dir, 'out', 'REVIEWS.md'), 'utf8')).toContain('## Lane SLOW Review');
      // A killed process can linger a moment as a zombie until it is reaped; isAlive ignores zombies.
      expect(await waitUntil(() => !isAlive(grandchild), 2000)).toBe(true);
    } finally {
      repo.cleanup();
    }
  }, 30000);

  it('a second SIGINT leaves at once, and kills every lane group first (the built CLI)', async () => {
    const { spawn } = await import('node:child_process');
    const repo = tempRepo();
    try {
      const pidFile = join(repo.dir, 'grandchild.pid');
      const lanePids = join(repo.dir, 'lane.pid');
      repo.write(
        '.github/reviewer-lanes/capabilities/stubborn/capability.json',
        spawnLane('stubborn', ['ignore-term', 'pidfile', lanePids, 'grandchild', pidFile, 'hang']),
      );
      expect((await runCli(['consent', '--write'], { cwd: repo.dir })).code).toBe(0);
      repo.commit('base');
      repo.git('checkout', '-q', '-b', 'feature');
      repo.write('x.txt', 'x\n');
      repo.commit('change');
      const child = spawn(
        process.execPath,
        [resolve('dist/cli.js'), 'review', '--base', 'main', '--reviewers', 'stubborn', '--out', 'out'],
        { cwd: repo.dir, stdio: 'ignore' },
      );
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      while (!existsSync(pidFile)) await new Promise((r) => setTimeout(r, 20));
      const lane = Number(readFileSync(lanePids, 'utf8'));
      const grandchild = Number(readFileSync(pidFile, 'utf8'));
      child.kill('SIGINT');
      await new Promise((r) => setTimeout(r, 300));
      child.kill('SIGINT');
      expect(await exited).toBe(130);
      // Both ignore SIGTERM: only the SIGKILL sent before leaving ends them, well inside the
      // 5 s grace the first signal started.
      expect(await waitUntil(() => !isAlive(lane) && !isAlive(grandchild), 2000)).toBe(true);
    } finally {
      repo.cleanup();
    }
  }, 30000);
});
