import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { answer, api } from '../../app/api/client';
import type { FpSubmission } from '../../app/api/types';
import { EmptyState, ErrorState } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { submittableItems } from './queue-filters';
import { QUEUE_KEY, usePendingFpItems } from './queue-query';

/**
 * Maps more pending FP items to an existing submission's platform workflow (POST .../submissions/{id}/findings, one
 * platform call per finding) and shows what the platform answered: the items mapped and each failure with its text.
 */
export function MapFindingsForm({ submission }: { submission: FpSubmission }) {
  const queryClient = useQueryClient();
  const pending = usePendingFpItems(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const map = useMutation({
    mutationFn: (ids: string[]) => answer(api.POST('/api/beta/fp-workflow/submissions/{id}/findings', { params: { path: { id: submission.id } }, body: { queue_item_ids: ids } })),
    onSuccess: () => setChosen([]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
  const items = submittableItems(pending.data?.items ?? []);
  const titleOf = (id: string) => {
    const item = pending.data?.items.find((candidate) => candidate.id === id);
    return item ? `${item.title} on ${item.hostname ?? `host ${item.host_id}`}` : id;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length > 0) map.mutate(chosen);
  };
  return (
    <form className="form" onSubmit={submit} aria-label={`Map more findings to ${submission.name}`}>
      <QueryStates query={pending} loading="Loading your pending FP items" isEmpty={() => items.length === 0} empty={<EmptyState>No pending FP item outside a submission to map.</EmptyState>} />
      {items.length > 0 ? (
        <fieldset className="choice-list">
          <legend>Pending FP items to map</legend>
          {items.map((item) => (
            <label key={item.id} className="checkbox">
              <input
                type="checkbox"
                checked={chosen.includes(item.id)}
                onChange={(event) => setChosen((current) => (event.target.checked ? [...current, item.id] : current.filter((id) => id !== item.id)))}
              />
              {item.title} on {item.hostname ?? `host ${item.host_id}`}
            </label>
          ))}
        </fieldset>
      ) : null}
      {map.isError ? <ErrorState error={map.error} /> : null}
      {map.isSuccess ? (
        <div role="status">
          <p>Mapped: {map.data.addedFindings.length === 0 ? 'none' : map.data.addedFindings.map(titleOf).join('; ')}.</p>
          {map.data.failedFindings.length > 0 ? (
            <ul aria-label="Findings not mapped">
              {map.data.failedFindings.map((failure) => (
                <li key={failure.queue_item_id}>
                  {titleOf(failure.queue_item_id)}: {failure.error}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {items.length > 0 ? (
        <Button type="submit" className="button" isDisabled={chosen.length === 0 || map.isPending}>
          Map {chosen.length > 0 ? `${chosen.length} ` : ''}findings
        </Button>
      ) : null}
    </form>
  );
}
