import type { Logger } from '@vmdash/observability';
import type { Readiness } from './component';

/** How often the components' health is checked while the service runs, ms. */
const CHECK_INTERVAL_MS = 1_000;

/** The readiness the runtime feeds: opened once every component started, closed when the stop begins. */
export interface ServiceReadiness extends Readiness {
  /** Every component started: ready from now on while every component reports up (checked every second). */
  open(): void;
  /** The stop began: not ready from now on, whatever the components report. */
  close(): void;
}

/**
 * The readiness of a service from the real state of its components (docs/architecture.md, Health: a health check
 * that always answers SERVING is a bug). Logs each change of which components are down.
 * @param down names of the components that report themselves down now (cheap: it runs every second)
 */
export function createReadiness(down: () => string[], logger: Logger): ServiceReadiness {
  const listeners = new Set<(ready: boolean) => void>();
  let state: 'starting' | 'open' | 'closed' = 'starting';
  let ready = false;
  let lastDown = '';
  let timer: NodeJS.Timeout | undefined;

  const evaluate = () => {
    let next = false;
    if (state === 'open') {
      const names = down();
      const key = names.join(',');
      if (key !== lastDown) {
        if (names.length > 0) logger.warn({ down: names }, 'components down: not ready');
        else logger.info('components back: ready');
        lastDown = key;
      }
      next = names.length === 0;
    }
    if (next === ready) return;
    ready = next;
    for (const listener of listeners) listener(ready);
  };

  return {
    get ready() {
      return ready;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open() {
      if (state !== 'starting') return;
      state = 'open';
      evaluate();
      timer = setInterval(evaluate, CHECK_INTERVAL_MS);
      timer.unref();
    },
    close() {
      state = 'closed';
      clearInterval(timer);
      evaluate();
    },
  };
}
