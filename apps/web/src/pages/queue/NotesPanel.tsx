import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'react-aria-components';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { characterCount, REMEDIATION_NOTE_MAX_LENGTH } from '@vmdash/domain';
import { answer, api } from '../../app/api/client';
import type { QueueItem } from '../../app/api/types';
import { TextField } from '../../components/form/TextField';
import { EmptyState, ErrorState } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { NoteForm, type NoteValues } from './queue-forms';
import { QUEUE_KEY, useQueueNotes } from './queue-query';
import { authorText } from '../../components/author-text';

/**
 * The notes of a Remediate item, oldest first with author and time; groups that may write add one of at most 5000
 * characters (the count is shown as they type; a longer text is refused before the call, in the API's words).
 */
export function NotesPanel({ item, writer, onClose }: { item: QueueItem; writer: boolean; onClose: () => void }) {
  const notes = useQueueNotes(item.id);
  const queryClient = useQueryClient();
  const form = useForm<NoteValues>({ resolver: zodResolver(NoteForm), defaultValues: { text: '' } });
  const add = useMutation({
    mutationFn: (values: NoteValues) => answer(api.POST('/api/beta/todo-queue/{id}/notes', { params: { path: { id: item.id } }, body: values })),
    onSuccess: () => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
    },
  });
  const length = characterCount(useWatch({ control: form.control, name: 'text' }));
  return (
    <section className="card panel" aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes of {item.title}</h2>
      <QueryStates query={notes} loading="Loading notes" isEmpty={(data) => data.length === 0} empty={<EmptyState>No notes yet.</EmptyState>} />
      {notes.isSuccess && notes.data.length > 0 ? (
        <ul className="note-list" aria-label="Notes">
          {notes.data.map((note) => (
            <li key={note.id}>
              <p className="note-meta">
                {authorText(note.author, note.impersonated_by, 'written')}, <time dateTime={note.created_at}>{new Date(note.created_at).toLocaleString('en')}</time>
              </p>
              <p className="note-text">{note.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {writer ? (
        <Form className="form" onSubmit={form.handleSubmit((values) => add.mutate(values))} validationBehavior="aria">
          <Controller
            control={form.control}
            name="text"
            render={({ field, fieldState }) => (
              <TextField
                multiline
                label="New note"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                description={`${length} of ${REMEDIATION_NOTE_MAX_LENGTH} characters`}
                error={fieldState.error?.message}
              />
            )}
          />
          {add.isError ? <ErrorState error={add.error} /> : null}
          <div className="toolbar">
            <Button type="submit" className="button" isDisabled={add.isPending}>
              Add note
            </Button>
            <Button className="button button-secondary" onPress={onClose}>
              Close notes
            </Button>
          </div>
        </Form>
      ) : (
        <Button className="button button-secondary" onPress={onClose}>
          Close notes
        </Button>
      )}
    </section>
  );
}
