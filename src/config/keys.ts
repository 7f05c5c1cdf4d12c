/**
 * The `review.*` keys whose value types we check (DESIGN.md §3, §5). A value of the wrong type
 * is treated as unset, with a warning naming the key. `review.default_reviewers` and
 * `review.reviewer_instances` are checked by the selection stage, which owns their errors.
 */
import { z } from 'zod';

export { EFFORT_LEVELS, ENV_NAME_RE, describeValue, type EffortLevel } from './names.js';
import { EFFORT_LEVELS, ENV_NAME_RE } from './names.js';

export interface KnownKey {
  /** Matches the full dotted key. */
  pattern: RegExp;
  schema: z.ZodType;
  /** What the warning says the value must be. */
  expected: string;
}

let known: readonly KnownKey[] | undefined;

/**
 * Keys whose value must have a given type. The first matching pattern applies. Built on first
 * use: most runs have no config file, and constructing schemas costs every start (DESIGN.md §6).
 */
export function knownKeys(): readonly KnownKey[] {
  if (known) return known;
  const envName = z.string().regex(ENV_NAME_RE);
  known = [
    {
      pattern: /^review\.(models|effort|timeouts|env|max_prompt_tokens_per_reviewer)$/,
      schema: z.record(z.string(), z.unknown()),
      expected: 'an object keyed by lane slug',
    },
    { pattern: /^review\.models\.[^.]+$/, schema: z.string(), expected: 'a model name (string)' },
    { pattern: /^review\.[^.]+_host$/, schema: z.string(), expected: 'a base URL (string)' },
    {
      pattern: /^review\.effort\.[^.]+$/,
      schema: z.enum(EFFORT_LEVELS),
      expected: `one of ${EFFORT_LEVELS.join(', ')}`,
    },
    {
      pattern: /^review\.timeouts\.[^.]+$/,
      schema: z.number().int().positive(),
      expected: 'a positive integer (milliseconds)',
    },
    {
      pattern: /^review\.env\.[^.]+$/,
      schema: z.array(envName),
      expected: 'an array of environment variable names (letters, digits and _, not starting with a digit)',
    },
    {
      pattern: /^review\.max_prompt_tokens(_per_reviewer\.[^.]+)?$/,
      schema: z.number().refine(Number.isFinite),
      expected: 'a number of tokens',
    },
  ];
  return known;
}

/** The deepest known key has three segments (`review.<group>.<slug>`). */
export const MAX_KEY_SEGMENTS = 3;

export function knownKey(key: string): KnownKey | undefined {
  return knownKeys().find((k) => k.pattern.test(key));
}
