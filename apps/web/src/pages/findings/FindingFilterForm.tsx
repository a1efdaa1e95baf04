import { DATA_SOURCES, FINDING_STATUSES, RISK_RATINGS } from '@vmdash/domain';
import type { FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { SEVERITIES_MOST_SEVERE_FIRST } from '../../app/api/types';
import { booleanChoiceValue, booleanFromChoice, FilterSelect } from '../../components/form/FilterSelect';
import { useFilterDraft } from '../../components/form/use-filter-draft';
import { SOURCE_SCANNERS } from './finding-sources';
import type { FindingFilters } from './findings-filters';

const SEVERITY_CHOICES = SEVERITIES_MOST_SEVERE_FIRST.map((severity) => ({ value: severity, label: severity }));
/** Risk ratings highest first, as the list sorts (libs/domain RISK_RATINGS reversed). */
const RISK_RATING_CHOICES = [...RISK_RATINGS].reverse().map((rating) => ({ value: rating, label: rating }));
const SOURCE_CHOICES = DATA_SOURCES.map((source) => ({ value: source, label: SOURCE_SCANNERS[source] }));
/** One status, or every one; without a choice the API lists the active findings (open and reopened). */
const STATUS_CHOICES = [...FINDING_STATUSES.map((status) => ({ value: status, label: status })), { value: FINDING_STATUSES.join(','), label: 'Any, fixed included' }];
const KEV_CHOICES = [
  { value: 'true', label: 'KEV only' },
  { value: 'false', label: 'Not KEV' },
];

/**
 * The findings filters (without the status one where the list has none: the changes): edited here, applied on "Apply filters" (the caller writes them into the URL, which is the
 * one source of the list's filters), cleared by "Clear".
 */
export function FindingFilterForm({ filters, onApply, withStatus = true }: { filters: FindingFilters; onApply: (filters: FindingFilters) => void; withStatus?: boolean }) {
  const [draft, setDraft] = useFilterDraft<FindingFilters>(filters);
  const set = (key: keyof FindingFilters, value: string) => setDraft((current) => ({ ...current, [key]: value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, sort: filters.sort });
  };
  return (
    <form className="toolbar" onSubmit={submit} aria-label="Filter findings">
      <div className="field">
        <label htmlFor="filter-q">Search</label>
        <input id="filter-q" type="search" placeholder="Title, CVE or plugin id" value={draft.q ?? ''} onChange={(event) => set('q', event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="filter-hostname">Hostname</label>
        <input id="filter-hostname" value={draft.hostname ?? ''} onChange={(event) => set('hostname', event.target.value)} />
      </div>
      <FilterSelect id="filter-source" label="Scanner" value={draft.source ?? ''} choices={SOURCE_CHOICES} onChange={(value) => set('source', value)} />
      {withStatus ? (
        <FilterSelect id="filter-status" label="Status" value={draft.status ?? ''} choices={STATUS_CHOICES} anyLabel="Active (open or reopened)" onChange={(value) => set('status', value)} />
      ) : null}
      <FilterSelect id="filter-risk" label="Risk rating" value={draft.risk_rating ?? ''} choices={RISK_RATING_CHOICES} onChange={(value) => set('risk_rating', value)} />
      <FilterSelect id="filter-severity" label="Severity" value={draft.severity ?? ''} choices={SEVERITY_CHOICES} onChange={(value) => set('severity', value)} />
      <FilterSelect
        id="filter-kev"
        label="KEV"
        value={booleanChoiceValue(draft.kev)}
        choices={KEV_CHOICES}
        onChange={(value) => setDraft((current) => ({ ...current, kev: booleanFromChoice(value) }))}
      />
      <div className="field">
        <label htmlFor="filter-team">Team</label>
        <input id="filter-team" value={draft.bu_team ?? ''} onChange={(event) => set('bu_team', event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="filter-owner">Owner</label>
        <input id="filter-owner" value={draft.owner ?? ''} onChange={(event) => set('owner', event.target.value)} />
      </div>
      {/* The two buttons wrap together, never "Clear" alone on a line. */}
      <div className="toolbar-buttons">
        <Button type="submit" className="button">
          Apply filters
        </Button>
        <Button type="button" className="button button-secondary" onPress={() => onApply({ sort: filters.sort })}>
          Clear
        </Button>
      </div>
    </form>
  );
}
