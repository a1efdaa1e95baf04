/**
 * Scopes of the Data API, carried in the bearer token's `scope` claim as a space-separated list (RFC 8693 section
 * 4.2, RFC 9068 section 2.2.3): read data; write action plans; refresh caches (issue "Data API"). The gateway checks
 * them on every route; services check them again on the caller of the internal token (defence in depth).
 */
export const SCOPES = {
  'data:read': 'Read owners, assets, vulnerabilities, action plans and health',
  'plans:write': 'Create and update host action plans',
  'cache:refresh': 'Refresh the alpha and beta caches',
} as const;

/** One scope of the Data API. */
export type Scope = keyof typeof SCOPES;

/** Every Data API scope, e.g. for development tokens. */
export const ALL_SCOPES = Object.keys(SCOPES) as Scope[];
