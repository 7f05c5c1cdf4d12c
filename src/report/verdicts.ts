/**
 * An examiner's verdict as one line of Markdown (D22): who said it, the code it cites and its
 * reason. Both are an examiner's words, so they get lane text's hygiene; the page's Refuted
 * section and the inline comments write them through this one function.
 */
import type { LaneVerdict } from '../examine/schema.js';
import { codeSpan } from '../sys/markdown-text.js';
import { COMMENT_OPENER_ESCAPE, sanitizeInline } from './inline.js';
import { redactSecrets } from './redact.js';

/** An examiner's reason is one line; results.json has it whole. */
export const MAX_REASON_CHARS = 300;
/** An evidence `path:line` is short; anything longer is not one. */
const MAX_EVIDENCE_CHARS = 300;

export const clipped = (s: string, max: number): string => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** The cited code as a span nothing in it can break out of or plant a marker with. */
export function evidenceSpan(evidence: string, secrets: readonly string[]): string {
  const shown = clipped(
    redactSecrets(evidence, secrets)
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    MAX_EVIDENCE_CHARS,
  );
  return codeSpan(shown.replace(/<!--/g, COMMENT_OPENER_ESCAPE));
}

/**
 * "- refuted by gemini: `src/a.ts:12` — reason". Undefined for an `unsure`, and for a verdict that
 * says neither where nor why unless `always` (a list of every refuter names each one).
 */
export function verdictLine(
  v: LaneVerdict,
  secrets: readonly string[],
  options: { maxReason?: number; always?: boolean } = {},
): string | undefined {
  if (v.verdict === 'unsure') return undefined;
  if (v.evidence === undefined && v.reason === undefined && !options.always) return undefined;
  // Redacted before it is clipped: a secret cut in two would no longer be recognised.
  const reason =
    v.reason === undefined
      ? ''
      : sanitizeInline(
          clipped(redactSecrets(v.reason, secrets), options.maxReason ?? MAX_REASON_CHARS),
          secrets,
        );
  const evidence = v.evidence === undefined ? '' : evidenceSpan(v.evidence, secrets);
  const said = [evidence, reason].filter((s) => s !== '').join(' — ');
  return `- ${v.verdict} by ${sanitizeInline(v.lane, secrets)}${said ? `: ${said}` : ''}`;
}
