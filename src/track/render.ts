/**
 * TRACK-RECORD.md (D20): the table, a Mermaid `xychart-beta` GitHub draws, and what was skipped.
 * A rate is never shown without its counts: "31 of 48 (65%)". Lane identities come from our own
 * records but are escaped anyway: they end up in Markdown, Mermaid and SVG.
 */
import { formatCost } from '../report/usage.js';
import { inlineCell } from '../report/inline.js';
import { sanitizeInline } from '../report/sanitize.js';
import { LANE_STATUSES } from '../vocabulary.js';
import { TRACK_RECORD_CHART, type LaneRecord, type StandingRecord, type TrackRecord } from './schema.js';

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

/**
 * D22: each lane as an examiner (where its verdicts and what people did disagreed), and the
 * findings of each standing with what became of them, every rate with its counts.
 */
export function examinationTables(record: TrackRecord): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const head = (columns: string[]) => [line(columns), `|${columns.map(() => '---|').join('')}`];
  const lanes = record.lanes.map((l) =>
    line([
      inlineCell(l.identity),
      String(l.examination.verdicts),
      ofCount(l.examination.refutedAddressed, l.examination.refuted),
      ofCount(l.examination.confirmedDismissed, l.examination.confirmed),
    ]),
  );
  const standings = record.standings.map((s) =>
    line([
      s.standing,
      String(s.findings),
      ofCount(s.addressed, s.findings),
      ofCount(s.dismissed, s.findings),
    ]),
  );
  return [
    ...head(['Lane', 'Verdicts given', 'Refuted, later addressed', 'Confirmed, later dismissed']),
    ...lanes,
    '',
    ...head(['Standing', 'Findings', 'Addressed', 'Dismissed']),
    ...standings,
  ].join('\n');
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

/** D22: the share of each standing's findings addressed and dismissed, in percent (0 without any). */
export function standingChart(standings: readonly StandingRecord[]): string {
  const pct = (n: number, m: number) => (m === 0 ? 0 : Math.round((100 * n) / m));
  return [
    '```mermaid',
    'xychart-beta',
    '  title "Findings addressed and dismissed, by standing (%)"',
    `  x-axis [${standings.map((s) => mermaidLabel(`${s.standing} (${s.findings})`)).join(', ')}]`,
    '  y-axis "Percent of the findings" 0 --> 100',
    `  bar [${standings.map((s) => pct(s.addressed, s.findings)).join(', ')}]`,
    `  bar [${standings.map((s) => pct(s.dismissed, s.findings)).join(', ')}]`,
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
      '## Cross-examination',
      '',
      "Whether the lanes' verdicts on each other's findings predict what people act on: a finding a lane refuted that was later addressed, or one it confirmed that was later dismissed, is where its word and theirs disagreed. A finding recorded without a standing (not examined, or by an earlier release) counts as unexamined.",
      '',
      examinationTables(record),
      '',
      standingChart(record.standings),
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
