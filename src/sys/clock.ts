/**
 * A monotonic clock in milliseconds. `performance.now()` would do, but on Node 20 its first use
 * loads perf_hooks and its internals, about a millisecond of every run's start;
 * process.hrtime is always there.
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
