/**
 * The action's single orchestrator: read the inputs, decide the event's refs, call
 * the mode's stage, publish, set the outputs, apply the outcome — and turn anything thrown into
 * `setFailed`. Publishing always happens before the outcome fails the step (D9).
 *
 * Over 400 lines: it holds every mode's orchestration (review, plan, lane, publish, check) in one file.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as core from '@actions/core';
import type { ReviewOutcome } from '../pipeline/index.js';
import { BASELINE_NOT_CURRENT } from '../pipeline/index.js';
import type { PlanOutcome } from '../plan/types.js';
import type { ResultsJson } from '../report/results.js';
import { fitToLimit, stripFrontmatter } from '../report/fit.js';
import type { GatedFinding } from '../report/results.js';
import { AGREED } from '../report/results.js';
import { costOutput, tokensOutput, usageTotals } from '../report/usage.js';
import type { Settings } from '../settings.js';
import type { Git } from '../sys/git.js';
import { createGit } from '../sys/git.js';
import { linkedFolderOnTheWay } from '../sys/linked-folder.js';
import { ConfigurationError, messageOf } from '../diagnostics.js';
import type { ArtifactStore, RunContext } from '../github/artifact.js';
import {
  attemptName,
  createArtifactStore,
  laneArtifactBase,
  latestArtifact,
  latestLaneArtifacts,
  listFiles,
  planArtifactBase,
  runContext,
} from '../github/artifact.js';
import { annotateCheck, renderCheck } from '../github/check.js';
import type { GitHubApi } from '../github/client.js';
import { createGitHubApi } from '../github/client.js';
import type { FitFn, StickyState } from '../github/comment.js';
import { authorOf } from '../github/identity.js';
import type { RunnerSurface } from '../github/log.js';
import { coreSurface } from '../github/log.js';
import { publish } from '../github/publish.js';
import type { ActionEvent } from './event.js';
import { hideCheckoutCredentials } from './credentials.js';
import { MATRIX_SCOPE, lookBack } from './look-back.js';
import { assertBaseCheckout, defaultReadPayload, ensureCommits, eventEnv, resolveEvent } from './event.js';
import type { ActionInputs, InputReader } from './inputs.js';
import { buildSettings, readInputs, runnerPaths } from './inputs.js';
import type { ActionStages, StageContext } from './stages.js';
import { matrixOf, pipelineStages, planHandover } from './stages.js';

export interface ActionDeps {
  env: NodeJS.ProcessEnv;
  readInput: InputReader;
  surface: RunnerSurface;
  stages: () => Promise<ActionStages>;
  github: (token: string, repo: { owner: string; repo: string }) => GitHubApi;
  artifacts: () => Promise<ArtifactStore>;
  git: (cwd: string) => Git;
  readPayload: (path: string) => Promise<unknown>;
  /** The report's section-aware fitter; the comment module caps anyway. */
  fit?: FitFn;
  /** Where SIGINT/SIGTERM are listened for. */
  signals: Pick<NodeJS.Process, 'on' | 'off'>;
  /** Ends the process once done: lanes may leave handles (sockets, timers) behind. */
  exit: (code: number) => void;
}

export function productionDeps(): ActionDeps {
  const env = process.env;
  return {
    env,
    readInput: (name) => core.getInput(name),
    surface: coreSurface,
    stages: pipelineStages,
    github: (token, repo) =>
      createGitHubApi({
        token,
        baseUrl: env['GITHUB_API_URL'] || 'https://api.github.com',
        ...repo,
        log: { warning: (m) => core.warning(m), info: (m) => core.info(m) },
      }),
    artifacts: createArtifactStore,
    git: createGit,
    readPayload: defaultReadPayload,
    signals: process,
    exit: (code) => process.exit(code),
    fit: fitToLimit,
  };
}

/**
 * The token as it can appear in what a lane prints: itself, and the basic-auth header
 * actions/checkout leaves in the repository's git config (`x-access-token:<token>`, base64),
 * which a lane running in the checkout can read.
 */
export function tokenForms(token: string): string[] {
  return [token, Buffer.from(`x-access-token:${token}`).toString('base64')];
}

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
  const agreed = findings.filter((f) => f.severity === 'HIGH' && f.agreement >= AGREED);
  if (failOn === 'agreed-high' && agreed.length > 0) {
    const list = agreed.map((f) => `${f.path}:${f.line} (${f.lanes.join(', ')})`).join(', ');
    return `HIGH findings flagged by ${AGREED} or more lanes (fail-on: agreed-high): ${list}`;
  }
  return failOn === 'high'
    ? "A lane's Risk Assessment is HIGH (fail-on: high)"
    : 'The review did not pass (results.json ok: false)';
}

interface RunState {
  inputs: ActionInputs;
  event: ActionEvent;
  settings: Settings;
  ctx: StageContext;
  deps: ActionDeps;
  run: RunContext;
  github: GitHubApi | null;
  /** Who our comments are by, asked of GitHub at most once (github/identity.ts). */
  author: (() => Promise<string>) | null;
  artifacts: () => Promise<ArtifactStore | null>;
}

/**
 * Starts creating the artifact store once the lanes run: its client is the largest part of the
 * bundle, and loading it beside the lanes takes it off the time between the last lane and the
 * upload (the first thing publishing does).
 */
function preloadArtifacts(s: RunState): () => void {
  return () => void s.artifacts();
}

async function publishReview(
  s: RunState,
  outcome: ReviewOutcome,
  sticky: StickyState | null = null,
): Promise<void> {
  const { surface } = s.deps;
  // What a lane's run warned about (a different served model, a truncated stderr, a retried
  // request), as annotations.
  for (const r of outcome.results) for (const w of new Set(r.warnings)) surface.warning(w);
  const pr = s.event.pr ? { number: s.event.pr.number, isFork: s.event.pr.isFork } : null;
  const result = await publish(
    {
      pr,
      comment: s.inputs.comment,
      commentId: s.inputs.commentId,
      onStale: s.inputs.onStale,
      artifactName: s.inputs.artifact.upload ? s.inputs.artifact.name : null,
      review: s.inputs.inline,
      ...(sticky ? { sticky } : {}),
    },
    {
      // The frontmatter is for tools reading the file; on GitHub it would show as stray text.
      markdown: stripFrontmatter(outcome.reviewsMarkdown),
      outDir: outcome.outDir,
      reviewedHeadSha: s.event.pr?.headSha ?? null,
      // Only this run's findings become inline comments; the carried ones keep their threads.
      findings: outcome.findings,
      ...(s.event.pr
        ? {
            reviewed: {
              marker: { head: s.event.pr.headSha, base: s.event.pr.baseSha },
              openFindings: [...outcome.findings, ...(outcome.carried ?? [])],
            },
          }
        : {}),
    },
    {
      ...publishDeps(s),
      // Not awaited: the artifact client loads while the comment is prepared.
      artifacts: s.inputs.artifact.upload ? s.artifacts() : null,
      ...(s.deps.fit ? { fit: s.deps.fit } : {}),
    },
  );
  surface.setOutput('reviews-path', outcome.reviewsPath);
  surface.setOutput('results', JSON.stringify(outcome.results_json));
  surface.setOutput('failed-lanes', failedLanes(outcome.results_json).join(','));
  surface.setOutput('comment-url', result.commentUrl ?? '');
  setUsageOutputs(surface, outcome);
  surface.setOutput('sarif-path', outcome.sarifPath);
  surface.setOutput('findings', String(outcome.findings.length));
  surface.setOutput('agreed-findings', String(outcome.findings.filter((f) => f.agreement >= AGREED).length));
  // D9: only now, after the comment, the review, the artifact and the summary are out.
  if (!outcome.ok)
    surface.setFailed(
      failureMessage(outcome.results_json, s.settings.failOn, [
        ...outcome.findings,
        ...(outcome.carried ?? []),
      ]),
    );
}

/** What every publishing mode hands `publish`: the client, who we are, the log, the run. */
function publishDeps(s: RunState) {
  return {
    github: s.github,
    artifacts: null,
    log: s.deps.surface,
    summary: (m: string) => s.deps.surface.summary(m),
    run: s.run,
    ...(s.author ? { author: s.author } : {}),
    secrets: s.ctx.secrets,
  };
}

/** D17: `tokens` always (estimates included, results.json tells them apart); `cost-usd` only when a lane reported a cost. */
function setUsageOutputs(surface: RunnerSurface, outcome: ReviewOutcome): void {
  const totals = usageTotals(outcome.results);
  surface.setOutput('tokens', tokensOutput(totals));
  const cost = costOutput(totals);
  if (cost !== undefined) surface.setOutput('cost-usd', cost);
}

async function checkMode(s: RunState): Promise<void> {
  const { surface } = s.deps;
  const report = await (await s.deps.stages()).check(s.settings, s.ctx);
  await annotateCheck(report, surface, s.settings.cwd);
  const markdown = renderCheck(report, s.settings.cwd);
  const quiet = report.ok && report.disclosureDiff.length === 0;
  const result = await publish(
    {
      pr: s.event.pr ? { number: s.event.pr.number, isFork: s.event.pr.isFork } : null,
      comment: s.inputs.comment,
      // Its own comment, so a check never overwrites the review (':' cannot occur in comment-id).
      commentId: `${s.inputs.commentId}:check`,
      onStale: 'post',
      artifactName: null,
    },
    // A passing check with nothing to disclose only refreshes a comment it posted before.
    { markdown, outDir: null, reviewedHeadSha: null, updateOnly: quiet },
    publishDeps(s),
  );
  surface.setOutput('comment-url', result.commentUrl ?? '');
  if (!report.ok) {
    const stale = report.consent?.lanes.filter((l) => l.needsEntry && l.state !== 'current').length ?? 0;
    const other = report.errors.filter((e) => e.code !== BASELINE_NOT_CURRENT).length;
    const parts = [
      other > 0 ? `${other} manifest or config error(s)` : '',
      stale > 0 ? `the consent baseline is not current for ${stale} lane(s)` : '',
    ].filter(Boolean);
    surface.setFailed(`reviewer-lanes check failed: ${parts.join('; ') || 'see the job summary'}`);
  }
}

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

/**
 * The action writes under RUNNER_TEMP, or under the workspace's `.reviewer-lanes/tmp` on a runner
 * that sets none: never through a folder of the checkout committed as a link.
 */
function refuseLinkedWrite(dir: string, env: NodeJS.ProcessEnv): void {
  const linked = linkedFolderOnTheWay(dir, runnerPaths(env).workspace);
  if (linked) {
    throw new ConfigurationError({
      code: 'out_dir_link',
      path: linked,
      message: 'is a symbolic link; the action writes its files only through real folders',
    });
  }
}

async function planMode(s: RunState): Promise<void> {
  const { surface } = s.deps;
  const plan = await (await s.deps.stages()).plan(s.settings, s.ctx);
  for (const e of plan.errors) surface.error(e.message);
  for (const w of plan.warnings) surface.warning(w.message);
  const matrix = matrixOf(plan);
  refuseLinkedWrite(s.settings.outDir, s.deps.env);
  await mkdir(s.settings.outDir, { recursive: true });
  await writeFile(join(s.settings.outDir, 'plan.json'), `${JSON.stringify(planHandover(plan), null, 2)}\n`);
  const store = await s.artifacts();
  if (store) {
    const name = attemptName(planArtifactBase(s.inputs.artifactPrefix), s.run.runAttempt);
    await store.upload(name, s.settings.outDir, [join(s.settings.outDir, 'plan.json')]);
  }
  surface.setOutput('matrix', JSON.stringify(matrix));
  surface.setOutput('lane-count', String(matrix.include.length));
  await surface.summary(planSummary(plan)).catch((err: unknown) => surface.warning(messageOf(err)));
}

async function laneMode(s: RunState): Promise<void> {
  const { surface } = s.deps;
  const identity = s.inputs.lane as string;
  const restore = await hideCheckoutCredentials(s.ctx.git, surface);
  const ctx = { ...s.ctx, lanesStarting: preloadArtifacts(s) };
  const outcome = await (await s.deps.stages()).lane(s.settings, identity, ctx).finally(restore);
  const store = await s.artifacts();
  if (!store) throw new Error('mode: lane needs the artifact service to hand its result to the publish job');
  const name = attemptName(laneArtifactBase(s.inputs.artifactPrefix, identity), s.run.runAttempt);
  await store.upload(name, outcome.outDir, await listFiles(outcome.outDir));
  surface.info(`Uploaded the result of lane ${identity} as ${name}.`);
  surface.setOutput('reviews-path', outcome.reviewsPath);
  surface.setOutput('results', JSON.stringify(outcome.results_json));
  setUsageOutputs(surface, outcome);
  // The publish job applies the outcome (D9) over all lanes; this job stays green.
}

async function publishMode(s: RunState): Promise<void> {
  const store = await s.artifacts();
  if (!store) throw new Error('mode: publish needs the artifact service to collect the lane results');
  const list = await store.list();
  const planArtifact = latestArtifact(list, planArtifactBase(s.inputs.artifactPrefix));
  if (!planArtifact) {
    throw new Error(
      `mode: publish found no '${planArtifactBase(s.inputs.artifactPrefix)}' artifact in this run: run mode: plan first with the same artifact-prefix`,
    );
  }
  const { runnerTemp } = runnerPaths(s.deps.env);
  refuseLinkedWrite(runnerTemp, s.deps.env);
  await mkdir(runnerTemp, { recursive: true });
  const root = await mkdtemp(join(runnerTemp, 'reviewer-lanes-handover-'));
  const planDir = join(root, 'plan');
  await store.download(planArtifact.id, planDir);
  const laneDirs = new Map<string, string>();
  for (const [identity, artifact] of latestLaneArtifacts(list, s.inputs.artifactPrefix)) {
    const dir = join(root, 'lanes', identity);
    await store.download(artifact.id, dir);
    laneDirs.set(identity, dir);
  }
  // Lanes the plan made runnable but whose job left nothing are reported by the merge.
  const ctx = { ...s.ctx, scope: MATRIX_SCOPE };
  const outcome = await (await s.deps.stages()).merge(s.settings, { planDir, laneDirs }, ctx);
  await publishReview(s, outcome);
}

/** Runs the action; never throws. */
export async function run(overrides: Partial<ActionDeps> = {}): Promise<void> {
  const base: ActionDeps = { ...productionDeps(), ...overrides };
  let failed = false;
  const surface: RunnerSurface = {
    ...base.surface,
    setFailed: (m) => {
      failed = true;
      base.surface.setFailed(m);
    },
  };
  const deps: ActionDeps = { ...base, surface };
  const controller = new AbortController();
  const cancel = (sig: NodeJS.Signals) => {
    if (!controller.signal.aborted) surface.info(`Received ${sig}: stopping the lanes.`);
    controller.abort(new Error(`cancelled by ${sig}`));
  };
  deps.signals.on('SIGINT', cancel);
  deps.signals.on('SIGTERM', cancel);
  try {
    const inputs = readInputs(deps.readInput);
    if (inputs.token) surface.setSecret(inputs.token);
    const [owner = '', repo = ''] = (deps.env['GITHUB_REPOSITORY'] ?? '').split('/');
    const github = inputs.token ? deps.github(inputs.token, { owner, repo }) : null;
    const event = await resolveEvent(eventEnv(deps.env), inputs, {
      readPayload: deps.readPayload,
      getPull: async (n) => {
        if (!github) throw new Error("Input 'github-token' is empty");
        return github.getPull(n);
      },
    });
    const settings = buildSettings(inputs, event.refs, runnerPaths(deps.env));
    const git = deps.git(settings.cwd);
    await assertBaseCheckout(git, event);
    const missing = await ensureCommits(git, event);
    if (missing.length > 0) {
      surface.warning(
        `Commits ${missing.map((m) => m.slice(0, 12)).join(', ')} are not in the checkout and could not be fetched; use actions/checkout with fetch-depth: 0`,
      );
    }
    let store: Promise<ArtifactStore | null> | undefined;
    const state: RunState = {
      inputs,
      event,
      settings,
      deps,
      github,
      author: github ? authorOf(inputs.token, github) : null,
      run: runContext(deps.env),
      ctx: {
        signal: controller.signal,
        event,
        git,
        log: surface,
        env: deps.env,
        secrets: inputs.token ? tokenForms(inputs.token) : [],
        ...(github && event.pr ? { pullFiles: () => github.listPullFiles(event.pr?.number ?? 0) } : {}),
      },
      // One creation, however many callers ask at once.
      artifacts: () =>
        (store ??= deps.artifacts().catch((err: unknown) => {
          surface.warning(`The artifact service is unavailable: ${messageOf(err)}`);
          return null;
        })),
    };
    switch (inputs.mode) {
      case 'review': {
        // D17: the comments are listed once, here, and the listing published with.
        const back = await lookBack({ inputs, event, github, author: state.author, git, log: surface });
        const restore = await hideCheckoutCredentials(git, surface);
        const ctx = {
          ...state.ctx,
          scope: back.scope,
          ...(back.previous ? { previous: back.previous } : {}),
          ...(inputs.artifact.upload ? { lanesStarting: preloadArtifacts(state) } : {}),
        };
        const outcome = await (await deps.stages()).review(settings, ctx).finally(restore);
        // In plan mode the plan job annotates these; a single review job does it here.
        for (const w of outcome.plan.warnings) surface.warning(w.message);
        await publishReview(state, outcome, back.sticky);
        break;
      }
      case 'check':
        await checkMode(state);
        break;
      case 'plan':
        await planMode(state);
        break;
      case 'lane':
        await laneMode(state);
        break;
      case 'publish':
        await publishMode(state);
        break;
    }
  } catch (err) {
    surface.setFailed(messageOf(err));
  } finally {
    deps.signals.off('SIGINT', cancel);
    deps.signals.off('SIGTERM', cancel);
  }
  deps.exit(failed ? 1 : 0);
}
