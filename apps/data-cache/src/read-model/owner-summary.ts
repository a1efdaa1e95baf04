/** An owner of a source's assets (GET /alpha-owners, /beta-owners): its business-unit teams and asset count. */
export interface OwnerSummary {
  owner: string;
  bu_teams: string[];
  asset_count: number;
}

/** Aggregates owners of `assets`, sorted by owner name; teams sorted, unmatched teams (null) left out. */
export function summarizeOwners(assets: Iterable<{ owner: string; bu_team: string | null }>): OwnerSummary[] {
  const byOwner = new Map<string, { teams: Set<string>; count: number }>();
  for (const asset of assets) {
    let entry = byOwner.get(asset.owner);
    if (!entry) byOwner.set(asset.owner, (entry = { teams: new Set(), count: 0 }));
    entry.count++;
    if (asset.bu_team) entry.teams.add(asset.bu_team);
  }
  return [...byOwner.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([owner, { teams, count }]) => ({ owner, bu_teams: [...teams].sort(), asset_count: count }));
}

/** A 1-based page of a listing (pages past the end have no items). */
export interface Page<T> {
  page: number;
  page_size: number;
  total: number;
  items: T[];
}

/** Slices `items` (already in listing order) into page `page` of `pageSize`. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return { page, page_size: pageSize, total: items.length, items: items.slice(start, start + pageSize) };
}
