import type { TrackerQuota } from '../../app/api/types';

/**
 * The tracker quota left as one sentence (GET /api/tracker-tickets/quota, or the quota a sync answered): the calls
 * left of the minute burst and of the day (interface spec "Limits"), and the instant before which no call leaves after
 * the tracker's 429. `now` is only for tests.
 */
export function quotaText(quota: TrackerQuota, now = Date.now()): string {
  const text = `Tracker calls left: ${quota.minute_remaining} of ${quota.minute_limit} this minute, ${quota.day_remaining} of ${quota.day_limit} today.`;
  if (quota.blocked_until && Date.parse(quota.blocked_until) > now) {
    return `${text} The tracker asked to wait: no call leaves before ${new Date(quota.blocked_until).toLocaleTimeString('en')}.`;
  }
  return text;
}
