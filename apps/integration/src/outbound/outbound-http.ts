import { request, type Dispatcher, type FormData } from 'undici';
import type { CallKind, OutboundGate, RemoteQuota } from './outbound-gate';
import { OutboundError } from './outbound-error';

/** Every outbound request ends after this long as a timeout error (interface spec, "Limits": request timeout). */
export const OUTBOUND_TIMEOUT_MS = 15_000;

/** One outbound request. `path` is below the system's API root (e.g. "/issue"). */
export interface OutboundRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string | number>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** Aborts the wait for the call's turn (the caller left); a call that has left is not aborted. */
  signal?: AbortSignal;
}

/** An answer of any status. */
export interface OutboundAnswer {
  status: number;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** One remote system (tracker, platform or the action plans upstream) behind its gate. */
export interface OutboundHttp {
  /**
   * Waits for the call's turn at the gate (when there is one), sends it, records what the answer says of the remote
   * quota at the gate (remoteQuotaOf), and returns the answer whatever its status.
   * @throws OutboundError `timeout` after the timeout (OUTBOUND_TIMEOUT_MS unless set), `unavailable` with the network
   *   error's message, or what the gate throws
   */
  send(call: OutboundRequest): Promise<OutboundAnswer>;
}

/** Retry-After as ms: delay-seconds or an HTTP date (RFC 9110, 10.2.3); undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const header = (headers: Dispatcher.ResponseData['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A header's value as a whole number, or undefined when absent or not one. */
const countOf = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined);

/**
 * What an answer says of the remote quota: Retry-After of a 429 or 503 (RFC 9110, 10.2.3; RFC 6585), and the
 * remaining count of the remote's token bucket, X-RateLimit-Remaining (or the older X-RateLimiting-Remaining), with
 * the refill Jira DC states beside it, X-RateLimit-FillRate tokens every X-RateLimit-Interval-Seconds (both whole and
 * positive, else no refill is stated).
 */
export function remoteQuotaOf(status: number, headers: Dispatcher.ResponseData['headers'], now = Date.now()): RemoteQuota {
  const tokens = countOf(header(headers, 'x-ratelimit-fillrate'));
  const intervalSeconds = countOf(header(headers, 'x-ratelimit-interval-seconds'));
  return {
    retryAfterMs: status === 429 || status === 503 ? retryAfterMs(header(headers, 'retry-after'), now) : undefined,
    remaining: countOf(header(headers, 'x-ratelimit-remaining') ?? header(headers, 'x-ratelimiting-remaining')),
    refill: tokens && intervalSeconds ? { tokens, intervalMs: intervalSeconds * 1000 } : undefined,
  };
}

/** How a client reaches its system beyond the defaults. */
export interface OutboundHttpOptions {
  /**
   * The undici dispatcher of every request (default undici's global one): e.g. an Agent whose connect options switch
   * TLS verification off, wrapped in a RetryAgent (outbound/outbound-agent.ts).
   */
  dispatcher?: Dispatcher;
  /** Each request (with its retries) ends after this long as a timeout error, ms; default OUTBOUND_TIMEOUT_MS. */
  timeoutMs?: number;
}

/**
 * A client of one remote system: `baseUrl` (its API root, e.g. "https://jira.example.com/rest/api/2"), the headers
 * every request carries (authentication), the gate its calls pass (null for a system that states no quota, whose
 * caller bounds its own concurrency), and `name` for error texts ("Issue tracker").
 */
export function createOutboundHttp(baseUrl: string, headers: Record<string, string>, gate: OutboundGate | null, name: string, options: OutboundHttpOptions = {}): OutboundHttp {
  const timeoutMs = options.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  return {
    async send(call) {
      const kind: CallKind = call.method === 'GET' ? 'read' : 'write';
      try {
        await gate?.acquire(kind, call.signal);
      } catch (error) {
        // The caller gave up (deadline or cancel) while the call waited for its turn: it never leaves.
        if (call.signal?.aborted) throw new OutboundError('timeout', `${name} call not sent: the caller's deadline passed while it waited for its turn`);
        throw error;
      }
      const url = new URL(`${baseUrl}${call.path}`);
      for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, String(value));
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const answer = await request(url, {
          method: call.method,
          headers: { accept: 'application/json', ...headers, ...(call.json !== undefined ? { 'content-type': 'application/json' } : {}) },
          body: call.json !== undefined ? JSON.stringify(call.json) : call.form,
          signal: timeout,
          ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
        });
        const text = await answer.body.text();
        // The answer matters more than the hint: a quota store that fails here fails the next call's gate anyway.
        await gate?.observe(remoteQuotaOf(answer.statusCode, answer.headers)).catch(() => undefined);
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        return { status: answer.statusCode, text, json };
      } catch (error) {
        if (error instanceof OutboundError) throw error;
        if (timeout.aborted) throw new OutboundError('timeout', `${name} request timed out after ${timeoutMs / 1000} seconds`);
        throw new OutboundError('unavailable', `${name} request failed: ${(error as Error).message}`);
      }
    },
  };
}
