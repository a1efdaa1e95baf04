/**
 * Risk exceptions: a risk acceptance requested by one user, approved by another, active until its expiry
 * (docs/decisions/0032-risk-exceptions.md).
 */

/**
 * The states of an exception. `requested` waits for a decision; `rejected` is final; an approval makes it `active`
 * (the approval is recorded on it: approved_by, approved_at); `expiring` is active within EXCEPTION_EXPIRING_DAYS of
 * its expiry; `expired` (its date passed) and `revoked` (ended early) are final.
 */
export const EXCEPTION_STATES = ['requested', 'rejected', 'active', 'expiring', 'expired', 'revoked'] as const;
export type ExceptionState = (typeof EXCEPTION_STATES)[number];

/** States in which an exception covers its findings. */
export const IN_FORCE_EXCEPTION_STATES = ['active', 'expiring'] as const satisfies readonly ExceptionState[];

/**
 * What an exception covers: one finding (a plugin on one host: host_id and scanner_id), every finding of one host
 * (host_id), or one CVE (cve_id) or plugin (plugin_id) across the hosts of the requester's teams, hosts that report it
 * later included.
 */
export const EXCEPTION_SCOPE_TYPES = ['finding', 'host', 'cve', 'plugin'] as const;
export type ExceptionScopeType = (typeof EXCEPTION_SCOPE_TYPES)[number];

/** Longest justification, compensating controls or decision comment, characters. */
export const MAX_EXCEPTION_TEXT_LENGTH = 10_000;

/** Exceptions per page of GET /api/exceptions when the query does not say, and the largest page size. */
export const EXCEPTION_DEFAULT_PAGE_SIZE = 50;
export const EXCEPTION_MAX_PAGE_SIZE = 200;

/** Most findings one exception covers (a preview lists at most this many; a request covering more is refused). */
export const EXCEPTION_MAX_FINDINGS = 10_000;

/** A CVE id as MITRE assigns them: CVE-<year>-<4 or more digits> (CVE Numbering Authority rules, "CVE ID syntax"). */
export const CVE_ID_PATTERN = /^CVE-\d{4}-\d{4,}$/;
