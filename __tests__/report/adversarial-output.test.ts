/**
 * A lane's output is untrusted, and the report reads it with many patterns: none of them may let
 * a crafted output stall the run (a lane's own timeout is long over by then, and a signal is not
 * handled while a pattern runs). Each output here took minutes to hours, or crashed the report,
 * before the patterns were made linear; the bound below is generous on purpose, it catches
 * blow-ups, not slowness.
 */
import { describe, expect, it } from '@jest/globals';
import { parseReview } from '../../src/report/consensus.js';
import { codeSpans, redactSecrets, sanitizeLaneOutput } from '../../src/report/sanitize.js';

const SIZE = 200_000;
const outputs: Record<string, string> = {
  'a line of backticks': `## Summary\nok ${'`'.repeat(SIZE)}\n`,
  'backticks between letters': `## Summary\n${'`a'.repeat(SIZE / 2)}\n`,
  'a heading padded with spaces': `# a${' '.repeat(SIZE)}b\n`,
  'a bold label padded with spaces': `**High**${' '.repeat(SIZE)}x\n`,
  'a severity heading padded with spaces': `### High${' '.repeat(SIZE)}x\n`,
  'a run of sk- prefixes': `key sk-${'sk-'.repeat(SIZE / 3)}\n`,
  'whitespace after a credential name': `password${' '.repeat(SIZE)}x\n`,
  'whitespace after an authorization header': `authorization: bearer${'\t'.repeat(SIZE)}x\n`,
  'a hundred thousand empty lines': '\n'.repeat(150_000),
};

describe('crafted lane output', () => {
  it.each(Object.entries(outputs))('is parsed, redacted and cleaned in bounded time: %s', (_name, text) => {
    const started = Date.now();
    parseReview(text);
    const cleaned = sanitizeLaneOutput(text, ['a-secret-value']);
    redactSecrets(text, []);
    expect(typeof cleaned).toBe('string');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('codeSpans (CommonMark)', () => {
  it.each([
    [
      '`a` b ``c`` d',
      [
        [0, 3],
        [6, 11],
      ],
    ],
    ['``a` b``', [[0, 8]]],
    ['`a`` b', []],
    // The escaped backtick is literal; the next two runs pair up around the space.
    ['\\`a` `b`', [[3, 6]]],
    ['\\\\`a`', [[2, 5]]],
    ['no code', []],
  ])('%j', (line, spans) => {
    expect(codeSpans(line)).toEqual(spans);
  });
});
