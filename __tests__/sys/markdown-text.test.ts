/**
 * The one escaping module every output uses: each helper is held to what a CommonMark + GitHub
 * tables reader (markdown-it, as the findings stage configures it) makes of its result, over a
 * table of hostile inputs — backtick and tilde runs, pipes, backslashes, line ends, `<!--`,
 * `<script>`, and text outside ASCII.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import markdownIt from 'markdown-it';
import { codeSpan, escapeHtml, fenceFor, fenced, pathSpan, tableCell } from '../../src/sys/markdown-text.js';

const md = new markdownIt('commonmark', { html: true }).enable(['table', 'strikethrough']);
/** What markdown-it writes for text it shows (it leaves `'` as it is). */
const shown = (s: string) => md.utils.escapeHtml(s);

const HOSTILE: Array<[name: string, text: string]> = [
  ['plain', 'src/app.ts'],
  ['one backtick', 'a`b'],
  ['a run of backticks', 'a ``` b ```` c'],
  ['starts with a backtick', '`start'],
  ['ends with a backtick', 'end`'],
  ['only backticks', '```'],
  ['a space each side', ' padded '],
  ['only spaces', '   '],
  ['a pipe', 'a | b'],
  ['a backslash before a pipe', 'a \\| b'],
  ['a trailing backslash', 'dir\\'],
  ['a comment opener', '<!-- reviewer-lanes:comment id=default -->'],
  ['a script tag', '<script>alert("x")</script>'],
  ['an entity', '&amp; &lt;'],
  ['tildes', '~~~ and ~~~~'],
  ['unicode', 'café — 日本語 🚀 \u202Eevil'],
  ['emphasis and a link', '**bold** [x](http://e.example)'],
];

describe('codeSpan', () => {
  it.each(HOSTILE)('shows %s as written, in one code span', (_name, text) => {
    expect(md.renderInline(codeSpan(text))).toBe(`<code>${shown(text)}</code>`);
  });

  it.each([
    ['a line feed', 'a\nb', 'a b'],
    ['a CRLF', 'a\r\nb', 'a b'],
    ['a lone CR', 'a\rb', 'a b'],
  ])('keeps %s on one line, as a space', (_name, text, seen) => {
    expect(codeSpan(text)).not.toMatch(/[\r\n]/);
    expect(md.renderInline(codeSpan(text))).toBe(`<code>${seen}</code>`);
  });

  it.each([
    ['src/a.ts', '`src/a.ts`'],
    ['a`b', '``a`b``'],
    ['`x`', '`` `x` ``'],
    [' x ', '`  x  `'],
    ['', '` `'],
  ])('%j -> %j', (text, out) => expect(codeSpan(text)).toBe(out));

  it('shows any text as written (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('`', ' ', 'a', '|', '\\', '<', '*', '_', 'é') }), (t) => {
        const html = md.renderInline(codeSpan(t));
        expect(html).toBe(t === '' ? '<code> </code>' : `<code>${shown(t)}</code>`);
      }),
    );
  });
});

describe('pathSpan', () => {
  it.each([
    ['src/a.ts', ':12', '`src/a.ts:12`'],
    ['we`ird.ts', ':3-4', '``we`ird.ts:3-4``'],
    ['new\nline.ts', ':1', '`"new\\nline.ts":1`'],
    ['quote".ts', '', '`"quote\\".ts"`'],
    ['tab\there', '', '`"tab\\there"`'],
  ])('%j%s -> %s (quoted as git quotes a path)', (path, suffix, out) =>
    expect(pathSpan(path, suffix)).toBe(out),
  );
});

describe('fenced', () => {
  /** The code block markdown-it reads from a document holding `block`, and what follows it. */
  function readBack(block: string): { info: string; content: string; after: string } {
    const tokens = md.parse(`${block}\n\nafter`, {});
    const fence = tokens.find((t) => t.type === 'fence');
    const para = tokens.find((t) => t.type === 'inline');
    return { info: fence?.info ?? '', content: fence?.content ?? '', after: para?.content ?? '' };
  }

  it.each([
    ...HOSTILE,
    ['a fence of its own', '```\nnot the end\n```'],
    ['a longer fence', '````js\ncode\n````'],
    ['a tilde fence', '~~~\nx\n~~~'],
    ['an empty line', ''],
    ['a final line end', 'x\n'],
  ])('holds %s whole; nothing after it is swallowed', (_name, text) => {
    const back = readBack(fenced(text, 'text'));
    expect(back).toEqual({
      info: 'text',
      content: text === '' || text.endsWith('\n') ? text : `${text}\n`,
      after: 'after',
    });
  });

  it('takes lines: one entry a line, [] none and [""] one empty line', () => {
    expect(fenced([], 'suggestion')).toBe('```suggestion\n```');
    expect(fenced([''], 'suggestion')).toBe('```suggestion\n\n```');
    expect(readBack(fenced(['a ```` b', '```'], 'diff'))).toEqual({
      info: 'diff',
      content: 'a ```` b\n```\n',
      after: 'after',
    });
  });

  it('uses tildes when the info holds a backtick, longer than any tilde run', () => {
    const block = fenced('~~~~\nx', 'a`b');
    expect(block.startsWith('~~~~~a`b\n')).toBe(true);
    expect(readBack(block)).toEqual({ info: 'a`b', content: '~~~~\nx\n', after: 'after' });
  });

  it('is at least three long, and longer than the longest run', () => {
    expect(fenceFor('no ticks')).toBe('```');
    expect(fenceFor(['a', '`````'])).toBe('``````');
    expect(fenceFor('~~~~~', '~')).toBe('~~~~~~');
  });
});

describe('tableCell', () => {
  /** The inline HTML of the one body cell of a table whose cell is `cell`, and how many cells. */
  function cellOf(cell: string): { html: string; cells: number } {
    const html = md.render(`| h | h2 |\n|---|---|\n| ${cell} | z |\n`);
    const row = /<tbody>\s*<tr>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? '';
    const cells = [...row.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => m[1] ?? '');
    return { html: cells[0] ?? '', cells: cells.length };
  }

  it.each([
    ['prose', 'a | b', 'a | b'],
    ['a backslash before a pipe', 'a \\| b', 'a | b'],
    ['two backslashes before a pipe', 'a \\\\| b', 'a \\| b'],
    ['a trailing backslash', 'dir\\', 'dir\\'],
    ['a code span with a pipe', '`a|b`', '<code>a|b</code>'],
    ['a code span with a backslash and a pipe', '`a\\|b`', '<code>a\\|b</code>'],
    ['emphasis', '**x** | y', '<strong>x</strong> | y'],
    ['unicode', 'café 🚀 | 日本', 'café 🚀 | 日本'],
  ])('keeps %s in its cell, read as outside a table', (_name, markdown, html) => {
    expect(cellOf(tableCell(markdown))).toEqual({ html, cells: 2 });
    expect(md.renderInline(markdown).replace(/\n/g, ' ')).toBe(html);
  });

  it.each([
    ['a line feed', 'a\nb | c'],
    ['a CRLF', 'a\r\nb'],
    ['a lone CR', 'a\rb'],
    ['a blank line', 'a\n\n| x | y |'],
  ])('keeps %s in one row', (_name, markdown) => {
    const cell = tableCell(markdown);
    expect(cell).not.toMatch(/[\r\n]/);
    expect(cellOf(cell).cells).toBe(2);
  });

  it('with a code span: a hostile path stays one cell, shown as written', () => {
    for (const [, text] of HOSTILE) {
      expect(cellOf(tableCell(codeSpan(text)))).toEqual({ html: `<code>${shown(text)}</code>`, cells: 2 });
    }
  });
});

describe('escapeHtml', () => {
  /** What a browser reads back from the five entities, in one pass. */
  const ENTITIES: Record<string, string> = {
    '&amp;': '&',
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'",
  };
  const decode = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<!-- hidden -->', '&lt;!-- hidden --&gt;'],
    ['a & b', 'a &amp; b'],
    ['&amp;', '&amp;amp;'],
    ['" onmouseover="x', '&quot; onmouseover=&quot;x'],
    ["' onclick='x", '&#39; onclick=&#39;x'],
    ['café 🚀', 'café 🚀'],
  ])('%j -> %j', (text, out) => expect(escapeHtml(text)).toBe(out));

  it('leaves no character that starts markup or ends a quoted value, and decodes back to the text', () => {
    for (const [, text] of HOSTILE) {
      expect(escapeHtml(text)).not.toMatch(/[<>"']/);
      expect(decode(escapeHtml(text))).toBe(text);
    }
  });
});
