/**
 * What an action mode is (modes/index.ts lists them): a function of the context main.ts builds;
 * and the publishing the review and publish modes share: the same comment, outputs and outcome.
 */
import { examinationWarnings, runFileNames, type ReviewOutcome } from '../pipeline/index.js';
import { stripFrontmatter } from '../report/frontmatter.js';
import { AGREED, type GatedFinding, type ResultsJson } from '../report/results-schema.js';
import { costOutput, tokensOutput, usageTotals } from '../report/usage.js';
import type { Settings } from '../settings.js';
import { linkedFolderOnTheWay } from '../sys/linked-folder.js';
import { ConfigurationError } from '../diagnostics.js';
import type { ArtifactStore, RunContext } from '../github/artifact.js';
import type { GitHubApi } from '../github/client.js';
import type { FitFn, StickyState } from '../github/comment.js';
import type { RunnerSurface } from '../github/log.js';
import { publish, type PublishFeedback, type PublishResult, type PublishTarget } from '../github/publish.js';
import { openRecord, recordedLane } from '../github/sticky-record.js';
import type { Finding } from '../findings/types.js';
import { removeStaged, stageArtifact, type StagedArtifact } from '../github/stage.js';
import type { ActionEvent } from './event.js';
import type { ActionInputs } from './inputs.js';
import { runnerPaths } from './inputs.js';
import type { ProgressClock } from './progress.js';
import type { ActionStages, StageContext } from './stages.js';

/** Everything a mode works with, decided before it runs. */
export interface ModeContext {
  inputs: ActionInputs;
  event: ActionEvent;
  settings: Settings;
  /** What the pipeline's stages are given. */
  ctx: StageContext;
  surface: RunnerSurface;
  stages: ActionStages;
  run: RunContext;
  github: GitHubApi | null;
  /** Who our comments are by, asked of GitHub at most once (github/identity.ts). */
  author: (() => Promise<string>) | null;
  /** The artifact store, created once however many ask; null when the service is unavailable. */
  artifacts: () => Promise<ArtifactStore | null>;
  /** The report's section-aware fitter; the comment module caps anyway. */
  fit?: FitFn;
  /** The clock the page's updates are paced by (progress.ts); the real one when absent. */
  progressClock?: ProgressClock;
}

export type Mode = (s: ModeContext) => Promise<void>;

/** Slugs of explicitly requested lanes that did not end reviewed (the `failed-lanes` output). */
export function failedLanes(results: ResultsJson): string[] {
  return [...new Set(results.lanes.filter((l) => l.explicit && l.status !== 'reviewed').map((l) => l.slug))];
}

/** Why the run fails (D9), in one line. */
export function failureMessage(
  results: ResultsJson,
  failOn: Settings['failOn'],
  findings: readonly GatedFinding[] = [],
): string {
  const failed = results.lanes.filter((l) => l.explicit && l.status !== 'reviewed');
  if (failed.length > 0) {
    const list = failed
      .map((l) => `${l.identity} (${l.status}${l.reason ? `: ${l.reason}` : ''})`)
      .join(', ');
    return `Requested lanes did not end reviewed: ${list}`;
  }
  if (!results.lanes.some((l) => l.status === 'reviewed'))
    return 'No lane reviewed the change: the review says why each selected lane did not';
  const agreed = findings.filter((f) => f.severity === 'HIGH' && f.agreement >= AGREED);
  if (failOn === 'agreed-high' && agreed.length > 0) {
    const list = agreed.map((f) => `${f.path}:${f.line} "${f.title}" (${f.lanes.join(', ')})`).join(', ');
    return `HIGH findings flagged by ${AGREED} or more lanes (fail-on: agreed-high): ${list}`;
  }
  return failOn === 'high'
    ? "A lane's Risk Assessment is HIGH (fail-on: high)"
    : 'The review did not pass (results.json ok: false)';
}

/** What every publishing mode hands `publish`: the client, who we are, the log, the run. */
export function publishDeps(s: ModeContext) {
  return {
    github: s.github,
    artifacts: null,
    log: s.surface,
    summary: (m: string) => s.surface.summary(m),
    run: s.run,
    ...(s.author ? { author: s.author } : {}),
    secrets: s.ctx.secrets,
  };
}

/** D17: `tokens` always (estimates included, results.json tells them apart); `cost-usd` only when a lane reported a cost. */
export function setUsageOutputs(surface: RunnerSurface, outcome: ReviewOutcome): void {
  // D22: what the examiners spent counts too; results.json tells the two rounds apart.
  const totals = usageTotals(outcome.results, outcome.examination?.lanes.values());
  surface.setOutput('tokens', tokensOutput(totals));
  const cost = costOutput(totals);
  if (cost !== undefined) surface.setOutput('cost-usd', cost);
}

/** Where a review is published. */
function publishTarget(
  s: ModeContext,
  sticky: StickyState | null,
  feedback: PublishFeedback | undefined,
): PublishTarget {
  return {
    pr: s.event.pr ? { number: s.event.pr.number, isFork: s.event.pr.isFork } : null,
    comment: s.inputs.comment,
    commentId: s.inputs.commentId,
    onStale: s.inputs.onStale,
    artifactName: s.inputs.artifact.upload ? s.inputs.artifact.name : null,
    review: s.inputs.inline,
    ...(sticky ? { sticky } : {}),
    ...(feedback ? { feedback } : {}),
  };
}

/**
 * A review's outcome published (review and publish modes): comment, artifact, outputs, then D9.
 * `sticky`: the comments the look back already listed (D17), so they are not listed again.
 */
export async function publishReview(
  s: ModeContext,
  outcome: ReviewOutcome,
  sticky: StickyState | null = null,
  feedback?: PublishFeedback,
): Promise<PublishResult> {
  const { surface } = s;
  // What a lane's run warned about (a different served model, a truncated stderr, a retried
  // request), as annotations.
  for (const r of outcome.results) for (const w of new Set(r.warnings)) surface.warning(w);
  // D22: each examiner that left no verdicts (in a matrix, each examine job that left none), by name.
  if (outcome.examination) for (const w of examinationWarnings(outcome.examination)) surface.warning(w);
  const staged = s.inputs.artifact.upload ? await stageOutcome(s, outcome) : null;
  // D19: every finding with its outcome; a review without a settled record records its open ones.
  const record = outcome.record ?? [...outcome.findings, ...(outcome.carried ?? [])].map(openRecord);
  const result = await publish(
    publishTarget(s, sticky, feedback),
    {
      // The frontmatter is for tools reading the file; on GitHub it would show as stray text.
      markdown: stripFrontmatter(outcome.reviewsMarkdown),
      outDir: staged?.dir ?? null,
      reviewedHeadSha: s.event.pr?.headSha ?? null,
      // Only this run's findings become inline comments; the carried ones keep their threads.
      findings: outcome.findings,
      fingerprints: fingerprintsOf(outcome),
      addressed: record.filter((r) => r.outcome === 'addressed'),
      ...(s.event.pr
        ? {
            reviewed: {
              marker: { head: s.event.pr.headSha, base: s.event.pr.baseSha },
              record,
              lanes: outcome.results.map((r) =>
                recordedLane(r, outcome.examination?.lanes.get(r.identity)?.verdicts),
              ),
            },
          }
        : {}),
    },
    {
      ...publishDeps(s),
      artifacts: s.inputs.artifact.upload ? await s.artifacts() : null,
      ...(s.fit ? { fit: s.fit } : {}),
    },
  ).finally(() => staged && removeStaged(staged.dir));
  surface.setOutput('reviews-path', outcome.reviewsPath);
  surface.setOutput('results', JSON.stringify(outcome.results_json));
  surface.setOutput('failed-lanes', failedLanes(outcome.results_json).join(','));
  surface.setOutput('comment-url', result.commentUrl ?? '');
  setUsageOutputs(surface, outcome);
  surface.setOutput('sarif-path', outcome.sarifPath);
  // D22: a refuted finding counts in no output; agreement is already over its supporters.
  const counted = outcome.findings.filter((f) => f.examination?.standing !== 'refuted');
  surface.setOutput('findings', String(counted.length));
  surface.setOutput('agreed-findings', String(counted.filter((f) => f.agreement >= AGREED).length));
  // D9: only now, after the comment, the review, the artifact and the summary are out. A fork's
  // read-only token reviews with no secrets, so no lane may be able to: a notice, not a red check.
  const nothingReviewed =
    outcome.failures.length > 0 && outcome.failures.every((f) => f.why === 'nothing_reviewed');
  if (nothingReviewed && result.commentSkipped === 'forbidden') {
    const why =
      'No lane reviewed the change; with the read-only token of a pull request from a fork this is not a failure.';
    surface.notice(why);
    await surface.summary(`\n> ${why}\n`);
  } else if (!outcome.ok)
    surface.setFailed(
      // The findings the gate counted: a refuted one (D22) never fails the run, so never is its reason.
      failureMessage(outcome.results_json, s.settings.failOn, [
        ...counted,
        ...(outcome.carried ?? []).filter((f) => f.standing !== 'refuted'),
      ]),
    );
  return result;
}

/** Each of this run's findings' fingerprint, from the settled record (D19). */
function fingerprintsOf(outcome: ReviewOutcome): Map<Finding, string> {
  const byId = new Map(
    (outcome.record ?? []).filter((r) => r.outcome === 'open').map((r) => [r.id, r.fingerprint]),
  );
  const out = new Map<Finding, string>();
  for (const f of outcome.findings) {
    const fp = byId.get(f.id);
    if (fp) out.set(f, fp);
  }
  return out;
}

/**
 * The artifact of a review or a lane job: only the run's own files, redacted, copied into a new
 * folder under RUNNER_TEMP (github/stage.ts); the rest of the out directory is named and left out.
 */
export async function stageOutcome(
  s: ModeContext,
  outcome: ReviewOutcome,
  /** The files to stage instead of the run's (an examine job hands over its verdicts only). */
  only?: readonly string[],
): Promise<StagedArtifact> {
  const { runnerTemp } = runnerPaths(s.ctx.env);
  refuseLinkedWrite(runnerTemp, s.ctx.env);
  const names = only ?? runFileNames(outcome.results.map((r) => r.identity));
  const staged = await stageArtifact(outcome.outDir, names, runnerTemp, [
    ...outcome.secrets,
    ...s.ctx.secrets,
  ]);
  for (const w of staged.warnings) s.surface.warning(w);
  return staged;
}

/**
 * The action writes under RUNNER_TEMP, or under the workspace's `.reviewer-lanes/tmp` on a runner
 * that sets none: never through a folder of the checkout committed as a link.
 */
export function refuseLinkedWrite(dir: string, env: NodeJS.ProcessEnv): void {
  const linked = linkedFolderOnTheWay(dir, runnerPaths(env).workspace);
  if (linked) {
    throw new ConfigurationError({
      code: 'out_dir_link',
      path: linked,
      message: 'is a symbolic link; the action writes its files only through real folders',
    });
  }
}
