import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { answer, api } from '../../app/api/client';
import type { FpSubmission } from '../../app/api/types';
import { EmptyState, ErrorState } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { MapFindingsForm } from './MapFindingsForm';
import { QUEUE_KEY, useSubmissions } from './queue-query';
import { RequeueForm } from './RequeueForm';
import { authorText } from '../../components/author-text';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en') : '—');

/** One submission: its lifecycle, Sync, and for groups that may write "Map more findings" and, when rejected, Requeue. */
function SubmissionCard({ submission, writer }: { submission: FpSubmission; writer: boolean }) {
  const queryClient = useQueryClient();
  const [mapping, setMapping] = useState(false);
  const sync = useMutation({
    mutationFn: () => answer(api.POST('/api/beta/fp-workflow/submissions/{id}/sync', { params: { path: { id: submission.id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
  const headingId = `submission-${submission.id}`;
  return (
    <li className="card" aria-labelledby={headingId}>
      <h3 id={headingId}>{submission.name}</h3>
      <dl className="details">
        <dt>Status</dt>
        <dd>
          <span className={`badge lifecycle-${submission.lifecycle_status}`}>{submission.lifecycle_status}</span>
          {submission.platform_state ? ` (platform: ${submission.platform_state})` : null}
        </dd>
        <dt>Findings</dt>
        <dd>{submission.queue_item_ids.length}</dd>
        <dt>Expires</dt>
        <dd>{submission.expiration_date}</dd>
        <dt>Created</dt>
        <dd>
          {when(submission.created_at)} by {authorText(submission.created_by, submission.impersonated_by, 'submitted')}
        </dd>
        <dt>Last synced</dt>
        <dd>{when(submission.last_synced_at)}</dd>
        {submission.requeued_at ? (
          <>
            <dt>Requeued</dt>
            <dd>{when(submission.requeued_at)}</dd>
          </>
        ) : null}
      </dl>
      {writer ? (
        <div className="toolbar">
          <Button className="button button-secondary" onPress={() => sync.mutate()} isDisabled={sync.isPending} aria-label={`Sync ${submission.name}`}>
            Sync
          </Button>
          <Button className="button button-secondary" onPress={() => setMapping((open) => !open)} aria-expanded={mapping} aria-label={`Map more findings to ${submission.name}`}>
            Map more findings
          </Button>
        </div>
      ) : null}
      {sync.isError ? <ErrorState error={sync.error} /> : null}
      {writer && mapping ? <MapFindingsForm submission={submission} /> : null}
      {writer && submission.lifecycle_status === 'rejected' ? <RequeueForm submission={submission} /> : null}
    </li>
  );
}

/** The false-positive submissions the caller sees (Admin: all), newest first, with their lifecycle status. */
export function SubmissionsPanel({ writer }: { writer: boolean }) {
  const submissions = useSubmissions();
  return (
    <>
      <QueryStates
        query={submissions}
        loading="Loading submissions"
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState>No false-positive submissions yet. Select pending FP items in the queue and create one.</EmptyState>}
      />
      {submissions.isSuccess && submissions.data.items.length > 0 ? (
        <ul className="submission-list" aria-label="False-positive submissions">
          {submissions.data.items.map((submission) => (
            <SubmissionCard key={submission.id} submission={submission} writer={writer} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
