/**
 * Starting the fake servers (origin: written for this project): on a loopback address only and
 * an ephemeral port, so tests never reach the network or collide with each other.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  /** `http://<host>:<port>`, no trailing slash. */
  url: string;
  port: number;
  /** Drops kept-alive connections (clients hold them open) and stops listening. */
  close(): Promise<void>;
}

export async function listenOnLoopback(server: Server, host = '127.0.0.1'): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
