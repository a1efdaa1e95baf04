import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { CLEANUP_MIN_DAYS } from '@vmdash/domain';
import { z } from 'zod';
import { answer, api } from '../../app/api/client';
import { TextField } from '../../components/form/TextField';
import { ErrorState, SuccessMessage } from '../../components/states/States';
import { NOTIFICATIONS_KEY } from '../notifications/notification-stream';
import { QUEUE_KEY } from '../queue/queue-query';

/** The cleanup form: whole days, at least CLEANUP_MIN_DAYS, in the API's words (POST /api/admin/cleanup). */
export const DataCleanupForm = z.object({
  days: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, `older_than_days must be a whole number of days of at least ${CLEANUP_MIN_DAYS}`)
    .refine((value) => Number(value) >= CLEANUP_MIN_DAYS, `older_than_days must be a whole number of days of at least ${CLEANUP_MIN_DAYS}`),
});
type DataCleanupValues = z.infer<typeof DataCleanupForm>;

/**
 * The data cleanup (POST /api/admin/cleanup, Admin and Standard_User): removes completed queue items (with their
 * ticket links and notes) and read notifications older than the days given; an Admin's cleanup covers every user of
 * its team scope, a Standard_User's its own records. Shows what was removed.
 */
export function DataCleanupCard() {
  const queryClient = useQueryClient();
  const form = useForm<DataCleanupValues>({ resolver: zodResolver(DataCleanupForm), defaultValues: { days: '90' } });
  const cleanup = useMutation({
    mutationFn: (values: DataCleanupValues) => answer(api.POST('/api/admin/cleanup', { body: { older_than_days: Number(values.days) } })),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: QUEUE_KEY }), queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY })]),
  });
  return (
    <section className="card" aria-labelledby="data-cleanup">
      <h2 id="data-cleanup">Clean up old data</h2>
      <p>Removes completed queue items (with their ticket links and notes) and read notifications older than the days given. Tickets and submissions stay.</p>
      <Form className="form" onSubmit={form.handleSubmit((values) => cleanup.mutate(values))} validationBehavior="aria">
        <Controller
          control={form.control}
          name="days"
          render={({ field, fieldState }) => (
            <TextField
              label="Older than (days)"
              inputMode="numeric"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              description={`At least ${CLEANUP_MIN_DAYS} days`}
              error={fieldState.error?.message}
            />
          )}
        />
        {cleanup.isError ? <ErrorState error={cleanup.error} /> : null}
        {cleanup.isSuccess ? (
          <SuccessMessage>
            Removed {cleanup.data.queue_items_removed} completed queue items ({cleanup.data.ticket_links_removed} ticket links, {cleanup.data.remediation_notes_removed} notes) and{' '}
            {cleanup.data.notifications_removed} read notifications older than {new Date(cleanup.data.cutoff).toLocaleDateString('en')}.
          </SuccessMessage>
        ) : null}
        <Button type="submit" className="button button-secondary" isDisabled={cleanup.isPending}>
          Clean up
        </Button>
      </Form>
    </section>
  );
}
