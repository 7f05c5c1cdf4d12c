/**
 * The closed registry of first-party handlers: third-party lanes may name one, never ship code.
 * A contract test holds this map, this folder and `HANDLERS` in vocabulary.ts together.
 */
import type { LanePlan } from '../../plan/types.js';
import { HANDLERS as HANDLER_NAMES, type HandlerName } from '../../vocabulary.js';
import type { Handler, LaneOutcome, LaneRunContext } from '../types.js';
import { antigravityHandler } from './antigravity.js';
import { claudeHandler } from './claude.js';
import { codexHandler } from './codex.js';
import { geminiHandler } from './gemini.js';
import { openaiCompatibleHandler } from './openai-compatible.js';
import { opencodeHandler } from './opencode.js';
import { qwenHandler } from './qwen.js';

export const HANDLERS: Readonly<Record<HandlerName, Handler>> = Object.freeze({
  antigravity: antigravityHandler,
  claude: claudeHandler,
  codex: codexHandler,
  gemini: geminiHandler,
  'openai-compatible': openaiCompatibleHandler,
  opencode: opencodeHandler,
  qwen: qwenHandler,
});

/** Own-property lookup: `constructor`, `__proto__` and other inherited names are not handlers. */
export function handlerFor(name: string): Handler | null {
  return Object.hasOwn(HANDLERS, name) ? HANDLERS[name as HandlerName] : null;
}

/** An unknown handler fails closed: nothing is started or sent. */
export function unknownHandlerOutcome(name: string, slug: string): LaneOutcome {
  const detail = `handler '${name}' is not one of ${HANDLER_NAMES.join(', ')}`;
  return {
    status: 'unavailable',
    reason: 'unknown_handler',
    detail,
    body: `${slug} review unavailable (unknown_handler): ${detail}.\n`,
    warnings: [],
    caveats: [],
  };
}

/** Runs `plan` through its named handler, or fails closed when the name is not in the registry. */
export function runHandler(name: string, plan: LanePlan, ctx: LaneRunContext): Promise<LaneOutcome> {
  const handler = handlerFor(name);
  return handler ? handler.run(plan, ctx) : Promise.resolve(unknownHandlerOutcome(name, plan.slug));
}
