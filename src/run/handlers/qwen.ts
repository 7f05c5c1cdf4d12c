/**
 * The `qwen` handler: Qwen Code runs with `--output-format json`, which prints, when it is done,
 * one JSON array of its messages: a `system` message, the model's messages, and a closing
 * `{"type": "result", "is_error", "result", "usage", ...}`. The text format prints `result` (the
 * text of the model's last message) on success, and only an error on stderr otherwise, so the
 * review is `result` of a successful run (D17).
 *
 * Qwen's `usage.input_tokens` is the OpenAI `prompt_tokens` (cached tokens included) summed over
 * the run's requests, and `output_tokens` the `completion_tokens` (reasoning included): a lane's
 * input and output as they are. It reports no cost.
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
  NO_TEXT_IN_JSON,
  noText,
  noReviewDiagnostic,
  partialCaveat,
  plainTextReading,
  readJsonDocument,
  type EnvelopeReading,
} from './_envelope.js';

const CLI = 'qwen';

/** The figures of the result message, or why they cannot be read. */
export function qwenUsage(result: Record<string, unknown>): { usage?: LaneUsage; problem?: string } {
  const { usage } = result;
  if (usage === undefined) return {};
  if (!isObject(usage)) return { problem: 'usage is not an object' };
  const input = tokenCount(usage.input_tokens);
  const output = tokenCount(usage.output_tokens);
  if (input === undefined || output === undefined) return { problem: 'usage has no valid token counts' };
  return { usage: reportedUsage({ inputTokens: input, outputTokens: output }) };
}

/** The last element that passes `test` (the lib target predates `Array.prototype.findLast`). */
function lastOf<T>(items: readonly T[], test: (item: T) => boolean): T | undefined {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i] as T)) return items[i];
  return undefined;
}

/** The text of one of the model's messages (its text blocks), as qwen joins them for `result`. */
function assistantText(message: unknown): string | undefined {
  if (!isObject(message) || message.type !== 'assistant' || !isObject(message.message)) return undefined;
  const { content } = message.message;
  if (!Array.isArray(content)) return undefined;
  return content
    .filter(
      (b): b is Record<string, unknown> => isObject(b) && b.type === 'text' && typeof b.text === 'string',
    )
    .map((b) => b.text as string)
    .join('');
}

export function readQwenOutput(plan: SpawnLanePlan, stdout: string): EnvelopeReading {
  const doc = readJsonDocument(stdout);
  if (doc.kind === 'text') return plainTextReading(CLI, stdout);
  const messages = doc.kind === 'unreadable' ? undefined : doc.value;
  if (!Array.isArray(messages)) {
    return {
      review: '',
      caveats: [],
      warnings: [estimatedWarning(CLI, 'printed no readable JSON messages')],
      emptyDetail: NO_TEXT_IN_JSON,
      diagnostic: noReviewDiagnostic(
        plan,
        CLI,
        'its output is not the JSON message list it was asked for',
        stdout,
      ),
    };
  }
  const result = lastOf(messages as unknown[], (m) => isObject(m) && m.type === 'result') as
    Record<string, unknown> | undefined;
  const reading: EnvelopeReading = { review: '', caveats: [], warnings: [] };
  if (doc.kind === 'whole' && result) {
    if (result.is_error === true) {
      const error =
        isObject(result.error) && typeof result.error.message === 'string' ? result.error.message : '';
      noText(reading, noReviewDiagnostic(plan, CLI, `it reported an error${error ? `: ${error}` : ''}`, ''));
    } else {
      reading.review = typeof result.result === 'string' ? result.result : '';
      if (reading.review.trim() === '')
        noText(reading, noReviewDiagnostic(plan, CLI, 'its result message has no result text', stdout));
    }
    const figures = qwenUsage(result);
    if (figures.usage) reading.usage = figures.usage;
    if (figures.problem)
      reading.warnings.push(estimatedWarning(CLI, `reported unreadable figures (${figures.problem})`));
    return reading;
  }
  // Cut short (or no result message): the model's last message is what `result` would have been.
  const lastText =
    result && typeof result.result === 'string' && result.is_error !== true ? result.result : undefined;
  reading.review = lastText ?? lastOf(messages.map(assistantText), (t) => t !== undefined) ?? '';
  reading.warnings.push(estimatedWarning(CLI, 'printed an incomplete JSON message list'));
  if (reading.review.trim() !== '') reading.caveats.push(partialCaveat(CLI));
  else
    noText(
      reading,
      noReviewDiagnostic(plan, CLI, 'its JSON output was cut short before any review text', stdout),
    );
  return reading;
}

export const qwenHandler: Handler = {
  async run(plan, ctx) {
    if (plan.transport !== 'spawn') return wrongTransport('qwen', 'spawn', plan);
    const collected = await collectSpawn(plan, ctx);
    return finishReading(plan, collected, readQwenOutput(plan, collected.reviewText));
  },
};
