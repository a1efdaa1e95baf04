import type { Logger } from '@vmdash/observability';

/** A dependency whose state decides whether the service is ready, e.g. MongoDB or NATS. */
interface DependencyCheck {
  name: string;
  /** True while the dependency is usable. Must be cheap (it runs every interval). */
  isUp(): boolean;
}

/**
 * Feeds the service's readiness from the real state of its dependencies (docs/architecture.md, Health: a health
 * check that always answers SERVING is a bug). Calls `onChange(serving)` at start and whenever the state flips;
 * logs each dependency that goes down or comes back.
 * @returns a function that stops watching.
 */
export function watchDependencies(checks: DependencyCheck[], onChange: (serving: boolean, down: string[]) => void, logger: Logger, intervalMs = 1000): () => void {
  let lastDown: string | undefined;
  const evaluate = () => {
    const down = checks.filter((check) => !check.isUp()).map((check) => check.name);
    const key = down.join(',');
    if (key === lastDown) return;
    if (lastDown !== undefined) {
      if (down.length > 0) logger.warn({ down }, 'dependencies down: not serving');
      else logger.info('dependencies back: serving');
    }
    lastDown = key;
    onChange(down.length === 0, down);
  };
  evaluate();
  const timer = setInterval(evaluate, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
