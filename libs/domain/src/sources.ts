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

/** Severities most severe first, as the dashboard lists them (like the findings' default sort, -severity): SEVERITIES reversed. */
export const SEVERITIES_MOST_SEVERE_FIRST: readonly Severity[] = [...SEVERITIES].reverse();

/**
 * Lifecycle statuses of a finding across refreshes (docs/decisions/0026-finding-lifecycle.md, "States"): open, fixed
 * (a later scan of its host no longer reported it), reopened (reported again after a fix).
 */
export const FINDING_STATUSES = ['open', 'fixed', 'reopened'] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

/** The statuses the findings list shows unless asked otherwise: the active findings. */
export const ACTIVE_FINDING_STATUSES = ['open', 'reopened'] as const satisfies readonly FindingStatus[];

/** Kinds of change of what changed (docs/decisions/0026-finding-lifecycle.md, "What changed"): new (opened), fixed, reopened. */
export const FINDING_CHANGES = ['new', 'fixed', 'reopened'] as const;
export type FindingChangeKind = (typeof FINDING_CHANGES)[number];
