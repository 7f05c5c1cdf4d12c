/**
 * The lines of the prompt's file list (D10): shared by the full prompt and an incremental one
 * (incremental.ts).
 */
import type { ExclusionReason, FilteredFile } from './filter.js';
import { pathSpan } from '../sys/markdown-text.js';

const EXCLUSION_TEXT: Record<ExclusionReason, string> = {
  binary: 'binary file',
  excluded: 'excluded by the exclude setting',
  not_included: 'not matched by the include setting',
  lockfile: 'lockfile',
  generated: 'generated (dist/)',
  minified: 'minified or source map',
};

export const statsOf = (f: FilteredFile) => (f.binary ? 'binary' : `+${f.additions} −${f.deletions}`);

/** `- modified `path` (+a −d)`: a file of the list, before any note on its diff. */
export function listHead(f: FilteredFile): string {
  const name =
    f.previousPath !== undefined ? `${pathSpan(f.previousPath)} → ${pathSpan(f.path)}` : pathSpan(f.path);
  return `- ${f.status.replace('_', ' ')} ${name} (${statsOf(f)})`;
}

/** Why a file's diff is not sent, or is cut; empty when it is sent whole. */
export function diffNote(f: FilteredFile): string {
  if (f.excluded !== null) return ` — diff not sent: ${EXCLUSION_TEXT[f.excluded]}`;
  if (f.noDiff === 'no_patch') return ' — no diff available (binary, or too large for the API)';
  if (f.noDiff === 'total_limit')
    return ' — diff not sent: the diffs before it reach the size limit for a whole change';
  if (f.diff !== null && f.diffChars > f.diff.length)
    return ` — diff shown only up to its first ${f.diff.length} of ${f.diffChars} characters`;
  return '';
}

export function listLine(f: FilteredFile): string {
  return listHead(f) + diffNote(f);
}
