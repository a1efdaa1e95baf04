import * as grpc from '@grpc/grpc-js';
import { INTERNAL_TOKEN_KEY } from '@vmdash/identity';
import { currentRequestContext, REQUEST_ID_KEY, type RequestContext } from '@vmdash/observability';
import { DEADLINE_KEY, deadlineMsOf } from './call-deadline';

/** Longest pause between reconnection attempts to a service that went away, ms. */
const MAX_RECONNECT_BACKOFF_MS = 2_000;

/** Default deadline of a unary call, ms. Streams get their own, longer deadline from the caller. */
const DEFAULT_DEADLINE_MS = 5_000;

/** Options of a client: every call gets `deadlineMs` unless the caller sets a deadline itself. */
export interface GrpcClientOptions {
  deadlineMs?: number;
  maxReceiveMessageLength?: number;
  /** Further grpc-js channel options, added to the defaults. */
  channelOptions?: grpc.ChannelOptions;
  /**
   * Balance each call over every replica the address names (grpc-js `round_robin`; see `balancedTarget`). For clients
   * of a scaled-out service (data-cache); others keep grpc-js's default pick_first.
   */
  balanced?: boolean;
}

/**
 * grpc-js's round_robin policy: a subchannel per address the target resolves to, each call on the next ready one.
 * With the default (pick_first) every call of a client would go to one replica (docs/benchmarks.md, "Scale-out").
 */
const ROUND_ROBIN_SERVICE_CONFIG = JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] });

/**
 * The grpc-js target of a replicated address (libs/config replicatedGrpcAddressSchema): a comma-separated list of
 * ip:port becomes an `ipv4:` address list (grpc-js naming); host:port and `dns:///name:port` stay as they are.
 */
export function balancedTarget(address: string): string {
  return address.includes(',') ? `ipv4:${address}` : address;
}

/**
 * grpc-js channel options of every client, checked against grpc-js's documentation (docs/decisions/0017-gateway-request-path.md):
 * channelz (`grpc.enable_channelz`) counts and traces every call for a channelz service that no vmdash process serves,
 * so it is off. Retries stay on: grpc-js's transparent retry restarts a call that never reached the server (a connection
 * closing under `grpc.max_connection_age_ms`, libs/grpc grpc-server.ts).
 */
const CLIENT_CHANNEL_OPTIONS: grpc.ChannelOptions = {
  'grpc.keepalive_time_ms': 30_000,
  // A restarted or rescheduled service is found again within seconds (gRPC's default backoff grows to 120 s).
  // Calls made while it is away fail fast with UNAVAILABLE (503 at the gateway) rather than wait for their deadline.
  'grpc.initial_reconnect_backoff_ms': 250,
  'grpc.max_reconnect_backoff_ms': MAX_RECONNECT_BACKOFF_MS,
  'grpc.enable_channelz': 0,
};

/**
 * grpc-js call options of a call made while serving a request, with that request: its id and the caller's internal
 * token (`requestContext`). The gateway's route kernel passes them so (its `call`): no AsyncLocalStorage context, whose
 * promise hooks would run for every promise of the process (docs/decisions/0017-gateway-request-path.md). grpc-js
 * reads only its own options and leaves this one to the client's call transformer.
 */
export interface RequestCallOptions extends grpc.CallOptions {
  requestContext?: Readonly<RequestContext>;
}

/**
 * What every call of a vmdash client carries, added in one step before grpc-js builds the call (its
 * `callInvocationTransformer`, run once per call, instead of client interceptors, which wrap every call in an
 * intercepting call and listener each; docs/decisions/0017-gateway-request-path.md):
 * - a deadline, `deadlineMs` from now, when the caller set none (docs/architecture.md, Contracts: every call carries a
 *   deadline), also sent as an absolute time in metadata `x-deadline-ms` (call-deadline.ts says why);
 * - the request's id (`x-request-id`) and the caller's internal identity token (`x-internal-token`): those of the call
 *   options' `requestContext` (RequestCallOptions; the gateway), else of the running request context (a service's
 *   handler, libs/grpc grpc-implementation.ts; a job), so a call made while serving a request acts for the same caller.
 * Metadata the caller set itself is kept.
 */
function callContextTransformer(deadlineMs: number): grpc.CallInvocationTransformer {
  return (properties) => {
    const { metadata } = properties;
    let { callOptions } = properties;
    // A fresh options object: the caller's may be shared by several calls (the route kernel's `call`).
    if (callOptions.deadline === undefined) callOptions = { ...callOptions, deadline: Date.now() + deadlineMs };
    const deadline = deadlineMsOf(callOptions.deadline as grpc.Deadline);
    if (Number.isFinite(deadline) && metadata.get(DEADLINE_KEY).length === 0) metadata.set(DEADLINE_KEY, String(deadline));
    const context = (callOptions as RequestCallOptions).requestContext ?? currentRequestContext();
    if (context) {
      if (metadata.get(REQUEST_ID_KEY).length === 0) metadata.set(REQUEST_ID_KEY, context.requestId);
      if (context.internalToken && metadata.get(INTERNAL_TOKEN_KEY).length === 0) metadata.set(INTERNAL_TOKEN_KEY, context.internalToken);
    }
    return callOptions === properties.callOptions ? properties : { ...properties, callOptions };
  };
}

/** A generated client class (loadVmdashProtos().XService). */
export type ClientConstructor<C> = new (address: string, credentials: grpc.ChannelCredentials, options?: grpc.ClientOptions) => C;

/** grpc-js's channel options of a client: the defaults of every vmdash client, then `options`. */
function channelOptionsOf(options: GrpcClientOptions): grpc.ChannelOptions {
  return {
    'grpc.max_receive_message_length': options.maxReceiveMessageLength ?? 4 * 1024 * 1024,
    ...CLIENT_CHANNEL_OPTIONS,
    ...(options.balanced ? { 'grpc.service_config': ROUND_ROBIN_SERVICE_CONFIG } : {}),
    ...options.channelOptions,
  };
}

/**
 * Creates a typed client of a generated service constructor whose calls carry a deadline, the request id and the
 * caller's internal token (callContextTransformer).
 * @param address host:port (a Kubernetes Service name in the cluster, e.g. "data-cache:50051"); with `balanced` also
 *   `dns:///<headless Service>:<port>` or a comma-separated list of ip:port (one subchannel per address)
 */
export function createGrpcClient<C extends grpc.Client>(Client: ClientConstructor<C>, address: string, options: GrpcClientOptions = {}): C {
  const target = options.balanced ? balancedTarget(address) : address;
  return new Client(target, grpc.credentials.createInsecure(), { callInvocationTransformer: callContextTransformer(options.deadlineMs ?? DEFAULT_DEADLINE_MS), ...channelOptionsOf(options) });
}

/**
 * Typed clients of several services served at one address (the dashboard's four), all on one channel: one set of
 * connections per peer address, as createGrpcClient makes for one service. Closing any of them closes the channel.
 * @param services the generated client classes by the name their client gets
 */
export function createGrpcClients<M extends Record<string, ClientConstructor<grpc.Client>>>(address: string, services: M, options: GrpcClientOptions = {}): { [K in keyof M]: InstanceType<M[K]> } {
  const target = options.balanced ? balancedTarget(address) : address;
  const channel = new grpc.Channel(target, grpc.credentials.createInsecure(), channelOptionsOf(options));
  const clientOptions: grpc.ClientOptions = { callInvocationTransformer: callContextTransformer(options.deadlineMs ?? DEFAULT_DEADLINE_MS), channelOverride: channel };
  return Object.fromEntries(Object.entries(services).map(([name, Client]) => [name, new Client(target, grpc.credentials.createInsecure(), clientOptions)])) as { [K in keyof M]: InstanceType<M[K]> };
}
