import type { NotificationRepository, StoredNotification, StreamCursor } from './notification.repository';

/** One message of a user's live feed: the unread count, with the new notification when there is one, and the cursor. */
export interface FeedEvent {
  notification?: StoredNotification;
  unreadCount: number;
  /** Where the feed is (`<stored_at ms>.<notification id>`): `watch(..., cursor)` resumes after it. */
  cursor: string;
}

/** A cursor as text: the store time in ms and the id of the last notification sent. */
function cursorText(cursor: StreamCursor): string {
  return `${cursor.storedAt.getTime()}.${cursor.id}`;
}

/** The cursor of `text`, or null when it is not one (a browser's Last-Event-ID is client input). */
export function parseCursor(text: string | undefined): StreamCursor | null {
  const match = text === undefined ? null : /^(\d{1,15})\.(.{0,256})$/s.exec(text);
  return match ? { storedAt: new Date(Number(match[1])), id: match[2]! } : null;
}

/** The live notification feed behind GET /api/notifications/stream. */
export interface NotificationFeed {
  /** Wakes the open feeds of `userId` on this replica (its consumer just stored a notification). */
  wake(userId: string): void;
  /**
   * The user's unread count at once, then each notification stored after `after` (default: from now) with the count
   * after it, until `signal` aborts. Notifications stored by this replica arrive at once; those stored by another replica within
   * `pollMs` (each open feed reads the store that often; docs/decisions/0011-dashboard-workflows.md).
   */
  watch(userId: string, signal: AbortSignal, after?: StreamCursor | null): AsyncIterable<FeedEvent>;
}

/** The feed over the notification store. `pollMs` bounds the delay of notifications stored by another replica. */
export function createNotificationFeed(notifications: NotificationRepository, pollMs: number, now: () => Date = () => new Date()): NotificationFeed {
  const waiting = new Map<string, Set<() => void>>();
  const nextWake = (userId: string, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const listeners = waiting.get(userId) ?? new Set();
      waiting.set(userId, listeners);
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        listeners.delete(done);
        if (listeners.size === 0 && waiting.get(userId) === listeners) waiting.delete(userId);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      signal.addEventListener('abort', done);
      listeners.add(done);
    });
  return {
    wake(userId) {
      for (const listener of [...(waiting.get(userId) ?? [])]) listener();
    },
    async *watch(userId, signal, after) {
      let cursor = after ?? { storedAt: now(), id: '' };
      yield { unreadCount: await notifications.countUnread(userId), cursor: cursorText(cursor) };
      // A resumed feed first sends what was stored while the browser reconnected.
      let wait = after ? Promise.resolve() : nextWake(userId, signal);
      while (!signal.aborted) {
        await wait;
        if (signal.aborted) return;
        const batch = await notifications.storedAfter(userId, cursor);
        for (const stored of batch) {
          cursor = stored.cursor;
          yield { notification: stored.notification, unreadCount: await notifications.countUnread(userId), cursor: cursorText(cursor) };
        }
        // A full batch may have more behind it: read again at once.
        wait = batch.length === 100 ? Promise.resolve() : nextWake(userId, signal);
      }
    },
  };
}
