import { ConflictError, NotFoundError, ValidationError, type QueueItemStatus, type QueueWorkflowType } from '@vmdash/domain';
import type { AuditTrail } from '../audit/audit-trail';
import type { FindingDirectory } from '../findings/finding-directory';
import { noteAuthorOf } from '../notes/note-author';
import { queueItemSubject, type NoteRepository, type StoredNote } from '../notes/note.repository';
import type { WorkflowCaller } from '../workflows/workflow-caller';
import type { QueueItemChanges, QueueRepository, StoredQueueItem, StoredTicketLink } from './queue.repository';
import { canDeleteItem, canSeeItem, QUEUE_TEXTS, remediationNoteProblem, statusMoveProblem, vendorProblem } from './queue.rules';
import { workflowAuditOf } from '../workflows/workflow-audit';

/** A queue item with what the answer adds: its remediation note count and ticket keys. */
export interface QueueItemView extends StoredQueueItem {
  remediation_notes_count: number;
  ticket_keys: string[];
}

/** One finding to stage (docs/decisions/0011: body items). */
export interface StageRequest {
  /** The finding's source: beta when unset; alpha is refused. */
  source?: 'alpha' | 'beta';
  host_id: number;
  scanner_id: string;
  workflow_type: QueueWorkflowType;
  vendor?: string;
}

/** What the queue commands need. */
interface QueueCommandDeps {
  queue: QueueRepository;
  notes: NoteRepository;
  findings: FindingDirectory;
  audit: AuditTrail;
  usernameOf(userId: string): Promise<string>;
  now(): Date;
}

/**
 * Use cases of the queue (interface spec, "B. Other dashboard routes"; docs/decisions/0011). Every mutation is
 * audited with entityType queue_item. A queue item the caller does not see is a NotFoundError
 * (QUEUE_TEXTS.itemNotFound); an item whose state refuses the change a ConflictError; a rule of the item's workflow
 * type a ValidationError.
 */
export interface QueueCommands {
  /**
   * Stages findings of the caller's teams; nothing is staged when one is refused.
   * @throws ValidationError for a vendor the workflow type needs, NotFoundError naming the first finding that is not an
   *   active finding of the caller's teams
   */
  stage(caller: WorkflowCaller, requests: readonly StageRequest[], clientAddress: string | null): Promise<QueueItemView[]>;
  list(caller: WorkflowCaller, filter: { status?: QueueItemStatus; workflowType?: QueueWorkflowType }, page: number, pageSize: number): Promise<{ items: QueueItemView[]; total: number }>;
  update(caller: WorkflowCaller, id: string, changes: QueueItemChanges, clientAddress: string | null): Promise<QueueItemView>;
  delete(caller: WorkflowCaller, id: string, clientAddress: string | null): Promise<void>;
  notes(caller: WorkflowCaller, id: string): Promise<StoredNote[]>;
  /** Adds a remediation note with the Admin behind an impersonation; audit action queue_note_create. */
  addNote(caller: WorkflowCaller, id: string, text: string, clientAddress: string | null): Promise<StoredNote>;
  /** Links between the caller's own queue items and tickets. */
  ticketLinks(caller: WorkflowCaller): Promise<StoredTicketLink[]>;
}

/** Queue items as the API answers them: with their remediation note counts and ticket keys. */
export function queueItemViews(deps: Pick<QueueCommandDeps, 'queue' | 'notes'>): (items: StoredQueueItem[]) => Promise<QueueItemView[]> {
  return async (items) => {
    const ids = items.map((item) => item.id);
    const [counts, links] = await Promise.all([deps.notes.countBySubject(ids.map(queueItemSubject)), deps.queue.linksOf(ids)]);
    return items.map((item) => ({
      ...item,
      remediation_notes_count: counts.get(queueItemSubject(item.id)) ?? 0,
      ticket_keys: links.filter((link) => link.queue_item_id === item.id).map((link) => link.issue_key),
    }));
  };
}

export function createQueueCommands(deps: QueueCommandDeps): QueueCommands {
  const views = queueItemViews(deps);
  const visibleItem = async (caller: WorkflowCaller, id: string): Promise<StoredQueueItem | null> => {
    const item = await deps.queue.findById(id);
    return item && canSeeItem(caller, item) ? item : null;
  };
  const audit = workflowAuditOf<'queue_item_create' | 'queue_item_update' | 'queue_item_delete' | 'queue_note_create'>(deps, 'queue_item');

  return {
    async stage(caller, requests, clientAddress) {
      for (const request of requests) {
        if (request.source === 'alpha') throw new ConflictError(QUEUE_TEXTS.alphaNotStageable(request.host_id, request.scanner_id));
        const problem = vendorProblem(request.workflow_type, request.vendor);
        if (problem) throw new ValidationError(problem);
      }
      // Every finding is checked before anything is stored, so a refused request stages nothing.
      const findings = [];
      for (const request of requests) {
        const finding = await deps.findings.find(caller.teams, request.host_id, request.scanner_id);
        if (!finding) throw new NotFoundError(QUEUE_TEXTS.findingNotFound(request.host_id, request.scanner_id));
        findings.push(finding);
      }
      // An insert takes no commit condition: the window is checked before each (docs/decisions/0016).
      const staged: StoredQueueItem[] = [];
      for (const [index, request] of requests.entries()) {
        caller.writes.ensureOpen();
        const finding = findings[index]!;
        const { item, created } = await deps.queue.stagePending(
          {
            user_id: caller.userId,
            host_id: finding.host_id,
            hostname: finding.hostname,
            scanner_id: finding.scanner_id,
            active_host_findings_id: finding.active_host_findings_id,
            title: finding.title,
            severity: finding.severity,
            cve_ids: finding.cve_ids,
            bu_team: finding.bu_team,
            team: finding.team,
            workflow_type: request.workflow_type,
            vendor: request.vendor ?? null,
          },
          deps.now(),
        );
        if (created) await audit(caller, 'queue_item_create', item.id, { host_id: item.host_id, scanner_id: item.scanner_id, workflow_type: item.workflow_type }, clientAddress);
        staged.push(item);
      }
      return views(staged);
    },
    async list(caller, filter, page, pageSize) {
      const { items, total } = await deps.queue.list({ userId: caller.group === 'Admin' ? null : caller.userId, teams: caller.teams, ...filter }, page, pageSize);
      return { items: await views(items), total };
    },
    async update(caller, id, changes, clientAddress) {
      const item = await visibleItem(caller, id);
      if (!item) throw new NotFoundError(QUEUE_TEXTS.itemNotFound);
      if (changes.vendor !== undefined) {
        const problem = vendorProblem(item.workflow_type, changes.vendor);
        if (problem) throw new ValidationError(problem);
      }
      if (changes.status !== undefined) {
        const problem = statusMoveProblem(item, changes.status, 'user');
        if (problem) throw new ConflictError(problem);
      }
      caller.writes.ensureOpen();
      const updated = await deps.queue.update(id, { status: item.status, submission_id: item.submission_id }, changes, deps.now(), caller.writes.commitBy);
      if (updated === 'duplicate_pending') throw new ConflictError(QUEUE_TEXTS.alreadyPending);
      if (!updated) throw new ConflictError(QUEUE_TEXTS.changedMeanwhile);
      await audit(caller, 'queue_item_update', id, { changed: Object.keys(changes), ...changes }, clientAddress);
      return (await views([updated]))[0]!;
    },
    async delete(caller, id, clientAddress) {
      const item = await visibleItem(caller, id);
      if (!item) throw new NotFoundError(QUEUE_TEXTS.itemNotFound);
      const links = await deps.queue.linksOf([id]);
      if (!canDeleteItem(caller, item, links.length)) throw new ConflictError(QUEUE_TEXTS.deleteRefused);
      caller.writes.ensureOpen();
      if (!(await deps.queue.delete(id, item.status, caller.writes.commitBy))) throw new ConflictError(QUEUE_TEXTS.changedMeanwhile);
      await audit(caller, 'queue_item_delete', id, { host_id: item.host_id, scanner_id: item.scanner_id, workflow_type: item.workflow_type, owner_id: item.user_id }, clientAddress);
    },
    async notes(caller, id) {
      const item = await visibleItem(caller, id);
      if (!item) throw new NotFoundError(QUEUE_TEXTS.itemNotFound);
      if (item.workflow_type !== 'Remediate') throw new ValidationError(QUEUE_TEXTS.notesOnlyRemediate);
      return deps.notes.list(queueItemSubject(id));
    },
    async addNote(caller, id, text, clientAddress) {
      const item = await visibleItem(caller, id);
      if (!item) throw new NotFoundError(QUEUE_TEXTS.itemNotFound);
      const problem = remediationNoteProblem(item.workflow_type, text);
      if (problem) throw new ValidationError(problem);
      caller.writes.ensureOpen();
      const note = await deps.notes.add(queueItemSubject(id), { text, ...(await noteAuthorOf(caller, deps.usernameOf)) }, deps.now());
      await audit(caller, 'queue_note_create', id, { note_id: note.id }, clientAddress);
      return note;
    },
    async ticketLinks(caller) {
      return deps.queue.linksOf(await deps.queue.idsOf({ userId: caller.userId, teams: caller.teams }));
    },
  };
}
