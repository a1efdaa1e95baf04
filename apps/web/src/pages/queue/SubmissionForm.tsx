import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { EVIDENCE_MAX_FILES } from '@vmdash/domain';
import { answer, api } from '../../app/api/client';
import { TextField } from '../../components/form/TextField';
import { ErrorState, SuccessMessage } from '../../components/states/States';
import { evidenceProblem, OVERRIDE_CONTROLS, SubmissionForm as SubmissionSchema, submissionFormData, type SubmissionValues } from './queue-forms';
import { QUEUE_KEY } from './queue-query';

/**
 * Creates a false-positive submission from the selected pending FP items (POST /api/beta/fp-workflow/submissions as
 * multipart/form-data, with up to 3 evidence files sent to the platform with the create).
 */
export function SubmissionForm({ queueItemIds, onClose }: { queueItemIds: string[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm<SubmissionValues>({
    resolver: zodResolver(SubmissionSchema),
    defaultValues: { name: '', reason: '', description: '', expiration_date: '', override_control: 'AUTHORIZED' },
  });
  const fileProblem = evidenceProblem(files);
  const create = useMutation({
    mutationFn: (values: SubmissionValues) =>
      answer(
        api.POST('/api/beta/fp-workflow/submissions', {
          // The typed body is the JSON shape; the serializer sends the same fields as the API's multipart form.
          body: { ...values, queue_item_ids: queueItemIds },
          bodySerializer: () => submissionFormData(values, queueItemIds, files),
        }),
      ),
    onSuccess: () => {
      form.reset();
      setFiles([]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
  const text = (name: 'name' | 'reason', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => <TextField label={label} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
    />
  );
  return (
    <section className="card panel" aria-labelledby="create-submission">
      <h2 id="create-submission">Create a false-positive submission from {queueItemIds.length === 1 ? '1 item' : `${queueItemIds.length} items`}</h2>
      <Form
        className="form"
        onSubmit={form.handleSubmit((values) => {
          if (!fileProblem) create.mutate(values);
        })}
        validationBehavior="aria"
      >
        {text('name', 'Name')}
        {text('reason', 'Reason')}
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <TextField multiline label="Description" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
          )}
        />
        <Controller
          control={form.control}
          name="expiration_date"
          render={({ field, fieldState }) => (
            <TextField label="Expiration date" type="date" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
          )}
        />
        <div className="field">
          <label htmlFor="submission-override">Override control</label>
          <select id="submission-override" {...form.register('override_control')}>
            {OVERRIDE_CONTROLS.map((control) => (
              <option key={control}>{control}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="submission-evidence">Evidence files (up to {EVIDENCE_MAX_FILES}: images, PDF or text, 5 MB each)</label>
          <input
            id="submission-evidence"
            type="file"
            multiple
            accept="image/png,image/jpeg,image/gif,image/webp,application/pdf,text/plain"
            aria-describedby={fileProblem ? 'submission-evidence-error' : undefined}
            onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
          />
          {fileProblem ? (
            <p id="submission-evidence-error" className="state state-error" role="alert">
              {fileProblem}
            </p>
          ) : null}
        </div>
        {create.isError ? <ErrorState error={create.error} /> : null}
        {create.isSuccess ? (
          <SuccessMessage>
            Submission {create.data.name} created ({create.data.lifecycle_status}).
          </SuccessMessage>
        ) : null}
        <div className="toolbar">
          <Button type="submit" className="button" isDisabled={create.isPending}>
            Create submission
          </Button>
          <Button className="button button-secondary" onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </section>
  );
}
