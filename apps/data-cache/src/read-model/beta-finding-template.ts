import { sameRiskFactors } from '../risk/risk-factors';
import type { BetaFinding } from '../snapshot/snapshot.types';
import type { DateValues } from './date-values';
import type { JsonBytesWriter } from './json-bytes';

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
 * The plugin half of beta findings, kept once for every finding that shares it, with the JSON of its fields encoded
 * once (UTF-8) and cut where the finding's own fields go. A finding's Data API record is then these pieces and its own
 * values written one after the other: the same bytes as `JSON.stringify` of the record with the fields in the order
 * of the `BetaFinding` message (protos/vmdash/v1/data_cache.proto; the gateway's BetaFindingRecord follows it too),
 * unset fields as null.
 */
export class BetaFindingTemplate {
  /** `,"scanner_id":…,"active_host_findings_id":` */
  private readonly beforeFindingId: Buffer;
  /** `,"title":…,"kev_date_added":…,"first_seen":` */
  private readonly beforeFirstSeen: Buffer;
  /** `,"protocol":…,"solution":…,"risk_score":…,"risk_rating":…,"risk_factors":{…}}` */
  private readonly afterPort: Buffer;

  constructor(readonly fields: Readonly<BetaFindingPluginFields>) {
    const json = JSON.stringify;
    this.beforeFindingId = Buffer.from(`,"scanner_id":${json(fields.scanner_id)},"active_host_findings_id":`);
    this.beforeFirstSeen = Buffer.from(
      `,"title":${json(fields.title)},"severity":${json(fields.severity)},"cvss":${json(fields.cvss)},"cve_ids":${json(fields.cve_ids)},` +
        `"kev":${json(fields.kev)},"kev_date_added":${json(fields.kev_date_added)},"first_seen":`,
    );
    this.afterPort = Buffer.from(
      `,"protocol":${json(fields.protocol)},"service":${json(fields.service)},"plugin_family":${json(fields.plugin_family)},"description":${json(fields.description)},"solution":${json(fields.solution)},` +
        `"risk_score":${json(fields.risk_score)},"risk_rating":${json(fields.risk_rating)},"risk_factors":${json(fields.risk_factors)}}`,
    );
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
   * Writes the finding's JSON record to `out`. `firstSeen` and `lastSeen` are numbers of `dates` (DateValues), numbers
   * are written as template strings write them.
   */
  write(out: JsonBytesWriter, dates: DateValues, hostId: number, findingId: number, firstSeen: number, lastSeen: number, port: number): void {
    out.bytes(HOST_ID);
    out.number(hostId);
    out.bytes(this.beforeFindingId);
    out.number(findingId);
    out.bytes(this.beforeFirstSeen);
    dates.write(out, firstSeen);
    out.bytes(LAST_SEEN);
    dates.write(out, lastSeen);
    out.bytes(PORT);
    out.number(port);
    out.bytes(this.afterPort);
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

const HOST_ID = Buffer.from('{"host_id":');
const LAST_SEEN = Buffer.from(',"last_seen":');
const PORT = Buffer.from(',"port":');
