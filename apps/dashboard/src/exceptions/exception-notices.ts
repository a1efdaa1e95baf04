import type { NotificationFeed } from '../notifications/notification-feed';
import type { NotificationRepository } from '../notifications/notification.repository';
import type { StoredRiskException } from './exception.repository';

/**
 * The in-app notifications of an exception's steps (docs/decisions/0032-risk-exceptions.md, "Notifications"): each
 * step notifies the other party. One notification per exception, step and user (its id), so a step told twice (a
 * retry, a second replica) is stored once.
 */
export interface ExceptionNotices {
  /** Requested: the users who may decide it (approverIdsOf). */
  requested(exception: StoredRiskException, approverIds: readonly string[]): Promise<void>;
  /** Approved or rejected: the requester. */
  decided(exception: StoredRiskException): Promise<void>;
  /** Revoked by `byUserId`: the requester and the approver, except the one who revoked. */
  revoked(exception: StoredRiskException, byUserId: string): Promise<void>;
  /** Expiring soon, or expired: the requester and the approver. */
  expiring(exception: StoredRiskException): Promise<void>;
  expired(exception: StoredRiskException): Promise<void>;
}

/** What an exception is called in a notification: its scope. */
function nameOf(exception: StoredRiskException): string {
  switch (exception.scope_type) {
    case 'finding':
      return `plugin ${exception.scanner_id} on host ${exception.host_id}`;
    case 'host':
      return `host ${exception.host_id}`;
    case 'cve':
      return exception.cve_id ?? '';
    case 'plugin':
      return `plugin ${exception.plugin_id}`;
  }
}

/** The notices over the notification store; `feed` wakes this replica's open streams of each user told. */
export function createExceptionNotices(notifications: NotificationRepository, feed: Pick<NotificationFeed, 'wake'>, now: () => Date): ExceptionNotices {
  const tell = async (exception: StoredRiskException, step: string, userIds: readonly (string | null)[], title: string, message: string) => {
    for (const userId of new Set(userIds.filter((id): id is string => id !== null))) {
      const at = now();
      const stored = await notifications.storeOnce(
        { _id: `risk_exception:${exception.id}:${step}:${userId}`, user_id: userId, type: 'risk_exception', title, message, issue_key: null, url: null, created_at: at },
        at,
      );
      if (stored) feed.wake(userId);
    }
  };
  return {
    requested: (exception, approverIds) =>
      tell(
        exception,
        'requested',
        approverIds,
        'Risk exception requested',
        `${exception.requested_by} asks to accept the risk of ${nameOf(exception)} until ${exception.expires_on}: it waits in the approvals inbox.`,
      ),
    decided: (exception) =>
      exception.state === 'rejected'
        ? tell(
            exception,
            'rejected',
            [exception.requested_by_id],
            'Risk exception rejected',
            `${exception.decided_by} rejected the risk exception for ${nameOf(exception)}: ${exception.decision_comment ?? ''}`,
          )
        : tell(
            exception,
            'approved',
            [exception.requested_by_id],
            'Risk exception approved',
            `${exception.decided_by} approved the risk exception for ${nameOf(exception)} until ${exception.expires_on}: ${exception.decision_comment ?? ''}`,
          ),
    revoked: (exception, byUserId) =>
      tell(
        exception,
        'revoked',
        [exception.requested_by_id, exception.decided_by_id].filter((id) => id !== byUserId),
        'Risk exception revoked',
        `${exception.revoked_by} revoked the risk exception for ${nameOf(exception)}.`,
      ),
    expiring: (exception) =>
      tell(
        exception,
        'expiring',
        [exception.requested_by_id, exception.decided_by_id],
        'Risk exception expiring',
        `The risk exception for ${nameOf(exception)} expires on ${exception.expires_on}; request a renewal to keep it.`,
      ),
    expired: (exception) =>
      tell(
        exception,
        'expired',
        [exception.requested_by_id, exception.decided_by_id],
        'Risk exception expired',
        `The risk exception for ${nameOf(exception)} expired on ${exception.expires_on}: its findings count again in SLA and compliance.`,
      ),
  };
}
