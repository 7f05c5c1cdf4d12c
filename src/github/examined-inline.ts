/**
 * What the cross-examination made of a finding, as its inline comment and one-line forms say it
 * (D22 "Everywhere"): who raised it, who confirmed and who refuted it, with each examiner's
 * evidence and reason (report/verdicts.ts, as the page writes them).
 */
import type { LaneVerdict } from '../examine/schema.js';
import { supportText, type ExaminedFinding } from '../examine/standing.js';
import { flaggedBy } from '../report/sarif.js';
import { verdictLine } from '../report/verdicts.js';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Who stands behind a finding in one phrase: D16's as before, D22's once it was examined. */
export function supportOf(f: ExaminedFinding): string {
  return f.examination ? supportText(f) : flaggedBy(f);
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
