/**
 * `http-reachable`: GET `<host><path>`; any 2xx means available. Bounded by `timeoutMs` (connect,
 * headers, body and overall); redirects are not followed (a 3xx is not "reachable": the lane's
 * own request would be refused too). The host is the one the lane's request goes to (defect B).
 */
import { Agent, request } from 'undici';
import type { Probe } from '../../catalog/types.js';
import type { ProbeKindContext, ProbeResult } from '../types.js';

export async function probeHttpReachable(
  probe: Extract<Probe, { kind: 'http-reachable' }>,
  ctx: ProbeKindContext,
): Promise<ProbeResult> {
  const unreachable = (detail: string): ProbeResult => ({ ok: false, reason: 'host_unreachable', detail });
  if (!ctx.host) return unreachable('no host resolved');
  const url = ctx.host + probe.path;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return unreachable(`'${url}' is not a valid URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return unreachable(`'${url}' is not an http(s) URL`);
  }
  const timeoutMs = probe.timeoutMs;
  const agent = new Agent({
    connect: { timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 1,
  });
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const res = await request(parsed, {
      method: 'GET',
      dispatcher: agent,
      signal,
      headers: { accept: 'application/json' },
    });
    await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
    if (res.statusCode >= 200 && res.statusCode < 300) return { ok: true };
    const redirect = res.statusCode >= 300 && res.statusCode < 400 ? ' (redirects are not followed)' : '';
    return unreachable(`GET ${url} answered HTTP ${res.statusCode}${redirect}`);
  } catch (e) {
    if (signal.aborted) return unreachable(`GET ${url} timed out after ${timeoutMs} ms`);
    const error = e as Error & { code?: string; cause?: { message?: string } };
    const message = error.cause?.message ?? error.message ?? String(e);
    return unreachable(`GET ${url} failed: ${message}`);
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}
