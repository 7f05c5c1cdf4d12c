/** The lane entry `validate`, `lanes` and `check` print. */
import { displayPath } from './load.js';
import type { Lane, LaneSource, SkippedManifest } from './types.js';

export interface LaneEntry {
  id: string;
  slug: string;
  flags: string[];
  reviewsSection: string;
  transport: Lane['reviewer']['transport'];
  source: LaneSource;
  /** Repository-relative when inside the repository, a catalog's `PIN:file`, else absolute (see displayPath). */
  path: string;
}

export function laneEntry(lane: Lane, cwd: string): LaneEntry {
  return {
    id: lane.id,
    slug: lane.reviewer.slug,
    flags: lane.reviewer.flags,
    reviewsSection: lane.reviewer.reviewsSection,
    transport: lane.reviewer.transport,
    source: lane.source,
    path: lane.shownPath ?? displayPath(cwd, lane.path),
  };
}

export interface SkippedEntry {
  path: string;
  id?: string;
  reason: SkippedManifest['reason'];
  message: string;
}

export function skippedEntry(s: SkippedManifest): SkippedEntry {
  return { path: s.path, ...(s.id !== undefined ? { id: s.id } : {}), reason: s.reason, message: s.message };
}
