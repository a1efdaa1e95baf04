import { ConflictError, DeadlineExceededError, isRefusal, NotFoundError, UpstreamTimeoutError, ValidationError, type QueueWorkflowType } from '@vmdash/domain';
import type { AuditTrail } from '../audit/audit-trail';
import type { QueueItemView } from '../queue/queue.commands';
import type { QueueRepository, StoredQueueItem } from '../queue/queue.repository';
import { canSeeItem, vendorProblem } from '../queue/queue.rules';
import type { UserRepository } from '../users/user.repository';
import type { WorkflowCaller } from '../workflows/workflow-caller';
import type { StoredSubmission, SubmissionRepository, SubmissionScope } from './fp-submission.repository';
import { checkedEvidence, lifecycleOf, SUBMISSION_TEXTS, type EvidenceUpload } from './fp-submission.rules';
import type { Platform, PlatformWorkflow } from './platform';
import { impersonatingAdminOf } from '../workflows/impersonating-admin';
import { workflowAuditOf } from '../workflows/workflow-audit';

/** Fields of a new submission (docs/decisions/0011: name, reason, description, expiration_date, override_control). */
export interface NewSubmission {
  queue_item_ids: string[];
  name: string;
  reason: string;
  description: string;
  expiration_date: string;
  override_control: string;
  /**
   * Evidence files as the client sent them, checked by their bytes (checkedEvidence) and sent to the platform with the
   * create (interface spec, "C. Outbound calls": files only at creation).
   */
  evidence?: EvidenceUpload[];
}

/** The answer of mapping findings (docs/decisions/0011: addedFindings and failedFindings). */
export interface MappedFindings {
  added: string[];
  failed: { queue_item_id: string; error: string }[];
}

/** What the submission commands need. */
interface SubmissionCommandDeps {
  submissions: SubmissionRepository;
  queue: QueueRepository;
  users: UserRepository;
  platform: Platform;
  audit: AuditTrail;
  /** Queue item views (note counts, ticket keys) of stored items, as the queue answers them. */
  views(items: StoredQueueItem[]): Promise<QueueItemView[]>;
  newId(): string;
  now(): Date;
  /** How long a create without a deadline may run before a sync settles it, ms (the integration call's deadline). */
  createWindowMs: number;
}

/**
 * Use cases of false-positive submissions (docs/decisions/0016); mutations are audited with entityType fp_submission.
 * A submission or queue item the caller does not see is a NotFoundError, one whose state refuses the change a
 * ConflictError, a refused evidence file or vendor a ValidationError (SUBMISSION_TEXTS); the platform's failures are
 * its refusals (Platform), with the real failure message.
 */
export interface SubmissionCommands {
  create(caller: WorkflowCaller, request: NewSubmission, clientAddress: string | null): Promise<StoredSubmission>;
  list(caller: WorkflowCaller, page: number, pageSize: number): Promise<{ items: StoredSubmission[]; total: number }>;
  get(caller: WorkflowCaller, id: string): Promise<StoredSubmission>;
  sync(caller: WorkflowCaller, id: string, clientAddress: string | null): Promise<StoredSubmission>;
  requeue(
    caller: WorkflowCaller,
    id: string,
    workflowType: QueueWorkflowType,
    vendor: string | undefined,
    clientAddress: string | null,
  ): Promise<{ submission: StoredSubmission; items: QueueItemView[] }>;
  mapFindings(caller: WorkflowCaller, id: string, queueItemIds: readonly string[], clientAddress: string | null): Promise<MappedFindings>;
}

/** The workflow the platform holds under `name`, or null when it answers that none exists (any other refusal is thrown). */
async function workflowNamed(platform: Platform, name: string): Promise<PlatformWorkflow | null> {
  try {
    return await platform.findWorkflow(name);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export function createSubmissionCommands(deps: SubmissionCommandDeps): SubmissionCommands {
  const scopeOf = async (caller: WorkflowCaller): Promise<SubmissionScope> => {
    const user = await deps.users.findById(caller.userId);
    const betaName = user?.beta_first_name && user.beta_last_name ? { first: user.beta_first_name, last: user.beta_last_name } : null;
    return { all: caller.group === 'Admin' && caller.teams === null, userId: caller.userId, betaName };
  };
  /** The caller's pending FP items of `ids` outside any submission; the refusal names the first that is not. */
  const pendingFpItems = async (caller: WorkflowCaller, ids: readonly string[]): Promise<StoredQueueItem[]> => {
    const items: StoredQueueItem[] = [];
    for (const id of new Set(ids)) {
      const item = await deps.queue.findById(id);
      if (!item || !canSeeItem(caller, item)) throw new NotFoundError(SUBMISSION_TEXTS.queueItemNotFound(id));
      if (item.workflow_type !== 'FP' || item.status !== 'pending' || item.submission_id !== null) throw new ConflictError(SUBMISSION_TEXTS.notPendingFp(id));
      items.push(item);
    }
    return items;
  };
  const visibleSubmission = async (caller: WorkflowCaller, id: string): Promise<StoredSubmission> => {
    const submission = await deps.submissions.findVisible(id, await scopeOf(caller));
    if (!submission) throw new NotFoundError(SUBMISSION_TEXTS.notFound);
    return submission;
  };
  const usernameOf = async (userId: string) => (await deps.users.findById(userId))?.username ?? userId;
  const audit = workflowAuditOf<'fp_submission_create' | 'fp_submission_sync' | 'fp_submission_map' | 'requeue'>({ audit: deps.audit, usernameOf }, 'fp_submission');

  /** Completes the items of a committed submission (the commit decided it: no window applies). */
  const completeItems = async (submission: StoredSubmission) => {
    for (const itemId of submission.queue_item_ids) await deps.queue.markSubmitted(itemId, submission.id, submission.created_at);
  };
  /**
   * Settles a `creating` submission (docs/decisions/0016): while its create may still commit, 409; after, an exact
   * name search completes it when the platform holds the workflow, else marks it `failed` and frees its items.
   */
  const settleCreate = async (caller: WorkflowCaller, submission: StoredSubmission, clientAddress: string | null): Promise<StoredSubmission> => {
    if (submission.creating_until && deps.now().getTime() < submission.creating_until.getTime()) throw new ConflictError(SUBMISSION_TEXTS.stillCreating);
    const found = await workflowNamed(deps.platform, submission.name);
    caller.writes.ensureOpen();
    if (!found || !found.workflowUuid) {
      const failed = await deps.submissions.markFailed(submission.id, deps.now());
      if (!failed) throw new ConflictError(SUBMISSION_TEXTS.changedMeanwhile);
      await deps.queue.release(submission.id);
      await audit(caller, 'fp_submission_sync', submission.id, { lifecycle_status: 'failed' }, clientAddress);
      return failed;
    }
    const stored = await deps.submissions.commitCreated(
      submission.id,
      {
        platform_id: found.platformId,
        workflow_uuid: found.workflowUuid,
        lifecycle_status: lifecycleOf(found.state || 'REQUESTED'),
        platform_state: found.state || 'REQUESTED',
        platform_answer_json: found.answerJson,
      },
      caller.writes.commitBy,
    );
    if (!stored) {
      caller.writes.ensureOpen();
      throw new ConflictError(SUBMISSION_TEXTS.changedMeanwhile);
    }
    await completeItems(stored);
    await audit(caller, 'fp_submission_sync', submission.id, { platform_state: stored.platform_state, lifecycle_status: stored.lifecycle_status }, clientAddress);
    return stored;
  };

  return {
    async create(caller, request, clientAddress) {
      // A refused file stores nothing and reaches no platform (docs/decisions/0011; docs/decisions/0016).
      const evidence = checkedEvidence(request.evidence ?? []);
      const items = await pendingFpItems(caller, request.queue_item_ids);
      if (await deps.submissions.nameTaken(request.name)) throw new ConflictError(SUBMISSION_TEXTS.nameTaken);
      const findingIds = items.map((item) => String(item.active_host_findings_id));
      const user = await deps.users.findById(caller.userId);
      const id = deps.newId();
      const now = deps.now();
      // One outcome (docs/decisions/0016): the submission is stored `creating` and its items reserved before the
      // platform call, so a platform workflow never exists without a record that names it; the commit below makes it
      // `submitted`, a sync settles a create whose outcome stayed unknown.
      caller.writes.ensureOpen();
      const draft = await deps.submissions.insert({
        _id: id,
        name: request.name,
        platform_id: '',
        workflow_uuid: '',
        lifecycle_status: 'creating',
        platform_state: '',
        queue_item_ids: items.map((item) => item.id),
        finding_ids: findingIds,
        reason: request.reason,
        description: request.description,
        expiration_date: request.expiration_date,
        override_control: request.override_control,
        created_by: user?.username ?? caller.userId,
        created_by_id: caller.userId,
        ...(await impersonatingAdminOf(caller.actorId, usernameOf)),
        beta_first_name: user?.beta_first_name ?? null,
        beta_last_name: user?.beta_last_name ?? null,
        created_at: now,
        requeued_at: null,
        last_synced_at: null,
        platform_answer_json: '',
        creating_until: caller.writes.commitBy ?? new Date(now.getTime() + deps.createWindowMs),
      });
      if (draft === 'name_taken') throw new ConflictError(SUBMISSION_TEXTS.nameTaken);
      const abandon = async () => {
        await deps.queue.release(id);
        await deps.submissions.deleteCreating(id);
      };
      for (const item of items) {
        if (!(await deps.queue.reserve(item.id, id, caller.writes.commitBy))) {
          await abandon();
          caller.writes.ensureOpen();
          throw new ConflictError(SUBMISSION_TEXTS.notPendingFp(item.id));
        }
      }
      let created: PlatformWorkflow;
      try {
        created = await deps.platform.createWorkflow({
          name: request.name,
          reason: request.reason,
          description: request.description,
          expirationDate: request.expiration_date,
          overrideControl: request.override_control,
          hostFindingIds: findingIds,
          files: evidence,
        });
      } catch (error) {
        // A refusal other than a timeout created nothing: nothing stays either. A timeout (or a failure that is no
        // refusal) leaves the outcome unknown: the record stays `creating` for the sync to settle.
        if (isRefusal(error) && !(error instanceof UpstreamTimeoutError)) await abandon();
        throw error;
      }
      // The create answers no uuid; it is resolved by an exact name search (interface spec, "C. Outbound calls"). When
      // the search is refused now, the submission is stored without it and the next sync resolves it.
      let uuid = created.workflowUuid;
      let state = created.state;
      if (!uuid) {
        const found = await deps.platform.findWorkflow(request.name).catch((error: unknown) => {
          if (isRefusal(error)) return null;
          throw error;
        });
        if (found) ({ workflowUuid: uuid, state } = { workflowUuid: found.workflowUuid, state: found.state || state });
      }
      caller.writes.ensureOpen();
      const stored = await deps.submissions.commitCreated(
        id,
        {
          platform_id: created.platformId,
          workflow_uuid: uuid,
          lifecycle_status: lifecycleOf(state || 'REQUESTED'),
          platform_state: state || 'REQUESTED',
          platform_answer_json: created.answerJson,
        },
        caller.writes.commitBy,
      );
      // The window closed between the check and the write: the record stays `creating` and the next sync completes it.
      if (!stored) throw new DeadlineExceededError();
      await completeItems(stored);
      await audit(caller, 'fp_submission_create', id, { name: request.name, platform_id: stored.platform_id, queue_item_ids: stored.queue_item_ids }, clientAddress);
      return stored;
    },
    list: async (caller, page, pageSize) => deps.submissions.list(await scopeOf(caller), page, pageSize),
    get: visibleSubmission,
    async sync(caller, id, clientAddress) {
      const submission = await visibleSubmission(caller, id);
      if (submission.lifecycle_status === 'creating') return settleCreate(caller, submission, clientAddress);
      if (submission.lifecycle_status === 'failed') return submission;
      const found = await deps.platform.findWorkflow(submission.name);
      caller.writes.ensureOpen();
      const synced = await deps.submissions.recordSync(
        id,
        { lifecycle_status: lifecycleOf(found.state), platform_state: found.state, workflow_uuid: found.workflowUuid || submission.workflow_uuid },
        deps.now(),
        caller.writes.commitBy,
      );
      if (!synced) {
        caller.writes.ensureOpen();
        throw new NotFoundError(SUBMISSION_TEXTS.notFound);
      }
      await audit(caller, 'fp_submission_sync', id, { platform_state: synced.platform_state, lifecycle_status: synced.lifecycle_status }, clientAddress);
      return synced;
    },
    async requeue(caller, id, workflowType, vendor, clientAddress) {
      const problem = vendorProblem(workflowType, vendor);
      if (problem) throw new ValidationError(problem);
      const submission = await visibleSubmission(caller, id);
      if (submission.requeued_at) throw new ConflictError(SUBMISSION_TEXTS.alreadyRequeued);
      if (submission.lifecycle_status !== 'rejected') throw new ConflictError(SUBMISSION_TEXTS.onlyRejected);
      caller.writes.ensureOpen();
      const claimed = await deps.submissions.claimRequeue(id, deps.now(), caller.writes.commitBy);
      if (!claimed) {
        caller.writes.ensureOpen();
        throw new ConflictError(SUBMISSION_TEXTS.alreadyRequeued);
      }
      // requeued_at is the commit point: the new items follow from it whatever the window says now.
      const staged: StoredQueueItem[] = [];
      for (const itemId of submission.queue_item_ids) {
        const original = await deps.queue.findById(itemId);
        if (!original) continue;
        const { item } = await deps.queue.stagePending(
          {
            user_id: caller.userId,
            host_id: original.host_id,
            hostname: original.hostname,
            scanner_id: original.scanner_id,
            active_host_findings_id: original.active_host_findings_id,
            title: original.title,
            severity: original.severity,
            cve_ids: original.cve_ids,
            bu_team: original.bu_team,
            team: original.team,
            workflow_type: workflowType,
            vendor: vendor ?? null,
          },
          deps.now(),
        );
        staged.push(item);
      }
      await audit(caller, 'requeue', id, { workflow_type: workflowType, queue_item_ids: staged.map((item) => item.id) }, clientAddress);
      return { submission: claimed, items: await deps.views(staged) };
    },
    async mapFindings(caller, id, queueItemIds, clientAddress) {
      const submission = await visibleSubmission(caller, id);
      if (submission.lifecycle_status === 'creating' || submission.lifecycle_status === 'failed') throw new ConflictError(SUBMISSION_TEXTS.notCreated);
      const items = await pendingFpItems(caller, queueItemIds);
      let uuid = submission.workflow_uuid;
      if (!uuid) {
        const found = await deps.platform.findWorkflow(submission.name);
        uuid = found.workflowUuid;
        if (!uuid) throw new ConflictError(SUBMISSION_TEXTS.workflowUnresolved);
        await deps.submissions.recordSync(id, { lifecycle_status: lifecycleOf(found.state), platform_state: found.state, workflow_uuid: uuid }, deps.now(), null);
      }
      // One platform call per finding (interface spec, "C. Outbound calls": map, one finding per call); only the
      // items the platform mapped are completed.
      const result: MappedFindings = { added: [], failed: [] };
      const mapped: StoredQueueItem[] = [];
      for (const item of items) {
        // No platform call starts after the window closed; an item the platform mapped is completed whatever the
        // window says by then (the platform's state is the outcome, docs/decisions/0016). A refused map is the item's
        // failure, with the platform's text; a failure that is no refusal ends the whole call.
        caller.writes.ensureOpen();
        try {
          await deps.platform.mapFinding(uuid, String(item.active_host_findings_id));
        } catch (error) {
          if (!isRefusal(error)) throw error;
          result.failed.push({ queue_item_id: item.id, error: error.message });
          continue;
        }
        await deps.queue.markSubmitted(item.id, id, deps.now());
        mapped.push(item);
        result.added.push(item.id);
      }
      if (mapped.length > 0) {
        await deps.submissions.addFindings(
          id,
          mapped.map((item) => item.id),
          mapped.map((item) => String(item.active_host_findings_id)),
        );
      }
      await audit(caller, 'fp_submission_map', id, { added: result.added, failed: result.failed.map((failure) => failure.queue_item_id) }, clientAddress);
      return result;
    },
  };
}
