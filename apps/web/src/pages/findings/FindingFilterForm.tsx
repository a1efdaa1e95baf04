import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { SEVERITIES } from '../../app/api/types';
import type { FindingFilters } from './findings-filters';

/**
 * The findings filters: edited here, applied on "Apply filters" (the caller writes them into the URL, which is the
 * one source of the list's filters), cleared by "Clear".
 */
export function FindingFilterForm({ filters, onApply }: { filters: FindingFilters; onApply: (filters: FindingFilters) => void }) {
  const [draft, setDraft] = useState<FindingFilters>(filters);
  // A new URL (back button, a link) replaces the draft: React's "adjusting state when a prop changes".
  const [shown, setShown] = useState(filters);
  if (shown !== filters) {
    setShown(filters);
    setDraft(filters);
  }
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
      <div className="field">
        <label htmlFor="filter-severity">Severity</label>
        <select id="filter-severity" value={draft.severity ?? ''} onChange={(event) => set('severity', event.target.value)}>
          <option value="">Any</option>
          {SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              {severity}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-kev">KEV</label>
        <select
          id="filter-kev"
          value={draft.kev === undefined ? '' : String(draft.kev)}
          onChange={(event) => setDraft((current) => ({ ...current, kev: event.target.value === '' ? undefined : event.target.value === 'true' }))}
        >
          <option value="">Any</option>
          <option value="true">KEV only</option>
          <option value="false">Not KEV</option>
        </select>
      </div>
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
