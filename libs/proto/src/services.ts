import type * as grpc from '@grpc/grpc-js';
import type { ActionPlanServiceHandlers } from './generated/vmdash/v1/ActionPlanService';
import type { DashboardAuthServiceHandlers } from './generated/vmdash/v1/DashboardAuthService';
import type { DashboardWorkflowServiceHandlers } from './generated/vmdash/v1/DashboardWorkflowService';
import type { DataCacheServiceHandlers } from './generated/vmdash/v1/DataCacheService';
import type { IntegrationServiceHandlers } from './generated/vmdash/v1/IntegrationService';
import type { DashboardLibraryServiceHandlers } from './generated/vmdash/v1/DashboardLibraryService';
import type { DashboardComplianceServiceHandlers } from './generated/vmdash/v1/DashboardComplianceService';
import { loadVmdashProtos, type VmdashV1 } from './load-protos';

/**
 * Every gRPC service of package vmdash.v1 by its fully-qualified name, with the handler type generated for it
 * (proto-loader-gen-types): a new service in protos/ is added here and in SERVICE_DEFINITIONS below.
 */
export interface VmdashServiceHandlers {
  'vmdash.v1.DataCacheService': DataCacheServiceHandlers;
  'vmdash.v1.ActionPlanService': ActionPlanServiceHandlers;
  'vmdash.v1.DashboardAuthService': DashboardAuthServiceHandlers;
  'vmdash.v1.IntegrationService': IntegrationServiceHandlers;
  'vmdash.v1.DashboardWorkflowService': DashboardWorkflowServiceHandlers;
  'vmdash.v1.DashboardLibraryService': DashboardLibraryServiceHandlers;
  'vmdash.v1.DashboardComplianceService': DashboardComplianceServiceHandlers;
}

/** Fully-qualified name of a vmdash service, e.g. "vmdash.v1.DataCacheService" (also its grpc.health.v1 name). */
export type VmdashServiceName = keyof VmdashServiceHandlers;

/** Keys of `T` without index signatures (the generated handler types extend grpc-js's untyped, indexed one). */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** The RPC names of service `S`, e.g. "GetBetaAsset" (the generated handler type's keys). */
export type RpcMethodOf<S extends VmdashServiceName> = KnownKeys<VmdashServiceHandlers[S]> & string;

/**
 * One RPC as "<service>/<method>", e.g. "vmdash.v1.DataCacheService/GetBetaAsset": the gRPC path without its
 * leading slash (gRPC over HTTP/2, "Path" of the request headers).
 */
export type RpcName = { [S in VmdashServiceName]: `${S}/${RpcMethodOf<S>}` }[VmdashServiceName];

const SERVICE_DEFINITIONS: { [S in VmdashServiceName]: (v1: VmdashV1) => grpc.ServiceDefinition } = {
  'vmdash.v1.DataCacheService': (v1) => v1.DataCacheService.service,
  'vmdash.v1.ActionPlanService': (v1) => v1.ActionPlanService.service,
  'vmdash.v1.DashboardAuthService': (v1) => v1.DashboardAuthService.service,
  'vmdash.v1.IntegrationService': (v1) => v1.IntegrationService.service,
  'vmdash.v1.DashboardWorkflowService': (v1) => v1.DashboardWorkflowService.service,
  'vmdash.v1.DashboardLibraryService': (v1) => v1.DashboardLibraryService.service,
  'vmdash.v1.DashboardComplianceService': (v1) => v1.DashboardComplianceService.service,
};

/** The grpc-js definition of service `name` (methods with their paths, stream flags and serializers), loaded once. */
export function vmdashServiceDefinition(name: VmdashServiceName): grpc.ServiceDefinition {
  return SERVICE_DEFINITIONS[name](loadVmdashProtos());
}
