/**
 * A finding's suggestion as GitHub's ` ```suggestion ` block (D19): what "Commit suggestion"
 * writes over the commented lines. Its code is the lane's, so it gets D12's redaction — and a
 * suggestion the redaction would change is not offered at all, since committing it would write
 * `[REDACTED]` into the file.
 */
import type { Finding, LaneFinding, Suggestion } from '../findings/types.js';
import { redactSecrets } from '../report/redact.js';
import { fenced } from '../sys/markdown-text.js';

/** A line that could pass for one of our hidden markers is never committed through us. */
const OUR_MARKER = /<!--\s*reviewer-lanes/i;

/**
 * A lane's own text with the fixes it proposed that are not the comment's suggestion, as plain code
 * (never a `suggestion` block: only a fix held to the head's lines may be committable), so the
 * lanes whose fix did not win keep it in their <details>.
 */
export function laneTextWithFixes(f: Pick<Finding, 'suggestion'>, l: LaneFinding): string {
  if (!l.fixes?.length || f.suggestion?.identity === l.identity) return l.text;
  const blocks = l.fixes.map((x) => fenced(x.lines, x.form === 'diff' ? 'diff' : ''));
  return [l.text, '', `Proposed fix${blocks.length === 1 ? '' : 'es'}:`, '', blocks.join('\n\n')].join('\n');
}

/** The block for an inline comment's body, or '' when there is none to offer. */
export function suggestionBlock(s: Suggestion | undefined, secrets: readonly string[] = []): string {
  if (!s) return '';
  const code = s.lines.join('\n');
  if (redactSecrets(code, secrets) !== code || OUR_MARKER.test(code)) return '';
  return [`Suggested by ${s.identity}:`, '', fenced(s.lines, 'suggestion')].join('\n');
}
