export { startGrpcServer, type RunningGrpcServer } from './grpc-server';
export { createGrpcClient, createGrpcClients, balancedTarget, type ClientConstructor, type GrpcClientOptions, type RequestCallOptions } from './grpc-client';
export { unaryCall, type UnaryRpc, type UnaryRequest, type UnaryResponse } from './unary-call';
export { isGrpcError, peerUnavailable, type GrpcError } from './grpc-error';
export { defineHandlers, defineSomeHandlers, type CallContext, type DefinedService, type ServiceImplementation } from './define-handlers';
export { httpStatusForGrpc, fieldViolationsOf, refusalReasonOf, FIELD_VIOLATIONS_KEY, REFUSAL_REASON_KEY } from './status-mapping';
export { toGrpcError } from './service-errors';
