/**
 * A loopback OpenAI-compatible server for tests and the demo.
 *
 * Origin: written for this project; it speaks the subset of the OpenAI chat-completions
 * and models API that `openai-http` lanes use, plus the faults real servers show (errors,
 * HTML, bad JSON, stalls, redirects, slow replies).
 * It only ever listens on a loopback address with an ephemeral port.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { listenOnLoopback } from './loopback.js';
import {
  isExamination,
  scriptedAnswer,
  type AnswerStyle,
  type VerdictScript,
} from '../examine/scripted-answer.mjs';

/** What the server does with a chat-completions POST. */
export type ChatBehaviour =
  /**
   * 200 with `choices[0].message.content = text`; `servedModel` overrides the echoed model; `usage`,
   * when given, is sent as the response's `usage` member as it is (so a test can send a bad one).
   */
  | { kind: 'review'; text?: string; servedModel?: string; status?: number; usage?: unknown }
  /** An error status (500 by default) with a JSON (or given) body, and `Retry-After` if given. */
  | { kind: 'error'; status?: number; body?: unknown; retryAfter?: string }
  /** 200 with an HTML page. */
  | { kind: 'html'; status?: number }
  /** 200 with `application/json` that does not parse. */
  | { kind: 'malformed-json' }
  /** The request is read, and then nothing is ever sent back. */
  | { kind: 'no-headers' }
  /** Headers and the start of a JSON body are sent, then the body stalls for good. */
  | { kind: 'stall-body' }
  /** Headers, then one byte of body every `intervalMs`, forever. */
  | { kind: 'trickle'; intervalMs: number }
  /** A redirect (302 by default) to `location`. */
  | { kind: 'redirect'; location: string; status?: number }
  /** A normal review after `delayMs`. */
  | { kind: 'slow'; delayMs: number; text?: string }
  /** A status with the request's own `authorization` header echoed in a JSON error body. */
  | { kind: 'echo-auth'; status?: number }
  /** Exactly these bytes. */
  | { kind: 'raw'; status: number; contentType?: string; body: string }
  /**
   * A cross-examination request (D22) is answered from `script` in `style`; any other prompt gets
   * `review` (DEFAULT_REVIEW_TEXT by default).
   */
  | { kind: 'examine'; script: VerdictScript; style?: AnswerStyle; review?: string }
  /** The n-th chat request gets `steps[n]`; the last step answers every request after it. */
  | { kind: 'sequence'; steps: readonly ChatBehaviour[] };

/** What the server does with `GET /v1/models`. */
export type ModelsBehaviour =
  | { kind: 'list'; ids: string[] }
  | { kind: 'error'; status?: number }
  /** A 200 whose body is not a model list. */
  | { kind: 'raw'; body: string }
  /** Never answers. */
  | { kind: 'hang' }
  /** A redirect (302 by default) to `location`. */
  | { kind: 'redirect'; location: string; status?: number };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeOpenAIOptions {
  chat?: ChatBehaviour;
  models?: ModelsBehaviour;
  /** A loopback address: 127.0.0.1 by default (any 127.x.y.z works on Linux). */
  host?: string;
}

export interface FakeOpenAI {
  /** Base URL, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  url: string;
  host: string;
  port: number;
  /** Every request received, in order; the body is filled in once it has arrived. */
  requests: RecordedRequest[];
  setBehaviour(chat: ChatBehaviour): void;
  setModels(models: ModelsBehaviour): void;
  close(): Promise<void>;
}

export const DEFAULT_REVIEW_TEXT = '## Summary\nLooks fine.\n\n## Risk Assessment\nLOW';

function isLoopback(host: string): boolean {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) || host === '::1';
}

function completion(model: string, text: string, usage?: unknown): string {
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    ...(usage !== undefined ? { usage } : {}),
  });
}

function requestedModel(body: string): string {
  try {
    const parsed = JSON.parse(body) as { model?: unknown };
    return typeof parsed.model === 'string' ? parsed.model : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The last user message's text of a chat request. */
function userPrompt(body: string): string {
  try {
    const parsed = JSON.parse(body) as { messages?: Array<{ role?: unknown; content?: unknown }> };
    const user = (parsed.messages ?? []).filter((m) => m.role === 'user').pop();
    return typeof user?.content === 'string' ? user.content : '';
  } catch {
    return '';
  }
}

export async function startFakeOpenAI(opts: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const host = opts.host ?? '127.0.0.1';
  if (!isLoopback(host)) throw new Error(`fake OpenAI server refuses non-loopback host ${host}`);
  let current: ChatBehaviour = opts.chat ?? { kind: 'review' };
  let models: ModelsBehaviour = opts.models ?? { kind: 'list', ids: ['fake-model'] };
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  // Counts chat requests since the behaviour was last set, for `sequence`.
  let chatCount = 0;

  const send = (
    res: ServerResponse,
    status: number,
    contentType: string,
    body: string,
    extra: Record<string, string> = {},
  ): void => {
    res.writeHead(status, {
      'content-type': contentType,
      'content-length': Buffer.byteLength(body),
      ...extra,
    });
    res.end(body);
  };

  const respondChat = (res: ServerResponse, rec: RecordedRequest, chat: ChatBehaviour): void => {
    const model = requestedModel(rec.body);
    switch (chat.kind) {
      case 'review':
        return send(
          res,
          chat.status ?? 200,
          'application/json',
          completion(chat.servedModel ?? model, chat.text ?? DEFAULT_REVIEW_TEXT, chat.usage),
        );
      case 'error':
        return send(
          res,
          chat.status ?? 500,
          'application/json',
          JSON.stringify(chat.body ?? { error: { message: 'model crashed', type: 'server_error' } }),
          chat.retryAfter !== undefined ? { 'retry-after': chat.retryAfter } : {},
        );
      case 'html':
        return send(
          res,
          chat.status ?? 200,
          'text/html',
          '<html><body><h1>Welcome to nginx!</h1></body></html>',
        );
      case 'malformed-json':
        return send(res, 200, 'application/json', '{"choices": [ {"message": ');
      case 'no-headers':
        return; // keep the socket open and silent until close()
      case 'stall-body':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"choices": [');
        return;
      case 'trickle': {
        res.writeHead(200, { 'content-type': 'application/json' });
        const t = setInterval(() => res.write(' '), chat.intervalMs);
        timers.add(t);
        res.on('close', () => clearInterval(t));
        return;
      }
      case 'redirect':
        res.writeHead(chat.status ?? 302, { location: chat.location, 'content-length': 0 });
        res.end();
        return;
      case 'slow': {
        const text = chat.text ?? DEFAULT_REVIEW_TEXT;
        const t = setTimeout(() => send(res, 200, 'application/json', completion(model, text)), chat.delayMs);
        timers.add(t);
        return;
      }
      case 'echo-auth':
        return send(
          res,
          chat.status ?? 401,
          'application/json',
          JSON.stringify({ error: { message: `invalid key: ${rec.headers.authorization ?? '(none)'}` } }),
        );
      case 'raw':
        return send(res, chat.status, chat.contentType ?? 'application/json', chat.body);
      case 'examine': {
        const prompt = userPrompt(rec.body);
        const text = isExamination(prompt)
          ? scriptedAnswer(prompt, chat.script, chat.style)
          : (chat.review ?? DEFAULT_REVIEW_TEXT);
        return send(res, 200, 'application/json', completion(model, text));
      }
      case 'sequence': {
        const step = chat.steps[Math.min(chatCount - 1, chat.steps.length - 1)];
        if (step === undefined || step.kind === 'sequence') {
          return send(res, 500, 'application/json', '{"error":"bad fake sequence"}');
        }
        return respondChat(res, rec, step);
      }
    }
  };

  const respondModels = (res: ServerResponse): void => {
    if (models.kind === 'hang') return;
    if (models.kind === 'redirect') {
      res.writeHead(models.status ?? 302, { location: models.location, 'content-length': 0 });
      res.end();
      return;
    }
    if (models.kind === 'raw') return send(res, 200, 'application/json', models.body);
    if (models.kind === 'error')
      return send(res, models.status ?? 500, 'application/json', '{"error":"no models"}');
    const data = models.ids.map((id) => ({ id, object: 'model', owned_by: 'fake' }));
    send(res, 200, 'application/json', JSON.stringify({ object: 'list', data }));
  };

  const server = createServer((req, res) => {
    const rec: RecordedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: '',
    };
    requests.push(rec);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      rec.body = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (req.method === 'POST' && path.endsWith('/chat/completions')) {
        chatCount += 1;
        respondChat(res, rec, current);
      } else if (req.method === 'GET' && path.endsWith('/models')) respondModels(res);
      else send(res, 404, 'application/json', '{"error":"not found"}');
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  const { port } = await listenOnLoopback(server, host);

  return {
    url: `http://${host}:${port}`,
    host,
    port,
    requests,
    setBehaviour(next) {
      current = next;
      chatCount = 0;
    },
    setModels(next) {
      models = next;
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
