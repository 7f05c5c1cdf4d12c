/**
 * Loopback HTTP servers for http-reachable probes (origin: written for this project). Always
 * 127.0.0.1 on an ephemeral port; `refusedUrl` names a port that was just closed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../servers/loopback.js';

export interface TestServer {
  url: string;
  requests: string[];
  close: () => Promise<void>;
}

export type Behaviour = 'ok' | 'not-found' | 'redirect' | 'hang';

export async function startServer(behaviour: Behaviour): Promise<TestServer> {
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method} ${req.url}`);
    switch (behaviour) {
      case 'ok':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[{"id":"m"}]}');
        return;
      case 'not-found':
        res.writeHead(404).end('not found');
        return;
      case 'redirect':
        res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
        return;
      case 'hang':
        return; // never answers
    }
  });
  const { url, close } = await listenOnLoopback(server);
  return { url, requests, close };
}

/** A loopback URL on which nothing listens. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  const { url, close } = await listenOnLoopback(server);
  await close();
  return url;
}
