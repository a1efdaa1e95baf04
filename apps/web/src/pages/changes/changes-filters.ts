import { FINDING_CHANGES } from '@vmdash/domain';
import { filtersFromSearch, searchFromFilters, type FindingFilters } from '../findings/findings-filters';

/** The periods the page offers, days back from now; the first is the API's default. */
export const CHANGE_PERIODS = [7, 14, 30, 90] as const;

/** The changes list's filters as the URL carries them: the findings list's (but status and order), the period and the kinds of change. */
export interface ChangeFilters extends Omit<FindingFilters, 'status' | 'sort'> {
  /** The last this many days (absent: the API's 7). */
  days?: number;
  /** Kinds of change, comma-separated (new, fixed, reopened); absent: every kind. */
  change?: string;
}

/** The filters of a URL's search parameters; values the API would refuse are left out. */
export function changeFiltersFromSearch(params: URLSearchParams): ChangeFilters {
  const { status: _status, sort: _sort, ...filters } = filtersFromSearch(params);
  const changes: ChangeFilters = { ...filters };
  const days = Number(params.get('days'));
  if ((CHANGE_PERIODS as readonly number[]).includes(days)) changes.days = days;
  const change = params.get('change');
  if (change && change.split(',').every((part) => (FINDING_CHANGES as readonly string[]).includes(part))) changes.change = change;
  return changes;
}

/** The search parameters of filters: the period and kinds first, then the findings list's, without empty values. */
export function searchFromChangeFilters({ days, change, ...filters }: ChangeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (days !== undefined) params.set('days', String(days));
  if (change) params.set('change', change);
  for (const [key, value] of searchFromFilters(filters)) params.set(key, value);
  return params;
}

/** The download of the changes the page shows (GET /api/exports/findings-changes.csv or .xlsx, the same query). */
export function changesExportLink(filters: ChangeFilters, format: 'csv' | 'xlsx'): string {
  const search = searchFromChangeFilters(filters).toString();
  return `/api/exports/findings-changes.${format}${search ? `?${search}` : ''}`;
}
