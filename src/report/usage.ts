/**
 * What the lanes spent (D17), their cross-examination (D22) apart; an estimate is always marked
 * `~… (est.)`, in totals too.
 */
import type { LaneExamination } from '../examine/schema.js';
import { totalTokens, type LaneUsage } from '../run/usage.js';

/** Anything that spent: a lane's review, or its examination. */
type Spent = { usage?: LaneUsage | undefined };

export interface UsageTotals {
  /** Tokens the lanes reported themselves. */
  reportedTokens: number;
  /** Tokens we estimated for lanes that reported none. */
  estimatedTokens: number;
  /** How many lanes carry any token figure. */
  lanes: number;
  /** The costs the lanes reported, summed; undefined when no lane reported one. */
  costUsd?: number;
}

/** The reviews' totals, and the examinations' apart (D22: shown apart, added in the outputs). */
export interface RunUsageTotals extends UsageTotals {
  examination: UsageTotals;
}

function sumOf(spent: Iterable<Spent>): UsageTotals {
  const totals: UsageTotals = { reportedTokens: 0, estimatedTokens: 0, lanes: 0 };
  for (const r of spent) {
    const tokens = totalTokens(r.usage);
    if (tokens !== undefined) {
      totals.lanes += 1;
      if (r.usage?.source === 'lane') totals.reportedTokens += tokens;
      else totals.estimatedTokens += tokens;
    }
    if (r.usage?.source === 'lane' && r.usage.costUsd !== undefined)
      totals.costUsd = (totals.costUsd ?? 0) + r.usage.costUsd;
  }
  return totals;
}

export function usageTotals(
  results: readonly Spent[],
  examinations: Iterable<Pick<LaneExamination, 'usage'>> = [],
): RunUsageTotals {
  return { ...sumOf(results), examination: sumOf(examinations) };
}

/** The reviews and the examinations together: what the run spent. */
export function allTold(t: RunUsageTotals): UsageTotals {
  const e = t.examination;
  const costUsd =
    t.costUsd === undefined && e.costUsd === undefined ? undefined : (t.costUsd ?? 0) + (e.costUsd ?? 0);
  return {
    reportedTokens: t.reportedTokens + e.reportedTokens,
    estimatedTokens: t.estimatedTokens + e.estimatedTokens,
    lanes: t.lanes + e.lanes,
    ...(costUsd !== undefined ? { costUsd } : {}),
  };
}

/**
 * `12,345`: digits grouped by three, as `toLocaleString('en-US')` writes an integer, without
 * loading ICU's locale data for it (about 10 ms, once per process, on the action's path).
 */
export const count = (n: number): string =>
  Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-US');

/** A token figure: `12,345` when reported, `~12,345 (est.)` when estimated. */
export function formatTokens(tokens: number, estimated: boolean): string {
  return estimated ? `~${count(tokens)} (est.)` : count(tokens);
}

/** A lane's Tokens cell (input + output), or its examination's: `—` when it has no figure. */
export function tokensCell(r: Spent): string {
  const tokens = totalTokens(r.usage);
  return tokens === undefined ? '—' : formatTokens(tokens, r.usage?.source !== 'lane');
}

/** Dollars to the hundredth of a cent: a review costs cents, or fractions of one. */
export function formatCost(usd: number): string {
  return `$${usd.toFixed(4)}`;
}

/** A lane's Cost cell: only a cost the lane reported; `—` otherwise. */
export function costCell(r: Spent): string {
  return r.usage?.source === 'lane' && r.usage.costUsd !== undefined ? formatCost(r.usage.costUsd) : '—';
}

/** The Tokens cell of the total line: reported and estimated parts apart. */
export function totalTokensCell(t: UsageTotals): string {
  if (t.lanes === 0) return '—';
  const parts: string[] = [];
  if (t.reportedTokens > 0 || t.estimatedTokens === 0) parts.push(formatTokens(t.reportedTokens, false));
  if (t.estimatedTokens > 0) parts.push(formatTokens(t.estimatedTokens, true));
  return parts.join(' + ');
}

/**
 * The `cost-usd` output: the reported costs' sum, the examinations' included, as a plain decimal,
 * to the millionth of a dollar.
 */
export function costOutput(t: RunUsageTotals): string | undefined {
  const all = allTold(t);
  return all.costUsd === undefined ? undefined : String(Number(all.costUsd.toFixed(6)));
}

/**
 * The `tokens` output: every lane's tokens, reported or estimated, its examination's included
 * (results.json tells them apart).
 */
export function tokensOutput(t: RunUsageTotals): string {
  const all = allTold(t);
  return String(all.reportedTokens + all.estimatedTokens);
}

/** A duration as the status table shows it: `—` when there is none. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const m = Math.floor(ms / 60_000);
  return `${m} min ${Math.round((ms % 60_000) / 1000)} s`;
}
