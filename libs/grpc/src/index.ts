export { startGrpcServer, type RunningGrpcServer } from './grpc-server';
export { createGrpcClient, balancedTarget } from './grpc-client';
export { unaryCall, type UnaryRpc, type UnaryRequest, type UnaryResponse } from './unary-call';
export { isGrpcError, peerUnavailable, type GrpcError } from './grpc-error';
export { defineHandlers, defineSomeHandlers, type CallContext, type DefinedService, type ServiceImplementation } from './define-handlers';
export { httpStatusForGrpc, fieldViolationsOf, FIELD_VIOLATIONS_KEY } from './status-mapping';
export { watchDependencies } from './dependency-health';
export { runServiceMain, HARD_STOP_MARGIN_MS, type MainService } from './service-main';
