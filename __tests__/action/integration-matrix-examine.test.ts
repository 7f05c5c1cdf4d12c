/**
 * Cross-examination in the matrix (D22 *Matrix*), as docs/examples/matrix.yml wires it, through
 * the bundled action: plan -> one lane job per lane -> one examine job per lane -> publish. Each
 * lane and examine job runs on a runner whose PATH holds only its own lane's CLI; the plan and
 * publish runners hold none. The lanes are the self-test's cart reviewers (one finding raised by
 * all three, one by cart-a alone, one by cart-b alone), wrapped so that a cross-examination
 * request is answered from a script (__fixtures__/examine/examining-reviewer.mjs). Real git
 * repository, the loopback GitHub API and artifact service.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ActionRepo } from '../../__fixtures__/github/action-repo.js';
import { cartSource, createActionRepo, pullFilesOf } from '../../__fixtures__/github/action-repo.js';
import type { FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { startFakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { pullRequestPayload, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { readRecord } from '../../src/track/records.js';
import { actionBundle, node24 } from './helpers/bundle.js';
import type { RunnerResult } from './helpers/runner.js';
import { runAsRunner } from './helpers/runner.js';

const BEHAVIOURS = ['cart-a', 'cart-b', 'cart-c'];
const REVIEWERS = BEHAVIOURS.map((b) => `fake-${b}`).join(',');
const binaryOf = (behaviour: string) => `${behaviour}-cli`;
const EXAMINER = join(import.meta.dirname, '../../__fixtures__/examine/examining-reviewer.mjs');
/**
 * What each lane answers when asked to examine (location -> verdict). cart-a alone raised the
 * MEDIUM at line 51, which cart-b and cart-c refute; cart-b alone the MEDIUM at line 10, which the
 * others confirm. The HIGH at 28-30 all three raised: nobody is asked about it.
 */
const SCRIPTS: Record<string, Record<string, string>> = {
  'cart-a': { 'src/cart.js:10': 'confirmed' },
  'cart-b': { 'src/cart.js:51': 'refuted' },
  'cart-c': { 'src/cart.js:51': 'refuted', 'src/cart.js:10': 'confirmed' },
};
let bundle: string;
let node: string;
let artifacts: FakeArtifacts;
let github: FakeGitHub;
let repo: ActionRepo;
let root: string;
/** A runner's PATH with node and the system's tools, no lane's CLI. */
let bare: string;
/** Per behaviour, a folder holding only that lane's CLI. */
const cliDirs = new Map<string, string>();
let runs = 0;

beforeAll(async () => {
  bundle = actionBundle();
  node = node24();
  artifacts = await startFakeArtifacts();
  root = mkdtempSync(join(tmpdir(), 'rl-matrix-examine-'));
  bare = [dirname(node), '/usr/local/bin', '/usr/bin', '/bin'].join(':');
  for (const b of BEHAVIOURS) {
    const dir = join(root, `bin-${b}`);
    mkdirSync(dir);
    const cli = join(dir, binaryOf(b));
    const script = JSON.stringify(SCRIPTS[b]).replaceAll("'", '');
    writeFileSync(cli, `#!/bin/sh\nexec '${node}' '${EXAMINER}' '${script}' "$@"\n`);
    chmodSync(cli, 0o755);
    cliDirs.set(b, dir);
  }
  repo = await createActionRepo(BEHAVIOURS, {
    binaryOf,
    baseFiles: { 'src/cart.js': cartSource(false) },
    headFiles: { 'src/cart.js': cartSource(true) },
  });
}, 300_000);
afterAll(async () => {
  await artifacts.close();
  await github?.close();
  rmSync(repo.root, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

async function freshGitHub(): Promise<void> {
  await github?.close();
  github = await startFakeGitHub();
  github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }));
  github.files.set(7, pullFilesOf(repo));
}

/** One job of the workflow run `runId`, on a runner whose PATH holds `path`. */
function job(runId: string, inputs: Record<string, string>, path: string): Promise<RunnerResult> {
  return runAsRunner({
    bundle,
    node,
    workspace: repo.root,
    github,
    artifacts,
    inputs: { 'github-token': 'ghs_t', reviewers: REVIEWERS, ...inputs },
    event: {
      name: 'pull_request',
      payload: { pull_request: pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }) },
    },
    runId,
    env: { PATH: path },
  });
}

const withCli = (lane: string) => `${cliDirs.get(lane.replace(/^fake-/, ''))}:${bare}`;

interface Finding {
  path: string;
  line: number;
  lanes: string[];
  agreement: number;
  examination?: { standing: string; verdicts: Array<{ lane: string; verdict: string }> };
}
interface Results {
  ok: boolean;
  findings: Finding[];
  examination?: { mode: string; examined: number; unexamined: number; reason?: string };
  lanes: Array<{ identity: string; status: string; examination?: { status: string; verdicts: number } }>;
}

/**
 * plan -> lane jobs -> examine jobs -> publish. `examiners`: the lanes whose examine job runs,
 * and whether its runner has the lane's CLI; a lane not listed has no examine job that uploads.
 */
async function workflow(examiners: ReadonlyMap<string, boolean>) {
  await freshGitHub();
  const runId = String(9300 + ++runs);
  const plan = await job(runId, { mode: 'plan' }, bare);
  const matrix = JSON.parse(plan.outputs['matrix'] ?? '{}') as { include?: Array<{ lane: string }> };
  const lanes = (matrix.include ?? []).map((l) => l.lane);
  const laneJobs = await Promise.all(lanes.map((lane) => job(runId, { mode: 'lane', lane }, withCli(lane))));
  const examineJobs = await Promise.all(
    lanes
      .filter((lane) => examiners.has(lane))
      .map((lane) => job(runId, { mode: 'examine', lane }, examiners.get(lane) ? withCli(lane) : bare)),
  );
  const publish = await job(runId, { mode: 'publish' }, bare);
  const results = JSON.parse(publish.outputs['results'] ?? '{"lanes":[],"findings":[]}') as Results;
  const reviews = publish.outputs['reviews-path']
    ? readFileSync(publish.outputs['reviews-path'], 'utf8')
    : '';
  return { plan, lanes, laneJobs, examineJobs, publish, results, reviews, runId };
}

const exited = (r: RunnerResult, expected: number): number | string =>
  r.status === expected ? expected : `exit ${r.status}\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-2000)}`;

const standings = (r: Results) =>
  r.findings.map(
    (f) =>
      `${f.path}:${f.line} ${f.examination?.standing ?? '-'} ${f.agreement} [${(f.examination?.verdicts ?? [])
        .map((v) => `${v.lane} ${v.verdict}`)
        .join(', ')}]`,
  );

describe('matrix.yml with examine jobs: the lanes cross-examine each other across jobs', () => {
  it('a finding two examine jobs refute ends refuted on the published page and results.json', async () => {
    const all = new Map(BEHAVIOURS.map((b) => [`fake-${b}`, true]));
    const w = await workflow(all);
    expect(exited(w.plan, 0)).toBe(0);
    expect(w.lanes).toEqual(['fake-cart-a', 'fake-cart-b', 'fake-cart-c']);
    for (const j of [...w.laneJobs, ...w.examineJobs]) expect(exited(j, 0)).toBe(0);
    // Each examine job uploaded its verdicts under its own name.
    const names = artifacts.artifacts.filter((a) => a.run === `run-${w.runId}`).map((a) => a.name);
    for (const lane of w.lanes) expect(names).toContain(`reviewer-lanes-examine-${lane}`);
    expect(w.examineJobs[1]?.stdout).toContain('Lane fake-cart-b examined: answered, 1 verdict(s)');

    expect(exited(w.publish, 0)).toBe(0);
    expect(w.results.examination).toEqual({ mode: 'auto', examined: 2, unexamined: 0 });
    expect(standings(w.results)).toEqual([
      'src/cart.js:28 - 3 []',
      'src/cart.js:10 confirmed 3 [fake-cart-a confirmed, fake-cart-c confirmed]',
      'src/cart.js:51 refuted 1 [fake-cart-b refuted, fake-cart-c refuted]',
    ]);
    expect(
      w.results.lanes.map((l) => [l.identity, l.status, l.examination?.status, l.examination?.verdicts]),
    ).toEqual([
      ['fake-cart-a', 'reviewed', 'answered', 1],
      ['fake-cart-b', 'reviewed', 'answered', 1],
      ['fake-cart-c', 'reviewed', 'answered', 2],
    ]);
    // The refuted finding is listed with its refuters, posted nowhere inline and counted in no output.
    expect(w.reviews).toContain(
      '| `src/cart.js:51` | The discount is applied twice | fake-cart-a | 1 of 3, refuted by fake-cart-b, fake-cart-c |',
    );
    expect(w.publish.outputs['findings']).toBe('2');
    expect(github.reviewComments.map((c) => c.line).sort()).toEqual([30]);
    expect(w.reviews).not.toContain('No cross-examination');
    // The sticky comment's record keeps each standing, who confirmed and refuted it, and the
    // verdicts each lane gave: what the track record counts (D22).
    const read = readRecord(github.comments[0]?.body ?? '');
    const record = read && 'record' in read ? read.record : null;
    expect(
      [...(record?.findings ?? [])]
        .sort((a, b) => a.line - b.line)
        .map((f) => [f.line, f.standing, f.confirmedBy, f.refutedBy]),
    ).toEqual([
      [10, 'confirmed', ['fake-cart-a', 'fake-cart-c'], undefined],
      [28, undefined, undefined, undefined],
      [51, 'refuted', undefined, ['fake-cart-b', 'fake-cart-c']],
    ]);
    expect(record?.lanes.map((l) => [l.identity, l.verdicts])).toEqual([
      ['fake-cart-a', 1],
      ['fake-cart-b', 1],
      ['fake-cart-c', 2],
    ]);
  }, 300_000);

  it('an examine job that cannot run its lane and one that left nothing: warnings, and the review is published', async () => {
    // cart-a examines; cart-c's runner lacks its CLI; cart-b's job never uploaded (failed early).
    const w = await workflow(
      new Map([
        ['fake-cart-a', true],
        ['fake-cart-c', false],
      ]),
    );
    for (const j of [...w.laneJobs, ...w.examineJobs]) expect(exited(j, 0)).toBe(0);
    const cannot =
      "examiner fake-cart-c left no verdicts (failed: lane_failed): the lane is unavailable here (missing_binary: 'cart-c-cli' not found on PATH)";
    expect(w.examineJobs[1]?.stdout).toContain(`::warning::${cannot}`);
    expect(exited(w.publish, 0)).toBe(0);
    expect(standings(w.results)).toEqual([
      'src/cart.js:28 - 3 []',
      'src/cart.js:10 confirmed 2 [fake-cart-a confirmed]',
      'src/cart.js:51 unexamined 1 []',
    ]);
    const missing =
      'examiner fake-cart-b left no verdicts (failed: lane_failed): the examine job of lane fake-cart-b left no verdicts (did it run, and upload its artifact?)';
    expect(w.publish.stdout).toContain(`::warning::${missing}`);
    // The page says why in each examiner's Examination cell.
    expect(w.reviews).toContain('| fake-cart-b | reviewed | — |');
    expect(w.reviews).toContain(
      'failed (`lane_failed`: the examine job of lane fake-cart-b left no verdicts (did it run, and upload its artifact?))',
    );
    expect(w.reviews).toContain(
      "failed (`lane_failed`: the lane is unavailable here (missing_binary: 'cart-c-cli' not found on PATH))",
    );
    expect(w.reviews).toContain('fake-cart-b, fake-cart-c left no verdicts');
    expect(github.comments).toHaveLength(1);
    expect(w.publish.outputs['findings']).toBe('3');
  }, 300_000);

  it('a workflow without examine jobs publishes as before, and the page says the findings are unexamined and why', async () => {
    const w = await workflow(new Map());
    expect(exited(w.publish, 0)).toBe(0);
    expect(w.results.examination).toEqual({
      mode: 'auto',
      examined: 0,
      unexamined: 2,
      reason: 'no_examine_jobs',
    });
    expect(standings(w.results)).toEqual([
      'src/cart.js:28 - 3 []',
      'src/cart.js:10 unexamined 1 []',
      'src/cart.js:51 unexamined 1 []',
    ]);
    expect(w.reviews).toContain(
      '**Cross-examination:** none — no `mode: examine` job of this run left its verdicts (the workflow has no such job, or every one failed), so the findings are unexamined.\n',
    );
    expect(w.publish.outputs['findings']).toBe('3');
  }, 300_000);
});
