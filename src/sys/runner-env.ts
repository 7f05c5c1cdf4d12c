/**
 * The values the Actions runner sets in the environment, each read and checked in one place. A
 * value that is missing or malformed is an EnvironmentError naming the variable and what is wrong:
 * a configuration error (usually: not running in GitHub Actions), never a bug.
 */
import { join, resolve } from 'node:path';
import { ConfigurationError } from '../diagnostics.js';

type Env = Readonly<Record<string, string | undefined>>;

export class EnvironmentError extends ConfigurationError {
  readonly variable: string;
  constructor(variable: string, problem: string) {
    super({
      message: `${variable} ${problem} (is this running in GitHub Actions?)`,
      code: 'invalid_environment',
    });
    this.name = 'EnvironmentError';
    this.variable = variable;
  }
}

export interface Repository {
  owner: string;
  repo: string;
}

/** `OWNER/NAME` as GitHub allows them. */
const REPOSITORY_RE = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;

/** `owner/name` as GitHub allows it, or null: the one reading of a repository's name. */
export function repositoryName(value: string): Repository | null {
  const m = REPOSITORY_RE.exec(value);
  if (!m?.[1] || !m[2] || m[2] === '.' || m[2] === '..') return null;
  return { owner: m[1], repo: m[2] };
}

/** GITHUB_REPOSITORY, the repository the workflow runs in. */
export function parseGitHubRepository(value: string | undefined): Repository {
  const repository = repositoryName(value ?? '');
  if (!repository)
    throw new EnvironmentError('GITHUB_REPOSITORY', `must be 'owner/name', got '${value ?? ''}'`);
  return repository;
}

export const githubRepository = (env: Env): Repository => parseGitHubRepository(env['GITHUB_REPOSITORY']);

/** An http(s) URL without a trailing slash; `fallback` when the variable is unset or empty. */
function baseUrl(env: Env, variable: string, fallback: string): string {
  const value = env[variable];
  if (!value) return fallback;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Reported below, with the variable's name.
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new EnvironmentError(variable, `must be an http(s) URL, got '${value}'`);
  return value.replace(/\/+$/, '');
}

/** GITHUB_API_URL: the REST API (GitHub Enterprise Server sets its own). */
export const githubApiUrl = (env: Env): string => baseUrl(env, 'GITHUB_API_URL', 'https://api.github.com');

/** GITHUB_SERVER_URL: where the run's and the artifacts' pages are. */
export const githubServerUrl = (env: Env): string => baseUrl(env, 'GITHUB_SERVER_URL', 'https://github.com');

/** GITHUB_RUN_ATTEMPT, 1 when unset: it only tells a re-run's artifacts apart. */
export function githubRunAttempt(env: Env): number {
  const value = env['GITHUB_RUN_ATTEMPT'];
  if (value === undefined || value === '') return 1;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1)
    throw new EnvironmentError('GITHUB_RUN_ATTEMPT', `must be a whole number of at least 1, got '${value}'`);
  return n;
}

/** The runner's folders the action uses. */
export interface RunnerPaths {
  /** GITHUB_WORKSPACE: the checkout, where lanes run. */
  workspace: string;
  /** RUNNER_TEMP: per-job scratch space, cleaned by the runner. */
  runnerTemp: string;
}

/** Outside a runner: the working directory, and scratch space under it. */
export function runnerPaths(env: Env): RunnerPaths {
  const workspace = resolve(env['GITHUB_WORKSPACE'] || process.cwd());
  return { workspace, runnerTemp: resolve(env['RUNNER_TEMP'] || join(workspace, '.reviewer-lanes', 'tmp')) };
}
