import { outboundAgentOptions, outboundRetryOptions } from './outbound-agent';

describe('the outbound agent (interface spec, "Authentication: Outbound")', () => {
  it('when TLS verification is switched off, then the connect options accept any certificate; on, they verify it', () => {
    expect(outboundAgentOptions({ tlsVerify: false, connections: 4, retries: 2 })).toEqual({ connections: 4, connect: { rejectUnauthorized: false } });
    expect(outboundAgentOptions({ tlsVerify: true, connections: 4, retries: 2 }).connect).toEqual({ rejectUnauthorized: true });
  });

  it('when a call fails, then only a GET is retried, never after a 429, and the last answer reaches the caller', () => {
    const options = outboundRetryOptions(2);
    expect(options.methods).toEqual(['GET']);
    expect(options.statusCodes).not.toContain(429);
    expect(options).toMatchObject({ maxRetries: 2, throwOnError: false });
  });
});
