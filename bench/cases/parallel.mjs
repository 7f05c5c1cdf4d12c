// Bench case: 12 lanes of 1 s each at max-parallel 12 take at most 1.10 s more than the same
// 12 lanes when they answer at once (DESIGN §6), so what parallelism costs is the figure, not
// what starting 12 processes costs. Each lane is a real process (`sh -c 'sleep 1; echo …'`, or
// without the sleep), so a lane costs its 1 s and not a runtime's start-up, run by the real
// runner; the figures are medians of N runs of `runLanes`, alternating.
// Run alone: `node bench/cases/parallel.mjs`.
import { laneContext, median, runAlone, spawnLane, withRunStage } from '../lib.mjs';

const LANES = 12;
const LANE_MS = 1000;
const N = Number(process.env.REVIEWER_LANES_BENCH_RUNS || 5);

function lane(runDir, i, ms) {
  const identity = `lane${i}`;
  const sleep = ms > 0 ? `sleep ${ms / 1000}; ` : '';
  return spawnLane(runDir, identity, {
    binary: '/bin/sh',
    argv: ['-c', `${sleep}echo "## Summary from ${identity}"`],
    timeoutMs: 30_000,
  });
}

export const name = 'parallel';
export const budget = {
  figure: 'extraMs',
  max: 1100,
  unit: 'ms',
  what: `${LANES} lanes of ${LANE_MS} ms at max-parallel ${LANES}, beyond the same ${LANES} lanes answering at once`,
};

export function run() {
  return withRunStage(name, async ({ runLanes, createProcessRunner }, runDir) => {
    const processRunner = createProcessRunner();
    const ctxFor = () => laneContext(runDir, processRunner);
    const once = async (ms) => {
      const lanes = Array.from({ length: LANES }, (_, i) => lane(runDir, i, ms));
      const started = performance.now();
      const results = await runLanes(lanes, { ctxFor, maxParallel: LANES });
      const wallMs = performance.now() - started;
      const reviewed = results.filter((r) => r.status === 'reviewed').length;
      if (reviewed !== LANES) throw new Error(`${reviewed} of ${LANES} lanes reviewed`);
      return wallMs;
    };
    await once(0);
    const instant = [];
    const slow = [];
    for (let i = 0; i < N; i++) {
      instant.push(await once(0));
      slow.push(await once(LANE_MS));
    }
    const extraMs = median(slow) - median(instant);
    return {
      extraMs: Math.round(extraMs),
      wallMs: Math.round(median(slow)),
      instantMs: Math.round(median(instant)),
      ratio: Number((median(slow) / LANE_MS).toFixed(3)),
      runs: N,
      lanes: LANES,
      ok: extraMs <= budget.max,
    };
  });
}

const benchCase = { name, budget, run };
export default benchCase;

await runAlone(import.meta.url, benchCase);
