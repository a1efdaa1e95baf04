import { COMPLIANCE_METRIC_IDS, COMPLIANCE_STATUSES } from '@vmdash/domain';
import type { ComplianceStatus, MetricId } from '../../app/api/types';

/** How a metric reads on the page (the ids are the API's, issue "Compliance reporting"). */
export const METRIC_LABELS: Record<MetricId, string> = {
  'kev-overdue': 'KEV overdue',
  'critical-sla': 'Critical SLA',
  'high-sla': 'High SLA',
  'medium-sla': 'Medium SLA',
};

/**
 * The compliance page's view as the URL carries it (docs/decisions/0018: "every filtered view is a URL"): the items list's
 * filters and page (GET /api/compliance/items's query), and `host`, the host whose detail is open. /compliance is the
 * only path the gateway serves for the page (WEB_APP_PATHS), so a host's detail is `/compliance?host=NAME`.
 */
export interface ComplianceFilters {
  metric_id?: MetricId;
  bu_team?: string;
  owner?: string;
  status?: ComplianceStatus;
  overdue?: boolean;
  /** 1-based page of the items list; absent means the first. */
  page?: number;
  host?: string;
}

/** The keys of the URL, in the order they are written (equal views give equal URLs). */
const KEYS = ['host', 'metric_id', 'bu_team', 'owner', 'status', 'overdue', 'page'] as const;

/** The view of a URL's search parameters; unknown or malformed values are left out (the API would refuse them). */
export function complianceFiltersFromSearch(params: URLSearchParams): ComplianceFilters {
  const filters: ComplianceFilters = {};
  for (const key of ['bu_team', 'owner', 'host'] as const) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const metric = params.get('metric_id');
  if (metric && (COMPLIANCE_METRIC_IDS as readonly string[]).includes(metric)) filters.metric_id = metric as MetricId;
  const status = params.get('status');
  if (status && (COMPLIANCE_STATUSES as readonly string[]).includes(status)) filters.status = status as ComplianceStatus;
  const overdue = params.get('overdue');
  if (overdue === 'true' || overdue === 'false') filters.overdue = overdue === 'true';
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

/** The search parameters of a view, in a fixed order and without empty values or page 1. */
export function searchFromComplianceFilters(filters: ComplianceFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  return params;
}

/** The link to the compliance page showing `filters` (the summary's cells and the host links point here). */
export function complianceLink(filters: ComplianceFilters): string {
  const search = searchFromComplianceFilters(filters).toString();
  return search ? `/compliance?${search}` : '/compliance';
}

/** The list filters of a view (no page, no host): what the items list and its export are asked with. */
export function listFilters({ metric_id, bu_team, owner, status, overdue }: ComplianceFilters): Omit<ComplianceFilters, 'page' | 'host'> {
  return { metric_id, bu_team, owner, status, overdue };
}

/**
 * The CSV download of the items the list shows (GET /api/exports/compliance.csv, docs/decisions/0015 "Exports": the same filters
 * as the list route, every page in one file).
 */
export function complianceExportLink(filters: ComplianceFilters): string {
  const search = searchFromComplianceFilters(listFilters(filters)).toString();
  return search ? `/api/exports/compliance.csv?${search}` : '/api/exports/compliance.csv';
}
