import { zodResolver } from '@hookform/resolvers/zod';
import { vendorRequired } from '@vmdash/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'react-aria-components';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { answer, api } from '../../app/api/client';
import type { FpSubmission } from '../../app/api/types';
import { TextField } from '../../components/form/TextField';
import { ErrorState, SuccessMessage } from '../../components/states/States';
import { REQUEUE_TYPES, RequeueForm as RequeueSchema, type RequeueValues } from './queue-forms';
import { QUEUE_KEY } from './queue-query';

/**
 * Requeues a rejected submission's findings as new pending items (POST .../submissions/{id}/requeue): a workflow type,
 * and a vendor when it needs one. A second requeue is refused by the API (409) and its text shown.
 */
export function RequeueForm({ submission }: { submission: FpSubmission }) {
  const queryClient = useQueryClient();
  const form = useForm<RequeueValues>({ resolver: zodResolver(RequeueSchema), defaultValues: { workflow_type: 'FP', vendor: '' } });
  const requeue = useMutation({
    mutationFn: (values: RequeueValues) =>
      answer(
        api.POST('/api/beta/fp-workflow/submissions/{id}/requeue', {
          params: { path: { id: submission.id } },
          body: { workflow_type: values.workflow_type, ...(values.vendor.trim() ? { vendor: values.vendor.trim() } : {}) },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
  const typeId = `requeue-type-${submission.id}`;
  const needsVendor = vendorRequired(useWatch({ control: form.control, name: 'workflow_type' }));
  return (
    <Form className="form-inline" onSubmit={form.handleSubmit((values) => requeue.mutate(values))} validationBehavior="aria" aria-label={`Requeue ${submission.name}`}>
      <div className="field">
        <label htmlFor={typeId}>Requeue as</label>
        <select id={typeId} {...form.register('workflow_type')}>
          {REQUEUE_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </div>
      <Controller
        control={form.control}
        name="vendor"
        render={({ field, fieldState }) => (
          <TextField label={needsVendor ? 'Vendor' : 'Vendor (optional)'} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      <Button type="submit" className="button" isDisabled={requeue.isPending}>
        Requeue
      </Button>
      {requeue.isError ? <ErrorState error={requeue.error} /> : null}
      {requeue.isSuccess ? <SuccessMessage>Requeued: {requeue.data.items.length} new pending items.</SuccessMessage> : null}
    </Form>
  );
}
