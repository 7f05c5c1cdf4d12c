// Bench case (DESIGN.md §6 "Parallel efficiency"): 12 lanes of 1 s each at max-parallel 12
// finish within 1.15x of 1 s. Each lane is a real process (`sh -c 'sleep 1; echo …'`, so the
// lane itself costs 1 s and not a runtime's start-up) run by the real runner; the figure is
// the wall time of `runLanes` over the nominal 1 s. Run alone: `node bench/cases/parallel.mjs`.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LANES = 12;
const LANE_MS = 1000;

/**
 * The run stage as plain ESM (bench/out is ignored by git): transpiled, not type-checked.
 * Shared by the other cases that need src/ (timeout.mjs, flood.mjs, large-pr.mjs): returns the
 * directory (`out`, holding `src/**` as .js and a `{"type":"module"}` package.json), the runner,
 * and `cleanup()` that removes the directory.
 */
export async function loadRunStage() {
  const ts = (await import('typescript')).default;
  // One directory per call: cases may load the stage side by side in one harness process.
  mkdirSync(join(ROOT, 'bench', 'out'), { recursive: true });
  const out = mkdtempSync(join(ROOT, 'bench', 'out', 'run-stage-'));
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
    );
  for (const file of walk(join(ROOT, 'src'))) {
    const js = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const target = join(out, relative(ROOT, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, js);
  }
  writeFileSync(join(out, 'package.json'), '{"type":"module"}\n');
  const load = (path) => import(pathToFileURL(join(out, path)).href);
  const [{ runLanes }, { createProcessRunner }] = await Promise.all([
    load('src/run/runner.js'),
    load('src/run/spawn.js'),
  ]);
  return { out, runLanes, createProcessRunner, cleanup: () => rmSync(out, { recursive: true, force: true }) };
}

function lane(runDir, i) {
  const identity = `lane${i}`;
  const plan = {
    transport: 'spawn',
    slug: identity,
    identity,
    laneId: identity,
    timeoutMs: 30_000,
    model: null,
    handler: null,
    emptyOutput: 'stub-with-stderr',
    envNames: [],
    budget: null,
    paths: {
      runDir,
      prompt: join(runDir, 'prompt.md'),
      review: join(runDir, `${identity}.md`),
      err: join(runDir, `${identity}.err`),
    },
    binary: '/bin/sh',
    argv: ['-c', `sleep ${LANE_MS / 1000}; echo "## Summary from ${identity}"`],
    stdinPath: null,
    promptChannel: 'none',
    outputChannel: 'stdout',
  };
  return { slug: identity, identity, explicit: true, status: 'runnable', plan };
}

export const name = 'parallel';
export const budget = {
  figure: 'ratio',
  max: 1.15,
  what: `${LANES} lanes of ${LANE_MS} ms at max-parallel ${LANES} / ${LANE_MS} ms`,
};

export async function run() {
  const { runLanes, createProcessRunner, cleanup } = await loadRunStage();
  const runDir = mkdtempSync(join(tmpdir(), 'rl-bench-parallel-'));
  try {
    const processRunner = createProcessRunner();
    const ctxFor = () => ({
      repoRoot: runDir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: runDir },
      homeDir: runDir,
      killGraceMs: 5000,
      maxOutputBytes: 10 * 1024 * 1024,
      processRunner,
    });
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
  } finally {
    rmSync(runDir, { recursive: true, force: true });
    cleanup();
  }
}

export default { name, budget, run };

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const figures = await run();
  console.log(JSON.stringify({ name, budget, figures }, null, 2));
  process.exitCode = figures.ok ? 0 : 1;
}
