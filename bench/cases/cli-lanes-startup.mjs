// The CLI's start-up, reported, not budgeted (start-up is not where users wait, and no caches of
// our own are added for it; the review-overhead case is the regression guard): `reviewer-lanes
// lanes --json` (load, validate and list the first-party lanes) beside a bare `node -e 0`, under
// Node 24 (what GitHub runs, with Node's own compile cache) and the Node running the bench,
// alternating, median of N, in the start-up environment of bench/lib.mjs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { node24 } from '../../__fixtures__/node24.mjs';
import { CLI, alternate, ensureBuilt, median, round, startupEnv, startupNoise } from '../lib.mjs';

const N = 21;

export default {
  name: 'cli-lanes-startup',
  reported: { figure: 'ratio' },
  async run() {
    ensureBuilt();
    // An empty repository: the first-party catalog only, as on a repository with no lanes of its own.
    const cwd = mkdtempSync(join(tmpdir(), 'bench-startup-'));
    try {
      const env = startupEnv();
      const runtimes = [node24(), process.execPath];
      const samples = alternate(
        runtimes.flatMap((cmd) => [
          { cmd, args: ['-e', '0'], opts: { env } },
          { cmd, args: [CLI, 'lanes', '--json', '--cwd', cwd], opts: { env } },
        ]),
        N,
      );
      const figuresOf = (cmd, [bare, lanes]) => ({
        node: execFileSync(cmd, ['--version'], { encoding: 'utf8' }).trim(),
        nodeMs: round(median(bare)),
        lanesMs: round(median(lanes)),
        ratio: round(median(lanes) / median(bare), 2),
      });
      const noise = startupNoise();
      return {
        runs: N,
        ...figuresOf(runtimes[0], samples.slice(0, 2)),
        benchNode: figuresOf(runtimes[1], samples.slice(2, 4)),
        ...(noise.length > 0 ? { removedEnv: noise.join(' ') } : {}),
      };
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  },
};
