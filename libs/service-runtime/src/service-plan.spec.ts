import { createLogger } from '@vmdash/observability';
import { defineService } from './service-plan';

const logger = createLogger('plan-test', 'silent');

/** A plan of three components that record their lifecycle: a database, a consumer of it, and a server of both. */
function recordedPlan(options: { failing?: string; up?: { database: boolean } } = {}) {
  const events: string[] = [];
  const up = options.up ?? { database: true };
  const part = (name: string) => ({
    start: () => {
      if (name === options.failing) throw new Error(`${name} did not start`);
      events.push(`start ${name}`);
      return name;
    },
    stop: () => void events.push(`stop ${name}`),
  });
  const plan = defineService({ name: 'test-app', logger, drainDelayMs: 0 })
    .add('database', { ...part('database'), isUp: () => up.database })
    .add('consumer', { dependsOn: ['database'], ...part('consumer') })
    .add('server', { dependsOn: ['database', 'consumer'], ...part('server') });
  return { plan, events, up };
}

describe('defineService', () => {
  it('when started, then each component starts after what it depends on and gets their values; when stopped, they stop in reverse', async () => {
    const seen: unknown[] = [];
    const { plan, events } = recordedPlan();
    const service = plan.add('reader', { dependsOn: ['server', 'database'], start: (deps) => void seen.push(deps) }).build(({ server }) => ({ server }));
    expect(await service.start()).toEqual({ server: 'server' });
    expect(seen).toEqual([{ server: 'server', database: 'database' }]);
    expect(service.component('consumer')).toBe('consumer');
    await service.stop();
    await service.stop();
    expect(events).toEqual(['start database', 'start consumer', 'start server', 'stop server', 'stop consumer', 'stop database']);
  });

  it('when a component fails to start, then the ones started before it stop in reverse and start fails with its error', async () => {
    const { plan, events } = recordedPlan({ failing: 'server' });
    const service = plan.build(() => ({}));
    await expect(service.start()).rejects.toThrow('server did not start');
    expect(events).toEqual(['start database', 'start consumer', 'stop consumer', 'stop database']);
    expect(service.ready).toBe(false);
    expect(() => service.component('database')).toThrow(/not started/);
  });

  it('when the service is stopped while a component start waits, then that start ends on the stop signal, the components started before it stop, and nothing after it starts', async () => {
    const { plan, events } = recordedPlan();
    let waiting: () => void = () => undefined;
    const waited = new Promise<void>((resolve) => (waiting = resolve));
    const service = plan
      .add('firstImport', {
        dependsOn: ['database'],
        start: (_deps, { signal }) =>
          new Promise<void>((_resolve, reject) => {
            waiting();
            signal.addEventListener('abort', () => reject(signal.reason as Error));
          }),
      })
      .add('late', { start: () => void events.push('start late') })
      .build(() => ({}));
    const started = service.start();
    await waited;

    await service.stop();

    await expect(started).rejects.toThrow('test-app is stopping');
    expect(events).toEqual(['start database', 'start consumer', 'start server', 'stop server', 'stop consumer', 'stop database']);
  });

  it('when a component that reports health goes down, then the service is not ready until it is back; once stopping, it is never ready again', async () => {
    jest.useFakeTimers();
    try {
      const { plan, up } = recordedPlan();
      const service = plan.build(() => ({}));
      expect(service.ready).toBe(false);
      await service.start();
      expect(service.ready).toBe(true);
      up.database = false;
      jest.advanceTimersByTime(1_000);
      expect(service.ready).toBe(false);
      up.database = true;
      jest.advanceTimersByTime(1_000);
      expect(service.ready).toBe(true);
      await service.stop();
      expect(service.ready).toBe(false);
      jest.advanceTimersByTime(1_000);
      expect(service.ready).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('when a component stop fails, then the rest still stop', async () => {
    const events: string[] = [];
    const service = defineService({ name: 'test-app', logger, drainDelayMs: 0 })
      .add('bus', { start: () => 'bus', stop: () => void events.push('stop bus') })
      .add('consumer', {
        start: () => 'consumer',
        stop: () => {
          throw new Error('consumer stop failed');
        },
      })
      .build(() => ({}));
    await service.start();
    await service.stop();
    expect(events).toEqual(['stop bus']);
  });

  it('when a name is declared twice, then the declaration fails', () => {
    const plan = defineService({ name: 'test-app', logger, drainDelayMs: 0 }).add('bus', { start: () => 1 });
    expect(() => plan.add('bus', { start: () => 2 })).toThrow('test-app: component bus is declared twice');
  });
});
