/**
 * The CLI's settings builder: parsed flags (checked by each command's spec) become the settings
 * of the job a command runs, as action/inputs.ts builds the action's. Refs arrive resolved.
 */
import { resolve } from 'node:path';
import type { ExamineMode } from '../examine/schema.js';
import { DEFAULT_OUT_DIR } from '../pipeline/outdir.js';
import type { CheckSettings, PlanSettings, Settings, WorkingTreeSettings } from '../settings.js';
import type { FailOn } from '../vocabulary.js';
import { DEFAULTS } from '../vocabulary.js';
import type { OptionValues } from './command.js';
import { positiveIntOption, reviewersOption, stringList } from './options.js';

const text = (v: OptionValues[string]): string | undefined => (typeof v === 'string' ? v : undefined);

/** `--config`, `--consent`, and where lanes come from (`--capabilities`, `--no-first-party`). */
export function workingTreeSettings(cwd: string, values: OptionValues): WorkingTreeSettings {
  const configPath = text(values.config);
  return {
    cwd,
    ...(configPath !== undefined ? { configPath } : {}),
    consentPath: text(values.consent) ?? DEFAULTS.consentPath,
    firstParty: values['no-first-party'] !== true,
    capabilityDirs: stringList(values.capabilities),
  };
}

/** `check --base REF`. */
export function checkSettings(cwd: string, values: OptionValues, base: string | undefined): CheckSettings {
  return { ...workingTreeSettings(cwd, values), ...(base !== undefined ? { base } : {}) };
}

/** `plan`, and the plan a review makes: the selection flags and the ref the baseline is trusted from. */
export function planSettings(cwd: string, values: OptionValues, baselineRef: string): PlanSettings {
  const maxPromptTokens = positiveIntOption(values, 'max-prompt-tokens');
  return {
    ...workingTreeSettings(cwd, values),
    reviewers: reviewersOption(values) ?? null,
    all: values.all === true,
    baselineRef,
    outDir: resolve(cwd, text(values.out) ?? DEFAULT_OUT_DIR),
    ...(maxPromptTokens !== undefined ? { maxPromptTokens } : {}),
  };
}

/** `review`: the plan's settings, the change `base..head`, and how the lanes run. */
export function reviewSettings(
  cwd: string,
  values: OptionValues,
  refs: { base: string; head: string; baselineRef: string },
  env: NodeJS.ProcessEnv,
): Settings {
  return {
    ...planSettings(cwd, values, refs.baselineRef),
    maxParallel: positiveIntOption(values, 'max-parallel') ?? DEFAULTS.maxParallel,
    base: refs.base,
    head: refs.head,
    include: stringList(values.include),
    exclude: stringList(values.exclude),
    failOn: (text(values['fail-on']) as FailOn | undefined) ?? 'explicit',
    // D19: as the action's `suggestions` input; absent is on.
    ...(values['no-suggestions'] === true ? { suggestions: false } : {}),
    // D22: the flag wins over `review.cross_examine`; checked by the command's spec.
    ...(values['cross-examine'] !== undefined
      ? { crossExamine: { mode: text(values['cross-examine']) as ExamineMode } }
      : {}),
    // The lanes' workspace goes in the temp folder of the environment the command was given.
    ...(env.TMPDIR ? { tempDir: env.TMPDIR } : {}),
  };
}
