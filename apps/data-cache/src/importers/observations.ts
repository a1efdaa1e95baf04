import type { Severity } from '@vmdash/domain';
import type { SkippedRecord } from '../snapshot/snapshot.types';

/**
 * What the importers yield: plain observations of one host in one file, before merging, id allocation and
 * enrichment (those belong to the snapshot builders). Dates are ISO 8601 strings or null.
 */

/** Scanner formats the importers read; also the values of AlphaAsset.sources. */
export type ScanFormat = 'nessus' | 'nexpose' | 'openvas';

/** Names and address of a host as a scanner reported them (ip_address already validated, else null). */
export interface HostIdentityFields {
  ip_address: string | null;
  fqdn: string | null;
  hostname: string | null;
}

/**
 * What a scanner says about a finding's CVSS vector and exploits, read by the risk score
 * (docs/decisions/0027-risk-score-and-sla-policy.md, "Inputs").
 */
export interface ScannerRiskFacts {
  /**
   * The vector of the finding's highest CVSS version the scanner gives (v4.0, else the version of its `cvss` score),
   * as normalizeCvssVector writes it; null when it gives none.
   */
  cvss_vector: string | null;
  /** True when the scanner reports a public exploit (Nessus exploit_available and exploit frameworks, Nexpose exploits and malware kits, OpenVAS QoD "exploit"). */
  exploit_available: boolean;
}

/** One Nessus ReportItem (a plugin result on a port). */
export interface BetaFindingObservation extends ScannerRiskFacts {
  scanner_id: string;
  title: string;
  severity: Severity;
  cvss: number | null;
  cve_ids: string[];
  port: number;
  protocol: string;
  service: string | null;
  plugin_family: string | null;
  description: string | null;
  solution: string | null;
}

/** One Nessus ReportHost with its ReportItems. */
export interface BetaHostObservation extends HostIdentityFields {
  kind: 'host';
  file: string;
  os: string | null;
  last_seen: string | null;
  findings: BetaFindingObservation[];
}

/** One CVE on one host as a scanner check reported it. */
export interface AlphaFindingObservation extends ScannerRiskFacts {
  cve_id: string;
  title: string;
  severity: Severity;
  cvss: number | null;
  description: string | null;
  solution: string | null;
  /** Scanner check id: Nexpose vulnerability id or OpenVAS NVT OID. */
  scanner_ref: string;
}

/** One Nexpose node or OpenVAS host with its CVE findings (a host without CVEs still is an asset). */
export interface AlphaAssetObservation extends HostIdentityFields {
  kind: 'asset';
  file: string;
  format: 'nexpose' | 'openvas';
  /** Nexpose `device-id`; null for OpenVAS (and for a node without a usable one). */
  device_id: number | null;
  os: string | null;
  last_seen: string | null;
  findings: AlphaFindingObservation[];
}

/** A record an importer left out, with the reason. */
export interface SkippedObservation {
  kind: 'skipped';
  record: SkippedRecord;
}

export type BetaImportItem = BetaHostObservation | SkippedObservation;
export type AlphaImportItem = AlphaAssetObservation | SkippedObservation;

/** Shorthand for a skipped item. */
export function skipped(file: string, subject: string, reason: string): SkippedObservation {
  return { kind: 'skipped', record: { file, reason, subject } };
}
