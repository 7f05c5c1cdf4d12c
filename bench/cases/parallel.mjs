// Bench case: 12 lanes of 1 s each at max-parallel 12
// finish within 1.15x of 1 s. Each lane is a real process (`sh -c 'sleep 1; echo …'`, so the
// lane itself costs 1 s and not a runtime's start-up) run by the real runner; the figure is
// the wall time of `runLanes` over the nominal 1 s. Run alone: `node bench/cases/parallel.mjs`.
import { laneContext, runAlone, spawnLane, withRunStage } from '../lib.mjs';

const LANES = 12;
const LANE_MS = 1000;

function lane(runDir, i) {
  const identity = `lane${i}`;
  return spawnLane(runDir, identity, {
    binary: '/bin/sh',
    argv: ['-c', `sleep ${LANE_MS / 1000}; echo "## Summary from ${identity}"`],
    timeoutMs: 30_000,
  });
}

export const name = 'parallel';
export const budget = {
  figure: 'ratio',
  max: 1.15,
  what: `${LANES} lanes of ${LANE_MS} ms at max-parallel ${LANES} / ${LANE_MS} ms`,
};

export function run() {
  return withRunStage(name, async ({ runLanes, createProcessRunner }, runDir) => {
    const processRunner = createProcessRunner();
    const ctxFor = () => laneContext(runDir, processRunner);
    const lanes = Array.from({ length: LANES }, (_, i) => lane(runDir, i));
    const started = performance.now();
    const results = await runLanes(lanes, { ctxFor, maxParallel: LANES });
    const wallMs = performance.now() - started;
    const reviewed = results.filter((r) => r.status === 'reviewed').length;
    const ratio = wallMs / LANE_MS;
    return {
      ratio: Number(ratio.toFixed(3)),
      wallMs: Math.round(wallMs),
      lanes: LANES,
      reviewed,
      ok: ratio <= budget.max && reviewed === LANES,
    };
  });
}

const benchCase = { name, budget, run };
export default benchCase;

await runAlone(import.meta.url, benchCase);
