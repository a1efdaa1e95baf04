import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { answer, api } from '../../app/api/client';
import { TextField } from '../../components/form/TextField';
import { ErrorState, SuccessMessage } from '../../components/states/States';
import { QuotaLeft } from '../tickets/QuotaLeft';
import { TICKETS_KEY } from '../tickets/tickets-query';
import { CreateTicketForm as TicketSchema, SOURCE_CONTEXTS, ticketBody, type CreateTicketValues } from './queue-forms';
import { QUEUE_KEY } from './queue-query';

/**
 * Creates a tracker ticket from the selected queue items (POST /api/tracker-tickets): summary, description,
 * source_context, optional CVE and vendor, checked as the API checks them; the tracker quota left is shown beside the
 * button and a refusal (the tracker's 429, 502, 504) in the API's words.
 */
export function CreateTicketForm({ queueItemIds, onClose }: { queueItemIds: string[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<CreateTicketValues>({
    resolver: zodResolver(TicketSchema),
    defaultValues: { summary: '', description: '', source_context: 'beta_queue', cve_id: '', vendor: '' },
  });
  const create = useMutation({
    mutationFn: (values: CreateTicketValues) => answer(api.POST('/api/tracker-tickets', { body: ticketBody(values, queueItemIds) })),
    onSuccess: () => form.reset(),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: QUEUE_KEY }), queryClient.invalidateQueries({ queryKey: TICKETS_KEY })]),
  });
  const text = (name: 'summary' | 'cve_id' | 'vendor', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => <TextField label={label} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
    />
  );
  return (
    <section className="card panel" aria-labelledby="create-ticket">
      <h2 id="create-ticket">Create a tracker ticket from {queueItemIds.length === 1 ? '1 item' : `${queueItemIds.length} items`}</h2>
      <Form className="form" onSubmit={form.handleSubmit((values) => create.mutate(values))} validationBehavior="aria">
        {text('summary', 'Summary')}
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <TextField multiline label="Description" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
          )}
        />
        <div className="field">
          <label htmlFor="ticket-source">Source</label>
          <select id="ticket-source" {...form.register('source_context')}>
            {SOURCE_CONTEXTS.map((context) => (
              <option key={context}>{context}</option>
            ))}
          </select>
        </div>
        {text('cve_id', 'CVE (optional)')}
        {text('vendor', 'Vendor (optional)')}
        {create.isError ? <ErrorState error={create.error} /> : null}
        {create.isSuccess ? (
          <SuccessMessage>
            Ticket{' '}
            <a href={create.data.url} target="_blank" rel="noreferrer">
              {create.data.issue_key}
            </a>{' '}
            created.
          </SuccessMessage>
        ) : null}
        <div className="toolbar">
          <Button type="submit" className="button" isDisabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create tracker ticket'}
          </Button>
          <QuotaLeft />
          <Button className="button button-secondary" onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </section>
  );
}
