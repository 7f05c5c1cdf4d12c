/**
 * Every action input parsed once, before any work; each problem names its input and value, and
 * all are collected so one edit fixes them all. The names and defaults are action.yml's
 * (declared-inputs.ts, generated from it); the types are the schema's below.
 */
import { isAbsolute, join, normalize, resolve } from 'node:path';
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import { UsageError } from '../diagnostics.js';
import type { Severity } from '../findings/types.js';
import type { InlinePolicy } from '../github/inline.js';
import { SEVERITIES } from '../findings/types.js';
import type { CrossExamineSettings, Settings } from '../settings.js';
import { DEFAULT_MAX_EXAMINED } from '../examine/choose.js';
import { EXAMINE_MODES } from '../examine/schema.js';
import type { RunnerPaths } from '../sys/runner-env.js';
import { INPUT_DEFAULTS, INPUT_NAMES, type InputName } from './declared-inputs.js';
import { DEFAULTS, FAIL_ON, INCREMENTAL_MODES, SLUG_RE } from '../vocabulary.js';
import { DEFAULT_PRS, MAX_PRS, parseSince } from '../track/window.js';

export const ACTION_MODES = ['review', 'check', 'plan', 'lane', 'examine', 'publish', 'stats'] as const;
export type ActionMode = (typeof ACTION_MODES)[number];
/** The modes that run the one lane the `lane` input names. */
const ONE_LANE_MODES: readonly ActionMode[] = ['lane', 'examine'];

export { FAIL_ON };
export const ON_STALE = ['post', 'skip'] as const;
/** D20: the review page shows each lane's track record from the newest artifact, or does not look. */
export const TRACK_RECORD_MODES = ['auto', 'off'] as const;

export { INPUT_DEFAULTS, INPUT_NAMES, OUTPUT_NAMES } from './declared-inputs.js';
export type { InputName, OutputName } from './declared-inputs.js';

export { runnerPaths, type RunnerPaths } from '../sys/runner-env.js';

export const MAX_PARALLEL_LIMIT = 32;
/** More inline comments in one review trips GitHub's abuse detection (a 403). */
export const INLINE_MAX_LIMIT = 30;
export const DEFAULT_ARTIFACT_NAME = 'reviewer-lanes';

const BOOLEAN_TRUE = ['true', 'True', 'TRUE'];
const BOOLEAN_FALSE = ['false', 'False', 'FALSE'];
/** A lane name as a user may write it: a slug, a flag or an instance name. */
export const LANE_NAME_RE = /^(--)?[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** It goes inside an HTML comment marker, so `-->` and spaces must be impossible. */
const COMMENT_ID_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** What @actions/artifact refuses in a name, plus anything that is not printable ASCII. */
const ARTIFACT_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

const quote = (v: string) => `'${v}'`;

function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER as never;
}

/** Comma- or newline-separated, trimmed, empties dropped. */
export function splitList(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const booleanInput = (name: InputName) =>
  z.string().transform((v, ctx) => {
    if (BOOLEAN_TRUE.includes(v)) return true;
    if (BOOLEAN_FALSE.includes(v)) return false;
    return fail(ctx, `Input '${name}' must be true or false, got ${quote(v)}`);
  });

const enumInput = <T extends readonly [string, ...string[]]>(name: InputName, values: T) =>
  z.string().transform((v, ctx): T[number] => {
    if ((values as readonly string[]).includes(v)) return v as T[number];
    return fail(ctx, `Input '${name}' must be one of ${values.join(', ')}, got ${quote(v)}`);
  });

const wholeNumberInput = (name: InputName, min: number, max: number) =>
  z.string().transform((v, ctx): number | undefined => {
    if (v === '') return undefined;
    const n = /^\d+$/.test(v) ? Number(v) : NaN;
    if (Number.isSafeInteger(n) && n >= min && n <= max) return n;
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    return fail(ctx, `Input '${name}' must be a whole number ${range}, got ${quote(v)}`);
  });

/** A severity as written in a workflow: `high`, `High` and `HIGH` are one level. */
const severityInput = (name: InputName) =>
  z.string().transform((v, ctx): Severity => {
    const upper = v.toUpperCase();
    if ((SEVERITIES as readonly string[]).includes(upper)) return upper as Severity;
    return fail(ctx, `Input '${name}' must be one of ${SEVERITIES.join(', ')}, got ${quote(v)}`);
  });

/** Paths the action reads from git objects must stay inside the repository. */
const repoPathInput = (name: InputName) =>
  z.string().transform((v, ctx): string | undefined => {
    if (v === '') return undefined;
    const clean = normalize(v).replace(/\/+$/, '');
    if (isAbsolute(v) || clean === '..' || clean.startsWith('../') || clean === '.') {
      return fail(ctx, `Input '${name}' must be a path inside the repository, got ${quote(v)}`);
    }
    return clean;
  });

const listInput = () => z.string().transform(splitList);

/** Lane names as `reviewers` takes them; null when none are listed. */
const laneListInput = (name: InputName) =>
  z.string().transform((v, ctx): string[] | null => {
    const names = splitList(v);
    const bad = names.filter((n) => !LANE_NAME_RE.test(n));
    if (bad.length > 0) {
      return fail(
        ctx,
        `Input '${name}' must list lane slugs, flags or instance names separated by commas, got ${bad
          .map(quote)
          .join(', ')}`,
      );
    }
    return names.length > 0 ? [...new Set(names)] : null;
  });

/** One parser per input of action.yml: a missing or an extra one is a type error. */
const inputShape = {
  mode: enumInput('mode', ACTION_MODES),
  reviewers: laneListInput('reviewers'),
  all: booleanInput('all'),
  lane: z.string().transform((v, ctx): string | null => {
    if (v === '') return null;
    if (!SLUG_RE.test(v)) {
      return fail(ctx, `Input 'lane' must be one lane identity from the plan matrix, got ${quote(v)}`);
    }
    return v;
  }),
  config: repoPathInput('config'),
  consent: repoPathInput('consent'),
  capabilities: z.string().transform((v, ctx): string[] => {
    const dirs = splitList(v);
    for (const d of dirs) {
      const clean = normalize(d);
      if (isAbsolute(d) || clean === '..' || clean.startsWith('../')) {
        fail(ctx, `Input 'capabilities' must list directories inside the repository, got ${quote(d)}`);
      }
    }
    return dirs.map((d) => normalize(d).replace(/\/+$/, ''));
  }),
  'github-token': z.string(),
  'catalog-token': z.string(),
  'max-parallel': wholeNumberInput('max-parallel', 1, MAX_PARALLEL_LIMIT),
  'fail-on': enumInput('fail-on', FAIL_ON),
  comment: booleanInput('comment'),
  progress: booleanInput('progress'),
  'comment-id': z.string().transform((v, ctx) => {
    if (COMMENT_ID_RE.test(v)) return v;
    return fail(
      ctx,
      `Input 'comment-id' must be 1 to 64 letters, digits, '.', '_' or '-' (starting with a letter or digit), got ${quote(v)}`,
    );
  }),
  artifact: z.string().transform((v, ctx): { upload: boolean; name: string | null } => {
    if (BOOLEAN_TRUE.includes(v)) return { upload: true, name: null };
    if (BOOLEAN_FALSE.includes(v)) return { upload: false, name: null };
    if (ARTIFACT_NAME_RE.test(v)) return { upload: true, name: v };
    return fail(
      ctx,
      `Input 'artifact' must be true, false or an artifact name (letters, digits, '.', '_', '-'), got ${quote(v)}`,
    );
  }),
  'artifact-prefix': z.string().transform((v, ctx) => {
    if (ARTIFACT_NAME_RE.test(v) && v.length <= 100) return v;
    return fail(
      ctx,
      `Input 'artifact-prefix' must be 1 to 100 letters, digits, '.', '_' or '-', got ${quote(v)}`,
    );
  }),
  include: listInput(),
  exclude: listInput(),
  'max-prompt-tokens': wholeNumberInput('max-prompt-tokens', 1, Number.MAX_SAFE_INTEGER),
  'on-stale': enumInput('on-stale', ON_STALE),
  'pr-number': wholeNumberInput('pr-number', 1, Number.MAX_SAFE_INTEGER),
  inline: booleanInput('inline'),
  'inline-max': wholeNumberInput('inline-max', 0, INLINE_MAX_LIMIT),
  'inline-min-severity': severityInput('inline-min-severity'),
  'inline-min-agreement': wholeNumberInput('inline-min-agreement', 1, Number.MAX_SAFE_INTEGER),
  suggestions: booleanInput('suggestions'),
  'cross-examine': enumInput('cross-examine', EXAMINE_MODES),
  'cross-examine-max': wholeNumberInput('cross-examine-max', 0, Number.MAX_SAFE_INTEGER),
  'cross-examine-lanes': laneListInput('cross-examine-lanes'),
  incremental: enumInput('incremental', INCREMENTAL_MODES),
  'on-demand-reviewers': laneListInput('on-demand-reviewers'),
  'track-record': enumInput('track-record', TRACK_RECORD_MODES),
  'stats-prs': wholeNumberInput('stats-prs', 1, MAX_PRS),
  'stats-since': z.string().transform((v, ctx): Date | undefined => {
    if (v === '') return undefined;
    try {
      return parseSince(v, "Input 'stats-since'");
    } catch (err) {
      return fail(ctx, `${(err as Error).message}`);
    }
  }),
} satisfies Record<InputName, z.ZodType<unknown, string>>;

/**
 * The inputs as the pipeline reads them, checked together where one input depends on another;
 * ActionInputs is its type.
 */
const inputsSchema = z.object(inputShape).transform((r, ctx) => {
  const crossField = (field: InputName, message: string) =>
    ctx.addIssue({ code: 'custom', message, path: [field] });
  if (r.reviewers && r.all)
    crossField(
      'all',
      `Inputs 'reviewers' and 'all' cannot be used together: name the lanes or set all: true`,
    );
  const oneLane = ONE_LANE_MODES.includes(r.mode);
  if (oneLane && !r.lane)
    crossField(
      'lane',
      `Input 'lane' is required with mode: ${r.mode} (use the plan job's matrix: lane: \${{ matrix.lane }})`,
    );
  if (!oneLane && r.lane)
    crossField('lane', `Input 'lane' is only used with mode: lane or examine, got mode: ${r.mode}`);
  return {
    mode: r.mode,
    reviewers: r.reviewers,
    all: r.all,
    /** The lane identity for `mode: lane` and `mode: examine`. */
    lane: r.lane,
    ...(r.config !== undefined ? { configPath: r.config } : {}),
    consentPath: r.consent ?? DEFAULTS.consentPath,
    /** Repository-relative extra overlay directories. */
    capabilityDirs: r.capabilities,
    token: r['github-token'],
    /** D23: reads the pinned catalog; the step's token when empty. */
    catalogToken: r['catalog-token'] || r['github-token'],
    maxParallel: r['max-parallel'] ?? DEFAULTS.maxParallel,
    failOn: r['fail-on'],
    comment: r.comment,
    commentId: r['comment-id'],
    /** D12: the sticky comment shows the review's status while it runs. */
    progress: r.progress,
    /** Whether to upload the review artifact, and its base name. */
    artifact: {
      upload: r.artifact.upload,
      name:
        r.artifact.name ??
        (r['comment-id'] === 'default'
          ? DEFAULT_ARTIFACT_NAME
          : `${DEFAULT_ARTIFACT_NAME}-${r['comment-id']}`),
    },
    artifactPrefix: r['artifact-prefix'],
    include: r.include,
    exclude: r.exclude,
    ...(r['max-prompt-tokens'] !== undefined ? { maxPromptTokens: r['max-prompt-tokens'] } : {}),
    onStale: r['on-stale'],
    ...(r['pr-number'] !== undefined ? { prNumber: r['pr-number'] } : {}),
    /** Which findings become inline comments of the pull request review (D16). */
    inline: {
      enabled: r.inline,
      max: r['inline-max'] ?? 10,
      minSeverity: r['inline-min-severity'],
      minAgreement: r['inline-min-agreement'] ?? 1,
    } satisfies InlinePolicy,
    /** D19: a lane's fix that fits its finding's lines is offered as a committable suggestion. */
    suggestions: r.suggestions,
    /**
     * D22: an input left at its default leaves `review.cross_examine` to decide; the rest win.
     */
    crossExamine: {
      ...(r['cross-examine'] !== 'auto' ? { mode: r['cross-examine'] } : {}),
      ...(r['cross-examine-max'] !== undefined && r['cross-examine-max'] !== DEFAULT_MAX_EXAMINED
        ? { max: r['cross-examine-max'] }
        : {}),
      ...(r['cross-examine-lanes'] ? { lanes: r['cross-examine-lanes'] } : {}),
    } satisfies CrossExamineSettings,
    /** D17: on a push to the pull request, review only the commits since the last review. */
    incremental: r.incremental,
    /** D21: the lanes a `/review` comment may name; null: any (consent still decides). */
    onDemandReviewers: r['on-demand-reviewers'],
    /** D20: each lane's track record on the review page, from the newest artifact (`auto`). */
    trackRecord: r['track-record'],
    /** `mode: stats`: how many closed pull requests, and since when. */
    stats: { prs: r['stats-prs'] ?? DEFAULT_PRS, ...(r['stats-since'] ? { since: r['stats-since'] } : {}) },
  };
});

/** The action's inputs, typed; Settings is built from these plus the event (buildSettings). */
export type ActionInputs = z.output<typeof inputsSchema>;

export type InputReader = (name: InputName) => string;

/** Reads every input; an empty value takes the declared default. Total: returns errors. */
export function parseInputs(read: InputReader): { inputs: ActionInputs | null; errors: Diagnostic[] } {
  const raw: Record<string, string> = {};
  for (const name of INPUT_NAMES) {
    const v = read(name).trim();
    raw[name] = v === '' ? INPUT_DEFAULTS[name] : v;
  }
  const parsed = inputsSchema.safeParse(raw);
  if (parsed.success) return { inputs: parsed.data, errors: [] };
  const errors = parsed.error.issues.map((i) => ({
    message: i.message,
    code: 'invalid_input',
    field: String(i.path[0] ?? ''),
  }));
  return { inputs: null, errors };
}

/** parseInputs, or one UsageError listing every problem (each line names its input). */
export function readInputs(read: InputReader): ActionInputs {
  const { inputs, errors } = parseInputs(read);
  if (!inputs) throw new UsageError(errors.map((e) => e.message).join('\n'));
  return inputs;
}

/** The refs decided by the event (action/event.ts). */
export interface ReviewRefs {
  baselineRef: string;
  base?: string;
  head: string;
  /** `base` where the head must never be checked out (pull_request_target): the lanes' tree. */
  laneTree?: 'head' | 'base';
}

/** The pipeline's Settings from the inputs, the event's refs and the runner's paths. */
export function buildSettings(inputs: ActionInputs, refs: ReviewRefs, paths: RunnerPaths): Settings {
  const settings: Settings = {
    cwd: paths.workspace,
    reviewers: inputs.reviewers,
    all: inputs.all,
    consentPath: inputs.consentPath,
    capabilityDirs: inputs.capabilityDirs.map((d) => resolve(paths.workspace, d)),
    firstParty: true,
    baselineRef: refs.baselineRef,
    maxParallel: inputs.maxParallel,
    outDir: join(
      paths.runnerTemp,
      'reviewer-lanes',
      inputs.commentId,
      inputs.lane ? `${inputs.mode}-${inputs.lane}` : inputs.mode,
    ),
    head: refs.head,
    include: inputs.include,
    exclude: inputs.exclude,
    failOn: inputs.failOn,
    suggestions: inputs.suggestions,
    ...(Object.keys(inputs.crossExamine).length > 0 ? { crossExamine: inputs.crossExamine } : {}),
    // The lanes' workspace goes where the runner cleans up after the job, whatever happens to us.
    tempDir: paths.runnerTemp,
  };
  if (refs.laneTree !== undefined) settings.laneTree = refs.laneTree;
  if (inputs.configPath !== undefined) settings.configPath = inputs.configPath;
  if (refs.base !== undefined) settings.base = refs.base;
  if (inputs.maxPromptTokens !== undefined) settings.maxPromptTokens = inputs.maxPromptTokens;
  return settings;
}
