/**
 * Untrusted text made safe for one line of Markdown (a heading, a table cell, a reply), with no
 * Markdown parser behind it: what the publishing paths that quote a value need, and no more.
 */
import type { Finding } from '../findings/types.js';
import { quoteGitPath } from '../sys/git.js';
import { codeSpan, tableCell } from '../sys/markdown-text.js';
import { redactSecrets } from './redact.js';

/** Where a literal `<!--` is shown unchanged to a reader but can never open a comment or match a marker. */
export const COMMENT_OPENER_ESCAPE = '<\u200B!--';

/** A `!` that starts an image: not escaped (an even run of backslashes before it), nested too. */
export const IMAGE_BANG = /(?<!\\)((?:\\\\)*)!\[/g;

/** `@name` and `@org/team` as GitHub would notify them; a word joiner keeps them from pinging. */
export const MENTION = /(^|[^\w`:/.\]@\u2060])(?:@|&#0*64;|&#x0*40;|&commat;)(?=[A-Za-z0-9])/gi;

/** A single-line untrusted value (a PR title, a detail) for a heading or a table cell. */
export function sanitizeInline(text: string, secrets: readonly string[] = []): string {
  return (
    redactSecrets(text, secrets)
      .replace(/[\r\n]+/g, ' ')
      // Every tag becomes visible text: a title or a detail has no business carrying HTML.
      .replace(/</g, '&lt;')
      .replace(IMAGE_BANG, '$1[')
      .replace(MENTION, '$1@\u2060')
      .trim()
  );
}

/** `sanitizeInline` for a table cell: a `|` or a line end cannot end the cell or the row. */
export function inlineCell(text: string, secrets: readonly string[] = []): string {
  return tableCell(sanitizeInline(text, secrets));
}

/** `path:line` or `path:line-end` (a bare path without a line), the path quoted as git quotes it. */
export function locationText(f: Pick<Finding, 'path' | 'endLine'> & { line?: number }): string {
  if (f.line === undefined) return quoteGitPath(f.path);
  const end = f.endLine !== undefined && f.endLine !== f.line ? `-${f.endLine}` : '';
  return `${quoteGitPath(f.path)}:${f.line}${end}`;
}

/** A cited location as a code span no file name can break out of or plant a comment marker with. */
export function locationSpan(f: Pick<Finding, 'path' | 'endLine'> & { line?: number }): string {
  return codeSpan(locationText(f).replace(/<!--/g, COMMENT_OPENER_ESCAPE));
}
