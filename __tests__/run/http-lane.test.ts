/**
 * The openai-http transport against real loopback servers:
 * every fault ends in one status and reason, the stub carries what the server said, and the
 * bearer token reaches the server but nothing we write.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEFAULT_REVIEW_TEXT,
  startFakeOpenAI,
  type ChatBehaviour,
  type FakeOpenAI,
} from '../../__fixtures__/servers/openai-fake.js';
import { capForDisplay, redactor, runHttpLane } from '../../src/run/http-lane.js';
import type { Reason } from '../../src/vocabulary.js';
import type { LaneStatus } from '../../src/vocabulary.js';
import { createHttpClient, type HttpClient, type HttpRequest } from '../../src/sys/http.js';
import { context, httpPlan, PROMPT, tempDir, writePrompt } from './handlers/_helpers.js';

let server: FakeOpenAI;
let trap: FakeOpenAI;
let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  server = await startFakeOpenAI();
  // A second loopback address: a redirect there names another host, and it must receive nothing.
  trap = await startFakeOpenAI({ host: '127.0.0.2' });
});
afterAll(async () => {
  await server.close();
  await trap.close();
});
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
  server.requests.length = 0;
  trap.requests.length = 0;
  server.setBehaviour({ kind: 'review' });
  server.setModels({ kind: 'list', ids: ['fake-model'] });
});
afterEach(async () => {
  await cleanup();
});

async function run(behaviour: ChatBehaviour, planOver = {}, ctxOver = {}, opts = {}) {
  server.setBehaviour(behaviour);
  const plan = httpPlan(dir, server.url, planOver);
  await writePrompt(plan.paths);
  const outcome = await runHttpLane(plan, context(dir, ctxOver), opts);
  const review = await readFile(plan.paths.review, 'utf8');
  const err = await readFile(plan.paths.err, 'utf8');
  return { plan, outcome, review, err };
}

const host = () => `127.0.0.1:${server.port}`;

describe('the HTTP client', () => {
  it('is the one the run hands the lane, for model discovery and the chat request alike', async () => {
    const real = createHttpClient();
    const sent: Array<Pick<HttpRequest, 'method' | 'url'>> = [];
    const httpClient: HttpClient = {
      send: (req) => {
        sent.push({ method: req.method, url: req.url });
        return real.send(req);
      },
    };
    const { outcome } = await run(
      { kind: 'review', text: 'All good.' },
      { model: null, modelsUrl: `${server.url}/v1/models` },
      { httpClient },
    );
    expect(outcome.status).toBe('reviewed');
    expect(sent).toEqual([
      { method: 'GET', url: `${server.url}/v1/models` },
      { method: 'POST', url: `${server.url}/v1/chat/completions` },
    ]);
  });
});

describe('a healthy endpoint', () => {
  it('sends exactly the chat body and writes the review', async () => {
    const { outcome, review, err } = await run({ kind: 'review', text: 'All good.' });
    expect(outcome).toEqual({
      status: 'reviewed',
      body: 'All good.\n',
      model: 'llama3:8b',
      servedModel: 'llama3:8b',
      warnings: [],
      caveats: [],
      // The server reported no usage: ceil(chars / 4) of the prompt and of the review (D17).
      usage: {
        inputTokens: Math.ceil(PROMPT.length / 4),
        outputTokens: Math.ceil('All good.'.length / 4),
        source: 'estimate',
      },
    });
    expect(review).toBe('All good.\n');
    expect(err).toBe('');
    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/v1/chat/completions');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.headers.authorization).toBeUndefined();
    expect(req?.body).toBe(
      JSON.stringify({ model: 'llama3:8b', messages: [{ role: 'user', content: PROMPT }] }),
    );
  });

  it('warns on a served-model mismatch and still counts the review', async () => {
    const { outcome } = await run({ kind: 'review', servedModel: 'qwen2.5:0.5b' });
    expect(outcome.status).toBe('reviewed');
    expect(outcome.reason).toBeUndefined();
    expect(outcome.body).toBe(`${DEFAULT_REVIEW_TEXT}\n`);
    expect(outcome.servedModel).toBe('qwen2.5:0.5b');
    expect(outcome.warnings).toEqual([
      "ollama served model 'qwen2.5:0.5b' but 'llama3:8b' was requested. Review may be from a different model.",
    ]);
  });

  it('ignores a served model that is not a string', async () => {
    const body = JSON.stringify({ model: 42, choices: [{ message: { content: 'ok' } }] });
    const { outcome } = await run({ kind: 'raw', status: 200, body });
    expect(outcome.status).toBe('reviewed');
    expect(outcome.servedModel).toBeUndefined();
    expect(outcome.warnings).toEqual([]);
  });

  it('treats whitespace-only content as empty output, with the raw body in the stub', async () => {
    const { outcome, review } = await run({ kind: 'review', text: ' \n\t' });
    expect(outcome.status).toBe('empty');
    expect(outcome.reason).toBe('empty_output');
    expect(outcome.detail).toBe(`${host()} returned an empty review (choices[0].message.content is blank)`);
    expect(review).toMatch(
      /^ollama review failed or returned empty output\. stderr:\n\nRaw response body:\n\{"id"/,
    );
    expect(review).toBe(outcome.body);
  });
});

interface FaultCase {
  name: string;
  behaviour: ChatBehaviour;
  planOver?: Record<string, unknown>;
  opts?: Record<string, unknown>;
  status: LaneStatus;
  reason: Reason;
  detail: (h: string) => string;
  /** What the stub shows under `Raw response body:` (undefined: no such section). */
  raw?: string | RegExp;
  /** What the `.err` sidecar holds. */
  err?: (h: string) => string;
}

const FAULTS: FaultCase[] = [
  {
    name: '500 with a JSON error body',
    behaviour: { kind: 'error', status: 500, body: { error: { message: 'model crashed' } } },
    status: 'failed',
    reason: 'http_error',
    detail: (h) => `${h} answered HTTP 500`,
    raw: '{"error":{"message":"model crashed"}}',
    err: () => '',
  },
  {
    name: 'a non-2xx that carries a choices body',
    behaviour: { kind: 'review', status: 503, text: 'I am a review from an error page' },
    // A 503 is retried (http-retry.test.ts); no backoff here keeps this case fast.
    opts: { retry: { backoffMs: [0] } },
    status: 'failed',
    reason: 'http_error',
    detail: (h) => `${h} answered HTTP 503`,
    raw: /"content":"I am a review from an error page"/,
  },
  {
    name: '502 with an empty body',
    behaviour: { kind: 'raw', status: 502, body: '' },
    status: 'failed',
    reason: 'http_error',
    detail: (h) => `${h} answered HTTP 502`,
    raw: 'HTTP 502',
  },
  {
    name: '200 with HTML',
    behaviour: { kind: 'html' },
    status: 'failed',
    reason: 'http_error',
    detail: (h) => `${h} answered HTTP 200 but the body is not JSON`,
    raw: '<html><body><h1>Welcome to nginx!</h1></body></html>',
  },
  {
    name: 'malformed JSON',
    behaviour: { kind: 'malformed-json' },
    status: 'failed',
    reason: 'http_error',
    detail: (h) => `${h} answered HTTP 200 but the body is not JSON`,
    raw: '{"choices": [ {"message": ',
  },
  {
    name: 'JSON without choices',
    behaviour: { kind: 'raw', status: 200, body: '{"object":"chat.completion"}' },
    status: 'failed',
    reason: 'http_error',
    detail: (h) =>
      `${h} answered HTTP 200 but the JSON has no usable choices: Invalid input: expected array, received undefined`,
    raw: '{"object":"chat.completion"}',
  },
  {
    name: 'a null content',
    behaviour: { kind: 'raw', status: 200, body: '{"choices":[{"message":{"content":null}}]}' },
    status: 'failed',
    reason: 'http_error',
    detail: (h) =>
      `${h} answered HTTP 200 but the JSON has no usable choices.0.message.content: Invalid input: expected string, received null`,
    raw: '{"choices":[{"message":{"content":null}}]}',
  },
  {
    name: 'headers that never come (overall deadline)',
    behaviour: { kind: 'no-headers' },
    planOver: { timeoutMs: 600 },
    status: 'timed_out',
    reason: 'timed_out',
    detail: (h) => `no complete response from ${h} within 600 ms`,
    err: (h) => `no complete response from ${h} within 600 ms\n`,
  },
  {
    name: 'headers that never come (header deadline first)',
    behaviour: { kind: 'no-headers' },
    planOver: { timeoutMs: 5000 },
    opts: { deadlines: { headersMs: 300 } },
    status: 'failed',
    reason: 'http_error',
    detail: (h) => `request to ${h} failed: no response headers within 300 ms`,
  },
  {
    name: 'a body that stalls after the headers',
    behaviour: { kind: 'stall-body' },
    planOver: { timeoutMs: 5000 },
    opts: { deadlines: { bodyIdleMs: 300 } },
    status: 'failed',
    reason: 'http_error',
    detail: (h) => `request to ${h} failed: the response body stalled: no data for 300 ms`,
    raw: '{"choices": [',
  },
  {
    name: 'a body that trickles under the idle bound (only the overall deadline can end it)',
    behaviour: { kind: 'trickle', intervalMs: 50 },
    planOver: { timeoutMs: 800 },
    opts: { deadlines: { bodyIdleMs: 400 } },
    status: 'timed_out',
    reason: 'timed_out',
    detail: (h) => `no complete response from ${h} within 800 ms`,
  },
  {
    name: 'a slow answer past the deadline',
    behaviour: { kind: 'slow', delayMs: 2000 },
    planOver: { timeoutMs: 400 },
    status: 'timed_out',
    reason: 'timed_out',
    detail: (h) => `no complete response from ${h} within 400 ms`,
  },
  {
    name: 'a response over the byte cap',
    behaviour: { kind: 'review', text: 'x'.repeat(5000) },
    status: 'failed',
    reason: 'http_error',
    detail: (h) => `request to ${h} failed: the response body exceeded 1000 bytes`,
  },
];

describe('faults', () => {
  it.each(FAULTS)('$name → $status / $reason', async (c) => {
    const ctxOver = c.name.includes('byte cap') ? { maxOutputBytes: 1000 } : {};
    const { outcome, review, err } = await run(c.behaviour, c.planOver, ctxOver, c.opts);
    expect(outcome.status).toBe(c.status);
    expect(outcome.reason).toBe(c.reason);
    expect(outcome.detail).toBe(c.detail(host()));
    expect(review).toBe(outcome.body);
    expect(review.startsWith('ollama review failed or returned empty output. stderr:\n')).toBe(true);
    if (c.err) expect(err).toBe(c.err(host()));
    if (typeof c.raw === 'string') expect(review).toContain(`\nRaw response body:\n${c.raw}\n`);
    if (c.raw instanceof RegExp) expect(review).toMatch(c.raw);
    // Nothing received before a failure is ever a review.
    expect(outcome.servedModel).toBeUndefined();
  });

  it('connection refused → failed / http_error with the network error in the stub', async () => {
    const gone = await startFakeOpenAI();
    const url = gone.url;
    await gone.close();
    const plan = httpPlan(dir, url);
    await writePrompt(plan.paths);
    const outcome = await runHttpLane(plan, context(dir));
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toBe('http_error');
    expect(outcome.detail).toBe(
      `request to ${new URL(url).host} failed: connect ECONNREFUSED ${new URL(url).host}`,
    );
    expect(outcome.body).toBe(
      `ollama review failed or returned empty output. stderr:\nrequest to ${new URL(url).host} failed: connect ECONNREFUSED ${new URL(url).host}\n`,
    );
    expect(await readFile(plan.paths.err, 'utf8')).toBe(`${outcome.detail}\n`);
  });

  it('an unparsable URL fails the lane instead of throwing', async () => {
    const plan = httpPlan(dir, 'localhost:11434', { url: 'localhost:11434/v1/chat/completions' });
    await writePrompt(plan.paths);
    const outcome = await runHttpLane(plan, context(dir));
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toBe('http_error');
    expect(outcome.detail).toMatch(/^request to localhost:11434 failed: /);
  });

  it('the job being cancelled ends the request as timed_out', async () => {
    server.setBehaviour({ kind: 'no-headers' });
    const plan = httpPlan(dir, server.url, { timeoutMs: 10_000 });
    await writePrompt(plan.paths);
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 150);
    const outcome = await runHttpLane(plan, context(dir, { signal: abort.signal }));
    expect(outcome.status).toBe('timed_out');
    expect(outcome.reason).toBe('timed_out');
    expect(outcome.detail).toBe(`the run was cancelled before ${host()} answered`);
    expect(server.requests).toHaveLength(1);
  });

  it('an already-cancelled run sends nothing', async () => {
    const plan = httpPlan(dir, server.url);
    await writePrompt(plan.paths);
    const abort = new AbortController();
    abort.abort();
    const outcome = await runHttpLane(plan, context(dir, { signal: abort.signal }));
    expect(outcome.status).toBe('timed_out');
    expect(outcome.detail).toBe(`the run was cancelled before anything was sent to ${host()}`);
    expect(server.requests).toHaveLength(0);
  });
});

describe('redirects are never followed', () => {
  it.each([301, 302, 303, 307, 308])(
    '%i to another host → failed / redirect_refused; that host gets nothing',
    async (status) => {
      const target = `${trap.url}/v1/chat/completions`;
      const { outcome, review, err } = await run(
        { kind: 'redirect', status, location: target },
        { apiKeyEnv: 'LANE_KEY' },
        { env: { LANE_KEY: 'sk-redirect-secret-value' } },
      );
      expect(outcome.status).toBe('failed');
      expect(outcome.reason).toBe('redirect_refused');
      const trapHost = `127.0.0.2:${trap.port}`;
      expect(outcome.detail).toBe(
        `${host()} answered HTTP ${status} redirecting to ${trapHost}; redirects are never followed (the lane's host is pinned)`,
      );
      expect(err).toBe(`${outcome.detail}\n`);
      expect(review).toBe(`ollama review failed or returned empty output. stderr:\n${outcome.detail}\n`);
      expect(server.requests).toHaveLength(1);
      expect(trap.requests).toHaveLength(0);
    },
  );

  it('a same-origin redirect is refused too', async () => {
    const { outcome } = await run({ kind: 'redirect', location: '/v2/chat/completions' });
    expect(outcome.reason).toBe('redirect_refused');
    expect(outcome.detail).toContain(`redirecting to ${host()};`);
    expect(server.requests).toHaveLength(1);
  });
});

describe('an empty prompt is never sent', () => {
  it.each([
    ['missing', null],
    ['empty', ''],
    ['whitespace-only', ' \n\n\t'],
  ])('%s prompt file → failed / http_error, server receives nothing', async (_name, text) => {
    const plan = httpPlan(dir, server.url, { model: null, modelsUrl: `${server.url}/v1/models` });
    await rm(plan.paths.prompt, { force: true });
    if (text !== null) await writeFile(plan.paths.prompt, text);
    const outcome = await runHttpLane(plan, context(dir));
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toBe('http_error');
    expect(outcome.detail).toBe(
      `the prompt file ${plan.paths.prompt} is empty or missing; nothing was sent to ${host()}`,
    );
    expect(outcome.body).toBe(`ollama review failed or returned empty output. stderr:\n${outcome.detail}\n`);
    expect(server.requests).toHaveLength(0);
    // Nothing was sent, so nothing was spent: no usage at all, not an estimate of 0.
    expect(outcome.usage).toBeUndefined();
  });

  it('a link or a FIFO another lane left at the prompt name is no prompt: nothing is sent, nothing waits', async () => {
    const plan = httpPlan(dir, server.url, { model: null, modelsUrl: `${server.url}/v1/models` });
    const elsewhere = join(dir, 'elsewhere.md');
    await writeFile(elsewhere, 'a file outside the lane: never sent');
    for (const arrange of [
      () => symlinkSync(elsewhere, plan.paths.prompt),
      () => execFileSync('mkfifo', [plan.paths.prompt]),
    ]) {
      await rm(plan.paths.prompt, { force: true });
      arrange();
      const outcome = await runHttpLane(plan, context(dir));
      expect([outcome.status, outcome.reason]).toEqual(['failed', 'http_error']);
      expect(outcome.detail).toBe(
        `the prompt file ${plan.paths.prompt} is empty or missing; nothing was sent to ${host()}`,
      );
    }
    expect(server.requests).toHaveLength(0);
  });
});

describe('usage (D17)', () => {
  const estimate = (review: string | null) => ({
    inputTokens: Math.ceil(PROMPT.length / 4),
    ...(review !== null ? { outputTokens: Math.ceil(review.length / 4) } : {}),
    source: 'estimate',
  });

  it('the response usage is the lane figure: prompt_tokens in, completion_tokens out', async () => {
    const usage = {
      prompt_tokens: 1234,
      completion_tokens: 56,
      total_tokens: 1290,
      prompt_tokens_details: { cached_tokens: 200 },
    };
    const { outcome } = await run({ kind: 'review', text: 'All good.', usage });
    expect(outcome.status).toBe('reviewed');
    expect(outcome.usage).toEqual({ inputTokens: 1234, outputTokens: 56, source: 'lane' });
    expect(outcome.warnings).toEqual([]);
  });

  it('a usage with one count reports that count alone', async () => {
    const { outcome } = await run({ kind: 'review', text: 'All good.', usage: { prompt_tokens: 9 } });
    expect(outcome.usage).toEqual({ inputTokens: 9, source: 'lane' });
  });

  it.each([
    ['null', null],
    ['an empty object', {}],
  ])('a usage that is %s is no figure: estimated, without a warning', async (_name, usage) => {
    const { outcome } = await run({ kind: 'review', text: 'All good.', usage });
    expect(outcome.usage).toEqual(estimate('All good.'));
    expect(outcome.warnings).toEqual([]);
  });

  it.each([
    ['a string', 'lots', 'usage: Invalid input: expected object, received string'],
    [
      'a string count',
      { prompt_tokens: '12' },
      'usage.prompt_tokens: Invalid input: expected number, received string',
    ],
    [
      'a negative count',
      { completion_tokens: -1 },
      'usage.completion_tokens: Too small: expected number to be >=0',
    ],
    [
      'a fractional count',
      { prompt_tokens: 1.5 },
      'usage.prompt_tokens: Invalid input: expected int, received number',
    ],
  ])('a usage that is %s is ignored with a warning, never failing the review', async (_name, usage, why) => {
    const { outcome, review } = await run({ kind: 'review', text: 'All good.', usage });
    expect(outcome.status).toBe('reviewed');
    expect(review).toBe('All good.\n');
    expect(outcome.usage).toEqual(estimate('All good.'));
    expect(outcome.warnings).toEqual([
      `ollama: ${host()} sent a usage the lane cannot read (${why}); its tokens are estimated.`,
    ]);
  });

  it('a failed request still sent the prompt: its input is estimated, no output', async () => {
    const { outcome } = await run({ kind: 'error', status: 500 });
    expect(outcome.status).toBe('failed');
    expect(outcome.usage).toEqual(estimate(null));
  });

  it('an empty review reports the usage the server sent with it', async () => {
    const usage = { prompt_tokens: 40, completion_tokens: 0 };
    const { outcome } = await run({ kind: 'review', text: '  ', usage });
    expect(outcome.status).toBe('empty');
    expect(outcome.usage).toEqual({ inputTokens: 40, outputTokens: 0, source: 'lane' });
  });
});

describe('the bearer token', () => {
  const SECRET = 'sk-test-0123456789abcdefSECRET';

  async function allWrittenText(): Promise<string> {
    const names = await readdir(dir);
    const texts = await Promise.all(names.map((n) => readFile(join(dir, n), 'utf8')));
    return texts.join('\n');
  }

  it('reaches the server, in the header only, on discovery and on the request', async () => {
    const { outcome } = await run(
      { kind: 'review' },
      { apiKeyEnv: 'LANE_KEY', model: null, modelsUrl: `${server.url}/v1/models` },
      { env: { LANE_KEY: SECRET } },
    );
    expect(outcome.status).toBe('reviewed');
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${SECRET}`,
      `Bearer ${SECRET}`,
    ]);
    expect(server.requests[1]?.body).not.toContain(SECRET);
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
    expect(await allWrittenText()).not.toContain(SECRET);
  });

  it('is redacted from a server error that echoes it back', async () => {
    const { outcome, review } = await run(
      { kind: 'echo-auth', status: 401 },
      { apiKeyEnv: 'LANE_KEY' },
      { env: { LANE_KEY: SECRET } },
    );
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toBe('http_error');
    expect(review).toContain('Raw response body:\n{"error":{"message":"invalid key: Bearer [redacted]"}}\n');
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
    expect(await allWrittenText()).not.toContain(SECRET);
  });

  it('is redacted from a failure detail and from model output', async () => {
    const { outcome } = await run(
      { kind: 'review', text: `my key is ${SECRET}`, servedModel: SECRET },
      { apiKeyEnv: 'LANE_KEY' },
      { env: { LANE_KEY: SECRET } },
    );
    expect(outcome.body).toBe('my key is [redacted]\n');
    expect(outcome.servedModel).toBe('[redacted]');
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
    expect(await allWrittenText()).not.toContain(SECRET);
  });

  it('is not sent when the named variable is absent from the lane environment', async () => {
    await run({ kind: 'review' }, { apiKeyEnv: 'LANE_KEY' }, { env: { OTHER: SECRET } });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('is not sent when no apiKeyEnv is declared, even if the environment has a key', async () => {
    await run({ kind: 'review' }, {}, { env: { LANE_KEY: SECRET, OPENAI_API_KEY: SECRET } });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('model discovery', () => {
  async function discover(models: Parameters<FakeOpenAI['setModels']>[0], opts = {}) {
    server.setModels(models);
    return run({ kind: 'review' }, { model: null, modelsUrl: `${server.url}/v1/models` }, {}, opts);
  }
  const requested = () => (JSON.parse(server.requests.at(-1)?.body ?? '{}') as { model?: string }).model;

  it('uses the first data[].id', async () => {
    const { outcome } = await discover({ kind: 'list', ids: ['qwen2.5-coder', 'llama3'] });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /v1/models',
      'POST /v1/chat/completions',
    ]);
    expect(requested()).toBe('qwen2.5-coder');
    expect(outcome.model).toBe('qwen2.5-coder');
    expect(outcome.status).toBe('reviewed');
  });

  it.each([
    ['an error status', { kind: 'error', status: 500 } as const],
    ['an empty list', { kind: 'list', ids: [] as string[] } as const],
    ['a body that is not JSON', { kind: 'raw', body: '<html>' } as const],
    ['a blank id', { kind: 'raw', body: '{"data":[{"id":"  "}]}' } as const],
  ])('falls back to fallbackModel on %s', async (_name, models) => {
    const { outcome } = await discover(models);
    expect(requested()).toBe('llama3');
    expect(outcome.model).toBe('llama3');
    expect(outcome.status).toBe('reviewed');
  });

  it('takes data[0].id whatever the later entries are, spelled as the server spelled it', async () => {
    await discover({ kind: 'raw', body: '{"data":[{"id":"first-model"},{"object":"model"},7]}' });
    expect(requested()).toBe('first-model');
    await discover({ kind: 'raw', body: '{"data":[{"id":" padded-model "}]}' });
    expect(requested()).toBe(' padded-model ');
  });

  it.each([301, 302, 307])(
    'a %i from the models endpoint fails the lane (redirect_refused) and sends the prompt nowhere',
    async (status) => {
      const { outcome, review } = await discover({
        kind: 'redirect',
        status,
        location: `${trap.url}/v1/models`,
      });
      expect(outcome.status).toBe('failed');
      expect(outcome.reason).toBe('redirect_refused');
      expect(outcome.detail).toBe(
        `${host()} answered HTTP ${status} to model discovery, redirecting to 127.0.0.2:${trap.port}; redirects are never followed (the lane's host is pinned)`,
      );
      expect(review).toContain('review failed or returned empty output');
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /v1/models']);
      expect(trap.requests).toHaveLength(0);
    },
  );

  it('falls back when the models endpoint never answers within its own bound', async () => {
    const { outcome } = await discover({ kind: 'hang' }, { discoveryTimeoutMs: 200 });
    expect(requested()).toBe('llama3');
    expect(outcome.status).toBe('reviewed');
  });

  it('is skipped when a model is configured', async () => {
    await run({ kind: 'review' }, { model: 'pinned', modelsUrl: `${server.url}/v1/models` });
    expect(server.requests.map((r) => r.method)).toEqual(['POST']);
    expect(requested()).toBe('pinned');
  });

  it('falls back without any GET when the lane declares no discovery', async () => {
    await run({ kind: 'review' }, { model: null, modelsUrl: null });
    expect(server.requests.map((r) => r.method)).toEqual(['POST']);
    expect(requested()).toBe('llama3');
  });
});

describe('helpers', () => {
  it('redactor leaves text alone without a usable secret', () => {
    expect(redactor(undefined)('a b c')).toBe('a b c');
    expect(redactor('abc')('abc abc')).toBe('abc abc');
    expect(redactor('abcd')('xabcdx abcd')).toBe('x[redacted]x [redacted]');
  });

  it('capForDisplay keeps short bodies and counts what it cuts', () => {
    expect(capForDisplay('short', 10)).toBe('short');
    expect(capForDisplay('0123456789abcdef', 10)).toBe(
      '0123456789\n[… 6 more bytes of the response not shown]',
    );
  });
});
