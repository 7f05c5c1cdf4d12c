/** `mode: plan` (D14): the matrix of lanes to run one job each, and plan.json for the publish job. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PlanOutcome } from '../../plan/types.js';
import { attemptName, planArtifactBase } from '../../github/artifact.js';
import { messageOf } from '../../diagnostics.js';
import { PLAN_FILE, planHandover } from '../../pipeline/handover.js';
import { refuseLinkedWrite, type ModeContext } from '../mode.js';
import { matrixOf } from '../stages.js';

function planSummary(plan: PlanOutcome): string {
  const rows = plan.lanes.map(
    (l) => `| ${l.identity} | ${l.status} | ${l.reason ?? ''} | ${l.explicit ? 'yes' : 'no'} |`,
  );
  return [
    `## reviewer-lanes plan (${plan.source})`,
    '',
    "Every lane listed `runnable` gets a job; its availability is probed in its own job, on that job's runner.",
    '',
    '| Lane | Status | Reason | Requested |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

export async function planMode(s: ModeContext): Promise<void> {
  const { surface } = s;
  const plan = await s.stages.plan(s.settings, s.ctx);
  for (const e of plan.errors) surface.error(e.message);
  for (const w of plan.warnings) surface.warning(w.message);
  const matrix = matrixOf(plan);
  refuseLinkedWrite(s.settings.outDir, s.ctx.env);
  await mkdir(s.settings.outDir, { recursive: true });
  const planFile = join(s.settings.outDir, PLAN_FILE);
  await writeFile(planFile, `${JSON.stringify(planHandover(plan), null, 2)}\n`);
  const store = await s.artifacts();
  if (store) {
    const name = attemptName(planArtifactBase(s.inputs.artifactPrefix), s.run.runAttempt);
    await store.upload(name, s.settings.outDir, [planFile]);
  }
  surface.setOutput('matrix', JSON.stringify(matrix));
  surface.setOutput('lane-count', String(matrix.include.length));
  await surface.summary(planSummary(plan)).catch((err: unknown) => surface.warning(messageOf(err)));
}
