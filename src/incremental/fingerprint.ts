/**
 * A finding's fingerprint (D19): its path, its normalised title and the content of the line it
 * anchors on, hashed. The lines around it may move and a force-push may rewrite the history; the
 * fingerprint still names the same concern on the same code, so a dismissal follows it.
 */
import { createHash } from 'node:crypto';

/** A title as it identifies a concern: case, spacing, code marks and closing punctuation vary. */
export function normalisedTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s.:;,!]+$/, '')
    .trim();
}

/** The anchored line as it identifies code: indentation and trailing spaces (and a CR) do not. */
export function normalisedLine(content: string): string {
  return content.replace(/\s+/g, ' ').trim();
}

export function findingFingerprint(path: string, title: string, lineContent: string): string {
  return createHash('sha256')
    .update(`${path}\n${normalisedTitle(title)}\n${normalisedLine(lineContent)}`)
    .digest('hex');
}

/** What a fingerprint looks like: 64 hex digits, the one shape a record or a comment may carry. */
export const FINGERPRINT_RE = /^[0-9a-f]{64}$/;
