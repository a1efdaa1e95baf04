import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Query key of the unread count (GET /api/notifications/count). */
export const NOTIFICATION_COUNT_KEY = ['notifications', 'count'] as const;
/** Prefix of the notification lists' query keys. */
export const NOTIFICATIONS_KEY = ['notifications', 'list'] as const;

/** The stream's URL: GET /api/notifications/stream (Server-Sent Events, docs/decisions/0011). */
export const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';

/** The browser's EventSource, same origin (the session cookie travels with it). */
const openEventSource = (url: string) => new EventSource(url);

/**
 * Keeps the unread count and the notification lists live: an EventSource on the stream; each `count` event
 * (`{"count": n}`) sets the count, each `notification` event reloads the lists. The browser reconnects by itself
 * (HTML Living Standard, "Server-sent events"), sending Last-Event-ID so nothing is missed in between.
 * @param createSource the EventSource constructor (tests pass a fake).
 */
export function useNotificationStream(createSource: (url: string) => EventSource = openEventSource) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = createSource(NOTIFICATION_STREAM_PATH);
    const onCount = (event: MessageEvent<string>) => {
      const count = parseCount(event.data);
      if (count !== undefined) queryClient.setQueryData(NOTIFICATION_COUNT_KEY, { count });
    };
    const onNotification = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    source.addEventListener('count', onCount as EventListener);
    source.addEventListener('notification', onNotification);
    return () => {
      source.removeEventListener('count', onCount as EventListener);
      source.removeEventListener('notification', onNotification);
      source.close();
    };
  }, [queryClient, createSource]);
}

/** The count of a `count` event's data, or undefined when it is not `{"count": <integer >= 0>}`. */
export function parseCount(data: string): number | undefined {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed === 'object' && parsed !== null && 'count' in parsed && Number.isInteger(parsed.count) && (parsed.count as number) >= 0) return parsed.count as number;
  } catch {
    // not JSON: ignored
  }
  return undefined;
}
