import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { METRIC_IDS, type MetricId } from '../../app/api/types';
import { ITEM_STATUSES, listFilters, METRIC_LABELS, type ComplianceFilters, type ItemStatus } from './compliance-filters';

/**
 * The items list's filters (metric, team, owner, status, overdue): edited here, applied on "Apply filters" (the caller
 * writes them into the URL, the one source of the list's filters, back on page 1), cleared by "Clear".
 */
export function ComplianceFilterForm({ filters, onApply }: { filters: ComplianceFilters; onApply: (filters: ComplianceFilters) => void }) {
  const [draft, setDraft] = useState<ComplianceFilters>(listFilters(filters));
  // A new URL (back button, a summary link) replaces the draft: React's "adjusting state when a prop changes".
  const [shown, setShown] = useState(filters);
  if (shown !== filters) {
    setShown(filters);
    setDraft(listFilters(filters));
  }
  const set = (key: 'bu_team' | 'owner', value: string) => setDraft((current) => ({ ...current, [key]: value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="toolbar" onSubmit={submit} aria-label="Filter compliance items">
      <div className="field">
        <label htmlFor="compliance-metric">Metric</label>
        <select
          id="compliance-metric"
          value={draft.metric_id ?? ''}
          onChange={(event) => setDraft((current) => ({ ...current, metric_id: (event.target.value || undefined) as MetricId | undefined }))}
        >
          <option value="">Any</option>
          {METRIC_IDS.map((metric) => (
            <option key={metric} value={metric}>
              {METRIC_LABELS[metric]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="compliance-team">Team</label>
        <input id="compliance-team" value={draft.bu_team ?? ''} onChange={(event) => set('bu_team', event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="compliance-owner">Owner</label>
        <input id="compliance-owner" value={draft.owner ?? ''} onChange={(event) => set('owner', event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="compliance-status">Status</label>
        <select id="compliance-status" value={draft.status ?? ''} onChange={(event) => setDraft((current) => ({ ...current, status: (event.target.value || undefined) as ItemStatus | undefined }))}>
          <option value="">Any</option>
          {ITEM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="compliance-overdue">Overdue</label>
        <select
          id="compliance-overdue"
          value={draft.overdue === undefined ? '' : String(draft.overdue)}
          onChange={(event) => setDraft((current) => ({ ...current, overdue: event.target.value === '' ? undefined : event.target.value === 'true' }))}
        >
          <option value="">Any</option>
          <option value="true">Past resolution date</option>
          <option value="false">Not overdue</option>
        </select>
      </div>
      {/* The two buttons wrap together, never "Clear" alone on a line. */}
      <div className="toolbar-buttons">
        <Button type="submit" className="button">
          Apply filters
        </Button>
        <Button type="button" className="button button-secondary" onPress={() => onApply({})}>
          Clear
        </Button>
      </div>
    </form>
  );
}
