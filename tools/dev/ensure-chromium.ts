import { existsSync } from 'node:fs';
import { installDebianPackage } from './local-server';

/** Where Debian's `chromium` package puts the browser the end-to-end tests drive (docs/decisions/0018-web-app-libraries.md). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Makes sure Debian's chromium is installed for the end-to-end tests of the web app (tests/e2e): uses
 * /usr/bin/chromium when it is there; else, as root with apt-get, installs the `chromium` package (`apt-get install -y
 * chromium`, after `apt-get update` when the package lists need it). No browser is downloaded by playwright: the
 * machines reach Debian's packages only.
 * @returns the browser's executable path
 * @throws Error with a one-line instruction when it is missing and cannot be installed.
 */
export function ensureChromium(log: (line: string) => void = console.log): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (installDebianPackage('chromium', log) && existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  throw new Error(`${CHROMIUM_PATH} is missing: run \`sudo apt-get update && sudo apt-get install -y chromium\` (the end-to-end tests drive Debian's chromium)`);
}
