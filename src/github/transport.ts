/**
 * The fetch octokit sends GitHub requests through: node:http and node:https. Node's own fetch
 * loads its undici on the first request, about 60 ms and 15 MiB before a run's first byte to
 * GitHub (Node 24, measured); node:http is already part of Node's startup.
 *
 * It offers what @octokit/request uses of a fetch, and no more:
 * - the request: a method, headers, a string or byte body, an abort signal;
 * - the response: status, status text, url, headers, `text()`, `arrayBuffer()` and `body`.
 *
 * A redirect is followed as fetch follows it, the token left behind when it leaves GitHub's
 * origin (an artifact's download goes to blob storage).
 */
import {
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type RequestOptions,
} from 'node:http';
import { Readable } from 'node:stream';
import { ServiceError } from '../diagnostics.js';

type Fetch = typeof globalThis.fetch;

/** undici's own bound for a silent GitHub: no byte for this long fails the request. */
export const IDLE_TIMEOUT_MS = 300_000;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type Send = (url: URL, options: RequestOptions, answer: (res: IncomingMessage) => void) => ClientRequest;

/** node:https (and with it TLS) loads with the first https request; a loopback API needs none. */
async function sender(url: URL): Promise<Send> {
  if (url.protocol === 'http:') return httpRequest;
  if (url.protocol === 'https:') return (await import('node:https')).request;
  throw new TypeError(`cannot send a GitHub request to ${url.href}: only http and https are spoken`);
}

function bodyOf(body: unknown): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new TypeError(
    `a GitHub request body must be a string or bytes, not ${Object.prototype.toString.call(body)}`,
  );
}

/** The response's headers as fetch hands them to octokit: lower-case names, iterable, with `get`. */
function headersOf(res: IncomingMessage): Map<string, string> {
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

function responseOf(url: URL, res: IncomingMessage, bytes: Buffer): Response {
  const headers = headersOf(res);
  return {
    status: res.statusCode ?? 0,
    statusText: res.statusMessage ?? '',
    url: url.href,
    headers,
    text: async () => bytes.toString('utf8'),
    arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    get body() {
      return Readable.toWeb(Readable.from([bytes]));
    },
  } as unknown as Response;
}

export interface TransportOptions {
  /** How long GitHub may send nothing before the request fails; undici's 300 s by default. */
  idleMs?: number;
  /** A certificate authority trusted besides Node's (NODE_EXTRA_CA_CERTS is honoured anyway). */
  ca?: string;
}

/**
 * Node's error, made again here: octokit reads a failure's message (and an abort) only from an
 * `instanceof Error`, which an error of another realm (a test's vm context) is not.
 */
function failure(err: unknown): Error {
  const e = err as NodeJS.ErrnoException;
  return Object.assign(new ServiceError(String(e?.message ?? err), { cause: err }), {
    name: e?.name === 'AbortError' ? 'AbortError' : 'Error',
    ...(e?.code ? { code: e.code } : {}),
  });
}

/** One exchange: the whole answer is read (GitHub's are small and octokit reads them all anyway). */
async function exchange(
  url: URL,
  init: RequestInit,
  o: TransportOptions,
): Promise<{ res: IncomingMessage; bytes: Buffer }> {
  const send = await sender(url);
  const body = bodyOf(init.body);
  const headers: Record<string, string | number> = { ...(init.headers as Record<string, string>) };
  if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
  return new Promise((resolve, reject) => {
    const options: RequestOptions & { ca?: string } = {
      method: init.method ?? 'GET',
      headers,
      signal: init.signal ?? undefined,
      ...(o.ca ? { ca: o.ca } : {}),
    };
    const req = send(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ res, bytes: Buffer.concat(chunks) }));
      res.on('error', (err) => reject(failure(err)));
    });
    const idleMs = o.idleMs ?? IDLE_TIMEOUT_MS;
    req.setTimeout(idleMs, () =>
      req.destroy(
        new ServiceError(
          `GitHub sent nothing for ${idleMs / 1000} s on ${init.method ?? 'GET'} ${url.pathname}`,
        ),
      ),
    );
    req.on('error', (err) => reject(failure(err)));
    req.end(body);
  });
}

/** Fetch's own limit. */
export const MAX_REDIRECTS = 20;

/**
 * The request a redirect asks for, as fetch makes it: a 303 (and a 301 or 302 of a POST) turns
 * into a GET without a body, and the token stays behind when the redirect leaves the origin.
 */
function redirected(from: URL, to: URL, status: number, init: RequestInit): RequestInit {
  const headers = Object.fromEntries(
    Object.entries((init.headers ?? {}) as Record<string, string>).filter(
      ([name]) => to.origin === from.origin || name.toLowerCase() !== 'authorization',
    ),
  );
  const asGet = status === 303 || ((status === 301 || status === 302) && init.method === 'POST');
  if (!asGet) return { ...init, headers };
  delete headers['content-type'];
  return { ...init, headers, method: 'GET', body: undefined };
}

/** The fetch octokit is given. */
export function httpFetch(o: TransportOptions = {}): Fetch {
  return (async (input: Parameters<Fetch>[0], init: RequestInit = {}) => {
    // Never `instanceof Request`: reading that global loads the undici this file avoids.
    let url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    let asked = init;
    for (let hops = 0; ; hops++) {
      const { res, bytes } = await exchange(url, asked, o);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (!REDIRECTS.has(status) || !location || asked.redirect === 'manual')
        return responseOf(url, res, bytes);
      if (asked.redirect === 'error')
        throw new TypeError(
          `GitHub redirected ${asked.method ?? 'GET'} ${url.pathname}, and redirects were refused`,
        );
      if (hops >= MAX_REDIRECTS)
        throw new TypeError(
          `GitHub redirected ${asked.method ?? 'GET'} ${url.pathname} more than ${MAX_REDIRECTS} times`,
        );
      const to = new URL(location, url);
      asked = redirected(url, to, status, asked);
      url = to;
    }
  }) as Fetch;
}
