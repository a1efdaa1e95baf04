import { UNASSIGNED_OWNER } from '@vmdash/domain';
import { alphaFindingKey } from '../snapshot/alpha-snapshot.builder';
import type { AnySnapshot } from '../snapshot-store/snapshot.repository';
import type { AlphaFinding, BetaFinding, IdentityRegistry } from '../snapshot/snapshot.types';
import type { CurrentFindings } from './lifecycle-diff';
import type { FindingLifecycleRecord, FindingTransitionRecord } from './lifecycle.models';

/** The fields of a record the findings list shows of a fixed finding and the SLA analytics read (FindingLifecycleRecord). */
type ListedFields = 'hostname' | 'cve_ids' | 'kev' | 'risk_score' | 'risk_rating' | 'criticality' | 'kev_due_date';

/** A snapshot's findings as the lifecycle reads them (ids, hosts, scan times), whichever the source. */
export interface LifecycleView extends CurrentFindings {
  /** Host ids (alpha asset ids) of the snapshot, ascending: the hosts the new scan covered. */
  coveredHosts: Float64Array;
  firstSeen(index: number): Date;
  /** The finding's scan time in this snapshot, else the refresh time. */
  lastSeen(index: number): Date;
  /** The host's scan time in this snapshot, else the refresh time (a fixed finding's fixed_at). */
  scanTimeOfHost(hostId: number): Date;
  /** The record of a finding seen for the first time. */
  newRecord(index: number): FindingLifecycleRecord;
  /** The fields a sighting refreshes on an existing record. */
  sighting(index: number): Pick<FindingLifecycleRecord, 'host_id' | 'title' | 'severity' | 'bu_team' | 'owner' | 'last_seen' | ListedFields>;
  /** A finding's transition fields, at `occurredAt`. */
  transitionOf(index: number, occurredAt: Date): Omit<FindingTransitionRecord, '_id' | 'kind' | 'recorded_at' | 'order' | 'source'>;
}

/**
 * The lifecycle view of a snapshot. A finding's id is the identity registry's: beta's active_host_findings_id (its
 * identity is host, plugin, port and protocol), alpha's registry id of "<asset_id>|<cve_id>".
 * @throws Error when an alpha finding has no registry entry (every build registers its findings)
 */
export function lifecycleViewOf(snapshot: AnySnapshot, registry: IdentityRegistry, refreshedAt: Date): LifecycleView {
  const hosts =
    snapshot.source === 'alpha'
      ? snapshot.assets.map((a) => ({ id: a.asset_id, team: a.bu_team, owner: a.owner, seen: a.last_seen, name: a.hostname ?? a.fqdn ?? a.ip_address }))
      : snapshot.hosts.map((h) => ({ id: h.host_id, team: h.bu_team, owner: h.owner, seen: h.last_seen, name: h.hostname ?? h.fqdn ?? h.ip_address }));
  const hostById = new Map(hosts.map((host) => [host.id, host]));
  const findings: (AlphaFinding | BetaFinding)[] = snapshot.findings;
  const ids = new Float64Array(findings.length);
  const hostIds = new Float64Array(findings.length);
  if (snapshot.source === 'alpha') {
    snapshot.findings.forEach((finding, i) => {
      const identity = registry.findings.get(alphaFindingKey(finding.asset_id, finding.cve_id));
      if (!identity) throw new Error(`alpha finding ${finding.asset_id}|${finding.cve_id} has no registry id`);
      ids[i] = identity.id;
      hostIds[i] = finding.asset_id;
    });
  } else {
    snapshot.findings.forEach((finding, i) => {
      ids[i] = finding.active_host_findings_id;
      hostIds[i] = finding.host_id;
    });
  }
  /** The host's team fields, either of which scopes the analytics (the host's owner is "unassigned" when unmatched). */
  const teamsOf = (hostId: number) => {
    const host = hostById.get(hostId);
    return { bu_team: host?.team ?? null, owner: host?.owner ?? UNASSIGNED_OWNER };
  };
  const dateOr = (value: string | null): Date => (value === null ? refreshedAt : new Date(value));
  const ref = (i: number) => {
    const finding = findings[i];
    return 'cve_id' in finding
      ? { finding_id: ids[i], host_id: finding.asset_id, scanner_id: null, active_host_findings_id: null, cve_id: finding.cve_id, port: null, protocol: null }
      : {
          finding_id: ids[i],
          host_id: finding.host_id,
          scanner_id: finding.scanner_id,
          active_host_findings_id: finding.active_host_findings_id,
          cve_id: null,
          port: finding.port,
          protocol: finding.protocol,
        };
  };
  const view: LifecycleView = {
    ids,
    hostIds,
    coveredHosts: Float64Array.from(hosts, (host) => host.id).sort(),
    firstSeen: (i) => dateOr(findings[i].first_seen),
    lastSeen: (i) => dateOr(findings[i].last_seen),
    scanTimeOfHost: (hostId) => dateOr(hostById.get(hostId)?.seen ?? null),
    newRecord: (i) => ({
      _id: `${snapshot.source}:${ids[i]}`,
      source: snapshot.source,
      ...ref(i),
      ...view.sighting(i),
      status: 'open',
      first_seen: view.firstSeen(i),
      fixed_at: null,
      reopened_count: 0,
      transitions: 1,
    }),
    sighting: (i) => {
      const finding = findings[i];
      return {
        host_id: hostIds[i],
        title: finding.title,
        severity: finding.severity,
        ...teamsOf(hostIds[i]),
        last_seen: view.lastSeen(i),
        hostname: hostById.get(hostIds[i])?.name ?? null,
        cve_ids: 'cve_id' in finding ? [finding.cve_id] : finding.cve_ids,
        kev: finding.kev,
        risk_score: finding.risk_score,
        risk_rating: finding.risk_rating,
        criticality: finding.risk_factors.criticality.value,
        kev_due_date: finding.risk_factors.kev.due_date,
      };
    },
    transitionOf: (i, occurredAt) => ({ ...ref(i), severity: findings[i].severity, ...teamsOf(hostIds[i]), occurred_at: occurredAt }),
  };
  return view;
}
