import type { ExportColumn } from './table-rows';

/** The fields of a finding an export writes: those of GET /api/findings' items (the gateway's and the dashboard's finding types both have them). */
export interface ExportedFinding {
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
}

/** Columns of a findings export: the fields of GET /api/findings' items, in their order; CVE ids joined by `;`. */
export const FINDING_EXPORT_COLUMNS: readonly ExportColumn<ExportedFinding>[] = [
  { header: 'host_id', cell: (finding) => finding.host_id },
  { header: 'hostname', cell: (finding) => finding.hostname ?? null },
  { header: 'owner', cell: (finding) => finding.owner },
  { header: 'bu_team', cell: (finding) => finding.bu_team ?? null },
  { header: 'scanner_id', cell: (finding) => finding.scanner_id },
  { header: 'active_host_findings_id', cell: (finding) => finding.active_host_findings_id },
  { header: 'title', cell: (finding) => finding.title },
  { header: 'severity', cell: (finding) => finding.severity },
  { header: 'cve_ids', cell: (finding) => finding.cve_ids.join(';') },
  { header: 'kev', cell: (finding) => finding.kev },
  { header: 'first_seen', cell: (finding) => finding.first_seen ?? null },
  { header: 'last_seen', cell: (finding) => finding.last_seen ?? null },
  { header: 'risk_score', cell: (finding) => finding.risk_score },
  { header: 'risk_rating', cell: (finding) => finding.risk_rating },
  { header: 'host_risk_score', cell: (finding) => finding.host_risk_score },
];
