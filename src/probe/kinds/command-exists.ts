/** `command-exists`: a PATH lookup; no process is started, so there is nothing to bound. */
import type { Probe } from '../../catalog/types.js';
import { lookupBinary } from '../../sys/path-lookup.js';
import type { ProbeKindContext, ProbeResult } from '../types.js';

export async function probeCommandExists(
  probe: Extract<Probe, { kind: 'command-exists' }>,
  ctx: ProbeKindContext,
): Promise<ProbeResult> {
  const found = await lookupBinary(probe.binary, ctx.env, { platform: ctx.platform });
  return found
    ? { ok: true }
    : { ok: false, reason: 'missing_binary', detail: `'${probe.binary}' not found on PATH` };
}
