/**
 * A finding's suggestion as GitHub's ` ```suggestion ` block (D19): what "Commit suggestion"
 * writes over the commented lines. Its code is the lane's, so it gets D12's redaction — and a
 * suggestion the redaction would change is not offered at all, since committing it would write
 * `[REDACTED]` into the file.
 */
import type { Suggestion } from '../findings/types.js';
import { redactSecrets } from '../report/redact.js';

/** A line that could pass for one of our hidden markers is never committed through us. */
const OUR_MARKER = /<!--\s*reviewer-lanes/i;

/** The block for an inline comment's body, or '' when there is none to offer. */
export function suggestionBlock(s: Suggestion | undefined, secrets: readonly string[] = []): string {
  if (!s) return '';
  const code = s.lines.join('\n');
  if (redactSecrets(code, secrets) !== code || OUR_MARKER.test(code)) return '';
  // Longer than any backtick run in the code, so no line of it can close the block.
  let longest = 0;
  for (const m of code.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return [`Suggested by ${s.identity}:`, '', `${fence}suggestion`, ...s.lines, fence].join('\n');
}
