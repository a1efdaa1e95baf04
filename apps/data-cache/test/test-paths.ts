import path from 'node:path';
import { sharedDataPath } from '@vmdash/testing';

/** A hand-written edge-case file of test/fixtures. */
export function fixturePath(name: string): string {
  return path.join(__dirname, 'fixtures', name);
}

/** The real exports by name (counts in the specs were checked by hand with grep and Python's ElementTree). */
export const REAL = {
  nessusManyVuln: () => sharedDataPath('scans/nessus/nessus_many_vuln.nessus'),
  nessusUnknown: () => sharedDataPath('scans/nessus/nessus_v_unknown.nessus'),
  nessusWithCwe: () => sharedDataPath('scans/nessus/nessus_with_cwe.nessus'),
  nexposeManyVulns: () => sharedDataPath('scans/nexpose/many_vulns.xml'),
  nexposeReportAuth: () => sharedDataPath('scans/nexpose/report_auth.xml'),
  openvasManyVuln: () => sharedDataPath('scans/openvas/many_vuln.xml'),
  inventory: () => sharedDataPath('inventory/asset-inventory.csv'),
  kev: () => sharedDataPath('kev/known_exploited_vulnerabilities.json'),
};

/** Collects an async iterable (importer output) into an array. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
