import { ConfigError } from '@vmdash/config';
import { loadDashboardConfig } from './config';

const base = { MONGO_URL: 'mongodb://127.0.0.1:27017/vmdash_dashboard', INTERNAL_TOKEN_PUBLIC_KEY_FILE: '/keys/internal.pub.pem', JOB_GRANT_SEALING_KEY_FILE: '/keys/job-grant-sealing.key' };

describe('dashboard configuration', () => {
  it('when only the database and key are given, then there is no Admin to create and no default password', () => {
    const config = loadDashboardConfig(base);
    expect(config).toMatchObject({ GRPC_PORT: 50053, AUDIT_CONSUMER_NAME: 'dashboard-audit', TRUSTED_DEVICE_DAYS: 30 });
    expect(config.ADMIN_USERNAME).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(loadDashboardConfig({ ...base, NODE_ENV: 'production' }).ADMIN_PASSWORD).toBeUndefined();
  });

  it('when the first Admin is named without a password, or with a short one, then start-up fails naming ADMIN_PASSWORD', () => {
    expect(() => loadDashboardConfig({ ...base, ADMIN_USERNAME: 'admin' })).toThrow(/ADMIN_PASSWORD: ADMIN_USERNAME and ADMIN_PASSWORD go together/);
    expect(() => loadDashboardConfig({ ...base, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'short' })).toThrow(ConfigError);
    expect(() => loadDashboardConfig({ ...base, ADMIN_USERNAME: 'bad name', ADMIN_PASSWORD: 'long enough' })).toThrow(/ADMIN_USERNAME/);
    expect(() => loadDashboardConfig({})).toThrow(/MONGO_URL[\s\S]*INTERNAL_TOKEN_PUBLIC_KEY_FILE/);
  });

  it('when PLANS_SOURCE is upstream without an integration service, then start-up fails naming INTEGRATION_ADDR; the default reads the action-plan service', () => {
    expect(loadDashboardConfig(base).PLANS_SOURCE).toBe('action-plan');
    expect(() => loadDashboardConfig({ ...base, PLANS_SOURCE: 'upstream' })).toThrow(/INTEGRATION_ADDR: is required when PLANS_SOURCE is upstream/);
    expect(loadDashboardConfig({ ...base, PLANS_SOURCE: 'upstream', INTEGRATION_ADDR: 'integration:50054' }).PLANS_SOURCE).toBe('upstream');
    expect(() => loadDashboardConfig({ ...base, PLANS_SOURCE: 'elsewhere' })).toThrow(/PLANS_SOURCE/);
  });
});
