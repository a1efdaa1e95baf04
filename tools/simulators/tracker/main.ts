import { watchParent } from '@vmdash/service-runtime';
import { startTrackerSimulator } from './tracker-simulator';

/*
 * Runs the tracker simulator as a process (development and tests): settings from the environment, its address as one
 * JSON line on stdout ({"tracker_simulator":"http://127.0.0.1:<port>"}), stopped by SIGTERM or SIGINT, or when the launcher that started it with an IPC channel goes away.
 */
async function main(): Promise<void> {
  const env = process.env;
  const simulator = await startTrackerSimulator({
    port: Number(env.TRACKER_SIMULATOR_PORT ?? 0),
    user: env.TRACKER_USER ?? 'vmdash-bot',
    token: env.TRACKER_TOKEN ?? 'simulator-token',
    project: env.TRACKER_PROJECT ?? 'VM',
    webhookUrl: env.TRACKER_WEBHOOK_URL || undefined,
    webhookSecret: env.TRACKER_WEBHOOK_SECRET || undefined,
  });
  console.log(JSON.stringify({ tracker_simulator: simulator.url }));
  const stop = () => void simulator.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // Under npm start, also when the launcher is gone (docs/decisions/0022-launcher-bound-processes.md).
  watchParent(stop);
}

main().catch((error: unknown) => {
  console.error(`tracker simulator: ${(error as Error).message}`);
  process.exit(1);
});
