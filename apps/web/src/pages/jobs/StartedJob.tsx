import { Link } from 'react-router';
import type { Job } from '../../app/api/types';
import { ErrorState } from '../../components/states/States';
import { JobStatus } from './JobStatus';

/**
 * A job the user started from where they are (an export from a list, a plan sync from the overview), shown in place:
 * the start's refusal (the API's text), or the job's status (JobStatus) with a link to the Jobs page.
 */
export function StartedJob({ job, error }: { job: Job | undefined; error: Error | null }) {
  return (
    <>
      {error ? <ErrorState error={error} /> : null}
      {job ? (
        <span className="export-job-status">
          <JobStatus job={job} />
          <Link to="/jobs">All jobs</Link>
        </span>
      ) : null}
    </>
  );
}
