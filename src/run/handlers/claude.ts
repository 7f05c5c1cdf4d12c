/**
 * The `claude` handler: Claude Code runs with `--output-format json`, which prints one JSON
 * document when it is done: `{"type": "result", "result": <the text the text format prints>,
 * "is_error", "subtype", "total_cost_usd", "usage": {...}, ...}`. The review is `result`; the
 * figures are `usage` and `total_cost_usd` (D17).
 *
 * Anthropic's `input_tokens` leaves out the prompt tokens read from or written to the cache, which
 * have their own counts; a lane's input is all three. `output_tokens` already holds thinking.
 */
import { collectSpawn } from '../spawn-lane.js';
import type { Handler } from '../types.js';
import { costFigure, reportedUsage, sumCounts, tokenCount, type LaneUsage } from '../usage.js';
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
import type { SpawnLanePlan } from '../../plan/types.js';

const CLI = 'claude';

/** A count that may be absent (0), but not malformed. */
function optionalCount(value: unknown): number | undefined {
  return value === undefined || value === null ? 0 : tokenCount(value);
}

/** The figures of a whole result document, or why they cannot be read. */
export function claudeUsage(result: Record<string, unknown>): { usage?: LaneUsage; problem?: string } {
  const { usage } = result;
  const cost = result.total_cost_usd === undefined ? undefined : costFigure(result.total_cost_usd);
  if (result.total_cost_usd !== undefined && cost === undefined)
    return { problem: 'total_cost_usd is not a cost' };
  if (usage === undefined) return { usage: reportedUsage({ costUsd: cost }) };
  if (!isObject(usage)) return { problem: 'usage is not an object' };
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
  if (!isObject(result)) {
    const why = 'its output is not the JSON result document it was asked for';
    return {
      review: '',
      caveats: [],
      warnings: [estimatedWarning(CLI, 'printed no readable JSON result')],
      emptyDetail: NO_TEXT_IN_JSON,
      diagnostic: noReviewDiagnostic(plan, CLI, why, stdout),
    };
  }
  const review = typeof result.result === 'string' ? result.result : '';
  const reading: EnvelopeReading = { review, caveats: [], warnings: [] };
  if (doc.kind === 'partial') {
    if (review.trim() !== '') reading.caveats.push(partialCaveat(CLI));
    reading.warnings.push(estimatedWarning(CLI, 'printed an incomplete JSON result'));
  } else {
    const figures = claudeUsage(result);
    if (figures.usage) reading.usage = figures.usage;
    if (figures.problem)
      reading.warnings.push(estimatedWarning(CLI, `reported unreadable figures (${figures.problem})`));
  }
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

export const claudeHandler: Handler = {
  async run(plan, ctx) {
    if (plan.transport !== 'spawn') return wrongTransport('claude', 'spawn', plan);
    const collected = await collectSpawn(plan, ctx);
    return finishReading(plan, collected, readClaudeOutput(plan, collected.reviewText));
  },
};
