import { watchParent } from '@vmdash/service-runtime';
import { startOidcProviderSimulator } from './oidc-provider-simulator';

/*
 * Runs the OpenID provider simulator as a process (development and tests): settings from the environment, its issuer
 * as one JSON line on stdout ({"oidc-provider_simulator":"http://127.0.0.1:<port>"}), stopped by SIGTERM or SIGINT, or
 * when the launcher that started it with an IPC channel goes away.
 */
async function main(): Promise<void> {
  const env = process.env;
  const simulator = await startOidcProviderSimulator({
    port: Number(env.OIDC_SIMULATOR_PORT ?? 0),
    clientId: env.OIDC_CLIENT_ID ?? 'vmdash',
    clientSecret: env.OIDC_CLIENT_SECRET ?? 'simulator-secret',
    redirectUris: (env.OIDC_REDIRECT_URIS ?? 'http://127.0.0.1:3000/api/auth/oidc/callback').split(' ').filter(Boolean),
    backchannelLogoutUri: env.OIDC_BACKCHANNEL_LOGOUT_URI || undefined,
  });
  console.log(JSON.stringify({ 'oidc-provider_simulator': simulator.url }));
  const stop = () => void simulator.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // Under npm start, also when the launcher is gone (docs/decisions/0022-launcher-bound-processes.md).
  watchParent(stop);
}

main().catch((error: unknown) => {
  console.error(`oidc-provider simulator: ${(error as Error).message}`);
  process.exit(1);
});
