export { loadConfig, ConfigError } from './load-config';
export { commonEnvSchema, mongoEnvSchema, grpcListenEnvSchema, nodeEnvSchema, portSchema, millisecondsSchema } from './common-env';
