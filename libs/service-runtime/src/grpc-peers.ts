import type * as grpc from '@grpc/grpc-js';
import { createGrpcClient, createGrpcClients, type ClientConstructor, type GrpcClientOptions } from '@vmdash/grpc';
import type { Component } from './component';

/**
 * The component of a peer service reached at one address (docs/decisions/0023-service-lifecycle.md, "One client per
 * peer address"): one client (libs/grpc createGrpcClient: deadline, request id and caller token on every call), shared
 * by every part of the process that calls that peer, closed when the service stops (after everything that calls it).
 * @param address the peer's address; undefined when it is not configured (the component's value is then undefined)
 */
export function grpcPeer<C extends grpc.Client>(Client: ClientConstructor<C>, address: string, options?: GrpcClientOptions): Component<Record<never, never>, C>;
export function grpcPeer<C extends grpc.Client>(Client: ClientConstructor<C>, address: string | undefined, options?: GrpcClientOptions): Component<Record<never, never>, C | undefined>;
export function grpcPeer<C extends grpc.Client>(Client: ClientConstructor<C>, address: string | undefined, options: GrpcClientOptions = {}): Component<Record<never, never>, C | undefined> {
  return {
    start: () => (address === undefined ? undefined : createGrpcClient(Client, address, options)),
    stop: (client) => client?.close(),
  };
}

/**
 * The component of a peer that serves several gRPC services at one address: their clients on one channel
 * (libs/grpc createGrpcClients), by name, closed together when the service stops.
 * @param address the peer's address; undefined when it is not configured (the component's value is then undefined)
 */
export function grpcPeerServices<M extends Record<string, ClientConstructor<grpc.Client>>>(
  address: string | undefined,
  services: M,
  options: GrpcClientOptions = {},
): Component<Record<never, never>, { [K in keyof M]: InstanceType<M[K]> } | undefined> {
  return {
    start: () => (address === undefined ? undefined : createGrpcClients(address, services, options)),
    stop: (clients) => (clients ? Object.values(clients)[0]?.close() : undefined),
  };
}
