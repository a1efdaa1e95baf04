import { status } from '@grpc/grpc-js';
import { NotFoundError, ResourceExhaustedError, UpstreamFailedError, UpstreamTimeoutError, ValidationError } from '@vmdash/domain';
import { isGrpcError, unaryCall } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { IntegrationServiceClient, TrackerQuota__Output } from '@vmdash/proto';
import type { Tracker, TrackerQuotaFacts } from './tracker';

/** The 429 text of the tracker (interface spec, Errors: outbound). */
export const RATE_LIMIT_TEXT = 'Rate limit exceeded. Try again later.';

/** The 504 text when the integration service names none (interface spec, Limits: request timeout 15 seconds). */
const TIMEOUT_TEXT = 'The issue tracker did not answer within the 15 s timeout';

/**
 * The refusal a failed IntegrationService call means for the user (integration.proto header), as the domain error to
 * throw: the service's details are the real failure message (interface spec, Errors: "ticket routes return the real
 * failure message"): 429 ResourceExhaustedError, 504 UpstreamTimeoutError, 502 UpstreamFailedError (a 5xx or network
 * failure; also the platform's 401 and 419, which arrive as FAILED_PRECONDITION and PERMISSION_DENIED), 404
 * NotFoundError, 400 ValidationError.
 * @returns the error itself for statuses that are no outbound refusal (a bug or a refused identity: the route's 500)
 */
export function integrationRefusal(error: unknown, logger: Logger): unknown {
  const { code, details } = isGrpcError(error) ? error : { code: undefined, details: '' };
  logger.warn({ code, details }, 'integration call failed');
  switch (code) {
    case status.RESOURCE_EXHAUSTED:
      return new ResourceExhaustedError(RATE_LIMIT_TEXT);
    case status.DEADLINE_EXCEEDED:
      return new UpstreamTimeoutError(details || TIMEOUT_TEXT);
    case status.UNAVAILABLE:
    case status.FAILED_PRECONDITION:
    case status.PERMISSION_DENIED:
      return new UpstreamFailedError(details || 'The issue tracker could not be reached');
    case status.NOT_FOUND:
      return new NotFoundError(details || 'Tracker issue not found');
    case status.INVALID_ARGUMENT:
      return new ValidationError(details || 'The issue tracker refused the request');
    default:
      return error;
  }
}

function quotaOf(quota: TrackerQuota__Output | null | undefined): TrackerQuotaFacts | null {
  return quota ? quotaFactsOf(quota) : null;
}

function quotaFactsOf(quota: TrackerQuota__Output): TrackerQuotaFacts {
  return { minute_remaining: quota.minute_remaining, minute_limit: quota.minute_limit, day_remaining: quota.day_remaining, day_limit: quota.day_limit, blocked_until: quota.blocked_until ?? null };
}

/**
 * Runs one integration call: its answer.
 * @throws the refusal its failure means (integrationRefusal)
 */
export async function callIntegration<T>(call: () => Promise<T>, logger: Logger): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw integrationRefusal(error, logger);
  }
}

/** The refusal of every tracker and platform call while INTEGRATION_ADDR is unset (502). */
export async function integrationNotConfigured(): Promise<never> {
  throw new UpstreamFailedError('The integration service is not configured');
}

/** The Tracker while no integration service is configured: every call is refused (502). */
export const UNCONFIGURED_TRACKER: Tracker = {
  createIssue: integrationNotConfigured,
  comment: integrationNotConfigured,
  sync: integrationNotConfigured,
  quota: integrationNotConfigured,
};

/** The Tracker over the integration service (IntegrationService's tracker RPCs). */
export function createIntegrationTracker(client: IntegrationServiceClient, logger: Logger): Tracker {
  const attempt = <T>(call: () => Promise<T>) => callIntegration(call, logger);
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
      return { key: issue.key, url: issue.url, summary: issue.summary, status: issue.status };
    },
    async comment(key, body) {
      await attempt(() => unaryCall(client, 'AddTrackerComment', { key, body }));
    },
    async sync(keys) {
      const answer = await attempt(() => unaryCall(client, 'SyncTrackerIssues', { keys: [...keys] }));
      const { issues, unchanged_keys, missing_keys, remaining_keys, quota } = answer;
      return {
        issues: issues.map((issue) => ({ key: issue.key, url: issue.url, summary: issue.summary, status: issue.status })),
        unchangedKeys: unchanged_keys,
        missingKeys: missing_keys,
        remainingKeys: remaining_keys,
        quota: quotaOf(quota),
      };
    },
    async quota() {
      return quotaFactsOf(await attempt(() => unaryCall(client, 'GetTrackerQuota', {})));
    },
  };
}
