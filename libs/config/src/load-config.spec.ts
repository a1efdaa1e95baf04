import { z } from 'zod';
import { commonEnvSchema, mongoEnvSchema } from './common-env';
import { ConfigError, loadConfig } from './load-config';

const schema = commonEnvSchema.extend(mongoEnvSchema.shape);

describe('loadConfig', () => {
  it('when MONGO_URL is missing, then it fails naming the variable', () => {
    expect(() => loadConfig('data-cache', schema, {})).toThrow(ConfigError);
    expect(() => loadConfig('data-cache', schema, {})).toThrow(/MONGO_URL/);
  });
  it('when the environment is valid, then defaults fill the rest', () => {
    const config = loadConfig('data-cache', schema, { MONGO_URL: 'mongodb://127.0.0.1:27017/x' });
    expect(config).toMatchObject({ NODE_ENV: 'development', NATS_URL: 'nats://127.0.0.1:4222', LOG_LEVEL: 'info' });
  });
  it('when several variables are bad, then every one is listed', () => {
    const s = z.object({ A: z.string(), B: z.coerce.number().int() });
    try {
      loadConfig('x', s, { B: 'nope' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as ConfigError).issues.map((i) => i.split(':')[0])).toEqual(['A', 'B']);
    }
  });
});
