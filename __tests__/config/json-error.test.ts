/** Where invalid JSON stops being JSON: the same offset V8 names, where it names one. */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { jsonErrorOffset, lineAndColumn } from '../../src/config/json-error.js';

const v8Offset = (text: string): number | undefined => {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const at = /at position (\d+)/.exec((error as Error).message);
    return at ? Number(at[1]) : /end of JSON input/.test((error as Error).message) ? text.length : -1;
  }
};

describe('jsonErrorOffset', () => {
  const rows: Array<[string, string, number]> = [
    ['empty', '', 0],
    ['cut short', '{"a": [1, 2', 11],
    ['a trailing comma', '{"a": 1,}', 8],
    ['a missing value', '{\n  "models": }', 14],
    ['an unquoted key', '{ a: 1 }', 2],
    ['a bad literal', '[tru]', 4],
    ['a bad escape', '"\\x"', 2],
    ['a bad unicode escape', '"\\u12x"', 5],
    ['a control character in a string', '"a\nb"', 2],
    ['a leading zero', '[01]', 2],
    ['a second value', '{}\n{}', 3],
  ];
  it.each(rows)('%s', (_name, text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
  });

  it('agrees with the engine wherever the engine names a position', () => {
    // Valid documents with one character replaced, inserted or removed.
    const broken = fc
      .tuple(fc.json(), fc.nat(), fc.constantFrom('', ',', '}', ']', ':', '"', 'x', '{', '\n'))
      .map(([json, at, ch]) => {
        const i = json.length === 0 ? 0 : at % json.length;
        return json.slice(0, i) + ch + json.slice(i + (ch === '' ? 1 : at % 2));
      });
    fc.assert(
      fc.property(broken, (text) => {
        const engine = v8Offset(text);
        if (engine === undefined || engine === -1) return;
        expect(jsonErrorOffset(text)).toBe(engine);
      }),
      { numRuns: 500 },
    );
  });

  it('survives nesting deep enough to exhaust the stack', () => {
    expect(jsonErrorOffset('['.repeat(200_000))).toBeGreaterThanOrEqual(0);
  });
});

describe('lineAndColumn', () => {
  it('counts from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
