import { plansUpstreamOf, type PlansUpstreamConfig } from './plans-upstream.setup';

const settings = (overrides: Partial<PlansUpstreamConfig> = {}): PlansUpstreamConfig => ({
  PLANS_UPSTREAM_URL: 'https://plans.example.com',
  PLANS_UPSTREAM_USER: 'vmdash',
  PLANS_UPSTREAM_PASSWORD: 'secret',
  PLANS_UPSTREAM_TLS_VERIFY: true,
  PLANS_UPSTREAM_TIMEOUT_MS: 15_000,
  PLANS_UPSTREAM_CONCURRENCY: 4,
  PLANS_UPSTREAM_RETRIES: 2,
  ...overrides,
});

describe('the action plans upstream at start (docs/decisions/0013: "logged as a warning at start")', () => {
  const started: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const upstream of started.splice(0)) await upstream.close();
  });
  const start = (config: PlansUpstreamConfig) => {
    const warnings: string[] = [];
    const upstream = plansUpstreamOf(config, { warn: (_fields: unknown, message: string) => void warnings.push(message) } as never);
    if (upstream) started.push(upstream);
    return { upstream, warnings };
  };

  it('when PLANS_UPSTREAM_TLS_VERIFY is false, then a warning names the switch', () => {
    const { upstream, warnings } = start(settings({ PLANS_UPSTREAM_TLS_VERIFY: false }));
    expect(upstream).toBeDefined();
    expect(warnings).toEqual([expect.stringContaining('PLANS_UPSTREAM_TLS_VERIFY=false')]);
  });

  it('when verification is on over HTTPS, then nothing is logged; over plain HTTP the clear-text credentials are', () => {
    expect(start(settings()).warnings).toEqual([]);
    expect(start(settings({ PLANS_UPSTREAM_URL: 'http://plans.example.com' })).warnings).toEqual([expect.stringContaining('plain HTTP')]);
  });

  it('when PLANS_UPSTREAM_URL is unset, then there is no upstream and no warning', () => {
    expect(start(settings({ PLANS_UPSTREAM_URL: undefined, PLANS_UPSTREAM_TLS_VERIFY: false }))).toEqual({ upstream: undefined, warnings: [] });
  });
});
