import { can, useMe } from '../../app/session/session';
import { findingsExportLink, type FindingFilters } from './findings-filters';

/**
 * The CSV and XLSX downloads of the findings list as filtered and sorted now; plain same-origin links (the session
 * cookie goes with them). Hidden for Read_Only (interface spec, face B: "Read_Only cannot export").
 */
export function FindingsExportLinks({ filters }: { filters: FindingFilters }) {
  if (!can(useMe().data, 'export')) return null;
  return (
    <span className="download-links">
      <a className="button button-secondary" href={findingsExportLink(filters, 'csv')} download>
        Export CSV
      </a>
      <a className="button button-secondary" href={findingsExportLink(filters, 'xlsx')} download>
        Export XLSX
      </a>
    </span>
  );
}
