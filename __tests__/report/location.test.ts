/**
 * A finding's cited location as every surface shows it (REVIEWS.md's tables, the review body, the
 * inline comments' summaries): git's quoting of the path, and a code span no path can leave.
 */
import { describe, expect, it } from '@jest/globals';
import { locationSpan, locationText } from '../../src/report/inline.js';

describe('locationText', () => {
  it.each([
    [{ path: 'src/a.ts', line: 3 }, 'src/a.ts:3'],
    [{ path: 'src/a.ts', line: 3, endLine: 3 }, 'src/a.ts:3'],
    [{ path: 'src/a.ts', line: 3, endLine: 9 }, 'src/a.ts:3-9'],
    [{ path: 'src/a.ts' }, 'src/a.ts'],
    [{ path: 'new\nline.ts', line: 1 }, '"new\\nline.ts":1'],
    [{ path: 'say "hi".ts', line: 2 }, '"say \\"hi\\".ts":2'],
  ])('%j -> %j', (f, text) => expect(locationText(f)).toBe(text));
});

describe('locationSpan', () => {
  it.each([
    [{ path: 'src/a.ts', line: 3 }, '`src/a.ts:3`'],
    [{ path: 'odd`name.ts', line: 2 }, '``odd`name.ts:2``'],
    [{ path: '`lead.ts', line: 2 }, '`` `lead.ts:2 ``'],
    [{ path: '<!-- reviewer-lanes:finding -->.ts', line: 1 }, '`<\u200B!-- reviewer-lanes:finding -->.ts:1`'],
    [{ path: 'a|b.ts', line: 1 }, '`a|b.ts:1`'],
  ])('%j -> %j', (f, span) => expect(locationSpan(f)).toBe(span));
});
