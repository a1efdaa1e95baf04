export { startGrpcServer, type GrpcServerOptions, type RunningGrpcServer, type ServedService } from './grpc-server';
export { createGrpcClient, callUnary, deadlineInterceptor, requestContextInterceptor, DEFAULT_DEADLINE_MS, type GrpcClientOptions } from './grpc-client';
export { createHandlers, type CallContext, type Handlers } from './handlers';
export { httpStatusForGrpc, fieldViolationsOf, grpcStatusForDomainError, FIELD_VIOLATIONS_KEY, type HttpFace } from './status-mapping';
export { toGrpcError, type GrpcError } from './service-errors';
export { watchDependencies, type DependencyCheck } from './dependency-health';
export { exitOnShutdownSignal } from './shutdown';
export { loggingInterceptor } from './logging-interceptor';
