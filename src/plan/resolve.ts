/**
 * Plan resolution: exactly what one lane will execute or where it will
 * send, for one run. Pure and total: a lane that cannot be resolved is a reason, never a throw.
 */
import { isAbsolute, join, resolve as resolvePath } from 'node:path';
import { isPlainObject as isObject } from '../sys/plain-object.js';
import type { Lane } from '../catalog/types.js';
import type { ReviewConfig } from '../config/types.js';
import { laneEnvNames } from '../trust/env.js';
import { resolveLaneHost } from '../trust/trust.js';
import { DEFAULTS, HANDLERS, PROMPT_CHANNELS, SLUG_RE, type Reason } from '../vocabulary.js';
import type { HttpLanePlan, LanePaths, LanePlan, SpawnLanePlan } from './types.js';

export interface ResolveInput {
  lane: Lane;
  config: ReviewConfig;
  /** The run-scoped directory every artifact of this run lives in (absolute). */
  runDir: string;
  /** Absolute repository root (lanes run there; the file-reference instruction names it). */
  repoRoot: string;
  /** An instance's name; defaults to the lane's slug. */
  identity?: string;
  /** An instance's model: replaces the configured model. */
  modelOverride?: string;
  /** An instance's agent: opencode only. */
  agent?: string;
  /** Prompt budget in tokens, or null (see lane-plans.ts for where it comes from). */
  budget: number | null;
  /** Overrides the prompt file this lane reads. */
  promptPath?: string;
}

export type ResolveResult =
  | { ok: true; plan: LanePlan; warnings: string[] }
  | { ok: false; reason: Reason; detail: string; warnings: string[] };

const EFFORT_KEY = (slug: string): string => `review.effort.${slug}`;
const TIMEOUT_KEY = (slug: string): string => `review.timeouts.${slug}`;

export function resolveLanePlan(input: ResolveInput): ResolveResult {
  const warnings: string[] = [];
  const fail = (reason: Reason, detail: string): ResolveResult => ({ ok: false, reason, detail, warnings });
  try {
    return resolveUnchecked(input, warnings, fail);
  } catch (e) {
    // Totality: a getter or proxy that throws is a malformed lane, not a crash.
    return fail(
      'malformed_lane',
      `lane could not be resolved: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

function resolveUnchecked(
  input: ResolveInput,
  warnings: string[],
  fail: (reason: Reason, detail: string) => ResolveResult,
): ResolveResult {
  const { lane, config } = input;
  const body: unknown = isObject(lane) ? lane.reviewer : undefined;
  if (!isObject(body)) return fail('malformed_lane', 'lane has no reviewer body');
  const r = lane.reviewer;

  // The slug names artifact files: its grammar guards against path traversal.
  const slug = typeof r.slug === 'string' ? r.slug.trim() : '';
  if (slug === '') return fail('malformed_lane', 'lane declares no slug');
  if (!SLUG_RE.test(slug))
    return fail('malformed_lane', `lane slug ${JSON.stringify(slug)} does not match ${SLUG_RE.source}`);

  // Handlers are a closed first-party set: anything else fails closed.
  const handler = r.handler ?? null;
  if (handler !== null && !(HANDLERS as readonly unknown[]).includes(handler)) {
    return fail('unknown_handler', `lane '${slug}' names unknown handler ${JSON.stringify(handler)}`);
  }

  const identity =
    typeof input.identity === 'string' && input.identity.trim() !== '' ? input.identity.trim() : slug;
  const paths = lanePaths(input.runDir, input.repoRoot, identity, input.budget, input.promptPath);
  const timeoutMs = resolveTimeout(config, slug, r.timeoutFloorMs);
  const emptyOutput = r.emptyOutput === 'handler-owned' ? 'handler-owned' : 'stub-with-stderr';
  const model = resolveModel(lane, config, input.modelOverride, warnings);
  const { declared, fromConfig } = laneEnvNames(lane, config);
  const envNames = [...new Set([...declared, ...fromConfig])];
  const agent = resolveAgent(lane, input.agent, warnings);
  const common = {
    slug,
    identity,
    laneId: lane.id,
    timeoutMs,
    handler,
    emptyOutput,
    paths,
    envNames,
    budget: input.budget,
    ...(agent !== undefined ? { agent } : {}),
  } as const;

  if (r.transport === 'openai-http') {
    const invoke: unknown = r.invoke;
    if (!isObject(invoke)) return fail('malformed_lane', `lane '${slug}' declares no invoke object`);
    const inv = r.invoke;
    const host = resolveLaneHost(lane, config);
    if (host === '') {
      const key = typeof inv.hostConfigKey === 'string' ? inv.hostConfigKey : 'its host key';
      return fail(
        'malformed_lane',
        `lane '${slug}' resolves no host: ${key} is unset and it declares no defaultHost`,
      );
    }
    warnIgnoredEffort(config, slug, warnings);
    const path = typeof inv.path === 'string' && inv.path !== '' ? inv.path : DEFAULTS.chatPath;
    const apiKeyEnv = typeof inv.apiKeyEnv === 'string' && inv.apiKeyEnv !== '' ? inv.apiKeyEnv : null;
    const plan: HttpLanePlan = {
      ...common,
      // Naming the key in apiKeyEnv allows it in the lane's environment (D1); a repository
      // credential is still withheld (D6).
      ...(apiKeyEnv !== null ? { envNames: [...new Set([...envNames, apiKeyEnv])] } : {}),
      transport: 'openai-http',
      model,
      host,
      url: host + path,
      modelsUrl: inv.modelDiscovery === 'first-from-models-endpoint' ? host + DEFAULTS.modelsPath : null,
      fallbackModel:
        typeof inv.fallbackModel === 'string' && inv.fallbackModel !== ''
          ? inv.fallbackModel
          : DEFAULTS.fallbackModel,
      ...(apiKeyEnv !== null ? { apiKeyEnv } : {}),
    };
    return { ok: true, plan, warnings };
  }

  if ((r as { transport: unknown }).transport !== 'spawn') {
    return fail(
      'unknown_transport',
      `lane '${slug}' has unknown transport ${JSON.stringify((r as { transport: unknown }).transport)}`,
    );
  }
  const invoke: unknown = r.invoke;
  if (!isObject(invoke)) return fail('malformed_lane', `lane '${slug}' declares no invoke object`);
  const inv = r.invoke;

  const binary = typeof inv.binary === 'string' ? inv.binary.trim() : '';
  if (binary === '') return fail('malformed_lane', `lane '${slug}' declares no binary`);
  const fileArg = inv.outputChannel === 'file-arg';
  const outputArg = typeof inv.outputArg === 'string' ? inv.outputArg : '';
  if (fileArg && outputArg === '') {
    return fail(
      'malformed_lane',
      `lane '${slug}' writes its review through file-arg but declares no outputArg`,
    );
  }
  if (!(PROMPT_CHANNELS as readonly unknown[]).includes(inv.promptChannel)) {
    return fail(
      'malformed_lane',
      `lane '${slug}' has unknown promptChannel ${JSON.stringify(inv.promptChannel)}`,
    );
  }
  const modelArg = typeof inv.modelArg === 'string' && inv.modelArg !== '' ? inv.modelArg : null;
  let effort: string[] = [];
  if (inv.effortChannel === 'argv') effort = effortArgv(lane, config, warnings);
  else warnIgnoredEffort(config, slug, warnings);

  const expansions: Record<string, string[]> = {
    '{{model}}': model !== null && modelArg !== null ? [modelArg, model] : [],
    '{{effort}}': effort,
    '{{output}}': fileArg ? [outputArg, paths.review] : [],
    '{{prompt}}':
      inv.promptChannel === 'argv-file-ref'
        ? [fileRefInstruction(paths.prompt, absoluteRoot(input.repoRoot))]
        : inv.promptChannel === 'argv'
          ? [paths.prompt]
          : [],
  };
  let argv = expandArgs(inv.args, expansions);
  if (agent !== undefined) argv = insertAgent(argv, agent);

  const plan: SpawnLanePlan = {
    ...common,
    transport: 'spawn',
    // A lane that takes no model argument runs the CLI's default: say so, do not claim one.
    model: modelArg !== null ? model : null,
    binary,
    argv,
    stdinPath: inv.promptChannel === 'stdin' ? paths.prompt : null,
    promptChannel: inv.promptChannel,
    outputChannel: fileArg ? 'file-arg' : 'stdout',
  };
  return { ok: true, plan, warnings };
}

/**
 * Template expansion: only an element that IS a placeholder expands, to zero or more elements;
 * the rest is verbatim (`--model={{model}}`), and prototype names stay inert.
 */
export function expandArgs(
  template: readonly unknown[],
  expansions: Readonly<Record<string, readonly string[]>>,
): string[] {
  const argv: string[] = [];
  for (const entry of Array.isArray(template) ? template : []) {
    if (typeof entry !== 'string') continue;
    if (Object.hasOwn(expansions, entry)) argv.push(...(expansions[entry] ?? []));
    else argv.push(entry);
  }
  return argv;
}

/** The one argv element an `argv-file-ref` lane gets instead of the prompt: where it is, never it. */
export function fileRefInstruction(promptPath: string, repoRoot: string): string {
  return (
    `Read the file ${promptPath} in full and carry out the code review it contains. ` +
    `The repository root is ${repoRoot}; resolve every relative path in the request against it. ` +
    'Reply with the resulting review in markdown only. This is a review: do not edit, create or delete any file.'
  );
}

/** File names derived from an identity: anything outside `[A-Za-z0-9._-]` becomes `-`. */
export function sanitizeIdentity(identity: string): string {
  return identity.replace(/[^A-Za-z0-9._-]/g, '-');
}

/** The folder of a run directory that holds each lane's review, stderr and trimmed prompt. */
export const LANES_DIR = 'lanes';

function lanePaths(
  runDir: string,
  repoRoot: string,
  identity: string,
  budget: number | null,
  promptPath?: string,
): LanePaths {
  const dir = isAbsolute(runDir) ? runDir : join(absoluteRoot(repoRoot), runDir);
  const name = sanitizeIdentity(identity);
  // A budgeted lane reads its own trimmed copy, whatever its prompt channel (D10).
  const prompt =
    typeof promptPath === 'string' && promptPath !== ''
      ? isAbsolute(promptPath)
        ? promptPath
        : join(dir, promptPath)
      : budget !== null && budget > 0
        ? join(dir, LANES_DIR, `${name}.prompt.md`)
        : join(dir, 'prompt.md');
  // Lane files live in their own folder so no identity can collide with a run-level file.
  return {
    runDir: dir,
    prompt,
    review: join(dir, LANES_DIR, `${name}.md`),
    err: join(dir, LANES_DIR, `${name}.err`),
  };
}

function absoluteRoot(repoRoot: string): string {
  return isAbsolute(repoRoot) ? repoRoot : resolvePath(repoRoot);
}

/** A lane's bound: `review.timeouts.<slug>`, else its `timeoutFloorMs`, else the default. */
export function resolveTimeout(config: ReviewConfig, slug: string, floor: unknown): number {
  const configured = config.get(TIMEOUT_KEY(slug));
  if (typeof configured === 'number' && Number.isInteger(configured) && configured > 0) return configured;
  return typeof floor === 'number' && Number.isFinite(floor) && floor > 0
    ? floor
    : DEFAULTS.fallbackTimeoutMs;
}

/** A model is set only through `modelConfigKey`; an instance's model replaces the configured one. */
function resolveModel(
  lane: Lane,
  config: ReviewConfig,
  override: string | undefined,
  warnings: string[],
): string | null {
  const key = lane.reviewer.modelConfigKey;
  const overridden = typeof override === 'string' ? effectivelySet(override) : undefined;
  if (typeof key !== 'string' || key === '') {
    if (overridden !== undefined) {
      warnings.push(
        `lane '${lane.reviewer.slug}' takes no model (it declares no modelConfigKey): model '${overridden}' is ignored and the CLI default is used`,
      );
    }
    return null;
  }
  const model = overridden ?? config.getString(key) ?? null;
  // A value a CLI's parser would take for one of its own options (`--yolo`, `-x`): config comes
  // from the pull request's head and models are not part of consent, so it never reaches argv.
  if (model !== null && model.startsWith('-')) {
    warnings.push(
      `lane '${lane.reviewer.slug}': model ${JSON.stringify(model)} starts with '-', which the CLI would read as an option; it is ignored and the CLI default is used`,
    );
    return null;
  }
  return model;
}

/** "Effectively set", as config values are, for a value that did not come from config (an instance's model). */
function effectivelySet(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'null' || trimmed === 'undefined' ? undefined : trimmed;
}

function resolveAgent(lane: Lane, agent: string | undefined, warnings: string[]): string | undefined {
  if (typeof agent !== 'string' || agent.trim() === '') return undefined;
  const value = agent.trim();
  if (lane.reviewer.handler === 'opencode') {
    // As for a model: config comes from the pull request's head, so a value opencode's parser
    // would take for an option of its own (`--attach=<url>`, `--auto`) never reaches argv.
    if (value.startsWith('-')) {
      warnings.push(
        `lane '${lane.reviewer.slug}': agent ${JSON.stringify(value)} starts with '-', which the CLI would read as an option; it is ignored and the CLI's default agent is used`,
      );
      return undefined;
    }
    return value;
  }
  warnings.push(`lane '${lane.reviewer.slug}' does not take an agent: agent '${agent.trim()}' is ignored`);
  return undefined;
}

/** `--agent <value>` right after `run`, or at the front when there is no `run`. */
function insertAgent(argv: string[], agent: string): string[] {
  const at = argv.indexOf('run');
  const index = at === -1 ? 0 : at + 1;
  return [...argv.slice(0, index), '--agent', agent, ...argv.slice(index)];
}

type Level = 'minimal' | 'low' | 'medium' | 'high' | 'xhigh' | 'max';
const LEVELS: readonly Level[] = ['minimal', 'low', 'medium', 'high', 'xhigh', 'max'];

/** How each effort-capable CLI spells a level (the nearest it accepts); others get `--effort`. */
const EFFORT_RENDERERS: Readonly<Record<string, (level: Level) => string[]>> = {
  claude: (level) => ['--effort', level === 'minimal' ? 'low' : level],
  codex: (level) => ['-c', `model_reasoning_effort=${level === 'max' ? 'xhigh' : level}`],
  opencode: (level) => ['--variant', level],
};

/** `review.effort.<slug>`; unset or `inherit` emits nothing, so the CLI's own setting wins. */
function effortArgv(lane: Lane, config: ReviewConfig, warnings: string[]): string[] {
  const slug = lane.reviewer.slug;
  const raw = config.getString(EFFORT_KEY(slug));
  if (raw === undefined) return [];
  const level = raw.toLowerCase();
  if (level === 'inherit') return [];
  if (!(LEVELS as readonly string[]).includes(level)) {
    warnings.push(
      `${EFFORT_KEY(slug)}: unknown effort level '${raw}' (one of ${LEVELS.join(', ')}, inherit); ignored`,
    );
    return [];
  }
  const render =
    lane.source === 'first-party' && Object.hasOwn(EFFORT_RENDERERS, slug)
      ? EFFORT_RENDERERS[slug]
      : undefined;
  return render ? render(level as Level) : ['--effort', level];
}

function warnIgnoredEffort(config: ReviewConfig, slug: string, warnings: string[]): void {
  const raw = config.getString(EFFORT_KEY(slug));
  if (raw !== undefined && raw.toLowerCase() !== 'inherit') {
    warnings.push(`lane '${slug}' takes no effort setting: ${EFFORT_KEY(slug)} is ignored`);
  }
}
