/**
 * How often the page is updated while a review runs (D12): the status goes up at once, then the
 * lanes' news waits for the window: at most one update every 15 s and at most 6 a run, so a run
 * costs GitHub at most 7 requests more than its final page, and a run whose lanes all end within
 * 15 s costs one (its news is carried by the final page). Pure: the caller owns the clock.
 */
export interface Pace {
  intervalMs: number;
  maxUpdates: number;
}

export const PROGRESS_PACE: Pace = { intervalMs: 15_000, maxUpdates: 6 };

/** What has been posted: when last, and how many updates after the first status. */
export interface Posted {
  /** The clock's time of the last post; null before the first. */
  lastAt: number | null;
  updates: number;
}

export const NOTHING_POSTED: Posted = { lastAt: null, updates: 0 };

export type NextUpdate = { kind: 'now' } | { kind: 'wait'; ms: number } | { kind: 'spent' };

/** When news may go up: now, after a wait, or not before the final page. */
export function nextUpdate(posted: Posted, now: number, pace: Pace = PROGRESS_PACE): NextUpdate {
  if (posted.lastAt === null) return { kind: 'now' };
  if (posted.updates >= pace.maxUpdates) return { kind: 'spent' };
  const due = posted.lastAt + pace.intervalMs;
  return now >= due ? { kind: 'now' } : { kind: 'wait', ms: due - now };
}

/** The record after a post at `now`: the first is the status, every later one an update. */
export function afterPost(posted: Posted, now: number): Posted {
  return { lastAt: now, updates: posted.lastAt === null ? 0 : posted.updates + 1 };
}
