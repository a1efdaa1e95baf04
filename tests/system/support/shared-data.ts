import { sharedDataPath } from '@vmdash/testing';

/** Source settings of a system started on every real export (alpha: Nexpose + OpenVAS, beta: Nessus). */
export function realSources() {
  return {
    alphaSources: `${sharedDataPath('scans/nexpose/*.xml')},${sharedDataPath('scans/openvas/*.xml')}`,
    betaSources: sharedDataPath('scans/nessus/*.nessus'),
    inventory: sharedDataPath('inventory/asset-inventory.csv'),
    kev: sharedDataPath('kev/known_exploited_vulnerabilities.json'),
  };
}
