import type { HostIdentityFields } from '../importers/observations';
import type { FindingIdentity, IdentityRegistry } from './snapshot.types';

/** First id allocated to an alpha asset that has no Nexpose device-id (OpenVAS-only assets). */
export const FIRST_ALLOCATED_ASSET_ID = 1_000_000_000;

/** An empty registry: the first refresh of a source, or one whose registry was lost (ids restart). */
export function createIdentityRegistry(source: IdentityRegistry['source']): IdentityRegistry {
  return {
    source,
    hosts: new Map(),
    findings: new Map(),
    next_host_id: source === 'alpha' ? FIRST_ALLOCATED_ASSET_ID : 1,
    next_finding_id: 1,
  };
}

/** A copy whose Maps can be changed without touching `registry` (builders never mutate their input). */
export function cloneIdentityRegistry(registry: IdentityRegistry): IdentityRegistry {
  return { ...registry, hosts: new Map(registry.hosts), findings: new Map(registry.findings) };
}

/** Identity key of a host's IP address, or null. */
export function ipKey(host: HostIdentityFields): string | null {
  return host.ip_address === null ? null : `ip:${host.ip_address}`;
}

/** Identity keys of a host's names, FQDN first (lowercase: DNS and NetBIOS names are case-insensitive). */
export function nameKeys(host: HostIdentityFields): string[] {
  const keys: string[] = [];
  for (const name of [host.fqdn, host.hostname]) {
    if (name === null) continue;
    const key = `name:${name.toLowerCase()}`;
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

/**
 * Gives every host of one build its id, and records the hosts' keys in `registry` (a clone the builder owns).
 * Order of precedence (issue "Data API": match on IP address, then FQDN or hostname):
 * 1. a fixed id (alpha: the Nexpose device-id), unless an earlier host of this build already took it;
 * 2. the id the registry holds for the host's IP address;
 * 3. the id the registry holds for its FQDN, then hostname;
 * 4. a new id, `registry.next_host_id` upwards.
 * Each step runs over all hosts before the next, so a name match never takes an id that another host's address
 * claims; an id is given to one host only.
 *
 * @returns ids, index for index with `hosts`
 */
export function assignHostIds(hosts: readonly HostIdentityFields[], registry: IdentityRegistry, fixedIdOf: (index: number) => number | null = () => null): number[] {
  const ids = new Array<number>(hosts.length).fill(0);
  const claimed = new Set<number>();
  const claim = (index: number, id: number | null | undefined): void => {
    if (ids[index] !== 0 || id === null || id === undefined || claimed.has(id)) return;
    ids[index] = id;
    claimed.add(id);
  };
  hosts.forEach((_, i) => claim(i, fixedIdOf(i)));
  hosts.forEach((host, i) => {
    const key = ipKey(host);
    if (key !== null) claim(i, registry.hosts.get(key));
  });
  hosts.forEach((host, i) => {
    for (const key of nameKeys(host)) claim(i, registry.hosts.get(key));
  });
  hosts.forEach((_, i) => {
    if (ids[i] !== 0) return;
    let id = registry.next_host_id;
    while (claimed.has(id)) id += 1;
    registry.next_host_id = id + 1;
    claim(i, id);
  });
  hosts.forEach((host, i) => {
    const key = ipKey(host);
    if (key !== null) registry.hosts.set(key, ids[i]);
    for (const name of nameKeys(host)) registry.hosts.set(name, ids[i]);
  });
  return ids;
}

/**
 * The identity of one finding: its registered id and first sighting, or a new id. `seen` is the scan date of this
 * observation (null when the source has none: `now` stands in); a finding observed earlier than the registry knew
 * (an older file added to the sources) has its first_seen moved back. Updates `registry` (a builder-owned clone).
 */
export function findingIdentity(registry: IdentityRegistry, key: string, seen: string | null, now: string): FindingIdentity {
  const date = seen ?? now;
  const known = registry.findings.get(key);
  if (known !== undefined) {
    if (date >= known.first_seen) return known;
    // A new object: the previous registry's entries are shared with the clone and must stay as they were.
    const earlier = { id: known.id, first_seen: date };
    registry.findings.set(key, earlier);
    return earlier;
  }
  const created = { id: registry.next_finding_id, first_seen: date };
  registry.next_finding_id += 1;
  registry.findings.set(key, created);
  return created;
}
