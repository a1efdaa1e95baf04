import type { AssetCriticality, RiskRating, Severity } from '@vmdash/domain';

/**
 * Read-model records of the data-cache service. Field names are the JSON names of the Data API
 * (interface spec face A; record fields decided in docs/decisions/0004-data-cache-snapshots.md, "Records").
 * Dates are ISO 8601 strings (UTC, e.g. "2024-01-31T10:00:00.000Z"); a date the source lacks is null.
 */

/** An alpha asset (Rapid7 Nexpose node or Greenbone/OpenVAS host). */
export interface AlphaAsset {
  /** Nexpose `device-id`; for sources without one, an id allocated once and kept stable (>= 1_000_000_000). */
  asset_id: number;
  hostname: string | null;
  fqdn: string | null;
  ip_address: string | null;
  /** Owner from the asset inventory CSV, or "unassigned". */
  owner: string;
  /** Business-unit team from the asset inventory CSV, or null when unmatched. */
  bu_team: string | null;
  os: string | null;
  last_seen: string | null;
  /** Scanner formats this asset was seen in, e.g. ["nexpose","openvas"]. */
  sources: string[];
}

/** An alpha finding: one CVE on one asset (several scanner checks naming the same CVE merge into one finding). */
export interface AlphaFinding {
  asset_id: number;
  cve_id: string;
  title: string;
  severity: Severity;
  /** CVSS base score 0.0–10.0 (v3 when the source has it, else v2), null when absent. */
  cvss: number | null;
  first_seen: string | null;
  last_seen: string | null;
  /** True when cve_id is in CISA's KEV catalog. */
  kev: boolean;
  /** KEV `dateAdded` (YYYY-MM-DD) when kev is true, else null. */
  kev_date_added: string | null;
  description: string | null;
  solution: string | null;
  /** Scanner check ids that reported this CVE (Nexpose vulnerability ids, OpenVAS NVT OIDs). */
  scanner_refs: string[];
  risk_score: number;
  risk_rating: RiskRating;
  risk_factors: RiskFactors;
}

/** A beta host (Tenable Nessus ReportHost). */
export interface BetaHost {
  /** Allocated once per host identity and kept stable across refreshes (1, 2, 3, ...). */
  host_id: number;
  hostname: string | null;
  fqdn: string | null;
  ip_address: string | null;
  owner: string;
  bu_team: string | null;
  os: string | null;
  last_seen: string | null;
}

/** A beta finding: one plugin result on one host and port. */
export interface BetaFinding {
  host_id: number;
  /** Nessus plugin id, as a string (the spec's scanner_id). */
  scanner_id: string;
  /** Allocated once per (host, plugin, port, protocol) and kept stable across refreshes. */
  active_host_findings_id: number;
  title: string;
  severity: Severity;
  cvss: number | null;
  cve_ids: string[];
  kev: boolean;
  /** Earliest KEV `dateAdded` among cve_ids, null when none is in KEV. */
  kev_date_added: string | null;
  first_seen: string | null;
  last_seen: string | null;
  port: number;
  protocol: string;
  service: string | null;
  plugin_family: string | null;
  description: string | null;
  solution: string | null;
  /** 0 to 1000, computed when the snapshot is built (docs/decisions/0027-risk-score-and-sla-policy.md). */
  risk_score: number;
  /** The rating of risk_score by the thresholds in force at the build. */
  risk_rating: RiskRating;
  /** Each factor of risk_score with its value and its contribution in points. */
  risk_factors: RiskFactors;
}

/** CVSS versions the risk score reads vectors of. */
export type CvssVersion = '2.0' | '3.0' | '3.1' | '4.0';

/**
 * Why a finding scores what it does (docs/decisions/0027-risk-score-and-sla-policy.md, "Formula"): every factor's value
 * and its contribution in points. The vulnerability factors add points (their contributions sum to the finding's
 * vulnerability points, at most 1000); the asset factors multiply them, and their contributions are the points they
 * take away (0 or negative). The contributions sum to risk_score up to rounding (each is rounded to 0.1).
 * Field order is the order of the RiskFactors message (protos/vmdash/v1/data_cache.proto), which the JSON follows.
 */
export interface RiskFactors {
  /** CVSS base score (0-10): of the vector (v4.0 CVSS-B, else v3.x, else v2), else the scanner's score, else the severity's stand-in. */
  cvss: { value: number; version: CvssVersion | null; vector: string | null; source: 'vector' | 'scanner' | 'severity'; contribution: number };
  /** In CISA's KEV catalog, with the earliest dueDate among the finding's CVEs. */
  kev: { value: boolean; due_date: string | null; contribution: number };
  /** KEV's knownRansomwareCampaignUse is "Known" for one of the finding's CVEs. */
  ransomware: { value: boolean; contribution: number };
  /** FIRST EPSS probability (0-1) and percentile of the finding's highest-scoring CVE; null without an EPSS score. */
  epss: { value: number | null; percentile: number | null; cve_id: string | null; contribution: number };
  /** The scanner reports an exploit (or the vector's exploit maturity says one exists). */
  exploit: { value: boolean; contribution: number };
  /** The asset's criticality (1 low to 5 business critical) and its multiplier. */
  criticality: { value: AssetCriticality; source: 'inventory' | 'default'; multiplier: number; contribution: number };
  /** Whether the asset is reachable from the internet, and its multiplier (1 when it is). */
  internet_facing: { value: boolean; source: 'inventory' | 'default'; multiplier: number; contribution: number };
}

/** A record a source file held that the import left out, with the reason (shown in the refresh answer). */
export interface SkippedRecord {
  file: string;
  reason: string;
  /** What was skipped, e.g. "host 192.168.1.1001" or "vulnerability ssh-weak-cipher". */
  subject: string;
}

/** A complete, immutable snapshot of one source, the unit a refresh builds, stores and switches to. */
export interface AlphaSnapshot {
  source: 'alpha';
  assets: AlphaAsset[];
  findings: AlphaFinding[];
  skipped: SkippedRecord[];
  /** True when built from the generated demo dataset instead of real scanner exports. */
  synthetic: boolean;
}

export interface BetaSnapshot {
  source: 'beta';
  hosts: BetaHost[];
  findings: BetaFinding[];
  skipped: SkippedRecord[];
  synthetic: boolean;
}

/**
 * Stable identifiers carried from one refresh to the next (one registry per source, kept beside the snapshot).
 * Maps rather than plain objects: a beta registry holds one entry per finding ever seen (millions in the benchmark
 * dataset), which Maps store compactly and look up fast; SnapshotRepository stores its entries as plain arrays in
 * chunks beside the snapshot (a MongoDB document holds at most 16 MB).
 */
export interface IdentityRegistry {
  source: 'alpha' | 'beta';
  /**
   * Host identity key -> host_id (beta) or asset_id (alpha). Keys: "ip:<address>" and "name:<lowercase fqdn or
   * hostname>"; every key a host had keeps pointing at it, so a host found again by any of them keeps its id.
   */
  hosts: Map<string, number>;
  /**
   * Finding identity key -> id and first sighting. beta: "<host_id>|<scanner_id>|<port>|<protocol>" (the id is the
   * active_host_findings_id); alpha: "<asset_id>|<cve_id>" (the id is internal, alpha findings are keyed by CVE).
   */
  findings: Map<string, FindingIdentity>;
  /** Next id to allocate to a new host (alpha starts at 1_000_000_000, above Nexpose device ids; beta at 1). */
  next_host_id: number;
  /** Next id to allocate to a new finding (from 1). */
  next_finding_id: number;
}

/** Id of a finding and when it was first seen (ISO 8601; the earliest scan date any refresh observed for it). */
export interface FindingIdentity {
  id: number;
  first_seen: string;
}
