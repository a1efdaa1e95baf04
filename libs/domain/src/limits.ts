/*
 * The bounds of both APIs, in one place: the gateway's request schemas and the services' own rules (defence in depth)
 * import them, so a bound cannot differ between the two. The interface specification fixes few of them
 * (interface-spec, Limits: the new password's minimum length; "Rate limits and page size of the data API: not
 * shown"); each other value names the decision or standard it comes from.
 */

/**
 * The length of a person's text (passwords, notes, feedback, descriptions) in Unicode code points, as the bounds below
 * on such text are counted by the gateway and the services alike: a password of 8 emoji has 8 characters, not 16
 * UTF-16 units. Other bounds (names, labels, ids) are counted in UTF-16 units on both sides (zod's `max`).
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _char of text) count++;
  return count;
}

// ---- Data API (face A) ----

/** Largest id accepted (hosts, assets, findings): int64 on the wire but numbers in JSON, so the safe-integer range. */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

/** Largest page number of GET /alpha-assets/{page} and /beta-assets/{page}: the page field is int32 on the wire. */
export const MAX_PAGE = 2_147_483_647;

/**
 * Page size of the Data API's paged listings when the query does not say (interface-spec, Limits: page size not
 * shown; chosen in docs/decisions/0004-data-cache-snapshots.md, Records).
 */
export const DEFAULT_PAGE_SIZE = 100;

/** Largest page size a Data API caller may ask for (docs/decisions/0004-data-cache-snapshots.md, Records). */
export const MAX_PAGE_SIZE = 1_000;

/**
 * Longest string in a Data API request field, in characters: owners, scanner and CVE ids, plan references
 * (scanner_id, tracker_vnr, risk_exc; docs/decisions/0003-action-plan-rules.md, Limits).
 */
export const MAX_STRING_LENGTH = 256;

/**
 * Most items of any list in a Data API request body: owners, host ids, assets, ids per asset, hosts of a bulk plan
 * create (docs/decisions/0001-service-layout.md, Streaming; docs/decisions/0003-action-plan-rules.md, Limits).
 */
export const MAX_LIST_ITEMS = 10_000;

/**
 * Longest Idempotency-Key header of the Data API's writes, in characters (printable ASCII); 255 as Stripe's API and
 * the IETF draft "The Idempotency-Key HTTP Header Field" examples (docs/decisions/0008-writes-have-one-outcome.md).
 */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** How long the answer of a write sent with an Idempotency-Key is kept for its retries, ms (docs/decisions/0007: 24 h). */
export const IDEMPOTENCY_RETENTION_MS = 24 * 3_600_000;

/**
 * Earliest commit_date of an action plan: no vulnerability scanner export vmdash reads predates it, and a year 0 or
 * 0001 date is a client's default value, not a decision (docs/decisions/0008-writes-have-one-outcome.md, Plans).
 */
export const MIN_COMMIT_DATE = '2000-01-01';

/** How far ahead a commit_date may lie, in years from today (UTC): a plan further out is a typo, not a plan (ADR 0008). */
export const MAX_COMMIT_DATE_YEARS_AHEAD = 10;

// ---- Dashboard API (face B) ----

/** Shortest new password, in characters (interface-spec, Limits: "new password length: at least 8 characters"). */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Longest password accepted, in characters. Far above OWASP ASVS 4.0.3 2.1.2's "at least 64 (up to 128)
 * characters", and argon2id hashes the whole input (never truncated, unlike bcrypt's 72 bytes); the bound only caps
 * the work one request can cause.
 */
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * Usernames a user can be created with: 3 to 64 of ASCII letters, digits and `. _ @ -` (an email address fits).
 * ASCII only, so no two names differ by look-alike characters. Login accepts any string and simply finds no user.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,64}$/;

/** An email address as user management accepts it: `local@domain.tld` without spaces, at most MAX_EMAIL_LENGTH. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest email address, in characters (RFC 5321, 4.5.3.1.3: a path is at most 256 octets with its `<` `>`). */
export const MAX_EMAIL_LENGTH = 254;

/** Most business-unit teams (bu_teams) of one user. */
export const MAX_TEAMS = 200;

/** Longest business-unit team name, in characters. */
export const MAX_TEAM_NAME_LENGTH = 128;

/** Longest beta_first_name / beta_last_name of a user, in characters. */
export const MAX_BETA_NAME_LENGTH = 128;

/** Longest user id a dashboard request may name (ids are UUIDs, 36 characters; longer input names no user). */
export const MAX_USER_ID_LENGTH = 128;

/** Audit entries per page of GET /api/audit when the query does not say. */
export const AUDIT_DEFAULT_PAGE_SIZE = 50;

/** Largest audit page size. */
export const AUDIT_MAX_PAGE_SIZE = 200;

// ---- Dashboard workflows (docs/decisions/0011) ----

/** Longest finding note, in characters (interface-spec, Limits: "finding note: 255 characters"). */
export const FINDING_NOTE_MAX_LENGTH = 255;

/** Longest remediation note of a Remediate queue item, in characters (interface-spec, Limits: "remediation note: 5000"). */
export const REMEDIATION_NOTE_MAX_LENGTH = 5_000;

/** Most findings (or queue items) one request may name: staging, linking to a ticket (each is checked one by one). */
export const QUEUE_STAGE_MAX_ITEMS = 100;

/** Longest tracker ticket summary, in characters (the tracker's summary field holds at most 255). */
export const TICKET_SUMMARY_MAX_LENGTH = 255;

/** Longest tracker ticket description the dashboard sends, in characters (within the 16 KB body of a dashboard request). */
export const TICKET_DESCRIPTION_MAX_LENGTH = 10_000;

/** Longest vendor name of a queue item, in characters. */
export const MAX_VENDOR_LENGTH = 128;

/** Longest free-text findings filter (`q`, hostname, owner, bu_team), in characters (as Data API strings). */
export const MAX_FINDING_FILTER_LENGTH = MAX_STRING_LENGTH;

/**
 * Orders of the dashboard's findings list and exports (`sort` of GET /api/findings): `-` is descending; the first is
 * the default, the highest risk score first (docs/decisions/0027-risk-score-and-sla-policy.md).
 */
export const FINDING_SORTS = ['-risk', 'risk', '-severity', 'severity', '-first_seen', 'first_seen'] as const;
export type FindingSort = (typeof FINDING_SORTS)[number];

/** Orders of what changed (GET /api/findings/changes): the newest change first by default, then the list's orders. */
export const FINDING_CHANGE_SORTS = ['-changed_at', 'changed_at', ...FINDING_SORTS] as const;
export type FindingChangeSort = (typeof FINDING_CHANGE_SORTS)[number];

/** The window of what changed when none is given: the last this many days. */
export const FINDING_CHANGES_DEFAULT_DAYS = 7;

/**
 * Shortest age, in days, of the records POST /api/admin/cleanup removes (docs/decisions/0015: at least 30), and
 * the longest it takes (100 years: anything longer is a typing error).
 */
export const CLEANUP_MIN_DAYS = 30;
export const CLEANUP_MAX_DAYS = 36_500;

/** Items per page of the dashboard's workflow lists (findings, queue, notifications) when the query does not say. */
export const WORKFLOW_DEFAULT_PAGE_SIZE = 50;

/** Largest page size of the dashboard's workflow lists. */
export const WORKFLOW_MAX_PAGE_SIZE = 200;

/** Window of the remediation analytics (GET /api/analytics/mttr and /trend) when the query does not say, days. */
export const ANALYTICS_DEFAULT_WINDOW_DAYS = 90;

/**
 * Longest window of the remediation analytics, days (20 years): the lifecycle records are kept for good, and scan
 * times of old exports lie years back.
 */
export const ANALYTICS_MAX_WINDOW_DAYS = 7_300;

/** Periods of the findings trend: a UTC day, or an ISO week from Monday 00:00 UTC. */
export const TREND_INTERVALS = ['day', 'week'] as const;
export type TrendInterval = (typeof TREND_INTERVALS)[number];

// ---- Dashboard library: risk-acceptance templates and feedback (issue "Compliance reporting ...") ----

/** Longest template name, vendor, platform or model, in characters (they are labels of the hierarchy). */
export const MAX_TEMPLATE_LABEL_LENGTH = 200;

/** Longest template description, justification or compensating_controls, in characters (a few pages of text). */
export const MAX_TEMPLATE_TEXT_LENGTH = 10_000;

/** Longest `q` of the template search, in characters. */
export const MAX_TEMPLATE_QUERY_LENGTH = 200;

/** Expiration of a risk acceptance made from a template: 1 day to 5 years, in days. */
export const MIN_TEMPLATE_EXPIRATION_DAYS = 1;
export const MAX_TEMPLATE_EXPIRATION_DAYS = 1_825;

/** Templates per page of GET /api/risk-templates when the query does not say, and the largest page size. */
export const TEMPLATE_DEFAULT_PAGE_SIZE = 50;
export const TEMPLATE_MAX_PAGE_SIZE = 200;

/** Longest template or feedback id a request may name (ids are UUIDs, 36 characters; longer input names none). */
export const MAX_LIBRARY_ID_LENGTH = 128;

/** Most screenshots of one feedback (issue: "up to 3 screenshots"). */
export const FEEDBACK_MAX_SCREENSHOTS = 3;

/** Largest screenshot, bytes (issue: "at most 5 MB each"; MB as 1024 x 1024 bytes). */
export const FEEDBACK_MAX_SCREENSHOT_BYTES = 5 * 1024 * 1024;

/** Longest feedback message, in characters. */
export const MAX_FEEDBACK_MESSAGE_LENGTH = 10_000;

/** Longest feedback category, in characters. */
export const MAX_FEEDBACK_CATEGORY_LENGTH = 64;

/** Longest screenshot file name kept, in characters (longer names are cut). */
export const MAX_FEEDBACK_FILE_NAME_LENGTH = 255;

/**
 * Most evidence files of one false-positive submission (docs/decisions/0011: "optional screenshots or evidence files"; the same
 * count as a feedback's screenshots, docs/decisions/0016).
 */
export const EVIDENCE_MAX_FILES = 3;

/** Largest evidence file, bytes (5 MB as 1024 x 1024 bytes, as a feedback screenshot; docs/decisions/0016). */
export const EVIDENCE_MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * Evidence types a submission takes, read from the file's bytes (docs/decisions/0016): screenshots (PNG, JPEG, GIF,
 * WebP), PDF documents and plain UTF-8 text (logs, scanner output).
 */
export const EVIDENCE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain'] as const;

/** Feedback per page of GET /api/feedback when the query does not say, and the largest page size. */
export const FEEDBACK_DEFAULT_PAGE_SIZE = 50;
export const FEEDBACK_MAX_PAGE_SIZE = 200;

/** Compliance metrics (docs/decisions/0014): KEV past CISA's due date, and findings open past their severity's SLA. */
export const COMPLIANCE_METRIC_IDS = ['kev-overdue', 'critical-sla', 'high-sla', 'medium-sla'] as const;

/** Status of a compliance item: active while the host breaks the metric, resolved once it no longer does. */
export const COMPLIANCE_STATUSES = ['active', 'resolved'] as const;

/** Longest change_reason of a compliance metadata change (interface spec, Limits: compliance change_reason). */
export const COMPLIANCE_CHANGE_REASON_MAX_LENGTH = 500;

/** Longest remediation_plan of a compliance item, characters. */
export const COMPLIANCE_REMEDIATION_PLAN_MAX_LENGTH = 2_000;

/** Longest hostname a compliance route takes (DNS names are at most 253 characters, RFC 1035). */
export const COMPLIANCE_HOSTNAME_MAX_LENGTH = 253;

/** Hosts of one VCL bulk commit (docs/decisions/0014: up to 10,000 hosts in one call). */
export const COMPLIANCE_BULK_MAX_HOSTS = 10_000;

/** Compliance history entries a host's answer shows, newest first (interface spec: the last 10). */
export const COMPLIANCE_HISTORY_SHOWN = 10;

/** Page sizes of GET /api/compliance/items. */
export const COMPLIANCE_DEFAULT_PAGE_SIZE = 50;
export const COMPLIANCE_MAX_PAGE_SIZE = 500;
