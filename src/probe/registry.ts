/**
 * The probe kinds, one entry per member of PROBE_KINDS: a closed, static registry. A
 * contract test asserts that this map, the kinds/ folder and the enum agree.
 */
import type { Probe } from '../catalog/types.js';
import type { ProbeKind } from '../vocabulary.js';
import { probeCommandCapability } from './kinds/command-capability.js';
import { probeCommandExists } from './kinds/command-exists.js';
import { probeHttpReachable } from './kinds/http-reachable.js';
import type { ProbeKindContext, ProbeResult } from './types.js';

type ProbeFn<K extends ProbeKind> = (
  probe: Extract<Probe, { kind: K }>,
  ctx: ProbeKindContext,
) => Promise<ProbeResult>;

export const PROBES: { readonly [K in ProbeKind]: ProbeFn<K> } = Object.freeze({
  'command-exists': probeCommandExists,
  'command-capability': probeCommandCapability,
  'http-reachable': probeHttpReachable,
});
