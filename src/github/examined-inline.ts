/**
 * What the cross-examination made of a finding, as its inline comment and one-line forms say it
 * (D22 "Everywhere"): who raised it, who confirmed and who refuted it, with each examiner's
 * evidence and reason. Those two are an examiner's words, so they get lane text's hygiene.
 */
import type { LaneVerdict } from '../examine/schema.js';
import { supportText, type ExaminedFinding } from '../examine/standing.js';
import { COMMENT_OPENER_ESCAPE, sanitizeInline } from '../report/inline.js';
import { redactSecrets } from '../report/redact.js';
import { flaggedBy } from '../report/sarif.js';
import { codeSpan } from '../sys/markdown-text.js';

/** An examiner's reason is one line; past this the page has it whole. */
const MAX_REASON_CHARS = 300;
/** An evidence `path:line` is short; anything longer is not one. */
const MAX_EVIDENCE_CHARS = 300;

const clipped = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Who stands behind a finding in one phrase: D16's as before, D22's once it was examined. */
export function supportOf(f: ExaminedFinding): string {
  return f.examination ? supportText(f) : flaggedBy(f);
}

/** The cited code as a span nothing in it can break out of or plant a marker with. */
function evidenceSpan(evidence: string, secrets: readonly string[]): string {
  const shown = clipped(
    redactSecrets(evidence, secrets)
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    MAX_EVIDENCE_CHARS,
  );
  return codeSpan(shown.replace(/<!--/g, COMMENT_OPENER_ESCAPE));
}

/** "confirmed by claude: `src/a.ts:12` — reason", when the examiner said where or why. */
function verdictLine(v: LaneVerdict, secrets: readonly string[]): string | undefined {
  if (v.verdict === 'unsure' || (v.evidence === undefined && v.reason === undefined)) return undefined;
  // Redacted before it is clipped: a secret cut in two would no longer be recognised.
  const reason =
    v.reason === undefined
      ? ''
      : sanitizeInline(clipped(redactSecrets(v.reason, secrets), MAX_REASON_CHARS), secrets);
  const evidence = v.evidence === undefined ? '' : evidenceSpan(v.evidence, secrets);
  const said = [evidence, reason].filter((s) => s !== '').join(' — ');
  return `- ${v.verdict} by ${v.lane}${said ? `: ${said}` : ''}`;
}

/**
 * The lines under an inline comment's title: "Flagged by …" for a finding the round did not
 * cover (as ever), else "Raised by codex · confirmed by claude · refuted by gemini (2 of 3 lanes,
 * contested)." and each verdict's evidence and reason.
 */
export function supportLines(f: ExaminedFinding, secrets: readonly string[] = []): string[] {
  if (!f.examination) return [`${capitalised(flaggedBy(f))}.`];
  const { standing, verdicts } = f.examination;
  const by = (word: LaneVerdict['verdict']) => verdicts.filter((v) => v.verdict === word).map((v) => v.lane);
  const parts = [`raised by ${f.lanes.join(', ')}`];
  const confirmed = by('confirmed');
  const refuted = by('refuted');
  if (confirmed.length > 0) parts.push(`confirmed by ${confirmed.join(', ')}`);
  if (refuted.length > 0) parts.push(`refuted by ${refuted.join(', ')}`);
  const lanes = `${f.agreement} of ${f.of} lane${f.of === 1 ? '' : 's'}`;
  const head = `${capitalised(parts.join(' · '))} (${lanes}, ${standing}).`;
  const said = verdicts.map((v) => verdictLine(v, secrets)).filter((l): l is string => l !== undefined);
  return said.length > 0 ? [head, '', ...said] : [head];
}
