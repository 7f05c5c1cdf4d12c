/**
 * D20 on the review page: each lane's track record from the newest artifact of the repository,
 * for the review and publish modes; `track-record: off` or no token, nothing is read.
 */
import { trackRecordForPage } from '../track/on-page.js';
import type { ModeContext } from './mode.js';
import type { StageContext } from './stages.js';

/** The lines to show beside each lane, started now and awaited only by the report; absent when off. */
export function pageRecords(s: ModeContext): Pick<StageContext, 'laneRecords'> {
  return s.inputs.trackRecord === 'auto' && s.inputs.token ? { laneRecords: laneRecordsForPage(s) } : {};
}

/** Each lane's track record line (D20), or null with a notice saying why there is none. */
export async function laneRecordsForPage(s: ModeContext): Promise<ReadonlyMap<string, string> | null> {
  const page = await trackRecordForPage({
    token: s.inputs.token,
    baseUrl: s.ctx.env['GITHUB_API_URL'] || 'https://api.github.com',
    ...s.event.repository,
    log: s.surface,
  });
  if ('notice' in page) {
    s.surface.notice(page.notice);
    return null;
  }
  return page.lines;
}
