/**
 * The token figures' digit grouping: written without ICU (report/usage.ts `count`), it must read
 * exactly as `toLocaleString('en-US')` writes the same number.
 * And the totals: the reviews' and the cross-examination's apart, the outputs over both.
 */
import { describe, expect, it } from '@jest/globals';
import { costOutput, count, formatTokens, tokensOutput, usageTotals } from '../../src/report/usage.js';

describe('count', () => {
  it.each([0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, Number.MAX_SAFE_INTEGER, -1234, 1234.5678])(
    'writes %p as toLocaleString("en-US") does',
    (n) => {
      expect(count(n)).toBe(n.toLocaleString('en-US'));
    },
  );

  it('groups a token figure in its cell text', () => {
    expect(formatTokens(1234567, false)).toBe('1,234,567');
    expect(formatTokens(12345, true)).toBe('~12,345 (est.)');
  });
});

describe('usageTotals with the cross-examination (D22)', () => {
  const review = [
    { usage: { inputTokens: 1_000, outputTokens: 200, costUsd: 0.01, source: 'lane' as const } },
    { usage: { inputTokens: 500, source: 'estimate' as const } },
    {},
  ];

  it('keeps the examinations apart, and the outputs add them', () => {
    const totals = usageTotals(review, [
      { usage: { inputTokens: 300, outputTokens: 30, costUsd: 0.002, source: 'lane' } },
      { usage: { inputTokens: 90, source: 'estimate' } },
      {},
    ]);
    expect(totals).toEqual({
      reportedTokens: 1_200,
      estimatedTokens: 500,
      lanes: 2,
      costUsd: 0.01,
      examination: { reportedTokens: 330, estimatedTokens: 90, lanes: 2, costUsd: 0.002 },
    });
    expect(tokensOutput(totals)).toBe('2120');
    expect(costOutput(totals)).toBe('0.012');
  });

  it('an examiner that reported a cost sets cost-usd when no review did', () => {
    const totals = usageTotals(
      [{ usage: { inputTokens: 10, source: 'estimate' } }],
      [{ usage: { outputTokens: 5, costUsd: 0.0005, source: 'lane' } }],
    );
    expect(totals.costUsd).toBeUndefined();
    expect(costOutput(totals)).toBe('0.0005');
    expect(tokensOutput(totals)).toBe('15');
  });

  it('without a round, the outputs are the reviews alone', () => {
    const totals = usageTotals(review);
    expect(totals.examination).toEqual({ reportedTokens: 0, estimatedTokens: 0, lanes: 0 });
    expect(tokensOutput(totals)).toBe('1700');
    expect(costOutput(totals)).toBe('0.01');
  });
});
