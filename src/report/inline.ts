/**
 * Untrusted text made safe for one line of Markdown (a heading, a table cell, a reply), with no
 * Markdown parser behind it: what the publishing paths that quote a value need, and no more.
 */
import { redactSecrets } from './redact.js';

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
