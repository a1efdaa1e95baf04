export { startGrpcServer, type RunningGrpcServer } from './grpc-server';
export { createGrpcClient, callUnary, balancedTarget } from './grpc-client';
export { defineHandlers, defineSomeHandlers, type CallContext, type DefinedService, type ServiceImplementation } from './define-handlers';
export { httpStatusForGrpc, fieldViolationsOf, refusalReasonOf, FIELD_VIOLATIONS_KEY, REFUSAL_REASON_KEY } from './status-mapping';
export { toGrpcError } from './service-errors';
export { watchDependencies } from './dependency-health';
export { runServiceMain, HARD_STOP_MARGIN_MS, type MainService } from './service-main';
export { watchParent } from './parent-watch';
