/**
 * The `review.*` keys whose value types we check (DESIGN.md §3, §5). A value of the wrong type
 * is treated as unset, with a warning naming the key. `review.default_reviewers` and
 * `review.reviewer_instances` are checked by the selection stage, which owns their errors.
 */
import { z } from 'zod';

/** `review.effort.<slug>` levels (DESIGN.md §5 Effort). */
export const EFFORT_LEVELS = ['minimal', 'low', 'medium', 'high', 'xhigh', 'max', 'inherit'] as const;
export type EffortLevel = (typeof EFFORT_LEVELS)[number];

/** A POSIX-portable environment variable name. */
export const ENV_NAME_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface KnownKey {
  /** Matches the full dotted key. */
  pattern: RegExp;
  schema: z.ZodType;
  /** What the warning says the value must be. */
  expected: string;
}

const envName = z.string().regex(ENV_NAME_RE);

/** Keys whose value must have a given type. The first matching pattern applies. */
export const KNOWN_KEYS: readonly KnownKey[] = [
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

/** The deepest known key has three segments (`review.<group>.<slug>`). */
export const MAX_KEY_SEGMENTS = 3;

export function knownKey(key: string): KnownKey | undefined {
  return KNOWN_KEYS.find((k) => k.pattern.test(key));
}

/** A short, safe rendering of a value for a message: its type and, for scalars, the value. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string': {
      const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
      return `string ${JSON.stringify(shown)}`;
    }
    case 'number':
    case 'boolean':
      return `${typeof value} ${String(value)}`;
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}
