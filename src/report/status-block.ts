/**
 * The status block the sticky comment shows while a review runs (D12): which lanes, which head,
 * since when; each ended lane's line; the findings merged so far, marked provisional; and how a
 * run that posts no review ended (cancelled, failed). The final page replaces it.
 */
import type { Finding, Severity } from '../findings/types.js';
import { SEVERITIES } from '../findings/types.js';
import type { LaneStatus, Reason } from '../vocabulary.js';
import { findingRow } from './findings-table.js';
import { inlineCell, sanitizeInline } from './inline.js';
import { formatDuration } from './usage.js';

/** The provisional table shows at most this many rows; the rest are counted. */
const MAX_PROVISIONAL_ROWS = 15;

/** A lane that ended, as its line shows it. */
export interface StatusLane {
  identity: string;
  status: LaneStatus;
  reason?: Reason;
  durationMs: number;
  /** Its located findings, by the severity it gave each. */
  counts: Record<Severity, number>;
}

export type StatusState =
  | { kind: 'running' }
  /** D22: the review round is over; the lanes check each other's findings. */
  | { kind: 'examining'; examiners: readonly string[]; findings: number }
  | { kind: 'cancelled'; signal: string }
  /** An error ended the run: what failed. */
  | { kind: 'failed'; message: string }
  /** The run ended without posting its review (the head moved with on-stale: skip, a refused post). */
  | { kind: 'unposted'; why: string };

export interface StatusView {
  state: StatusState;
  /** The selected lanes, in the order the page lists them. */
  lanes: readonly string[];
  headSha: string;
  /** D17: a delta review's previous head. */
  since?: string;
  startedAt: Date;
  /** The lanes ended so far. */
  ended: readonly StatusLane[];
  /** The findings merged from the ended lanes (already redacted). */
  findings: readonly Finding[];
  /** Whether an earlier review stays on the page below this block. */
  previousBelow: boolean;
}

const short = (sha: string) => sha.slice(0, 12);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function when(d: Date): string {
  return `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function countsCell(lane: StatusLane): string {
  const parts = SEVERITIES.filter((s) => lane.counts[s] > 0).map((s) => `${lane.counts[s]} ${s}`);
  return parts.length > 0 ? parts.join(', ') : '—';
}

/** One sentence on what the block is; the alert kind says how it ended. */
function headline(v: StatusView, secrets: readonly string[]): string[] {
  const range = v.since ? `\`${short(v.since)}..${short(v.headSha)}\`` : `\`${short(v.headSha)}\``;
  const what = `${plural(v.lanes.length, 'lane')} on ${range}, started ${when(v.startedAt)}`;
  const done = `${v.ended.length} of ${v.lanes.length} ended`;
  const below = v.previousBelow ? ' The previous review below still stands.' : '';
  switch (v.state.kind) {
    case 'running':
      return [
        '> [!NOTE]',
        `> **Review in progress**: ${what}; ${done}. This block is replaced by the review when the lanes are done.${below}`,
      ];
    case 'examining':
      return [
        '> [!NOTE]',
        `> **Cross-examination in progress**: ${what}; every lane ended, and ${plural(v.state.examiners.length, 'lane')} now check${v.state.examiners.length === 1 ? 's' : ''} ${plural(v.state.findings, 'finding')} the others raised. This block is replaced by the review when they are done.${below}`,
      ];
    case 'cancelled': {
      const finished = v.ended.map((l) => inlineCell(l.identity, secrets));
      return [
        '> [!WARNING]',
        `> **Review cancelled** (${sanitizeInline(v.state.signal)}): ${what}. ${finished.length > 0 ? `Finished before it was stopped: ${finished.join(', ')}` : 'No lane had finished'}; the lanes still running were stopped. No review of this head was posted.${below}`,
      ];
    }
    case 'failed':
      return [
        '> [!CAUTION]',
        `> **Review failed**: ${what}. ${sanitizeInline(v.state.message, secrets)} No review of this head was posted.${below}`,
      ];
    case 'unposted':
      return [
        '> [!NOTE]',
        `> **No review posted**: ${what}. ${sanitizeInline(v.state.why, secrets)}${below}`,
      ];
  }
}

/** The block's Markdown (no markers: the comment module places it). */
export function renderStatusBlock(v: StatusView, secrets: readonly string[] = []): string {
  const out = [...headline(v, secrets), ''];
  const byId = new Map(v.ended.map((l) => [l.identity, l]));
  const live = v.state.kind === 'running' || v.state.kind === 'examining';
  out.push('| Lane | Status | Time | Findings |', '|---|---|---|---|');
  for (const id of v.lanes) {
    const l = byId.get(id);
    const name = inlineCell(id, secrets);
    if (l) {
      const status = l.reason ? `${l.status} (${l.reason})` : l.status;
      out.push(`| ${name} | ${status} | ${formatDuration(l.durationMs)} | ${countsCell(l)} |`);
    } else out.push(`| ${name} | ${live ? 'running' : 'stopped'} | — | — |`);
  }
  out.push('');
  if (v.findings.length > 0) {
    const reviewed = v.ended.filter((l) => l.status === 'reviewed').length;
    out.push(
      `**Provisional findings**, merged from the ${plural(reviewed, 'lane')} reviewed so far${live ? '; the review replaces them' : ''}:`,
      '',
      '| Severity | Location | Finding | Lanes | Agreement |',
      '|---|---|---|---|---|',
    );
    for (const f of v.findings.slice(0, MAX_PROVISIONAL_ROWS)) out.push(findingRow(f, secrets));
    if (v.findings.length > MAX_PROVISIONAL_ROWS)
      out.push('', `${plural(v.findings.length - MAX_PROVISIONAL_ROWS, 'more finding')} not shown here.`);
    out.push('');
  }
  return out.join('\n');
}
