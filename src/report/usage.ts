/** What the lanes spent (D17); an estimate is always marked `~… (est.)`, in totals too. */
import type { LaneResult } from '../run/types.js';
import { totalTokens } from '../run/usage.js';

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

export function usageTotals(results: readonly LaneResult[]): UsageTotals {
  const totals: UsageTotals = { reportedTokens: 0, estimatedTokens: 0, lanes: 0 };
  for (const r of results) {
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

/** A lane's Tokens cell (input + output): `—` when it has no figure. */
export function tokensCell(r: LaneResult): string {
  const tokens = totalTokens(r.usage);
  return tokens === undefined ? '—' : formatTokens(tokens, r.usage?.source !== 'lane');
}

/** Dollars to the hundredth of a cent: a review costs cents, or fractions of one. */
export function formatCost(usd: number): string {
  return `$${usd.toFixed(4)}`;
}

/** A lane's Cost cell: only a cost the lane reported; `—` otherwise. */
export function costCell(r: LaneResult): string {
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

/** The `cost-usd` output: the reported costs' sum as a plain decimal, to the millionth of a dollar. */
export function costOutput(t: UsageTotals): string | undefined {
  return t.costUsd === undefined ? undefined : String(Number(t.costUsd.toFixed(6)));
}

/** The `tokens` output: every lane's tokens, reported or estimated (results.json tells them apart). */
export function tokensOutput(t: UsageTotals): string {
  return String(t.reportedTokens + t.estimatedTokens);
}
