/**
 * REVIEWS.md (D11): frontmatter, title, status table, consensus, then one section per selected
 * lane. Each section opens with a lane marker; lane text can never hold `<!--` (sanitize.ts), so
 * the markers cannot be forged and `fitToLimit` finds sections by them.
 */
import type { LaneSource } from '../catalog/types.js';
import type { FindingsRun } from '../findings/index.js';
import type { MarkdownDocument } from '../findings/markdown.js';
import type { PreviousFinding, RecordedFinding } from '../incremental/types.js';
import type { ChangeContext } from '../prompt/types.js';
import { isBlindReview } from '../run/blind.js';
import type { LaneResult } from '../run/types.js';
import type { BaselineOrigin } from '../trust/types.js';
import type { EvidenceClass } from '../vocabulary.js';
import { agreement, consensusOf, parseReview, type LaneConsensus, type ParsedReview } from './consensus.js';
import { carriedSection } from './carried-table.js';
import { outcomesSection } from './outcomes-section.js';
import { findingsTable } from './findings-table.js';
import { frontmatterBlock } from './frontmatter.js';
import { escapeHtml, tableCell } from '../sys/markdown-text.js';
import { inlineCell, locationSpan } from './inline.js';
import { demoteHeadings, sanitizeInline, sanitizeLaneOutput } from './sanitize.js';
import { examinationCell, examinationLine, type PageExamination } from './examination.js';
import { refutedSection } from './refuted-section.js';
import {
  allTold,
  costCell,
  formatCost,
  formatDuration,
  tokensCell,
  totalTokensCell,
  usageTotals,
  type UsageTotals,
} from './usage.js';

export interface LaneInfo {
  reviewsSection: string;
  evidenceClass: EvidenceClass;
  /** Catalog order: first-party lanes in declared order, then repository lanes by id. */
  order: number;
  source: LaneSource;
  /** For an instance: the slug of the lane (adapter) it runs. */
  instanceOf?: string;
}

export interface ReviewsInput {
  change: ChangeContext;
  baseline: BaselineOrigin;
  results: LaneResult[];
  /** Keyed by identity. A result whose identity is missing here (an unknown explicit name) still renders. */
  lanes: Map<string, LaneInfo>;
  reviewedAt: Date;
  /** Extra caveat lines about instances sharing an adapter; computed from `lanes` when absent. */
  sharedAdapter?: string[];
  /** Lines shown as blockquotes under the title (e.g. "the PR head moved while the review ran"). */
  notes?: string[];
  /** Values of the step's own secrets, redacted from every lane's text. */
  secrets?: string[];
  /** The changed paths, so the consensus only counts paths that are really in the change. */
  changedPaths?: string[];
  /** What the findings stage read (D16), reused by the consensus, the cleaner and the table. */
  read?: Pick<FindingsRun, 'findings' | 'documents' | 'unanchored'> & Partial<Pick<FindingsRun, 'readings'>>;
  /** D17: which review this is and why, and the last review's findings it carries. */
  scope?: { note: string; carried: readonly PreviousFinding[]; omitted: number };
  /** D19: every finding's outcome; the dismissed and the settled ones get a section each. */
  outcomes?: readonly RecordedFinding[];
  /** D20: each lane's track record, by identity ("addressed 31 of 48, dismissed 6"). */
  laneRecords?: ReadonlyMap<string, string>;
  /** D22: the round and each examiner's part; absent when the run knows nothing of one. */
  examination?: PageExamination;
}

export const STUB_PHRASE = 'failed or returned empty output';
/** The line that closes a lane's folded review; `fitToLimit` keeps it when it cuts the review. */
export const DETAILS_END = '</details>';
export const LANE_MARKER_PREFIX = '<!-- reviewer-lanes:lane id=';

export const CAVEATS = {
  diffOnly:
    'Diff-only lane: it saw the diff, not the repository, so its findings are diff observations and carry less weight than source-grounded reviews.',
  blind:
    'This lane says it reviewed without access to the repository: its findings are open questions, not verified claims.',
  exitCode: (code: number): string =>
    `The reviewer exited with code ${code}; the review below is what it printed.`,
  trimmed: (budget: number, cut: number, omitted: number): string =>
    `Its prompt was trimmed to fit ${budget} tokens: ${cut} file diff${cut === 1 ? '' : 's'} cut and ${omitted} omitted (listed under trimmed_reviewers in the frontmatter); it did not see the whole change.`,
} as const;

interface Row {
  result: LaneResult;
  info: LaneInfo | undefined;
  parsed: ParsedReview | null;
}

function sortKey(r: Pick<Row, 'result' | 'info'>): [number, number, string] {
  return [r.info?.order ?? Number.MAX_SAFE_INTEGER, r.info?.instanceOf ? 1 : 0, r.result.identity];
}

function compareRows(a: Pick<Row, 'result' | 'info'>, b: Pick<Row, 'result' | 'info'>): number {
  const [ao, ai, an] = sortKey(a);
  const [bo, bi, bn] = sortKey(b);
  return ao - bo || ai - bi || (an < bn ? -1 : an > bn ? 1 : 0);
}

/** The results in the lanes' declared order: the order of REVIEWS.md, and of a finding's lanes. */
export function declaredOrder<R extends LaneResult>(
  results: readonly R[],
  lanes: Map<string, LaneInfo>,
): R[] {
  return results
    .map((result) => ({ result, info: lanes.get(result.identity) }))
    .sort(compareRows)
    .map((r) => r.result);
}

/** An identity as it may appear inside our marker comment (an unknown requested name can be anything). */
function markerId(identity: string): string {
  return identity.replace(/[^A-Za-z0-9_.-]/g, '_');
}

/** The configured model, and the one the lane's output says answered, marked as reported (D19). */
function modelCell(r: LaneResult, secrets: string[]): string {
  const requested = r.model ? sanitizeInline(r.model, secrets) : '';
  const served = r.servedModel ? sanitizeInline(r.servedModel, secrets) : '';
  if (!served) return requested || '—';
  if (!requested || served === requested) return `${served} (reported)`;
  return `${requested} → ${served} (reported)`;
}

/**
 * A lane's review folds under one line that says whether to open it (D19 "The page"): the lane,
 * its status (and reason), its risk, its concerns by level, and its tokens.
 */
export function laneSummary(row: Pick<Row, 'result' | 'parsed'>, secrets: string[] = []): string {
  const r = row.result;
  const bits = [
    r.status === 'reviewed' ? 'reviewed' : `${r.status.replace('_', ' ')} (${r.reason ?? 'unknown'})`,
  ];
  if (row.parsed) {
    bits.push(`risk ${row.parsed.risk ?? 'not stated'}`);
    const c = row.parsed.concerns;
    bits.push(
      c
        ? `${c.HIGH} HIGH, ${c.MEDIUM} MEDIUM, ${c.LOW} LOW${c.unrated > 0 ? `, ${c.unrated} unrated` : ''}`
        : 'concerns not stated',
    );
  }
  const tokens = tokensCell(r);
  if (tokens !== '—') bits.push(`${tokens} tokens`);
  // In HTML: sanitizeInline already made every `<` visible; the rest of the line is ours.
  const name = sanitizeInline(r.identity, secrets).replace(/>/g, '&gt;');
  return `<details><summary><b>${name}</b>: ${escapeHtml(bits.join(' · '))}</summary>`;
}

function heading(row: Row): string {
  const section = sanitizeInline(row.info ? row.info.reviewsSection : row.result.identity);
  return row.info?.instanceOf ? `## ${section} Review (${row.result.identity})` : `## ${section} Review`;
}

function frontmatter(input: ReviewsInput, reviewed: string[]): string {
  const fm: Record<string, unknown> = {};
  if (input.change.pr) fm.pr = input.change.pr.number;
  fm.base_sha = input.change.baseSha;
  fm.head_sha = input.change.headSha;
  if (input.change.reviewedRange !== undefined) fm.reviewed_range = input.change.reviewedRange;
  if (input.change.previousHead !== undefined) fm.previous_head = input.change.previousHead;
  fm.baseline_ref = input.baseline.sha;
  fm.reviewers = reviewed;
  fm.reviewed_at = input.reviewedAt.toISOString();
  const trimmed: Record<string, unknown> = {};
  for (const r of input.results) {
    const t = r.trimmed;
    if (!t || !(t.hard_failed || t.omitted.length > 0 || t.truncated_files.length > 0)) continue;
    trimmed[r.identity] = {
      budget: t.budget,
      effective_budget: t.effective_budget,
      estimated_tokens: t.estimated_tokens,
      omitted: t.omitted,
      truncated_files: t.truncated_files,
      hard_failed: t.hard_failed,
    };
  }
  if (Object.keys(trimmed).length > 0) fm.trimmed_reviewers = trimmed;
  return frontmatterBlock(fm);
}

/** Instances of one adapter agree across models, not tools: said when two or more share it. */
function sharedAdapterLines(rows: Row[]): string[] {
  const byAdapter = new Map<string, string[]>();
  const instances = new Map<string, number>();
  for (const r of rows) {
    const adapter = r.info?.instanceOf ?? r.result.slug;
    byAdapter.set(adapter, [...(byAdapter.get(adapter) ?? []), r.result.identity]);
    if (r.info?.instanceOf) instances.set(adapter, (instances.get(adapter) ?? 0) + 1);
  }
  const lines: string[] = [];
  for (const [adapter, ids] of byAdapter) {
    if ((instances.get(adapter) ?? 0) < 2) continue;
    lines.push(
      `${ids.join(', ')} share the ${adapter} adapter: where they agree, the consensus is cross-model, not cross-tool.`,
    );
  }
  return lines;
}

/**
 * How much of one lane's output REVIEWS.md shows: twenty lanes at the 10 MiB capture cap made a
 * page longer than a JavaScript string can be. The whole output stays in the lane's file.
 */
export const MAX_SHOWN_BODY_CHARS = 512 * 1024;

function shownBody(r: LaneResult): string {
  if (r.body.length <= MAX_SHOWN_BODY_CHARS) return r.body;
  const cut = r.body.slice(0, MAX_SHOWN_BODY_CHARS);
  const where = r.reviewPath ? ` is in \`${r.reviewPath}\`` : ' is in the lane files';
  return `${cut.slice(0, cut.lastIndexOf('\n') + 1 || cut.length)}\n\n[output cut here: it has ${r.body.length} characters; the whole of it${where}]\n`;
}

function statusBody(row: Row, secrets: string[], doc?: MarkdownDocument): string {
  const r = row.result;
  const detail = r.detail ? ` — ${sanitizeInline(r.detail, secrets)}` : '';
  const text = shownBody(r);
  // The findings stage's parse of this output, when it is the text shown (the cleaner checks).
  const body = text.trim() ? demoteHeadings(sanitizeLaneOutput(text, secrets, doc)).trimEnd() : '';
  switch (r.status) {
    case 'reviewed':
      return body || `${r.slug} review ${STUB_PHRASE}.`;
    case 'empty':
    case 'failed':
    case 'timed_out': {
      const lead = `**${r.status.replace('_', ' ')}** (\`${r.reason ?? 'unknown'}\`)${detail}`;
      const stub = body.includes(STUB_PHRASE)
        ? body
        : [`${r.slug} review ${STUB_PHRASE}.`, body].filter(Boolean).join('\n\n');
      return `${lead}\n\n${stub}`;
    }
    case 'skipped':
      if (r.reason === 'budget_too_small') {
        const n = r.trimmed?.budget;
        return `${r.slug} review skipped: prompt budget (${n ?? 'unknown'} tokens) too small for the minimum review set.`;
      }
      return `${r.slug} review skipped (\`${r.reason ?? 'unknown'}\`)${detail}.`;
    case 'unavailable':
      return `${r.slug} review unavailable: \`${r.reason ?? 'unknown'}\`${detail}.${body ? `\n\n${body}` : ''}`;
    case 'blocked':
      return `${r.slug} review blocked by the consent baseline: \`${r.reason ?? 'unknown'}\`${detail}. No process was started and nothing was sent.${body ? `\n\n${body}` : ''}`;
  }
}

function caveatsFor(row: Row, secrets: string[]): string[] {
  const r = row.result;
  const out = r.caveats.map((c) => sanitizeInline(c, secrets));
  const has = (needle: RegExp): boolean => out.some((c) => needle.test(c));
  if (row.info?.evidenceClass === 'diff-only' && !has(/diff-only/i)) out.push(CAVEATS.diffOnly);
  if (r.status === 'reviewed' && isBlindReview(r.body) && !has(/without (access|repo)/i))
    out.push(CAVEATS.blind);
  const t = r.trimmed;
  if (t && !t.hard_failed && (t.omitted.length > 0 || t.truncated_files.length > 0)) {
    out.push(CAVEATS.trimmed(t.budget, t.truncated_files.length, t.omitted.length));
  }
  if (r.status === 'reviewed' && r.exitCode !== undefined && r.exitCode !== 0 && !has(/exit/i)) {
    out.push(CAVEATS.exitCode(r.exitCode));
  }
  return [...new Set(out)];
}

function consensusSection(rows: Row[], input: ReviewsInput): string {
  const changedPaths = input.changedPaths;
  const reviewed = rows.filter((r) => r.result.status === 'reviewed' && r.parsed);
  const out = ['## Consensus', ''];
  if (reviewed.length === 0) {
    out.push('No lane produced a review, so there is nothing to compare.', '');
    return out.join('\n');
  }
  out.push(
    'Read from each lane\'s own Risk Assessment and Concerns sections, without a model; "not stated" where a lane\'s output did not say.',
    '',
  );
  const anyUnrated = reviewed.some((r) => (r.parsed?.concerns?.unrated ?? 0) > 0);
  out.push(`| Lane | Risk | HIGH | MEDIUM | LOW |${anyUnrated ? ' Unrated |' : ''}`);
  out.push(`|---|---|---|---|---|${anyUnrated ? '---|' : ''}`);
  const lanes: LaneConsensus[] = [];
  for (const r of reviewed) {
    const p = r.parsed as ParsedReview;
    const weak =
      r.info?.evidenceClass === 'diff-only'
        ? 'diff-only'
        : isBlindReview(r.result.body)
          ? 'no repo access'
          : undefined;
    lanes.push({ identity: r.result.identity, parsed: p, ...(weak ? { weak } : {}) });
    const c = p.concerns;
    const n = (k: 'HIGH' | 'MEDIUM' | 'LOW' | 'unrated'): string => (c ? String(c[k]) : 'not stated');
    const id = inlineCell(r.result.identity);
    const name = weak ? `${id} (${weak})` : id;
    out.push(
      `| ${name} | ${p.risk ?? 'not stated'} | ${n('HIGH')} | ${n('MEDIUM')} | ${n('LOW')} |${anyUnrated ? ` ${n('unrated')} |` : ''}`,
    );
  }
  out.push('');
  const a = agreement(lanes, changedPaths);
  if (a.risk) {
    const { level, count, of, lanes: total } = a.risk;
    const unstated = total - of;
    out.push(
      `- ${count} of ${total} reviewed lane${total === 1 ? '' : 's'} rate${count === 1 ? 's' : ''} the risk ${level}${unstated > 0 ? ` (${unstated} did not state a level)` : ''}.`,
    );
    if (count < of) {
      const others = lanes
        .filter((l) => l.parsed.risk && l.parsed.risk !== level)
        .map((l) => `${inlineCell(l.identity)} ${l.parsed.risk}`);
      out.push(`- Differing levels: ${others.join(', ')}.`);
    }
  } else {
    out.push('- No lane stated a risk level.');
  }
  for (const s of a.sharedPaths.slice(0, 10)) {
    const who = s.lanes.map((l) => (l.level ? `${l.identity} (${l.level})` : l.identity)).join(', ');
    out.push(`- ${locationSpan(s)} is named in concerns by ${s.lanes.length} lanes: ${who}.`);
  }
  if (lanes.some((l) => l.weak)) {
    out.push(
      '- Lanes marked diff-only or "no repo access" did not verify against the source; weigh them less.',
    );
  }
  out.push('');
  return out.join('\n');
}

/** A reviewed lane's consensus row: from the findings stage's reading when there is one. */
function consensusFor(result: LaneResult, read: ReviewsInput['read']): ParsedReview {
  const reading = read?.readings?.get(result.identity);
  if (reading) return consensusOf(reading);
  return parseReview(read?.documents.get(result.identity) ?? result.body);
}

/** The examinations' total: tokens and the cost they reported, apart from the reviews'. */
function examinationTotalCell(t: UsageTotals): string {
  if (t.lanes === 0) return '';
  const cost = t.costUsd !== undefined ? ` · ${formatCost(t.costUsd)}` : '';
  return `${totalTokensCell(t)} tokens${cost}`;
}

/**
 * One row per lane, then a total line; Cost only when a lane reported one (D17); Examination only
 * when a lane examined (D22): its status, time and tokens, apart from the review's, and under the
 * table what the reviews and the examinations spent together.
 */
function statusTable(
  rows: Row[],
  secrets: string[],
  records?: ReadonlyMap<string, string>,
  examined?: PageExamination['lanes'],
): string {
  const withExamination = examined !== undefined && examined.size > 0;
  const totals = usageTotals(
    rows.map((r) => r.result),
    withExamination ? examined.values() : [],
  );
  const withCost = totals.costUsd !== undefined || totals.examination.costUsd !== undefined;
  const withRecord = records !== undefined && records.size > 0;
  // D23: where each lane is declared, shown once an organization's catalog supplies one.
  const withSource = rows.some((r) => r.info?.source === 'catalog');
  const columns = [
    'Lane',
    ...(withSource ? ['Source'] : []),
    'Status',
    'Reason',
    'Duration',
    'Tokens',
    ...(withCost ? ['Cost'] : []),
    'Model',
    ...(withExamination ? ['Examination'] : []),
    ...(withRecord ? ['Track record'] : []),
  ];
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  const table = [line(columns), `|${columns.map(() => '---|').join('')}`];
  for (const r of rows) {
    const res = r.result;
    table.push(
      line([
        inlineCell(res.identity),
        ...(withSource ? [r.info?.source ?? '—'] : []),
        res.status,
        res.reason ?? '—',
        formatDuration(res.durationMs),
        tokensCell(res),
        ...(withCost ? [costCell(res)] : []),
        tableCell(modelCell(res, secrets)),
        ...(withExamination
          ? [tableCell(examinationCell(examined.get(res.identity), secrets, withCost))]
          : []),
        ...(withRecord ? [inlineCell(records.get(res.identity) ?? '—', secrets)] : []),
      ]),
    );
  }
  const cost = withCost ? [totals.costUsd !== undefined ? formatCost(totals.costUsd) : '—'] : [];
  table.push(
    line([
      '**Total**',
      ...(withSource ? [''] : []),
      '',
      '',
      '',
      totalTokensCell(totals),
      ...cost,
      '',
      ...(withExamination ? [examinationTotalCell(totals.examination)] : []),
      ...(withRecord ? [''] : []),
    ]),
  );
  const all = allTold(totals);
  if (totals.examination.lanes > 0) {
    const spent = totalTokensCell(all);
    const dollars = all.costUsd !== undefined ? ` and ${formatCost(all.costUsd)}` : '';
    table.push(
      '',
      `The reviews and their cross-examination spent ${spent} tokens${dollars} together; the Examination column has each lane's part of the second round.`,
    );
  }
  return `${table.join('\n')}\n`;
}

export function renderReviews(input: ReviewsInput): string {
  const secrets = input.secrets ?? [];
  const rows: Row[] = input.results
    .map((result) => ({
      result,
      info: input.lanes.get(result.identity),
      parsed: result.status === 'reviewed' ? consensusFor(result, input.read) : null,
    }))
    .sort(compareRows);

  const reviewed = rows.filter((r) => r.result.status === 'reviewed').map((r) => r.result.identity);
  const parts: string[] = [frontmatter(input, reviewed)];

  const top = [
    ...(input.scope ? [input.scope.note] : []),
    ...(input.sharedAdapter ?? sharedAdapterLines(rows)),
    ...(input.notes ?? []),
  ];
  const pr = input.change.pr;
  parts.push(
    pr
      ? `# Cross-AI Review — PR #${pr.number}: ${sanitizeInline(pr.title, secrets)}\n`
      : `# Cross-AI Review — ${sanitizeInline(input.change.rangeLabel, secrets)}\n`,
  );
  if (top.length > 0) parts.push(top.map((l) => `> ${sanitizeInline(l, secrets)}`).join('\n>\n') + '\n');

  // D19: the findings lead the page; the lanes' status and consensus follow, then each review folded.
  if (input.read) parts.push(findingsTable(input.read, secrets).join('\n'));
  // D22: whether a round ran and what it made of the findings; the refuted ones with their evidence.
  if (input.examination)
    parts.push(
      `${examinationLine(input.examination, input.read?.findings ?? [], reviewed.length, secrets)}\n`,
    );
  if (input.read) parts.push(...refutedSection(input.read.findings, secrets));
  if (input.scope) parts.push(...carriedSection(input.scope, secrets));
  if (input.outcomes) parts.push(...outcomesSection(input.outcomes, secrets));
  parts.push(statusTable(rows, secrets, input.laneRecords, input.examination?.lanes));
  parts.push(consensusSection(rows, input));

  for (const r of rows) {
    // Caveats, then the run's warnings: one blockquote above the review.
    const notes = [
      ...caveatsFor(r, secrets),
      ...[...new Set(r.result.warnings)].map((w) => `Warning: ${sanitizeInline(w, secrets)}`),
    ];
    // The heading stays outside the fold: D11's sections are found, linked and cut by it.
    const lines = [
      `${LANE_MARKER_PREFIX}${markerId(r.result.identity)} -->`,
      heading(r),
      '',
      laneSummary(r, secrets),
      '',
    ];
    if (notes.length > 0) lines.push(notes.map((c) => `> ${c}`).join('\n>\n'), '');
    lines.push(
      statusBody(r, secrets, input.read?.documents.get(r.result.identity)),
      '',
      DETAILS_END,
      '',
      '---',
      '',
    );
    parts.push(lines.join('\n'));
  }
  return parts.join('\n');
}
