import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api/client';
import type { RefreshProgress, RefreshStatus } from '../../app/api/types';
import { QueryStates } from '../../components/states/QueryStates';

/** How often the card asks again while a refresh runs, ms. */
const RUNNING_POLL_MS = 1_000;

/** The words of each phase of a refresh (docs/decisions/0028-jobs.md, Refresh progress). */
const PHASE_TEXTS: Record<RefreshProgress['phase'], string> = {
  reading_sources: 'reading the scanner exports',
  scoring: 'scoring the findings',
  storing: 'storing the snapshot',
  updating_lifecycle: 'updating the finding history',
  activating: 'switching to the new data',
  done: 'done',
};

/** The scanner sources behind each cache, as the overview names them. */
const SOURCE_NAMES: Record<RefreshProgress['source'], string> = { alpha: 'Nexpose and OpenVAS (alpha)', beta: 'Nessus (beta)' };

const number = (value: number) => value.toLocaleString('en');

/** One line of a source's refresh: running with its phase and counts, or how and when the last one ended. */
export function refreshLine(progress: RefreshProgress): string {
  const counts = `${number(progress.hosts)} hosts, ${number(progress.findings)} findings`;
  const files = progress.files_total > 0 ? `${number(progress.files_read)} of ${number(progress.files_total)} files, ` : '';
  if (progress.state === 'running') return `refreshing: ${PHASE_TEXTS[progress.phase]}, ${files}${counts}`;
  const when = new Date(progress.finished_at ?? progress.updated_at).toLocaleString('en');
  if (progress.state === 'failed') return `last refresh failed ${when}: ${progress.error ?? 'no reason given'}`;
  return `refreshed ${when}: ${counts}`;
}

const isRunning = (status: RefreshStatus | undefined) => status?.alpha?.state === 'running' || status?.beta?.state === 'running';

/**
 * The overview's cache refresh card, for Admins (GET /api/cache/refresh-status): per source, the running refresh's
 * phase and counts (asked again every second while one runs) or the last refresh's outcome.
 */
export function RefreshStatusCard() {
  const status = useQuery({
    queryKey: ['cache', 'refresh-status'],
    queryFn: () => answer(api.GET('/api/cache/refresh-status')),
    refetchInterval: (query) => (isRunning(query.state.data) ? RUNNING_POLL_MS : false),
  });
  return (
    <section className="card" aria-labelledby="cache-refresh">
      <h2 id="cache-refresh">Cache refresh</h2>
      <QueryStates query={status} loading="Reading the refresh status" />
      {status.isSuccess ? (
        <ul className="link-list" aria-live="polite">
          {(['beta', 'alpha'] as const).map((source) => (
            <li key={source}>
              {SOURCE_NAMES[source]}: {status.data[source] ? refreshLine(status.data[source]) : 'never refreshed'}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
