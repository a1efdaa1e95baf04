import { commonEnvSchema, HARD_STOP_MARGIN_MS } from '@vmdash/config';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import type { IService } from 'kubernetes-models/v1/Service';
import type { IServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import type { RenderedObject } from './kustomize';

/** What the rules need to know about the rendering they check. */
export interface RuleOptions {
  /** Overlays tag every image; the base leaves vmdash images as bare `vmdash/<app>` names for them to set. */
  requireImageTags: boolean;
  /** The namespace every namespaced object must carry (overlays), or undefined (base). */
  namespace?: string;
  /**
   * True when a Secret or PersistentVolumeClaim the manifests use but do not create is documented for the operator
   * (deploy/README.md); `key` is the Secret key the manifests read.
   */
  isDocumented(kind: 'Secret' | 'PersistentVolumeClaim', name: string, key?: string): boolean;
}

/** Labels of the vmdash apps' components (the rules for app images and shutdown apply to them). */
const APP_COMPONENTS = new Set(['edge', 'grpc-service']);
/**
 * Margin of the apps' shell (libs/config hardStopMsOf, libs/service-runtime runServiceMain): the process exits SHUTDOWN_DRAIN_DELAY_MS + SHUTDOWN_GRACE_MS
 * + this margin after SIGTERM at the latest.
 */
export const HARD_STOP_MARGIN_SECONDS = HARD_STOP_MARGIN_MS / 1000;
/** SHUTDOWN_DRAIN_DELAY_MS when a manifest does not set it: the default of libs/config's commonEnvSchema. */
export const DEFAULT_DRAIN_DELAY_MS: number = commonEnvSchema.shape.SHUTDOWN_DRAIN_DELAY_MS.parse(undefined);
/** Largest V8 heap, as a share of the memory limit, that leaves room for buffers, code and native memory. */
const MAX_HEAP_SHARE = 0.8;

const byKind = <T>(objects: RenderedObject[], kind: string) => objects.filter((o) => o.kind === kind) as unknown as (T & RenderedObject)[];

/** The Deployments of a rendering. */
export function deploymentsOf(objects: RenderedObject[]): (IDeployment & RenderedObject)[] {
  return byKind<IDeployment>(objects, 'Deployment');
}

/**
 * The environment a Deployment's first container sees: ConfigMap values through `envFrom` (later sources win), then
 * `env` entries. Secret-backed values read `<secret:name/key>`.
 */
export function containerEnvironment(objects: RenderedObject[], deployment: IDeployment): Map<string, string> {
  const configMaps = byKind<IConfigMap>(objects, 'ConfigMap');
  const container = deployment.spec?.template.spec?.containers[0];
  const env = new Map<string, string>();
  for (const source of container?.envFrom ?? []) {
    const configMap = configMaps.find((c) => c.metadata.name === source.configMapRef?.name);
    for (const [key, value] of Object.entries(configMap?.data ?? {})) env.set(key, value);
  }
  for (const variable of container?.env ?? []) {
    const secret = variable.valueFrom?.secretKeyRef;
    env.set(variable.name, secret ? `<secret:${secret.name}/${secret.key}>` : (variable.value ?? ''));
  }
  return env;
}

/**
 * Checks a rendering against the rules every vmdash manifest keeps (docs/architecture.md: Shutdown order, Health, Deployment):
 * hardened pods (non-root, read-only root filesystem, no capabilities, RuntimeDefault seccomp, no service account
 * token), liveness and readiness probes (native gRPC probes on the gRPC port for gRPC services, plus a startup probe),
 * resources, parameterised images, a shutdown window that covers the drain, a V8 heap below the memory limit, Services
 * and budgets that select a Deployment, HPAs that target one that sets no replica count, references that resolve.
 * @returns one line per problem; empty when every rule holds.
 */
export function manifestProblems(objects: RenderedObject[], options: RuleOptions): string[] {
  const problems: string[] = [];
  const deployments = deploymentsOf(objects);
  const names = (kind: string) => new Set(objects.filter((o) => o.kind === kind).map((o) => o.metadata.name));
  const configMaps = names('ConfigMap');
  const secrets = names('Secret');
  const serviceAccounts = byKind<IServiceAccount>(objects, 'ServiceAccount');

  for (const object of objects) {
    const id = `${object.kind}/${object.metadata.name}`;
    if (object.kind !== 'Namespace' && object.metadata.labels?.['app.kubernetes.io/part-of'] !== 'vmdash') problems.push(`${id}: label app.kubernetes.io/part-of=vmdash missing`);
    if (object.kind !== 'Namespace' && object.metadata.namespace !== options.namespace) problems.push(`${id}: namespace ${object.metadata.namespace} instead of ${options.namespace}`);
  }
  if (options.namespace && !objects.some((o) => o.kind === 'Namespace' && o.metadata.name === options.namespace)) problems.push(`Namespace/${options.namespace} missing`);

  for (const deployment of deployments) {
    const id = `Deployment/${deployment.metadata.name}`;
    const report = (problem: string) => problems.push(`${id}: ${problem}`);
    const pod = deployment.spec?.template.spec;
    if (!pod) {
      report('no pod template');
      continue;
    }
    const component = deployment.metadata.labels?.['app.kubernetes.io/component'] ?? '';
    const isApp = APP_COMPONENTS.has(component);
    const templateLabels = deployment.spec?.template.metadata?.labels ?? {};
    if (!matches(deployment.spec?.selector.matchLabels, templateLabels)) report('selector does not match the pod template labels');
    if (templateLabels['app.kubernetes.io/name'] !== deployment.metadata.name) report('pod template lacks app.kubernetes.io/name=<deployment name>');

    const podSecurity = pod.securityContext;
    if (podSecurity?.runAsNonRoot !== true) report('pod securityContext.runAsNonRoot is not true');
    if (!podSecurity?.runAsUser || podSecurity.runAsUser <= 0) report('pod securityContext.runAsUser is not a non-root uid');
    if (podSecurity?.seccompProfile?.type !== 'RuntimeDefault') report('pod seccompProfile is not RuntimeDefault');
    if (pod.automountServiceAccountToken !== false) report('automountServiceAccountToken is not false');
    if (pod.serviceAccountName) {
      const account = serviceAccounts.find((a) => a.metadata.name === pod.serviceAccountName);
      if (!account) report(`ServiceAccount ${pod.serviceAccountName} missing`);
      else if (account.automountServiceAccountToken !== false) report(`ServiceAccount ${pod.serviceAccountName} mounts its token`);
    }

    const env = containerEnvironment(objects, deployment);
    for (const container of [...(pod.initContainers ?? []), ...pod.containers]) {
      for (const problem of containerProblems(container, { requireImageTags: options.requireImageTags, appName: isApp ? deployment.metadata.name : undefined }))
        report(`container ${container.name}: ${problem}`);
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef && !configMaps.has(source.configMapRef.name ?? '')) report(`ConfigMap ${source.configMapRef.name} missing`);
      }
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.secretKeyRef;
        if (ref && !secrets.has(ref.name ?? '') && !options.isDocumented('Secret', ref.name ?? '', ref.key)) report(`Secret ${ref.name} (key ${ref.key}) neither rendered nor documented`);
      }
    }
    for (const volume of pod.volumes ?? []) {
      const secret = volume.secret;
      if (secret && !secrets.has(secret.secretName ?? '')) {
        for (const item of secret.items ?? [{ key: '' }]) {
          if (!options.isDocumented('Secret', secret.secretName ?? '', item.key)) report(`Secret ${secret.secretName} (key ${item.key}) neither rendered nor documented`);
        }
      }
      const claim = volume.persistentVolumeClaim?.claimName;
      if (claim && !options.isDocumented('PersistentVolumeClaim', claim)) report(`PersistentVolumeClaim ${claim} is not documented`);
    }

    if (isApp) {
      for (const problem of appProblems(deployment, env, component)) report(problem);
    }
  }

  for (const service of byKind<IService>(objects, 'Service')) {
    const id = `Service/${service.metadata.name}`;
    const selector = service.spec?.selector;
    const targets = deployments.filter((d) => matches(selector, d.spec?.template.metadata?.labels ?? {}));
    if (!selector || Object.keys(selector).length === 0) problems.push(`${id}: no selector`);
    else if (targets.length !== 1) problems.push(`${id}: selects ${targets.length} Deployments instead of one`);
    const portNames = new Set(targets.flatMap((d) => d.spec?.template.spec?.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name)) ?? []));
    for (const port of service.spec?.ports ?? []) {
      if (typeof port.targetPort === 'string' && !portNames.has(port.targetPort)) problems.push(`${id}: targetPort ${port.targetPort} is no container port name`);
    }
  }

  for (const hpa of byKind<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler')) {
    const id = `HorizontalPodAutoscaler/${hpa.metadata.name}`;
    const ref = hpa.spec?.scaleTargetRef;
    const target = ref?.kind === 'Deployment' ? deployments.find((d) => d.metadata.name === ref.name) : undefined;
    if (!target) problems.push(`${id}: target ${ref?.kind}/${ref?.name} does not exist`);
    else if (target.spec?.replicas !== undefined) problems.push(`${id}: Deployment/${ref?.name} sets replicas, which the HPA owns`);
    if ((hpa.spec?.minReplicas ?? 1) > (hpa.spec?.maxReplicas ?? 0)) problems.push(`${id}: minReplicas above maxReplicas`);
  }

  for (const pdb of byKind<IPodDisruptionBudget>(objects, 'PodDisruptionBudget')) {
    const selector = pdb.spec?.selector?.matchLabels;
    if (!deployments.some((d) => matches(selector, d.spec?.template.metadata?.labels ?? {}))) problems.push(`PodDisruptionBudget/${pdb.metadata.name}: selects no Deployment`);
  }
  return problems;
}

/** Rules of one container: hardening, probes, resources, image reference. */
function containerProblems(container: IContainer, options: { requireImageTags: boolean; appName?: string }): string[] {
  const problems: string[] = [];
  const security = container.securityContext;
  if (security?.readOnlyRootFilesystem !== true) problems.push('readOnlyRootFilesystem is not true');
  if (security?.allowPrivilegeEscalation !== false) problems.push('allowPrivilegeEscalation is not false');
  if (!security?.capabilities?.drop?.includes('ALL')) problems.push('capabilities do not drop ALL');
  if (security?.runAsNonRoot === false || security?.privileged === true || security?.runAsUser === 0) problems.push('may run as root or privileged');
  if (security?.capabilities?.add?.length) problems.push(`adds capabilities ${security.capabilities.add.join(',')}`);
  if (!container.livenessProbe) problems.push('no livenessProbe');
  if (!container.readinessProbe) problems.push('no readinessProbe');
  const ports = container.ports ?? [];
  for (const [kind, probe] of [
    ['liveness', container.livenessProbe],
    ['readiness', container.readinessProbe],
    ['startup', container.startupProbe],
  ] as const) {
    const port = probePort(probe);
    if (port === undefined) continue;
    const known = typeof port === 'number' ? ports.some((p) => p.containerPort === port) : ports.some((p) => p.name === port);
    if (!known) problems.push(`${kind} probe port ${port} is no container port`);
  }
  const { requests, limits } = container.resources ?? {};
  if (!requests?.cpu || !requests.memory) problems.push('no cpu and memory requests');
  if (!limits?.cpu || !limits.memory) problems.push('no cpu and memory limits');

  const image = parseImage(container.image ?? '');
  if (!image.repository) problems.push('no image');
  if (options.appName) {
    // App images are parameters: the base names `vmdash/<app>`, and overlays' `images:` entries replace name and tag.
    if (!image.repository.endsWith(`vmdash/${options.appName}`)) problems.push(`image ${container.image} is not vmdash/${options.appName} (or a registry path ending in it)`);
    if (!options.requireImageTags && container.image !== `vmdash/${options.appName}`) problems.push(`base image ${container.image} should be the bare parameter vmdash/${options.appName}`);
  }
  const pinned = image.digest !== undefined || (image.tag !== undefined && image.tag !== 'latest');
  if ((options.requireImageTags || !options.appName) && !pinned) problems.push(`image ${container.image} has no version tag or digest`);
  return problems;
}

/** Idle timeout of the load balancers in front of the gateway, ms (AWS ALB, GCP and most ingress controllers: 60 s). */
export const LOAD_BALANCER_IDLE_TIMEOUT_MS = 60_000;

/**
 * Rules of the HTTP edge (the gateway's timings, docs/architecture.md "Errors and retries"): its deadlines and request
 * timeout are set and fit in its shutdown grace (an in-flight request finishes before its connection is closed), and
 * its keep-alive timeout is above the load balancer's idle timeout (else the balancer reuses a connection the gateway
 * is closing, and its client gets a 502), and its liveness probe tolerates failures for longer than the headers
 * timeout (a flood of slow connections at HTTP_MAX_CONNECTIONS is cut within it, and must not restart the pod).
 */
function edgeTimingProblems(env: Map<string, string>, graceMs: number, liveness: IProbe | undefined): string[] {
  const problems: string[] = [];
  for (const name of ['GRPC_DEADLINE_MS', 'GRPC_STREAM_DEADLINE_MS', 'GRPC_BULK_DEADLINE_MS', 'HTTP_REQUEST_TIMEOUT_MS', 'HTTP_HEADERS_TIMEOUT_MS']) {
    const value = Number(env.get(name));
    if (!Number.isFinite(value)) problems.push(`${name} is not set`);
    else if (value > graceMs) problems.push(`${name} ${value} is longer than SHUTDOWN_GRACE_MS ${graceMs}`);
  }
  const keepAlive = Number(env.get('HTTP_KEEP_ALIVE_TIMEOUT_MS'));
  if (!(keepAlive > LOAD_BALANCER_IDLE_TIMEOUT_MS))
    problems.push(`HTTP_KEEP_ALIVE_TIMEOUT_MS ${env.get('HTTP_KEEP_ALIVE_TIMEOUT_MS')} is not above the load balancer's ${LOAD_BALANCER_IDLE_TIMEOUT_MS}`);
  if (!env.has('HTTP_MAX_CONNECTIONS')) problems.push('HTTP_MAX_CONNECTIONS is not set');
  const livenessWindowMs = (liveness?.periodSeconds ?? 10) * (liveness?.failureThreshold ?? 3) * 1000;
  const headersTimeout = Number(env.get('HTTP_HEADERS_TIMEOUT_MS'));
  if (livenessWindowMs <= headersTimeout) problems.push(`liveness probe gives up after ${livenessWindowMs} ms, within HTTP_HEADERS_TIMEOUT_MS ${headersTimeout}`);
  return problems;
}

/** Rules of vmdash apps: gRPC probes on the gRPC port, shutdown window, heap size, and the edge's timings. */
function appProblems(deployment: IDeployment, env: Map<string, string>, component: string): string[] {
  const problems: string[] = [];
  const pod = deployment.spec?.template.spec;
  const container = pod?.containers[0];
  if (!pod || !container) return ['no container'];
  if (component === 'grpc-service') {
    const grpcPort = container.ports?.find((p) => p.name === 'grpc')?.containerPort;
    if (grpcPort === undefined) problems.push('no container port named grpc');
    if (env.get('GRPC_PORT') !== String(grpcPort)) problems.push(`GRPC_PORT ${env.get('GRPC_PORT')} differs from the grpc port ${grpcPort}`);
    for (const [kind, probe] of [
      ['liveness', container.livenessProbe],
      ['readiness', container.readinessProbe],
      ['startup', container.startupProbe],
    ] as const) {
      if (probe?.grpc?.port !== grpcPort) problems.push(`${kind} probe is not a gRPC health probe on port ${grpcPort}`);
    }
  }

  const graceMs = Number(env.get('SHUTDOWN_GRACE_MS'));
  if (!Number.isFinite(graceMs)) problems.push('SHUTDOWN_GRACE_MS is not set');
  const command = container.lifecycle?.preStop?.exec?.command ?? [];
  const preStopSeconds = command[0] === 'sleep' ? Number(command[1]) : (container.lifecycle?.preStop?.sleep?.seconds ?? 0);
  const drainMs = Number(env.get('SHUTDOWN_DRAIN_DELAY_MS') ?? DEFAULT_DRAIN_DELAY_MS);
  const needed = preStopSeconds + (drainMs + graceMs) / 1000 + HARD_STOP_MARGIN_SECONDS;
  if ((pod.terminationGracePeriodSeconds ?? 30) < needed)
    problems.push(`terminationGracePeriodSeconds ${pod.terminationGracePeriodSeconds ?? 30} < preStop + drain delay + grace + margin (${needed})`);

  if (component === 'edge') problems.push(...edgeTimingProblems(env, graceMs, container.livenessProbe));

  const heap = /--max-old-space-size=(\d+)/.exec(env.get('NODE_OPTIONS') ?? '');
  const limitMiB = memoryMiB(container.resources?.limits?.memory);
  if (!heap) problems.push('NODE_OPTIONS sets no --max-old-space-size');
  else if (limitMiB === undefined || Number(heap[1]) > limitMiB * MAX_HEAP_SHARE) problems.push(`V8 heap ${heap[1]} MiB does not fit the memory limit ${container.resources?.limits?.memory}`);
  return problems;
}

function probePort(probe: IProbe | undefined): number | string | undefined {
  return probe?.grpc?.port ?? probe?.httpGet?.port ?? probe?.tcpSocket?.port;
}

/** True when every pair of `selector` is in `labels` (and the selector is not empty). */
function matches(selector: Record<string, string> | undefined, labels: Record<string, string>): boolean {
  const pairs = Object.entries(selector ?? {});
  return pairs.length > 0 && pairs.every(([key, value]) => labels[key] === value);
}

/** Splits `registry/path/name:tag@sha256:...` into repository, tag and digest. */
export function parseImage(image: string): { repository: string; tag?: string; digest?: string } {
  const [withoutDigest, digest] = image.split('@');
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  if (colon > slash) return { repository: withoutDigest.slice(0, colon), tag: withoutDigest.slice(colon + 1), digest };
  return { repository: withoutDigest, digest };
}

/** Mebibytes of a Kubernetes memory quantity (Ki, Mi, Gi, or plain bytes); undefined when absent or unknown. */
export function memoryMiB(quantity: string | number | undefined): number | undefined {
  if (quantity === undefined) return undefined;
  const match = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti)?$/.exec(String(quantity));
  if (!match) return undefined;
  const factor = { Ki: 1 / 1024, Mi: 1, Gi: 1024, Ti: 1024 * 1024 }[match[2] as 'Ki'] ?? 1 / (1024 * 1024);
  return Number(match[1]) * factor;
}
