/**
 * D22: REVIEWS.md's "Refuted": the findings the other lanes refuted against the code, each with
 * every refuter's evidence and reason, so a person can still read and act on one. Verdicts are
 * lane text, written through report/verdicts.ts; the section is bounded, since fit.ts cuts only
 * the lanes' reviews and this section sits above them.
 */
import type { ExaminedFinding } from '../examine/standing.js';
import { locationSpan, sanitizeInline } from './inline.js';
import { clipped, verdictLine } from './verdicts.js';

export const REFUTED_HEADING = '## Refuted';

/** At most this many findings are listed; the rest are counted. */
const MAX_REFUTED = 30;
/** At most this many verdicts under one finding; the rest are counted. */
const MAX_VERDICTS = 10;
/** The section's size past which the rest are counted: a fraction of a comment's 65,536. */
export const MAX_REFUTED_CHARS = 20_000;
/** A reason as the page shows it; results.json has it whole. */
const MAX_REASON_CHARS = 500;
const MAX_TITLE_CHARS = 300;

export const isRefuted = (f: Pick<ExaminedFinding, 'examination'>): boolean =>
  f.examination?.standing === 'refuted';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function entryOf(f: ExaminedFinding, secrets: readonly string[]): string {
  const verdicts = (f.examination?.verdicts ?? []).filter((v) => v.verdict !== 'unsure');
  // The refuters first: they are why the finding is here.
  const ordered = [
    ...verdicts.filter((v) => v.verdict === 'refuted'),
    ...verdicts.filter((v) => v.verdict === 'confirmed'),
  ];
  const raisers = f.lanes.map((l) => sanitizeInline(l, secrets)).join(', ');
  const where = `${locationSpan(f)}${f.inline ? '' : ' (outside the diff)'}`;
  const title = sanitizeInline(clipped(f.title, MAX_TITLE_CHARS), secrets);
  const lines = [
    `- **${f.severity}** ${where}: ${title} — raised by ${raisers} (${f.agreement} of ${f.of} lane${f.of === 1 ? '' : 's'} support it)`,
  ];
  for (const v of ordered.slice(0, MAX_VERDICTS)) {
    const line = verdictLine(v, secrets, { maxReason: MAX_REASON_CHARS, always: true });
    if (line !== undefined) lines.push(`  ${line}`);
  }
  const more = ordered.length - MAX_VERDICTS;
  if (more > 0) lines.push(`  - ${plural(more, 'more verdict')} in results.json`);
  return lines.join('\n');
}

/** The Refuted section, or nothing when no finding was refuted. */
export function refutedSection(findings: readonly ExaminedFinding[], secrets: readonly string[]): string[] {
  const refuted = findings.filter(isRefuted);
  if (refuted.length === 0) return [];
  const out = [
    REFUTED_HEADING,
    '',
    'Findings the cross-examination refuted: more of the other lanes showed with code that the problem cannot happen or does not matter than raised or confirmed it. None is posted inline, and neither the counts nor `fail-on` include them; the evidence is below, to judge for yourself.',
    '',
  ];
  let size = out.join('\n').length;
  let shown = 0;
  for (const f of refuted.slice(0, MAX_REFUTED)) {
    const entry = entryOf(f, secrets);
    if (shown > 0 && size + entry.length + 1 > MAX_REFUTED_CHARS) break;
    out.push(entry);
    size += entry.length + 1;
    shown += 1;
  }
  out.push('');
  const rest = refuted.length - shown;
  if (rest > 0)
    out.push(
      `${plural(rest, 'more refuted finding')} not shown here; results.json lists them all, with every verdict.`,
      '',
    );
  return [out.join('\n')];
}
