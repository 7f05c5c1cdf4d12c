/**
 * Which pull requests a track record reads (D20): the flags and inputs that say so, checked.
 * Apart from the job itself, so reading the action's inputs loads no track-record code.
 */
import { UsageError } from '../diagnostics.js';
import { repositoryName, type Repository } from '../sys/runner-env.js';

export const DEFAULT_PRS = 100;
export const MAX_PRS = 1000;

/** A day, or an instant in ISO 8601. */
const DATE_RE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** `owner/name`, or a usage error naming `what` (the flag or the input). */
export function parseRepository(value: string, what: string): Repository {
  const repository = repositoryName(value);
  if (!repository) throw new UsageError(`${what} must be OWNER/NAME (got: ${JSON.stringify(value)})`);
  return repository;
}

/** How many pull requests: 1 to MAX_PRS. */
export function parsePrs(value: string, what: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_PRS)
    throw new UsageError(
      `${what} must be a whole number from 1 to ${MAX_PRS} (got: ${JSON.stringify(value)})`,
    );
  return n;
}

/** A day (`2026-11-01`, midnight UTC) or an ISO 8601 instant. */
export function parseSince(value: string, what: string): Date {
  const t = DATE_RE.test(value) ? Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) : NaN;
  if (!Number.isFinite(t))
    throw new UsageError(
      `${what} must be a date, YYYY-MM-DD or an ISO 8601 time (got: ${JSON.stringify(value)})`,
    );
  return new Date(t);
}
