import type { AlphaReadModel } from '../read-model/alpha-read-model';
import type { BetaReadModel, HostRisk } from '../read-model/beta-read-model';
import type { AlphaAsset, AlphaFinding, BetaFinding, BetaHost } from '../snapshot/snapshot.types';
import { alphaListingKey, type ReopenedFindings } from '../lifecycle/finding-lifecycle.store';
import type { FindingLifecycleRecord, FindingTransitionRecord, TransitionKind } from '../lifecycle/lifecycle.models';
import type { ChangeKind, FindingRow, FindingSource } from './finding-query';

/** Hosts to read per source; undefined: every host of every source. */
type HostsOf = Partial<Record<FindingSource, ReadonlySet<number>>> | undefined;

/** The ids of `hosts[source]`, or undefined (every host) when no host filter is given. */
function idsOf(hosts: HostsOf, source: FindingSource): Iterable<number | undefined> {
  return hosts === undefined ? [undefined] : (hosts[source] ?? []);
}

/** An active beta finding as a row: open, or reopened when the lifecycle says so. */
export function betaRow(host: BetaHost, finding: BetaFinding, hostRisk: HostRisk, reopened: ReopenedFindings): FindingRow {
  return {
    source: 'beta',
    host: { host_id: host.host_id, hostname: host.hostname, owner: host.owner, bu_team: host.bu_team },
    finding,
    hostRisk,
    status: reopened.beta.has(finding.active_host_findings_id) ? 'reopened' : 'open',
    fixedAt: null,
  };
}

/** The active beta findings as rows (betaRow), of `hosts` when given. */
export function* betaRows(model: BetaReadModel, reopened: ReopenedFindings, hosts: HostsOf): Generator<FindingRow> {
  for (const hostId of idsOf(hosts, 'beta')) {
    for (const { host, finding, hostRisk } of model.findingsWithHosts(hostId)) yield betaRow(host, finding, hostRisk, reopened);
  }
}

/**
 * An active alpha finding as a row: the asset's asset_id as host_id, the CVE id as scanner_id (an alpha finding is one
 * CVE on one asset) and active_host_findings_id 0; open, or reopened when the lifecycle says so.
 */
export function alphaRow(asset: AlphaAsset, finding: AlphaFinding, hostRisk: HostRisk, reopened: ReopenedFindings): FindingRow {
  return {
    source: 'alpha',
    host: { host_id: asset.asset_id, hostname: asset.hostname, owner: asset.owner, bu_team: asset.bu_team },
    finding: {
      scanner_id: finding.cve_id,
      active_host_findings_id: 0,
      title: finding.title,
      severity: finding.severity,
      cve_ids: [finding.cve_id],
      kev: finding.kev,
      first_seen: finding.first_seen,
      last_seen: finding.last_seen,
      risk_score: finding.risk_score,
      risk_rating: finding.risk_rating,
      risk_factors: finding.risk_factors,
    },
    hostRisk,
    status: reopened.alpha.has(alphaListingKey(asset.asset_id, finding.cve_id)) ? 'reopened' : 'open',
    fixedAt: null,
  };
}

/** The active alpha findings as rows (alphaRow), of `hosts` when given. */
export function* alphaRows(model: AlphaReadModel, reopened: ReopenedFindings, hosts: HostsOf): Generator<FindingRow> {
  for (const assetId of idsOf(hosts, 'alpha')) {
    for (const { asset, finding, hostRisk } of model.findingsWithAssets(assetId)) yield alphaRow(asset, finding, hostRisk, reopened);
  }
}

/**
 * A fixed finding of the lifecycle store as a row: what its record kept from its last opening (title, severity, host
 * name, CVEs, KEV flag, risk score and rating; no factors), its host's team fields at the last sighting, and the
 * host's risk now (0 when the host left the snapshot).
 */
export function fixedRow(record: FindingLifecycleRecord, models: { alpha: AlphaReadModel; beta: BetaReadModel }): FindingRow {
  const alpha = record.source === 'alpha';
  const scannerId = (alpha ? record.cve_id : record.scanner_id) ?? '';
  return {
    source: record.source,
    host: { host_id: record.host_id, hostname: record.hostname ?? null, owner: record.owner, bu_team: record.bu_team },
    finding: {
      scanner_id: scannerId,
      active_host_findings_id: alpha ? 0 : (record.active_host_findings_id ?? 0),
      title: record.title,
      severity: record.severity,
      cve_ids: record.cve_ids ?? (alpha && record.cve_id ? [record.cve_id] : []),
      kev: record.kev ?? false,
      first_seen: record.first_seen.toISOString(),
      last_seen: record.last_seen.toISOString(),
      risk_score: record.risk_score ?? 0,
      risk_rating: record.risk_rating ?? 'low',
      risk_factors: null,
    },
    hostRisk: models[record.source].hostRisk(record.host_id),
    status: 'fixed',
    fixedAt: record.fixed_at?.toISOString() ?? null,
  };
}

/** The change a transition is in a what-changed answer (an opening is a new finding). */
const CHANGE_OF: Record<TransitionKind, ChangeKind> = { opened: 'new', fixed: 'fixed', reopened: 'reopened' };

/**
 * The rows of a what-changed answer: one per transition, with its finding as it is now. A finding in the served
 * snapshot is its active row (open or reopened); one that is not is its lifecycle record's row (fixed, or last seen on a
 * host the latest scan left out); a transition whose finding has no record (none: records are never deleted) is left out.
 * @param records the lifecycle records of the transitions' findings, by "<source>:<finding_id>"
 */
export function* changeRows(
  transitions: readonly FindingTransitionRecord[],
  models: { alpha: AlphaReadModel; beta: BetaReadModel },
  reopened: ReopenedFindings,
  records: ReadonlyMap<string, FindingLifecycleRecord>,
): Generator<FindingRow> {
  const active = new Map<string, FindingRow>();
  const loadedHosts = new Set<string>();
  const activeRowsOf = (source: FindingSource, hostId: number) => {
    if (loadedHosts.has(`${source}:${hostId}`)) return;
    loadedHosts.add(`${source}:${hostId}`);
    const hosts = { [source]: new Set([hostId]) };
    for (const row of source === 'alpha' ? alphaRows(models.alpha, reopened, hosts) : betaRows(models.beta, reopened, hosts)) active.set(rowKey(row), row);
  };
  for (const transition of transitions) {
    activeRowsOf(transition.source, transition.host_id);
    const key = transition.source === 'alpha' ? `alpha:${transition.host_id}:${(transition.cve_id ?? '').toUpperCase()}` : `beta:${transition.host_id}:${transition.active_host_findings_id}`;
    const record = records.get(`${transition.source}:${transition.finding_id}`);
    const row = active.get(key) ?? (record ? fixedOrLeftRow(record, models) : undefined);
    if (row) yield { ...row, change: { kind: CHANGE_OF[transition.kind], at: transition.occurred_at.toISOString() } };
  }
}

/** The key of an active row among a host's rows: source, host and the finding's id in its source. */
function rowKey(row: FindingRow): string {
  return row.source === 'alpha' ? `alpha:${row.host.host_id}:${row.finding.scanner_id.toUpperCase()}` : `beta:${row.host.host_id}:${row.finding.active_host_findings_id}`;
}

/** A finding not in the served snapshot, from its record: fixed, or (open on a host the latest scan left out) as recorded. */
function fixedOrLeftRow(record: FindingLifecycleRecord, models: { alpha: AlphaReadModel; beta: BetaReadModel }): FindingRow {
  const row = fixedRow(record, models);
  return record.status === 'fixed' ? row : { ...row, status: record.status, fixedAt: null };
}
