/**
 * The token figures' digit grouping: written without ICU (report/usage.ts `count`), it must read
 * exactly as `toLocaleString('en-US')` writes the same number.
 */
import { describe, expect, it } from '@jest/globals';
import { count, formatTokens } from '../../src/report/usage.js';

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
