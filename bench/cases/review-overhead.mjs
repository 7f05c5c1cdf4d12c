// The orchestration budget: a full `reviewer-lanes review` over 12 instant lanes within 2.5x the
// process floor, under Node 24 (what GitHub runs actions on), measured side by side in one run,
// alternating, median of N. The floor (bench/support/process-floor.cjs) is a bare Node process
// that starts the git processes a review needs and the same 12 lane processes and does nothing
// else: what no implementation can go under on this machine. The lanes are repository lanes
// backed by /bin/echo (no prompt on stdin), consented on `main` the way a user would
// (`consent --write`), reviewing a one-file change on a branch, so what the review costs above
// the floor is the CLI's own work: start-up, reading, planning and the report.
// The floor makes the lanes' workspace too (git init, a checkout of the head, the diff-tree that
// finds agent configuration): D18 runs every spawn lane in a fresh checkout of the head, so a
// review of these lanes cannot run them without one. It is the process work of that decision, not
// the CLI's; a review with HTTP lanes only makes none (and would be measured against a floor
// without it).
// Reported beside it, not budgeted: the same figures under the Node running the bench (Node 20,
// the oldest the package supports), the review's ratio to a bare `node -e 0`, and `ownMs`, the
// review's milliseconds beyond the floor. With REVIEWER_LANES_BENCH_BEFORE naming another build's
// dist/cli.js, that build reviews in the same alternation too, reported as `before`.
// Everything runs in the start-up environment of bench/lib.mjs: what this environment adds to
// every Node process (NODE_EXTRA_CA_CERTS say) is removed from all sides, and named beside.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { node24 } from '../../__fixtures__/node24.mjs';
import { CLI, ROOT, alternate, ensureBuilt, median, round, startupEnv, startupNoise } from '../lib.mjs';

const N = 21;
// Another build's CLI (its dist/cli.js), reviewed in the same alternation as `before`: how the
// figures of a change are taken side by side. Unset, the case measures this build only.
const BEFORE = process.env.REVIEWER_LANES_BENCH_BEFORE || '';
const LANES = Array.from({ length: 12 }, (_, i) => `lane${String(i + 1).padStart(2, '0')}`);

function manifest(slug) {
  return {
    id: slug,
    role: 'reviewer',
    version: '1.0.0',
    title: slug,
    description: 'an instant lane for the orchestration bench',
    tier: 'full',
    requires: [],
    reviewer: {
      slug,
      flags: [`--${slug}`],
      transport: 'spawn',
      probe: { kind: 'command-exists', binary: '/bin/echo' },
      invoke: {
        binary: '/bin/echo',
        args: ['## Summary\nNothing to report.\n\n## Risk Assessment\nLOW'],
        promptChannel: 'none',
        outputChannel: 'stdout',
        modelArg: null,
        effortChannel: 'none',
      },
      timeoutFloorMs: 10000,
      emptyOutput: 'stub-with-stderr',
      reviewsSection: `Lane ${slug.slice(4)}`,
      evidenceClass: 'source-grounded',
      requiresBinaries: [],
      promptBudgetKey: null,
      handler: null,
    },
  };
}

function git(cwd, ...args) {
  execFileSync('git', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** A repository with the 12 lanes consented on `main` and a small change on branch `f`. */
function buildRepo(dir) {
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'bench@example.invalid');
  git(dir, 'config', 'user.name', 'bench');
  git(dir, 'config', 'commit.gpgsign', 'false');
  for (const slug of LANES) {
    const laneDir = join(dir, '.github', 'reviewer-lanes', 'capabilities', slug);
    mkdirSync(laneDir, { recursive: true });
    writeFileSync(join(laneDir, 'capability.json'), `${JSON.stringify(manifest(slug), null, 2)}\n`);
  }
  writeFileSync(join(dir, 'a.txt'), 'one\n');
  execFileSync(process.execPath, [CLI, 'consent', '--write', '--cwd', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'f');
  writeFileSync(join(dir, 'a.txt'), 'one\ntwo\n');
  git(dir, 'commit', '-q', '-am', 'change');
}

/** Medians of one runtime's three commands, and what the case reports of them. */
function figuresOf(version, [bare, review, floor]) {
  const nodeMs = median(bare);
  const reviewMs = median(review);
  const floorMs = median(floor);
  return {
    node: version,
    nodeMs: round(nodeMs),
    reviewMs: round(reviewMs),
    floorMs: round(floorMs),
    // The budget: what the review costs against the physical limit of a run on this machine.
    ratio: round(reviewMs / floorMs, 2),
    nodeRatio: round(reviewMs / nodeMs, 2),
    floorNodeRatio: round(floorMs / nodeMs, 2),
    ownMs: round(reviewMs - floorMs),
  };
}

export default {
  name: 'review-overhead',
  budget: [{ figure: 'ratio', max: 2.5, what: 'review / process floor, both under Node 24' }],
  async run() {
    ensureBuilt();
    const node = node24();
    const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
    if (!version.startsWith('v24.')) throw new Error(`${node} is ${version}, not Node 24`);
    const root = mkdtempSync(join(tmpdir(), 'bench-review-'));
    try {
      const repo = join(root, 'repo');
      const out = join(root, 'out');
      mkdirSync(repo);
      buildRepo(repo);
      const reviewArgs = [
        CLI,
        'review',
        '--cwd',
        repo,
        '--base',
        'main',
        '--reviewers',
        LANES.join(','),
        '--max-parallel',
        String(LANES.length),
        '--json',
        '--out',
        out,
      ];
      const floorArgs = [join(ROOT, 'bench', 'support', 'process-floor.cjs'), repo, 'main', 'f', '12'];
      const env = startupEnv();
      const beforeArgs = [BEFORE, ...reviewArgs.slice(1, -1), `${out}-before`];
      // One alternation over both runtimes, so machine noise weighs on every figure alike.
      const samples = alternate(
        [node, process.execPath].flatMap((cmd) => [
          { cmd, args: ['-e', '0'], opts: { env } },
          { cmd, args: reviewArgs, opts: { env } },
          { cmd, args: floorArgs, opts: { env } },
          ...(BEFORE ? [{ cmd, args: beforeArgs, opts: { env } }] : []),
        ]),
        N,
      );
      const per = BEFORE ? 4 : 3;
      // A broken review is never "fast": the last run must have reviewed every lane.
      const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
      const reviewed = results.lanes.filter((l) => l.status === 'reviewed').length;
      if (!results.ok || reviewed !== LANES.length) {
        throw new Error(
          `review did not review all ${LANES.length} lanes: ${JSON.stringify(results.lanes.map((l) => [l.slug, l.status, l.reason]))}`,
        );
      }
      const noise = startupNoise();
      // The other build's review against the same floor, in the same alternation.
      const before = (at) =>
        BEFORE
          ? {
              before: {
                cli: BEFORE,
                reviewMs: round(median(samples[at + 3])),
                ratio: round(median(samples[at + 3]) / median(samples[at + 2]), 2),
              },
            }
          : {};
      return {
        runs: N,
        lanes: reviewed,
        ...figuresOf(version, samples.slice(0, 3)),
        ...before(0),
        benchNode: { ...figuresOf(process.version, samples.slice(per, per + 3)), ...before(per) },
        ...(noise.length > 0 ? { removedEnv: noise.join(' ') } : {}),
      };
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
};
