import type { ServiceImplementation } from '@vmdash/grpc';
import type { QuotaSnapshot } from '../outbound/outbound-gate';
import type { SyncStop, TrackerCommands } from './tracker.commands';

type TrackerRpc =
  | 'TestTrackerConnection'
  | 'GetTrackerQuota'
  | 'CreateTrackerIssue'
  | 'GetTrackerIssue'
  | 'UpdateTrackerIssue'
  | 'AddTrackerComment'
  | 'ListTrackerTransitions'
  | 'TransitionTrackerIssue'
  | 'SyncTrackerIssues';

/** The TrackerQuota message of a quota snapshot. */
export function toQuotaMessage(quota: QuotaSnapshot) {
  return {
    minute_remaining: quota.minuteRemaining,
    minute_limit: quota.minuteLimit,
    day_remaining: quota.dayRemaining,
    day_limit: quota.dayLimit,
    blocked_until: quota.blockedUntil?.toISOString(),
  };
}

const STOP_REASON: Record<SyncStop, 'SYNC_STOP_REASON_COMPLETED' | 'SYNC_STOP_REASON_MINUTE_BURST_LOW' | 'SYNC_STOP_REASON_DAY_QUOTA_LOW'> = {
  completed: 'SYNC_STOP_REASON_COMPLETED',
  minute_burst_low: 'SYNC_STOP_REASON_MINUTE_BURST_LOW',
  day_quota_low: 'SYNC_STOP_REASON_DAY_QUOTA_LOW',
};

/** The tracker RPCs of IntegrationService: messages to command arguments and outcomes to messages. */
export function createTrackerHandlers(commands: TrackerCommands): Pick<ServiceImplementation<'vmdash.v1.IntegrationService'>, TrackerRpc> {
  return {
    TestTrackerConnection: async (_request, context) => {
      const { accountName, quota } = await commands.testConnection(context.signal);
      return { account_name: accountName, quota: toQuotaMessage(quota) };
    },
    GetTrackerQuota: async () => toQuotaMessage(await commands.quota()),
    CreateTrackerIssue: (request, context) =>
      commands.createIssue({ requestId: request.request_id, summary: request.summary, description: request.description, submittedBy: request.submitted_by }, context.signal),
    GetTrackerIssue: (request, context) => commands.getIssue(request.key, context.signal),
    UpdateTrackerIssue: (request, context) => commands.updateIssue(request.key, { summary: request.summary, description: request.description }, context.signal),
    AddTrackerComment: async (request, context) => ({ comment_id: (await commands.addComment(request.key, request.body, context.signal)).commentId }),
    ListTrackerTransitions: async (request, context) => ({
      transitions: (await commands.listTransitions(request.key, context.signal)).map((transition) => ({
        id: transition.id,
        name: transition.name,
        to_status: transition.to.name ?? '',
        to_status_category: transition.to.statusCategory?.key ?? '',
      })),
    }),
    TransitionTrackerIssue: (request, context) => commands.transition(request.key, request.transition_id, context.signal),
    SyncTrackerIssues: async (request, context) => {
      const outcome = await commands.sync(request.keys, context.signal);
      return {
        issues: outcome.issues,
        unchanged_keys: outcome.unchangedKeys,
        missing_keys: outcome.missingKeys,
        remaining_keys: outcome.remainingKeys,
        stop_reason: STOP_REASON[outcome.stop],
        quota: toQuotaMessage(outcome.quota),
      };
    },
  };
}
