import { setTimeout as sleep } from 'node:timers/promises';
import { eventually } from '@vmdash/testing';
import { superviseApps, type AppSupervisor, type SupervisedApp } from './app-supervisor';

/** A node process running `script`; on SIGTERM it prints "<name> stopping" and exits 0. */
function nodeApp(name: string, script: string): SupervisedApp {
  const onTerm = `process.on('SIGTERM', () => { console.log('${name} stopping'); process.exit(0); });`;
  return { name, command: process.execPath, args: ['-e', `${onTerm}${script}`], env: { PATH: process.env.PATH }, cwd: process.cwd() };
}

const KEEP_RUNNING = 'setInterval(() => undefined, 1000); console.log("up");';

describe('app supervisor (npm start)', () => {
  let supervisor: AppSupervisor | undefined;
  const logs: string[] = [];
  const output: string[] = [];
  const options = { log: (line: string) => logs.push(line), output: (app: string, line: string) => output.push(`${app}: ${line}`), initialBackoffMs: 50, maxBackoffMs: 200 };

  afterEach(async () => {
    await supervisor?.stop([]);
    supervisor = undefined;
    logs.length = 0;
    output.length = 0;
  });

  it('when a service is killed, then it is started again and the launcher says so', async () => {
    supervisor = superviseApps([nodeApp('data-cache', KEEP_RUNNING)], options);
    await eventually(() => output.includes('data-cache: up'));
    const first = supervisor.pid('data-cache');
    process.kill(first as number, 'SIGKILL');
    await eventually(() => supervisor?.starts('data-cache') === 2 && output.filter((line) => line === 'data-cache: up').length === 2);
    expect(supervisor.pid('data-cache')).not.toBe(first);
    expect(logs).toEqual([expect.stringMatching(/^data-cache exited \(signal SIGKILL\); restarting in 50 ms \(restart 1\)$/)]);
  });

  it('when a service keeps crashing, then each restart waits longer, up to the longest pause', async () => {
    supervisor = superviseApps([nodeApp('dashboard', 'process.exit(3);')], options);
    await eventually(() => logs.length >= 4);
    expect(logs.slice(0, 4).map((line) => line.match(/restarting in (\d+ m?s)/)?.[1])).toEqual(['50 ms', '100 ms', '200 ms', '200 ms']);
    expect(logs[0]).toContain('dashboard exited (code 3)');
  });

  it('when the launcher stops, then the apps stop in the given order and none is restarted', async () => {
    supervisor = superviseApps([nodeApp('data-cache', KEEP_RUNNING), nodeApp('gateway', KEEP_RUNNING), nodeApp('dashboard', KEEP_RUNNING)], options);
    await eventually(() => output.filter((line) => line.endsWith(': up')).length === 3);
    await supervisor.stop(['gateway', 'dashboard']);
    expect(output.filter((line) => line.endsWith('stopping'))).toEqual(['gateway: gateway stopping', 'dashboard: dashboard stopping', 'data-cache: data-cache stopping']);
    await sleep(300);
    expect(logs).toEqual([]);
    expect(['data-cache', 'gateway', 'dashboard'].map((name) => supervisor?.pid(name))).toEqual([undefined, undefined, undefined]);
  });
});
