import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { FEEDBACK_MAX_SCREENSHOTS } from '@vmdash/domain';
import { answer, api } from '../../app/api/client';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { TextField } from '../../components/form/TextField';
import { ErrorState, SuccessMessage } from '../../components/states/States';
import { FEEDBACK_CATEGORIES, feedbackFormData, FeedbackForm, type FeedbackValues } from './feedback.schema';

/** The feedback form: message, category, screenshots; sent as multipart to POST /api/feedback. */
function FeedbackFields({ close }: { close: () => void }) {
  const form = useForm<FeedbackValues>({ resolver: zodResolver(FeedbackForm), defaultValues: { message: '', category: 'bug', screenshots: [] } });
  const send = useMutation({
    mutationFn: (values: FeedbackValues) => answer(api.POST('/api/feedback', { body: { message: values.message, category: values.category }, bodySerializer: () => feedbackFormData(values) })),
  });
  if (send.isSuccess) {
    return (
      <>
        <SuccessMessage>Thank you: your feedback was sent.</SuccessMessage>
        <div className="dialog-actions">
          <Button className="button" onPress={close} autoFocus>
            Close
          </Button>
        </div>
      </>
    );
  }
  return (
    <Form className="form" onSubmit={form.handleSubmit((values) => send.mutate(values))} validationBehavior="aria">
      <Controller
        control={form.control}
        name="message"
        render={({ field, fieldState }) => (
          <TextField label="Message" multiline name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <div className="field">
            <label htmlFor="feedback-category">Category</label>
            <select id="feedback-category" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
              {FEEDBACK_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="screenshots"
        render={({ field, fieldState }) => (
          <div className="field">
            <label htmlFor="feedback-screenshots">Screenshots (up to {FEEDBACK_MAX_SCREENSHOTS}: PNG, JPG, GIF or WebP, 5 MB each)</label>
            <input
              id="feedback-screenshots"
              type="file"
              multiple
              accept="image/png,image/jpeg,image/gif,image/webp"
              aria-invalid={Boolean(fieldState.error)}
              aria-describedby={fieldState.error ? 'feedback-screenshots-error' : undefined}
              onChange={(event) => {
                // The API's refusal of the files sent before names one of them: other files make it stale.
                send.reset();
                field.onChange([...(event.target.files ?? [])]);
                void form.trigger('screenshots');
              }}
            />
            {field.value.length > 0 ? (
              <ul className="muted">
                {field.value.map((file) => (
                  <li key={file.name}>
                    {file.name} ({Math.ceil(file.size / 1024).toLocaleString('en')} KB)
                  </li>
                ))}
              </ul>
            ) : null}
            {fieldState.error ? (
              <span id="feedback-screenshots-error" className="state-error" role="alert">
                {fieldState.error.message}
              </span>
            ) : null}
          </div>
        )}
      />
      {send.isError ? <ErrorState error={send.error} /> : null}
      <div className="dialog-actions">
        <Button className="button button-secondary" onPress={close}>
          Cancel
        </Button>
        <Button type="submit" className="button" isDisabled={send.isPending}>
          Send feedback
        </Button>
      </div>
    </Form>
  );
}

/** The header's "Feedback" button and its dialog (every signed-in user may send feedback: docs/decisions/0010, Feedback). */
export function FeedbackDialog() {
  return (
    <ModalDialog label="Feedback" title="Send feedback">
      {(close) => <FeedbackFields close={close} />}
    </ModalDialog>
  );
}
