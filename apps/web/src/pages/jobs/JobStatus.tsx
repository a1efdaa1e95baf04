import { Button } from 'react-aria-components';
import type { Job } from '../../app/api/types';
import { ErrorState } from '../../components/states/States';
import { isActive, jobResultLink, useCancelJob } from './job-queries';
import { kindLabel, STATE_LABELS } from './job-text';
import { JobProgressBar } from './JobProgressBar';

/**
 * What a user does with one job, wherever it shows (the Jobs page, an export started from a list): its state and
 * progress bar; cancel while it is queued or running; the download of its file once it succeeded (or that the file
 * expired); the reason once it failed. A change of state is announced politely; the progress is not (a reading every
 * second would drown the screen reader), its bar tells it when asked.
 */
export function JobStatus({ job }: { job: Job }) {
  const cancel = useCancelJob();
  const name = kindLabel(job);
  return (
    <div className="job-status">
      <span className={`job-state job-state-${job.state}`} aria-live="polite">
        {STATE_LABELS[job.state]}
      </span>
      {job.state !== 'failed' && job.state !== 'cancelled' ? <JobProgressBar job={job} label={`Progress of ${name}`} /> : null}
      {isActive(job) ? (
        <Button className="button button-secondary" onPress={() => cancel.mutate(job.id)} isDisabled={cancel.isPending} aria-label={`Cancel ${name}`}>
          Cancel
        </Button>
      ) : null}
      {job.state === 'succeeded' && job.result && !job.result_expired ? (
        <a className="button" href={jobResultLink(job.id)} download={job.result.name}>
          Download {job.result.name}
        </a>
      ) : null}
      {job.state === 'succeeded' && job.result_expired ? <span>The file expired and was deleted.</span> : null}
      {job.state === 'failed' ? <span className="job-failure">{job.failure_reason ?? 'No reason given.'}</span> : null}
      {cancel.isError ? <ErrorState error={cancel.error} /> : null}
    </div>
  );
}
