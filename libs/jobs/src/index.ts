export { JOB_STATES, FINISHED_JOB_STATES, type JobState, type JobProgress, type JobResultFile } from './job.model';
export { JOB_LIMITS, JOB_TEXTS, type JobStore, type JobViewer, type NewJob, type StoredJob } from './job-store';
export { type JobResults, type ResultFileWriter } from './job-results';
export { startJobs, DEFAULT_JOBS_SETTINGS, JOB_STREAM, type Jobs, type JobsOptions, type JobGrantSealing, type JobsSettings, type JobHandler, type JobOutcome, type JobRunContext } from './jobs';
