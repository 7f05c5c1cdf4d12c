// The orchestration budget (DESIGN.md §6): a full `reviewer-lanes review` over 12 instant lanes
// within 2x a bare `node -e 0`, measured side by side in one run, alternating, median of N. The
// lanes are repository lanes backed by /bin/echo (no prompt on stdin), consented on `main` the way
// a user would (`consent --write`), reviewing a one-file change on a branch; so the figure is the
// CLI's own cost: start-up, git reads, planning, 12 spawns and the report. Beside it (not
// budgeted): `floorRatio`, the same git and lane processes started by a bare Node process that
// does nothing else (bench/support/process-floor.cjs), i.e. what no implementation can go under,
// and `ownMs`, the review's time beyond that floor: the CLI's own work.
// Everything runs in the start-up environment of bench/lib.mjs: what this environment adds to
// every Node process (NODE_EXTRA_CA_CERTS say) is removed from all sides and reported beside.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, ROOT, alternate, ensureBuilt, median, round, startupEnv, startupNoise } from '../lib.mjs';

const N = 21;
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

export default {
  name: 'review-overhead',
  budget: [{ figure: 'ratio', max: 2 }],
  async run() {
    ensureBuilt();
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
      // The budget is a repeated run's (Node's compile cache warm where the Node has one, as on
      // a developer's machine); the same review with it turned off is reported beside it.
      const floorArgs = [join(ROOT, 'bench', 'support', 'process-floor.cjs'), repo, 'main', 'f', '12'];
      const env = startupEnv();
      const [bare, review, uncached, floor] = alternate(
        [
          { cmd: process.execPath, args: ['-e', '0'], opts: { env } },
          { cmd: process.execPath, args: reviewArgs, opts: { env } },
          {
            cmd: process.execPath,
            args: reviewArgs,
            opts: { env: { ...env, NODE_DISABLE_COMPILE_CACHE: '1' } },
          },
          { cmd: process.execPath, args: floorArgs, opts: { env } },
        ],
        N,
      );
      // A broken review is never "fast": the last run must have reviewed every lane.
      const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
      const reviewed = results.lanes.filter((l) => l.status === 'reviewed').length;
      if (!results.ok || reviewed !== LANES.length) {
        throw new Error(
          `review did not review all ${LANES.length} lanes: ${JSON.stringify(results.lanes.map((l) => [l.slug, l.status, l.reason]))}`,
        );
      }
      const nodeMs = median(bare);
      const reviewMs = median(review);
      const figures = {
        runs: N,
        lanes: reviewed,
        nodeMs: round(nodeMs),
        reviewMs: round(reviewMs),
        ratio: round(reviewMs / nodeMs, 2),
        uncachedMs: round(median(uncached)),
        uncachedRatio: round(median(uncached) / nodeMs, 2),
        floorMs: round(median(floor)),
        floorRatio: round(median(floor) / nodeMs, 2),
        // The CLI's own cost: what the review takes beyond starting the same processes.
        ownMs: round(reviewMs - median(floor)),
      };
      const noise = startupNoise();
      if (noise.length === 0) return figures;
      // The same three figures as this environment has them: each Node process pays the fixed
      // cost once, the bare one included, so these ratios come out lower.
      const [asIsBare, asIsReview, asIsFloor] = alternate(
        [
          { cmd: process.execPath, args: ['-e', '0'] },
          { cmd: process.execPath, args: reviewArgs },
          { cmd: process.execPath, args: floorArgs },
        ],
        N,
      );
      const asIsNodeMs = median(asIsBare);
      return {
        ...figures,
        asIsEnv: noise.join(' '),
        asIsNodeMs: round(asIsNodeMs),
        asIsReviewMs: round(median(asIsReview)),
        asIsRatio: round(median(asIsReview) / asIsNodeMs, 2),
        asIsFloorRatio: round(median(asIsFloor) / asIsNodeMs, 2),
      };
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
};
