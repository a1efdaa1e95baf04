import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api/client';
import type { Job, StartJob } from '../../app/api/types';

/** How often a job that is queued or running is asked again, ms (as the overview's refresh card follows a refresh). */
export const JOB_POLL_MS = 1_000;

/** Prefix of every job query's key: a start or a cancel reloads them all. */
export const JOBS_KEY = ['jobs'] as const;

/** Jobs the Jobs page lists at once (GET /api/jobs page_size). */
export const JOBS_PAGE_SIZE = 50;

/** True while the job may still change: queued or running (docs/decisions/0028-jobs.md, the job's states). */
export const isActive = (job: Pick<Job, 'state'>) => job.state === 'queued' || job.state === 'running';

/** The download of a succeeded job's file (GET /api/jobs/{id}/result, an attachment; same origin, the cookie goes with it). */
export const jobResultLink = (id: string) => `/api/jobs/${encodeURIComponent(id)}/result`;

/**
 * The newest jobs of the caller (GET /api/jobs), or every user's with `all` (Admin only); asked again every second
 * while one of them is queued or running.
 */
export function useJobs(all: boolean) {
  return useQuery({
    queryKey: [...JOBS_KEY, 'list', { all }],
    queryFn: () => answer(api.GET('/api/jobs', { params: { query: { all: all || undefined, page_size: JOBS_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(isActive) ? JOB_POLL_MS : false),
  });
}

/** One job (GET /api/jobs/{id}), asked again every second until it ended; disabled without an id. */
export function useJob(id: string | undefined) {
  return useQuery({
    queryKey: [...JOBS_KEY, 'one', id],
    queryFn: () => answer(api.GET('/api/jobs/{id}', { params: { path: { id: id! } } })),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data && !isActive(query.state.data) ? false : JOB_POLL_MS),
  });
}

/**
 * Starts a job through `start` (a route answering 202 with the queued job: POST /api/jobs, POST /api/plans/sync); the
 * job is known at once to useJob and the job lists reload. A refusal (403, 429) is the API's text.
 */
export function useJobStart<T>(start: (input: T) => Promise<Job>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: start,
    onSuccess: (job) => {
      queryClient.setQueryData([...JOBS_KEY, 'one', job.id], job);
      void queryClient.invalidateQueries({ queryKey: [...JOBS_KEY, 'list'] });
    },
  });
}

/** Starts a job of any kind (POST /api/jobs). */
export function useStartJob() {
  return useJobStart((body: StartJob) => answer(api.POST('/api/jobs', { body })));
}

/** Cancels a queued or running job (POST /api/jobs/{id}/cancel); the job queries reload. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.POST('/api/jobs/{id}/cancel', { params: { path: { id } } })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
