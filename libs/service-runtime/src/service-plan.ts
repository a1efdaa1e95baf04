import type { Logger } from '@vmdash/observability';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Component, ComponentContext } from './component';
import { createReadiness } from './readiness';

/** A service as its shell drives it (libs/service-runtime runServiceMain): start, stop, and whether it takes traffic. */
export interface RunningService<Summary extends Record<string, unknown> = Record<string, unknown>> {
  /**
   * Starts every component in declaration order (each after the components it depends on).
   * @returns the service's summary (what its "ready" log line reports: its port, its URLs)
   * @throws the error of the first component that fails to start, after the ones started before it were stopped in
   *   reverse order; also when called twice
   */
  start(): Promise<Summary>;
  /**
   * The one shutdown order (docs/architecture.md, "Shutdown order"): not ready at once, the drain delay, then every
   * started component stopped in reverse declaration order: the server stops taking calls (with its grace period)
   * before the app's own work, the outbox, NATS and MongoDB. A component whose stop fails is logged and the rest
   * still stop. Idempotent. A start still running is told to end its waits (ComponentContext `signal`) and is waited
   * for; components it started are stopped too.
   */
  stop(): Promise<void>;
  /** True while started, not stopping, and every component that reports health is up. */
  readonly ready: boolean;
}

/** A built service: its lifecycle, and its started components by name (for tests and benchmarks). */
export interface PlannedService<Started, Summary extends Record<string, unknown>> extends RunningService<Summary> {
  /**
   * The value of started component `name`.
   * @throws Error when the service is not started
   */
  component<K extends keyof Started>(name: K): Started[K];
}

interface Declared {
  name: string;
  component: Component<Record<string, unknown>, unknown>;
}

/** How the runtime runs a service. */
interface ServiceSettings {
  /** App name, for errors. */
  name: string;
  logger: Logger;
  /** Pause between reporting not-ready and stopping the first component, so load balancers stop sending, ms. */
  drainDelayMs: number;
}

/**
 * The declaration of a service's components, one `add` each (docs/decisions/0023-service-lifecycle.md). A component
 * can only depend on components added before it, so the declaration order is a dependency order and a circle cannot
 * be written; the compiler checks the names and hands each `start` the values of exactly what it depends on.
 *
 * @typeParam Started the value of every component declared so far, by name
 */
export class ServicePlan<Started extends object> {
  private constructor(
    private readonly settings: ServiceSettings,
    private readonly declared: readonly Declared[],
  ) {}

  /** An empty plan of service `settings.name` (defineService). */
  static of(settings: ServiceSettings): ServicePlan<Record<never, never>> {
    return new ServicePlan(settings, []);
  }

  /**
   * Declares component `name`.
   * @throws Error when `name` is declared already
   */
  add<N extends string, V, const D extends keyof Started = never>(name: N, component: Component<Pick<Started, D>, V> & { dependsOn?: readonly D[] }): ServicePlan<Started & { [K in N]: V }> {
    if (this.declared.some((entry) => entry.name === name)) throw new Error(`${this.settings.name}: component ${name} is declared twice`);
    return new ServicePlan(this.settings, [...this.declared, { name, component: component as unknown as Declared['component'] }]);
  }

  /**
   * The service of the declared components; nothing starts before its `start()`.
   * @param summarize what `start` resolves with, from the started components (the "ready" log line's fields)
   */
  build<Summary extends Record<string, unknown>>(summarize: (started: Started) => Summary): PlannedService<Started, Summary> {
    return runtimeOf(this.settings, this.declared, summarize);
  }
}

function runtimeOf<Started, Summary extends Record<string, unknown>>(
  settings: ServiceSettings,
  declared: readonly Declared[],
  summarize: (started: Started) => Summary,
): PlannedService<Started, Summary> {
  const { logger } = settings;
  const values: Record<string, unknown> = {};
  /** The components started so far, in start order. */
  const started: Declared[] = [];
  const readiness = createReadiness(() => started.filter(({ name, component }) => component.isUp?.(values[name]) === false).map(({ name }) => name), logger);
  const stopSignal = new AbortController();
  const context: ComponentContext = { logger, readiness, signal: stopSignal.signal };
  let starting: Promise<Summary> | undefined;
  let stopping: Promise<void> | undefined;

  const stopStarted = async () => {
    for (const { name, component } of started.splice(0).reverse()) {
      try {
        await component.stop?.(values[name]);
      } catch (error) {
        logger.warn({ err: error, component: name }, 'component stop failed');
      }
      delete values[name];
    }
  };

  const startAll = async (): Promise<Summary> => {
    for (const entry of declared) {
      if (stopSignal.signal.aborted) {
        await stopStarted();
        throw new Error(`${settings.name} was stopped while starting`);
      }
      const deps = Object.fromEntries((entry.component.dependsOn ?? []).map((dependency) => [dependency, values[dependency as string]]));
      try {
        values[entry.name] = await entry.component.start(deps, context);
      } catch (error) {
        logger.debug({ component: entry.name }, 'component failed to start; stopping the started ones');
        await stopStarted();
        throw error;
      }
      started.push(entry);
    }
    readiness.open();
    return summarize(values as Started);
  };

  return {
    start() {
      if (starting) return Promise.reject(new Error(`${settings.name} already started`));
      starting = startAll();
      return starting;
    },
    stop() {
      if (!stopping) {
        readiness.close();
        stopSignal.abort(new Error(`${settings.name} is stopping`));
        stopping = (async () => {
          await starting?.catch(() => undefined);
          if (started.length === 0) return;
          if (settings.drainDelayMs > 0) await sleep(settings.drainDelayMs);
          await stopStarted();
        })();
      }
      return stopping;
    },
    get ready() {
      return readiness.ready;
    },
    component(name) {
      if (!started.some((entry) => entry.name === name)) throw new Error(`${settings.name}: component ${String(name)} is not started`);
      return values[name as string] as Started[typeof name];
    },
  };
}

/**
 * Starts the declaration of a service: add its components, then `build`. The shell (runServiceMain) starts the built
 * service, reports it ready, and stops it on SIGTERM.
 */
export function defineService(settings: ServiceSettings): ServicePlan<Record<never, never>> {
  return ServicePlan.of(settings);
}
