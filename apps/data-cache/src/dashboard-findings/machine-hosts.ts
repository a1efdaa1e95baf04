import type { HostIdentityFields } from '../importers/observations';
import { ipKey, nameKeys } from '../snapshot/identity-registry';
import type { FindingSource } from './finding-query';

/** The hosts of one source the machine match reads: id and identity fields. */
export interface SourceHosts {
  host(hostId: number): HostIdentityFields | undefined;
  hosts(): Iterable<HostIdentityFields & { id: number }>;
}

/**
 * The hosts of both sources that are one machine with host `hostId` of `source`: that host, and the other source's
 * hosts that share its address, else its FQDN or hostname (case-insensitive), the keys the importers merge hosts by
 * (snapshot/host-merger.ts; docs/decisions/0026-finding-lifecycle.md, "One list"). A host unknown to its source's
 * snapshot is still its own machine (its fixed findings stay listed).
 */
export function machineHostsOf(source: FindingSource, hostId: number, hosts: Record<FindingSource, SourceHosts>): Record<FindingSource, Set<number>> {
  const machine: Record<FindingSource, Set<number>> = { alpha: new Set(), beta: new Set() };
  machine[source].add(hostId);
  const host = hosts[source].host(hostId);
  if (host === undefined) return machine;
  const ip = ipKey(host);
  const names = new Set(nameKeys(host));
  const other: FindingSource = source === 'alpha' ? 'beta' : 'alpha';
  const matched = [...hosts[other].hosts()];
  const byIp = ip === null ? [] : matched.filter((candidate) => ipKey(candidate) === ip);
  const found = byIp.length > 0 ? byIp : matched.filter((candidate) => nameKeys(candidate).some((key) => names.has(key)));
  for (const candidate of found) machine[other].add(candidate.id);
  return machine;
}
