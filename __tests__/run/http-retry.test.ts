/**
 * Bounded retries of the chat request on 429 and 503, against a
 * real loopback server: what is retried, how often, how long it waits, what the user reads, and
 * that neither the lane's deadline nor a cancellation is ever overrun by a wait.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer as createNetServer, type Socket } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  startFakeOpenAI,
  type ChatBehaviour,
  type FakeOpenAI,
} from '../../__fixtures__/servers/openai-fake.js';
import { runHttpLane, type HttpLaneOptions } from '../../src/run/http-lane.js';
import type { HttpExchange } from '../../src/sys/http.js';
import {
  DEFAULT_RETRY_POLICY,
  decideRetry,
  formatWait,
  parseRetryAfter,
  type RetryDecision,
} from '../../src/run/http/retry.js';
import type { HttpLanePlan } from '../../src/plan/types.js';
import type { LaneRunContext } from '../../src/run/types.js';
import { context, httpPlan, tempDir, writePrompt } from './handlers/_helpers.js';

let server: FakeOpenAI;
let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  server = await startFakeOpenAI();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir('rl-retry-'));
  server.requests.length = 0;
});
afterEach(async () => {
  await cleanup();
});

const host = () => `127.0.0.1:${server.port}`;
const tooMany = (retryAfter?: string): ChatBehaviour => ({
  kind: 'error',
  status: 429,
  body: { error: { message: 'rate limited' } },
  ...(retryAfter !== undefined ? { retryAfter } : {}),
});
const unavailable = (retryAfter?: string): ChatBehaviour => ({
  kind: 'error',
  status: 503,
  body: { error: { message: 'overloaded' } },
  ...(retryAfter !== undefined ? { retryAfter } : {}),
});

async function run(
  behaviour: ChatBehaviour,
  planOver: Partial<HttpLanePlan> = {},
  ctxOver: Partial<LaneRunContext> = {},
  opts: HttpLaneOptions = {},
) {
  server.setBehaviour(behaviour);
  const plan = httpPlan(dir, server.url, planOver);
  await writePrompt(plan.paths);
  const t0 = Date.now();
  const outcome = await runHttpLane(plan, context(dir, ctxOver), opts);
  const elapsedMs = Date.now() - t0;
  const review = await readFile(plan.paths.review, 'utf8');
  const err = await readFile(plan.paths.err, 'utf8');
  return { outcome, review, err, elapsedMs };
}

describe('parseRetryAfter', () => {
  const NOW = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    { name: 'delta seconds', value: '2', ms: 2000 },
    { name: 'zero', value: '0', ms: 0 },
    { name: 'padded', value: ' 3 ', ms: 3000 },
    { name: 'an HTTP date ahead', value: 'Thu, 01 Jan 2026 00:00:05 GMT', ms: 5000 },
    { name: 'an HTTP date passed', value: 'Wed, 31 Dec 2025 23:59:00 GMT', ms: 0 },
    { name: 'absent', value: null, ms: null },
    { name: 'empty', value: '', ms: null },
    { name: 'negative', value: '-1', ms: null },
    { name: 'fractional', value: '1.5', ms: null },
    { name: 'garbage', value: 'soon', ms: null },
  ])('$name ($value) → $ms', ({ value, ms }) => {
    expect(parseRetryAfter(value, NOW)).toBe(ms);
  });
});

describe('decideRetry', () => {
  const response = (status: number, retryAfter: string | null = null): HttpExchange => ({
    kind: 'response',
    status,
    location: null,
    body: '',
    retryAfter,
  });
  const cases: {
    name: string;
    res: HttpExchange;
    attempt: number;
    remainingMs: number;
    want: RetryDecision;
  }[] = [
    {
      name: '429, first attempt, backoff',
      res: response(429),
      attempt: 1,
      remainingMs: 9e3,
      want: { retry: true, waitMs: 1000 },
    },
    {
      name: '503, second attempt, backoff',
      res: response(503),
      attempt: 2,
      remainingMs: 9e3,
      want: { retry: true, waitMs: 2000 },
    },
    {
      name: 'Retry-After wins over backoff',
      res: response(429, '0'),
      attempt: 1,
      remainingMs: 9e3,
      want: { retry: true, waitMs: 0 },
    },
    {
      name: 'a long Retry-After is capped',
      res: response(429, '600'),
      attempt: 1,
      remainingMs: 9e5,
      want: { retry: true, waitMs: 30_000 },
    },
    {
      name: 'third attempt is the last',
      res: response(429, '0'),
      attempt: 3,
      remainingMs: 9e3,
      want: { retry: false, why: 'attempts_exhausted' },
    },
    {
      name: 'a wait past the deadline',
      res: response(429, '5'),
      attempt: 1,
      remainingMs: 4000,
      want: { retry: false, why: 'past_deadline', waitMs: 5000 },
    },
    {
      name: 'a wait ending at the deadline',
      res: response(503),
      attempt: 1,
      remainingMs: 1000,
      want: { retry: false, why: 'past_deadline', waitMs: 1000 },
    },
    {
      name: '500',
      res: response(500, '0'),
      attempt: 1,
      remainingMs: 9e3,
      want: { retry: false, why: 'not_retryable' },
    },
    {
      name: '502',
      res: response(502),
      attempt: 1,
      remainingMs: 9e3,
      want: { retry: false, why: 'not_retryable' },
    },
    {
      name: '302',
      res: response(302),
      attempt: 1,
      remainingMs: 9e3,
      want: { retry: false, why: 'not_retryable' },
    },
    {
      name: '200',
      res: response(200),
      attempt: 1,
      remainingMs: 9e3,
      want: { retry: false, why: 'not_retryable' },
    },
    {
      name: 'a network error after sending',
      res: { kind: 'failure', cause: 'network', message: 'socket hang up' },
      attempt: 1,
      remainingMs: 9e3,
      want: { retry: false, why: 'not_retryable' },
    },
    {
      name: 'a headers timeout',
      res: { kind: 'failure', cause: 'headers_timeout', message: 'no headers' },
      attempt: 1,
      remainingMs: 9e3,
      want: { retry: false, why: 'not_retryable' },
    },
  ];
  it.each(cases)('$name', ({ res, attempt, remainingMs, want }) => {
    expect(decideRetry(res, attempt, remainingMs, Date.now(), DEFAULT_RETRY_POLICY)).toEqual(want);
  });

  it('never retries past the deadline, past the cap, or beyond the attempt limit (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(200, 302, 400, 429, 500, 503),
        fc.option(fc.oneof(fc.nat({ max: 100_000 }).map(String), fc.string()), { nil: null }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: -1000, max: 100_000 }),
        (status, retryAfter, attempt, remainingMs) => {
          const res: HttpExchange = { kind: 'response', status, location: null, body: '', retryAfter };
          const d = decideRetry(res, attempt, remainingMs, Date.now(), DEFAULT_RETRY_POLICY);
          if (!d.retry) return;
          expect([429, 503]).toContain(status);
          expect(attempt).toBeLessThan(DEFAULT_RETRY_POLICY.maxAttempts);
          expect(d.waitMs).toBeGreaterThanOrEqual(0);
          expect(d.waitMs).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.maxWaitMs);
          expect(d.waitMs).toBeLessThan(remainingMs);
        },
      ),
    );
  });

  it('formatWait prints whole and fractional seconds', () => {
    expect([0, 1000, 2000, 500, 1250].map(formatWait)).toEqual(['0 s', '1 s', '2 s', '0.5 s', '1.3 s']);
  });
});

describe('retried on the loopback server', () => {
  it('429 then 200 ends reviewed, with the retry in the warnings and the .err sidecar', async () => {
    const { outcome, review, err } = await run({
      kind: 'sequence',
      steps: [tooMany('0'), { kind: 'review', text: 'Second time lucky.' }],
    });
    const note = 'ollama: HTTP 429, retried after 0 s (attempt 2 of 3)';
    expect(outcome).toEqual({
      status: 'reviewed',
      body: 'Second time lucky.\n',
      model: 'llama3:8b',
      servedModel: 'llama3:8b',
      warnings: [note],
      caveats: [],
      usage: expect.objectContaining({ source: 'estimate' }),
    });
    expect(review).toBe('Second time lucky.\n');
    expect(err).toBe(`${note}\n`);
    expect(server.requests).toHaveLength(2);
    // The same request each time.
    expect(server.requests[1]?.body).toBe(server.requests[0]?.body);
  });

  it('waits what Retry-After: 1 asks', async () => {
    const { outcome, elapsedMs } = await run({ kind: 'sequence', steps: [tooMany('1'), { kind: 'review' }] });
    expect(outcome.status).toBe('reviewed');
    expect(outcome.warnings).toEqual(['ollama: HTTP 429, retried after 1 s (attempt 2 of 3)']);
    expect(elapsedMs).toBeGreaterThanOrEqual(950);
  });

  it('backs off 1 s by default when the server sends no Retry-After', async () => {
    const { outcome, elapsedMs } = await run({
      kind: 'sequence',
      steps: [unavailable(), { kind: 'review' }],
    });
    expect(outcome.status).toBe('reviewed');
    expect(outcome.warnings).toEqual(['ollama: HTTP 503, retried after 1 s (attempt 2 of 3)']);
    expect(elapsedMs).toBeGreaterThanOrEqual(950);
    expect(elapsedMs).toBeLessThan(1900);
  });

  it('caps a long Retry-After at the policy maximum', async () => {
    const { outcome, elapsedMs } = await run(
      { kind: 'sequence', steps: [tooMany('60'), { kind: 'review' }] },
      {},
      {},
      { retry: { maxWaitMs: 200 } },
    );
    expect(outcome.status).toBe('reviewed');
    expect(outcome.warnings).toEqual(['ollama: HTTP 429, retried after 0.2 s (attempt 2 of 3)']);
    expect(elapsedMs).toBeLessThan(2000);
  });

  it('503 three times ends failed / http_error after exactly 3 requests, with the last body', async () => {
    const { outcome, review, err } = await run(unavailable('0'));
    expect(server.requests).toHaveLength(3);
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toBe('http_error');
    expect(outcome.detail).toBe(`${host()} answered HTTP 503`);
    const notes = [
      'ollama: HTTP 503, retried after 0 s (attempt 2 of 3)',
      'ollama: HTTP 503, retried after 0 s (attempt 3 of 3)',
    ];
    expect(outcome.warnings).toEqual(notes);
    expect(err).toBe(`${notes.join('\n')}\n`);
    expect(review).toBe(
      `ollama review failed or returned empty output. stderr:\n${notes.join('\n')}\nRaw response body:\n{"error":{"message":"overloaded"}}\n`,
    );
  });

  it('a Retry-After past the lane deadline is not waited for', async () => {
    const { outcome, review, elapsedMs } = await run(tooMany('5'), { timeoutMs: 1500 });
    expect(server.requests).toHaveLength(1);
    expect(elapsedMs).toBeLessThan(1000);
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toBe('http_error');
    expect(outcome.detail).toBe(`${host()} answered HTTP 429`);
    expect(outcome.warnings).toEqual([
      "ollama: HTTP 429, not retried: waiting 5 s would pass the lane's 1500 ms timeout",
    ]);
    expect(review).toContain('\nRaw response body:\n{"error":{"message":"rate limited"}}\n');
  });

  it('a second wait that would cross the deadline stops the retries', async () => {
    // 1 s, then 2 s of backoff: the second wait does not fit in a 2.5 s lane.
    const { outcome, elapsedMs } = await run(unavailable(), { timeoutMs: 2500 });
    expect(server.requests).toHaveLength(2);
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toBe('http_error');
    expect(outcome.warnings).toEqual([
      'ollama: HTTP 503, retried after 1 s (attempt 2 of 3)',
      "ollama: HTTP 503, not retried: waiting 2 s would pass the lane's 2500 ms timeout",
    ]);
    expect(elapsedMs).toBeLessThan(2000);
  });

  it('a cancellation during the wait ends the lane promptly as cancelled', async () => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), 200);
    const { outcome, review, elapsedMs } = await run(tooMany('5'), {}, { signal: abort.signal });
    clearTimeout(timer);
    expect(server.requests).toHaveLength(1);
    expect(elapsedMs).toBeLessThan(1500);
    expect(outcome.status).toBe('timed_out');
    expect(outcome.reason).toBe('timed_out');
    expect(outcome.detail).toBe(`the run was cancelled before ${host()} answered`);
    expect(outcome.warnings).toEqual(['ollama: HTTP 429; the run was cancelled while waiting to retry']);
    expect(review).toContain('\nRaw response body:\n{"error":{"message":"rate limited"}}\n');
  });

  it('never puts the API key in the warnings or the sidecar, even when the server echoes it', async () => {
    const SECRET = 'sk-retry-0123456789abcdefSECRET';
    const { outcome } = await run(
      { kind: 'echo-auth', status: 429 },
      { apiKeyEnv: 'LANE_KEY' },
      { env: { LANE_KEY: SECRET } },
      { retry: { backoffMs: [0] } },
    );
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(Array(3).fill(`Bearer ${SECRET}`));
    expect(outcome.status).toBe('failed');
    expect(outcome.warnings).toHaveLength(2);
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
    for (const name of await readdir(dir)) {
      expect(await readFile(join(dir, name), 'utf8')).not.toContain(SECRET);
    }
  });
});

describe('never retried', () => {
  const cases: {
    name: string;
    behaviour: ChatBehaviour;
    planOver?: Partial<HttpLanePlan>;
    opts?: HttpLaneOptions;
    status: string;
    reason: string;
  }[] = [
    {
      name: '500 (even with Retry-After)',
      behaviour: { kind: 'error', status: 500, retryAfter: '0' },
      status: 'failed',
      reason: 'http_error',
    },
    { name: '502', behaviour: { kind: 'error', status: 502 }, status: 'failed', reason: 'http_error' },
    { name: '400', behaviour: { kind: 'error', status: 400 }, status: 'failed', reason: 'http_error' },
    { name: '401', behaviour: { kind: 'echo-auth', status: 401 }, status: 'failed', reason: 'http_error' },
    {
      name: 'a 3xx',
      behaviour: { kind: 'redirect', status: 307, location: 'http://127.0.0.1:9/x' },
      status: 'failed',
      reason: 'redirect_refused',
    },
    {
      name: 'a headers timeout',
      behaviour: { kind: 'no-headers' },
      planOver: { timeoutMs: 5000 },
      opts: { deadlines: { headersMs: 200 } },
      status: 'failed',
      reason: 'http_error',
    },
    {
      name: 'the overall timeout',
      behaviour: { kind: 'no-headers' },
      planOver: { timeoutMs: 300 },
      status: 'timed_out',
      reason: 'timed_out',
    },
  ];
  it.each(cases)('$name: one request, no warnings', async (c) => {
    const { outcome } = await run(c.behaviour, c.planOver, {}, c.opts);
    expect(server.requests).toHaveLength(1);
    expect(outcome.status).toBe(c.status);
    expect(outcome.reason).toBe(c.reason);
    expect(outcome.warnings).toEqual([]);
  });

  it('a network error after the request was sent: one connection, no warnings', async () => {
    // A raw TCP peer that reads the request and hangs up: there is no HTTP response to retry on.
    let connections = 0;
    const sockets = new Set<Socket>();
    const peer = createNetServer((s) => {
      connections += 1;
      sockets.add(s);
      s.once('data', () => s.destroy());
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const address = peer.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const plan = httpPlan(dir, `http://127.0.0.1:${port}`);
      await writePrompt(plan.paths);
      const outcome = await runHttpLane(plan, context(dir));
      expect(outcome.status).toBe('failed');
      expect(outcome.reason).toBe('http_error');
      expect(outcome.detail).toMatch(new RegExp(`^request to 127\\.0\\.0\\.1:${port} failed: `));
      expect(outcome.warnings).toEqual([]);
      expect(connections).toBe(1);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => peer.close(() => resolve()));
    }
  });
});
