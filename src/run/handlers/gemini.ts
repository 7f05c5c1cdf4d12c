/**
 * The `gemini` handler: `--output-format stream-json`, because `json` holds only the last turn's
 * text while the text format prints every turn's, and a cut stream keeps every piece before the
 * cut (D17). `stats.output_tokens` leaves out thinking, so a lane's output is total - input.
 */
import { isPlainObject } from '../../sys/plain-object.js';
import type { SpawnLanePlan } from '../../plan/types.js';
import { reportedUsage, tokenCount } from '../usage.js';
import {
  envelopeHandler,
  estimatedWarning,
  looksLikeJson,
  modelName,
  modelsOf,
  noText,
  noReviewDiagnostic,
  partialCaveat,
  plainTextReading,
  readJsonLines,
  takeFigures,
  type EnvelopeReading,
  type Figures,
} from './_envelope.js';

const CLI = 'gemini' as const;

/** The figures of the result event's stats, or why they cannot be read. */
function geminiUsage(stats: unknown): Figures {
  if (stats === undefined) return {};
  if (!isPlainObject(stats)) return { problem: 'stats is not an object' };
  const input = tokenCount(stats.input_tokens);
  const total = tokenCount(stats.total_tokens);
  if (input === undefined || total === undefined || total < input)
    return { problem: 'stats has no valid input_tokens and total_tokens' };
  return { usage: reportedUsage({ inputTokens: input, outputTokens: total - input }) };
}

function messageOf(event: Record<string, unknown>): string | undefined {
  if (typeof event.message === 'string') return event.message;
  if (isPlainObject(event.error) && typeof event.error.message === 'string') return event.error.message;
  return undefined;
}

export function readGeminiOutput(plan: SpawnLanePlan, stdout: string): EnvelopeReading {
  if (!looksLikeJson(stdout)) return plainTextReading(CLI, stdout);
  const { events } = readJsonLines(stdout);
  let review = '';
  let result: Record<string, unknown> | undefined;
  let asked: string | undefined;
  const reported: string[] = [];
  for (const event of events) {
    if (event.type === 'init') asked = modelName(event.model) ?? asked;
    else if (event.type === 'message' && event.role === 'assistant' && typeof event.content === 'string') {
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
  // The result's per-model stats name the version that answered; the init event the one it asked for.
  const stats = isPlainObject(result?.stats) ? result.stats : undefined;
  const served =
    modelsOf(stats?.models, (m) => (isPlainObject(m) ? (tokenCount(m.total_tokens) ?? 0) : 0)) ?? asked;
  if (served) reading.servedModel = served;
  const failure = result && result.status === 'error' ? messageOf(result) : undefined;
  if (failure) reported.push(failure);
  // The result event closes the stream: without it the stream was cut short.
  if (result) takeFigures(reading, CLI, geminiUsage(result.stats));
  else {
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

export const geminiHandler = envelopeHandler(CLI, readGeminiOutput);
