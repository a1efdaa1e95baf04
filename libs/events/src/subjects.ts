import { z } from 'zod';

/**
 * Every NATS subject vmdash publishes, named `<domain>.<entity>.<past-tense verb>` (docs/architecture.md, Events),
 * with the zod schema of its payload. Publishing and consuming go through these, so a payload is checked on both ends.
 */
/**
 * Payload of every `audit.*` event: the audit record of the interface spec ("Dashboard records": userId, username,
 * action, entityType, entityId, details, ipAddress) plus the event's id and time. The dashboard stores each event once,
 * keyed by `event_id` (also the JetStream message id). Passwords, hashes, session ids and tokens never go in here.
 */
export const auditEventSchema = z.object({
  /** Unique id of the event (UUID); the message id it is published with. */
  event_id: z.string().min(1).max(128),
  /** When it happened, ISO 8601 UTC; stored as the entry's timestamp. */
  occurred_at: z.iso.datetime(),
  /** The acting user's id; null when no user is known (e.g. a failed login with an unknown username). */
  userId: z.string().max(128).nullable(),
  /** The acting user's name, or the name that was tried. */
  username: z.string().max(256),
  /** e.g. login, login_failed, logout, password_change, impersonation_start, impersonation_stop, user_create, user_update */
  action: z.string().min(1).max(64),
  /** "auth" for authentication events, "user" for user management, "risk_template" for the template library. */
  entityType: z.string().min(1).max(64),
  entityId: z.string().max(128).nullable(),
  details: z.record(z.string(), z.unknown()),
  ipAddress: z.string().max(64).nullable(),
});

/** An audit event as published and consumed. */
export type AuditEvent = z.infer<typeof auditEventSchema>;

/**
 * Payload of `findings.finding.opened|fixed|reopened`: one lifecycle transition of a finding (docs/decisions/0026-
 * finding-lifecycle.md), with the ids it is known by (beta host_id, scanner_id, port, protocol and
 * active_host_findings_id; alpha asset_id as host_id and cve_id; what a source lacks is null). Published by the
 * data-cache with the transition's id as the message id.
 */
export const findingTransitionEventSchema = z.object({
  /** "<source>:<finding_id>:<n>", unique to the transition. */
  transition_id: z.string(),
  source: z.enum(['alpha', 'beta']),
  finding_id: z.number().int(),
  host_id: z.number().int(),
  scanner_id: z.string().nullable(),
  active_host_findings_id: z.number().int().nullable(),
  cve_id: z.string().nullable(),
  port: z.number().int().nullable(),
  protocol: z.string().nullable(),
  severity: z.string(),
  bu_team: z.string().nullable(),
  /** The host's owner ("unassigned" when the asset inventory does not match it). */
  owner: z.string(),
  /** When the scan showed the change (the host's scan time, else the refresh time), ISO 8601. */
  occurred_at: z.string(),
  /** When the refresh recorded it, ISO 8601. */
  recorded_at: z.string(),
});

export const EVENT_SCHEMAS = {
  /** A dashboard user signed in (audit action login, details {group}). */
  'audit.auth.logged_in': auditEventSchema,
  /** A sign-in failed (audit action login_failed, details {reason}). */
  'audit.auth.login_failed': auditEventSchema,
  /** A session was ended by logout (audit action logout). */
  'audit.auth.logged_out': auditEventSchema,
  /** A user changed their password (audit action password_change). */
  'audit.auth.password_changed': auditEventSchema,
  /** An Admin started acting as another user (audit action impersonation_start). */
  'audit.auth.impersonation_started': auditEventSchema,
  /** An Admin stopped acting as another user (audit action impersonation_stop). */
  'audit.auth.impersonation_stopped': auditEventSchema,
  /** An Admin (or the first-start bootstrap, or the CLI) created a user (audit action user_create). */
  'audit.auth.user_created': auditEventSchema,
  /** An Admin changed a user's is_active, group, bu_teams or password (audit action user_update). */
  'audit.auth.user_updated': auditEventSchema,
  /** A user staged a finding in their queue (audit action queue_item_create, entityType queue_item). */
  'audit.queue_item.created': auditEventSchema,
  /** A queue item's status or vendor changed (audit action queue_item_update, details the changed fields). */
  'audit.queue_item.updated': auditEventSchema,
  /** A queue item was deleted (audit action queue_item_delete). */
  'audit.queue_item.deleted': auditEventSchema,
  /** A tracker ticket was created with its issue (audit action tracker_ticket_create, entityType tracker_ticket). */
  'audit.tracker_ticket.created': auditEventSchema,
  /** Queue items were linked to a tracker ticket (audit action tracker_ticket_link). */
  'audit.tracker_ticket.linked': auditEventSchema,
  /** A user ran the scoped bulk sync of their teams' tickets (audit action tracker_ticket_sync, details the counts). */
  'audit.tracker_ticket.synced': auditEventSchema,
  /** A false-positive submission was created on the platform (audit action fp_submission_create, entityType fp_submission). */
  'audit.fp_submission.created': auditEventSchema,
  /** A submission's platform state was synced (audit action fp_submission_sync). */
  'audit.fp_submission.synced': auditEventSchema,
  /** Findings were mapped to a submission's workflow (audit action fp_submission_map, details added and failed). */
  'audit.fp_submission.findings_mapped': auditEventSchema,
  /** A rejected submission was requeued (audit action requeue, interface spec "Events"). */
  'audit.fp_submission.requeued': auditEventSchema,
  /** A risk-acceptance template was created (audit action risk_template_create, entityType risk_template). */
  'audit.risk_template.created': auditEventSchema,
  /** A template's fields were changed (audit action risk_template_update, details {changed_fields}). */
  'audit.risk_template.updated': auditEventSchema,
  /** A template was deleted (audit action risk_template_delete, details {name}). */
  'audit.risk_template.deleted': auditEventSchema,
  /** A template was copied under a new name (audit action risk_template_clone, details {source_id}). */
  'audit.risk_template.cloned': auditEventSchema,
  /** A user rebuilt the dashboard's action-plan cache (audit action plan_cache_sync, details the counts; docs/decisions/0013). */
  'audit.plan_cache.synced': auditEventSchema,
  /**
   * A host's compliance metadata was changed (audit action compliance_metadata_update, entityType compliance_item,
   * entityId the hostname, details {metric_ids, fields, change_reason}; docs/decisions/0014).
   */
  'audit.compliance_item.metadata_updated': auditEventSchema,
  /** A VCL bulk commit was applied (audit action compliance_bulk_commit, details {committed, unchanged, refused}; docs/decisions/0014). */
  'audit.compliance_item.bulk_committed': auditEventSchema,
  /**
   * A new version of the SLA policy was put in force (audit action sla_policy_update, entityType sla_policy, entityId
   * its version, details {version, replaces, basis, tiers, kev_cap, reason}; docs/decisions/0027-risk-score-and-sla-policy.md).
   */
  'audit.sla_policy.updated': auditEventSchema,
  /**
   * Old workflow records were removed by POST /api/admin/cleanup (audit action data_cleanup, entityType
   * dashboard_data, details {older_than_days, cutoff, scope, and the count removed of each kind}).
   */
  'audit.dashboard_data.cleaned_up': auditEventSchema,
  /**
   * A user created a host action plan from the dashboard (audit action action_plan_create, entityType action_plan,
   * entityId the plan's id, details {host_id, plan_type, commit_date, scanner_id, active_host_findings_id}; docs/decisions/0020).
   */
  'audit.action_plan.created': auditEventSchema,
  /** An Admin removed the expired sessions (audit action sessions_cleanup, details {deleted}). */
  'audit.auth.sessions_cleaned_up': auditEventSchema,
  /** An Admin switched their session between own teams and all teams (audit action team_scope_change, details {scope}). */
  'audit.auth.team_scope_changed': auditEventSchema,
  /** A note was added to a finding (audit action finding_note_create, entityType finding, entityId "<host_id>:<scanner_id>"). */
  'audit.finding.note_added': auditEventSchema,
  /** A remediation note was added to a Remediate queue item (audit action queue_note_create, entityType queue_item). */
  'audit.queue_item.note_added': auditEventSchema,
  /** A user sent feedback (audit action feedback_submit, entityType feedback, details {category, screenshots}). */
  'audit.feedback.submitted': auditEventSchema,
  /** A user marked one of their notifications read or unread (audit action notification_update, details {read}). */
  'audit.notification.updated': auditEventSchema,
  /** A user marked every notification read (audit action notifications_read_all, details {updated}). */
  'audit.notification.all_read': auditEventSchema,
  /** A user started a job (audit action job_start, entityType job, details {kind, format}; docs/decisions/0028-jobs.md). */
  'audit.job.started': auditEventSchema,
  /** A user asked to cancel a job (audit action job_cancel, entityType job, details {kind, state}). */
  'audit.job.cancel_requested': auditEventSchema,
  /** A user downloaded a job's result (audit action job_download, entityType job, details {kind, size, sha256}). */
  'audit.job.result_downloaded': auditEventSchema,
  /** A job ended (audit action job_finish, entityType job, details {kind, state, attempts, reason?, size?}; docs/decisions/0028-jobs.md). */
  'audit.job.finished': auditEventSchema,
  /**
   * A risk exception's steps (entityType risk_exception, entityId its id; docs/decisions/0032-risk-exceptions.md):
   * requested, approved, rejected and revoked by a user (details {scope, expires_on, comment?}); expiring and expired by
   * the dashboard's sweep (userId null, username "system").
   */
  'audit.risk_exception.requested': auditEventSchema,
  'audit.risk_exception.approved': auditEventSchema,
  'audit.risk_exception.rejected': auditEventSchema,
  'audit.risk_exception.revoked': auditEventSchema,
  'audit.risk_exception.expiring': auditEventSchema,
  'audit.risk_exception.expired': auditEventSchema,
  /** A host action plan was created (a superseded plan, if any, is named). */
  'plans.action_plan.created': z.object({
    action_plan_id: z.string(),
    host_id: z.number().int(),
    plan_type: z.string(),
    scanner_id: z.string().nullable(),
    active_host_findings_id: z.number().int().nullable(),
    created_by: z.string(),
    superseded_action_plan_id: z.string().nullable(),
    /** The plan's commit date (YYYY-MM-DD) and creation time; absent in events published before the action-plan cache existed (docs/decisions/0013). */
    commit_date: z.string().optional(),
    occurred_at: z.string(),
  }),
  /** A host action plan was changed (PATCH, deactivation, or superseded by a newer plan). */
  'plans.action_plan.updated': z.object({
    action_plan_id: z.string(),
    host_id: z.number().int(),
    changed_fields: z.array(z.string()),
    status: z.enum(['active', 'inactive']),
    /** The plan's commit date after the change (YYYY-MM-DD); absent in deactivations and events published before the action-plan cache existed (docs/decisions/0013). */
    commit_date: z.string().optional(),
    updated_by: z.string(),
    occurred_at: z.string(),
  }),
  /**
   * A risk exception was approved (docs/decisions/0032-risk-exceptions.md): the action-plan service records a
   * risk_acceptance plan with `risk_exc` = `exception_id` and commit_date = `expires_on` for each covered host and
   * plugin, created by the approver. Published by the dashboard with message id `risk_exception:<id>.approved`.
   */
  'plans.risk_exception.approved': z.object({
    exception_id: z.string().min(1).max(128),
    expires_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** The approver's user id: the plans' created_by. */
    approved_by: z.string().min(1).max(128),
    covered: z.array(z.object({ host_id: z.number().int().min(1), scanner_id: z.string().min(1).max(256) })).max(10_000),
    occurred_at: z.iso.datetime(),
  }),
  /**
   * A risk exception ended (expired or revoked): the action-plan service deactivates the plans its approval created.
   * Message id `risk_exception:<id>.ended`.
   */
  'plans.risk_exception.ended': z.object({
    exception_id: z.string().min(1).max(128),
    state: z.enum(['expired', 'revoked']),
    /** Who ended it: the user who revoked it, or `dashboard:exception-sweep` for an expiry. */
    ended_by: z.string().min(1).max(128),
    occurred_at: z.iso.datetime(),
  }),
  /**
   * A tracker issue created by vmdash reached a done status (the tracker webhook, interface spec "Events": in-app
   * notification). Published by the integration service with `event_id` as the message id; the dashboard stores one
   * notification for `submitted_by` per event id.
   */
  'notification.tracker.issue_closed': z.object({
    /** Unique id of the event: the webhook delivery's id, or derived from issue key, status and update time. */
    event_id: z.string().min(1).max(256),
    /** The dashboard username named on the issue's `Submitted by:` line. */
    submitted_by: z.string().min(1).max(256),
    /** e.g. "VM-123" */
    issue_key: z.string().min(1).max(64),
    /** Browse address of the issue. */
    issue_url: z.string().max(2048),
    summary: z.string().max(1024),
    /** The raw status name the issue reached (its status category is done). */
    status: z.string().max(256),
    /** When the tracker closed it, ISO 8601. */
    closed_at: z.string().max(64),
    occurred_at: z.iso.datetime(),
  }),
  /** A data-cache snapshot was stored complete and is now the one to serve; replicas load it. */
  'cache.snapshot.activated': z.object({
    source: z.enum(['alpha', 'beta']),
    snapshot_id: z.string(),
    occurred_at: z.string(),
  }),
  /** A finding was seen for the first time in a snapshot of its source (not for the source's first snapshot). */
  'findings.finding.opened': findingTransitionEventSchema,
  /** A scan that covered its host no longer reported an open finding. */
  'findings.finding.fixed': findingTransitionEventSchema,
  /** A fixed finding was reported again. */
  'findings.finding.reopened': findingTransitionEventSchema,
} as const;

export type EventSubject = keyof typeof EVENT_SCHEMAS;
export type EventPayload<S extends EventSubject> = z.infer<(typeof EVENT_SCHEMAS)[S]>;

/** Subjects whose payload is an audit event (`audit.*`). */
export type AuditSubject = Extract<EventSubject, `audit.${string}`>;

/** True when `subject` is one of EVENT_SCHEMAS (e.g. to validate what a wildcard consumer receives). */
export function isEventSubject(subject: string): subject is EventSubject {
  return Object.prototype.hasOwnProperty.call(EVENT_SCHEMAS, subject);
}

/** JetStream streams by concern (docs/architecture.md, Events). */
export const STREAMS = {
  AUDIT: ['audit.>'],
  NOTIFY: ['notification.>'],
  DOMAIN: ['plans.>', 'cache.>', 'tracker.>', 'findings.>'],
} as const;

export type StreamName = keyof typeof STREAMS;

const DAY_MS = 86_400_000;

/**
 * How long each stream keeps events, ms. Streams carry events between services; the records that must last (audit
 * entries, plans) live in the owning service's database. The windows cover a consumer that is down for a long
 * weekend several times over, and a new dashboard database replays at most this much audit history.
 */
export const STREAM_MAX_AGE_MS: Record<StreamName, number> = {
  AUDIT: 30 * DAY_MS,
  NOTIFY: 30 * DAY_MS,
  DOMAIN: 7 * DAY_MS,
};
