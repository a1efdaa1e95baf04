import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type From, type Instruction } from 'dockerfile-ast';

const repoRoot = path.resolve(__dirname, '..', '..');
const dockerfile = DockerfileParser.parse(readFileSync(path.join(repoRoot, 'deploy', 'docker', 'Dockerfile'), 'utf8'));
const dockerignore = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

/** Instructions of each stage, by stage name (`FROM ... AS <name>`). */
function stages(): Map<string, Instruction[]> {
  const result = new Map<string, Instruction[]>();
  let current: Instruction[] | undefined;
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      current = [];
      result.set((instruction as From).getBuildStage() ?? '', current);
    }
    current?.push(instruction);
  }
  return result;
}
const text = (instructions: Instruction[] | undefined, keyword: string) => (instructions ?? []).filter((i) => i.getKeyword() === keyword).map((i) => i.getRawArgumentsContent() ?? '');

describe('deploy/docker/Dockerfile', () => {
  it('when parsed, then it has the manifests, build, prod-deps and runtime stages, all on the Node 20 base', () => {
    expect([...stages().keys()]).toEqual(['manifests', 'build', 'prod-deps', 'runtime']);
    expect(text(dockerfile.getInitialARGs(), 'ARG')).toEqual([expect.stringMatching(/^NODE_IMAGE=node:20-/)]);
    for (const from of dockerfile.getFROMs()) expect(from.getImage()).toBe('${NODE_IMAGE}');
  });

  it('when the build stage runs, then it installs with npm ci and builds the one app named by APP with Nx', () => {
    const build = stages().get('build');
    expect(text(build, 'ARG')).toContain('APP');
    const runs = text(build, 'RUN').join('\n');
    expect(runs).toMatch(/npm ci\b/);
    expect(runs).toContain('npx nx run "$APP:build"');
  });

  it('when production dependencies are installed, then they come from the lock file Nx generated for the app', () => {
    const prodDeps = stages().get('prod-deps');
    expect(text(prodDeps, 'COPY')).toContainEqual(expect.stringContaining('/src/dist/apps/${APP}/package-lock.json'));
    expect(text(prodDeps, 'RUN').join('\n')).toContain('npm ci --omit=dev');
  });

  it('when the image runs, then node itself starts main.js as uid 10001 with the protos beside it', () => {
    const runtime = stages().get('runtime') ?? [];
    expect(text(runtime, 'USER').at(-1)).toBe('10001:10001');
    expect(text(runtime, 'CMD')).toEqual(['["node", "main.js"]']);
    expect(text(runtime, 'ENTRYPOINT')).toEqual([]);
    expect(text(runtime, 'ENV').join(' ')).toContain('PROTO_ROOT=/app/protos');
    const copies = runtime.filter((i) => i.getKeyword() === 'COPY').map((i) => i.getTextContent());
    expect(copies).toEqual(
      expect.arrayContaining([
        'COPY --from=prod-deps /app/node_modules ./node_modules',
        'COPY --from=build /src/dist/apps/${APP}/ ./',
        'COPY protos/ ./protos/',
        'COPY deploy/docker/healthcheck.cjs ./healthcheck.cjs',
      ]),
    );
    // Everything copied in stays root-owned: the service cannot rewrite its own code.
    expect(copies.filter((copy) => copy.includes('--chown'))).toEqual([]);
  });

  it('when the build context is sent, then .dockerignore leaves out local state and keys but keeps sources', () => {
    expect(dockerignore).toEqual(expect.arrayContaining(['.git', '**/node_modules', 'dist', '.nx', '**/.env', 'deploy/*', '!deploy/docker']));
    for (const needed of ['apps', 'libs', 'protos', 'package.json', 'package-lock.json', 'nx.json', 'tsconfig.base.json']) {
      expect(dockerignore.filter((pattern) => pattern === needed || pattern.startsWith(`${needed}/`))).toEqual([]);
    }
  });

  it('when npm ci runs in the image, then every workspace manifest is in the build context', () => {
    const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
    for (const workspace of workspaces.map((w) => w.replace(/\/\*$/, ''))) {
      expect(dockerignore).not.toContain(workspace);
      if (dockerignore.includes(`${workspace}/*`)) expect(dockerignore).toContain(`!${workspace}/package.json`);
    }
  });
});
