import path from 'node:path';
import { REPOSITORY_ROOT } from './system/app-process';

/**
 * A path in the real scanner exports, inventory and KEV catalog the tests read: under `VMDASH_SHARED_DATA` when it is
 * set and not empty (a relative one from the working directory), else under `../shared/data` from the repository root
 * (`shared/data` beside the checkout or worktree, wherever it lives, as in development and CI). The data is read-only
 * and never copied into the repository.
 */
export function sharedDataPath(...segments: string[]): string {
  const root = process.env.VMDASH_SHARED_DATA ? path.resolve(process.env.VMDASH_SHARED_DATA) : path.resolve(REPOSITORY_ROOT, '..', 'shared/data');
  return path.join(root, ...segments);
}
