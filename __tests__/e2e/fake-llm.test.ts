/**
 * The loopback fake model server speaks each protocol the way the real CLIs expect (the event
 * sequences each real CLI was seen to send), records requests with secrets redacted, and 404s the rest.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Agent, request as httpRequest } from 'node:http';
import {
  clientOf,
  startFakeLlm,
  type FakeLlm,
  type FakeProtocol,
  type FakeUsage,
} from '../../__fixtures__/servers/fake-llm.js';

const TEXT = 'LGTM: fake review';

interface SseFrame {
  event?: string;
  data: string;
}

function parseSse(body: string): SseFrame[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const frame: SseFrame = { data: '' };
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) frame.event = line.slice(7);
        if (line.startsWith('data: ')) frame.data += line.slice(6);
      }
      return frame;
    });
}

const json = (s: string): Record<string, unknown> => JSON.parse(s) as Record<string, unknown>;

interface ProtocolCase {
  name: string;
  protocol: FakeProtocol;
  path: string;
  body: unknown;
  contentType: RegExp;
  /** Pulls the assistant text out of the reply, as the client would. */
  textOf(body: string): string;
  /** For SSE replies: the exact `event:` names in order. */
  events?: string[];
}

const PROTOCOL_CASES: ProtocolCase[] = [
  {
    name: 'chat completions, streamed',
    protocol: 'openai.chat',
    path: '/v1/chat/completions',
    body: { model: 'm', stream: true, stream_options: { include_usage: true }, messages: [] },
    contentType: /text\/event-stream/,
    textOf: (b) => {
      const frames = parseSse(b).map((f) => f.data);
      expect(frames.at(-1)).toBe('[DONE]');
      const chunks = frames.slice(0, -1).map(json);
      expect(chunks.at(-1)).toHaveProperty('usage.total_tokens', 15);
      return chunks
        .flatMap((c) =>
          (c.choices as Array<{ delta: { content?: string } }>).map((ch) => ch.delta.content ?? ''),
        )
        .join('');
    },
  },
  {
    name: 'chat completions, one JSON body',
    protocol: 'openai.chat',
    path: '/v1/chat/completions',
    body: { model: 'm', messages: [] },
    contentType: /application\/json/,
    textOf: (b) => (json(b).choices as Array<{ message: { content: string } }>)[0]?.message.content ?? '',
  },
  {
    name: 'Responses API, streamed',
    protocol: 'openai.responses',
    path: '/v1/responses',
    body: { model: 'm', stream: true, input: [] },
    contentType: /text\/event-stream/,
    events: [
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.delta',
      'response.output_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.completed',
    ],
    textOf: (b) => {
      const frames = parseSse(b).map((f) => json(f.data));
      expect(frames.map((f) => f.sequence_number)).toEqual(frames.map((_, i) => i));
      return frames
        .filter((f) => f.type === 'response.output_text.delta')
        .map((f) => f.delta)
        .join('');
    },
  },
  {
    name: 'Responses API, one JSON body',
    protocol: 'openai.responses',
    path: '/v1/responses',
    body: { model: 'm', stream: false },
    contentType: /application\/json/,
    textOf: (b) => {
      const output = json(b).output as Array<{ content: Array<{ text: string }> }>;
      return output[0]?.content[0]?.text ?? '';
    },
  },
  {
    name: 'Anthropic Messages, streamed',
    protocol: 'anthropic.messages',
    path: '/v1/messages?beta=true',
    body: { model: 'm', stream: true, max_tokens: 10, messages: [] },
    contentType: /text\/event-stream/,
    events: [
      'message_start',
      'content_block_start',
      'ping',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ],
    textOf: (b) =>
      parseSse(b)
        .map((f) => json(f.data))
        .filter((f) => f.type === 'content_block_delta')
        .map((f) => (f.delta as { text: string }).text)
        .join(''),
  },
  {
    name: 'Anthropic Messages, one JSON body',
    protocol: 'anthropic.messages',
    path: '/v1/messages',
    body: { model: 'm', max_tokens: 10, messages: [] },
    contentType: /application\/json/,
    textOf: (b) => (json(b).content as Array<{ text: string }>)[0]?.text ?? '',
  },
  {
    name: 'Gemini streamGenerateContent?alt=sse',
    protocol: 'gemini.stream',
    path: '/v1beta/models/gemini-fake:streamGenerateContent?alt=sse',
    body: { contents: [] },
    contentType: /text\/event-stream/,
    textOf: (b) =>
      parseSse(b)
        .map((f) => json(f.data) as { candidates: Array<{ content: { parts: Array<{ text: string }> } }> })
        .map((c) => c.candidates[0]?.content.parts[0]?.text ?? '')
        .join(''),
  },
  {
    name: 'Gemini streamGenerateContent without alt=sse (a JSON array)',
    protocol: 'gemini.stream',
    path: '/v1beta/models/gemini-fake:streamGenerateContent',
    body: { contents: [] },
    contentType: /application\/json/,
    textOf: (b) =>
      (JSON.parse(b) as Array<{ candidates: Array<{ content: { parts: Array<{ text: string }> } }> }>)[0]
        ?.candidates[0]?.content.parts[0]?.text ?? '',
  },
  {
    name: 'Gemini generateContent',
    protocol: 'gemini.generate',
    path: '/v1beta/models/gemini-fake:generateContent',
    body: { contents: [] },
    contentType: /application\/json/,
    textOf: (b) =>
      (json(b) as { candidates: Array<{ content: { parts: Array<{ text: string }> } }> }).candidates[0]
        ?.content.parts[0]?.text ?? '',
  },
];

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * node:http rather than fetch, so HEAD and arbitrary headers behave exactly as sent. A fresh
 * connection per request unless an agent is given.
 */
function send(
  url: string,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
  agent: Agent | false = false,
) {
  return new Promise<RawReply>((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('startFakeLlm', () => {
  let fake: FakeLlm;

  beforeAll(async () => {
    fake = await startFakeLlm({ reviewText: TEXT, models: ['fake-a', 'fake-b'] });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('listens on an ephemeral loopback port', () => {
    expect(fake.url).toBe(`http://127.0.0.1:${fake.port}`);
    expect(fake.port).toBeGreaterThan(0);
  });

  it.each(PROTOCOL_CASES)('$name answers with the review text', async (c) => {
    const before = fake.requests.length;
    const reply = await send(fake.url, 'POST', c.path, JSON.stringify(c.body), {
      'content-type': 'application/json',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(c.contentType);
    if (c.events) expect(parseSse(reply.body).map((f) => f.event)).toEqual(c.events);
    expect(c.textOf(reply.body)).toBe(TEXT);
    const recorded = fake.requests.slice(before);
    expect(recorded.map((r) => [r.protocol, r.status, r.streamed])).toEqual([
      [c.protocol, 200, /event-stream/.test(c.contentType.source)],
    ]);
    expect(recorded[0]?.body).toEqual(c.body);
  });

  it.each([
    {
      name: 'Anthropic count_tokens',
      method: 'POST',
      path: '/v1/messages/count_tokens',
      protocol: 'anthropic.count_tokens',
      reply: { input_tokens: 10 },
    },
    {
      name: 'Gemini countTokens',
      method: 'POST',
      path: '/v1beta/models/g:countTokens',
      protocol: 'gemini.count_tokens',
      reply: { totalTokens: 10 },
    },
    { name: 'the health probe', method: 'GET', path: '/health', protocol: 'probe', reply: { ok: true } },
    {
      name: 'the model list',
      method: 'GET',
      path: '/v1/models',
      protocol: 'openai.models',
      reply: {
        object: 'list',
        data: [
          { id: 'fake-a', object: 'model', created: 0, owned_by: 'fake-llm' },
          { id: 'fake-b', object: 'model', created: 0, owned_by: 'fake-llm' },
        ],
      },
    },
  ] as const)('$name answers $path', async ({ method, path, protocol, reply }) => {
    const res = await send(fake.url, method, path, method === 'POST' ? '{}' : undefined);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual(reply);
    expect(fake.requests.at(-1)?.protocol).toBe(protocol);
  });

  it("answers claude's HEAD / connectivity probe", async () => {
    const res = await send(fake.url, 'HEAD', '/');
    expect(res.status).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({ protocol: 'probe', method: 'HEAD', path: '/' });
  });

  it.each([
    {
      name: 'an npm registry lookup',
      method: 'GET',
      path: '/npm/@opencode-ai%2fplugin',
      protocol: 'npm',
      message: 'fake-llm: no npm registry here',
    },
    {
      name: 'an unknown route',
      method: 'POST',
      path: '/v2/whatever',
      protocol: 'unknown',
      message: 'fake-llm: no route for POST /v2/whatever',
    },
    {
      name: 'a GET of a chat route',
      method: 'GET',
      path: '/v1/chat/completions',
      protocol: 'unknown',
      message: 'fake-llm: no route for GET /v1/chat/completions',
    },
  ] as const)('404s $name with a JSON error', async ({ method, path, protocol, message }) => {
    const res = await send(fake.url, method, path);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ error: { message, type: 'not_found' } });
    expect(fake.requests.at(-1)).toMatchObject({ protocol, status: 404 });
  });

  it('redacts credentials in headers and the query string, and keeps the rest', async () => {
    const secrets = [
      'Bearer sk-secret-1',
      'sk-ant-secret-2',
      'goog-secret-3',
      'query-secret-4',
      'cookie-secret-5',
    ];
    await send(fake.url, 'POST', '/v1beta/models/g:generateContent?key=query-secret-4&alt=json', '{}', {
      authorization: secrets[0] ?? '',
      'x-api-key': secrets[1] ?? '',
      'x-goog-api-key': secrets[2] ?? '',
      cookie: secrets[4] ?? '',
      'user-agent': 'GeminiCLI/0.61.0',
    });
    const recorded = fake.requests.at(-1);
    const dump = JSON.stringify(recorded);
    for (const secret of secrets) expect(dump).not.toContain(secret);
    expect(recorded).toMatchObject({
      client: 'gemini',
      path: '/v1beta/models/g:generateContent?key=%3Credacted%3E&alt=json',
      headers: {
        authorization: '<redacted>',
        'x-api-key': '<redacted>',
        'x-goog-api-key': '<redacted>',
        cookie: '<redacted>',
        'user-agent': 'GeminiCLI/0.61.0',
      },
    });
  });

  it('records a body that is not JSON as text, and an empty one as undefined', async () => {
    await send(fake.url, 'POST', '/v1/chat/completions', 'not json');
    expect(fake.requests.at(-1)).toMatchObject({ body: 'not json', bodyBytes: 8, status: 200 });
    await send(fake.url, 'GET', '/v1/models');
    expect(fake.requests.at(-1)?.body).toBeUndefined();
  });

  it('accepts a request body larger than any real CLI sends (no 100 KB limit)', async () => {
    const big = { model: 'm', messages: [{ role: 'user', content: 'x'.repeat(2 * 1024 * 1024) }] };
    const res = await send(fake.url, 'POST', '/v1/chat/completions', JSON.stringify(big));
    expect(res.status).toBe(200);
    expect(fake.requests.at(-1)?.bodyBytes).toBeGreaterThan(2 * 1024 * 1024);
  });
});

describe('startFakeLlm with a reply per request', () => {
  it('passes the recorded request to the reviewText function', async () => {
    const fake = await startFakeLlm({ reviewText: (r) => `for ${r.client} via ${r.protocol}` });
    try {
      const res = await send(fake.url, 'POST', '/v1/chat/completions', '{}', {
        'user-agent': 'QwenCode/0.15.10 (linux; x64)',
      });
      expect(JSON.parse(res.body)).toHaveProperty('choices.0.message.content', 'for qwen via openai.chat');
    } finally {
      await fake.close();
    }
  });

  it('closes even while a client holds a keep-alive connection', async () => {
    const fake = await startFakeLlm({ reviewText: TEXT });
    const agent = new Agent({ keepAlive: true });
    try {
      await send(fake.url, 'GET', '/v1/models', undefined, {}, agent);
      expect(Object.values(agent.freeSockets).flat()).toHaveLength(1);
      await expect(fake.close()).resolves.toBeUndefined();
      await expect(send(fake.url, 'GET', '/v1/models')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      agent.destroy();
    }
  });
});

describe('clientOf', () => {
  // The user-agents the pinned CLI releases sent to the fake.
  it.each([
    ['codex_exec/0.171.0 (Debian 12.0.0; x86_64) dumb (codex_exec; 0.171.0)', 'codex'],
    ['claude-cli/2.1.197 (external, sdk-cli)', 'claude'],
    ['GeminiCLI-tui/0.61.0/gemini-fake (linux; x64; terminal)', 'gemini'],
    ['QwenCode/0.15.10 (linux; x64)', 'qwen'],
    ['opencode/1.18.33 ai-sdk/provider-utils/4.0.23 runtime/bun/1.3.14', 'opencode'],
    ['Bun/1.4.0', 'other'],
    [undefined, 'other'],
  ] as const)('%s -> %s', (userAgent, client) => {
    expect(clientOf(userAgent)).toBe(client);
  });
});

describe('the usage each answer reports, where and how its API puts it', () => {
  const PICKED: FakeUsage = { input: 1300, cachedInput: 300, cacheWrite: 50, output: 203, reasoning: 40 };
  let fake: FakeLlm;
  beforeAll(async () => {
    fake = await startFakeLlm({
      reviewText: TEXT,
      usage: (r) => (r.path.includes('pick') ? PICKED : { input: 1, output: 1 }),
    });
  });
  afterAll(async () => fake.close());

  const post = async (path: string, body: unknown) =>
    (await send(fake.url, 'POST', path, JSON.stringify(body), { 'content-type': 'application/json' })).body;
  const frames = (body: string) =>
    parseSse(body)
      .filter((f) => f.data !== '[DONE]')
      .map((f) => json(f.data));

  it('OpenAI chat: usage in the last chunk (asked for with include_usage), cached and reasoning inside the totals', async () => {
    const body = await post('/pick/v1/chat/completions', {
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(frames(body).at(-1)?.usage).toEqual({
      prompt_tokens: 1300,
      completion_tokens: 203,
      total_tokens: 1503,
      prompt_tokens_details: { cached_tokens: 300 },
      completion_tokens_details: { reasoning_tokens: 40 },
    });
  });

  it('Responses API: usage in response.completed', async () => {
    const done = frames(await post('/pick/v1/responses', { stream: true })).find(
      (f) => f.type === 'response.completed',
    );
    expect((done?.response as { usage: unknown }).usage).toEqual({
      input_tokens: 1300,
      input_tokens_details: { cached_tokens: 300 },
      output_tokens: 203,
      output_tokens_details: { reasoning_tokens: 40 },
      total_tokens: 1503,
    });
  });

  it('Anthropic: the prompt in message_start (input_tokens without the cache), the output in message_delta', async () => {
    const events = frames(await post('/pick/v1/messages', { stream: true }));
    expect((events.find((e) => e.type === 'message_start')?.message as { usage: unknown }).usage).toEqual({
      input_tokens: 950,
      cache_creation_input_tokens: 50,
      cache_read_input_tokens: 300,
      output_tokens: 1,
    });
    expect(events.find((e) => e.type === 'message_delta')?.usage).toEqual({ output_tokens: 203 });
  });

  it('Gemini: usageMetadata, candidates without the thoughts', async () => {
    const [chunk] = frames(await post('/pick/v1beta/models/g:streamGenerateContent?alt=sse', {}));
    expect(chunk?.usageMetadata).toEqual({
      promptTokenCount: 1300,
      candidatesTokenCount: 163,
      totalTokenCount: 1503,
      cachedContentTokenCount: 300,
      thoughtsTokenCount: 40,
    });
  });

  it('records the usage it sent with each answered request, and none with the others', async () => {
    await send(fake.url, 'GET', '/health');
    const answered = fake.requests.filter((r) => r.path.includes('pick'));
    expect(answered.map((r) => r.usage)).toEqual(answered.map(() => PICKED));
    expect(fake.requests.find((r) => r.protocol === 'probe')?.usage).toBeUndefined();
  });
});
