/**
 * A loopback fake model server that the real reviewer CLIs (and our own openai-http lanes) can
 * talk to with no network: it speaks just enough of each wire protocol to deliver one reply.
 *
 * Origin: written for this project from the event sequences each pinned CLI release was seen
 * to send and accept, and the public API references of
 * the OpenAI Responses and Chat Completions APIs, the Anthropic Messages API and the Gemini
 * generateContent API. It is a test fixture, never shipped.
 *
 * Routes (method + path; everything else is a 404 JSON error, which every CLI tolerates):
 *   POST …/responses                          OpenAI Responses API, SSE or JSON      (codex)
 *   POST …/messages                           Anthropic Messages, SSE or JSON        (claude)
 *   POST …/messages/count_tokens              Anthropic token count                   (claude)
 *   HEAD /  ·  GET / · GET /health            connectivity probe                      (claude)
 *   POST …/models/<m>:streamGenerateContent   Gemini, SSE with ?alt=sse, else JSON    (gemini)
 *   POST …/models/<m>:generateContent         Gemini JSON                             (gemini)
 *   POST …/models/<m>:countTokens             Gemini token count                      (gemini)
 *   POST …/chat/completions                   OpenAI chat completions, SSE or JSON    (qwen, opencode, openai-http)
 *   GET  …/models                             model list                              (openai-http discovery)
 *   *    /npm/…                               404: npm registry lookups (opencode plugin metadata)
 *
 * Every answer carries token usage the way its API reports it (OpenAI chat `usage`, the Responses
 * API's `usage` in `response.completed`, Anthropic's `usage` in `message_start` and
 * `message_delta`, Gemini's `usageMetadata`), with numbers the test picks (`usage`); what was
 * sent is recorded with the request, so a test can check what a CLI made of it.
 *
 * With `toolCall`, a chat-completions or messages request may be answered with a tool call
 * instead (a model that tries to run a command or write a file), in each protocol's own shape.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback.js';
import {
  isExamination,
  scriptedAnswer,
  type AnswerStyle,
  type VerdictScript,
} from '../examine/scripted-answer.mjs';

export type FakeProtocol =
  | 'openai.responses'
  | 'openai.chat'
  | 'openai.models'
  | 'anthropic.messages'
  | 'anthropic.count_tokens'
  | 'gemini.stream'
  | 'gemini.generate'
  | 'gemini.count_tokens'
  | 'probe'
  | 'npm'
  | 'unknown';

/** Which CLI sent a request, from its user-agent (the strings the pinned releases send). */
export type FakeClient = 'codex' | 'claude' | 'gemini' | 'qwen' | 'opencode' | 'other';

export interface RecordedRequest {
  protocol: FakeProtocol;
  client: FakeClient;
  method: string;
  /** Path and query, with secret-bearing query parameters redacted. */
  path: string;
  /** Headers with credentials replaced by `<redacted>`. */
  headers: Record<string, string>;
  /** The parsed JSON body, the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
  bodyBytes: number;
  /** Whether the reply was streamed (SSE). */
  streamed: boolean;
  status: number;
  /** The token usage the reply reported (answering routes only). */
  usage?: FakeUsage;
}

/**
 * One reply's token usage, in one meaning for every protocol: `input` counts every prompt token
 * (cached ones and, for Anthropic, cache writes included) and `output` every generated token
 * (reasoning included). Each protocol then splits it the way its API does.
 */
export interface FakeUsage {
  input: number;
  output: number;
  /** Prompt tokens read from the provider's cache (a part of `input`). */
  cachedInput?: number;
  /** Prompt tokens written to the cache (Anthropic's `cache_creation_input_tokens`; a part of `input`). */
  cacheWrite?: number;
  /** Reasoning / thinking tokens (a part of `output`). */
  reasoning?: number;
}

/** The usage every answer reports unless the test picks its own. */
export const DEFAULT_FAKE_USAGE: FakeUsage = { input: 10, output: 5 };

/** A tool the fake asks the CLI to run instead of answering (a model that tries something). */
export interface FakeToolCall {
  name: string;
  input: Record<string, unknown>;
}

export interface FakeLlmOptions {
  /** The assistant text every model call answers with; a function may vary it per request. */
  reviewText: string | ((request: RecordedRequest) => string);
  /**
   * A tool call to answer with instead of text (OpenAI chat completions and Anthropic messages),
   * or null for text. Decided per request, e.g. "when the tool is offered and no tool result
   * came back yet", so the CLI's next request gets the review.
   */
  toolCall?: (request: RecordedRequest) => FakeToolCall | null;
  /** Model ids listed by `GET /v1/models`; default `['fake-model']`. */
  models?: string[];
  /** The usage each answer reports; a function may vary it per request. Default DEFAULT_FAKE_USAGE. */
  usage?: FakeUsage | ((request: RecordedRequest) => FakeUsage);
}

export interface FakeLlm {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  url: string;
  port: number;
  /** Every request received, in arrival order (appended live). */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'x-goog-api-key',
  'api-key',
  'cookie',
]);
const SECRET_QUERY = new Set(['key', 'api_key', 'apikey', 'access_token']);
const REDACTED = '<redacted>';

export function redactHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name] = SECRET_HEADERS.has(name.toLowerCase())
      ? REDACTED
      : Array.isArray(value)
        ? value.join(', ')
        : value;
  }
  return out;
}

function redactQuery(url: URL): string {
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_QUERY.has(name.toLowerCase())) url.searchParams.set(name, REDACTED);
  }
  return url.pathname + url.search;
}

const CLIENT_PATTERNS: ReadonlyArray<[RegExp, FakeClient]> = [
  [/codex/i, 'codex'],
  [/claude/i, 'claude'],
  [/gemini/i, 'gemini'],
  [/qwen/i, 'qwen'],
  [/opencode/i, 'opencode'],
];

export function clientOf(userAgent: string | undefined): FakeClient {
  for (const [re, client] of CLIENT_PATTERNS) if (userAgent && re.test(userAgent)) return client;
  return 'other';
}

// ---------------------------------------------------------------------------------------------
// Protocol replies. Each gets the parsed body and the reply text and writes the whole response.

type JsonBody = Record<string, unknown>;

interface Reply {
  res: ServerResponse;
  body: JsonBody;
  text: string;
  usage: FakeUsage;
  url: URL;
  models: string[];
  tool: FakeToolCall | null;
}

/** OpenAI chat `usage`: prompt tokens include cached ones, completion tokens include reasoning. */
export function openaiChatUsage(u: FakeUsage): JsonBody {
  return {
    prompt_tokens: u.input,
    completion_tokens: u.output,
    total_tokens: u.input + u.output,
    prompt_tokens_details: { cached_tokens: u.cachedInput ?? 0 },
    completion_tokens_details: { reasoning_tokens: u.reasoning ?? 0 },
  };
}

/** Responses API `usage`: the same split as chat, under other names. */
export function openaiResponsesUsage(u: FakeUsage): JsonBody {
  return {
    input_tokens: u.input,
    input_tokens_details: { cached_tokens: u.cachedInput ?? 0 },
    output_tokens: u.output,
    output_tokens_details: { reasoning_tokens: u.reasoning ?? 0 },
    total_tokens: u.input + u.output,
  };
}

/** Anthropic `usage`: `input_tokens` excludes cache reads and cache writes, which have their own fields. */
export function anthropicUsage(u: FakeUsage): JsonBody {
  const cached = u.cachedInput ?? 0;
  const written = u.cacheWrite ?? 0;
  return {
    input_tokens: u.input - cached - written,
    cache_creation_input_tokens: written,
    cache_read_input_tokens: cached,
    output_tokens: u.output,
  };
}

/** Gemini `usageMetadata`: candidates exclude thoughts; the total counts prompt, candidates and thoughts. */
export function geminiUsageMetadata(u: FakeUsage): JsonBody {
  const thoughts = u.reasoning ?? 0;
  return {
    promptTokenCount: u.input,
    candidatesTokenCount: u.output - thoughts,
    totalTokenCount: u.input + u.output,
    ...(u.cachedInput ? { cachedContentTokenCount: u.cachedInput } : {}),
    ...(thoughts ? { thoughtsTokenCount: thoughts } : {}),
  };
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

/** Opens an SSE stream and returns a writer for `event:`-named or bare `data:` frames. */
function openSse(res: ServerResponse): (data: unknown, event?: string) => void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  return (data, event) => {
    res.write(
      `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`,
    );
  };
}

function modelOf(body: JsonBody, fallback: string): string {
  return typeof body.model === 'string' && body.model ? body.model : fallback;
}

function openaiChat({ res, body, text, usage: picked, tool }: Reply): boolean {
  const model = modelOf(body, 'fake-model');
  const usage = openaiChatUsage(picked);
  const head = { id: 'chatcmpl-fake', created: nowSeconds(), model };
  if (tool) return openaiToolCall(res, body, head, usage, tool);
  if (body.stream !== true) {
    sendJson(res, 200, {
      ...head,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage,
    });
    return false;
  }
  const send = openSse(res);
  const chunk = (delta: JsonBody, finish: string | null): JsonBody => ({
    ...head,
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  send(chunk({ role: 'assistant', content: '' }, null));
  send(chunk({ content: text }, null));
  send(chunk({}, 'stop'));
  const options = body.stream_options as { include_usage?: unknown } | undefined;
  if (options?.include_usage === true) send({ ...head, object: 'chat.completion.chunk', choices: [], usage });
  send('[DONE]');
  res.end();
  return true;
}

function openaiToolCall(
  res: ServerResponse,
  body: JsonBody,
  head: JsonBody,
  usage: JsonBody,
  tool: FakeToolCall,
): boolean {
  const call = {
    id: 'call_fake',
    type: 'function',
    function: { name: tool.name, arguments: JSON.stringify(tool.input) },
  };
  if (body.stream !== true) {
    sendJson(res, 200, {
      ...head,
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: null, tool_calls: [call] },
          finish_reason: 'tool_calls',
        },
      ],
      usage,
    });
    return false;
  }
  const send = openSse(res);
  const chunk = (delta: JsonBody, finish: string | null): JsonBody => ({
    ...head,
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const opening = { index: 0, ...call, function: { name: tool.name, arguments: '' } };
  send(chunk({ role: 'assistant', content: null, tool_calls: [opening] }, null));
  send(chunk({ tool_calls: [{ index: 0, function: { arguments: call.function.arguments } }] }, null));
  send(chunk({}, 'tool_calls'));
  const options = body.stream_options as { include_usage?: unknown } | undefined;
  if (options?.include_usage === true) send({ ...head, object: 'chat.completion.chunk', choices: [], usage });
  send('[DONE]');
  res.end();
  return true;
}

function openaiResponses({ res, body, text, usage: picked }: Reply): boolean {
  const model = modelOf(body, 'fake-model');
  const part = { type: 'output_text', text, annotations: [] };
  const item = { id: 'msg_fake', type: 'message', status: 'completed', role: 'assistant', content: [part] };
  const usage = openaiResponsesUsage(picked);
  const response = {
    id: 'resp_fake',
    object: 'response',
    created_at: nowSeconds(),
    model,
    status: 'in_progress',
    output: [],
  };
  const completed = { ...response, status: 'completed', output: [item], usage };
  if (body.stream !== true) {
    sendJson(res, 200, completed);
    return false;
  }
  const write = openSse(res);
  let sequence = 0;
  const send = (type: string, fields: JsonBody): void =>
    write({ type, sequence_number: sequence++, ...fields }, type);
  const at = { item_id: item.id, output_index: 0, content_index: 0 };
  send('response.created', { response });
  send('response.in_progress', { response });
  send('response.output_item.added', {
    output_index: 0,
    item: { ...item, status: 'in_progress', content: [] },
  });
  send('response.content_part.added', { ...at, part: { ...part, text: '' } });
  send('response.output_text.delta', { ...at, delta: text });
  send('response.output_text.done', { ...at, text });
  send('response.content_part.done', { ...at, part });
  send('response.output_item.done', { output_index: 0, item });
  send('response.completed', { response: completed });
  res.end();
  return true;
}

function anthropicMessages({ res, body, text, usage: picked, tool }: Reply): boolean {
  const model = modelOf(body, 'claude-fake');
  const message = { id: 'msg_fake', type: 'message', role: 'assistant', model, stop_sequence: null };
  if (tool) return anthropicToolUse(res, body, message, anthropicUsage(picked), tool);
  if (body.stream !== true) {
    sendJson(res, 200, {
      ...message,
      content: [{ type: 'text', text }],
      stop_reason: 'end_turn',
      usage: anthropicUsage(picked),
    });
    return false;
  }
  const write = openSse(res);
  const send = (type: string, fields: JsonBody = {}): void => write({ type, ...fields }, type);
  // The stream opens with the prompt's usage and one output token; message_delta's count is cumulative.
  send('message_start', {
    message: {
      ...message,
      content: [],
      stop_reason: null,
      usage: { ...anthropicUsage(picked), output_tokens: 1 },
    },
  });
  send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
  send('ping');
  send('content_block_delta', { index: 0, delta: { type: 'text_delta', text } });
  send('content_block_stop', { index: 0 });
  send('message_delta', {
    delta: { stop_reason: 'end_turn', stop_sequence: null },
    usage: { output_tokens: picked.output },
  });
  send('message_stop');
  res.end();
  return true;
}

function anthropicToolUse(
  res: ServerResponse,
  body: JsonBody,
  message: JsonBody,
  usage: JsonBody,
  tool: FakeToolCall,
): boolean {
  const block = { type: 'tool_use', id: 'toolu_fake', name: tool.name };
  if (body.stream !== true) {
    sendJson(res, 200, {
      ...message,
      content: [{ ...block, input: tool.input }],
      stop_reason: 'tool_use',
      usage,
    });
    return false;
  }
  const write = openSse(res);
  const send = (type: string, fields: JsonBody = {}): void => write({ type, ...fields }, type);
  send('message_start', {
    message: { ...message, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } },
  });
  send('content_block_start', { index: 0, content_block: { ...block, input: {} } });
  send('content_block_delta', {
    index: 0,
    delta: { type: 'input_json_delta', partial_json: JSON.stringify(tool.input) },
  });
  send('content_block_stop', { index: 0 });
  send('message_delta', {
    delta: { stop_reason: 'tool_use', stop_sequence: null },
    usage: { output_tokens: usage.output_tokens },
  });
  send('message_stop');
  res.end();
  return true;
}

/** The tools a request offers the model (OpenAI chat completions and Anthropic messages). */
export function offeredTools(request: RecordedRequest): string[] {
  const body = request.body as
    { tools?: Array<{ name?: unknown; function?: { name?: unknown } }> } | undefined;
  if (!body || !Array.isArray(body.tools)) return [];
  return body.tools
    .map((t) =>
      typeof t.name === 'string' ? t.name : typeof t.function?.name === 'string' ? t.function.name : '',
    )
    .filter((n) => n !== '');
}

/** Whether a request carries the result of a tool the model called (the CLI's second turn). */
export function carriesToolResult(request: RecordedRequest): boolean {
  const body = request.body as { messages?: Array<{ role?: unknown; content?: unknown }> } | undefined;
  if (!body || !Array.isArray(body.messages)) return false;
  return body.messages.some(
    (m) =>
      m.role === 'tool' ||
      (Array.isArray(m.content) &&
        m.content.some(
          (c) => typeof c === 'object' && c !== null && (c as { type?: unknown }).type === 'tool_result',
        )),
  );
}

function geminiCandidate(text: string, usage: FakeUsage): JsonBody {
  return {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: geminiUsageMetadata(usage),
    modelVersion: 'fake',
  };
}

function geminiStream({ res, text, usage, url }: Reply): boolean {
  if (url.searchParams.get('alt') !== 'sse') {
    sendJson(res, 200, [geminiCandidate(text, usage)]);
    return false;
  }
  openSse(res)(geminiCandidate(text, usage));
  res.end();
  return true;
}

// ---------------------------------------------------------------------------------------------
// The route table: first match wins. `answers` marks routes whose reply carries the review text.

interface Route {
  protocol: FakeProtocol;
  method: string | RegExp;
  path: RegExp;
  answers: boolean;
  reply(r: Reply): boolean;
}

const notFound = (res: ServerResponse, message: string): false => {
  sendJson(res, 404, { error: { message, type: 'not_found' } });
  return false;
};

const ROUTES: readonly Route[] = [
  {
    protocol: 'npm',
    method: /.*/,
    path: /^\/npm(\/|$)/,
    answers: false,
    reply: ({ res }) => notFound(res, 'fake-llm: no npm registry here'),
  },
  {
    protocol: 'openai.responses',
    method: 'POST',
    path: /\/responses$/,
    answers: true,
    reply: openaiResponses,
  },
  { protocol: 'openai.chat', method: 'POST', path: /\/chat\/completions$/, answers: true, reply: openaiChat },
  {
    protocol: 'anthropic.count_tokens',
    method: 'POST',
    path: /\/messages\/count_tokens$/,
    answers: false,
    reply: ({ res }) => (sendJson(res, 200, { input_tokens: 10 }), false),
  },
  {
    protocol: 'anthropic.messages',
    method: 'POST',
    path: /\/messages$/,
    answers: true,
    reply: anthropicMessages,
  },
  {
    protocol: 'gemini.stream',
    method: 'POST',
    path: /\/models\/[^/]+:streamGenerateContent$/,
    answers: true,
    reply: geminiStream,
  },
  {
    protocol: 'gemini.generate',
    method: 'POST',
    path: /\/models\/[^/]+:generateContent$/,
    answers: true,
    reply: ({ res, text, usage }) => (sendJson(res, 200, geminiCandidate(text, usage)), false),
  },
  {
    protocol: 'gemini.count_tokens',
    method: 'POST',
    path: /\/models\/[^/]+:countTokens$/,
    answers: false,
    reply: ({ res }) => (sendJson(res, 200, { totalTokens: 10 }), false),
  },
  {
    protocol: 'openai.models',
    method: 'GET',
    path: /\/models$/,
    answers: false,
    reply: ({ res, models }) => (
      sendJson(res, 200, {
        object: 'list',
        data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake-llm' })),
      }),
      false
    ),
  },
  {
    protocol: 'probe',
    method: /^(HEAD|GET)$/,
    path: /^\/(health)?$/,
    answers: false,
    reply: ({ res }) => (sendJson(res, 200, { ok: true }), false),
  },
];

function routeFor(method: string, pathname: string): Route | undefined {
  return ROUTES.find(
    (r) =>
      (typeof r.method === 'string' ? r.method === method : r.method.test(method)) && r.path.test(pathname),
  );
}

function parseBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Every string in a parsed body: each protocol nests the user's text differently. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * A `reviewText` that answers a cross-examination request (D22) from `script` in `style`, in
 * whichever protocol it came, and any other request with `review`.
 */
export function examiningModel(
  script: VerdictScript,
  style: AnswerStyle = 'json',
  review = 'LGTM: fake review',
): (request: RecordedRequest) => string {
  return (request) => {
    const prompt = stringsOf(request.body).find(isExamination);
    return prompt === undefined ? review : scriptedAnswer(prompt, script, style);
  };
}

export async function startFakeLlm(options: FakeLlmOptions): Promise<FakeLlm> {
  const requests: RecordedRequest[] = [];
  const models = options.models ?? ['fake-model'];
  const textFor =
    typeof options.reviewText === 'function' ? options.reviewText : () => options.reviewText as string;
  const picked = options.usage ?? DEFAULT_FAKE_USAGE;
  const usageFor = typeof picked === 'function' ? picked : () => picked;

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readAll(req);
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = parseBody(raw);
      const route = routeFor(method, url.pathname);
      const recorded: RecordedRequest = {
        protocol: route?.protocol ?? 'unknown',
        client: clientOf(req.headers['user-agent']),
        method,
        path: redactQuery(new URL(url)),
        headers: redactHeaders(req.headers),
        body,
        bodyBytes: raw.length,
        streamed: false,
        status: 0,
      };
      requests.push(recorded);
      const json: JsonBody =
        body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as JsonBody) : {};
      if (!route) {
        notFound(res, `fake-llm: no route for ${method} ${url.pathname}`);
      } else {
        const text = route.answers ? textFor(recorded) : '';
        const usage = route.answers ? usageFor(recorded) : DEFAULT_FAKE_USAGE;
        if (route.answers) recorded.usage = usage;
        const tool = route.answers ? (options.toolCall?.(recorded) ?? null) : null;
        recorded.streamed = route.reply({ res, body: json, text, usage, url, models, tool });
      }
      recorded.status = res.statusCode;
    })().catch((error: unknown) => {
      // A fixture bug must show up as a failing request, not a hung CLI.
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(error) } });
      else res.end();
    });
  });

  // CLIs keep connections alive: close() drops them so it does not wait for their idle timeout.
  const { url, port, close } = await listenOnLoopback(server);
  return { url, port, requests, close };
}
