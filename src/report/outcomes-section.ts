/**
 * D19: REVIEWS.md's "Dismissed" and "Outcomes": the findings people with write access dismissed
 * (who, how, why) and those the new commits addressed or outdated. Logins and reasons come from
 * the pull request's comments: as hostile as lane text, so cleaned the same way.
 */
import type { RecordedFinding } from '../incremental/types.js';
import { tableCell } from '../sys/markdown-text.js';
import { inlineCell, locationSpan } from './inline.js';

/** Each table shows at most this many rows; the rest are counted. */
const MAX_ROWS = 30;

const HOW: Record<NonNullable<RecordedFinding['how']>, string> = {
  reaction: '👎',
  reply: '`/dismiss`',
  thread: 'resolved thread',
};

function rest(n: number): string[] {
  return n > 0 ? [`${n} more not shown.`, ''] : [];
}

export function outcomesSection(record: readonly RecordedFinding[], secrets: string[]): string[] {
  const out: string[] = [];
  const dismissed = record.filter((r) => r.outcome === 'dismissed');
  if (dismissed.length > 0) {
    out.push(
      '## Dismissed',
      '',
      'Findings someone with write access dismissed on their inline comment: they are not posted again on this pull request, and neither the counts nor `fail-on` include them.',
      '',
      '| Severity | Location | Finding | Dismissed by | How | Reason |',
      '|---|---|---|---|---|---|',
    );
    for (const r of dismissed.slice(0, MAX_ROWS)) {
      const by = r.by !== undefined ? `@${inlineCell(r.by, secrets)}` : '—';
      out.push(
        `| ${r.severity} | ${tableCell(locationSpan(r))} | ${inlineCell(r.title, secrets)} | ${by} | ${r.how ? HOW[r.how] : '—'} | ${r.reason ? inlineCell(r.reason, secrets) : '—'} |`,
      );
    }
    out.push('', ...rest(dismissed.length - MAX_ROWS));
  }
  const settled = record.filter((r) => r.outcome === 'addressed' || r.outcome === 'outdated');
  if (settled.length > 0) {
    out.push(
      '## Outcomes of earlier findings',
      '',
      'Addressed: a later commit changed its lines and this review did not raise it again. Outdated: its file or lines are gone.',
      '',
      '| Outcome | Severity | Location | Finding | Commit |',
      '|---|---|---|---|---|',
    );
    for (const r of settled.slice(0, MAX_ROWS)) {
      const commit = r.commit ? `\`${r.commit.slice(0, 12)}\`` : '—';
      out.push(
        `| ${r.outcome} | ${r.severity} | ${tableCell(locationSpan(r))} | ${inlineCell(r.title, secrets)} | ${commit} |`,
      );
    }
    out.push('', ...rest(settled.length - MAX_ROWS));
  }
  return out.length > 0 ? [out.join('\n')] : [];
}
