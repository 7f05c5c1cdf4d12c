// The demo endpoint: a loopback OpenAI-compatible server with one base path per demo lane
// (`/<slug>/v1/...`), each answering every chat completion with that lane's canned, clearly
// labelled review (scripts/demo-lanes.mjs). No model is involved; it lets `npm run demo` show the
// whole pipeline on a fresh machine without credentials or network.
import { createServer } from 'node:http';
import { DEMO_LANES, examinationAnswer } from './demo-lanes.mjs';

export const DEMO_MODEL = 'reviewer-lanes-demo';

export function startDemoEndpoint(port = 0) {
  const server = createServer((req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const [, slug, rest] = /^\/([^/]+)(\/.*)$/.exec(req.url ?? '') ?? [];
    const lane = DEMO_LANES.find((l) => l.slug === slug);
    if (!lane) return send(404, { error: { message: `no demo lane at ${req.url}` } });
    if (req.method === 'GET' && rest === '/v1/models') {
      return send(200, { object: 'list', data: [{ id: DEMO_MODEL, object: 'model' }] });
    }
    if (req.method === 'POST' && rest === '/v1/chat/completions') {
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
        // A cross-examination request (D22) gets the lane's canned verdicts; a review its review.
        const content = prompt.startsWith('# Cross-examination request')
          ? examinationAnswer(lane.slug, prompt)
          : lane.review;
        send(200, {
          id: `demo-${lane.slug}`,
          object: 'chat.completion',
          model: DEMO_MODEL,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
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
