export { loadConfig, ConfigError } from './load-config';
export { commonEnvSchema, grpcServiceEnvSchema, grpcAddressSchema, replicatedGrpcAddressSchema, portSchema, millisecondsSchema } from './common-env';
export { SERVICE_PORTS, localAddressOf, type ServiceName, type GrpcServiceName } from './service-ports';
