/**
 * The pace of the page's updates (D12), over a fake clock: the status at once, then at most one
 * update a 15 s window and 6 a run; news that arrives in a window waits for its end.
 */
import { describe, expect, it } from '@jest/globals';
import {
  afterPost,
  nextUpdate,
  NOTHING_POSTED,
  PROGRESS_PACE,
  type Posted,
} from '../../src/action/coalesce.js';

/**
 * Lanes end at `news` (ms after the start); the loop posts whenever the rule says "now", waits
 * when it says "wait", and never posts once spent. Returns the times of the posts.
 */
function simulate(news: number[], until: number): number[] {
  const posts: number[] = [];
  let posted: Posted = NOTHING_POSTED;
  let pending = true; // the start
  const queue = [...news].sort((a, b) => a - b);
  let now = 0;
  while (now <= until) {
    while (queue.length > 0 && (queue[0] as number) <= now) {
      queue.shift();
      pending = true;
    }
    const next = nextUpdate(posted, now);
    const nextNews = queue[0] ?? Infinity;
    if (pending && next.kind === 'now') {
      posts.push(now);
      posted = afterPost(posted, now);
      pending = false;
      continue;
    }
    // The fake clock jumps to whatever comes first: the window's end or the next news.
    const wake = pending && next.kind === 'wait' ? Math.min(now + next.ms, nextNews) : nextNews;
    if (wake === Infinity) break;
    now = wake;
  }
  return posts;
}

describe('nextUpdate', () => {
  it('posts the first status at once', () => {
    expect(nextUpdate(NOTHING_POSTED, 123)).toEqual({ kind: 'now' });
  });

  it('holds news in a window until the window ends', () => {
    const posted = afterPost(NOTHING_POSTED, 1000);
    expect(nextUpdate(posted, 1000)).toEqual({ kind: 'wait', ms: 15_000 });
    expect(nextUpdate(posted, 9000)).toEqual({ kind: 'wait', ms: 7000 });
    expect(nextUpdate(posted, 16_000)).toEqual({ kind: 'now' });
  });

  it('is spent after 6 updates following the status', () => {
    let posted = afterPost(NOTHING_POSTED, 0);
    for (let i = 1; i <= PROGRESS_PACE.maxUpdates; i++) {
      expect(nextUpdate(posted, i * 15_000).kind).toBe('now');
      posted = afterPost(posted, i * 15_000);
    }
    expect(posted.updates).toBe(6);
    expect(nextUpdate(posted, 10 * 60_000)).toEqual({ kind: 'spent' });
  });
});

describe('the pace of a run, over a fake clock', () => {
  it('lanes that all end within 15 s add nothing to the status: their news goes with the final page', () => {
    expect(simulate([0, 5000, 14_000], 14_999)).toEqual([0]);
  });

  it('lanes of 0, 5 and 40 s: the status, the 5 s news at the window end, the 40 s news at once', () => {
    expect(simulate([300, 5000, 40_000], 60_000)).toEqual([0, 15_000, 40_000]);
  });

  it('news in a burst is coalesced into one update', () => {
    expect(simulate([16_000, 16_100, 16_200, 17_000], 60_000)).toEqual([0, 16_000, 31_000]);
  });

  it('40 lanes ending 3 s apart make at most 7 posts, 15 s apart: then the final page has the rest', () => {
    const posts = simulate(
      Array.from({ length: 40 }, (_, i) => 3000 * (i + 1)),
      10 * 60_000,
    );
    expect(posts).toEqual([0, 15_000, 30_000, 45_000, 60_000, 75_000, 90_000]);
  });
});
