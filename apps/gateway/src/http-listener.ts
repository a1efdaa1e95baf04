import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@vmdash/observability';

/**
 * The HTTP listener's limits (docs/architecture.md, "Errors and retries"; the gateway's README lists their variables):
 * how long a client may take to send its headers and its whole request (408 and the connection closed after that),
 * how long an idle keep-alive connection stays open, and how many connections are served at once.
 */
export interface HttpServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
}

/** How often Node checks open requests against the two timeouts, ms (its default of 30 s would let them overrun by that much). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** A listening HTTP server: its port and base URL, and its stop. */
export interface HttpListener {
  port: number;
  /** Base URL, e.g. http://127.0.0.1:8080 */
  url: string;
  /**
   * Stops taking requests: the listener closes and idle keep-alive connections with it, in-flight requests finish,
   * and connections still open after `graceMs` are closed.
   */
  stop(): Promise<void>;
}

/**
 * Serves `app` on host:port with `limits` (the gateway's `http` component).
 * @param options.port 0 picks a free port
 * @param options.graceMs how long `stop` lets in-flight requests finish before closing their connections
 * @throws Error when the address cannot be bound
 */
export async function listenHttp(app: RequestListener, options: { host: string; port: number; limits: HttpServerLimits; graceMs: number }, logger: Logger): Promise<HttpListener> {
  const { limits } = options;
  const server = createServer(
    { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, limits.headersTimeoutMs) },
    app,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    port,
    url: `http://${urlHost}:${port}`,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections turn idle when their last response ends; close them then rather than after the
      // keep-alive timeout, so stop returns as soon as the in-flight requests are done.
      server.closeIdleConnections();
      const sweeper = setInterval(() => server.closeIdleConnections(), 50);
      const timer = setTimeout(() => {
        logger.warn({ graceMs: options.graceMs }, 'grace period over, closing open connections');
        server.closeAllConnections();
      }, options.graceMs);
      await closed;
      clearInterval(sweeper);
      clearTimeout(timer);
    },
  };
}
