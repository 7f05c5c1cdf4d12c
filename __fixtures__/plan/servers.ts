/**
 * Loopback HTTP servers for http-reachable probes (origin: written for this project). Always
 * 127.0.0.1 on an ephemeral port; `refusedUrl` names a port that was just closed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback URL on which nothing listens. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
