/**
 * A lane's output is parsed into blocks with tokens built by plain assignments (markdown.ts):
 * the parse must be the one markdown-it itself gives, token for token, field for field.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import markdownIt from 'markdown-it';
import { parseBlocks } from '../../src/findings/markdown.js';

const REVIEWS = '__fixtures__/findings/reviews';

/** markdown-it's own block parser, configured as the findings stage configures its own. */
const stock = new markdownIt('commonmark', { html: true })
  .enable(['table', 'strikethrough'])
  .disable(['inline', 'text_join']);

const samples: Array<[string, string]> = [
  ...readdirSync(REVIEWS)
    .filter((f) => f.endsWith('.txt'))
    .map((f): [string, string] => [f, readFileSync(join(REVIEWS, f), 'utf8')]),
  [
    'every block kind',
    [
      'Title',
      '=====',
      '',
      '## Concerns',
      '> quoted **text**',
      '> - a quoted item',
      '',
      '1. first',
      '   - nested `code`',
      '2) second',
      '',
      '| Severity | Issue |',
      '|---|---|',
      '| High | a race |',
      '',
      '```diff',
      '-a',
      '+b',
      '```',
      '',
      '    indented code',
      '',
      '<details><summary>x</summary>',
      '',
      'body',
      '</details>',
      '',
      '[ref]: https://example.com',
      '***',
      'Setext two',
      '---',
      '~~gone~~ and a trailing fence:',
      '~~~',
      'never closed',
    ].join('\n'),
  ],
];

describe('parseBlocks', () => {
  it.each(samples)('gives markdown-it’s own tokens for %s', (_name, text) => {
    const ours = parseBlocks(text).tokens;
    const theirs = stock.parse(text.replace(/\r\n?/g, '\n'), {});
    expect(ours.length).toBeGreaterThan(0);
    // Same tokens, same fields in the same order, same prototype (its attribute methods work).
    expect(JSON.stringify(ours)).toBe(JSON.stringify(theirs));
    expect(ours).toStrictEqual(theirs);
    for (const tok of ours) expect(tok).toBeInstanceOf(markdownIt.Token);
  });
});
