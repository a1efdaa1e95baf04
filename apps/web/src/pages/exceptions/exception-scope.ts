import type { RiskException, RiskExceptionScope } from '../../app/api/types';

/** The scope types a request names, with their labels. */
export const SCOPE_TYPES = [
  { value: 'finding', label: 'One finding (host and plugin)' },
  { value: 'host', label: 'Every finding of a host' },
  { value: 'cve', label: 'A CVE on the hosts of my teams' },
  { value: 'plugin', label: 'A plugin on the hosts of my teams' },
] as const;

/** The fields of the request form's scope, as text (the URL's search parameters prefill them). */
export interface ScopeDraft {
  type: string;
  host_id: string;
  scanner_id: string;
  cve_id: string;
  plugin_id: string;
}

/** The scope a draft names, or null while a field its type needs is empty (the API checks the rest). */
export function scopeOf(draft: ScopeDraft): RiskExceptionScope | null {
  const hostId = Number(draft.host_id);
  const host = Number.isSafeInteger(hostId) && hostId >= 1 ? hostId : null;
  if (draft.type === 'finding') return host && draft.scanner_id ? { type: 'finding', host_id: host, scanner_id: draft.scanner_id } : null;
  if (draft.type === 'host') return host ? { type: 'host', host_id: host } : null;
  if (draft.type === 'cve') return draft.cve_id ? { type: 'cve', cve_id: draft.cve_id.trim().toUpperCase() } : null;
  if (draft.type === 'plugin') return draft.plugin_id ? { type: 'plugin', plugin_id: draft.plugin_id } : null;
  return null;
}

/** What an exception covers, as a person reads it. */
export function scopeText(scope: RiskException['scope']): string {
  switch (scope.type) {
    case 'finding':
      return `Plugin ${scope.scanner_id} on host ${scope.host_id}`;
    case 'host':
      return `Host ${scope.host_id}`;
    case 'cve':
      return scope.cve_id;
    case 'plugin':
      return `Plugin ${scope.plugin_id}`;
  }
}
