import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { answer, api } from '../../app/api/client';
import { NOTIFICATION_COUNT_KEY, useNotificationStream } from './notification-stream';

/** The label of the bell: the unread count in words, for screen readers and the tooltip. */
export function bellLabel(count: number | undefined): string {
  if (count === undefined) return 'Notifications';
  return `Notifications, ${count} unread`;
}

/**
 * The header's bell: a link to /notifications with the unread count (GET /api/notifications/count), kept live by the
 * notification stream (docs/decisions/0018: "a bell whose count updates live from the SSE stream").
 */
export function NotificationBell({ createSource }: { createSource?: (url: string) => EventSource }) {
  useNotificationStream(createSource);
  const count = useQuery({ queryKey: NOTIFICATION_COUNT_KEY, queryFn: () => answer(api.GET('/api/notifications/count')) }).data?.count;
  return (
    <Link to="/notifications" className="bell" aria-label={bellLabel(count)} title={bellLabel(count)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
      </svg>
      {count ? (
        <span className="bell-count" data-testid="bell-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
