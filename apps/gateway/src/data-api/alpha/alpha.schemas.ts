import { MAX_LIST_ITEMS } from '@vmdash/domain';
import type { AlphaAsset__Output, AlphaFinding__Output } from '@vmdash/proto';
import { bodyId, boundedString, distinctList, mergeById, pathInteger } from '../../http/fields';
import { z } from '../../openapi/zod';
import { pageOf } from '../../http/paging';
import { riskRecordFields, toRiskJson } from '../shared/risk.schemas';

/** An alpha asset (Rapid7 Nexpose node or Greenbone/OpenVAS host); unset fields are null. */
export const AlphaAssetRecord = z
  .object({
    asset_id: z.int().openapi({ description: 'Stable integer id of the asset (Nexpose device-id where known)' }),
    hostname: z.string().nullable(),
    fqdn: z.string().nullable(),
    ip_address: z.string().nullable(),
    owner: z.string().openapi({ description: 'Owner from the asset inventory, or "unassigned"' }),
    bu_team: z.string().nullable(),
    os: z.string().nullable(),
    last_seen: z.string().nullable().openapi({ description: 'ISO 8601 time of the latest scan that saw the asset' }),
    sources: z.array(z.string()).openapi({ description: 'Scanner formats the asset came from' }),
  })
  .openapi('AlphaAsset');

/** One CVE on one alpha asset; unset fields are null. */
export const AlphaFindingRecord = z
  .object({
    asset_id: z.int(),
    cve_id: z.string(),
    title: z.string(),
    severity: z.string().openapi({ description: 'info, low, medium, high or critical' }),
    cvss: z.number().nullable(),
    first_seen: z.string().nullable(),
    last_seen: z.string().nullable(),
    kev: z.boolean().openapi({ description: "True when the CVE is in CISA's Known Exploited Vulnerabilities catalog" }),
    kev_date_added: z.string().nullable(),
    description: z.string().nullable(),
    solution: z.string().nullable(),
    scanner_refs: z.array(z.string()),
    ...riskRecordFields,
  })
  .openapi('AlphaFinding');

/** A page of alpha assets. */
export const AlphaAssetPageRecord = pageOf(AlphaAssetRecord, 'AlphaAssetPage');

/** Path of GET /alpha-vulnerabilities/{asset_id}/{cve_id}. */
export const AlphaVulnerabilityParams = z.object({
  asset_id: pathInteger('Alpha asset id'),
  cve_id: boundedString('CVE identifier, e.g. CVE-2021-44228'),
});

/**
 * Body of POST /alpha-vulnerabilities (interface spec: "Alpha bulk vulnerability request"); entries of one asset are
 * merged and each pair is asked once (mergeById).
 */
export const AlphaVulnerabilitiesRequest = z
  .strictObject({
    assets: z
      .array(
        z.strictObject({
          asset_id: bodyId('Alpha asset id'),
          cve_ids: distinctList(boundedString('CVE identifier'), 'CVE identifiers'),
        }),
      )
      .max(MAX_LIST_ITEMS)
      .transform((assets) => mergeById(assets, 'asset_id', 'cve_ids'))
      .openapi({ description: `Assets and CVEs; at most ${MAX_LIST_ITEMS.toLocaleString('en-US')} entries, a repeated asset or pair is answered once` }),
  })
  .openapi('AlphaVulnerabilitiesRequest');

/** JSON of an alpha asset. */
export function toAlphaAssetJson(asset: AlphaAsset__Output): z.output<typeof AlphaAssetRecord> {
  return {
    asset_id: asset.asset_id,
    hostname: asset.hostname ?? null,
    fqdn: asset.fqdn ?? null,
    ip_address: asset.ip_address ?? null,
    owner: asset.owner,
    bu_team: asset.bu_team ?? null,
    os: asset.os ?? null,
    last_seen: asset.last_seen ?? null,
    sources: asset.sources,
  };
}

/** JSON of an alpha finding. */
export function toAlphaFindingJson(finding: AlphaFinding__Output): z.output<typeof AlphaFindingRecord> {
  return {
    asset_id: finding.asset_id,
    cve_id: finding.cve_id,
    title: finding.title,
    severity: finding.severity,
    cvss: finding.cvss ?? null,
    first_seen: finding.first_seen ?? null,
    last_seen: finding.last_seen ?? null,
    kev: finding.kev,
    kev_date_added: finding.kev_date_added ?? null,
    description: finding.description ?? null,
    solution: finding.solution ?? null,
    scanner_refs: finding.scanner_refs,
    ...toRiskJson(finding),
  };
}
