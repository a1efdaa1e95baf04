import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The development Admin's password for `npm start`: generated once (24 random bytes, base64url) and kept in
 * `dir/dev-admin-password` (mode 0600, .data/ is git-ignored), so every later start prints the password of the Admin
 * the first start created. Never used outside development: deployments set ADMIN_PASSWORD from a Secret, or run the
 * create-admin CLI.
 */
export function ensureDevAdminPassword(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, 'dev-admin-password');
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
