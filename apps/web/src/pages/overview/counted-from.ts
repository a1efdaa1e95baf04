/** Every scanner source: alpha (Nexpose, OpenVAS) and beta (Nessus). */
const EVERY_SOURCE = 'Nexpose, OpenVAS and Nessus';

/**
 * The scanner sources behind the dashboard's findings (GET /api/findings, and so the overview's severity and KEV
 * counts and top risks): both sources, one list (docs/decisions/0026-finding-lifecycle.md).
 */
export const FINDINGS_SOURCES = EVERY_SOURCE;

/** The scanner sources behind the compliance items (GET /api/compliance/...): both sources. */
export const COMPLIANCE_SOURCES = EVERY_SOURCE;

/** The scanner sources behind the remediation analytics (GET /api/analytics/...): both sources' finding lifecycle. */
export const ANALYTICS_SOURCES = EVERY_SOURCE;

/**
 * What an overview card counts, as its heading says it: "(Nessus, your teams)" from the sources (none for a figure that
 * is not a scanner's) and the session's team scope (left out while it is loading).
 */
export function countedFrom(sources: string | undefined, scope: string | undefined): string {
  const parts = [sources, scope].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? `(${parts.join(', ')})` : '';
}
