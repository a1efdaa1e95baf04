import { readFileSync } from 'node:fs';
import type { RuleOptions } from './manifest-rules';

/**
 * `isDocumented` backed by deploy/README.md: a Secret is documented when one line names it in backticks together with
 * the key in backticks (per-app MongoDB Secrets may be documented once as `<app>-mongodb`); a claim when its name
 * appears in backticks.
 */
export function documentedIn(readmePath: string): RuleOptions['isDocumented'] {
  const lines = readFileSync(readmePath, 'utf8').split('\n');
  return (kind, name, key) => {
    const names = [`\`${name}\``, ...(kind === 'Secret' && name.endsWith('-mongodb') ? ['`<app>-mongodb`'] : [])];
    return lines.some((line) => names.some((n) => line.includes(n)) && (key === undefined || line.includes(`\`${key}\``)));
  };
}
