export { startGrpcServer, type GrpcServerOptions, type RunningGrpcServer, type ServedService } from './grpc-server';
export { createGrpcClient, callUnary, type GrpcClientOptions } from './grpc-client';
export { createHandlers, type CallContext, type Handlers } from './handlers';
export { httpStatusForGrpc, fieldViolationsOf, FIELD_VIOLATIONS_KEY, type HttpFace } from './status-mapping';
export { watchDependencies, type DependencyCheck } from './dependency-health';
export { exitOnShutdownSignal } from './shutdown';
