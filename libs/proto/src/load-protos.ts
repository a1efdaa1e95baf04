import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import loaderOptions from './loader-options.json';
import type { ProtoGrpcType as ActionPlanProto } from './generated/action_plan';
import type { ProtoGrpcType as DashboardProto } from './generated/dashboard';
import type { ProtoGrpcType as DashboardWorkflowsProto } from './generated/dashboard_workflows';
import type { ProtoGrpcType as DataCacheProto } from './generated/data_cache';
import type { ProtoGrpcType as IntegrationProto } from './generated/integration';
import type { ProtoGrpcType as DashboardLibraryProto } from './generated/dashboard_library';
import type { ProtoGrpcType as DashboardComplianceProto } from './generated/dashboard_compliance';
import { findProtoRoot } from './proto-root';

/** The vmdash.v1 package as grpc-js objects: service constructors (clients) and their `.service` definitions. */
export type VmdashV1 = DataCacheProto['vmdash']['v1'] &
  ActionPlanProto['vmdash']['v1'] &
  DashboardProto['vmdash']['v1'] &
  IntegrationProto['vmdash']['v1'] &
  DashboardLibraryProto['vmdash']['v1'] &
  DashboardWorkflowsProto['vmdash']['v1'] &
  DashboardComplianceProto['vmdash']['v1'];

const PROTO_FILES = [
  'vmdash/v1/data_cache.proto',
  'vmdash/v1/action_plan.proto',
  'vmdash/v1/dashboard.proto',
  'vmdash/v1/integration.proto',
  'vmdash/v1/dashboard_library.proto',
  'vmdash/v1/dashboard_workflows.proto',
  'vmdash/v1/dashboard_compliance.proto',
];

let cached: VmdashV1 | undefined;
let cachedDefinition: protoLoader.PackageDefinition | undefined;

/** The proto-loader package definition of every vmdash proto (for server reflection). Loaded once. */
export function loadVmdashPackageDefinition(): protoLoader.PackageDefinition {
  cachedDefinition ??= protoLoader.loadSync(PROTO_FILES, runtimeLoaderOptions(findProtoRoot()));
  return cachedDefinition;
}

/** proto-loader options from loader-options.json (where types are named as strings for the generator's flags). */
function runtimeLoaderOptions(root: string): protoLoader.Options {
  const constructors = { Number, String } as const;
  return {
    ...loaderOptions,
    longs: constructors[loaderOptions.longs as keyof typeof constructors],
    enums: constructors[loaderOptions.enums as keyof typeof constructors],
    includeDirs: [root],
  };
}

/**
 * Loads every vmdash proto once, with the same options the generated types were made with
 * (src/loader-options.json: keepCase, longs as Number, enums as String, defaults). Repeated calls return the same object.
 */
export function loadVmdashProtos(): VmdashV1 {
  if (cached) return cached;
  const loaded = grpc.loadPackageDefinition(loadVmdashPackageDefinition()) as unknown as DataCacheProto &
    ActionPlanProto &
    DashboardProto &
    IntegrationProto &
    DashboardLibraryProto &
    DashboardWorkflowsProto &
    DashboardComplianceProto;
  cached = loaded.vmdash.v1;
  return cached;
}
