/** The audit log's filters as the URL carries them (GET /api/audit's query: username, action, from, to, page). */
export interface AuditFilters {
  username?: string;
  action?: string;
  /** Inclusive dates, YYYY-MM-DD. */
  from?: string;
  to?: string;
  page?: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of a URL's search parameters; malformed dates and pages are left out. */
export function auditFiltersFromSearch(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  const username = params.get('username')?.trim();
  if (username) filters.username = username;
  const action = params.get('action')?.trim();
  if (action) filters.action = action;
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key);
    if (value && DATE.test(value)) filters[key] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

/** The search parameters of filters, without empty values. */
export function searchFromAuditFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['username', 'action', 'from', 'to', 'page'] as const) {
    const value = filters[key];
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  return params;
}

/** The API query of filters: dates become the start and end of that day in UTC (the API wants ISO 8601 with offset). */
export function auditQuery(filters: AuditFilters, pageSize: number) {
  return {
    ...(filters.username ? { username: filters.username } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: `${filters.from}T00:00:00Z` } : {}),
    ...(filters.to ? { to: `${filters.to}T23:59:59.999Z` } : {}),
    page: filters.page ?? 1,
    page_size: pageSize,
  };
}
