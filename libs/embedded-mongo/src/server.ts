/**
 * The TCP listener: accepts connections and tracks them so `close()` can end them all.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { ServerState } from './commands/command-context';
import { Connection } from './connection';

/** A listening wire-protocol server. */
interface WireServer {
  readonly port: number;
  readonly host: string;
  /** Stops accepting, closes every connection, resolves when the listener is closed. */
  close(): Promise<void>;
}

/** Listens on `host:port` (port 0: a free port). Rejects when the port cannot be bound. */
export function listen(state: ServerState, host: string, port: number): Promise<WireServer> {
  const sockets = new Set<Socket>();
  let connectionIds = 0;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    new Connection(socket, ++connectionIds, state);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const boundPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        port: boundPort,
        host,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}
