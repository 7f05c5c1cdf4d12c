// The action budget (DESIGN §6): the bundled action (dist/action/index.js) reviewing a pull
// request the way a GitHub runner runs it: Node 24, only the runner's variables (env -i), every
// input as INPUT_*, the pull_request event payload, output and summary files, the REST API and
// the artifact service on loopback (bench/support/runner.mjs), a real git repository, 4 fake lanes
// at max-parallel 4 that each report one finding on the changed line. Every run starts from a
// pull request with nothing of ours on it and posts a sticky comment, a review with one inline
// comment and the artifact.
// Budgeted, with lanes of 2 s: the time beyond the slowest lane (the run's wall less the lanes'
// 2 s: what a user waits for that is ours), at most 1.5 s; the peak RSS of the largest process
// (GNU time), under 150 MiB; no wait between two GitHub requests once the lanes are done longer
// than GitHub's documented 1 s between content-creating requests.
// Reported, not budgeted: the same run with instant lanes, beside the process floor
// (bench/support/action-floor.cjs: the same git and lane processes started by a bare Node 24
// process) and, when REVIEWER_LANES_PEER_DIR names a checkout of it, the closest peer
// (keithah/multi-provider-code-review v0.2.1) doing the same work on the same PR with the same
// fake lanes (its four `opencode/<model>` providers find the fake as `opencode` on PATH; its
// GitHub calls go to its own loopback API), with 2 s lanes and instant ones. Start-up is measured
// here, never chased: lanes take minutes.
// With REVIEWER_LANES_BENCH_BEFORE_ACTION naming another build's dist/action/index.js (in a checkout
// of it: its package.json and capabilities/ beside dist/), that build runs with 2 s lanes in the
// same alternation, reported as `before`: how a change's figures are taken side by side.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, ensureBuilt, median, round, runAlone } from '../lib.mjs';
import {
  actionInputs,
  assertGnuTime,
  clearMarks,
  createPullRepo,
  git,
  lastLaneEnd,
  loadFakes,
  node24,
  parseOutputs,
  runnerJob,
  timedRun,
  writeFakeLanes,
} from '../support/runner.mjs';

const N = Number(process.env.REVIEWER_LANES_BENCH_RUNS || 9);
// How long each lane of the budgeted runs takes (DESIGN §6: 2 s).
const LANE_SECONDS = Number(process.env.REVIEWER_LANES_BENCH_LANE_SECONDS || 2);
const LANES = ['lane-a', 'lane-b', 'lane-c', 'lane-d'];
const PR = 7;
const CONSENT = '.github/reviewer-lanes/consent.json';
const TOKEN = 'ghs_bench0000000000000000000000000000000';
const PEER_DIR = process.env.REVIEWER_LANES_PEER_DIR || '';
const BEFORE = process.env.REVIEWER_LANES_BENCH_BEFORE_ACTION || '';
const PEER_HOWTO =
  'the peer is measured only when REVIEWER_LANES_PEER_DIR names a checkout of keithah/multi-provider-code-review v0.2.1 (its dist/index.js is committed), outside this repository: git clone https://github.com/keithah/multi-provider-code-review <dir> && git -C <dir> checkout v0.2.1, then REVIEWER_LANES_PEER_DIR=<dir> npm run bench -- action-review';

/** The peer's checkout, checked: its action.yml, its committed bundle, version 0.2.1. */
function peerCheckout(dir) {
  const pkgPath = join(dir, 'package.json');
  const pkg = existsSync(pkgPath) ? JSON.parse(readFileSync(pkgPath, 'utf8')) : {};
  if (pkg.name !== 'multi-provider-code-review' || pkg.version !== '0.2.1') {
    throw new Error(
      `REVIEWER_LANES_PEER_DIR=${dir} is not multi-provider-code-review 0.2.1 (package.json says ${pkg.name ?? 'nothing'} ${pkg.version ?? ''}); ${PEER_HOWTO}`,
    );
  }
  if (!existsSync(join(dir, 'action.yml')) || !existsSync(join(dir, 'dist', 'index.js'))) {
    throw new Error(`${dir} has no action.yml or dist/index.js; ${PEER_HOWTO}`);
  }
  return dir;
}

const mib = (kib) => kib / 1024;

/** What the API reports for the change, and the event the runner hands the action. */
function pullFor(fakes, repo) {
  const pr = fakes.pullRequestPayload({ number: PR, baseSha: repo.base, headSha: repo.head });
  const api = {
    ...pr,
    user: { login: 'octocat' },
    labels: [],
    draft: false,
    additions: 1,
    deletions: 1,
    changed_files: 1,
  };
  const event = {
    name: 'pull_request',
    payload: {
      action: 'synchronize',
      number: PR,
      pull_request: api,
      repository: { full_name: 'octo/widgets' },
    },
  };
  return { api, event };
}

async function fakeGitHub(fakes, repo, api) {
  const github = await fakes.startFakeGitHub();
  github.pulls.set(PR, api);
  github.files.set(PR, repo.files);
  github.pullDiffs.set(PR, repo.diff);
  return github;
}

/** GitHub's documented pace for content-creating requests; no wait of ours may be longer. */
const MAX_GAP_MS = 1000;

/** What is ours of a run: its wall beyond the lanes' own time, in ms. */
const beyondLanes = (ms) => ms - LANE_SECONDS * 1000;

const benchCase = {
  name: 'action-review',
  budget: [
    {
      figure: 'beyondSlowestLaneMs',
      max: 1500,
      unit: 'ms',
      what: 'wall time beyond the slowest lane (lanes of 2 s, artifact included)',
    },
    {
      figure: 'peakMiB',
      max: 149.9,
      unit: 'MiB',
      what: 'peak RSS of the largest process of the run',
    },
    {
      figure: 'maxGapMs',
      max: MAX_GAP_MS,
      unit: 'ms',
      what: 'longest wait between two GitHub requests once the lanes are done',
    },
  ],
  async run() {
    ensureBuilt();
    assertGnuTime();
    const node = node24();
    const peerDir = PEER_DIR ? peerCheckout(PEER_DIR) : null;
    if (!peerDir) process.stderr.write(`bench: action-review: ${PEER_HOWTO}\n`);
    if (BEFORE && !existsSync(BEFORE))
      throw new Error(
        `REVIEWER_LANES_BENCH_BEFORE_ACTION=${BEFORE} is not a file: name another build's dist/action/index.js`,
      );
    const fakes = await loadFakes();
    const root = mkdtempSync(join(tmpdir(), 'bench-action-'));
    const servers = [];
    try {
      const marks = join(root, 'marks');
      mkdirSync(marks);
      const names = ['fake-lane', 'opencode'];
      const slowBin = writeFakeLanes(join(root, 'bin-slow'), names, LANE_SECONDS, marks);
      const instantBin = writeFakeLanes(join(root, 'bin-instant'), names, 0, marks);
      const repo = createPullRepo(join(root, 'workspace'), {
        lanes: LANES,
        binary: 'fake-lane',
        env: process.env,
      });
      const { api, event } = pullFor(fakes, repo);
      const artifacts = await fakes.startFakeArtifacts();
      servers.push(artifacts);
      const oursApi = await fakeGitHub(fakes, repo, api);
      servers.push(oursApi);
      const ours = actionInputs(ROOT, { reviewers: LANES.join(','), 'max-parallel': '4' }, TOKEN);

      // The peer writes its caches and reports into the workspace: it gets a clone of its own,
      // and each of its runs starts from a clean one, as on a fresh runner.
      let peer = null;
      if (peerDir) {
        const workspace = join(root, 'peer-workspace');
        execFileSync('git', ['clone', '-q', repo.root, workspace]);
        git(workspace, 'checkout', '-q', repo.head);
        const github = await fakeGitHub(fakes, repo, api);
        servers.push(github);
        const inputs = actionInputs(
          peerDir,
          {
            GITHUB_TOKEN: TOKEN,
            PR_NUMBER: String(PR),
            REVIEW_PROVIDERS: LANES.map((l) => `opencode/${l}`).join(','),
            PROVIDER_MAX_PARALLEL: '4',
          },
          TOKEN,
        );
        peer = { workspace, github, inputs };
      }

      let runId = 1000;
      const job = (workspace, github, inputs, bin) =>
        runnerJob({ workspace, pathDirs: [bin], github, artifacts, runId: String(++runId), event, inputs });

      /** A pull request with nothing of ours on it: each run posts its comment and its review. */
      const fresh = (github) => {
        clearMarks(marks);
        github.comments.length = 0;
        github.reviews.length = 0;
        github.reviewComments.length = 0;
        github.requests.length = 0;
      };
      /**
       * The longest wait between two GitHub requests of the run once its lanes were done (ms):
       * what is published, one request after another. Before, the lanes' work lies between them.
       */
      const longestGap = (requests) => {
        const done = lastLaneEnd(marks);
        if (done === null) throw new Error('no lane marked its end');
        const at = requests
          .map((q) => q.at)
          .filter((t) => t >= done)
          .sort((a, b) => a - b);
        return at.slice(1).reduce((gap, t, i) => Math.max(gap, t - at[i]), 0);
      };
      const runAction = (main, bin) => async () => {
        fresh(oursApi);
        const j = job(repo.root, oursApi, ours.env, bin);
        const uploaded = artifacts.artifacts.length;
        const t0 = performance.now();
        try {
          const r = await timedRun(node, [main], { cwd: repo.root, env: j.env });
          const outputs = parseOutputs(readFileSync(j.files.output, 'utf8'));
          const results = JSON.parse(outputs.results ?? '{}');
          const reviewed = (results.lanes ?? []).filter((l) => l.status === 'reviewed').length;
          // A broken run is never "fast": every lane reviewed, the comment, the review and the
          // artifact out.
          if (r.status !== 0 || !results.ok || reviewed !== LANES.length || !outputs['comment-url']) {
            throw new Error(
              `the action did not review all ${LANES.length} lanes (exit ${r.status}): ${r.stdout.slice(-1500)}${r.stderr.slice(-500)}`,
            );
          }
          if (
            oursApi.comments.length !== 1 ||
            oursApi.reviews.length !== 1 ||
            oursApi.reviewComments.length !== 1
          )
            throw new Error(
              `the action posted ${oursApi.comments.length} comments and ${oursApi.reviews.length} reviews with ${oursApi.reviewComments.length} inline comments, not 1, 1 and 1`,
            );
          if (artifacts.artifacts.length !== uploaded + 1) throw new Error('the action uploaded no artifact');
          const calls = [...oursApi.requests, ...artifacts.requests]
            .map((q) => q.at)
            .filter((at) => at >= t0);
          // The page's first word (D12): the first write of the sticky comment is the status block.
          const commentWrites = oursApi.requests
            .filter((q) => q.method !== 'GET' && /\/issues\/(\d+\/)?comments/.test(q.path))
            .map((q) => q.at);
          return {
            ...r,
            firstCallMs: Math.min(...calls) - t0,
            firstStatusMs: Math.min(...commentWrites) - t0,
            requests: oursApi.requests.length,
            maxGapMs: longestGap(oursApi.requests),
          };
        } finally {
          j.cleanup();
          oursApi.requests.length = 0;
          artifacts.requests.length = 0;
        }
      };
      const runFloor = async () => {
        const j = job(repo.root, oursApi, {}, instantBin);
        try {
          const r = await timedRun(
            node,
            [
              join(ROOT, 'bench', 'support', 'action-floor.cjs'),
              repo.root,
              repo.base,
              repo.head,
              CONSENT,
              join(instantBin, 'fake-lane'),
              String(LANES.length),
            ],
            { cwd: repo.root, env: j.env },
          );
          if (r.status !== 0) throw new Error(`the process floor failed: ${r.stderr.slice(-500)}`);
          return r;
        } finally {
          j.cleanup();
        }
      };
      const runPeer = (bin) => async () => {
        fresh(peer.github);
        const j = job(peer.workspace, peer.github, peer.inputs.env, bin);
        try {
          const r = await timedRun(node, [peer.inputs.main], { cwd: peer.workspace, env: j.env });
          const report = join(peer.workspace, 'multi-provider-review.json');
          const review = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {};
          if (
            r.status !== 0 ||
            review.metrics?.providersSuccess !== LANES.length ||
            peer.github.comments.length !== 1 ||
            peer.github.reviews.length !== 1 ||
            peer.github.reviewComments.length !== 1
          ) {
            throw new Error(
              `the peer did not review with all ${LANES.length} providers and post 1 comment and 1 review with 1 inline comment (exit ${r.status}; ${peer.github.comments.length}, ${peer.github.reviews.length}, ${peer.github.reviewComments.length}): ${r.stdout.slice(-1500)}`,
            );
          }
          return { ...r, requests: peer.github.requests.length, maxGapMs: longestGap(peer.github.requests) };
        } finally {
          j.cleanup();
          git(peer.workspace, 'clean', '-q', '-f', '-d', '-x');
        }
      };

      const sides = [
        ['ours', runAction(ours.main, slowBin)],
        ['instant', runAction(ours.main, instantBin)],
        ['floor', runFloor],
        ...(peer
          ? [
              ['peer', runPeer(slowBin)],
              ['peerInstant', runPeer(instantBin)],
            ]
          : []),
        ...(BEFORE ? [['before', runAction(BEFORE, slowBin)]] : []),
      ];
      const samples = Object.fromEntries(sides.map(([name]) => [name, []]));
      // One untimed warm-up each, then N rounds, alternating.
      for (const [, run] of sides) await run();
      for (let i = 0; i < N; i++) for (const [name, run] of sides) samples[name].push(await run());

      const ms = (name) => median(samples[name].map((s) => s.ms));
      const peak = (name) => median(samples[name].map((s) => mib(s.peakKiB)));
      const gaps = [...samples.ours, ...samples.instant].map((s) => s.maxGapMs);
      const figures = {
        runs: N,
        lanes: LANES.length,
        laneSeconds: LANE_SECONDS,
        node: execFileSync(node, ['--version'], { encoding: 'utf8' }).trim(),
        wallMs: round(ms('ours')),
        beyondSlowestLaneMs: round(beyondLanes(ms('ours'))),
        peakMiB: round(peak('ours')),
        maxPeakMiB: round(Math.max(...samples.ours.map((s) => mib(s.peakKiB)))),
        instantWallMs: round(ms('instant')),
        instantPeakMiB: round(peak('instant')),
        firstCallMs: round(median(samples.instant.map((s) => s.firstCallMs))),
        // Reported: the status block's post after the step's start, with lanes of 2 s.
        firstStatusMs: round(median(samples.ours.map((s) => s.firstStatusMs))),
        requests: samples.ours[0].requests,
        maxGapMs: round(Math.max(...gaps)),
        medianMaxGapMs: round(median(gaps)),
        floorMs: round(ms('floor')),
        floorPeakMiB: round(peak('floor')),
        instantFloorRatio: round(ms('instant') / ms('floor'), 2),
        ...(BEFORE
          ? {
              before: {
                main: BEFORE,
                wallMs: round(ms('before')),
                beyondSlowestLaneMs: round(beyondLanes(ms('before'))),
                peakMiB: round(peak('before')),
              },
            }
          : {}),
      };
      figures.ok =
        figures.beyondSlowestLaneMs <= 1500 && figures.peakMiB < 150 && figures.maxGapMs <= MAX_GAP_MS;
      if (!peer) return { ...figures, peer: `not measured: ${PEER_HOWTO}` };
      return {
        ...figures,
        peerWallMs: round(ms('peer')),
        peerBeyondSlowestLaneMs: round(beyondLanes(ms('peer'))),
        peerPeakMiB: round(peak('peer')),
        peerInstantWallMs: round(ms('peerInstant')),
        peerRequests: samples.peer[0].requests,
        peerMaxGapMs: round(Math.max(...samples.peer.map((s) => s.maxGapMs))),
        instantPeerRatio: round(ms('instant') / ms('peerInstant'), 2),
        peerFloorRatio: round(ms('peerInstant') / ms('floor'), 2),
      };
    } finally {
      for (const s of servers) await s.close();
      fakes.cleanup();
      rmSync(root, { recursive: true, force: true });
    }
  },
};

export default benchCase;

await runAlone(import.meta.url, benchCase);
