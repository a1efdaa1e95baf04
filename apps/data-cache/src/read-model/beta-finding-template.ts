import { sameRiskFactors } from '../risk/risk-factors';
import type { BetaFinding } from '../snapshot/snapshot.types';

/**
 * The fields of a beta finding that belong to its plugin and its host's risk profile (alike on every host of the same
 * criticality and exposure and every port where the plugin is found).
 */
export type BetaFindingPluginFields = Pick<
  BetaFinding,
  | 'scanner_id'
  | 'title'
  | 'severity'
  | 'cvss'
  | 'cve_ids'
  | 'kev'
  | 'kev_date_added'
  | 'protocol'
  | 'service'
  | 'plugin_family'
  | 'description'
  | 'solution'
  | 'risk_score'
  | 'risk_rating'
  | 'risk_factors'
>;

/** The fields of a beta finding of its own: which host, which id, when, and which port. */
export interface BetaFindingOwnFields {
  host_id: number;
  active_host_findings_id: number;
  first_seen: string | null;
  last_seen: string | null;
  port: number;
}

/**
 * The plugin half of beta findings, kept once for every finding that shares it, with the JSON text of its fields cut
 * where the finding's own fields go. A finding's Data API record is then a concatenation of these pieces and its own
 * values: the same bytes as `JSON.stringify` of the record with the fields in the order of the `BetaFinding` message
 * (protos/vmdash/v1/data_cache.proto; the gateway's BetaFindingRecord follows it too), unset fields as null.
 */
export class BetaFindingTemplate {
  /** `,"scanner_id":…,"active_host_findings_id":` */
  private readonly beforeFindingId: string;
  /** `,"title":…,"kev_date_added":…,"first_seen":` */
  private readonly beforeFirstSeen: string;
  /** `,"protocol":…,"solution":…,"risk_score":…,"risk_rating":…,"risk_factors":{…}}` */
  private readonly afterPort: string;

  constructor(readonly fields: Readonly<BetaFindingPluginFields>) {
    const json = JSON.stringify;
    this.beforeFindingId = `,"scanner_id":${json(fields.scanner_id)},"active_host_findings_id":`;
    this.beforeFirstSeen =
      `,"title":${json(fields.title)},"severity":${json(fields.severity)},"cvss":${json(fields.cvss)},"cve_ids":${json(fields.cve_ids)},` +
      `"kev":${json(fields.kev)},"kev_date_added":${json(fields.kev_date_added)},"first_seen":`;
    this.afterPort =
      `,"protocol":${json(fields.protocol)},"service":${json(fields.service)},"plugin_family":${json(fields.plugin_family)},"description":${json(fields.description)},"solution":${json(fields.solution)},` +
      `"risk_score":${json(fields.risk_score)},"risk_rating":${json(fields.risk_rating)},"risk_factors":${json(fields.risk_factors)}}`;
  }

  /**
   * Whether `finding`'s plugin fields equal this template's (strings compared by value, CVE lists item by item, risk
   * factors factor by factor).
   */
  matches(finding: Readonly<BetaFindingPluginFields>): boolean {
    const own = this.fields;
    return (
      own.scanner_id === finding.scanner_id &&
      own.title === finding.title &&
      own.severity === finding.severity &&
      own.cvss === finding.cvss &&
      own.kev === finding.kev &&
      own.kev_date_added === finding.kev_date_added &&
      own.protocol === finding.protocol &&
      own.service === finding.service &&
      own.plugin_family === finding.plugin_family &&
      own.description === finding.description &&
      own.solution === finding.solution &&
      own.cve_ids.length === finding.cve_ids.length &&
      own.cve_ids.every((cve, i) => cve === finding.cve_ids[i]) &&
      own.risk_score === finding.risk_score &&
      own.risk_rating === finding.risk_rating &&
      sameRiskFactors(own.risk_factors, finding.risk_factors)
    );
  }

  /**
   * The finding's JSON record. `firstSeenJson` and `lastSeenJson` are the JSON of the dates (a quoted string or
   * `null`), encoded once per distinct date by the caller.
   */
  json(hostId: number, findingId: number, firstSeenJson: string, lastSeenJson: string, port: number): string {
    return `{"host_id":${hostId}${this.beforeFindingId}${findingId}${this.beforeFirstSeen}${firstSeenJson},"last_seen":${lastSeenJson},"port":${port}${this.afterPort}`;
  }

  /** The finding as a record (for the RPCs that answer typed messages). */
  record(own: BetaFindingOwnFields): BetaFinding {
    const f = this.fields;
    return {
      host_id: own.host_id,
      scanner_id: f.scanner_id,
      active_host_findings_id: own.active_host_findings_id,
      title: f.title,
      severity: f.severity,
      cvss: f.cvss,
      cve_ids: f.cve_ids,
      kev: f.kev,
      kev_date_added: f.kev_date_added,
      first_seen: own.first_seen,
      last_seen: own.last_seen,
      port: own.port,
      protocol: f.protocol,
      service: f.service,
      plugin_family: f.plugin_family,
      description: f.description,
      solution: f.solution,
      risk_score: f.risk_score,
      risk_rating: f.risk_rating,
      risk_factors: f.risk_factors,
    };
  }
}
