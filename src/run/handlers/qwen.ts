/**
 * The `qwen` handler: `--output-format json` prints an array of messages closed by a `result`
 * message; the review is a successful run's `result`, as the text format prints it (D17). Its
 * token counts already include cache and reasoning; it reports no cost.
 */
import { isPlainObject } from '../../sys/plain-object.js';
import type { SpawnLanePlan } from '../../plan/types.js';
import { reportedUsage, tokenCount } from '../usage.js';
import {
  envelopeHandler,
  estimatedWarning,
  modelName,
  modelsOf,
  noText,
  noReviewDiagnostic,
  notTheDocument,
  partialCaveat,
  plainTextReading,
  readJsonDocument,
  takeFigures,
  type EnvelopeReading,
  type Figures,
} from './_envelope.js';

const CLI = 'qwen' as const;

/** The figures of the result message, or why they cannot be read. */
function qwenUsage(result: Record<string, unknown>): Figures {
  const { usage } = result;
  if (usage === undefined) return {};
  if (!isPlainObject(usage)) return { problem: 'usage is not an object' };
  const input = tokenCount(usage.input_tokens);
  const output = tokenCount(usage.output_tokens);
  if (input === undefined || output === undefined) return { problem: 'usage has no valid token counts' };
  return { usage: reportedUsage({ inputTokens: input, outputTokens: output }) };
}

/** The text of one of the model's messages (its text blocks), as qwen joins them for `result`. */
function assistantText(message: unknown): string | undefined {
  if (!isPlainObject(message) || message.type !== 'assistant' || !isPlainObject(message.message))
    return undefined;
  const { content } = message.message;
  if (!Array.isArray(content)) return undefined;
  return content
    .filter(
      (b): b is Record<string, unknown> =>
        isPlainObject(b) && b.type === 'text' && typeof b.text === 'string',
    )
    .map((b) => b.text as string)
    .join('');
}

/** The model the run names: the result's per-model stats, else the model's last message, else the init message. */
function qwenModel(messages: unknown[], result: Record<string, unknown> | undefined): string | undefined {
  const stats = isPlainObject(result?.stats) ? result.stats : undefined;
  const fromStats = modelsOf(stats?.models, (m) =>
    isPlainObject(m) && isPlainObject(m.tokens) ? (tokenCount(m.tokens.total) ?? 0) : 0,
  );
  if (fromStats) return fromStats;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (!isPlainObject(m)) continue;
    const named =
      m.type === 'assistant' && isPlainObject(m.message)
        ? modelName(m.message.model)
        : m.type === 'system'
          ? modelName(m.model)
          : undefined;
    if (named) return named;
  }
  return undefined;
}

export function readQwenOutput(plan: SpawnLanePlan, stdout: string): EnvelopeReading {
  const doc = readJsonDocument(stdout);
  if (doc.kind === 'text') return plainTextReading(CLI, stdout);
  const messages = doc.kind === 'unreadable' ? undefined : doc.value;
  if (!Array.isArray(messages)) return notTheDocument(plan, CLI, ['messages', 'message list'], stdout);
  const result = (messages as unknown[]).findLast((m) => isPlainObject(m) && m.type === 'result') as
    Record<string, unknown> | undefined;
  const reading: EnvelopeReading = { review: '', caveats: [], warnings: [] };
  const served = qwenModel(messages as unknown[], result);
  if (served) reading.servedModel = served;
  if (doc.kind === 'whole' && result) {
    if (result.is_error === true) {
      const error =
        isPlainObject(result.error) && typeof result.error.message === 'string' ? result.error.message : '';
      noText(reading, noReviewDiagnostic(plan, CLI, `it reported an error${error ? `: ${error}` : ''}`, ''));
    } else {
      reading.review = typeof result.result === 'string' ? result.result : '';
      if (reading.review.trim() === '')
        noText(reading, noReviewDiagnostic(plan, CLI, 'its result message has no result text', stdout));
    }
    takeFigures(reading, CLI, qwenUsage(result));
    return reading;
  }
  // Cut short (or no result message): the model's last message is what `result` would have been.
  const lastText =
    result && typeof result.result === 'string' && result.is_error !== true ? result.result : undefined;
  reading.review = lastText ?? messages.map(assistantText).findLast((t) => t !== undefined) ?? '';
  reading.warnings.push(estimatedWarning(CLI, 'printed an incomplete JSON message list'));
  if (reading.review.trim() !== '') reading.caveats.push(partialCaveat(CLI));
  else
    noText(
      reading,
      noReviewDiagnostic(plan, CLI, 'its JSON output was cut short before any review text', stdout),
    );
  return reading;
}

export const qwenHandler = envelopeHandler(CLI, readQwenOutput);
