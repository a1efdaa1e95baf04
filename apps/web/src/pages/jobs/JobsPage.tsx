import { Switch } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { can, useMe } from '../../app/session/session';
import { Page } from '../../components/page/Page';
import { EmptyState } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { JOBS_PAGE_SIZE, useJobs } from './job-queries';
import { kindLabel } from './job-text';
import { JobStatus } from './JobStatus';

const when = (iso: string) => new Date(iso).toLocaleString('en');

/**
 * /jobs: the caller's newest jobs (GET /api/jobs; an Admin switches to every user's, `?all=true` in the URL), each
 * with its kind, state and progress (followed every second while one runs), cancel, download or failure reason
 * (docs/decisions/0028-jobs.md). Exports are started from the Findings and Compliance pages.
 */
export function JobsPage() {
  const [params, setParams] = useSearchParams();
  const admin = can(useMe().data, 'administer');
  const all = admin && params.get('all') === 'true';
  const jobs = useJobs(all);
  return (
    <Page
      title="Jobs"
      actions={
        admin ? (
          <Switch className="switch" isSelected={all} onChange={(selected) => setParams(selected ? { all: 'true' } : {})}>
            <div className="switch-indicator" aria-hidden="true" />
            Every user&apos;s jobs
          </Switch>
        ) : null
      }
    >
      <QueryStates
        query={jobs}
        loading="Loading jobs"
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState>No jobs yet. Start an export as a job from the Findings or Compliance page.</EmptyState>}
      />
      {jobs.isSuccess && jobs.data.items.length > 0 ? (
        <table className="data jobs-table">
          <caption>{jobs.data.total > JOBS_PAGE_SIZE ? `The newest ${JOBS_PAGE_SIZE} of ${jobs.data.total} jobs` : jobs.data.total === 1 ? '1 job' : `${jobs.data.total} jobs`}</caption>
          <thead>
            <tr>
              <th scope="col">Job</th>
              {all ? <th scope="col">Owner</th> : null}
              <th scope="col">Started</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {jobs.data.items.map((job) => (
              <tr key={job.id}>
                <th scope="row">{kindLabel(job)}</th>
                {all ? <td>{job.owner_username}</td> : null}
                <td>{when(job.created_at)}</td>
                <td>
                  <JobStatus job={job} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Page>
  );
}
