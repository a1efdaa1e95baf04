export { defineService, type PlannedService, type RunningService, type ServicePlan } from './service-plan';
export type { Component, ComponentContext, Readiness } from './component';
export { grpcServicePlan, type GrpcServiceBase, type GrpcServiceSettings, type ServeGrpc, type ServingGrpc } from './grpc-service-plan';
export { grpcPeer, grpcPeerServices } from './grpc-peers';
export { runServiceMain, type MainProcess } from './service-main';
export { watchParent } from './parent-watch';
export { SLICE_MS, sortInSlices, TimeSlices } from './time-slices';
