/**
 * The lines of the prompt's file list, and the fences its data is shown in (D10): shared by the
 * full prompt and an incremental one (incremental.ts).
 */
import type { ExclusionReason, FilteredFile } from './filter.js';
import { quoteGitPath } from '../sys/git.js';

/** A fence of backticks longer than any backtick run in `text` (at least three). */
export function fenceFor(text: string): string {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) if (m[0].length > longest) longest = m[0].length;
  return '`'.repeat(Math.max(3, longest + 1));
}

/** An inline code span that survives backticks in the content. */
export function codeSpan(s: string): string {
  const shown = quoteGitPath(s);
  let longest = 0;
  for (const m of shown.matchAll(/`+/g)) if (m[0].length > longest) longest = m[0].length;
  const tick = '`'.repeat(longest + 1);
  const pad = shown.startsWith('`') || shown.endsWith('`') ? ' ' : '';
  return `${tick}${pad}${shown}${pad}${tick}`;
}

export function fenced(text: string): string {
  const f = fenceFor(text);
  return `${f}text\n${text}${text.endsWith('\n') || text === '' ? '' : '\n'}${f}`;
}

const EXCLUSION_TEXT: Record<ExclusionReason, string> = {
  binary: 'binary file',
  excluded: 'excluded by the exclude setting',
  not_included: 'not matched by the include setting',
  lockfile: 'lockfile',
  generated: 'generated (dist/)',
  minified: 'minified or source map',
};

export const statsOf = (f: FilteredFile) => (f.binary ? 'binary' : `+${f.additions} −${f.deletions}`);

/** `- modified `path` (+a −d)`: a file of the list, before any note on its diff. */
export function listHead(f: FilteredFile): string {
  const name =
    f.previousPath !== undefined ? `${codeSpan(f.previousPath)} → ${codeSpan(f.path)}` : codeSpan(f.path);
  return `- ${f.status.replace('_', ' ')} ${name} (${statsOf(f)})`;
}

/** Why a file's diff is not sent, or is cut; empty when it is sent whole. */
export function diffNote(f: FilteredFile): string {
  if (f.excluded !== null) return ` — diff not sent: ${EXCLUSION_TEXT[f.excluded]}`;
  if (f.noDiff === 'no_patch') return ' — no diff available (binary, or too large for the API)';
  if (f.noDiff === 'total_limit')
    return ' — diff not sent: the diffs before it reach the size limit for a whole change';
  if (f.diff !== null && f.diffChars > f.diff.length)
    return ` — diff shown only up to its first ${f.diff.length} of ${f.diffChars} characters`;
  return '';
}

export function listLine(f: FilteredFile): string {
  return listHead(f) + diffNote(f);
}
