import type { RowSelectionState } from '@tanstack/react-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { answer, api } from '../../app/api/client';
import type { QueueItem } from '../../app/api/types';
import { TeamScopedEmptyState } from '../../app/layout/TeamScopedEmptyState';
import { ErrorState, SuccessMessage } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { QuotaLeft } from '../tickets/QuotaLeft';
import { CreateTicketForm } from './CreateTicketForm';
import { LinkTicketForm } from './LinkTicketForm';
import { NotesPanel } from './NotesPanel';
import { QueueFilterBar } from './QueueFilterBar';
import { submittableItems, type QueueFilters } from './queue-filters';
import { QUEUE_KEY, useQueueItems } from './queue-query';
import { QueueTable } from './QueueTable';
import { SubmissionForm } from './SubmissionForm';

type Panel = { kind: 'ticket' | 'link' | 'submission'; ids: string[] } | { kind: 'notes'; item: QueueItem } | { kind: 'delete'; item: QueueItem };

const nameOf = (item: QueueItem) => `${item.title} on ${item.hostname ?? `host ${item.host_id}`}`;

/**
 * The queue items tab: filters in the URL, the table, and for groups that may write the selection with its actions
 * (create ticket with the quota left, link to a ticket, create a false-positive submission) and delete.
 */
export function QueueItemsView({ filters, onFilters, writer }: { filters: QueueFilters; onFilters: (filters: QueueFilters) => void; writer: boolean }) {
  const queryClient = useQueryClient();
  const items = useQueueItems(filters);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [panel, setPanel] = useState<Panel | null>(null);
  const rows = useMemo(() => items.data?.pages.flatMap((page) => page.items) ?? [], [items.data]);
  const total = items.data?.pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = items;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const selected = rows.filter((item) => selection[item.id]);
  const selectedIds = selected.map((item) => item.id);
  const fpReady = selected.length > 0 && submittableItems(selected).length === selected.length;
  const remove = useMutation({
    mutationFn: (item: QueueItem) => answer(api.DELETE('/api/beta/todo-queue/{id}', { params: { path: { id: item.id } } })),
    onSuccess: (_answer, item) => {
      setPanel(null);
      setSelection((current) => Object.fromEntries(Object.entries(current).filter(([id]) => id !== item.id)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
  const open = (kind: 'ticket' | 'link' | 'submission') => setPanel({ kind, ids: selectedIds });
  const close = () => setPanel(null);
  return (
    <>
      <QueueFilterBar
        filters={filters}
        onChange={(next) => {
          setSelection({});
          onFilters(next);
        }}
      />
      {writer ? (
        <div className="toolbar" role="group" aria-label="Act on the selected items">
          <span>{selected.length === 1 ? '1 item selected' : `${selected.length} items selected`}</span>
          <Button className="button" isDisabled={selected.length === 0} onPress={() => open('ticket')}>
            Create ticket
          </Button>
          <QuotaLeft />
          <Button className="button button-secondary" isDisabled={selected.length === 0} onPress={() => open('link')}>
            Link to ticket
          </Button>
          <Button className="button button-secondary" isDisabled={!fpReady} onPress={() => open('submission')}>
            Create false-positive submission
          </Button>
          {selected.length > 0 && !fpReady ? <span className="hint">A submission takes pending FP items outside any submission only.</span> : null}
        </div>
      ) : null}
      {panel?.kind === 'ticket' ? <CreateTicketForm queueItemIds={panel.ids} onClose={close} /> : null}
      {panel?.kind === 'link' ? <LinkTicketForm queueItemIds={panel.ids} onClose={close} /> : null}
      {panel?.kind === 'submission' ? <SubmissionForm queueItemIds={panel.ids} onClose={close} /> : null}
      {panel?.kind === 'notes' ? <NotesPanel item={panel.item} writer={writer} onClose={close} /> : null}
      {panel?.kind === 'delete' ? (
        <div className="card panel" role="group" aria-label="Confirm delete">
          <p>Delete {nameOf(panel.item)} from the queue?</p>
          <div className="toolbar">
            <Button className="button button-danger" onPress={() => remove.mutate(panel.item)} isDisabled={remove.isPending}>
              Delete item
            </Button>
            <Button className="button button-secondary" onPress={close}>
              Keep it
            </Button>
          </div>
        </div>
      ) : null}
      {remove.isError ? <ErrorState error={remove.error} /> : null}
      {remove.isSuccess && panel === null ? <SuccessMessage>Item deleted.</SuccessMessage> : null}
      <QueryStates
        query={items}
        loading="Loading your queue"
        isEmpty={() => rows.length === 0}
        empty={
          <TeamScopedEmptyState>
            {filters.workflow_type || filters.status ? 'No queue items match these filters.' : 'Your queue is empty. Stage findings into it from the Findings page.'}
          </TeamScopedEmptyState>
        }
      />
      {rows.length > 0 ? (
        <QueueTable
          items={rows}
          total={total}
          loadingMore={isFetchingNextPage}
          onNearEnd={loadMore}
          rowSelection={writer ? selection : undefined}
          onRowSelectionChange={writer ? setSelection : undefined}
          onNotes={(item) => setPanel({ kind: 'notes', item })}
          onDelete={
            writer
              ? (item) => {
                  remove.reset();
                  setPanel({ kind: 'delete', item });
                }
              : undefined
          }
        />
      ) : null}
    </>
  );
}
