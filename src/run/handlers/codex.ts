/**
 * The `codex` handler: the review is the `-o` file; `--json` stdout events are read for the figures
 * only (D17). Its token counts already include cached input and reasoning, summed over the turns;
 * it reports no cost.
 */
import { isPlainObject } from '../../sys/plain-object.js';
import type { SpawnLanePlan } from '../../plan/types.js';
import { collectSpawn, laneStdout } from '../spawn-lane.js';
import type { Handler } from '../types.js';
import { reportedUsage, sumCounts, tokenCount, type LaneUsage } from '../usage.js';
import { wrongTransport } from './_outcomes.js';
import { estimatedWarning, finishReading, readJsonLines, type EnvelopeReading } from './_envelope.js';

const CLI = 'codex';

/** The run's figures from its events: the sum over `turn.completed`, or why they cannot be read. */
export function codexUsage(events: Record<string, unknown>[]): { usage?: LaneUsage; problem?: string } {
  let input: number | undefined = 0;
  let output: number | undefined = 0;
  let turns = 0;
  for (const event of events) {
    if (event.type !== 'turn.completed') continue;
    turns += 1;
    const { usage } = event;
    if (!isPlainObject(usage)) return { problem: 'a turn.completed event has no usage object' };
    input = sumCounts(input, tokenCount(usage.input_tokens));
    output = sumCounts(output, tokenCount(usage.output_tokens));
    if (input === undefined || output === undefined)
      return { problem: 'a turn.completed event has no valid token counts' };
  }
  return turns === 0 ? {} : { usage: reportedUsage({ inputTokens: input, outputTokens: output }) };
}

/** What the JSON events said went wrong (they carry what the text format wrote to stderr). */
function reportedErrors(events: Record<string, unknown>[]): string[] {
  const out: string[] = [];
  for (const event of events) {
    const failed =
      event.type === 'turn.failed' && isPlainObject(event.error) ? event.error.message : undefined;
    const error = event.type === 'error' ? event.message : undefined;
    for (const m of [failed, error]) if (typeof m === 'string' && m.trim() !== '') out.push(m);
  }
  return out;
}

/** The review is the `-o` file, untouched; stdout's events give the figures and any error. */
export function readCodexOutput(_plan: SpawnLanePlan, review: string, stdout: string): EnvelopeReading {
  const { events, unread } = readJsonLines(stdout);
  const reading: EnvelopeReading = { review, caveats: [], warnings: [] };
  const figures = codexUsage(events);
  if (figures.usage) reading.usage = figures.usage;
  else if (figures.problem)
    reading.warnings.push(estimatedWarning(CLI, `reported unreadable figures (${figures.problem})`));
  else if (unread > 0) reading.warnings.push(estimatedWarning(CLI, 'printed events that could not be read'));
  const errors = reportedErrors(events);
  if (review.trim() === '' && errors.length > 0) reading.diagnostic = `${CLI} reported: ${errors.join('; ')}`;
  return reading;
}

export const codexHandler: Handler = {
  async run(plan, ctx) {
    if (plan.transport !== 'spawn') return wrongTransport('codex', 'spawn', plan);
    const collected = await collectSpawn(plan, ctx);
    const stdout = await laneStdout(plan, collected, ctx);
    return finishReading(plan, collected, readCodexOutput(plan, collected.reviewText, stdout));
  },
};
