/**
 * What a lane spent (D17): its own figures, else our estimate. Input counts every prompt token,
 * cache included; output every generated token, reasoning included. The estimate is chars / 4 of
 * the prompt and review (D10), a floor for a CLI lane, and always marked as one.
 */
import { z } from 'zod';
import { estimateTokens } from '../prompt/build.js';
import { readCapped } from './output.js';
import { DEFAULTS, USAGE_SOURCES } from '../vocabulary.js';

/** What a lane spent, as results.json and the handover carry it (D14); a cost is never estimated. */
export const LaneUsageSchema = z
  .strictObject({
    inputTokens: z.number().int().nonnegative().optional(),
    outputTokens: z.number().int().nonnegative().optional(),
    costUsd: z.number().nonnegative().optional(),
    source: z.enum(USAGE_SOURCES),
  })
  .refine((u) => u.costUsd === undefined || u.source === 'lane', {
    error: "a cost is only the lane's own figure",
  });
export type LaneUsage = z.infer<typeof LaneUsageSchema>;

/** A token count as a lane may report it: a non-negative safe integer, else not a count. */
export function tokenCount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** A cost in US dollars: finite and not negative, else not a cost. */
export function costFigure(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The sum of counts that are all present; undefined when any is missing. */
export function sumCounts(...counts: Array<number | undefined>): number | undefined {
  let total = 0;
  for (const n of counts) {
    if (n === undefined) return undefined;
    total += n;
  }
  return Number.isSafeInteger(total) ? total : undefined;
}

/** The lane's own figures as a usage, or undefined when it reported none of them. */
export function reportedUsage(figures: {
  inputTokens?: number;
  outputTokens?: number;
  costUsd?: number;
}): LaneUsage | undefined {
  const usage: LaneUsage = { source: 'lane' };
  if (figures.inputTokens !== undefined) usage.inputTokens = figures.inputTokens;
  if (figures.outputTokens !== undefined) usage.outputTokens = figures.outputTokens;
  if (figures.costUsd !== undefined) usage.costUsd = figures.costUsd;
  return Object.keys(usage).length > 1 ? usage : undefined;
}

/** Our estimate from the prompt at `promptPath` (none there, none given) and the lane's review. */
export async function estimatedUsage(
  promptPath: string,
  review: string | null,
): Promise<LaneUsage | undefined> {
  // Ours, but where a lane could have replaced it: read as lane files are, counted up to the cap.
  const prompt = await readCapped(promptPath, DEFAULTS.maxPromptFileBytes).catch(() => null);
  if (!prompt || prompt.missing || prompt.text.trim() === '') return undefined;
  return {
    inputTokens: estimateTokens(prompt.text),
    ...(review !== null && review.trim() !== '' ? { outputTokens: estimateTokens(review) } : {}),
    source: 'estimate',
  };
}

/** Input plus output, when either is known. */
export function totalTokens(usage: LaneUsage | undefined): number | undefined {
  if (!usage || (usage.inputTokens === undefined && usage.outputTokens === undefined)) return undefined;
  return (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0);
}
