import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, parse, parseDocument, type Document, type YAMLMap } from 'yaml';

/** What to add: a gRPC service built from apps/<name>, listening on `grpcPort`. */
interface AddServiceOptions {
  /** The deploy/ folder to change (a copy of it in tests). */
  deployRoot: string;
  /** Kebab-case app name, the folder under apps/ and the name of every Kubernetes object of the service. */
  name: string;
  /** gRPC port (GRPC_PORT), unique among the services. */
  grpcPort: number;
}

/** Files written or changed, relative to `deployRoot`, and what is left for a person to decide. */
interface AddServiceResult {
  changed: string[];
  nextSteps: string[];
}

const TEMPLATES = path.join(__dirname, 'templates', 'grpc-service');
/** Line of compose.yaml above which new services are inserted. */
const COMPOSE_MARKER = '  # add-service: new services go above this line';
const NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * Adds a gRPC service to every deployment target in one step (docs/architecture.md, Deployment): a base folder with a
 * hardened Deployment, Service, ServiceAccount and ConfigMap from templates/grpc-service, its entry in the base
 * kustomization, an `images` entry in every overlay that lists images, its development MongoDB Secret, a compose
 * service, and the app as an implicit dependency of the deploy project (its tests read the app's config schema). The
 * Dockerfile needs nothing: it takes the app as a build argument.
 * @throws Error when the name is not kebab-case (at most 40 characters), the port is outside 1024-65535, or the
 * name or port is already taken; nothing is written then.
 */
export function addService(options: AddServiceOptions): AddServiceResult {
  const { deployRoot, name, grpcPort } = options;
  if (!NAME_PATTERN.test(name) || name.length > 40) throw new Error(`service name "${name}" must be kebab-case, at most 40 characters`);
  if (!Number.isInteger(grpcPort) || grpcPort < 1024 || grpcPort > 65535) throw new Error(`gRPC port ${grpcPort} must be an integer in 1024-65535`);
  const base = path.join(deployRoot, 'k8s', 'base');
  const serviceDir = path.join(base, name);
  if (existsSync(serviceDir)) throw new Error(`${path.relative(deployRoot, serviceDir)} already exists`);
  const owner = servicePorts(base).get(grpcPort);
  if (owner) throw new Error(`port ${grpcPort} is already used by ${owner}`);

  const changed: string[] = [];
  const write = (file: string, text: string) => {
    writeFileSync(file, text);
    changed.push(path.relative(deployRoot, file));
  };
  const fill = (template: string) => readFileSync(path.join(TEMPLATES, template), 'utf8').replaceAll('__NAME__', name).replaceAll('__PORT__', String(grpcPort));

  mkdirSync(serviceDir);
  for (const template of readdirSync(TEMPLATES).filter((file) => file.endsWith('.yaml.tmpl') && !file.startsWith('compose-'))) {
    write(path.join(serviceDir, template.replace(/\.tmpl$/, '')), fill(template));
  }

  const baseKustomization = path.join(base, 'kustomization.yaml');
  write(baseKustomization, appendToList(readDocument(baseKustomization), 'resources', name));

  const overlays = path.join(deployRoot, 'k8s', 'overlays');
  for (const overlay of readdirSync(overlays)) {
    const file = path.join(overlays, overlay, 'kustomization.yaml');
    if (!existsSync(file)) continue;
    const doc = readDocument(file);
    const image = imageEntryFor(doc, name);
    if (image) appendToList(doc, 'images', image);
    const replicas = replicasEntryFor(doc, name);
    if (replicas) appendToList(doc, 'replicas', replicas);
    if (image || replicas) write(file, doc.toString({ lineWidth: 0 }));
  }

  const devDependencies = path.join(deployRoot, 'k8s', 'components', 'dev-dependencies', 'kustomization.yaml');
  if (existsSync(devDependencies)) {
    const secret = { name: `${name}-mongodb`, literals: [`url=mongodb://mongo:27017/vmdash-${name}`] };
    write(devDependencies, appendToList(readDocument(devDependencies), 'secretGenerator', secret));
  }

  // deploy's tests read apps/<name>/src/config.ts: the dependency makes Nx re-run them when that schema changes.
  const project = path.join(deployRoot, 'project.json');
  if (existsSync(project)) {
    const json = JSON.parse(readFileSync(project, 'utf8')) as { implicitDependencies?: string[] };
    json.implicitDependencies = [...(json.implicitDependencies ?? []).filter((dependency) => dependency !== name), name];
    write(project, `${JSON.stringify(json, null, 2)}\n`);
  }

  const compose = path.join(deployRoot, 'compose', 'compose.yaml');
  const composeText = readFileSync(compose, 'utf8');
  if (!composeText.includes(COMPOSE_MARKER)) throw new Error(`compose.yaml lost its marker line "${COMPOSE_MARKER.trim()}"`);
  write(compose, composeText.replace(COMPOSE_MARKER, `${fill('compose-service.yaml.tmpl')}${COMPOSE_MARKER}`));

  return {
    changed,
    nextSteps: [
      `add ${name}: ${grpcPort} to SERVICE_PORTS in libs/config/src/service-ports.ts (the one table of ports; the tests check the manifests against it)`,
      `add the app's own variables to k8s/base/${name}/kustomization.yaml (configMapGenerator) and compose.yaml; Secret-backed ones as secretKeyRef, documented in README.md "Secrets", with a stand-in in test/support/app-config.ts`,
      `create the Secret ${name}-mongodb (key url) in each namespace, or drop MONGO_URL if the app keeps no data`,
      `give the gateway the address: <NAME>_ADDR=${name}:${grpcPort} in k8s/base/gateway and compose.yaml`,
      `size resources and replicas; add hpa.yaml and pdb.yaml (copy data-cache's) if it scales on its own`,
      'run: NX_DAEMON=false npx nx run deploy:test',
    ],
  };
}

/** Ports of the base Services, to keep a new one unique. */
function servicePorts(base: string): Map<number, string> {
  const ports = new Map<number, string>();
  for (const dir of readdirSync(base, { withFileTypes: true })) {
    const file = path.join(base, dir.name, 'service.yaml');
    if (!dir.isDirectory() || !existsSync(file)) continue;
    const service = parse(readFileSync(file, 'utf8')) as { spec?: { ports?: { port: number }[] } };
    for (const port of service.spec?.ports ?? []) ports.set(port.port, dir.name);
  }
  return ports;
}

function readDocument(file: string): Document {
  return parseDocument(readFileSync(file, 'utf8'));
}

/** Appends `item` to the top-level sequence `key` (created when missing), keeping comments; returns the new text. */
function appendToList(doc: Document, key: string, item: unknown): string {
  const list = doc.get(key);
  if (list === undefined) doc.set(key, doc.createNode([item]));
  else if (isSeq(list)) list.add(doc.createNode(item));
  else throw new Error(`"${key}" is not a list`);
  return doc.toString({ lineWidth: 0 });
}

/**
 * The overlay's `images` entry for a new app, modelled on its existing vmdash entries: same registry prefix and tag
 * (written in the same quoting style, so a tag like "1.0" stays a string). Undefined when the overlay lists no vmdash
 * image.
 */
function imageEntryFor(doc: Document, name: string): YAMLMap | undefined {
  const images = doc.get('images');
  if (!isSeq(images)) return undefined;
  for (const node of images.items) {
    if (!isMap(node)) continue;
    const model = node.toJSON() as Record<string, string>;
    const match = /^vmdash\/(.+)$/.exec(model.name ?? '');
    if (!match) continue;
    const entry: Record<string, string> = { name: `vmdash/${name}` };
    if (model.newName) entry.newName = model.newName.replace(new RegExp(`${match[1]}$`), name);
    if (model.newTag) entry.newTag = String(model.newTag);
    if (model.digest) throw new Error(`overlay pins vmdash/${match[1]} by digest: add vmdash/${name} by hand`);
    const created = doc.createNode(entry) as YAMLMap;
    const modelTag = node.get('newTag', true);
    const createdTag = created.get('newTag', true);
    if (isScalar(modelTag) && isScalar(createdTag)) createdTag.type = modelTag.type;
    return created;
  }
  return undefined;
}

/** The overlay's `replicas` entry for a new app: the count of its first existing entry. Undefined without entries. */
function replicasEntryFor(doc: Document, name: string): { name: string; count: number } | undefined {
  const replicas = doc.get('replicas');
  if (!isSeq(replicas) || !isMap(replicas.items[0])) return undefined;
  const model = replicas.items[0].toJSON() as { count?: number };
  return typeof model.count === 'number' ? { name, count: model.count } : undefined;
}

/** CLI: `npx tsx deploy/scripts/add-service.ts <name> --grpc-port <port> [--deploy-root <dir>]`. */
async function main(): Promise<void> {
  const { Command } = await import('commander');
  const program = new Command()
    .name('add-service')
    .description('Add a gRPC service to deploy/: Kubernetes base folder, overlay images, compose service')
    .argument('<name>', 'app name (the folder under apps/)')
    .requiredOption('--grpc-port <port>', 'gRPC port of the service', (value) => Number(value))
    .option('--deploy-root <dir>', 'the deploy/ folder to change', path.resolve(__dirname, '..'))
    .parse();
  const [name] = program.args;
  const { grpcPort, deployRoot } = program.opts<{ grpcPort: number; deployRoot: string }>();
  const result = addService({ deployRoot: path.resolve(deployRoot), name, grpcPort });
  process.stdout.write(`changed:\n${result.changed.map((file) => `  deploy/${file}`).join('\n')}\nnext:\n`);
  process.stdout.write(`${result.nextSteps.map((step) => `  - ${step}`).join('\n')}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`add-service: ${(error as Error).message}\n`);
    process.exit(1);
  });
}
