export { loadConfig, ConfigError } from './load-config';
export { commonEnvSchema, grpcServiceEnvSchema, grpcAddressSchema, replicatedGrpcAddressSchema, portSchema, millisecondsSchema } from './common-env';
