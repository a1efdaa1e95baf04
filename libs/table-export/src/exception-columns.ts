import type { ExportColumn } from './table-rows';

/**
 * The fields of a risk exception an export writes: those of GET /api/exceptions' items as that route answers them
 * (docs/decisions/0032-risk-exceptions.md), the template by its copied name and rating.
 */
export interface ExportedRiskException {
  id: string;
  state: string;
  scope: { type: string; host_id?: number; scanner_id?: string; cve_id?: string; plugin_id?: string };
  teams: readonly string[];
  all_teams: boolean;
  template: { name: string; risk_rating: string };
  justification: string;
  compensating_controls: string;
  expires_on: string;
  requested_by: string;
  impersonated_by: string | null;
  requested_at: string;
  decided_by: string | null;
  decided_at: string | null;
  decision_comment: string | null;
  revoked_by: string | null;
  revoked_at: string | null;
  renews: string | null;
}

/**
 * Columns of an exceptions export: who asked, who decided, until when (what an auditor reads), the scope flattened to
 * one column per id (empty when its type does not take it) and the teams joined with "; ".
 */
export const EXCEPTION_EXPORT_COLUMNS: readonly ExportColumn<ExportedRiskException>[] = [
  { header: 'id', cell: (exception) => exception.id },
  { header: 'state', cell: (exception) => exception.state },
  { header: 'scope_type', cell: (exception) => exception.scope.type },
  { header: 'host_id', cell: (exception) => exception.scope.host_id ?? null },
  { header: 'scanner_id', cell: (exception) => exception.scope.scanner_id ?? null },
  { header: 'cve_id', cell: (exception) => exception.scope.cve_id ?? null },
  { header: 'plugin_id', cell: (exception) => exception.scope.plugin_id ?? null },
  { header: 'teams', cell: (exception) => (exception.all_teams ? 'all teams' : exception.teams.join('; ')) },
  { header: 'template', cell: (exception) => exception.template.name },
  { header: 'risk_rating', cell: (exception) => exception.template.risk_rating },
  { header: 'justification', cell: (exception) => exception.justification },
  { header: 'compensating_controls', cell: (exception) => exception.compensating_controls },
  { header: 'expires_on', cell: (exception) => exception.expires_on },
  { header: 'requested_by', cell: (exception) => exception.requested_by },
  { header: 'impersonated_by', cell: (exception) => exception.impersonated_by },
  { header: 'requested_at', cell: (exception) => exception.requested_at },
  { header: 'decided_by', cell: (exception) => exception.decided_by },
  { header: 'decided_at', cell: (exception) => exception.decided_at },
  { header: 'decision_comment', cell: (exception) => exception.decision_comment },
  { header: 'revoked_by', cell: (exception) => exception.revoked_by },
  { header: 'revoked_at', cell: (exception) => exception.revoked_at },
  { header: 'renews', cell: (exception) => exception.renews },
];
