import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * ARCHITECTURE.md, Layout and convention 11: apps import libs, never another app; libs never import apps; nothing
 * reaches into another project through a relative path. Checked over every TypeScript source file of apps/ and libs/.
 */
const root = path.resolve(__dirname, '../..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'generated') return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : name.endsWith('.ts') ? [full] : [];
  });
}

/** The project folder (e.g. "apps/gateway", "libs/grpc") a path belongs to, or null outside apps/ and libs/. */
function projectOf(file: string): string | null {
  const [kind, name] = path.relative(root, file).split(path.sep);
  return (kind === 'apps' || kind === 'libs') && name ? `${kind}/${name}` : null;
}

function violations(): string[] {
  const found: string[] = [];
  for (const kind of ['apps', 'libs']) {
    for (const file of sourceFiles(path.join(root, kind))) {
      const own = projectOf(file);
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? match[3];
        const where = `${path.relative(root, file)} imports ${specifier}`;
        if (specifier.startsWith('.')) {
          const target = projectOf(path.resolve(path.dirname(file), specifier));
          if (target !== own) found.push(`${where}: relative import into another project`);
        } else if (/^@vmdash\/(gateway|data-cache|action-plan|dashboard|integration)(\/|$)/.test(specifier)) {
          found.push(`${where}: apps are never imported`);
        }
      }
    }
  }
  return found;
}

describe('module boundaries', () => {
  it('when any app or lib file imports, then it never imports an app nor reaches into another project', () => {
    expect(violations()).toEqual([]);
  });

  it('when the checker meets a forbidden import, then it reports it (the rule can fail)', () => {
    const sample = "import { x } from '../../gateway/src/app';\nimport { y } from '@vmdash/data-cache';";
    const specifiers = [...sample.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
    expect(specifiers).toEqual(['../../gateway/src/app', '@vmdash/data-cache']);
    expect(projectOf(path.resolve(root, 'apps/data-cache/src', '../../gateway/src/app'))).toBe('apps/gateway');
  });
});
