import { DATA_SOURCES, FINDING_SORTS, FINDING_STATUSES, RISK_RATINGS, type FindingSort } from '@vmdash/domain';
import { SEVERITIES_MOST_SEVERE_FIRST, type Finding, type FindingRiskRating, type Severity } from '../../app/api/types';

export type { FindingSort };

/** The order the API uses when the URL names none (libs/domain FINDING_SORTS: the first, highest risk first). */
export const DEFAULT_FINDING_SORT: FindingSort = FINDING_SORTS[0];

/** The columns a findings table sorts by. */
export type SortColumn = 'risk' | 'severity' | 'first_seen';

/** The findings list's filters, as the URL carries them (docs/decisions/0018: "every filtered view is a URL"). */
export interface FindingFilters {
  hostname?: string;
  /** One scanner source (alpha: Nexpose and OpenVAS, beta: Nessus); both when absent. */
  source?: Finding['source'];
  /** Lifecycle statuses, comma-separated (the API's `status`); absent: the active ones, open and reopened. */
  status?: string;
  severity?: Severity;
  kev?: boolean;
  owner?: string;
  bu_team?: string;
  q?: string;
  risk_rating?: FindingRiskRating;
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
  const rating = params.get('risk_rating');
  if (rating && (RISK_RATINGS as readonly string[]).includes(rating)) filters.risk_rating = rating as FindingRiskRating;
  const source = params.get('source');
  if (source && (DATA_SOURCES as readonly string[]).includes(source)) filters.source = source as Finding['source'];
  const status = params.get('status');
  if (status && status.split(',').every((part) => (FINDING_STATUSES as readonly string[]).includes(part))) filters.status = status;
  const kev = params.get('kev');
  if (kev === 'true' || kev === 'false') filters.kev = kev === 'true';
  const sort = params.get('sort');
  if (sort && (FINDING_SORTS as readonly string[]).includes(sort)) filters.sort = sort as FindingSort;
  return filters;
}

/** The search parameters of filters, in a fixed order and without empty values (so equal filters give equal URLs). */
export function searchFromFilters(filters: FindingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['hostname', 'source', 'status', 'severity', 'risk_rating', 'kev', 'owner', 'bu_team', 'q', 'sort'] as const) {
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

/** The next order when a column header is pressed: highest risk / most severe / newest first, then the reverse. */
export function nextSort(current: FindingSort | undefined, column: SortColumn): FindingSort {
  const descending = `-${column}` as FindingSort;
  return (current ?? DEFAULT_FINDING_SORT) === descending ? (column as FindingSort) : descending;
}

/**
 * The download of the findings the list shows, with its filters and sort (GET /api/exports/findings.csv or .xlsx: the
 * same query as GET /api/findings, every page in one file; docs/decisions/0015, Exports).
 */
export function findingsExportLink(filters: FindingFilters, format: 'csv' | 'xlsx'): string {
  const search = searchFromFilters(filters).toString();
  return `/api/exports/findings.${format}${search ? `?${search}` : ''}`;
}
