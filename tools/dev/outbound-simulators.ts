import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { SupervisedApp } from './app-supervisor';

/** Ports of the development simulators (8090 is Jira's own default). */
const TRACKER_SIMULATOR_PORT = 8090;
const PLATFORM_SIMULATOR_PORT = 8091;

/** The supervised process of `tools/simulators/<name>/main.ts` (run with tsx), named `<name>-sim`. */
export function simulatorApp(root: string, name: string, env: NodeJS.ProcessEnv): SupervisedApp {
  return { name: `${name}-sim`, command: process.execPath, args: ['--import', 'tsx', path.join(root, 'tools/simulators', name, 'main.ts')], cwd: root, env };
}

/** What `npm start` needs to run the integration service against the real systems or the simulators. */
export interface OutboundSetup {
  /** The integration service's tracker and platform variables. */
  env: Record<string, string | undefined>;
  /** Simulator processes to supervise (none when both systems are configured). */
  simulators: SupervisedApp[];
  /** Banner lines saying which systems are simulated. */
  banner: string[];
}

/**
 * The tracker and platform the integration service talks to under `npm start` (docs/architecture.md, Running): the
 * configured ones when TRACKER_URL / PLATFORM_URL are set (their credentials from the environment, checked by the
 * service's configuration), else the simulators of tools/simulators on fixed local ports, with development credentials
 * and a webhook secret made for this run, the tracker's webhook pointed at the gateway.
 */
export function outboundSetup(root: string, gatewayUrl: string, baseEnv: NodeJS.ProcessEnv): OutboundSetup {
  const simulators: SupervisedApp[] = [];
  const banner: string[] = [];
  const simulator = (name: 'tracker' | 'platform', env: Record<string, string>) => simulatorApp(root, name, { ...baseEnv, ...env });
  let tracker: Record<string, string | undefined>;
  if (baseEnv.TRACKER_URL) {
    tracker = {};
  } else {
    tracker = {
      TRACKER_URL: `http://127.0.0.1:${TRACKER_SIMULATOR_PORT}`,
      TRACKER_USER: 'vmdash-bot',
      TRACKER_TOKEN: randomBytes(18).toString('base64url'),
      TRACKER_PROJECT: 'VM',
      TRACKER_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
    };
    simulators.push(
      simulator('tracker', {
        TRACKER_SIMULATOR_PORT: String(TRACKER_SIMULATOR_PORT),
        TRACKER_USER: tracker.TRACKER_USER!,
        TRACKER_TOKEN: tracker.TRACKER_TOKEN!,
        TRACKER_PROJECT: tracker.TRACKER_PROJECT!,
        TRACKER_WEBHOOK_URL: `${gatewayUrl}/api/webhooks/tracker`,
        TRACKER_WEBHOOK_SECRET: tracker.TRACKER_WEBHOOK_SECRET!,
      }),
    );
    banner.push(
      `tracker: SIMULATED (TRACKER_URL not set) at ${tracker.TRACKER_URL}, project VM; close an issue with`,
      `  curl -X POST ${tracker.TRACKER_URL}/_simulator/issues/VM-1/close   (its signed webhook notifies the submitter)`,
    );
  }
  let platform: Record<string, string | undefined>;
  if (baseEnv.PLATFORM_URL) {
    platform = {};
  } else {
    platform = { PLATFORM_URL: `http://127.0.0.1:${PLATFORM_SIMULATOR_PORT}`, PLATFORM_CLIENT_ID: '1', PLATFORM_API_KEY: randomBytes(18).toString('base64url') };
    simulators.push(
      simulator('platform', { PLATFORM_SIMULATOR_PORT: String(PLATFORM_SIMULATOR_PORT), PLATFORM_CLIENT_ID: platform.PLATFORM_CLIENT_ID!, PLATFORM_API_KEY: platform.PLATFORM_API_KEY! }),
    );
    banner.push(`platform: SIMULATED (PLATFORM_URL not set) at ${platform.PLATFORM_URL}; set a workflow's state with POST /_simulator/workflows/{uuid}/state`);
  }
  return { env: { ...tracker, ...platform }, simulators, banner };
}
