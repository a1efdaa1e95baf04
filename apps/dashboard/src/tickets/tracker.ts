/** A tracker issue as the tickets feature uses it (integration.proto TrackerIssue). */
export interface TrackerIssueFacts {
  key: string;
  url: string;
  summary: string;
  status: string;
}

/** The tracker's quota left (integration.proto TrackerQuota). */
export interface TrackerQuotaFacts {
  minute_remaining: number;
  minute_limit: number;
  day_remaining: number;
  day_limit: number;
  blocked_until: string | null;
}

/** What a scoped bulk sync answered. */
export interface TrackerSyncFacts {
  issues: TrackerIssueFacts[];
  unchangedKeys: string[];
  missingKeys: string[];
  remainingKeys: string[];
  quota: TrackerQuotaFacts | null;
}

/**
 * The issue tracker as the tickets commands see it (the integration service's client; interface spec "C. Outbound
 * calls"). A failure throws the refusal with the text the user sees (integrationRefusal): ResourceExhaustedError (429),
 * UpstreamFailedError (5xx or network, 502), UpstreamTimeoutError (15 s, 504), NotFoundError, ValidationError.
 */
export interface Tracker {
  /** Creates an issue; `requestId` makes a retried create find the first one instead of making a duplicate. */
  createIssue(request: { requestId: string; summary: string; description: string; submittedBy: string }): Promise<TrackerIssueFacts>;
  comment(key: string, body: string): Promise<void>;
  sync(keys: readonly string[]): Promise<TrackerSyncFacts>;
  /** The quota left as the integration service counts it (GetTrackerQuota: no tracker call is spent). */
  quota(): Promise<TrackerQuotaFacts>;
}
