import path from 'node:path';

/**
 * A path in the real scanner exports, inventory and KEV catalog the tests read: `VMDASH_SHARED_DATA`, else
 * `shared/data` beside the repository checkout (as in development and CI). The data is read-only and never copied
 * into the repository.
 */
export function sharedDataPath(...segments: string[]): string {
  const root = process.env.VMDASH_SHARED_DATA ?? path.resolve(__dirname, '../../../..', 'shared/data');
  return path.join(root, ...segments);
}
