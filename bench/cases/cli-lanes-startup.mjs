// The CLI's start-up budget: `reviewer-lanes lanes --json` (load, validate and list the
// first-party lanes) within 2x a bare `node -e 0`, measured side by side in one run, alternating,
// median of N, in the start-up environment of bench/lib.mjs (what this environment adds to every
// Node process, NODE_EXTRA_CA_CERTS say, is removed from both sides and reported beside).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, alternate, ensureBuilt, median, round, startupEnv, startupNoise } from '../lib.mjs';

const N = 21;

export default {
  name: 'cli-lanes-startup',
  budget: [{ figure: 'ratio', max: 2 }],
  async run() {
    ensureBuilt();
    // An empty repository: the first-party catalog only, as on a repository with no lanes of its own.
    const cwd = mkdtempSync(join(tmpdir(), 'bench-startup-'));
    try {
      const measure = (env) => {
        const [bare, lanes] = alternate(
          [
            { cmd: process.execPath, args: ['-e', '0'], opts: { env } },
            { cmd: process.execPath, args: [CLI, 'lanes', '--json', '--cwd', cwd], opts: { env } },
          ],
          N,
        );
        return { nodeMs: median(bare), lanesMs: median(lanes) };
      };
      const clean = measure(startupEnv());
      const figures = {
        runs: N,
        nodeMs: round(clean.nodeMs),
        lanesMs: round(clean.lanesMs),
        ratio: round(clean.lanesMs / clean.nodeMs, 2),
      };
      const noise = startupNoise();
      if (noise.length === 0) return figures;
      const asIs = measure(process.env);
      return {
        ...figures,
        asIsEnv: noise.join(' '),
        asIsNodeMs: round(asIs.nodeMs),
        asIsLanesMs: round(asIs.lanesMs),
        asIsRatio: round(asIs.lanesMs / asIs.nodeMs, 2),
      };
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  },
};
