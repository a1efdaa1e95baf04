import type { ExportColumn } from './table-rows';

/** The fields of a finding an export writes: those of GET /api/findings' items (the gateway's and the dashboard's finding types both have them). */
export interface ExportedFinding {
  /** alpha (Nexpose, OpenVAS) or beta (Nessus). */
  source: string;
  host_id: number;
  hostname?: string | null;
  owner: string;
  bu_team?: string | null;
  scanner_id: string;
  active_host_findings_id: number;
  title: string;
  severity: string;
  cve_ids: string[];
  kev: boolean;
  first_seen?: string | null;
  last_seen?: string | null;
  risk_score: number;
  risk_rating: string;
  host_risk_score: number;
  /** open, reopened or fixed, and when fixed (docs/decisions/0026-finding-lifecycle.md). */
  status: string;
  fixed_at?: string | null;
  /** In a what-changed export: the change (new, fixed, reopened) and its scan time; empty otherwise. */
  change?: string | null;
  changed_at?: string | null;
}

/**
 * Columns of a findings export: the fields of GET /api/findings' items, in their order; CVE ids joined by `;`; an alpha
 * finding's active_host_findings_id (it has none) empty.
 */
export const FINDING_EXPORT_COLUMNS: readonly ExportColumn<ExportedFinding>[] = [
  { header: 'source', cell: (finding) => finding.source },
  { header: 'host_id', cell: (finding) => finding.host_id },
  { header: 'hostname', cell: (finding) => finding.hostname ?? null },
  { header: 'owner', cell: (finding) => finding.owner },
  { header: 'bu_team', cell: (finding) => finding.bu_team ?? null },
  { header: 'scanner_id', cell: (finding) => finding.scanner_id },
  { header: 'active_host_findings_id', cell: (finding) => (finding.source === 'alpha' ? null : finding.active_host_findings_id) },
  { header: 'title', cell: (finding) => finding.title },
  { header: 'severity', cell: (finding) => finding.severity },
  { header: 'cve_ids', cell: (finding) => finding.cve_ids.join(';') },
  { header: 'kev', cell: (finding) => finding.kev },
  { header: 'first_seen', cell: (finding) => finding.first_seen ?? null },
  { header: 'last_seen', cell: (finding) => finding.last_seen ?? null },
  { header: 'risk_score', cell: (finding) => finding.risk_score },
  { header: 'risk_rating', cell: (finding) => finding.risk_rating },
  { header: 'host_risk_score', cell: (finding) => finding.host_risk_score },
  { header: 'status', cell: (finding) => finding.status },
  { header: 'fixed_at', cell: (finding) => finding.fixed_at ?? null },
  { header: 'change', cell: (finding) => finding.change ?? null },
  { header: 'changed_at', cell: (finding) => finding.changed_at ?? null },
];
