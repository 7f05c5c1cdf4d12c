/**
 * The `claude` handler: `--output-format json` prints one result document; the review is `result`,
 * the figures `usage` and `total_cost_usd` (D17). Anthropic's `input_tokens` leaves out cache reads
 * and writes, so a lane's input is all three; `output_tokens` already holds thinking.
 */
import { isPlainObject } from '../../sys/plain-object.js';
import { costFigure, reportedUsage, sumCounts, tokenCount } from '../usage.js';
import {
  envelopeHandler,
  estimatedWarning,
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
import type { SpawnLanePlan } from '../../plan/types.js';

const CLI = 'claude' as const;

/** A count that may be absent (0), but not malformed. */
function optionalCount(value: unknown): number | undefined {
  return value === undefined || value === null ? 0 : tokenCount(value);
}

/** The figures of a whole result document, or why they cannot be read. */
function claudeUsage(result: Record<string, unknown>): Figures {
  const { usage } = result;
  const cost = result.total_cost_usd === undefined ? undefined : costFigure(result.total_cost_usd);
  if (result.total_cost_usd !== undefined && cost === undefined)
    return { problem: 'total_cost_usd is not a cost' };
  if (usage === undefined) return { usage: reportedUsage({ costUsd: cost }) };
  if (!isPlainObject(usage)) return { problem: 'usage is not an object' };
  const counts = [
    tokenCount(usage.input_tokens),
    optionalCount(usage.cache_creation_input_tokens),
    optionalCount(usage.cache_read_input_tokens),
  ];
  const output = tokenCount(usage.output_tokens);
  const input = sumCounts(...counts);
  if (input === undefined || output === undefined) return { problem: 'usage has no valid token counts' };
  return { usage: reportedUsage({ inputTokens: input, outputTokens: output, costUsd: cost }) };
}

/** What the text format would have printed, and the figures, from claude's stdout. */
export function readClaudeOutput(plan: SpawnLanePlan, stdout: string): EnvelopeReading {
  const doc = readJsonDocument(stdout);
  if (doc.kind === 'text') return plainTextReading(CLI, stdout);
  const result = doc.kind === 'unreadable' ? undefined : doc.value;
  if (!isPlainObject(result)) return notTheDocument(plan, CLI, ['result', 'result document'], stdout);
  const review = typeof result.result === 'string' ? result.result : '';
  const reading: EnvelopeReading = { review, caveats: [], warnings: [] };
  // Its per-model usage names every model that answered, the main one with the most output.
  const served = modelsOf(result.modelUsage, (u) =>
    isPlainObject(u) ? (tokenCount(u.outputTokens) ?? 0) : 0,
  );
  if (served) reading.servedModel = served;
  if (doc.kind === 'partial') {
    if (review.trim() !== '') reading.caveats.push(partialCaveat(CLI));
    reading.warnings.push(estimatedWarning(CLI, 'printed an incomplete JSON result'));
  } else takeFigures(reading, CLI, claudeUsage(result));
  if (review.trim() === '') {
    const ended = typeof result.subtype === 'string' ? ` (${result.subtype})` : '';
    const errors = Array.isArray(result.errors) ? result.errors.filter((e) => typeof e === 'string') : [];
    const why =
      result.is_error === true
        ? `it ended with an error${ended}${errors.length > 0 ? `: ${errors.join('; ')}` : ''}`
        : `its JSON result has no result text${ended}`;
    noText(reading, noReviewDiagnostic(plan, CLI, why, stdout));
  }
  return reading;
}

export const claudeHandler = envelopeHandler(CLI, readClaudeOutput);
