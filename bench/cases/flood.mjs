// Bench case: a lane writing 500 MiB to stdout leaves the
// process running the runner under 250 MiB RSS, with the machine quiet and with every CPU busy
// (a busy loop per core, started for that run and stopped after it): memory that depends on how
// fast the machine reads is not bounded. The runner runs in a child node process so the figure
// is its own kernel peak (VmHWM), not the harness's. Run alone: `node bench/cases/flood.mjs`.
import { execFile, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PEAK_KIB_SOURCE, runAlone, withRunStage } from '../lib.mjs';

const FAKE_CLI = fileURLToPath(new URL('../../__fixtures__/run/fake-cli.mjs', import.meta.url));
const FLOOD_MIB = 500;
const CAP = 10 * 1024 * 1024;

const CHILD = `
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLanes } from './src/run/runner.js';
import { createProcessRunner } from './src/sys/process.js';

const [runDir, fakeCli, mib] = process.argv.slice(2);
const plan = {
  transport: 'spawn', slug: 'flood', identity: 'flood', laneId: 'flood', timeoutMs: 300000, model: null,
  handler: null, emptyOutput: 'stub-with-stderr', envNames: [], budget: null,
  paths: { runDir, prompt: join(runDir, 'p.md'), review: join(runDir, 'flood.md'), err: join(runDir, 'flood.err') },
  binary: fakeCli, argv: ['flood', mib], stdinPath: null, promptChannel: 'none', outputChannel: 'stdout',
};
const started = performance.now();
const [result] = await runLanes([{ slug: 'flood', identity: 'flood', explicit: true, status: 'runnable', plan }], {
  maxParallel: 1,
  ctxFor: () => ({
    repoRoot: runDir, env: { PATH: process.env.PATH, HOME: runDir }, homeDir: runDir, killGraceMs: 5000,
    maxOutputBytes: ${CAP}, processRunner: createProcessRunner(),
  }),
});
const wallMs = performance.now() - started;
console.log(JSON.stringify({ status: result.status, bodyBytes: Buffer.byteLength(result.body), wallMs,
  peakKiB: peakKiB() }));
${PEAK_KIB_SOURCE}`;

export const name = 'flood';
export const budget = {
  figure: 'busyPeakRssMiB',
  max: 250,
  what: `peak RSS of the runner's process while a lane writes ${FLOOD_MIB} MiB, every CPU busy`,
};

/** One busy loop per CPU, each ending by itself after `ms` should it outlive the bench. */
function burnCpus(ms = 300_000) {
  const loop = `const end = Date.now() + ${ms}; while (Date.now() < end);`;
  const burners = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', loop], { stdio: 'ignore' }),
  );
  return () => {
    for (const b of burners) b.kill('SIGKILL');
  };
}

function floodOnce(child, runDir) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [child, runDir, FAKE_CLI, String(FLOOD_MIB)],
      { encoding: 'utf8', timeout: 300_000 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    );
  });
}

export function run() {
  return withRunStage(name, async ({ out }, runDir) => {
    const child = join(out, 'flood-child.mjs');
    writeFileSync(child, CHILD);
    const quiet = await floodOnce(child, runDir);
    const stop = burnCpus();
    let busy;
    try {
      busy = await floodOnce(child, runDir);
    } finally {
      stop();
    }
    const mib = (r) => Number((r.peakKiB / 1024).toFixed(1));
    const sound = (r) => r.status === 'reviewed' && r.bodyBytes < CAP + 200;
    return {
      busyPeakRssMiB: mib(busy),
      quietPeakRssMiB: mib(quiet),
      floodMiB: FLOOD_MIB,
      cpusBusy: availableParallelism(),
      keptBytes: busy.bodyBytes,
      quietWallMs: Math.round(quiet.wallMs),
      busyWallMs: Math.round(busy.wallMs),
      status: busy.status,
      ok: mib(busy) < budget.max && mib(quiet) < budget.max && sound(quiet) && sound(busy),
    };
  });
}

const benchCase = { name, budget, run };
export default benchCase;

await runAlone(import.meta.url, benchCase);
