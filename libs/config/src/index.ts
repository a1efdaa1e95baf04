export { loadConfig, ConfigError } from './load-config';
export { commonEnvSchema, grpcServiceEnvSchema, grpcAddressSchema, replicatedGrpcAddressSchema, portSchema, millisecondsSchema, HARD_STOP_MARGIN_MS, hardStopMsOf } from './common-env';
export { SERVICE_PORTS, localAddressOf, type ServiceName, type GrpcServiceName } from './service-ports';
export { dataCacheHeapMib } from './data-cache-heap';
export { embeddedMongoHeapMib } from './embedded-mongo-heap';
export { demoEstateFindings } from './demo-estate';
