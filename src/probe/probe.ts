/**
 * Bounded availability probes. A probe runs only for a candidate lane that passed the
 * trust gate; it never throws: every failure is `{ok: false, reason, detail}`.
 */
import type { Lane } from '../catalog/types.js';
import { lookupBinary } from '../sys/path-lookup.js';
import { PROBES } from './registry.js';
import type { ProbeContext, ProbeKindContext, ProbeResult } from './types.js';

/** Probes run concurrently, but few at a time: each may start a process or a connection. */
export const PROBE_CONCURRENCY = 4;

/** Probes one lane: `requiresBinaries`, then its probe kind; `host` is where its requests go. */
export async function probeLane(lane: Lane, host: string | null, ctx: ProbeContext): Promise<ProbeResult> {
  try {
    const slug = lane.reviewer.slug;
    for (const bin of lane.reviewer.requiresBinaries) {
      if (typeof bin !== 'string' || bin === '') continue;
      if (!(await lookupBinary(bin, ctx.env, { platform: ctx.platform }))) {
        return {
          ok: false,
          reason: 'missing_required_binary',
          detail: `lane '${slug}' requires '${bin}' on PATH`,
        };
      }
    }
    const probe: unknown = lane.reviewer.probe;
    if (probe === null || typeof probe !== 'object' || Array.isArray(probe)) {
      return { ok: false, reason: 'probe_failed', detail: 'lane declares no probe' };
    }
    const kindCtx: ProbeKindContext = { ...ctx, slug, host: host || null };
    const p = lane.reviewer.probe;
    switch (p.kind) {
      case 'command-exists':
        return await PROBES['command-exists'](p, kindCtx);
      case 'command-capability':
        return await PROBES['command-capability'](p, kindCtx);
      case 'http-reachable':
        return await PROBES['http-reachable'](p, kindCtx);
      default:
        return {
          ok: false,
          reason: 'probe_failed',
          detail: `unknown probe kind '${String((p as { kind?: unknown }).kind)}'`,
        };
    }
  } catch (e) {
    return {
      ok: false,
      reason: 'probe_failed',
      detail: `probe failed: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}

/** Runs `fn` over `items` with at most `limit` in flight; results keep the input order. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
