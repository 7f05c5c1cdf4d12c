// Bench case (DESIGN §6, D20): `reviewer-lanes stats` reads 100 closed pull requests in at most
// 15 GitHub requests and 10 s against the loopback GitHub API answering every request after
// 50 ms, and 1,000 in under 300 MiB. The history is __fixtures__/github/track-history.ts's
// (records of two releases, 👎 by people with and without write access, a forged marker, a
// malformed record, pull requests never reviewed). The fake runs in this process; the command
// runs in a child node process (src/ as plain ESM), so its wall time and peak RSS (VmHWM) are
// its own. Run alone: `node bench/cases/track-record.mjs`.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transpileSources } from '../../__fixtures__/run/transpile.mjs';
import { PEAK_KIB_SOURCE, ROOT, runAlone } from '../lib.mjs';

const LATENCY_MS = 50;

export const name = 'track-record';
export const budget = [
  { figure: 'requests100', max: 15, what: 'GitHub requests to read 100 closed pull requests' },
  {
    figure: 'wallMs100',
    max: 10_000,
    unit: 'ms',
    what: 'stats over 100 closed pull requests, 50 ms per request',
  },
  {
    figure: 'peakRssMiB1000',
    max: 300,
    unit: 'MiB',
    what: 'peak RSS of stats over 1,000 closed pull requests',
  },
];

const CHILD = `
import { readFileSync } from 'node:fs';
const [main, url, prs] = process.argv.slice(2);
const { main: cli } = await import(main);
let stdout = '';
let stderr = '';
const started = performance.now();
const code = await cli(['stats', '--repo', 'octo/widgets', '--prs', prs, '--json'], {
  env: { GITHUB_TOKEN: 'ghs_bench_token', GITHUB_API_URL: url },
  io: { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s) },
});
const wallMs = performance.now() - started;
const doc = JSON.parse(stdout);
console.log(JSON.stringify({ code, wallMs, peakKiB: peakKiB(), prs: doc.window?.prs, records: doc.records,
  skipped: doc.skipped?.length, lanes: doc.lanes?.length, stderr: code === 0 ? '' : stderr }));
${PEAK_KIB_SOURCE}`;

/** The child's one JSON line; the fake in this process answers it meanwhile. */
function runChild(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`child exited ${code}: ${out}`)),
    );
  });
}

export async function run() {
  const out = await transpileSources(join(ROOT, 'bench', 'out'), 'track-record-', [
    '__fixtures__/github',
    '__fixtures__/servers',
  ]);
  const load = (p) => import(pathToFileURL(join(out, p)).href);
  try {
    const [{ startFakeGitHub }, history] = await Promise.all([
      load('__fixtures__/github/fake-github.js'),
      load('__fixtures__/github/track-history.js'),
    ]);
    const script = join(out, 'stats-child.mjs');
    writeFileSync(script, CHILD);
    const main = pathToFileURL(join(out, 'src/cli/main.js')).href;
    const measure = async (closed, prs, latencyMs) => {
      const fake = await startFakeGitHub({ latencyMs });
      try {
        fake.graphPulls.push(...history.trackHistory({ closed }));
        for (const [login, role] of history.PERMISSIONS) fake.permissions.set(login, role);
        const r = await runChild(script, [main, fake.url, String(prs)]);
        return { ...r, requests: fake.requests.length };
      } finally {
        await fake.close();
      }
    };
    const hundred = await measure(120, 100, LATENCY_MS);
    const thousand = await measure(1000, 1000, 0);
    return {
      ok: hundred.code === 0 && thousand.code === 0 && hundred.prs === 100 && thousand.prs === 1000,
      requests100: hundred.requests,
      wallMs100: Math.round(hundred.wallMs),
      records100: hundred.records,
      skipped100: hundred.skipped,
      lanes100: hundred.lanes,
      peakRssMiB100: Number((hundred.peakKiB / 1024).toFixed(1)),
      requests1000: thousand.requests,
      wallMs1000: Math.round(thousand.wallMs),
      peakRssMiB1000: Number((thousand.peakKiB / 1024).toFixed(1)),
      latencyMs: LATENCY_MS,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, { name, budget, run });
