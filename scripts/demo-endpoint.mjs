// The demo endpoint: a loopback OpenAI-compatible server that answers every chat completion with a
// canned, clearly labelled review built from the prompt it received. No model is involved; it lets
// `npm run demo` show the whole pipeline on a fresh machine without credentials or network.
import { createServer } from 'node:http';

export const DEMO_MODEL = 'reviewer-lanes-demo';

/** Builds a review in the fixed structure from the files the prompt lists, so it is about this change. */
export function demoReview(prompt) {
  const files = [...new Set([...prompt.matchAll(/^diff --git a\/(\S+) b\//gm)].map((m) => m[1]))];
  const listed = files.length ? files.map((f) => `\`${f}\``).join(', ') : 'no files';
  return [
    '> DEMO ENDPOINT: this is canned text from the reviewer-lanes demo server, not a model review.',
    '',
    '## Summary',
    `The change touches ${files.length} file(s): ${listed}. The demo endpoint only counts them.`,
    '',
    '## Strengths',
    '- The change is small and reviewable.',
    '',
    '## Concerns',
    `- **MEDIUM** — ${files[0] ?? 'the change'}: the demo cannot judge behaviour; run a real lane.`,
    '- **LOW** — No tests were inspected by the demo endpoint.',
    '',
    '## Suggestions',
    '- Configure a real lane (a CLI on PATH, or an Ollama host) and run `reviewer-lanes review` again.',
    '',
    '## Risk Assessment',
    'MEDIUM — this is a demonstration verdict.',
    '',
  ].join('\n');
}

export function startDemoEndpoint(port = 0) {
  const server = createServer((req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/v1/models') {
      return send(200, { object: 'list', data: [{ id: DEMO_MODEL, object: 'model' }] });
    }
    if (req.method === 'POST' && req.url === '/v1/chat/completions') {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        let prompt = '';
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          prompt = String(body?.messages?.at(-1)?.content ?? '');
        } catch {
          return send(400, { error: { message: 'request body is not JSON' } });
        }
        send(200, {
          id: 'demo-1',
          object: 'chat.completion',
          model: DEMO_MODEL,
          choices: [
            { index: 0, message: { role: 'assistant', content: demoReview(prompt) }, finish_reason: 'stop' },
          ],
        });
      });
      return undefined;
    }
    return send(404, { error: { message: `no route ${req.method} ${req.url}` } });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: p } = server.address();
      resolve({ url: `http://127.0.0.1:${p}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
