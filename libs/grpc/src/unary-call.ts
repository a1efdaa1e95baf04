import { Metadata, type CallOptions, type ClientUnaryCall, type requestCallback } from '@grpc/grpc-js';
import type { RequestCallOptions } from './grpc-client';

// Generated client methods are overloaded; a conditional type infers from the last overload, `(argument, callback)`,
// which names both the request and the response type.

/** The names of the unary methods of generated client `C` (its server-streaming methods and grpc.Client's own are left out). */
export type UnaryRpc<C> = { [K in keyof C]: C[K] extends (argument: infer _A, callback: requestCallback<infer _R>) => ClientUnaryCall ? K : never }[keyof C];
/** The request message of unary method `K` of generated client `C`. */
export type UnaryRequest<C, K extends UnaryRpc<C>> = C[K] extends (argument: infer A, callback: requestCallback<infer _R>) => ClientUnaryCall ? A : never;
/** The response message of unary method `K` of generated client `C` (its `__Output` type). */
export type UnaryResponse<C, K extends UnaryRpc<C>> = C[K] extends (argument: infer _A, callback: requestCallback<infer R>) => ClientUnaryCall ? R : never;

type UnaryFunction<Req, Res> = (request: Req, metadata: Metadata, options: CallOptions, callback: requestCallback<Res>) => ClientUnaryCall;

/**
 * The one way vmdash makes a unary gRPC call: method `method` of generated client `client` (from libs/grpc
 * createGrpcClient, so the call carries a deadline, the request id and the caller's internal token), typed by the
 * generated request and response types of that method.
 * @param options grpc-js call options; without a `deadline` the client's default deadline applies, without a
 *   `requestContext` the running request context's id and token (RequestCallOptions)
 * @returns the response message
 * @throws the grpc-js ServiceError the service (or the deadline) gave: test it with `isGrpcError`
 */
export function unaryCall<C, K extends UnaryRpc<C>>(client: C, method: K, request: UnaryRequest<C, K>, options: RequestCallOptions = {}): Promise<UnaryResponse<C, K>> {
  const fn = client[method] as unknown as UnaryFunction<UnaryRequest<C, K>, UnaryResponse<C, K>>;
  return new Promise((resolve, reject) => {
    fn.call(client, request, new Metadata(), options, (error, response) => (error ? reject(error) : resolve(response as UnaryResponse<C, K>)));
  });
}
