/**
 * Option specs and value parsers shared by commands, so every command spells a flag the same
 * way. Parsers throw UsageError, which the framework turns into exit 2.
 */
import { isAbsolute, normalize, resolve, sep } from 'node:path';
import { UsageError } from '../diagnostics.js';
import type { OptionSpecs, OptionValues } from './command.js';

/** Taken by every command. */
export const GLOBAL_OPTIONS: OptionSpecs = {
  json: { type: 'boolean', description: 'print one JSON document on stdout' },
  cwd: { type: 'string', valueName: 'DIR', description: 'the repository (default: the current directory)' },
  help: { type: 'boolean', short: 'h', description: 'show this help' },
  version: { type: 'boolean', description: 'print the version' },
};

/** Where lanes come from: `validate`, `lanes`, `check` and the pipeline commands. */
export const CATALOG_OPTIONS: OptionSpecs = {
  capabilities: {
    type: 'string',
    multiple: true,
    valueName: 'DIR',
    description: 'an extra directory of <id>/capability.json lanes (repeatable; relative to --cwd)',
  },
  'no-first-party': { type: 'boolean', description: 'do not load the bundled first-party lanes' },
  catalog: {
    type: 'string',
    valueName: 'DIR',
    description:
      'a local checkout of the catalog review.catalog pins (default: the pinned commit, read with GITHUB_TOKEN)',
  },
};

export const CONFIG_OPTION: OptionSpecs = {
  config: {
    type: 'string',
    valueName: 'F',
    description: 'the config file (default: .github/reviewer-lanes/config.json)',
  },
};

/** The baseline file alone: `check` and `consent` read it from the working tree, not a ref. */
export const CONSENT_FILE_OPTION: OptionSpecs = {
  consent: {
    type: 'string',
    valueName: 'F',
    description: 'the consent baseline, repository-relative (default: .github/reviewer-lanes/consent.json)',
  },
};

export const CONSENT_OPTIONS: OptionSpecs = {
  ...CONSENT_FILE_OPTION,
  'baseline-ref': {
    type: 'string',
    valueName: 'REF',
    description: 'the git ref the consent baseline is read from',
  },
};

/**
 * The path-valued flags, checked before any work (exit 2): a named config and each
 * `--capabilities` directory must exist, the baseline lie inside the repository.
 */
export function checkPathOptions(values: OptionValues, cwd: string, fs: PathFs): void {
  if (typeof values.config === 'string' && !fs.exists(resolve(cwd, values.config)))
    throw new UsageError(`--config: ${JSON.stringify(values.config)} does not exist`);
  for (const dir of stringList(values.capabilities)) {
    if (!fs.isDirectory(resolve(cwd, dir)))
      throw new UsageError(`--capabilities: ${JSON.stringify(dir)} is not a directory`);
  }
  const consent = values.consent;
  if (typeof consent === 'string') {
    const inside = normalize(consent);
    if (consent.trim() === '' || isAbsolute(consent) || inside === '..' || inside.startsWith(`..${sep}`))
      throw new UsageError(
        `--consent: ${JSON.stringify(consent)} must be a path inside the repository, relative to it`,
      );
  }
}

export interface PathFs {
  exists(path: string): boolean;
  isDirectory(path: string): boolean;
}

export const SELECTION_OPTIONS: OptionSpecs = {
  reviewers: { type: 'string', valueName: 'LIST', description: 'comma-separated lane slugs or flags to run' },
  all: { type: 'boolean', description: 'every known lane' },
};

export function stringList(v: OptionValues[string]): string[] {
  if (Array.isArray(v)) return v;
  return typeof v === 'string' ? [v] : [];
}

/** `--max-parallel 4`: a positive integer or a usage error naming the flag. */
export function positiveIntOption(values: OptionValues, name: string): number | undefined {
  const v = values[name];
  if (v === undefined) return undefined;
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 1)
    throw new UsageError(`--${name} must be a positive integer (got: ${JSON.stringify(v)})`);
  return n;
}

/** `--reviewers a,b` -> ['a', 'b'] (empty entries dropped; an empty list is a usage error). */
export function reviewersOption(values: OptionValues): string[] | undefined {
  const v = values.reviewers;
  if (typeof v !== 'string') return undefined;
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) throw new UsageError('--reviewers needs at least one name');
  return list;
}

/** The SELECTION_OPTIONS checked: `plan` and `review`. */
export function checkSelection(values: OptionValues): void {
  exclusiveOptions(values, 'reviewers', 'all');
  reviewersOption(values);
}

export function exclusiveOptions(values: OptionValues, a: string, b: string): void {
  if (values[a] !== undefined && values[a] !== false && values[b] !== undefined && values[b] !== false) {
    throw new UsageError(`--${a} and --${b} cannot be used together`);
  }
}
