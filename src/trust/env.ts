/**
 * A lane's environment is an allow-list (D6): lanes never see repository credentials.
 * A deny-list would miss the next token variable the runner adds; this starts from nothing.
 */
import type { Lane } from '../catalog/types.js';
import type { ReviewConfig } from '../config/types.js';
import { ENV_NAME_RE } from '../vocabulary.js';
import { withAbsolutePath } from '../sys/path-env.js';

const ALWAYS = new Set(['PATH', 'HOME', 'USER', 'LANG', 'TZ', 'TMPDIR', 'CI', 'NO_COLOR']);
const LOCALE_RE = /^LC_[A-Z0-9_]+$/;

/**
 * Never passed, even when a manifest or config lists them: the job's GitHub credentials, the
 * runner's internal tokens and the step's inputs (which can carry secrets).
 */
const FORBIDDEN_NAMES = new Set([
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'GH_ENTERPRISE_TOKEN',
  'GITHUB_ENTERPRISE_TOKEN',
]);
const FORBIDDEN_PREFIXES = ['ACTIONS_', 'INPUT_'];

/**
 * Never passed either: variables that make a CLI trust its working directory and load the
 * project's own settings, hooks and MCP servers, which the pull request writes (D18).
 */
const WORKSPACE_TRUST_NAMES = new Set(['GEMINI_CLI_TRUST_WORKSPACE']);

/** Case-insensitive: on Windows `github_token` names the same variable as `GITHUB_TOKEN`. */
export function isForbiddenEnvName(name: string): boolean {
  const upper = name.toUpperCase();
  return (
    FORBIDDEN_NAMES.has(upper) ||
    WORKSPACE_TRUST_NAMES.has(upper) ||
    FORBIDDEN_PREFIXES.some((p) => upper.startsWith(p))
  );
}

function isEnvName(name: unknown): name is string {
  return typeof name === 'string' && ENV_NAME_RE.test(name);
}

/** A lane's environment: the allow-list, `TERM=dumb` and `names`, never the forbidden ones. */
export function laneEnvironment(parent: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  const extra = new Set(names.filter((n) => isEnvName(n) && !isForbiddenEnvName(n)));
  const env: Record<string, string> = {};
  for (const key of Object.keys(parent)) {
    const value = parent[key];
    if (value === undefined || isForbiddenEnvName(key)) continue;
    // Windows spells PATH as `Path`; the base allow-list ignores case, listed names do not.
    const upper = key.toUpperCase();
    const allowed = ALWAYS.has(upper) || LOCALE_RE.test(upper) || extra.has(key);
    if (allowed) env[key] = value;
  }
  env['TERM'] = 'dumb';
  return withAbsolutePath(env);
}

/** Valid names, deduplicated and sorted (the order names are listed in carries no meaning). */
function cleanNames(names: readonly unknown[]): string[] {
  return [...new Set(names.filter(isEnvName))].sort();
}

/**
 * The env names a lane may receive: those its manifest declares (`reviewer.env`) and those the
 * repository config adds (`review.env.<slug>`). Config additions are bound by the baseline.
 */
export function laneEnvNames(lane: Lane, config: ReviewConfig): { declared: string[]; fromConfig: string[] } {
  const fromConfig = config.get(`review.env.${lane.reviewer.slug}`);
  return {
    declared: cleanNames(lane.reviewer.env ?? []),
    fromConfig: Array.isArray(fromConfig) ? cleanNames(fromConfig) : [],
  };
}
