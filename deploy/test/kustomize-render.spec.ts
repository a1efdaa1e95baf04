import path from 'node:path';
import { SERVICE_PORTS } from '@vmdash/config';
import { renderKustomization, type RenderedObject } from './support/kustomize';
import { schemaProblems } from './support/k8s-schema';
import { containerEnvironment, deploymentsOf, manifestProblems } from './support/manifest-rules';
import { documentedIn } from './support/operator-docs';
import { appEnvSchema, envProblems, repositoryApps, withSecretStandIns } from './support/app-config';

const deployRoot = path.resolve(__dirname, '..');
const repoRoot = path.resolve(deployRoot, '..');
const isDocumented = documentedIn(path.join(deployRoot, 'README.md'));
const targets = [
  { name: 'base', dir: 'k8s/base', requireImageTags: false, namespace: undefined },
  { name: 'production', dir: 'k8s/overlays/production', requireImageTags: true, namespace: 'vmdash' },
  { name: 'development', dir: 'k8s/overlays/development', requireImageTags: true, namespace: 'vmdash-dev' },
] as const;

const rendered = new Map<string, RenderedObject[]>();
const render = (name: string) => {
  const target = targets.find((t) => t.name === name);
  if (!target) throw new Error(`unknown target ${name}`);
  if (!rendered.has(name)) rendered.set(name, renderKustomization(path.join(deployRoot, target.dir)));
  return rendered.get(name) ?? [];
};
const find = (objects: RenderedObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
/** Every app of apps/ is deployed: a new app without manifests fails here. */
const appNames = repositoryApps(repoRoot);
const secretRef = (objects: RenderedObject[], app: string, variable: string) => {
  const deployment = deploymentsOf(objects).find((d) => d.metadata.name === app);
  if (!deployment) throw new Error(`${app} missing`);
  return containerEnvironment(objects, deployment).get(variable);
};
/** The decoded value of a rendered (generated) Secret's key. */
const secretValue = (objects: RenderedObject[], reference: string | undefined) => {
  const [, name, key] = /^<secret:([^/]+)\/(.+)>$/.exec(reference ?? '') ?? [];
  const secret = find(objects, 'Secret', name ?? '') as (RenderedObject & { data: Record<string, string> }) | undefined;
  return secret ? Buffer.from(secret.data[key ?? ''] ?? '', 'base64').toString() : undefined;
};

describe.each(targets)('kustomize build $dir', (target) => {
  it('when rendered, then every object is valid against the Kubernetes 1.33 schema of its kind', () => {
    const objects = render(target.name);
    expect(objects.length).toBeGreaterThan(10);
    expect(objects.flatMap(schemaProblems)).toEqual([]);
  });

  it('when rendered, then every Deployment is hardened, probed and sized, and every reference resolves', () => {
    expect(manifestProblems(render(target.name), { ...target, isDocumented })).toEqual([]);
  });

  it('when rendered, then each app has its Deployment, Service, ServiceAccount and ConfigMap', () => {
    const objects = render(target.name);
    expect(appNames).toEqual(expect.arrayContaining(['gateway', 'data-cache', 'action-plan', 'dashboard']));
    for (const app of appNames) {
      for (const kind of ['Deployment', 'Service', 'ServiceAccount']) expect(find(objects, kind, app)).toBeDefined();
      expect(objects.some((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith(`${app}-config`))).toBe(true);
    }
    for (const app of ['gateway', 'data-cache']) {
      expect(find(objects, 'HorizontalPodAutoscaler', app)).toMatchObject({ apiVersion: 'autoscaling/v2' });
      expect(find(objects, 'PodDisruptionBudget', app)).toMatchObject({ apiVersion: 'policy/v1' });
    }
  });
});

describe('the rules themselves', () => {
  it('when a Deployment loses its hardening, probes or image tag, then the rules name each problem', () => {
    const objects = structuredClone(render('production'));
    const gateway = deploymentsOf(objects).find((d) => d.metadata.name === 'gateway');
    const container = gateway?.spec?.template.spec?.containers[0];
    if (!container?.securityContext) throw new Error('gateway container missing');
    container.securityContext.readOnlyRootFilesystem = false;
    delete container.readinessProbe;
    container.image = 'registry.example.com/vmdash/gateway:latest';
    const problems = manifestProblems(objects, { requireImageTags: true, namespace: 'vmdash', isDocumented });
    expect(problems).toEqual([
      'Deployment/gateway: container gateway: readOnlyRootFilesystem is not true',
      'Deployment/gateway: container gateway: no readinessProbe',
      'Deployment/gateway: container gateway: image registry.example.com/vmdash/gateway:latest has no version tag or digest',
    ]);
  });

  it("when the gateway's deadline outlasts its shutdown grace, its keep-alive ends before the load balancer's or its liveness before its headers timeout, then the rules say so", () => {
    const objects = structuredClone(render('production'));
    const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('gateway-config')) as (RenderedObject & { data: Record<string, string> }) | undefined;
    if (!config) throw new Error('gateway-config missing');
    config.data.GRPC_STREAM_DEADLINE_MS = '300000';
    config.data.HTTP_KEEP_ALIVE_TIMEOUT_MS = '5000';
    delete config.data.HTTP_MAX_CONNECTIONS;
    const liveness = deploymentsOf(objects).find((d) => d.metadata.name === 'gateway')?.spec?.template.spec?.containers[0].livenessProbe;
    if (!liveness) throw new Error('gateway liveness probe missing');
    liveness.failureThreshold = 1;
    const problems = manifestProblems(objects, { requireImageTags: true, namespace: 'vmdash', isDocumented });
    expect(problems).toEqual([
      'Deployment/gateway: GRPC_STREAM_DEADLINE_MS 300000 is longer than SHUTDOWN_GRACE_MS 30000',
      "Deployment/gateway: HTTP_KEEP_ALIVE_TIMEOUT_MS 5000 is not above the load balancer's 60000",
      'Deployment/gateway: HTTP_MAX_CONNECTIONS is not set',
      'Deployment/gateway: liveness probe gives up after 10000 ms, within HTTP_HEADERS_TIMEOUT_MS 20000',
    ]);
  });

  it('when a Service selects nothing and an HPA targets a missing Deployment, then both are reported', () => {
    const objects = structuredClone(render('production')).filter((o) => !(o.kind === 'Deployment' && o.metadata.name === 'data-cache'));
    const problems = manifestProblems(objects, { requireImageTags: true, namespace: 'vmdash', isDocumented });
    expect(problems).toEqual(
      expect.arrayContaining([
        'Service/data-cache: selects 0 Deployments instead of one',
        'HorizontalPodAutoscaler/data-cache: target Deployment/data-cache does not exist',
        'PodDisruptionBudget/data-cache: selects no Deployment',
      ]),
    );
  });

  it('when deploy/README.md does not document a Secret or claim the manifests need, then the rules report it', () => {
    const problems = manifestProblems(render('production'), { requireImageTags: true, namespace: 'vmdash', isDocumented: () => false });
    expect(problems).toEqual(
      expect.arrayContaining([
        'Deployment/gateway: Secret vmdash-jwt-public-keys (key jwt-public-keys.json) neither rendered nor documented',
        'Deployment/gateway: Secret gateway-redis (key url) neither rendered nor documented',
        'Deployment/data-cache: Secret data-cache-mongodb (key url) neither rendered nor documented',
        'Deployment/data-cache: PersistentVolumeClaim data-cache-sources is not documented',
        'Deployment/dashboard: Secret dashboard-admin (key password) neither rendered nor documented',
      ]),
    );
  });

  it('when a field has the wrong type or the kind is unknown, then schema validation fails', () => {
    const deployment = structuredClone(find(render('base'), 'Deployment', 'action-plan')) as RenderedObject & { spec: { replicas: unknown } };
    deployment.spec.replicas = 'two';
    expect(schemaProblems(deployment)).toEqual([expect.stringContaining('Deployment/action-plan: data/spec/replicas must be integer')]);
    expect(schemaProblems({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } })).toEqual(['Widget/w: no schema for example.com/v1 Widget']);
  });
});

describe('production overlay', () => {
  it('when rendered, then the namespace enforces the restricted Pod Security Standard', () => {
    expect(find(render('production'), 'Namespace', 'vmdash')?.metadata.labels).toMatchObject({ 'pod-security.kubernetes.io/enforce': 'restricted' });
  });

  it('when rendered, then images come from the registry at the release tag and data-cache reads the mounted exports', () => {
    const objects = render('production');
    const images = deploymentsOf(objects).map((d) => d.spec?.template.spec?.containers[0].image);
    expect(images.sort()).toEqual(appNames.map((app) => `registry.example.com/vmdash/${app}:1.0.0`).sort());
    const dataCache = deploymentsOf(objects).find((d) => d.metadata.name === 'data-cache');
    if (!dataCache) throw new Error('data-cache missing');
    expect(containerEnvironment(objects, dataCache).get('BETA_SOURCES')).toBe('/data/scans/nessus/**/*.nessus');
    expect(dataCache.spec?.template.spec?.containers[0].volumeMounts).toContainEqual({ name: 'sources', mountPath: '/data', readOnly: true });
  });

  it('when rendered, then NetworkPolicies let only the gateway take traffic from outside vmdash', () => {
    const policies = render('production')
      .filter((o) => o.kind === 'NetworkPolicy')
      .map((o) => o.metadata.name);
    expect(policies.sort()).toEqual(['vmdash-default-deny-ingress', 'vmdash-gateway-http', 'vmdash-internal', 'vmdash-redis']);
  });

  it('when rendered, then Redis and the first Admin are Secrets the operator provides, nothing generated', () => {
    const objects = render('production');
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    expect(secretRef(objects, 'gateway', 'REDIS_URL')).toBe('<secret:gateway-redis/url>');
    expect(secretRef(objects, 'dashboard', 'MONGO_URL')).toBe('<secret:dashboard-mongodb/url>');
    expect(secretRef(objects, 'dashboard', 'ADMIN_USERNAME')).toBe('<secret:dashboard-admin/username>');
    expect(secretRef(objects, 'dashboard', 'ADMIN_PASSWORD')).toBe('<secret:dashboard-admin/password>');
    expect(find(objects, 'Deployment', 'redis')).toBeUndefined();
  });

  it("when rendered, then single sign-on is configured with the client secret from the operator's Secret and the gateway's public address", () => {
    const objects = render('production');
    const gateway = deploymentsOf(objects).find((d) => d.metadata.name === 'gateway');
    const dashboard = deploymentsOf(objects).find((d) => d.metadata.name === 'dashboard');
    if (!gateway || !dashboard) throw new Error('gateway or dashboard missing');
    expect(secretRef(objects, 'gateway', 'OIDC_CLIENT_SECRET')).toBe('<secret:gateway-oidc/client-secret>');
    const environment = containerEnvironment(objects, gateway);
    expect(environment.get('PUBLIC_URL')).toBe('https://vmdash.example.com');
    expect(environment.get('OIDC_ISSUER_URL')).toMatch(/^https:\/\//);
    expect(environment.get('OIDC_SCOPES')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'offline_access']));
    expect(containerEnvironment(objects, dashboard).get('OIDC_RECHECK_SECONDS')).toBe('900');
  });
});

describe('ports', () => {
  it('when rendered, then every app listens on its port of the one table (libs/config SERVICE_PORTS) and its Service serves it', () => {
    const objects = render('production');
    const listening = Object.keys(SERVICE_PORTS).map((app) => {
      const deployment = deploymentsOf(objects).find((d) => d.metadata.name === app);
      if (!deployment) throw new Error(`${app} missing`);
      const environment = containerEnvironment(objects, deployment);
      const service = find(objects, 'Service', app) as (RenderedObject & { spec: { ports: { port: number }[] } }) | undefined;
      return [app, Number(environment.get(app === 'gateway' ? 'PORT' : 'GRPC_PORT')), service?.spec.ports[0]?.port];
    });
    expect(listening).toEqual(Object.entries(SERVICE_PORTS).map(([app, port]) => [app, port, port]));
  });
});

describe.each(['production', 'development'])('%s environment', (overlay) => {
  it.each(appNames)('when %s starts with it, then its configuration schema accepts the environment', (app) => {
    const objects = render(overlay);
    const deployment = deploymentsOf(objects).find((d) => d.metadata.name === app);
    if (!deployment) throw new Error(`${app} missing`);
    // Secret values are the operator's; well-formed stand-ins show the rest of the environment is complete.
    expect(envProblems(appEnvSchema(repoRoot, app), withSecretStandIns(containerEnvironment(objects, deployment)))).toEqual([]);
  });

  it('when an app names another by *_ADDR, then a Service of that name serves that port', () => {
    const objects = render(overlay);
    const addresses = deploymentsOf(objects).flatMap((deployment) =>
      [...containerEnvironment(objects, deployment)].filter(([key]) => key.endsWith('_ADDR')).map(([key, value]) => `${deployment.metadata.name} ${key}=${value}`),
    );
    expect(addresses).toEqual(
      expect.arrayContaining(['gateway DASHBOARD_ADDR=dashboard:50053', 'gateway DATA_CACHE_ADDR=dns:///data-cache-headless:50051', 'action-plan DATA_CACHE_ADDR=dns:///data-cache-headless:50051']),
    );
    for (const line of addresses) {
      // dns:///<name>:<port> names a headless Service (no cluster IP: the name resolves to every replica).
      const [host, port] = line
        .split('=')[1]
        .replace(/^dns:\/\/\//, '')
        .split(':');
      const service = find(objects, 'Service', host) as (RenderedObject & { spec: { ports: { port: number }[]; clusterIP?: string } }) | undefined;
      expect([line, service?.spec.ports.map((p) => p.port)]).toEqual([line, expect.arrayContaining([Number(port)])]);
      if (line.includes('dns:///')) expect(service?.spec.clusterIP).toBe('None');
    }
  });
});

describe('development overlay', () => {
  it('when rendered, then MongoDB, NATS and Redis run in the namespace and each service gets its MongoDB URL', () => {
    const objects = render('development');
    for (const dependency of ['mongo', 'nats', 'redis']) {
      expect(find(objects, 'Deployment', dependency)).toBeDefined();
      expect(find(objects, 'Service', dependency)).toBeDefined();
    }
    for (const app of ['data-cache', 'action-plan', 'dashboard']) {
      expect(secretValue(objects, secretRef(objects, app, 'MONGO_URL'))).toBe(`mongodb://mongo:27017/vmdash-${app}`);
    }
    expect(secretValue(objects, secretRef(objects, 'gateway', 'REDIS_URL'))).toBe('redis://redis:6379');
  });

  it('when rendered, then the first Admin is still a Secret the operator creates: no password in the repository', () => {
    const objects = render('development');
    expect(secretRef(objects, 'dashboard', 'ADMIN_PASSWORD')).toBe('<secret:dashboard-admin/password>');
    expect(find(objects, 'Secret', 'dashboard-admin')).toBeUndefined();
  });
});
