/**
 * The `opencode` handler: `run --format json`, because the default formatter prints nothing when a
 * turn ends with zero output tokens. Figures (D17) sum the `step_finish` events; a cost of 0 means
 * no rates. Its switches against project configuration are set whatever the user exports (D18).
 */
import { isPlainObject } from '../../sys/plain-object.js';
import { collectSpawn, finishSpawn } from '../spawn-lane.js';
import type { Handler } from '../types.js';
import { costFigure, reportedUsage, sumCounts, tokenCount, type LaneUsage } from '../usage.js';
import { wrongTransport } from './_outcomes.js';
import { estimatedWarning, readJsonLines } from './_envelope.js';

export interface OpencodeReconstruction {
  /** The `text` parts joined with `\n`, in order ("" when there were none). */
  review: string;
  /** `part.reason` of the last `step_finish` event, if any. */
  stopReason: string | null;
  /** `part.tokens.output` of the last `step_finish` event, if any. */
  outputTokens: number | null;
}

/** Total over arbitrary input: a line that is not a JSON object is skipped, never fatal. */
export function reconstructOpencode(stdout: string): OpencodeReconstruction {
  const texts: string[] = [];
  let stopReason: string | null = null;
  let outputTokens: number | null = null;
  for (const event of readJsonLines(stdout).events) {
    if (!isPlainObject(event.part)) continue;
    const { part } = event;
    if (event.type === 'text' && typeof part.text === 'string') texts.push(part.text);
    if (event.type === 'step_finish') {
      if (typeof part.reason === 'string') stopReason = part.reason;
      const tokens = part.tokens;
      if (isPlainObject(tokens) && typeof tokens.output === 'number') outputTokens = tokens.output;
    }
  }
  return { review: texts.join('\n'), stopReason, outputTokens };
}

/** A count opencode may leave out (0), but not one that is malformed. */
const optionalCount = (value: unknown): number | undefined => (value === undefined ? 0 : tokenCount(value));

/** The run's figures from its `step_finish` events, or why they cannot be read. */
export function opencodeUsage(stdout: string): { usage?: LaneUsage; usageProblem?: string } {
  let input: number | undefined = 0;
  let output: number | undefined = 0;
  let cost: number | undefined = 0;
  let steps = 0;
  for (const event of readJsonLines(stdout).events) {
    if (event.type !== 'step_finish' || !isPlainObject(event.part)) continue;
    steps += 1;
    const { tokens } = event.part;
    const cache = isPlainObject(tokens) ? (tokens.cache ?? {}) : undefined;
    if (!isPlainObject(tokens) || !isPlainObject(cache))
      return { usageProblem: 'a step_finish event has no tokens object' };
    input = sumCounts(input, tokenCount(tokens.input), optionalCount(cache.read), optionalCount(cache.write));
    output = sumCounts(output, tokenCount(tokens.output), optionalCount(tokens.reasoning));
    if (input === undefined || output === undefined)
      return { usageProblem: 'a step_finish event has no valid token counts' };
    const stepCost = event.part.cost === undefined ? 0 : costFigure(event.part.cost);
    cost = stepCost === undefined || cost === undefined ? undefined : cost + stepCost;
  }
  if (steps === 0) return {};
  const usage = reportedUsage({ inputTokens: input, outputTokens: output, costUsd: cost ? cost : undefined });
  return usage ? { usage } : {};
}

/** The stub's extra lines when the stream held no assistant text. */
export function opencodeNoTextDiagnostic(r: OpencodeReconstruction): string {
  return [
    'OpenCode returned no assistant text (the agent ended its turn with no final message).',
    `Diagnostic: stop reason=${r.stopReason ?? '?'}, output tokens=${r.outputTokens ?? '?'}`,
  ].join('\n');
}

export const OPENCODE_LOCKDOWN_ENV: Readonly<Record<string, string>> = {
  OPENCODE_DISABLE_PROJECT_CONFIG: '1',
  OPENCODE_PERMISSION: JSON.stringify({ bash: 'deny', edit: 'deny', webfetch: 'deny' }),
};

export const opencodeHandler: Handler = {
  async run(plan, ctx) {
    if (plan.transport !== 'spawn') return wrongTransport('opencode', 'spawn', plan);
    const collected = await collectSpawn(plan, { ...ctx, env: { ...ctx.env, ...OPENCODE_LOCKDOWN_ENV } });
    const rebuilt = reconstructOpencode(collected.reviewText);
    const { usage, usageProblem } = opencodeUsage(collected.reviewText);
    const figures = {
      ...(usage ? { usage } : {}),
      warnings: usageProblem
        ? [estimatedWarning('opencode', `reported unreadable figures (${usageProblem})`)]
        : [],
    };
    if (rebuilt.review.trim() !== '') return finishSpawn(plan, collected, rebuilt.review, undefined, figures);
    return finishSpawn(plan, collected, '', opencodeNoTextDiagnostic(rebuilt), figures);
  },
};
