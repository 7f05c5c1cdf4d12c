/**
 * The matrix workflow as docs/examples/matrix.yml runs it, through the bundled action under
 * Node 24: the plan and publish jobs run on runners with no lane's CLI on PATH, and each lane job
 * on a runner with only its own lane's CLI. Availability is probed in each lane's job (D14), so
 * the plan's matrix holds every selected lane the consent baseline does not block; a lane whose
 * job finds no CLI is reported unavailable by the publish job, and fails the run when requested.
 * Real git repository, the loopback GitHub API and artifact service, the self-test's fake CLI
 * installed under one name per lane.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ActionRepo } from '../../__fixtures__/github/action-repo.js';
import {
  FAKE_BIN,
  LANES_DIR,
  createActionRepo,
  fakeLaneManifest,
} from '../../__fixtures__/github/action-repo.js';
import type { FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { startFakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { pullRequestPayload, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { readZip, S_IFIFO, S_IFLNK, writeZip } from '../../__fixtures__/github/zip.js';
import { HANDOVER_VERSION } from '../../src/pipeline/handover.js';
import { actionBundle, node24 } from './helpers/bundle.js';
import type { RunnerResult } from './helpers/runner.js';
import { runAsRunner } from './helpers/runner.js';

/** Lanes `fake-<name>`, each running its own binary `<name>-cli`. */
const LANES = ['one', 'two', 'three'];
const binaryOf = (lane: string) => `${lane}-cli`;

let bundle: string;
let node: string;
let artifacts: FakeArtifacts;
let github: FakeGitHub;
let repo: ActionRepo;
let root: string;
/** A runner's PATH: node (the fake CLI is a node script) and the system's tools, no lane's CLI. */
let bare: string;
/** Per lane, a folder holding only that lane's CLI. */
const cliDirs = new Map<string, string>();
let runs = 0;

beforeAll(async () => {
  bundle = actionBundle();
  node = node24();
  artifacts = await startFakeArtifacts();
  github = await startFakeGitHub();
  root = mkdtempSync(join(tmpdir(), 'rl-matrix-'));
  bare = [dirname(node), '/usr/local/bin', '/usr/bin', '/bin'].join(':');
  for (const lane of LANES) {
    const dir = join(root, `bin-${lane}`);
    mkdirSync(dir);
    symlinkSync(join(FAKE_BIN, 'fake-reviewer'), join(dir, binaryOf(lane)));
    cliDirs.set(lane, dir);
  }
  // One more lane at the head, never consented: trust blocks it, so it gets no job.
  repo = await createActionRepo(LANES, {
    binaryOf,
    headFiles: {
      [`${LANES_DIR}/fake-new/capability.json`]: fakeLaneManifest('new', binaryOf('new')),
      '.github/reviewer-lanes/config.json': `${JSON.stringify({
        review: { default_reviewers: ['fake-one', 'fake-three', 'fake-new'] },
      })}\n`,
    },
  });
  github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }));
}, 300_000);
afterAll(async () => {
  await artifacts.close();
  await github.close();
  rmSync(repo.root, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

/** One job of the workflow run `runId`, on a runner whose PATH holds `path`. */
function job(runId: string, inputs: Record<string, string>, path: string): Promise<RunnerResult> {
  return runAsRunner({
    bundle,
    node,
    workspace: repo.root,
    github,
    artifacts,
    inputs: { 'github-token': 'ghs_t', comment: 'false', ...inputs },
    event: {
      name: 'pull_request',
      payload: { pull_request: pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }) },
    },
    runId,
    env: { PATH: path },
  });
}

/**
 * plan -> one lane job per matrix entry -> publish, as matrix.yml wires them. `installed` says
 * which lanes' jobs have their CLI (matrix.yml's install step); the others' runners lack it.
 */
async function workflow(inputs: Record<string, string>, installed: readonly string[]) {
  const runId = String(9100 + ++runs);
  const plan = await job(runId, { ...inputs, mode: 'plan' }, bare);
  const matrix = JSON.parse(plan.outputs['matrix'] ?? '{}') as { include?: Array<{ lane: string }> };
  const lanes = matrix.include ?? [];
  const laneJobs = await Promise.all(
    lanes.map(({ lane }) => {
      const name = lane.replace(/^fake-/, '');
      const path = installed.includes(name) ? `${cliDirs.get(name)}:${bare}` : bare;
      return job(runId, { ...inputs, mode: 'lane', lane }, path);
    }),
  );
  const publish = await job(runId, { ...inputs, mode: 'publish' }, bare);
  const results = JSON.parse(publish.outputs['results'] ?? '{"lanes":[]}') as {
    ok: boolean;
    lanes: Array<{ identity: string; status: string; reason?: string; explicit: boolean }>;
  };
  const reviews = publish.outputs['reviews-path']
    ? readFileSync(publish.outputs['reviews-path'], 'utf8')
    : '';
  return { plan, lanes: lanes.map((l) => l.lane), laneJobs, publish, results, reviews };
}

/** A job's exit status, and what it printed when that is not the status expected: a failure says why. */
const exited = (r: RunnerResult, expected: number): number | string =>
  r.status === expected ? expected : `exit ${r.status}\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-2000)}`;

const statuses = (r: {
  lanes: Array<{ identity: string; status: string; reason?: string; explicit: boolean }>;
}) =>
  r.lanes.map(
    (l) => `${l.identity} ${l.status}${l.reason ? ` ${l.reason}` : ''}${l.explicit ? ' (requested)' : ''}`,
  );

describe('matrix.yml: plan and publish runners have no lane CLI, each lane job only its own', () => {
  it('requested lanes all get a job, review there, and the run passes', async () => {
    const w = await workflow({ reviewers: 'fake-one,fake-two' }, ['one', 'two']);
    expect(exited(w.plan, 0)).toBe(0);
    expect(w.lanes).toEqual(['fake-one', 'fake-two']);
    expect(w.plan.outputs['lane-count']).toBe('2');
    expect(w.plan.summary).toContain('probed in its own job');
    expect(w.laneJobs.map((j) => j.status)).toEqual([0, 0]);
    expect(statuses(w.results)).toEqual(['fake-one reviewed (requested)', 'fake-two reviewed (requested)']);
    expect([w.publish.status, w.results.ok, w.publish.outputs['failed-lanes']]).toEqual([0, true, '']);
    expect(w.reviews).not.toContain('Error:');
    expect(w.reviews).toContain('## Fake one Review');
    expect(w.reviews).toContain('## Fake two Review');
  }, 180_000);

  it('a requested lane whose job has no CLI is reported unavailable there and fails the run', async () => {
    const w = await workflow({ reviewers: 'fake-one,fake-three' }, ['one']);
    expect(exited(w.plan, 0)).toBe(0);
    expect(w.lanes).toEqual(['fake-one', 'fake-three']);
    // The lane job stays green; the publish job applies the outcome.
    expect(w.laneJobs.map((j) => j.status)).toEqual([0, 0]);
    expect(statuses(w.results)).toEqual([
      'fake-one reviewed (requested)',
      'fake-three unavailable missing_binary (requested)',
    ]);
    expect(exited(w.publish, 1)).toBe(1);
    expect(w.publish.outputs['failed-lanes']).toBe('fake-three');
    expect(w.publish.stdout).toContain(
      '::error::Requested lanes did not end reviewed: fake-three (unavailable: missing_binary)',
    );
    expect(w.reviews).toContain(
      "fake-three review unavailable: `missing_binary` — 'three-cli' not found on PATH.",
    );
  }, 180_000);

  it('configured defaults: the unavailable one is accounted for, the blocked one gets no job, the run passes', async () => {
    const w = await workflow({}, ['one']);
    expect(exited(w.plan, 0)).toBe(0);
    expect(w.lanes).toEqual(['fake-one', 'fake-three']);
    expect(statuses(w.results)).toEqual([
      'fake-new blocked not_consented',
      'fake-one reviewed',
      'fake-three unavailable missing_binary',
    ]);
    expect([w.publish.status, w.publish.outputs['failed-lanes']]).toEqual([0, '']);
    expect(w.reviews).toContain(
      "fake-three review unavailable: `missing_binary` — 'three-cli' not found on PATH.",
    );
    expect(w.reviews).toContain('fake-new review blocked by the consent baseline: `not_consented`');
  }, 180_000);
});

/**
 * A lane job's artifact is whatever that job uploaded, and its lane ran where the pull request
 * steers it; this one is written by hand, with what no upload of ours makes. It goes down through
 * the real client and its unzip, into a real publish job.
 */
describe("matrix.yml: the publish job takes only a lane's own files from its artifact", () => {
  it("a link, a FIFO, odd names, another lane's file and a huge file are left out or cut, by name", async () => {
    const runId = String(9100 + ++runs);
    const plan = await job(runId, { reviewers: 'fake-one', mode: 'plan' }, bare);
    expect(exited(plan, 0)).toBe(0);
    const big = 24 * 1024 * 1024;
    const handover = {
      version: HANDOVER_VERSION,
      results: [
        {
          slug: 'fake-one',
          identity: 'fake-one',
          status: 'reviewed',
          explicit: true,
          durationMs: 5,
          reviewPath: 'lanes/fake-one.md',
          errPath: 'lanes/fake-one.err',
          body: '## Summary\nLooks fine.\n',
          caveats: [],
          warnings: [],
        },
      ],
    };
    artifacts.artifacts.push({
      id: 90000 + runs,
      run: `run-${runId}`,
      name: 'reviewer-lanes-lane-fake-one',
      zip: writeZip([
        { name: 'lane-results.json', data: JSON.stringify(handover) },
        { name: 'lanes/fake-one.md', data: '/proc/self/environ', mode: S_IFLNK | 0o777 },
        { name: 'lanes/fake-one.err', data: 'not a pipe', mode: S_IFIFO | 0o644 },
        { name: 'lanes/fake-one.stdout', data: Buffer.alloc(big, 0x61) },
        { name: 'lanes/fake-two.md', data: 'PLANTED for another lane\n' },
        { name: 'lanes/../../../escape.md', data: 'up\n' },
        { name: '/abs.md', data: 'absolute\n' },
      ]),
      createdAt: new Date().toISOString(),
    });
    const publish = await job(runId, { reviewers: 'fake-one', mode: 'publish' }, bare);
    expect(exited(publish, 0)).toBe(0);
    const reviewsPath = publish.outputs['reviews-path'] ?? '';
    const reviews = readFileSync(reviewsPath, 'utf8');
    const lanesDir = join(dirname(reviewsPath), 'lanes');
    // The unzip writes a link's entry as a file holding its text: it arrives, and is never followed.
    expect(readdirSync(lanesDir).sort()).toEqual(['fake-one.err', 'fake-one.md', 'fake-one.stdout']);
    expect(readFileSync(join(lanesDir, 'fake-one.md'), 'utf8')).toBe('/proc/self/environ');
    expect(statSync(join(lanesDir, 'fake-one.stdout')).size).toBeLessThan(11 * 1024 * 1024);
    expect(reviews).toContain(
      "> Warning: the artifact of the job of lane fake-one holds lanes/escape.md, lanes/fake-two.md, which are not this lane's files (or not declared in its lane-results.json); left out",
    );
    expect(reviews).toMatch(
      new RegExp(
        `> Warning: lanes/fake-one\\.stdout from the job of lane fake-one is ${big} bytes; its first \\d+ are kept`,
      ),
    );
    expect(publish.stdout).toContain('warning: lanes/fake-one.stdout from the job of lane fake-one is');
    // The review artifact the publish job uploads holds the same, and nothing planted.
    const review = artifacts.artifacts.find((a) => a.run === `run-${runId}` && a.name === 'reviewer-lanes');
    const names = [...readZip(review?.zip ?? Buffer.alloc(0)).keys()].filter((n) => n.startsWith('lanes/'));
    expect(names.sort()).toEqual(['lanes/fake-one.err', 'lanes/fake-one.md', 'lanes/fake-one.stdout']);
  }, 180_000);
});

/**
 * A lane job's artifact holds whatever its lane wrote into its out directory, and the publish job
 * would unpack it onto its own disk: one listed over the cap is never fetched, one that inflates
 * past it is removed, and each is that lane's failure while the others are published.
 */
describe("matrix.yml: the publish job holds each lane job's artifact to a cap", () => {
  it('a lane listed over the cap and a zip bomb fail, by name and size; the third lane is published', async () => {
    const runId = String(9100 + ++runs);
    const inputs = { reviewers: 'fake-one,fake-two,fake-three' };
    const plan = await job(runId, { ...inputs, mode: 'plan' }, bare);
    expect(exited(plan, 0)).toBe(0);
    const handover = (identity: string) => ({
      name: 'lane-results.json',
      data: JSON.stringify({
        version: HANDOVER_VERSION,
        results: [
          {
            slug: identity,
            identity,
            status: 'reviewed',
            explicit: true,
            durationMs: 5,
            reviewPath: `lanes/${identity}.md`,
            body: `## Summary\nReviewed by ${identity}.\n`,
            caveats: [],
            warnings: [],
          },
        ],
      }),
    });
    const push = (id: number, identity: string, zip: Buffer, listedSize?: number) =>
      artifacts.artifacts.push({
        id,
        run: `run-${runId}`,
        name: `reviewer-lanes-lane-${identity}`,
        zip,
        ...(listedSize !== undefined ? { listedSize } : {}),
        createdAt: new Date().toISOString(),
      });
    // The cap: lane-results.json's 64 MiB, seven lane-sized files, the 64 MiB prompt.
    const cap = 64 * 1024 * 1024 + 7 * (10 * 1024 * 1024 + 64 * 1024) + 64 * 1024 * 1024;
    push(91000 + runs, 'fake-one', writeZip([handover('fake-one')]), cap + 1);
    const chunk = Buffer.alloc(32 * 1024 * 1024);
    const bomb = writeZip([
      handover('fake-two'),
      ...Array.from({ length: 7 }, (_, i) => ({ name: `junk/${i}.bin`, data: chunk })),
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    push(92000 + runs, 'fake-two', bomb);
    push(
      93000 + runs,
      'fake-three',
      writeZip([handover('fake-three'), { name: 'lanes/fake-three.md', data: 'ok\n' }]),
    );

    const publish = await job(runId, { ...inputs, mode: 'publish' }, bare);
    const results = JSON.parse(publish.outputs['results'] ?? '{"lanes":[]}') as Parameters<
      typeof statuses
    >[0];
    expect(statuses(results)).toEqual([
      'fake-one failed spawn_error (requested)',
      'fake-three reviewed (requested)',
      'fake-two failed spawn_error (requested)',
    ]);
    expect(exited(publish, 1)).toBe(1);
    const reviews = readFileSync(publish.outputs['reviews-path'] ?? '', 'utf8');
    const capText = `the ${cap}-byte (${(cap / 1024 / 1024).toFixed(1)} MiB) cap on a lane job's artifact`;
    const listed = `its artifact reviewer-lanes-lane-fake-one is listed at ${cap + 1} bytes (198.4 MiB), over ${capText}; it was not downloaded`;
    const unpacked = `its artifact reviewer-lanes-lane-fake-two (${bomb.length} bytes zipped) unpacks past ${capText}; what it wrote was removed`;
    expect(reviews).toContain(listed);
    expect(reviews).toContain(unpacked);
    expect(reviews).toContain('Reviewed by fake-three.');
    expect(publish.stdout).toContain(`::warning::lane fake-one: ${listed}`);
    expect(publish.stdout).toContain(`::warning::lane fake-two: ${unpacked}`);
    // On the publish runner's disk only the published lane's files stay, the zips fetched removed.
    const handoverLanes = /Starting download of artifact to: (\S+)\/fake-two\.zip-/.exec(publish.stdout)?.[1];
    expect(readdirSync(handoverLanes ?? '')).toEqual(['fake-three']);
    // The refused zip was never fetched from blob storage.
    const blobGets = artifacts.requests.filter((r) => r.method === 'GET' && r.path.includes(`run-${runId}/`));
    expect(blobGets.map((r) => decodeURIComponent(r.path.split('/').pop() ?? '')).sort()).toEqual([
      'reviewer-lanes-lane-fake-three.zip',
      'reviewer-lanes-lane-fake-two.zip',
      'reviewer-lanes-plan.zip',
    ]);
  }, 180_000);
});

/**
 * One lane job's artifact that cannot be fetched or unpacked, whatever the reason, is that lane's
 * failure; the publish job still publishes the others' reviews.
 */
describe("matrix.yml: the publish job survives a lane job's artifact it cannot take", () => {
  const handover = (identity: string) => ({
    name: 'lane-results.json',
    data: JSON.stringify({
      version: HANDOVER_VERSION,
      results: [
        {
          slug: identity,
          identity,
          status: 'reviewed',
          explicit: true,
          durationMs: 5,
          reviewPath: `lanes/${identity}.md`,
          body: `## Summary\nReviewed by ${identity}.\n`,
          caveats: [],
          warnings: [],
        },
      ],
    }),
  });
  const inputs = { reviewers: 'fake-one,fake-two,fake-three' };

  /** A plan, the three lanes' artifacts as given, and the publish job. */
  async function publishWith(lanes: Record<string, { zip: Buffer; failWith?: number }>) {
    const runId = String(9100 + ++runs);
    const plan = await job(runId, { ...inputs, mode: 'plan' }, bare);
    expect(exited(plan, 0)).toBe(0);
    let id = 95000 + runs * 10;
    for (const [identity, a] of Object.entries(lanes))
      artifacts.artifacts.push({
        id: id++,
        run: `run-${runId}`,
        name: `reviewer-lanes-lane-${identity}`,
        zip: a.zip,
        ...(a.failWith !== undefined ? { failWith: a.failWith } : {}),
        createdAt: new Date().toISOString(),
      });
    const publish = await job(runId, { ...inputs, mode: 'publish' }, bare);
    const results = JSON.parse(publish.outputs['results'] ?? '{"lanes":[]}') as Parameters<
      typeof statuses
    >[0];
    const reviews = publish.outputs['reviews-path']
      ? readFileSync(publish.outputs['reviews-path'], 'utf8')
      : '';
    return { publish, results, reviews };
  }
  const good = (identity: string) =>
    writeZip([handover(identity), { name: `lanes/${identity}.md`, data: 'ok\n' }]);

  it('a corrupt zip and a download blob storage refuses fail their lanes, by name; the third is published', async () => {
    const corrupt = Buffer.from('PK\u0003\u0004 and then no zip at all\n'.repeat(8));
    const { publish, results, reviews } = await publishWith({
      'fake-one': { zip: corrupt },
      'fake-two': { zip: good('fake-two'), failWith: 503 },
      'fake-three': { zip: good('fake-three') },
    });
    expect(statuses(results)).toEqual([
      'fake-one failed spawn_error (requested)',
      'fake-three reviewed (requested)',
      'fake-two failed spawn_error (requested)',
    ]);
    expect(exited(publish, 1)).toBe(1);
    const corruptWhy = `its artifact reviewer-lanes-lane-fake-one (${corrupt.length} bytes zipped) is not a zip that can be unpacked (Stream finished in an invalid state, uncompression failed); what it wrote was removed`;
    const fetchWhy =
      'its artifact reviewer-lanes-lane-fake-two could not be downloaded (Unable to download and extract artifact: Artifact download failed after 5 retries.)';
    expect(reviews).toContain(corruptWhy);
    expect(reviews).toContain(fetchWhy);
    expect(reviews).toContain('Reviewed by fake-three.');
    expect(publish.stdout).toContain(`::warning::lane fake-one: ${corruptWhy}`);
    expect(publish.stdout).toContain(`::warning::lane fake-two: ${fetchWhy}`);
    expect(publish.stdout).toContain(
      '::error::Requested lanes did not end reviewed: fake-one (failed: spawn_error), fake-two (failed: spawn_error)',
    );
  }, 180_000);

  it('a zip cut short and one of 20000 empty files fail their lanes, by name and count; the third is published', async () => {
    const whole = good('fake-one');
    const cut = whole.subarray(0, whole.length - 30);
    const many = writeZip([
      handover('fake-two'),
      ...Array.from({ length: 20_000 }, (_, i) => ({ name: `junk/${i}`, data: '' })),
    ]);
    const { publish, results, reviews } = await publishWith({
      'fake-one': { zip: cut },
      'fake-two': { zip: many },
      'fake-three': { zip: good('fake-three') },
    });
    expect(statuses(results)).toEqual([
      'fake-one failed spawn_error (requested)',
      'fake-three reviewed (requested)',
      'fake-two failed spawn_error (requested)',
    ]);
    expect(exited(publish, 1)).toBe(1);
    const cutWhy = `its artifact reviewer-lanes-lane-fake-one (${cut.length} bytes zipped) is not a zip that can be unpacked (Invalid signature in zip file); what it wrote was removed`;
    const manyWhy = `its artifact reviewer-lanes-lane-fake-two (${many.length} bytes zipped) holds more than the 64-entry cap on a lane job's artifact (stopped at entry 65); what it wrote was removed`;
    expect(reviews).toContain(cutWhy);
    expect(reviews).toContain(manyWhy);
    expect(reviews).toContain('Reviewed by fake-three.');
    expect(publish.stdout).toContain(`::warning::lane fake-one: ${cutWhy}`);
    expect(publish.stdout).toContain(`::warning::lane fake-two: ${manyWhy}`);
    // Only the published lane's files stay on the publish runner's disk.
    const handoverLanes = /Starting download of artifact to: (\S+)\/fake-two\.zip-/.exec(publish.stdout)?.[1];
    expect(readdirSync(handoverLanes ?? '')).toEqual(['fake-three']);
  }, 180_000);
});
