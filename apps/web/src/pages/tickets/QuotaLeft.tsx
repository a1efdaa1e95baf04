import { errorText } from '../../app/api/api-error';
import { useTrackerQuota } from './tickets-query';
import { quotaText } from './tracker-quota';

/**
 * The tracker quota left, one line beside the buttons that spend it (create ticket, link, sync: docs/decisions/0018, "the
 * tracker quota left shown where it matters"). A failure to read it is shown in the API's words, without blocking the
 * buttons: the create itself answers the tracker's refusal.
 */
export function QuotaLeft() {
  const quota = useTrackerQuota();
  if (quota.isPending)
    return (
      <span className="quota" role="status">
        Reading the tracker quota…
      </span>
    );
  if (quota.isError) return <span className="quota">Tracker quota unknown: {errorText(quota.error)}</span>;
  return (
    <span className="quota" aria-live="polite">
      {quotaText(quota.data)}
    </span>
  );
}
