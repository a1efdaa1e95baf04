import { can, useMe } from '../../app/session/session';

/**
 * The CSV and XLSX downloads of a list (the findings, the changes, the risk exceptions) as filtered and sorted now, at the links
 * `linkOf` gives; plain same-origin links (the session cookie goes with them). Hidden for Read_Only (interface spec,
 * face B: "Read_Only cannot export").
 */
export function FindingsExportLinks({ linkOf }: { linkOf: (format: 'csv' | 'xlsx') => string }) {
  if (!can(useMe().data, 'export')) return null;
  return (
    <span className="download-links">
      <a className="button button-secondary" href={linkOf('csv')} download>
        Export CSV
      </a>
      <a className="button button-secondary" href={linkOf('xlsx')} download>
        Export XLSX
      </a>
    </span>
  );
}
