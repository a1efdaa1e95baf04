import { commonEnvSchema, HARD_STOP_MARGIN_MS, portSchema } from '@vmdash/config';
import { LOG_EXIT_FLUSH_MS } from '@vmdash/observability';
import { z } from 'zod';
import { runServiceMain, type MainProcess } from './service-main';
import type { RunningService } from './service-plan';

const schema = commonEnvSchema.extend({ KEY_FILE: z.string().min(1), PORT: portSchema });

/** A process double: what the shell wrote and the exit codes it asked for, and a way to send it signals or lose its launcher. */
function fakeProcess(env: Record<string, string>) {
  const events: string[] = [];
  const handlers = new Map<string, () => void>();
  const host: MainProcess = {
    env: { LOG_LEVEL: 'silent', ...env },
    writeError: (line) => void events.push(`stderr ${line}`),
    exit: (code) => void events.push(`exit ${code}`),
    onSignal: (signal, handler) => void handlers.set(signal, handler),
    onParentGone: (handler) => void handlers.set('parent gone', handler),
  };
  const signal = (name: NodeJS.Signals | 'parent gone') => handlers.get(name)?.();
  return { host, events, signal };
}

/** A service double that records its lifecycle; `stop` settles when `finishStop` is called. */
function fakeService(events: string[]) {
  let finishStop: (error?: Error) => void = () => undefined;
  const service: RunningService = {
    ready: true,
    start: async () => {
      events.push('start');
      return { port: 1234 };
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        events.push('stop');
        finishStop = (error) => (error ? reject(error) : resolve());
      }),
  };
  return { service, finishStop: (error?: Error) => finishStop(error) };
}

const valid = { KEY_FILE: '/keys/k.pem', PORT: '8080', SHUTDOWN_DRAIN_DELAY_MS: '1000', SHUTDOWN_GRACE_MS: '3000' };
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('runServiceMain', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('when the configuration is invalid, then one line names every bad variable, nothing is built, and the process exits 1', async () => {
    const { host, events } = fakeProcess({ PORT: 'eighty' });
    const build = jest.fn();
    await runServiceMain({ name: 'test-app', schema, build }, host);
    expect(build).not.toHaveBeenCalled();
    expect(events).toHaveLength(2);
    expect(events[0]).toMatch(/^stderr test-app: invalid configuration: .*KEY_FILE.*PORT/);
    expect(events[0]).not.toContain('\n');
    expect(events[1]).toBe('exit 1');
  });

  it('when building or starting fails, then one line "<app>: <reason>" replaces the stack trace and the process exits 1', async () => {
    const failedBuild = fakeProcess(valid);
    await runServiceMain(
      {
        name: 'test-app',
        schema,
        build: () => {
          throw new Error('KEY_FILE: cannot read /keys/k.pem');
        },
      },
      failedBuild.host,
    );
    expect(failedBuild.events).toEqual(['stderr test-app: KEY_FILE: cannot read /keys/k.pem', 'exit 1']);

    const failedStart = fakeProcess(valid);
    const service: RunningService = { ready: false, start: () => Promise.reject(new Error('MongoDB did not answer\n    at connect (mongo.ts:1)')), stop: async () => undefined };
    await runServiceMain({ name: 'test-app', schema, build: () => service }, failedStart.host);
    expect(failedStart.events).toEqual(['stderr test-app: MongoDB did not answer at connect (mongo.ts:1)', 'exit 1']);
  });

  it('when SIGTERM arrives, then the app stops once and the process exits 0 only after the stop finished; a second signal changes nothing', async () => {
    const { host, events, signal } = fakeProcess(valid);
    const { service, finishStop } = fakeService(events);
    await runServiceMain({ name: 'test-app', schema, build: () => service }, host);
    expect(events).toEqual(['start']);
    signal('SIGTERM');
    signal('SIGINT');
    await settle();
    expect(events).toEqual(['start', 'stop']);
    finishStop();
    await settle();
    expect(events).toEqual(['start', 'stop', 'exit 0']);
  });

  it('when SIGTERM arrives while the app is still starting, then the start is stopped and the process exits 0, not as a failed start', async () => {
    const { host, events, signal } = fakeProcess(valid);
    let endStart: (error: Error) => void = () => undefined;
    const service: RunningService = {
      ready: false,
      start: () => new Promise((_resolve, reject) => (endStart = reject)),
      stop: async () => {
        events.push('stop');
        endStart(new Error('test-app is stopping'));
      },
    };
    const main = runServiceMain({ name: 'test-app', schema, build: () => service }, host);
    await settle();
    signal('SIGTERM');
    await main;
    await settle();
    expect(events).toEqual(['stop', 'exit 0']);
  });

  it('when the launcher that started the process goes away, then the app stops once, as on SIGTERM, and the process exits 0', async () => {
    const { host, events, signal } = fakeProcess(valid);
    const { service, finishStop } = fakeService(events);
    await runServiceMain({ name: 'test-app', schema, build: () => service }, host);
    signal('parent gone');
    signal('SIGTERM');
    finishStop();
    await settle();
    expect(events).toEqual(['start', 'stop', 'exit 0']);
  });

  it('when the stop fails, then the process exits 1', async () => {
    const { host, events, signal } = fakeProcess(valid);
    const { service, finishStop } = fakeService(events);
    await runServiceMain({ name: 'test-app', schema, build: () => service }, host);
    signal('SIGINT');
    finishStop(new Error('NATS drain failed'));
    await settle();
    expect(events).toEqual(['start', 'stop', 'exit 1']);
  });

  it('when the stop is still running after the drain delay, the grace period and the margin less the time kept for the exit, then the process exits 1', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    const { host, events, signal } = fakeProcess(valid);
    const { service } = fakeService(events);
    await runServiceMain({ name: 'test-app', schema, build: () => service }, host);
    signal('SIGTERM');
    jest.advanceTimersByTime(1000 + 3000 + HARD_STOP_MARGIN_MS - (LOG_EXIT_FLUSH_MS + 1_000) - 1);
    expect(events).toEqual(['start', 'stop']);
    jest.advanceTimersByTime(1);
    expect(events).toEqual(['start', 'stop', 'exit 1']);
  });
});
