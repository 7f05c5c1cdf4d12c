/** A monotonic clock in milliseconds: durations never jump with the wall clock. */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
