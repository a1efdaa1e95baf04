/**
 * The risk-template page's view as the URL carries it (docs/decisions/0018: "every filtered view is a URL"): where the user is in
 * the hierarchy (vendor, then platform, then model), the search `q` and the list's page. A deeper level without the
 * one above it is dropped (GET /api/risk-templates/hierarchy answers 400 "platform needs vendor").
 */
export interface TemplateFilters {
  vendor?: string;
  platform?: string;
  model?: string;
  q?: string;
  /** 1-based page of the list; absent means the first. */
  page?: number;
}

const KEYS = ['vendor', 'platform', 'model', 'q', 'page'] as const;

/** The view of a URL's search parameters: empty values, a level without its parent and page 1 or less are left out. */
export function templateFiltersFromSearch(params: URLSearchParams): TemplateFilters {
  const filters: TemplateFilters = {};
  const text = (key: string) => params.get(key)?.trim() || undefined;
  filters.vendor = text('vendor');
  if (filters.vendor) filters.platform = text('platform');
  if (filters.platform) filters.model = text('model');
  filters.q = text('q');
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  for (const key of KEYS) if (filters[key] === undefined) delete filters[key];
  return filters;
}

/** The search parameters of a view, in a fixed order, without empty values or page 1. */
export function searchFromTemplateFilters(filters: TemplateFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  return params;
}

/** The link to the page showing `filters`. */
export function templatesLink(filters: TemplateFilters): string {
  const search = searchFromTemplateFilters(filters).toString();
  return search ? `/risk-templates?${search}` : '/risk-templates';
}

/**
 * The query of GET /api/risk-templates/hierarchy for the level the view shows: vendors at the top, a vendor's platforms
 * (`?vendor=`), a platform's models (`?vendor=&platform=`; also when a model is chosen, so its siblings stay listed).
 */
export function hierarchyQuery(filters: TemplateFilters): { vendor?: string; platform?: string } {
  if (!filters.vendor) return {};
  return filters.platform ? { vendor: filters.vendor, platform: filters.platform } : { vendor: filters.vendor };
}

/** One step of the walk down the hierarchy: its name and the view that opens it. */
export interface HierarchyStep {
  label: string;
  filters: TemplateFilters;
}

/** The breadcrumbs of a view: "All vendors", then the chosen vendor, platform and model; the search is kept, the page reset. */
export function breadcrumbs({ vendor, platform, model, q }: TemplateFilters): HierarchyStep[] {
  const steps: HierarchyStep[] = [{ label: 'All vendors', filters: { q } }];
  if (vendor) steps.push({ label: vendor, filters: { vendor, q } });
  if (vendor && platform) steps.push({ label: platform, filters: { vendor, platform, q } });
  if (vendor && platform && model) steps.push({ label: model, filters: { vendor, platform, model, q } });
  return steps;
}
