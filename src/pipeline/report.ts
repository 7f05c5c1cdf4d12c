/** The tail of every review: findings, the outcome, and the run's files in the out directory. */
import { join } from 'node:path';
import type { Catalog, Lane } from '../catalog/types.js';
import type { Finding } from '../findings/types.js';
import type { PreviousFinding } from '../incremental/types.js';
import type { PlanOutcome } from '../plan/types.js';
import type { ChangeContext } from '../prompt/types.js';
import type { ResultsJson } from '../report/results.js';
import type { LaneInfo } from '../report/reviews.js';
import type { LaneResult } from '../run/types.js';
import { stillCarried } from '../incremental/follow.js';
import { scopeNote } from '../incremental/scope.js';
import { packageVersion } from '../paths.js';
import { SARIF_FILE, buildSarif } from '../report/sarif.js';
import { writeFresh } from '../sys/regular-file.js';
import { HANDOVER_VERSION, LANE_RESULTS_FILE, type LaneResultsHandover } from './handover.js';
import type { PipelineDeps, PipelineInput } from './input.js';
import type { PlannedRun } from './plan.js';
import { changeContext, type PromptPieces } from './prompt.js';
import { redactedFinding, redactedResult, redactLaneFiles, secretValues } from './secrets.js';

export interface ReviewOutcome {
  ok: boolean;
  plan: PlanOutcome;
  change: ChangeContext;
  results: LaneResult[];
  results_json: ResultsJson;
  /** Absolute paths. */
  outDir: string;
  reviewsPath: string;
  resultsPath: string;
  /** reviews.sarif (D16), absolute. */
  sarifPath: string;
  reviewsMarkdown: string;
  /** The merged findings (D16), redacted: what every surface shows. */
  findings: Finding[];
  /** D17: the findings carried from the last review; never inline, but the gate counts them. */
  carried?: PreviousFinding[];
  /** The values redacted from the run's files; the artifact's copies are redacted of them again. */
  secrets: string[];
}

export async function report(
  input: PipelineInput,
  deps: PipelineDeps,
  plan: PlannedRun,
  lanes: PlanOutcome['lanes'],
  results: LaneResult[],
  prompt: Omit<PromptPieces, 'parts'>,
): Promise<ReviewOutcome> {
  const { settings } = input;
  // The stages that read lane output (and their Markdown parser) load only once a review gets here
  // (one after the other: they share modules, and jest's loader fails concurrent imports of one).
  const findingsStage = await import('../findings/index.js');
  const { buildResultsJson, computeOutcome, withCarried } = await import('../report/results.js');
  const { declaredOrder, renderReviews } = await import('../report/reviews.js');
  const change = changeContext(input, prompt);
  const { changedPaths } = prompt;
  const secrets = secretValues(plan, input.env, input.secrets);
  const laneInfo = laneInfoMap(plan.catalog, lanes);
  const laneRecords = await input.laneRecords;
  const read = await findingsStage.collectFindings({
    lanes: declaredOrder(results, laneInfo),
    changedPaths: prompt.hunks.map((h) => h.path),
    hunks: prompt.hunks,
    roots: [settings.cwd],
    headFiles: findingsStage.headTreeFiles(deps.git, prompt.headSha),
  });
  // What a lane wrote is published (SARIF, inline comments): never with the run's secrets in it.
  const findings = read.findings.map((f) => redactedFinding(f, secrets));
  // D17: a finding the new commits left alone still stands, unless a lane flagged its place again.
  const carried = stillCarried(prompt.carried, findings);
  const outcome = computeOutcome(results, settings.failOn, [...findings, ...carried], read.readings);
  const ok = outcome.ok && plan.errors.length === 0;
  const resultsJson = withCarried(buildResultsJson(results, ok, settings.outDir, findings), carried);
  const markdown = renderReviews({
    ...(input.scope
      ? {
          scope: {
            note: scopeNote(input.scope, prompt.headSha, input.previous !== undefined),
            carried,
            omitted: prompt.omitted,
          },
        }
      : {}),
    change,
    baseline: plan.baseline,
    results,
    lanes: laneInfo,
    reviewedAt: (deps.now ?? (() => new Date()))(),
    secrets,
    changedPaths,
    notes: plan.errors.map((e) => `Error: ${e.message}`),
    read: { ...read, findings },
    ...(laneRecords ? { laneRecords } : {}),
  });
  const reviewsPath = join(settings.outDir, 'REVIEWS.md');
  const resultsPath = join(settings.outDir, 'results.json');
  const sarifPath = join(settings.outDir, SARIF_FILE);
  if (input.publishes) redactLaneFiles(join(settings.outDir, 'lanes'), secrets);
  const handover = input.publishes ? results.map((r) => redactedResult(r, secrets)) : results;
  // Made anew: a lane is told where the out directory is (its prompt and output are there) and
  // may have left a link or a FIFO at these names (sys/regular-file.ts).
  writeFresh(reviewsPath, markdown);
  writeFresh(resultsPath, `${JSON.stringify(resultsJson, null, 2)}\n`);
  writeFresh(
    sarifPath,
    `${JSON.stringify(buildSarif(findings, { version: packageVersion() }, carried), null, 2)}\n`,
  );
  // The full results (bodies, caveats) for a publish job that merges lane jobs (D14).
  writeFresh(
    join(settings.outDir, LANE_RESULTS_FILE),
    `${JSON.stringify({ version: HANDOVER_VERSION, results: handover } satisfies LaneResultsHandover, null, 2)}\n`,
  );
  return {
    ok,
    plan,
    change,
    results,
    results_json: resultsJson,
    outDir: settings.outDir,
    reviewsPath,
    resultsPath,
    sarifPath,
    reviewsMarkdown: markdown,
    findings,
    carried,
    secrets,
  };
}

function laneInfoMap(catalog: Catalog, lanes: PlanOutcome['lanes']): Map<string, LaneInfo> {
  const byId = new Map<string, Lane>();
  for (const l of catalog.lanes) byId.set(l.reviewer.slug, l);
  const map = new Map<string, LaneInfo>();
  for (const p of lanes) {
    const lane = p.lane ?? byId.get(p.slug);
    if (!lane) continue;
    map.set(p.identity, {
      reviewsSection: lane.reviewer.reviewsSection,
      evidenceClass: lane.reviewer.evidenceClass,
      order: lane.order,
      source: lane.source,
      ...(p.instance ? { instanceOf: lane.reviewer.slug } : {}),
    });
  }
  return map;
}
