import type { FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { COMPLIANCE_METRIC_IDS, COMPLIANCE_STATUSES } from '@vmdash/domain';
import type { ComplianceStatus, MetricId } from '../../app/api/types';
import { booleanChoiceValue, booleanFromChoice, FilterSelect } from '../../components/form/FilterSelect';
import { useFilterDraft } from '../../components/form/use-filter-draft';
import { listFilters, METRIC_LABELS, type ComplianceFilters } from './compliance-filters';

const METRIC_CHOICES = COMPLIANCE_METRIC_IDS.map((metric) => ({ value: metric, label: METRIC_LABELS[metric] }));
const STATUS_CHOICES = COMPLIANCE_STATUSES.map((status) => ({ value: status, label: status }));
const OVERDUE_CHOICES = [
  { value: 'true', label: 'Past resolution date' },
  { value: 'false', label: 'Not overdue' },
];

/**
 * The items list's filters (metric, team, owner, status, overdue): edited here, applied on "Apply filters" (the caller
 * writes them into the URL, the one source of the list's filters, back on page 1), cleared by "Clear".
 */
export function ComplianceFilterForm({ filters, onApply }: { filters: ComplianceFilters; onApply: (filters: ComplianceFilters) => void }) {
  const [draft, setDraft] = useFilterDraft<ComplianceFilters>(filters, listFilters);
  const set = (key: 'bu_team' | 'owner', value: string) => setDraft((current) => ({ ...current, [key]: value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="toolbar" onSubmit={submit} aria-label="Filter compliance items">
      <FilterSelect
        id="compliance-metric"
        label="Metric"
        value={draft.metric_id ?? ''}
        choices={METRIC_CHOICES}
        onChange={(value) => setDraft((current) => ({ ...current, metric_id: (value || undefined) as MetricId | undefined }))}
      />
      <div className="field">
        <label htmlFor="compliance-team">Team</label>
        <input id="compliance-team" value={draft.bu_team ?? ''} onChange={(event) => set('bu_team', event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="compliance-owner">Owner</label>
        <input id="compliance-owner" value={draft.owner ?? ''} onChange={(event) => set('owner', event.target.value)} />
      </div>
      <FilterSelect
        id="compliance-status"
        label="Status"
        value={draft.status ?? ''}
        choices={STATUS_CHOICES}
        onChange={(value) => setDraft((current) => ({ ...current, status: (value || undefined) as ComplianceStatus | undefined }))}
      />
      <FilterSelect
        id="compliance-overdue"
        label="Overdue"
        value={booleanChoiceValue(draft.overdue)}
        choices={OVERDUE_CHOICES}
        onChange={(value) => setDraft((current) => ({ ...current, overdue: booleanFromChoice(value) }))}
      />
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
