import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** Header (HTTP) and metadata key (gRPC) that carries the request id from the gateway through every service. */
export const REQUEST_ID_KEY = 'x-request-id';

/** What travels with one request through async calls of a process (or in a call's options, libs/grpc RequestCallOptions). */
export interface RequestContext {
  requestId: string;
  /** The caller's signed internal identity token, forwarded on every outbound gRPC call of this request. */
  internalToken?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with `context` visible to `currentRequestContext()` in everything it awaits. */
export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The running request's id and internal token in one lookup (what every outbound gRPC call carries), or undefined outside one. */
export function currentRequestContext(): Readonly<RequestContext> | undefined {
  return storage.getStore();
}

/**
 * Accepts an incoming request id when it is a short token of safe characters (so it cannot forge log lines),
 * else makes a new UUID.
 */
export function acceptRequestId(incoming: unknown): string {
  return typeof incoming === 'string' && /^[A-Za-z0-9._-]{1,128}$/.test(incoming) ? incoming : randomUUID();
}
