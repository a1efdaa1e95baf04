import type { Finding } from '../../app/api/types';

/** The scanners behind each source, as the findings list names them (docs/architecture.md, "Data sources"). */
export const SOURCE_SCANNERS: Readonly<Record<Finding['source'], string>> = { alpha: 'Nexpose, OpenVAS', beta: 'Nessus' };

/** The host page of a finding's machine: `/hosts/<host_id>`, with `?source=alpha` for an alpha asset id. */
export function hostLink(hostId: number, source: Finding['source']): string {
  return source === 'alpha' ? `/hosts/${hostId}?source=alpha` : `/hosts/${hostId}`;
}
