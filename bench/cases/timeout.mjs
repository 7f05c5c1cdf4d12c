// Bench case: a lane that ignores SIGTERM and forks a
// grandchild that ignores it too, timeout 1 s, default 5 s grace, is reported `timed_out`
// within 1 s + grace, and no process of its tree survives. SIGKILL goes out at exactly
// timeout + grace, so the figure is the wall time over that bound (a ratio just above 1 is
// the cost of noticing the exit). Run alone: `node bench/cases/timeout.mjs`.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAlive, readPid } from '../../__fixtures__/run/processes.mjs';
import { laneContext, runAlone, spawnLane, withRunStage } from '../lib.mjs';

const FAKE_CLI = fileURLToPath(new URL('../../__fixtures__/run/fake-cli.mjs', import.meta.url));
const TIMEOUT_MS = 1000;
const GRACE_MS = 5000;

export const name = 'timeout';
export const budget = {
  figure: 'ratio',
  max: 1.05,
  what: `wall time to a timed_out result / (${TIMEOUT_MS} ms timeout + ${GRACE_MS} ms grace), no survivor`,
};

export function run() {
  return withRunStage(name, async ({ runLanes, createProcessRunner }, runDir) => {
    const pidFiles = [join(runDir, 'lane.pid'), join(runDir, 'grandchild.pid')];
    const lane = spawnLane(runDir, 'stubborn', {
      binary: FAKE_CLI,
      argv: ['pidfile', pidFiles[0], 'ignore-term', 'grandchild', pidFiles[1], 'print', 'partial', 'hang'],
      timeoutMs: TIMEOUT_MS,
    });
    const started = performance.now();
    const [result] = await runLanes([lane], {
      maxParallel: 1,
      ctxFor: () => laneContext(runDir, createProcessRunner(), GRACE_MS),
    });
    const wallMs = performance.now() - started;
    const pids = pidFiles.map(readPid);
    const survivors = pids.filter(isAlive);
    for (const pid of survivors) process.kill(pid, 'SIGKILL');
    const ratio = wallMs / (TIMEOUT_MS + GRACE_MS);
    return {
      ratio: Number(ratio.toFixed(4)),
      wallMs: Math.round(wallMs),
      overshootMs: Math.round(wallMs - TIMEOUT_MS - GRACE_MS),
      status: `${result.status}/${result.reason}`,
      survivors: survivors.length,
      ok: ratio <= budget.max && result.status === 'timed_out' && survivors.length === 0,
    };
  });
}

const benchCase = { name, budget, run };
export default benchCase;

await runAlone(import.meta.url, benchCase);
