/**
 * A lane that floods stdout must not flood our memory (a performance budget: 500 MiB → under 250 MiB
 * RSS). The runner runs in a separate node process so its peak RSS is its own, not the test
 * framework's; the figure comes from the kernel (/proc/self/status VmHWM, resourceUsage).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileSources, removeCompiled } from './support/compile.js';
import { FAKE_CLI, removeDir, tempDir } from './support/lanes.js';

const FLOOD_MIB = 500;
const CAP = 10 * 1024 * 1024;

const CHILD = `
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLanes } from './src/run/runner.js';
import { createProcessRunner } from './src/sys/process.js';

const [runDir, fakeCli, steps] = [process.argv[2], process.argv[3], JSON.parse(process.argv[4])];
const plan = {
  transport: 'spawn', slug: 'flood', identity: 'flood', laneId: 'flood', timeoutMs: 120000, model: null,
  handler: null, emptyOutput: 'stub-with-stderr', envNames: [], budget: null,
  paths: { runDir, prompt: join(runDir, 'p.md'), review: join(runDir, 'flood.md'), err: join(runDir, 'flood.err') },
  binary: fakeCli, argv: steps, stdinPath: null, promptChannel: 'none', outputChannel: 'stdout',
};
const [result] = await runLanes([{ slug: 'flood', identity: 'flood', explicit: true, status: 'runnable', plan }], {
  maxParallel: 1,
  ctxFor: () => ({
    repoRoot: runDir, env: { PATH: process.env.PATH, HOME: runDir }, homeDir: runDir, killGraceMs: 1000,
    maxOutputBytes: ${CAP}, processRunner: createProcessRunner(),
  }),
});
const status = readFileSync('/proc/self/status', 'utf8');
console.log(JSON.stringify({
  status: result.status,
  caveats: result.caveats,
  bodyBytes: Buffer.byteLength(result.body),
  maxRssKiB: process.resourceUsage().maxRSS,
  vmHwmKiB: Number(/VmHWM:\\s+(\\d+)/.exec(status)?.[1]),
}));
`;

interface ChildReport {
  status: string;
  caveats: string[];
  bodyBytes: number;
  maxRssKiB: number;
  vmHwmKiB: number;
}

let compiled: string;
let runDir: string;
beforeAll(async () => {
  compiled = await compileSources();
  writeFileSync(join(compiled, 'flood-child.mjs'), CHILD);
  runDir = tempDir();
}, 60_000);
afterAll(() => {
  removeCompiled(compiled);
  removeDir(runDir);
});

function runChild(steps: string[]): ChildReport {
  const out = execFileSync(
    process.execPath,
    [join(compiled, 'flood-child.mjs'), runDir, FAKE_CLI, JSON.stringify(steps)],
    {
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  return JSON.parse(out) as ChildReport;
}

describe('output flood', () => {
  it(`a lane writing ${FLOOD_MIB} MiB to stdout leaves the runner's process under 250 MiB RSS`, () => {
    const quiet = runChild(['print', 'a short review']);
    const flood = runChild(['flood', String(FLOOD_MIB)]);

    expect(flood.status).toBe('reviewed');
    expect(flood.caveats).toEqual([
      `Output truncated: the reviewer wrote ${FLOOD_MIB * 1024 * 1024} bytes, more than the output cap.`,
    ]);
    // The review is the cap plus the truncation note, never the whole flood.
    expect(flood.bodyBytes).toBeGreaterThanOrEqual(CAP);
    expect(flood.bodyBytes).toBeLessThan(CAP + 200);
    const peakMiB = Math.max(flood.maxRssKiB, flood.vmHwmKiB) / 1024;
    // Reported so a regression shows its size, not just that it failed.
    console.log(
      `flood ${FLOOD_MIB} MiB: peak RSS ${peakMiB.toFixed(1)} MiB (a quiet lane: ${(quiet.vmHwmKiB / 1024).toFixed(1)} MiB)`,
    );
    expect(peakMiB).toBeLessThan(250);
  }, 120_000);
});
