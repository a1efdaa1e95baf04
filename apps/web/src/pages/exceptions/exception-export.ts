/** The filters of the exceptions list as the page holds them (state, expiring within days, team). */
export interface ExceptionListFilters {
  state?: string;
  expiring_within_days?: number;
  team?: string;
}

/**
 * The download of the exceptions list with the filters it shows (GET /api/exports/exceptions.csv or .xlsx,
 * docs/decisions/0032-risk-exceptions.md): the same filters, no paging.
 */
export function exceptionExportLink(filters: ExceptionListFilters, format: 'csv' | 'xlsx'): string {
  const search = new URLSearchParams();
  if (filters.state) search.set('state', filters.state);
  if (filters.expiring_within_days !== undefined) search.set('expiring_within_days', String(filters.expiring_within_days));
  if (filters.team) search.set('team', filters.team);
  const query = search.toString();
  return `/api/exports/exceptions.${format}${query ? `?${query}` : ''}`;
}
