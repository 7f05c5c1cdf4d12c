/** Names and renderings shared by config and trust. */

/** `review.effort.<slug>` levels; how each CLI is told is the handler's (plan/resolve.ts). */
export const EFFORT_LEVELS = ['minimal', 'low', 'medium', 'high', 'xhigh', 'max', 'inherit'] as const;
export type EffortLevel = (typeof EFFORT_LEVELS)[number];

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
