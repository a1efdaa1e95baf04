import { SEVERITIES_MOST_SEVERE_FIRST, type Severity } from '../../app/api/types';

/** Orders of GET /api/findings (`-` descending; the API's default is -severity). */
export const FINDING_SORTS = ['-severity', 'severity', '-first_seen', 'first_seen'] as const;
export type FindingSort = (typeof FINDING_SORTS)[number];

/** The findings list's filters, as the URL carries them (issue 13: "every filtered view is a URL"). */
export interface FindingFilters {
  hostname?: string;
  severity?: Severity;
  kev?: boolean;
  owner?: string;
  bu_team?: string;
  q?: string;
  sort?: FindingSort;
}

const TEXT_KEYS = ['hostname', 'owner', 'bu_team', 'q'] as const;

/** The filters of a URL's search parameters; unknown or malformed values are left out (the API would refuse them). */
export function filtersFromSearch(params: URLSearchParams): FindingFilters {
  const filters: FindingFilters = {};
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const severity = params.get('severity');
  if (severity && (SEVERITIES_MOST_SEVERE_FIRST as readonly string[]).includes(severity)) filters.severity = severity as Severity;
  const kev = params.get('kev');
  if (kev === 'true' || kev === 'false') filters.kev = kev === 'true';
  const sort = params.get('sort');
  if (sort && (FINDING_SORTS as readonly string[]).includes(sort)) filters.sort = sort as FindingSort;
  return filters;
}

/** The search parameters of filters, in a fixed order and without empty values (so equal filters give equal URLs). */
export function searchFromFilters(filters: FindingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['hostname', 'severity', 'kev', 'owner', 'bu_team', 'q', 'sort'] as const) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The link to the findings list filtered by `filters` (the overview's charts link here). */
export function findingsLink(filters: FindingFilters): string {
  const search = searchFromFilters(filters).toString();
  return search ? `/findings?${search}` : '/findings';
}

/** The next order when a column header is pressed: most severe / newest first, then the reverse. */
export function nextSort(current: FindingSort | undefined, column: 'severity' | 'first_seen'): FindingSort {
  const descending = `-${column}` as FindingSort;
  return (current ?? '-severity') === descending ? (column as FindingSort) : descending;
}

/**
 * The download of the findings the list shows, with its filters and sort (GET /api/exports/findings.csv or .xlsx: the
 * same query as GET /api/findings, every page in one file; issue 11, Exports).
 */
export function findingsExportLink(filters: FindingFilters, format: 'csv' | 'xlsx'): string {
  const search = searchFromFilters(filters).toString();
  return `/api/exports/findings.${format}${search ? `?${search}` : ''}`;
}
