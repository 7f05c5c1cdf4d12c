/**
 * The publish job of the Actions matrix (D14): the lane jobs' results and the plan's unrunnable
 * lanes, merged and rendered as one review.
 */
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlanOutcome } from '../plan/types.js';
import type { LaneResult } from '../run/types.js';
import { renderPrompt } from '../prompt/build.js';
import { renderStub } from '../run/output.js';
import { resultWithoutRunning } from '../run/runner.js';
import { readLaneResultsHandover, readPlanHandover, type LaneHandover } from './handover.js';
import { forOneRun, type PipelineDeps, type PipelineInput } from './input.js';
import { prepareOutDir } from './outdir.js';
import { isReported, planReview } from './plan.js';
import { collectPromptParts } from './prompt.js';
import { report, type ReviewOutcome } from './report.js';

/** `mode: publish`: a runnable lane whose job left nothing is `failed`, never missing. */
export async function mergeLaneResults(
  input: PipelineInput,
  handover: LaneHandover,
  pipelineDeps: PipelineDeps,
): Promise<ReviewOutcome> {
  const { settings } = input;
  const deps = forOneRun(pipelineDeps);
  await prepareOutDir(settings.outDir, settings.cwd);
  // Availability was decided in each lane's job, on its runner; this one may have no lane's CLI.
  const plan = await planReview(input, deps, 'none');
  const handed = readPlanHandover(handover.planDir);
  const prompt = await collectPromptParts(input, deps);
  const results: LaneResult[] = [];
  const lanes: PlanOutcome['lanes'] = [];
  for (const h of handed.lanes) {
    const planned = plan.lanes.find((l) => l.identity === h.identity);
    if (!isReported(h, plan.source)) continue;
    const dir = handover.laneDirs.get(h.identity);
    const fromJob = h.status === 'runnable' && dir ? readLaneResultsHandover(dir, h.identity) : null;
    const r = fromJob?.ok ? fromJob.value.results.find((x) => x.identity === h.identity) : undefined;
    // A lane nobody asked for that its job found unavailable is left out, as one review job would.
    if (r?.status === 'unavailable' && !isReported({ status: r.status, explicit: h.explicit }, plan.source))
      continue;
    lanes.push(
      planned ?? { slug: h.slug, identity: h.identity, explicit: h.explicit, status: 'unavailable' },
    );
    if (h.status !== 'runnable') {
      results.push(
        resultWithoutRunning({
          slug: h.slug,
          identity: h.identity,
          explicit: h.explicit,
          status: h.status,
          ...(h.reason ? { reason: h.reason } : {}),
          ...(h.detail ? { detail: h.detail } : {}),
        }),
      );
      continue;
    }
    if (r && dir) {
      // The lane job's files join this run's out directory (D12: the artifact holds every lane's
      // output and stderr), so the paths in results.json stay relative to it, as in one job.
      const laneFiles = join(dir, 'lanes');
      if (existsSync(laneFiles)) cpSync(laneFiles, join(settings.outDir, 'lanes'), { recursive: true });
      results.push({ ...r, explicit: h.explicit });
    } else {
      // A file from another release or not of its shape says so; no file at all, that none was left.
      const why = fromJob && !fromJob.ok && !fromJob.missing ? fromJob.message : undefined;
      results.push({
        slug: h.slug,
        identity: h.identity,
        status: 'failed',
        reason: 'spawn_error',
        detail: why ?? 'the lane job left no result (did it run, and upload its artifact?)',
        explicit: h.explicit,
        durationMs: 0,
        body: renderStub({ slug: h.slug, stderr: why ?? 'the lane job left no result.' }),
        caveats: [],
        warnings: [],
      });
    }
  }
  writeFileSync(join(settings.outDir, 'prompt.md'), renderPrompt(prompt.parts, null).text);
  return report(input, deps, plan, lanes, results, prompt);
}
