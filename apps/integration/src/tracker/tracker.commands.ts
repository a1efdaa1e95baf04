import { ValidationError, vmdashLineIn } from '@vmdash/domain';
import type { OutboundGate, QuotaSnapshot } from '../outbound/outbound-gate';
import { OutboundError } from '../outbound/outbound-error';
import type { CreateAttemptRepository } from './create-attempt.repository';
import { composeDescription, REQUEST_ID_PATTERN } from './tracker-description';
import { ISSUE_KEY_PATTERN, toTrackerIssue, type JiraIssue, type TrackerIssue } from './tracker-issue';
import { SYNC_BATCH_SIZE, type JiraTransition, type TrackerClient } from './tracker.client';

/** Why a scoped bulk sync stopped (interface spec, "Limits": bulk sync batch). */
export type SyncStop = 'completed' | 'minute_burst_low' | 'day_quota_low';

/** The sync stops before a batch when the minute's remaining burst or the day's remaining quota is at or below these. */
export const SYNC_MIN_MINUTE_REMAINING = 5;
export const SYNC_MIN_DAY_REMAINING = 10;

/** What a scoped bulk sync did: found issues, keys unchanged in 72 h, keys deleted or moved, keys left for next time. */
export interface SyncOutcome {
  issues: TrackerIssue[];
  unchangedKeys: string[];
  missingKeys: string[];
  remainingKeys: string[];
  stop: SyncStop;
  quota: QuotaSnapshot;
}

/**
 * The tracker use cases behind IntegrationService's tracker RPCs. `signal` is the gRPC caller's: once it aborts, no
 * further call of the use case leaves (a call already sent runs to its end).
 */
export interface TrackerCommands {
  testConnection(signal?: AbortSignal): Promise<{ accountName: string; quota: QuotaSnapshot }>;
  quota(): Promise<QuotaSnapshot>;
  createIssue(input: { requestId: string; summary: string; description: string; submittedBy: string }, signal?: AbortSignal): Promise<TrackerIssue>;
  getIssue(key: string, signal?: AbortSignal): Promise<TrackerIssue>;
  updateIssue(key: string, fields: { summary?: string; description?: string }, signal?: AbortSignal): Promise<TrackerIssue>;
  addComment(key: string, body: string, signal?: AbortSignal): Promise<{ commentId: string }>;
  listTransitions(key: string, signal?: AbortSignal): Promise<JiraTransition[]>;
  transition(key: string, transitionId: string, signal?: AbortSignal): Promise<TrackerIssue>;
  sync(keys: string[], signal?: AbortSignal): Promise<SyncOutcome>;
}

interface TrackerCommandDeps {
  client: TrackerClient;
  gate: OutboundGate;
  attempts: CreateAttemptRepository;
  /** Base address of the tracker (issue browse links). */
  trackerUrl: string;
  now?: () => Date;
}

function checkKey(key: string): string {
  if (!ISSUE_KEY_PATTERN.test(key)) throw new ValidationError(`Invalid issue key: ${key.slice(0, 64)}`);
  return key;
}

function checkText(name: string, value: string, max: number): void {
  if (value.trim() === '') throw new ValidationError(`${name} is required`);
  if (value.length > max) throw new ValidationError(`${name} is longer than ${max} characters`);
}

/**
 * Refuses a description holding a line only vmdash writes (docs/decisions/0021-tracker-webhook-trust.md); the gateway
 * refuses it first, this keeps the service's own invariant.
 * @throws ValidationError naming the line's start
 */
function checkDescription(description: string): void {
  const line = vmdashLineIn(description);
  if (line !== undefined) throw new ValidationError(`description must not contain the line "${line.trim().slice(0, 40)}": vmdash writes the submitter and request lines`);
}

/** After these failures of a create the tracker may or may not have made the issue. */
const UNCERTAIN: ReadonlySet<string> = new Set(['timeout', 'unavailable']);

export function createTrackerCommands({ client, gate, attempts, trackerUrl, now = () => new Date() }: TrackerCommandDeps): TrackerCommands {
  const issueOf = (issue: JiraIssue) => toTrackerIssue(issue, trackerUrl);
  const getIssue = async (key: string, signal?: AbortSignal) => {
    const issue = await client.findIssue(checkKey(key), signal);
    if (!issue) throw new OutboundError('not_found', `Issue ${key} not found in the issue tracker`);
    return issueOf(issue);
  };

  return {
    async testConnection(signal) {
      const { name } = await client.myself(signal);
      return { accountName: name, quota: await gate.peek() };
    },
    quota: () => gate.peek(),
    getIssue,

    /*
     * No duplicate issues: the request id travels as the description's last line; an attempt whose outcome is unknown
     * (timeout, 5xx, a crash) is searched for before any second create, and a failed create is searched for once
     * before the failure is reported.
     */
    async createIssue({ requestId, summary, description, submittedBy }, signal) {
      if (!REQUEST_ID_PATTERN.test(requestId)) throw new ValidationError('request_id must be 8 to 128 letters, digits or . _ : -');
      checkText('summary', summary, 255);
      checkText('submitted_by', submittedBy, 256);
      checkDescription(description);
      const earlier = await attempts.begin(requestId, submittedBy, now());
      if (earlier?.key) return getIssue(earlier.key, signal);
      if (earlier) {
        const found = await client.findByRequestId(requestId, signal);
        if (found) {
          await attempts.created(requestId, found.key);
          return issueOf(found);
        }
      }
      let key: string;
      try {
        ({ key } = await client.createIssue(summary, composeDescription(description, submittedBy, requestId), signal));
      } catch (error) {
        if (!(error instanceof OutboundError) || !UNCERTAIN.has(error.failure)) {
          if (error instanceof OutboundError) await attempts.forget(requestId);
          throw error;
        }
        // Not tied to the caller: the outcome of a create that left must be known before it is ever sent again.
        const found = await client.findByRequestId(requestId).catch(() => undefined);
        if (!found) throw error;
        key = found.key;
      }
      await attempts.created(requestId, key);
      return getIssue(key, signal);
    },

    /** Sends only the fields vmdash owns; a new description keeps the submitter and request lines of vmdash's issues. */
    async updateIssue(key, fields, signal) {
      checkKey(key);
      const update: { summary?: string; description?: string } = {};
      if (fields.summary !== undefined) {
        checkText('summary', fields.summary, 255);
        update.summary = fields.summary;
      }
      if (fields.description !== undefined) {
        checkDescription(fields.description);
        const attempt = await attempts.byKey(key);
        update.description = attempt ? composeDescription(fields.description, attempt.submittedBy, attempt.requestId) : fields.description;
      }
      if (Object.keys(update).length > 0) await client.updateIssue(key, update, signal);
      return getIssue(key, signal);
    },
    async addComment(key, body, signal) {
      checkText('body', body, 32_767);
      const { id } = await client.addComment(checkKey(key), body, signal);
      return { commentId: id };
    },
    listTransitions: (key, signal) => client.listTransitions(checkKey(key), signal),
    async transition(key, transitionId, signal) {
      if (!/^\d+$/.test(transitionId)) throw new ValidationError('transition_id must be a number');
      await client.transition(checkKey(key), transitionId, signal);
      return getIssue(key, signal);
    },

    /*
     * Scoped bulk sync (interface spec, "Limits"): batches of 100 keys updated within 72 h, stopping before a batch
     * when the quota runs low; keys the tracker names as deleted or moved are dropped and the batch runs once more.
     */
    async sync(keys, signal) {
      const unique = [...new Set(keys)];
      unique.forEach(checkKey);
      const outcome: SyncOutcome = { issues: [], unchangedKeys: [], missingKeys: [], remainingKeys: [], stop: 'completed', quota: await gate.peek() };
      for (let start = 0; start < unique.length; start += SYNC_BATCH_SIZE) {
        const quota = await gate.peek();
        outcome.quota = quota;
        const stop: SyncStop | undefined = quota.dayRemaining <= SYNC_MIN_DAY_REMAINING ? 'day_quota_low' : quota.minuteRemaining <= SYNC_MIN_MINUTE_REMAINING ? 'minute_burst_low' : undefined;
        if (stop) {
          outcome.stop = stop;
          outcome.remainingKeys = unique.slice(start);
          break;
        }
        let batch = unique.slice(start, start + SYNC_BATCH_SIZE);
        let result = await client.searchUpdated(batch, signal);
        if ('staleKeys' in result) {
          outcome.missingKeys.push(...result.staleKeys);
          const stale = new Set(result.staleKeys);
          batch = batch.filter((key) => !stale.has(key));
          result = batch.length > 0 ? await client.searchUpdated(batch, signal) : { issues: [] };
          if ('staleKeys' in result) throw new OutboundError('rejected', `Issue tracker refused the sync batch twice; unknown keys: ${result.staleKeys.join(', ')}`);
        }
        const found = new Set(result.issues.map((issue) => issue.key));
        outcome.issues.push(...result.issues.map(issueOf));
        outcome.unchangedKeys.push(...batch.filter((key) => !found.has(key)));
      }
      outcome.quota = await gate.peek();
      return outcome;
    },
  };
}
