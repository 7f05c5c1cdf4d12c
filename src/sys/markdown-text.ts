/**
 * Text placed into Markdown or HTML so that it shows as written and cannot end the construct it
 * sits in: a code fence, a code span, a table cell, an HTML element or attribute. Untrusted text
 * (a lane's, a pull request's, a manifest's) reaches every output through these, and only these.
 * Making Markdown itself harmless (images, raw HTML, `<!--`) is report/sanitize.ts's job.
 */
import { quoteGitPath } from './git.js';

/** The longest run of `char` in `text`. */
function longestRun(text: string, char: '`' | '~'): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    run = text[i] === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/**
 * A fence of `char` no line of `content` can close: longer than any run of that character in it
 * (CommonMark closes a fence only with a run at least as long), and at least three.
 */
export function fenceFor(content: string | readonly string[], char: '`' | '~' = '`'): string {
  const text = typeof content === 'string' ? content : content.join('\n');
  return char.repeat(Math.max(3, longestRun(text, char) + 1));
}

/**
 * `content` as a fenced code block with `info` (`diff`, `suggestion`, `text`), with no final line
 * end. A string's last line end is its own; an array is one entry per line, so `['']` is one empty
 * line and `[]` none. Tildes where the info holds a backtick, which a backtick fence's may not.
 */
export function fenced(content: string | readonly string[], info = ''): string {
  const oneLine = info.replace(/[\r\n]+/g, ' ');
  const fence = fenceFor(content, oneLine.includes('`') ? '~' : '`');
  if (typeof content !== 'string') return [`${fence}${oneLine}`, ...content, fence].join('\n');
  const end = content === '' || content.endsWith('\n') ? '' : '\n';
  return `${fence}${oneLine}\n${content}${end}${fence}`;
}

/**
 * `text` as one inline code span, shown as written (CommonMark 6.1): its backtick string is longer
 * than any run in the text, and a space pads it where the text starts or ends with a backtick, or
 * with a space on both sides (a parser strips one from each). Line ends become spaces, as a code
 * span shows them anyway, so the span stays on its line (a list item, a table row).
 */
export function codeSpan(text: string): string {
  const shown = text.replace(/\r\n|\r|\n/g, ' ');
  if (shown === '') return '` `';
  const ticks = '`'.repeat(longestRun(shown, '`') + 1);
  const spaced = shown.startsWith(' ') && shown.endsWith(' ') && shown.trim() !== '';
  const pad = shown.startsWith('`') || shown.endsWith('`') || spaced ? ' ' : '';
  return `${ticks}${pad}${shown}${pad}${ticks}`;
}

/** A path as git quotes it (controls, `"`, `\`), in a code span; `suffix` follows it (`:12-14`). */
export function pathSpan(path: string, suffix = ''): string {
  return codeSpan(`${quoteGitPath(path)}${suffix}`);
}

/**
 * Inline Markdown for one cell of a GitHub table. A line end would end the row, so line ends become
 * spaces; a `|` would end the cell, even inside a code span, so each is written `\|` — the table
 * reader turns every `\|` back into `|` before the inline pass, so a backslash already before a
 * pipe, in code or prose, reads as it did outside the table.
 */
export function tableCell(markdown: string): string {
  return markdown.replace(/\r\n|\r|\n/g, ' ').replace(/\|/g, '\\|');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML (or SVG) element's content or a quoted attribute value: shown, never markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}
