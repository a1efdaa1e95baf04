import type { CallOptions, ClientUnaryCall, Metadata, requestCallback } from '@grpc/grpc-js';
import { callUnary } from '@vmdash/grpc';

// Generated client methods are overloaded; a conditional type infers from the last overload, `(argument, callback)`,
// which names both the request and the response type.
type RequestOf<M> = M extends (argument: infer A, callback: requestCallback<infer _R>) => ClientUnaryCall ? A : never;
type ResponseOf<M> = M extends (argument: infer _A, callback: requestCallback<infer R>) => ClientUnaryCall ? R : never;
type UnaryKeys<C> = { [K in keyof C]: C[K] extends (argument: infer _A, callback: requestCallback<infer _R>) => ClientUnaryCall ? K : never }[keyof C];

/**
 * Calls unary method `method` of a generated client with libs/grpc `callUnary` (the client's default deadline unless
 * `options` sets one), typed by the generated request and response types.
 * @throws grpc.ServiceError with the status the service (or the deadline) gave
 */
export function unaryCall<C, K extends UnaryKeys<C>>(client: C, method: K, request: RequestOf<C[K]>, options?: CallOptions): Promise<ResponseOf<C[K]>> {
  const fn = client[method] as unknown as (request: RequestOf<C[K]>, metadata: Metadata, options: CallOptions, callback: requestCallback<ResponseOf<C[K]>>) => ClientUnaryCall;
  return callUnary(fn.bind(client), request, options);
}
