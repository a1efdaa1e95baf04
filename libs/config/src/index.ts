export { loadConfig, ConfigError } from './load-config';
export { commonEnvSchema, grpcServiceEnvSchema, grpcAddressSchema, portSchema, millisecondsSchema } from './common-env';
