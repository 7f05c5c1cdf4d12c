/** Outcomes shared by the handlers. A leading `_` marks a helper: the contract test skips it. */
import type { LanePlan } from '../../plan/types.js';
import type { HandlerName, Transport } from '../../vocabulary.js';
import type { LaneOutcome } from '../types.js';

/** A handler given a lane of the other transport fails closed: nothing is started or sent. */
export function wrongTransport(handler: HandlerName, needs: Transport, plan: LanePlan): LaneOutcome {
  const detail = `handler '${handler}' runs ${needs} lanes, but lane ${plan.slug} uses transport ${plan.transport}`;
  return {
    status: 'unavailable',
    reason: 'malformed_lane',
    detail,
    body: `${plan.slug} review unavailable (malformed_lane): ${detail}.\n`,
    warnings: [],
    caveats: [],
  };
}
