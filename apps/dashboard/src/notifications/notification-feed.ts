import type { NotificationRepository, StoredNotification } from './notification.repository';

/** One message of a user's live feed: the unread count, with the new notification when there is one. */
export interface FeedEvent {
  notification?: StoredNotification;
  unreadCount: number;
}

/** The live notification feed behind GET /api/notifications/stream. */
export interface NotificationFeed {
  /** Wakes the open feeds of `userId` on this replica (its consumer just stored a notification). */
  wake(userId: string): void;
  /**
   * The user's unread count at once, then each notification stored from now on with the count after it, until
   * `signal` aborts. Notifications stored by this replica arrive at once; those stored by another replica within
   * `pollMs` (each open feed reads the store that often; docs/decisions/0010-dashboard-workflows.md).
   */
  watch(userId: string, signal: AbortSignal): AsyncIterable<FeedEvent>;
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
    async *watch(userId, signal) {
      let cursor = { storedAt: now(), id: '' };
      yield { unreadCount: await notifications.countUnread(userId) };
      while (!signal.aborted) {
        await nextWake(userId, signal);
        if (signal.aborted) return;
        const batch = await notifications.storedAfter(userId, cursor);
        cursor = batch.cursor;
        for (const notification of batch.items) yield { notification, unreadCount: await notifications.countUnread(userId) };
      }
    },
  };
}
