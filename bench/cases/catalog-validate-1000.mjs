// A performance budget: 1,000 repository (overlay) manifests validated in under 1 s — measured end to end
// as `reviewer-lanes validate` over a directory of 1,000 generated lanes (start-up included).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, ensureBuilt, median, round, timeProcess } from '../lib.mjs';

const COUNT = 1000;
const RUNS = 5;

function manifest(i) {
  const id = `lane-${String(i).padStart(4, '0')}`;
  const slug = id.replace(/-/g, '_');
  const http = i % 2 === 1;
  return {
    id,
    role: 'reviewer',
    version: '1.0.0',
    title: `Generated lane ${i}`,
    description: 'A generated lane for the validation benchmark.',
    tier: 'full',
    requires: [],
    engines: { gsd: '>=1.8.0', 'reviewer-lanes': '>=0.0.1' },
    reviewer: {
      slug,
      flags: [`--${id}`],
      transport: http ? 'openai-http' : 'spawn',
      probe: http
        ? {
            kind: 'http-reachable',
            hostConfigKey: `review.${slug}_host`,
            path: '/v1/models',
            timeoutMs: 2000,
          }
        : { kind: 'command-capability', binary: `bin${i}`, needle: '--help', timeoutMs: 5000 },
      invoke: http
        ? {
            hostConfigKey: `review.${slug}_host`,
            path: '/v1/chat/completions',
            modelDiscovery: 'none',
            effortChannel: 'none',
            apiKeyEnv: 'BENCH_KEY',
          }
        : {
            binary: `bin${i}`,
            args: ['{{model}}', '-p', '{{prompt}}'],
            promptChannel: 'argv-file-ref',
            outputChannel: 'stdout',
            modelArg: '-m',
            effortChannel: 'none',
          },
      timeoutFloorMs: 60000,
      emptyOutput: 'stub-with-stderr',
      reviewsSection: `Lane ${i}`,
      evidenceClass: 'source-grounded',
      requiresBinaries: [],
      promptBudgetKey: null,
      modelConfigKey: `review.models.${slug}`,
      handler: http ? 'openai-compatible' : null,
      env: ['BENCH_KEY'],
    },
    config: {
      [`review.models.${slug}`]: { type: 'string', default: '', description: 'Model for the lane.' },
      ...(http ? { [`review.${slug}_host`]: { type: 'string', default: '', description: 'Host.' } } : {}),
    },
  };
}

export default {
  name: 'catalog-validate-1000',
  budget: [{ figure: 'medianMs', max: 1000, unit: 'ms' }],
  async run() {
    ensureBuilt();
    const root = mkdtempSync(join(tmpdir(), 'bench-validate-'));
    try {
      const dir = join(root, 'lanes');
      for (let i = 0; i < COUNT; i++) {
        const m = manifest(i);
        mkdirSync(join(dir, m.id), { recursive: true });
        writeFileSync(join(dir, m.id, 'capability.json'), JSON.stringify(m, null, 2));
      }
      const args = [CLI, 'validate', '--no-first-party', '--capabilities', dir, '--json', '--cwd', root];
      const first = JSON.parse(timeProcess(process.execPath, args).stdout);
      if (first.lanes.length !== COUNT || first.errors.length > 0 || first.warnings.length > 0) {
        throw new Error(
          `expected ${COUNT} clean lanes, got ${first.lanes.length} with ${first.errors.length} errors`,
        );
      }
      const samples = Array.from({ length: RUNS }, () => timeProcess(process.execPath, args).ms);
      return {
        manifests: COUNT,
        runs: RUNS,
        medianMs: round(median(samples)),
        minMs: round(Math.min(...samples)),
      };
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
};
