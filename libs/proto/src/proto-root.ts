import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Finds the repository's `protos/` folder: `PROTO_ROOT` when set, else the nearest `protos/vmdash/v1` above this
 * file (works from sources, from a bundled app in dist/, and in the container image where protos/ is copied beside it).
 * @throws Error naming the searched places when no protos folder exists.
 */
export function findProtoRoot(start: string = __dirname): string {
  const fromEnv = process.env.PROTO_ROOT;
  if (fromEnv) return fromEnv;
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'protos');
    if (existsSync(path.join(candidate, 'vmdash', 'v1'))) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(`protos/vmdash/v1 not found above ${start}; set PROTO_ROOT to the protos folder`);
}
