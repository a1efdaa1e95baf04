import { watchParent } from '@vmdash/service-runtime';
import { startPlansUpstreamSimulator } from './plans-upstream-simulator';

/*
 * Runs the action plans upstream simulator as a process (development and tests): settings from the environment, its
 * plain HTTP address as one JSON line on stdout ({"plans-upstream_simulator":"http://127.0.0.1:<port>"}; the HTTPS one,
 * with PLANS_UPSTREAM_SIMULATOR_TLS=true, from GET /_simulator/tls), stopped by SIGTERM or SIGINT, or when the
 * launcher that started it with an IPC channel goes away.
 */
async function main(): Promise<void> {
  const simulator = await startPlansUpstreamSimulator({
    port: Number(process.env.PLANS_UPSTREAM_SIMULATOR_PORT ?? 0),
    user: process.env.PLANS_UPSTREAM_USER ?? 'vmdash',
    password: process.env.PLANS_UPSTREAM_PASSWORD ?? 'simulator-password',
    tls: process.env.PLANS_UPSTREAM_SIMULATOR_TLS === 'true',
  });
  console.log(JSON.stringify({ 'plans-upstream_simulator': simulator.url }));
  const stop = () => void simulator.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // Also when a launcher that started it with an IPC channel is gone (docs/decisions/0022-launcher-bound-processes.md).
  watchParent(stop);
}

main().catch((error: unknown) => {
  console.error(`plans upstream simulator: ${(error as Error).message}`);
  process.exit(1);
});
