import { QUEUE_ITEM_STATUSES, QUEUE_WORKFLOW_TYPES } from '@vmdash/domain';
import type { WorkflowType } from '../../app/api/types';
import type { QueueFilters, QueueStatus } from './queue-filters';

/** The queue's filters, workflow type and status: each change is applied at once (the caller writes the URL). */
export function QueueFilterBar({ filters, onChange }: { filters: QueueFilters; onChange: (filters: QueueFilters) => void }) {
  return (
    <div className="toolbar" role="group" aria-label="Filter queue items">
      <div className="field">
        <label htmlFor="queue-workflow">Workflow type</label>
        <select id="queue-workflow" value={filters.workflow_type ?? ''} onChange={(event) => onChange({ ...filters, workflow_type: (event.target.value || undefined) as WorkflowType | undefined })}>
          <option value="">Any</option>
          {QUEUE_WORKFLOW_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="queue-status">Status</label>
        <select id="queue-status" value={filters.status ?? ''} onChange={(event) => onChange({ ...filters, status: (event.target.value || undefined) as QueueStatus | undefined })}>
          <option value="">Any</option>
          {QUEUE_ITEM_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
      </div>
    </div>
  );
}
