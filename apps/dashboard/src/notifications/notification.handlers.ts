import { NotFoundError } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import type { DashboardUserCaller } from '@vmdash/identity';
import type { AuditTrail } from '../audit/audit-trail';
import { checkedWorkflowPage } from '../findings/finding.handlers';
import { parseCursor, type NotificationFeed } from './notification-feed';
import type { NotificationRepository, StoredNotification } from './notification.repository';

type NotificationRpcs = 'ListNotifications' | 'CountUnreadNotifications' | 'MarkNotificationRead' | 'MarkAllNotificationsRead' | 'WatchNotifications';

/** A stored notification as a Notification message (timestamps ISO 8601 UTC). */
function toNotificationMessage(notification: StoredNotification) {
  return {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    issue_key: notification.issue_key,
    url: notification.url,
    read: notification.read,
    created_at: notification.created_at.toISOString(),
    read_at: notification.read_at?.toISOString() ?? null,
  };
}

/** The 404 text of a notification that is not the caller's (or does not exist). */
export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/**
 * Notification RPCs of DashboardWorkflowService: always the acting user's own notifications. Marking read or unread
 * is audited (notification_update, notifications_read_all; entityType notification), with the Admin behind an
 * impersonation.
 */
export function createNotificationHandlers(
  notifications: NotificationRepository,
  feed: NotificationFeed,
  audit: AuditTrail,
  usernameOf: (userId: string) => Promise<string>,
  now: () => Date,
): Pick<ServiceImplementation<'vmdash.v1.DashboardWorkflowService'>, NotificationRpcs> {
  const record = async (user: DashboardUserCaller, action: 'notification_update' | 'notifications_read_all', entityId: string | null, details: Record<string, unknown>, clientAddress: string) =>
    audit.record({
      action,
      userId: user.subject,
      username: await usernameOf(user.subject),
      impersonatedBy: user.actorSubject,
      entityType: 'notification',
      entityId,
      details,
      ipAddress: clientAddress || null,
    });
  return {
    ListNotifications: async (request, { user }) => {
      const { page, pageSize } = checkedWorkflowPage(request);
      const { items, total } = await notifications.list(user.subject, request.unread_only, page, pageSize);
      return { page, page_size: pageSize, total, items: items.map(toNotificationMessage) };
    },
    CountUnreadNotifications: async (_request, { user }) => ({ count: await notifications.countUnread(user.subject) }),
    MarkNotificationRead: async (request, { user }) => {
      const updated = await notifications.markRead(user.subject, request.id, request.read, now());
      if (!updated) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
      await record(user, 'notification_update', updated.id, { read: updated.read, issue_key: updated.issue_key }, request.client_address);
      return toNotificationMessage(updated);
    },
    MarkAllNotificationsRead: async (request, { user }) => {
      const updated = await notifications.markAllRead(user.subject, now());
      await record(user, 'notifications_read_all', null, { updated }, request.client_address);
      return { updated };
    },
    WatchNotifications: async function* (request, { user, signal }) {
      for await (const event of feed.watch(user.subject, signal, parseCursor(request.after))) {
        yield { unread_count: event.unreadCount, cursor: event.cursor, ...(event.notification ? { notification: toNotificationMessage(event.notification) } : {}) };
      }
    },
  };
}
