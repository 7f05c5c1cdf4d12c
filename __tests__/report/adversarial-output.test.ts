/**
 * A lane's output is untrusted, and the report reads it with many patterns: none of them may let
 * a crafted output stall the run (a lane's own timeout is long over by then, and a signal is not
 * handled while a pattern runs). Each output here took minutes to hours, or crashed the report,
 * before the patterns were made linear; the bound below is generous on purpose, it catches
 * blow-ups, not slowness.
 */
import { describe, expect, it } from '@jest/globals';
import { changeHunks, collectFindings } from '../../src/findings/index.js';
import { parseReview } from '../../src/report/consensus.js';
import { redactSecrets } from '../../src/report/redact.js';
import { codeSpans, sanitizeLaneOutput } from '../../src/report/sanitize.js';

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

describe('crafted lane output on the findings path', () => {
  // Each under a Concerns heading, as a level-rated concern, so every pattern of the reader, the
  // location scan and the title sees it; the change holds the file the words look like.
  const concern = (s: string) => `## Concerns\n### HIGH\n- ${s}\n`;
  const crafted: Record<string, string> = {
    ...outputs,
    'a concern of backticks': concern('`'.repeat(SIZE)),
    'a concern of colons': concern(':'.repeat(SIZE)),
    'a concern of digits': concern('1'.repeat(SIZE)),
    'a concern of brackets': concern('['.repeat(SIZE)),
    'a concern of open parentheses': concern('('.repeat(SIZE)),
    'a path followed by colons and digits': concern(`src/a.ts${':1'.repeat(SIZE / 2)}`),
    'a path of slashes': concern(`${'a/'.repeat(SIZE / 2)}b.ts:1`),
    'an absolute path of slashes': concern(`/${'a/'.repeat(SIZE / 2)}src/a.ts:3`),
    'a location window of spaces': concern(`src/a.ts${' '.repeat(SIZE)}line 3`),
    'many citations': concern('src/a.ts:1 '.repeat(SIZE / 11)),
    'a hundred thousand one-line concerns': `## Concerns\n### HIGH\n${'- `src/a.ts:7` x\n'.repeat(20_000)}`,
    'emphasis delimiters': concern('*a'.repeat(SIZE / 2)),
    'nested quotes': `${'>'.repeat(SIZE / 2)} x\n`,
  };
  it.each(Object.entries(crafted))('is read, located and merged in bounded time: %s', async (_name, text) => {
    const started = Date.now();
    const read = await collectFindings({
      lanes: [
        { identity: 'a', status: 'reviewed', body: text },
        { identity: 'b', status: 'reviewed', body: text },
      ],
      changedPaths: ['src/a.ts'],
      hunks: changeHunks([{ path: 'src/a.ts', diff: '@@ -1,3 +1,9 @@\n' }]),
      roots: ['/'],
      headFiles: async () => new Set(['src/a.ts', 'b.ts']),
    });
    expect(Array.isArray(read.findings)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
