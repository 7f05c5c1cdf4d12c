/**
 * The track record's chart as plain SVG markup (D20): per lane, a bar of the findings posted and,
 * over it, the addressed and the dismissed ones, each labelled with its count; below, the same
 * per standing (D22). No library: the markup is a few rectangles and texts, every text escaped.
 */
import { escapeHtml } from '../sys/markdown-text.js';
import type { LaneRecord, StandingRecord } from './schema.js';

const ROW = 28;
const TOP = 40;
const LABEL = 160;
const BAR = 360;
const WIDTH = LABEL + BAR + 200;
const COLOURS = { findings: '#d0d7de', addressed: '#1a7f37', dismissed: '#cf222e' } as const;

/** One row: a label, the findings bar with the addressed and dismissed over it, and the counts. */
function row(
  kind: 'lane' | 'standing',
  label: string,
  y: number,
  c: { findings: number; addressed: number; dismissed: number },
  scale: (n: number) => number,
): string[] {
  const addressed = scale(c.addressed);
  return [
    `<g class="${kind}" data-${kind}="${escapeHtml(label)}">`,
    `<text x="${LABEL - 8}" y="${y + 14}" text-anchor="end">${escapeHtml(label.slice(0, 40))}</text>`,
    `<rect class="findings" x="${LABEL}" y="${y}" width="${scale(c.findings)}" height="18" fill="${COLOURS.findings}"/>`,
    `<rect class="addressed" x="${LABEL}" y="${y}" width="${addressed}" height="18" fill="${COLOURS.addressed}"/>`,
    `<rect class="dismissed" x="${LABEL + addressed}" y="${y}" width="${scale(c.dismissed)}" height="18" fill="${COLOURS.dismissed}"/>`,
    `<text x="${LABEL + scale(c.findings) + 6}" y="${y + 14}">${c.addressed} addressed, ${c.dismissed} dismissed of ${c.findings}</text>`,
    `</g>`,
  ];
}

export function trackRecordSvg(
  lanes: readonly LaneRecord[],
  standings: readonly StandingRecord[] = [],
): string {
  const max = Math.max(1, ...lanes.map((l) => l.findings));
  const scale = (n: number) => Math.round((BAR * n) / max);
  // D22: each standing's findings on a scale of their own, below the lanes under a heading.
  const standingsTop = TOP + ROW * Math.max(1, lanes.length) + 30;
  const height = standings.length > 0 ? standingsTop + ROW * standings.length + 30 : standingsTop;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="12">`,
    `<title>Findings posted, addressed and dismissed, per lane</title>`,
    `<text x="8" y="20" font-size="14" font-weight="bold">Findings posted, addressed and dismissed, per lane</text>`,
  ];
  lanes.forEach((l, i) => out.push(...row('lane', l.identity, TOP + i * ROW, l, scale)));
  if (lanes.length === 0) out.push(`<text x="8" y="${TOP + 14}">No lane has a record yet.</text>`);
  if (standings.length > 0) {
    const most = Math.max(1, ...standings.map((s) => s.findings));
    const byStanding = (n: number) => Math.round((BAR * n) / most);
    out.push(
      `<text x="8" y="${standingsTop - 10}" font-size="14" font-weight="bold">By standing after cross-examination</text>`,
    );
    standings.forEach((s, i) =>
      out.push(...row('standing', s.standing, standingsTop + i * ROW, s, byStanding)),
    );
  }
  const legendY = height - 10;
  out.push(
    `<rect x="8" y="${legendY - 10}" width="10" height="10" fill="${COLOURS.addressed}"/><text x="22" y="${legendY}">addressed</text>`,
    `<rect x="100" y="${legendY - 10}" width="10" height="10" fill="${COLOURS.dismissed}"/><text x="114" y="${legendY}">dismissed</text>`,
    `<rect x="192" y="${legendY - 10}" width="10" height="10" fill="${COLOURS.findings}"/><text x="206" y="${legendY}">posted</text>`,
    '</svg>',
    '',
  );
  return out.join('\n');
}
