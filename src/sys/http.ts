/**
 * One HTTP exchange behind a small interface: undici on a dedicated Agent (D7), no redirects, no
 * proxy environment (the pinned host is the peer), every phase bounded; failures are data.
 */
import { Agent, request } from 'undici';

/** The four bounds of D7. A phase bound at or above `overallMs` is left to the overall one. */
export interface HttpDeadlines {
  connectMs: number;
  /** Until the response headers arrive. A non-streaming chat completion sends them only when done. */
  headersMs: number;
  /** The longest silence between two body chunks. */
  bodyIdleMs: number;
  overallMs: number;
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Bytes of body read at most; beyond it the exchange fails as `too_large`. */
  maxBodyBytes: number;
  deadlines: HttpDeadlines;
  /** External cancellation (job cancelled). */
  signal?: AbortSignal;
}

export type HttpFailureCause =
  | 'overall_timeout'
  | 'cancelled'
  | 'connect_timeout'
  | 'headers_timeout'
  | 'body_timeout'
  | 'too_large'
  | 'network';

export type HttpExchange =
  | {
      kind: 'response';
      status: number;
      location: string | null;
      body: string;
      /** The `Retry-After` header, raw (read only on 429/503). */
      retryAfter?: string | null;
    }
  | { kind: 'failure'; cause: HttpFailureCause; message: string; status?: number; partialBody?: string };

export interface HttpClient {
  send(req: HttpRequest): Promise<HttpExchange>;
}

/** Connect is bounded at 10 s (undici's default); the body may idle 60 s between chunks. */
export function httpDeadlines(overallMs: number, overrides: Partial<Omit<HttpDeadlines, 'overallMs'>> = {}) {
  return {
    connectMs: overrides.connectMs ?? Math.min(10_000, overallMs),
    headersMs: overrides.headersMs ?? overallMs,
    bodyIdleMs: overrides.bodyIdleMs ?? Math.min(60_000, overallMs),
    overallMs,
  } satisfies HttpDeadlines;
}

/** undici treats 0 as "no phase timer": the overall deadline then bounds that phase alone. */
function phase(ms: number, overallMs: number): number {
  return ms >= overallMs ? 0 : Math.max(1, ms);
}

function errorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Duck-typed: errors may come from another realm (undici's own), where instanceof fails. */
function messageOf(err: unknown): string | undefined {
  const m = (err as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m !== '' ? m : undefined;
}

function describe(err: unknown): string {
  const errors = (err as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) return describe(errors[0]);
  const message = messageOf(err) ?? String(err);
  const cause = messageOf((err as { cause?: unknown } | null)?.cause);
  return cause && cause !== message ? `${message}: ${cause}` : message;
}

function classify(err: unknown, req: HttpRequest): { cause: HttpFailureCause; message: string } {
  const { deadlines } = req;
  switch (errorCode(err)) {
    case 'UND_ERR_CONNECT_TIMEOUT':
      return { cause: 'connect_timeout', message: `could not connect within ${deadlines.connectMs} ms` };
    case 'UND_ERR_HEADERS_TIMEOUT':
      return { cause: 'headers_timeout', message: `no response headers within ${deadlines.headersMs} ms` };
    case 'UND_ERR_BODY_TIMEOUT':
      return {
        cause: 'body_timeout',
        message: `the response body stalled: no data for ${deadlines.bodyIdleMs} ms`,
      };
    default:
      return { cause: 'network', message: describe(err) };
  }
}

export function createHttpClient(): HttpClient {
  return {
    async send(req) {
      const { deadlines } = req;
      const agent = new Agent({
        connect: { timeout: deadlines.connectMs },
        headersTimeout: phase(deadlines.headersMs, deadlines.overallMs),
        bodyTimeout: phase(deadlines.bodyIdleMs, deadlines.overallMs),
        pipelining: 0,
      });
      // Which of our own reasons aborted the request; undici rejects with the abort reason.
      let ended: 'overall_timeout' | 'cancelled' | null = null;
      const controller = new AbortController();
      const timer = setTimeout(() => {
        ended ??= 'overall_timeout';
        controller.abort(new Error('overall deadline'));
      }, deadlines.overallMs);
      const onCancel = (): void => {
        ended ??= 'cancelled';
        controller.abort(new Error('cancelled'));
      };
      if (req.signal?.aborted) onCancel();
      else req.signal?.addEventListener('abort', onCancel, { once: true });

      let status: number | undefined;
      const chunks: Buffer[] = [];
      let bytes = 0;
      const partial = (): string | undefined =>
        chunks.length > 0 ? Buffer.concat(chunks).toString('utf8') : undefined;
      try {
        const res = await request(req.url, {
          dispatcher: agent,
          method: req.method,
          headers: req.headers,
          body: req.body,
          signal: controller.signal,
        });
        status = res.statusCode;
        const location = res.headers.location;
        const retryAfter = res.headers['retry-after'];
        for await (const chunk of res.body as AsyncIterable<Buffer>) {
          bytes += chunk.length;
          if (bytes > req.maxBodyBytes) {
            chunks.push(chunk.subarray(0, Math.max(0, req.maxBodyBytes - (bytes - chunk.length))));
            res.body.destroy();
            return {
              kind: 'failure',
              cause: 'too_large',
              message: `the response body exceeded ${req.maxBodyBytes} bytes`,
              status,
              partialBody: partial(),
            };
          }
          chunks.push(chunk);
        }
        return {
          kind: 'response',
          status,
          location: typeof location === 'string' ? location : (location?.[0] ?? null),
          body: Buffer.concat(chunks).toString('utf8'),
          retryAfter: typeof retryAfter === 'string' ? retryAfter : (retryAfter?.[0] ?? null),
        };
      } catch (err) {
        if (ended === 'overall_timeout') {
          const message = `no complete response within ${deadlines.overallMs} ms`;
          return { kind: 'failure', cause: ended, message, status, partialBody: partial() };
        }
        if (ended === 'cancelled') {
          return {
            kind: 'failure',
            cause: ended,
            message: 'the run was cancelled',
            status,
            partialBody: partial(),
          };
        }
        return { kind: 'failure', ...classify(err, req), status, partialBody: partial() };
      } finally {
        clearTimeout(timer);
        req.signal?.removeEventListener('abort', onCancel);
        // destroy, not close: a stalled server must not keep the socket (or the run) alive.
        try {
          await agent.destroy();
        } catch {
          // The exchange has its answer already; a socket that fails to close changes nothing in it.
        }
      }
    },
  };
}
