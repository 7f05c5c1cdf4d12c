/** A monotonic clock in milliseconds: durations never jump with the wall clock. */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** Resolves after `ms`, or as soon as `signal` aborts (its timer then cleared); never rejects. */
export function sleepUnless(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
