import type { ExportColumn } from './table-rows';

/**
 * The fields of a compliance item an export writes: those of GET /api/compliance/items' items as that route answers
 * them (an absent date or an empty team is null); the gateway's item JSON and the dashboard's export job both have them.
 */
export interface ExportedComplianceItem {
  hostname: string;
  host_id: number;
  source: string;
  metric_id: string;
  bu_team: string | null;
  owner: string;
  findings_count: number;
  oldest_due_date: string | null;
  days_overdue: number;
  resolution_date: string | null;
  remediation_plan: string | null;
  status: string;
  updated_at: string;
  sla_policy_version: number;
}

/** The fields of a compliance export, in the order docs/decisions/0015 lists an item's fields. */
const COMPLIANCE_EXPORT_FIELDS = [
  'hostname',
  'host_id',
  'source',
  'metric_id',
  'bu_team',
  'owner',
  'findings_count',
  'oldest_due_date',
  'days_overdue',
  'resolution_date',
  'remediation_plan',
  'status',
  'updated_at',
  'sla_policy_version',
] as const satisfies readonly (keyof ExportedComplianceItem)[];

/** Columns of a compliance export: one per field of COMPLIANCE_EXPORT_FIELDS, the item's value as the cell. */
export const COMPLIANCE_EXPORT_COLUMNS: readonly ExportColumn<ExportedComplianceItem>[] = COMPLIANCE_EXPORT_FIELDS.map((field) => ({ header: field, cell: (item) => item[field] }));
