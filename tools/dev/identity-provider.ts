import { randomBytes } from 'node:crypto';
import { simulatorApp } from './outbound-simulators';
import type { SupervisedApp } from './app-supervisor';

/** Port of the development OpenID provider simulator. */
const OIDC_SIMULATOR_PORT = 8092;

/** The simulated provider's groups mapped to vmdash groups and bu_teams (its people: tools/simulators/oidc-provider/oidc-users.ts). */
const SIMULATED_GROUP_MAP = { 'vm-admins': 'Admin', 'vm-analysts': 'Standard_User', 'vm-leadership': 'Leadership', 'vm-auditors': 'Read_Only' };
const SIMULATED_TEAM_MAP = { 'team-finance': 'Finance', 'team-payments': 'Payments' };

/** What `npm start` needs for single sign-on. */
export interface IdentityProviderSetup {
  /** The gateway's OIDC_* variables (none when OIDC_ISSUER_URL is configured: the gateway reads the environment's). */
  env: Record<string, string>;
  /** The simulator process to supervise (none when an issuer is configured). */
  simulators: SupervisedApp[];
  /** Banner lines saying which provider signs people in. */
  banner: string[];
}

/**
 * The OpenID provider of `npm start` (docs/architecture.md, Identity): the configured one when OIDC_ISSUER_URL is set,
 * else the oidc-provider simulator of tools/simulators on a fixed local port, with a client secret made for this run,
 * its redirect and back-channel logout URIs pointed at the gateway, and the development mapping of its groups.
 */
export function identityProviderSetup(root: string, gatewayUrl: string, baseEnv: NodeJS.ProcessEnv): IdentityProviderSetup {
  if (baseEnv.OIDC_ISSUER_URL) return { env: {}, simulators: [], banner: [`single sign-on: ${baseEnv.OIDC_ISSUER_URL} (OIDC_ISSUER_URL)`] };
  const issuer = `http://127.0.0.1:${OIDC_SIMULATOR_PORT}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const simulator = simulatorApp(root, 'oidc-provider', {
    ...baseEnv,
    OIDC_SIMULATOR_PORT: String(OIDC_SIMULATOR_PORT),
    OIDC_CLIENT_ID: 'vmdash',
    OIDC_CLIENT_SECRET: clientSecret,
    OIDC_REDIRECT_URIS: `${gatewayUrl}/api/auth/oidc/callback`,
    OIDC_BACKCHANNEL_LOGOUT_URI: `${gatewayUrl}/api/auth/oidc/backchannel-logout`,
  });
  return {
    env: {
      OIDC_ISSUER_URL: issuer,
      OIDC_PROVIDER_NAME: 'Simulated IdP',
      OIDC_CLIENT_ID: 'vmdash',
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_SCOPES: 'openid email profile groups',
      OIDC_GROUP_MAP: JSON.stringify(SIMULATED_GROUP_MAP),
      OIDC_TEAM_MAP: JSON.stringify(SIMULATED_TEAM_MAP),
    },
    simulators: [simulator],
    banner: [
      `single sign-on: SIMULATED OpenID provider (OIDC_ISSUER_URL not set) at ${issuer}; its people sign in with <name> / <name>-password:`,
      '  alice (Admin), bob (Standard_User, Finance and Payments), carol (Leadership, Finance), dave (Read_Only), erin (no vmdash group: refused);',
      `  disable one with curl -X POST ${issuer}/_simulator/users/bob/disable`,
    ],
  };
}
