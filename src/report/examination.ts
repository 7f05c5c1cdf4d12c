/**
 * What the page says of the cross-examination (D22): the run's line (whether a round ran, how many
 * findings it examined, and why not when it did not) and each examiner's cell in the status table:
 * its status, time and tokens, apart from its review's.
 */
import { noRoundText, type ExaminedFinding } from '../examine/index.js';
import type { LaneExamination, RunExamination, Standing } from '../examine/schema.js';
import { sanitizeInline } from './inline.js';
import { costCell, formatDuration, tokensCell } from './usage.js';
import { clipped } from './verdicts.js';

/** What the report is told of the round: results.json's `examination` and `lanes[].examination`. */
export interface PageExamination {
  examination: RunExamination;
  /** By identity; a lane that examined nothing is absent. */
  lanes: ReadonlyMap<string, LaneExamination>;
}

/** An examiner's failure detail is the lane's own words: one short line. */
const MAX_DETAIL_CHARS = 200;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

const STATUS_WORDS: Record<LaneExamination['status'], string> = {
  answered: 'answered',
  failed: 'failed',
  timed_out: 'timed out',
  unusable: 'no usable answer',
};

/**
 * One examiner in a few words: "answered, 3 verdicts · 12.3 s · 4,321 tokens", or "timed out
 * (`timed_out`) · 5.0 s"; with `withCost`, the cost it reported.
 */
export function examinationCell(
  e: LaneExamination | undefined,
  secrets: readonly string[],
  withCost = false,
): string {
  if (!e) return '—';
  let head = STATUS_WORDS[e.status];
  if (e.status === 'answered') {
    head += `, ${plural(e.verdicts, 'verdict')}${e.ignored > 0 ? `, ${e.ignored} ignored` : ''}`;
  } else {
    const detail = e.detail ? `: ${sanitizeInline(clipped(e.detail, MAX_DETAIL_CHARS), secrets)}` : '';
    head += ` (\`${e.reason ?? 'unknown'}\`${detail})`;
  }
  const parts = [head, formatDuration(e.durationMs)];
  const tokens = tokensCell(e);
  if (tokens !== '—') parts.push(`${tokens} tokens`);
  const cost = withCost ? costCell(e) : '—';
  if (cost !== '—') parts.push(cost);
  return parts.join(' · ');
}

const STANDING_ORDER: readonly Standing[] = ['confirmed', 'contested', 'refuted', 'unexamined'];
const STANDINGS_SETTLED: readonly Standing[] = ['confirmed', 'contested', 'refuted'];

/**
 * The run's line: "**Cross-examination:** 6 findings examined by claude, gemini; 2 more past
 * `cross-examine-max` left unexamined. 2 confirmed, 1 refuted (under Refuted), …", or why there
 * was no round. `reviewed`: how many lanes ended `reviewed` (one lane is told from none).
 */
export function examinationLine(
  x: PageExamination,
  findings: readonly ExaminedFinding[],
  reviewed: number,
  secrets: readonly string[],
): string {
  const run = x.examination;
  const past =
    run.unexamined > 0
      ? ` ${plural(run.unexamined, 'more finding')} past \`cross-examine-max\` ${run.unexamined === 1 ? 'was' : 'were'} not examined.`
      : '';
  if (run.reason !== undefined) {
    const why = noRoundText(run.reason, reviewed).replace(/^No cross-examination: /, '');
    // Without examine jobs every finding is unexamined, and the reason says so: none was past max.
    return `**Cross-examination:** none — ${why}${run.reason === 'no_examine_jobs' ? '' : past}`;
  }
  const examiners = [...x.lanes.keys()].map((l) => sanitizeInline(l, secrets));
  const counts = new Map<Standing, number>();
  for (const f of findings) {
    const s = f.examination?.standing;
    if (s !== undefined) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const settled = STANDINGS_SETTLED.reduce((n, s) => n + (counts.get(s) ?? 0), 0);
  // Sent out and answered by nobody either way; those past max are said apart above.
  counts.set('unexamined', Math.max(0, run.examined - settled));
  const standings = STANDING_ORDER.filter((s) => (counts.get(s) ?? 0) > 0).map((s) => {
    const n = counts.get(s) ?? 0;
    if (s === 'refuted') return `${n} refuted (listed under Refuted, counted nowhere)`;
    if (s === 'unexamined') return `${n} without a verdict either way`;
    return `${n} ${s}`;
  });
  const failed = [...x.lanes]
    .filter(([, e]) => e.status !== 'answered')
    .map(([l]) => sanitizeInline(l, secrets));
  const failedText =
    failed.length > 0
      ? ` ${failed.join(', ')} left no verdicts: ${failed.length === 1 ? 'its' : 'their'} Examination cell says why.`
      : '';
  return `**Cross-examination:** ${plural(run.examined, 'finding')} examined by the lanes that did not raise ${run.examined === 1 ? 'it' : 'them'} (${examiners.join(', ')}).${past}${standings.length > 0 ? ` ${standings.join(', ')}.` : ''}${failedText}`;
}
