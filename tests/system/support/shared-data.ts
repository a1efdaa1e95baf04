import path from 'node:path';

/** The real scanner exports, inventory and KEV catalog: VMDASH_SHARED_DATA, else ../shared/data beside the checkout. */
export function sharedData(...segments: string[]): string {
  const rootDir = process.env.VMDASH_SHARED_DATA ?? path.resolve(__dirname, '../../../..', 'shared/data');
  return path.join(rootDir, ...segments);
}

/** Source settings of a system started on every real export (alpha: Nexpose + OpenVAS, beta: Nessus). */
export function realSources() {
  return {
    alphaSources: `${sharedData('scans/nexpose/*.xml')},${sharedData('scans/openvas/*.xml')}`,
    betaSources: sharedData('scans/nessus/*.nessus'),
    inventory: sharedData('inventory/asset-inventory.csv'),
    kev: sharedData('kev/known_exploited_vulnerabilities.json'),
  };
}
