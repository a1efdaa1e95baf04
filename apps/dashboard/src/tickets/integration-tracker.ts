import { status } from '@grpc/grpc-js';
import { isGrpcError, unaryCall } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { IntegrationServiceClient, TrackerQuota__Output } from '@vmdash/proto';
import { done, refused, type Outcome } from '../workflows/workflow-outcome';
import type { Tracker, TrackerQuotaFacts } from './tracker';

/** The 429 text of the tracker (interface spec, Errors: outbound). */
export const RATE_LIMIT_TEXT = 'Rate limit exceeded. Try again later.';

/** The 504 text when the integration service names none (interface spec, Limits: request timeout 15 seconds). */
const TIMEOUT_TEXT = 'The issue tracker did not answer within the 15 s timeout';

/**
 * Turns a failed IntegrationService call into the refusal the user sees (integration.proto header): the service's
 * details are the real failure message (interface spec, Errors: "ticket routes return the real failure message"); the
 * platform's 401 and 419 arrive as FAILED_PRECONDITION and PERMISSION_DENIED and are 502 with their text.
 * @throws the error itself for statuses that are no tracker outcome (a bug or a refused identity: the route's 500)
 */
export function integrationRefusal(error: unknown, logger: Logger) {
  const { code, details } = isGrpcError(error) ? error : { code: undefined, details: '' };
  logger.warn({ code, details }, 'integration call failed');
  switch (code) {
    case status.RESOURCE_EXHAUSTED:
      return refused('rate_limited', RATE_LIMIT_TEXT);
    case status.DEADLINE_EXCEEDED:
      return refused('upstream_timeout', details || TIMEOUT_TEXT);
    case status.UNAVAILABLE:
    case status.FAILED_PRECONDITION:
    case status.PERMISSION_DENIED:
      return refused('upstream_failed', details || 'The issue tracker could not be reached');
    case status.NOT_FOUND:
      return refused('not_found', details || 'Tracker issue not found');
    case status.INVALID_ARGUMENT:
      return refused('invalid', details || 'The issue tracker refused the request');
    default:
      throw error;
  }
}

function quotaOf(quota: TrackerQuota__Output | null | undefined): TrackerQuotaFacts | null {
  return quota ? quotaFactsOf(quota) : null;
}

function quotaFactsOf(quota: TrackerQuota__Output): TrackerQuotaFacts {
  return { minute_remaining: quota.minute_remaining, minute_limit: quota.minute_limit, day_remaining: quota.day_remaining, day_limit: quota.day_limit, blocked_until: quota.blocked_until ?? null };
}

/** Runs one integration call: its answer, or the refusal its failure means (integrationRefusal). */
export async function attemptIntegration<T>(call: () => Promise<T>, logger: Logger): Promise<Outcome<T>> {
  try {
    return done(await call());
  } catch (error) {
    return integrationRefusal(error, logger);
  }
}

/** The refusal of every tracker and platform call while INTEGRATION_ADDR is unset. */
export const INTEGRATION_NOT_CONFIGURED = refused('upstream_failed', 'The integration service is not configured');

/** The Tracker while no integration service is configured: every call is refused (502). */
export const UNCONFIGURED_TRACKER: Tracker = {
  createIssue: async () => INTEGRATION_NOT_CONFIGURED,
  comment: async () => INTEGRATION_NOT_CONFIGURED,
  sync: async () => INTEGRATION_NOT_CONFIGURED,
  quota: async () => INTEGRATION_NOT_CONFIGURED,
};

/** The Tracker over the integration service (IntegrationService's tracker RPCs). */
export function createIntegrationTracker(client: IntegrationServiceClient, logger: Logger): Tracker {
  const attempt = <T>(call: () => Promise<T>) => attemptIntegration(call, logger);
  return {
    async createIssue(request) {
      const issue = await attempt(() =>
        unaryCall(client, 'CreateTrackerIssue', {
          request_id: request.requestId,
          summary: request.summary,
          description: request.description,
          submitted_by: request.submittedBy,
        }),
      );
      return issue.ok ? done({ key: issue.value.key, url: issue.value.url, summary: issue.value.summary, status: issue.value.status }) : issue;
    },
    async comment(key, body) {
      const answer = await attempt(() => unaryCall(client, 'AddTrackerComment', { key, body }));
      return answer.ok ? done(null) : answer;
    },
    async sync(keys) {
      const answer = await attempt(() => unaryCall(client, 'SyncTrackerIssues', { keys: [...keys] }));
      if (!answer.ok) return answer;
      const { issues, unchanged_keys, missing_keys, remaining_keys, quota } = answer.value;
      return done({
        issues: issues.map((issue) => ({ key: issue.key, url: issue.url, summary: issue.summary, status: issue.status })),
        unchangedKeys: unchanged_keys,
        missingKeys: missing_keys,
        remainingKeys: remaining_keys,
        quota: quotaOf(quota),
      });
    },
    async quota() {
      const answer = await attempt(() => unaryCall(client, 'GetTrackerQuota', {}));
      return answer.ok ? done(quotaFactsOf(answer.value)) : answer;
    },
  };
}
