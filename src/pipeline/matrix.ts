/**
 * The publish job of the Actions matrix (D14): the lane jobs' results and the plan's unrunnable
 * lanes, merged and rendered as one review.
 */
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlanOutcome } from '../plan/types.js';
import type { LaneResult } from '../run/types.js';
import type { PlannedStatus, Reason } from '../vocabulary.js';
import { renderPrompt } from '../prompt/build.js';
import { renderStub } from '../run/output.js';
import { resultWithoutRunning } from '../run/runner.js';
import { usageFromJson } from '../run/usage.js';
import { readFileAsync } from '../sys/fs-async.js';
import { forOneRun, type PipelineDeps, type PipelineInput } from './input.js';
import { prepareOutDir } from './outdir.js';
import { isReported, planReview } from './plan.js';
import { collectPromptParts } from './prompt.js';
import { report, type ReviewOutcome } from './report.js';

/**
 * `mode: publish`: the lane jobs' results and the plan's unrunnable lanes, rendered as one
 * review. A lane the plan made runnable whose job left nothing is `failed`, never missing.
 */
export async function mergeLaneResults(
  input: PipelineInput,
  handover: { planDir: string; laneDirs: Map<string, string> },
  pipelineDeps: PipelineDeps,
): Promise<ReviewOutcome> {
  const { settings } = input;
  const deps = forOneRun(pipelineDeps);
  await prepareOutDir(settings.outDir, settings.cwd);
  // Availability was decided in each lane's job, on its runner; this one may have no lane's CLI.
  const plan = await planReview(input, deps, 'none');
  const handed = JSON.parse(await readFileAsync(join(handover.planDir, 'plan.json'), 'utf8')) as {
    lanes: Array<{
      slug: string;
      identity: string;
      explicit: boolean;
      status: string;
      reason?: string;
      detail?: string;
    }>;
  };
  const prompt = await collectPromptParts(input, deps);
  const results: LaneResult[] = [];
  const lanes: PlanOutcome['lanes'] = [];
  for (const h of handed.lanes) {
    const planned = plan.lanes.find((l) => l.identity === h.identity);
    if (!isReported({ status: h.status as PlannedStatus, explicit: h.explicit }, plan.source)) continue;
    const dir = handover.laneDirs.get(h.identity);
    const fromJob = h.status === 'runnable' && dir ? await readLaneResults(dir) : [];
    const r = fromJob.find((x) => x.identity === h.identity);
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
          status: h.status as PlannedStatus,
          ...(h.reason ? { reason: h.reason as Reason } : {}),
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
      results.push({
        slug: h.slug,
        identity: h.identity,
        status: 'failed',
        reason: 'spawn_error',
        detail: 'the lane job left no result (did it run, and upload its artifact?)',
        explicit: h.explicit,
        durationMs: 0,
        body: renderStub({ slug: h.slug, stderr: 'the lane job left no result.' }),
        caveats: [],
        warnings: [],
      });
    }
  }
  writeFileSync(join(settings.outDir, 'prompt.md'), renderPrompt(prompt.parts, null).text);
  return report(input, deps, plan, lanes, results, prompt);
}

async function readLaneResults(dir: string): Promise<LaneResult[]> {
  try {
    const parsed = JSON.parse(await readFileAsync(join(dir, 'lane-results.json'), 'utf8')) as unknown;
    if (!Array.isArray(parsed)) return [];
    // A usage not of its shape is dropped: a damaged handover must not put a figure on the page.
    return (parsed as LaneResult[]).map(({ usage, ...r }) => {
      const checked = usageFromJson(usage);
      return checked ? { ...r, usage: checked } : r;
    });
  } catch {
    return [];
  }
}
