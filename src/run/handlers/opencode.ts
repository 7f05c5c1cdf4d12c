/**
 * The `opencode` handler (spec §8.3). The lane runs `opencode run --format json`, because the
 * default formatter prints nothing when the agent ends its turn with zero output tokens (#1936).
 * The review is rebuilt from the JSONL event stream; the raw envelope is never the review.
 */
import { collectSpawn, finishSpawn } from '../spawn-lane.js';
import type { Handler } from '../types.js';
import { wrongTransport } from './_outcomes.js';

export interface OpencodeReconstruction {
  /** The `text` parts joined with `\n`, in order ("" when there were none). */
  review: string;
  /** `part.reason` of the last `step_finish` event, if any. */
  stopReason: string | null;
  /** `part.tokens.output` of the last `step_finish` event, if any. */
  outputTokens: number | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Total over arbitrary input: a line that is not a JSON object is skipped, never fatal. */
export function reconstructOpencode(stdout: string): OpencodeReconstruction {
  const texts: string[] = [];
  let stopReason: string | null = null;
  let outputTokens: number | null = null;
  for (const line of stdout.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    let event: unknown;
    try {
      event = JSON.parse(trimmed);
    } catch {
      continue;
    }
    if (!isObject(event) || !isObject(event.part)) continue;
    const { part } = event;
    if (event.type === 'text' && typeof part.text === 'string') texts.push(part.text);
    if (event.type === 'step_finish') {
      if (typeof part.reason === 'string') stopReason = part.reason;
      const tokens = part.tokens;
      if (isObject(tokens) && typeof tokens.output === 'number') outputTokens = tokens.output;
    }
  }
  return { review: texts.join('\n'), stopReason, outputTokens };
}

/** The stub's extra lines when the stream held no assistant text. */
export function opencodeNoTextDiagnostic(r: OpencodeReconstruction): string {
  return [
    'OpenCode returned no assistant text (the agent ended its turn with no final message).',
    `Diagnostic: stop reason=${r.stopReason ?? '?'}, output tokens=${r.outputTokens ?? '?'}`,
  ].join('\n');
}

export const opencodeHandler: Handler = {
  async run(plan, ctx) {
    if (plan.transport !== 'spawn') return wrongTransport('opencode', 'spawn', plan);
    const collected = await collectSpawn(plan, ctx);
    const rebuilt = reconstructOpencode(collected.reviewText);
    if (rebuilt.review.trim() !== '') return finishSpawn(plan, collected, rebuilt.review);
    return finishSpawn(plan, collected, '', opencodeNoTextDiagnostic(rebuilt));
  },
};
