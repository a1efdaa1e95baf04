export { loadConfig, ConfigError } from './load-config';
export { commonEnvSchema, mongoEnvSchema, grpcServiceEnvSchema, grpcAddressSchema, nodeEnvSchema, portSchema, millisecondsSchema } from './common-env';
