import { MAX_LIST_ITEMS } from '@vmdash/domain';
import type { BetaFinding__Output, BetaHost__Output } from '@vmdash/proto';
import { bodyId, boundedString, distinctList, mergeById, pathInteger } from '../../http/fields';
import { z } from '../../openapi/zod';
import { pageOf } from '../../http/paging';
import { riskRecordFields, toRiskJson } from '../shared/risk.schemas';

/** A beta host (Tenable Nessus ReportHost); unset fields are null. */
export const BetaHostRecord = z
  .object({
    host_id: z.int().openapi({ description: 'Stable integer id of the host' }),
    hostname: z.string().nullable(),
    fqdn: z.string().nullable(),
    ip_address: z.string().nullable(),
    owner: z.string().openapi({ description: 'Owner from the asset inventory, or "unassigned"' }),
    bu_team: z.string().nullable(),
    os: z.string().nullable(),
    last_seen: z.string().nullable().openapi({ description: 'ISO 8601 time of the latest scan that saw the host' }),
  })
  .openapi('BetaHost');

/** One active plugin result on one beta host and port; unset fields are null. */
export const BetaFindingRecord = z
  .object({
    host_id: z.int(),
    scanner_id: z.string().openapi({ description: 'Scanner plugin id' }),
    active_host_findings_id: z.int().openapi({ description: 'Stable integer id of this active finding' }),
    title: z.string(),
    severity: z.string().openapi({ description: 'info, low, medium, high or critical' }),
    cvss: z.number().nullable(),
    cve_ids: z.array(z.string()),
    kev: z.boolean().openapi({ description: "True when one of the CVEs is in CISA's Known Exploited Vulnerabilities catalog" }),
    kev_date_added: z.string().nullable(),
    first_seen: z.string().nullable(),
    last_seen: z.string().nullable(),
    port: z.int(),
    protocol: z.string(),
    service: z.string().nullable(),
    plugin_family: z.string().nullable(),
    description: z.string().nullable(),
    solution: z.string().nullable(),
    ...riskRecordFields,
  })
  .openapi('BetaFinding');

/** A page of beta hosts. */
export const BetaHostPageRecord = pageOf(BetaHostRecord, 'BetaHostPage');

/** Path of routes about one beta host. */
export const BetaHostParams = z.object({ host_id: pathInteger('Beta host id') });

/** Path of GET /beta-vulnerabilities/{host_id}/{scanner_id}. */
export const BetaVulnerabilityParams = z.object({
  host_id: pathInteger('Beta host id'),
  scanner_id: boundedString('Scanner plugin id'),
});

/**
 * Body of POST /beta-vulnerabilities (interface spec: "Beta bulk vulnerability request"); entries of one host are
 * merged and each pair is asked once (mergeById).
 */
export const BetaVulnerabilitiesRequest = z
  .strictObject({
    assets: z
      .array(
        z.strictObject({
          host_id: bodyId('Beta host id'),
          scanner_ids: distinctList(boundedString('Scanner plugin id'), 'Scanner plugin ids'),
        }),
      )
      .max(MAX_LIST_ITEMS)
      .transform((assets) => mergeById(assets, 'host_id', 'scanner_ids'))
      .openapi({ description: `Hosts and plugins; at most ${MAX_LIST_ITEMS.toLocaleString('en-US')} entries, a repeated host or pair is answered once` }),
  })
  .openapi('BetaVulnerabilitiesRequest');

/** Body of POST /beta-vulnerabilities-by-host (interface spec: "Beta hosts bulk request"); each host asked once. */
export const BetaHostsRequest = z.strictObject({ host_ids: distinctList(bodyId('Beta host id'), 'Beta host ids') }).openapi('BetaHostsRequest');

/** JSON of a beta host. */
export function toBetaHostJson(host: BetaHost__Output): z.output<typeof BetaHostRecord> {
  return {
    host_id: host.host_id,
    hostname: host.hostname ?? null,
    fqdn: host.fqdn ?? null,
    ip_address: host.ip_address ?? null,
    owner: host.owner,
    bu_team: host.bu_team ?? null,
    os: host.os ?? null,
    last_seen: host.last_seen ?? null,
  };
}

/** JSON of a beta finding. */
export function toBetaFindingJson(finding: BetaFinding__Output): z.output<typeof BetaFindingRecord> {
  return {
    host_id: finding.host_id,
    scanner_id: finding.scanner_id,
    active_host_findings_id: finding.active_host_findings_id,
    title: finding.title,
    severity: finding.severity,
    cvss: finding.cvss ?? null,
    cve_ids: finding.cve_ids,
    kev: finding.kev,
    kev_date_added: finding.kev_date_added ?? null,
    first_seen: finding.first_seen ?? null,
    last_seen: finding.last_seen ?? null,
    port: finding.port,
    protocol: finding.protocol,
    service: finding.service ?? null,
    plugin_family: finding.plugin_family ?? null,
    description: finding.description ?? null,
    solution: finding.solution ?? null,
    ...toRiskJson(finding),
  };
}
