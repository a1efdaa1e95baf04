import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addService } from '../scripts/add-service';
import { composeProblems, readCompose } from './support/compose-rules';
import { schemaProblems } from './support/k8s-schema';
import { renderKustomization } from './support/kustomize';
import { deploymentsOf, manifestProblems } from './support/manifest-rules';
import { documentedIn } from './support/operator-docs';

const deployRoot = path.resolve(__dirname, '..');
const repoRoot = path.resolve(deployRoot, '..');
let workDir: string;
let copy: string;

/** A fresh copy of deploy/ (without local keys) to change. */
function copyDeploy(): string {
  workDir = mkdtempSync(path.join(tmpdir(), 'vmdash-deploy-'));
  const target = path.join(workDir, 'deploy');
  cpSync(deployRoot, target, { recursive: true, filter: (source) => !source.includes(`${path.sep}compose${path.sep}keys`) });
  return target;
}

beforeEach(() => {
  copy = copyDeploy();
});
afterEach(() => rmSync(workDir, { recursive: true, force: true }));

describe('add-service', () => {
  it('when the command adds a gRPC service, then both overlays and compose deploy it and every rule still holds', () => {
    execFileSync(process.execPath, [require.resolve('tsx/cli'), path.join(deployRoot, 'scripts', 'add-service.ts'), 'reports', '--grpc-port', '50055', '--deploy-root', copy], {
      cwd: repoRoot,
      stdio: 'pipe',
    });
    const isDocumented = documentedIn(path.join(copy, 'README.md'));
    for (const [overlay, namespace, image] of [
      ['production', 'vmdash', 'registry.example.com/vmdash/reports:1.0.0'],
      ['development', 'vmdash-dev', 'vmdash/reports:dev'],
    ]) {
      const objects = renderKustomization(path.join(copy, 'k8s', 'overlays', overlay));
      expect(objects.flatMap(schemaProblems)).toEqual([]);
      expect(manifestProblems(objects, { requireImageTags: true, namespace, isDocumented })).toEqual([]);
      const reports = deploymentsOf(objects).find((d) => d.metadata.name === 'reports');
      expect(reports?.spec?.template.spec?.containers[0]).toMatchObject({ image, readinessProbe: { grpc: { port: 50055 } } });
      expect(objects.filter((o) => o.kind === 'Service' && o.metadata.name === 'reports')).toHaveLength(1);
    }
    // The tag keeps the quoting of the entries before it, so a tag like "2.0" cannot turn into the number 2.
    expect(readFileSync(path.join(copy, 'k8s', 'overlays', 'production', 'kustomization.yaml'), 'utf8')).toContain('newName: registry.example.com/vmdash/reports\n    newTag: "1.0.0"');
    const project = JSON.parse(readFileSync(path.join(copy, 'project.json'), 'utf8')) as { implicitDependencies: string[] };
    expect(project.implicitDependencies).toEqual(['gateway', 'data-cache', 'action-plan', 'dashboard', 'integration', 'reports']);
    const compose = readCompose(path.join(copy, 'compose', 'compose.yaml'));
    expect(compose.services.reports.environment).toMatchObject({ GRPC_PORT: '50055', MONGO_URL: 'mongodb://mongo:27017/vmdash-reports' });
    expect(composeProblems(compose, readFileSync(path.join(copy, 'compose', 'generate-keys.sh'), 'utf8'))).toEqual([]);
  });

  it('when the name or the port is taken or malformed, then it refuses and writes nothing', () => {
    const before = readdirSync(path.join(copy, 'k8s', 'base')).sort();
    const baseKustomization = readFileSync(path.join(copy, 'k8s', 'base', 'kustomization.yaml'), 'utf8');
    expect(() => addService({ deployRoot: copy, name: 'action-plan', grpcPort: 50099 })).toThrow('k8s/base/action-plan already exists');
    expect(() => addService({ deployRoot: copy, name: 'reports', grpcPort: 50053 })).toThrow('port 50053 is already used by dashboard');
    expect(() => addService({ deployRoot: copy, name: 'reports', grpcPort: 50051 })).toThrow('port 50051 is already used by data-cache');
    expect(() => addService({ deployRoot: copy, name: 'Reports_Service', grpcPort: 50060 })).toThrow('must be kebab-case');
    expect(() => addService({ deployRoot: copy, name: 'reports', grpcPort: 80 })).toThrow('1024-65535');
    expect(readdirSync(path.join(copy, 'k8s', 'base')).sort()).toEqual(before);
    expect(readFileSync(path.join(copy, 'k8s', 'base', 'kustomization.yaml'), 'utf8')).toBe(baseKustomization);
  });
});
