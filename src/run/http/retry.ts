/**
 * Bounded retries of an HTTP lane's chat request on 429 and 503 (not processed, so safe to resend).
 * Not undici's retry interceptor (D15): it drops the last body the stub shows, cannot see the
 * lane's deadline and reports nothing for the lane's warnings.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { HttpExchange } from '../../sys/http.js';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** The wait before attempt n+2 when the server sends no usable `Retry-After` (the last repeats). */
  backoffMs: readonly number[];
  /** No single wait is longer, whatever `Retry-After` asks for. */
  maxWaitMs: number;
  /** The only statuses that mean "not processed, try later". */
  statuses: readonly number[];
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({
  maxAttempts: 3,
  backoffMs: Object.freeze([1000, 2000]),
  maxWaitMs: 30_000,
  statuses: Object.freeze([429, 503]),
});

/** `Retry-After` (seconds or an HTTP date) as milliseconds from `now`; null when unusable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Only a date-shaped value: Date.parse also accepts bare numbers such as "-1" or "1.5".
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export type RetryDecision =
  | { retry: true; waitMs: number }
  | { retry: false; why: 'not_retryable' | 'attempts_exhausted' }
  | { retry: false; why: 'past_deadline'; waitMs: number };

/** Whether to send attempt `attempt + 1` after `res`, and after how long. Pure. */
export function decideRetry(
  res: HttpExchange,
  attempt: number,
  remainingMs: number,
  now: number,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): RetryDecision {
  // Failures (timeouts, network errors after sending, cancellation) and every other status are final.
  if (res.kind !== 'response' || !policy.statuses.includes(res.status)) {
    return { retry: false, why: 'not_retryable' };
  }
  if (attempt >= policy.maxAttempts) return { retry: false, why: 'attempts_exhausted' };
  const backoff = policy.backoffMs[Math.min(attempt - 1, policy.backoffMs.length - 1)] ?? 0;
  const waitMs = Math.min(parseRetryAfter(res.retryAfter, now) ?? backoff, policy.maxWaitMs);
  // A wait that ends at (or past) the deadline leaves no time for the request itself.
  if (waitMs >= remainingMs) return { retry: false, why: 'past_deadline', waitMs };
  return { retry: true, waitMs };
}

/** "1 s", "0.5 s": what a user reads in a warning. */
export function formatWait(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}

export interface RetryOptions {
  slug: string;
  /** Epoch ms at which the lane's overall timeout ends. */
  deadlineAt: number;
  timeoutMs: number;
  signal?: AbortSignal;
  policy?: RetryPolicy;
}

/**
 * Sends `attempt(n)` until an answer is not retried: the last exchange and a note per retry. A
 * cancelled wait comes back as a `cancelled` failure, like a cancelled request, never a throw.
 */
export async function sendWithRetry(
  attempt: (n: number) => Promise<HttpExchange>,
  opts: RetryOptions,
): Promise<{ res: HttpExchange; notes: string[] }> {
  const policy = opts.policy ?? DEFAULT_RETRY_POLICY;
  const notes: string[] = [];
  for (let n = 1; ; n++) {
    const res = await attempt(n);
    const now = Date.now();
    const decision = decideRetry(res, n, opts.deadlineAt - now, now, policy);
    if (!decision.retry) {
      if (decision.why === 'past_deadline' && res.kind === 'response') {
        notes.push(
          `${opts.slug}: HTTP ${res.status}, not retried: waiting ${formatWait(decision.waitMs)} would pass the lane's ${opts.timeoutMs} ms timeout`,
        );
      }
      return { res, notes };
    }
    // decideRetry only retries responses; the guard narrows the type for what follows.
    if (res.kind !== 'response') return { res, notes };
    const { status } = res;
    notes.push(
      `${opts.slug}: HTTP ${status}, retried after ${formatWait(decision.waitMs)} (attempt ${n + 1} of ${policy.maxAttempts})`,
    );
    try {
      await sleep(decision.waitMs, undefined, { signal: opts.signal });
    } catch {
      // Only an abort rejects the timer: the run was cancelled while we waited.
      notes[notes.length - 1] = `${opts.slug}: HTTP ${status}; the run was cancelled while waiting to retry`;
      return {
        res: {
          kind: 'failure',
          cause: 'cancelled',
          message: 'the run was cancelled',
          status,
          ...(res.body !== '' ? { partialBody: res.body } : {}),
        },
        notes,
      };
    }
  }
}
