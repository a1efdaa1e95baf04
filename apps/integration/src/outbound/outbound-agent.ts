import { Agent, RetryAgent, type Dispatcher } from 'undici';

/** How an agent reaches one system: certificate verification, connections per origin, retries of a safe call. */
export interface OutboundAgentSettings {
  /** false accepts any certificate (interface spec, "Authentication: Outbound": switchable for the plans upstream). */
  tlsVerify: boolean;
  /** Most connections open to the system at once. */
  connections: number;
  /** Retries of a GET after a network failure or a 500, 502, 503 or 504; 0 for none. */
  retries: number;
}

/** The undici Agent options of `settings`: TLS verification through the connect options (Node's rejectUnauthorized). */
export function outboundAgentOptions(settings: OutboundAgentSettings): Agent.Options {
  return { connections: settings.connections, connect: { rejectUnauthorized: settings.tlsVerify } };
}

/**
 * Retries undici's RetryAgent makes: GET only (a read is safe to send again, RFC 9110 9.2.2), after a network failure
 * or a 500, 502, 503 or 504, with exponential backoff from 250 ms (a Retry-After up to 2 s is honoured); never after a
 * 429 (interface spec, "Errors": outbound, no retry on 429). The last answer reaches the caller with its body.
 */
export function outboundRetryOptions(retries: number) {
  return { methods: ['GET' as const], statusCodes: [500, 502, 503, 504], maxRetries: retries, minTimeout: 250, maxTimeout: 2_000, timeoutFactor: 2, throwOnError: false };
}

/** The dispatcher of one system: an Agent with `settings`, behind a RetryAgent when it retries. Close it at stop. */
export function createOutboundAgent(settings: OutboundAgentSettings): Dispatcher {
  const agent = new Agent(outboundAgentOptions(settings));
  return settings.retries > 0 ? new RetryAgent(agent, outboundRetryOptions(settings.retries)) : agent;
}
