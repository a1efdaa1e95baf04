import { unaryCall } from '@vmdash/grpc';
import { toPageJson } from '../../http/paging';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';
import { eventStreamResult } from './event-stream';
import {
  NotificationBody,
  NotificationCountBody,
  NotificationPageBody,
  NotificationParams,
  NotificationsQuery,
  ReadAllBody,
  toNotificationJson,
  UpdateNotificationRequest,
} from './notifications.schemas';

const tag = 'notifications';

/** Longest Last-Event-ID passed on (a cursor is a time in ms and a notification id of at most 256 characters). */
const MAX_LAST_EVENT_ID_LENGTH = 300;

/** In-app notifications of the caller (interface spec, "B. Other dashboard routes": /api/notifications). */
export function notificationRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { workflows } = deps;
  return [
    defineDashboardRoute({
      method: 'get',
      path: '/api/notifications',
      access: accessOf('vmdash.v1.DashboardWorkflowService/ListNotifications'),
      query: NotificationsQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.notificationsFailed,
      docs: {
        operationId: 'listNotifications',
        summary: "The caller's notifications, newest first",
        description: 'A notification is stored when a tracker issue the caller submitted is closed (the tracker webhook). Paged as every list.',
        tag,
        responses: { 200: { description: 'One page', schema: NotificationPageBody } },
      },
      handle: async ({ query, call }) => {
        const page = await unaryCall(workflows, 'ListNotifications', { unread_only: query.unread === true, page: query.page, page_size: query.page_size }, call);
        return jsonResult(toPageJson(page, page.items.map(toNotificationJson)));
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/notifications/count',
      access: accessOf('vmdash.v1.DashboardWorkflowService/CountUnreadNotifications'),
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.notificationsFailed,
      docs: {
        operationId: 'countUnreadNotifications',
        summary: "How many of the caller's notifications are unread",
        tag,
        responses: { 200: { description: 'The count', schema: NotificationCountBody } },
      },
      handle: async ({ call }) => jsonResult({ count: (await unaryCall(workflows, 'CountUnreadNotifications', {}, call)).count }),
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/notifications/stream',
      access: accessOf('vmdash.v1.DashboardWorkflowService/WatchNotifications'),
      deadline: 'stream',
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.notificationStreamFailed,
      docs: {
        operationId: 'streamNotifications',
        summary: "Server-Sent Events of the caller's new notifications",
        description:
          'A `text/event-stream` (EventSource): first an event `count` (`{"count": <unread>}`), then for each notification stored for the caller an event `notification` (the Notification) and an event `count`, each within a second. Every event has an `id`; the stream ends at the stream deadline (GRPC_STREAM_DEADLINE_MS) and the browser reconnects with `Last-Event-ID`, from which the stream resumes, so nothing stored meanwhile is missed. A comment line is sent every 15 s while it is quiet.',
        tag,
        responses: { 200: { description: 'The event stream', schema: NotificationBody, mediaType: 'text/event-stream' } },
      },
      handle: async ({ req, call }) => {
        // The browser's Last-Event-ID after a reconnect: the stream resumes after it (the service ignores a malformed one).
        const lastEventId = req.get('last-event-id');
        const after = lastEventId !== undefined && lastEventId.length <= MAX_LAST_EVENT_ID_LENGTH ? lastEventId : undefined;
        return eventStreamResult(
          () => workflows.WatchNotifications({ after }, call),
          (event) => [
            ...(event.notification ? [{ event: 'notification', data: toNotificationJson(event.notification), id: event.cursor }] : []),
            { event: 'count', data: { count: event.unread_count }, id: event.cursor },
          ],
        );
      },
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/notifications/read-all',
      access: accessOf('vmdash.v1.DashboardWorkflowService/MarkAllNotificationsRead'),
      invalidInputText: CHOSEN_TEXTS.invalidBody,
      failureText: WORKFLOW_TEXTS.notificationUpdateFailed,
      docs: {
        operationId: 'readAllNotifications',
        summary: 'Mark every notification of the caller read',
        description: 'Audit action notifications_read_all (entityType notification) with the count.',
        tag,
        responses: { 200: { description: 'How many changed', schema: ReadAllBody } },
      },
      handle: async ({ clientAddress, call }) => jsonResult({ updated: (await unaryCall(workflows, 'MarkAllNotificationsRead', { client_address: clientAddress }, call)).updated }),
    }),
    defineDashboardRoute({
      method: 'patch',
      path: '/api/notifications/{id}',
      access: accessOf('vmdash.v1.DashboardWorkflowService/MarkNotificationRead'),
      params: NotificationParams,
      body: UpdateNotificationRequest,
      invalidInputText: WORKFLOW_TEXTS.notificationReadRequired,
      failureText: WORKFLOW_TEXTS.notificationUpdateFailed,
      docs: {
        operationId: 'updateNotification',
        summary: 'Mark a notification read (or unread)',
        description: 'Audit action notification_update (entityType notification).',
        tag,
        responses: { 200: { description: 'The notification', schema: NotificationBody }, 404: { description: '"Notification not found": none of the caller\'s notifications has this id' } },
      },
      handle: async ({ params, body, clientAddress, call }) => {
        return jsonResult(toNotificationJson(await unaryCall(workflows, 'MarkNotificationRead', { id: params.id, read: body.read, client_address: clientAddress }, call)));
      },
    }),
  ];
}
