import type { HostIdentityFields, SkippedObservation } from '../importers/observations';
import type { SkippedRecord } from './snapshot.types';
import { ipKey, nameKeys } from './identity-registry';

/** Host fields every merged host carries. */
export interface MergeableHost extends HostIdentityFields {
  os: string | null;
  last_seen: string | null;
}

/**
 * Merges host observations from all files of one build into hosts: an observation joins the host already holding
 * its IP address, else its FQDN, else its hostname (issue "Data API": a host seen in several files is one host).
 * Matching is not transitive: a later observation that carries both the address of host A and the name of host B
 * joins A, and B stays separate (merging two hosts would merge their ids).
 */
class HostMerger<T extends MergeableHost> {
  private readonly byKey = new Map<string, T>();
  /** Merged hosts in order of first appearance. */
  readonly hosts: T[] = [];

  /**
   * The merged host for `observation`: an existing one (its fields updated by `mergeHostFields`) or a new one made
   * by `create`.
   */
  merge(observation: MergeableHost, create: () => T): T {
    const host = this.find(observation);
    if (host === undefined) {
      const created = create();
      this.hosts.push(created);
      this.index(created);
      return created;
    }
    mergeHostFields(host, observation);
    this.index(host);
    return host;
  }

  private find(observation: HostIdentityFields): T | undefined {
    const ip = ipKey(observation);
    const byIp = ip === null ? undefined : this.byKey.get(ip);
    if (byIp !== undefined) return byIp;
    for (const key of nameKeys(observation)) {
      const byName = this.byKey.get(key);
      if (byName !== undefined) return byName;
    }
    return undefined;
  }

  private index(host: T): void {
    const keys = nameKeys(host);
    const ip = ipKey(host);
    if (ip !== null) keys.unshift(ip);
    // First holder of a key keeps it: a key never moves between hosts within a build.
    for (const key of keys) if (!this.byKey.has(key)) this.byKey.set(key, host);
  }
}

/**
 * Folds an observation's fields into a merged host: the more recent observation (by last_seen) wins where both have
 * a value; either fills the other's gaps.
 */
function mergeHostFields(host: MergeableHost, observation: MergeableHost): void {
  const newer = observation.last_seen !== null && (host.last_seen === null || observation.last_seen >= host.last_seen);
  const pick = (current: string | null, incoming: string | null): string | null => (incoming === null ? current : current === null || newer ? incoming : current);
  host.ip_address = pick(host.ip_address, observation.ip_address);
  host.fqdn = pick(host.fqdn, observation.fqdn);
  host.hostname = pick(host.hostname, observation.hostname);
  host.os = pick(host.os, observation.os);
  if (newer) host.last_seen = observation.last_seen;
}

/**
 * Reads every file through `importFile` in order and merges its host observations (see HostMerger): skipped records
 * are collected with their reasons; `extra` gives a new host its source-specific accumulators; `absorb` adds an
 * observation's findings to the host it joined; `onFileRead`, when given, is told after each file how many files are
 * read and how many hosts merged so far.
 * @throws SourceFileError (from the importers) when a file is unreadable, malformed or of another format.
 */
export async function mergeImportedHosts<Obs extends MergeableHost, Extra extends object>(
  files: readonly string[],
  importFile: (file: string) => AsyncIterable<Obs | SkippedObservation>,
  extra: () => Extra,
  absorb: (host: MergeableHost & Extra, observation: Obs) => void,
  onFileRead?: (filesRead: number, hosts: number) => void,
): Promise<{ hosts: (MergeableHost & Extra)[]; skipped: SkippedRecord[] }> {
  const merger = new HostMerger<MergeableHost & Extra>();
  const skipped: SkippedRecord[] = [];
  let filesRead = 0;
  for (const file of files) {
    for await (const item of importFile(file)) {
      if ('kind' in item && item.kind === 'skipped') {
        skipped.push((item as SkippedObservation).record);
        continue;
      }
      const observation = item as Obs;
      const host = merger.merge(observation, () => ({
        ip_address: observation.ip_address,
        fqdn: observation.fqdn,
        hostname: observation.hostname,
        os: observation.os,
        last_seen: observation.last_seen,
        ...extra(),
      }));
      absorb(host, observation);
    }
    filesRead++;
    onFileRead?.(filesRead, merger.hosts.length);
  }
  return { hosts: merger.hosts, skipped };
}
