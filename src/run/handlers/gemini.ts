/**
 * The `gemini` handler: Gemini CLI runs with `--output-format stream-json`, one JSON event per
 * line: `init`, `message` (the prompt, then the model's text in pieces), `tool_use` and
 * `tool_result`, `error`, and a closing `result` with `stats` (D17).
 *
 * Why the event stream and not `--output-format json`: the JSON document holds the text of the
 * last turn only, while the text format prints every turn's text, a line break after each turn
 * that called tools. The events rebuild exactly what the text format printed, and a stream cut
 * short still holds every piece before the cut.
 *
 * `stats.input_tokens` is Gemini's `promptTokenCount` summed over the run's requests (cached
 * tokens included); `stats.output_tokens` is `candidatesTokenCount` alone, which leaves out the
 * thinking tokens a thinking model also generates (and bills). `stats.total_tokens` is
 * `totalTokenCount` (prompt + candidates + thoughts), so a lane's output is total - input.
 */
import type { SpawnLanePlan } from '../../plan/types.js';
import { collectSpawn } from '../spawn-lane.js';
import type { Handler } from '../types.js';
import { reportedUsage, tokenCount, type LaneUsage } from '../usage.js';
import { wrongTransport } from './_outcomes.js';
import {
  estimatedWarning,
  finishReading,
  isObject,
  looksLikeJson,
  noText,
  noReviewDiagnostic,
  partialCaveat,
  plainTextReading,
  readJsonLines,
  type EnvelopeReading,
} from './_envelope.js';

const CLI = 'gemini';

/** The figures of the result event's stats, or why they cannot be read. */
export function geminiUsage(stats: unknown): { usage?: LaneUsage; problem?: string } {
  if (stats === undefined) return {};
  if (!isObject(stats)) return { problem: 'stats is not an object' };
  const input = tokenCount(stats.input_tokens);
  const total = tokenCount(stats.total_tokens);
  if (input === undefined || total === undefined || total < input)
    return { problem: 'stats has no valid input_tokens and total_tokens' };
  return { usage: reportedUsage({ inputTokens: input, outputTokens: total - input }) };
}

function messageOf(event: Record<string, unknown>): string | undefined {
  if (typeof event.message === 'string') return event.message;
  if (isObject(event.error) && typeof event.error.message === 'string') return event.error.message;
  return undefined;
}

export function readGeminiOutput(plan: SpawnLanePlan, stdout: string): EnvelopeReading {
  if (!looksLikeJson(stdout)) return plainTextReading(CLI, stdout);
  const { events } = readJsonLines(stdout);
  let review = '';
  let result: Record<string, unknown> | undefined;
  const reported: string[] = [];
  for (const event of events) {
    if (event.type === 'message' && event.role === 'assistant' && typeof event.content === 'string') {
      review += event.content;
    } else if (event.type === 'tool_use') {
      // The text format ends a turn that called tools with a line break.
      if (review !== '' && !review.endsWith('\n')) review += '\n';
    } else if (event.type === 'error') {
      const message = messageOf(event);
      if (message) reported.push(message);
    } else if (event.type === 'result') {
      result = event;
    }
  }
  const reading: EnvelopeReading = { review, caveats: [], warnings: [] };
  const failure = result && result.status === 'error' ? messageOf(result) : undefined;
  if (failure) reported.push(failure);
  // The result event closes the stream: without it the stream was cut short.
  if (result) {
    const figures = geminiUsage(result.stats);
    if (figures.usage) reading.usage = figures.usage;
    if (figures.problem)
      reading.warnings.push(estimatedWarning(CLI, `reported unreadable figures (${figures.problem})`));
  } else {
    reading.warnings.push(estimatedWarning(CLI, 'printed an incomplete event stream'));
    if (review.trim() !== '') reading.caveats.push(partialCaveat(CLI));
  }
  if (review.trim() === '') {
    const why =
      reported.length > 0 ? `it reported: ${reported.join('; ')}` : 'its events hold no text from the model';
    noText(reading, noReviewDiagnostic(plan, CLI, why, reported.length > 0 ? '' : stdout));
  } else {
    // What the text format wrote to stderr, the events carry: kept as warnings beside the review.
    reading.warnings.push(...reported.map((m) => `${CLI} reported: ${m}`));
  }
  return reading;
}

export const geminiHandler: Handler = {
  async run(plan, ctx) {
    if (plan.transport !== 'spawn') return wrongTransport('gemini', 'spawn', plan);
    const collected = await collectSpawn(plan, ctx);
    return finishReading(plan, collected, readGeminiOutput(plan, collected.reviewText));
  },
};
