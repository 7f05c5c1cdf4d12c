/** The Findings table of REVIEWS.md: where the lanes' located concerns are, and how many agree. */
import type { FindingsRun } from '../findings/index.js';
import type { Finding } from '../findings/types.js';
import type { ExaminedFinding, Standing } from '../examine/index.js';
import { tableCell } from '../sys/markdown-text.js';
import { inlineCell, locationSpan } from './inline.js';
import { isRefuted } from './refuted-section.js';

/** The Findings table shows at most this many rows (D16); the rest are counted. */
const MAX_FINDING_ROWS = 30;

/** One row of a findings table: severity, location, title, lanes, agreement; `note` after the location. */
export function findingRow(
  f: Pick<Finding, 'severity' | 'path' | 'line' | 'endLine' | 'title' | 'lanes' | 'agreement' | 'of'> &
    Pick<ExaminedFinding, 'examination'> & { standing?: Standing },
  secrets: readonly string[],
  note = '',
): string {
  const lanes = f.lanes.map((l) => inlineCell(l, secrets)).join(', ');
  return `| ${f.severity} | ${tableCell(locationSpan(f))}${note} | ${inlineCell(f.title, secrets)} | ${lanes} | ${f.agreement} of ${f.of}${standingNote(f, secrets)} |`;
}

/**
 * D22: "confirmed by claude", "refuted by gemini", "contested"; nothing when unexamined. A carried
 * finding (D17) has only the standing its record kept, not who gave it.
 */
function standingNote(
  f: Pick<ExaminedFinding, 'examination'> & { standing?: Standing },
  secrets: readonly string[],
): string {
  const x = f.examination;
  if (!x) return f.standing !== undefined && f.standing !== 'unexamined' ? `, ${f.standing}` : '';
  if (x.standing === 'unexamined') return '';
  if (x.standing === 'contested') return ', contested';
  const by = x.verdicts.filter((v) => v.verdict === x.standing).map((v) => inlineCell(v.lane, secrets));
  return `, ${x.standing} by ${by.join(', ')}`;
}

/**
 * The page's Findings section (D16, D19): it leads the page; the merged findings, then a count of
 * the rest. A refuted finding (D22) keeps its row, after the others, and counts in no line here:
 * the Refuted section lists it with its evidence.
 */
export function findingsTable(
  read: Pick<FindingsRun, 'unanchored'> & { findings: readonly ExaminedFinding[] },
  secrets: string[],
): string[] {
  const out = ['## Findings', ''];
  const counted = read.findings.filter((f) => !isRefuted(f));
  const refuted = read.findings.filter(isRefuted);
  const findings = [...counted, ...refuted];
  const unanchored = [...read.unanchored.values()].reduce((a, b) => a + b, 0);
  if (findings.length === 0) {
    out.push('No lane cited a line of a file of the change or the repository with a rated concern.', '');
  } else {
    out.push(
      'Concerns that cite a file and line, merged across lanes where they name the same place and the same concern; "outside the diff" marks a line the change does not show.',
      '',
      '| Severity | Location | Finding | Lanes | Agreement |',
      '|---|---|---|---|---|',
    );
    for (const f of findings.slice(0, MAX_FINDING_ROWS))
      out.push(findingRow(f, secrets, f.inline ? '' : ' (outside the diff)'));
    const more = Math.max(0, counted.length - MAX_FINDING_ROWS);
    const moreRefuted = refuted.length - Math.max(0, MAX_FINDING_ROWS - counted.length);
    if (more > 0)
      out.push(
        '',
        `${more} more finding${more === 1 ? '' : 's'} not shown here; results.json lists them all.`,
      );
    if (moreRefuted > 0)
      out.push(
        '',
        `${moreRefuted} more refuted finding${moreRefuted === 1 ? '' : 's'} not shown here: under Refuted.`,
      );
    out.push('');
  }
  if (unanchored > 0) {
    out.push(
      `${unanchored} more concern${unanchored === 1 ? '' : 's'} without a level or a line of a file of the change or the repository: counted in the consensus and in each lane's review below.`,
      '',
    );
  }
  return out;
}
