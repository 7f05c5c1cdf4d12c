/**
 * TRACK-RECORD.md (D20): the table, a Mermaid `xychart-beta` GitHub draws, and what was skipped.
 * A rate is never shown without its counts: "31 of 48 (65%)". Lane identities come from our own
 * records but are escaped anyway: they end up in Markdown, Mermaid and SVG.
 */
import { formatCost } from '../report/usage.js';
import { inlineCell } from '../report/inline.js';
import { sanitizeInline } from '../report/sanitize.js';
import { LANE_STATUSES } from '../vocabulary.js';
import { TRACK_RECORD_CHART, type LaneRecord, type TrackRecord } from './schema.js';

/** `n of m (p%)`; just `0 of 0` when there is nothing to divide. */
export function ofCount(n: number, m: number): string {
  return m === 0 ? `${n} of ${m}` : `${n} of ${m} (${Math.round((100 * n) / m)}%)`;
}

const thousands = (n: number): string => n.toLocaleString('en-US');

export function formatDurationMs(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  const s = ms / 1000;
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} m ${Math.round(s % 60)} s`;
}

function reviewsCell(l: LaneRecord): string {
  const parts = LANE_STATUSES.filter((s) => (l.reviews[s] ?? 0) > 0).map((s) => `${s} ${l.reviews[s]}`);
  return parts.length > 0 ? parts.join(', ') : '—';
}

function tokensCell(l: LaneRecord): string {
  const { reported, estimated } = l.tokens;
  const parts = [
    ...(reported > 0 ? [`${thousands(reported)} reported`] : []),
    ...(estimated > 0 ? [`${thousands(estimated)} estimated`] : []),
  ];
  return parts.length > 0 ? parts.join(' + ') : '—';
}

function perAddressedCell(l: LaneRecord): string {
  if (!l.perAddressed) return '—';
  const parts = [
    ...(l.tokens.reported > 0 ? [`${thousands(Math.round(l.perAddressed.reportedTokens))} tokens`] : []),
    ...(l.perAddressed.costUsd !== undefined ? [formatCost(l.perAddressed.costUsd)] : []),
  ];
  return parts.length > 0 ? `${parts.join(', ')} (${l.addressed} addressed)` : '—';
}

export function markdownTable(record: TrackRecord): string {
  const columns = [
    'Lane',
    'Reviews',
    'Findings',
    'Agreed (k≥2)',
    'Addressed',
    'Dismissed',
    'Open at close',
    'Only this lane',
    'Tokens',
    'Cost',
    'Per addressed finding',
    'Median time',
  ];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const rows = record.lanes.map((l) =>
    line([
      inlineCell(l.identity),
      reviewsCell(l),
      String(l.findings),
      ofCount(l.agreed, l.findings),
      ofCount(l.addressed, l.findings),
      ofCount(l.dismissed, l.findings),
      ofCount(l.openAtClose, l.findings),
      ofCount(l.uniqueAddressed, l.addressed),
      tokensCell(l),
      l.costUsd !== undefined ? formatCost(l.costUsd) : '—',
      perAddressedCell(l),
      formatDurationMs(l.medianDurationMs),
    ]),
  );
  return [line(columns), `|${columns.map(() => '---|').join('')}`, ...rows].join('\n');
}

/** A Mermaid label: no quotes or brackets that would end it. */
const mermaidLabel = (s: string): string => `"${s.replace(/["[\]\\`]/g, '').slice(0, 40)}"`;

/** Findings and addressed findings per lane, as GitHub renders a ```mermaid block. */
export function mermaidChart(lanes: readonly LaneRecord[]): string {
  const max = Math.max(1, ...lanes.map((l) => l.findings));
  return [
    '```mermaid',
    'xychart-beta',
    '  title "Findings posted and addressed, per lane"',
    `  x-axis [${lanes.map((l) => mermaidLabel(l.identity)).join(', ')}]`,
    `  y-axis "Findings" 0 --> ${max}`,
    `  bar [${lanes.map((l) => l.findings).join(', ')}]`,
    `  bar [${lanes.map((l) => l.addressed).join(', ')}]`,
    '```',
  ].join('\n');
}

const SKIP_WORDS: Record<TrackRecord['skipped'][number]['reason'], string> = {
  no_record: 'no review record of ours',
  other_release: 'a record of another release',
  malformed: 'a record that cannot be read',
  not_ours: "our marker in someone else's comment (ignored)",
  unreadable: 'GitHub could not give it',
};

export function renderTrackRecord(record: TrackRecord): string {
  const w = record.window;
  const span = w.from && w.to ? `, closed ${w.from.slice(0, 10)} to ${w.to.slice(0, 10)}` : '';
  const counts = new Map<string, number>();
  for (const s of record.skipped) counts.set(s.reason, (counts.get(s.reason) ?? 0) + 1);
  const parts = [
    `# Track record — ${sanitizeInline(record.repository)}`,
    '',
    `${w.prs} closed pull request${w.prs === 1 ? '' : 's'}${span}; ${record.records} review record${record.records === 1 ? '' : 's'} read, those of ${inlineCell(record.identity)} only.`,
    '',
  ];
  if (record.lanes.length === 0) parts.push('No lane has a record yet.', '');
  else {
    parts.push(
      markdownTable(record),
      '',
      mermaidChart(record.lanes),
      '',
      `The chart as an image: \`${TRACK_RECORD_CHART}\` in the artifact.`,
      '',
    );
  }
  if (counts.size > 0) {
    parts.push('Skipped:', '');
    for (const [reason, n] of counts) parts.push(`- ${n}: ${SKIP_WORDS[reason as keyof typeof SKIP_WORDS]}`);
    parts.push('');
  }
  parts.push(
    '<sub>Findings are those posted in the review record; a finding several lanes flagged counts for each of them and as "only this lane" for none. Tokens reported by a lane and our estimates are never added together; a cost is only a lane\'s own figure.</sub>',
    '',
  );
  return parts.join('\n');
}
