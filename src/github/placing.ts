/**
 * D19 "Placing": after GitHub refused a review (422, naming no comment), which of its inline
 * comments it refused. The pull request's files tell most; when they cannot, the comments are
 * tried in halves as pending reviews — GitHub checks a pending review's comments as it creates
 * it, and shows it to nobody — each deleted at once, so the run still publishes one review.
 */
import { messageOf } from '../diagnostics.js';
import type { Finding } from '../findings/types.js';
import type { DraftReviewComment, GitHubApi } from './client.js';
import { statusOf } from './client.js';
import type { ActionLog } from './log.js';

/** The new-side line ranges of a patch's hunks (`@@ -a,b +c,d @@`): the lines GitHub places comments on. */
export function patchHunks(patch: string): Array<{ start: number; end: number }> {
  const hunks: Array<{ start: number; end: number }> = [];
  for (const m of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(m[1]);
    const count = m[2] === undefined ? 1 : Number(m[2]);
    if (count > 0) hunks.push({ start, end: start + count - 1 });
  }
  return hunks;
}

/** Whether GitHub's diff (its files' patches) has the finding's lines, all in one hunk. */
export function placeable(f: Finding, patches: ReadonlyMap<string, string | undefined>): boolean {
  const patch = patches.get(f.path);
  if (patch === undefined) return false;
  const end = Math.max(f.line, f.endLine ?? f.line);
  return patchHunks(patch).some((h) => f.line >= h.start && end <= h.end);
}

/** Halves of a list: the first gets the odd one. */
function halves<T>(list: readonly T[]): [T[], T[]] {
  const mid = Math.ceil(list.length / 2);
  return [list.slice(0, mid), list.slice(mid)];
}

export interface Probing {
  api: GitHubApi;
  pull: number;
  headSha: string;
  /** A finding's inline comment, as the review carries it. */
  draft: (f: Finding) => DraftReviewComment;
  /** Posts the run's one review: `placed` inline, `moved` in its body. */
  post: (placed: Finding[], moved: Finding[]) => Promise<{ htmlUrl: string }>;
  log: ActionLog;
  pr: string;
}

export interface Placed {
  review: { htmlUrl: string };
  placed: Finding[];
  moved: Finding[];
}

/** A user's pending review is already there: a probe can tell nothing until it is gone. */
const ONE_PENDING = /one pending review/i;

/** Whether GitHub refused a review because one of ours is pending (a run stopped mid-probe). */
export function pendingInTheWay(err: unknown): boolean {
  const said = JSON.stringify((err as { response?: { data?: unknown } }).response?.data ?? null);
  return statusOf(err) === 422 && ONE_PENDING.test(said);
}

/**
 * Deletes our pending reviews of the pull request: GitHub lists a pending review to its author
 * only, so each is ours, left by a run stopped between a probe's create and its delete.
 */
export async function clearPendingReviews(api: GitHubApi, pull: number): Promise<number> {
  const pending = (await api.listReviews(pull)).filter((r) => r.state === 'PENDING');
  for (const r of pending) await api.deletePendingReview(pull, r.id);
  return pending.length;
}

type Verdict = 'placed' | 'refused' | 'stuck';

/** One probe: a pending review of `group`, deleted as soon as GitHub has taken it. */
async function probe(p: Probing, group: Finding[]): Promise<{ verdict: Verdict; requests: number }> {
  let id: number;
  try {
    const comments = group.map(p.draft);
    id = (await p.api.createPendingReview(p.pull, { commitId: p.headSha, comments })).id;
  } catch (err) {
    if (statusOf(err) === 422 && !pendingInTheWay(err)) return { verdict: 'refused', requests: 1 };
    p.log.warning(`Could not try the inline comments of the review of ${p.pr} apart: ${messageOf(err)}`);
    return { verdict: 'stuck', requests: 1 };
  }
  try {
    await p.api.deletePendingReview(p.pull, id);
    return { verdict: 'placed', requests: 2 };
  } catch (err) {
    p.log.warning(`Could not delete the pending review ${id} of ${p.pr}: ${messageOf(err)}`);
    return { verdict: 'stuck', requests: 2 };
  }
}

/**
 * `suspects` hold a comment GitHub refused (a review of them was refused). Halve them: a half
 * GitHub takes is placed and the refused one is in the other half; a half it refuses holds one,
 * and the other half is presumed placed. Once a refused comment stands alone, the review is posted
 * with every other comment inline; refused again, the presumed ones are the suspects. At most
 * 2·⌈log2 n⌉ requests before the one review (a probe GitHub takes costs two: create and delete);
 * what the bound leaves untried moves to the body.
 */
export async function placeInHalves(p: Probing, suspects: Finding[], moved: Finding[]): Promise<Placed> {
  let budget = 2 * Math.ceil(Math.log2(suspects.length));
  const verified: Finding[] = [];
  const refused: Finding[] = [...moved];
  let presumed: Finding[] = [];
  let known = suspects;
  let stuck = false;
  for (;;) {
    while (known.length > 1 && budget >= 2 && !stuck) {
      const [a, b] = halves(known);
      const { verdict, requests } = await probe(p, a);
      budget -= requests;
      if (verdict === 'placed') {
        verified.push(...a);
        known = b;
      } else if (verdict === 'refused') {
        presumed.push(...b);
        known = a;
      } else stuck = true;
    }
    if (known.length === 1 && !stuck) refused.push(...known.splice(0));
    // The presumed ones go inline while the bound allows one more refusal; else to the body.
    const trying = known.length === 0 && presumed.length > 0 && budget >= 1;
    const inline = trying ? [...verified, ...presumed] : verified;
    const body = trying ? refused : [...refused, ...known, ...presumed];
    try {
      return { review: await p.post(inline, body), placed: inline, moved: body };
    } catch (err) {
      if (!trying || statusOf(err) !== 422) throw err;
      budget--;
      known = presumed;
      presumed = [];
    }
  }
}
