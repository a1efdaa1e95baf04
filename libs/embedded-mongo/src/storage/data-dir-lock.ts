/**
 * A lock file (`mongod.lock`, holding the owner's pid) so two servers never write to the same data directory.
 * A lock left by a process that no longer runs (e.g. after `kill -9`) is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of `dir`; throws when another running process holds it. Returns the release function. */
export function lockDataDirectory(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'mongod.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new Error(`data directory ${dir} is in use by process ${owner} (${path})`, { cause: error });
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`could not lock data directory ${dir}`);
}
