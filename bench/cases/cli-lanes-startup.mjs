// The CLI's start-up budget: `reviewer-lanes lanes --json` (load, validate and list the
// first-party lanes) within 2x a bare `node -e 0`, measured side by side in one run, alternating,
// median of N.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, alternate, ensureBuilt, median, round } from '../lib.mjs';

const N = 21;

export default {
  name: 'cli-lanes-startup',
  budget: [{ figure: 'ratio', max: 2 }],
  async run() {
    ensureBuilt();
    // An empty repository: the first-party catalog only, as on a repository with no lanes of its own.
    const cwd = mkdtempSync(join(tmpdir(), 'bench-startup-'));
    try {
      const [bare, lanes] = alternate(
        [
          { cmd: process.execPath, args: ['-e', '0'] },
          { cmd: process.execPath, args: [CLI, 'lanes', '--json', '--cwd', cwd] },
        ],
        N,
      );
      const bareMs = median(bare);
      const lanesMs = median(lanes);
      return { runs: N, nodeMs: round(bareMs), lanesMs: round(lanesMs), ratio: round(lanesMs / bareMs, 2) };
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  },
};
