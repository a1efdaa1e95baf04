import { glob } from 'tinyglobby';
import { SourceGlobError } from './source.errors';

/**
 * Expands a comma-separated list of file globs (`ALPHA_SOURCES`, `BETA_SOURCES`, e.g.
 * "/data/scans/nexpose/*.xml, /data/scans/openvas/*.xml") into absolute file paths: each pattern's matches sorted,
 * patterns in the given order, duplicates dropped. The order is the import order, which keeps id allocation
 * deterministic. Relative patterns are resolved against `cwd` (default: the process's working directory).
 *
 * @throws SourceGlobError naming the first pattern that matches no file (a typo must fail the refresh, not empty the
 *   cache); also when the list holds no pattern at all.
 */
export async function resolveSourceFiles(globs: string, cwd: string = process.cwd()): Promise<string[]> {
  const patterns = globs
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (patterns.length === 0) throw new SourceGlobError(globs);
  const files: string[] = [];
  const seen = new Set<string>();
  for (const pattern of patterns) {
    const matches = (await glob(pattern, { cwd, absolute: true, onlyFiles: true, expandDirectories: false })).sort();
    if (matches.length === 0) throw new SourceGlobError(pattern);
    for (const file of matches) {
      if (!seen.has(file)) {
        seen.add(file);
        files.push(file);
      }
    }
  }
  return files;
}
