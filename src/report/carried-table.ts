/** D17: REVIEWS.md's "From the previous review", the last review's findings that still stand. */
import type { PreviousFinding } from '../incremental/types.js';
import { findingRow } from './findings-table.js';

/** The carried findings' table shows at most this many rows; the rest are counted. */
const MAX_CARRIED_ROWS = 30;

export function carriedSection(
  scope: { carried: readonly PreviousFinding[]; omitted: number },
  secrets: string[],
): string[] {
  const { carried, omitted } = scope;
  if (carried.length === 0 && omitted === 0) return [];
  const out = [
    '## From the previous review',
    '',
    'Findings of the last review on lines the new commits did not touch: the lanes did not review that code again, so they stand as they were. They are not posted as new inline comments, and `fail-on: agreed-high` counts them.',
    '',
  ];
  if (carried.length > 0) {
    out.push('| Severity | Location | Finding | Lanes | Agreement |', '|---|---|---|---|---|');
    for (const f of carried.slice(0, MAX_CARRIED_ROWS)) out.push(findingRow(f, secrets));
    out.push('');
  }
  const unshown = Math.max(0, carried.length - MAX_CARRIED_ROWS) + omitted;
  if (unshown > 0)
    out.push(
      `${unshown} more finding${unshown === 1 ? '' : 's'} of the last review ${unshown === 1 ? 'is' : 'are'} not shown here${omitted > 0 ? ' (its page recorded only the first ones)' : ''}.`,
      '',
    );
  return [out.join('\n')];
}
