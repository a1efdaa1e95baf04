import type { Logger } from '@vmdash/observability';

/**
 * Whether the service should take traffic now: every component started, none stopping, and every component that
 * reports health up (docs/architecture.md, Health). The gRPC server reports it through grpc.health.v1, the gateway
 * through /readyz.
 */
export interface Readiness {
  readonly ready: boolean;
  /** Calls `listener` whenever `ready` flips; returns the function that stops calling it. */
  onChange(listener: (ready: boolean) => void): () => void;
}

/** What the runtime hands every component's `start` besides the components it depends on. */
export interface ComponentContext {
  /** The service's logger. */
  logger: Logger;
  /** The service's readiness, for the components that report it (the servers). */
  readiness: Readiness;
  /**
   * Aborted when the service is told to stop. A component whose start waits for something that may take long (a
   * first import, a retry after a failure) ends that wait on it and rejects, so a stop during start is prompt.
   */
  signal: AbortSignal;
}

/**
 * One part of a running service (docs/decisions/0023-service-lifecycle.md): a connection (MongoDB, NATS), the
 * outbox, a client of a peer service, a consumer, a background loop, the feature wiring, a server. Declared once
 * with what it depends on; the runtime starts it after those and stops it before them.
 *
 * @typeParam Deps the started values of the components named in `dependsOn`, by name
 * @typeParam V what `start` returns: the value its dependents receive
 */
export interface Component<Deps, V> {
  /** Names of the components it uses: each is declared before it, started before it, and stopped after it. */
  dependsOn?: readonly (keyof Deps)[];
  /**
   * Starts it and resolves with its value; a rejection stops every component started before it, in reverse order,
   * and fails the service's start with this error.
   */
  start(deps: Deps, context: ComponentContext): V | Promise<V>;
  /** Stops it (stop taking work, finish or cancel what runs, release connections); called once, in reverse order. */
  stop?(value: V): void | Promise<void>;
  /** True while it is usable; checked every second while the service runs. Must be cheap. */
  isUp?(value: V): boolean;
}
