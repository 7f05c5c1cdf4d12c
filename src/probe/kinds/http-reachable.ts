/**
 * `http-reachable`: GET `<host><path>`, any 2xx is available, bounded by `timeoutMs`; a 3xx is not
 * (the lane's own request would be refused too).
 */
import type { Probe } from '../../catalog/types.js';
import { createHttpClient } from '../../sys/http.js';
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
  const client = ctx.httpClient ?? createHttpClient();
  const timeoutMs = probe.timeoutMs;
  const exchange = await client.send({
    method: 'GET',
    url: parsed.href,
    headers: { accept: 'application/json' },
    // What the body says does not matter: a 2xx whose body runs past this is still an answer.
    maxBodyBytes: 64 * 1024,
    deadlines: { connectMs: timeoutMs, headersMs: timeoutMs, bodyIdleMs: timeoutMs, overallMs: timeoutMs },
  });
  const status = exchange.status;
  if (exchange.kind === 'response' || exchange.cause === 'too_large') {
    if (status !== undefined && status >= 200 && status < 300) return { ok: true };
    const redirect =
      status !== undefined && status >= 300 && status < 400 ? ' (redirects are not followed)' : '';
    return unreachable(`GET ${url} answered HTTP ${status}${redirect}`);
  }
  if (TIMEOUTS.has(exchange.cause)) return unreachable(`GET ${url} timed out after ${timeoutMs} ms`);
  return unreachable(`GET ${url} failed: ${exchange.message}`);
}

const TIMEOUTS: ReadonlySet<string> = new Set([
  'overall_timeout',
  'connect_timeout',
  'headers_timeout',
  'body_timeout',
]);
