import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import type { StartJob } from '../../app/api/types';
import { can, useMe } from '../../app/session/session';
import { useJob, useStartJob } from './job-queries';
import { StartedJob } from './StartedJob';

/** The file formats of an export job. */
export type ExportJobFormat = 'csv' | 'xlsx';

/**
 * "Export as job" beside a list's CSV/XLSX links: starts the export `body` gives for the chosen format (CSV by default,
 * or XLSX) with the list's current filters as a job (POST /api/jobs; any number of rows, where a streamed export stops
 * at EXPORT_STREAM_MAX_ROWS: docs/decisions/0028-jobs.md) and shows it in place, followed every second until it ends,
 * with its download then and a link to the Jobs page. Hidden for Read_Only, who cannot export.
 */
export function ExportJobButton({ body }: { body: (format: ExportJobFormat) => StartJob }) {
  const me = useMe().data;
  const start = useStartJob();
  const job = useJob(start.data?.id);
  const [format, setFormat] = useState<ExportJobFormat>('csv');
  const formatId = useId();
  if (!can(me, 'export')) return null;
  return (
    <span className="export-job">
      <label htmlFor={formatId}>Job format</label>
      <select id={formatId} className="select" value={format} onChange={(event) => setFormat(event.target.value === 'xlsx' ? 'xlsx' : 'csv')}>
        <option value="csv">CSV</option>
        <option value="xlsx">XLSX</option>
      </select>
      <Button className="button button-secondary" onPress={() => start.mutate(body(format))} isDisabled={start.isPending}>
        Export as job
      </Button>
      <StartedJob job={job.data} error={start.error} />
    </span>
  );
}
