/**
 * `mode: plan -> lane x N -> publish` without the action around it: each lane job runs one lane
 * into a directory of its own (as its artifact), and the publish job merges them. The merged out
 * directory must hold what a single review job's does (D12: every lane's output and stderr, the
 * prompt, REVIEWS.md and results.json), with results.json's paths relative to it.
 * Real git repository and /bin/echo lanes.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HANDOVER_VERSION, planHandover } from '../../src/pipeline/handover.js';
import { mergeLaneResults, planReview, runOneLane, runReview } from '../../src/pipeline/index.js';
import type { Settings } from '../../src/settings.js';
import { createGit } from '../../src/sys/git.js';
import { DEFAULTS } from '../../src/vocabulary.js';
import type { TempRepo } from '../../__fixtures__/trust/repo.js';
import { consentedRepo, lanePath } from '../../__fixtures__/pipeline/consented-repo.js';
import { echoLaneFile } from '../../__fixtures__/pipeline/echo-lane.js';

describe('merging lane jobs (publish mode)', () => {
  let repo: TempRepo;
  let jobs: string;
  const settings = (outDir: string): Settings => ({
    cwd: repo.dir,
    reviewers: ['la', 'lb'],
    all: false,
    consentPath: DEFAULTS.consentPath,
    capabilityDirs: [],
    firstParty: false,
    baselineRef: 'main',
    maxParallel: 2,
    outDir,
    base: 'main',
    head: 'HEAD',
    include: [],
    exclude: [],
    failOn: 'explicit',
  });
  const input = (outDir: string) => ({ settings: settings(outDir), env: process.env });
  const deps = () => ({ git: createGit(repo.dir) });

  beforeAll(async () => {
    repo = await consentedRepo({
      [lanePath('la')]: echoLaneFile('la'),
      [lanePath('lb')]: echoLaneFile('lb'),
    });
  });
  afterAll(() => {
    repo.cleanup();
    rmSync(jobs, { recursive: true, force: true });
  });

  it('holds every lane file and the prompt, and results.json points inside it', async () => {
    jobs = mkdtempSync(join(tmpdir(), 'rl-jobs-'));
    const planDir = join(jobs, 'plan');
    mkdirSync(planDir, { recursive: true });
    const plan = await planReview(input(planDir), deps());
    writeFileSync(join(planDir, 'plan.json'), JSON.stringify(planHandover(plan)));
    const laneDirs = new Map<string, string>();
    for (const id of ['la', 'lb']) {
      const dir = join(jobs, `lane-${id}`);
      await runOneLane(input(dir), id, deps());
      laneDirs.set(id, dir);
    }

    const out = join(jobs, 'merged');
    const merged = await mergeLaneResults(input(out), { planDir, laneDirs }, deps());
    expect(merged.ok).toBe(true);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as {
      lanes: Array<{ slug: string; status: string; reviewPath?: string; errPath?: string }>;
    };
    expect(results.lanes.map((l) => [l.slug, l.status, l.reviewPath, l.errPath])).toEqual([
      ['la', 'reviewed', 'lanes/la.md', 'lanes/la.err'],
      ['lb', 'reviewed', 'lanes/lb.md', 'lanes/lb.err'],
    ]);
    for (const l of results.lanes) {
      expect(readFileSync(join(out, l.reviewPath ?? ''), 'utf8')).toContain('## Summary');
      expect(existsSync(join(out, l.errPath ?? ''))).toBe(true);
    }
    expect(readFileSync(join(out, 'prompt.md'), 'utf8')).toContain('+two');
  });

  it('carries each lane job usage through lane-results.json, and drops one not of its shape', async () => {
    const planDir = join(jobs, 'plan');
    const laneDirs = new Map(['la', 'lb'].map((id) => [id, join(jobs, `lane-${id}`)]));
    // What the lane jobs handed over: one lane reported its figures, the other's file was damaged.
    const handed = {
      la: { inputTokens: 1300, outputTokens: 203, costUsd: 0.0102875, source: 'lane' },
      lb: { inputTokens: 'many', source: 'lane' },
    };
    for (const [id, dir] of laneDirs) {
      const file = join(dir, 'lane-results.json');
      const doc = JSON.parse(readFileSync(file, 'utf8')) as {
        version: number;
        results: Array<Record<string, unknown>>;
      };
      const results = doc.results.map((l) => ({ ...l, usage: handed[id as 'la' | 'lb'] }));
      writeFileSync(file, JSON.stringify({ ...doc, results }));
    }
    const out = join(jobs, 'merged-usage');
    await mergeLaneResults(input(out), { planDir, laneDirs }, deps());
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as {
      lanes: Array<{ slug: string; usage?: unknown }>;
    };
    expect(results.lanes.map((l) => [l.slug, l.usage])).toEqual([
      ['la', handed.la],
      ['lb', undefined],
    ]);
    const page = readFileSync(join(out, 'REVIEWS.md'), 'utf8');
    expect(page).toContain('| Lane | Status | Reason | Duration | Tokens | Cost | Model |');
    expect(page).toMatch(/\| la \| reviewed \| — \| [^|]+ \| 1,503 \| \$0\.0103 \| — \|/);
    expect(page).toMatch(/\| lb \| reviewed \| — \| [^|]+ \| — \| — \| — \|/);
  });

  it("an examine job's file holding another lane's part, or of another release, is named in a warning and not read", async () => {
    const planDir = join(jobs, 'plan');
    const laneDirs = new Map(['la', 'lb'].map((id) => [id, join(jobs, `lane-${id}`)]));
    const part = (examiner: string) => ({
      examiner,
      verdicts: [],
      round: { mode: 'auto', examined: 0, unexamined: 0, reason: 'no_findings' },
    });
    const dirs = new Map<string, string>();
    for (const [id, doc] of [
      ['la', { version: HANDOVER_VERSION, part: part('lb') }],
      ['lb', { version: 9, part: part('lb') }],
    ] as const) {
      const dir = join(jobs, `examine-${id}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'examine-verdicts.json'), JSON.stringify(doc));
      dirs.set(id, dir);
    }
    const log: string[] = [];
    await mergeLaneResults(
      input(join(jobs, 'merged-examined')),
      { planDir, laneDirs, examine: { dirs, refused: new Map() } },
      { ...deps(), log: (line) => log.push(line) },
    );
    expect(log).toContain(
      'warning: examine-verdicts.json from the examine job of lane la holds the part of lb',
    );
    expect(log).toContain(
      'warning: examine-verdicts.json from the examine job of lane lb: is handover version 9, and this release of reviewer-lanes reads version 1: run the plan, lane, examine and publish jobs with the same release',
    );
  });

  it('reports a lane job from another release as failed, saying so; a plan from one stops the merge', async () => {
    const planDir = join(jobs, 'plan');
    const laneDirs = new Map(['la', 'lb'].map((id) => [id, join(jobs, `lane-${id}`)]));
    const older = join(jobs, 'lane-lb', 'lane-results.json');
    const doc = JSON.parse(readFileSync(older, 'utf8')) as { results: unknown[] };
    writeFileSync(older, JSON.stringify(doc.results)); // the bare list releases before the version wrote
    const why = `lane-results.json from the job of lane lb: has no handover version (an older release wrote it), and this release of reviewer-lanes reads version 1: run the plan, lane, examine and publish jobs with the same release`;
    const merged = await mergeLaneResults(input(join(jobs, 'merged-older')), { planDir, laneDirs }, deps());
    expect(merged.ok).toBe(false);
    expect(merged.results_json.lanes.map((l) => [l.slug, l.status, l.detail])).toEqual([
      ['la', 'reviewed', undefined],
      ['lb', 'failed', why],
    ]);
    expect(merged.reviewsMarkdown).toContain(why);

    const planFile = join(planDir, 'plan.json');
    const planDoc = readFileSync(planFile, 'utf8');
    try {
      writeFileSync(planFile, JSON.stringify({ ...JSON.parse(planDoc), version: 7 }));
      await expect(
        mergeLaneResults(input(join(jobs, 'merged-newer')), { planDir, laneDirs }, deps()),
      ).rejects.toThrow(
        `plan.json from the plan job: is handover version 7, and this release of reviewer-lanes reads version 1: run the plan, lane, examine and publish jobs with the same release`,
      );
    } finally {
      writeFileSync(planFile, planDoc);
    }
  });

  // The plan job probes nothing (D14), so with --all every lane gets a job; one whose job finds
  // it unavailable is left out of the page, as a single review job leaves it out.
  it('with --all, a lane its job found unavailable is not listed, as in one review job', async () => {
    const missing = JSON.parse(echoLaneFile('lc')) as { reviewer: Record<string, Record<string, unknown>> };
    missing.reviewer.probe = { kind: 'command-exists', binary: '/nonexistent/lc-cli' };
    missing.reviewer.invoke = { ...missing.reviewer.invoke, binary: '/nonexistent/lc-cli' };
    const all = await consentedRepo({
      [lanePath('la')]: echoLaneFile('la'),
      [lanePath('lc')]: `${JSON.stringify(missing, null, 2)}\n`,
    });
    const dirs = mkdtempSync(join(tmpdir(), 'rl-jobs-all-'));
    try {
      const at = (outDir: string): Settings => ({
        ...settings(outDir),
        cwd: all.dir,
        reviewers: null,
        all: true,
      });
      const allDeps = () => ({ git: createGit(all.dir) });
      const planDir = join(dirs, 'plan');
      mkdirSync(planDir);
      const plan = await planReview({ settings: at(planDir), env: process.env }, allDeps(), 'none');
      expect(plan.lanes.map((l) => [l.identity, l.status])).toEqual([
        ['la', 'runnable'],
        ['lc', 'runnable'],
      ]);
      writeFileSync(join(planDir, 'plan.json'), JSON.stringify(planHandover(plan)));
      const laneDirs = new Map<string, string>();
      for (const id of ['la', 'lc']) {
        const dir = join(dirs, `lane-${id}`);
        const job = await runOneLane({ settings: at(dir), env: process.env }, id, allDeps());
        expect(job.results.map((r) => [r.identity, r.status])).toEqual([
          [id, id === 'la' ? 'reviewed' : 'unavailable'],
        ]);
        laneDirs.set(id, dir);
      }
      const merged = await mergeLaneResults(
        { settings: at(join(dirs, 'merged')), env: process.env },
        { planDir, laneDirs },
        allDeps(),
      );
      const single = await runReview({ settings: at(join(dirs, 'single')), env: process.env }, allDeps());
      expect(merged.results_json.lanes.map((l) => [l.identity, l.status])).toEqual([['la', 'reviewed']]);
      expect(merged.results_json.lanes.map((l) => [l.identity, l.status])).toEqual(
        single.results_json.lanes.map((l) => [l.identity, l.status]),
      );
      expect(merged.ok).toBe(true);
      expect(merged.reviewsMarkdown).not.toContain('## Lane lc Review');
    } finally {
      all.cleanup();
      rmSync(dirs, { recursive: true, force: true });
    }
  });
});
