import type { Job } from '../../app/api/types';
import { percentDone, progressText } from './job-text';

/**
 * A job's progress as a bar with its words beside it: role progressbar with aria-valuenow 0 to 100 and the words as
 * aria-valuetext (WAI-ARIA 1.2, progressbar); no value while the total is unknown (indeterminate).
 */
export function JobProgressBar({ job, label }: { job: Pick<Job, 'state' | 'progress'>; label: string }) {
  const percent = percentDone(job);
  const text = progressText(job);
  return (
    <div className="job-progress">
      <div
        className="job-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percent === undefined ? text : `${percent}%, ${text}`}
      >
        <div className="job-progress-fill" style={{ width: `${percent ?? 0}%` }} />
      </div>
      <span className="job-progress-text">{percent === undefined ? text : `${percent}% · ${text}`}</span>
    </div>
  );
}
