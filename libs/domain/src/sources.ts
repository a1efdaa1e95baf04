/**
 * The two vulnerability data sources of the Data API (interface spec, "What the service does").
 * alpha: assets with integer asset_id and CVE findings; beta: hosts with integer host_id and plugin-keyed findings.
 */
export const DATA_SOURCES = ['alpha', 'beta'] as const;

/** Owner given to an asset that the asset inventory does not match (issue "Data API": unmatched assets). */
export const UNASSIGNED_OWNER = 'unassigned';

/** Severity words used on findings, lowest first (CVSS v3 qualitative rating scale, FIRST.org). */
export const SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
