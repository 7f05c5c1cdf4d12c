/**
 * D20 on the review page: each lane's track record from the newest artifact of the repository,
 * for the review and publish modes; `track-record: off` or no token, nothing is read.
 */
import { trackRecordForPage } from '../track/on-page.js';
import type { GitHubApi } from '../github/client.js';
import type { ModeContext } from './mode.js';
import type { StageContext } from './stages.js';

/** The lines to show beside each lane; absent when off or when there is none. */
export async function pageRecords(s: ModeContext): Promise<Pick<StageContext, 'laneRecords'>> {
  if (s.inputs.trackRecord !== 'auto' || !s.github) return {};
  const laneRecords = await laneRecordsForPage(s, s.github);
  return laneRecords ? { laneRecords } : {};
}

/**
 * Each lane's track record line (D20), or null saying why there is none: a line of the log while
 * no stats run has made one (most repositories, on every review: an annotation each time would be
 * noise), a notice when one exists and cannot be read (a team that set it up has something to fix).
 */
export async function laneRecordsForPage(
  s: ModeContext,
  github: GitHubApi,
): Promise<ReadonlyMap<string, string> | null> {
  // Through the run's own client: a second one would cost its making, and share no throttling.
  const page = await trackRecordForPage({ octokit: () => github.octokit(), ...s.event.repository });
  if ('missing' in page) {
    s.surface.info(page.missing);
    return null;
  }
  if ('notice' in page) {
    s.surface.notice(page.notice);
    return null;
  }
  return page.lines;
}
