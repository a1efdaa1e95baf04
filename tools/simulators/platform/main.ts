import { watchParent } from '@vmdash/service-runtime';
import { startPlatformSimulator } from './platform-simulator';

/*
 * Runs the platform simulator as a process (development and tests): settings from the environment, its address as one
 * JSON line on stdout ({"platform_simulator":"http://127.0.0.1:<port>"}), stopped by SIGTERM or SIGINT, or when the launcher that started it with an IPC channel goes away.
 */
async function main(): Promise<void> {
  const simulator = await startPlatformSimulator({
    port: Number(process.env.PLATFORM_SIMULATOR_PORT ?? 0),
    clientId: process.env.PLATFORM_CLIENT_ID ?? '1',
    apiKey: process.env.PLATFORM_API_KEY ?? 'simulator-key',
  });
  console.log(JSON.stringify({ platform_simulator: simulator.url }));
  const stop = () => void simulator.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // Under npm start, also when the launcher is gone (docs/decisions/0022-launcher-bound-processes.md).
  watchParent(stop);
}

main().catch((error: unknown) => {
  console.error(`platform simulator: ${(error as Error).message}`);
  process.exit(1);
});
