import path from 'node:path';
import { renderKustomization, type RenderedObject } from './support/kustomize';
import { schemaProblems } from './support/k8s-schema';
import { containerEnvironment, deploymentsOf, manifestProblems } from './support/manifest-rules';
import { documentedIn } from './support/operator-docs';
import { appEnvSchema, envProblems } from './support/app-config';

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
const appNames = ['gateway', 'data-cache', 'action-plan'];

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
        'Deployment/data-cache: Secret data-cache-mongodb (key url) neither rendered nor documented',
        'Deployment/data-cache: PersistentVolumeClaim data-cache-sources is not documented',
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
    const policies = render('production').filter((o) => o.kind === 'NetworkPolicy').map((o) => o.metadata.name);
    expect(policies.sort()).toEqual(['vmdash-default-deny-ingress', 'vmdash-gateway-http', 'vmdash-internal']);
  });
});

describe.each(['production', 'development'])('%s environment', (overlay) => {
  it.each(appNames)('when %s starts with it, then its configuration schema accepts the environment', (app) => {
    const objects = render(overlay);
    const deployment = deploymentsOf(objects).find((d) => d.metadata.name === app);
    if (!deployment) throw new Error(`${app} missing`);
    // Secret values are the operator's; a well-formed stand-in shows the rest of the environment is complete.
    const env = Object.fromEntries(
      [...containerEnvironment(objects, deployment)].map(([key, value]) => [key, value.startsWith('<secret:') && key === 'MONGO_URL' ? 'mongodb://mongo.example:27017/vmdash' : value]),
    );
    const schema = appEnvSchema(repoRoot, app);
    if (schema) expect(envProblems(schema, env)).toEqual([]);
    else expect(app).toBe('action-plan'); // still being written: only it may lack apps/<app>/src/config.ts
  });
});

describe('development overlay', () => {
  it('when rendered, then MongoDB and NATS run in the namespace and each service gets its MongoDB URL', () => {
    const objects = render('development');
    expect(find(objects, 'Deployment', 'mongo')).toBeDefined();
    expect(find(objects, 'Deployment', 'nats')).toBeDefined();
    for (const app of ['data-cache', 'action-plan']) {
      const deployment = deploymentsOf(objects).find((d) => d.metadata.name === app);
      if (!deployment) throw new Error(`${app} missing`);
      const url = containerEnvironment(objects, deployment).get('MONGO_URL') ?? '';
      const [, secretName] = /^<secret:([^/]+)\/url>$/.exec(url) ?? [];
      const secret = find(objects, 'Secret', secretName ?? '') as (RenderedObject & { data: Record<string, string> }) | undefined;
      expect(Buffer.from(secret?.data.url ?? '', 'base64').toString()).toBe(`mongodb://mongo:27017/vmdash-${app}`);
    }
  });
});
