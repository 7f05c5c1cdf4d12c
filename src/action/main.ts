/**
 * The action's single orchestrator: read the inputs, decide the event's refs, make the commits
 * present, hand the mode (modes/index.ts) its context — and turn anything thrown into
 * `setFailed`. Each mode publishes before its outcome fails the step (D9).
 */
import type { Git } from '../sys/git.js';
import { createGit } from '../sys/git.js';
import type { ArtifactStore } from '../github/artifact.js';
import { createArtifactStore, runContext } from '../github/artifact.js';
import type { GitHubApi } from '../github/client.js';
import { createGitHubApi } from '../github/client.js';
import type { FitFn } from '../github/comment.js';
import { authorOf } from '../github/identity.js';
import type { RunnerSurface } from '../github/log.js';
import { readRunnerInput, runnerSurface } from '../github/log.js';
import { ConfigurationError, messageOf } from '../diagnostics.js';
import { writeAccessChecker } from '../github/permission.js';
import { githubCatalogReader } from '../github/catalog-archive.js';
import type { ActionEvent, OnDemandRequest } from './event.js';
import {
  assertBaseCheckout,
  defaultReadPayload,
  ensureCommits,
  eventEnv,
  repositoryEvent,
  resolveEvent,
} from './event.js';
import {
  decideOnDemand,
  onDemandEnding,
  onDemandEvent,
  onDemandLogLine,
  onDemandSettings,
  react,
  replyBody,
} from './on-demand.js';
import type { InputReader } from './inputs.js';
import { buildSettings, readInputs, runnerPaths } from './inputs.js';
import type { ModeContext } from './mode.js';
import type { ProgressClock } from './progress.js';
import { MODES } from './modes/index.js';
import type { ActionStages } from './stages.js';
import { pipelineStages } from './stages.js';
import { githubApiUrl, githubRepository } from '../sys/runner-env.js';

export interface ActionDeps {
  env: NodeJS.ProcessEnv;
  readInput: InputReader;
  surface: RunnerSurface;
  stages: ActionStages;
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
  /** The clock the page's updates are paced by while a review runs; the real one when absent. */
  progressClock?: ProgressClock;
}

export function productionDeps(): ActionDeps {
  const env = process.env;
  return {
    env,
    readInput: (name) => readRunnerInput(name),
    surface: runnerSurface,
    stages: pipelineStages(),
    github: (token, repo) =>
      createGitHubApi({
        token,
        baseUrl: githubApiUrl(env),
        ...repo,
        log: { warning: (m) => runnerSurface.warning(m), info: (m) => runnerSurface.info(m) },
      }),
    artifacts: createArtifactStore,
    git: createGit,
    readPayload: defaultReadPayload,
    signals: process,
    exit: (code) => process.exit(code),
  };
}

/** The token as a lane could print it: itself, and the basic-auth form actions/checkout stores. */
export function tokenForms(token: string): string[] {
  return [token, Buffer.from(`x-access-token:${token}`).toString('base64')];
}

/** Runs the action; never throws. */
export async function run(overrides: Partial<ActionDeps> = {}): Promise<void> {
  const base: ActionDeps = { ...productionDeps(), ...overrides };
  const failures: string[] = [];
  const surface: RunnerSurface = {
    ...base.surface,
    setFailed: (m) => {
      failures.push(m);
      base.surface.setFailed(m);
    },
  };
  const deps: ActionDeps = { ...base, surface };
  const controller = new AbortController();
  const cancel = (sig: NodeJS.Signals) => {
    if (!controller.signal.aborted) surface.info(`Received ${sig}: stopping the lanes.`);
    controller.abort(new DOMException(`cancelled by ${sig}`, 'AbortError'));
  };
  deps.signals.on('SIGINT', cancel);
  deps.signals.on('SIGTERM', cancel);
  // D21: the `/review` comment this run answers, once it is admitted; it hears how the run ended.
  let onDemand: {
    request: OnDemandRequest;
    github: GitHubApi;
    secrets: string[];
    list: string[] | null;
  } | null = null;
  try {
    const inputs = readInputs(deps.readInput);
    if (inputs.token) surface.setSecret(inputs.token);
    const github = inputs.token ? deps.github(inputs.token, githubRepository(deps.env)) : null;
    const env = eventEnv(deps.env);
    // D20: the track record reads the repository, not a change: no payload, no commits to fetch.
    const stats = inputs.mode === 'stats';
    let event: ActionEvent;
    if (stats) {
      event = repositoryEvent(env);
    } else if (env.eventName === 'issue_comment') {
      const decision = await decideOnDemand(env, inputs, {
        readPayload: deps.readPayload,
        canWrite: github ? writeAccessChecker(github) : null,
      });
      // Not for us, or not from someone who may ask: nothing runs and nothing is posted.
      if ('ignored' in decision) {
        surface.info(decision.ignored);
        return;
      }
      const { request } = decision;
      if (!github)
        throw new ConfigurationError({
          message: "Input 'github-token' is empty: a review on demand reads its pull request through the API",
          code: 'invalid_input',
          field: 'github-token',
        });
      onDemand = { request, github, secrets: tokenForms(inputs.token), list: inputs.onDemandReviewers };
      await react(github, request, 'eyes', (m) => surface.warning(m));
      if (request.problem) {
        surface.setFailed(`The /review comment ${request.commentId} cannot run: ${request.problem}`);
        return;
      }
      event = onDemandEvent(env, request, await github.getPull(request.issue));
      surface.info(onDemandLogLine(request, event));
    } else {
      event = await resolveEvent(env, inputs, {
        readPayload: deps.readPayload,
        getPull: async (n) => {
          if (!github)
            throw new ConfigurationError({
              message: `Input 'github-token' is empty: pull request #${n} is read through the API`,
              code: 'invalid_input',
              field: 'github-token',
            });
          return github.getPull(n);
        },
      });
    }
    let settings = buildSettings(inputs, event.refs, runnerPaths(deps.env));
    if (event.onDemand) settings = onDemandSettings(settings, event.onDemand, inputs.onDemandReviewers);
    const git = deps.git(settings.cwd);
    const author = github ? authorOf(inputs.token, github) : null;
    await assertBaseCheckout(git, event);
    const missing = stats ? [] : await ensureCommits(git, event);
    if (missing.length > 0) {
      surface.warning(
        `Commits ${missing.map((m) => m.slice(0, 12)).join(', ')} are not in the checkout and could not be fetched; use actions/checkout with fetch-depth: 0`,
      );
    }
    let store: Promise<ArtifactStore | null> | undefined;
    const context: ModeContext = {
      inputs,
      event,
      settings,
      surface,
      stages: deps.stages,
      github,
      author,
      run: runContext(deps.env),
      ctx: {
        signal: controller.signal,
        event,
        git,
        // Just made present: the pipeline's stages need not resolve them again.
        knownCommits: [event.refs.base, event.refs.head].filter(
          (r): r is string => !!r && !missing.includes(r),
        ),
        log: surface,
        env: deps.env,
        secrets: [inputs.token, inputs.catalogToken].filter(Boolean).flatMap(tokenForms),
        readCatalog: githubCatalogReader({
          token: inputs.catalogToken,
          apiUrl: githubApiUrl(deps.env),
          log: surface,
          ...(deps.env['RUNNER_TEMP'] ? { tempRoot: deps.env['RUNNER_TEMP'] } : {}),
        }),
        ...(github && event.pr ? { pullFiles: () => github.listPullFiles(event.pr?.number ?? 0) } : {}),
      },
      // One creation, however many callers ask at once.
      artifacts: () =>
        (store ??= deps.artifacts().catch((err: unknown) => {
          surface.warning(`The artifact service is unavailable: ${messageOf(err)}`);
          return null;
        })),
      ...(deps.fit ? { fit: deps.fit } : {}),
      ...(deps.progressClock ? { progressClock: deps.progressClock } : {}),
    };
    await MODES[inputs.mode](context);
  } catch (err) {
    surface.setFailed(messageOf(err));
  } finally {
    if (onDemand) await answerOnDemand(onDemand, failures, controller.signal.aborted, surface);
    deps.signals.off('SIGINT', cancel);
    deps.signals.off('SIGTERM', cancel);
  }
  deps.exit(failures.length > 0 ? 1 : 0);
}

/** D21: 🚀, or 😕 and a one-line reply saying why, on the comment that asked. */
async function answerOnDemand(
  o: { request: OnDemandRequest; github: GitHubApi; secrets: string[]; list: string[] | null },
  failures: readonly string[],
  cancelled: boolean,
  surface: RunnerSurface,
): Promise<void> {
  const ending = onDemandEnding(o.request, failures, o.list, cancelled);
  if (ending.why) {
    try {
      await o.github.createComment(o.request.issue, replyBody(o.request, ending.why, o.secrets));
    } catch (err) {
      surface.warning(`Could not reply to comment ${o.request.commentId}: ${messageOf(err)}`);
    }
  }
  await react(o.github, o.request, ending.reaction, (m) => surface.warning(m));
}
