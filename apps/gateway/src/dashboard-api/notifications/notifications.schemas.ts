import type { Notification__Output } from '@vmdash/proto';
import { pageOf, pageQuery } from '../../http/paging';
import { z } from '../../openapi/zod';
import { WORKFLOW_PAGE_SIZES } from '../findings/findings.schemas';
import { queryBoolean } from '../workflows/query-fields';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';

/** Query of GET /api/notifications: `unread=true` keeps the unread ones; paged. */
export const NotificationsQuery = z.strictObject({
  unread: queryBoolean('true: only unread notifications'),
  ...pageQuery(WORKFLOW_PAGE_SIZES).shape,
});

/** Path of one notification. */
export const NotificationParams = z.object({ id: z.string().min(1).max(256).openapi({ description: 'Notification id' }) });

/** Body of PATCH /api/notifications/{id}: `{"read": true}` (false marks it unread again). Strict. */
export const UpdateNotificationRequest = z
  .strictObject({ read: z.boolean({ error: WORKFLOW_TEXTS.notificationReadRequired }) }, { error: WORKFLOW_TEXTS.notificationReadRequired })
  .openapi('UpdateNotificationRequest');

/** An in-app notification: a tracker issue the caller submitted was closed, or one of the caller's jobs ended. */
export const NotificationBody = z
  .object({
    id: z.string(),
    type: z.enum(['tracker_issue_closed', 'job_finished', 'risk_exception']).openapi({
      description:
        'tracker_issue_closed: a tracker issue the caller submitted was closed; job_finished: one of the caller\'s jobs ended (id "job:<job id>", no url); risk_exception: a step of a risk exception the caller requested or decided (no url: the web app links it to its Risk exceptions page)',
    }),
    title: z.string(),
    message: z.string(),
    issue_key: z.string().nullable(),
    url: z.string().nullable().openapi({ description: 'Browse address of the tracker issue; null for a job (its notification id is job:<job id>)' }),
    read: z.boolean(),
    created_at: z.string().openapi({ format: 'date-time' }),
    read_at: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('Notification');

/** A page of notifications, newest first. */
export const NotificationPageBody = pageOf(NotificationBody, 'NotificationPage');

/** `{"count": <unread>}` */
export const NotificationCountBody = z.object({ count: z.int().openapi({ description: 'Unread notifications of the caller' }) }).openapi('NotificationCount');

/** `{"updated": <n>}` */
export const ReadAllBody = z.object({ updated: z.int().openapi({ description: 'Notifications that were unread and are now read' }) }).openapi('NotificationsReadAll');

/** JSON of a notification. */
export function toNotificationJson(notification: Notification__Output): z.output<typeof NotificationBody> {
  return {
    id: notification.id,
    type: notification.type === 'risk_exception' || notification.type === 'job_finished' ? notification.type : 'tracker_issue_closed',
    title: notification.title,
    message: notification.message,
    issue_key: notification.issue_key ?? null,
    url: notification.url ?? null,
    read: notification.read,
    created_at: notification.created_at,
    read_at: notification.read_at ?? null,
  };
}
