/*
 * A launcher as `npm start`'s (tools/dev/start-system.ts) for launcher-bound.spec.ts, on free ports: an embedded MongoDB
 * inside this process and, under the same supervisor, two apps run by the apps' shell (test/shell-app.fixture.ts) and
 * the tracker and platform simulators. Once each has said it is up, prints one JSON line
 * {"pids": {name: pid}, "mongoPort": n}; then it runs until it is killed.
 */
import { startEmbeddedMongo } from '@vmdash/embedded-mongo';
import path from 'node:path';
import { superviseApps, type SupervisedApp } from '../app-supervisor';

const root = path.resolve(__dirname, '../../..');
const markerFile = process.env.STOP_MARKER_FILE ?? '';

/** A process the supervisor runs through tsx, with `env` on top of this process's environment. */
const tsxApp = (name: string, script: string, env: Record<string, string>): SupervisedApp => ({
  name,
  command: process.execPath,
  args: ['--import', 'tsx', path.join(root, script)],
  cwd: root,
  env: { ...process.env, ...env },
});

async function main(): Promise<void> {
  const mongo = await startEmbeddedMongo({ port: 0 });
  const shellEnv = { STOP_MARKER_FILE: markerFile, LOG_LEVEL: 'info', SHUTDOWN_DRAIN_DELAY_MS: '0', SHUTDOWN_GRACE_MS: '1000' };
  const apps = [
    tsxApp('shell-app-1', 'tools/dev/test/shell-app.fixture.ts', shellEnv),
    tsxApp('shell-app-2', 'tools/dev/test/shell-app.fixture.ts', shellEnv),
    tsxApp('tracker-sim', 'tools/simulators/tracker/main.ts', { TRACKER_SIMULATOR_PORT: '0' }),
    tsxApp('platform-sim', 'tools/simulators/platform/main.ts', { PLATFORM_SIMULATOR_PORT: '0' }),
  ];
  const up = new Set<string>();
  const supervisor = superviseApps(apps, {
    log: (line) => console.error(`[launcher] ${line}`),
    output: (app, line) => {
      if (/ready|_simulator/.test(line)) up.add(app);
      if (up.size === apps.length) {
        up.add('printed');
        console.log(JSON.stringify({ pids: Object.fromEntries(apps.map((app) => [app.name, supervisor.pid(app.name)])), mongoPort: Number(new URL(mongo.uri).port) }));
      }
    },
  });
}

void main();
