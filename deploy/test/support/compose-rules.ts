import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { DEFAULT_DRAIN_DELAY_MS, HARD_STOP_MARGIN_SECONDS } from './manifest-rules';

/** The parts of a compose service the rules read. */
export interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  user?: string;
  read_only?: boolean;
  cap_drop?: string[];
  security_opt?: string[];
  environment?: Record<string, string>;
  /** Files of further variables, relative to the compose file (read by compose itself, not mounted). */
  env_file?: string | (string | { path: string })[];
  secrets?: string[];
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition?: string }>;
  stop_grace_period?: string;
}

/** A parsed compose file (merge keys `<<: *anchor` resolved). */
export interface ComposeFile {
  services: Record<string, ComposeService>;
  secrets?: Record<string, { file?: string }>;
}

/** Parses compose.yaml as compose does: YAML with merge keys. */
export function readCompose(file: string): ComposeFile {
  return parse(readFileSync(file, 'utf8'), { merge: true }) as ComposeFile;
}

/** The env_file paths of a service, as written. */
export function envFiles(service: ComposeService): string[] {
  const files = service.env_file === undefined ? [] : Array.isArray(service.env_file) ? service.env_file : [service.env_file];
  return files.map((file) => (typeof file === 'string' ? file : file.path));
}

/** Apps of a compose file: the services built from deploy/docker/Dockerfile, by name. */
export function composeApps(compose: ComposeFile): [string, ComposeService][] {
  return Object.entries(compose.services).filter(([, service]) => service.build?.args?.APP !== undefined);
}

/**
 * A compose value as the container sees it when the operator sets nothing: `${VAR:-default}` and `${VAR-default}`
 * become the default, `${VAR}` becomes empty.
 */
export function withDefaults(value: string): string {
  return value.replace(/\$\{[A-Z0-9_]+(?::?-([^}]*))?\}/g, (_match, fallback: string | undefined) => fallback ?? '');
}

/**
 * Checks the compose file's app services: built from the shared Dockerfile with APP = the service name, hardened like
 * the Kubernetes pods, a health check on the app's own port, key files mounted as compose secrets and env files that
 * `keysScript` writes (never committed values), `*_ADDR` variables that name a compose service on its gRPC port,
 * `depends_on` with `service_healthy` on everything an app connects to (MongoDB, NATS, Redis, gRPC services), and a
 * stop grace period that covers SHUTDOWN_DRAIN_DELAY_MS + SHUTDOWN_GRACE_MS + the shell's hard-stop margin.
 * @returns one line per problem; empty when every rule holds.
 */
export function composeProblems(compose: ComposeFile, keysScript: string): string[] {
  const problems: string[] = [];
  const grpcPorts = new Map(composeApps(compose).map(([name, service]) => [name, service.environment?.GRPC_PORT]));
  for (const [name, service] of composeApps(compose)) {
    const report = (problem: string) => problems.push(`${name}: ${problem}`);
    const env = service.environment ?? {};
    if (service.build?.args?.APP !== name) report(`build arg APP is ${service.build?.args?.APP}`);
    if (service.build?.dockerfile !== 'deploy/docker/Dockerfile' || service.build.context !== '../..') report('not built from deploy/docker/Dockerfile at the repository root');
    if (service.image !== `vmdash/${name}:\${VMDASH_TAG:-dev}`) report(`image ${service.image} is not vmdash/${name}:\${VMDASH_TAG:-dev}`);
    if (service.user !== '10001:10001' || service.read_only !== true || !service.cap_drop?.includes('ALL') || !service.security_opt?.includes('no-new-privileges:true'))
      report('not hardened (user 10001, read_only, cap_drop ALL, no-new-privileges)');
    if (env.NODE_ENV !== 'production') report('NODE_ENV is not production');

    const expectedCheck = env.GRPC_PORT ? ['CMD', 'node', 'healthcheck.cjs', 'grpc', `127.0.0.1:${env.GRPC_PORT}`] : ['CMD', 'node', 'healthcheck.cjs', 'http', `http://127.0.0.1:${env.PORT}/readyz`];
    if (JSON.stringify(service.healthcheck?.test) !== JSON.stringify(expectedCheck)) report(`healthcheck ${JSON.stringify(service.healthcheck?.test)} is not ${JSON.stringify(expectedCheck)}`);

    const writtenByKeysScript = (file: string | undefined) => file?.startsWith('./keys/') === true && keysScript.includes(`$keys/${file.slice('./keys/'.length)}`);
    for (const file of envFiles(service)) {
      if (!writtenByKeysScript(file)) report(`env_file ${file} is not a file that generate-keys.sh writes`);
    }

    const needs = new Set<string>();
    for (const [key, value] of Object.entries(env)) {
      if (key.endsWith('_FILE')) {
        const secret = /^\/run\/secrets\/([a-z0-9_]+)$/.exec(value)?.[1];
        const file = secret ? compose.secrets?.[secret]?.file : undefined;
        if (!secret || !service.secrets?.includes(secret)) report(`${key} is not a secret of the service`);
        else if (!writtenByKeysScript(file)) report(`${key}: secret ${secret} is not a file that generate-keys.sh writes`);
      }
      if (key.endsWith('_ADDR')) {
        const [host, port] = value.split(':');
        if (grpcPorts.get(host) !== port) report(`${key}=${value} names no compose service on its gRPC port`);
        needs.add(host);
      }
    }
    if (env.MONGO_URL) needs.add(/^mongodb:\/\/([^:/]+)/.exec(env.MONGO_URL)?.[1] ?? '?');
    if (env.NATS_URL) needs.add(/^nats:\/\/([^:/]+)/.exec(env.NATS_URL)?.[1] ?? '?');
    if (env.REDIS_URL) needs.add(/^rediss?:\/\/(?:[^@/]*@)?([^:/]+)/.exec(env.REDIS_URL)?.[1] ?? '?');
    for (const dependency of needs) {
      if (!compose.services[dependency]) report(`connects to ${dependency}, which is no compose service`);
      else if (service.depends_on?.[dependency]?.condition !== 'service_healthy') report(`does not wait for ${dependency} to be healthy`);
      else if (!compose.services[dependency].healthcheck?.test) report(`waits for ${dependency}, which has no healthcheck`);
    }

    const graceSeconds = Number(withDefaults(env.SHUTDOWN_GRACE_MS ?? '')) / 1000;
    const drainSeconds = Number(withDefaults(env.SHUTDOWN_DRAIN_DELAY_MS ?? String(DEFAULT_DRAIN_DELAY_MS))) / 1000;
    const stopSeconds = Number(/^(\d+)s$/.exec(service.stop_grace_period ?? '')?.[1]);
    if (!(stopSeconds >= drainSeconds + graceSeconds + HARD_STOP_MARGIN_SECONDS))
      report(`stop_grace_period ${service.stop_grace_period} does not cover SHUTDOWN_DRAIN_DELAY_MS + SHUTDOWN_GRACE_MS + ${HARD_STOP_MARGIN_SECONDS} s`);
  }
  return problems;
}
