import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import path from 'node:path';
import loaderOptions from './loader-options.json';
import type { ProtoGrpcType as ActionPlanProto } from './generated/action_plan';
import type { ProtoGrpcType as DataCacheProto } from './generated/data_cache';
import { findProtoRoot } from './proto-root';

/** The vmdash.v1 package as grpc-js objects: service constructors (clients) and their `.service` definitions. */
export type VmdashV1 = DataCacheProto['vmdash']['v1'] & ActionPlanProto['vmdash']['v1'];

const PROTO_FILES = ['vmdash/v1/data_cache.proto', 'vmdash/v1/action_plan.proto'];

let cached: VmdashV1 | undefined;

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
  const root = findProtoRoot();
  const definition = protoLoader.loadSync(PROTO_FILES, runtimeLoaderOptions(root));
  const loaded = grpc.loadPackageDefinition(definition) as unknown as DataCacheProto & ActionPlanProto;
  cached = loaded.vmdash.v1;
  return cached;
}

/** Absolute paths of the proto files (for reflection). */
export function vmdashProtoFiles(): string[] {
  const root = findProtoRoot();
  return PROTO_FILES.map((file) => path.join(root, file));
}

export { loaderOptions };
