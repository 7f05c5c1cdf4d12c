/** The `openai-compatible` handler: the openai-http transport itself. */
import { runHttpLane } from '../http-lane.js';
import type { Handler } from '../types.js';
import { wrongTransport } from './_outcomes.js';

export const openaiCompatibleHandler: Handler = {
  run(plan, ctx) {
    if (plan.transport !== 'openai-http')
      return Promise.resolve(wrongTransport('openai-compatible', 'openai-http', plan));
    return runHttpLane(plan, ctx);
  },
};
