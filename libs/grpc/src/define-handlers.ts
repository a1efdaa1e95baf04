import type * as grpc from '@grpc/grpc-js';
import type { WriteWindow } from '@vmdash/domain';
import { permissionOf, type Admission, type CallerIdentity, type RpcPermission, type RpcPermissions } from '@vmdash/identity';
import { vmdashServiceDefinition, type RpcMethodOf, type RpcName, type VmdashServiceHandlers, type VmdashServiceName } from '@vmdash/proto';

/** What every handler learns about its call besides the request message. */
export interface CallContext {
  requestId: string;
  /** The verified caller (from the gateway's internal token), already admitted by the RPC's permission. */
  caller: CallerIdentity;
  /** Aborted when the client cancels or the deadline passes; long work should stop then. */
  signal: AbortSignal;
  /**
   * Until when the call's writes may commit (call-deadline.ts): check it right before a committing write and put
   * `commitBy` into the write's condition, so a write the caller saw fail is never applied (docs/architecture.md,
   * "Writes have one outcome").
   */
  writes: WriteWindow;
}

/** The context of RPC `R`: CallContext, plus `user` when the RPC's permission is a dashboard user's. */
type ContextOf<R> = CallContext & (R extends RpcName ? Admission<RpcPermissions[R]> : unknown);

/** A unary RPC: resolves with the response message; what it throws becomes the call's status. */
type UnaryImplementation<Req, Res, C> = (request: Req, context: C) => Promise<Res>;

/**
 * A server-streaming RPC: the messages to send, in order. Synchronous iterables (in-memory read models) are written
 * without a promise per item; both kinds are paused while the client's buffer is full and stopped when it cancels.
 */
type StreamImplementation<Req, Res, C> = (request: Req, context: C) => AsyncIterable<Res> | Iterable<Res>;

/**
 * A message as the serializer takes it: the generated input type, read-only, where an optional field may also be
 * null. proto-loader encodes with protobufjs's `fromObject`, which skips null fields like unset ones, so records that
 * spell "absent" as null (the Data API's JSON) are sent as they are.
 */
type Encodable<T> = T extends object ? { readonly [K in keyof T]: undefined extends T[K] ? Encodable<Exclude<T[K], undefined>> | null | undefined : Encodable<T[K]> } : T;

type ImplementationOf<H, C> =
  H extends grpc.handleServerStreamingCall<infer Req, infer Res>
    ? StreamImplementation<Req, Encodable<Res>, C>
    : H extends grpc.handleUnaryCall<infer Req, infer Res>
      ? UnaryImplementation<Req, Encodable<Res>, C>
      : never;

/**
 * The implementations of every RPC of service `S`, each typed by the generated `*ServiceHandlers` type: the request
 * is the decoded message (`X__Output`), the response an Encodable message, the context that of the RPC's permission.
 */
export type ServiceImplementation<S extends VmdashServiceName> = {
  [M in RpcMethodOf<S>]: ImplementationOf<VmdashServiceHandlers[S][M], ContextOf<`${S}/${M}`>>;
};

/** An implementation with its types erased, as the grpc-js adapter holds it (it passes the context its RPC declares). */
export type AnyImplementation = (request: unknown, context: CallContext) => Promise<unknown> | AsyncIterable<unknown> | Iterable<unknown>;

/** A service's RPCs with their permissions, ready for startGrpcServer, which adapts them to grpc-js (grpcImplementationOf). */
export interface DefinedService {
  /** Fully-qualified name, e.g. "vmdash.v1.DataCacheService" (also the grpc.health.v1 service name). */
  name: VmdashServiceName;
  definition: grpc.ServiceDefinition;
  rpcs: ReadonlyMap<string, { permission: RpcPermission; implementation: AnyImplementation }>;
}

/**
 * Declares the handlers of vmdash service `service`, typed by its generated handler type, so no handler names its
 * request or response types; a missing RPC is a compile error. Each RPC's permission comes from RPC_PERMISSIONS
 * (libs/identity): startGrpcServer verifies the caller's internal token and admits it by that permission before the
 * handler runs, so handlers hold no base permission check of their own.
 * @throws Error when an RPC has no permission entry (only possible when the table and the protos disagree at run time)
 */
export function defineHandlers<S extends VmdashServiceName>(service: S, implementations: ServiceImplementation<S>): DefinedService {
  return defineSomeHandlers(service, implementations);
}

/**
 * defineHandlers for test doubles that implement a few RPCs: the others answer UNIMPLEMENTED (grpc-js's default).
 * Services use defineHandlers, which requires every RPC.
 */
export function defineSomeHandlers<S extends VmdashServiceName>(service: S, implementations: Partial<ServiceImplementation<S>>): DefinedService {
  const rpcs = new Map<string, { permission: RpcPermission; implementation: AnyImplementation }>();
  for (const [method, implementation] of Object.entries(implementations) as [string, AnyImplementation | undefined][]) {
    if (!implementation) continue;
    const permission: RpcPermission | undefined = permissionOf(`${service}/${method}` as RpcName);
    if (!permission) throw new Error(`${service}/${method}: no permission declared in RPC_PERMISSIONS`);
    rpcs.set(method, { permission, implementation });
  }
  return { name: service, definition: vmdashServiceDefinition(service), rpcs };
}
