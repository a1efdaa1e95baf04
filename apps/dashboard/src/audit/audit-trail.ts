import { randomUUID } from 'node:crypto';
import type { AuditEvent, AuditSubject } from '@vmdash/events';

/**
 * Audit actions: every write of the dashboard has one (interface spec, Events): the identity area (entityType "auth",
 * or "user" for user management; the cleanup of expired sessions and an Admin's team scope included), the workflows'
 * mutations (entityType "queue_item", "tracker_ticket" and "fp_submission", docs/decisions/0011; a Remediate item's notes under
 * "queue_item"), finding notes (entityType "finding", entityId "<host_id>:<scanner_id>"), the risk-acceptance
 * templates (entityType "risk_template"), compliance metadata (entityType "compliance_item", docs/decisions/0014), the SLA policy
 * (entityType "sla_policy", entityId its version), the cleanup of
 * old workflow records (entityType "dashboard_data", docs/decisions/0015), the host action plans created from the dashboard
 * (entityType "action_plan", docs/decisions/0020), feedback (entityType "feedback"), notifications marked read or unread
 * (entityType "notification"), jobs started, cancelled, downloaded and ended (entityType "job",
 * docs/decisions/0028-jobs.md) and risk exceptions (entityType "risk_exception", docs/decisions/0032-risk-exceptions.md).
 */
export type AuditAction =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'password_change'
  | 'impersonation_start'
  | 'impersonation_stop'
  | 'user_create'
  | 'user_update'
  | 'queue_item_create'
  | 'queue_item_update'
  | 'queue_item_delete'
  | 'tracker_ticket_create'
  | 'tracker_ticket_link'
  | 'tracker_ticket_sync'
  | 'fp_submission_create'
  | 'fp_submission_sync'
  | 'fp_submission_map'
  | 'requeue'
  | 'risk_template_create'
  | 'risk_template_update'
  | 'risk_template_delete'
  | 'risk_template_clone'
  | 'plan_cache_sync'
  | 'compliance_metadata_update'
  | 'compliance_bulk_commit'
  | 'sla_policy_update'
  | 'data_cleanup'
  | 'action_plan_create'
  | 'finding_note_create'
  | 'queue_note_create'
  | 'feedback_submit'
  | 'notification_update'
  | 'notifications_read_all'
  | 'sessions_cleanup'
  | 'team_scope_change'
  | 'job_start'
  | 'job_cancel'
  | 'job_download'
  | 'job_finish'
  | 'risk_exception_request'
  | 'risk_exception_approve'
  | 'risk_exception_reject'
  | 'risk_exception_revoke'
  | 'risk_exception_expiring'
  | 'risk_exception_expire';

/** The NATS subject of each action (`audit.<entity>.<past-tense verb>`, docs/architecture.md, Events). */
const AUDIT_SUBJECTS: Record<AuditAction, AuditSubject> = {
  login: 'audit.auth.logged_in',
  login_failed: 'audit.auth.login_failed',
  logout: 'audit.auth.logged_out',
  password_change: 'audit.auth.password_changed',
  impersonation_start: 'audit.auth.impersonation_started',
  impersonation_stop: 'audit.auth.impersonation_stopped',
  user_create: 'audit.auth.user_created',
  user_update: 'audit.auth.user_updated',
  queue_item_create: 'audit.queue_item.created',
  queue_item_update: 'audit.queue_item.updated',
  queue_item_delete: 'audit.queue_item.deleted',
  tracker_ticket_create: 'audit.tracker_ticket.created',
  tracker_ticket_link: 'audit.tracker_ticket.linked',
  tracker_ticket_sync: 'audit.tracker_ticket.synced',
  fp_submission_create: 'audit.fp_submission.created',
  fp_submission_sync: 'audit.fp_submission.synced',
  fp_submission_map: 'audit.fp_submission.findings_mapped',
  requeue: 'audit.fp_submission.requeued',
  risk_template_create: 'audit.risk_template.created',
  risk_template_update: 'audit.risk_template.updated',
  risk_template_delete: 'audit.risk_template.deleted',
  risk_template_clone: 'audit.risk_template.cloned',
  plan_cache_sync: 'audit.plan_cache.synced',
  compliance_metadata_update: 'audit.compliance_item.metadata_updated',
  compliance_bulk_commit: 'audit.compliance_item.bulk_committed',
  sla_policy_update: 'audit.sla_policy.updated',
  data_cleanup: 'audit.dashboard_data.cleaned_up',
  action_plan_create: 'audit.action_plan.created',
  finding_note_create: 'audit.finding.note_added',
  queue_note_create: 'audit.queue_item.note_added',
  feedback_submit: 'audit.feedback.submitted',
  notification_update: 'audit.notification.updated',
  notifications_read_all: 'audit.notification.all_read',
  sessions_cleanup: 'audit.auth.sessions_cleaned_up',
  team_scope_change: 'audit.auth.team_scope_changed',
  job_start: 'audit.job.started',
  job_cancel: 'audit.job.cancel_requested',
  job_download: 'audit.job.result_downloaded',
  job_finish: 'audit.job.finished',
  risk_exception_request: 'audit.risk_exception.requested',
  risk_exception_approve: 'audit.risk_exception.approved',
  risk_exception_reject: 'audit.risk_exception.rejected',
  risk_exception_revoke: 'audit.risk_exception.revoked',
  risk_exception_expiring: 'audit.risk_exception.expiring',
  risk_exception_expire: 'audit.risk_exception.expired',
};

/** One entry to audit. Never a password, hash, session id or token in here. */
export interface AuditRecord {
  action: AuditAction;
  /** Who acted: the impersonated user while an Admin impersonates. */
  userId: string | null;
  username: string;
  /**
   * The Admin behind an impersonation (user id; the internal token's `act`, RFC 8693 section 4.1), or null/absent when
   * the user acted as themselves. The entry's details name them as `impersonated_by` (username) and
   * `impersonated_by_id`.
   */
  impersonatedBy?: string | null;
  entityType:
    | 'auth'
    | 'user'
    | 'queue_item'
    | 'tracker_ticket'
    | 'fp_submission'
    | 'risk_template'
    | 'plan_cache'
    | 'compliance_item'
    | 'sla_policy'
    | 'dashboard_data'
    | 'action_plan'
    | 'finding'
    | 'feedback'
    | 'notification'
    | 'job'
    | 'risk_exception';
  entityId: string | null;
  details?: Record<string, unknown>;
  ipAddress: string | null;
}

/** Publishes an audit event with its id as the message id (the outbox keeps it when NATS cannot take it now). */
export type AuditPublish = (subject: AuditSubject, event: AuditEvent, msgId: string) => Promise<void>;

/** Writes the audit trail: each record becomes an `audit.*` event that the audit consumer stores once. */
export interface AuditTrail {
  record(record: AuditRecord): Promise<void>;
}

/** Longest client address kept (an IPv6 address with zone fits). */
const MAX_ADDRESS_LENGTH = 64;

/**
 * The audit trail over `publish`. `usernameOf` names the Admin behind an impersonation in each entry it records
 * (its user id when the user is gone).
 */
export function createAuditTrail(publish: AuditPublish, usernameOf: (userId: string) => Promise<string>, now: () => Date = () => new Date()): AuditTrail {
  return {
    async record(record) {
      const admin = record.impersonatedBy ? { impersonated_by: await usernameOf(record.impersonatedBy), impersonated_by_id: record.impersonatedBy } : {};
      const event: AuditEvent = {
        event_id: randomUUID(),
        occurred_at: now().toISOString(),
        userId: record.userId,
        username: record.username,
        action: record.action,
        entityType: record.entityType,
        entityId: record.entityId,
        details: { ...record.details, ...admin },
        ipAddress: record.ipAddress ? record.ipAddress.slice(0, MAX_ADDRESS_LENGTH) : null,
      };
      await publish(AUDIT_SUBJECTS[record.action], event, event.event_id);
    },
  };
}
