import type { Browser } from './dashboard-system';

/** A job as the dashboard API answers it, as far as the system tests read it (docs/decisions/0028-jobs.md). */
export interface JobJson {
  id: string;
  kind: string;
  owner_username: string;
  params: Record<string, unknown>;
  state: string;
  progress: { done: number; total: number | null; unit: string; phase: string };
  attempts: number;
  result: { name: string; type: string; size: number; sha256: string } | null;
  result_counts: Record<string, number>;
  result_expired: boolean;
  failure_reason: string | null;
}

/** The states a job never leaves. */
const FINISHED = ['succeeded', 'failed', 'cancelled'];

/** The `job` events of a Server-Sent Events answer (GET /api/jobs/{id}/events), in order. */
export function jobEvents(text: string): JobJson[] {
  return text
    .split('\n\n')
    .filter((frame) => /^event: job$/m.test(frame))
    .map((frame) => JSON.parse(/^data: (.*)$/m.exec(frame)![1]!) as JobJson);
}

/**
 * Every `job` event of the job until it ended, as a browser's EventSource sees them: the stream is read again when it
 * ends before the job did (its deadline passed), as EventSource reconnects.
 * @throws when the events route answers anything but 200
 */
export async function jobEventsUntilEnd(browser: Browser, jobId: string): Promise<JobJson[]> {
  const seen: JobJson[] = [];
  while (!FINISHED.includes(seen.at(-1)?.state ?? '')) {
    const answer = await browser.request('GET', `/api/jobs/${jobId}/events`);
    if (answer.status !== 200) throw new Error(`GET /api/jobs/${jobId}/events answered ${answer.status}`);
    seen.push(...jobEvents(answer.text));
  }
  return seen;
}
